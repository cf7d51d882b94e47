// SPDX-License-Identifier: MIT
// What Sum Tiles keeps between runs (game/sum_tiles_mode.hpp plays it): its progress and the
// board in play, as plain records, so the save codec (save/sum_tiles_codec.hpp) needs these
// and not the whole mode.
#pragma once

#include <array>
#include <vector>

#include "core/sum_tiles.hpp"

namespace nonet::game {

/// What the player has done in Sum Tiles, saved in its own file (save/sum_tiles_codec.hpp).
struct SumProgress {
  SumProgress();
  /// Stages 1..unlocked are playable.
  int unlocked = 1;
  /// Fewest tiles left at the end of each stage, -1 never finished.
  std::array<int, sumtiles::kStageCount> stage_best{};
  /// Fewest tiles left per board size (kSizes order) and target (kMinTarget..kMaxTarget),
  /// over every board of that size and target (stages and free boards), -1 none yet.
  std::array<std::array<int, sumtiles::kMaxTarget - sumtiles::kMinTarget + 1>, sumtiles::kSizeCount>
      best{};
  int best_for(int tiles, int target) const;
  int& best_ref(int tiles, int target);
  friend bool operator==(const SumProgress&, const SumProgress&) = default;
};

/// A stage is passed (the next one unlocks) when at most this share of its tiles is left.
inline constexpr int kSumPassDivisor = 4;  // tiles / 4
bool sum_stage_passed(int tiles, int tiles_left);

/// The board in play as a save holds it.
struct SumSessionRecord {
  sumtiles::BoardCode code;
  int stage = 0;  // 1..20, 0 for a free board
  std::vector<int> tiles;
  std::vector<int> selection;
  int clears = 0;
  int hints_used = 0;
  friend bool operator==(const SumSessionRecord&, const SumSessionRecord&) = default;
};

}  // namespace nonet::game
