// SPDX-License-Identifier: MIT
// Internal to the chain finders (techniques_aic.cpp, techniques_forcing.cpp): the implication
// graph of strong and weak links between candidates and box-line groups. Not part of the
// core's public interface; include it only from techniques_*.cpp.
//
// A node is a candidate (digit in one cell) or a group (a digit's places where a box meets a
// row or column, two or three cells: "the digit is in one of these cells"). Literals are
// (node, true) and (node, false); an edge of the graph is one implication:
//   (n, true)  -> (m, false)  for every weak link n - m   (n and m cannot both be true)
//   (n, false) -> (m, true)   for every strong link n = m (at least one is true)
// so every path from a literal alternates weak and strong links: an alternating inference
// chain. Which links exist is chosen by ChainRules (X-Chain: one digit's units only; XY-Chain:
// two-candidate cells only; AIC: both; grouped AIC: with groups).
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <string>
#include <vector>

#include "core/technique.hpp"

namespace nonet::chains {

/// A set of cells as 81 bits.
struct CellSet {
  std::uint64_t lo = 0;  // cells 0..63
  std::uint64_t hi = 0;  // cells 64..80

  void set(int c) {
    if (c < 64) {
      lo |= std::uint64_t{1} << c;
    } else {
      hi |= std::uint64_t{1} << (c - 64);
    }
  }
  bool test(int c) const { return c < 64 ? ((lo >> c) & 1U) != 0 : ((hi >> (c - 64)) & 1U) != 0; }
  bool empty() const { return lo == 0 && hi == 0; }
  int count() const { return std::popcount(lo) + std::popcount(hi); }
  /// 0, 1, or 2 for "two or more" (cheaper than count() without a popcount instruction).
  int count_upto2() const {
    if (lo == 0 && hi == 0) return 0;
    if ((lo & (lo - 1)) != 0 || (hi & (hi - 1)) != 0 || (lo != 0 && hi != 0)) return 2;
    return 1;
  }
  CellSet operator&(const CellSet& o) const { return {lo & o.lo, hi & o.hi}; }
  CellSet operator|(const CellSet& o) const { return {lo | o.lo, hi | o.hi}; }
  bool subset_of(const CellSet& o) const { return (lo & ~o.lo) == 0 && (hi & ~o.hi) == 0; }
  friend bool operator==(const CellSet&, const CellSet&) = default;
  /// Calls f(cell) for every cell, ascending.
  template <typename F>
  void each(F&& f) const {
    for (std::uint64_t m = lo; m != 0; m &= m - 1) f(std::countr_zero(m));
    for (std::uint64_t m = hi; m != 0; m &= m - 1) f(64 + std::countr_zero(m));
  }
};

/// Which links a chain may use.
struct ChainRules {
  bool conjugate_strong = true;  // a digit's only two places in a unit
  bool bivalue_strong = true;    // the two digits of a two-candidate cell
  bool unit_weak = true;         // one digit in two cells (or groups) that see each other
  bool cell_weak = true;         // two digits of one cell
  bool bivalue_only = false;     // only candidates of two-candidate cells are nodes (XY-Chain)
  bool groups = false;           // box-line groups as nodes
  bool same_digit_ends = false;  // both ends of the chain hold the same digit (XY-Chain)
  int max_nodes = 16;            // longest chain, in nodes
  friend bool operator==(const ChainRules&, const ChainRules&) = default;
};

struct Node {
  int digit = 0;
  int cell = -1;     // -1 for a group
  CellSet cells;     // the node's cells (one for a candidate)
  CellSet sees_all;  // cells outside the node that see every one of its cells
};

/// The graph for one candidate state. Node ids: candidates first, ordered by digit then cell,
/// then groups.
struct Graph {
  std::vector<Node> nodes;
  std::vector<int> weak_begin, weak;             // CSR: weak[weak_begin[n] .. weak_begin[n+1])
  std::vector<int> strong_begin, strong;         // CSR: strong links
  std::array<std::int16_t, 9 * kCells> id_of{};  // (digit-1)*81+cell -> node id, or -1
  std::array<CellSet, 9> digit_cells{};          // cells still holding each digit
  std::array<int, 10> single_begin{};            // candidates of digit d: ids single_begin[d-1] ..
  std::array<int, 10> group_begin{};             // groups of digit d: ids group_begin[d-1] ..

  Graph(const Candidates& s, const ChainRules& rules);
  int candidate_id(int cell, int digit) const { return id_of[(digit - 1) * kCells + cell]; }
  int size() const { return static_cast<int>(nodes.size()); }
  /// True when a candidate (cell, digit) and node n cannot both be true.
  bool weakly_linked(int cell, int digit, int n) const;
  /// Candidates outside a and b that cannot be true with either of them: false when a or b is.
  std::vector<CellDigit> seeing_both(int a, int b) const;
  /// True when seeing_both(a, b) would not be empty (without building the list).
  bool any_seeing_both(int a, int b) const;
  /// True when a weak link joins a and b.
  bool weak_between(int a, int b) const {
    for (int k = weak_begin[a]; k < weak_begin[a + 1]; ++k) {
      if (weak[k] == b) return true;
    }
    return false;
  }
};

/// The graph of `s` under `rules`, kept per thread for the last few states and rules: the
/// finders the engine tries one after another on one state (AIC, grouped AIC, forcing
/// chains) build it once. Valid until the next call on this thread.
const Graph& graph_for(const Candidates& s, const ChainRules& rules);

/// True when a and b hold the same digits and candidates.
bool same_state(const Candidates& a, const Candidates& b);

/// Players' notation for a node: "(4)r2c3", or "(4){r2c1,r2c3}" for a group.
std::string node_text(const Node& n);

/// Each cell's peers, and each unit's cells, as cell sets (built once).
const std::array<CellSet, kCells>& peer_sets();
const std::array<CellSet, kUnits>& unit_sets();

}  // namespace nonet::chains
