// SPDX-License-Identifier: MIT
// Gamepad bindings: the ONE table that maps pad buttons to what they do, next to the keyboard's
// (platform/bindings.hpp), with the on-screen labels of every pad family. docs/CONTROLS.md
// prints this table (`nonet --print-bindings`) and a test keeps the two in step.
//
// Digits without a keyboard (why this scheme): the pad keeps a "chosen digit", ringed on the
// on-screen keypad. The shoulders step it down/up round 1..9 (at most four presses to any
// digit, and the same digit stays chosen while the player works through its cells, which is how
// Sudoku is usually played: one digit at a time), the south button places it, or notes it in
// notes mode, which the west button toggles. Every answer and every note is reachable, the
// D-pad stays free for the cursor, and no radial menu or modal keypad has to open first.
#pragma once

#include <SDL2/SDL.h>

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "game/actions.hpp"
#include "game/guide.hpp"
#include "game/input_status.hpp"

namespace nonet::platform {

using game::kPadButtonCount;
using game::PadButton;

/// What a pad control does on a screen: an Action, or one of the digit picker's verbs.
enum class PadVerb : std::uint8_t { None, Act, PlaceChosen, PrevDigit, NextDigit };
struct PadCommand {
  PadVerb verb = PadVerb::None;
  game::Action action{};
  friend bool operator==(const PadCommand&, const PadCommand&) = default;
};

struct PadBinding {
  PadButton button;
  PadCommand play;  // on the play screen
  PadCommand menu;  // title, stage select, settings, pause and result
  const char* play_what;
  const char* menu_what;
};

std::span<const PadBinding> pad_bindings();

/// The command for a button on the play screen (`in_play`) or in the menus.
PadCommand pad_command(PadButton b, bool in_play);

/// The button an SDL controller button is, if Nonet uses it.
std::optional<PadButton> pad_button_from_sdl(Uint8 sdl_button);

/// The family whose glyphs a controller of this SDL type shows. Pads SDL cannot name (and
/// Stadia, Luna, Shield: A/B/X/Y in Xbox positions) use the Xbox labels.
game::PadFamily pad_family(SDL_GameControllerType type);

using game::pad_button_label;

/// The pad table as the controls screen shows it: one line per control (one for the whole
/// D-pad, drawn as PadButton::DpadUp), what it does in play and in menus.
std::vector<game::ControlsLine> pad_controls();

/// Markdown table of the pad controls, one column per family (docs/CONTROLS.md).
std::string pad_controls_markdown();

}  // namespace nonet::platform
