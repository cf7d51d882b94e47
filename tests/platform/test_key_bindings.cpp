// SPDX-License-Identifier: MIT
// The keyboard binding table: the mute key is bound, and docs/CONTROLS.md prints the table as
// the code has it (so the documented keys are the keys that work).
#include <doctest/doctest.h>

#include <fstream>
#include <sstream>

#include "platform/bindings.hpp"

using namespace nonet::platform;
using nonet::game::ActionKind;

TEST_CASE("M mutes, alone; Ctrl+M does nothing") {
  const auto m = action_for_key(SDLK_m, KMOD_NONE);
  REQUIRE(m);
  CHECK(m->kind == ActionKind::ToggleMute);
  CHECK_FALSE(action_for_key(SDLK_m, KMOD_LCTRL));
  int bound = 0;
  for (const KeyBinding& b : key_bindings()) bound += b.action.kind == ActionKind::ToggleMute;
  CHECK(bound == 1);
}

TEST_CASE("docs/CONTROLS.md shows the keyboard table as the code has it") {
  std::ifstream in(NONET_SOURCE_DIR "/docs/CONTROLS.md");
  REQUIRE(in);
  std::stringstream doc;
  doc << in.rdbuf();
  CHECK(doc.str().find(controls_markdown()) != std::string::npos);
}

TEST_CASE("the controls sheet's lines say which action their keys do, so words name real keys") {
  int mute = 0;
  for (const nonet::game::ControlsLine& line : nonet::platform::keyboard_controls()) {
    CAPTURE(line.what);
    CHECK(line.action.has_value());
    if (line.action == nonet::game::ActionKind::ToggleMute) {
      ++mute;
      CHECK(line.keys == "M");
    }
  }
  CHECK(mute == 1);
}
