// SPDX-License-Identifier: MIT
// Free play in the game: the title entry, the screen's rows and targets, a puzzle made on the
// worker thread and started with its code, the player's mistake limit, unlimited counted hints,
// the daily puzzle from the date, asking first when a game is open, and that a free-play game
// records nothing in the campaign's progress.
#include <doctest/doctest.h>

#include <string>

#include "core/free_play.hpp"
#include "game_driver.hpp"

using namespace nonet;
using namespace nonet::game;
using namespace nonet::game::testing;

namespace {

void open_free_play(Game& g) {
  REQUIRE(g.screen() == Screen::Title);
  for (int i = 0; i < static_cast<int>(TitleItem::FreePlay); ++i) press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::FreePlay);
}

void pick_row(Game& g, FreePlayRow row) {
  while (g.focus() != static_cast<int>(row)) press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
}

// Starts a free-play game of the row's level and waits for its puzzle.
void play_row(Game& g, FreePlayRow row) {
  pick_row(g, row);
  REQUIRE(g.free_play_job() != nullptr);
  g.finish_free_play_job();
  REQUIRE(g.screen() == Screen::Play);
}

int first_empty(const Session& s) {
  for (int c = 0; c < kCells; ++c)
    if (s.digits()[c] == 0) return c;
  return -1;
}

int wrong_digit(const Session& s, int cell) { return s.stage().solution[cell] % 9 + 1; }

}  // namespace

TEST_CASE("the title's Free play entry opens the free-play screen and Back returns") {
  Game g;
  CHECK(std::string(title_item_label(TitleItem::FreePlay)) == "Free play");
  open_free_play(g);
  const TargetList t = targets(g);
  REQUIRE(t.size() == 1 + kFreePlayRowCount + 1);
  CHECK(t[0].kind == TargetKind::Back);
  for (int i = 0; i < kFreePlayRowCount; ++i) {
    CHECK(t[static_cast<std::size_t>(1 + i)].kind == TargetKind::MenuItem);
    CHECK(t[static_cast<std::size_t>(1 + i)].index == i);
  }
  // Last, "Enter code" (game/code_entry.hpp).
  CHECK(t[static_cast<std::size_t>(1 + kFreePlayRowCount)].kind == TargetKind::CodeKey);
  CHECK(t[static_cast<std::size_t>(1 + kFreePlayRowCount)].index == kCodeKeyOpen);
  press(g, ActionKind::Back);
  CHECK(g.screen() == Screen::Title);
}

TEST_CASE(
    "a level row makes a puzzle of that level on a worker thread and plays it with its code") {
  Game g;
  open_free_play(g);
  pick_row(g, FreePlayRow::Hard);
  REQUIRE(g.free_play_job() != nullptr);
  CHECK(g.wake_in_ticks() == 1);  // the loop keeps ticking to poll the job
  // The worker finishes on its own (waited on, not slept for); the next update() polls it and
  // starts the game.
  g.free_play_job()->wait_done();
  CHECK(g.screen() == Screen::FreePlay);
  g.update();
  REQUIRE(g.screen() == Screen::Play);
  CHECK(g.free_play_job() == nullptr);
  const StageData& st = g.session()->stage();
  CHECK(st.free_play());
  CHECK(st.number == 0);
  CHECK(st.level == Level::Hard);
  const GameCodeParse code = parse_game_code(st.code);
  REQUIRE(code.ok);
  CHECK(code.code.level == Level::Hard);
  const auto again = make_free_play(code.code);
  REQUIRE(again.has_value());
  CHECK(again->puzzle == st.puzzle);
  CHECK(again->solution == st.solution);
}

TEST_CASE("the mistake limit row cycles 3, 5 and off, and the game follows it") {
  Game g;
  open_free_play(g);
  CHECK(g.free_play_mistakes() == 3);
  pick_row(g, FreePlayRow::Mistakes);
  CHECK(g.free_play_mistakes() == 5);
  press(g, ActionKind::Right);
  CHECK(g.free_play_mistakes() == 0);
  press(g, ActionKind::Left);
  CHECK(g.free_play_mistakes() == 3);
  press(g, ActionKind::Right);
  press(g, ActionKind::Right);
  REQUIRE(g.free_play_mistakes() == 0);
  play_row(g, FreePlayRow::Easy);
  CHECK(g.session()->mistakes_allowed() == 0);
  const int cell = first_empty(*g.session());
  press(g, ActionKind::SelectCell, cell);
  for (int i = 0; i < 8; ++i) {
    press(g, ActionKind::Digit, wrong_digit(*g.session(), cell));
    run(g, kWrongDigitTicks + 1);
  }
  CHECK(g.session()->mistakes() == 8);
  CHECK(g.session()->outcome() == Outcome::Playing);
}

TEST_CASE("with a limit of 5 the fifth mistake ends the game, and the result names the code") {
  Game g;
  open_free_play(g);
  pick_row(g, FreePlayRow::Mistakes);
  REQUIRE(g.free_play_mistakes() == 5);
  play_row(g, FreePlayRow::Medium);
  const int cell = first_empty(*g.session());
  press(g, ActionKind::SelectCell, cell);
  for (int i = 0; i < 4; ++i) {
    press(g, ActionKind::Digit, wrong_digit(*g.session(), cell));
    run(g, kWrongDigitTicks + 1);
  }
  CHECK(g.session()->outcome() == Outcome::Playing);
  press(g, ActionKind::Digit, wrong_digit(*g.session(), cell));
  CHECK(g.session()->outcome() == Outcome::Lost);
  run(g, kLoseResultDelayTicks + 1);
  REQUIRE(g.screen() == Screen::Result);
  CHECK(g.result().code == g.session()->stage().code);
  CHECK(g.result().mistakes_allowed == 5);
  CHECK(std::string(result_item_label(g.result(), 0)) == "Retry");
  CHECK(std::string(result_item_label(g.result(), 1)) == "Free play");
  // Retry: the same board again, from the start.
  const Grid board = g.session()->stage().puzzle;
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::Play);
  CHECK(g.session()->stage().puzzle == board);
  CHECK(g.session()->mistakes() == 0);
}

TEST_CASE("hints are unlimited in free play but counted, and a win records no campaign progress") {
  Game g;
  const Progress before = g.progress();
  open_free_play(g);
  play_row(g, FreePlayRow::Easy);
  int hints = 0;
  while (g.session()->outcome() == Outcome::Playing) {
    press_hint_applied(g);
    ++hints;
    REQUIRE(hints <= kCells);
  }
  CHECK(g.session()->outcome() == Outcome::Won);
  CHECK(g.session()->hints_used() == hints);
  CHECK(hints > kHintsPerStage);
  run(g, 600);
  REQUIRE(g.screen() == Screen::Result);
  CHECK(g.result().won);
  CHECK(g.result().hints_used == hints);
  CHECK(std::string(result_item_label(g.result(), 0)) == "New puzzle");
  // The campaign's part of the progress is untouched; only free play's statistics moved.
  CHECK(g.progress().stages == before.stages);
  CHECK(g.progress().last_stage == before.last_stage);
  CHECK(g.progress().totals == before.totals);
  CHECK(g.progress().free_play.levels[0].won == 1);
  // New puzzle: another board of the same level, made on the worker thread.
  const std::string old_code = g.result().code;
  press(g, ActionKind::Confirm);
  REQUIRE(g.free_play_job() != nullptr);
  g.finish_free_play_job();
  REQUIRE(g.screen() == Screen::Play);
  CHECK(g.session()->stage().level == Level::Easy);
  CHECK(g.session()->stage().code != old_code);
}

TEST_CASE("the daily row plays the date's daily code") {
  Game g;
  g.set_today(CivilDate{2026, 11, 30});  // a Monday: Easy
  open_free_play(g);
  play_row(g, FreePlayRow::Daily);
  const StageData& st = g.session()->stage();
  CHECK(st.daily);
  CHECK(st.code == format_game_code(daily_code(CivilDate{2026, 11, 30})));
  CHECK(st.level == Level::Easy);
}

TEST_CASE("picking a puzzle while a game is open asks first") {
  Game g;
  press(g, ActionKind::Confirm);  // Play: the first-run coach, skipped, then stage 1
  press(g, ActionKind::Back);
  REQUIRE(g.screen() == Screen::Play);
  press(g, ActionKind::Pause);
  press(g, ActionKind::Down);
  press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);  // Quit to menu
  REQUIRE(g.screen() == Screen::Title);
  open_free_play(g);
  pick_row(g, FreePlayRow::Easy);
  CHECK(g.free_play_pending());
  CHECK(g.free_play_job() == nullptr);
  const TargetList t = targets(g);
  REQUIRE(t.size() == kConfirmItemCount);
  CHECK(t[0].kind == TargetKind::ConfirmItem);
  press(g, ActionKind::Confirm);  // keep playing (the safe choice is focused)
  CHECK(g.screen() == Screen::Play);
  CHECK(g.session()->stage().number == 1);
  press(g, ActionKind::Pause);
  press(g, ActionKind::Down);
  press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
  open_free_play(g);
  pick_row(g, FreePlayRow::Easy);
  REQUIRE(g.free_play_pending());
  press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);  // start the new puzzle
  REQUIRE(g.free_play_job() != nullptr);
  g.finish_free_play_job();
  CHECK(g.session()->stage().free_play());
}
