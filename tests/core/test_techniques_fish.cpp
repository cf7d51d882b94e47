// SPDX-License-Identifier: MIT
// Fish (X-Wing, Swordfish, Jellyfish), Skyscraper and 2-String Kite on synthetic states.
// Every expected list below is worked out by hand from the pattern's definition (see the
// comment of each case), not taken from the finder's output. Each case is also the engine's
// first step on its state (check_engine_takes), except the first Jellyfish, which has an
// engine case of its own.
#include <doctest/doctest.h>

#include "advanced_test_positions.hpp"
#include "core/engine.hpp"
#include "core/technique.hpp"

using namespace nonet;
using nonet::test::check_engine_takes;
using nonet::test::digit_in;
using nonet::test::keep_in_unit;
using nonet::test::open_state;
using nonet::test::rc;

TEST_CASE("X-Wing in rows: the two cover columns lose the digit outside the base rows") {
  // 4 in row 2 only at c3/c7 and in row 8 only at c3/c7: columns 3 and 7 take their 4 from
  // rows 2 and 8, so every other cell of those columns (7 rows x 2 columns) loses 4.
  auto s = open_state();
  keep_in_unit(s, row_unit(1), 4, {rc(2, 3), rc(2, 7)});
  keep_in_unit(s, row_unit(7), 4, {rc(8, 3), rc(8, 7)});
  const auto step = find_fish(s, 2);
  REQUIRE(step);
  check_engine_takes(s, *step);
  CHECK(step->technique == Technique::XWing);
  CHECK(step->placements.empty());
  CHECK(step->eliminations ==
        digit_in(4, {rc(1, 3), rc(1, 7), rc(3, 3), rc(3, 7), rc(4, 3), rc(4, 7), rc(5, 3), rc(5, 7),
                     rc(6, 3), rc(6, 7), rc(7, 3), rc(7, 7), rc(9, 3), rc(9, 7)}));
  CHECK(step->pattern_cells == std::vector<int>{rc(2, 3), rc(2, 7), rc(8, 3), rc(8, 7)});
  CHECK(step->pattern_candidates == digit_in(4, {rc(2, 3), rc(2, 7), rc(8, 3), rc(8, 7)}));
  CHECK(step->units == std::vector<int>{row_unit(1), row_unit(7), col_unit(2), col_unit(6)});
  CHECK(step_text(*step) ==
        "X-Wing on 4 in rows 2 and 8 removes 4 from r1c3, r1c7, r3c3, r3c7, r4c3, r4c7, r5c3, "
        "r5c7, r6c3, r6c7, r7c3, r7c7, r9c3 and r9c7.");
  // Only two rows qualify, so there is no Swordfish or Jellyfish.
  CHECK_FALSE(find_fish(s, 3));
  CHECK_FALSE(find_fish(s, 4));
  // Once applied, nothing is left to remove.
  s.apply(*step);
  CHECK_FALSE(find_fish(s, 2));
}

TEST_CASE("X-Wing in columns") {
  // 8 in columns 1 and 6 only at rows 4 and 9: rows 4 and 9 lose 8 elsewhere.
  auto s = open_state();
  keep_in_unit(s, col_unit(0), 8, {rc(4, 1), rc(9, 1)});
  keep_in_unit(s, col_unit(5), 8, {rc(4, 6), rc(9, 6)});
  const auto step = find_fish(s, 2);
  REQUIRE(step);
  check_engine_takes(s, *step);
  CHECK(step->technique == Technique::XWing);
  CHECK(step->eliminations ==
        digit_in(8, {rc(4, 2), rc(4, 3), rc(4, 4), rc(4, 5), rc(4, 7), rc(4, 8), rc(4, 9), rc(9, 2),
                     rc(9, 3), rc(9, 4), rc(9, 5), rc(9, 7), rc(9, 8), rc(9, 9)}));
  CHECK(step->pattern_cells == std::vector<int>{rc(4, 1), rc(4, 6), rc(9, 1), rc(9, 6)});
  CHECK(step->units == std::vector<int>{col_unit(0), col_unit(5), row_unit(3), row_unit(8)});
  CHECK(step_text(*step).rfind("X-Wing on 8 in columns 1 and 6 removes 8 from r4c2, r4c3, ", 0) ==
        0);
}

TEST_CASE("Fish: absent or useless patterns give nothing") {
  CHECK_FALSE(find_fish(open_state(), 2));
  CHECK_FALSE(find_fish(open_state(), 3));
  CHECK_FALSE(find_fish(open_state(), 4));
  {
    // A third position in row 2 breaks the X-Wing.
    auto s = open_state();
    keep_in_unit(s, row_unit(1), 4, {rc(2, 3), rc(2, 5), rc(2, 7)});
    keep_in_unit(s, row_unit(7), 4, {rc(8, 3), rc(8, 7)});
    CHECK_FALSE(find_fish(s, 2));
  }
  {
    // A complete X-Wing whose cover columns hold 4 nowhere else removes nothing.
    auto s = open_state();
    keep_in_unit(s, row_unit(1), 4, {rc(2, 3), rc(2, 7)});
    keep_in_unit(s, row_unit(7), 4, {rc(8, 3), rc(8, 7)});
    keep_in_unit(s, col_unit(2), 4, {rc(2, 3), rc(8, 3)});
    keep_in_unit(s, col_unit(6), 4, {rc(2, 7), rc(8, 7)});
    CHECK_FALSE(find_fish(s, 2));
  }
  // Sizes other than 2..4 are not fish.
  auto s = open_state();
  keep_in_unit(s, row_unit(1), 4, {rc(2, 3)});
  CHECK_FALSE(find_fish(s, 1));
  CHECK_FALSE(find_fish(s, 5));
}

TEST_CASE("Swordfish: three rows whose 7s fall in three columns") {
  // Rows 1, 5, 9 hold 7 at {c2,c5}, {c5,c8}, {c2,c8}: no two rows share both columns (no
  // X-Wing), all three together cover columns 2, 5, 8, which lose 7 in the other 6 rows.
  auto s = open_state();
  keep_in_unit(s, row_unit(0), 7, {rc(1, 2), rc(1, 5)});
  keep_in_unit(s, row_unit(4), 7, {rc(5, 5), rc(5, 8)});
  keep_in_unit(s, row_unit(8), 7, {rc(9, 2), rc(9, 8)});
  CHECK_FALSE(find_fish(s, 2));
  const auto step = find_fish(s, 3);
  REQUIRE(step);
  check_engine_takes(s, *step);
  CHECK(step->technique == Technique::Swordfish);
  CHECK(step->eliminations ==
        digit_in(7, {rc(2, 2), rc(2, 5), rc(2, 8), rc(3, 2), rc(3, 5), rc(3, 8), rc(4, 2), rc(4, 5),
                     rc(4, 8), rc(6, 2), rc(6, 5), rc(6, 8), rc(7, 2), rc(7, 5), rc(7, 8), rc(8, 2),
                     rc(8, 5), rc(8, 8)}));
  CHECK(step->pattern_cells ==
        std::vector<int>{rc(1, 2), rc(1, 5), rc(5, 5), rc(5, 8), rc(9, 2), rc(9, 8)});
  CHECK(step->units == std::vector<int>{row_unit(0), row_unit(4), row_unit(8), col_unit(1),
                                        col_unit(4), col_unit(7)});
  CHECK(step_text(*step).rfind("Swordfish on 7 in rows 1, 5 and 9 removes 7 from r2c2, ", 0) == 0);
}

TEST_CASE("Jellyfish: four rows whose 2s fall in four columns") {
  // Rows 1, 3, 5, 7 hold 2 at {c1,c4}, {c4,c6}, {c6,c9}, {c1,c9}: every pair of rows spans
  // three or four columns and every triple four, so only the four rows together form a fish,
  // covering columns 1, 4, 6, 9 (which lose 2 in rows 2, 4, 6, 8, 9).
  auto s = open_state();
  keep_in_unit(s, row_unit(0), 2, {rc(1, 1), rc(1, 4)});
  keep_in_unit(s, row_unit(2), 2, {rc(3, 4), rc(3, 6)});
  keep_in_unit(s, row_unit(4), 2, {rc(5, 6), rc(5, 9)});
  keep_in_unit(s, row_unit(6), 2, {rc(7, 1), rc(7, 9)});
  CHECK_FALSE(find_fish(s, 2));
  CHECK_FALSE(find_fish(s, 3));
  const auto step = find_fish(s, 4);
  REQUIRE(step);
  CHECK(step->technique == Technique::Jellyfish);
  CHECK(step->eliminations ==
        digit_in(2, {rc(2, 1), rc(2, 4), rc(2, 6), rc(2, 9), rc(4, 1), rc(4, 4), rc(4, 6),
                     rc(4, 9), rc(6, 1), rc(6, 4), rc(6, 6), rc(6, 9), rc(8, 1), rc(8, 4),
                     rc(8, 6), rc(8, 9), rc(9, 1), rc(9, 4), rc(9, 6), rc(9, 9)}));
  CHECK(step->pattern_cells == std::vector<int>{rc(1, 1), rc(1, 4), rc(3, 4), rc(3, 6), rc(5, 6),
                                                rc(5, 9), rc(7, 1), rc(7, 9)});
  CHECK(step_text(*step).rfind("Jellyfish on 2 in rows 1, 3, 5 and 7 removes 2 from r2c1, ", 0) ==
        0);
}

TEST_CASE("Jellyfish where it is the first technique that applies") {
  // The case above has rows with two places each, so neighbouring rows of its cycle share a
  // column (a Skyscraper, tried first) and box 3 keeps 2 only in row 2 (Pointing). Here each
  // base row keeps 2 in three of the four cover columns 1, 2, 4, 7 (in at least two boxes, so
  // no claiming): any two or three rows already span all four columns (no X-Wing or
  // Swordfish), no line holds 2 exactly twice (no Skyscraper, Kite, colouring or chain), and
  // rows 1 and 2 together reach all three boxes of their band (no pointing). Only the four
  // rows together close: columns 1, 2, 4, 7 lose 2 in rows 3, 5, 6, 8 and 9.
  auto s = open_state();
  keep_in_unit(s, row_unit(0), 2, {rc(1, 1), rc(1, 4), rc(1, 7)});
  keep_in_unit(s, row_unit(1), 2, {rc(2, 2), rc(2, 4), rc(2, 7)});
  keep_in_unit(s, row_unit(3), 2, {rc(4, 1), rc(4, 2), rc(4, 4)});
  keep_in_unit(s, row_unit(6), 2, {rc(7, 1), rc(7, 2), rc(7, 7)});
  const Step step = next_step(s);
  CHECK(step.technique == Technique::Jellyfish);
  std::vector<CellDigit> expected;
  for (int row : {3, 5, 6, 8, 9}) {
    for (int col : {1, 2, 4, 7}) expected.push_back({rc(row, col), 2});
  }
  CHECK(step.eliminations == expected);
  CHECK(step.pattern_cells == std::vector<int>{rc(1, 1), rc(1, 4), rc(1, 7), rc(2, 2), rc(2, 4),
                                               rc(2, 7), rc(4, 1), rc(4, 2), rc(4, 4), rc(7, 1),
                                               rc(7, 2), rc(7, 7)});
  CHECK(step.units == std::vector<int>{row_unit(0), row_unit(1), row_unit(3), row_unit(6),
                                       col_unit(0), col_unit(1), col_unit(3), col_unit(6)});
}

TEST_CASE("Skyscraper in rows") {
  // 6 in row 1 only at c2/c7, in row 5 only at c2/c9. The base cells r1c2 and r5c2 share
  // column 2, so one of the ends r1c7, r5c9 is 6. Cells seeing both: r2c9, r3c9 (box 3 and
  // column 9) and r4c7, r6c7 (column 7 and box 6); r1c9 and r5c7 lost 6 with their rows.
  auto s = open_state();
  keep_in_unit(s, row_unit(0), 6, {rc(1, 2), rc(1, 7)});
  keep_in_unit(s, row_unit(4), 6, {rc(5, 2), rc(5, 9)});
  const auto step = find_skyscraper(s);
  REQUIRE(step);
  check_engine_takes(s, *step);
  CHECK(step->technique == Technique::Skyscraper);
  CHECK(step->eliminations == digit_in(6, {rc(2, 9), rc(3, 9), rc(4, 7), rc(6, 7)}));
  CHECK(step->pattern_cells == std::vector<int>{rc(1, 2), rc(1, 7), rc(5, 2), rc(5, 9)});
  CHECK(step->pattern_candidates == digit_in(6, {rc(1, 2), rc(1, 7), rc(5, 2), rc(5, 9)}));
  CHECK(step->units == std::vector<int>{row_unit(0), row_unit(4), col_unit(1)});
  CHECK(step_text(*step) ==
        "Skyscraper on 6 in rows 1 and 5 (base in column 2): one of r1c7 and r5c9 is 6, which "
        "removes 6 from r2c9, r3c9, r4c7 and r6c7.");
  // No column holds 6 twice, so there is no kite; no two rows share both cells: no X-Wing.
  CHECK_FALSE(find_two_string_kite(s));
  CHECK_FALSE(find_fish(s, 2));
}

TEST_CASE("Skyscraper in columns") {
  // 1 in column 3 only at r2/r7, in column 8 only at r2/r9: one of r7c3, r9c8 is 1. Cells
  // seeing both: r7c7, r7c9 (row 7, box 9) and r9c1, r9c2 (row 9, box 7).
  auto s = open_state();
  keep_in_unit(s, col_unit(2), 1, {rc(2, 3), rc(7, 3)});
  keep_in_unit(s, col_unit(7), 1, {rc(2, 8), rc(9, 8)});
  const auto step = find_skyscraper(s);
  REQUIRE(step);
  check_engine_takes(s, *step);
  CHECK(step->eliminations == digit_in(1, {rc(7, 7), rc(7, 9), rc(9, 1), rc(9, 2)}));
  CHECK(step_text(*step) ==
        "Skyscraper on 1 in columns 3 and 8 (base in row 2): one of r7c3 and r9c8 is 1, which "
        "removes 1 from r7c7, r7c9, r9c1 and r9c2.");
}

TEST_CASE("Skyscraper: an X-Wing or unlinked rows are not one") {
  CHECK_FALSE(find_skyscraper(open_state()));
  auto s = open_state();
  keep_in_unit(s, row_unit(0), 6, {rc(1, 2), rc(1, 7)});
  keep_in_unit(s, row_unit(4), 6, {rc(5, 2), rc(5, 7)});  // same two columns: an X-Wing
  CHECK_FALSE(find_skyscraper(s));
  CHECK(find_fish(s, 2));
  auto t = open_state();
  keep_in_unit(t, row_unit(0), 6, {rc(1, 2), rc(1, 7)});
  keep_in_unit(t, row_unit(4), 6, {rc(5, 3), rc(5, 9)});  // no shared column
  CHECK_FALSE(find_skyscraper(t));
}

TEST_CASE("2-String Kite") {
  // 3 in row 2 only at r2c2/r2c7 and in column 1 only at r3c1/r8c1. r2c2 and r3c1 share
  // box 1, so at most one of them is 3, and one of the far ends r2c7, r8c1 is. The only cell
  // seeing both ends is r8c7 (row 8 and column 7); r2c1 lost 3 with row 2.
  auto s = open_state();
  keep_in_unit(s, row_unit(1), 3, {rc(2, 2), rc(2, 7)});
  keep_in_unit(s, col_unit(0), 3, {rc(3, 1), rc(8, 1)});
  const auto step = find_two_string_kite(s);
  REQUIRE(step);
  check_engine_takes(s, *step);
  CHECK(step->technique == Technique::TwoStringKite);
  CHECK(step->eliminations == digit_in(3, {rc(8, 7)}));
  CHECK(step->pattern_cells == std::vector<int>{rc(2, 2), rc(2, 7), rc(3, 1), rc(8, 1)});
  CHECK(step->units == std::vector<int>{row_unit(1), col_unit(0), box_unit(0)});
  CHECK(step_text(*step) ==
        "2-String Kite on 3: row 2 (r2c2 and r2c7) and column 1 (r3c1 and r8c1) meet in box 1, "
        "so one of r2c7 and r8c1 is 3, which removes 3 from r8c7.");
  CHECK_FALSE(find_skyscraper(s));
}

TEST_CASE("2-String Kite: the row and column must meet in a box") {
  CHECK_FALSE(find_two_string_kite(open_state()));
  auto s = open_state();
  keep_in_unit(s, row_unit(1), 3, {rc(2, 2), rc(2, 7)});
  keep_in_unit(s, col_unit(0), 3, {rc(5, 1), rc(8, 1)});  // boxes 4 and 7: no shared box
  CHECK_FALSE(find_two_string_kite(s));
}
