// SPDX-License-Identifier: MIT
// Almost locked sets: ALS-XZ and ALS-XY-Wing.
//
// An almost locked set (ALS) is N empty cells of one unit holding N + 1 digits between them
// (a single two-candidate cell is the smallest). Take away any one of its digits and the rest
// are locked: each remaining digit is placed in the set. Two sets are linked by a "restricted
// common" digit X when every X of one sees every X of the other: X can be in at most one of
// them, so at least one of them is locked without X.
#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <string>
#include <vector>

#include "core/step_text.hpp"
#include "core/technique.hpp"
#include "core/techniques_advanced_shared.hpp"

namespace nonet {
namespace {

/// A set of cells as a 81-bit mask.
struct Cells {
  std::uint64_t lo = 0, hi = 0;  // cells 0..63, 64..80
  void add(int c) { (c < 64 ? lo : hi) |= std::uint64_t{1} << (c & 63); }
  bool has(int c) const { return ((c < 64 ? lo : hi) >> (c & 63)) & 1u; }
  bool empty() const { return lo == 0 && hi == 0; }
  Cells operator&(const Cells& o) const { return {lo & o.lo, hi & o.hi}; }
  Cells operator|(const Cells& o) const { return {lo | o.lo, hi | o.hi}; }
  Cells without(const Cells& o) const { return {lo & ~o.lo, hi & ~o.hi}; }
  bool within(const Cells& o) const { return (lo & ~o.lo) == 0 && (hi & ~o.hi) == 0; }
};

constexpr Cells all_cells() { return {~std::uint64_t{0}, (std::uint64_t{1} << 17) - 1}; }

struct PeerTable {
  std::array<Cells, kCells> peers{};
  PeerTable() {
    for (int c = 0; c < kCells; ++c) {
      for (int p : nonet::peers(c)) peers[c].add(p);
    }
  }
};
const PeerTable& peer_table() {
  static const PeerTable table;
  return table;
}

struct Als {
  std::vector<int> cells;  // ascending
  Cells set;
  CandidateMask digits = 0;
  int unit = 0;
  std::array<Cells, 9> with{};      // per digit: the set's cells holding it
  std::array<Cells, 9> seen_all{};  // per digit: the cells seeing every one of those
  std::array<Cells, 9> reach{};     // per digit: those of seen_all that hold the digit
};

/// Every ALS of up to kMaxCells cells, smallest first, then by unit and cells. A set lying
/// in two units (cells of a box that share a row or a column; a single cell) is listed once,
/// with its first unit (rows, then columns, then boxes).
std::vector<Als> find_all_als(const Candidates& s) {
  constexpr int kMaxCells = 5;
  const auto& table = peer_table();
  std::array<Cells, 9> holding{};  // per digit: the empty cells holding it
  for (int c = 0; c < kCells; ++c) {
    for (int d = 1; d <= 9; ++d) {
      if (s.has(c, d)) holding[d - 1].add(c);
    }
  }
  std::vector<Als> out;
  for (int u = 0; u < kUnits; ++u) {
    std::array<int, 9> empty{};
    int n = 0;
    for (int c : unit_cells(u)) {
      if (s.grid[c] == 0) empty[static_cast<std::size_t>(n++)] = c;
    }
    std::array<CandidateMask, 512> unions{};
    for (unsigned m = 1; m < (1u << n); ++m) {
      const int low = std::countr_zero(m);
      unions[m] = static_cast<CandidateMask>(unions[m & (m - 1)] | s.mask[empty[low]]);
      const int k = std::popcount(m);
      if (k > kMaxCells || k >= n || count_of(unions[m]) != k + 1) continue;
      if (k == 1 && u >= 9) continue;  // a single cell: listed with its row
      Als a;
      a.unit = u;
      a.digits = unions[m];
      for (int i = 0; i < n; ++i) {
        if (m & (1u << i)) {
          a.cells.push_back(empty[static_cast<std::size_t>(i)]);
          a.set.add(empty[static_cast<std::size_t>(i)]);
        }
      }
      if (u >= 18) {  // a box: skip sets that lie in one row or one column (listed there)
        const bool one_row = std::all_of(a.cells.begin(), a.cells.end(), [&](int c) {
          return row_of(c) == row_of(a.cells.front());
        });
        const bool one_col = std::all_of(a.cells.begin(), a.cells.end(), [&](int c) {
          return col_of(c) == col_of(a.cells.front());
        });
        if (one_row || one_col) continue;
      }
      for (int d = 1; d <= 9; ++d) {
        if (!(a.digits & digit_bit(d))) continue;
        Cells seen = all_cells();
        for (int c : a.cells) {
          if (s.has(c, d)) {
            a.with[d - 1].add(c);
            seen = seen & table.peers[c];
          }
        }
        a.seen_all[d - 1] = seen;
        a.reach[d - 1] = seen & holding[d - 1];
      }
      out.push_back(std::move(a));
    }
  }
  std::stable_sort(out.begin(), out.end(), [](const Als& a, const Als& b) {
    if (a.cells.size() != b.cells.size()) return a.cells.size() < b.cells.size();
    if (a.unit != b.unit) return a.unit < b.unit;
    return a.cells < b.cells;
  });
  return out;
}

/// Every ALS of a state, with compact copies of what the pair loops test first (so they run
/// over small arrays, not the large Als records): the cells, the digits, and the digits Z for
/// which some cell outside the set sees every Z of it (no such digit, no elimination).
struct AlsList {
  std::vector<Als> sets;
  std::vector<Cells> cells;
  std::vector<CandidateMask> digits;
  std::vector<CandidateMask> z_digits;
};

/// The sets of the last state asked about: ALS-XY-Wing is asked right after ALS-XZ on the
/// same state, and both need every set. One cache per thread keeps the finders re-entrant;
/// its content is a pure function of the state.
const AlsList& all_als(const Candidates& s) {
  struct Cache {
    bool valid = false;
    Grid grid;
    std::array<CandidateMask, kCells> mask{};
    AlsList list;
  };
  thread_local Cache cache;
  if (!cache.valid || cache.grid != s.grid || cache.mask != s.mask) {
    AlsList& l = cache.list;
    l.sets = find_all_als(s);
    l.cells.clear();
    l.digits.clear();
    l.z_digits.clear();
    for (const Als& a : l.sets) {
      l.cells.push_back(a.set);
      l.digits.push_back(a.digits);
      CandidateMask z = 0;
      for (int d = 1; d <= 9; ++d) {
        if (!a.reach[d - 1].empty()) z = static_cast<CandidateMask>(z | digit_bit(d));
      }
      l.z_digits.push_back(z);
    }
    cache.grid = s.grid;
    cache.mask = s.mask;
    cache.valid = true;
  }
  return cache.list;
}

/// Digits X common to a and b (disjoint sets) where every X of a sees every X of b.
CandidateMask restricted_commons(const Als& a, const Als& b) {
  CandidateMask out = 0;
  const auto common = static_cast<CandidateMask>(a.digits & b.digits);
  for (int d = 1; d <= 9; ++d) {
    if ((common & digit_bit(d)) && a.with[d - 1].within(b.seen_all[d - 1])) {
      out = static_cast<CandidateMask>(out | digit_bit(d));
    }
  }
  return out;
}

/// Cells outside a and b that hold z and see every z of both.
Cells z_targets(const Als& a, const Als& b, int z) {
  return (a.reach[z - 1] & b.reach[z - 1]).without(a.set | b.set);
}

std::vector<CellDigit> z_eliminations(const Cells& targets, int z) {
  std::vector<CellDigit> out;
  for (int c = 0; c < kCells; ++c) {
    if (targets.has(c)) out.push_back({c, z});
  }
  return out;
}

// "r1c2 {3,8}" or "r2c4 and r2c6 {1,5,7} in row 2".
PhraseArg als_arg(const Als& a) {
  if (a.cells.size() == 1) {
    return arg::phrase(
        {Sentence::CellCandidates, {arg::cell(a.cells.front()), arg::digit_set(a.digits)}});
  }
  return arg::phrase(
      {Sentence::AlsCells, {arg::cells(a.cells), arg::digit_set(a.digits), arg::unit(a.unit)}});
}

void add_als_pattern(Step& step, const Candidates& s, const std::vector<const Als*>& sets) {
  for (const Als* a : sets) {
    for (int c : a->cells) step.pattern_cells.push_back(c);
    if (a->cells.size() > 1 &&
        std::find(step.units.begin(), step.units.end(), a->unit) == step.units.end()) {
      step.units.push_back(a->unit);
    }
  }
  std::sort(step.pattern_cells.begin(), step.pattern_cells.end());
  for (int c : step.pattern_cells) {
    for (int d = 1; d <= 9; ++d) {
      if (s.has(c, d)) step.pattern_candidates.push_back({c, d});
    }
  }
}

/// ALS indices grouped by cell count (1..5), ascending.
std::array<std::vector<int>, 6> by_size(const std::vector<Als>& all) {
  std::array<std::vector<int>, 6> out;
  for (int i = 0; i < static_cast<int>(all.size()); ++i) {
    out[all[static_cast<std::size_t>(i)].cells.size()].push_back(i);
  }
  return out;
}

}  // namespace

// ALS-XZ: two disjoint sets A and B with a restricted common digit X. At most one holds X,
// so one of them is locked on its other digits; any other common digit Z is then in A or B
// (if Z were in neither, both would be locked without Z, and one of them also without X:
// N cells left with N - 1 digits). A cell seeing every Z of both sets is not Z. Pairs are
// tried smallest first (fewest cells in all), so the hint shows the shortest pattern.
std::optional<Step> find_als_xz(const Candidates& s) {
  const AlsList& list = all_als(s);
  const auto& all = list.sets;
  const auto sizes = by_size(all);
  for (int total = 2; total <= 10; ++total) {
    for (int sa = 1; sa <= 5 && sa <= total - sa; ++sa) {
      const int sb = total - sa;
      if (sb > 5) continue;
      for (int i : sizes[static_cast<std::size_t>(sa)]) {
        for (int j : sizes[static_cast<std::size_t>(sb)]) {
          if (sa == sb && j <= i) continue;
          const auto ui = static_cast<std::size_t>(i), uj = static_cast<std::size_t>(j);
          const auto common = static_cast<CandidateMask>(list.digits[ui] & list.digits[uj]);
          // Two common digits, one of them a Z some cell outside both could lose (targets
          // need cells seeing every Z of each set), and no shared cell.
          if (count_of(common) < 2 || (common & list.z_digits[ui] & list.z_digits[uj]) == 0)
            continue;
          if (!(list.cells[ui] & list.cells[uj]).empty()) continue;
          const Als& a = all[ui];
          const Als& b = all[uj];
          const CandidateMask rcc = restricted_commons(a, b);
          for (int x = 1; x <= 9; ++x) {
            if (!(rcc & digit_bit(x))) continue;
            for (int z = 1; z <= 9; ++z) {
              if (z == x || !(common & digit_bit(z))) continue;
              const Cells targets = z_targets(a, b, z);
              if (targets.empty()) continue;
              Step step;
              step.technique = Technique::AlsXz;
              step.eliminations = z_eliminations(targets, z);
              add_als_pattern(step, s, {&a, &b});
              step.phrase = {Sentence::AlsXz,
                             {als_arg(a), als_arg(b), arg::digit(x), arg::digit(z),
                              advanced::removal_arg(step.eliminations)}};
              return step;
            }
          }
        }
      }
    }
  }
  return std::nullopt;
}

// ALS-XY-Wing: a pivot set C with restricted common X to set A and Y to set B (X != Y, all
// three disjoint), and a digit Z in A and B other than X and Y. If neither A nor B held Z,
// A would be locked with X and B with Y, leaving C without both: N cells with N - 1 digits.
// So Z is in A or B, and a cell seeing every Z of both is not Z.
std::optional<Step> find_als_xy_wing(const Candidates& s) {
  const AlsList& list = all_als(s);
  const auto& all = list.sets;
  const int n = static_cast<int>(all.size());
  // Links from each pivot: (other set, restricted commons). A set with no digit Z that some
  // outside cell could lose is never a wing (the pair of wings needs a Z with targets in
  // both), so it is left out of its pivots' lists: the wings tried, and their order, are
  // those that can give a step.
  std::vector<std::vector<std::pair<int, CandidateMask>>> links(static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i) {
    const auto ui = static_cast<std::size_t>(i);
    for (int j = i + 1; j < n; ++j) {
      const auto uj = static_cast<std::size_t>(j);
      if (list.z_digits[ui] == 0 && list.z_digits[uj] == 0) continue;
      if ((list.digits[ui] & list.digits[uj]) == 0) continue;
      if (!(list.cells[ui] & list.cells[uj]).empty()) continue;
      const CandidateMask rcc = restricted_commons(all[ui], all[uj]);
      if (rcc == 0) continue;
      if (list.z_digits[uj] != 0) links[ui].push_back({j, rcc});
      if (list.z_digits[ui] != 0) links[uj].push_back({i, rcc});
    }
  }
  for (int c = 0; c < n; ++c) {
    const auto& around = links[static_cast<std::size_t>(c)];
    for (std::size_t p = 0; p < around.size(); ++p) {
      for (std::size_t q = p + 1; q < around.size(); ++q) {
        const auto ia = static_cast<std::size_t>(around[p].first);
        const auto ib = static_cast<std::size_t>(around[q].first);
        // A Z both wings could clear (else zs below is empty), and no shared cell.
        if ((list.digits[ia] & list.digits[ib] & list.z_digits[ia] & list.z_digits[ib]) == 0)
          continue;
        if (!(list.cells[ia] & list.cells[ib]).empty()) continue;
        const Als& a = all[ia];
        const Als& b = all[ib];
        auto zs = static_cast<CandidateMask>(a.digits & b.digits);
        for (int z = 1; z <= 9; ++z) {  // keep the digits that would clear some cell
          if ((zs & digit_bit(z)) && z_targets(a, b, z).empty()) zs &= ~digit_bit(z);
        }
        if (zs == 0) continue;
        for (int x = 1; x <= 9; ++x) {
          if (!(around[p].second & digit_bit(x))) continue;
          for (int y = 1; y <= 9; ++y) {
            if (y == x || !(around[q].second & digit_bit(y))) continue;
            for (int z = 1; z <= 9; ++z) {
              if (z == x || z == y || !(zs & digit_bit(z))) continue;
              // The pivot's own cells are no targets either.
              const Als& pivot = all[static_cast<std::size_t>(c)];
              const Cells targets = z_targets(a, b, z).without(pivot.set);
              if (targets.empty()) continue;
              Step step;
              step.technique = Technique::AlsXyWing;
              step.eliminations = z_eliminations(targets, z);
              add_als_pattern(step, s, {&pivot, &a, &b});
              step.phrase = {Sentence::AlsXyWing,
                             {als_arg(pivot), arg::digit(x), als_arg(a), arg::digit(y), als_arg(b),
                              arg::digit(z), advanced::removal_arg(step.eliminations)}};
              return step;
            }
          }
        }
      }
    }
  }
  return std::nullopt;
}

}  // namespace nonet
