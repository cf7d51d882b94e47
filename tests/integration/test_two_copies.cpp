// SPDX-License-Identifier: MIT
// Issue 17, finding 1, with real processes: while one Nonet runs on a save folder, a second one
// started on it says on stderr that Nonet is already running there and that it runs without
// saving, and its play changes no file; once the first has quit, a new start saves normally.
#include <doctest/doctest.h>

#include <signal.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>

#include "game_process.hpp"

namespace fs = std::filesystem;

namespace {

std::string read_bytes(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

int run_script(const fs::path& dir, const fs::path& save, const std::string& name,
               const std::string& script, std::string& log) {
  const fs::path script_path = dir / (name + ".txt");
  const fs::path log_path = dir / (name + ".log");
  std::ofstream(script_path) << script;
  const int status =
      nonet::test::run_process({NONET_EXECUTABLE, "--script", script_path.string(), "--save-dir",
                                save.string(), "--fixed-step", "--size", "800x600"},
                               {"SDL_VIDEODRIVER=offscreen", "SDL_AUDIODRIVER=dummy"}, log_path);
  log = nonet::test::slurp(log_path);
  return status;
}

}  // namespace

TEST_CASE("a second running copy on one save folder says so on stderr and saves nothing") {
  nonet::test::ScratchDir dir("nonet-two-copies");
  const fs::path save = dir.path / "save";
  std::string log;
  // Some progress on disk first: stage 1 cleared.
  REQUIRE_MESSAGE(run_script(dir.path, save, "first",
                             "wait 10\nkey Return\nwait 10\nkey Escape\nwait 10\nsolve\nwait 3s\n"
                             "expect cleared 1\nquit\n",
                             log) == 0,
                  log);
  const std::string progress = read_bytes(save / "progress.json");
  REQUIRE_FALSE(progress.empty());

  // Copy A: started, then left running (a script that detaches runs on like a person's game);
  // its screenshot says it is past start-up, where the folder's lock is taken.
  const fs::path ready = dir.path / "a_ready.png";
  const fs::path a_script = dir.path / "a.txt";
  std::ofstream(a_script) << "wait 10\nscreenshot " << ready.string() << "\ndetach\n";
  const pid_t a = nonet::test::start_process(
      {NONET_EXECUTABLE, "--script", a_script.string(), "--save-dir", save.string(), "--fixed-step",
       "--size", "800x600"},
      {"SDL_VIDEODRIVER=offscreen", "SDL_AUDIODRIVER=dummy"}, dir.path / "a.log");
  REQUIRE(a > 0);
  for (int i = 0; i < 300 && !fs::exists(ready); ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
  REQUIRE(fs::exists(ready));

  // Copy B clears stage 2 while A runs: it says so, and nothing on disk changes.
  std::string b_log;
  const std::string b_script =
      "wait 10\nkey Return\nwait 10\nexpect screen play\nsolve\nwait 3s\nexpect cleared 2\nquit\n";
  CHECK(run_script(dir.path, save, "b", b_script, b_log) == 0);
  CHECK(b_log.find("Nonet is already running with the save folder") != std::string::npos);
  CHECK(b_log.find("runs without saving") != std::string::npos);
  CHECK(read_bytes(save / "progress.json") == progress);

  // End A: SIGTERM reaches the game as a quit (SDL), which saves on the way out.
  ::kill(a, SIGTERM);
  CHECK(nonet::test::wait_process(a) == 0);

  // Alone again: a new start is not refused, and its clear is saved.
  CHECK(run_script(dir.path, save, "c", b_script, log) == 0);
  CHECK(log.find("already running") == std::string::npos);
  CHECK(read_bytes(save / "progress.json") != progress);
}
