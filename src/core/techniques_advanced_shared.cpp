// SPDX-License-Identifier: MIT
// Shared scans and phrases for the advanced technique finders.
#include "core/techniques_advanced_shared.hpp"

#include "core/phrase.hpp"

#include <algorithm>

namespace nonet::advanced {

PhraseArg removal_arg(const std::vector<CellDigit>& eliminations) {
  return arg::phrase(removal_phrase(eliminations));
}

std::vector<CellDigit> eliminations_seeing_all(const Candidates& s, int digit,
                                               const std::vector<int>& targets,
                                               const std::vector<int>& excluded) {
  std::vector<CellDigit> out;
  if (targets.empty()) return out;
  // Every cell that sees all targets is a peer of the first one.
  for (int c : peers(targets.front())) {
    if (!s.has(c, digit)) continue;
    if (std::find(excluded.begin(), excluded.end(), c) != excluded.end()) continue;
    // sees(c, c) is false, so a target never clears itself.
    if (std::all_of(targets.begin(), targets.end(), [&](int t) { return sees(c, t); })) {
      out.push_back({c, digit});
    }
  }
  return out;
}

std::vector<int> bivalue_cells(const Candidates& s) {
  std::vector<int> out;
  for (int c = 0; c < kCells; ++c) {
    if (s.grid[c] == 0 && count_of(s.mask[c]) == 2) out.push_back(c);
  }
  return out;
}

std::array<int, 2> first_two_cells(int unit, std::uint16_t pos) {
  std::array<int, 2> out = {-1, -1};
  int n = 0;
  for (int i = 0; i < 9 && n < 2; ++i) {
    if (pos & (1u << i)) out[static_cast<std::size_t>(n++)] = unit_cells(unit)[i];
  }
  return out;
}

int shared_unit(int a, int b) {
  if (row_of(a) == row_of(b)) return row_unit(row_of(a));
  if (col_of(a) == col_of(b)) return col_unit(col_of(a));
  if (box_of(a) == box_of(b)) return box_unit(box_of(a));
  return -1;
}

}  // namespace nonet::advanced
