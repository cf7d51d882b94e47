// SPDX-License-Identifier: MIT
// Virtual pads, pushed fingers, and the pad and touch solvers.
#include "platform/device_script.hpp"

#include <algorithm>
#include <cmath>

#include "core/grid.hpp"
#include "game/targets.hpp"

namespace nonet::platform {

namespace {

// Pad types a script can attach, by the USB ids SDL recognises (SDL names the type from them).
struct PadModel {
  const char* name;
  Uint16 vendor, product;
};
constexpr PadModel kModels[] = {
    {"xbox", 0x045e, 0x02ea},         // Xbox One S
    {"playstation", 0x054c, 0x09cc},  // DualShock 4
    {"ps5", 0x054c, 0x0ce6},          // DualSense
    {"nintendo", 0x057e, 0x2009},     // Switch Pro
    {"generic", 0, 0},                // unknown to SDL: SDL_CONTROLLER_TYPE_VIRTUAL
};

const PadModel* find_model(std::string_view name) {
  for (const PadModel& m : kModels) {
    if (name == m.name) return &m;
  }
  return nullptr;
}

// Script button names -> SDL controller buttons; triggers are axes (flag 0x100).
constexpr int kAxisFlag = 0x100;
struct ButtonName {
  const char* name;
  int code;
};
constexpr ButtonName kButtons[] = {
    {"a", SDL_CONTROLLER_BUTTON_A},
    {"b", SDL_CONTROLLER_BUTTON_B},
    {"x", SDL_CONTROLLER_BUTTON_X},
    {"y", SDL_CONTROLLER_BUTTON_Y},
    {"back", SDL_CONTROLLER_BUTTON_BACK},
    {"start", SDL_CONTROLLER_BUTTON_START},
    {"lb", SDL_CONTROLLER_BUTTON_LEFTSHOULDER},
    {"rb", SDL_CONTROLLER_BUTTON_RIGHTSHOULDER},
    {"rs", SDL_CONTROLLER_BUTTON_RIGHTSTICK},
    {"up", SDL_CONTROLLER_BUTTON_DPAD_UP},
    {"down", SDL_CONTROLLER_BUTTON_DPAD_DOWN},
    {"left", SDL_CONTROLLER_BUTTON_DPAD_LEFT},
    {"right", SDL_CONTROLLER_BUTTON_DPAD_RIGHT},
    {"lt", kAxisFlag | SDL_CONTROLLER_AXIS_TRIGGERLEFT},
    {"rt", kAxisFlag | SDL_CONTROLLER_AXIS_TRIGGERRIGHT},
};

int button_code(std::string_view name) {
  for (const ButtonName& b : kButtons) {
    if (name == b.name) return b.code;
  }
  return -1;
}

Sint16 axis_value(float v) { return static_cast<Sint16>(std::lround(v * 32767.0f)); }

}  // namespace

DeviceScript::~DeviceScript() {
  for (VirtualPad& p : pads_) {
    if (p.joystick) SDL_JoystickClose(p.joystick);
  }
}

bool DeviceScript::is_pad_model(std::string_view name) { return find_model(name) != nullptr; }

bool DeviceScript::is_pad_button(std::string_view name) { return button_code(name) >= 0; }

DeviceScript::VirtualPad* DeviceScript::pad() {
  if (current_ < pads_.size() && pads_[current_].joystick) return &pads_[current_];
  return nullptr;
}

void DeviceScript::set_control(SDL_JoystickID id, int code, bool is_axis, Sint16 value) {
  const auto it =
      std::find_if(pads_.begin(), pads_.end(), [id](const VirtualPad& p) { return p.id == id; });
  if (it == pads_.end() || !it->joystick) return;
  if (is_axis)
    SDL_JoystickSetVirtualAxis(it->joystick, code, value);
  else
    SDL_JoystickSetVirtualButton(it->joystick, code, value != 0 ? 1 : 0);
}

void DeviceScript::press_code(int code, bool is_axis, int count) {
  const SDL_JoystickID id = pads_[current_].id;
  const Sint16 down = is_axis ? SDL_JOYSTICK_AXIS_MAX : 1;
  for (int i = 0; i < count; ++i) {
    ops_.push_back(
        Op{[this, id, code, is_axis, down] { set_control(id, code, is_axis, down); }, 0});
    ops_.push_back(Op{[this, id, code, is_axis] { set_control(id, code, is_axis, 0); }, 0});
  }
}

void DeviceScript::finger(Uint32 type, float x, float y, const game::Game& game) {
  SDL_Event e{};
  e.type = type;
  e.tfinger.touchId = 1;  // one pretend touchscreen
  e.tfinger.fingerId = next_finger_;
  e.tfinger.x = x / game.viewport_width();  // SDL reports fingers normalized to the window
  e.tfinger.y = y / game.viewport_height();
  e.tfinger.dx = (x - finger_x_) / game.viewport_width();
  e.tfinger.dy = (y - finger_y_) / game.viewport_height();
  e.tfinger.pressure = type == SDL_FINGERUP ? 0.0f : 1.0f;
  finger_x_ = x;
  finger_y_ = y;
  SDL_PushEvent(&e);
  if (type == SDL_FINGERUP) ++next_finger_;
}

std::string DeviceScript::attach(std::string_view model) {
  const PadModel* m = find_model(model);
  if (!m) return "unknown pad type '" + std::string(model) + "'";
  SDL_VirtualJoystickDesc d{};
  d.version = SDL_VIRTUAL_JOYSTICK_DESC_VERSION;
  d.type = SDL_JOYSTICK_TYPE_GAMECONTROLLER;
  d.naxes = SDL_CONTROLLER_AXIS_MAX;
  d.nbuttons = SDL_CONTROLLER_BUTTON_MAX;
  d.vendor_id = m->vendor;
  d.product_id = m->product;
  d.button_mask = (1u << SDL_CONTROLLER_BUTTON_MAX) - 1;
  d.axis_mask = (1u << SDL_CONTROLLER_AXIS_MAX) - 1;
  d.name = "Nonet script pad";
  if (!SDL_WasInit(SDL_INIT_GAMECONTROLLER)) return "gamepads are not available";
  // SDL drops pad input while no window of the game has keyboard focus, and an offscreen or
  // hidden test window never gets it; a scripted pad is meant to reach the game regardless.
  SDL_SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1");
  const int index = SDL_JoystickAttachVirtualEx(&d);
  if (index < 0) return std::string("cannot attach a virtual pad: ") + SDL_GetError();
  VirtualPad p;
  p.device_index = index;
  p.joystick = SDL_JoystickOpen(index);
  if (!p.joystick) return std::string("cannot open the virtual pad: ") + SDL_GetError();
  p.id = SDL_JoystickInstanceID(p.joystick);
  pads_.push_back(p);
  current_ = pads_.size() - 1;
  ops_.push_back(Op{{}, 1});  // let the game see the pad arrive before the next command
  return "";
}

std::string DeviceScript::detach(int n) {
  if (n == 0) n = static_cast<int>(current_) + 1;
  if (n < 1 || n > static_cast<int>(pads_.size()) ||
      !pads_[static_cast<std::size_t>(n - 1)].joystick)
    return "no attached pad " + std::to_string(n);
  VirtualPad& p = pads_[static_cast<std::size_t>(n - 1)];
  SDL_JoystickClose(p.joystick);
  p.joystick = nullptr;
  // Detach by the pad's current device index (indices shift as devices come and go).
  for (int i = 0; i < SDL_NumJoysticks(); ++i) {
    if (SDL_JoystickGetDeviceInstanceID(i) == p.id) SDL_JoystickDetachVirtual(i);
  }
  ops_.push_back(Op{{}, 1});
  return "";
}

std::string DeviceScript::use(int n) {
  if (n < 1 || n > static_cast<int>(pads_.size()) ||
      !pads_[static_cast<std::size_t>(n - 1)].joystick)
    return "no attached pad " + std::to_string(n);
  current_ = static_cast<std::size_t>(n - 1);
  return "";
}

std::string DeviceScript::press(std::string_view button, int count) {
  const int code = button_code(button);
  if (code < 0) return "unknown pad button '" + std::string(button) + "'";
  if (!pad()) return "no pad attached (pad-attach first)";
  press_code(code & ~kAxisFlag, (code & kAxisFlag) != 0, count);
  return "";
}

std::string DeviceScript::hold(std::string_view button, bool down) {
  const int code = button_code(button);
  if (code < 0) return "unknown pad button '" + std::string(button) + "'";
  if (!pad()) return "no pad attached (pad-attach first)";
  const bool is_axis = (code & kAxisFlag) != 0;
  const Sint16 v = !down ? 0 : is_axis ? SDL_JOYSTICK_AXIS_MAX : 1;
  const SDL_JoystickID id = pad()->id;
  ops_.push_back(
      Op{[this, id, code, is_axis, v] { set_control(id, code & ~kAxisFlag, is_axis, v); }, 0});
  return "";
}

std::string DeviceScript::stick(float x, float y) {
  if (!pad()) return "no pad attached (pad-attach first)";
  const SDL_JoystickID id = pad()->id;
  ops_.push_back(Op{[this, id, x, y] {
                      set_control(id, SDL_CONTROLLER_AXIS_LEFTX, true, axis_value(x));
                      set_control(id, SDL_CONTROLLER_AXIS_LEFTY, true, axis_value(y));
                    },
                    0});
  return "";
}

std::string DeviceScript::solve(const game::Game& game, bool by_pad) {
  const char* verb = by_pad ? "pad-solve" : "touch-solve";
  if (by_pad && !pad()) return "no pad attached (pad-attach first)";
  if (game.screen() != game::Screen::Play || !game.session())
    return std::string(verb) + " needs a stage in play";
  routine_ = by_pad ? Routine::PadSolve : Routine::TouchSolve;
  return "";
}

void DeviceScript::tap(float x, float y) {
  // Down and up in one turn: the game sees both in the same poll, a quick tap.
  ops_.push_back(Op{[this, x, y] {
                      finger(SDL_FINGERDOWN, x, y, *game_for_ops_);
                      finger(SDL_FINGERUP, x, y, *game_for_ops_);
                    },
                    0});
}

void DeviceScript::long_press(float x, float y) {
  finger_down(x, y);
  ops_.push_back(Op{{}, static_cast<int>(game::kLongPressTicks) + 2});
  finger_up();
}

void DeviceScript::finger_down(float x, float y) {
  ops_.push_back(Op{[this, x, y] { finger(SDL_FINGERDOWN, x, y, *game_for_ops_); }, 0});
}

void DeviceScript::finger_move(float x, float y) {
  ops_.push_back(Op{[this, x, y] { finger(SDL_FINGERMOTION, x, y, *game_for_ops_); }, 0});
}

void DeviceScript::finger_up() {
  ops_.push_back(Op{[this] { finger(SDL_FINGERUP, finger_x_, finger_y_, *game_for_ops_); }, 0});
}

void DeviceScript::drag(float x0, float y0, float x1, float y1) {
  finger_down(x0, y0);
  constexpr int kSteps = 12;  // a finger reports its path in many small moves
  for (int i = 1; i <= kSteps; ++i) {
    const float t = static_cast<float>(i) / kSteps;
    finger_move(x0 + (x1 - x0) * t, y0 + (y1 - y0) * t);
  }
  finger_up();
}

void DeviceScript::plan(game::Game& game, const game::InputStatus& input) {
  const game::Session* s = game.session();
  if (game.screen() != game::Screen::Play || !s || s->outcome() != game::Outcome::Playing) {
    routine_ = Routine::None;
    return;
  }
  int target = -1;
  for (int cell = 0; cell < kCells && target < 0; ++cell) {
    if (s->digits()[cell] == 0) target = cell;
  }
  if (target < 0) {
    routine_ = Routine::None;
    return;
  }
  const int want = s->stage().solution[target];
  if (routine_ == Routine::PadSolve) {
    if (!pad()) {
      routine_ = Routine::None;
      return;
    }
    const int sel = s->selected();
    const int chosen = input.chosen_digit;
    int button = SDL_CONTROLLER_BUTTON_A;
    if (s->notes_mode())
      button = SDL_CONTROLLER_BUTTON_X;
    else if (row_of(sel) < row_of(target))
      button = SDL_CONTROLLER_BUTTON_DPAD_DOWN;
    else if (row_of(sel) > row_of(target))
      button = SDL_CONTROLLER_BUTTON_DPAD_UP;
    else if (col_of(sel) < col_of(target))
      button = SDL_CONTROLLER_BUTTON_DPAD_RIGHT;
    else if (col_of(sel) > col_of(target))
      button = SDL_CONTROLLER_BUTTON_DPAD_LEFT;
    else if (chosen != want)
      button = (want - chosen + 9) % 9 <= 4 ? SDL_CONTROLLER_BUTTON_RIGHTSHOULDER
                                            : SDL_CONTROLLER_BUTTON_LEFTSHOULDER;
    press_code(button, false, 1);
    return;
  }
  // By touch: the Notes button (to leave notes mode), the cell, or its digit's key.
  std::optional<game::Target> t;
  const game::TargetList list = game::targets(game);
  if (s->notes_mode())
    t = game::find_target(list, game::TargetKind::ActionButton,
                          static_cast<int>(game::ActionButton::Notes));
  else if (s->selected() != target)
    t = game::find_target(list, game::TargetKind::Cell, target);
  else
    t = game::find_target(list, game::TargetKind::DigitKey, want);
  if (!t) {
    routine_ = Routine::None;
    return;
  }
  tap(t->rect.cx(), t->rect.cy());
}

bool DeviceScript::step(game::Game& game, const game::InputStatus& input) {
  game_for_ops_ = &game;
  if (hold_until_ >= 0) {
    if (game.now() < hold_until_) return true;
    hold_until_ = -1;
  }
  if (ops_.empty() && routine_ != Routine::None) plan(game, input);
  if (ops_.empty()) return false;
  Op op = std::move(ops_.front());
  ops_.pop_front();
  if (op.run)
    op.run();
  else
    hold_until_ = game.now() + op.ticks;
  return true;
}

}  // namespace nonet::platform
