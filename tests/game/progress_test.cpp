// SPDX-License-Identifier: MIT
// Progress: unlocking in order, best times, and the statistics of finished stages.
#include <doctest/doctest.h>

#include "game/progress.hpp"

using namespace nonet::game;

namespace {
/// A clean clear of `stage` in `ticks`.
StageEnd won(int stage, Tick ticks) { return StageEnd{stage, true, 0, 0, ticks}; }
}  // namespace

TEST_CASE("stage 1 is open; clearing a stage unlocks the next") {
  Progress p;
  CHECK(p.is_unlocked(1));
  CHECK_FALSE(p.is_unlocked(2));
  CHECK_FALSE(p.is_unlocked(0));
  CHECK_FALSE(p.is_unlocked(101));
  const ClearResult r = p.record_end(won(1, 60 * 75));
  CHECK(r.first_clear);
  CHECK(r.new_best);
  CHECK(r.unlocked == 2);
  CHECK(p.is_unlocked(2));
  CHECK(p.next_stage() == 2);
  CHECK(p.record(1).best_ms == 75000);
}

TEST_CASE("best time keeps the fastest clear") {
  Progress p;
  p.record_end(won(1, 600));
  const ClearResult slower = p.record_end(won(1, 900));
  CHECK_FALSE(slower.new_best);
  CHECK_FALSE(slower.first_clear);
  CHECK(slower.unlocked == 0);
  CHECK(p.record(1).best_ms == 10000);
  CHECK(p.record_end(won(1, 300)).new_best);
  CHECK(p.record(1).best_ms == 5000);
  CHECK(p.cleared_count() == 1);
}

TEST_CASE("the last stage unlocks nothing and out-of-range stages are ignored") {
  Progress p;
  for (int s = 1; s <= kStageCount; ++s) p.record_end(won(s, 60));
  CHECK(p.cleared_count() == kStageCount);
  CHECK(p.next_stage() == kStageCount);
  Progress q = p;
  q.record_end(won(0, 1));
  q.record_end(won(101, 1));
  CHECK(q == p);
}

TEST_CASE("record_end keeps the fewest counts, the clean mark and the totals") {
  Progress f;
  f.record_end({5, false, 3, 1, 60});
  CHECK(f.totals.losses == 1);
  CHECK(f.record(5) == StageRecord{});  // a loss sets no stage statistics
  CHECK_FALSE(f.is_cleared(5));
  f.record_end({5, true, 2, 1, 120});
  CHECK(f.record(5).fewest_mistakes == 2);
  CHECK(f.record(5).fewest_hints == 1);
  CHECK_FALSE(f.record(5).clean);
  f.record_end({5, true, 0, 3, 180});
  f.record_end({5, true, 1, 0, 240});
  CHECK(f.record(5).fewest_mistakes == 0);
  CHECK(f.record(5).fewest_hints == 0);
  CHECK_FALSE(f.record(5).clean);  // 0 mistakes and 0 hints, but never in the same clear
  const ClearResult clean = f.record_end({5, true, 0, 0, 300});
  CHECK(f.record(5).clean);
  CHECK_FALSE(clean.new_best);
  CHECK(f.record(5).best_ms == 2000);  // the fastest clear: 120 ticks
  CHECK(f.totals.clears == 4);
  CHECK(f.totals.mistakes == 6);
  CHECK(f.totals.hints == 5);
  CHECK(f.totals.play_ms == 15000);
  const Progress before = f;
  f.record_end({0, true, 0, 0, 300});  // no such stage: ignored entirely
  f.record_end({kStageCount + 1, false, 1, 1, 300});
  CHECK(f == before);
}
