// SPDX-License-Identifier: MIT
// Views: game state in, draw calls out. Each screen is a function of (game state, time) that
// draws into the Canvas; nothing here changes the game (DESIGN: animation is a function of
// time). The layouts come from the game, so what is drawn is what pointer input hits.
#pragma once

#include <string_view>

#include "game/game.hpp"
#include "game/input_status.hpp"
#include "render/backend.hpp"
#include "render/canvas.hpp"
#include "render/text_wrap.hpp"

namespace nonet::render {

/// The frame context: what a frame shows besides the game's own state. The game holds game
/// state only; the platform owns the rest (which input device is in use, where progress is
/// saved and how that goes) and hands it to the renderer here, once per frame.
struct ViewContext {
  double seconds = 0;                 // game clock in seconds, interpolated between ticks
  const FrameStats* stats = nullptr;  // last frame's figures for the F3 overlay
  double frame_ms = 0;                // CPU time of the last frame
  /// The device in use, the pad family and chosen digit, a lost pad (pad prompts).
  const game::InputStatus* input = nullptr;  // null: keyboard and mouse, no pad
  std::string_view save_location;            // where progress is kept (small print in Settings)
  std::string_view save_message;             // a save warning or a one-time notice ("" = none)
  /// The renderer's text wrapper, whose remembered lines keep steady frames free of allocation
  /// (null: the views share one of their own).
  TextWrapper* text = nullptr;
};

/// Draws the current screen; returns the colour the frame is cleared to.
Color draw_game(Canvas& canvas, const game::Game& game, const ViewContext& ctx);

}  // namespace nonet::render
