// SPDX-License-Identifier: MIT
// Single-digit patterns over rows and columns: basic fish (X-Wing, Swordfish, Jellyfish),
// Skyscraper, 2-String Kite, Empty Rectangle and finned (and sashimi) fish.
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
using advanced::removal_arg;

enum class Lines : std::uint8_t { Rows, Columns };

int line_unit(Lines lines, int i) { return lines == Lines::Rows ? row_unit(i) : col_unit(i); }
int cross_unit(Lines lines, int j) { return lines == Lines::Rows ? col_unit(j) : row_unit(j); }
int line_cell(Lines lines, int i, int j) {
  return lines == Lines::Rows ? cell_at(i, j) : cell_at(j, i);
}
// The sentences come in pairs, rows then columns (phrase.hpp).
Sentence by_lines(Sentence rows, Lines lines) {
  return static_cast<Sentence>(static_cast<int>(rows) + (lines == Lines::Rows ? 0 : 1));
}

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
        std::vector<int> base_numbers;
        for (int k : chosen) {
          const int i = bases[k];
          base_numbers.push_back(i + 1);
          step.units.push_back(line_unit(lines, i));
          for (int j : bits_of(pos[i])) step.pattern_cells.push_back(line_cell(lines, i, j));
        }
        for (int j : bits_of(cover)) step.units.push_back(cross_unit(lines, j));
        std::sort(step.pattern_cells.begin(), step.pattern_cells.end());
        for (int c : step.pattern_cells) step.pattern_candidates.push_back({c, digit});
        // X-Wing, Swordfish and Jellyfish, each in rows and in columns.
        const auto first =
            static_cast<Sentence>(static_cast<int>(Sentence::XWingRows) + 2 * (size - 2));
        step.phrase = {by_lines(first, lines),
                       {arg::digit(digit), arg::numbers(std::move(base_numbers)),
                        removal_arg(step.eliminations)}};
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
      step.phrase = {by_lines(Sentence::SkyscraperRows, lines),
                     {arg::digit(digit), arg::numbers({a + 1, b + 1}), arg::number(j + 1),
                      arg::cells({end_a, end_b}), removal_arg(step.eliminations)}};
      return step;
    }
  }
  return std::nullopt;
}

Technique finned_fish_technique(int size) {
  return size == 2   ? Technique::FinnedXWing
         : size == 3 ? Technique::FinnedSwordfish
                     : Technique::FinnedJellyfish;
}

// A finned fish: `size` base lines whose positions of the digit fall in `size` cover lines
// except for a few "fins", all in one box. If no fin holds the digit, the basic fish holds
// and clears the cover lines; if a fin does, it clears its box. Either way the cells of the
// cover lines inside the fin box (outside the base lines) lose the digit. Sashimi: some base
// line has only one position in the cover lines besides its fins.
std::optional<Step> finned_fish_in(const Candidates& s, Lines lines, int digit, int size) {
  const auto pos = line_positions(s, lines, digit);
  // The search reads the digit's positions alone. The solve path asks again after every step,
  // and most steps leave a given digit's positions as they were: remember, per thread, the
  // last positions that gave nothing for each size, digit and direction, and skip those.
  struct Nothing {
    bool valid = false;
    std::array<std::uint16_t, 9> pos{};
  };
  thread_local std::array<Nothing, 3 * 9 * 2> nothing;
  Nothing& memo = nothing[static_cast<std::size_t>(((size - 2) * 9 + digit - 1) * 2 +
                                                   (lines == Lines::Rows ? 0 : 1))];
  if (memo.valid && memo.pos == pos) return std::nullopt;
  std::vector<int> bases;
  for (int i = 0; i < 9; ++i) {
    const int n = count_of(pos[i]);
    if (n >= 2 && n <= size + 3) bases.push_back(i);
  }
  std::optional<Step> found;
  advanced::for_each_combination(
      static_cast<int>(bases.size()), size, [&](const std::vector<int>& chosen) {
        std::uint16_t all = 0, base_set = 0;
        for (int k : chosen) {
          all = static_cast<std::uint16_t>(all | pos[bases[k]]);
          base_set = static_cast<std::uint16_t>(base_set | (1u << bases[k]));
        }
        if (count_of(all) <= size) return false;  // a basic fish, or no fish
        for (int stack = 0; stack < 3; ++stack) {
          const auto stack_mask = static_cast<std::uint16_t>(7u << (3 * stack));
          const auto outside = static_cast<std::uint16_t>(all & ~stack_mask);
          const auto inside = static_cast<std::uint16_t>(all & stack_mask);
          const int need = size - count_of(outside);
          if (need < 0 || need > count_of(inside)) continue;
          // Every choice of `need` cover lines among the positions inside the stack.
          for (unsigned pick = 0; pick < 8; ++pick) {
            const auto picked = static_cast<std::uint16_t>(pick << (3 * stack));
            if ((picked & inside) != picked || count_of(picked) != need) continue;
            const auto cover = static_cast<std::uint16_t>(outside | picked);
            int fin_band = -1;
            bool ok = true, sashimi = false;
            for (int k : chosen) {
              const int i = bases[k];
              const auto in_cover = static_cast<std::uint16_t>(pos[i] & cover);
              if (in_cover == 0) ok = false;
              if (count_of(in_cover) == 1) sashimi = true;
              if ((pos[i] & ~cover) == 0) continue;
              if (fin_band != -1 && fin_band != i / 3) ok = false;
              fin_band = i / 3;
            }
            // Only the cover lines inside the stack cross the fin box.
            const auto cleared_lines = static_cast<std::uint16_t>(cover & stack_mask);
            if (!ok || fin_band == -1 || cleared_lines == 0) continue;
            Step step;
            for (int j = 3 * stack; j < 3 * stack + 3; ++j) {
              if (!(cleared_lines & (1u << j))) continue;
              for (int i = 3 * fin_band; i < 3 * fin_band + 3; ++i) {
                if (base_set & (1u << i)) continue;
                const int c = line_cell(lines, i, j);
                if (s.has(c, digit)) step.eliminations.push_back({c, digit});
              }
            }
            if (step.eliminations.empty()) continue;
            sort_eliminations(step.eliminations);
            step.technique = finned_fish_technique(size);
            const int fin_box = box_of(line_cell(lines, 3 * fin_band, 3 * stack));
            std::vector<int> fins;
            std::vector<int> base_numbers, cover_numbers;
            for (int k : chosen) {
              const int i = bases[k];
              base_numbers.push_back(i + 1);
              step.units.push_back(line_unit(lines, i));
              for (int j : bits_of(pos[i])) {
                step.pattern_cells.push_back(line_cell(lines, i, j));
                if (!(cover & (1u << j))) fins.push_back(line_cell(lines, i, j));
              }
            }
            for (int j : bits_of(cover)) {
              cover_numbers.push_back(j + 1);
              step.units.push_back(cross_unit(lines, j));
            }
            step.units.push_back(box_unit(fin_box));
            std::sort(step.pattern_cells.begin(), step.pattern_cells.end());
            for (int c : step.pattern_cells) step.pattern_candidates.push_back({c, digit});
            std::sort(fins.begin(), fins.end());
            // Per size: finned rows, finned columns, sashimi rows, sashimi columns.
            const auto first = static_cast<Sentence>(static_cast<int>(Sentence::FinnedXWingRows) +
                                                     4 * (size - 2) + (sashimi ? 2 : 0));
            step.phrase = {by_lines(first, lines),
                           {arg::digit(digit), arg::numbers(std::move(base_numbers)),
                            arg::cells(std::move(fins)), arg::numbers(std::move(cover_numbers)),
                            arg::unit(box_unit(fin_box)), removal_arg(step.eliminations)}};
            found = std::move(step);
            return true;
          }
        }
        return false;
      });
  if (!found) memo = {true, pos};
  return found;
}

}  // namespace

std::optional<Step> find_finned_fish(const Candidates& s, int size) {
  if (size < 2 || size > 4) return std::nullopt;
  for (int digit = 1; digit <= 9; ++digit) {
    for (Lines lines : {Lines::Rows, Lines::Columns}) {
      if (auto step = finned_fish_in(s, lines, digit, size)) return step;
    }
  }
  return std::nullopt;
}

// Empty rectangle: in a box, the digit lies only in one row r and one column c of it (at
// least one cell of each outside their crossing). A line outside the box's band (stack) holds
// the digit only twice, once in column c (row r). If its other cell is not the digit, the
// one in column c (row r) is, the box's digit is then in row r (column c): so the cell where
// row r (column c) meets the other cell's column (row) cannot hold the digit either way.
std::optional<Step> find_empty_rectangle(const Candidates& s) {
  for (int digit = 1; digit <= 9; ++digit) {
    for (int box = 0; box < 9; ++box) {
      const int box_u = box_unit(box);
      // Position i of the box is row i / 3 and column i % 3 within it.
      const std::uint16_t in_box = s.positions(box_u, digit);
      if (count_of(in_box) < 2) continue;
      const int band = box / 3, stack = box % 3;
      for (int br = 0; br < 3; ++br) {
        for (int bc = 0; bc < 3; ++bc) {
          const auto row_bits = static_cast<std::uint16_t>(7u << (3 * br));
          const auto col_bits = static_cast<std::uint16_t>(0x49u << bc);  // bits bc, bc+3, bc+6
          const auto crossing = static_cast<std::uint16_t>(1u << (3 * br + bc));
          if ((in_box & ~(row_bits | col_bits)) != 0) continue;  // a cell off the cross
          if ((in_box & row_bits & ~crossing) == 0) continue;    // no cell in the row arm
          if ((in_box & col_bits & ~crossing) == 0) continue;    // no cell in the column arm
          const int r = band * 3 + br, c = stack * 3 + bc;
          std::vector<int> box_cells;
          for (int cell : unit_cells(box_u)) {
            if (s.has(cell, digit)) box_cells.push_back(cell);
          }
          // The strong link: a row outside the band through column c, or a column outside
          // the stack through row r.
          for (int lines = 0; lines < 2; ++lines) {
            for (int k = 0; k < 9; ++k) {
              const bool by_row = lines == 0;
              if (by_row ? k / 3 == band : k / 3 == stack) continue;
              const int u = by_row ? row_unit(k) : col_unit(k);
              const auto pos = s.positions(u, digit);
              if (count_of(pos) != 2) continue;
              const auto [p, q] = advanced::first_two_cells(u, pos);
              const int near = by_row ? cell_at(k, c) : cell_at(r, k);
              if (p != near && q != near) continue;
              const int far = p == near ? q : p;
              // The far end must lie outside the box's stack (band), else no cell is cleared.
              if (by_row ? col_of(far) / 3 == stack : row_of(far) / 3 == band) continue;
              const int target = by_row ? cell_at(r, col_of(far)) : cell_at(row_of(far), c);
              if (!s.has(target, digit)) continue;
              Step step;
              step.technique = Technique::EmptyRectangle;
              step.eliminations = {{target, digit}};
              step.pattern_cells = box_cells;
              step.pattern_cells.push_back(near);
              step.pattern_cells.push_back(far);
              std::sort(step.pattern_cells.begin(), step.pattern_cells.end());
              for (int cell : step.pattern_cells) step.pattern_candidates.push_back({cell, digit});
              step.units = {box_u, u};
              const int line = by_row ? row_unit(r) : col_unit(c);
              step.phrase = {Sentence::EmptyRectangle,
                             {arg::digit(digit), arg::unit(box_u), arg::unit(row_unit(r)),
                              arg::unit(col_unit(c)), arg::unit(u),
                              arg::cells({std::min(near, far), std::max(near, far)}),
                              arg::cell(far), arg::cell(near), arg::unit(line), arg::cell(target),
                              removal_arg(step.eliminations)}};
              return step;
            }
          }
        }
      }
    }
  }
  return std::nullopt;
}

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
            step.phrase = {Sentence::TwoStringKite,
                           {arg::digit(digit), arg::unit(row_unit(r)), arg::cells(row_cells),
                            arg::unit(col_unit(c)), arg::cells(col_cells),
                            arg::unit(box_unit(box_of(row_link))), arg::cells({row_end, col_end}),
                            removal_arg(step.eliminations)}};
            return step;
          }
        }
      }
    }
  }
  return std::nullopt;
}

}  // namespace nonet
