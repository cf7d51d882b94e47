// SPDX-License-Identifier: MIT
// Gamepads through SDL_GameController: hotplug, several pads at once, the pad binding table
// (platform/pad_bindings.hpp), held directions repeating like keys, and a pad unplugged mid-stage
// pausing the game with a message. The last pad used decides the button glyphs on screen.
//
// SDL's device events name pads two ways: CONTROLLERDEVICEADDED carries a device index (a
// position in SDL's current device list), every other event an instance id (stable for as long
// as the pad stays plugged in). Pads are kept by instance id.
#pragma once

#include <SDL2/SDL.h>

#include <string>
#include <vector>

#include "game/direction_repeat.hpp"
#include "game/game.hpp"
#include "game/input_status.hpp"
#include "platform/pad_bindings.hpp"

namespace nonet::platform {

class Gamepads {
 public:
  /// `status` is where the pads in use, their family, the chosen digit and a lost pad are
  /// written for the views (owned by InputDevices, handed to the renderer each frame).
  explicit Gamepads(game::InputStatus& status) : status_(status) {}
  Gamepads(const Gamepads&) = delete;
  Gamepads& operator=(const Gamepads&) = delete;
  ~Gamepads();

  /// Starts SDL's controller subsystem and adds the mappings of every file in `mapping_files`
  /// that exists (gamecontrollerdb.txt format) on top of SDL's built-in database. Returns one
  /// line per file read, or the reason pads are unavailable; the game runs without pads then.
  std::vector<std::string> open(const std::vector<std::string>& mapping_files);

  /// Takes a controller event (true) or leaves it (false).
  bool handle(const SDL_Event& e, game::Game& game);
  /// Once per loop turn: the move a held direction repeats, if one is due.
  void tick(game::Game& game);
  /// A direction is held, so the loop must keep ticking instead of sleeping.
  bool busy() const { return repeat_.held() != game::Direction::None; }
  /// Keyboard, mouse or touch was used: release held directions.
  void other_input() { repeat_.clear(); }
  int count() const { return static_cast<int>(pads_.size()); }

 private:
  struct Pad {
    SDL_GameController* controller = nullptr;
    SDL_JoystickID id = -1;
    game::PadFamily family = game::PadFamily::Xbox;
    bool playstation5 = false;
    bool left_trigger = false, right_trigger = false;
    game::Direction stick = game::Direction::None;
  };
  Pad* find(SDL_JoystickID id);
  void added(int device_index);
  void removed(SDL_JoystickID id, game::Game& game);
  void used(const Pad& pad);
  void press(PadButton b, game::Game& game);
  void move(game::Direction d, game::Game& game);
  void axis(Pad& pad, const SDL_ControllerAxisEvent& e, game::Game& game);

  game::InputStatus& status_;
  bool started_ = false;
  std::vector<Pad> pads_;
  SDL_JoystickID active_ = -1;  // the pad used last
  game::DirectionRepeat repeat_;
};

}  // namespace nonet::platform
