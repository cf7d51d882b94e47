// SPDX-License-Identifier: MIT
// The progress file: round trips, the rules its validator enforces, the pinned version-1
// sample's migration, and the corruption battery.
#include <doctest/doctest.h>

#include <random>

#include "corruption_battery.hpp"
#include "game/statistics.hpp"
#include "save/document_store.hpp"
#include "save/progress_codec.hpp"

using namespace nonet::save;
using namespace nonet::save::testing;
namespace game = nonet::game;

namespace {

/// A progress built through the game's own rules, as a player would build it.
game::Progress played_progress(std::uint32_t seed, int stages_cleared) {
  std::mt19937 rng(seed);
  game::Progress f;
  // Free play and a few daily puzzles on consecutive days (the streak), with a gap.
  for (int i = 0; i < stages_cleared % 37; ++i) {
    const auto level = static_cast<nonet::Level>(rng() % nonet::kLevelCount);
    f.record_free_play({level, rng() % 4 != 0, 600 + static_cast<game::Tick>(rng() % 90000), {}});
  }
  for (int d = 0; d < stages_cleared % 9; ++d) {
    const nonet::CivilDate date = nonet::civil_from_days(20000 + d + (d > 4 ? 1 : 0));
    f.record_free_play({nonet::daily_level(date), true, 6000 + static_cast<game::Tick>(d), date});
  }
  for (int s = 1; s <= stages_cleared; ++s) {
    const int tries = 1 + static_cast<int>(rng() % 3);
    for (int t = 0; t < tries; ++t) {
      f.record_start(s);
      const bool won = t == tries - 1 || rng() % 2 == 0;
      const int mistakes = won ? static_cast<int>(rng() % 3) : 3;
      const int hints = static_cast<int>(rng() % 4);
      const game::Tick elapsed = 600 + static_cast<game::Tick>(rng() % 100000);
      f.record_end({s, won, mistakes, hints, elapsed});
    }
  }
  f.record_start(stages_cleared + 1);  // started the next one
  return f;
}

Json sample_stage(int stage) {
  return {{"stage", stage},       {"cleared", true},   {"best_ms", 1000}, {"plays", 1},
          {"fewest_mistakes", 0}, {"fewest_hints", 0}, {"clean", true}};
}

Json payload_with_stage(const Json& stage) {
  return {{"last_stage", 1},
          {"stages", Json::array({stage})},
          {"totals", {{"clears", 0}, {"losses", 0}, {"mistakes", 0}, {"hints", 0}, {"play_ms", 0}}},
          {"free_play", encode_progress(game::Progress{}).at("free_play")}};  // version 4
}

}  // namespace

TEST_CASE("progress survives encode, seal, open and decode") {
  for (const int cleared : {0, 1, 7, 99, 100}) {
    const game::Progress f = played_progress(static_cast<std::uint32_t>(cleared), cleared);
    const OpenedDocument o =
        open_document(progress_document(), seal_document(progress_document(), encode_progress(f)));
    REQUIRE(o.status == OpenStatus::Ok);
    game::Progress back;
    REQUIRE(decode_progress(o.payload, back) == "");
    CHECK(back == f);
  }
}

TEST_CASE("an empty progress is a first start that round-trips") {
  game::Progress back;
  back.last_stage = 9;
  REQUIRE(decode_progress(encode_progress(game::Progress{}), back) == "");
  CHECK(back == game::Progress{});
  CHECK(encode_progress(game::Progress{}).at("stages").empty());  // unplayed stages left out
}

TEST_CASE("the progress validator's consistency rules") {
  game::Progress out;
  CHECK(decode_progress(payload_with_stage(sample_stage(3)), out) == "");
  CHECK(out.is_cleared(3));
  CHECK(out.stages[2].clean);

  Json s = sample_stage(3);
  s["best_ms"] = 0;
  CHECK(decode_progress(payload_with_stage(s), out).find("best_ms disagree") != std::string::npos);
  s = sample_stage(3);
  s["cleared"] = false;
  CHECK_FALSE(decode_progress(payload_with_stage(s), out).empty());
  s["best_ms"] = 0;  // not cleared, no time, but statistics of a clear
  CHECK(decode_progress(payload_with_stage(s), out).find("never cleared") != std::string::npos);
  s = sample_stage(3);
  s["fewest_hints"] = 1;  // "clean" yet a hint
  CHECK(decode_progress(payload_with_stage(s), out).find("clean") != std::string::npos);
  s = sample_stage(3);
  s["fewest_mistakes"] = 3;  // the third mistake loses: a clear has at most 2
  CHECK(decode_progress(payload_with_stage(s), out).find("fewest_mistakes") != std::string::npos);
  s = sample_stage(101);
  CHECK(decode_progress(payload_with_stage(s), out).find("stages[0].stage") != std::string::npos);

  Json twice = payload_with_stage(sample_stage(3));
  twice["stages"].push_back(sample_stage(3));
  CHECK(decode_progress(twice, out).find("twice") != std::string::npos);

  // A failed decode leaves the output alone.
  game::Progress untouched = played_progress(1, 5);
  const game::Progress copy = untouched;
  Json bad = payload_with_stage(sample_stage(3));
  bad["totals"]["play_ms"] = -1;
  CHECK(decode_progress(bad, untouched).find("totals.play_ms") != std::string::npos);
  CHECK(untouched == copy);
}

TEST_CASE("the pinned version-1 progress sample migrates to the current version") {
  // {"unlocked": 4, "best_seconds": {"1": 95, "2": 130, "3": 201}}: stages 1-3 cleared.
  const std::string text = read_all(fs::path(NONET_TEST_DATA_DIR) / "save_v1_progress.json");
  REQUIRE_FALSE(text.empty());
  const OpenedDocument o = open_document(progress_document(), text);
  REQUIRE(o.status == OpenStatus::Ok);
  CHECK(o.found_version == 1);
  game::Progress f;
  REQUIRE(decode_progress(o.payload, f) == "");
  CHECK(f.last_stage == 4);
  CHECK(f.cleared_count() == 3);
  CHECK(f.record(1).best_ms == 95000);
  CHECK(f.record(2).best_ms == 130000);
  CHECK(f.record(3).best_ms == 201000);
  CHECK(f.record(3).plays == 1);
  CHECK(f.is_unlocked(4));
  CHECK_FALSE(f.is_unlocked(5));
  CHECK(f.stages[0].fewest_mistakes == -1);  // not recorded by version 1
  CHECK_FALSE(f.stages[0].clean);
  CHECK(f.totals.clears == 3);
  CHECK(f.totals.play_ms == 0);

  // Through the store: loaded, then the next save writes the current version and keeps the old
  // file.
  ScratchFolder dir;
  write_all(dir / kProgressFileName, text);
  DocumentStore store(dir.path());
  const LoadResult r = store.load(kProgressFileName, progress_document());
  REQUIRE(r.status == LoadStatus::Loaded);
  REQUIRE(store.save(kProgressFileName, progress_document(), r.payload).ok());
  CHECK(Json::parse(read_all(dir / kProgressFileName)).at("version") == 4);
  CHECK(read_all(dir / (std::string(kProgressFileName) + ".bak")) == text);
}

TEST_CASE("broken version-1 files are refused by the migration") {
  auto open_v1 = [](const Json& payload) {
    const Json doc = {{"format", "nonet-progress"},
                      {"version", 1},
                      {"checksum", checksum_of("nonet-progress", 1, payload)},
                      {"payload", payload}};
    return open_document(progress_document(), doc.dump());
  };
  CHECK(open_v1({{"unlocked", 3}, {"best_seconds", {{"1", 5}}}}).status == OpenStatus::Damaged);
  CHECK(open_v1({{"unlocked", 2}, {"best_seconds", {{"1", 5}, {"7", 9}}}}).status ==
        OpenStatus::Damaged);
  CHECK(open_v1({{"unlocked", 0}, {"best_seconds", Json::object()}}).status == OpenStatus::Damaged);
  CHECK(open_v1({{"unlocked", 1}, {"best_seconds", Json::object()}}).status == OpenStatus::Ok);
}

TEST_CASE("progress corruption battery") {
  const game::Progress good = played_progress(11, 6);
  const game::Progress older = played_progress(11, 5);
  const DocumentType& type = progress_document();
  const BatteryCounts t =
      truncate_at_every_byte(type, encode_progress(good), encode_progress(older));
  CHECK(t.loaded_current == 1);
  const BatteryCounts r =
      replace_random_bytes(type, encode_progress(good), encode_progress(older), 300, 99);
  CHECK(r.restored_backup > 150);
  CHECK(wrong_types_in_every_field(type, encode_progress(good)) > 500);
}

TEST_CASE("the pinned version-2 progress sample keeps loading, with empty free-play figures") {
  // tests/data/save_v2_progress.json: stages 1-2 cleared (1 cleanly), stage 3 tried three times.
  const std::string text = read_all(fs::path(NONET_TEST_DATA_DIR) / "save_v2_progress.json");
  REQUIRE_FALSE(text.empty());
  const OpenedDocument o = open_document(progress_document(), text);
  REQUIRE(o.status == OpenStatus::Ok);
  CHECK(o.found_version == 2);
  game::Progress f;
  REQUIRE(decode_progress(o.payload, f) == "");
  CHECK(f.last_stage == 6);
  CHECK(f.cleared_count() == 2);
  CHECK(f.stages[0].clean);
  CHECK(f.record(2).best_ms == 130000);
  CHECK(f.record(3).plays == 3);
  CHECK(f.totals.losses == 3);
  CHECK(f.totals.play_ms == 912000);
  CHECK(f.free_play == game::FreePlayStats{});
  // Saved again, it is a version-4 file that reads back the same.
  const OpenedDocument again =
      open_document(progress_document(), seal_document(progress_document(), encode_progress(f)));
  REQUIRE(again.status == OpenStatus::Ok);
  CHECK(again.found_version == 4);
  game::Progress back;
  REQUIRE(decode_progress(again.payload, back) == "");
  CHECK(back == f);
}

TEST_CASE("the pinned version-3 progress sample migrates: games begun start at games played") {
  // tests/data/save_v3_progress.json: the statistics sample as version 3 wrote it (no
  // "started"): every level's and the daily's begun count is its played count, none abandoned.
  const std::string text = read_all(fs::path(NONET_TEST_DATA_DIR) / "save_v3_progress.json");
  REQUIRE_FALSE(text.empty());
  const OpenedDocument o = open_document(progress_document(), text);
  REQUIRE(o.status == OpenStatus::Ok);
  CHECK(o.found_version == 3);
  game::Progress f;
  REQUIRE(decode_progress(o.payload, f) == "");
  for (const game::LevelStats& l : f.free_play.levels) CHECK(l.started == l.played);
  CHECK(f.free_play.levels[0].played == 36);
  CHECK(f.free_play.daily.started == 14);
  CHECK(f.cleared_count() == 23);
  const game::StatisticsText t = game::statistics_text(f, nonet::CivilDate{2026, 12, 6});
  for (const game::StatisticsRow& row : t.rows) CHECK(row.abandoned == "0");
  // A game of version 3's days that ends now is counted as begun when it ends.
  f.record_free_play({nonet::Level::Easy, true, 60 * 60, {}});
  CHECK(f.free_play.levels[0].started == 37);
  CHECK(f.free_play.levels[0].played == 37);
  game::Progress back;
  REQUIRE(decode_progress(encode_progress(f), back) == "");
  CHECK(back == f);
}

TEST_CASE("the daily streak survives a restart: saved, loaded, and the next day extends it") {
  const nonet::CivilDate monday{2026, 3, 2}, tuesday{2026, 3, 3}, thursday{2026, 3, 5};
  game::Progress f;
  f.record_free_play({nonet::daily_level(monday), true, 200 * 60, monday});
  REQUIRE(f.free_play.daily.streak == 1);
  ScratchFolder dir;
  {
    DocumentStore store(dir.path());
    REQUIRE(store.save(kProgressFileName, progress_document(), encode_progress(f)).ok());
  }
  DocumentStore store(dir.path());  // a new run
  const LoadResult r = store.load(kProgressFileName, progress_document());
  REQUIRE(r.status == LoadStatus::Loaded);
  game::Progress loaded;
  REQUIRE(decode_progress(r.payload, loaded) == "");
  CHECK(loaded == f);
  CHECK(loaded.current_streak(tuesday) == 1);
  loaded.record_free_play({nonet::daily_level(tuesday), true, 150 * 60, tuesday});
  CHECK(loaded.free_play.daily.streak == 2);
  CHECK(loaded.free_play.daily.longest == 2);
  CHECK(loaded.free_play.daily.best_ms == 150000);
  CHECK(loaded.current_streak(thursday) == 0);  // Wednesday missed
}

TEST_CASE("the free-play figures' consistency rules") {
  game::Progress f;
  f.record_free_play({nonet::Level::Hard, true, 6000, {}});
  const nonet::CivilDate day{2026, 3, 2};
  f.record_free_play({nonet::daily_level(day), true, 9000, day});
  const Json good = encode_progress(f);
  game::Progress out;
  REQUIRE(decode_progress(good, out) == "");
  CHECK(out == f);

  auto broken = [&](auto change) {
    Json j = good;
    change(j["free_play"]);
    return decode_progress(j, out);
  };
  CHECK(broken([](Json& fp) { fp["levels"][2]["won"] = 5; }).find("more won than played") !=
        std::string::npos);
  CHECK(broken([](Json& fp) { fp["levels"][2]["started"] = 0; }).find("more played than started") !=
        std::string::npos);
  CHECK(broken([](Json& fp) { fp["daily"].erase("started"); }).find("started") !=
        std::string::npos);
  CHECK(broken([](Json& fp) { fp["levels"][2]["best_ms"] = 0; }).find("won and best_ms") !=
        std::string::npos);
  CHECK(broken([](Json& fp) {
          fp["levels"][2]["recent_ms"] = Json::array({1, 2});
        }).find("recent_ms") != std::string::npos);
  CHECK(broken([](Json& fp) { fp["levels"][0]["level"] = "Hard"; }).find("expected Easy") !=
        std::string::npos);
  CHECK(broken([](Json& fp) { fp["levels"].erase(4); }).find("one entry per level") !=
        std::string::npos);
  CHECK(broken([](Json& fp) { fp["daily"]["last_solved"] = "2026-02-30"; }).find("not a date") !=
        std::string::npos);
  CHECK(broken([](Json& fp) { fp["daily"]["streak"] = 0; }).find("streak") != std::string::npos);
  CHECK(broken([](Json& fp) { fp["daily"]["longest"] = 7; }).find("longest") != std::string::npos);
  CHECK(broken([](Json& fp) { fp.erase("daily"); }).find("free_play.daily") != std::string::npos);
  Json missing = good;
  missing.erase("free_play");
  CHECK(decode_progress(missing, out).find("free_play") != std::string::npos);
  CHECK(out == f);  // failed decodes left it alone
}

TEST_CASE("statistics from a crafted progress file (the statistics screen's text)") {
  // tests/data/statistics_progress.json: 23 stages cleared (every third with a mistake), free
  // play at every level, 12 daily wins with a streak of 4 up to 2026-12-05 (longest 6).
  const std::string text = read_all(fs::path(NONET_TEST_DATA_DIR) / "statistics_progress.json");
  const OpenedDocument o = open_document(progress_document(), text);
  REQUIRE(o.status == OpenStatus::Ok);
  game::Progress f;
  REQUIRE(decode_progress(o.payload, f) == "");
  const game::StatisticsText t = game::statistics_text(f, nonet::CivilDate{2026, 12, 6});
  CHECK(t.campaign[0].second == "23 / 100");
  CHECK(t.campaign[1].second == "16");
  CHECK(t.campaign[2].second == "2:44:36");
  CHECK(t.rows[0].label == "Easy");
  CHECK(t.rows[0].started == "38");
  CHECK(t.rows[0].abandoned == "2");
  CHECK(t.rows[0].rate == "89%");  // 34 of 38
  CHECK(t.rows[0].won == "34");
  CHECK(t.rows[0].best == "2:49");
  CHECK(t.rows[0].average == "4:08");
  CHECK(t.rows[4].label == "Master");
  CHECK(t.rows[4].average == "24:21");
  CHECK(t.rows[5].best == "5:18");
  CHECK(t.rows[5].average == "9:00");
  CHECK(t.streak == "Daily streak: 4 days  \xC2\xB7  longest 6");
  CHECK(f.free_play.levels[0].recent_ms.size() == 30);
}
