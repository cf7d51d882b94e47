// SPDX-License-Identifier: MIT
// Keyboard and mouse bindings: the ONE table that maps keys to Actions (DESIGN: "key and
// gamepad bindings live in one table"). The README's controls table is printed from it
// (`nonet --print-bindings`), so documentation and behaviour cannot drift apart.
#pragma once

#include <SDL2/SDL.h>

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "game/actions.hpp"
#include "game/guide.hpp"

namespace nonet::platform {

enum class Mod : std::uint8_t { None, Ctrl, Alt, CtrlShift };

struct KeyBinding {
  SDL_Keycode key;
  Mod mod;
  game::Action action;
  const char* what;  // for the controls table
};

std::span<const KeyBinding> key_bindings();

/// The Action for a key press with the given SDL modifier state, if any. A binding with a
/// modifier wins over one without; plain bindings do not fire while Ctrl or Alt is held.
std::optional<game::Action> action_for_key(SDL_Keycode key, Uint16 sdl_mods);

/// The keyboard table grouped by what each binding does, in the table's order: the lines of
/// the controls screen and the rows of docs/CONTROLS.md ("Redo" -> "Ctrl+Y, Ctrl+Shift+Z").
std::vector<game::ControlsLine> keyboard_controls();

/// Markdown table of every binding plus the mouse, grouped by what it does.
std::string controls_markdown();

/// The controls screen's lines: keyboard_controls() and pad_controls() (pad_bindings.hpp).
game::ControlsSheet controls_sheet();

}  // namespace nonet::platform
