// SPDX-License-Identifier: MIT
// The two help screens (issue 14): the first-run coach, three short cards shown on the first
// Play of a fresh save (again from Settings -> How to play), and the controls screen, which
// lists every action with its keys, or the pad's buttons when a pad is in use. The controls
// are not written here: the platform builds a ControlsSheet from its binding tables (the same
// tables docs/CONTROLS.md is checked against) and hands it to the game, so screen, document
// and behaviour cannot drift apart. The game owns only the flow; layouts are pure geometry.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "game/actions.hpp"
#include "game/input_status.hpp"
#include "game/layout.hpp"
#include "game/screen_id.hpp"
#include "i18n/i18n.hpp"  // N_

namespace nonet::game {

// ---- The controls screen ---------------------------------------------------------------------

/// One line of the controls screen: what it does, and the keys (as text) or pad buttons.
struct ControlsLine {
  std::string what;
  std::string keys;            // keyboard: "Ctrl+Y, Ctrl+Shift+Z"; empty for the pad
  std::vector<PadButton> pad;  // pad: the buttons, drawn in the glyphs of the pad in use
  std::string menu;            // pad: what the button does in menus ("" when nothing)
  // What its keys do (keyboard), or its button on the play screen (pad).
  std::optional<ActionKind> action = std::nullopt;
  friend bool operator==(const ControlsLine&, const ControlsLine&) = default;
};
/// Every binding of the keyboard table and of the pad table, grouped as docs/CONTROLS.md
/// prints them (platform::controls_sheet() builds it).
struct ControlsSheet {
  std::vector<ControlsLine> keyboard;
  std::vector<ControlsLine> pad;
};

/// The controls screen: a header with the back button, a card of lines. Lines are text, not
/// targets, so they may be shorter than a finger: they shrink to fit (480x640 holds them all).
struct ControlsLayout {
  float unit = 1;
  Rect header;
  Rect back_button;
  Rect panel;
  float line_pitch = 0;  // height of one line in the card
  Rect line(int i) const;
};
/// `two_line`: each line has room for a second, smaller line under it (the pad's menu use).
ControlsLayout layout_controls(float width, float height, int lines, bool two_line);

// ---- The first-run coach ---------------------------------------------------------------------

inline constexpr int kCoachCardCount = 3;
struct CoachCard {
  const char* title;
  std::array<const char*, 3> lines;  // short sentences, one idea each
};
/// Card i (0..kCoachCardCount-1): placing digits and notes; hints and mistakes; pause, quit
/// and resume lose nothing. In the player's language: asked again each time it is shown.
CoachCard coach_card(int index);

/// The buttons under each card, left to right: Back (the card before; issue 29: there was no
/// way back; on the first card it is shown disabled and the focus passes it by), Skip (on the
/// last card, where skipping is what Done does, "Learn": the technique school, issue 28),
/// Controls, Next (on the last card "Play" when a stage starts next, else "Done").
enum class CoachItem : std::uint8_t { Back, Skip, Controls, Next };
inline constexpr int kCoachItemCount = 4;
/// The button's label in the player's language.
const char* coach_item_label(CoachItem item, int card, bool then_play);

/// A card, its heading, three lines, the dots that say which card, and the row of buttons.
struct CoachLayout {
  float unit = 1;
  Rect panel;
  Rect heading;
  Rect body;
  Rect dots;
  std::array<Rect, kCoachItemCount> items{};
};
CoachLayout layout_coach(float width, float height);

/// What a key, pad button or tap asks of the coach.
enum class CoachExit : std::uint8_t { Stay, OpenControls, OpenLearn, Close };
/// Moves the focus (Left/Right/Up/Down wrap over the buttons, passing a disabled Back), turns
/// the card (Next, Back) or says that the coach closes (Skip, Next on the last card, Escape,
/// pad B) or opens the controls or Learn (the last card's second button).
CoachExit coach_action(Action a, int& card, int& focus);

// ---- Settings -> the pages it links to ------------------------------------------------------

/// The pills at the right of the Settings header, as data: each opens a screen that Back
/// leaves again for Settings. Their focus follows the rows (focus kSettingRowCount + i) and
/// their targets are settings rows with that index ("item15"). A narrow header shows the
/// short labels. The labels are English (marked for the template): settings_link_label() gives
/// them in the player's language.
struct SettingsLinkInfo {
  const char* label;
  const char* short_label;  // "i" and "?" are symbols, not words
  Screen opens;
};
inline constexpr SettingsLinkInfo kSettingsLinks[] = {
    {N_("About"), "i", Screen::About},
    {N_("How to play"), "?", Screen::Coach},
    {N_("Controls"), N_("Controls"), Screen::Controls},
};
inline constexpr int kSettingsLinkCount = static_cast<int>(std::size(kSettingsLinks));
inline constexpr int kSettingsFocusCount = kSettingRowCount + kSettingsLinkCount;
/// The focus index of the link that opens `s`, or -1.
constexpr int settings_link_focus(Screen s) {
  for (int i = 0; i < kSettingsLinkCount; ++i) {
    if (kSettingsLinks[i].opens == s) return kSettingRowCount + i;
  }
  return -1;
}
/// Link i's label as the player reads it (`compact`: the short one).
const char* settings_link_label(int i, bool compact);
/// Where the links sit in the header, right-aligned, and whether they show their short labels
/// (the header leaves the title too little room for the long ones).
struct SettingsLinkLayout {
  std::array<Rect, kSettingsLinkCount> rects{};
  bool compact = false;
};
SettingsLinkLayout settings_link_rects(const SettingsLayout& L);

}  // namespace nonet::game
