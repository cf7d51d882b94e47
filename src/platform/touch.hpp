// SPDX-License-Identifier: MIT
// A touchscreen: SDL finger events (positions normalized to the window) turned into taps, long
// presses and drags on the game (game/touch_input.hpp does the gesture logic). SDL's synthetic
// mouse events for touches, and touch events for the mouse, are switched off (InputDevices::
// set_hints), so one tap is exactly one action.
#pragma once

#include <SDL2/SDL.h>

#include "game/game.hpp"
#include "game/input_status.hpp"
#include "game/touch_input.hpp"

namespace nonet::platform {

/// Drawable pixels per logical pixel (window point), and the drawable size. The tap slop is in
/// points (a finger's wobble); touch targets are in drawable pixels (game::kMinTouchTarget).
struct ViewScale {
  int drawable_w = 1, drawable_h = 1;
  float pixels_per_point = 1;
};

class TouchScreen {
 public:
  /// `status` records the finger as the device in use (owned by InputDevices).
  explicit TouchScreen(game::InputStatus& status) : status_(status) {}
  /// Takes a finger event (true) or leaves it (false).
  bool handle(const SDL_Event& e, game::Game& game, const ViewScale& view);
  /// Once per loop turn: fires a long press that has become due.
  void tick(game::Game& game);
  /// A finger is down (a long press may become due), so the loop must keep ticking.
  bool busy() const { return gesture_.active(); }

 private:
  game::InputStatus& status_;
  void tap(game::Point p, game::Game& game);
  void clear_hover(game::Game& game);

  game::TouchGesture gesture_;
};

}  // namespace nonet::platform
