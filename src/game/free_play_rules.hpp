// SPDX-License-Identifier: MIT
// Free play's own rules beside the campaign's fixed ones (docs/FREE_PLAY.md): the ones the
// player picked, and what a Check says. The moves themselves (Check, ShowSolution) live in
// game::Session; the screens in Game.
#pragma once

#include <string>

#include "game/session.hpp"
#include "game/stage_source.hpp"

namespace nonet::game {

/// The rules picked on the free-play screen for the next free-play or typed-in game (for this
/// run of the game: a launch starts from the campaign's).
struct FreePlayRules {
  int mistakes = kMaxMistakes;  // 3, 5, or 0 = no limit
  bool check_at_end = false;    // nothing judged until Check, and no mistakes
  /// Gives a new game these rules (and free play's unlimited hints).
  void apply(StageData& data) const {
    data.mistakes_allowed = check_at_end ? 0 : mistakes;
    data.unlimited_hints = true;
    data.check_at_end = check_at_end;
  }
};

/// The sentence after a Check that did not win: the wrong cells marked (never which digit is
/// right), and whether the board is full yet: "2 wrong cells marked. The board is not full yet:
/// 5 cells empty".
std::string check_sentence(const CheckReport& r);

}  // namespace nonet::game
