// Building blocks for the advanced technique tests: synthetic candidate states written in
// players' coordinates, so each test reads like the diagram a player would draw.
//
// An "open" state has no digits placed and every candidate in every cell. On it no advanced
// pattern exists (no line holds a digit fewer than nine times, no cell has two candidates),
// so a test adds exactly the restrictions that make up one pattern, and anything a finder
// reports must come from them.
#pragma once

#include <initializer_list>
#include <string>
#include <vector>

#include "core/technique.hpp"

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

/// The same (cell, digit) list a Step keeps, built from one digit and ascending cells.
inline std::vector<CellDigit> digit_in(int digit, std::initializer_list<int> cells) {
  std::vector<CellDigit> out;
  for (int c : cells) out.push_back({c, digit});
  return out;
}

}  // namespace nonet::test
