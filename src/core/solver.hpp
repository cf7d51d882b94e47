// Fast solution counter (SEEDS A3): counts solutions of a grid up to a limit.
// Contract only here; the data layout and its diagram are documented with the implementation.
#pragma once

#include <cstdint>

#include "core/grid.hpp"

namespace nonet {

struct SolveOptions {
  int limit = 2;                // stop after this many solutions (>= 1)
  std::uint64_t node_cap = 0;   // stop after this many search nodes; 0 = no cap
};

struct SolveResult {
  int count = 0;                // solutions found, at most options.limit
  Grid solution;                // the first solution found (valid when count >= 1)
  std::uint64_t nodes = 0;      // search nodes (branch choices) visited
  std::uint64_t dead_ends = 0;  // branches that ended in a contradiction
  bool capped = false;          // the node cap stopped the search before it finished
};

/// Counts solutions of `puzzle` up to options.limit. A grid whose givens already clash
/// has no solution (count 0). Re-entrant: no global or static mutable state.
SolveResult solve(const Grid& puzzle, const SolveOptions& options = {});

/// Convenience: solutions up to `limit`.
inline int count_solutions(const Grid& puzzle, int limit = 2) {
  return solve(puzzle, SolveOptions{limit, 0}).count;
}

}  // namespace nonet
