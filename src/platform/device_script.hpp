// SPDX-License-Identifier: MIT
// Script commands for gamepads and touch (docs/SCRIPTS.md "Gamepad and touch"): virtual
// controllers attached through SDL_JoystickAttachVirtualEx and finger events pushed into SDL's
// queue, so scripted pad and touch input takes the same path as a real device's, from SDL's
// event queue through the bindings to the game. The script's verb table (script_verbs.cpp)
// parses and checks the arguments; this class knows nothing of script text.
//
// A device change only shows up in the next event poll, and SDL reports a virtual button only
// if its state differs at that poll, so the commands here run as a queue of changes, one per
// loop turn; the script waits while the queue runs.
#pragma once

#include <SDL2/SDL.h>

#include <deque>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "game/game.hpp"
#include "game/input_status.hpp"

namespace nonet::platform {

/// The devices of a running script. Its commands take arguments already checked when the
/// script was parsed (platform/script_verbs.cpp); each returns "" or why it cannot run now.
class DeviceScript {
 public:
  DeviceScript() = default;
  DeviceScript(const DeviceScript&) = delete;
  DeviceScript& operator=(const DeviceScript&) = delete;
  ~DeviceScript();

  /// Pad types a script can attach: xbox, playstation, ps5, nintendo, generic.
  static bool is_pad_model(std::string_view name);
  /// Pad button names: a b x y back start lb rb lt rt up down left right.
  static bool is_pad_button(std::string_view name);

  std::string attach(std::string_view model);
  /// Unplugs pad n (1-based), or with 0 the pad the commands use.
  std::string detach(int n);
  std::string use(int n);
  std::string press(std::string_view button, int count);
  std::string hold(std::string_view button, bool down);
  std::string stick(float x, float y);
  /// Starts filling the stage in play by pad (D-pad, shoulders, A) or by touch (taps).
  std::string solve(const game::Game& game, bool by_pad);
  /// Fingers, at drawable pixels.
  void tap(float x, float y);
  void long_press(float x, float y);
  void finger_down(float x, float y);
  void finger_move(float x, float y);
  void finger_up();
  void drag(float x0, float y0, float x1, float y1);

  /// Once per loop turn, before the script's own commands: makes the next device change.
  /// True while a command is under way (the script waits).
  bool step(game::Game& game, const game::InputStatus& input);
  bool busy() const { return !ops_.empty() || routine_ != Routine::None || hold_until_ >= 0; }

 private:
  struct VirtualPad {
    int device_index = -1;
    SDL_Joystick* joystick = nullptr;
    SDL_JoystickID id = -1;
  };
  enum class Routine : std::uint8_t { None, PadSolve, TouchSolve };
  struct Op {
    std::function<void()> run;  // empty: just wait `ticks`
    int ticks = 0;
  };

  VirtualPad* pad();
  /// Sets a button (0/1) or an axis of the pad with instance `id`, if it is still attached.
  void set_control(SDL_JoystickID id, int code, bool axis, Sint16 value);
  void press_code(int sdl_button_or_axis, bool axis, int count);
  void finger(Uint32 type, float x, float y, const game::Game& game);
  void plan(game::Game& game, const game::InputStatus& input);

  std::vector<VirtualPad> pads_;
  std::size_t current_ = 0;  // pads_ index the pad commands use
  std::deque<Op> ops_;
  game::Tick hold_until_ = -1;
  Routine routine_ = Routine::None;
  float finger_x_ = 0, finger_y_ = 0;
  SDL_FingerID next_finger_ = 1;
  const game::Game* game_for_ops_ = nullptr;  // for the normalization of finger positions
};

}  // namespace nonet::platform
