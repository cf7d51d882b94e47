// SPDX-License-Identifier: MIT
// XY-Wing, XYZ-Wing, W-Wing, Unique Rectangle type 1 and BUG+1. The wing and rectangle
// cases are synthetic states whose expected results are worked out by hand in the comments;
// BUG+1 uses real positions (a 17-clue puzzle for the finder, a Kaggle one where it is the
// engine's first step), checked by counting and by the solver. The wings are also the
// engine's first step on their states; the rectangle and BUG+1 have engine cases of their own.
#include <doctest/doctest.h>

#include "advanced_test_positions.hpp"
#include "core/engine.hpp"
#include "core/solver.hpp"
#include "core/technique.hpp"
#include "core/text.hpp"

using namespace nonet;
using nonet::test::check_engine_takes;
using nonet::test::check_reached_from;
using nonet::test::digit_in;
using nonet::test::keep_in_unit;
using nonet::test::open_state;
using nonet::test::rc;
using nonet::test::reached_state;
using nonet::test::set_cell;

TEST_CASE("XY-Wing: the example of the brief") {
  // Pivot r2c2 {3,7} sees r2c8 {3,5} (row 2) and r5c2 {5,7} (column 2). Whichever digit the
  // pivot takes, one pincer becomes 5. The only cell seeing both pincers is r5c8.
  auto s = open_state();
  set_cell(s, rc(2, 2), {3, 7});
  set_cell(s, rc(2, 8), {3, 5});
  set_cell(s, rc(5, 2), {5, 7});
  const auto step = find_xy_wing(s);
  REQUIRE(step);
  check_engine_takes(s, *step);
  CHECK(step->technique == Technique::XYWing);
  CHECK(step->eliminations == digit_in(5, {rc(5, 8)}));
  CHECK(step->pattern_cells == std::vector<int>{rc(2, 2), rc(2, 8), rc(5, 2)});
  CHECK(step->pattern_candidates == std::vector<CellDigit>{{rc(2, 2), 3},
                                                           {rc(2, 2), 7},
                                                           {rc(2, 8), 3},
                                                           {rc(2, 8), 5},
                                                           {rc(5, 2), 5},
                                                           {rc(5, 2), 7}});
  CHECK(step_text(*step) ==
        "XY-Wing: pivot r2c2 {3,7} with pincers r2c8 {3,5} and r5c2 {5,7} removes 5 from r5c8.");
  CHECK_FALSE(find_xyz_wing(s));
  CHECK_FALSE(find_w_wing(s));
}

TEST_CASE("XY-Wing: pincers must split the pivot's digits and share the third") {
  CHECK_FALSE(find_xy_wing(open_state()));
  auto s = open_state();
  set_cell(s, rc(2, 2), {3, 7});
  set_cell(s, rc(2, 8), {3, 5});
  set_cell(s, rc(5, 2), {5, 8});  // does not hold 7: no wing
  CHECK_FALSE(find_xy_wing(s));
  auto t = open_state();
  set_cell(t, rc(2, 2), {3, 7});
  set_cell(t, rc(2, 8), {3, 5});
  set_cell(t, rc(5, 2), {6, 7});  // pincers end in different digits
  CHECK_FALSE(find_xy_wing(t));
}

TEST_CASE("XYZ-Wing") {
  // Pivot r5c5 {1,2,4}, pincers r4c6 {2,4} (box 5) and r5c1 {1,4} (row 5). One of the three
  // is 4, so a cell seeing all three loses 4: it must be in row 5 (to see r5c1; column 1 and
  // box 4 do not reach r5c5) and in box 5 or column 6 (to see r4c6): r5c4 and r5c6.
  auto s = open_state();
  set_cell(s, rc(5, 5), {1, 2, 4});
  set_cell(s, rc(4, 6), {2, 4});
  set_cell(s, rc(5, 1), {1, 4});
  const auto step = find_xyz_wing(s);
  REQUIRE(step);
  check_engine_takes(s, *step);
  CHECK(step->technique == Technique::XYZWing);
  CHECK(step->eliminations == digit_in(4, {rc(5, 4), rc(5, 6)}));
  CHECK(step->pattern_cells == std::vector<int>{rc(4, 6), rc(5, 1), rc(5, 5)});
  CHECK(step_text(*step) ==
        "XYZ-Wing: pivot r5c5 {1,2,4} with pincers r4c6 {2,4} and r5c1 {1,4} removes 4 from "
        "r5c4 and r5c6.");
  CHECK_FALSE(find_xy_wing(s));  // neither two-candidate cell sees the other
}

TEST_CASE("XYZ-Wing: a pincer with a digit outside the pivot is not one") {
  CHECK_FALSE(find_xyz_wing(open_state()));
  auto s = open_state();
  set_cell(s, rc(5, 5), {1, 2, 4});
  set_cell(s, rc(4, 6), {2, 4});
  set_cell(s, rc(5, 1), {1, 5});
  CHECK_FALSE(find_xyz_wing(s));
}

TEST_CASE("W-Wing") {
  // r1c1 and r5c6 both hold {4,8} and do not see each other. Row 3 has 4 only at r3c1 (which
  // sees r1c1) and r3c6 (which sees r5c6): if neither were 8 both would be 4 and row 3 would
  // have no 4. Cells seeing r1c1 and r5c6: r1c6 (row 1, column 6) and r5c1 (column 1, row 5).
  auto s = open_state();
  set_cell(s, rc(1, 1), {4, 8});
  set_cell(s, rc(5, 6), {4, 8});
  keep_in_unit(s, row_unit(2), 4, {rc(3, 1), rc(3, 6)});
  const auto step = find_w_wing(s);
  REQUIRE(step);
  check_engine_takes(s, *step);
  CHECK(step->technique == Technique::WWing);
  CHECK(step->eliminations == digit_in(8, {rc(1, 6), rc(5, 1)}));
  CHECK(step->pattern_cells == std::vector<int>{rc(1, 1), rc(3, 1), rc(3, 6), rc(5, 6)});
  CHECK(step->units == std::vector<int>{row_unit(2)});
  CHECK(step_text(*step) ==
        "W-Wing: r1c1 and r5c6 both hold {4,8}, and 4 in row 3 is only at r3c1 and r3c6, so one "
        "of r1c1 and r5c6 is 8, which removes 8 from r1c6 and r5c1.");
}

TEST_CASE("W-Wing: needs the strong link") {
  auto s = open_state();
  set_cell(s, rc(1, 1), {4, 8});
  set_cell(s, rc(5, 6), {4, 8});
  CHECK_FALSE(find_w_wing(s));                            // no unit holds 4 or 8 only twice
  keep_in_unit(s, row_unit(2), 4, {rc(3, 1), rc(3, 5)});  // r3c5 does not see r5c6
  CHECK_FALSE(find_w_wing(s));
}

TEST_CASE("Unique rectangle type 1") {
  // r1c1, r1c4, r2c1 hold only {2,7}; the rectangle spans rows 1-2 and boxes 1-2. If r2c4
  // were 2 or 7, the four cells could swap 2 and 7: two solutions. So r2c4 loses 2 and 7.
  auto s = open_state();
  set_cell(s, rc(1, 1), {2, 7});
  set_cell(s, rc(1, 4), {2, 7});
  set_cell(s, rc(2, 1), {2, 7});
  set_cell(s, rc(2, 4), {2, 7, 8, 9});
  const auto step = find_unique_rectangle_1(s);
  REQUIRE(step);
  CHECK(step->technique == Technique::UniqueRectangle1);
  CHECK(step->eliminations == std::vector<CellDigit>{{rc(2, 4), 2}, {rc(2, 4), 7}});
  CHECK(step->pattern_cells == std::vector<int>{rc(1, 1), rc(1, 4), rc(2, 1), rc(2, 4)});
  CHECK(step->units == std::vector<int>{row_unit(0), row_unit(1), col_unit(0), col_unit(3)});
  CHECK(step_text(*step) ==
        "Unique rectangle (type 1) on {2,7}: r1c1, r1c4 and r2c1 hold only {2,7}, so r2c4 must "
        "take another digit, or the puzzle would have two solutions; this removes 2 and 7 from "
        "r2c4.");
}

TEST_CASE("Unique rectangle type 1 where it is the first technique that applies") {
  // In the case above r1c1/r1c4 (row 1) and r1c1/r2c1 (column 1, box 1) are naked pairs
  // {2,7} that still clear 2 and 7 from their units, so the engine would take a naked pair
  // first. Here those units already hold 2 and 7 only in the corners: the pairs remove
  // nothing, the lines holding 2 or 7 twice are row 1 and column 1 (which share r1c1, so no
  // Skyscraper or Kite), r1c4 and r2c1 see no common strong link (no W-Wing), and every
  // chain of 2s or 7s runs out in the corners. Only the rectangle is left: r2c4 loses 2, 7.
  auto s = open_state();
  for (int d : {2, 7}) {
    keep_in_unit(s, row_unit(0), d, {rc(1, 1), rc(1, 4)});
    keep_in_unit(s, col_unit(0), d, {rc(1, 1), rc(2, 1)});
    keep_in_unit(s, box_unit(0), d, {rc(1, 1), rc(2, 1)});
  }
  set_cell(s, rc(1, 1), {2, 7});
  set_cell(s, rc(1, 4), {2, 7});
  set_cell(s, rc(2, 1), {2, 7});
  set_cell(s, rc(2, 4), {2, 7, 8, 9});
  const Step step = next_step(s);
  CHECK(step.technique == Technique::UniqueRectangle1);
  CHECK(step.eliminations == std::vector<CellDigit>{{rc(2, 4), 2}, {rc(2, 4), 7}});
  CHECK(step.pattern_cells == std::vector<int>{rc(1, 1), rc(1, 4), rc(2, 1), rc(2, 4)});
}

TEST_CASE("Unique rectangle type 1: only on two boxes and empty corners") {
  CHECK_FALSE(find_unique_rectangle_1(open_state()));
  {
    // Rows 1 and 5, columns 1 and 5: four boxes, not a deadly pattern.
    auto s = open_state();
    set_cell(s, rc(1, 1), {2, 7});
    set_cell(s, rc(1, 5), {2, 7});
    set_cell(s, rc(5, 1), {2, 7});
    set_cell(s, rc(5, 5), {2, 7, 9});
    CHECK_FALSE(find_unique_rectangle_1(s));
  }
  {
    // All four corners in box 1.
    auto s = open_state();
    set_cell(s, rc(1, 1), {2, 7});
    set_cell(s, rc(1, 2), {2, 7});
    set_cell(s, rc(2, 1), {2, 7});
    set_cell(s, rc(2, 2), {2, 7, 9});
    CHECK_FALSE(find_unique_rectangle_1(s));
  }
  {
    // Fourth corner without both digits.
    auto s = open_state();
    set_cell(s, rc(1, 1), {2, 7});
    set_cell(s, rc(1, 4), {2, 7});
    set_cell(s, rc(2, 1), {2, 7});
    set_cell(s, rc(2, 4), {2, 8, 9});
    CHECK_FALSE(find_unique_rectangle_1(s));
  }
}

namespace {

// A BUG+1 position reached on a 17-clue puzzle (Royle's collection) by the solve path.
// The placed digits and then the candidates of the 13 empty cells.
Candidates bug_position() {
  const auto grid = parse_grid(
      "8.7.12.3434.8.7.12.12.34785...478321478123569123..6847761345298289761453534289176");
  REQUIRE(grid);
  Candidates s = Candidates::from_grid(*grid.grid);
  set_cell(s, rc(1, 2), {5, 9});
  set_cell(s, rc(1, 4), {5, 6, 9});
  set_cell(s, rc(1, 7), {6, 9});
  set_cell(s, rc(2, 3), {5, 6});
  set_cell(s, rc(2, 5), {5, 9});
  set_cell(s, rc(2, 7), {6, 9});
  set_cell(s, rc(3, 1), {6, 9});
  set_cell(s, rc(3, 4), {6, 9});
  set_cell(s, rc(4, 1), {6, 9});
  set_cell(s, rc(4, 2), {5, 9});
  set_cell(s, rc(4, 3), {5, 6});
  set_cell(s, rc(6, 4), {5, 9});
  set_cell(s, rc(6, 5), {5, 9});
  return s;
}

}  // namespace

TEST_CASE("BUG+1 on a real position") {
  // Every empty cell has two candidates except r1c4 {5,6,9}. In row 1 (r1c2 {5,9}, r1c4,
  // r1c7 {6,9}), column 4 (r1c4, r3c4 {6,9}, r6c4 {5,9}) and box 2 (r1c4, r2c5 {5,9},
  // r3c4 {6,9}) the digit 9 appears three times and 5 and 6 twice: r1c4 is 9.
  const auto s = bug_position();
  int empty = 0;
  for (int c = 0; c < kCells; ++c) empty += s.grid[c] == 0;
  REQUIRE(empty == 13);
  const auto step = find_bug_plus_one(s);
  REQUIRE(step);
  CHECK(step->technique == Technique::BugPlusOne);
  CHECK(step->placements == std::vector<Placement>{{rc(1, 4), 9}});
  CHECK(step->eliminations.empty());
  CHECK(step->pattern_cells == std::vector<int>{rc(1, 4)});
  CHECK(step->units == std::vector<int>{row_unit(0), col_unit(3), box_unit(1)});
  CHECK(step_text(*step) ==
        "BUG+1: every empty cell except r1c4 has two candidates, and 9 appears three times in "
        "r1c4's row, column and box; any other digit would leave a pattern with no unique "
        "solution, so r1c4 is 9.");
  // The puzzle this came from agrees.
  const auto puzzle = parse_grid(
      "................12....34...............1..56..23.....7......2.8..9.....35.4..9...");
  REQUIRE(puzzle);
  const auto solved = solve(*puzzle.grid);
  REQUIRE(solved.count == 1);
  CHECK(solved.solution[rc(1, 4)] == 9);
  CHECK(agrees_with(s.grid, solved.solution));
}

TEST_CASE("BUG+1 where it is the first technique that applies") {
  // The position above still holds an XY-Wing (pivot r1c2 {5,9}, pincers r1c7 {6,9} and
  // r2c3 {5,6} take 6 from r2c7), which the engine tries first. This one is puzzle 3322 of
  // the Kaggle excerpt (below), 25 steps into its solve path; the digits alone give the
  // candidates. The 15 empty cells:
  //
  //   r1c1 {1,8}  r1c2 {2,6}  r1c4 {6,8}  r1c6 {1,2}  r2c1 {1,8}  r2c2 {6,7}  r2c8 {1,6}
  //   r2c9 {7,8}  r3c2 {2,6,7}  r3c4 {6,8}  r3c6 {1,2}  r3c7 {7,8}  r3c8 {1,6}
  //   r9c7 {7,8}  r9c9 {7,8}
  //
  // All have two candidates but r3c2, and every unit holds each of its candidates exactly
  // twice (checked unit by unit), except 6 in the units of r3c2: row 3 (r3c2, r3c4, r3c8),
  // column 2 (r1c2, r2c2, r3c2) and box 1 (the same three). If r3c2 were not 6, its 6
  // could go, leaving two of each everywhere (a BUG), which has no solution or more than
  // one; so r3c2 is 6.
  const auto s = reached_state(
      "..9.7.435..45932..5.3.4...9398215674456937182712486593985764321237158946641329.5.", {});
  const Grid solution = check_reached_from(
      "..9.7.43...45.....5.......9.982.56.44.6.371827.2.86.9..8.76.3.1..7158.466413...5.", s);
  const Step step = next_step(s);
  CHECK(step.technique == Technique::BugPlusOne);
  CHECK(step.placements == std::vector<Placement>{{rc(3, 2), 6}});
  CHECK(step.eliminations.empty());
  CHECK(step.pattern_cells == std::vector<int>{rc(3, 2)});
  CHECK(step.pattern_candidates ==
        std::vector<CellDigit>{{rc(3, 2), 2}, {rc(3, 2), 6}, {rc(3, 2), 7}});
  CHECK(step.units == std::vector<int>{row_unit(2), col_unit(1), box_unit(0)});
  CHECK(step_text(step) ==
        "BUG+1: every empty cell except r3c2 has two candidates, and 6 appears three times in "
        "r3c2's row, column and box; any other digit would leave a pattern with no unique "
        "solution, so r3c2 is 6.");
  CHECK(solution[rc(3, 2)] == 6);
}

TEST_CASE("BUG+1: not with two cells of three candidates, nor on an open board") {
  CHECK_FALSE(find_bug_plus_one(open_state()));
  auto s = bug_position();
  set_cell(s, rc(1, 2), {5, 6, 9});
  CHECK_FALSE(find_bug_plus_one(s));
  // All two-candidate cells: a BUG, not BUG+1 (the finder has nothing to place).
  auto t = bug_position();
  set_cell(t, rc(1, 4), {5, 9});
  CHECK_FALSE(find_bug_plus_one(t));
}
