// SPDX-License-Identifier: MIT
// A fixed stage for the save tests that drive a real game::Game (independent of the
// generator), and a right digit typed through the game's own input path.
#pragma once

#include <cstdint>

#include "game/game.hpp"

namespace nonet::save::testing {

inline constexpr const char* kFixedPuzzle =
    "2..93.5876.3...14.8954..2.6...8...631.637...2.8...9..5.617839249....4.....7192..8";
inline constexpr const char* kFixedSolution =
    "214936587673258149895417236759821463146375892382649715561783924928564371437192658";

inline game::StageData fixed_stage(int number) {
  game::StageData s;
  s.number = number;
  s.level = nonet::Level::Easy;
  for (int c = 0; c < kCells; ++c) {
    s.puzzle.cells[c] =
        kFixedPuzzle[c] == '.' ? 0 : static_cast<std::uint8_t>(kFixedPuzzle[c] - '0');
    s.solution.cells[c] = static_cast<std::uint8_t>(kFixedSolution[c] - '0');
  }
  return s;
}

/// Places the right digit in the `n`-th empty cell of the fixed stage, as a player would.
inline void place_nth_empty(game::Game& g, int n) {
  const game::Session& s = *g.session();
  for (int c = 0; c < kCells; ++c) {
    if (s.digits()[c] == 0 && n-- == 0) {
      g.apply(game::Action{game::ActionKind::SelectCell, c});
      g.apply(game::digit_action(kFixedSolution[c] - '0'));
      return;
    }
  }
}

}  // namespace nonet::save::testing
