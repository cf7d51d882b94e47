// Virtual pads, pushed fingers, the pad and touch solvers, and input expectations.
#include "platform/device_script.hpp"

#include <algorithm>
#include <cmath>

#include "core/grid.hpp"
#include "platform/script.hpp"

namespace nonet::platform {

namespace {

struct Spec {
  const char* verb;
  int min_args, max_args;
};
constexpr Spec kSpecs[] = {
    {"pad-attach", 0, 1}, {"pad-detach", 0, 1},  {"pad-use", 1, 1},     {"pad", 1, 2},
    {"pad-hold", 1, 1},   {"pad-release", 1, 1}, {"pad-stick", 2, 2},   {"pad-solve", 0, 0},
    {"tap", 1, 2},        {"long-press", 1, 2},  {"finger-down", 1, 2}, {"finger-move", 1, 2},
    {"finger-up", 0, 0},  {"drag", 2, 4},        {"touch-solve", 0, 0},
};

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

bool parse_unit(const std::string& s, float& out) {
  char* end = nullptr;
  out = std::strtof(s.c_str(), &end);
  return !s.empty() && end && *end == '\0' && out >= -1 && out <= 1;
}

Sint16 axis_value(float v) { return static_cast<Sint16>(std::lround(v * 32767.0f)); }

const char* family_name(game::PadFamily f) {
  switch (f) {
    case game::PadFamily::Xbox: return "xbox";
    case game::PadFamily::PlayStation: return "playstation";
    case game::PadFamily::Nintendo: return "nintendo";
  }
  return "?";
}

}  // namespace

DeviceScript::~DeviceScript() {
  for (VirtualPad& p : pads_) {
    if (p.joystick) SDL_JoystickClose(p.joystick);
  }
}

bool DeviceScript::knows(std::string_view verb) {
  return std::any_of(std::begin(kSpecs), std::end(kSpecs),
                     [&](const Spec& s) { return verb == s.verb; });
}

std::string DeviceScript::check(const ScriptCommand& c) {
  const Spec* spec = std::find_if(std::begin(kSpecs), std::end(kSpecs),
                                  [&](const Spec& s) { return c.verb == s.verb; });
  const int n = static_cast<int>(c.args.size());
  if (spec == std::end(kSpecs)) return "unknown command '" + c.verb + "'";
  if (n < spec->min_args || n > spec->max_args) {
    return "'" + c.verb + "' takes " + std::to_string(spec->min_args) +
           (spec->max_args != spec->min_args ? "-" + std::to_string(spec->max_args) : "") +
           " argument(s), got " + std::to_string(n);
  }
  if (c.verb == "pad-attach" && n == 1 &&
      std::none_of(std::begin(kModels), std::end(kModels),
                   [&](const PadModel& m) { return c.args[0] == m.name; }))
    return "pad-attach wants xbox, playstation, ps5, nintendo or generic, not '" + c.args[0] + "'";
  if ((c.verb == "pad" || c.verb == "pad-hold" || c.verb == "pad-release") &&
      button_code(c.args[0]) < 0)
    return "unknown pad button '" + c.args[0] +
           "' (a b x y back start lb rb lt rt up down left right)";
  int k = 0;
  if (c.verb == "pad" && n == 2 && (!parse_int(c.args[1], k) || k < 1))
    return "pad count must be a positive number";
  if ((c.verb == "pad-use" || (c.verb == "pad-detach" && n == 1)) &&
      (!parse_int(c.args[0], k) || k < 1))
    return c.verb + " wants a pad number from 1";
  float v = 0;
  if (c.verb == "pad-stick" && (!parse_unit(c.args[0], v) || !parse_unit(c.args[1], v)))
    return "pad-stick wants X and Y from -1 to 1";
  return "";
}

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

void DeviceScript::press(int code, bool is_axis, int count) {
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

void DeviceScript::tap_ops(float x, float y) {
  // Down and up in one turn: the game sees both in the same poll, a quick tap.
  ops_.push_back(Op{[this, x, y] {
                      finger(SDL_FINGERDOWN, x, y, *game_for_ops_);
                      finger(SDL_FINGERUP, x, y, *game_for_ops_);
                    },
                    0});
}

std::string DeviceScript::start(const ScriptCommand& c, game::Game& game, const Resolve& resolve) {
  game_for_ops_ = &game;
  const auto& a = c.args;
  if (c.verb == "pad-attach") {
    const std::string type = a.empty() ? "xbox" : a[0];
    const PadModel* m = std::find_if(std::begin(kModels), std::end(kModels),
                                     [&](const PadModel& pm) { return type == pm.name; });
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
  if (c.verb == "pad-detach") {
    int n = static_cast<int>(current_) + 1;
    if (!a.empty()) parse_int(a[0], n);
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
  if (c.verb == "pad-use") {
    int n = 0;
    parse_int(a[0], n);
    if (n < 1 || n > static_cast<int>(pads_.size()) ||
        !pads_[static_cast<std::size_t>(n - 1)].joystick)
      return "no attached pad " + a[0];
    current_ = static_cast<std::size_t>(n - 1);
    return "";
  }
  if (c.verb == "pad" || c.verb == "pad-hold" || c.verb == "pad-release" || c.verb == "pad-stick" ||
      c.verb == "pad-solve") {
    if (!pad()) return "no pad attached (pad-attach first)";
  }
  if (c.verb == "pad") {
    int count = 1;
    if (a.size() == 2) parse_int(a[1], count);
    const int code = button_code(a[0]);
    press(code & ~kAxisFlag, (code & kAxisFlag) != 0, count);
    return "";
  }
  if (c.verb == "pad-hold" || c.verb == "pad-release") {
    const int code = button_code(a[0]);
    const bool is_axis = (code & kAxisFlag) != 0;
    const Sint16 v = c.verb == "pad-release" ? 0 : is_axis ? SDL_JOYSTICK_AXIS_MAX : 1;
    const SDL_JoystickID id = pad()->id;
    ops_.push_back(
        Op{[this, id, code, is_axis, v] { set_control(id, code & ~kAxisFlag, is_axis, v); }, 0});
    return "";
  }
  if (c.verb == "pad-stick") {
    float x = 0, y = 0;
    parse_unit(a[0], x);
    parse_unit(a[1], y);
    const SDL_JoystickID id = pad()->id;
    ops_.push_back(Op{[this, id, x, y] {
                        set_control(id, SDL_CONTROLLER_AXIS_LEFTX, true, axis_value(x));
                        set_control(id, SDL_CONTROLLER_AXIS_LEFTY, true, axis_value(y));
                      },
                      0});
    return "";
  }
  if (c.verb == "pad-solve" || c.verb == "touch-solve") {
    if (game.screen() != game::Screen::Play || !game.session())
      return c.verb + " needs a stage in play";
    routine_ = c.verb == "pad-solve" ? Routine::PadSolve : Routine::TouchSolve;
    return "";
  }
  // Touch.
  float x = 0, y = 0;
  if (c.verb == "finger-up") {
    ops_.push_back(Op{[this] { finger(SDL_FINGERUP, finger_x_, finger_y_, *game_for_ops_); }, 0});
    return "";
  }
  if (c.verb == "drag") {
    // "drag FROM TO": each end a name or X Y.
    float x1 = 0, y1 = 0;
    const std::size_t split = a.size() == 4 ? 2 : 1;
    const std::vector<std::string> from(a.begin(), a.begin() + static_cast<long>(split));
    const std::vector<std::string> to(a.begin() + static_cast<long>(split), a.end());
    if (!resolve(from, 0, x, y) || !resolve(to, 0, x1, y1)) return "unknown drag target";
    ops_.push_back(Op{[this, x, y] { finger(SDL_FINGERDOWN, x, y, *game_for_ops_); }, 0});
    constexpr int kSteps = 12;  // a finger reports its path in many small moves
    for (int i = 1; i <= kSteps; ++i) {
      const float t = static_cast<float>(i) / kSteps;
      const float px = x + (x1 - x) * t, py = y + (y1 - y) * t;
      ops_.push_back(Op{[this, px, py] { finger(SDL_FINGERMOTION, px, py, *game_for_ops_); }, 0});
    }
    ops_.push_back(Op{[this] { finger(SDL_FINGERUP, finger_x_, finger_y_, *game_for_ops_); }, 0});
    return "";
  }
  if (!resolve(a, 0, x, y)) return "unknown target";
  if (c.verb == "tap") {
    tap_ops(x, y);
  } else if (c.verb == "long-press") {
    ops_.push_back(Op{[this, x, y] { finger(SDL_FINGERDOWN, x, y, *game_for_ops_); }, 0});
    ops_.push_back(Op{{}, static_cast<int>(game::kLongPressTicks) + 2});
    ops_.push_back(Op{[this] { finger(SDL_FINGERUP, finger_x_, finger_y_, *game_for_ops_); }, 0});
  } else if (c.verb == "finger-down") {
    ops_.push_back(Op{[this, x, y] { finger(SDL_FINGERDOWN, x, y, *game_for_ops_); }, 0});
  } else if (c.verb == "finger-move") {
    ops_.push_back(Op{[this, x, y] { finger(SDL_FINGERMOTION, x, y, *game_for_ops_); }, 0});
  }
  return "";
}

void DeviceScript::plan(game::Game& game) {
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
    const int chosen = game.input_status().chosen_digit;
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
    press(button, false, 1);
    return;
  }
  const game::PlayLayout L = game.play_layout();
  game::Rect r = L.keys[static_cast<std::size_t>(want - 1)];
  if (s->notes_mode())
    r = L.actions[static_cast<std::size_t>(game::ActionButton::Notes)];
  else if (s->selected() != target)
    r = L.cell_rect(target);
  tap_ops(r.cx(), r.cy());
}

bool DeviceScript::step(game::Game& game) {
  game_for_ops_ = &game;
  if (hold_until_ >= 0) {
    if (game.now() < hold_until_) return true;
    hold_until_ = -1;
  }
  if (ops_.empty() && routine_ != Routine::None) plan(game);
  if (ops_.empty()) return false;
  Op op = std::move(ops_.front());
  ops_.pop_front();
  if (op.run)
    op.run();
  else
    hold_until_ = game.now() + op.ticks;
  return true;
}

bool DeviceScript::expect(const ScriptCommand& c, const game::Game& game, std::string& failure) {
  const auto& a = c.args;
  const std::string& what = a[0];
  const game::Session* s = game.session();
  const game::InputStatus& st = game.input_status();
  int n = 0, cell = 0;
  failure.clear();
  if (what == "selected" && a.size() == 2 && (cell = parse_cell_name(a[1])) >= 0) {
    if (!s || s->selected() != cell)
      failure = "expected " + a[1] + " selected, have " + (s ? cell_name(s->selected()) : "none");
  } else if (what == "notes" && a.size() == 3 && (cell = parse_cell_name(a[1])) >= 0) {
    std::string have;
    for (int d = 1; d <= 9; ++d) {
      if (s && (s->notes(cell) & digit_bit(d))) have += static_cast<char>('0' + d);
    }
    if (have.empty()) have = "-";
    if (have != a[2]) failure = "expected notes " + a[2] + " in " + a[1] + ", have " + have;
  } else if (what == "notes-mode" && a.size() == 2 && (a[1] == "on" || a[1] == "off")) {
    const bool on = s && s->notes_mode();
    if (on != (a[1] == "on")) failure = "expected notes mode " + a[1];
  } else if (what == "hints-left" && a.size() == 2 && parse_int(a[1], n)) {
    const int h = s ? s->hints_left() : -1;
    if (h != n) failure = "expected " + a[1] + " hints left, have " + std::to_string(h);
  } else if (what == "moves" && a.size() == 2 && parse_int(a[1], n)) {
    const int m = s ? static_cast<int>(s->undo_index()) : -1;
    if (m != n) failure = "expected " + a[1] + " moves, have " + std::to_string(m);
  } else if (what == "chosen-digit" && a.size() == 2 && parse_int(a[1], n)) {
    if (st.chosen_digit != n)
      failure = "expected chosen digit " + a[1] + ", have " + std::to_string(st.chosen_digit);
  } else if (what == "prompts" && a.size() == 2) {
    const std::string have = st.pad_prompts() ? family_name(st.family) : "none";
    if (have != a[1]) failure = "expected " + a[1] + " prompts, have " + have;
  } else if (what == "pad-notice" && a.size() == 2) {
    const char* have = st.notice == game::PadNotice::Lost   ? "lost"
                       : st.notice == game::PadNotice::Back ? "back"
                                                            : "none";
    if (a[1] != have) failure = "expected pad notice " + a[1] + ", have " + have;
  } else if (what == "pads" && a.size() == 2 && parse_int(a[1], n)) {
    if (st.pads != n) failure = "expected " + a[1] + " pads, have " + std::to_string(st.pads);
  } else if (what == "focus" && a.size() == 2 && parse_int(a[1], n)) {
    if (game.focus() != n)
      failure = "expected focus " + a[1] + ", have " + std::to_string(game.focus());
  } else {
    return false;
  }
  return true;
}

}  // namespace nonet::platform
