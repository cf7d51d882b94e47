// SPDX-License-Identifier: MIT
// The free-play game in progress (docs/FREE_PLAY.md, docs/SAVES.md): one at a time, in its own
// document beside the campaign's session.json, saved and resumed exactly like a stage (the
// move history replayed through game::Session::rebuild and checked against the stored board).
//
// Payload, version 3: the session document's members for a game in play (save/session_codec.hpp:
// "stage" is 0, "puzzle", "moves", "undo_index", counters, "selection", "board", "notes",
// "marks"), plus what makes the game free play (version 2 added the custom board's "custom",
// "open_solutions", "enter_ms" and "solution"; version 3 the colour marks):
//
// clang-format off
//   { "active": true,                 false (and nothing else) when no free-play game is kept
//     "code": "H-4KQ7-92PX",          the game code (checked: a code that does not read is damage)
//     "daily": false, "level": "Hard", "score": 43,
//     "mistakes_allowed": 3,          3, 5 or 0 (no limit; always 0 with "check at the end")
//     "check_at_end": false,          the player's checking rule
//     "stage": 0, "puzzle": "...", "moves": ["place r3c4 7", "check", ...], ... }
// clang-format on
//
// The puzzle is stored, not regenerated from the code, so a saved game outlives a change of
// the generator; its solution is found again by the solver (it must be unique) on resume.
#pragma once

#include <optional>
#include <string>

#include "game/session.hpp"
#include "save/envelope.hpp"
#include "save/session_codec.hpp"

namespace nonet::save {

struct FreePlaySnapshot {
  std::string code;
  bool daily = false;
  game::StageLevel level = Level::Easy;  // written as its key (game::level_key)
  int score = 0;
  int mistakes_allowed = 3;
  bool check_at_end = false;
  // A board the player typed in (code "Custom"; version 2): its solution as played (one of
  // several when open_solutions), and how long it took to enter, for the result card.
  bool custom = false;
  bool open_solutions = false;
  std::int64_t enter_ms = 0;
  std::string solution;     // 81 digits for a custom board, "" otherwise
  SessionSnapshot session;  // stage 0
  friend bool operator==(const FreePlaySnapshot&, const FreePlaySnapshot&) = default;
};

/// "nonet-free-play", version 2 (version 1, before custom boards were kept, migrates).
const DocumentType& free_play_document();
inline constexpr const char* kFreePlayFileName = "free_play.json";

/// Everything needed to rebuild a free-play `session` exactly.
FreePlaySnapshot capture_free_play(const game::Session& session);
/// nullopt = no free-play game kept ({"active": false}).
Json encode_free_play(const std::optional<FreePlaySnapshot>& snapshot);
/// Decodes and checks the payload's shape; the reason on failure (`out` left alone).
std::string decode_free_play(const Json& payload, std::optional<FreePlaySnapshot>& out);

/// The stage a snapshot was played on (its puzzle solved again) and the session replayed
/// move by move and compared with the stored board and notes; or why not.
struct FreePlayReplay {
  std::optional<game::StageData> stage;
  game::RebuildResult result;
};
FreePlayReplay replay_free_play(const FreePlaySnapshot& snapshot);

}  // namespace nonet::save
