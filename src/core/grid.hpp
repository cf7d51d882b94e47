// SPDX-License-Identifier: MIT
// The Sudoku board model: 81 digits, 9-bit candidate masks, and the unit/peer tables
// every other part of the core is built on (SEEDS A1, A5).
//
// Cells are numbered row-major 0..80: cell = 9 * row + col, rows and columns 0..8.
// Players name them r1c1..r9c9 and boxes b1..b9 (row-major), so every text shown to a
// person goes through cell_name()/unit_name(), which add one.
//
// A candidate mask holds digit d (1..9) in bit d-1:
//
//     bit:    8 7 6 5 4 3 2 1 0
//     digit:  9 8 7 6 5 4 3 2 1        kAllDigits = 0b1'1111'1111 = 511
//
// Candidates are never stored beside the grid: candidates() derives them from the
// digits, so they cannot go stale after an input.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace nonet {

using CandidateMask = std::uint16_t;
inline constexpr CandidateMask kAllDigits = 0x1FF;
inline constexpr int kCells = 81;
inline constexpr int kUnits = 27;

/// Mask with only digit d (1..9) set.
constexpr CandidateMask digit_bit(int d) { return static_cast<CandidateMask>(1u << (d - 1)); }
/// Number of candidates in a mask. Bit arithmetic rather than std::popcount: without a
/// popcount instruction (portable builds) that is a library call, and the engine counts
/// candidates in its innermost loops.
constexpr int count_of(CandidateMask m) {
  unsigned x = m;
  x = x - ((x >> 1) & 0x5555u);
  x = (x & 0x3333u) + ((x >> 2) & 0x3333u);
  x = (x + (x >> 4)) & 0x0F0Fu;
  return static_cast<int>((x + (x >> 8)) & 0x1Fu);
}
/// Smallest digit in a non-empty mask (1..9); 0 for an empty mask.
constexpr int lowest_digit(CandidateMask m) {
  return m == 0 ? 0 : std::countr_zero(static_cast<unsigned>(m)) + 1;
}
/// The digit of a mask that holds exactly one; 0 otherwise.
constexpr int single_digit(CandidateMask m) { return count_of(m) == 1 ? lowest_digit(m) : 0; }

constexpr int row_of(int cell) { return cell / 9; }
constexpr int col_of(int cell) { return cell % 9; }
constexpr int box_of(int cell) { return (cell / 27) * 3 + (cell % 9) / 3; }
constexpr int cell_at(int row, int col) { return row * 9 + col; }

enum class UnitKind : std::uint8_t { Row, Column, Box };

/// Units are numbered 0..8 rows, 9..17 columns, 18..26 boxes.
constexpr UnitKind unit_kind(int unit) {
  return unit < 9 ? UnitKind::Row : unit < 18 ? UnitKind::Column : UnitKind::Box;
}
constexpr int row_unit(int row) { return row; }
constexpr int col_unit(int col) { return 9 + col; }
constexpr int box_unit(int box) { return 18 + box; }

namespace detail {
struct Tables {
  std::array<std::array<std::uint8_t, 9>, kUnits> unit_cells{};  // cells of each unit, in order
  std::array<std::array<std::uint8_t, 20>, kCells> peers{};      // sorted ascending
  std::array<std::array<std::uint8_t, 3>, kCells> cell_units{};  // row, column, box unit
};
constexpr Tables make_tables() {
  Tables t{};
  for (int i = 0; i < 9; ++i) {
    for (int j = 0; j < 9; ++j) {
      t.unit_cells[row_unit(i)][j] = static_cast<std::uint8_t>(cell_at(i, j));
      t.unit_cells[col_unit(i)][j] = static_cast<std::uint8_t>(cell_at(j, i));
      t.unit_cells[box_unit(i)][j] =
          static_cast<std::uint8_t>(cell_at((i / 3) * 3 + j / 3, (i % 3) * 3 + j % 3));
    }
  }
  for (int c = 0; c < kCells; ++c) {
    t.cell_units[c] = {static_cast<std::uint8_t>(row_unit(row_of(c))),
                       static_cast<std::uint8_t>(col_unit(col_of(c))),
                       static_cast<std::uint8_t>(box_unit(box_of(c)))};
    int n = 0;
    for (int o = 0; o < kCells; ++o) {
      if (o != c && (row_of(o) == row_of(c) || col_of(o) == col_of(c) || box_of(o) == box_of(c))) {
        t.peers[c][n++] = static_cast<std::uint8_t>(o);
      }
    }
  }
  return t;
}
}  // namespace detail

inline constexpr detail::Tables kTables = detail::make_tables();

/// The 9 cells of unit u (0..26).
constexpr const std::array<std::uint8_t, 9>& unit_cells(int unit) {
  return kTables.unit_cells[unit];
}
/// The 20 cells sharing a row, column or box with `cell`, ascending.
constexpr const std::array<std::uint8_t, 20>& peers(int cell) { return kTables.peers[cell]; }
/// Row, column and box unit of `cell`.
constexpr const std::array<std::uint8_t, 3>& cell_units(int cell) {
  return kTables.cell_units[cell];
}
/// True when a and b (distinct) share a row, column or box.
constexpr bool sees(int a, int b) {
  return a != b && (row_of(a) == row_of(b) || col_of(a) == col_of(b) || box_of(a) == box_of(b));
}

/// 81 digits, 0 = empty. A plain value type: copy it freely (81 bytes).
struct Grid {
  std::array<std::uint8_t, kCells> cells{};

  constexpr int operator[](int cell) const { return cells[cell]; }
  constexpr void set(int cell, int digit) { cells[cell] = static_cast<std::uint8_t>(digit); }
  int filled_count() const;
  bool full() const { return filled_count() == kCells; }
  friend bool operator==(const Grid&, const Grid&) = default;
};

/// Digits still possible in `cell`: all digits minus those in its row, column and box.
/// A filled cell returns the mask of its own digit.
CandidateMask candidates(const Grid& g, int cell);
/// candidates() for every cell at once (one pass over the units).
std::array<CandidateMask, kCells> candidate_map(const Grid& g);

/// Two cells holding the same digit in a shared unit (SEEDS A5). a < b. A pair of cells that
/// share both a row and a box (or column and box) is reported once per shared unit.
struct Conflict {
  int a = 0;
  int b = 0;
  int digit = 0;
  int unit = 0;
  UnitKind kind = UnitKind::Row;
  friend bool operator==(const Conflict&, const Conflict&) = default;
};
/// All rule violations of the grid, ordered by unit then by cells.
std::vector<Conflict> conflicts(const Grid& g);
/// The conflicts the digit at `cell` takes part in.
std::vector<Conflict> conflicts_at(const Grid& g, int cell);

/// True when the grid is full and breaks no rule.
bool is_solved(const Grid& g);
/// True when every non-zero digit of `sub` equals the digit of `full` at the same cell.
bool agrees_with(const Grid& sub, const Grid& full);

/// "r5c6" for cell 4*9+5: the one printer of cell names (hints, saves, scripts, tools).
std::string cell_name(int cell);
/// The one parser: "r5c6" (or "R5C6") -> 4*9+5; -1 for anything else.
int parse_cell_name(std::string_view name);
/// "row 3", "column 7", "box 5".
std::string unit_name(int unit);
/// "row", "column", "box".
const char* unit_kind_name(UnitKind k);

/// A (cell, digit) pair: a candidate removed by a step, or one that forms its pattern.
struct CellDigit {
  int cell = 0;
  int digit = 0;
  friend bool operator==(const CellDigit&, const CellDigit&) = default;
};

}  // namespace nonet
