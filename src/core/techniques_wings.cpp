// SPDX-License-Identifier: MIT
// Wings: short patterns of two- and three-candidate cells that force one digit into one of
// two cells, so every cell seeing both loses it (XY-Wing, XYZ-Wing, W-Wing).
#include <algorithm>
#include <string>
#include <vector>

#include "core/step_text.hpp"
#include "core/technique.hpp"
#include "core/techniques_advanced_shared.hpp"

namespace nonet {
namespace {

using advanced::bivalue_cells;
using advanced::eliminations_seeing_all;
using advanced::removal_arg;

void add_pattern(Step& step, const Candidates& s, std::vector<int> cells) {
  std::sort(cells.begin(), cells.end());
  step.pattern_cells = cells;
  for (int c : cells) {
    for (int d = 1; d <= 9; ++d) {
      if (s.has(c, d)) step.pattern_candidates.push_back({c, d});
    }
  }
}

// Pincers are the two wing cells, both seeing the pivot; the pivot's digits x and y are
// split between them and both also hold z. Whatever the pivot is, one pincer loses its
// pivot digit and becomes z.
std::optional<Step> wing_step(const Candidates& s, Technique technique, int pivot, int pincer_a,
                              int pincer_b, int z) {
  std::vector<int> must_see = {pincer_a, pincer_b};
  // In an XYZ-Wing the pivot may be z itself, so a cleared cell must see it too.
  if (technique == Technique::XYZWing) must_see.push_back(pivot);
  Step step;
  step.eliminations = eliminations_seeing_all(s, z, must_see, {pivot});
  if (step.eliminations.empty()) return std::nullopt;
  sort_eliminations(step.eliminations);
  step.technique = technique;
  add_pattern(step, s, {pivot, pincer_a, pincer_b});
  step.phrase = {technique == Technique::XYZWing ? Sentence::XYZWing : Sentence::XYWing,
                 {arg::cell(pivot), arg::digit_set(s.mask[pivot]), arg::cell(pincer_a),
                  arg::digit_set(s.mask[pincer_a]), arg::cell(pincer_b),
                  arg::digit_set(s.mask[pincer_b]), removal_arg(step.eliminations)}};
  return step;
}

}  // namespace

std::optional<Step> find_xy_wing(const Candidates& s) {
  const auto bivalues = bivalue_cells(s);
  for (int pivot : bivalues) {
    const CandidateMask xy = s.mask[pivot];
    for (std::size_t i = 0; i < bivalues.size(); ++i) {
      const int a = bivalues[i];
      if (!sees(pivot, a) || count_of(s.mask[a] & xy) != 1) continue;
      for (std::size_t j = i + 1; j < bivalues.size(); ++j) {
        const int b = bivalues[j];
        if (!sees(pivot, b) || count_of(s.mask[b] & xy) != 1) continue;
        if ((s.mask[a] & xy) == (s.mask[b] & xy)) continue;  // both share the same pivot digit
        const auto z_a = static_cast<CandidateMask>(s.mask[a] & ~xy);
        const auto z_b = static_cast<CandidateMask>(s.mask[b] & ~xy);
        if (z_a != z_b) continue;
        if (auto step = wing_step(s, Technique::XYWing, pivot, a, b, single_digit(z_a))) {
          return step;
        }
      }
    }
  }
  return std::nullopt;
}

std::optional<Step> find_xyz_wing(const Candidates& s) {
  const auto bivalues = bivalue_cells(s);
  for (int pivot = 0; pivot < kCells; ++pivot) {
    if (s.grid[pivot] != 0 || count_of(s.mask[pivot]) != 3) continue;
    const CandidateMask xyz = s.mask[pivot];
    for (std::size_t i = 0; i < bivalues.size(); ++i) {
      const int a = bivalues[i];
      if (!sees(pivot, a) || (s.mask[a] & ~xyz) != 0) continue;
      for (std::size_t j = i + 1; j < bivalues.size(); ++j) {
        const int b = bivalues[j];
        if (!sees(pivot, b) || (s.mask[b] & ~xyz) != 0 || s.mask[a] == s.mask[b]) continue;
        const int z = single_digit(static_cast<CandidateMask>(s.mask[a] & s.mask[b]));
        if (auto step = wing_step(s, Technique::XYZWing, pivot, a, b, z)) return step;
      }
    }
  }
  return std::nullopt;
}

// Two cells with the same two candidates {x,y} that do not see each other, and a unit where
// x is possible in only two cells, one seeing each of them. If neither cell were y, both
// would be x and that unit would have no place left for x. So one of them is y.
std::optional<Step> find_w_wing(const Candidates& s) {
  const auto bivalues = bivalue_cells(s);
  for (std::size_t i = 0; i < bivalues.size(); ++i) {
    const int a = bivalues[i];
    for (std::size_t j = i + 1; j < bivalues.size(); ++j) {
      const int b = bivalues[j];
      if (s.mask[a] != s.mask[b] || sees(a, b)) continue;
      for (int x = 1; x <= 9; ++x) {
        const int y = advanced::other_digit(s.mask[a], x);
        if (y == 0) continue;
        for (int u = 0; u < kUnits; ++u) {
          const auto pos = s.positions(u, x);
          if (count_of(pos) != 2) continue;
          const auto [p, q] = advanced::first_two_cells(u, pos);
          if (p == a || p == b || q == a || q == b) continue;
          const bool linked = (sees(p, a) && sees(q, b)) || (sees(p, b) && sees(q, a));
          if (!linked) continue;
          Step step;
          step.eliminations = eliminations_seeing_all(s, y, {a, b}, {});
          if (step.eliminations.empty()) continue;
          sort_eliminations(step.eliminations);
          step.technique = Technique::WWing;
          step.pattern_cells = {a, b, p, q};
          std::sort(step.pattern_cells.begin(), step.pattern_cells.end());
          step.pattern_candidates = {{a, x}, {a, y}, {b, x}, {b, y}, {p, x}, {q, x}};
          std::sort(step.pattern_candidates.begin(), step.pattern_candidates.end(),
                    [](const CellDigit& l, const CellDigit& r) {
                      return l.cell != r.cell ? l.cell < r.cell : l.digit < r.digit;
                    });
          step.units = {u};
          step.phrase = {
              Sentence::WWing,
              {arg::cells({a, b}), arg::digit_set(s.mask[a]), arg::digit(x), arg::unit(u),
               arg::cells({p, q}), arg::digit(y), removal_arg(step.eliminations)}};
          return step;
        }
      }
    }
  }
  return std::nullopt;
}

}  // namespace nonet
