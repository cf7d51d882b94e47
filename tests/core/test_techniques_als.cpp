// SPDX-License-Identifier: MIT
// ALS-XZ and ALS-XY-Wing on real positions where the engine's next step is that technique
// (no easier one applies), found by scanning the solve paths of the data sets in tests/data.
// Both positions are on top1465 puzzles' solve paths (the ALS-XZ one with the candidates its
// digits give, the ALS-XY-Wing one with one more removed). Every
// expected list is worked out in the comment above it from the pattern.
#include <doctest/doctest.h>

#include "advanced_test_positions.hpp"
#include "core/engine.hpp"
#include "core/technique.hpp"

using namespace nonet;
using nonet::test::check_reached_from;
using nonet::test::open_state;
using nonet::test::rc;
using nonet::test::reached_state;
using nonet::test::set_cell;

TEST_CASE("ALS-XZ where it is the first technique that applies") {
  // A = r3c1 {2,5,8,9}, r3c7 {3,8,9}, r3c8 {3,5,9}, r3c9 {5,8,9}: four cells of row 3 with
  // five digits. B = r2c5 {3,6,8,9}, r3c5 {2,3,6,7,8,9}, r7c5 {3,7,9}, r8c5 {7,9}, r9c5
  // {3,6,7,9}: five cells of column 5 with six digits. 2 is only at r3c1 in A and only at
  // r3c5 in B, which see each other (row 3): 2 is in at most one set, so one set is locked
  // on its other digits and 8 is in A or B. The 8s are r3c1, r3c7, r3c9 (A) and r2c5, r3c5
  // (B); r3c4 sees all five (row 3, and box 2 for r2c5) and loses 8.
  const char* puzzle =
      ".3....6.7.7.....24..4..1....9......3....1..8.....5.7..6.2..4.....32.8.6..4....5..";
  const auto s = reached_state(
      ".3....6.7.7.....24..4..1....9......3....1..8...1.5.7.66125.4....532.8461.4.1..5.2", {});
  const Grid solution = check_reached_from(puzzle, s);
  const Step step = next_step(s);
  CHECK(step.technique == Technique::AlsXz);
  CHECK(step.eliminations == std::vector<CellDigit>{{rc(3, 4), 8}});
  CHECK(step.pattern_cells == std::vector<int>{rc(2, 5), rc(3, 1), rc(3, 5), rc(3, 7), rc(3, 8),
                                               rc(3, 9), rc(7, 5), rc(8, 5), rc(9, 5)});
  CHECK(step.units == std::vector<int>{row_unit(2), col_unit(4)});
  CHECK(step_text(step) ==
        "ALS-XZ: the almost locked sets r3c1, r3c7, r3c8 and r3c9 {2,3,5,8,9} in row 3 and r2c5, "
        "r3c5, r7c5, r8c5 and r9c5 {2,3,6,7,8,9} in column 5 cannot both hold 2 (every 2 of one "
        "sees every 2 of the other), so one of them is locked on its other digits and 8 is in "
        "one of the two sets, which removes 8 from r3c4.");
  CHECK(solution[rc(3, 4)] != 8);
}

TEST_CASE("ALS-XY-Wing where it is the first technique that applies") {
  // Pivot C = r7c3 {6,8}, r8c2 {5,6} (box 7, three digits). A = r5c8 {1,2,7}, r6c8 {1,2,7},
  // r8c8 {5,7} (column 8): its only 5 (r8c8) sees C's only 5 (r8c2, row 8). B = r9c1, r9c2,
  // r9c3, r9c9 {1,2,4,5,8} (row 9): its 8s (r9c1, r9c2, r9c3) all see C's 8 (r7c3, box 7).
  // If neither A nor B held 2, A would hold 5 and B 8, leaving C two cells with only 6. So
  // 2 is in A (r5c8, r6c8) or B (r9c1, r9c2, r9c9): r9c8 sees all five and loses 2.
  const char* puzzle =
      "9..4.3.....2..7....4.2...9...4...56.5.......86.....4.3.7.315.....9..21......76...";
  // The position is on the puzzle's solve path one step later than its digits alone: the
  // AIC (1)r3c6 = (1)r2c4 - (1)r4c4 = (7)r4c4 - (7)r4c1 = (7)r3c1 removed 1 from r3c1 first
  // (the AIC comes before the ALS techniques); the pattern below does not use r3c1.
  const auto s = reached_state(
      "9..4.3.....2.97....4.2...9...4...56.5....4..86.....4.3.7.315...3.98421.....976...",
      {{rc(3, 1), 1}});
  const Grid solution = check_reached_from(puzzle, s);
  const Step step = next_step(s);
  CHECK(step.technique == Technique::AlsXyWing);
  CHECK(step.eliminations == std::vector<CellDigit>{{rc(9, 8), 2}});
  CHECK(step.pattern_cells == std::vector<int>{rc(5, 8), rc(6, 8), rc(7, 3), rc(8, 2), rc(8, 8),
                                               rc(9, 1), rc(9, 2), rc(9, 3), rc(9, 9)});
  CHECK(step.units == std::vector<int>{box_unit(6), col_unit(7), row_unit(8)});
  CHECK(step_text(step) ==
        "ALS-XY-Wing: the almost locked set r7c3 and r8c2 {5,6,8} in box 7 cannot share 5 with "
        "r5c8, r6c8 and r8c8 {1,2,5,7} in column 8, nor 8 with r9c1, r9c2, r9c3 and r9c9 "
        "{1,2,4,5,8} in row 9 (every such digit of one sees every one of the other). If neither "
        "of these two held 2, they would be locked with 5 and 8 and leave the first set too few "
        "digits, so 2 is in one of them, which removes 2 from r9c8.");
  CHECK(solution[rc(9, 8)] != 2);
}

TEST_CASE("ALS-XZ needs a restricted common digit") {
  // A = r1c1 {1,2} and B = r5c5 {1,2} share 1 and 2 but see each other nowhere: no digit is
  // restricted, so nothing follows.
  auto s = open_state();
  set_cell(s, rc(1, 1), {1, 2});
  set_cell(s, rc(5, 5), {1, 2});
  CHECK_FALSE(find_als_xz(s));
  // In one row they are linked by both digits: r1c5 {1,2} with r1c1 {1,2}, a naked pair,
  // which clears 1 and 2 from the rest of row 1.
  auto t = open_state();
  set_cell(t, rc(1, 1), {1, 2});
  set_cell(t, rc(1, 5), {1, 2});
  const auto step = find_als_xz(t);
  REQUIRE(step);
  CHECK(step->eliminations.size() == 7);  // one digit (the other is the link) in 7 cells
}
