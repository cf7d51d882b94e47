// SPDX-License-Identifier: MIT
// Boards with no solution that break no rule, shared by the core's judgement tests and the
// game's wording of them (tests/core/test_custom_board.cpp, tests/game/test_board_words.cpp).
#pragma once

#include "core/custom_board.hpp"
#include "core/solver.hpp"

namespace nonet::testing {

// Row 1 is empty but for a 1 at r1c9; the 9s at r2c1 and r3c4 close boxes 1 and 2 to a 9,
// those at r4c7 and r7c8 columns 7 and 8: row 1 has nowhere for its 9.
inline Grid nine_shut_out() {
  Grid g;
  g.set(cell_at(0, 8), 1);
  g.set(cell_at(1, 0), 9);
  g.set(cell_at(2, 3), 9);
  g.set(cell_at(3, 6), 9);
  g.set(cell_at(6, 7), 9);
  return g;
}

// One more given on a puzzle of one solution, chosen by search: a digit its cell allows that
// leaves no solution, where no cell is empty of candidates and no digit is shut out of a unit
// (a contradiction deeper than a glance). An empty grid when the puzzle has none such.
inline Grid deep_no_solution(const Grid& valid) {
  const SolveResult solved = solve(valid, SolveOptions{1, 0});
  for (int c = 0; c < kCells; ++c) {
    if (valid[c] != 0) continue;
    for (int d = 1; d <= 9; ++d) {
      if (d == solved.solution[c] || (candidates(valid, c) & digit_bit(d)) == 0) continue;
      Grid g = valid;
      g.set(c, d);
      const BoardJudgement j = judge_board(g);
      if (j.verdict == BoardVerdict::NoSolution && j.dead_cell < 0 && j.dead_unit < 0) return g;
    }
  }
  return {};
}

}  // namespace nonet::testing
