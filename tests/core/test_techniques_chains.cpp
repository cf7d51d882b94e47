// SPDX-License-Identifier: MIT
// Simple colouring, X-Chain and XY-Chain. The finder cases are synthetic states; the
// "first technique" cases are real positions met on published puzzles' solve paths, where
// next_step() reaches the technique only after every easier one found nothing. Expected
// results are worked out by hand in the comments (and each removal is checked against the
// puzzle's solution); the shortest-chain claims of the synthetic 5-link X-Chain case were also
// checked by enumerating every simple alternating chain of that layout by hand-written script.
#include <doctest/doctest.h>

#include "advanced_test_positions.hpp"
#include "core/engine.hpp"
#include "core/technique.hpp"

using namespace nonet;
using nonet::test::check_engine_takes;
using nonet::test::check_reached_from;
using nonet::test::digit_in;
using nonet::test::keep_in_grid;
using nonet::test::keep_in_unit;
using nonet::test::open_state;
using nonet::test::rc;
using nonet::test::reached_state;
using nonet::test::set_cell;

namespace {

// 5 in row 1 only at c1/c5, in column 5 only at r1/r4, in row 4 only at c2/c5: a chain of
// three conjugate pairs r1c1 = r1c5 = r4c5 = r4c2. Colours: {r1c1, r4c5} and {r1c5, r4c2}.
// A cell seeing r1c1 and r4c2 sees both colours: r2c2, r3c2 (box 1, column 2) and r5c1, r6c1
// (column 1, box 4); r1c2 and r4c1 lost 5 with their rows. The other colour pairs (r1c1 with
// r1c5, r4c5 with r4c2 or r1c5) only meet in the restricted rows and column.
// (Rows 1 and 4 with base column 5 are also a Skyscraper, which the engine tries first: the
// finder cases below test the finders alone; the engine cases come after them.)
Candidates four_cell_chain() {
  auto s = open_state();
  keep_in_unit(s, row_unit(0), 5, {rc(1, 1), rc(1, 5)});
  keep_in_unit(s, col_unit(4), 5, {rc(1, 5), rc(4, 5)});
  keep_in_unit(s, row_unit(3), 5, {rc(4, 2), rc(4, 5)});
  return s;
}

}  // namespace

TEST_CASE("Simple colouring: colour trap") {
  const auto s = four_cell_chain();
  const auto step = find_simple_colouring(s);
  REQUIRE(step);
  CHECK(step->technique == Technique::SimpleColouring);
  CHECK(step->eliminations == digit_in(5, {rc(2, 2), rc(3, 2), rc(5, 1), rc(6, 1)}));
  CHECK(step->pattern_cells == std::vector<int>{rc(1, 1), rc(1, 5), rc(4, 2), rc(4, 5)});
  // First colour (the one of the lowest cell), then the second.
  CHECK(step->pattern_candidates == digit_in(5, {rc(1, 1), rc(4, 5), rc(1, 5), rc(4, 2)}));
  CHECK(step->units == std::vector<int>{row_unit(0), row_unit(3), col_unit(4)});
  CHECK(step->text ==
        "Simple colouring on 5 (colour trap): strong links colour r1c1 and r4c5 one way and r1c5 "
        "and r4c2 the other; one colour is 5, so a cell that sees both colours is not; this "
        "removes 5 from r2c2, r3c2, r5c1 and r6c1.");
}

TEST_CASE("Simple colouring: colour wrap") {
  // 9: row 1 only at c1/c5, column 5 only at r1/r5, row 5 only at c2/c5, column 2 only at
  // r2/r5. Chain r1c1 = r1c5 = r5c5 = r5c2 = r2c2: colours {r1c1, r5c5, r2c2} and
  // {r1c5, r5c2}. r1c1 and r2c2 share box 1, so their colour cannot be 9 anywhere.
  auto s = open_state();
  keep_in_unit(s, row_unit(0), 9, {rc(1, 1), rc(1, 5)});
  keep_in_unit(s, col_unit(4), 9, {rc(1, 5), rc(5, 5)});
  keep_in_unit(s, row_unit(4), 9, {rc(5, 2), rc(5, 5)});
  keep_in_unit(s, col_unit(1), 9, {rc(2, 2), rc(5, 2)});
  const auto step = find_simple_colouring(s);
  REQUIRE(step);
  CHECK(step->eliminations == digit_in(9, {rc(1, 1), rc(2, 2), rc(5, 5)}));
  CHECK(step->pattern_cells == std::vector<int>{rc(1, 1), rc(1, 5), rc(2, 2), rc(5, 2), rc(5, 5)});
  CHECK(step->text ==
        "Simple colouring on 9 (colour wrap): r1c1 and r2c2 have the same colour and see each "
        "other, so no cell of that colour (r1c1, r2c2 and r5c5) is 9; this removes 9 from r1c1, "
        "r2c2 and r5c5.");
}

TEST_CASE("Simple colouring: nothing without conjugate pairs") {
  CHECK_FALSE(find_simple_colouring(open_state()));
  CHECK_FALSE(find_x_chain(open_state()));
  CHECK_FALSE(find_xy_chain(open_state()));
}

TEST_CASE("Simple colouring (colour trap) where it is the first technique that applies") {
  // Royle's 17-clue puzzle below (line 28523 of the collection), 35 steps into its solve path:
  // the digits placed so far, and three removals by locked candidates (box 5 keeps 8 only in
  // column 4, so r1c4 loses 8; column 6 keeps 5 only in box 5, so r5c4 and r6c4 lose 5).
  // 6 is left in these cells:
  //
  //   6..66.6.6     The conjugate pairs of 6 through r3c6: row 3 (r3c6 = r3c7), column 6
  //   6...6....     (r3c6 = r4c6) and box 5 (r4c6 = r6c4). Every other unit of these four
  //   .....66..     cells holds 6 three or four times, so the group ends there. Colours:
  //   .....66.6     {r3c6, r6c4} and {r3c7, r4c6}, one of them all 6. r6c7 sees r6c4 (row 6)
  //   .........     and r3c7 (column 7), so it is not 6; no other cell with 6 sees both
  //   ...6..6.6     colours. The other groups (r1c1 = r2c1 = r2c5, and r9c4 = r9c5) trap
  //   .........     nothing. The shorter patterns built from these lines remove nothing: the
  //   .........     Skyscraper of rows 2 and 9 (base column 5) ends at r2c1 and r9c4, the
  //   ...66....     2-String Kite of row 2 and column 6 (box 2) at r2c1 and r4c6, and the
  // cells seeing both ends (r2c4 and r9c1; r2c6 and r4c1) are filled or hold no 6.
  const auto s = reached_state(
      ".12..4.7....3.14.283427..51...13..4.4.6.2..1.1.3.47...3..412867261798534748..3129",
      {{rc(1, 4), 8}, {rc(5, 4), 5}, {rc(6, 4), 5}});
  const Grid solution = check_reached_from(
      "..............1..2.34....5.....3..4...6......1....7......4..86.2...9....7.....1..", s);
  const Step step = next_step(s);
  CHECK(step.technique == Technique::SimpleColouring);
  CHECK(step.eliminations == digit_in(6, {rc(6, 7)}));
  CHECK(step.placements.empty());
  CHECK(step.pattern_cells == std::vector<int>{rc(3, 6), rc(3, 7), rc(4, 6), rc(6, 4)});
  CHECK(step.pattern_candidates == digit_in(6, {rc(3, 6), rc(6, 4), rc(3, 7), rc(4, 6)}));
  CHECK(step.units == std::vector<int>{row_unit(2), col_unit(5), box_unit(4)});
  CHECK(step.text ==
        "Simple colouring on 6 (colour trap): strong links colour r3c6 and r6c4 one way and r3c7 "
        "and r4c6 the other; one colour is 6, so a cell that sees both colours is not; this "
        "removes 6 from r6c7.");
  CHECK(solution[rc(6, 7)] != 6);
}

TEST_CASE("Simple colouring (colour wrap) where it is the first technique that applies") {
  // Royle's 17-clue puzzle below (line 5277 of the collection), 32 steps into its solve path:
  // the digits placed so far, and r4c8 without 8 (box 4 keeps 8 only in row 4: pointing).
  // 2 is left in these cells:
  //
  //   22.22....     Conjugate pairs of 2: r4c8 = r5c7 (box 6), r5c7 = r5c4 (row 5),
  //   .........     r5c4 = r6c6 (box 5), r6c6 = r6c3 (row 6), r6c3 = r7c3 (column 3),
  //   22..2....     r7c3 = r8c2 (box 7), r8c2 = r8c7 (row 8): one chain of eight cells and no
  //   22.....2.     other pair. Colours alternate along it: {r4c8, r5c4, r6c3, r8c2} and
  //   ...2..2..     {r5c7, r6c6, r7c3, r8c7}. r5c7 and r8c7 share column 7 and a colour, so
  //   ..2..2...     that colour holds no 2 at all: its four cells lose 2 (and the other
  //   ..2..222.     colour, no two of whose cells see each other, is the 2s). Easier patterns
  //   .2....2..     find nothing: the Skyscraper of rows 5 and 8 (base column 7) has ends r5c4
  //   ...222.2.     and r8c2, and the kite of row 8 and column 3 ends r8c7 and r6c3; each
  //                 pair of ends sees only filled cells in common.
  const auto s = reached_state(
      "..1..7.3...73...12..31.4.....46735.1736.51.4.51.84.37636.41....1.5738.6.478...1.3",
      {{rc(4, 8), 8}});
  const Grid solution = check_reached_from(
      "................12..3..4........35....6.5.....1.....7.....1......57...6.4.8.....3", s);
  const Step step = next_step(s);
  CHECK(step.technique == Technique::SimpleColouring);
  CHECK(step.eliminations == digit_in(2, {rc(5, 7), rc(6, 6), rc(7, 3), rc(8, 7)}));
  CHECK(step.pattern_cells == std::vector<int>{rc(4, 8), rc(5, 4), rc(5, 7), rc(6, 3), rc(6, 6),
                                               rc(7, 3), rc(8, 2), rc(8, 7)});
  // First the colour of the lowest cell (r4c8), then the other.
  CHECK(step.pattern_candidates == digit_in(2, {rc(4, 8), rc(5, 4), rc(6, 3), rc(8, 2), rc(5, 7),
                                                rc(6, 6), rc(7, 3), rc(8, 7)}));
  CHECK(step.units == std::vector<int>{row_unit(4), row_unit(5), row_unit(7), col_unit(2),
                                       box_unit(4), box_unit(5), box_unit(6)});
  CHECK(step.text ==
        "Simple colouring on 2 (colour wrap): r5c7 and r8c7 have the same colour and see each "
        "other, so no cell of that colour (r5c7, r6c6, r7c3 and r8c7) is 2; this removes 2 from "
        "r5c7, r6c6, r7c3 and r8c7.");
  for (int c : {rc(4, 8), rc(5, 4), rc(6, 3), rc(8, 2)}) CHECK(solution[c] == 2);
}

TEST_CASE("X-Chain of three links") {
  // The chain of the colour trap, read as r1c1 = r1c5 - r4c5 = r4c2: one of its ends is 5.
  const auto step = find_x_chain(four_cell_chain());
  REQUIRE(step);
  CHECK(step->technique == Technique::XChain);
  CHECK(step->eliminations == digit_in(5, {rc(2, 2), rc(3, 2), rc(5, 1), rc(6, 1)}));
  CHECK(step->pattern_cells == std::vector<int>{rc(1, 1), rc(1, 5), rc(4, 2), rc(4, 5)});
  CHECK(step->units == std::vector<int>{row_unit(0), row_unit(3)});
  CHECK(step->text ==
        "X-Chain on 5: r1c1 = r1c5 - r4c5 = r4c2, so one of r1c1 and r4c2 is 5, which removes 5 "
        "from r2c2, r3c2, r5c1 and r6c1.");
}

TEST_CASE("X-Chain of five links, the shortest in its layout") {
  // 5 is left in these 30 cells only (a layout that still admits a solution, e.g. r1c1, r2c7,
  // r3c5, r4c9, r5c2, r6c4, r7c8, r8c3, r9c6):
  //
  //   5.......5      row 1: only c1, c9          (strong)
  //   ..5.5.5..      box 3: r1c9 and r3c8 meet   (weak)
  //   ....5..55      column 8: only r3, r7       (strong)
  //   ......5.5      row 7: r7c8 and r7c2 meet   (weak)
  //   55..5.5.5      column 2: only r5, r7       (strong)
  //   ..55.5..5
  //   .5.5...55      r1c1 = r1c9 - r3c8 = r7c8 - r7c2 = r5c2: one of r1c1, r5c2 is 5, and
  //   ..5.55...      the only cell with 5 seeing both is r5c1. No chain of three links in
  //   5..5.5..5      this layout removes anything (checked by enumerating all of them).
  // (Box 2 keeps 5 only in column 5 here, so the engine would point first.)
  auto s = open_state();
  keep_in_grid(s, 5,
               {rc(1, 1), rc(1, 9), rc(2, 3), rc(2, 5), rc(2, 7), rc(3, 5), rc(3, 8), rc(3, 9),
                rc(4, 7), rc(4, 9), rc(5, 1), rc(5, 2), rc(5, 5), rc(5, 7), rc(5, 9), rc(6, 3),
                rc(6, 4), rc(6, 6), rc(6, 9), rc(7, 2), rc(7, 4), rc(7, 8), rc(7, 9), rc(8, 3),
                rc(8, 5), rc(8, 6), rc(9, 1), rc(9, 4), rc(9, 6), rc(9, 9)});
  const auto step = find_x_chain(s);
  REQUIRE(step);
  CHECK(step->eliminations == digit_in(5, {rc(5, 1)}));
  CHECK(step->pattern_cells ==
        std::vector<int>{rc(1, 1), rc(1, 9), rc(3, 8), rc(5, 2), rc(7, 2), rc(7, 8)});
  CHECK(step->units == std::vector<int>{row_unit(0), col_unit(7), col_unit(1)});
  CHECK(step->text ==
        "X-Chain on 5: r1c1 = r1c9 - r3c8 = r7c8 - r7c2 = r5c2, so one of r1c1 and r5c2 is 5, "
        "which removes 5 from r5c1.");
}

TEST_CASE("X-Chain: a single strong link is locked candidates, not a chain") {
  // 5 in row 1 only at r1c1/r1c2 (both in box 1) clears the rest of box 1, but that is
  // claiming; no chain of three or more links exists here.
  auto s = open_state();
  keep_in_unit(s, row_unit(0), 5, {rc(1, 1), rc(1, 2)});
  CHECK_FALSE(find_x_chain(s));
}

TEST_CASE("X-Chain of three links where it is the first technique that applies") {
  // Royle's 17-clue puzzle below (line 39441 of the collection), 39 steps into its solve
  // path; the digits alone give the candidates (earlier removals all went with cells since
  // filled) but for the three 5s below. 8 is left in these cells:
  //
  //   8.8.8....     r1c5 = r2c4: box 2 holds 8 only there (a strong link across the box).
  //   88.8.....     r2c4 - r6c4: both in column 4, which also holds 8 at r8c4 (weak only).
  //   .......88     r6c4 = r6c3: row 6 holds 8 only there.
  //   .8..88...     If r1c5 is not 8, r2c4 is, so r6c4 is not and r6c3 is: one of r1c5 and
  //   .........     r6c3 is 8. The only cell with 8 seeing both is r1c3 (row 1, column 3):
  //   ..88.....     r6c5 is filled. Column 4 holds three 8s, so the two strong links are in
  //   88......8     different colouring groups, and no group here traps or wraps anything.
  //   ...888...     They lie in a box and a row, so the chain is neither a Skyscraper (two
  //   ..8....8.     parallel lines) nor a 2-String Kite (a row and a column).
  // The two steps before it remove three 5s: a unique rectangle type 4 on {5,7} (r1c1, r2c1,
  // r1c7, r2c7) takes 5 from r1c1 and r2c1, then an X-Wing on 5 in columns 1 and 9 from r7c2.
  const auto s = reached_state(
      ".6.3.2.41..1.46.233241756..2.37..416.4726183.61..342.7..241736.436...17217.6239.4",
      {{rc(1, 1), 5}, {rc(2, 1), 5}, {rc(7, 2), 5}});
  const Grid solution = check_reached_from(
      "........1.......23..4..5.........4.6..7...8...1..3.......4.7....3......21..6.....", s);
  const Step step = next_step(s);
  CHECK(step.technique == Technique::XChain);
  CHECK(step.eliminations == digit_in(8, {rc(1, 3)}));
  CHECK(step.placements.empty());
  CHECK(step.pattern_cells == std::vector<int>{rc(1, 5), rc(2, 4), rc(6, 3), rc(6, 4)});
  CHECK(step.pattern_candidates == digit_in(8, {rc(1, 5), rc(2, 4), rc(6, 3), rc(6, 4)}));
  CHECK(step.units == std::vector<int>{box_unit(1), row_unit(5)});  // the strong links
  CHECK(step.text ==
        "X-Chain on 8: r1c5 = r2c4 - r6c4 = r6c3, so one of r1c5 and r6c3 is 8, which removes 8 "
        "from r1c3.");
  CHECK(solution[rc(1, 3)] != 8);
}

TEST_CASE("X-Chain of five links where it is the first technique that applies") {
  // Puzzle 5923 of the Kaggle excerpt (below), 35 steps into its solve path; the digits alone
  // give the candidates. 8 is left in these cells:
  //
  //   ...8.8..8     Strong links: column 1 (r2c1 = r3c1, also box 1), column 8 (r2c8 =
  //   8....8.88     r4c8), row 4 (r4c6 = r4c8), box 5 (r4c6 = r6c4), box 6 (r4c8 = r6c9) and
  //   8..8....8     row 6 (r6c4 = r6c9): two colouring groups, {r2c1, r3c1} and the five cells
  //   .....8.8.     of rows 2, 4, 6, whose colours {r4c8, r6c4} and {r2c8, r4c6, r6c9} trap
  //   .........     no cell. The 8s of the big group see each other only through its strong
  //   ...8....8     links, so a chain inside it ends on both colours and removes nothing
  //   .........     colouring did not; any other chain crosses the one weak link between
  //   .........     the groups, r2c1 - r2c8 (row 2 holds four 8s). With three links,
  //   .........     r3c1 = r2c1 - r2c8 = r4c8, the ends share only filled cells (r3c8, r4c1).
  // With five: r3c1 = r2c1 - r2c8 = r4c8 - r4c6 = r6c4. If r3c1 is not 8, r2c1 is, r2c8 is
  // not, r4c8 is, r4c6 is not and r6c4 is. So r3c4, which sees r3c1 (row 3) and r6c4
  // (column 4), is not 8; r6c1 is filled, and no other cell sees both ends.
  const auto s = reached_state(
      "457.9..6..1647.....29.6147.53164.7.2782.3..46964.2735.293786514178254639645913827", {});
  const Grid solution = check_reached_from(
      ".5.....6...647.........14....1......7...3..4.964..735...3.865..1...5..396..9138.7", s);
  const Step step = next_step(s);
  CHECK(step.technique == Technique::XChain);
  CHECK(step.eliminations == digit_in(8, {rc(3, 4)}));
  CHECK(step.pattern_cells ==
        std::vector<int>{rc(2, 1), rc(2, 8), rc(3, 1), rc(4, 6), rc(4, 8), rc(6, 4)});
  CHECK(step.units == std::vector<int>{col_unit(0), col_unit(7), box_unit(4)});
  CHECK(step.text ==
        "X-Chain on 8: r3c1 = r2c1 - r2c8 = r4c8 - r4c6 = r6c4, so one of r3c1 and r6c4 is 8, "
        "which removes 8 from r3c4.");
  CHECK(solution[rc(3, 4)] != 8);
}

TEST_CASE("XY-Chain of four cells") {
  // r1c1 {1,2} - r1c5 {2,3} (row 1) - r5c5 {3,4} (column 5) - r5c8 {1,4} (row 5). If r1c1 is
  // not 1 it is 2, so r1c5 is 3, r5c5 is 4 and r5c8 is 1: one of the ends is 1. Cells
  // seeing r1c1 and r5c8: r1c8 and r5c1. No three of these cells form an XY-Wing (the
  // pincers of r1c5 end in 1 and 4, those of r5c5 in 2 and 1).
  auto s = open_state();
  set_cell(s, rc(1, 1), {1, 2});
  set_cell(s, rc(1, 5), {2, 3});
  set_cell(s, rc(5, 5), {3, 4});
  set_cell(s, rc(5, 8), {1, 4});
  CHECK_FALSE(find_xy_wing(s));
  const auto step = find_xy_chain(s);
  REQUIRE(step);
  check_engine_takes(s, *step);
  CHECK(step->technique == Technique::XYChain);
  CHECK(step->eliminations == digit_in(1, {rc(1, 8), rc(5, 1)}));
  CHECK(step->pattern_cells == std::vector<int>{rc(1, 1), rc(1, 5), rc(5, 5), rc(5, 8)});
  CHECK(step->pattern_candidates == std::vector<CellDigit>{{rc(1, 1), 1},
                                                           {rc(1, 1), 2},
                                                           {rc(1, 5), 2},
                                                           {rc(1, 5), 3},
                                                           {rc(5, 5), 3},
                                                           {rc(5, 5), 4},
                                                           {rc(5, 8), 1},
                                                           {rc(5, 8), 4}});
  CHECK(step->units == std::vector<int>{row_unit(0), col_unit(4), row_unit(4)});
  CHECK(step->text ==
        "XY-Chain on 1: r1c1 (1=2) - r1c5 (2=3) - r5c5 (3=4) - r5c8 (4=1), so one of r1c1 and "
        "r5c8 is 1, which removes 1 from r1c8 and r5c1.");
}

TEST_CASE("XY-Chain: a broken link gives nothing") {
  auto s = open_state();
  set_cell(s, rc(1, 1), {1, 2});
  set_cell(s, rc(1, 5), {2, 3});
  set_cell(s, rc(5, 5), {3, 6});  // does not lead on to 4
  set_cell(s, rc(5, 8), {1, 4});
  CHECK_FALSE(find_xy_chain(s));
}
