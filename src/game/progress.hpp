// The player's progress over the 100 stages: which are cleared, best times, what is unlocked.
// A plain value type with public fields so the save issue can serialize it field by field;
// the rules (unlocking, best time) live in its member functions.
#pragma once

#include <array>
#include <cstdint>

#include "game/tuning.hpp"

namespace nonet::game {

struct StageRecord {
  bool cleared = false;
  std::int64_t best_ms = 0;  // best clearing time in milliseconds; 0 = none yet
  std::int32_t plays = 0;    // stages started (restarts included)
  friend bool operator==(const StageRecord&, const StageRecord&) = default;
};

struct ClearResult {
  bool new_best = false;
  bool first_clear = false;
  int unlocked = 0;  // the stage this clear unlocked, 0 if none
};

struct Progress {
  std::array<StageRecord, kStageCount> stages{};
  int last_stage = 1;  // the stage "Continue" returns to

  /// Stage 1 is always open; stage n opens when stage n-1 is cleared (SEEDS D).
  bool is_unlocked(int stage) const;
  bool is_cleared(int stage) const;
  const StageRecord& record(int stage) const;
  /// Records a clear of `stage` taking `elapsed` ticks.
  ClearResult record_clear(int stage, Tick elapsed);
  void record_start(int stage);
  /// The first unlocked stage not yet cleared (or the last stage when all are cleared).
  int next_stage() const;
  int cleared_count() const;
  friend bool operator==(const Progress&, const Progress&) = default;
};

}  // namespace nonet::game
