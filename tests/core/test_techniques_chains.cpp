// Simple colouring, X-Chain and XY-Chain on synthetic states. Expected results are worked
// out by hand in the comments; the shortest-chain claims of the 5-link X-Chain case were also
// checked by enumerating every simple alternating chain of that layout by hand-written script.
#include <doctest/doctest.h>

#include "advanced_test_positions.hpp"
#include "core/technique.hpp"

using namespace nonet;
using nonet::test::digit_in;
using nonet::test::keep_in_grid;
using nonet::test::keep_in_unit;
using nonet::test::open_state;
using nonet::test::rc;
using nonet::test::set_cell;

namespace {

// 5 in row 1 only at c1/c5, in column 5 only at r1/r4, in row 4 only at c2/c5: a chain of
// three conjugate pairs r1c1 = r1c5 = r4c5 = r4c2. Colours: {r1c1, r4c5} and {r1c5, r4c2}.
// A cell seeing r1c1 and r4c2 sees both colours: r2c2, r3c2 (box 1, column 2) and r5c1, r6c1
// (column 1, box 4); r1c2 and r4c1 lost 5 with their rows. The other colour pairs (r1c1 with
// r1c5, r4c5 with r4c2 or r1c5) only meet in the restricted rows and column.
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
