// SPDX-License-Identifier: MIT
// The file dialog (platform/file_dialog.hpp) with a stand-in for zenity on PATH: the path it
// prints is taken once; a cancel (a non-zero exit) gives nothing; without a tool on PATH there
// is no dialog. And reading a puzzle file: its text, or why not.
#include <doctest/doctest.h>

#include <sys/stat.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>

#include "platform/file_dialog.hpp"

namespace fs = std::filesystem;
using nonet::platform::FileDialog;

namespace {

// A scratch folder holding an executable "zenity" that runs `body`, first on PATH while alive.
struct FakeZenity {
  fs::path dir;
  std::string old_path;
  explicit FakeZenity(const std::string& body) {
    dir = fs::temp_directory_path() / ("nonet-fake-zenity-" + std::to_string(::getpid()));
    fs::create_directories(dir);
    std::ofstream(dir / "zenity") << "#!/bin/sh\n" << body << "\n";
    ::chmod((dir / "zenity").c_str(), 0755);
    const char* p = std::getenv("PATH");
    old_path = p ? p : "";
    ::setenv("PATH", dir.c_str(), 1);
  }
  ~FakeZenity() {
    ::setenv("PATH", old_path.c_str(), 1);
    std::error_code ec;
    fs::remove_all(dir, ec);
  }
};

void wait_closed(FileDialog& d) {
  for (int i = 0; i < 500 && d.running(); ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  REQUIRE_FALSE(d.running());
}

}  // namespace

TEST_CASE("file dialog: the chosen path once, nothing after a cancel, none without a tool") {
  {
    FakeZenity z("echo /home/player/week 12.sdm");
    REQUIRE(FileDialog::available());
    FileDialog d;
    d.open("Open a file of puzzles");
    wait_closed(d);
    CHECK(d.take() == std::optional<std::string>("/home/player/week 12.sdm"));
    CHECK_FALSE(d.take().has_value());  // once
  }
  {
    FakeZenity z("exit 1");  // the player cancelled
    FileDialog d;
    d.open("Open a file of puzzles");
    wait_closed(d);
    CHECK_FALSE(d.take().has_value());
  }
  {
    // Still open when the game ends: the dialog is ended, and the destructor does not wait
    // for the player.
    FakeZenity z("exec /bin/sleep 30");
    const auto t0 = std::chrono::steady_clock::now();
    {
      FileDialog d;
      d.open("Open a file of puzzles");
      std::this_thread::sleep_for(std::chrono::milliseconds(100));
      CHECK(d.running());
    }
    CHECK(std::chrono::steady_clock::now() - t0 < std::chrono::seconds(10));
  }
  const char* p = std::getenv("PATH");
  const std::string old = p ? p : "";
  ::setenv("PATH", "/nonexistent-folder", 1);
  CHECK_FALSE(FileDialog::available());
  ::setenv("PATH", old.c_str(), 1);
}

TEST_CASE("puzzle file: read whole, or why not") {
  const fs::path f = fs::temp_directory_path() / ("nonet-puzzles-" + std::to_string(::getpid()));
  std::ofstream(f) << "line one\nline two\n";
  std::string why;
  CHECK(nonet::platform::read_puzzle_file(f.string(), 1024, why) ==
        std::optional<std::string>("line one\nline two\n"));
  CHECK_FALSE(nonet::platform::read_puzzle_file(f.string(), 4, why).has_value());
  CHECK(why.find("larger") != std::string::npos);
  CHECK_FALSE(nonet::platform::read_puzzle_file((f.string() + "-missing"), 1024, why).has_value());
  CHECK_FALSE(why.empty());
  fs::remove(f);
}
