// SPDX-License-Identifier: MIT
// The pad binding table: every action of the game is reachable, labels per family, and
// docs/CONTROLS.md prints the table as it is.
#include <doctest/doctest.h>

#include <fstream>
#include <set>
#include <sstream>

#include "platform/pad_bindings.hpp"

using namespace nonet::platform;
using nonet::game::ActionKind;
using nonet::game::PadFamily;

TEST_CASE("every play action and every menu action is on the pad") {
  std::set<ActionKind> play, menu;
  std::set<PadVerb> verbs;
  for (const PadBinding& b : pad_bindings()) {
    if (b.play.verb == PadVerb::Act) play.insert(b.play.action.kind);
    if (b.menu.verb == PadVerb::Act) menu.insert(b.menu.action.kind);
    verbs.insert(b.play.verb);
  }
  for (ActionKind k : {ActionKind::Up, ActionKind::Down, ActionKind::Left, ActionKind::Right,
                       ActionKind::Erase, ActionKind::ToggleNotes, ActionKind::FillNotes,
                       ActionKind::Hint, ActionKind::Undo, ActionKind::Redo, ActionKind::Pause}) {
    CAPTURE(static_cast<int>(k));
    CHECK(play.count(k) == 1);
  }
  // Digits: the picker's three verbs reach every answer and note.
  CHECK(verbs.count(PadVerb::PlaceChosen) == 1);
  CHECK(verbs.count(PadVerb::PrevDigit) == 1);
  CHECK(verbs.count(PadVerb::NextDigit) == 1);
  for (ActionKind k : {ActionKind::Up, ActionKind::Down, ActionKind::Left, ActionKind::Right,
                       ActionKind::Confirm, ActionKind::Back, ActionKind::Pause})
    CHECK(menu.count(k) == 1);
}

TEST_CASE("the issue's buttons: B erases and goes back, Y hints, Start pauses, Back undoes") {
  CHECK(pad_command(PadButton::East, true).action.kind == ActionKind::Erase);
  CHECK(pad_command(PadButton::East, false).action.kind == ActionKind::Back);
  CHECK(pad_command(PadButton::North, true).action.kind == ActionKind::Hint);
  CHECK(pad_command(PadButton::Start, true).action.kind == ActionKind::Pause);
  CHECK(pad_command(PadButton::Back, true).action.kind == ActionKind::Undo);
  CHECK(pad_command(PadButton::South, true).verb == PadVerb::PlaceChosen);
  CHECK(pad_command(PadButton::South, false).action.kind == ActionKind::Confirm);
  CHECK(pad_command(PadButton::West, true).action.kind == ActionKind::ToggleNotes);
}

TEST_CASE("SDL buttons by position, families by controller type, labels per family") {
  CHECK(pad_button_from_sdl(SDL_CONTROLLER_BUTTON_A) == PadButton::South);
  CHECK(pad_button_from_sdl(SDL_CONTROLLER_BUTTON_DPAD_LEFT) == PadButton::DpadLeft);
  CHECK_FALSE(pad_button_from_sdl(SDL_CONTROLLER_BUTTON_GUIDE));
  CHECK(pad_family(SDL_CONTROLLER_TYPE_PS4) == PadFamily::PlayStation);
  CHECK(pad_family(SDL_CONTROLLER_TYPE_PS5) == PadFamily::PlayStation);
  CHECK(pad_family(SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_PRO) == PadFamily::Nintendo);
  CHECK(pad_family(SDL_CONTROLLER_TYPE_XBOXONE) == PadFamily::Xbox);
  CHECK(pad_family(SDL_CONTROLLER_TYPE_UNKNOWN) == PadFamily::Xbox);
  // The bottom button is A on Xbox, cross on PlayStation and B on Nintendo (whose A is on
  // the right): positions stay, printed names change.
  CHECK(std::string(pad_button_label(PadButton::South, PadFamily::Xbox)) == "A");
  CHECK(std::string(pad_button_label(PadButton::South, PadFamily::PlayStation)) == "Cross");
  CHECK(std::string(pad_button_label(PadButton::South, PadFamily::Nintendo)) == "B");
  CHECK(std::string(pad_button_label(PadButton::East, PadFamily::Nintendo)) == "A");
  CHECK(std::string(pad_button_label(PadButton::LeftShoulder, PadFamily::PlayStation)) == "L1");
  CHECK(std::string(pad_button_label(PadButton::Back, PadFamily::PlayStation, true)) == "Create");
  CHECK(std::string(nonet::game::pad_cap_text(PadButton::Start, PadFamily::Nintendo)) == "+");
}

TEST_CASE("docs/CONTROLS.md shows the pad table as the code has it") {
  std::ifstream in(NONET_SOURCE_DIR "/docs/CONTROLS.md");
  REQUIRE(in);
  std::stringstream doc;
  doc << in.rdbuf();
  CHECK(doc.str().find(pad_controls_markdown()) != std::string::npos);
}
