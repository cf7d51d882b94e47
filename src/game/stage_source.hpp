// Where a stage's puzzle comes from. The one seam between the game and the core's stage
// catalogue: switching from the generator to the catalogue changes only stage_source.cpp.
#pragma once

#include <string>

#include "core/grid.hpp"

namespace nonet::game {

struct StageData {
  int number = 0;     // 1..kStageCount; 0 for a custom puzzle
  Grid puzzle;        // givens, 0 = empty
  Grid solution;      // the unique solution
  std::string level;  // "Easy", "Medium", "Hard", "Expert", "Master"
  int score = 0;      // difficulty score 0..99 (SEEDS A9), for the difficulty bar
};

/// Stage `number` (clamped to 1..kStageCount). Same number, same puzzle, on every platform.
StageData load_stage(int number);

/// The level a stage belongs to without generating it (stage select colours 100 tiles).
std::string level_of_stage(int number);

/// How hard a stage is on 0..1 (its target technique's weight), without generating it: the
/// length of the difficulty bar on its tile.
float difficulty_of_stage(int number);

}  // namespace nonet::game
