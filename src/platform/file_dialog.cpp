// SPDX-License-Identifier: MIT
// The file dialog through zenity or kdialog (file_dialog.hpp).
#include "platform/file_dialog.hpp"

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string_view>
#include <utility>
#include <vector>

#if defined(__linux__)
#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>
extern char** environ;
#endif

namespace nonet::platform {

namespace {

// The first of the tools on PATH, or "".
std::string dialog_tool() {
#if !defined(__linux__) || defined(__ANDROID__)
  return "";
#else
  const char* path = std::getenv("PATH");
  if (!path) return "";
  for (const char* tool : {"zenity", "kdialog"}) {
    std::string_view dirs = path;
    while (true) {
      const std::size_t end = std::min(dirs.find(':'), dirs.size());
      const std::filesystem::path p =
          std::filesystem::path(end == 0 ? std::string(".") : std::string(dirs.substr(0, end))) /
          tool;
      std::error_code ec;
      if (std::filesystem::is_regular_file(p, ec) && ::access(p.c_str(), X_OK) == 0)
        return p.string();
      if (end == dirs.size()) break;
      dirs.remove_prefix(end + 1);
    }
  }
  return "";
#endif
}

}  // namespace

bool FileDialog::available() { return !dialog_tool().empty(); }

FileDialog::~FileDialog() {
#if defined(__linux__)
  {
    // The child is still unreaped while child_ holds its pid (a zombie keeps the pid), so the
    // signal cannot reach another process.
    std::lock_guard lock(mutex_);
    closing_ = true;
    if (child_ > 0) ::kill(child_, SIGTERM);
  }
#endif
  if (thread_.joinable()) thread_.join();
}

void FileDialog::open(const std::string& title) {
#if !defined(__linux__)
  (void)title;
#else
  {
    std::lock_guard lock(mutex_);
    if (running_) return;
    running_ = true;
  }
  if (thread_.joinable()) thread_.join();  // the last dialog's thread, finished
  const std::string tool = dialog_tool();
  thread_ = std::thread([this, tool, title] {
    std::vector<std::string> args;
    if (tool.ends_with("kdialog"))
      args = {tool, "--title", title, "--getopenfilename", "."};
    else
      args = {tool, "--file-selection", "--title=" + title};
    std::vector<char*> argv;
    for (std::string& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    int out[2];
    std::string answer;
    // Close-on-exec: no other child the game starts meanwhile (xdg-open) inherits the write
    // end, which would keep the read below from ever seeing the end of the answer.
    if (!tool.empty() && ::pipe2(out, O_CLOEXEC) == 0) {
      posix_spawn_file_actions_t fa;
      posix_spawn_file_actions_init(&fa);
      posix_spawn_file_actions_adddup2(&fa, out[1], 1);  // dup2 clears close-on-exec
      pid_t pid = -1;
      int rc = -1;
      {
        // Spawned and recorded under the lock: the destructor either stops the spawn or sees
        // the child to end.
        std::lock_guard lock(mutex_);
        if (!closing_) {
          rc = posix_spawn(&pid, tool.c_str(), &fa, nullptr, argv.data(), environ);
          if (rc == 0) child_ = pid;
        }
      }
      posix_spawn_file_actions_destroy(&fa);
      ::close(out[1]);
      if (rc == 0) {
        char buf[4096];
        for (;;) {
          const ssize_t n = ::read(out[0], buf, sizeof buf);
          if (n > 0) {
            answer.append(buf, static_cast<std::size_t>(n));
          } else if (n < 0 && errno == EINTR) {
            continue;
          } else {
            break;
          }
        }
        int status = 0;
        pid_t waited = -1;
        do {
          waited = ::waitpid(pid, &status, 0);
        } while (waited < 0 && errno == EINTR);
        {
          // Reaped: the pid may be reused from here on, so it is no longer ours to end.
          std::lock_guard lock(mutex_);
          child_ = -1;
        }
        if (waited != pid || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
          answer.clear();  // cancelled, or no answer
      }
      ::close(out[0]);
    }
    while (!answer.empty() && (answer.back() == '\n' || answer.back() == '\r')) answer.pop_back();
    std::lock_guard lock(mutex_);
    running_ = false;
    if (!answer.empty()) chosen_ = answer;
  });
#endif
}

bool FileDialog::running() {
  std::lock_guard lock(mutex_);
  return running_;
}

std::optional<std::string> FileDialog::take() {
  std::lock_guard lock(mutex_);
  return std::exchange(chosen_, std::nullopt);
}

std::optional<std::string> read_puzzle_file(const std::string& path, std::size_t max_bytes,
                                            std::string& why) {
  std::error_code ec;
  const auto size = std::filesystem::file_size(path, ec);
  if (ec) {
    why = ec.message();
    return std::nullopt;
  }
  if (size > max_bytes) {
    why = "larger than " + std::to_string(max_bytes / (1024 * 1024)) + " MB";
    return std::nullopt;
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    why = "cannot be read";
    return std::nullopt;
  }
  std::string text(static_cast<std::size_t>(size), '\0');
  in.read(text.data(), static_cast<std::streamsize>(size));
  if (!in && !in.eof()) {
    why = "cannot be read";
    return std::nullopt;
  }
  text.resize(static_cast<std::size_t>(in.gcount()));
  return text;
}

}  // namespace nonet::platform
