// SPDX-License-Identifier: MIT
// The stage rules (SEEDS D) have one source, core/rules.hpp: the game's names for them are the
// core's constants themselves, and the catalogue's per-stage rules start from them.
#include <doctest/doctest.h>

#include "core/rules.hpp"
#include "core/stages.hpp"
#include "game/tuning.hpp"

namespace game = nonet::game;

TEST_CASE("the game's stage rules are the core's constants, not copies of them") {
  // The same object, not an equal value: a second definition anywhere would fail here.
  CHECK(&game::kMaxMistakes == &nonet::kMaxMistakes);
  CHECK(&game::kHintsPerStage == &nonet::kHintsPerStage);
  CHECK(&game::kStageCount == &nonet::kStageCount);
  const nonet::StageRules rules;
  CHECK(rules.mistakes_allowed == nonet::kMaxMistakes);
  CHECK(rules.hints == nonet::kHintsPerStage);
  CHECK(nonet::StageCatalogue::spec(nonet::kStageCount).has_value());
  CHECK_FALSE(nonet::StageCatalogue::spec(nonet::kStageCount + 1).has_value());
}
