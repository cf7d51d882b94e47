// SPDX-License-Identifier: MIT
// The pad binding table, its lookups and labels.
#include "platform/pad_bindings.hpp"

#include "platform/bindings.hpp"

#include <array>

#include "i18n/i18n.hpp"

namespace nonet::platform {

namespace {
using game::Action;
using game::ActionKind;
using game::PadFamily;
constexpr PadCommand Do(ActionKind k) { return PadCommand{PadVerb::Act, Action{k, 0}}; }
constexpr PadCommand Verb(PadVerb v) { return PadCommand{v, Action{}}; }
constexpr PadCommand kNothing{};

// As the keyboard's (bindings.cpp): marked, kept English, translated where they are drawn.
// "" is "nothing in menus" and stays unmarked.
constexpr std::array kPadBindings = {
    PadBinding{PadButton::DpadUp, Do(ActionKind::Up), Do(ActionKind::Up),
               // TRANSLATORS: the controls screen lists what each pad button does in play, and
               // under it what it does in menus; short lines.
               N_("Move (repeats when held)"), N_("Move the focus; left/right change a setting")},
    PadBinding{PadButton::DpadDown, Do(ActionKind::Down), Do(ActionKind::Down),
               N_("Move (repeats when held)"), N_("Move the focus; left/right change a setting")},
    PadBinding{PadButton::DpadLeft, Do(ActionKind::Left), Do(ActionKind::Left),
               N_("Move (repeats when held)"), N_("Move the focus; left/right change a setting")},
    PadBinding{PadButton::DpadRight, Do(ActionKind::Right), Do(ActionKind::Right),
               N_("Move (repeats when held)"), N_("Move the focus; left/right change a setting")},
    PadBinding{PadButton::LeftStick, kNothing, kNothing, N_("Move (repeats when held)"),
               // TRANSLATORS: the left stick, in menus, works like the D-pad (the cross of
               // direction buttons).
               N_("Like the D-pad")},
    PadBinding{PadButton::LeftShoulder, Verb(PadVerb::PrevDigit), kNothing,
               N_("Choose the previous digit (9 after 1)"), ""},
    PadBinding{PadButton::RightShoulder, Verb(PadVerb::NextDigit), kNothing,
               N_("Choose the next digit (1 after 9)"), ""},
    PadBinding{PadButton::South, Verb(PadVerb::PlaceChosen), Do(ActionKind::Confirm),
               N_("Place the chosen digit (a note in notes mode)"),
               // TRANSLATORS: what the button does in menus, a verb (pick the focused item), not
               // the name of a pad button.
               N_("Select")},
    PadBinding{PadButton::West, Do(ActionKind::ToggleNotes), Do(ActionKind::Erase),
               N_("Notes mode on/off"), N_("Sum Tiles: clear the selection")},
    PadBinding{PadButton::East, Do(ActionKind::Erase), Do(ActionKind::Back), N_("Erase"),
               // TRANSLATORS: what the button does in menus: go back to the screen before.
               N_("Back")},
    PadBinding{PadButton::North, Do(ActionKind::Hint), Do(ActionKind::Hint), N_("Hint"),
               N_("Sum Tiles: hint")},
    PadBinding{PadButton::Back, Do(ActionKind::Undo), Do(ActionKind::Undo), N_("Undo"),
               N_("Board editor: undo")},
    PadBinding{PadButton::RightTrigger, Do(ActionKind::Redo), Do(ActionKind::Redo), N_("Redo"),
               N_("Board editor: redo")},
    PadBinding{PadButton::LeftTrigger, Do(ActionKind::FillNotes), kNothing,
               N_("Fill notes with every candidate"), ""},
    // In "menus" too: the palette is a small menu (gamepad.cpp), and the stick closes it.
    PadBinding{PadButton::RightStick, Do(ActionKind::Palette), Do(ActionKind::Palette),
               // TRANSLATORS: what pressing the right stick in does in play
               N_("Colour marks: the palette at the selected cell"), ""},
    // TRANSLATORS: what the Start button does in play: pause the game (a verb).
    PadBinding{PadButton::Start, Do(ActionKind::Pause), Do(ActionKind::Pause), N_("Pause"),
               N_("Resume (pause menu) / back")},
};

}  // namespace

std::span<const PadBinding> pad_bindings() { return kPadBindings; }

PadCommand pad_command(PadButton b, bool in_play) {
  for (const PadBinding& p : kPadBindings) {
    if (p.button == b) return in_play ? p.play : p.menu;
  }
  return kNothing;
}

std::optional<PadButton> pad_button_from_sdl(Uint8 sdl_button) {
  switch (sdl_button) {
    case SDL_CONTROLLER_BUTTON_A: return PadButton::South;
    case SDL_CONTROLLER_BUTTON_B: return PadButton::East;
    case SDL_CONTROLLER_BUTTON_X: return PadButton::West;
    case SDL_CONTROLLER_BUTTON_Y: return PadButton::North;
    case SDL_CONTROLLER_BUTTON_BACK: return PadButton::Back;
    case SDL_CONTROLLER_BUTTON_START: return PadButton::Start;
    case SDL_CONTROLLER_BUTTON_LEFTSHOULDER: return PadButton::LeftShoulder;
    case SDL_CONTROLLER_BUTTON_RIGHTSHOULDER: return PadButton::RightShoulder;
    case SDL_CONTROLLER_BUTTON_DPAD_UP: return PadButton::DpadUp;
    case SDL_CONTROLLER_BUTTON_DPAD_DOWN: return PadButton::DpadDown;
    case SDL_CONTROLLER_BUTTON_DPAD_LEFT: return PadButton::DpadLeft;
    case SDL_CONTROLLER_BUTTON_DPAD_RIGHT: return PadButton::DpadRight;
    case SDL_CONTROLLER_BUTTON_RIGHTSTICK: return PadButton::RightStick;
    default: return std::nullopt;
  }
}

PadFamily pad_family(SDL_GameControllerType type) {
  switch (type) {
    case SDL_CONTROLLER_TYPE_PS3:
    case SDL_CONTROLLER_TYPE_PS4:
    case SDL_CONTROLLER_TYPE_PS5: return PadFamily::PlayStation;
    case SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_PRO:
    case SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_JOYCON_LEFT:
    case SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_JOYCON_RIGHT:
    case SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_JOYCON_PAIR: return PadFamily::Nintendo;
    default: return PadFamily::Xbox;
  }
}

std::vector<game::ControlsLine> pad_controls() {
  std::vector<game::ControlsLine> out;
  for (const PadBinding& p : kPadBindings) {
    const bool dpad = p.button == PadButton::DpadUp || p.button == PadButton::DpadDown ||
                      p.button == PadButton::DpadLeft || p.button == PadButton::DpadRight;
    if (dpad && p.button != PadButton::DpadUp) continue;  // one line for the whole D-pad
    std::optional<ActionKind> does;  // what the button does in play, for the play screen's badges
    if (p.play.verb == PadVerb::Act) does = p.play.action.kind;
    out.push_back(game::ControlsLine{p.play_what, "", {p.button}, p.menu_what, does});
  }
  return out;
}

game::ControlsSheet controls_sheet() {
  return game::ControlsSheet{keyboard_controls(), pad_controls()};
}

std::string pad_controls_markdown() {
  std::string out =
      "| Pad control | Xbox | PlayStation | Nintendo | In play | In menus |\n"
      "|---|---|---|---|---|---|\n";
  for (const PadBinding& p : kPadBindings) {
    const bool dpad = p.button == PadButton::DpadUp || p.button == PadButton::DpadDown ||
                      p.button == PadButton::DpadLeft || p.button == PadButton::DpadRight;
    if (dpad && p.button != PadButton::DpadUp) continue;  // one row for the whole D-pad
    std::string name, x, ps, n;
    if (dpad) {
      name = "D-pad";
      x = ps = n = "D-pad";
    } else {
      x = pad_button_label(p.button, PadFamily::Xbox);
      ps = pad_button_label(p.button, PadFamily::PlayStation);
      if (p.button == PadButton::Back) ps += " (PS5: Create)";
      n = pad_button_label(p.button, PadFamily::Nintendo);
      switch (p.button) {
        case PadButton::South: name = "Bottom face button"; break;
        case PadButton::East: name = "Right face button"; break;
        case PadButton::West: name = "Left face button"; break;
        case PadButton::North: name = "Top face button"; break;
        case PadButton::Back: name = "Back / Select"; break;
        case PadButton::Start: name = "Start"; break;
        case PadButton::LeftShoulder: name = "Left shoulder"; break;
        case PadButton::RightShoulder: name = "Right shoulder"; break;
        case PadButton::LeftTrigger: name = "Left trigger"; break;
        case PadButton::RightTrigger: name = "Right trigger"; break;
        case PadButton::RightStick: name = "Right stick, pressed in"; break;
        default: name = x; break;
      }
    }
    const std::string play = p.play_what, menu = *p.menu_what ? p.menu_what : "-";
    out += "| " + name + " | " + x + " | " + ps + " | " + n + " | " + play + " | " + menu + " |\n";
  }
  return out;
}

}  // namespace nonet::platform
