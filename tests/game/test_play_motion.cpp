// SPDX-License-Identifier: MIT
// PlayMotion: the times of selection moves, digit pop-ins, mistakes, hints and the win, taken
// from a real Session played through its inputs and clock.
#include <doctest/doctest.h>

#include "game/play_motion.hpp"
#include "test_stage.hpp"

using namespace nonet;
using namespace nonet::game;
using doctest::Approx;
using nonet::game::testing::pattern_digit;
using nonet::game::testing::pattern_stage;

namespace {
constexpr Motion kFull = Motion::Full;
void run_ticks(Session& s, Tick n) {
  for (Tick i = 0; i < n; ++i) s.update();
}
}  // namespace

TEST_CASE("play motion: first sight draws end states; a new selection glides from where it is") {
  Session s(pattern_stage({0, 1, 2}));
  PlayMotion m;
  m.observe(s, 100.0);
  CHECK(m.selection(100.0, kFull) == cell_point(s.selected()));
  CHECK(m.pop(40, 100.0, kFull).opacity == 1.0f);  // a given digit: no pop at stage open
  CHECK_FALSE(m.animating(100.0, kFull));

  s.select(cell_at(4, 8));  // r5c5 -> r5c9
  m.observe(s, 101.0);
  CHECK(m.selection(101.0, kFull) == cell_point(40));
  CHECK(m.selection(101.05, kFull).col == Approx(4 + 4 * 0.875));
  CHECK(m.animating(101.05, kFull));
  // A second move mid-glide starts from the highlight's current place, not from a cell.
  s.select(cell_at(8, 8));
  m.observe(s, 101.05);
  CHECK(m.selection(101.05, kFull).col == Approx(7.5));
  CHECK(m.selection(101.05, kFull).row == Approx(4.0));
  CHECK(m.selection(102.0, kFull) == cell_point(cell_at(8, 8)));
  CHECK_FALSE(m.animating(102.0, kFull));
}

TEST_CASE("play motion: a placed digit pops in and its ring eases") {
  Session s(pattern_stage({0, 1, 2}));
  PlayMotion m;
  m.observe(s, 0.0);
  CHECK(m.rings().arc(1, 0.0, kFull) == Approx(1 / 9.0));  // one 1 missing
  s.select(0);
  s.enter_digit(pattern_digit(0, 0));
  m.observe(s, 2.0);
  CHECK(m.pop(0, 2.0, kFull).opacity == 0.0f);
  CHECK(m.pop(0, 2.0, kFull).scale == Approx(kDigitPopStartScale));
  CHECK(m.pop(0, 2.0 + kDigitPopSeconds, kFull).opacity == 1.0f);
  CHECK(m.pop(1, 2.0, kFull).opacity == 1.0f);  // nothing happened there
  CHECK(m.rings().arc(1, 2.0, kFull) == Approx(1 / 9.0));
  CHECK(m.rings().arc(1, 3.0, kFull) == 0.0f);
  CHECK(m.rings().dim(1, 3.0, kFull) == 1.0f);
  CHECK(m.animating(2.05, kFull));
}

TEST_CASE("play motion: the wrong digit's fade is timed from the session's own clock") {
  Session s(pattern_stage({0, 1, 2}));
  PlayMotion m;
  m.observe(s, 0.0);
  s.select(1);
  s.enter_digit(5);  // r1c2 is 2 in the pattern; 5 already sits in row 1
  REQUIRE(s.wrong_entry());
  run_ticks(s, 3);
  // Observed three ticks late: still timed from the mistake itself.
  m.observe(s, 10.0);
  CHECK(m.wrong_seconds(10.0) == Approx(3.0 / 60.0));
  CHECK(m.wrong_opacity(10.0, kFull) == 1.0f);
  CHECK(m.conflict(10.0, kFull) > 0.9f);
  CHECK(m.animating(10.0, kFull));
  run_ticks(s, kWrongDigitTicks - 4);
  m.observe(s, 10.0 + (kWrongDigitTicks - 4) / 60.0);
  REQUIRE(s.wrong_entry());
  CHECK(m.wrong_opacity(10.0 + (kWrongDigitTicks - 4) / 60.0, kFull) < 0.05f);
  run_ticks(s, 1);  // the session removes it now
  REQUIRE_FALSE(s.wrong_entry());
  m.observe(s, 10.0 + (kWrongDigitTicks - 3) / 60.0);
  CHECK(m.wrong_opacity(10.0 + (kWrongDigitTicks - 3) / 60.0, kFull) == 0.0f);
  CHECK(m.wrong_seconds(11.0) < 0);
}

TEST_CASE("play motion: a hint's digit appears when its trace says, and the win starts the wave") {
  Session s(pattern_stage({0}));
  PlayMotion m;
  m.observe(s, 0.0);
  s.apply_hint();
  REQUIRE(s.hint());
  const int cell = s.hint()->cell;
  const int reasons = static_cast<int>(s.hint()->reasons.size());
  m.observe(s, 5.0);
  CHECK(m.hint_seconds(5.0) == Approx(0.0));
  CHECK(m.hint_seconds(5.5) == Approx(0.5));
  CHECK(m.pop(cell, 5.0, kFull).opacity == 0.0f);
  CHECK(m.pop(cell, 5.0 + hint_digit_appears_at(reasons) - 0.01, kFull).opacity == 0.0f);
  CHECK(m.pop(cell, 5.0 + hint_trace_end(reasons, kFull), kFull).opacity == Approx(1.0));
  // The hint filled the only empty cell: the stage is won, the wave runs from that cell once
  // the game (the end's one owner) reports it; observing alone never starts the wave.
  REQUIRE(s.outcome() == Outcome::Won);
  CHECK(m.won_seconds(5.0) < 0);
  m.stage_won(s, 5.0);
  CHECK(m.won_seconds(5.0) == Approx(0.0));
  CHECK(m.won_seconds(5.3) == Approx(0.3));
  CHECK(s.last_placed() == cell);
  CHECK(m.animating(5.0 + wave_end_seconds(cell, kFull) - 0.01, kFull));
  CHECK_FALSE(m.animating(
      5.0 + std::max(wave_end_seconds(cell, kFull), hint_trace_end(reasons, kFull)) + 0.01, kFull));
  CHECK_FALSE(m.animating(5.0, Motion::Reduced));
}

TEST_CASE("play motion: reset forgets the old stage; nothing pops when a new one opens") {
  Session first(pattern_stage({0, 1}));
  PlayMotion m;
  m.observe(first, 0.0);
  Session second(pattern_stage({40}, 2));
  m.reset();
  m.observe(second, 1.0);
  for (int c = 0; c < kCells; ++c) CHECK(m.pop(c, 1.0, kFull).opacity == 1.0f);
  CHECK_FALSE(m.animating(1.0, kFull));
  CHECK(m.pop(-1, 1.0, kFull).opacity == 1.0f);  // bad cell: harmless
}
