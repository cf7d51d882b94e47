// SPDX-License-Identifier: MIT
// Deep forcing (deep_forcing.hpp): assumptions followed on the solver's band words.
#include "core/deep_forcing.hpp"

#include <cstddef>

#include "core/band_board.hpp"

namespace nonet {
namespace {

using bands::Board;

// Assumes `c` in `b` and propagates; false when the board breaks. A cell already holding the
// digit changes nothing; a candidate already gone breaks at once.
bool assume(Board& b, CellDigit c) {
  if (!b.has(c.cell, c.digit)) return false;
  if (!b.is_open(c.cell)) return true;
  b.place_cell(c.cell, c.digit);
  return b.propagate();
}

// The open candidates of `b`: cells with fewer candidates first (a two-candidate cell's
// branches are the shortest to tell), then cell order, then digit order.
std::vector<CellDigit> open_candidates(const Board& b) {
  std::array<int, kCells> count{};
  for (int cell = 0; cell < kCells; ++cell) {
    if (!b.is_open(cell)) continue;
    for (int d = 1; d <= 9; ++d) count[cell] += b.has(cell, d) ? 1 : 0;
  }
  std::vector<CellDigit> out;
  out.reserve(256);
  for (int k = 2; k <= 9; ++k) {
    for (int cell = 0; cell < kCells; ++cell) {
      if (count[cell] != k) continue;
      for (int d = 1; d <= 9; ++d) {
        if (b.has(cell, d)) out.push_back({cell, d});
      }
    }
  }
  return out;
}

// Depth 2 inside the branch of `outer` (already assumed and propagated in `branch`): removes
// every candidate whose own assumption breaks, until the branch breaks (true) or nothing more
// breaks (false). `inner` collects the removals in order.
bool nested_breaks(Board branch, std::vector<CellDigit>& inner) {
  for (bool progress = true; progress;) {
    progress = false;
    for (const CellDigit y : open_candidates(branch)) {
      // An earlier removal in this sweep may have settled the cell or taken the candidate.
      if (!branch.is_open(y.cell) || !branch.has(y.cell, y.digit)) continue;
      Board trial = branch;
      if (assume(trial, y)) continue;
      inner.push_back(y);
      branch.remove(y.cell, y.digit);
      if (!branch.propagate()) return true;
      progress = true;
    }
  }
  return false;
}

// Drops the inner removals the branch can do without, last first: one goes when, without it,
// every later removal still breaks and the outer branch still breaks. What is left is what an
// explanation has to tell, each removal justified by the outer assumption and those before it.
std::vector<CellDigit> pruned(const Candidates& s, CellDigit x, std::vector<CellDigit> inner) {
  auto holds = [&](const std::vector<CellDigit>& list) {
    std::vector<CellDigit> before;
    for (const CellDigit y : list) {
      if (!assumptions_break(s, {x, y}, before)) return false;
      before.push_back(y);
    }
    return assumptions_break(s, {x}, list);
  };
  for (std::size_t i = inner.size(); i-- > 0;) {
    std::vector<CellDigit> without = inner;
    without.erase(without.begin() + static_cast<std::ptrdiff_t>(i));
    if (holds(without)) inner = std::move(without);
  }
  return inner;
}

}  // namespace

std::optional<DeepContradiction> find_deep_contradiction(const Candidates& s, int max_depth) {
  Board base;
  base.set_state(s.grid, s.mask);
  if (!base.propagate()) return std::nullopt;
  const std::vector<CellDigit> candidates = open_candidates(base);
  for (const CellDigit x : candidates) {
    Board branch = base;
    if (!assume(branch, x)) return DeepContradiction{x, 1, {}};
  }
  if (max_depth < 2) return std::nullopt;
  for (const CellDigit x : candidates) {
    Board branch = base;
    assume(branch, x);  // holds: no branch broke at depth 1
    std::vector<CellDigit> inner;
    if (nested_breaks(branch, inner))
      return DeepContradiction{x, 2, pruned(s, x, std::move(inner))};
  }
  return std::nullopt;
}

bool assumptions_break(const Candidates& s, const std::vector<CellDigit>& placed,
                       const std::vector<CellDigit>& removed) {
  Board b;
  b.set_state(s.grid, s.mask);
  for (const CellDigit r : removed) b.remove(r.cell, r.digit);
  for (const CellDigit p : placed) {
    if (!b.has(p.cell, p.digit)) return true;
    if (b.is_open(p.cell)) b.place_cell(p.cell, p.digit);
  }
  return !b.propagate();
}

}  // namespace nonet
