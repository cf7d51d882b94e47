// SPDX-License-Identifier: MIT
// The one printer and parser of move records.
#include "game/move.hpp"

#include <algorithm>
#include <vector>

#include "core/grid.hpp"

namespace nonet::game {

std::string to_text(const Move& m) {
  switch (m.kind) {
    case MoveKind::Place: return "place " + cell_name(m.cell) + " " + std::to_string(m.digit);
    case MoveKind::Erase: return "erase " + cell_name(m.cell);
    case MoveKind::ToggleNote: return "note " + cell_name(m.cell) + " " + std::to_string(m.digit);
    case MoveKind::FillNotes: return "fill-notes";
    case MoveKind::Hint: return "hint " + cell_name(m.cell) + " " + std::to_string(m.digit);
    case MoveKind::Check: return "check";
    case MoveKind::ShowSolution: return "show-solution";
    case MoveKind::Colour:
      return "colour " + cell_name(m.cell) + (m.digit != 0 ? " n" + std::to_string(m.digit) : "") +
             " " + std::to_string(m.colour);
    case MoveKind::ClearColours: return "clear-colours";
  }
  return "?";
}

std::optional<Move> parse_move(std::string_view text) {
  std::vector<std::string_view> words;
  for (std::size_t at = 0; at <= text.size();) {
    const std::size_t space = std::min(text.find(' ', at), text.size());
    words.push_back(text.substr(at, space - at));
    at = space + 1;
  }
  auto digit_of = [](std::string_view w) {
    return w.size() == 1 && w[0] >= '1' && w[0] <= '9' ? w[0] - '0' : 0;
  };
  // Records are written in lower case only; the cell parser also takes "R3C4", so check here.
  auto cell_of = [](std::string_view w) {
    return w.size() == 4 && w[0] == 'r' && w[2] == 'c' ? parse_cell_name(w) : -1;
  };
  if (words.size() == 1 && words[0] == "fill-notes") return Move{MoveKind::FillNotes, -1, 0};
  if (words.size() == 1 && words[0] == "check") return Move{MoveKind::Check, -1, 0};
  if (words.size() == 1 && words[0] == "show-solution") return Move{MoveKind::ShowSolution, -1, 0};
  if (words.size() == 1 && words[0] == "clear-colours") return Move{MoveKind::ClearColours, -1, 0};
  if ((words.size() == 3 || words.size() == 4) && words[0] == "colour") {
    const int cell = cell_of(words[1]);
    const std::string_view c = words.back();
    if (cell < 0 || c.size() != 1 || c[0] < '0' || c[0] > '0' + kMarkColours) return std::nullopt;
    int digit = 0;
    if (words.size() == 4) {
      if (words[2].size() != 2 || words[2][0] != 'n') return std::nullopt;
      digit = digit_of(words[2].substr(1));
      if (digit == 0) return std::nullopt;
    }
    return Move{MoveKind::Colour, cell, digit, c[0] - '0'};
  }
  if (words.size() == 2 && words[0] == "erase") {
    const int cell = cell_of(words[1]);
    if (cell < 0) return std::nullopt;
    return Move{MoveKind::Erase, cell, 0};
  }
  if (words.size() == 3) {
    const int cell = cell_of(words[1]);
    const int digit = digit_of(words[2]);
    if (cell < 0 || digit == 0) return std::nullopt;
    if (words[0] == "place") return Move{MoveKind::Place, cell, digit};
    if (words[0] == "note") return Move{MoveKind::ToggleNote, cell, digit};
    if (words[0] == "hint") return Move{MoveKind::Hint, cell, digit};
  }
  return std::nullopt;
}

}  // namespace nonet::game
