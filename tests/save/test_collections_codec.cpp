// SPDX-License-Identifier: MIT
// The puzzle collections' document (issue 29): a round trip keeps every puzzle, level, time
// and bad line; what is not a collection is refused with the field's name; the corruption
// battery.
#include <doctest/doctest.h>

#include "corruption_battery.hpp"
#include "save/collections_codec.hpp"

using namespace nonet;
using namespace nonet::save;
using namespace nonet::save::testing;

namespace {

// Two stage puzzles (tests/data/stages.golden) and two lines that are not puzzles.
constexpr const char* kFile =
    ".54.916.7..93..51.6..574289......1..9.5.128..1.7.8.94.8...49.5...6.58....9176342.\n"
    "not a puzzle\n"
    "4.53861.93....52.6..6472....3.6....764..98...281.346..7..1.9.6.9648....1.1.26.95.\n"
    ".................................................................................\n";

std::vector<game::PuzzleCollection> library(int files) {
  game::CollectionLibrary lib;
  for (int i = 0; i < files; ++i)
    lib.add("file" + std::to_string(i) + ".sdm", read_collection(kFile));
  const game::PuzzleCollection& c = lib.list().front();
  lib.set_level(c.id, 0, 'E');
  lib.set_level(c.id, 1, '?');
  REQUIRE(lib.record_win(c.puzzles[1], 61'500));
  return lib.list();
}

}  // namespace

TEST_CASE("collections: a round trip keeps puzzles, levels, times and bad lines") {
  const std::vector<game::PuzzleCollection> list = library(2);
  REQUIRE(list.size() == 2);
  CHECK(list[0].puzzles.size() == 2);
  CHECK(list[0].bad_total == 2);
  REQUIRE(list[0].bad.size() == 2);
  CHECK(list[0].bad[0].line == 2);
  CHECK(list[0].bad[1].problem == CollectionProblem::SeveralSolutions);
  const Json j = encode_collections(list);
  CHECK(j["collections"][0]["levels"] == "E?");
  CHECK(j["collections"][0]["solved"] == Json::array({Json::array({1, 61'500})}));
  CHECK(j["collections"][0]["bad"][1] == Json::array({4, "several-solutions"}));
  CHECK(j["collections"][0]["puzzles"].get<std::string>().substr(0, 4) == ".54.");
  std::vector<game::PuzzleCollection> back;
  REQUIRE(decode_collections(j, back) == "");
  CHECK(back == list);
  // Sealed and opened as a file.
  const OpenedDocument o =
      open_document(collections_document(), seal_document(collections_document(), j));
  REQUIRE(o.status == OpenStatus::Ok);
  CHECK(o.payload == j);
}

TEST_CASE("collections: what is not a collection is refused, naming the field") {
  const Json good = encode_collections(library(2));
  std::vector<game::PuzzleCollection> out;
  auto refused = [&](const Json& j, const std::string& says) {
    CAPTURE(j.dump().substr(0, 200));
    const std::string why = decode_collections(j, out);
    CHECK(why.find(says) != std::string::npos);
  };
  Json j = good;
  j["collections"][0]["puzzles"] = std::string(80, '.');
  refused(j, "puzzles");
  j = good;
  j["collections"][0]["puzzles"] = std::string(81, '0');
  refused(j, "puzzles");
  j = good;
  j["collections"][0]["levels"] = "E";
  refused(j, "levels");
  j["collections"][0]["levels"] = "EZ";
  refused(j, "levels");
  j = good;
  j["collections"][0]["solved"] = Json::array({Json::array({2, 100})});  // no puzzle 2
  refused(j, "solved[0]");
  j["collections"][0]["solved"] = Json::array({Json::array({0, 0})});
  refused(j, "solved[0]");
  j["collections"][0]["solved"] = Json::array({Json::array({0, 5}), Json::array({0, 6})});
  refused(j, "solved[1]");
  j = good;
  j["collections"][0]["bad"][0] = Json::array({0, "not-a-board"});
  refused(j, "bad[0]");
  j["collections"][0]["bad"][0] = Json::array({3, "unreadable"});
  refused(j, "bad[0]");
  j = good;
  j["collections"][0]["bad_total"] = 1;
  refused(j, "bad_total");
  j = good;
  j["collections"][1]["id"] = j["collections"][0]["id"];
  refused(j, "id used twice");
  j = good;
  j["collections"][0]["name"] = std::string(201, 'x');
  refused(j, "name");
  CHECK(decode_collections(good, out) == "");
}

TEST_CASE("collections corruption battery") {
  const Json good = encode_collections(library(2));
  const Json older = encode_collections(library(1));
  const DocumentType& type = collections_document();
  CHECK(truncate_at_every_byte(type, good, older).loaded_current == 1);
  CHECK(replace_random_bytes(type, good, older, 300, 5).restored_backup > 150);
  CHECK(wrong_types_in_every_field(type, good) > 100);
}
