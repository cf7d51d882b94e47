// SPDX-License-Identifier: MIT
// load_stage() gives a stage or the reason there is none (never a stand-in stage), and a Game
// whose loader fails starts nothing: it reports Rejected and keeps what it had.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "game/game.hpp"
#include "game/stage_source.hpp"
#include "game_driver.hpp"
#include "test_stage.hpp"

namespace nonet::game {

namespace {

using testing::pattern_digit;
using testing::press;

// Stage 2 cannot be made; every other stage is the pattern grid with row 1's first cells empty.
StageLoad loader_without_stage2(int n) {
  if (n == 2) return {StageLoadError::GeneratorFailed, n};
  return testing::pattern_stage({0, 1, 2}, n);
}

std::vector<EventKind> drain(Game& g) {
  std::vector<EventKind> kinds;
  while (!g.events().empty()) kinds.push_back(g.events().pop().kind);
  return kinds;
}

bool has(const std::vector<EventKind>& kinds, EventKind k) {
  for (const EventKind e : kinds) {
    if (e == k) return true;
  }
  return false;
}

}  // namespace

TEST_CASE("load_stage gives the catalogue's stage, with its number and a real puzzle") {
  const StageLoad load = load_stage(1);
  REQUIRE(load);
  CHECK(load.error == StageLoadError::None);
  CHECK(load.reason().empty());
  CHECK(load.stage->number == 1);
  int clues = 0;
  for (int c = 0; c < kCells; ++c) {
    clues += load.stage->puzzle[c] != 0 ? 1 : 0;
    if (load.stage->puzzle[c] != 0) CHECK(load.stage->puzzle[c] == load.stage->solution[c]);
    CHECK(load.stage->solution[c] != 0);
  }
  CHECK(clues > 17);
  CHECK(clues < kCells);
}

TEST_CASE("load_stage refuses a number outside 1..kStageCount and says which") {
  for (const int n : {0, -3, kStageCount + 1, 1000}) {
    CAPTURE(n);
    const StageLoad load = load_stage(n);
    CHECK_FALSE(load);
    CHECK_FALSE(load.stage.has_value());
    CHECK(load.error == StageLoadError::OutOfRange);
    CHECK(load.number == n);
    CHECK(load.reason().find("no stage " + std::to_string(n)) != std::string::npos);
  }
  const StageLoad failed(StageLoadError::GeneratorFailed, 7);
  CHECK(failed.reason() == "stage 7 could not be made");
}

TEST_CASE("a stage the loader cannot give is Rejected and changes nothing") {
  Game g(loader_without_stage2);
  REQUIRE(g.start_stage(1));
  for (int c : {0, 1}) {
    g.apply(Action{ActionKind::SelectCell, c});
    press(g, ActionKind::Digit, pattern_digit(0, c));
  }
  testing::restore_cleared(g, {1});  // stage 2 is unlocked, so only the load can refuse it
  REQUIRE(g.progress().is_unlocked(2));
  drain(g);

  CHECK_FALSE(g.start_stage(2));
  CHECK(has(drain(g), EventKind::Rejected));
  REQUIRE(g.session() != nullptr);
  CHECK(g.session()->stage().number == 1);
  CHECK(g.session()->digits()[1] == pattern_digit(0, 1));  // the open stage is untouched
  CHECK(g.screen() == Screen::Play);

  // Restart still restarts the stage that loaded.
  press(g, ActionKind::Pause);
  press(g, ActionKind::Down);
  REQUIRE(g.focus() == static_cast<int>(PauseItem::Restart));
  press(g, ActionKind::Confirm);
  REQUIRE(g.pending_restart());  // it asks first
  press(g, ActionKind::Right);
  press(g, ActionKind::Confirm);
  CHECK(g.screen() == Screen::Play);
  CHECK(g.session()->stage().number == 1);
  CHECK(g.session()->digits()[1] == 0);

  // "Next stage" on the result screen of stage 1: refused, the result screen stays.
  for (int c : {0, 1, 2}) {
    g.apply(Action{ActionKind::SelectCell, c});
    press(g, ActionKind::Digit, pattern_digit(0, c));
  }
  REQUIRE(g.session()->outcome() == Outcome::Won);
  testing::run(g, kWinResultDelayTicks + 60);
  REQUIRE(g.screen() == Screen::Result);
  drain(g);
  press(g, ActionKind::Confirm);
  CHECK(has(drain(g), EventKind::Rejected));
  CHECK(g.screen() == Screen::Result);
  CHECK(g.session()->stage().number == 1);
}

}  // namespace nonet::game
