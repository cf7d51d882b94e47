// SPDX-License-Identifier: MIT
// Views: game state in, draw calls out. Each screen is a function of (game state, time) that
// draws into the Canvas; nothing here changes the game (DESIGN: animation is a function of
// time). The layouts come from the game, so what is drawn is what pointer input hits.
#pragma once

#include "game/game.hpp"
#include "render/backend.hpp"
#include "render/canvas.hpp"

namespace nonet::render {

struct ViewContext {
  double seconds = 0;                 // game clock in seconds, interpolated between ticks
  const FrameStats* stats = nullptr;  // last frame's figures for the F3 overlay
  double frame_ms = 0;                // CPU time of the last frame
};

/// Draws the current screen; returns the colour the frame is cleared to.
Color draw_game(Canvas& canvas, const game::Game& game, const ViewContext& ctx);

}  // namespace nonet::render
