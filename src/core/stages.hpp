// SPDX-License-Identifier: MIT
// The 100 stages (SEEDS D): stage number -> puzzle, solution, rating and rules, made by
// ONE generator call from a seed stored per stage. The seeds were found offline by
// `nonet-cli stages --search`, which tries attempts 0, 1, 2, ... for each stage until the
// puzzle's rating matches the stage's target; the same search reproduces the table, and
// tests/data/stages.golden pins every puzzle string. docs/STAGES.md shows the curve.
#pragma once

#include <cstdint>
#include <optional>

#include "core/generator.hpp"
#include "core/grid.hpp"
#include "core/rating.hpp"
#include "core/rules.hpp"
#include "core/technique.hpp"

namespace nonet {

struct StageRules {
  int mistakes_allowed = kMaxMistakes;  // the kMaxMistakes-th mistake ends the stage
  int hints = kHintsPerStage;
};

/// What a stage must be, and where its seed is. `target` is the exact hardest technique
/// the solve path needs.
struct StageSpec {
  int number = 0;
  Technique target = Technique::HiddenSingleBox;
  int clues = 42;             // the generator's dig target
  bool breather = false;      // every 5th stage below 100: one clue more, a little easier
  std::uint32_t attempt = 0;  // the search result: seed = stage_seed(number, attempt)
};

struct Stage {
  int number = 0;
  Grid puzzle;
  Grid solution;
  Rating rating;
  StageRules rules;
  bool breather = false;
};

/// Breathers may be easier than the stage before by at most this many tenths of a point
/// on the rating scale; every other stage is at least as hard as the one before.
inline constexpr int kStageScoreTolerance = 6;

class StageCatalogue {
 public:
  /// Stage 1..kStageCount; nothing for any other number. Deterministic: one generator call.
  std::optional<Stage> stage(int number) const;
  /// The stored spec of stage 1..kStageCount.
  static std::optional<StageSpec> spec(int number);
};

/// The generator seed of a stage's search attempt (a splitmix64 hash of both).
std::uint64_t stage_seed(int number, std::uint32_t attempt);
/// The generator options a stage uses.
GeneratorOptions stage_options(const StageSpec& spec);
/// True when a rated puzzle fits the stage: the exact target technique, no trial and
/// error, and the rules of its block of 25 (e.g. stages 26-50 use no fish at all).
bool stage_accepts(const StageSpec& spec, const Rating& rating);
/// Searches attempts from 0 upwards for the first that stage_accepts(); nothing when
/// `max_attempts` were not enough. This is how the stored attempts were found.
std::optional<std::uint32_t> search_stage_attempt(int number, std::uint32_t max_attempts);

}  // namespace nonet
