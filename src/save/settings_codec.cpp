// SPDX-License-Identifier: MIT
// Settings file: encoding and decoding with validation.
#include "save/settings_codec.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <limits>
#include <string_view>

#include "i18n/i18n.hpp"
#include "save/json_reader.hpp"

namespace nonet::save {
namespace {

// The file's names for themes: fixed here, independent of the labels the menu shows.
constexpr std::array<std::string_view, game::kThemeCount> kThemeKeys = {"light", "dark",
                                                                        "high-contrast"};

// Version 2 added "show candidates" (issue 6); a version-1 file had it off.
std::string migrate_settings_1_to_2(Json& payload) {
  if (!payload.is_object()) return "not an object";
  payload["show_candidates"] = false;
  return "";
}

// Version 3 added the master volume and mute (issue 8): older files play at the default
// master volume, not muted.
std::string migrate_settings_2_to_3(Json& payload) {
  if (!payload.is_object()) return "not an object";
  payload["master_volume"] = game::Settings{}.master_volume;
  payload["muted"] = false;
  return "";
}

// Version 4 added whether the first-run coach was seen (issue 14). An older file says nothing,
// and the coach shows only on a fresh save anyway, so it reads as not seen.
std::string migrate_settings_3_to_4(Json& payload) {
  if (!payload.is_object()) return "not an object";
  payload["coach_seen"] = false;
  return "";
}

// Version 5 added digit-first entry (issue 14): older files enter cell first, as before.
std::string migrate_settings_4_to_5(Json& payload) {
  if (!payload.is_object()) return "not an object";
  payload["digit_first"] = false;
  return "";
}

// Version 6 added the language (issue 27): older files follow the system's language, which is
// what the game did before it had a setting.
std::string migrate_settings_5_to_6(Json& payload) {
  if (!payload.is_object()) return "not an object";
  payload["language"] = "";
  return "";
}

// Version 7 added the left-handed layout (issue 29): older files keep the keypad on the right.
std::string migrate_settings_6_to_7(Json& payload) {
  if (!payload.is_object()) return "not an object";
  payload["left_handed"] = false;
  return "";
}

// Version 8 added the offer of a lesson before a new technique (Learn, issue 28): on, as for a
// new player.
std::string migrate_settings_7_to_8(Json& payload) {
  if (!payload.is_object()) return "not an object";
  payload["offer_lessons"] = true;
  return "";
}

// One bad value must not cost the player every other setting (issue 17): the validator only
// refuses a payload of the wrong shape; read_settings() corrects what is out of range.
std::string validate_settings(const Json& payload) {
  SettingsFile scratch;
  std::vector<std::string> corrected;
  return read_settings(payload, scratch, corrected);
}

// The member as an integer clamped to lo..hi (the correction noted); a wrong type fails in `r`.
int clamped(JsonReader& r, const Json& object, const std::string& path, const char* key, int lo,
            int hi, std::vector<std::string>& corrected) {
  const std::int64_t min64 = std::numeric_limits<std::int64_t>::min();
  const std::int64_t max64 = std::numeric_limits<std::int64_t>::max();
  const auto it = object.is_object() ? object.find(key) : object.end();
  if (it != object.end() && it->is_number_unsigned() &&
      it->get<std::uint64_t>() > static_cast<std::uint64_t>(max64)) {
    corrected.push_back(path + key + " " + it->dump() + " -> " + std::to_string(hi));
    return hi;
  }
  const std::int64_t v = r.integer(key, min64, max64, lo);
  if (!r.ok()) return lo;
  const std::int64_t c = std::clamp<std::int64_t>(v, lo, hi);
  if (c != v)
    corrected.push_back(path + key + " " + std::to_string(v) + " -> " + std::to_string(c));
  return static_cast<int>(c);
}

}  // namespace

const DocumentType& settings_document() {
  static const DocumentType kType = [] {
    DocumentType t;
    t.format = "nonet-settings";
    t.version = 8;
    // TRANSLATORS: a save file's name in messages such as "Your {0} file was damaged".
    t.player_name = N_("settings");
    t.migrations = {migrate_settings_1_to_2, migrate_settings_2_to_3, migrate_settings_3_to_4,
                    migrate_settings_4_to_5, migrate_settings_5_to_6, migrate_settings_6_to_7,
                    migrate_settings_7_to_8};
    t.validate = validate_settings;
    return t;
  }();
  return kType;
}

Json encode_settings(const SettingsFile& file) {
  const game::Settings& s = file.settings;
  const auto theme = static_cast<std::size_t>(s.theme);
  return {{"theme", std::string(theme < kThemeKeys.size() ? kThemeKeys[theme] : kThemeKeys[0])},
          {"highlight_peers", s.highlight_peers},
          {"highlight_same_digit", s.highlight_same_digit},
          {"show_timer", s.show_timer},
          {"reduced_motion", s.reduced_motion},
          {"show_candidates", s.show_candidates},
          {"fullscreen", s.fullscreen},
          {"show_stats", s.show_stats},
          {"master_volume", s.master_volume},
          {"sfx_volume", s.sfx_volume},
          {"music_volume", s.music_volume},
          {"muted", s.muted},
          {"coach_seen", s.coach_seen},
          {"digit_first", s.digit_first},
          {"left_handed", s.left_handed},
          {"language", s.language},
          {"offer_lessons", s.offer_lessons},
          {"window", {{"width", file.window.width}, {"height", file.window.height}}}};
}

namespace {

// Reads every field of a settings payload. `corrected` null: strict, so a value out of range or
// an unknown theme fails with its name. Otherwise such values are clamped (the theme falls back
// to the default) and each correction is noted there; only a wrong shape fails.
std::string read_fields(const Json& payload, SettingsFile& out,
                        std::vector<std::string>* corrected) {
  JsonReader r(payload, "");
  SettingsFile file;
  std::vector<std::string> notes;
  auto number = [&](JsonReader& in, const Json& object, const std::string& path, const char* key,
                    int lo, int hi) {
    if (corrected) return clamped(in, object, path, key, lo, hi, notes);
    return static_cast<int>(in.integer(key, lo, hi));
  };
  game::Settings& s = file.settings;
  const std::string theme = r.text("theme", 64);
  s.highlight_peers = r.boolean("highlight_peers");
  s.highlight_same_digit = r.boolean("highlight_same_digit");
  s.show_timer = r.boolean("show_timer");
  s.reduced_motion = r.boolean("reduced_motion");
  s.show_candidates = r.boolean("show_candidates");
  s.fullscreen = r.boolean("fullscreen");
  s.show_stats = r.boolean("show_stats");
  s.sfx_volume = number(r, payload, "", "sfx_volume", 0, 100);
  s.music_volume = number(r, payload, "", "music_volume", 0, 100);
  s.master_volume = number(r, payload, "", "master_volume", 0, 100);
  s.muted = r.boolean("muted");
  s.coach_seen = r.boolean("coach_seen");
  s.digit_first = r.boolean("digit_first");
  s.left_handed = r.boolean("left_handed");
  s.offer_lessons = r.boolean("offer_lessons");
  const std::string language = r.text("language", 64);
  const Json* window = r.object("window");
  if (!r.ok()) return r.error();
  bool known_theme = false;
  for (std::size_t i = 0; i < kThemeKeys.size(); ++i) {
    if (theme == kThemeKeys[i]) {
      s.theme = static_cast<game::Theme>(i);
      known_theme = true;
    }
  }
  if (!known_theme) {
    // Quoted as JSON with every byte outside printable ASCII escaped (issue 30): the file's
    // text reaches stderr and the screen, and must not carry terminal escape codes there.
    const std::string quoted = Json(theme).dump(-1, ' ', true, Json::error_handler_t::replace);
    if (!corrected) return "theme: " + quoted + " is not a theme";
    notes.push_back("theme " + quoted + " -> \"" +
                    std::string(kThemeKeys[static_cast<std::size_t>(s.theme)]) + "\"");
  }
  // A language Nonet does not know (a file from a later version, or edited by hand) follows the
  // system instead; a known one whose catalog is not installed is kept (the game says so).
  if (!language.empty() && !i18n::find_language(language)) {
    const std::string quoted = Json(language).dump(-1, ' ', true, Json::error_handler_t::replace);
    if (!corrected) return "language: " + quoted + " is not a language";
    notes.push_back("language " + quoted + " -> \"\" (the system's)");
  } else {
    s.language = language;
  }
  JsonReader w(*window, "window");
  file.window.width = number(w, *window, "window.", "width", kMinWindowWidth, kMaxWindowSide);
  file.window.height = number(w, *window, "window.", "height", kMinWindowHeight, kMaxWindowSide);
  if (!w.ok()) return w.error();
  out = file;
  if (corrected) corrected->insert(corrected->end(), notes.begin(), notes.end());
  return "";
}

}  // namespace

std::string decode_settings(const Json& payload, SettingsFile& out) {
  return read_fields(payload, out, nullptr);
}

std::string read_settings(const Json& payload, SettingsFile& out,
                          std::vector<std::string>& corrected) {
  return read_fields(payload, out, &corrected);
}

}  // namespace nonet::save
