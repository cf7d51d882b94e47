// SPDX-License-Identifier: MIT
// The stage in progress, saved the way Tatham's Puzzles saves a game: the stage (its number and
// its puzzle, so a changed generator is noticed), the whole move history and the undo position;
// on load the moves are replayed from the start position into a fresh game::Session (a fold of
// Session::apply, game::Session::rebuild) and the result is checked against the board stored
// beside them before it replaces anything.
//
// Payload, version 2 (version 1, pinned in tests/data/save_v1_session.json, is the same without
// colour moves and "marks"; its migration adds "marks" with no paint):
//
// clang-format off
//   { "active": true,            false (and nothing else) when no stage is in progress
//     "stage": 57,
//     "puzzle": "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
//     "moves": ["place r3c4 7", "note r1c1 2", "erase r3c4", "fill-notes", "hint r5c5 3",
//               "colour r3c4 2", "colour r1c1 n2 5", "clear-colours"],
//                                 move records as game::to_text writes them (game/move.hpp)
//     "undo_index": 5,            moves[0, undo_index) are applied, the rest can be redone
//     "mistakes": 1, "hints_used": 1, "elapsed_ms": 123456,
//     "selected": 40, "notes_mode": false,
//     "board": "81 digits, '.' for empty: the position after the applied moves (a check)",
//     "notes": [81 masks 0..511, bit d-1 = note d: the notes after the applied moves (a check)],
//     "game": 12,                 the game's number (game::Progress::issue_game_id; issue 30):
//                                 absent in files from before it (read as 0, renumbered on resume)
//     "marks": [81 words]}        the colour marks after the applied moves, packed as
//                                 game::mark_colour reads them (a check like "notes")
// clang-format on
//
// Mistakes, hints used and the timer are not moves (undo never restores them, as in the
// game), so they are stored as numbers (game::SessionCounters) and put back by the rebuild.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "game/session.hpp"
#include "save/envelope.hpp"

namespace nonet::save {

struct SessionSnapshot {
  int stage = 0;
  std::string puzzle;     // 81 characters, '.' for empty
  game::PlayRecord play;  // moves, undo position, counters, selection, notes mode
  std::string board;      // 81 characters, '.' for empty
  std::array<CandidateMask, kCells> notes{};
  std::array<std::uint32_t, kCells> marks{};  // colour marks (game::mark_colour); zeros: none
  friend bool operator==(const SessionSnapshot&, const SessionSnapshot&) = default;
};

/// The migration to the first version with colour marks: an active game's payload gets
/// "marks" with none (the session file's 1 -> 2, the free-play file's 2 -> 3).
std::string add_no_marks(Json& payload);
/// Whether a word is a cell's colour marks (every 3-bit field 0..game::kMarkColours).
bool marks_are_colours(std::uint32_t marks);

/// Longest history a file may hold (a real stage needs a few hundred moves).
inline constexpr std::size_t kMaxSessionMoves = game::kMaxHistoryMoves;  // the game stops there

/// "nonet-session", version 2.
const DocumentType& session_document();
inline constexpr const char* kSessionFileName = "session.json";

/// Everything needed to rebuild `session` exactly.
SessionSnapshot capture_session(const game::Session& session);

/// nullopt = no stage in progress ({"active": false}).
Json encode_session(const std::optional<SessionSnapshot>& snapshot);
/// Decodes and checks the payload's shape (not yet the replay); returns the reason on failure
/// and leaves `out` alone.
std::string decode_session(const Json& payload, std::optional<SessionSnapshot>& out);

/// The members encode_session writes for a game in play ("active" aside), read and checked
/// with these limits on the counters: a stage's are kMaxMistakes - 1 and kHintsPerStage, free
/// play's its own (save/free_play_codec.hpp). "" or the reason; `out` is filled as far as read.
std::string decode_play_fields(const Json& payload, SessionSnapshot& out, std::int64_t max_stage,
                               std::int64_t max_mistakes, std::int64_t max_hints);

/// A session rebuilt from its snapshot: set when the replay succeeded, else `error` says why.
using ReplayResult = game::RebuildResult;

/// Rebuilds the session: the stage must be the snapshot's (same number and puzzle), then
/// game::Session::rebuild replays every move (counters, selection and notes mode included) and
/// the board and notes are compared with the snapshot. A history that does not replay exactly
/// is refused, never half applied.
ReplayResult replay_session(const SessionSnapshot& snapshot, const game::StageData& stage);

/// Milliseconds <-> ticks so that every tick count survives the round trip exactly.
/// A grid as 81 characters, '.' for an empty cell; and the check that a text is one.
std::string grid_text(const Grid& g);
bool is_grid_text(const std::string& s);

std::int64_t ticks_to_ms(game::Tick t);
game::Tick ms_to_ticks(std::int64_t ms);

}  // namespace nonet::save
