// SPDX-License-Identifier: MIT
// The custom-board judge (issue 12, SEEDS E): the exact sentence and marked cells of each
// verdict, and the solutions it gives.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "core/custom_board.hpp"
#include "core/solver.hpp"
#include "core/text.hpp"
#include "no_solution_boards.hpp"

using namespace nonet;

namespace {

// Wikipedia's example Sudoku: one solution, singles only.
const std::string kValid =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

Grid board(const std::string& text) {
  const ParseResult r = parse_grid(text, true);
  REQUIRE_MESSAGE(r, r.error);
  return *r.grid;
}

Grid with(std::string text, int cell, char digit) {
  text[static_cast<std::size_t>(cell)] = digit;
  return board(text);
}

std::vector<int> cells(std::initializer_list<const char*> names) {
  std::vector<int> out;
  for (const char* n : names) out.push_back(parse_cell_name(n));
  return out;
}

}  // namespace

TEST_CASE("a board with one solution: its level, score and hardest technique") {
  const BoardJudgement j = judge_board(board(kValid));
  CHECK(j.verdict == BoardVerdict::Valid);
  CHECK(j.sentence ==
        "One solution: Easy, difficulty 39 of 99, hardest technique Hidden single (box).");
  CHECK(j.marked.empty());
  CHECK(j.givens == 30);
  CHECK(j.playable());
  CHECK(j.unique());
  CHECK(j.solution == solve(board(kValid)).solution);
  CHECK(j.rating.level == Level::Easy);
}

TEST_CASE("a quick judgement gives the same level without deep forcing") {
  // AI Escargot needs a nested forcing chain: the full judgement names it, the quick one (the
  // editor's recent boards) stops at the Master ceiling, with the same level and verdict.
  const Grid escargot =
      board("1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..");
  const BoardJudgement full = judge_board(escargot);
  const BoardJudgement quick = judge_board(escargot, true);
  CHECK(full.verdict == BoardVerdict::Valid);
  CHECK(full.rating.hardest == Technique::NestedForcingChain);
  CHECK_FALSE(full.rating.above_ceiling);
  CHECK(quick.verdict == BoardVerdict::Valid);
  CHECK(quick.rating.above_ceiling);
  CHECK(quick.rating.level == full.rating.level);
  CHECK(quick.solution == full.solution);
  // Below the ceiling both are the same rating.
  CHECK(judge_board(board(kValid), true).rating.hardest ==
        judge_board(board(kValid)).rating.hardest);
  CHECK(judge_board(board(kValid), true).sentence == judge_board(board(kValid)).sentence);
}

TEST_CASE("a digit twice: the reader's wording, both cells marked") {
  const BoardJudgement j = judge_board(with(kValid, cell_at(0, 6), '5'));
  CHECK(j.verdict == BoardVerdict::Conflict);
  CHECK(j.sentence == "The same digit 5 twice in row 1 at r1c1 and r1c7.");
  CHECK(j.marked == cells({"r1c1", "r1c7"}));
  CHECK_FALSE(j.playable());
  // The same words as the reader's refusal of that board.
  CHECK(parse_grid(to_line(with(kValid, cell_at(0, 6), '5'))).error ==
        "the same digit 5 twice in row 1 at r1c1 and r1c7");
}

TEST_CASE("two clashes of one pair (row and box) are counted, every cell marked once") {
  const BoardJudgement j = judge_board(with(kValid, cell_at(0, 2), '3'));
  CHECK(j.verdict == BoardVerdict::Conflict);
  CHECK(j.sentence == "The same digit 3 twice in row 1 at r1c2 and r1c3 (and 1 more clash).");
  CHECK(j.marked == cells({"r1c2", "r1c3"}));
}

TEST_CASE("no rule broken but no solution: an empty cell no digit can go into is named") {
  // Row 1 holds 1-8 and column 9 already has its 9: r1c9 can take nothing.
  const std::string text = "12345678." + std::string(8, '.') + "9" + std::string(63, '.');
  const BoardJudgement j = judge_board(board(text));
  CHECK(j.verdict == BoardVerdict::NoSolution);
  CHECK(j.sentence ==
        "No solution: no digit can go into r1c9 (each one is already in its row, column or box).");
  CHECK(j.dead_cell == cell_at(0, 8));
  CHECK(j.marked == cells({"r1c9"}));
  CHECK_FALSE(j.playable());
}

TEST_CASE("no rule broken but no solution: a digit with no place left in a unit is named") {
  const BoardJudgement j = judge_board(testing::nine_shut_out());
  CHECK(j.verdict == BoardVerdict::NoSolution);
  CHECK(j.dead_cell == -1);
  CHECK(j.dead_unit == row_unit(0));
  CHECK(j.dead_digit == 9);
  CHECK(j.sentence == "No solution: 9 has no place left in row 1.");
  CHECK(j.marked == cells({"r1c1", "r1c2", "r1c3", "r1c4", "r1c5", "r1c6", "r1c7", "r1c8"}));
}

TEST_CASE("no rule broken but no solution, deeper than a glance: the general sentence") {
  const Grid valid = board(kValid);
  REQUIRE(solve(valid, SolveOptions{1, 0}).count == 1);
  const Grid deep = testing::deep_no_solution(valid);
  REQUIRE(deep.filled_count() == valid.filled_count() + 1);
  const BoardJudgement j = judge_board(deep);
  CHECK(j.verdict == BoardVerdict::NoSolution);
  CHECK(j.sentence == "No solution: no rule is broken, but these givens cannot all be kept.");
  CHECK(j.marked.empty());
}

TEST_CASE("several solutions: two of them, and two cells where they differ") {
  std::string text = kValid;
  text[0] = text[1] = text[4] = '.';  // 27 givens left
  const Grid g = board(text);
  const BoardJudgement j = judge_board(g);
  CHECK(j.verdict == BoardVerdict::SeveralSolutions);
  CHECK(j.sentence ==
        "More than one solution: two of them differ at r1c1 (3 or 5) and r1c2 (4 or 3).");
  CHECK(j.marked == cells({"r1c1", "r1c2"}));
  CHECK(j.playable());
  CHECK_FALSE(j.unique());
  // Both are real solutions of the board, and they differ in the marked cells.
  for (const Grid* s : {&j.solution, &j.other_solution}) {
    CHECK(is_solved(*s));
    CHECK(agrees_with(g, *s));
  }
  for (int c : j.marked) CHECK(j.solution[c] != j.other_solution[c]);
  CHECK(j.solution[0] == 3);
  CHECK(j.other_solution[0] == 5);
}

TEST_CASE("fewer than 17 givens") {
  const std::string text = kValid.substr(0, 30) + std::string(51, '.');
  const BoardJudgement j = judge_board(board(text));
  CHECK(j.verdict == BoardVerdict::TooFewGivens);
  CHECK(j.givens == 11);
  CHECK(j.sentence ==
        "Only 11 givens: no Sudoku with fewer than 17 givens has one solution. Two differ at "
        "r1c3 (1 or 2) and r1c7 (2 or 1).");
  CHECK(j.marked == cells({"r1c3", "r1c7"}));
  CHECK(j.solution != j.other_solution);
  CHECK(j.playable());
}

TEST_CASE("one given, and none") {
  Grid one;
  one.set(40, 7);
  CHECK(judge_board(one).sentence.starts_with(
      "Only 1 given: no Sudoku with fewer than 17 givens has one solution."));
  const BoardJudgement empty = judge_board(Grid{});
  CHECK(empty.verdict == BoardVerdict::Empty);
  CHECK(empty.sentence == "No givens yet: type digits or paste a puzzle.");
  CHECK_FALSE(empty.playable());
}
