// SPDX-License-Identifier: MIT
// Free play's own rules beside the campaign's fixed ones (docs/FREE_PLAY.md): what a Check
// says. The moves themselves (Check, ShowSolution) live in game::Session; the screens in Game.
#pragma once

#include <string>

#include "game/session.hpp"

namespace nonet::game {

/// The sentence after a Check that did not win: the wrong cells marked (never which digit is
/// right), and whether the board is full yet: "2 wrong cells marked. The board is not full yet:
/// 5 cells empty".
std::string check_sentence(const CheckReport& r);

}  // namespace nonet::game
