// SPDX-License-Identifier: MIT
// Stages from the core's StageCatalogue (one generator call per stage from a stored seed, rated
// by the technique engine). The only file that knows where stages come from.
#include "game/stage_source.hpp"

#include <algorithm>

#include "core/free_play.hpp"  // parse_level_name
#include "core/rating.hpp"
#include "core/stages.hpp"
#include "game/tuning.hpp"

namespace nonet::game {

Level level_of_stage(int number) {
  const auto spec = StageCatalogue::spec(std::clamp(number, 1, kStageCount));
  return spec ? level_of(spec->target) : Level::Easy;
}

std::string_view level_key(StageLevel level) {
  return level ? level_name(*level) : std::string_view(kUnratedLevel);
}

bool parse_level_key(std::string_view key, StageLevel& out) {
  if (key == kUnratedLevel) {
    out.reset();
    return true;
  }
  // Exactly a key (parse_level_name also takes "easy", which no save of ours writes).
  const std::optional<Level> l = parse_level_name(key);
  if (!l || level_name(*l) != key) return false;
  out = *l;
  return true;
}

std::string_view level_word(StageLevel level) { return level_key(level); }

float difficulty_of_stage(int number) {
  const auto spec = StageCatalogue::spec(std::clamp(number, 1, kStageCount));
  if (!spec) return 0;
  // Weights run from 1.0 (full house) to about 9-11 on SudokuExplainer's scale; the bar shows
  // the catalogue's range, full at the hardest technique a stage may need.
  const float w = static_cast<float>(technique_weight(spec->target));
  const float lo = static_cast<float>(technique_weight(Technique::FullHouse));
  const float hi = static_cast<float>(technique_weight(Technique::XYChain));
  return std::clamp((w - lo) / std::max(1.0f, hi - lo), 0.12f, 1.0f);
}

std::string StageLoad::reason() const {
  switch (error) {
    case StageLoadError::None: break;
    case StageLoadError::OutOfRange:
      return "there is no stage " + std::to_string(number) + " (stages are 1.." +
             std::to_string(kStageCount) + ")";
    case StageLoadError::GeneratorFailed:
      return "stage " + std::to_string(number) + " could not be made";
  }
  return "";
}

StageLoad load_stage(int number) {
  if (number < 1 || number > kStageCount) return {StageLoadError::OutOfRange, number};
  const auto st = StageCatalogue().stage(number);
  if (!st) return {StageLoadError::GeneratorFailed, number};
  StageData s;
  s.number = number;
  s.puzzle = st->puzzle;
  s.solution = st->solution;
  s.level = st->rating.level;
  s.score = st->rating.technique_score;
  return s;
}

}  // namespace nonet::game
