// SPDX-License-Identifier: MIT
// Internal to the advanced technique finders (fish, wings, uniqueness, colouring, chains):
// the small scans they all repeat and the removal clause their sentences end with. Not part
// of the core's public interface; include it only from techniques_*.cpp.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/technique.hpp"

namespace nonet::advanced {

/// The removal clause as a phrase argument, a sentence's "which {n}" or "this {n}": "removes 4
/// from r5c3 and r7c3", "removes 2 and 7 from r4c5" (core/phrase.hpp: removal_phrase).
PhraseArg removal_arg(const std::vector<CellDigit>& eliminations);

/// The empty cells other than `excluded` that still hold `digit` and see every cell of
/// `targets`: the cells a "one of these is the digit" argument clears.
std::vector<CellDigit> eliminations_seeing_all(const Candidates& s, int digit,
                                               const std::vector<int>& targets,
                                               const std::vector<int>& excluded);

/// Calls visit(chosen) for every k-subset of 0..n-1 in lexicographic order, where chosen
/// holds the k indices ascending. Stops and returns true as soon as visit returns true.
template <typename Visit>
bool for_each_combination(int n, int k, Visit&& visit) {
  if (k <= 0 || k > n) return false;
  std::vector<int> chosen(static_cast<std::size_t>(k));
  for (int i = 0; i < k; ++i) chosen[static_cast<std::size_t>(i)] = i;
  while (true) {
    if (visit(static_cast<const std::vector<int>&>(chosen))) return true;
    // Advance the rightmost index that still has room, then reset those after it.
    int i = k - 1;
    while (i >= 0 && chosen[static_cast<std::size_t>(i)] == n - k + i) --i;
    if (i < 0) return false;
    ++chosen[static_cast<std::size_t>(i)];
    for (int j = i + 1; j < k; ++j) {
      chosen[static_cast<std::size_t>(j)] = chosen[static_cast<std::size_t>(j - 1)] + 1;
    }
  }
}

/// The digit of a two-candidate mask other than `digit` (0 if `digit` is not in it).
constexpr int other_digit(CandidateMask pair, int digit) {
  if ((pair & digit_bit(digit)) == 0) return 0;
  return single_digit(static_cast<CandidateMask>(pair & ~digit_bit(digit)));
}

/// The first two cells of unit u whose positions are set in `pos` (see Candidates::positions);
/// for a conjugate pair, its two cells in unit order. -1 where fewer are set.
std::array<int, 2> first_two_cells(int unit, std::uint16_t pos);

/// Empty cells with exactly two candidates, ascending.
std::vector<int> bivalue_cells(const Candidates& s);

/// The first unit (row, then column, then box) that a and b share; -1 when none.
int shared_unit(int a, int b);

}  // namespace nonet::advanced
