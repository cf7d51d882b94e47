// SPDX-License-Identifier: MIT
// A small hand-checkable stage for the game tests, independent of the generator: the classic
// shifted-row pattern grid, where row r is 1..9 rotated left by 3r + r/3 (every row, column and
// box then holds each digit once), with a chosen set of cells emptied.
#pragma once

#include <initializer_list>

#include "game/stage_source.hpp"

namespace nonet::game::testing {

/// Digit at (row, col) of the pattern solution, rows and columns 0..8.
constexpr int pattern_digit(int row, int col) { return (row * 3 + row / 3 + col) % 9 + 1; }

inline StageData pattern_stage(std::initializer_list<int> empty_cells, int number = 1) {
  StageData s;
  s.number = number;
  s.level = nonet::Level::Easy;
  for (int c = 0; c < kCells; ++c) s.solution.set(c, pattern_digit(c / 9, c % 9));
  s.puzzle = s.solution;
  for (int c : empty_cells) s.puzzle.set(c, 0);
  return s;
}

}  // namespace nonet::game::testing
