// SPDX-License-Identifier: MIT
// A stage for input tests that needs no generator: a valid solved grid (the shifted-row
// pattern) with its first row emptied, so row 1 takes the digits 1-9 in order.
#pragma once

#include "game/stage_source.hpp"

namespace nonet::test {

inline game::StageData test_stage(int n) {
  game::StageData d;
  d.number = n;
  d.level = nonet::Level::Easy;
  for (int c = 0; c < 81; ++c) {
    const int r = c / 9, col = c % 9;
    d.solution.set(c, (r * 3 + r / 3 + col) % 9 + 1);
    d.puzzle.set(c, r == 0 ? 0 : d.solution[c]);
  }
  return d;
}

}  // namespace nonet::test
