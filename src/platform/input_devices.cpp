// SPDX-License-Identifier: MIT
// Routing of device events and the last-used device.
#include "platform/input_devices.hpp"

namespace nonet::platform {

void InputDevices::set_hints() {
  SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0");
  SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0");
  SDL_SetHint(SDL_HINT_GAMECONTROLLER_USE_BUTTON_LABELS, "0");
}

bool InputDevices::handle(const SDL_Event& e, game::Game& game, const ViewScale& view) {
  if (pads_.handle(e, game)) return true;
  if (touch_.handle(e, game, view)) {
    pads_.other_input();
    return true;
  }
  game::InputStatus& st = status_;
  auto other = [&](game::InputDevice d) {
    st.device = d;
    st.notice = game::PadNotice::None;  // the player went on with another device
    pads_.other_input();
  };
  switch (e.type) {
    case SDL_KEYDOWN: other(game::InputDevice::Keyboard); break;
    // Motion alone does not count: a nudged mouse must not take the prompts from a pad.
    case SDL_MOUSEBUTTONDOWN:
      if (e.button.which != SDL_TOUCH_MOUSEID) other(game::InputDevice::Mouse);
      break;
    case SDL_MOUSEWHEEL:
      if (e.wheel.which != SDL_TOUCH_MOUSEID) other(game::InputDevice::Mouse);
      break;
    default: break;
  }
  return false;
}

void InputDevices::tick(game::Game& game) {
  pads_.tick(game);
  touch_.tick(game);
}

}  // namespace nonet::platform
