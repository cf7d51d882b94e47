// SPDX-License-Identifier: MIT
// Simple colouring: the one-digit groups of conjugate pairs (X-Chain, XY-Chain and the
// other alternating inference chains are in techniques_aic.cpp).
//
// A conjugate pair (a digit's only two places in a unit) is a strong link: one of its two
// cells holds the digit.
#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "core/step_text.hpp"
#include "core/technique.hpp"
#include "core/techniques_advanced_shared.hpp"

namespace nonet {
namespace {

/// Conjugate pairs of one digit: for each cell, its partners and the unit that links them
/// (a cell has at most one partner per unit, so at most three).
struct ConjugateLinks {
  std::array<std::array<std::uint8_t, 3>, kCells> partner{};
  std::array<std::array<std::uint8_t, 3>, kCells> unit{};
  std::array<std::uint8_t, kCells> count{};

  int unit_between(int a, int b) const {
    for (int k = 0; k < count[a]; ++k) {
      if (partner[a][k] == b) return unit[a][k];
    }
    return -1;
  }
};

ConjugateLinks conjugate_links(const Candidates& s, int digit) {
  ConjugateLinks links;
  for (int u = 0; u < kUnits; ++u) {
    const auto pos = s.positions(u, digit);
    if (count_of(pos) != 2) continue;
    const auto [a, b] = advanced::first_two_cells(u, pos);
    // Two cells in one row and one box form one pair, reported once (with the row).
    if (links.unit_between(a, b) != -1) continue;
    for (auto [from, to] : {std::pair{a, b}, std::pair{b, a}}) {
      auto& n = links.count[from];
      links.partner[from][n] = static_cast<std::uint8_t>(to);
      links.unit[from][n] = static_cast<std::uint8_t>(u);
      ++n;
    }
  }
  return links;
}

// ---- Simple colouring ------------------------------------------------------------------

// One connected group of conjugate pairs of `digit`, coloured alternately: exactly one colour
// holds the digit in every one of its cells. Colour wrap: two cells of one colour see each
// other, so that colour is false everywhere. Colour trap: a cell outside the group that sees
// both colours is false.
std::optional<Step> colouring_step(const Candidates& s, int digit, const ConjugateLinks& links,
                                   const std::array<std::int8_t, kCells>& colour,
                                   const std::vector<int>& group) {
  std::array<std::vector<int>, 2> by_colour;
  for (int c : group) by_colour[colour[c]].push_back(c);
  for (auto& cells : by_colour) std::sort(cells.begin(), cells.end());

  Step step;
  for (int k = 0; k < 2 && step.eliminations.empty(); ++k) {
    const auto& cells = by_colour[k];
    for (std::size_t i = 0; i < cells.size() && step.eliminations.empty(); ++i) {
      for (std::size_t j = i + 1; j < cells.size(); ++j) {
        if (!sees(cells[i], cells[j])) continue;
        for (int c : cells) step.eliminations.push_back({c, digit});
        step.phrase = {Sentence::ColouringWrap,
                       {arg::digit(digit), arg::cells({cells[i], cells[j]}), arg::cells(cells)}};
        break;
      }
    }
  }
  if (step.eliminations.empty()) {
    for (int c = 0; c < kCells; ++c) {
      if (!s.has(c, digit) || std::find(group.begin(), group.end(), c) != group.end()) continue;
      auto sees_one = [&](const std::vector<int>& cells) {
        return std::any_of(cells.begin(), cells.end(), [&](int o) { return sees(c, o); });
      };
      if (sees_one(by_colour[0]) && sees_one(by_colour[1])) step.eliminations.push_back({c, digit});
    }
    if (step.eliminations.empty()) return std::nullopt;
    step.phrase = {Sentence::ColouringTrap,
                   {arg::digit(digit), arg::cells(by_colour[0]), arg::cells(by_colour[1])}};
  }
  sort_eliminations(step.eliminations);
  step.technique = Technique::SimpleColouring;
  step.pattern_cells = group;
  std::sort(step.pattern_cells.begin(), step.pattern_cells.end());
  // Pattern candidates list the first colour, then the second, so a view can tint them.
  for (const auto& cells : by_colour) {
    for (int c : cells) step.pattern_candidates.push_back({c, digit});
  }
  for (int c : group) {
    for (int k = 0; k < links.count[c]; ++k) {
      if (links.partner[c][k] > c) step.units.push_back(links.unit[c][k]);
    }
  }
  std::sort(step.units.begin(), step.units.end());
  step.units.erase(std::unique(step.units.begin(), step.units.end()), step.units.end());
  step.phrase.args.push_back(advanced::removal_arg(step.eliminations));
  return step;
}

}  // namespace

std::optional<Step> find_simple_colouring(const Candidates& s) {
  for (int digit = 1; digit <= 9; ++digit) {
    const auto links = conjugate_links(s, digit);
    std::array<std::int8_t, kCells> colour;
    colour.fill(-1);
    for (int first = 0; first < kCells; ++first) {
      if (links.count[first] == 0 || colour[first] != -1) continue;
      // Colour the group of `first` breadth-first; an odd cycle means a broken state.
      std::vector<int> group = {first};
      colour[first] = 0;
      bool consistent = true;
      for (std::size_t i = 0; i < group.size(); ++i) {
        const int c = group[i];
        for (int k = 0; k < links.count[c]; ++k) {
          const int p = links.partner[c][k];
          if (colour[p] == -1) {
            colour[p] = static_cast<std::int8_t>(1 - colour[c]);
            group.push_back(p);
          } else if (colour[p] == colour[c]) {
            consistent = false;
          }
        }
      }
      if (!consistent) continue;
      if (auto step = colouring_step(s, digit, links, colour, group)) return step;
    }
  }
  return std::nullopt;
}

}  // namespace nonet
