// SPDX-License-Identifier: MIT
// Desktop integration rules (issue 18): when the screensaver may run, and when a start-up with
// no display is refused instead of running invisibly.
#include <doctest/doctest.h>

#include <string>

#include "platform/desktop.hpp"

using nonet::game::Screen;
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
