// SPDX-License-Identifier: MIT
// Fast solution counter (SEEDS A3): counts the solutions of a grid up to a limit, so the
// generator can ask "exactly one?" thousands of times per puzzle and the game can check a
// board without a pause.
//
// Data layout (the search state in src/core/solver.cpp). Candidates are kept per digit, not
// per cell: for each digit the 81 cells are split into three bands of three rows, one 32-bit
// word per band with 27 bits used, bit = 9 * (row within the band) + column (0-based):
//
//     band 0 = rows 1-3, band 1 = rows 4-6, band 2 = rows 7-9
//
//     bit in the band word:  31..27 | 26 ........ 18 | 17 ......... 9 | 8 ........... 0
//                            unused | third row      | second row     | first row
//                                   | c9 ........ c1 | c9 ........ c1 | c9 ........ c1
//
//     candidates[3 * (digit - 1) + band]  27 words: digit 1 bands 0,1,2, digit 2 bands 0,1,2...
//     unsolved[band]                      3 words: cells not yet holding a digit, same bits
//     dirty_words, dirty_digits           what changed since it was last reduced
//
// 32 words in all (128 bytes), copied once per branch. A placed digit keeps its own bit (a
// finished digit shows one bit per row, column and box) and every other digit loses that
// cell; placing also clears the digit from the cell's peers.
//
// Propagation works on one word at a time. In a band, each row meets the three boxes in
// three-cell segments ("triads"), and a digit must use exactly one triad per row and one per
// box: a permutation of the band's 3x3 triad matrix. A 512-entry table maps the occupied
// triads to those lying on some permutation; the others are cleared:
//
//                box 1   box 2   box 3       triads     row 2 can only take box 2, so
//     row 1    [ . x . | . . . | x x . ]     1 0 1      row 3 takes box 1 and row 1
//     row 2    [ . . . | x . . | . . . ] ->  0 1 0  ->  box 3: the x of row 1 in box 1
//     row 3    [ x . x | . . x | . . . ]     1 1 0      and of row 3 in box 2 are cleared
//
// That is box/line reduction within the band, and it turns a box with one cell left into a
// row with one cell left. A row with one open cell left is placed (hidden single). The same
// rule runs down each stack on (band, column) triads, found by folding each word's three
// rows into a 9-bit column set: this finds hidden singles in columns and box/column
// reductions. Naked singles come from bit-parallel counts over the nine words of a band.
// When nothing more follows, the search branches on an unsolved cell with the fewest
// candidates (among those, the one with the most unsolved peers): it tries the lowest
// digit on a copy of the state, then removes that digit from the cell and propagates again.
// So "nodes" counts tried placements; a puzzle that propagation alone solves has 0.
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

/// The ways solve() can run (issue 31). `portable` is the search drawn above, plain 32-bit
/// words, on every processor. `avx512` (solver_wide.cpp) holds the same 27 words in two
/// AVX-512 registers and applies every rule to all of them at once, pass after pass; it
/// reaches the same state after every propagation that succeeds, so it gives the same answers,
/// node counts and dead ends, 2 to 7 times faster (docs/PERFORMANCE.md). It exists in x86-64
/// builds made with GCC 12 or later or Clang, and runs only on a processor (and operating
/// system) with AVX-512 F, BW, VL and DQ, BMI1, BMI2 and POPCNT.
enum class SolverPath { portable, avx512 };

/// Whether this build and this processor can run `path`.
bool solver_path_available(SolverPath path);
/// The path solve() takes: the widest available, chosen once.
SolverPath default_solver_path();
/// "portable" or "avx512".
const char* solver_path_name(SolverPath path);
/// solve() on a given path; an unavailable path falls back to the portable one.
SolveResult solve(const Grid& puzzle, const SolveOptions& options, SolverPath path);

/// Convenience: solutions up to `limit`.
inline int count_solutions(const Grid& puzzle, int limit = 2) {
  return solve(puzzle, SolveOptions{limit, 0}).count;
}

}  // namespace nonet
