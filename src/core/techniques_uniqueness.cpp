// SPDX-License-Identifier: MIT
// Uniqueness techniques: Unique Rectangle types 1-4 and the hidden rectangle, BUG+1 and
// BUG types 2-4.
//
// Both ASSUME THE PUZZLE HAS EXACTLY ONE SOLUTION. They rule out a candidate (or force a
// digit) because the alternative would leave a "deadly pattern" whose digits could be
// swapped to give a second solution. On a puzzle with several solutions they may remove a
// digit that some solution uses. Every puzzle Nonet generates or accepts for rating has a
// unique solution, so the engine may use them; callers working on other boards must not.
#include <algorithm>
#include <array>
#include <functional>
#include <string>
#include <vector>

#include "core/step_text.hpp"
#include "core/technique.hpp"
#include "core/techniques_advanced_shared.hpp"

namespace nonet {

using advanced::removal_arg;

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
            step.phrase = {Sentence::UniqueRectangle1,
                           {arg::digit_set(pair), arg::cells(std::move(others)), arg::cell(target),
                            removal_arg(step.eliminations)}};
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
  step.phrase = {Sentence::BugPlusOne, {arg::cell(triple), arg::digit(extra)}};
  return step;
}

// ---- Unique rectangle types 2-4 and the hidden rectangle.
//
// The corners of a rectangle are numbered 0 = (r1,c1), 1 = (r1,c2), 2 = (r2,c1), 3 = (r2,c2):
// corner k shares its row with k ^ 1, its column with k ^ 2 and is diagonal to 3 - k. A
// "floor" corner holds exactly the rectangle's two digits {a,b}, a "roof" corner more.

namespace {

struct Rectangle {
  std::array<int, 4> corners{};
  CandidateMask pair = 0;  // {a,b}
  std::vector<int> floors, roofs;
};

void add_rectangle_pattern(Step& step, const Candidates& s, const Rectangle& r,
                           CandidateMask roof_digits_shown) {
  step.pattern_cells.assign(r.corners.begin(), r.corners.end());
  for (int c : r.corners) {
    const auto shown = static_cast<CandidateMask>(
        s.mask[c] & (r.pair | (count_of(s.mask[c]) > 2 ? roof_digits_shown : 0)));
    for (int d = 1; d <= 9; ++d) {
      if (shown & digit_bit(d)) step.pattern_candidates.push_back({c, d});
    }
  }
  const int r1 = row_of(r.corners[0]), r2 = row_of(r.corners[3]);
  const int c1 = col_of(r.corners[0]), c2 = col_of(r.corners[3]);
  step.units = {row_unit(r1), row_unit(r2), col_unit(c1), col_unit(c2)};
}

/// Calls visit(rectangle) for every rectangle of four empty corners on two rows, two columns
/// and two boxes whose corners all hold the pair, for every pair of digits they share, in
/// the scan order of find_unique_rectangle_1 (rows, columns, then pairs ascending). Returns
/// the first step visit returns.
template <typename Visit>
std::optional<Step> scan_rectangles(const Candidates& s, Visit&& visit) {
  for (int r1 = 0; r1 < 9; ++r1) {
    for (int r2 = r1 + 1; r2 < 9; ++r2) {
      for (int c1 = 0; c1 < 9; ++c1) {
        for (int c2 = c1 + 1; c2 < 9; ++c2) {
          if ((r1 / 3 == r2 / 3) == (c1 / 3 == c2 / 3)) continue;
          Rectangle r;
          r.corners = {cell_at(r1, c1), cell_at(r1, c2), cell_at(r2, c1), cell_at(r2, c2)};
          CandidateMask common = kAllDigits;
          for (int c : r.corners) common &= s.mask[c];  // a filled corner has mask 0
          if (count_of(common) < 2) continue;
          for (int a = 1; a <= 9; ++a) {
            if (!(common & digit_bit(a))) continue;
            for (int b = a + 1; b <= 9; ++b) {
              if (!(common & digit_bit(b))) continue;
              r.pair = static_cast<CandidateMask>(digit_bit(a) | digit_bit(b));
              r.floors.clear();
              r.roofs.clear();
              for (int k = 0; k < 4; ++k)
                (s.mask[r.corners[k]] == r.pair ? r.floors : r.roofs).push_back(k);
              if (auto step = visit(static_cast<const Rectangle&>(r))) return step;
            }
          }
        }
      }
    }
  }
  return std::nullopt;
}

/// The units (row, column, box) that cells a and b both lie in, in that order.
std::vector<int> shared_units(int a, int b) {
  std::vector<int> out;
  if (row_of(a) == row_of(b)) out.push_back(row_unit(row_of(a)));
  if (col_of(a) == col_of(b)) out.push_back(col_unit(col_of(a)));
  if (box_of(a) == box_of(b)) out.push_back(box_unit(box_of(a)));
  return out;
}

/// The sentence for a naked subset of `size` cells, from its pair form (then triple, quad).
Sentence by_subset_size(Sentence pair, int size) {
  return static_cast<Sentence>(static_cast<int>(pair) + std::clamp(size, 2, 4) - 2);
}

/// "r2c4 {5,7} and r2c6 {5,8}": cells with their candidates.
PhraseArg cells_with_candidates(const Candidates& s, const std::vector<int>& cells) {
  std::vector<Phrase> items;
  for (int c : cells) {
    items.push_back({Sentence::CellCandidates, {arg::cell(c), arg::digit_set(s.mask[c])}});
  }
  return arg::phrases(std::move(items));
}

/// One of the cells `virtual_cells` (all in unit u) surely takes a digit of `virtual_digits`:
/// together they act as one more cell of a naked subset. Finds `others` cells of u (1..3,
/// ascending, none of virtual_cells) whose candidates with virtual_digits make a set of
/// others + 1 digits; then no other cell of u can hold those digits.
struct VirtualSubset {
  std::vector<int> cells;  // the real cells of the subset
  CandidateMask digits = 0;
  std::vector<CellDigit> eliminations;
};
std::optional<VirtualSubset> virtual_naked_subset(const Candidates& s, int u,
                                                  const std::vector<int>& virtual_cells,
                                                  CandidateMask virtual_digits) {
  std::vector<int> others;
  for (int c : unit_cells(u)) {
    if (s.grid[c] != 0) continue;
    if (std::find(virtual_cells.begin(), virtual_cells.end(), c) != virtual_cells.end()) continue;
    others.push_back(c);
  }
  std::optional<VirtualSubset> found;
  for (int k = 1; k <= 3 && !found; ++k) {
    advanced::for_each_combination(
        static_cast<int>(others.size()), k, [&](const std::vector<int>& chosen) {
          CandidateMask digits = virtual_digits;
          for (int i : chosen) digits |= s.mask[others[i]];
          if (count_of(digits) != k + 1) return false;
          VirtualSubset v;
          v.digits = digits;
          for (int i : chosen) v.cells.push_back(others[i]);
          for (int c : others) {
            if (std::find(v.cells.begin(), v.cells.end(), c) != v.cells.end()) continue;
            for (int d = 1; d <= 9; ++d) {
              if ((digits & digit_bit(d)) && s.has(c, d)) v.eliminations.push_back({c, d});
            }
          }
          if (v.eliminations.empty()) return false;
          sort_eliminations(v.eliminations);
          found = std::move(v);
          return true;
        });
  }
  return found;
}

std::vector<int> corner_cells(const Rectangle& r, const std::vector<int>& ks) {
  std::vector<int> out;
  for (int k : ks) out.push_back(r.corners[k]);
  return out;
}

}  // namespace

// Type 2: two floor corners, and two roof corners that hold {a,b} plus the same one digit x.
// If neither roof were x, all four corners would be a or b: a deadly pattern. So one roof is
// x, and a cell seeing both roofs cannot be x.
std::optional<Step> find_unique_rectangle_2(const Candidates& s) {
  return scan_rectangles(s, [&](const Rectangle& r) -> std::optional<Step> {
    if (r.floors.size() != 2) return std::nullopt;
    const int roof_a = r.corners[r.roofs[0]], roof_b = r.corners[r.roofs[1]];
    if (s.mask[roof_a] != s.mask[roof_b] || count_of(s.mask[roof_a]) != 3) return std::nullopt;
    const int x = single_digit(static_cast<CandidateMask>(s.mask[roof_a] & ~r.pair));
    Step step;
    step.eliminations = advanced::eliminations_seeing_all(s, x, {roof_a, roof_b}, {});
    if (step.eliminations.empty()) return std::nullopt;
    sort_eliminations(step.eliminations);
    step.technique = Technique::UniqueRectangle2;
    add_rectangle_pattern(step, s, r, digit_bit(x));
    const auto floors = corner_cells(r, r.floors);
    step.phrase = {Sentence::UniqueRectangle2,
                   {arg::digit_set(r.pair), arg::cells(floors), arg::cells({roof_a, roof_b}),
                    arg::digit(x), removal_arg(step.eliminations)}};
    return step;
  });
}

// Type 4: two floor corners; the two roof corners share a unit in which one of the pair's
// digits (a) has no other place. So one roof is a, and the other cannot be b (with the
// floors that would be the deadly pattern), nor can the one that is a: both lose b.
std::optional<Step> find_unique_rectangle_4(const Candidates& s) {
  return scan_rectangles(s, [&](const Rectangle& r) -> std::optional<Step> {
    if (r.floors.size() != 2) return std::nullopt;
    const int roof_a = r.corners[r.roofs[0]], roof_b = r.corners[r.roofs[1]];
    for (int u : shared_units(roof_a, roof_b)) {
      for (int a = 1; a <= 9; ++a) {
        if (!(r.pair & digit_bit(a)) || count_of(s.positions(u, a)) != 2) continue;
        const int b = advanced::other_digit(r.pair, a);
        Step step;
        step.eliminations = {{roof_a, b}, {roof_b, b}};
        sort_eliminations(step.eliminations);
        step.technique = Technique::UniqueRectangle4;
        add_rectangle_pattern(step, s, r, 0);
        if (std::find(step.units.begin(), step.units.end(), u) == step.units.end()) {
          step.units.push_back(u);
        }
        step.phrase = {Sentence::UniqueRectangle4,
                       {arg::digit_set(r.pair), arg::cells(corner_cells(r, r.floors)),
                        arg::digit(a), arg::unit(u), arg::cells({roof_a, roof_b}), arg::digit(b),
                        removal_arg(step.eliminations)}};
        return step;
      }
    }
    return std::nullopt;
  });
}

// Type 3: two floor corners; one of the two roofs must take one of its extra digits (else
// the deadly pattern), so the roofs together act as one cell holding their extra digits. In
// a unit they share, that "cell" and k other cells with k + 1 digits between them form a
// naked subset: the other cells of the unit lose those digits.
std::optional<Step> find_unique_rectangle_3(const Candidates& s) {
  return scan_rectangles(s, [&](const Rectangle& r) -> std::optional<Step> {
    if (r.floors.size() != 2) return std::nullopt;
    const int roof_a = r.corners[r.roofs[0]], roof_b = r.corners[r.roofs[1]];
    const auto extra = static_cast<CandidateMask>((s.mask[roof_a] | s.mask[roof_b]) & ~r.pair);
    for (int u : shared_units(roof_a, roof_b)) {
      auto subset = virtual_naked_subset(s, u, {roof_a, roof_b}, extra);
      if (!subset) continue;
      Step step;
      step.eliminations = std::move(subset->eliminations);
      step.technique = Technique::UniqueRectangle3;
      add_rectangle_pattern(step, s, r, extra);
      for (int c : subset->cells) {
        step.pattern_cells.push_back(c);
        for (int d = 1; d <= 9; ++d) {
          if (s.has(c, d)) step.pattern_candidates.push_back({c, d});
        }
      }
      std::sort(step.pattern_cells.begin(), step.pattern_cells.end());
      sort_eliminations(step.pattern_candidates);
      if (std::find(step.units.begin(), step.units.end(), u) == step.units.end()) {
        step.units.push_back(u);
      }
      step.phrase = {by_subset_size(Sentence::UniqueRectangle3Pair,
                                    static_cast<int>(subset->cells.size()) + 1),
                     {arg::digit_set(r.pair), arg::cells(corner_cells(r, r.floors)),
                      arg::cells({roof_a, roof_b}), arg::digits_or(extra),
                      cells_with_candidates(s, subset->cells), arg::digit_set(subset->digits),
                      arg::unit(u), removal_arg(step.eliminations)}};
      return step;
    }
    return std::nullopt;
  });
}

// Hidden rectangle: one corner F holds only {a,b}; in the row and the column of the opposite
// corner C, digit a has no place outside the rectangle. If C were b, its row and column would
// put a in the two other corners, F (seeing both) would be b: the deadly pattern. So C is not b.
std::optional<Step> find_hidden_unique_rectangle(const Candidates& s) {
  return scan_rectangles(s, [&](const Rectangle& r) -> std::optional<Step> {
    for (int f : r.floors) {
      const int c = r.corners[3 - f];
      const int row_mate = r.corners[(3 - f) ^ 1], col_mate = r.corners[(3 - f) ^ 2];
      const int row_u = row_unit(row_of(c)), col_u = col_unit(col_of(c));
      for (int a = 1; a <= 9; ++a) {
        if (!(r.pair & digit_bit(a))) continue;
        const int b = advanced::other_digit(r.pair, a);
        if (!s.has(c, b) || count_of(s.positions(row_u, a)) != 2 ||
            count_of(s.positions(col_u, a)) != 2) {
          continue;
        }
        Step step;
        step.technique = Technique::HiddenUniqueRectangle;
        step.eliminations = {{c, b}};
        add_rectangle_pattern(step, s, r, 0);
        const int floor = r.corners[f];
        step.phrase = {
            Sentence::HiddenUniqueRectangle,
            {arg::digit_set(r.pair), arg::cell(floor), arg::digit(a), arg::unit(row_u),
             arg::cells({std::min(c, row_mate), std::max(c, row_mate)}), arg::unit(col_u),
             arg::cells({std::min(c, col_mate), std::max(c, col_mate)}), arg::cell(c),
             arg::digit(b),
             arg::cells({std::min(row_mate, col_mate), std::max(row_mate, col_mate)}),
             removal_arg(step.eliminations)}};
        return step;
      }
    }
    return std::nullopt;
  });
}

// ---- BUG types 2-4.
//
// A bivalue universal grave (BUG) is a state where every empty cell has two candidates and
// every unit holds each of its candidates exactly twice; it has no solution or several. When
// taking away a few "extra" candidates would leave a BUG, a puzzle with one solution must use
// one of the extras. BUG+1 (above) is the case of a single extra; the types below have more.

namespace {

struct BugExtras {
  std::vector<int> cells;             // cells with more than two candidates, ascending
  std::vector<CandidateMask> extras;  // per cell: the candidates beyond its BUG pair
};

/// The extra candidates whose removal leaves a BUG, trying every choice of two "BUG digits"
/// in each cell of more than two candidates (at most kMaxCells such cells, with at most five
/// candidates each: beyond that no BUG is near). The first choice in scan order is kept.
std::optional<BugExtras> bug_extras(const Candidates& s) {
  constexpr int kMaxCells = 4;
  std::array<std::array<std::uint8_t, 9>, kUnits> count{};
  BugExtras out;
  for (int c = 0; c < kCells; ++c) {
    if (s.grid[c] != 0) continue;
    const int n = count_of(s.mask[c]);
    if (n < 2 || n > 5) return std::nullopt;
    if (n > 2) {
      if (static_cast<int>(out.cells.size()) == kMaxCells) return std::nullopt;
      out.cells.push_back(c);
      continue;
    }
    for (int u : cell_units(c)) {
      for (int d = 1; d <= 9; ++d) count[u][d - 1] += (s.mask[c] >> (d - 1)) & 1;
    }
  }
  if (out.cells.size() < 2) return std::nullopt;  // none, or BUG+1's single cell
  std::vector<CandidateMask> chosen(out.cells.size(), 0);
  auto add = [&](int c, CandidateMask m, int sign) {
    for (int u : cell_units(c)) {
      for (int d = 1; d <= 9; ++d) {
        if (m & digit_bit(d)) count[u][d - 1] = static_cast<std::uint8_t>(count[u][d - 1] + sign);
      }
    }
  };
  auto complete = [&]() {
    for (const auto& unit : count) {
      for (auto n : unit) {
        if (n != 0 && n != 2) return false;
      }
    }
    return true;
  };
  // Depth-first over the cells' pairs.
  std::function<bool(std::size_t)> search = [&](std::size_t i) -> bool {
    if (i == out.cells.size()) return complete();
    const int c = out.cells[i];
    for (int a = 1; a <= 9; ++a) {
      if (!s.has(c, a)) continue;
      for (int b = a + 1; b <= 9; ++b) {
        if (!s.has(c, b)) continue;
        const auto pair = static_cast<CandidateMask>(digit_bit(a) | digit_bit(b));
        add(c, pair, 1);
        chosen[i] = pair;
        const bool ok = search(i + 1);
        add(c, pair, -1);
        if (ok) return true;
      }
    }
    return false;
  };
  if (!search(0)) return std::nullopt;
  for (std::size_t i = 0; i < out.cells.size(); ++i) {
    out.extras.push_back(static_cast<CandidateMask>(s.mask[out.cells[i]] & ~chosen[i]));
  }
  return out;
}

/// "without the extra candidates 3 in r1c4 and 8 in r1c6, every empty cell would ...".
PhraseArg bug_premise(const BugExtras& bug) {
  std::vector<Phrase> extras;
  for (std::size_t i = 0; i < bug.cells.size(); ++i) {
    extras.push_back({Sentence::BugExtra, {arg::digits(bug.extras[i]), arg::cell(bug.cells[i])}});
  }
  // Three or more extras read "a, b, and c": an extra may list digits itself.
  const bool serial = bug.cells.size() > 2;
  return arg::phrase({Sentence::BugPremise, {arg::phrases(std::move(extras), serial)}});
}

void add_bug_pattern(Step& step, const BugExtras& bug) {
  step.pattern_cells = bug.cells;
  for (std::size_t i = 0; i < bug.cells.size(); ++i) {
    for (int d = 1; d <= 9; ++d) {
      if (bug.extras[i] & digit_bit(d)) step.pattern_candidates.push_back({bug.cells[i], d});
    }
  }
}

/// Units every cell of `cells` lies in (row, column, box order).
std::vector<int> units_of_all(const std::vector<int>& cells) {
  std::vector<int> out;
  for (int u : cell_units(cells.front())) {
    const auto& in = unit_cells(u);
    if (std::all_of(cells.begin(), cells.end(),
                    [&](int c) { return std::find(in.begin(), in.end(), c) != in.end(); })) {
      out.push_back(u);
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

// Type 2: every extra is the same digit x, so one of the extra cells is x: a cell seeing all
// of them cannot be.
std::optional<Step> find_bug_2(const Candidates& s) {
  const auto bug = bug_extras(s);
  if (!bug) return std::nullopt;
  const CandidateMask x_mask = bug->extras.front();
  if (count_of(x_mask) != 1) return std::nullopt;
  for (auto e : bug->extras) {
    if (e != x_mask) return std::nullopt;
  }
  const int x = single_digit(x_mask);
  Step step;
  step.eliminations = advanced::eliminations_seeing_all(s, x, bug->cells, {});
  if (step.eliminations.empty()) return std::nullopt;
  sort_eliminations(step.eliminations);
  step.technique = Technique::Bug2;
  add_bug_pattern(step, *bug);
  step.units = units_of_all(bug->cells);
  step.phrase = {
      Sentence::Bug2,
      {bug_premise(*bug), arg::cells(bug->cells), arg::digit(x), removal_arg(step.eliminations)}};
  return step;
}

// Type 4: two extra cells in one unit, and a digit d of both their BUG pairs that the unit
// holds only there. One cell takes its extra, then the other is d: each cell is its extra or
// d, and loses the other digit of its pair.
std::optional<Step> find_bug_4(const Candidates& s) {
  const auto bug = bug_extras(s);
  if (!bug || bug->cells.size() != 2) return std::nullopt;
  const int p = bug->cells[0], q = bug->cells[1];
  const auto pair_p = static_cast<CandidateMask>(s.mask[p] & ~bug->extras[0]);
  const auto pair_q = static_cast<CandidateMask>(s.mask[q] & ~bug->extras[1]);
  for (int u : units_of_all(bug->cells)) {
    for (int d = 1; d <= 9; ++d) {
      if (!(pair_p & pair_q & digit_bit(d)) || count_of(s.positions(u, d)) != 2) continue;
      const int other_p = advanced::other_digit(pair_p, d);
      const int other_q = advanced::other_digit(pair_q, d);
      Step step;
      step.eliminations = {{p, other_p}, {q, other_q}};
      sort_eliminations(step.eliminations);
      step.technique = Technique::Bug4;
      add_bug_pattern(step, *bug);
      step.pattern_candidates.push_back({p, d});
      step.pattern_candidates.push_back({q, d});
      sort_eliminations(step.pattern_candidates);
      step.units = {u};
      step.phrase = {Sentence::Bug4,
                     {bug_premise(*bug), arg::cell(p), arg::digits_or(bug->extras[0]), arg::cell(q),
                      arg::digits_or(bug->extras[1]), arg::digit(d), arg::unit(u),
                      removal_arg(step.eliminations)}};
      return step;
    }
  }
  return std::nullopt;
}

// Type 3: the extra cells share a unit. One of them takes an extra digit, so together they
// act as one cell holding all the extra digits, which forms a naked subset with k other cells
// of the unit (k + 1 digits between them): the rest of the unit loses those digits.
std::optional<Step> find_bug_3(const Candidates& s) {
  const auto bug = bug_extras(s);
  if (!bug) return std::nullopt;
  CandidateMask extra = 0;
  for (auto e : bug->extras) extra |= e;
  for (int u : units_of_all(bug->cells)) {
    auto subset = virtual_naked_subset(s, u, bug->cells, extra);
    if (!subset) continue;
    Step step;
    step.eliminations = std::move(subset->eliminations);
    step.technique = Technique::Bug3;
    add_bug_pattern(step, *bug);
    for (int c : subset->cells) {
      step.pattern_cells.push_back(c);
      for (int d = 1; d <= 9; ++d) {
        if (s.has(c, d)) step.pattern_candidates.push_back({c, d});
      }
    }
    std::sort(step.pattern_cells.begin(), step.pattern_cells.end());
    sort_eliminations(step.pattern_candidates);
    step.units = {u};
    step.phrase = {by_subset_size(Sentence::Bug3Pair, static_cast<int>(subset->cells.size()) + 1),
                   {bug_premise(*bug), arg::cells(bug->cells), arg::digits_or(extra),
                    cells_with_candidates(s, subset->cells), arg::digit_set(subset->digits),
                    arg::unit(u), removal_arg(step.eliminations)}};
    return step;
  }
  return std::nullopt;
}

}  // namespace nonet
