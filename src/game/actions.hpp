// SPDX-License-Identifier: MIT
// Input-agnostic Actions: what the player means, not which key or button said it. Keyboard,
// mouse, touch, gamepad and test scripts all end up here, so the game has one input path.
#pragma once

#include <cstdint>

namespace nonet::game {

enum class ActionKind : std::uint8_t {
  Up,
  Down,
  Left,
  Right,
  Digit,  // value = 1..9
  Erase,
  ToggleNotes,
  FillNotes,
  Hint,
  Undo,
  Redo,
  Pause,        // toggles pause in play; same as Back elsewhere
  Confirm,      // Enter: activate the focused item
  Back,         // Esc
  Scroll,       // value = wheel notches, positive = content moves up (towards later rows)
  ToggleStats,  // F3
  ToggleFullscreen,
  ToggleMute,  // M: all sound off / back on (Settings::muted)
  Quit,
  SelectCell,  // value = cell 0..80: a click or tap on the board (no key sends it)
  Check,       // free play, "check at the end": mark the wrong entries (C, the HUD's Check)
  Paste,       // Ctrl+V: the clipboard into the code dialog or the editor (the platform reads it)
  Copy,        // Ctrl+C: the editor's board to the clipboard (the platform writes it)
  Print,       // Ctrl+P: Print all stages, on the stage list and the pause card (asks first)
  OpenFolder,  // Ctrl+O: the folder of the export just written (while its notice shows)
  Palette,     // B, the pad's right stick: the colour palette at the selected cell, or closed
  Colour,      // Ctrl+1..6: paint the selected cell in that colour (value), Ctrl+0: value 0, off
  Learn,       // L: the lesson of the technique a hint on show names (its second tier on)
};

struct Action {
  ActionKind kind = ActionKind::Confirm;
  int value = 0;
  friend bool operator==(const Action&, const Action&) = default;
};

constexpr Action digit_action(int d) { return Action{ActionKind::Digit, d}; }

}  // namespace nonet::game
