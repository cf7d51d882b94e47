// The progress file: game::Progress (unlocks, best times, plays, the stage "Continue" returns
// to) plus what the save issue also asks for and game::Progress does not hold yet: per stage the
// fewest mistakes, the fewest hints and a "clean clear" mark, and totals for statistics.
// Those live in ProgressStats here until the game grows them (then this codec reads them from
// there and the file format does not change).
//
// Payload, version 2 (stages never played are left out):
//
//   { "last_stage": 5,
//     "stages": [ { "stage": 1, "cleared": true, "best_ms": 95000, "plays": 3,
//                   "fewest_mistakes": 0, "fewest_hints": 1, "clean": false }, ... ],
//     "totals": { "clears": 7, "losses": 2, "mistakes": 4, "hints": 2, "play_ms": 1234567 } }
//
// Version 1 (the first shape, after the browser game's local storage; pinned in
// tests/data/save_v1_progress.json):  { "unlocked": 4, "best_seconds": { "1": 95, "2": 130 } }
// where stages below "unlocked" are cleared. Migration 1 -> 2 marks them cleared with their best
// time, one play each, unknown fewest mistakes/hints (-1), and totals.clears = their count.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "game/progress.hpp"
#include "save/envelope.hpp"

namespace nonet::save {

struct StageStats {
  int fewest_mistakes = -1;  // over the clears of this stage; -1 = not known / never cleared
  int fewest_hints = -1;
  bool clean = false;  // cleared at least once with no mistake and no hint
  friend bool operator==(const StageStats&, const StageStats&) = default;
};

struct ProgressTotals {
  std::int64_t clears = 0;  // every clear, repeats included
  std::int64_t losses = 0;
  std::int64_t mistakes = 0;
  std::int64_t hints = 0;
  std::int64_t play_ms = 0;  // stage timer time of finished stages
  friend bool operator==(const ProgressTotals&, const ProgressTotals&) = default;
};

struct ProgressFile {
  game::Progress progress;
  std::array<StageStats, game::kStageCount> stats{};
  ProgressTotals totals;
  friend bool operator==(const ProgressFile&, const ProgressFile&) = default;
};

/// A finished stage into stats and totals (game::Progress::record_clear does unlocks and best
/// times; call both on a clear).
void record_stage_end(ProgressFile& file, int stage, bool won, int mistakes, int hints_used,
                      std::int64_t elapsed_ms);

/// "nonet-progress", version 2, with the 1 -> 2 migration and the validator.
const DocumentType& progress_document();
inline constexpr const char* kProgressFileName = "progress.json";

Json encode_progress(const ProgressFile& file);
/// Decodes a payload; on failure returns the reason (naming the field) and leaves `out` alone.
std::string decode_progress(const Json& payload, ProgressFile& out);

}  // namespace nonet::save
