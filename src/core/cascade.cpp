// SPDX-License-Identifier: MIT
// Single-candidate cascade (see cascade.hpp).
#include "core/cascade.hpp"

namespace nonet {

CascadeResult singles_cascade(const Grid& start) {
  CascadeResult r;
  r.grid = start;
  bool progress = true;
  while (progress) {
    progress = false;
    for (int c = 0; c < kCells; ++c) {
      if (r.grid[c] != 0) continue;
      const CandidateMask m = candidates(r.grid, c);
      if (m == 0) {
        r.contradiction = true;
        return r;
      }
      if (count_of(m) == 1) {
        r.grid.set(c, lowest_digit(m));
        r.order.push_back({c, lowest_digit(m)});
        progress = true;
      }
    }
  }
  r.solved = r.grid.full();
  if (!r.solved) {
    r.stuck_candidates = 10;
    for (int c = 0; c < kCells; ++c) {
      if (r.grid[c] != 0) continue;
      const int n = count_of(candidates(r.grid, c));
      if (n < r.stuck_candidates) {
        r.stuck_candidates = n;
        r.stuck_cell = c;
      }
    }
  }
  return r;
}

}  // namespace nonet
