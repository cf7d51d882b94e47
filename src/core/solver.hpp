// Fast solution counter (SEEDS A3): counts the solutions of a grid up to a limit, so the
// generator can ask "exactly one?" thousands of times per puzzle and the game can check a
// board without a pause.
//
// Data layout (the search state, src/core/solver.cpp). Candidates are kept per digit, not per
// cell: for each digit, the 81 cells are split into three bands of three rows, one 32-bit
// word per band, 27 bits used:
//
//     band 0 = rows 1-3, band 1 = rows 4-6, band 2 = rows 7-9
//
//     bit in the band word:   26 ........ 18 | 17 ......... 9 | 8 ........... 0
//                             third row      | second row     | first row
//                             c9 ........ c1 | c9 ........ c1 | c9 ........ c1
//
//     candidates[3 * (digit - 1) + band]   27 words: digit 1 bands 0,1,2, digit 2 bands 0,1,2, ...
//     unsolved[band]                       cells not yet holding a digit, same bit order
//     solved_columns[digit - 1]            9 bits: columns where the digit is already placed
//
// A placed digit keeps its own bit in its word (a finished digit shows exactly one bit per
// row, column and box), and every other digit loses that cell. One band word of one digit
// is the unit of work: inside it, each row crosses the three boxes in three-cell segments
// ("triads"), and the digit must use exactly one triad per row and one per box, i.e. a
// permutation of the band's 3x3 triad matrix:
//
//                box 1   box 2   box 3
//     row 1    [ . x . | . . . | x x . ]      triad occupancy, 9 bits
//     row 2    [ . . . | x . . | . . . ]  ->  -> triads that lie on some permutation
//     row 3    [ x . x | . . x | . . . ]      (a 512-entry table) -> cells kept
//
// Triads on no permutation are cleared: that is box/line reduction inside the band, and it
// turns a hidden single in a box into a row with one cell. A row of the band with one cell
// left is a placement; placing clears the cell for the other eight digits and the column
// for this digit in the other two bands. Naked singles (a cell with one digit) and hidden
// singles in columns are found with bit-parallel counts over the nine digit words. When
// nothing more follows, the search branches on an unsolved cell with the fewest candidates:
// it first tries the lowest digit on a copy of the state, then removes that digit from the
// cell and propagates again (so "nodes" counts tried placements).
#pragma once

#include <cstdint>

#include "core/grid.hpp"

namespace nonet {

struct SolveOptions {
  int limit = 2;               // stop after this many solutions; values below 1 count as 1
  std::uint64_t node_cap = 0;  // stop after this many search nodes; 0 = no cap
};

struct SolveResult {
  int count = 0;                // solutions found, at most options.limit
  Grid solution;                // the first solution found (valid when count >= 1)
  std::uint64_t nodes = 0;      // search nodes: placements tried by branching (0 = no guess)
  std::uint64_t dead_ends = 0;  // branches that ended in a contradiction
  bool capped = false;          // the node cap stopped the search before it finished
};

/// Counts solutions of `puzzle` up to options.limit. A grid whose givens already clash, or
/// that holds a cell value above 9, has no solution (count 0). When `capped` is set, `count`
/// is only what was found before the cap. Re-entrant: no global or static mutable state.
SolveResult solve(const Grid& puzzle, const SolveOptions& options = {});

/// Convenience: solutions up to `limit`.
inline int count_solutions(const Grid& puzzle, int limit = 2) {
  return solve(puzzle, SolveOptions{limit, 0}).count;
}

}  // namespace nonet
