// SPDX-License-Identifier: MIT
// Single-candidate cascade (SEEDS A2): fill every cell that has exactly one candidate,
// recount, repeat. It is the "next cell" a stuck player is pointed to, and a quick test
// of whether a board falls to naked singles alone.
#pragma once

#include <vector>

#include "core/grid.hpp"

namespace nonet {

struct CascadeFill {
  int cell = 0;
  int digit = 0;
};

struct CascadeResult {
  Grid grid;                       // the board after the cascade
  std::vector<CascadeFill> order;  // fills in the order they were made
  bool solved = false;             // the board is full
  bool contradiction = false;      // some empty cell was left with no candidate
  int stuck_cell = -1;             // when stuck: the empty cell with the fewest candidates
  int stuck_candidates = 0;        // ... and how many it has
};

/// Runs the cascade from `start`. Each round fills every single-candidate cell found in
/// ascending cell order (recounting after each fill, so two cells never take the same digit).
CascadeResult singles_cascade(const Grid& start);

}  // namespace nonet
