// SPDX-License-Identifier: MIT
// Labels, values and stepping of the settings table.
#include "game/settings.hpp"

#include <algorithm>

namespace nonet::game {

const char* theme_name(Theme t) {
  switch (t) {
    case Theme::Light: return "Light";
    case Theme::Dark: return "Dark";
    case Theme::HighContrast: return "High contrast";
  }
  return "?";
}

const char* setting_label(SettingRow row) {
  switch (row) {
    case SettingRow::Theme: return "Theme";
    case SettingRow::HighlightPeers: return "Highlight row, column and box";
    case SettingRow::HighlightSameDigit: return "Highlight same digits";
    case SettingRow::ShowTimer: return "Show timer";
    case SettingRow::ReducedMotion: return "Reduce motion";
    case SettingRow::ShowCandidates: return "Show single candidates";
    case SettingRow::Fullscreen: return "Fullscreen";
    case SettingRow::MasterVolume: return "Volume";
    case SettingRow::SfxVolume: return "Sound effects";
    case SettingRow::MusicVolume: return "Music";
    case SettingRow::Sound: return "Sound";
    case SettingRow::DigitFirst: return "Keypad digit first";
    case SettingRow::Back: return "Back";
  }
  return "?";
}

namespace {
std::string on_off(bool b) { return b ? "On" : "Off"; }
void step_volume(int& v, int direction) { v = std::clamp(v + (direction < 0 ? -10 : 10), 0, 100); }
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
    case SettingRow::Back: return "";
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
    case SettingRow::Back: break;
  }
}

}  // namespace nonet::game
