// SPDX-License-Identifier: MIT
// The binding table and its lookup.
#include "platform/bindings.hpp"

#include <algorithm>
#include <array>
#include <vector>

#include "i18n/i18n.hpp"

namespace nonet::platform {

namespace {
using game::Action;
using game::ActionKind;
constexpr Action A(ActionKind k, int v = 0) { return Action{k, v}; }

// The descriptions are marked for the template and stay English here: the controls screen
// translates each line where it draws it, and docs/CONTROLS.md (controls_markdown) is English.
constexpr std::array kBindings = {
    // TRANSLATORS: the controls screen lists what each key does, one short line beside its keys.
    KeyBinding{SDLK_UP, Mod::None, A(ActionKind::Up), N_("Move up")},
    KeyBinding{SDLK_w, Mod::None, A(ActionKind::Up), N_("Move up")},
    KeyBinding{SDLK_DOWN, Mod::None, A(ActionKind::Down), N_("Move down")},
    KeyBinding{SDLK_s, Mod::None, A(ActionKind::Down), N_("Move down")},
    KeyBinding{SDLK_LEFT, Mod::None, A(ActionKind::Left), N_("Move left")},
    KeyBinding{SDLK_a, Mod::None, A(ActionKind::Left), N_("Move left")},
    KeyBinding{SDLK_RIGHT, Mod::None, A(ActionKind::Right), N_("Move right")},
    KeyBinding{SDLK_d, Mod::None, A(ActionKind::Right), N_("Move right")},
    KeyBinding{SDLK_1, Mod::None, A(ActionKind::Digit, 1), N_("Place (or note) a digit")},
    KeyBinding{SDLK_2, Mod::None, A(ActionKind::Digit, 2), N_("Place (or note) a digit")},
    KeyBinding{SDLK_3, Mod::None, A(ActionKind::Digit, 3), N_("Place (or note) a digit")},
    KeyBinding{SDLK_4, Mod::None, A(ActionKind::Digit, 4), N_("Place (or note) a digit")},
    KeyBinding{SDLK_5, Mod::None, A(ActionKind::Digit, 5), N_("Place (or note) a digit")},
    KeyBinding{SDLK_6, Mod::None, A(ActionKind::Digit, 6), N_("Place (or note) a digit")},
    KeyBinding{SDLK_7, Mod::None, A(ActionKind::Digit, 7), N_("Place (or note) a digit")},
    KeyBinding{SDLK_8, Mod::None, A(ActionKind::Digit, 8), N_("Place (or note) a digit")},
    KeyBinding{SDLK_9, Mod::None, A(ActionKind::Digit, 9), N_("Place (or note) a digit")},
    KeyBinding{SDLK_KP_1, Mod::None, A(ActionKind::Digit, 1), N_("Place (or note) a digit")},
    KeyBinding{SDLK_KP_2, Mod::None, A(ActionKind::Digit, 2), N_("Place (or note) a digit")},
    KeyBinding{SDLK_KP_3, Mod::None, A(ActionKind::Digit, 3), N_("Place (or note) a digit")},
    KeyBinding{SDLK_KP_4, Mod::None, A(ActionKind::Digit, 4), N_("Place (or note) a digit")},
    KeyBinding{SDLK_KP_5, Mod::None, A(ActionKind::Digit, 5), N_("Place (or note) a digit")},
    KeyBinding{SDLK_KP_6, Mod::None, A(ActionKind::Digit, 6), N_("Place (or note) a digit")},
    KeyBinding{SDLK_KP_7, Mod::None, A(ActionKind::Digit, 7), N_("Place (or note) a digit")},
    KeyBinding{SDLK_KP_8, Mod::None, A(ActionKind::Digit, 8), N_("Place (or note) a digit")},
    KeyBinding{SDLK_KP_9, Mod::None, A(ActionKind::Digit, 9), N_("Place (or note) a digit")},
    KeyBinding{SDLK_DELETE, Mod::None, A(ActionKind::Erase), N_("Erase")},
    // Backspace says it is the key that goes back (value 1): the editor's typing erases the cell
    // before; everywhere else it erases as Delete does.
    KeyBinding{SDLK_BACKSPACE, Mod::None, A(ActionKind::Erase, 1), N_("Erase")},
    KeyBinding{SDLK_0, Mod::None, A(ActionKind::Erase), N_("Erase")},
    KeyBinding{SDLK_KP_0, Mod::None, A(ActionKind::Erase), N_("Erase")},
    KeyBinding{SDLK_SPACE, Mod::None, A(ActionKind::ToggleNotes), N_("Notes mode on/off")},
    KeyBinding{SDLK_f, Mod::None, A(ActionKind::FillNotes), N_("Fill notes with every candidate")},
    // TRANSLATORS: a key's action on the controls screen: ask for a hint.
    KeyBinding{SDLK_h, Mod::None, A(ActionKind::Hint), N_("Hint")},
    KeyBinding{SDLK_l, Mod::None, A(ActionKind::Learn),
               // TRANSLATORS: a key's action on the controls screen: from a hint's second press,
               // open the lesson of the technique it names, or, at its third press for a hint
               // too long for its banner, the page that tells its steps; Back returns to the
               // game.
               N_("Learn the technique a hint names, or why its chain holds (Back returns)")},
    KeyBinding{SDLK_c, Mod::None, A(ActionKind::Check),
               N_("Check the board (free play, check at the end)")},
    KeyBinding{SDLK_b, Mod::None, A(ActionKind::Palette),
               N_("Colour marks: the palette at the selected cell")},
    KeyBinding{SDLK_1, Mod::Ctrl, A(ActionKind::Colour, 1), N_("Colour the selected cell")},
    KeyBinding{SDLK_2, Mod::Ctrl, A(ActionKind::Colour, 2), N_("Colour the selected cell")},
    KeyBinding{SDLK_3, Mod::Ctrl, A(ActionKind::Colour, 3), N_("Colour the selected cell")},
    KeyBinding{SDLK_4, Mod::Ctrl, A(ActionKind::Colour, 4), N_("Colour the selected cell")},
    KeyBinding{SDLK_5, Mod::Ctrl, A(ActionKind::Colour, 5), N_("Colour the selected cell")},
    KeyBinding{SDLK_6, Mod::Ctrl, A(ActionKind::Colour, 6), N_("Colour the selected cell")},
    KeyBinding{SDLK_0, Mod::Ctrl, A(ActionKind::Colour, 0), N_("Colour the selected cell")},
    KeyBinding{SDLK_v, Mod::Ctrl, A(ActionKind::Paste), N_("Paste a code or a board")},
    KeyBinding{SDLK_c, Mod::Ctrl, A(ActionKind::Copy),
               N_("Copy the editor's board or a result's code")},
    KeyBinding{SDLK_p, Mod::Ctrl, A(ActionKind::Print), N_("Print all stages")},
    KeyBinding{SDLK_o, Mod::Ctrl, A(ActionKind::OpenFolder),
               N_("Open the folder of an export just written")},
    KeyBinding{SDLK_z, Mod::Ctrl, A(ActionKind::Undo), N_("Undo")},
    KeyBinding{SDLK_y, Mod::Ctrl, A(ActionKind::Redo), N_("Redo")},
    KeyBinding{SDLK_z, Mod::CtrlShift, A(ActionKind::Redo), N_("Redo")},
    KeyBinding{SDLK_p, Mod::None, A(ActionKind::Pause), N_("Pause / resume")},
    KeyBinding{SDLK_ESCAPE, Mod::None, A(ActionKind::Back), N_("Pause / back")},
    KeyBinding{SDLK_RETURN, Mod::None, A(ActionKind::Confirm), N_("Confirm (menus)")},
    KeyBinding{SDLK_KP_ENTER, Mod::None, A(ActionKind::Confirm), N_("Confirm (menus)")},
    // TRANSLATORS: a key's action on the controls screen: fullscreen on/off.
    KeyBinding{SDLK_F11, Mod::None, A(ActionKind::ToggleFullscreen), N_("Fullscreen")},
    KeyBinding{SDLK_RETURN, Mod::Alt, A(ActionKind::ToggleFullscreen), N_("Fullscreen")},
    KeyBinding{SDLK_m, Mod::None, A(ActionKind::ToggleMute), N_("Sound off / on")},
    KeyBinding{SDLK_q, Mod::Ctrl, A(ActionKind::Quit), N_("Quit")},
    // Last, and said to be for developers: a player met "draw calls" among the game's keys.
    KeyBinding{SDLK_F3, Mod::None, A(ActionKind::ToggleStats),
               N_("For developers: frame statistics")},
};

bool mod_matches(Mod m, Uint16 s) {
  const bool ctrl = (s & KMOD_CTRL) != 0, alt = (s & KMOD_ALT) != 0, shift = (s & KMOD_SHIFT) != 0;
  switch (m) {
    case Mod::None: return !ctrl && !alt;
    case Mod::Ctrl: return ctrl && !alt && !shift;
    case Mod::Alt: return alt && !ctrl;
    case Mod::CtrlShift: return ctrl && shift && !alt;
  }
  return false;
}

std::string key_label(const KeyBinding& b) {
  std::string prefix;
  if (b.mod == Mod::Ctrl) prefix = "Ctrl+";
  if (b.mod == Mod::Alt) prefix = "Alt+";
  if (b.mod == Mod::CtrlShift) prefix = "Ctrl+Shift+";
  std::string name = SDL_GetKeyName(b.key);
  if (name.empty()) name = "?";
  return prefix + name;
}
}  // namespace

std::span<const KeyBinding> key_bindings() { return kBindings; }

std::optional<game::Action> action_for_key(SDL_Keycode key, Uint16 sdl_mods) {
  for (const KeyBinding& b : kBindings) {  // modifier bindings first
    if (b.key == key && b.mod != Mod::None && mod_matches(b.mod, sdl_mods)) return b.action;
  }
  for (const KeyBinding& b : kBindings) {
    if (b.key == key && b.mod == Mod::None && mod_matches(b.mod, sdl_mods)) return b.action;
  }
  return std::nullopt;
}

std::vector<game::ControlsLine> keyboard_controls() {
  // Group keys by description, keeping the table's order.
  std::vector<game::ControlsLine> rows;
  for (const KeyBinding& b : kBindings) {
    auto it =
        std::find_if(rows.begin(), rows.end(), [&](const auto& r) { return r.what == b.what; });
    if (it == rows.end()) {
      rows.push_back(game::ControlsLine{b.what, "", {}, "", b.action.kind});
      it = rows.end() - 1;
    }
    it->keys += (it->keys.empty() ? "" : ", ") + key_label(b);
  }
  for (game::ControlsLine& r : rows) {
    if (r.what == "Place (or note) a digit") r.keys = "1-9, Keypad 1-9";
    if (r.what == "Colour the selected cell") r.keys = "Ctrl+1-6, Ctrl+0";
    // The mouse's way is worth a word here: a right click is no key, and hard to guess.
    if (r.what == "Colour marks: the palette at the selected cell") r.keys += ", right click";
  }
  return rows;
}

std::string controls_markdown() {
  std::string out = "| Action | Keys | Mouse |\n|---|---|---|\n";
  for (const game::ControlsLine& row : keyboard_controls()) {
    const std::string& what = row.what;
    const std::string& joined = row.keys;
    std::string mouse;
    if (what == "Place (or note) a digit")
      mouse = "click a key of the keypad";
    else if (what == "Move up")
      mouse = "click a cell";
    else if (what == "Erase" || what == "Undo" || what == "Redo" || what == "Hint")
      mouse = "its button beside the board";
    else if (what == "Notes mode on/off")
      mouse = "Notes button";
    else if (what == "Fill notes with every candidate")
      mouse = "Fill notes button";
    else if (what == "Learn the technique a hint names, or why its chain holds (Back returns)")
      mouse = "Learn or Why? button beside the hint (top right)";
    else if (what == "Check the board (free play, check at the end)")
      mouse = "Check button (top right)";
    else if (what == "Pause / resume")
      mouse = "pause button (top right)";
    else if (what == "Sound off / on")
      mouse = "Sound row in Settings";
    else if (what == "Paste a code or a board")
      mouse = "Paste key of the code dialog or the editor";
    else if (what == "Copy the editor's board or a result's code")
      mouse = "the editor's Copy button, a free-play result's Copy code";
    else if (what == "Print all stages")
      mouse = "Print in the stage list's header; the pause card's Print all stages";
    else if (what == "Open the folder of an export just written")
      mouse = "Open folder on the export's notice";
    else if (what == "Colour marks: the palette at the selected cell")
      mouse = "right-click a cell (touch: hold a finger on it)";
    else if (what == "Colour the selected cell")
      mouse = "a colour of the palette";
    else if (what == "Confirm (menus)")
      mouse = "click; wheel moves the focus or scrolls the stage grid";
    out += "| " + what + " | " + joined + " | " + mouse + " |\n";
  }
  return out;
}

}  // namespace nonet::platform
