// SPDX-License-Identifier: MIT
// The input devices besides the keyboard and mouse (gamepads, a touchscreen), behind one hook
// in the frame loop, and the record of which device the player used last (it decides whether
// the views show gamepad prompts).
#pragma once

#include <SDL2/SDL.h>

#include <string>
#include <vector>

#include "game/game.hpp"
#include "platform/gamepad.hpp"
#include "platform/touch.hpp"

namespace nonet::platform {

class InputDevices {
 public:
  /// SDL hints to set before SDL starts video and controllers: no mouse events made from
  /// touches nor touches from the mouse (one tap = one action), and controller buttons by
  /// position, not by printed label (docs/CONTROLS.md).
  static void set_hints();

  /// Starts gamepads with the extra mapping files (see Gamepads::open); returns log lines.
  std::vector<std::string> open(const std::vector<std::string>& mapping_files) {
    return pads_.open(mapping_files);
  }
  /// Takes gamepad and finger events (true); notes keyboard and mouse use and leaves those
  /// events to the caller (false).
  bool handle(const SDL_Event& e, game::Game& game, const ViewScale& view);
  /// Once per loop turn, after the game's updates: repeats and long presses that are due.
  void tick(game::Game& game);
  /// Something is held (a direction, a finger): the loop must not sleep.
  bool busy() const { return pads_.busy() || touch_.busy(); }
  /// The device in use, the pad family and chosen digit, a lost pad: for the views' prompts
  /// (handed to the renderer in the frame context) and the scripts' pad solver.
  const game::InputStatus& status() const { return status_; }

 private:
  game::InputStatus status_;
  Gamepads pads_{status_};
  TouchScreen touch_{status_};
};

}  // namespace nonet::platform
