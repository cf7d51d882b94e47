// SPDX-License-Identifier: MIT
// The basic technique finders, each on a position where it is the first technique that
// applies. The positions are either a classic published puzzle (the Wikipedia "Sudoku"
// article's example) or a hand-made candidate state on an empty grid where only a few
// cells lose candidates, so every expectation below can be checked by reading the state.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "core/engine.hpp"
#include "core/step_text.hpp"
#include "core/technique.hpp"

using namespace nonet;

namespace {

// The puzzle from the Wikipedia article "Sudoku" (its solution starts 534678912).
constexpr const char* kWikipediaPuzzle =
    "53..7...."
    "6..195..."
    ".98....6."
    "8...6...3"
    "4..8.3..1"
    "7...2...6"
    ".6....28."
    "...419..5"
    "....8..79";
constexpr const char* kWikipediaSolution =
    "534678912"
    "672195348"
    "198342567"
    "859761423"
    "426853791"
    "713924856"
    "961537284"
    "287419635"
    "345286179";

Grid grid_of(const char* text) {
  Grid g;
  for (int c = 0; c < kCells; ++c) g.set(c, text[c] == '.' ? 0 : text[c] - '0');
  return g;
}

int at(int row, int col) { return cell_at(row - 1, col - 1); }  // 1-based, as players name cells

CandidateMask mask_of(std::initializer_list<int> digits) {
  CandidateMask m = 0;
  for (int d : digits) m |= digit_bit(d);
  return m;
}

// An empty grid where every cell still has all nine candidates: nothing applies until a
// test removes candidates.
Candidates open_state() {
  Candidates s;
  s.mask.fill(kAllDigits);
  return s;
}

// Runs every basic finder that comes before `t` in the solve order and checks none applies,
// then checks that the engine, which also tries the advanced techniques ordered between the
// basic ones (X-Wing before hidden pairs, Swordfish before hidden triples, ...), takes `t`.
void check_no_easier_basic(const Candidates& s, Technique t) {
  const auto earlier = [&](Technique e) { return static_cast<int>(e) < static_cast<int>(t); };
  if (earlier(Technique::FullHouse)) CHECK_FALSE(find_full_house(s).has_value());
  if (earlier(Technique::HiddenSingleLine)) CHECK_FALSE(find_hidden_single(s).has_value());
  if (earlier(Technique::NakedSingle)) CHECK_FALSE(find_naked_single(s).has_value());
  if (earlier(Technique::Claiming)) CHECK_FALSE(find_locked_candidates(s).has_value());
  if (earlier(Technique::NakedPair)) CHECK_FALSE(find_naked_subset(s, 2).has_value());
  if (earlier(Technique::HiddenPair)) CHECK_FALSE(find_hidden_subset(s, 2).has_value());
  if (earlier(Technique::NakedTriple)) CHECK_FALSE(find_naked_subset(s, 3).has_value());
  if (earlier(Technique::HiddenTriple)) CHECK_FALSE(find_hidden_subset(s, 3).has_value());
  if (earlier(Technique::NakedQuad)) CHECK_FALSE(find_naked_subset(s, 4).has_value());
  CHECK(next_step(s).technique == t);
}

}  // namespace

TEST_CASE("full house: the last empty cell of a unit") {
  // The solved grid with only r5c6 emptied: every unit of r5c6 has one empty cell; the
  // scan looks at boxes first, so it reports box 5. The solution has 3 there.
  Grid g = grid_of(kWikipediaSolution);
  g.set(at(5, 6), 0);
  const auto step = find_full_house(Candidates::from_grid(g));
  REQUIRE(step.has_value());
  CHECK(step->technique == Technique::FullHouse);
  CHECK(step->placements == std::vector<Placement>{{at(5, 6), 3}});
  CHECK(step->eliminations.empty());
  CHECK(step->pattern_cells == std::vector<int>{at(5, 6)});
  CHECK(step->units == std::vector<int>{box_unit(4)});
  CHECK(step_text(*step) == "Full house: r5c6 is the last empty cell in box 5, so it is 3.");

  // Four empties in a 2x2 block: every unit touching them has two, so no full house.
  Grid two = grid_of(kWikipediaSolution);
  for (int c : {at(1, 1), at(1, 2), at(2, 1), at(2, 2)}) two.set(c, 0);
  CHECK_FALSE(find_full_house(Candidates::from_grid(two)).has_value());
}

TEST_CASE("hidden single in a box: the Wikipedia puzzle's first step") {
  // Box 1 misses 1, 2, 4, 7 and each has at least two places (1 at r1c3 and r3c1; 2 and 4
  // at r1c3 and r2c2; 7 at r2c2 and r2c3). Box 2 misses 2, 3, 4, 6, 8; for 8, row 3 holds
  // an 8 (r3c3) and column 4 holds one (r5c4), leaving only r1c6.
  const auto s = Candidates::from_grid(grid_of(kWikipediaPuzzle));
  check_no_easier_basic(s, Technique::HiddenSingleBox);
  const auto step = find_hidden_single(s);
  REQUIRE(step.has_value());
  CHECK(step->technique == Technique::HiddenSingleBox);
  CHECK(step->placements == std::vector<Placement>{{at(1, 6), 8}});
  CHECK(step->pattern_cells == std::vector<int>{at(1, 6)});
  CHECK(step->units == std::vector<int>{box_unit(1)});
  CHECK(step_text(*step) == "Hidden single: in box 2, 8 fits only at r1c6.");
  CHECK(grid_of(kWikipediaSolution)[at(1, 6)] == 8);
}

TEST_CASE("hidden single in a row and in a column") {
  SUBCASE("row") {
    // 5 removed from r1c1..r1c8: every box still has 5 in two other rows, row 1 has it
    // only at r1c9.
    Candidates s = open_state();
    for (int col = 1; col <= 8; ++col) s.eliminate(at(1, col), 5);
    check_no_easier_basic(s, Technique::HiddenSingleLine);
    const auto step = find_hidden_single(s);
    REQUIRE(step.has_value());
    CHECK(step->technique == Technique::HiddenSingleLine);
    CHECK(step->placements == std::vector<Placement>{{at(1, 9), 5}});
    CHECK(step->units == std::vector<int>{row_unit(0)});
    CHECK(step_text(*step) == "Hidden single: in row 1, 5 fits only at r1c9.");
  }
  SUBCASE("column") {
    // 5 removed from r1c1..r8c1: rows and boxes keep it elsewhere, column 1 only at r9c1.
    Candidates s = open_state();
    for (int row = 1; row <= 8; ++row) s.eliminate(at(row, 1), 5);
    const auto step = find_hidden_single(s);
    REQUIRE(step.has_value());
    CHECK(step->technique == Technique::HiddenSingleLine);
    CHECK(step->placements == std::vector<Placement>{{at(9, 1), 5}});
    CHECK(step->units == std::vector<int>{col_unit(0)});
    CHECK(step_text(*step) == "Hidden single: in column 1, 5 fits only at r9c1.");
  }
}

TEST_CASE("naked single") {
  // r3c4 keeps only 6; every digit still has many places in every unit.
  Candidates s = open_state();
  s.mask[at(3, 4)] = mask_of({6});
  check_no_easier_basic(s, Technique::NakedSingle);
  const auto step = find_naked_single(s);
  REQUIRE(step.has_value());
  CHECK(step->technique == Technique::NakedSingle);
  CHECK(step->placements == std::vector<Placement>{{at(3, 4), 6}});
  CHECK(step->pattern_cells == std::vector<int>{at(3, 4)});
  CHECK(step->units == std::vector<int>{row_unit(2), col_unit(3), box_unit(1)});
  CHECK(step_text(*step) == "Naked single: r3c4 can only be 6.");
}

TEST_CASE("pointing: a box's digit on one row clears the rest of the row") {
  // In box 1, 7 is removed from rows 2 and 3, so it lies only in r1c1..r1c3.
  Candidates s = open_state();
  for (int row = 2; row <= 3; ++row) {
    for (int col = 1; col <= 3; ++col) s.eliminate(at(row, col), 7);
  }
  check_no_easier_basic(s, Technique::Pointing);
  const auto step = find_locked_candidates(s);
  REQUIRE(step.has_value());
  CHECK(step->technique == Technique::Pointing);
  std::vector<CellDigit> expected;
  for (int col = 4; col <= 9; ++col) expected.push_back({at(1, col), 7});
  CHECK(step->eliminations == expected);
  CHECK(step->placements.empty());
  CHECK(step->pattern_cells == std::vector<int>{at(1, 1), at(1, 2), at(1, 3)});
  CHECK(step->units == std::vector<int>{box_unit(0), row_unit(0)});
  CHECK(step_text(*step) ==
        "Pointing: in box 1, 7 lies only in row 1, so it is removed from r1c4, r1c5, r1c6, "
        "r1c7, r1c8 and r1c9.");
}

TEST_CASE("claiming: a row's digit inside one box clears the rest of the box") {
  // In row 1, 4 is removed from c4..c9. Boxes 2 and 3 keep 4 in both rows 2 and 3 (no
  // pointing); row 1 has 4 only in box 1.
  Candidates s = open_state();
  for (int col = 4; col <= 9; ++col) s.eliminate(at(1, col), 4);
  check_no_easier_basic(s, Technique::Claiming);
  const auto step = find_locked_candidates(s);
  REQUIRE(step.has_value());
  CHECK(step->technique == Technique::Claiming);
  std::vector<CellDigit> expected;
  for (int row = 2; row <= 3; ++row) {
    for (int col = 1; col <= 3; ++col) expected.push_back({at(row, col), 4});
  }
  CHECK(step->eliminations == expected);
  CHECK(step->pattern_cells == std::vector<int>{at(1, 1), at(1, 2), at(1, 3)});
  CHECK(step->units == std::vector<int>{row_unit(0), box_unit(0)});
}

TEST_CASE("naked pair") {
  // Row 2: r2c4 and r2c7 hold {3,8}; r2c1 {1,3}, r2c9 {8,9}; the rest of the row has
  // neither 3 nor 8. Every digit keeps at least two places in every unit.
  Candidates s = open_state();
  for (int col : {2, 3, 5, 6, 8}) s.mask[at(2, col)] = mask_of({1, 2, 4, 5, 6, 7, 9});
  s.mask[at(2, 4)] = s.mask[at(2, 7)] = mask_of({3, 8});
  s.mask[at(2, 1)] = mask_of({1, 3});
  s.mask[at(2, 9)] = mask_of({8, 9});
  check_no_easier_basic(s, Technique::NakedPair);
  const auto step = find_naked_subset(s, 2);
  REQUIRE(step.has_value());
  CHECK(step->technique == Technique::NakedPair);
  CHECK(step->eliminations == std::vector<CellDigit>{{at(2, 1), 3}, {at(2, 9), 8}});
  CHECK(step->pattern_cells == std::vector<int>{at(2, 4), at(2, 7)});
  CHECK(step->pattern_candidates ==
        std::vector<CellDigit>{{at(2, 4), 3}, {at(2, 4), 8}, {at(2, 7), 3}, {at(2, 7), 8}});
  CHECK(step->units == std::vector<int>{row_unit(1)});
  CHECK(step_text(*step) ==
        "Naked pair {3,8} in row 2 at r2c4 and r2c7 removes 3 from r2c1 and 8 from r2c9.");

  // Without r2c1 and r2c9 holding 3 or 8 the pair removes nothing, so it is not a step.
  s.mask[at(2, 1)] = mask_of({1, 2});
  s.mask[at(2, 9)] = mask_of({4, 9});
  CHECK_FALSE(find_naked_subset(s, 2).has_value());
}

TEST_CASE("naked triple across three boxes") {
  // Row 1: r1c1 {1,2}, r1c4 {2,7}, r1c7 {1,7} together hold exactly {1,2,7}; r1c9 {7,9};
  // the other cells hold none of 1, 2, 7. No pair has only two digits, and each of 1, 2, 7
  // spans two boxes (no claiming).
  Candidates s = open_state();
  for (int col : {2, 3, 5, 6, 8}) s.mask[at(1, col)] = mask_of({3, 4, 5, 6, 8, 9});
  s.mask[at(1, 1)] = mask_of({1, 2});
  s.mask[at(1, 4)] = mask_of({2, 7});
  s.mask[at(1, 7)] = mask_of({1, 7});
  s.mask[at(1, 9)] = mask_of({7, 9});
  check_no_easier_basic(s, Technique::NakedTriple);
  const auto step = find_naked_subset(s, 3);
  REQUIRE(step.has_value());
  CHECK(step->technique == Technique::NakedTriple);
  CHECK(step->eliminations == std::vector<CellDigit>{{at(1, 9), 7}});
  CHECK(step->pattern_cells == std::vector<int>{at(1, 1), at(1, 4), at(1, 7)});
  CHECK(step_text(*step) ==
        "Naked triple {1,2,7} in row 1 at r1c1, r1c4 and r1c7 removes 7 from r1c9.");
}

TEST_CASE("naked quad") {
  // Row 1: r1c1 {1,2}, r1c4 {2,3}, r1c7 {3,4}, r1c2 {1,4} hold exactly {1,2,3,4}; r1c9
  // {1,9}. Each digit spans two boxes; no two or three of the cells close on themselves.
  Candidates s = open_state();
  for (int col : {3, 5, 6, 8}) s.mask[at(1, col)] = mask_of({5, 6, 7, 8, 9});
  s.mask[at(1, 1)] = mask_of({1, 2});
  s.mask[at(1, 4)] = mask_of({2, 3});
  s.mask[at(1, 7)] = mask_of({3, 4});
  s.mask[at(1, 2)] = mask_of({1, 4});
  s.mask[at(1, 9)] = mask_of({1, 9});
  check_no_easier_basic(s, Technique::NakedQuad);
  const auto step = find_naked_subset(s, 4);
  REQUIRE(step.has_value());
  CHECK(step->technique == Technique::NakedQuad);
  CHECK(step->eliminations == std::vector<CellDigit>{{at(1, 9), 1}});
  CHECK(step->pattern_cells == std::vector<int>{at(1, 1), at(1, 2), at(1, 4), at(1, 7)});
  CHECK(step_text(*step) ==
        "Naked quad {1,2,3,4} in row 1 at r1c1, r1c2, r1c4 and r1c7 removes 1 from r1c9.");
}

TEST_CASE("hidden pair") {
  // Row 1: 2 and 6 appear only in r1c3 {2,4,6,9} and r1c7 {2,5,6}.
  Candidates s = open_state();
  for (int col = 1; col <= 9; ++col) s.mask[at(1, col)] = mask_of({1, 3, 4, 5, 7, 8, 9});
  s.mask[at(1, 3)] = mask_of({2, 4, 6, 9});
  s.mask[at(1, 7)] = mask_of({2, 5, 6});
  check_no_easier_basic(s, Technique::HiddenPair);
  const auto step = find_hidden_subset(s, 2);
  REQUIRE(step.has_value());
  CHECK(step->technique == Technique::HiddenPair);
  CHECK(step->eliminations == std::vector<CellDigit>{{at(1, 3), 4}, {at(1, 3), 9}, {at(1, 7), 5}});
  CHECK(step->pattern_cells == std::vector<int>{at(1, 3), at(1, 7)});
  CHECK(step->pattern_candidates ==
        std::vector<CellDigit>{{at(1, 3), 2}, {at(1, 3), 6}, {at(1, 7), 2}, {at(1, 7), 6}});
  CHECK(step_text(*step) ==
        "Hidden pair {2,6} in row 1 at r1c3 and r1c7 removes 4 from r1c3, 5 from r1c7 and 9 "
        "from r1c3.");
}

TEST_CASE("hidden triple") {
  // Row 1: 1, 2, 3 appear only in r1c2 {1,2,7}, r1c5 {2,3,8}, r1c8 {1,3,9}; any two of
  // those digits already need all three cells, so there is no hidden pair.
  Candidates s = open_state();
  for (int col = 1; col <= 9; ++col) s.mask[at(1, col)] = mask_of({4, 5, 6, 7, 8, 9});
  s.mask[at(1, 2)] = mask_of({1, 2, 7});
  s.mask[at(1, 5)] = mask_of({2, 3, 8});
  s.mask[at(1, 8)] = mask_of({1, 3, 9});
  check_no_easier_basic(s, Technique::HiddenTriple);
  const auto step = find_hidden_subset(s, 3);
  REQUIRE(step.has_value());
  CHECK(step->technique == Technique::HiddenTriple);
  CHECK(step->eliminations == std::vector<CellDigit>{{at(1, 2), 7}, {at(1, 5), 8}, {at(1, 8), 9}});
  CHECK(step->pattern_cells == std::vector<int>{at(1, 2), at(1, 5), at(1, 8)});
  CHECK(step_text(*step) ==
        "Hidden triple {1,2,3} in row 1 at r1c2, r1c5 and r1c8 removes 7 from r1c2, 8 from "
        "r1c5 and 9 from r1c8.");
}

TEST_CASE("hidden quad") {
  // Row 1: 1..4 appear only in r1c1 {1,2,5}, r1c4 {2,3,6}, r1c5 {1,4,8}, r1c7 {3,4,7}; each
  // of them spans two boxes (no claiming) and any two or three of them need more cells than
  // digits (no smaller hidden subset). The other five cells hold {5..9}: five digits in five
  // cells, so no naked quad either.
  Candidates s = open_state();
  for (int col : {2, 3, 6, 8, 9}) s.mask[at(1, col)] = mask_of({5, 6, 7, 8, 9});
  s.mask[at(1, 1)] = mask_of({1, 2, 5});
  s.mask[at(1, 4)] = mask_of({2, 3, 6});
  s.mask[at(1, 5)] = mask_of({1, 4, 8});
  s.mask[at(1, 7)] = mask_of({3, 4, 7});
  check_no_easier_basic(s, Technique::HiddenQuad);
  const auto step = find_hidden_subset(s, 4);
  REQUIRE(step.has_value());
  CHECK(step->technique == Technique::HiddenQuad);
  CHECK(step->eliminations ==
        std::vector<CellDigit>{{at(1, 1), 5}, {at(1, 4), 6}, {at(1, 5), 8}, {at(1, 7), 7}});
  CHECK(step->pattern_cells == std::vector<int>{at(1, 1), at(1, 4), at(1, 5), at(1, 7)});
  CHECK(step_text(*step) ==
        "Hidden quad {1,2,3,4} in row 1 at r1c1, r1c4, r1c5 and r1c7 removes 5 from r1c1, 6 "
        "from r1c4, 7 from r1c7 and 8 from r1c5.");
}

TEST_CASE("eliminations in their stable order") {
  std::vector<CellDigit> e{{5, 2}, {1, 9}, {5, 2}, {1, 3}};
  sort_eliminations(e);
  CHECK(e == std::vector<CellDigit>{{1, 3}, {1, 9}, {5, 2}});
}

TEST_CASE("finders never modify the state and reject bad sizes") {
  const auto s = Candidates::from_grid(grid_of(kWikipediaPuzzle));
  const auto copy = s;
  (void)find_hidden_single(s);
  (void)find_locked_candidates(s);
  (void)find_naked_subset(s, 3);
  CHECK(s.grid == copy.grid);
  CHECK(s.mask == copy.mask);
  CHECK_FALSE(find_naked_subset(s, 1).has_value());
  CHECK_FALSE(find_hidden_subset(s, 5).has_value());
}
