// SPDX-License-Identifier: MIT
// Single-digit patterns over rows and columns: basic fish (X-Wing, Swordfish, Jellyfish),
// Skyscraper and 2-String Kite.
//
// All three work on one digit at a time and on "lines": a row-based scan treats rows as
// base lines and positions as columns, a column-based scan the reverse. For a line index
// i and a position j, line_cell() names the cell:
//
//     rows:    line i = row i,    position j = column j  ->  r(i+1)c(j+1)
//     columns: line i = column i, position j = row j     ->  r(j+1)c(i+1)
#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "core/step_text.hpp"
#include "core/technique.hpp"
#include "core/techniques_advanced_shared.hpp"

namespace nonet {
namespace {

using advanced::eliminations_seeing_all;
using advanced::removal_text;

enum class Lines : std::uint8_t { Rows, Columns };

int line_unit(Lines lines, int i) { return lines == Lines::Rows ? row_unit(i) : col_unit(i); }
int cross_unit(Lines lines, int j) { return lines == Lines::Rows ? col_unit(j) : row_unit(j); }
int line_cell(Lines lines, int i, int j) {
  return lines == Lines::Rows ? cell_at(i, j) : cell_at(j, i);
}
const char* lines_word(Lines lines) { return lines == Lines::Rows ? "rows" : "columns"; }
const char* cross_word(Lines lines) { return lines == Lines::Rows ? "column" : "row"; }

/// Positions of `digit` in each line: bit j set when line_cell(lines, i, j) holds it.
std::array<std::uint16_t, 9> line_positions(const Candidates& s, Lines lines, int digit) {
  std::array<std::uint16_t, 9> out{};
  for (int i = 0; i < 9; ++i) out[i] = s.positions(line_unit(lines, i), digit);
  return out;
}

/// The positions (0..8) set in a 9-bit mask, ascending.
std::vector<int> bits_of(std::uint16_t m) {
  std::vector<int> out;
  for (int j = 0; j < 9; ++j) {
    if (m & (1u << j)) out.push_back(j);
  }
  return out;
}

Technique fish_technique(int size) {
  return size == 2 ? Technique::XWing : size == 3 ? Technique::Swordfish : Technique::Jellyfish;
}

// One orientation of a fish: `size` base lines whose positions of the digit together fall in
// exactly `size` cover lines. Each base line holds the digit once, in one of the cover lines,
// and each cover line can take it only once, so the base lines fill every cover line: no
// other cell of a cover line can hold the digit.
std::optional<Step> fish_in(const Candidates& s, Lines lines, int digit, int size) {
  const auto pos = line_positions(s, lines, digit);
  std::vector<int> bases;  // lines with 2..size positions (one position is a hidden single)
  for (int i = 0; i < 9; ++i) {
    const int n = count_of(pos[i]);
    if (n >= 2 && n <= size) bases.push_back(i);
  }
  std::optional<Step> found;
  advanced::for_each_combination(
      static_cast<int>(bases.size()), size, [&](const std::vector<int>& chosen) {
        std::uint16_t cover = 0, base_set = 0;
        for (int k : chosen) {
          cover = static_cast<std::uint16_t>(cover | pos[bases[k]]);
          base_set = static_cast<std::uint16_t>(base_set | (1u << bases[k]));
        }
        if (count_of(cover) != size) return false;
        Step step;
        for (int j : bits_of(cover)) {
          for (int i = 0; i < 9; ++i) {
            if (base_set & (1u << i)) continue;
            if (s.has(line_cell(lines, i, j), digit)) {
              step.eliminations.push_back({line_cell(lines, i, j), digit});
            }
          }
        }
        if (step.eliminations.empty()) return false;
        sort_eliminations(step.eliminations);
        step.technique = fish_technique(size);
        std::vector<std::string> base_names;
        for (int k : chosen) {
          const int i = bases[k];
          base_names.push_back(std::to_string(i + 1));
          step.units.push_back(line_unit(lines, i));
          for (int j : bits_of(pos[i])) step.pattern_cells.push_back(line_cell(lines, i, j));
        }
        for (int j : bits_of(cover)) step.units.push_back(cross_unit(lines, j));
        std::sort(step.pattern_cells.begin(), step.pattern_cells.end());
        for (int c : step.pattern_cells) step.pattern_candidates.push_back({c, digit});
        step.text = std::string(technique_name(step.technique)) + " on " + std::to_string(digit) +
                    " in " + lines_word(lines) + " " + join_words(base_names) + " " +
                    removal_text(step.eliminations) + ".";
        found = std::move(step);
        return true;
      });
  return found;
}

// Two lines that each hold the digit exactly twice and share one position (the base): the
// two base cells see each other, so at most one is the digit, and then the other line's far
// end must be. Either way one of the two far ends holds the digit.
std::optional<Step> skyscraper_in(const Candidates& s, Lines lines, int digit) {
  const auto pos = line_positions(s, lines, digit);
  for (int a = 0; a < 9; ++a) {
    if (count_of(pos[a]) != 2) continue;
    for (int b = a + 1; b < 9; ++b) {
      if (count_of(pos[b]) != 2) continue;
      const auto base = static_cast<std::uint16_t>(pos[a] & pos[b]);
      if (count_of(base) != 1) continue;  // none shared: no link; both shared: an X-Wing
      const int j = bits_of(base).front();
      const int end_a = line_cell(lines, a, bits_of(static_cast<std::uint16_t>(pos[a] & ~base))[0]);
      const int end_b = line_cell(lines, b, bits_of(static_cast<std::uint16_t>(pos[b] & ~base))[0]);
      const int base_a = line_cell(lines, a, j);
      const int base_b = line_cell(lines, b, j);
      Step step;
      step.eliminations = eliminations_seeing_all(s, digit, {end_a, end_b}, {base_a, base_b});
      if (step.eliminations.empty()) continue;
      sort_eliminations(step.eliminations);
      step.technique = Technique::Skyscraper;
      step.pattern_cells = {base_a, end_a, base_b, end_b};
      std::sort(step.pattern_cells.begin(), step.pattern_cells.end());
      for (int c : step.pattern_cells) step.pattern_candidates.push_back({c, digit});
      step.units = {line_unit(lines, a), line_unit(lines, b), cross_unit(lines, j)};
      step.text = "Skyscraper on " + std::to_string(digit) + " in " + lines_word(lines) + " " +
                  std::to_string(a + 1) + " and " + std::to_string(b + 1) + " (base in " +
                  cross_word(lines) + " " + std::to_string(j + 1) + "): one of " +
                  cell_list_text({end_a, end_b}) + " is " + std::to_string(digit) + ", which " +
                  removal_text(step.eliminations) + ".";
      return step;
    }
  }
  return std::nullopt;
}

}  // namespace

std::optional<Step> find_fish(const Candidates& s, int size) {
  if (size < 2 || size > 4) return std::nullopt;
  for (int digit = 1; digit <= 9; ++digit) {
    for (Lines lines : {Lines::Rows, Lines::Columns}) {
      if (auto step = fish_in(s, lines, digit, size)) return step;
    }
  }
  return std::nullopt;
}

std::optional<Step> find_skyscraper(const Candidates& s) {
  for (int digit = 1; digit <= 9; ++digit) {
    for (Lines lines : {Lines::Rows, Lines::Columns}) {
      if (auto step = skyscraper_in(s, lines, digit)) return step;
    }
  }
  return std::nullopt;
}

// A row and a column that each hold the digit exactly twice, with one cell of each in the
// same box (the two box cells see each other, so at most one is the digit). Then the row's
// other cell or the column's other cell holds the digit, and any cell seeing both loses it.
std::optional<Step> find_two_string_kite(const Candidates& s) {
  for (int digit = 1; digit <= 9; ++digit) {
    for (int r = 0; r < 9; ++r) {
      const auto row_pos = s.positions(row_unit(r), digit);
      if (count_of(row_pos) != 2) continue;
      const std::vector<int> row_cells = {cell_at(r, bits_of(row_pos)[0]),
                                          cell_at(r, bits_of(row_pos)[1])};
      for (int c = 0; c < 9; ++c) {
        const auto col_pos = s.positions(col_unit(c), digit);
        if (count_of(col_pos) != 2) continue;
        const std::vector<int> col_cells = {cell_at(bits_of(col_pos)[0], c),
                                            cell_at(bits_of(col_pos)[1], c)};
        // Four distinct cells: a shared cell would be the crossing of the row and column.
        if (std::find_first_of(row_cells.begin(), row_cells.end(), col_cells.begin(),
                               col_cells.end()) != row_cells.end()) {
          continue;
        }
        for (int ri = 0; ri < 2; ++ri) {
          for (int ci = 0; ci < 2; ++ci) {
            const int row_link = row_cells[ri], col_link = col_cells[ci];
            if (box_of(row_link) != box_of(col_link)) continue;
            const int row_end = row_cells[1 - ri], col_end = col_cells[1 - ci];
            Step step;
            step.eliminations =
                eliminations_seeing_all(s, digit, {row_end, col_end}, {row_link, col_link});
            if (step.eliminations.empty()) continue;
            sort_eliminations(step.eliminations);
            step.technique = Technique::TwoStringKite;
            step.pattern_cells = {row_link, row_end, col_link, col_end};
            std::sort(step.pattern_cells.begin(), step.pattern_cells.end());
            for (int cell : step.pattern_cells) step.pattern_candidates.push_back({cell, digit});
            step.units = {row_unit(r), col_unit(c), box_unit(box_of(row_link))};
            step.text = "2-String Kite on " + std::to_string(digit) + ": row " +
                        std::to_string(r + 1) + " (" + cell_list_text(row_cells) + ") and column " +
                        std::to_string(c + 1) + " (" + cell_list_text(col_cells) + ") meet in " +
                        unit_name(box_unit(box_of(row_link))) + ", so one of " +
                        cell_list_text({row_end, col_end}) + " is " + std::to_string(digit) +
                        ", which " + removal_text(step.eliminations) + ".";
            return step;
          }
        }
      }
    }
  }
  return std::nullopt;
}

}  // namespace nonet
