// SPDX-License-Identifier: MIT
// Simple colouring, X-Chain, XY-Chain and AICs (grouped, loops). The finder cases are
// synthetic states; the "first technique" cases are real positions met on published
// puzzles' solve paths, where next_step() reaches the technique only after every easier one found
// nothing. Expected results are worked out by hand in the comments (and each removal is checked
// against the puzzle's solution); the shortest-chain claims of the synthetic 5-link X-Chain case
// were also checked by enumerating every simple alternating chain of that layout by hand-written
// script.
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
  CHECK(step_text(*step) ==
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
  CHECK(step_text(*step) ==
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
  // top1465 "84...9..1" (below), on its solve path: the digits placed so far and four
  // candidates earlier steps removed. (With the empty rectangle in the engine, the trap this
  // case used before is now found as an empty rectangle on the same 6.) Conjugate pairs of
  // 7: r1c3 = r1c8 (row 1), r1c3 = r8c3 (column 3), r8c3 = r9c1 (box 7), r9c1 = r9c9 (row
  // 9), r9c9 = r2c9 (column 9): one group coloured {r1c3, r2c9, r9c1} and {r1c8, r8c3,
  // r9c9}. r2c8 sees r1c8 (column 8) and r2c9 (row 2), one of each colour, so it is not 7.
  const auto s = reached_state(
      "84...93.1...48.2......7..4...1..4..3483..7.6...93.8..4...7...3.31.8....5.2..3.4..",
      {{rc(2, 3), 7}, {rc(3, 1), 2}, {rc(9, 3), 7}, {rc(9, 8), 7}});
  const Grid solution = check_reached_from(
      "84...9..1....8.2......7..4...1..4....83....6...9.....4...7...3..1.8....5.2..3.4..", s);
  const Step step = next_step(s);
  CHECK(step.technique == Technique::SimpleColouring);
  CHECK(step.eliminations == digit_in(7, {rc(2, 8)}));
  CHECK(step.placements.empty());
  CHECK(step.pattern_cells ==
        std::vector<int>{rc(1, 3), rc(1, 8), rc(2, 9), rc(8, 3), rc(9, 1), rc(9, 9)});
  CHECK(step.pattern_candidates ==
        digit_in(7, {rc(1, 3), rc(2, 9), rc(9, 1), rc(1, 8), rc(8, 3), rc(9, 9)}));
  CHECK(step.units ==
        std::vector<int>{row_unit(0), row_unit(8), col_unit(2), col_unit(8), box_unit(6)});
  CHECK(step_text(step) ==
        "Simple colouring on 7 (colour trap): strong links colour r1c3, r2c9 and r9c1 one way "
        "and r1c8, r8c3 and r9c9 the other; one colour is 7, so a cell that sees both colours "
        "is not; this removes 7 from r2c8.");
  CHECK(solution[rc(2, 8)] != 7);
}

TEST_CASE("Simple colouring (colour wrap) where it is the first technique that applies") {
  // Royle's 17-clue puzzle below (line 5277 of the collection) on its solve path: the digits
  // placed so far and six candidates earlier steps removed (an empty rectangle among them).
  // Conjugate pairs of 2 chain eleven cells into one group, coloured {r4c8, r5c4, r6c3, r8c2}
  // and {r1c4, r4c1, r5c7, r6c6, r7c3, r8c7, r9c8}: r4c8 = r5c7 (box 6), r5c7 = r5c4 (row
  // 5), r5c4 = r6c6 (box 5), r6c6 = r6c3 (row 6), r6c3 = r7c3 (column 3), r7c3 = r8c2 (box
  // 7), r8c2 = r8c7 (row 8), r8c7 = r9c8 (box 9), r6c3 = r4c1 (box 4), r5c4 = r1c4 (column
  // 4). r5c7 and r8c7 share column 7 and a colour, so that colour holds no 2 at all: its
  // seven cells lose 2, and the other colour holds the 2s.
  const auto s = reached_state(
      "..1..7.3...73...12..31.4.....46735.1736.51.4.51.84.37636.41....1.5738.6.478...1.3",
      {{rc(4, 2), 2}, {rc(4, 8), 8}, {rc(7, 8), 2}, {rc(7, 8), 9}, {rc(9, 4), 2}, {rc(9, 6), 9}});
  const Grid solution = check_reached_from(
      "................12..3..4........35....6.5.....1.....7.....1......57...6.4.8.....3", s);
  const Step step = next_step(s);
  CHECK(step.technique == Technique::SimpleColouring);
  CHECK(step.eliminations ==
        digit_in(2, {rc(1, 4), rc(4, 1), rc(5, 7), rc(6, 6), rc(7, 3), rc(8, 7), rc(9, 8)}));
  CHECK(step.pattern_cells == std::vector<int>{rc(1, 4), rc(4, 1), rc(4, 8), rc(5, 4), rc(5, 7),
                                               rc(6, 3), rc(6, 6), rc(7, 3), rc(8, 2), rc(8, 7),
                                               rc(9, 8)});
  // First the colour of the lowest cell (r1c4), then the other.
  CHECK(step.pattern_candidates ==
        digit_in(2, {rc(1, 4), rc(4, 1), rc(5, 7), rc(6, 6), rc(7, 3), rc(8, 7), rc(9, 8), rc(4, 8),
                     rc(5, 4), rc(6, 3), rc(8, 2)}));
  CHECK(step.units == std::vector<int>{row_unit(3), row_unit(4), row_unit(5), row_unit(7),
                                       col_unit(2), col_unit(3), col_unit(7), box_unit(3),
                                       box_unit(4), box_unit(5), box_unit(6)});
  CHECK(step_text(step) ==
        "Simple colouring on 2 (colour wrap): r5c7 and r8c7 have the same colour and see each "
        "other, so no cell of that colour (r1c4, r4c1, r5c7, r6c6, r7c3, r8c7 and r9c8) is 2; "
        "this removes 2 from r1c4, r4c1, r5c7, r6c6, r7c3, r8c7 and r9c8.");
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
  CHECK(step_text(*step) ==
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
  CHECK(step_text(*step) ==
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

TEST_CASE("X-Chain where it is the first technique that applies (top1465)") {
  // With the empty rectangle in the engine, no solve path of the data sets meets a
  // three-link X-Chain first any more (one through a box is an empty rectangle; the case
  // that stood here is one now). This one is top1465 ".56...3...7" on its solve path, with
  // four candidates earlier steps removed. Strong links of 3: row 7 (r7c8 = r7c6), row 4
  // (r4c6 = r4c1), column 2 (r5c2 = r8c2); weak: column 6 (r7c6 - r4c6), box 4 (r4c1 -
  // r5c2). If r7c8 is not 3, r7c6 is, r4c6 is not, r4c1 is, r5c2 is not and r8c2 is: one
  // of r7c8 and r8c2 is 3, and r8c8 (row 8, box 9) sees both.
  const auto s = reached_state(
      ".56...3...7.....8.8.3..1..7.1.78.9.....9........1...4328561........2...5.6...91..",
      {{rc(1, 6), 2}, {rc(2, 6), 2}, {rc(8, 6), 3}, {rc(8, 8), 9}});
  const Grid solution = check_reached_from(
      ".56...3...7.....8.8.3..1..7.1.78.9.....9............432856.........2...5.6...91..", s);
  const Step step = next_step(s);
  CHECK(step.technique == Technique::XChain);
  CHECK(step.eliminations == digit_in(3, {rc(8, 8)}));
  CHECK(step.placements.empty());
  CHECK(step.pattern_cells ==
        std::vector<int>{rc(4, 1), rc(4, 6), rc(5, 2), rc(7, 6), rc(7, 8), rc(8, 2)});
  CHECK(step.pattern_candidates ==
        digit_in(3, {rc(4, 1), rc(4, 6), rc(5, 2), rc(7, 6), rc(7, 8), rc(8, 2)}));
  CHECK(step.units == std::vector<int>{row_unit(6), row_unit(3), col_unit(1)});  // strong links
  CHECK(step_text(step) ==
        "X-Chain on 3: r7c8 = r7c6 - r4c6 = r4c1 - r5c2 = r8c2, so one of r7c8 and r8c2 is 3, "
        "which removes 3 from r8c8.");
  CHECK(solution[rc(8, 8)] != 3);
}

TEST_CASE("X-Chain of five links where it is the first technique that applies") {
  // Royle's 17-clue puzzle below on its solve path, with five candidates earlier steps
  // removed. (The Kaggle case that stood here is now a finned X-Wing's.) Strong links of 8:
  // box 2 (r2c4 = r1c6), row 5 (r5c6 = r5c3), row 9 (r9c3 = r9c7); weak: column 6 (r1c6 -
  // r5c6), column 3 (r5c3 - r9c3). If r2c4 is not 8, r1c6 is, r5c6 is not, r5c3 is, r9c3 is
  // not and r9c7 is: one of r2c4 and r9c7 is 8, and r2c7 (row 2, column 7) sees both.
  const auto s = reached_state(
      "..15...72..7..2.515.2713.4.....7521.21.3..76575..214.31.3.8.52...523.1..42.15..37",
      {{rc(1, 6), 6}, {rc(2, 4), 6}, {rc(4, 2), 4}, {rc(6, 3), 8}, {rc(7, 4), 6}});
  const Grid solution = check_reached_from(
      ".................1..2..3.4......52...1.....6.7..........3.8.5....52.....4..1....7", s);
  const Step step = next_step(s);
  CHECK(step.technique == Technique::XChain);
  CHECK(step.eliminations == digit_in(8, {rc(2, 7)}));
  CHECK(step.pattern_cells ==
        std::vector<int>{rc(1, 6), rc(2, 4), rc(5, 3), rc(5, 6), rc(9, 3), rc(9, 7)});
  CHECK(step.units == std::vector<int>{box_unit(1), row_unit(4), row_unit(8)});
  CHECK(step_text(step) ==
        "X-Chain on 8: r2c4 = r1c6 - r5c6 = r5c3 - r9c3 = r9c7, so one of r2c4 and r9c7 is 8, "
        "which removes 8 from r2c7.");
  CHECK(solution[rc(2, 7)] != 8);
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
  CHECK(step_text(*step) ==
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

TEST_CASE("XY-Chain closing into a continuous loop where it is the first technique that applies") {
  // Top1465 puzzle below, at the position its solve path reaches; the digits alone give the
  // candidates. r2c3 {1,5}, r2c2 {5,6}, r9c2 {4,6}, r9c3 {1,4}: r2c3 (1=5) - r2c2 (5=6) (row
  // 2) - r9c2 (6=4) (column 2) - r9c3 (4=1) (row 9), and r9c3's 1 sees r2c3's (column 3), so
  // the chain closes. Round the loop each weak link has exactly one true end: one of r2c3
  // and r9c3 is 1, which removes 1 from r7c3 {1,7,8} (column 3); the links on 5 (row 2, box
  // 1), 6 (column 2) and 4 (row 9, box 7) have no other candidates to remove.
  const auto s = reached_state(
      ".2.731695...2493879735..421..912.876.1.6..249286497153.9.3.4562.328..9145..9.2738", {});
  const Grid solution = check_reached_from(
      ".2..316.......938.9.35....1......8...1.6...4.2.6.97....9....56..........5....2.38", s);
  const Step step = next_step(s);
  REQUIRE(find_xy_chain(s));
  check_engine_takes(s, *find_xy_chain(s));
  CHECK(step.technique == Technique::XYChain);
  CHECK(step.eliminations == std::vector<CellDigit>{{rc(7, 3), 1}});
  CHECK(step.pattern_cells == std::vector<int>{rc(2, 2), rc(2, 3), rc(9, 2), rc(9, 3)});
  CHECK(step_text(step) ==
        "XY-Chain on 1: r2c3 (1=5) - r2c2 (5=6) - r9c2 (6=4) - r9c3 (4=1), which closes back "
        "to (1)r2c3: a continuous loop, so every weak link of it has exactly one true end, "
        "which removes 1 from r7c3.");
  for (const auto& e : step.eliminations) CHECK(solution[e.cell] != e.digit);
}

TEST_CASE("AIC where it is the first technique that applies") {
  // Top1465 puzzle below at its start (no technique before it applies). Links, each
  // checked on the candidates the digits leave:
  //   (5)r1c3 = (5)r2c3   column 3 holds 5 only there
  //   (5)r2c3 - (4)r2c3   one cell
  //   (4)r2c3 = (4)r6c3   column 3 holds 4 only there
  //   (4)r6c3 - (4)r6c8   row 6
  //   (4)r6c8 = (7)r6c8   r6c8 holds only {4,7}
  //   (7)r6c8 - (7)r1c8   column 8
  //   (7)r1c8 = (7)r1c7   box 3 (and row 1) holds 7 only there
  // So r1c3 is 5 or r1c7 is 7; r1c7's 5 would be false either way (row 1, and its own cell).
  // Both kinds of strong link are needed: no X-Chain or XY-Chain does this.
  const auto s = reached_state(
      ".2...3..48..7..39...7....61..3.7...8..6..213.5.........4.8....6..8.1..2..5...9...", {});
  const Grid solution = check_reached_from(
      ".2...3..48..7..39...7....61..3.7...8..6..213.5.........4.8....6..8.1..2..5...9...", s);
  const auto found = find_aic(s);
  REQUIRE(found);
  check_engine_takes(s, *found);
  const Step& step = *found;
  CHECK(step.technique == Technique::Aic);
  CHECK(step.eliminations == std::vector<CellDigit>{{rc(1, 7), 5}});
  CHECK(step.placements.empty());
  CHECK(step.pattern_cells ==
        std::vector<int>{rc(1, 3), rc(1, 7), rc(1, 8), rc(2, 3), rc(6, 3), rc(6, 8)});
  CHECK(step.pattern_candidates == std::vector<CellDigit>{{rc(1, 3), 5},
                                                          {rc(1, 7), 7},
                                                          {rc(1, 8), 7},
                                                          {rc(2, 3), 4},
                                                          {rc(2, 3), 5},
                                                          {rc(6, 3), 4},
                                                          {rc(6, 8), 4},
                                                          {rc(6, 8), 7}});
  CHECK(step.units == std::vector<int>{row_unit(0), row_unit(5), col_unit(2), col_unit(7)});
  CHECK(step_text(step) ==
        "AIC: (5)r1c3 = (5)r2c3 - (4)r2c3 = (4)r6c3 - (4)r6c8 = (7)r6c8 - (7)r1c8 = (7)r1c7, "
        "so r1c3 is 5 or r1c7 is 7, which removes 5 from r1c7.");
  CHECK(solution[rc(1, 7)] != 5);
}

TEST_CASE("AIC closing into a continuous loop where it is the first technique that applies") {
  // Top1465 puzzle below, on its solve path (six candidates removed by earlier steps):
  //   (2)r2c6 = (2)r2c5 - (9)r2c5 = (9)r2c3 - (9)r1c1 = (9)r7c1 - (2)r7c1 = (2)r4c1
  //   - (2)r6c3 = (2)r6c6
  // (row 2 holds 2 only at r2c5 and r2c6 and 9 only at r2c3 and r2c5; box 1; column 1 holds
  // 9 only at r1c1 and r7c1 and 2 only at r4c1 and r7c1; box 4; row 6 holds 2 only at r6c3
  // and r6c6), and (2)r6c6 sees (2)r2c6 in column 6: a loop. Each weak link then has exactly
  // one true end: r2c5 is 2 or 9 (its 3 goes), r7c1 is 9 or 2 (its 6 and 8 go), box 1's 9 is
  // at r2c3 or r1c1 (r1c3's 9 goes), box 4's 2 at r4c1 or r6c3 (r4c3's 2 goes) and column
  // 6's 2 at r6c6 or r2c6 (r9c6's 2 goes).
  const auto s = reached_state(
      ".2.......7..6...1.1...87629.9....174.71...5.25..17..9.....5....3.7.49...4..7....3",
      {{rc(4, 6), 2}, {rc(6, 6), 4}, {rc(7, 6), 2}, {rc(8, 2), 8}, {rc(8, 8), 8}, {rc(8, 9), 8}});
  const Grid solution = check_reached_from(
      ".2.......7..6...1.....8.6.9.9......4......5.25..17..9.....5....3.7.49...4..7....3", s);
  const auto found = find_aic(s);
  REQUIRE(found);
  check_engine_takes(s, *found);
  CHECK(found->technique == Technique::Aic);
  CHECK(found->eliminations == std::vector<CellDigit>{{rc(1, 3), 9},
                                                      {rc(2, 5), 3},
                                                      {rc(4, 3), 2},
                                                      {rc(7, 1), 6},
                                                      {rc(7, 1), 8},
                                                      {rc(9, 6), 2}});
  CHECK(found->pattern_cells == std::vector<int>{rc(1, 1), rc(2, 3), rc(2, 5), rc(2, 6), rc(4, 1),
                                                 rc(6, 3), rc(6, 6), rc(7, 1)});
  CHECK(step_text(*found) ==
        "AIC: (2)r2c6 = (2)r2c5 - (9)r2c5 = (9)r2c3 - (9)r1c1 = (9)r7c1 - (2)r7c1 = (2)r4c1 - "
        "(2)r6c3 = (2)r6c6, which closes back to (2)r2c6: a continuous loop, so every weak link "
        "of it has exactly one true end, which removes 2 from r4c3 and r9c6, 3 from r2c5, 6 "
        "from r7c1, 8 from r7c1, and 9 from r1c3.");
  for (const auto& e : found->eliminations) CHECK(solution[e.cell] != e.digit);
}

TEST_CASE("AIC: a discontinuous loop removes the other candidate of its cell") {
  // Synthetic: r1c1 holds {1,2}; 1 in row 1 only at r1c1 and r1c5; r1c5 holds {1,3}; 3 in
  // column 5 only at r1c5 and r5c5; r5c5 holds {2,3}; 2 in row 5 only at r5c1 and r5c5.
  // If r1c1 were not 1: r1c5 is 1, so not 3; r5c5 is 3, so not 2; r5c1 is 2. So r1c1 is 1
  // or r5c1 is 2; both would rule out 2 at r1c1 (its own cell, and column 1), so r1c1 loses
  // 2 (the loop's "r1c1 is 1", told as the chain that proves it), and r5c1 loses 1 the same
  // way. (On this state the engine's XY-Chain comes first, removing 2 from r5c1.)
  auto s = open_state();
  set_cell(s, rc(1, 1), {1, 2});
  set_cell(s, rc(1, 5), {1, 3});
  set_cell(s, rc(5, 5), {2, 3});
  keep_in_unit(s, row_unit(0), 1, {rc(1, 1), rc(1, 5)});
  keep_in_unit(s, col_unit(4), 3, {rc(1, 5), rc(5, 5)});
  keep_in_unit(s, row_unit(4), 2, {rc(5, 1), rc(5, 5)});
  const auto step = find_aic(s);
  REQUIRE(step);
  CHECK(step->technique == Technique::Aic);
  CHECK(step->eliminations == std::vector<CellDigit>{{rc(1, 1), 2}, {rc(5, 1), 1}});
  CHECK(step->placements.empty());
  CHECK(step->pattern_cells == std::vector<int>{rc(1, 1), rc(1, 5), rc(5, 1), rc(5, 5)});
  CHECK(step->units == std::vector<int>{row_unit(0), row_unit(4), col_unit(4)});
  CHECK(step_text(*step) ==
        "AIC: (1)r1c1 = (1)r1c5 - (3)r1c5 = (3)r5c5 - (2)r5c5 = (2)r5c1, so r1c1 is 1 or r5c1 "
        "is 2, which removes 1 from r5c1 and 2 from r1c1.");
}

TEST_CASE("Grouped AIC where it is the first technique that applies") {
  // Top1465 puzzle below, on its solve path (one candidate removed by an earlier step: the
  // empty rectangle on 4 takes 4 from r4c4). Links, each checked on the candidates:
  //   (7)r7c4 = (7)r8c4        column 4 holds 7 only there
  //   (7)r8c4 - (2)r8c4        one cell
  //   (2)r8c4 = (2)r4c4        column 4 holds 2 only there
  //   (2)r4c4 - (2)r4c1        row 4
  //   (2)r4c1 = (2)r6c1        box 4 (and column 1) holds 2 only there
  //   (2)r6c1 - (7)r6c1        one cell
  //   (7)r6c1 = (7){r7c1,r9c1} column 1 holds 7 only at r6c1 and in box 7's part of it
  // So r7c4 is 7 or box 7's 7 is at r7c1 or r9c1: r7c2 sees r7c4 (row 7) and both (box 7)
  // and loses 7 (r7c3 is filled). The group is needed: no plain AIC does this.
  const auto s = reached_state(
      "12..795688....2.9.9.........61..79..39.1........96.4....2.9....689...14....8...29",
      {{rc(4, 4), 4}});
  const Grid solution = check_reached_from(
      "1...7956.8....2.............61..79..3..1.........6.4....2.9....6.9...14....8...2.", s);
  const auto found = find_grouped_aic(s);
  REQUIRE(found);
  check_engine_takes(s, *found);
  CHECK_FALSE(find_aic(s));
  CHECK(found->technique == Technique::GroupedAic);
  CHECK(found->eliminations == digit_in(7, {rc(7, 2)}));
  CHECK(found->pattern_cells ==
        std::vector<int>{rc(4, 1), rc(4, 4), rc(6, 1), rc(7, 1), rc(7, 4), rc(8, 4), rc(9, 1)});
  CHECK(found->pattern_candidates == std::vector<CellDigit>{{rc(4, 1), 2},
                                                            {rc(4, 4), 2},
                                                            {rc(6, 1), 2},
                                                            {rc(6, 1), 7},
                                                            {rc(7, 1), 7},
                                                            {rc(7, 4), 7},
                                                            {rc(8, 4), 2},
                                                            {rc(8, 4), 7},
                                                            {rc(9, 1), 7}});
  CHECK(found->units == std::vector<int>{row_unit(3), col_unit(0), col_unit(3)});
  CHECK(step_text(*found) ==
        "Grouped AIC: (7)r7c4 = (7)r8c4 - (2)r8c4 = (2)r4c4 - (2)r4c1 = (2)r6c1 - (7)r6c1 = "
        "(7){r7c1,r9c1}, so r7c4 is 7, or 7 is in one of r7c1 and r9c1, which removes 7 from "
        "r7c2.");
  for (const auto& e : found->eliminations) CHECK(solution[e.cell] != e.digit);
}

TEST_CASE("Grouped AIC closing into a continuous loop where it is the first technique") {
  // Top1465 puzzle below, on its solve path (digits alone give the candidates). r5c6 holds
  // {3,4}; box 8 holds 3 only at r7c4 and the column-6 group r7c6/r8c6, and 4 the same way:
  //   (4)r5c6 = (3)r5c6 - (3){r7c6,r8c6} = (3)r7c4 - (4)r7c4 = (4){r7c6,r8c6}
  // and the group's 4 sees r5c6 (column 6): a loop. Its weak links each get one true end:
  // r7c4 is 3 or 4 (its 7, 8 and 9 go) and column 6's 4 is at r5c6 or in the group (r3c6's
  // 4 goes).
  const auto s = reached_state(
      ".9...6...5....7..6..2...3....6..5..48...6.79.7....2.6.....5..1....62...8.3...1.4.", {});
  const Grid solution = check_reached_from(
      ".9...6...5....7..6..2...3....6..5..48.....79.7....2.......5..1....62...8.3...1.4.", s);
  const auto found = find_grouped_aic(s);
  REQUIRE(found);
  check_engine_takes(s, *found);
  CHECK(found->eliminations ==
        std::vector<CellDigit>{{rc(3, 6), 4}, {rc(7, 4), 7}, {rc(7, 4), 8}, {rc(7, 4), 9}});
  CHECK(found->pattern_cells == std::vector<int>{rc(5, 6), rc(7, 4), rc(7, 6), rc(8, 6)});
  CHECK(step_text(*found) ==
        "Grouped AIC: (4)r5c6 = (3)r5c6 - (3){r7c6,r8c6} = (3)r7c4 - (4)r7c4 = (4){r7c6,r8c6}, "
        "which closes back to (4)r5c6: a continuous loop, so every weak link of it has exactly "
        "one true end, which removes 4 from r3c6, 7 from r7c4, 8 from r7c4 and 9 from r7c4.");
  for (const auto& e : found->eliminations) CHECK(solution[e.cell] != e.digit);
}
