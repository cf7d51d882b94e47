// SPDX-License-Identifier: MIT
// The stage rules of SEEDS D, in one place for every layer: the core's stage catalogue and
// StageRules, the game's Session and Progress, the save codecs' limits and the views all read
// these (game/tuning.hpp names them in the game namespace too).
#pragma once

namespace nonet {

/// The third mistake ends the stage.
inline constexpr int kMaxMistakes = 3;
/// Hints per stage.
inline constexpr int kHintsPerStage = 3;
/// Stages in the catalogue, numbered 1..kStageCount.
inline constexpr int kStageCount = 100;

}  // namespace nonet
