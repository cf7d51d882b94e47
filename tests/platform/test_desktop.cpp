// SPDX-License-Identifier: MIT
// Desktop integration rules (issue 18): when the screensaver may run, and when a start-up with
// no display is refused instead of running invisibly; how an export's folder is opened (issue 29).
#include <doctest/doctest.h>

#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include "platform/desktop.hpp"

using nonet::game::Screen;
using nonet::platform::can_open_folders;
using nonet::platform::file_url;
using nonet::platform::no_display_error;
using nonet::platform::screensaver_allowed;

TEST_CASE("the screensaver may run on menus and while paused, never during play") {
  CHECK_FALSE(screensaver_allowed(Screen::Play));
  for (Screen s :
       {Screen::Title, Screen::StageSelect, Screen::Paused, Screen::Result, Screen::Settings})
    CHECK(screensaver_allowed(s));
}

TEST_CASE("SDL's invisible fallback driver is refused unless an invisible run was asked for") {
  for (const char* headless : {"offscreen", "dummy"}) {
    const std::string e = no_display_error(headless, false);
    CHECK(e.rfind("no display found", 0) == 0);
    CHECK(e.find("SDL_VIDEODRIVER=offscreen") != std::string::npos);  // says how to run anyway
    CHECK(no_display_error(headless, true).empty());
  }
  for (const char* real : {"x11", "wayland", "KMSDRM", "windows", "cocoa"})
    CHECK(no_display_error(real, false).empty());
}

TEST_CASE("file_url: a folder as the file manager reads it, every unsafe byte escaped") {
  CHECK(file_url("/home/ada/Pictures") == "file:///home/ada/Pictures");
  CHECK(file_url("/home/ada/My Pictures") == "file:///home/ada/My%20Pictures");
  CHECK(file_url("/tmp/a#b?c%d") == "file:///tmp/a%23b%3Fc%25d");
  // UTF-8 bytes one by one ("Bilder/Übersicht", "사진").
  CHECK(file_url("/Bilder/\xC3\x9C") == "file:///Bilder/%C3%9C");
  CHECK(file_url("/\xEC\x82\xAC") == "file:///%EC%82%AC");
  // A Windows folder: its drive, forward slashes.
  CHECK(file_url("C:\\Users\\Ada Lovelace\\Pictures") ==
        "file:///C:/Users/Ada%20Lovelace/Pictures");
}

TEST_CASE("can_open_folders: an xdg-open on PATH, and not without one") {
#if defined(__linux__)
  const char* old = std::getenv("PATH");
  const std::string saved = old ? old : "";
  const auto dir =
      std::filesystem::temp_directory_path() / ("nonet-xdg-open-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  setenv("PATH", dir.c_str(), 1);
  CHECK_FALSE(can_open_folders());
  { std::ofstream(dir / "xdg-open") << "#!/bin/sh\n"; }
  std::filesystem::permissions(dir / "xdg-open", std::filesystem::perms::owner_exec,
                               std::filesystem::perm_options::remove);
  CHECK_FALSE(can_open_folders());  // there, but not a program one may run
  std::filesystem::permissions(dir / "xdg-open", std::filesystem::perms::owner_exec,
                               std::filesystem::perm_options::add);
  CHECK(can_open_folders());
  std::filesystem::remove_all(dir);
  if (old)
    setenv("PATH", saved.c_str(), 1);
  else
    unsetenv("PATH");
#endif
}
