// SPDX-License-Identifier: MIT
// The progress file: round trips, the rules its validator enforces, the pinned version-1
// sample's migration, and the corruption battery.
#include <doctest/doctest.h>

#include <random>

#include "corruption_battery.hpp"
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
  return {
      {"last_stage", 1},
      {"stages", Json::array({stage})},
      {"totals", {{"clears", 0}, {"losses", 0}, {"mistakes", 0}, {"hints", 0}, {"play_ms", 0}}}};
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

TEST_CASE("the pinned version-1 progress sample migrates to version 2") {
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

  // Through the store: loaded, then the next save writes version 2 and keeps the old file.
  ScratchFolder dir;
  write_all(dir / kProgressFileName, text);
  DocumentStore store(dir.path());
  const LoadResult r = store.load(kProgressFileName, progress_document());
  REQUIRE(r.status == LoadStatus::Loaded);
  REQUIRE(store.save(kProgressFileName, progress_document(), r.payload).ok());
  CHECK(Json::parse(read_all(dir / kProgressFileName)).at("version") == 2);
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
