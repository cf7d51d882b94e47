// SPDX-License-Identifier: MIT
// Building blocks for the advanced technique tests: synthetic candidate states written in
// players' coordinates, so each test reads like the diagram a player would draw.
//
// An "open" state has no digits placed and every candidate in every cell. On it no advanced
// pattern exists (no line holds a digit fewer than nine times, no cell has two candidates),
// so a test adds exactly the restrictions that make up one pattern, and anything a finder
// reports must come from them.
//
// A "reached" state is a real position met on a published puzzle's solve path: the digits
// placed so far plus the few candidates earlier steps removed beyond what the digits show.
// Those positions are where a technique is the first one the engine can use.
#pragma once

#include <doctest/doctest.h>

#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "core/engine.hpp"
#include "core/solver.hpp"
#include "core/technique.hpp"
#include "core/text.hpp"

namespace nonet::test {

/// Cell index from players' 1-based row and column: rc(5, 6) is r5c6.
constexpr int rc(int row, int col) { return cell_at(row - 1, col - 1); }

inline Candidates open_state() {
  Candidates s;
  s.mask.fill(kAllDigits);
  return s;
}

/// Removes `digit` from every cell of `unit` except `keep`.
inline void keep_in_unit(Candidates& s, int unit, int digit, std::initializer_list<int> keep) {
  for (int c : unit_cells(unit)) {
    bool kept = false;
    for (int k : keep) kept = kept || k == c;
    if (!kept) s.eliminate(c, digit);
  }
}

/// Leaves `digit` only in the listed cells of the whole grid.
inline void keep_in_grid(Candidates& s, int digit, const std::vector<int>& keep) {
  for (int c = 0; c < kCells; ++c) {
    bool kept = false;
    for (int k : keep) kept = kept || k == c;
    if (!kept) s.eliminate(c, digit);
  }
}

/// Sets the candidates of an empty cell, e.g. set_cell(s, rc(2, 2), {3, 7}).
inline void set_cell(Candidates& s, int cell, std::initializer_list<int> digits) {
  CandidateMask m = 0;
  for (int d : digits) m |= digit_bit(d);
  s.mask[cell] = m;
}

/// A position from its digits (81 characters, '.' for an empty cell) and the candidates that
/// earlier steps removed beyond the candidates those digits leave.
inline Candidates reached_state(std::string_view digits, std::initializer_list<CellDigit> removed) {
  const auto parsed = parse_grid(digits);
  REQUIRE(parsed);
  Candidates s = Candidates::from_grid(*parsed.grid);
  for (const auto& r : removed) {
    REQUIRE(s.has(r.cell, r.digit));  // each listed removal takes away a candidate still there
    s.eliminate(r.cell, r.digit);
  }
  return s;
}

/// The solution of `puzzle`, after checking that `s` could have been reached from it: the
/// puzzle has one solution, `s` keeps its givens, its digits agree with the solution and
/// every empty cell still holds its solution digit as a candidate.
inline Grid check_reached_from(std::string_view puzzle, const Candidates& s) {
  const auto parsed = parse_grid(puzzle);
  REQUIRE(parsed);
  const SolveResult solved = solve(*parsed.grid);
  REQUIRE(solved.count == 1);
  CHECK(agrees_with(*parsed.grid, s.grid));
  CHECK(agrees_with(s.grid, solved.solution));
  for (int c = 0; c < kCells; ++c) {
    if (s.grid[c] == 0) CHECK(s.has(c, solved.solution[c]));
  }
  return solved.solution;
}

/// Checks that the engine's next step on `s` is `found`: no easier technique applies there.
inline void check_engine_takes(const Candidates& s, const Step& found) {
  const Step first = next_step(s);
  CHECK(first.technique == found.technique);
  CHECK(first.placements == found.placements);
  CHECK(first.eliminations == found.eliminations);
  CHECK(first.pattern_cells == found.pattern_cells);
}

/// The same (cell, digit) list a Step keeps, built from one digit and ascending cells.
inline std::vector<CellDigit> digit_in(int digit, std::initializer_list<int> cells) {
  std::vector<CellDigit> out;
  for (int c : cells) out.push_back({c, digit});
  return out;
}

}  // namespace nonet::test
