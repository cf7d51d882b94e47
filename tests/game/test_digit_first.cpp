// SPDX-License-Identifier: MIT
// Issue 14: digit-first entry (Settings "Keypad digit first") and the keypad digit's highlight.
#include <doctest/doctest.h>

#include <string>

#include "game/game.hpp"
#include "game/targets.hpp"
#include "game_driver.hpp"
#include "test_stage.hpp"

using namespace nonet;
using namespace nonet::game;
using namespace nonet::game::testing;

namespace {

// r1c1..r1c3 and r2c1 empty; the pattern's first row starts 1 2 3, the second 4.
StageData loader(int n) { return pattern_stage({0, 1, 2, 9}, n); }

Game playing(bool digit_first) {
  Game g(loader);
  change_settings(g, [&](Settings& s) {
    s.coach_seen = true;
    s.digit_first = digit_first;
  });
  REQUIRE(g.start_stage(1));
  REQUIRE(g.screen() == Screen::Play);
  return g;
}

void tap(Game& g, const std::string& name) {
  const TargetList list = targets(g);
  const std::optional<Target> t = find_target(list, name);
  REQUIRE_MESSAGE(t.has_value(), name);
  g.pointer_down(t->rect.cx(), t->rect.cy());
}

}  // namespace

TEST_CASE("digit first: a keypad digit is held and every tapped empty cell gets it") {
  Game g = playing(true);
  const Session& s = *g.session();
  tap(g, "key1");
  CHECK(g.held_digit() == 1);
  CHECK(g.highlight_digit() == 1);  // the held digit lights on the board
  CHECK(s.undo_index() == 0);       // holding a digit places nothing
  tap(g, "r1c1");                   // its solution is 1: placed
  CHECK(s.digits()[0] == 1);
  CHECK(s.selected() == 0);
  CHECK(g.held_digit() == 1);  // still held for the next cell
  tap(g, "r1c2");              // its solution is 2: a mistake, shown and counted
  CHECK(s.mistakes() == 1);
  CHECK(s.digits()[1] == 0);
  run(g, kWrongDigitTicks + 1);
  const int events_before = s.mistakes();
  tap(g, "r5c5");  // a given: only selected, never refused or shaken
  CHECK(s.selected() == 40);
  CHECK(s.blocked_count() == 0);
  CHECK(s.mistakes() == events_before);
  tap(g, "key2");
  CHECK(g.held_digit() == 2);
  tap(g, "r1c2");
  CHECK(s.digits()[1] == 2);
  tap(g, "key2");  // the same key again lets go
  CHECK(g.held_digit() == 0);
  tap(g, "r1c3");  // nothing held: the cell is selected, as cell first
  CHECK(s.selected() == 2);
  CHECK(s.digits()[2] == 0);
}

TEST_CASE("digit first in notes mode: tapped cells get the held digit as a note") {
  Game g = playing(true);
  const Session& s = *g.session();
  press(g, ActionKind::ToggleNotes);
  tap(g, "key7");
  tap(g, "r1c3");
  tap(g, "r2c1");
  CHECK(s.notes(2) == digit_bit(7));
  CHECK(s.notes(9) == digit_bit(7));
  CHECK(s.digits()[2] == 0);
  // Keys still act on the selection: a digit-first player keeps the keyboard's way too.
  press(g, ActionKind::Digit, 3);
  CHECK(s.notes(9) == (digit_bit(7) | digit_bit(3)));
}

TEST_CASE("cell first (the default): a keypad digit goes to the selection, and stays lit") {
  Game g = playing(false);
  const Session& s = *g.session();
  tap(g, "r1c1");
  press(g, ActionKind::ToggleNotes);
  tap(g, "key5");  // a note: the cell stays empty, but 5 is what the player is thinking of
  CHECK(s.notes(0) == digit_bit(5));
  CHECK(g.held_digit() == 0);
  CHECK(g.highlight_digit() == 5);
  tap(g, "r1c2");  // another cell: the highlight follows it (empty: none)
  CHECK(g.highlight_digit() == 0);
  tap(g, "r5c5");
  CHECK(g.highlight_digit() == s.digits()[40]);
}

TEST_CASE("the Keypad digit first row switches digit-first entry") {
  Settings s;
  CHECK_FALSE(s.digit_first);
  CHECK(std::string(setting_label(SettingRow::DigitFirst)) == "Keypad digit first");
  CHECK(setting_value(s, SettingRow::DigitFirst) == "Off");
  step_setting(s, SettingRow::DigitFirst, 1);
  CHECK(s.digit_first);
  CHECK(setting_value(s, SettingRow::DigitFirst) == "On");
}
