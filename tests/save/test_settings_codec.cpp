// SPDX-License-Identifier: MIT
// The settings file: round trips of every option, the pinned sample, bad values, the battery.
#include <doctest/doctest.h>

#include "corruption_battery.hpp"
#include "save/settings_codec.hpp"

using namespace nonet::save;
using namespace nonet::save::testing;
namespace game = nonet::game;

namespace {
// A settings payload written as the file of an older version would hold it.
OpenedDocument open_as_version(const Json& payload, int version) {
  const DocumentType& t = settings_document();
  const Json doc = {{"format", t.format},
                    {"version", version},
                    {"checksum", checksum_of(t.format, version, payload)},
                    {"payload", payload}};
  return open_document(t, doc.dump());
}
}  // namespace

TEST_CASE("every theme and option survives a round trip") {
  for (int theme = 0; theme < game::kThemeCount; ++theme) {
    for (int bits = 0; bits < 128; ++bits) {
      SettingsFile f;
      f.settings.theme = static_cast<game::Theme>(theme);
      f.settings.highlight_peers = bits & 1;
      f.settings.highlight_same_digit = bits & 2;
      f.settings.show_timer = bits & 4;
      f.settings.reduced_motion = bits & 8;
      f.settings.fullscreen = bits & 16;
      f.settings.show_stats = bits & 32;
      f.settings.show_candidates = bits & 64;
      f.settings.sfx_volume = bits % 101;
      f.settings.music_volume = 100 - bits % 101;
      f.settings.master_volume = (bits * 7) % 101;
      f.settings.muted = (bits / 3) % 2 == 1;
      f.settings.coach_seen = (bits / 5) % 2 == 1;
      f.settings.digit_first = (bits / 7) % 2 == 1;
      f.settings.left_handed = (bits / 11) % 2 == 1;
      f.window = {kMinWindowWidth + bits, kMaxWindowSide - bits};
      const OpenedDocument o = open_document(
          settings_document(), seal_document(settings_document(), encode_settings(f)));
      REQUIRE(o.status == OpenStatus::Ok);
      SettingsFile back;
      REQUIRE(decode_settings(o.payload, back) == "");
      CHECK(back == f);
    }
  }
}

TEST_CASE("the pinned version-1 settings sample reads back") {
  const OpenedDocument o = open_document(
      settings_document(), read_all(fs::path(NONET_TEST_DATA_DIR) / "save_v1_settings.json"));
  REQUIRE(o.status == OpenStatus::Ok);
  CHECK(o.found_version == 1);  // migrated through version 2 (show_candidates) to 3 (volumes)
  SettingsFile f;
  REQUIRE(decode_settings(o.payload, f) == "");
  CHECK(f.settings.theme == game::Theme::Dark);
  CHECK(f.settings.highlight_peers);
  CHECK_FALSE(f.settings.highlight_same_digit);
  CHECK(f.settings.reduced_motion);
  CHECK_FALSE(f.settings.show_candidates);  // written before the option existed: Off
  CHECK(f.settings.sfx_volume == 35);
  CHECK(f.settings.music_volume == 60);
  CHECK(f.settings.master_volume == 80);  // version 1 had no master volume or mute: defaults
  CHECK_FALSE(f.settings.muted);
  CHECK_FALSE(f.settings.coach_seen);  // no such field before version 4: not seen
  CHECK(f.window == WindowSize{1600, 900});
}

TEST_CASE("a version-3 settings file keeps loading and gains coach_seen (version 4)") {
  SettingsFile f;
  f.settings.theme = game::Theme::HighContrast;
  f.settings.music_volume = 12;
  f.settings.muted = true;
  Json payload = encode_settings(f);
  REQUIRE(payload.contains("coach_seen"));
  payload.erase("coach_seen");
  const OpenedDocument o = open_as_version(payload, 3);
  REQUIRE(o.status == OpenStatus::Ok);
  CHECK(o.found_version == 3);
  SettingsFile back;
  REQUIRE(decode_settings(o.payload, back) == "");
  CHECK_FALSE(back.settings.coach_seen);
  CHECK(back.settings.theme == game::Theme::HighContrast);
  CHECK(back.settings.music_volume == 12);
  CHECK(back.settings.muted);
}

TEST_CASE("a version-4 settings file keeps loading and enters cell first (version 5)") {
  SettingsFile f;
  f.settings.coach_seen = true;
  f.settings.digit_first = true;
  Json payload = encode_settings(f);
  REQUIRE(payload.at("digit_first") == true);
  payload.erase("digit_first");
  const OpenedDocument o = open_as_version(payload, 4);
  REQUIRE(o.status == OpenStatus::Ok);
  CHECK(o.found_version == 4);
  SettingsFile back;
  REQUIRE(decode_settings(o.payload, back) == "");
  CHECK_FALSE(back.settings.digit_first);  // written before the option existed: Off
  CHECK(back.settings.coach_seen);
  // A version-5 file without the field is refused, not guessed.
  SettingsFile strict;
  CHECK_FALSE(decode_settings(payload, strict).empty());
}

TEST_CASE("coach_seen is written and read back") {
  SettingsFile f;
  f.settings.coach_seen = true;
  const Json payload = encode_settings(f);
  CHECK(payload.at("coach_seen") == true);
  SettingsFile back;
  REQUIRE(decode_settings(payload, back) == "");
  CHECK(back.settings.coach_seen);
}

TEST_CASE("a version-2 settings file gains the master volume and mute (version 3)") {
  SettingsFile f;
  f.settings.sfx_volume = 33;
  f.settings.show_candidates = true;
  Json payload = encode_settings(f);
  payload.erase("master_volume");
  payload.erase("muted");
  const OpenedDocument o = open_as_version(payload, 2);
  REQUIRE(o.status == OpenStatus::Ok);
  CHECK(o.found_version == 2);
  SettingsFile back;
  REQUIRE(decode_settings(o.payload, back) == "");
  CHECK(back.settings.master_volume == game::Settings{}.master_volume);
  CHECK_FALSE(back.settings.muted);
  CHECK(back.settings.show_candidates);
  CHECK(back.settings.sfx_volume == 33);
}

TEST_CASE("bad settings values are named") {
  const Json good = encode_settings(SettingsFile{});
  SettingsFile out;
  Json s = good;
  s["theme"] = "sepia";
  CHECK(decode_settings(s, out).find("theme") != std::string::npos);
  s = good;
  s["show_candidates"] = "yes";
  CHECK(decode_settings(s, out).find("show_candidates") != std::string::npos);
  s = good;
  s["sfx_volume"] = 101;
  CHECK(decode_settings(s, out).find("sfx_volume") != std::string::npos);
  s = good;
  s["window"]["width"] = 100;
  CHECK(decode_settings(s, out).find("window.width") != std::string::npos);
  s = good;
  s["window"]["height"] = 1.5;
  CHECK(decode_settings(s, out).find("window.height: not an integer") != std::string::npos);
}

TEST_CASE("settings corruption battery") {
  SettingsFile a, b;
  a.settings.theme = game::Theme::HighContrast;
  a.settings.music_volume = 12;
  b.window = {800, 600};
  const DocumentType& type = settings_document();
  CHECK(truncate_at_every_byte(type, encode_settings(a), encode_settings(b)).loaded_current == 1);
  CHECK(replace_random_bytes(type, encode_settings(a), encode_settings(b), 300, 3).restored_backup >
        150);
  CHECK(wrong_types_in_every_field(type, encode_settings(a)) > 100);
}

TEST_CASE("a version-5 settings file keeps loading and follows the system's language (version 6)") {
  SettingsFile f;
  f.settings.digit_first = true;
  f.settings.language = "uk";
  Json payload = encode_settings(f);
  REQUIRE(payload.at("language") == "uk");
  payload.erase("language");
  const OpenedDocument o = open_as_version(payload, 5);
  REQUIRE(o.status == OpenStatus::Ok);
  CHECK(o.found_version == 5);
  SettingsFile back;
  REQUIRE(decode_settings(o.payload, back) == "");
  CHECK(back.settings.language.empty());  // System, as the game did before the setting
  CHECK(back.settings.digit_first);
  SettingsFile strict;
  CHECK_FALSE(decode_settings(payload, strict).empty());  // a version-6 payload needs it
}

TEST_CASE("a version-6 settings file keeps loading with the keypad on the right (version 7)") {
  SettingsFile f;
  f.settings.left_handed = true;
  f.settings.language = "ja";
  Json payload = encode_settings(f);
  REQUIRE(payload.at("left_handed") == true);
  payload.erase("left_handed");
  const OpenedDocument o = open_as_version(payload, 6);
  REQUIRE(o.status == OpenStatus::Ok);
  CHECK(o.found_version == 6);
  SettingsFile back;
  REQUIRE(decode_settings(o.payload, back) == "");
  CHECK_FALSE(back.settings.left_handed);  // as the game was before the setting
  CHECK(back.settings.language == "ja");
  SettingsFile strict;
  CHECK_FALSE(decode_settings(payload, strict).empty());  // a version-7 payload needs it
  // And it round-trips.
  SettingsFile again;
  REQUIRE(decode_settings(encode_settings(f), again) == "");
  CHECK(again.settings.left_handed);
}

TEST_CASE("a version-7 settings file offers lessons before new techniques (version 8)") {
  SettingsFile f;
  f.settings.offer_lessons = false;
  f.settings.left_handed = true;
  Json payload = encode_settings(f);
  REQUIRE(payload.at("offer_lessons") == false);
  payload.erase("offer_lessons");
  const OpenedDocument o = open_as_version(payload, 7);
  REQUIRE(o.status == OpenStatus::Ok);
  CHECK(o.found_version == 7);
  SettingsFile back;
  REQUIRE(decode_settings(o.payload, back) == "");
  CHECK(back.settings.offer_lessons);  // on, as for a new player
  CHECK(back.settings.left_handed);
  SettingsFile strict;
  CHECK_FALSE(decode_settings(payload, strict).empty());  // a version-8 payload needs it
  SettingsFile again;
  REQUIRE(decode_settings(encode_settings(f), again) == "");
  CHECK_FALSE(again.settings.offer_lessons);
}

TEST_CASE("the language: every shipped tag round-trips; an unknown one follows the system") {
  for (const char* tag :
       {"", "en", "ko", "ja", "zh_CN", "uk", "de", "fr", "es", "it", "pt_BR", "ru"}) {
    SettingsFile f;
    f.settings.language = tag;
    SettingsFile back;
    REQUIRE(decode_settings(encode_settings(f), back) == "");
    CHECK(back.settings.language == tag);
  }
  SettingsFile f;
  f.settings.theme = game::Theme::Dark;
  Json payload = encode_settings(f);
  payload["language"] = "tlh\x1b[31m";
  SettingsFile strict;
  const std::string why = decode_settings(payload, strict);
  CHECK(why.find("is not a language") != std::string::npos);
  CHECK(why.find('\x1b') == std::string::npos);  // quoted with escapes, never raw
  SettingsFile lenient;
  std::vector<std::string> corrected;
  REQUIRE(read_settings(payload, lenient, corrected) == "");
  CHECK(lenient.settings.language.empty());
  CHECK(lenient.settings.theme == game::Theme::Dark);  // one bad value costs nothing else
  REQUIRE(corrected.size() == 1);
  CHECK(corrected[0].find("language") == 0);
}
