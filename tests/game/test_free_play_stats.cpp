// SPDX-License-Identifier: MIT
// Free play's statistics in Progress (issue 12): per level played, won, best, the average's sum
// and the last 30 times; the daily puzzle's best time and its streak of consecutive days,
// across midnight and time-zone changes; and the game recording them once at a game's end.
#include <doctest/doctest.h>

#include <string>

#include "core/free_play.hpp"
#include "game_driver.hpp"

using namespace nonet;
using namespace nonet::game;
using namespace nonet::game::testing;

namespace {

CivilDate day(int d) { return civil_from_days(days_from_civil(CivilDate{2026, 3, 1}) + d); }

FreePlayEnd daily_win(int d, int seconds) {
  return FreePlayEnd{daily_level(day(d)), true, static_cast<Tick>(seconds) * kTicksPerSecond,
                     day(d)};
}

void open_free_play(Game& g) {
  while (g.focus() != static_cast<int>(TitleItem::FreePlay)) press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::FreePlay);
}

// Today's daily puzzle from the free-play screen's Daily row, made and open.
void open_daily(Game& g) {
  open_free_play(g);
  while (g.focus() != static_cast<int>(FreePlayRow::Daily)) press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
  g.finish_free_play_job();
}

// Fills every empty cell with its solution's digit, `seconds` of game time in.
void solve_in(Game& g, int seconds) {
  run(g, static_cast<Tick>(seconds) * kTicksPerSecond);
  const Grid solution = g.session()->stage().solution;
  for (int c = 0; c < kCells; ++c) {
    if (g.session()->digits()[c] != 0) continue;
    press(g, ActionKind::SelectCell, c);
    press(g, ActionKind::Digit, solution[c]);
  }
  REQUIRE(g.session()->outcome() == Outcome::Won);
}

}  // namespace

TEST_CASE("a level's figures: played, won, best, the sum for the average and the last 30") {
  Progress p;
  p.record_free_play({Level::Hard, false, 100 * kTicksPerSecond, std::nullopt});
  const FreePlayRecord first = p.record_free_play({Level::Hard, true, 300 * kTicksPerSecond, {}});
  CHECK(first.new_best);
  CHECK_FALSE(p.record_free_play({Level::Hard, true, 500 * kTicksPerSecond, {}}).new_best);
  const LevelStats& h = p.free_play.levels[static_cast<std::size_t>(Level::Hard)];
  CHECK(h.played == 3);
  CHECK(h.won == 2);
  CHECK(h.best_ms == 300000);
  CHECK(h.total_ms == 800000);
  CHECK(h.recent_ms == std::vector<std::int64_t>{300000, 500000});
  CHECK(p.free_play.levels[0] == LevelStats{});  // other levels untouched
  CHECK(p.free_play.daily == DailyStats{});      // not a daily game
  for (int i = 0; i < 40; ++i)
    p.record_free_play({Level::Hard, true, static_cast<Tick>(600 + i) * kTicksPerSecond, {}});
  CHECK(h.recent_ms.size() == kRecentSolves);
  CHECK(h.recent_ms.front() == 610000);  // the oldest ten fell out
  CHECK(h.recent_ms.back() == 639000);
  CHECK(h.won == 42);
}

TEST_CASE("the daily streak: consecutive days grow it, a gap restarts it, a day counts once") {
  Progress p;
  CHECK(p.current_streak(day(0)) == 0);
  CHECK(p.record_free_play(daily_win(0, 300)).streak_grew);
  CHECK(p.free_play.daily.streak == 1);
  CHECK(p.free_play.daily.last_solved == date_text(day(0)));
  p.record_free_play(daily_win(1, 250));
  p.record_free_play(daily_win(2, 400));
  CHECK(p.free_play.daily.streak == 3);
  CHECK_FALSE(p.record_free_play(daily_win(2, 200)).streak_grew);  // the same day again
  CHECK(p.free_play.daily.streak == 3);
  CHECK(p.free_play.daily.best_ms == 200000);  // but its time counts
  CHECK(p.free_play.daily.won == 4);
  CHECK(p.current_streak(day(2)) == 3);
  CHECK(p.current_streak(day(3)) == 3);  // not solved yet today: still alive
  CHECK(p.current_streak(day(4)) == 0);  // a day missed
  CHECK(p.current_streak(day(1)) == 3);  // the clock went back a time zone
  p.record_free_play(daily_win(5, 300));
  CHECK(p.free_play.daily.streak == 1);
  CHECK(p.free_play.daily.longest == 3);
  // An older day's puzzle finished later does not touch the streak.
  p.record_free_play(daily_win(4, 300));
  CHECK(p.free_play.daily.streak == 1);
  CHECK(p.free_play.daily.last_solved == date_text(day(5)));
  // A lost daily counts as played only.
  FreePlayEnd lost = daily_win(6, 100);
  lost.won = false;
  p.record_free_play(lost);
  CHECK(p.free_play.daily.played == 7);
  CHECK(p.free_play.daily.won == 6);
  CHECK(p.free_play.daily.streak == 1);
}

TEST_CASE("the game records a daily puzzle by its own date when it is solved after midnight") {
  Game g;
  g.set_today(day(10));
  open_daily(g);
  REQUIRE(g.screen() == Screen::Play);
  REQUIRE(g.session()->stage().daily);
  const auto before = g.revision().progress;
  g.set_today(day(11));  // midnight passes during the game
  solve_in(g, 95);
  const DailyStats& d = g.progress().free_play.daily;
  CHECK(d.won == 1);
  CHECK(d.last_solved == date_text(day(10)));
  CHECK(d.streak == 1);
  CHECK(d.best_ms >= 95000);
  CHECK(g.revision().progress > before);
  CHECK(g.result().new_best);
  const LevelStats& l =
      g.progress().free_play.levels[static_cast<std::size_t>(daily_level(day(10)))];
  CHECK(l.won == 1);  // and in its level's figures
  // Recorded once: more ticks past the end change nothing.
  const Progress after = g.progress();
  run(g, 600);
  CHECK(g.progress() == after);
  CHECK(g.progress().cleared_count() == 0);  // nothing in the campaign's progress
}

TEST_CASE("a lost free-play game counts as played, not won, and is no daily") {
  Game g;
  open_free_play(g);
  press(g, ActionKind::Confirm);  // Easy
  g.finish_free_play_job();
  REQUIRE(g.screen() == Screen::Play);
  const Session& s = *g.session();
  int cell = 0;
  while (s.digits()[cell] != 0) ++cell;
  press(g, ActionKind::SelectCell, cell);
  for (int i = 0; i < kMaxMistakes; ++i) {
    press(g, ActionKind::Digit, s.stage().solution[cell] % 9 + 1);
    run(g, kWrongDigitTicks + 1);
  }
  REQUIRE(s.outcome() == Outcome::Lost);
  const LevelStats& e = g.progress().free_play.levels[0];
  CHECK(e.started == 1);
  CHECK(e.played == 1);
  CHECK(e.won == 0);
  CHECK(e.best_ms == 0);
  CHECK(g.progress().free_play.daily.played == 0);
}

TEST_CASE("free-play games begun, restarted and dropped for a new one count as abandoned") {
  Game g;
  open_free_play(g);
  press(g, ActionKind::Confirm);  // Easy
  g.finish_free_play_job();
  REQUIRE(g.screen() == Screen::Play);
  const LevelStats& e = g.progress().free_play.levels[0];
  CHECK(e.started == 1);
  CHECK(g.statistics().rows[0].abandoned == "0");  // open: begun, not abandoned
  CHECK(g.statistics().rows[0].rate == "-");       // nor won or lost yet
  press(g, ActionKind::Pause);
  press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);  // Restart
  REQUIRE(g.pending_restart());
  press(g, ActionKind::Right);
  press(g, ActionKind::Confirm);  // a restart begins the game again
  REQUIRE(g.screen() == Screen::Play);
  CHECK(e.started == 2);
  CHECK(g.statistics().rows[0].abandoned == "1");
  // Out to the free-play screen, and a new Easy puzzle in place of the open one.
  press(g, ActionKind::Pause);
  press(g, ActionKind::Down);
  press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);  // Quit to menu: the free-play screen
  REQUIRE(g.screen() == Screen::FreePlay);
  g.start_free_play(GameCode{Level::Easy, 12345});
  REQUIRE(g.free_play_pending());
  press(g, ActionKind::Right);
  press(g, ActionKind::Confirm);  // start it: the open game is dropped
  g.finish_free_play_job();
  REQUIRE(g.screen() == Screen::Play);
  CHECK(e.started == 3);
  CHECK(e.played == 0);
  const StatisticsText t = g.statistics();
  CHECK(t.rows[0].started == "3");
  CHECK(t.rows[0].abandoned == "2");
  CHECK(t.rows[0].rate == "0%");
  solve_in(g, 30);
  CHECK(e.played == 1);
  CHECK(g.statistics().rows[0].abandoned == "2");
  CHECK(g.statistics().rows[0].rate == "33%");
  // Campaign stages are not free play: no level's count moves.
  g.start_stage(1);
  CHECK(e.started == 3);
}

TEST_CASE("a daily puzzle finished days after its day counts as a daily, not in the streak") {
  // Issue 29's review: a daily kept on the Continue row and finished three days later was
  // begun as a daily (Started) but never ended as one: the Daily row showed it abandoned.
  Game g;
  g.set_today(day(10));
  open_daily(g);
  REQUIRE(g.session()->stage().daily);
  CHECK(g.progress().free_play.daily.started == 1);
  g.set_today(day(13));
  solve_in(g, 200);
  const DailyStats& d = g.progress().free_play.daily;
  CHECK(d.played == 1);
  CHECK(d.won == 1);
  CHECK(d.best_ms >= 200000);
  CHECK(d.streak == 0);  // a day three days gone does not start a streak now
  CHECK(d.last_solved.empty());
  CHECK(g.statistics().rows[5].abandoned == "0");
  CHECK(g.statistics().rows[5].rate == "100%");
}
