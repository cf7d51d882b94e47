// SPDX-License-Identifier: MIT
// The Learn file (issue 28): what it keeps, that it reads back the same, and what makes it
// damaged.
#include <doctest/doctest.h>

#include "core/free_play.hpp"
#include "save/document_store.hpp"
#include "save/learn_codec.hpp"
#include "save_test_support.hpp"

using namespace nonet;
using namespace nonet::save;
using namespace nonet::save::testing;

namespace {

game::LearnProgress sample() {
  game::LearnProgress p;
  for (int i = 0; i < 6; ++i) p.record_attempt(Technique::Pointing, i != 1, i == 1, 20'000);
  p.record_attempt(Technique::XWing, true, false, 20'001);
  p.record_attempt(Technique::XWing, false, true, 20'001);
  p.of(Technique::XWing).next_position = 7;
  p.of(Technique::XWing).next_puzzle = 3;
  p.of(Technique::XWing).lesson_seen = true;
  std::array<int, kTechniqueCount> uses{};
  uses[static_cast<int>(Technique::NakedSingle)] = 4;
  p.record_solved_puzzle(uses);
  return p;
}

std::string refused(Json payload) {
  game::LearnProgress out = sample();
  const std::string why = decode_learn(payload, out);
  CHECK(out == sample());  // untouched
  return why;
}

}  // namespace

TEST_CASE("Learn progress reads back exactly, and only what was touched is written") {
  const auto p = sample();
  REQUIRE(p.state(Technique::Pointing, 20'000) == game::LearnState::Mastered);
  const Json j = encode_learn(p);
  CHECK(j["techniques"].size() == 3);  // pointing, x-wing, naked-single
  CHECK(j["techniques"]["x-wing"]["recent"] == "rw");
  CHECK(j["techniques"]["pointing"]["mastered"] == "2024-10-04");
  CHECK_FALSE(j["techniques"]["x-wing"].contains("mastered"));
  // The next practice puzzle only where it is not the first (files from before it stay valid).
  CHECK(j["techniques"]["x-wing"]["puzzle"] == 3);
  CHECK_FALSE(j["techniques"]["pointing"].contains("puzzle"));
  game::LearnProgress back;
  REQUIRE(decode_learn(j, back) == "");
  CHECK(back == p);
  CHECK(encode_learn(game::LearnProgress{}) == Json{{"techniques", Json::object()}});
}

TEST_CASE("Learn progress through the store: saved, loaded, kept aside when damaged") {
  ScratchFolder dir;
  DocumentStore store(dir.path());
  REQUIRE(store.save(kLearnFileName, learn_document(), encode_learn(sample())).ok());
  REQUIRE(store.save(kLearnFileName, learn_document(), encode_learn(sample())).ok());  // a backup
  const LoadResult r = store.load(kLearnFileName, learn_document());
  REQUIRE(r.ok());
  game::LearnProgress back;
  REQUIRE(decode_learn(r.payload, back) == "");
  CHECK(back == sample());
  // A damaged file: the backup is read and the player told, the file named in words.
  write_all(dir.path() / kLearnFileName, "{\"format\":\"nonet-learn\",\"version\":1,");
  const LoadResult again = DocumentStore(dir.path()).load(kLearnFileName, learn_document());
  REQUIRE(again.ok());
  CHECK(again.notice.find("Learn progress") != std::string::npos);
}

TEST_CASE("a practice position left part-way reads back, and a damaged one is refused") {
  game::LearnProgress p = sample();
  game::PracticeInProgress left;
  left.technique = Technique::XWing;
  left.index = 7;
  left.removed = {CellDigit{13, 6}, CellDigit{76, 6}};
  left.wrong = true;
  left.hint_tier = 2;
  left.notes = true;
  p.practice = left;
  const Json j = encode_learn(p);
  CHECK(j["practice"]["technique"] == "x-wing");
  CHECK(j["practice"]["removed"] == Json::array({"r2c5-6", "r9c5-6"}));
  game::LearnProgress back;
  REQUIRE(decode_learn(j, back) == "");
  CHECK(back == p);
  CHECK_FALSE(encode_learn(sample()).contains("practice"));  // none: not written
  auto with = [&](const char* key, Json value) {
    Json k = j;
    k["practice"][key] = std::move(value);
    return k;
  };
  CHECK(refused(with("technique", "x-wings")).find("practice.technique") != std::string::npos);
  CHECK(refused(with("hint", 3)).find("practice.hint") != std::string::npos);
  CHECK(refused(with("index", -1)).find("practice.index") != std::string::npos);
  CHECK(refused(with("removed", Json::array({"r0c5-6"}))).find("removed[0]") != std::string::npos);
  CHECK(refused(with("removed", Json::array({"r2c5-0"}))).find("removed[0]") != std::string::npos);
  CHECK(refused(with("removed", Json::array({"r2c5"}))).find("removed[0]") != std::string::npos);
  CHECK(refused(with("removed", "r2c5-6")).find("removed") != std::string::npos);
  Json no_wrong = j;
  no_wrong["practice"].erase("wrong");
  CHECK(refused(no_wrong).find("wrong") != std::string::npos);
}

TEST_CASE("a damaged Learn payload is refused with the field named") {
  const Json good = encode_learn(sample());
  auto with = [&](const char* key, Json value) {
    Json j = good;
    j["techniques"]["x-wing"][key] = std::move(value);
    return j;
  };
  CHECK(refused(Json::object()).find("techniques") != std::string::npos);
  Json unknown = good;
  unknown["techniques"]["x-wings"] = good["techniques"]["x-wing"];
  CHECK(refused(unknown).find("techniques.x-wings") != std::string::npos);
  Json trial = good;
  trial["techniques"]["trial-and-error"] = good["techniques"]["x-wing"];
  CHECK_FALSE(refused(trial).empty());
  CHECK(refused(with("right", 3)).find("right") != std::string::npos);
  CHECK(refused(with("helped", 3)).find("helped") != std::string::npos);
  CHECK(refused(with("recent", "rrr")).find("recent") != std::string::npos);  // 3 > 2 attempts
  CHECK(refused(with("recent", "rx")).find("recent") != std::string::npos);
  CHECK(refused(with("recent", "rr")).find("more right") != std::string::npos);  // 1 right
  CHECK(refused(with("recent", "ww")).find("more wrong") != std::string::npos);  // 1 wrong
  CHECK(refused(with("recent", "")).find("empty") != std::string::npos);
  CHECK(refused(with("attempts", -1)).find("attempts") != std::string::npos);
  CHECK(refused(with("seen", "3")).find("seen") != std::string::npos);
  CHECK(refused(with("lesson", 1)).find("lesson") != std::string::npos);
  CHECK(refused(with("puzzle", -1)).find("puzzle") != std::string::npos);
  CHECK(refused(with("puzzle", "2")).find("puzzle") != std::string::npos);
  CHECK(refused(with("reviews", 1)).find("without") != std::string::npos);
  Json bad_day = good;
  bad_day["techniques"]["pointing"]["mastered"] = "2026-02-30";
  CHECK(refused(bad_day).find("not a date") != std::string::npos);
  Json many_reviews = good;
  many_reviews["techniques"]["pointing"]["reviews"] = 5;
  CHECK(refused(many_reviews).find("reviews") != std::string::npos);
  Json missing = good;
  missing["techniques"]["x-wing"].erase("next");
  CHECK(refused(missing).find("next") != std::string::npos);
}

TEST_CASE("a Learn file as this version writes it loads (tests/data/save_v1_learn.json)") {
  ScratchFolder dir;
  fs::copy_file(fs::path(NONET_TEST_DATA_DIR) / "save_v1_learn.json", dir.path() / kLearnFileName);
  const LoadResult r = DocumentStore(dir.path()).load(kLearnFileName, learn_document());
  REQUIRE(r.ok());
  CHECK(r.notice.empty());
  game::LearnProgress p;
  REQUIRE(decode_learn(r.payload, p) == "");
  // The sample the screenshots use: the singles mastered on 2026-12-02 (three of them due on
  // 2026-12-05), Naked single on the 5th, Pointing and the X-Wing being practised.
  const std::int64_t dec5 = days_from_civil(CivilDate{2026, 12, 5});
  CHECK(p.state(Technique::FullHouse, dec5) == game::LearnState::Due);
  CHECK(p.state(Technique::NakedSingle, dec5) == game::LearnState::Mastered);
  CHECK(p.state(Technique::Pointing, dec5) == game::LearnState::Practising);
  CHECK(p.of(Technique::XWing).recent_right() == 4);
  CHECK(p.of(Technique::XWing).next_position == 5);
  CHECK(p.of(Technique::HiddenSingleBox).seen == 14);
  CHECK(p.state(Technique::Swordfish, dec5) == game::LearnState::New);
}
