// SPDX-License-Identifier: MIT
// Player settings: one plain struct (the save issue serializes it) plus the table that the
// settings screen shows, so adding an option is one row here and nothing in the views.
#pragma once

#include <array>
#include <cstdint>
#include <string>

namespace nonet::game {

enum class Theme : std::uint8_t { Light, Dark, HighContrast };
inline constexpr int kThemeCount = 3;
const char* theme_name(Theme t);

struct Settings {
  Theme theme = Theme::Light;
  bool highlight_peers = true;       // tint the selection's row, column and box
  bool highlight_same_digit = true;  // tint every cell holding the selected digit
  bool show_timer = true;
  bool reduced_motion = false;   // animations drawn at their end state
  bool show_candidates = false;  // SEEDS A1/A2 aid: cells with a single candidate tinted mint
  bool fullscreen = false;
  bool show_stats = false;  // F3 overlay: draw calls, vertices, frame time
  int master_volume = 80;   // 0..100, scales both below (docs/AUDIO.md)
  int sfx_volume = 80;      // 0..100
  int music_volume = 50;    // 0..100
  bool muted = false;       // M key or the Sound row: silence without losing the volumes
  bool coach_seen = false;  // the first-run coach was shown (or skipped): not again by itself
  /// Digit-first entry (issue 14): a keypad digit clicked or tapped is held, and every cell
  /// clicked or tapped then gets it (a note in notes mode); keys still place at the selection.
  bool digit_first = false;
  /// The keypad and the action buttons on the board's left in a landscape window (issue 29: a
  /// left hand on the mouse or the touch screen); portrait keeps them under the board.
  bool left_handed = false;
  /// The language (issue 27): "" follows the system (the first of its preferences that a
  /// catalog serves, else English), or a catalog's tag ("ja", "pt_BR") chosen in Settings.
  std::string language;
  /// Learn (issue 28): before the first campaign stage that needs a technique beyond the
  /// singles the player has not met, the game offers that technique's lesson first.
  bool offer_lessons = true;
  friend bool operator==(const Settings&, const Settings&) = default;
};

/// The rows of the settings screen, in order.
enum class SettingRow : std::uint8_t {
  Theme,
  HighlightPeers,
  HighlightSameDigit,
  ShowTimer,
  ReducedMotion,
  ShowCandidates,
  Fullscreen,
  MasterVolume,
  SfxVolume,
  MusicVolume,
  Sound,         // on = !muted
  DigitFirst,    // "Keypad digit first": pick a digit, then tap the cells it goes in
  LeftHanded,    // "Keypad on the left": the play screen mirrored in landscape
  Language,      // "System (English)", "日本語", ...: every installed catalog in its own name
  OfferLessons,  // "Lesson before a new technique" (Learn, issue 28)
};
// No Back row: the header's back button, Escape and the pad's B go back. Where the rows do not
// fit one column at a finger's height (360x640), the list scrolls (layout_settings).
inline constexpr int kSettingRowCount = 15;

/// "Theme", "Highlight row, column and box", ...
const char* setting_label(SettingRow row);
/// The value as shown: "Light", "On", "80%", "" for Back.
std::string setting_value(const Settings& s, SettingRow row);
/// Changes the row's value one step (direction +1 / -1; toggles ignore it). The Language row
/// steps through System and the installed languages (i18n::installed()).
void step_setting(Settings& s, SettingRow row, int direction);

}  // namespace nonet::game
