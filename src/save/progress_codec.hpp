// SPDX-License-Identifier: MIT
// The progress file: game::Progress (unlocks, best times, plays, the stage "Continue" returns
// to, per stage the fewest mistakes, the fewest hints and a "clean clear" mark, and totals for
// statistics), field by field.
//
// Payload, version 2 (stages never played are left out):
//
//   { "last_stage": 5,
//     "stages": [ { "stage": 1, "cleared": true, "best_ms": 95000, "plays": 3,
//                   "fewest_mistakes": 0, "fewest_hints": 1, "clean": false }, ... ],
//     "totals": { "clears": 7, "losses": 2, "mistakes": 4, "hints": 2, "play_ms": 1234567 } }
//
// Version 3 adds free play's statistics and the daily puzzle's streak (a level entry per
// rating level, in order; the last 30 winning times oldest first; dates as "YYYY-MM-DD"):
//
//   "free_play": { "levels": [ { "level": "Easy", "played": 4, "won": 3, "best_ms": 61000,
//                                "total_ms": 250000, "recent_ms": [95000, 61000, 94000] }, ... ],
//                  "daily": { "played": 3, "won": 3, "best_ms": 200000, "total_ms": 700000,
//                             "last_solved": "2026-03-14", "streak": 2, "longest": 2 } }
//
// Also in version 3, from issue 30 on (absent in older files: no game numbered yet):
//
//   "games": { "started": 42, "finished": [39, 41] }   the last game number given, and the
//            numbers of the last game::kFinishedGamesKept games that ended (game/progress.hpp)
//
// Migration 2 -> 3 adds that object with every figure 0 (tests/data/save_v2_progress.json).
//
// Version 4 (issue 29) counts the games begun, so abandoned ones show: every level entry and
// "daily" gain "started" (>= "played"; restarts count). Migration 3 -> 4 sets it to "played"
// (tests/data/save_v3_progress.json).
//
// Version 1 (the first shape, after the browser game's local storage; pinned in
// tests/data/save_v1_progress.json):  { "unlocked": 4, "best_seconds": { "1": 95, "2": 130 } }
// where stages below "unlocked" are cleared. Migration 1 -> 2 marks them cleared with their best
// time, one play each, unknown fewest mistakes/hints (-1), and totals.clears = their count.
#pragma once

#include <string>

#include "game/progress.hpp"
#include "save/envelope.hpp"

namespace nonet::save {

/// "nonet-progress", version 4, with the migrations from 1, 2 and 3 and the validator.
const DocumentType& progress_document();
inline constexpr const char* kProgressFileName = "progress.json";

Json encode_progress(const game::Progress& progress);
/// Decodes a payload; on failure returns the reason (naming the field) and leaves `out` alone.
std::string decode_progress(const Json& payload, game::Progress& out);

}  // namespace nonet::save
