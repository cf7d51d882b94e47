// SPDX-License-Identifier: MIT
// Puzzle text: reading the conventional 81-character form (and the decorated grids other
// Sudoku programs print), writing the plain line and a readable 9x9 grid.
// Errors are values: parse_grid() never throws and names the position of the problem.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/grid.hpp"

namespace nonet {

/// Why a text is not a board, as data (the game words it in the player's language).
enum class ParseProblem : std::uint8_t { None, BadCharacter, TooMany, Empty, TooFew, Conflict };

struct ParseResult {
  std::optional<Grid> grid;  // set on success
  std::string error;         // set on failure, e.g. "line 2, column 5: unexpected character 'x'"
  ParseProblem problem = ParseProblem::None;
  int line = 0, column = 0;  // BadCharacter, TooMany: where (line 1-based; column 1-based)
  bool multiline = false;    // the text has several lines of content (say the line)
  char bad = 0;              // BadCharacter: the character
  int cells = 0;             // TooFew: the cells read
  Conflict conflict;         // Conflict: the first clash
  explicit operator bool() const { return grid.has_value(); }
};

/// Reads a puzzle. Digits 1-9 are givens, '.' and '0' empty cells. Whitespace and the grid
/// decoration '|', '-', '+', '=' are skipped wherever they appear (and ':' between two puzzle
/// rows of some formats is NOT accepted: one puzzle per call). Fails on any other
/// character, on a count of cells other than 81, and on givens that break the rules
/// ("the same digit 4 twice in row 3 at r3c1 and r3c7"). With allow_conflicts the last check
/// is skipped (for a player's board that may hold a wrong digit).
ParseResult parse_grid(std::string_view text, bool allow_conflicts = false);

/// The one wording of a rule violation, for the reader's error and the custom-board judge:
/// "the same digit 4 twice in row 3 at r3c1 and r3c7".
std::string conflict_text(const Conflict& c);

/// The plain 81-character line, '.' for empty cells.
std::string to_line(const Grid& g);
/// A readable 9x9 grid with box separators, '.' for empty cells, ending in a newline.
std::string to_pretty(const Grid& g);

}  // namespace nonet
