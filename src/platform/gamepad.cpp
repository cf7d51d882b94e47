// SPDX-License-Identifier: MIT
// Gamepad hotplug, buttons, sticks and triggers.
#include "platform/gamepad.hpp"

#include <algorithm>
#include <filesystem>

namespace nonet::platform {

namespace {
using game::Direction;
using game::InputDevice;
using game::PadNotice;

Direction dpad_direction(PadButton b) {
  switch (b) {
    case PadButton::DpadUp: return Direction::Up;
    case PadButton::DpadDown: return Direction::Down;
    case PadButton::DpadLeft: return Direction::Left;
    case PadButton::DpadRight: return Direction::Right;
    default: return Direction::None;
  }
}

game::ActionKind move_kind(Direction d) {
  switch (d) {
    case Direction::Up: return game::ActionKind::Up;
    case Direction::Down: return game::ActionKind::Down;
    case Direction::Left: return game::ActionKind::Left;
    default: return game::ActionKind::Right;
  }
}

float unit_axis(Sint16 v) { return std::max(-1.0f, static_cast<float>(v) / 32767.0f); }
}  // namespace

Gamepads::~Gamepads() {
  for (Pad& p : pads_) SDL_GameControllerClose(p.controller);
  if (started_) SDL_QuitSubSystem(SDL_INIT_GAMECONTROLLER);
}

std::vector<std::string> Gamepads::open(const std::vector<std::string>& mapping_files) {
  std::vector<std::string> log;
  if (SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) != 0) {
    log.push_back(std::string("gamepads unavailable: ") + SDL_GetError());
    return log;
  }
  started_ = true;
  for (const std::string& file : mapping_files) {
    std::error_code ec;
    if (file.empty() || !std::filesystem::is_regular_file(file, ec)) continue;
    const int n = SDL_GameControllerAddMappingsFromFile(file.c_str());
    if (n < 0)
      log.push_back("cannot read gamepad mappings " + file + ": " + SDL_GetError());
    else if (n > 0)
      log.push_back("gamepad mappings: " + std::to_string(n) + " from " + file);
  }
  // Pads already plugged in arrive as CONTROLLERDEVICEADDED events in the first poll.
  return log;
}

Gamepads::Pad* Gamepads::find(SDL_JoystickID id) {
  const auto it =
      std::find_if(pads_.begin(), pads_.end(), [id](const Pad& p) { return p.id == id; });
  return it == pads_.end() ? nullptr : &*it;
}

void Gamepads::added(int device_index) {
  if (!SDL_IsGameController(device_index)) return;
  if (find(SDL_JoystickGetDeviceInstanceID(device_index))) return;  // already open
  SDL_GameController* c = SDL_GameControllerOpen(device_index);
  if (!c) return;
  Pad p;
  p.controller = c;
  p.id = SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(c));
  const SDL_GameControllerType type = SDL_GameControllerGetType(c);
  p.family = pad_family(type);
  p.playstation5 = type == SDL_CONTROLLER_TYPE_PS5;
  pads_.push_back(p);
  game::InputStatus& st = status_;
  st.pads = count();
  if (st.notice == PadNotice::Lost) {
    // The pad the player will pick up: its glyphs in "press A to resume".
    st.notice = PadNotice::Back;
    used(pads_.back());
  }
}

void Gamepads::removed(SDL_JoystickID id, game::Game& game) {
  Pad* p = find(id);
  if (!p) return;
  SDL_GameControllerClose(p->controller);
  pads_.erase(pads_.begin() + (p - pads_.data()));
  game::InputStatus& st = status_;
  st.pads = count();
  if (id != active_ || st.device != InputDevice::Gamepad) return;  // not the pad being played
  active_ = -1;
  repeat_.clear();
  st.notice = PadNotice::Lost;
  game.focus_lost();  // a stage in play pauses, the same as losing the window
}

void Gamepads::used(const Pad& pad) {
  game::InputStatus& st = status_;
  st.device = InputDevice::Gamepad;
  st.family = pad.family;
  st.playstation5 = pad.playstation5;
  active_ = pad.id;
}

void Gamepads::move(Direction d, game::Game& game) {
  if (d != Direction::None) game.apply(game::Action{move_kind(d), 0});
}

void Gamepads::press(PadButton b, game::Game& game) {
  // The colour palette is a small menu: the D-pad moves in it, A paints, B closes.
  const bool in_play = game.screen() == game::Screen::Play && !game.palette().is_open();
  const PadCommand cmd = pad_command(b, in_play);
  game::InputStatus& st = status_;
  switch (cmd.verb) {
    case PadVerb::None: break;
    case PadVerb::Act: game.apply(cmd.action); break;
    case PadVerb::PlaceChosen: {
      const game::Session* s = game.session();
      if (s && s->outcome() != game::Outcome::Playing)
        game.apply(game::Action{game::ActionKind::Confirm, 0});  // skip to the result
      else
        game.apply(game::digit_action(st.chosen_digit));
      break;
    }
    case PadVerb::PrevDigit: st.chosen_digit = game::step_digit(st.chosen_digit, -1); break;
    case PadVerb::NextDigit: st.chosen_digit = game::step_digit(st.chosen_digit, 1); break;
  }
  // "Connected again, press A to resume": gone once the pad has taken the player out of pause.
  if (st.notice != PadNotice::None && game.screen() != game::Screen::Paused)
    st.notice = PadNotice::None;
}

void Gamepads::axis(Pad& pad, const SDL_ControllerAxisEvent& e, game::Game& game) {
  switch (e.axis) {
    case SDL_CONTROLLER_AXIS_LEFTX:
    case SDL_CONTROLLER_AXIS_LEFTY: {
      const float x =
          unit_axis(SDL_GameControllerGetAxis(pad.controller, SDL_CONTROLLER_AXIS_LEFTX));
      const float y =
          unit_axis(SDL_GameControllerGetAxis(pad.controller, SDL_CONTROLLER_AXIS_LEFTY));
      const Direction d = game::stick_direction(x, y, pad.stick);
      if (d == pad.stick) return;
      repeat_.release(pad.stick);
      pad.stick = d;
      if (d == Direction::None) return;
      used(pad);
      move(repeat_.press(d, game.now()), game);
      return;
    }
    case SDL_CONTROLLER_AXIS_TRIGGERLEFT:
    case SDL_CONTROLLER_AXIS_TRIGGERRIGHT: {
      const bool left = e.axis == SDL_CONTROLLER_AXIS_TRIGGERLEFT;
      bool& held = left ? pad.left_trigger : pad.right_trigger;
      const double v = unit_axis(e.value);
      if (!held && v >= game::kTriggerPressThreshold) {
        held = true;
        used(pad);
        press(left ? PadButton::LeftTrigger : PadButton::RightTrigger, game);
      } else if (held && v <= game::kTriggerReleaseThreshold) {
        held = false;
      }
      return;
    }
    default: return;
  }
}

bool Gamepads::handle(const SDL_Event& e, game::Game& game) {
  switch (e.type) {
    case SDL_CONTROLLERDEVICEADDED: added(e.cdevice.which); return true;
    case SDL_CONTROLLERDEVICEREMOVED: removed(e.cdevice.which, game); return true;
    case SDL_CONTROLLERDEVICEREMAPPED: return true;
    case SDL_CONTROLLERBUTTONDOWN:
    case SDL_CONTROLLERBUTTONUP: {
      Pad* pad = find(e.cbutton.which);
      const auto b = pad_button_from_sdl(e.cbutton.button);
      if (!pad || !b) return true;
      const Direction d = dpad_direction(*b);
      if (e.type == SDL_CONTROLLERBUTTONUP) {
        repeat_.release(d);
        return true;
      }
      used(*pad);
      if (d != Direction::None)
        move(repeat_.press(d, game.now()), game);
      else
        press(*b, game);
      return true;
    }
    case SDL_CONTROLLERAXISMOTION:
      if (Pad* pad = find(e.caxis.which)) axis(*pad, e.caxis, game);
      return true;
    default: return false;
  }
}

void Gamepads::tick(game::Game& game) { move(repeat_.due(game.now()), game); }

}  // namespace nonet::platform
