// SPDX-License-Identifier: MIT
// The player's progress over the 100 stages: which are cleared, best times, what is unlocked,
// and the statistics of every finished stage (fewest mistakes and hints, clean clears, totals).
// A plain value type with public fields so the save layer can serialize it field by field;
// the rules (unlocking, best time, what counts as clean) live in its member functions, and a
// stage's end is recorded in one call (record_end) by its one owner, game::Game.
#pragma once

#include <array>
#include <cstdint>

#include "game/tuning.hpp"

namespace nonet::game {

struct StageRecord {
  bool cleared = false;
  std::int64_t best_ms = 0;  // best clearing time in milliseconds; 0 = none yet
  std::int32_t plays = 0;    // stages started (restarts included)
  int fewest_mistakes = -1;  // over the clears of this stage; -1 = not known / never cleared
  int fewest_hints = -1;
  bool clean = false;  // cleared at least once with no mistake and no hint
  friend bool operator==(const StageRecord&, const StageRecord&) = default;
};

/// Sums over every finished stage, repeats included.
struct PlayTotals {
  std::int64_t clears = 0;
  std::int64_t losses = 0;
  std::int64_t mistakes = 0;
  std::int64_t hints = 0;
  std::int64_t play_ms = 0;  // stage timer time of finished stages
  friend bool operator==(const PlayTotals&, const PlayTotals&) = default;
};

/// How a stage ended, as Progress::record_end takes it.
struct StageEnd {
  int stage = 0;
  bool won = false;
  int mistakes = 0;
  int hints_used = 0;
  Tick elapsed = 0;
};

struct ClearResult {
  bool new_best = false;
  bool first_clear = false;
  int unlocked = 0;  // the stage this clear unlocked, 0 if none
};

struct Progress {
  std::array<StageRecord, kStageCount> stages{};
  int last_stage = 1;  // the stage "Continue" returns to
  PlayTotals totals;

  /// Stage 1 is always open; stage n opens when stage n-1 is cleared (SEEDS D).
  bool is_unlocked(int stage) const;
  bool is_cleared(int stage) const;
  const StageRecord& record(int stage) const;
  /// Records a finished stage: on a win its best time, the unlock, the fewest mistakes and
  /// hints and the clean mark; win or lose, the totals. Stages out of range are ignored.
  ClearResult record_end(const StageEnd& end);
  void record_start(int stage);
  /// The first unlocked stage not yet cleared (or the last stage when all are cleared).
  int next_stage() const;
  int cleared_count() const;
  friend bool operator==(const Progress&, const Progress&) = default;
};

}  // namespace nonet::game
