// SPDX-License-Identifier: MIT
// Derived board facts: candidates, conflicts, names.
#include "core/grid.hpp"

#include <algorithm>
#include <utility>

namespace nonet {

int Grid::filled_count() const {
  int n = 0;
  for (auto d : cells) n += d != 0;
  return n;
}

CandidateMask candidates(const Grid& g, int cell) {
  if (g[cell] != 0) return digit_bit(g[cell]);
  CandidateMask used = 0;
  for (int p : peers(cell)) {
    if (g[p] != 0) used |= digit_bit(g[p]);
  }
  return static_cast<CandidateMask>(kAllDigits & ~used);
}

std::array<CandidateMask, kCells> candidate_map(const Grid& g) {
  std::array<CandidateMask, kUnits> used{};
  for (int u = 0; u < kUnits; ++u) {
    for (int c : unit_cells(u)) {
      if (g[c] != 0) used[u] |= digit_bit(g[c]);
    }
  }
  std::array<CandidateMask, kCells> out{};
  for (int c = 0; c < kCells; ++c) {
    if (g[c] != 0) {
      out[c] = digit_bit(g[c]);
    } else {
      const auto& u = cell_units(c);
      out[c] = static_cast<CandidateMask>(kAllDigits & ~(used[u[0]] | used[u[1]] | used[u[2]]));
    }
  }
  return out;
}

std::vector<Conflict> conflicts(const Grid& g) {
  std::vector<Conflict> out;
  for (int u = 0; u < kUnits; ++u) {
    const auto& cells = unit_cells(u);
    for (int i = 0; i < 9; ++i) {
      if (g[cells[i]] == 0) continue;
      for (int j = i + 1; j < 9; ++j) {
        if (g[cells[j]] == g[cells[i]]) {
          int a = cells[i], b = cells[j];
          if (a > b) std::swap(a, b);
          out.push_back({a, b, g[a], u, unit_kind(u)});
        }
      }
    }
  }
  return out;
}

std::vector<Conflict> conflicts_at(const Grid& g, int cell) {
  std::vector<Conflict> out;
  if (g[cell] == 0) return out;
  for (int u : cell_units(cell)) {
    for (int o : unit_cells(u)) {
      if (o != cell && g[o] == g[cell]) {
        out.push_back({std::min(cell, o), std::max(cell, o), g[cell], u, unit_kind(u)});
      }
    }
  }
  return out;
}

bool is_solved(const Grid& g) { return g.full() && conflicts(g).empty(); }

bool agrees_with(const Grid& sub, const Grid& full) {
  for (int c = 0; c < kCells; ++c) {
    if (sub[c] != 0 && sub[c] != full[c]) return false;
  }
  return true;
}

std::string cell_name(int cell) {
  // Built from characters rather than string concatenation: GCC 12 at -O3 raises a false
  // -Wrestrict on the operator+ chain.
  const char name[] = {'r', static_cast<char>('1' + row_of(cell)), 'c',
                       static_cast<char>('1' + col_of(cell))};
  return std::string(name, sizeof name);
}

int parse_cell_name(std::string_view t) {
  if (t.size() != 4 || (t[0] != 'r' && t[0] != 'R') || (t[2] != 'c' && t[2] != 'C')) return -1;
  if (t[1] < '1' || t[1] > '9' || t[3] < '1' || t[3] > '9') return -1;
  return cell_at(t[1] - '1', t[3] - '1');
}

std::string unit_name(int unit) {
  return std::string(unit_kind_name(unit_kind(unit))) + " " + std::to_string(unit % 9 + 1);
}

const char* unit_kind_name(UnitKind k) {
  switch (k) {
    case UnitKind::Row: return "row";
    case UnitKind::Column: return "column";
    case UnitKind::Box: return "box";
  }
  return "unit";
}

}  // namespace nonet
