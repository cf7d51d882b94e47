// SPDX-License-Identifier: MIT
// How the player is playing right now, as the views need it for prompts: which kind of device
// was used last, which gamepad family (for button glyphs), the digit a gamepad has chosen, and
// whether a gamepad in use went away. The platform's input code writes it (docs/CONTROLS.md);
// the game keeps it only so views can read it next to everything else they draw.
#pragma once

#include <cstdint>

namespace nonet::game {

enum class InputDevice : std::uint8_t { Keyboard, Mouse, Touch, Gamepad };

/// Button glyph families. Nonet binds buttons by position (SDL's "A" is the bottom face button
/// on every pad, SDL_HINT_GAMECONTROLLER_USE_BUTTON_LABELS=0), so only the printed labels
/// differ: Xbox A/B/X/Y, PlayStation cross/circle/square/triangle, Nintendo B/A/Y/X.
enum class PadFamily : std::uint8_t { Xbox, PlayStation, Nintendo };

/// Pad controls by position (SDL_HINT_GAMECONTROLLER_USE_BUTTON_LABELS=0: SDL's "A" is the
/// bottom face button on every pad). Triggers are analogue axes read as buttons.
enum class PadButton : std::uint8_t {
  South,
  East,
  West,
  North,
  Back,
  Start,
  LeftShoulder,
  RightShoulder,
  LeftTrigger,
  RightTrigger,
  DpadUp,
  DpadDown,
  DpadLeft,
  DpadRight,
  LeftStick,   // the stick as a whole (moves like the D-pad); for the table and prompts only
  RightStick,  // the right stick pressed in (R3): the colour palette
};
inline constexpr int kPadButtonCount = 16;

/// The name printed on the button: "A" / "Cross" / "B"; "LB" / "L1" / "L"; "View" / "Share"
/// (PS5 "Create") / "Minus"; the D-pad and stick by name. English, for docs/CONTROLS.md.
const char* pad_button_label(PadButton b, PadFamily family, bool playstation5 = false);
/// The short text a prompt glyph shows for buttons drawn as a labelled cap (shoulders,
/// triggers, back, start): "LB", "L1", "ZL", "View", "Options", "-", "+". Face buttons, the
/// D-pad and the stick are drawn as shapes, not text. In the player's language.
const char* pad_cap_text(PadButton b, PadFamily family, bool playstation5 = false);

/// Why a gamepad message is on screen.
enum class PadNotice : std::uint8_t {
  None,
  Lost,  // the pad in use was unplugged (a stage in play paused itself)
  Back,  // a pad was plugged in again after Lost: press A (south) to resume
};

struct InputStatus {
  InputDevice device = InputDevice::Keyboard;
  PadFamily family = PadFamily::Xbox;
  bool playstation5 = false;  // PS5 calls its back button "Create", the PS4 "Share"
  int pads = 0;               // gamepads connected
  /// The digit a gamepad places with A (south); the shoulders step it, the keypad rings it.
  int chosen_digit = 1;
  PadNotice notice = PadNotice::None;
  /// Show gamepad glyphs (the last input came from a pad, or a pad message is up).
  bool pad_prompts() const { return device == InputDevice::Gamepad || notice != PadNotice::None; }
};

/// The digit after `digit` when stepping by `step` (+1 / -1) round 1..9.
constexpr int step_digit(int digit, int step) {
  const int d = (digit < 1 || digit > 9) ? 1 : digit;
  return ((d - 1 + step % 9 + 9) % 9) + 1;
}

}  // namespace nonet::game
