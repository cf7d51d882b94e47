// Script commands for gamepads and touch (docs/SCRIPTS.md "Gamepad and touch"): virtual
// controllers attached through SDL_JoystickAttachVirtualEx and finger events pushed into SDL's
// queue, so scripted pad and touch input takes the same path as a real device's, from SDL's
// event queue through the bindings to the game. Plus expectations about input state.
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

namespace nonet::platform {

struct ScriptCommand;  // platform/script.hpp

class DeviceScript {
 public:
  /// Resolves a target ("r1c2", "key5", "X Y", ...) as the script's click does.
  using Resolve =
      std::function<bool(const std::vector<std::string>& args, std::size_t at, float& x, float& y)>;

  DeviceScript() = default;
  DeviceScript(const DeviceScript&) = delete;
  DeviceScript& operator=(const DeviceScript&) = delete;
  ~DeviceScript();

  static bool knows(std::string_view verb);
  /// Parse-time check of a command's arguments: "" or what is wrong.
  static std::string check(const ScriptCommand& c);
  /// Starts a command: "" or why it cannot run.
  std::string start(const ScriptCommand& c, game::Game& game, const Resolve& resolve);
  /// Once per loop turn, before the script's own commands: makes the next device change.
  /// True while a command is under way (the script waits).
  bool step(game::Game& game);
  bool busy() const { return !ops_.empty() || routine_ != Routine::None || hold_until_ >= 0; }

  /// `expect` forms about input (selected cell, notes, prompts, pad notice, ...): false if
  /// `c` is none of them; else `failure` is "" or what differed.
  static bool expect(const ScriptCommand& c, const game::Game& game, std::string& failure);

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
  void press(int sdl_button_or_axis, bool axis, int count);
  void tap_ops(float x, float y);
  void finger(Uint32 type, float x, float y, const game::Game& game);
  void plan(game::Game& game);

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
