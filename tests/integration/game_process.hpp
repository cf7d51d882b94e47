// SPDX-License-Identifier: MIT
// Running the real `nonet` binary as a child process, for the C++ integration tests that need
// more than a script can check (save files, audio written by SDL's disk driver). POSIX only.
#pragma once

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

extern char** environ;

namespace nonet::test {

/// A private temporary folder, removed with everything in it when the test ends.
struct ScratchDir {
  std::filesystem::path path;
  explicit ScratchDir(const char* prefix) {
    std::string pattern = (std::filesystem::temp_directory_path() / prefix).string() + "-XXXXXX";
    if (char* made = ::mkdtemp(pattern.data())) path = made;
  }
  ~ScratchDir() {
    std::error_code ec;
    std::filesystem::remove_all(path, ec);
  }
  ScratchDir(const ScratchDir&) = delete;
  ScratchDir& operator=(const ScratchDir&) = delete;
};

/// The whole text of a file ("" when it cannot be read).
inline std::string slurp(const std::filesystem::path& p) {
  std::ifstream in(p);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

/// Starts `args` (args[0] is the executable) with the environment `env` ("NAME=VALUE" entries)
/// plus the inherited one less every SDL_* variable and NONET_SAVE_DIR, which the test decides.
/// Standard output and error go to `log_path`. Returns the child's process id, or -1.
inline pid_t start_process(std::vector<std::string> args, std::vector<std::string> env,
                           const std::filesystem::path& log_path) {
  for (char** e = environ; *e; ++e) {
    const std::string v = *e;
    if (v.rfind("SDL_", 0) != 0 && v.rfind("NONET_SAVE_DIR=", 0) != 0) env.push_back(v);
  }
  std::vector<char*> argv, envp;
  for (auto& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  for (auto& e : env) envp.push_back(e.data());
  envp.push_back(nullptr);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, log_path.c_str(),
                                   O_WRONLY | O_CREAT | O_TRUNC, 0644);
  posix_spawn_file_actions_adddup2(&actions, STDOUT_FILENO, STDERR_FILENO);
  pid_t pid = -1;
  const int rc = ::posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), envp.data());
  posix_spawn_file_actions_destroy(&actions);
  return rc == 0 ? pid : -1;
}

/// Waits for a child started by start_process(): its exit status, or -1 when it did not exit
/// normally (a crash, a signal).
inline int wait_process(pid_t pid) {
  if (pid < 0) return -1;
  int status = 0;
  while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

/// start_process() and wait_process() in one.
inline int run_process(std::vector<std::string> args, std::vector<std::string> env,
                       const std::filesystem::path& log_path) {
  return wait_process(start_process(std::move(args), std::move(env), log_path));
}

/// Runs nonet headless (offscreen video, dummy audio, fixed steps, 800x600) on `script`, written
/// to DIR/NAME.txt, with its saves in DIR/save; returns its exit status, its output in `log`.
/// The integration tests that quit the game and start it again on the same save folder use it.
/// `env` adds variables (such as NONET_TODAY=2026-12-05, the date the game takes as today).
inline int run_scripted_game(const std::filesystem::path& dir, const std::string& script,
                             const std::string& name, std::string& log,
                             std::vector<std::string> env = {}) {
  const std::filesystem::path script_path = dir / (name + ".txt");
  const std::filesystem::path log_path = dir / (name + ".log");
  std::ofstream(script_path) << script;
  env.push_back("SDL_VIDEODRIVER=offscreen");
  env.push_back("SDL_AUDIODRIVER=dummy");
  const int status = run_process({NONET_EXECUTABLE, "--script", script_path.string(), "--save-dir",
                                  (dir / "save").string(), "--fixed-step", "--size", "800x600"},
                                 std::move(env), log_path);
  log = slurp(log_path);
  return status;
}

}  // namespace nonet::test
