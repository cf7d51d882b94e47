// Progress: unlocking in order and best times.
#include <doctest/doctest.h>

#include "game/progress.hpp"

using namespace nonet::game;

TEST_CASE("stage 1 is open; clearing a stage unlocks the next") {
  Progress p;
  CHECK(p.is_unlocked(1));
  CHECK_FALSE(p.is_unlocked(2));
  CHECK_FALSE(p.is_unlocked(0));
  CHECK_FALSE(p.is_unlocked(101));
  const ClearResult r = p.record_clear(1, 60 * 75);
  CHECK(r.first_clear);
  CHECK(r.new_best);
  CHECK(r.unlocked == 2);
  CHECK(p.is_unlocked(2));
  CHECK(p.next_stage() == 2);
  CHECK(p.record(1).best_ms == 75000);
}

TEST_CASE("best time keeps the fastest clear") {
  Progress p;
  p.record_clear(1, 600);
  const ClearResult slower = p.record_clear(1, 900);
  CHECK_FALSE(slower.new_best);
  CHECK_FALSE(slower.first_clear);
  CHECK(slower.unlocked == 0);
  CHECK(p.record(1).best_ms == 10000);
  CHECK(p.record_clear(1, 300).new_best);
  CHECK(p.record(1).best_ms == 5000);
  CHECK(p.cleared_count() == 1);
}

TEST_CASE("the last stage unlocks nothing and out-of-range stages are ignored") {
  Progress p;
  for (int s = 1; s <= kStageCount; ++s) p.record_clear(s, 60);
  CHECK(p.cleared_count() == kStageCount);
  CHECK(p.next_stage() == kStageCount);
  Progress q = p;
  q.record_clear(0, 1);
  q.record_clear(101, 1);
  CHECK(q == p);
}
