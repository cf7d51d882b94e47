// SPDX-License-Identifier: MIT
// Puzzle difficulty from the human-technique engine: the hardest technique the solve path
// needs, weighted on an SE-like scale (SudokuExplainer's 1.0-11 where SE names the pattern,
// placed between neighbours elsewhere), a level, and the two 0-99 scores of SEEDS A9 for the
// game's difficulty bar. docs/TECHNIQUES.md has the table, SE's own values and the reasons.
#pragma once

#include <array>
#include <string>
#include <string_view>

#include "core/engine.hpp"
#include "core/grid.hpp"
#include "core/technique.hpp"

namespace nonet {

enum class Level : std::uint8_t { Easy, Medium, Hard, Expert, Master };
inline constexpr int kLevelCount = 5;

/// "Easy", "Medium", "Hard", "Expert", "Master".
std::string_view level_name(Level level);

/// The weight of a technique in tenths of a point on the SE-like scale (naked single
/// = 23, i.e. 2.3). Non-decreasing in the Technique enum order, so "hardest" means the same
/// thing by order and by weight.
int technique_weight(Technique t);

/// The level a puzzle whose hardest technique is `t` has.
Level level_of(Technique t);

struct Rating {
  Level level = Level::Easy;
  int score_tenths = 0;  // weight of the hardest step: 23 means 2.3
  Technique hardest = Technique::FullHouse;
  int steps = 0;                       // steps of the solve path that made progress
  bool needs_trial_and_error = false;  // the engine got stuck before the end
  /// Set with needs_trial_and_error: the puzzle is beyond the scale. score_tenths then holds
  /// the top of the scale (the hardest technique the engine knows), a floor and not a value,
  /// and score_text() says "beyond 11.9".
  bool beyond_scale = false;
  /// Rated with a ceiling (rate_puzzle(puzzle, level)) and found to need a technique above
  /// it: level is then the level above the ceiling, a floor, and the rest is not filled in.
  bool above_ceiling = false;
  int clues = 0;
  int technique_score = 0;  // SEEDS A9 technique score, 0..99 (adapted, see rating.cpp)
  int clue_score = 0;       // SEEDS A9 clue-count score: clamp((46 - clues) * 5, 0, 99)
  std::array<int, kTechniqueCount> uses{};  // how often each technique was applied

  /// "2.3"; "beyond 11.9" for a puzzle beyond the scale (the SE-like scale of nonet-cli).
  std::string score_text() const;
};

/// The one difficulty scale players see (issue 25): "difficulty 32 of 99", the technique score
/// (docs/TECHNIQUES.md). The game's screens, the editor's verdict and printed captions use it;
/// the SE-like score_text() stays in nonet-cli, for comparing with other programs.
std::string difficulty_words(int technique_score);

/// Rates a puzzle (which should have exactly one solution) by its solve path.
Rating rate_puzzle(const Grid& puzzle);
/// The last technique before deep forcing (deep_forcing.hpp): stages and free play never make
/// a puzzle that needs more.
inline constexpr Technique kHardestHumanTechnique = Technique::DynamicForcingChain;

/// Rates a puzzle only as far as `ceiling`: the full rating when its level is at most the
/// ceiling and it needs no deep forcing, else a Rating with above_ceiling set, found without
/// running the finders above (generators that look for a level ask this, at a fraction of the
/// cost). With the Master ceiling, above_ceiling means deep forcing or trial and error.
Rating rate_puzzle(const Grid& puzzle, Level ceiling);
/// Rates from a path already computed for `puzzle`.
Rating rate_path(const Grid& puzzle, const SolvePath& path);

/// SEEDS A9's clue-count score: clamp((46 - clues) * 5, 0, 99).
int clue_count_score(int clues);

}  // namespace nonet
