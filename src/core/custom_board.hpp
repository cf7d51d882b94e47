// SPDX-License-Identifier: MIT
// The judge of a board the player typed in (SEEDS E, issue 12's custom boards): rule
// conflicts, no solution, fewer than 17 givens, several solutions (two of them and two cells
// where they differ), or one solution with its rating. One sentence and the cells to mark, so
// the editor, the tool and the tests say the same thing.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/grid.hpp"
#include "core/rating.hpp"

namespace nonet {

/// The smallest number of givens a Sudoku with one solution has (McGuire, Tugemann and
/// Civario, 2012).
inline constexpr int kMinUniqueGivens = 17;

enum class BoardVerdict : std::uint8_t {
  Empty,             // no givens yet
  Conflict,          // a digit twice in a row, column or box
  NoSolution,        // no rule broken, but no way to finish it
  TooFewGivens,      // under 17 givens (it has solutions: at least two)
  SeveralSolutions,  // 17 givens or more and at least two solutions
  Valid,             // exactly one solution
};

struct BoardJudgement {
  BoardVerdict verdict = BoardVerdict::Empty;
  /// One sentence in English with the files' cell names, for the tools and tests: "The same
  /// digit 5 twice in row 3 at r3c1 and r3c7.", "One solution: Hard, difficulty 32 of 99,
  /// hardest technique Naked pair." The game words its own from the facts below
  /// (game::judgement_sentence), in the player's language.
  std::string sentence;
  /// The cells to mark, ascending: every cell of every conflict, or the two cells where two
  /// solutions differ (TooFewGivens, SeveralSolutions); empty otherwise.
  std::vector<int> marked;
  /// Conflict: every clash (core/grid.hpp's order); the sentence names the first.
  std::vector<Conflict> clashes;
  int givens = 0;
  /// NoSolution, when it shows at a glance (issue 29: the verdict named no cell): an empty cell
  /// that no digit can go into (`dead_cell`, also marked), else a digit with no place left in
  /// a unit (`dead_digit` in `dead_unit`, its cells marked). -1 / 0 when the contradiction is
  /// deeper than that.
  int dead_cell = -1;
  int dead_unit = -1;
  int dead_digit = 0;
  /// Valid: the solution. TooFewGivens and SeveralSolutions: two different solutions.
  Grid solution;
  Grid other_solution;
  /// Valid only: the rating of the puzzle (core/rating.hpp).
  Rating rating;

  /// The board can be played: one solution, or several (once the player accepts that hints,
  /// checking and mistakes are then off).
  bool playable() const {
    return verdict == BoardVerdict::Valid || verdict == BoardVerdict::SeveralSolutions ||
           verdict == BoardVerdict::TooFewGivens;
  }
  bool unique() const { return verdict == BoardVerdict::Valid; }
};

/// Judges the givens of `board` (0 = empty). Deterministic: the same board gives the same
/// sentence, marks and solutions.
/// With `quick`, a playable board is rated only as far as the Master ceiling (rating.hpp): the
/// level is the same (Master for a board that needs deep forcing), the rest of the rating only a
/// floor, and deep forcing never runs (it takes up to about 0.2 s on the hardest boards). For
/// lists that show the level alone, such as the editor's recent boards.
BoardJudgement judge_board(const Grid& board, bool quick = false);

}  // namespace nonet
