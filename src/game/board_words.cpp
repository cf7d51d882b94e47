// SPDX-License-Identifier: MIT
#include "game/board_words.hpp"

#include "game/format.hpp"
#include "game/stage_source.hpp"
#include "game/technique_label.hpp"
#include "i18n/i18n.hpp"

namespace nonet::game {

using i18n::tr;
using i18n::trc;
using i18n::trn;

namespace {

// "row 2, column 4 (5 or 7)": a cell where two solutions differ, and the digit of each.
std::string differ_words(const BoardJudgement& j, int cell) {
  // TRANSLATORS: where two solutions of a board differ: {0} the cell, {1} and {2} its digit in
  // each ("row 2, column 4 (5 or 7)").
  return format(tr("{0} ({1} or {2})"),
                {cell_words(cell), j.solution[cell], j.other_solution[cell]});
}

}  // namespace

std::string judgement_sentence(const BoardJudgement& j) {
  switch (j.verdict) {
    case BoardVerdict::Empty: return tr("No givens yet: type digits or paste a puzzle.");
    case BoardVerdict::Conflict: {
      if (j.clashes.empty()) return {};
      const Conflict& c = j.clashes.front();
      const std::size_t more = j.clashes.size() - 1;
      if (more == 0)
        // TRANSLATORS: the editor's verdict: digit {0} twice in {1} ("row 1"), at the cells
        // {2} and {3} ("row 1, column 1").
        return format(tr("The same digit {0} twice in {1} at {2} and {3}."),
                      {c.digit, unit_words(c.unit), cell_words(c.a), cell_words(c.b)});
      return format(
          // TRANSLATORS: as "The same digit {0} twice in {1} at {2} and {3}.", with {4} more
          // clashes elsewhere on the board.
          trn("The same digit {0} twice in {1} at {2} and {3} (and {4} more clash).",
              "The same digit {0} twice in {1} at {2} and {3} (and {4} more clashes).", more),
          {c.digit, unit_words(c.unit), cell_words(c.a), cell_words(c.b), more});
    }
    case BoardVerdict::NoSolution:
      // Named where it shows at a glance (core/custom_board.hpp: dead_cell, dead_unit).
      if (j.dead_cell >= 0)
        // TRANSLATORS: the editor's verdict: {0} an empty cell ("row 4, column 5") that no digit
        // can go into.
        return format(tr("No solution: no digit can go into {0} (each one is already in its "
                         "row, column or box)."),
                      {cell_words(j.dead_cell)});
      if (j.dead_unit >= 0)
        // TRANSLATORS: the editor's verdict: digit {0} cannot go anywhere in {1} ("row 3").
        return format(tr("No solution: {0} has no place left in {1}."),
                      {j.dead_digit, unit_words(j.dead_unit)});
      return tr("No solution: no rule is broken, but these givens cannot all be kept.");
    case BoardVerdict::TooFewGivens:
      // A board being typed in, not a wrong one (issue 29): no Sudoku with fewer than 17 givens
      // has one solution, so below that the verdict encourages and marks nothing.
      return format(
          // TRANSLATORS: the editor's verdict while a board is typed in: {0} givens so far, fewer
          // than the 17 every Sudoku with one solution has.
          trn("Keep going: {0} given so far, a Sudoku needs at least 17.",
              "Keep going: {0} givens so far, a Sudoku needs at least 17.",
              static_cast<unsigned>(j.givens)),
          {j.givens});
    case BoardVerdict::SeveralSolutions: {
      std::vector<std::string> where;
      for (int cell : j.marked) where.push_back(differ_words(j, cell));
      // TRANSLATORS: {0} the cells where two solutions differ, with their digits.
      return format(tr("More than one solution: two of them differ at {0}."), {list_words(where)});
    }
    case BoardVerdict::Valid:
      // TRANSLATORS: the editor's verdict on a good board: {0} its level ("Hard"), {1} its
      // difficulty ({1} of 99), {2} the hardest technique it needs.
      return format(tr("One solution: {0}, difficulty {1} of 99, hardest technique {2}."),
                    {level_word(j.rating.level), j.rating.technique_score,
                     technique_label(j.rating.hardest)});
  }
  return {};
}

}  // namespace nonet::game
