// SPDX-License-Identifier: MIT
// The settings file: game::Settings plus the window size (which the platform layer owns and
// game::Settings does not hold).
//
// Payload, version 3 (version 1, without show_candidates, master_volume and muted, is pinned
// in tests/data/save_v1_settings.json):
//
//   { "theme": "dark",                      "light" | "dark" | "high-contrast"
//     "highlight_peers": true, "highlight_same_digit": true, "show_timer": true,
//     "reduced_motion": false, "show_candidates": false, "fullscreen": false, "show_stats": false,
//     "sfx_volume": 80, "music_volume": 50,  0..100
//     "master_volume": 80, "muted": false,   (version 3; older files migrate to 80, false)
//     "window": { "width": 1280, "height": 800 } }   320..16384 x 240..16384
#pragma once

#include <string>
#include <vector>

#include "game/settings.hpp"
#include "save/envelope.hpp"

namespace nonet::save {

struct WindowSize {
  int width = 1280;
  int height = 800;
  friend bool operator==(const WindowSize&, const WindowSize&) = default;
};
inline constexpr int kMinWindowWidth = 320, kMinWindowHeight = 240, kMaxWindowSide = 16384;

struct SettingsFile {
  game::Settings settings;
  WindowSize window;
  friend bool operator==(const SettingsFile&, const SettingsFile&) = default;
};

/// "nonet-settings", version 3.
const DocumentType& settings_document();
inline constexpr const char* kSettingsFileName = "settings.json";

Json encode_settings(const SettingsFile& file);
/// On failure returns the reason and leaves `out` alone.
std::string decode_settings(const Json& payload, SettingsFile& out);

/// What the loader uses (and the document's validator): like decode_settings, but a value of
/// the right type that is out of range is clamped, and an unknown theme becomes the default,
/// each named in `corrected` ("sfx_volume -5 -> 0"); the other settings are kept. Only a
/// payload of the wrong shape (not an object, a member missing or of the wrong type) fails.
std::string read_settings(const Json& payload, SettingsFile& out,
                          std::vector<std::string>& corrected);

}  // namespace nonet::save
