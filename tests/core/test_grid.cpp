// SPDX-License-Identifier: MIT
// Grid model: unit and peer tables, derived candidates, conflicts, names.
#include <doctest/doctest.h>

#include <set>

#include "core/grid.hpp"

using namespace nonet;

TEST_CASE("every unit has 9 distinct cells and every cell is in 3 units") {
  std::array<int, kCells> membership{};
  for (int u = 0; u < kUnits; ++u) {
    std::set<int> cells(unit_cells(u).begin(), unit_cells(u).end());
    CHECK(cells.size() == 9);
    for (int c : cells) ++membership[c];
  }
  for (int c = 0; c < kCells; ++c) CHECK(membership[c] == 3);
  CHECK(unit_cells(box_unit(4))[0] == cell_at(3, 3));
  CHECK(unit_cells(box_unit(8))[8] == 80);
  CHECK(unit_cells(col_unit(2))[8] == cell_at(8, 2));
}

TEST_CASE("every cell has 20 peers, symmetric, matching sees()") {
  for (int c = 0; c < kCells; ++c) {
    std::set<int> ps(peers(c).begin(), peers(c).end());
    CHECK(ps.size() == 20);
    CHECK(ps.count(c) == 0);
    for (int o = 0; o < kCells; ++o) {
      CHECK(sees(c, o) == (ps.count(o) == 1));
    }
  }
  CHECK(sees(cell_at(0, 0), cell_at(2, 2)));  // same box
  CHECK_FALSE(sees(cell_at(0, 0), cell_at(3, 3)));
}

TEST_CASE("box, row and column arithmetic") {
  CHECK(box_of(cell_at(4, 5)) == 4);
  CHECK(box_of(cell_at(8, 0)) == 6);
  CHECK(box_of(cell_at(0, 8)) == 2);
  CHECK(unit_kind(5) == UnitKind::Row);
  CHECK(unit_kind(9) == UnitKind::Column);
  CHECK(unit_kind(26) == UnitKind::Box);
}

TEST_CASE("mask helpers") {
  CHECK(digit_bit(1) == 1);
  CHECK(digit_bit(9) == 256);
  CHECK(count_of(kAllDigits) == 9);
  CHECK(lowest_digit(digit_bit(7) | digit_bit(9)) == 7);
  CHECK(lowest_digit(0) == 0);
  CHECK(single_digit(digit_bit(4)) == 4);
  CHECK(single_digit(digit_bit(4) | digit_bit(5)) == 0);
}

TEST_CASE("candidates are all digits minus those of the peers") {
  Grid g;
  g.set(cell_at(0, 1), 3);  // same row as r1c1
  g.set(cell_at(5, 0), 7);  // same column
  g.set(cell_at(2, 2), 9);  // same box
  g.set(cell_at(8, 8), 1);  // unrelated
  const CandidateMask expected = kAllDigits & ~(digit_bit(3) | digit_bit(7) | digit_bit(9));
  CHECK(candidates(g, 0) == expected);
  const auto map = candidate_map(g);
  for (int c = 0; c < kCells; ++c) CHECK(map[c] == candidates(g, c));
  CHECK(map[cell_at(8, 8)] == digit_bit(1));
}

TEST_CASE("conflicts name both cells, the digit and the shared unit") {
  Grid g;
  g.set(cell_at(2, 0), 4);
  g.set(cell_at(2, 6), 4);  // row 3
  auto list = conflicts(g);
  REQUIRE(list.size() == 1);
  CHECK(list[0].a == cell_at(2, 0));
  CHECK(list[0].b == cell_at(2, 6));
  CHECK(list[0].digit == 4);
  CHECK(list[0].kind == UnitKind::Row);
  CHECK(unit_name(list[0].unit) == "row 3");

  // Same row AND same box: reported once for each shared unit.
  Grid h;
  h.set(cell_at(0, 0), 5);
  h.set(cell_at(0, 1), 5);
  list = conflicts(h);
  REQUIRE(list.size() == 2);
  CHECK(list[0].kind == UnitKind::Row);
  CHECK(list[1].kind == UnitKind::Box);
  CHECK(conflicts_at(h, 0).size() == 2);
  CHECK(conflicts_at(h, 5).empty());
  CHECK(conflicts(Grid{}).empty());
}

TEST_CASE("names use players' 1-based notation") {
  CHECK(cell_name(0) == "r1c1");
  CHECK(cell_name(cell_at(4, 5)) == "r5c6");
  CHECK(unit_name(box_unit(4)) == "box 5");
  CHECK(unit_name(col_unit(6)) == "column 7");
}

TEST_CASE("cell names parse back to their cells, and nothing else parses") {
  for (int c = 0; c < kCells; ++c) CHECK(parse_cell_name(cell_name(c)) == c);
  CHECK(parse_cell_name("R5C6") == cell_at(4, 5));
  for (const char* bad : {"", "r0c1", "r1c0", "r10c1", "r1c", "x1c1", "r1x1", "r1c1 ", "rac1"}) {
    CAPTURE(bad);
    CHECK(parse_cell_name(bad) == -1);
  }
}
