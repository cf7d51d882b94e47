// SPDX-License-Identifier: MIT
// Stages from the core's StageCatalogue (one generator call per stage from a stored seed, rated
// by the technique engine). The only file that knows where stages come from.
#include "game/stage_source.hpp"

#include <algorithm>

#include "core/free_play.hpp"  // parse_level_name
#include "core/rating.hpp"
#include "core/stages.hpp"
#include "game/format.hpp"
#include "game/tuning.hpp"
#include "i18n/i18n.hpp"

namespace nonet::game {

using i18n::tr;
using i18n::trc;

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

std::string_view level_word(StageLevel level) {
  // The keys are English words (core's level_name and kUnratedLevel); the same words with the
  // "level" context are the player's.
  if (!level) {
    // TRANSLATORS: the level of a typed-in board with several solutions (nothing to rate).
    return trc("level", "Unrated");
  }
  switch (*level) {
    // TRANSLATORS: a difficulty level (so are Medium, Hard, Expert and Master).
    case Level::Easy: return trc("level", "Easy");
    case Level::Medium: return trc("level", "Medium");
    case Level::Hard: return trc("level", "Hard");
    case Level::Expert: return trc("level", "Expert");
    case Level::Master: return trc("level", "Master");
  }
  return level_key(level);
}

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
      // TRANSLATORS: why a saved stage could not be resumed (it goes in parentheses in a
      // notice); {0} is the stage asked for, {1} the last stage (100).
      return format(tr("there is no stage {0} (stages are 1..{1})"), {number, kStageCount});
    case StageLoadError::GeneratorFailed:
      // TRANSLATORS: why a saved stage could not be resumed; {0} is the stage.
      return format(tr("stage {0} could not be made"), {number});
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
  if (!st->rating.beyond_scale) s.hardest = st->rating.hardest;
  s.uses = st->rating.uses;
  return s;
}

}  // namespace nonet::game
