// SPDX-License-Identifier: MIT
// Empty rectangle and finned / sashimi fish on real positions where the engine's next step is
// that technique (no easier one applies), found by scanning the solve paths of the data sets
// in tests/data; each position is the digits placed so far plus the candidates earlier steps
// removed. Every expected list is worked out in the comment above it from the pattern.
#include <doctest/doctest.h>

#include "advanced_test_positions.hpp"
#include "core/engine.hpp"
#include "core/technique.hpp"

using namespace nonet;
using nonet::test::check_reached_from;
using nonet::test::digit_in;
using nonet::test::keep_in_unit;
using nonet::test::open_state;
using nonet::test::rc;
using nonet::test::reached_state;

namespace {

void check_sound(const Step& step, const Grid& solution) {
  for (const auto& e : step.eliminations) {
    INFO(cell_name(e.cell) << " " << e.digit);
    CHECK(solution[e.cell] != e.digit);
  }
}

}  // namespace

TEST_CASE("Empty rectangle where it is the first technique that applies") {
  // top1465 "1...7956.8": the digits alone leave 4 in box 4 only at r4c1 and r5c3, on the
  // cross of row 4 and column 3; row 1 holds 4 only at r1c3 and r1c4. If r1c4 is not 4, r1c3
  // is, column 3 of box 4 is then empty of 4 and box 4's 4 is in row 4. Either way r4c4 (row
  // 4, column 4) cannot be 4.
  const char* puzzle =
      "1...7956.8....2.............61..79..3..1.........6.4....2.9....6.9...14....8...2.";
  const auto s = reached_state(
      "12..795688....2.9.9.........61..79..39.1........96.4....2.9....689...14....8...29", {});
  const Grid solution = check_reached_from(puzzle, s);
  const Step step = next_step(s);
  CHECK(step.technique == Technique::EmptyRectangle);
  CHECK(step.eliminations == std::vector<CellDigit>{{rc(4, 4), 4}});
  CHECK(step.pattern_cells == std::vector<int>{rc(1, 3), rc(1, 4), rc(4, 1), rc(5, 3)});
  CHECK(step.pattern_candidates == digit_in(4, {rc(1, 3), rc(1, 4), rc(4, 1), rc(5, 3)}));
  CHECK(step.units == std::vector<int>{box_unit(3), row_unit(0)});
  CHECK(step_text(step) ==
        "Empty rectangle on 4: in box 4, 4 lies only in row 4 and column 3, and in row 1 only "
        "at r1c3 and r1c4. If r1c4 is not 4, r1c3 is, and box 4 has its 4 in row 4; either way "
        "r4c4 cannot be 4, which removes 4 from r4c4.");
  check_sound(step, solution);
}

TEST_CASE("Empty rectangle: the box must keep the digit on one cross, with both arms") {
  auto s = open_state();
  // Box 1 holds 5 only at r1c2 and r3c1 (cross of row 1 and column 1, or of row 3 and column
  // 2); row 5 holds 5 only at r5c1 and r5c6. The cross row 1 / column 1 clears r1c6.
  keep_in_unit(s, box_unit(0), 5, {rc(1, 2), rc(3, 1)});
  keep_in_unit(s, row_unit(4), 5, {rc(5, 1), rc(5, 6)});
  const auto step = find_empty_rectangle(s);
  REQUIRE(step);
  CHECK(step->eliminations == std::vector<CellDigit>{{rc(1, 6), 5}});
  // A third 5 in box 1 off every cross (r2c3 with r1c2 and r3c1) breaks it.
  s.mask[rc(2, 3)] |= digit_bit(5);
  CHECK_FALSE(find_empty_rectangle(s));
}

TEST_CASE("Finned X-Wing where it is the first technique that applies") {
  // top1465 "......8...7": 7 in row 4 only at r4c3 and r4c5, in row 7 at r7c3, r7c4 and r7c5.
  // Without the fin r7c4 that is an X-Wing on columns 3 and 5; with it, box 8 holds the 7.
  // Either way the cells of columns 3 and 5 in box 8 outside rows 4 and 7 (r8c5, r9c5; c3 is
  // not in box 8) lose 7: only r9c5 still has it.
  const char* puzzle =
      "......8...7..9..1...3..7..51..6......5..2..4...8..9..74.....2...6..1..5......6..3";
  const auto s = reached_state(
      "......87..7..9.31...3..7..51..6......5..2..4...8..9..74.....2...6..1..5......6..3", {});
  const Grid solution = check_reached_from(puzzle, s);
  const Step step = next_step(s);
  CHECK(step.technique == Technique::FinnedXWing);
  CHECK(step.eliminations == std::vector<CellDigit>{{rc(9, 5), 7}});
  CHECK(step.pattern_cells == std::vector<int>{rc(4, 3), rc(4, 5), rc(7, 3), rc(7, 4), rc(7, 5)});
  CHECK(step.units ==
        std::vector<int>{row_unit(3), row_unit(6), col_unit(2), col_unit(4), box_unit(7)});
  CHECK(step_text(step) ==
        "Finned X-Wing on 7 in rows 4 and 7 with fin r7c4: if no fin is 7, columns 3 and 5 take "
        "their 7 from these rows; if one is, box 8 has its 7 there. Either way this removes 7 "
        "from r9c5.");
  check_sound(step, solution);
}

TEST_CASE("Finned Swordfish where it is the first technique that applies") {
  // top1465 "4..6..3...1": 1 in row 1 at c5 and c6, row 4 at c3, c5, c6, row 7 at c3, c4, c5,
  // c6. Without the fin r7c4, a Swordfish on columns 3, 5 and 6; with it, box 8 holds the 1.
  // Box 8's cells in columns 5 and 6 outside the base rows are r8c5, r8c6, r9c5, r9c6, of
  // which r8c6 and r9c5 still hold 1.
  const char* puzzle =
      "4..6..3...1..2..6...8..7..19..8..5...4..5..1......2..75.....6...3..8..4......9..5";
  const auto s = reached_state(puzzle, {});
  const Grid solution = check_reached_from(puzzle, s);
  const Step step = next_step(s);
  CHECK(step.technique == Technique::FinnedSwordfish);
  CHECK(step.eliminations == digit_in(1, {rc(8, 6), rc(9, 5)}));
  CHECK(step.pattern_cells == std::vector<int>{rc(1, 5), rc(1, 6), rc(4, 3), rc(4, 5), rc(4, 6),
                                               rc(7, 3), rc(7, 4), rc(7, 5), rc(7, 6)});
  CHECK(step_text(step) ==
        "Finned Swordfish on 1 in rows 1, 4 and 7 with fin r7c4: if no fin is 1, columns 3, 5 "
        "and 6 take their 1 from these rows; if one is, box 8 has its 1 there. Either way this "
        "removes 1 from r8c6 and r9c5.");
  check_sound(step, solution);
}

TEST_CASE("Sashimi Swordfish where it is the first technique that applies") {
  // Kaggle "1..........9": 2 in row 6 at c4 and c8, row 8 at c1 and c9, row 9 at c1 and c4.
  // Row 6 has one cell in the cover columns 1, 4, 9 besides the fin r6c8 (sashimi). Box 6's
  // cells in column 9 outside the base rows are r4c9 and r5c9; r5c9 holds 2.
  const char* puzzle =
      "1..........9..2.6...683915..5.4...81.4..9.....7...8..4..87...96.67.1.8...9....7.5";
  const auto s = reached_state(
      "1856....973915246842683915765.4..98184.59167.971.685.4.187...96.6791.84..94.86715",
      {{rc(7, 1), 3}});
  const Grid solution = check_reached_from(puzzle, s);
  const Step step = next_step(s);
  CHECK(step.technique == Technique::FinnedSwordfish);
  CHECK(step.eliminations == std::vector<CellDigit>{{rc(5, 9), 2}});
  CHECK(step.pattern_cells ==
        std::vector<int>{rc(6, 4), rc(6, 8), rc(8, 1), rc(8, 9), rc(9, 1), rc(9, 4)});
  CHECK(step_text(step) ==
        "Sashimi Swordfish on 2 in rows 6, 8 and 9 with fin r6c8: if no fin is 2, columns 1, 4 "
        "and 9 take their 2 from these rows; if one is, box 6 has its 2 there. Either way this "
        "removes 2 from r5c9.");
  check_sound(step, solution);
}

TEST_CASE("Finned Jellyfish where it is the first technique that applies") {
  // 17-clue ".....1..2..3.4.......2...1": 7 in row 3 at c1 and c9, row 4 at c1 and c8, row 5
  // at c3 and c8, row 7 at c3 and c7: columns 1, 3, 7 and 8 with the fin r3c9 (row 3 keeps
  // one cover cell: sashimi). Box 3's cells in columns 7 and 8 outside the base rows are
  // r1c7, r1c8, r2c7 and r2c8; r1c7 and r2c7 hold 7.
  const char* puzzle =
      ".................1..2..3.4.......2...1....5...6..74.......1..6...5....3...856....";
  const auto s = reached_state(
      "..1.....2..6.....1.521.364...3.512..21.83.5..569274813.2.318.656.5...13813856.42.",
      {{rc(1, 4), 9},
       {rc(1, 6), 9},
       {rc(1, 8), 7},
       {rc(1, 8), 9},
       {rc(2, 4), 9},
       {rc(2, 6), 9},
       {rc(2, 8), 7},
       {rc(2, 8), 9},
       {rc(3, 1), 9},
       {rc(4, 2), 7},
       {rc(4, 9), 7},
       {rc(4, 9), 9},
       {rc(5, 9), 7},
       {rc(5, 9), 9},
       {rc(7, 1), 7},
       {rc(8, 2), 4},
       {rc(8, 5), 9}});
  const Grid solution = check_reached_from(puzzle, s);
  const Step step = next_step(s);
  CHECK(step.technique == Technique::FinnedJellyfish);
  CHECK(step.eliminations == digit_in(7, {rc(1, 7), rc(2, 7)}));
  CHECK(step.pattern_cells == std::vector<int>{rc(3, 1), rc(3, 9), rc(4, 1), rc(4, 8), rc(5, 3),
                                               rc(5, 8), rc(7, 3), rc(7, 7)});
  CHECK(step_text(step) ==
        "Sashimi Jellyfish on 7 in rows 3, 4, 5 and 7 with fin r3c9: if no fin is 7, columns 1, "
        "3, 7 and 8 take their 7 from these rows; if one is, box 3 has its 7 there. Either way "
        "this removes 7 from r1c7 and r2c7.");
  check_sound(step, solution);
}

TEST_CASE("Finned fish: fins in two boxes prove nothing") {
  // 4 in row 2 at c3, c7 and the fin c8 (box 3); row 8 at c3, c7 and c1 (box 7): two boxes.
  auto s = open_state();
  keep_in_unit(s, row_unit(1), 4, {rc(2, 3), rc(2, 7), rc(2, 8)});
  keep_in_unit(s, row_unit(7), 4, {rc(8, 1), rc(8, 3), rc(8, 7)});
  CHECK_FALSE(find_finned_fish(s, 2));
  // With the row 8 fin gone, the fin r2c8 clears column 7 in box 3: r1c7 and r3c7.
  s.eliminate(rc(8, 1), 4);
  const auto step = find_finned_fish(s, 2);
  REQUIRE(step);
  CHECK(step->eliminations == digit_in(4, {rc(1, 7), rc(3, 7)}));
}
