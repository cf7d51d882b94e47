// SPDX-License-Identifier: MIT
// Puzzle collections (issue 29): a file of many puzzles read into boards, with every line that
// is not one accounted for by its number and reason (never a silent skip).
//
// Forms read, told apart by their content, not by the file's name:
//   - one puzzle a line: 81 cells of digits, '0' or '.' (the .sdm form, and most published
//     lists), as the first field of the line: what follows a space, a tab, a comma or a ';'
//     is the line's comment (a rating, a name, a solution column); lines starting with '#'
//     and empty lines are comments too. A first line that is a column heading ("quizzes,
//     solutions", "puzzle") is skipped.
//   - OpenSudoku's XML (.opensudoku): every <game data="..."> of the file, its <name> (or a
//     version-2 <folder name="...">) as the collection's name;
//   - grids as the paste reader takes them (core/text.hpp): nine rows of nine, decorated or
//     not, one after another, a blank line between them or not.
// Every puzzle must have exactly one solution (a board with none or several is a bad line,
// saying which); solving is the solver's count, microseconds a puzzle, so a 50,000-line file
// reads in well under a second. Rating is left to the caller (in the background).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/grid.hpp"
#include "core/text.hpp"

namespace nonet {

enum class CollectionFormat : std::uint8_t { Lines, OpenSudoku, Grids };

/// Why a line of a collection is not a puzzle.
enum class CollectionProblem : std::uint8_t {
  NotABoard,        // the text does not read as 81 cells (`parse` says why)
  NoSolution,       // the givens allow no solution
  SeveralSolutions  // more than one
};

struct CollectionPuzzle {
  Grid puzzle;
  int line = 0;  // 1-based: where it starts in the file
};

struct CollectionBadLine {
  int line = 0;  // 1-based
  CollectionProblem problem = CollectionProblem::NotABoard;
  ParseResult parse;  // NotABoard: the reader's account (problem, column, character)
};

struct Collection {
  CollectionFormat format = CollectionFormat::Lines;
  std::string name;  // OpenSudoku's <name>; empty otherwise (the caller names it by its file)
  std::vector<CollectionPuzzle> puzzles;
  std::vector<CollectionBadLine> bad;
};

/// Reads a collection (any of the forms above). Never throws; a text with nothing in it is an
/// empty collection.
Collection read_collection(std::string_view text);

/// The English account of a bad line, for tools and logs: "line 12: several solutions".
std::string describe(const CollectionBadLine& bad);

}  // namespace nonet
