// SPDX-License-Identifier: MIT
// The basic human techniques: full house, hidden and naked singles, locked candidates
// (pointing, claiming), naked and hidden subsets of 2..4. Each finder returns the first
// instance in a stable scan order and never modifies the state (technique.hpp).
//
// Subsets and locked candidates only count when they eliminate something: a pattern
// that removes nothing teaches nothing and would stall the solve path.
#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "core/phrase.hpp"
#include "core/step_text.hpp"
#include "core/technique.hpp"

namespace nonet {

namespace {

// Units in the order the singles scan them: boxes first (the easiest place for a person
// to spot a single), then rows, then columns.
constexpr std::array<int, kUnits> kBoxesFirst = [] {
  std::array<int, kUnits> order{};
  for (int i = 0; i < 9; ++i) {
    order[i] = box_unit(i);
    order[9 + i] = row_unit(i);
    order[18 + i] = col_unit(i);
  }
  return order;
}();

// Digits already placed in a unit.
CandidateMask placed_in(const Candidates& s, int unit) {
  CandidateMask m = 0;
  for (int c : unit_cells(unit)) {
    if (s.grid[c] != 0) m |= digit_bit(s.grid[c]);
  }
  return m;
}

// The cells of `unit` selected by a 9-bit position mask (bit i = unit_cells(unit)[i]).
std::vector<int> cells_at(int unit, unsigned positions) {
  std::vector<int> out;
  const auto& cells = unit_cells(unit);
  for (int i = 0; i < 9; ++i) {
    if (positions & (1u << i)) out.push_back(cells[i]);
  }
  return out;
}

// The row unit (rows) or column unit (!rows) holding every one of `cells`, or -1.
int common_line(const std::vector<int>& cells, bool rows) {
  const int first = rows ? row_of(cells.front()) : col_of(cells.front());
  for (int c : cells) {
    if ((rows ? row_of(c) : col_of(c)) != first) return -1;
  }
  return rows ? row_unit(first) : col_unit(first);
}

// The sentence of a subset of `size` 2..4: `pair`, then the triple and quad ids that follow it
// in Sentence (one template per shape, so a translation may agree the words).
Sentence subset_sentence(int size, Sentence pair) {
  return static_cast<Sentence>(static_cast<int>(pair) + std::min(std::max(size, 2), 4) - 2);
}

Technique naked_technique(int size) {
  return size == 2   ? Technique::NakedPair
         : size == 3 ? Technique::NakedTriple
                     : Technique::NakedQuad;
}

Technique hidden_technique(int size) {
  return size == 2   ? Technique::HiddenPair
         : size == 3 ? Technique::HiddenTriple
                     : Technique::HiddenQuad;
}

}  // namespace

std::optional<Step> find_full_house(const Candidates& s) {
  for (int unit : kBoxesFirst) {
    int empty = -1, empties = 0;
    for (int c : unit_cells(unit)) {
      if (s.grid[c] == 0) {
        empty = c;
        ++empties;
      }
    }
    if (empties != 1) continue;
    const CandidateMask missing = static_cast<CandidateMask>(kAllDigits & ~placed_in(s, unit));
    const int digit = single_digit(missing);
    // A broken state (the missing digit already ruled out) proves nothing.
    if (digit == 0 || !s.has(empty, digit)) continue;
    Step step;
    step.technique = Technique::FullHouse;
    step.placements.push_back({empty, digit});
    step.pattern_cells.push_back(empty);
    step.pattern_candidates.push_back({empty, digit});
    step.units.push_back(unit);
    step.phrase = {Sentence::FullHouse, {arg::cell(empty), arg::unit(unit), arg::digit(digit)}};
    return step;
  }
  return std::nullopt;
}

std::optional<Step> find_hidden_single(const Candidates& s) {
  for (int unit : kBoxesFirst) {
    const CandidateMask placed = placed_in(s, unit);
    for (int d = 1; d <= 9; ++d) {
      if (placed & digit_bit(d)) continue;
      const std::uint16_t pos = s.positions(unit, d);
      if (count_of(pos) != 1) continue;
      const int cell = unit_cells(unit)[lowest_digit(pos) - 1];
      Step step;
      step.technique = unit_kind(unit) == UnitKind::Box ? Technique::HiddenSingleBox
                                                        : Technique::HiddenSingleLine;
      step.placements.push_back({cell, d});
      step.pattern_cells.push_back(cell);
      step.pattern_candidates.push_back({cell, d});
      step.units.push_back(unit);
      step.phrase = {Sentence::HiddenSingle, {arg::unit(unit), arg::digit(d), arg::cell(cell)}};
      return step;
    }
  }
  return std::nullopt;
}

std::optional<Step> find_naked_single(const Candidates& s) {
  for (int c = 0; c < kCells; ++c) {
    if (s.grid[c] != 0) continue;
    const int d = single_digit(s.mask[c]);
    if (d == 0) continue;
    Step step;
    step.technique = Technique::NakedSingle;
    step.placements.push_back({c, d});
    step.pattern_cells.push_back(c);
    step.pattern_candidates.push_back({c, d});
    for (int u : cell_units(c)) step.units.push_back(u);
    step.phrase = {Sentence::NakedSingle, {arg::cell(c), arg::digit(d)}};
    return step;
  }
  return std::nullopt;
}

std::optional<Step> find_locked_candidates(const Candidates& s) {
  // Pointing: a box whose digit lies on one line removes it from the rest of that line.
  for (int b = 0; b < 9; ++b) {
    const int box = box_unit(b);
    for (int d = 1; d <= 9; ++d) {
      const std::uint16_t pos = s.positions(box, d);
      if (count_of(pos) < 2) continue;  // one place is a hidden single, not a pattern
      const std::vector<int> cells = cells_at(box, pos);
      for (bool rows : {true, false}) {
        const int line = common_line(cells, rows);
        if (line < 0) continue;
        Step step;
        for (int c : unit_cells(line)) {
          if (box_of(c) != b && s.has(c, d)) step.eliminations.push_back({c, d});
        }
        if (step.eliminations.empty()) continue;
        step.technique = Technique::Pointing;
        step.pattern_cells = cells;
        for (int c : cells) step.pattern_candidates.push_back({c, d});
        step.units = {box, line};
        std::vector<int> targets;
        for (const auto& e : step.eliminations) targets.push_back(e.cell);
        step.phrase = {Sentence::Pointing,
                       {arg::unit(box), arg::digit(d), arg::unit(line), arg::cells(targets)}};
        return step;
      }
    }
  }
  // Claiming: a line whose digit lies in one box removes it from the rest of that box.
  for (int line = 0; line < 18; ++line) {
    for (int d = 1; d <= 9; ++d) {
      const std::uint16_t pos = s.positions(line, d);
      if (count_of(pos) < 2) continue;
      const std::vector<int> cells = cells_at(line, pos);
      const int b = box_of(cells.front());
      bool one_box = true;
      for (int c : cells) one_box = one_box && box_of(c) == b;
      if (!one_box) continue;
      Step step;
      for (int c : unit_cells(box_unit(b))) {
        const bool on_line = line < 9 ? row_of(c) == line : col_of(c) == line - 9;
        if (!on_line && s.has(c, d)) step.eliminations.push_back({c, d});
      }
      if (step.eliminations.empty()) continue;
      step.technique = Technique::Claiming;
      step.pattern_cells = cells;
      for (int c : cells) step.pattern_candidates.push_back({c, d});
      step.units = {line, box_unit(b)};
      std::vector<int> targets;
      for (const auto& e : step.eliminations) targets.push_back(e.cell);
      step.phrase = {Sentence::Claiming,
                     {arg::unit(line), arg::digit(d), arg::unit(box_unit(b)), arg::cells(targets)}};
      return step;
    }
  }
  return std::nullopt;
}

std::optional<Step> find_naked_subset(const Candidates& s, int size) {
  if (size < 2 || size > 4) return std::nullopt;
  for (int unit = 0; unit < kUnits; ++unit) {  // rows, columns, boxes
    const auto& cells = unit_cells(unit);
    // Cells that can take part: empty, with 2..size candidates.
    unsigned eligible = 0;
    for (int i = 0; i < 9; ++i) {
      const int n = count_of(s.mask[cells[i]]);
      if (s.grid[cells[i]] == 0 && n >= 2 && n <= size) eligible |= 1u << i;
    }
    if (count_of(static_cast<CandidateMask>(eligible)) < size) continue;
    // Every subset of `size` eligible positions, in ascending order of its bit pattern
    // (pick = (pick - eligible) & eligible steps through the subsets of `eligible` upwards).
    for (unsigned pick = 0; (pick = (pick - eligible) & eligible) != 0;) {
      if (count_of(static_cast<CandidateMask>(pick)) != size) continue;
      CandidateMask digits = 0;
      for (int i = 0; i < 9; ++i) {
        if (pick & (1u << i)) digits |= s.mask[cells[i]];
      }
      if (count_of(digits) != size) continue;
      Step step;
      for (int i = 0; i < 9; ++i) {
        if ((pick & (1u << i)) || s.grid[cells[i]] != 0) continue;
        for (int d = 1; d <= 9; ++d) {
          if ((digits & digit_bit(d)) && s.has(cells[i], d))
            step.eliminations.push_back({cells[i], d});
        }
      }
      if (step.eliminations.empty()) continue;
      step.technique = naked_technique(size);
      step.pattern_cells = cells_at(unit, pick);
      for (int c : step.pattern_cells) {
        for (int d = 1; d <= 9; ++d) {
          if (s.has(c, d)) step.pattern_candidates.push_back({c, d});
        }
      }
      step.units.push_back(unit);
      step.phrase = {subset_sentence(size, Sentence::NakedPair),
                     {arg::digit_set(digits), arg::unit(unit), arg::cells(step.pattern_cells),
                      arg::eliminations(step.eliminations)}};
      return step;
    }
  }
  return std::nullopt;
}

std::optional<Step> find_hidden_subset(const Candidates& s, int size) {
  if (size < 2 || size > 4) return std::nullopt;
  for (int unit = 0; unit < kUnits; ++unit) {  // rows, columns, boxes
    const CandidateMask placed = placed_in(s, unit);
    std::array<std::uint16_t, 10> pos{};
    unsigned eligible = 0;  // bit d-1: digit d is missing here and has 2..size places
    int missing = 0;
    for (int d = 1; d <= 9; ++d) {
      if (placed & digit_bit(d)) continue;
      ++missing;
      pos[d] = s.positions(unit, d);
      const int n = count_of(pos[d]);
      if (n >= 2 && n <= size) eligible |= 1u << (d - 1);
    }
    // With only `size` digits missing the subset would be the whole unit: nothing to hide.
    if (missing <= size || count_of(static_cast<CandidateMask>(eligible)) < size) continue;
    for (unsigned pick = 0; (pick = (pick - eligible) & eligible) != 0;) {  // as above
      if (count_of(static_cast<CandidateMask>(pick)) != size) continue;
      unsigned where = 0;
      for (int d = 1; d <= 9; ++d) {
        if (pick & (1u << (d - 1))) where |= pos[d];
      }
      if (count_of(static_cast<CandidateMask>(where)) != size) continue;
      const auto digits = static_cast<CandidateMask>(pick);
      Step step;
      const std::vector<int> cells = cells_at(unit, where);
      for (int c : cells) {
        for (int d = 1; d <= 9; ++d) {
          if (!(digits & digit_bit(d)) && s.has(c, d)) step.eliminations.push_back({c, d});
        }
      }
      if (step.eliminations.empty()) continue;
      step.technique = hidden_technique(size);
      step.pattern_cells = cells;
      for (int c : cells) {
        for (int d = 1; d <= 9; ++d) {
          if ((digits & digit_bit(d)) && s.has(c, d)) step.pattern_candidates.push_back({c, d});
        }
      }
      step.units.push_back(unit);
      step.phrase = {subset_sentence(size, Sentence::HiddenPair),
                     {arg::digit_set(digits), arg::unit(unit), arg::cells(cells),
                      arg::eliminations(step.eliminations)}};
      return step;
    }
  }
  return std::nullopt;
}

}  // namespace nonet
