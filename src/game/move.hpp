// SPDX-License-Identifier: MIT
// A move: the record of one change to a stage's digits or notes. Every input method turns the
// player's intent into a Move (Session::enter_digit, erase, fill_notes, use_hint) and
// Session::apply(const Move&) is the only way digits and notes change; undo and redo step
// through the same records, and a saved game is its list of Moves replayed by the same apply().
//
// One printer and one parser: "place r3c4 7", "erase r3c4", "note r3c4 7", "fill-notes",
// "hint r3c4 7", the colour marks "colour r3c4 2" (the cell), "colour r3c4 n7 2" (its note 7;
// colour 0 takes a mark off) and "clear-colours", and in free play "check" and "show-solution". The
// save files store exactly this text (save/session_codec.hpp), so it is a file format: change it
// only with a new session-file version.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace nonet::game {

enum class MoveKind : std::uint8_t {
  Place,       // a digit into a cell (a wrong one is a mistake and is never recorded)
  Erase,       // remove a cell's entry, or its notes when it has no entry
  ToggleNote,  // flip one pencil mark
  FillNotes,   // every empty cell's notes = its derived candidates (SEEDS A1)
  Hint,        // a hint revealed a cell's digit
  // Free play only (docs/FREE_PLAY.md); a campaign stage refuses both.
  Check,         // "check at the end": mark the wrong entries (changes no digit)
  ShowSolution,  // fill every cell with the solution and end the game without a record
  // Colour marks (issue 29): paint for chains and colouring; they change no digit or note.
  Colour,        // cell, digit 0 = the cell itself or 1..9 = that note, colour 0..kMarkColours
  ClearColours,  // every mark off
};

/// How many colours a mark can take (1..kMarkColours; 0 = no mark).
inline constexpr int kMarkColours = 6;

struct Move {
  MoveKind kind = MoveKind::Place;
  int cell = -1;   // -1 for FillNotes, Check, ShowSolution and ClearColours
  int digit = 0;   // 0 for Erase, FillNotes, Check, ShowSolution, ClearColours and a cell's mark
  int colour = 0;  // Colour only: 1..kMarkColours, or 0 to take the mark off
  friend bool operator==(const Move&, const Move&) = default;
};

/// The move's record, e.g. "place r3c4 7".
std::string to_text(const Move& m);
/// The record back into a Move: exactly the forms to_text writes (single spaces, lower case,
/// digits 1..9, cells r1c1..r9c9); nullopt for anything else.
std::optional<Move> parse_move(std::string_view text);

}  // namespace nonet::game
