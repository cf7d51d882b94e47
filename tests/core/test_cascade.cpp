// SPDX-License-Identifier: MIT
// Single-candidate cascade (SEEDS A2).
#include <doctest/doctest.h>

#include "core/cascade.hpp"
#include "core/text.hpp"

using namespace nonet;

TEST_CASE("a board one digit short is finished by the cascade") {
  // A valid solved grid (built from the shifted-row pattern), with one cell emptied.
  Grid full;
  for (int r = 0; r < 9; ++r) {
    for (int c = 0; c < 9; ++c) full.set(cell_at(r, c), (r * 3 + r / 3 + c) % 9 + 1);
  }
  REQUIRE(is_solved(full));
  Grid g = full;
  g.set(40, 0);
  const auto r = singles_cascade(g);
  CHECK(r.solved);
  REQUIRE(r.order.size() == 1);
  CHECK(r.order[0].cell == 40);
  CHECK(r.order[0].digit == full[40]);
  CHECK(r.grid == full);
}

TEST_CASE("fills happen in order and each is the only candidate at its time") {
  const Grid start =
      *parse_grid(
           "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
           .grid;
  const auto r = singles_cascade(start);
  Grid replay = start;
  for (const auto& f : r.order) {
    CHECK(replay[f.cell] == 0);
    CHECK(candidates(replay, f.cell) == digit_bit(f.digit));
    replay.set(f.cell, f.digit);
  }
  CHECK(replay == r.grid);
  CHECK(conflicts(r.grid).empty());
}

TEST_CASE("when singles run out the cell with the fewest candidates is reported") {
  const auto r = singles_cascade(Grid{});
  CHECK_FALSE(r.solved);
  CHECK(r.order.empty());
  CHECK(r.stuck_cell == 0);  // all 81 cells tie at 9 candidates: the first one
  CHECK(r.stuck_candidates == 9);

  Grid g;
  for (int c = 0; c < 7; ++c) g.set(c, c + 1);  // r1c8 and r1c9 keep {8, 9}
  const auto s = singles_cascade(g);
  CHECK_FALSE(s.solved);
  CHECK(s.stuck_cell == 7);
  CHECK(s.stuck_candidates == 2);
}

TEST_CASE("a cell with no candidate is a contradiction") {
  Grid g;
  for (int c = 1; c < 9; ++c) g.set(c, c);  // row 1 holds 1..8 from r1c2
  g.set(cell_at(4, 0), 9);                  // column 1 holds 9: r1c1 has nothing
  const auto r = singles_cascade(g);
  CHECK(r.contradiction);
}
