// SPDX-License-Identifier: MIT
// Labels, values and stepping of the settings table.
#include "game/settings.hpp"

#include <algorithm>
#include <vector>

#include "game/format.hpp"

#include "i18n/i18n.hpp"

namespace nonet::game {

using i18n::tr;
using i18n::trc;

const char* theme_name(Theme t) {
  switch (t) {
    // TRANSLATORS: the Theme setting's values (colour schemes)
    case Theme::Light: return trc("setting", "Light");
    case Theme::Dark: return trc("setting", "Dark");
    case Theme::HighContrast: return trc("setting", "High contrast");
  }
  return "?";
}

const char* setting_label(SettingRow row) {
  switch (row) {
    case SettingRow::Theme: return tr("Theme");
    case SettingRow::HighlightPeers: return tr("Highlight row, column and box");
    case SettingRow::HighlightSameDigit: return tr("Highlight same digits");
    case SettingRow::ShowTimer: return tr("Show timer");
    case SettingRow::ReducedMotion: return tr("Reduce motion");
    case SettingRow::ShowCandidates: return tr("Show single candidates");
    case SettingRow::Fullscreen: return tr("Fullscreen");
    case SettingRow::MasterVolume: return tr("Volume");
    case SettingRow::SfxVolume: return tr("Sound effects");
    case SettingRow::MusicVolume: return tr("Music");
    case SettingRow::Sound: return tr("Sound");
    case SettingRow::DigitFirst: return tr("Keypad digit first");
    // TRANSLATORS: a setting: the keypad and buttons go to the board's left in a wide window
    case SettingRow::LeftHanded: return tr("Keypad on the left");
    // TRANSLATORS: the setting that chooses the game's language; keep it recognisable, since a
    // player who cannot read the current language looks for it (the values are each language's
    // own name)
    case SettingRow::Language: return tr("Language");
    // TRANSLATORS: a setting: before the first stage that needs a technique the player has not
    // met, the game offers its lesson (Learn) first
    case SettingRow::OfferLessons: return tr("Lesson before a new technique");
  }
  return "?";
}

namespace {
// TRANSLATORS: a setting's value, beside its label
std::string on_off(bool b) { return b ? trc("setting", "On") : trc("setting", "Off"); }
void step_volume(int& v, int direction) { v = std::clamp(v + (direction < 0 ? -10 : 10), 0, 100); }

// A language tag in its own name ("日本語"), the tag itself for one Nonet does not know.
std::string native_name(const std::string& tag) {
  const i18n::Language* l = i18n::find_language(tag);
  return l ? l->native : tag;
}

std::string language_value(const std::string& setting) {
  if (!setting.empty()) return native_name(setting);
  // TRANSLATORS: the Language setting's first value: follow the system's language, {0} being
  // the language that gives (in its own name, e.g. "System (Deutsch)")
  return format(tr("System ({0})"), {native_name(i18n::resolve_setting(""))});
}

// System, then every installed language: one step along, round the end.
void step_language(std::string& setting, int direction) {
  std::vector<std::string> options{""};
  for (const std::string& tag : i18n::installed()) options.push_back(tag);
  std::size_t at = 0;
  for (std::size_t i = 0; i < options.size(); ++i)
    if (options[i] == setting) at = i;
  const std::size_t n = options.size();
  setting = options[(at + (direction < 0 ? n - 1 : 1)) % n];
}
}  // namespace

std::string setting_value(const Settings& s, SettingRow row) {
  switch (row) {
    case SettingRow::Theme: return theme_name(s.theme);
    case SettingRow::HighlightPeers: return on_off(s.highlight_peers);
    case SettingRow::HighlightSameDigit: return on_off(s.highlight_same_digit);
    case SettingRow::ShowTimer: return on_off(s.show_timer);
    case SettingRow::ReducedMotion: return on_off(s.reduced_motion);
    case SettingRow::ShowCandidates: return on_off(s.show_candidates);
    case SettingRow::Fullscreen: return on_off(s.fullscreen);
    case SettingRow::MasterVolume: return std::to_string(s.master_volume) + "%";
    case SettingRow::SfxVolume: return std::to_string(s.sfx_volume) + "%";
    case SettingRow::MusicVolume: return std::to_string(s.music_volume) + "%";
    case SettingRow::Sound: return on_off(!s.muted);
    case SettingRow::DigitFirst: return on_off(s.digit_first);
    case SettingRow::LeftHanded: return on_off(s.left_handed);
    case SettingRow::Language: return language_value(s.language);
    case SettingRow::OfferLessons: return on_off(s.offer_lessons);
  }
  return "";
}

void step_setting(Settings& s, SettingRow row, int direction) {
  switch (row) {
    case SettingRow::Theme: {
      const int t =
          (static_cast<int>(s.theme) + (direction < 0 ? kThemeCount - 1 : 1)) % kThemeCount;
      s.theme = static_cast<Theme>(t);
      break;
    }
    case SettingRow::HighlightPeers: s.highlight_peers = !s.highlight_peers; break;
    case SettingRow::HighlightSameDigit: s.highlight_same_digit = !s.highlight_same_digit; break;
    case SettingRow::ShowTimer: s.show_timer = !s.show_timer; break;
    case SettingRow::ReducedMotion: s.reduced_motion = !s.reduced_motion; break;
    case SettingRow::ShowCandidates: s.show_candidates = !s.show_candidates; break;
    case SettingRow::Fullscreen: s.fullscreen = !s.fullscreen; break;
    case SettingRow::MasterVolume: step_volume(s.master_volume, direction); break;
    case SettingRow::SfxVolume: step_volume(s.sfx_volume, direction); break;
    case SettingRow::MusicVolume: step_volume(s.music_volume, direction); break;
    case SettingRow::Sound: s.muted = !s.muted; break;
    case SettingRow::DigitFirst: s.digit_first = !s.digit_first; break;
    case SettingRow::LeftHanded: s.left_handed = !s.left_handed; break;
    case SettingRow::Language: step_language(s.language, direction); break;
    case SettingRow::OfferLessons: s.offer_lessons = !s.offer_lessons; break;
  }
}

}  // namespace nonet::game
