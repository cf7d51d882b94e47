// SPDX-License-Identifier: MIT
// How many boards the custom-board editor remembers (game/board_editor.hpp); the save codec
// (save/recent_boards_codec.cpp) reads no more than this, without the editor itself.
#pragma once

namespace nonet::game {

inline constexpr int kRecentBoardLimit = 20;

}  // namespace nonet::game
