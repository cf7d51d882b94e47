// SPDX-License-Identifier: MIT
// Unique rectangle types 2-4, the hidden rectangle and BUG types 2-4, on real positions met
// on the solve paths of the data sets in tests/data (found by scanning every path; the
// positions are the digits placed so far plus the candidates earlier steps removed). For
// the rectangles, each position is one where the engine's next step is that technique: no
// easier technique applies there. No solve path of the three data sets (5,465 puzzles)
// reaches a BUG type 2-4 before an easier technique, so their positions are ones where the
// finder applies on a path, checked against the puzzle's solution. Every expected list is
// worked out in the comment above it from the pattern's definition.
#include <doctest/doctest.h>

#include "advanced_test_positions.hpp"
#include "core/engine.hpp"
#include "core/technique.hpp"

using namespace nonet;
using nonet::test::check_reached_from;
using nonet::test::digit_in;
using nonet::test::open_state;
using nonet::test::rc;
using nonet::test::reached_state;
using nonet::test::set_cell;

namespace {

void check_sound(const Step& step, const Grid& solution) {
  for (const auto& e : step.eliminations) {
    INFO(cell_name(e.cell) << " " << e.digit);
    CHECK(solution[e.cell] != e.digit);
  }
}

}  // namespace

TEST_CASE("Unique rectangle type 2 where it is the first technique that applies") {
  // top1465 "1...9....82": the rectangle r3c1, r3c2, r8c1, r8c2 lies in boxes 1 and 7. r3c1
  // and r8c1 hold only {3,4}; r3c2 and r8c2 hold {3,4,9}. If neither were 9, the four corners
  // would be 3 and 4 and could swap: so one of them is 9, and the cells seeing both (column
  // 2: of them only r9c2 still holds 9) lose 9.
  const char* puzzle =
      "1...9....82..75..3......67.5.3.....1.1.....2.9.....7.6.58.........26..57....1...8";
  const auto s = reached_state(
      "1...9....82..75..3......67.5.3.....1.1.....2.9.2.5.7.6.58........1268.57...51...8",
      {{rc(1, 4), 8},
       {rc(2, 4), 1},
       {rc(5, 1), 4},
       {rc(7, 1), 3},
       {rc(7, 1), 4},
       {rc(9, 1), 3},
       {rc(9, 1), 4}});
  const Grid solution = check_reached_from(puzzle, s);
  const Step step = next_step(s);
  CHECK(step.technique == Technique::UniqueRectangle2);
  CHECK(step.eliminations == std::vector<CellDigit>{{rc(9, 2), 9}});
  CHECK(step.pattern_cells == std::vector<int>{rc(3, 1), rc(3, 2), rc(8, 1), rc(8, 2)});
  CHECK(step.pattern_candidates == std::vector<CellDigit>{{rc(3, 1), 3},
                                                          {rc(3, 1), 4},
                                                          {rc(3, 2), 3},
                                                          {rc(3, 2), 4},
                                                          {rc(3, 2), 9},
                                                          {rc(8, 1), 3},
                                                          {rc(8, 1), 4},
                                                          {rc(8, 2), 3},
                                                          {rc(8, 2), 4},
                                                          {rc(8, 2), 9}});
  CHECK(step.units == std::vector<int>{row_unit(2), row_unit(7), col_unit(0), col_unit(1)});
  CHECK(step_text(step) ==
        "Unique rectangle (type 2) on {3,4}: r3c1 and r8c1 hold only {3,4} and r3c2 and r8c2 "
        "only {3,4} and 9, so one of r3c2 and r8c2 is 9, or the puzzle would have two "
        "solutions; this removes 9 from r9c2.");
  check_sound(step, solution);
}

TEST_CASE("Unique rectangle type 4 where it is the first technique that applies") {
  // top1465 "3.6.7....": rectangle r1c4, r1c6, r5c4, r5c6 (boxes 2 and 5). r1c4 and r1c6 hold
  // only {1,8}; in row 5, 8 fits only r5c4 and r5c6, so one of them is 8. If the other were 1
  // the corners would form the deadly pattern, so neither r5c4 nor r5c6 can be 1.
  const char* puzzle =
      "3.6.7...........518.........1.4.5...7.....6.....2......2.....4.....8.3.....5.....";
  const auto s = reached_state(
      "356.7.294....4.851841952736.1.4.59..7.4...625...2.7413.2....54.....8.3.2...52.1..",
      {{rc(4, 3), 8}, {rc(5, 2), 8}, {rc(7, 5), 6}});
  const Grid solution = check_reached_from(puzzle, s);
  const Step step = next_step(s);
  CHECK(step.technique == Technique::UniqueRectangle4);
  CHECK(step.eliminations == digit_in(1, {rc(5, 4), rc(5, 6)}));
  CHECK(step.pattern_cells == std::vector<int>{rc(1, 4), rc(1, 6), rc(5, 4), rc(5, 6)});
  CHECK(step.units == std::vector<int>{row_unit(0), row_unit(4), col_unit(3), col_unit(5)});
  CHECK(step_text(step) ==
        "Unique rectangle (type 4) on {1,8}: r1c4 and r1c6 hold only {1,8}, and 8 in row 5 is "
        "only at r5c4 and r5c6, so one of them is 8 and neither can be 1, or the puzzle would "
        "have two solutions; this removes 1 from r5c4 and r5c6.");
  check_sound(step, solution);
}

TEST_CASE("Unique rectangle type 3 where it is the first technique that applies") {
  // Kaggle "18..3....93": rectangle r4c1, r4c2, r7c1, r7c2 (boxes 4 and 7). r4c1 and r7c1
  // hold only {2,5}; r4c2 {1,2,5} and r7c2 {2,5,7}: one of them is 1 or 7. In column 2, r8c2
  // {1,7} with that "virtual cell" is a naked pair {1,7}: r9c2 loses its 1.
  const char* puzzle =
      "18..3....93......87.2.96.1...74....9......7..86..271.5..968.4.....24..5.6...53...";
  const auto s = reached_state(
      "18.53....93.17...87.2896.1...74....949.3..7..863927145..96814..3..249.5.6..753...",
      {{rc(4, 7), 2}, {rc(4, 8), 2}});
  const Grid solution = check_reached_from(puzzle, s);
  const Step step = next_step(s);
  CHECK(step.technique == Technique::UniqueRectangle3);
  CHECK(step.eliminations == std::vector<CellDigit>{{rc(9, 2), 1}});
  CHECK(step.pattern_cells == std::vector<int>{rc(4, 1), rc(4, 2), rc(7, 1), rc(7, 2), rc(8, 2)});
  CHECK(step.pattern_candidates == std::vector<CellDigit>{{rc(4, 1), 2},
                                                          {rc(4, 1), 5},
                                                          {rc(4, 2), 1},
                                                          {rc(4, 2), 2},
                                                          {rc(4, 2), 5},
                                                          {rc(7, 1), 2},
                                                          {rc(7, 1), 5},
                                                          {rc(7, 2), 2},
                                                          {rc(7, 2), 5},
                                                          {rc(7, 2), 7},
                                                          {rc(8, 2), 1},
                                                          {rc(8, 2), 7}});
  CHECK(step.units == std::vector<int>{row_unit(3), row_unit(6), col_unit(0), col_unit(1)});
  CHECK(step_text(step) ==
        "Unique rectangle (type 3) on {2,5}: r4c1 and r7c1 hold only {2,5}, so one of r4c2 and "
        "r7c2 is 1 or 7, or the puzzle would have two solutions; with r8c2 {1,7} that makes a "
        "naked pair {1,7} in column 2, which removes 1 from r9c2.");
  check_sound(step, solution);
}

TEST_CASE("Hidden unique rectangle where it is the first technique that applies") {
  // top1465 "4...5...9..3": the digits alone leave r5c3 {4,7}; rectangle r5c2, r5c3, r8c2,
  // r8c3 (boxes 4 and 7). In row 8, 4 fits only r8c2 and r8c3; in column 2 only r5c2 and
  // r8c2. If r8c2 were 7, r8c3 and r5c2 would be 4, r5c3 7: the deadly pattern. So r8c2 is
  // not 7.
  const char* puzzle =
      "4...5...9..3...8.....1.9........4.......8.29.15.6...7.8.6....4.5.......3..9.4.78.";
  const auto s = reached_state(
      "4...5...9..34..8...851.9........4.......8.29.15.69..7.8.6....4.5.......3..9.4.78.", {});
  const Grid solution = check_reached_from(puzzle, s);
  const Step step = next_step(s);
  CHECK(step.technique == Technique::HiddenUniqueRectangle);
  CHECK(step.eliminations == std::vector<CellDigit>{{rc(8, 2), 7}});
  CHECK(step.pattern_cells == std::vector<int>{rc(5, 2), rc(5, 3), rc(8, 2), rc(8, 3)});
  CHECK(step.pattern_candidates == std::vector<CellDigit>{{rc(5, 2), 4},
                                                          {rc(5, 2), 7},
                                                          {rc(5, 3), 4},
                                                          {rc(5, 3), 7},
                                                          {rc(8, 2), 4},
                                                          {rc(8, 2), 7},
                                                          {rc(8, 3), 4},
                                                          {rc(8, 3), 7}});
  CHECK(step_text(step) ==
        "Hidden unique rectangle on {4,7}: r5c3 holds only {4,7}, and 4 in row 8 is only at "
        "r8c2 and r8c3 and in column 2 only at r5c2 and r8c2. If r8c2 were 7, r5c2 and r8c3 "
        "would be 4 and r5c3 7, and the puzzle would have two solutions; this removes 7 from "
        "r8c2.");
  check_sound(step, solution);
}

TEST_CASE("Unique rectangle types 2-4: not on four boxes, not without the floor pair") {
  CHECK_FALSE(find_unique_rectangle_2(open_state()));
  CHECK_FALSE(find_unique_rectangle_3(open_state()));
  CHECK_FALSE(find_unique_rectangle_4(open_state()));
  CHECK_FALSE(find_hidden_unique_rectangle(open_state()));
  // A type 2 layout on rows 1-2 and columns 1-4 is found; moved to columns 1 and 5 of rows 1
  // and 5 (four boxes) it is not.
  auto s = open_state();
  set_cell(s, rc(1, 1), {2, 7});
  set_cell(s, rc(2, 1), {2, 7});
  set_cell(s, rc(1, 4), {2, 7, 9});
  set_cell(s, rc(2, 4), {2, 7, 9});
  const auto found = find_unique_rectangle_2(s);
  REQUIRE(found);
  CHECK(found->eliminations.size() == 7 + 6);  // column 4 (7 cells) and box 2 (6 more)
  auto far = open_state();
  set_cell(far, rc(1, 1), {2, 7});
  set_cell(far, rc(5, 1), {2, 7});
  set_cell(far, rc(1, 5), {2, 7, 9});
  set_cell(far, rc(5, 5), {2, 7, 9});
  CHECK_FALSE(find_unique_rectangle_2(far));
  // Roofs with different extras are no type 2.
  set_cell(s, rc(2, 4), {2, 7, 8});
  CHECK_FALSE(find_unique_rectangle_2(s));
}

TEST_CASE("BUG type 2 on a real position") {
  // top1465 "....3.8......2": the digits alone leave every empty cell two candidates except
  // r2c8 {5,7,9}, r7c4 {3,7,9} and r9c8 {2,7,8}; without their 7s every unit holds each
  // candidate twice (a BUG). So one of the three is 7, and r7c8, which sees all three (row 7,
  // column 8), loses 7. (The engine finds a Skyscraper here first.)
  const char* puzzle =
      "....3.8......2....9....163...581...92.4.......8.5..........61....2.4....63....5..";
  const auto s = reached_state(
      "146.358.285362.4..927481635765812349214.6.7583895742..498.561..57214.9..631.9.5.4", {});
  const Grid solution = check_reached_from(puzzle, s);
  const auto step = find_bug_2(s);
  REQUIRE(step);
  CHECK(step->technique == Technique::Bug2);
  CHECK(step->eliminations == std::vector<CellDigit>{{rc(7, 8), 7}});
  CHECK(step->pattern_cells == std::vector<int>{rc(2, 8), rc(7, 4), rc(9, 8)});
  CHECK(step->pattern_candidates == digit_in(7, {rc(2, 8), rc(7, 4), rc(9, 8)}));
  CHECK(step_text(*step) ==
        "BUG type 2: without the extra candidates 7 in r2c8, 7 in r7c4, and 7 in r9c8, every "
        "empty cell would hold two candidates and every unit each of its candidates twice, a "
        "pattern with no unique solution; so one of r2c8, r7c4 and r9c8 is 7, which removes 7 "
        "from r7c8.");
  check_sound(*step, solution);
  CHECK_FALSE(find_bug_3(s));  // the extra cells share no unit
  CHECK_FALSE(find_bug_4(s));
}

TEST_CASE("BUG type 4 on a real position") {
  // Kaggle "...1.5..616.8": all empty cells have two candidates except r2c5 {2,3,4} and r2c6
  // {2,3,4}; dropping 4 from r2c5 and 2 from r2c6 leaves a BUG. So r2c5 is 4 or r2c6 is 2; 3
  // in row 2 is only at these two cells, so the other one is 3: r2c5 is 3 or 4 (loses 2) and
  // r2c6 is 2 or 3 (loses 4).
  const char* puzzle =
      "...1.5..616.8..9..39.7..5.1..19.78.5.5.38..6..8......3.7...8659......4....85.92.7";
  const auto s = reached_state(
      "8.71953.61658..97.39.7.6581.319678.595.38176.786.5.193.73.186595.967.4.86.85.92.7", {});
  const Grid solution = check_reached_from(puzzle, s);
  const auto step = find_bug_4(s);
  REQUIRE(step);
  CHECK(step->technique == Technique::Bug4);
  CHECK(step->eliminations == std::vector<CellDigit>{{rc(2, 5), 2}, {rc(2, 6), 4}});
  CHECK(step->pattern_cells == std::vector<int>{rc(2, 5), rc(2, 6)});
  CHECK(step->units == std::vector<int>{row_unit(1)});
  CHECK(step_text(*step) ==
        "BUG type 4: without the extra candidates 4 in r2c5 and 2 in r2c6, every empty cell "
        "would hold two candidates and every unit each of its candidates twice, a pattern with "
        "no unique solution; so r2c5 is 4 or r2c6 is 2, and as 3 in row 2 is only at these two "
        "cells, the other one is 3; this removes 2 from r2c5 and 4 from r2c6.");
  check_sound(*step, solution);
}

TEST_CASE("BUG type 3 on a real position") {
  // 17-clue "................12": the digits alone leave every empty cell two candidates
  // except, all in row 1, r1c1 {3,5,7,9}, r1c2 {3,5,6,9} and r1c3 {6,7,8}. Keeping {5,7} in
  // r1c1, {3,5} in r1c2 and {7,8} in r1c3 leaves a BUG, so one of the three takes an extra:
  // 3 or 9 in r1c1, 6 or 9 in r1c2, 6 in r1c3. Together they act as one cell {3,6,9}, a
  // naked triple with r1c4 {6,9} and r1c8 {6,9}: r1c7 {3,8} loses 3.
  const char* puzzle =
      "................12....34.................54.6.23.7.......12...8..9......4.5...6..";
  const auto s = reached_state(
      "....12..4.4..57.121.28347.5..4361287871295436623478951...129548289546173415783629", {});
  const Grid solution = check_reached_from(puzzle, s);
  const auto step = find_bug_3(s);
  REQUIRE(step);
  CHECK(step->technique == Technique::Bug3);
  CHECK(step->eliminations == std::vector<CellDigit>{{rc(1, 7), 3}});
  CHECK(step->pattern_cells == std::vector<int>{rc(1, 1), rc(1, 2), rc(1, 3), rc(1, 4), rc(1, 8)});
  CHECK(step->units == std::vector<int>{row_unit(0)});
  CHECK(step_text(*step) ==
        "BUG type 3: without the extra candidates 3 and 9 in r1c1, 6 and 9 in r1c2, and 6 in "
        "r1c3, every empty cell would hold two candidates and every unit each of its candidates "
        "twice, a pattern with no unique solution; so one of r1c1, r1c2 and r1c3 is 3, 6 or 9, "
        "and with r1c4 {6,9} and r1c8 {6,9} that makes a naked triple {3,6,9} in row 1, which "
        "removes 3 from r1c7.");
  check_sound(*step, solution);
}

TEST_CASE("BUG types 2-4: nothing on an open board or far from a BUG") {
  CHECK_FALSE(find_bug_2(open_state()));
  CHECK_FALSE(find_bug_3(open_state()));
  CHECK_FALSE(find_bug_4(open_state()));
}
