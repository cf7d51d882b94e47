// SPDX-License-Identifier: MIT
// Uniqueness techniques: Unique Rectangle type 1 and BUG+1.
//
// Both ASSUME THE PUZZLE HAS EXACTLY ONE SOLUTION. They rule out a candidate (or force a
// digit) because the alternative would leave a "deadly pattern" whose digits could be
// swapped to give a second solution. On a puzzle with several solutions they may remove a
// digit that some solution uses. Every puzzle Nonet generates or accepts for rating has a
// unique solution, so the engine may use them; callers working on other boards must not.
#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "core/step_text.hpp"
#include "core/technique.hpp"
#include "core/techniques_advanced_shared.hpp"

namespace nonet {

using advanced::removal_text;

// Four empty cells at the corners of a rectangle spanning exactly two boxes. If all four held
// only {a,b}, the a's and b's could be swapped and the puzzle would have two solutions (no
// corner is a given, since all are empty). So when three corners are exactly {a,b}, the
// fourth must take one of its other digits: a and b are removed from it.
std::optional<Step> find_unique_rectangle_1(const Candidates& s) {
  for (int r1 = 0; r1 < 9; ++r1) {
    for (int r2 = r1 + 1; r2 < 9; ++r2) {
      for (int c1 = 0; c1 < 9; ++c1) {
        for (int c2 = c1 + 1; c2 < 9; ++c2) {
          const bool same_band = r1 / 3 == r2 / 3, same_stack = c1 / 3 == c2 / 3;
          if (same_band == same_stack) continue;  // one box or four boxes: not a rectangle of two
          const std::array<int, 4> corners = {cell_at(r1, c1), cell_at(r1, c2), cell_at(r2, c1),
                                              cell_at(r2, c2)};
          if (std::any_of(corners.begin(), corners.end(), [&](int c) { return s.grid[c] != 0; })) {
            continue;
          }
          for (int extra = 0; extra < 4; ++extra) {
            // The three other corners must hold the same two candidates.
            CandidateMask pair = 0;
            bool ok = true;
            for (int k = 0; k < 4 && ok; ++k) {
              if (k == extra) continue;
              const CandidateMask m = s.mask[corners[k]];
              if (count_of(m) != 2 || (pair != 0 && m != pair)) ok = false;
              pair = m;
            }
            const int target = corners[extra];
            if (!ok || (s.mask[target] & pair) != pair || s.mask[target] == pair) continue;
            Step step;
            step.technique = Technique::UniqueRectangle1;
            for (int d = 1; d <= 9; ++d) {
              if (pair & digit_bit(d)) step.eliminations.push_back({target, d});
            }
            sort_eliminations(step.eliminations);
            step.pattern_cells.assign(corners.begin(), corners.end());
            for (int c : corners) {
              for (int d = 1; d <= 9; ++d) {
                if (pair & digit_bit(d)) step.pattern_candidates.push_back({c, d});
              }
            }
            step.units = {row_unit(r1), row_unit(r2), col_unit(c1), col_unit(c2)};
            std::vector<int> others;
            for (int c : corners) {
              if (c != target) others.push_back(c);
            }
            step.text = "Unique rectangle (type 1) on " + digit_set_text(pair) + ": " +
                        cell_list_text(others) + " hold only " + digit_set_text(pair) + ", so " +
                        cell_name(target) +
                        " must take another digit, or the puzzle would have two solutions; this " +
                        removal_text(step.eliminations) + ".";
            return step;
          }
        }
      }
    }
  }
  return std::nullopt;
}

// Bivalue Universal Grave + 1: every empty cell has two candidates except one cell with
// three, and in every unit each candidate appears exactly twice, except that one digit X
// appears three times in the units of the three-candidate cell. Without X that cell would
// complete a BUG, a state with either no solution or at least two. With a unique solution
// the cell must be X.
std::optional<Step> find_bug_plus_one(const Candidates& s) {
  int triple = -1;
  for (int c = 0; c < kCells; ++c) {
    if (s.grid[c] != 0) continue;
    const int n = count_of(s.mask[c]);
    if (n == 2) continue;
    if (n != 3 || triple != -1) return std::nullopt;
    triple = c;
  }
  if (triple == -1) return std::nullopt;
  // X is the digit of the triple cell that its row holds three times.
  int extra = 0;
  for (int d = 1; d <= 9 && extra == 0; ++d) {
    if (s.has(triple, d) && count_of(s.positions(row_unit(row_of(triple)), d)) == 3) extra = d;
  }
  if (extra == 0) return std::nullopt;
  const auto& home = cell_units(triple);
  for (int u = 0; u < kUnits; ++u) {
    const bool is_home = std::find(home.begin(), home.end(), u) != home.end();
    for (int d = 1; d <= 9; ++d) {
      const int n = count_of(s.positions(u, d));
      const int expected_odd = is_home && d == extra ? 3 : -1;
      if (n != 0 && n != 2 && n != expected_odd) return std::nullopt;
      if (is_home && d == extra && n != 3) return std::nullopt;
    }
  }
  Step step;
  step.technique = Technique::BugPlusOne;
  step.placements.push_back({triple, extra});
  step.pattern_cells = {triple};
  for (int d = 1; d <= 9; ++d) {
    if (s.has(triple, d)) step.pattern_candidates.push_back({triple, d});
  }
  step.units.assign(home.begin(), home.end());
  step.text = "BUG+1: every empty cell except " + cell_name(triple) + " has two candidates, and " +
              std::to_string(extra) + " appears three times in " + cell_name(triple) +
              "'s row, column and box; any other digit would leave a " +
              "pattern with no unique solution, so " + cell_name(triple) + " is " +
              std::to_string(extra) + ".";
  return step;
}

}  // namespace nonet
