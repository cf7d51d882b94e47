// Stages from the generator, seeded by the stage number, with SEEDS D's clue counts. When the
// core's StageCatalogue lands, load_stage() becomes a call into it and nothing else changes.
#include "game/stage_source.hpp"

#include <algorithm>

#include "core/generator.hpp"
#include "game/tuning.hpp"

namespace nonet::game {

std::string level_of_stage(int number) {
  const int n = std::clamp(number, 1, kStageCount);
  return n <= 25 ? "Easy" : n <= 50 ? "Medium" : n <= 75 ? "Hard" : "Expert";
}

StageData load_stage(int number) {
  const int n = std::clamp(number, 1, kStageCount);
  GeneratorOptions options;
  options.target_clues = clues_for_stage(n);
  const GeneratedPuzzle g = generate(static_cast<std::uint64_t>(n), options);
  StageData s;
  s.number = n;
  s.puzzle = g.puzzle;
  s.solution = g.solution;
  s.level = level_of_stage(n);
  // SEEDS A9's clue-count score until the technique rating is available.
  s.score = std::clamp((46 - g.clues) * 5, 0, 99);
  return s;
}

}  // namespace nonet::game
