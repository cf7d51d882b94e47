// SPDX-License-Identifier: MIT
// Sum Tiles' file (issue 16): a board with holes, a selection, clears and hints saved and
// resumed with every tile in its place; progress kept; a board that is not its code's refused;
// a save folder from before the mode loads as before.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <vector>

#include "core/sum_tiles.hpp"
#include "game/game.hpp"
#include "save/game_saves.hpp"
#include "save/sum_tiles_codec.hpp"
#include "save_test_support.hpp"

using namespace nonet::save;
using namespace nonet::save::testing;
namespace game = nonet::game;
namespace st = nonet::sumtiles;

namespace {

void press(game::Game& g, game::ActionKind k, int v = 0) { g.apply(game::Action{k, v}); }

// Title -> Sum Tiles -> stage 1, then one clear (by the DP's combination), one hint and one
// tile selected: a board with holes, a selection and both counters.
void play_some(game::Game& g) {
  while (g.focus() != static_cast<int>(game::TitleItem::SumTiles)) press(g, game::ActionKind::Down);
  press(g, game::ActionKind::Confirm);
  press(g, game::ActionKind::Confirm);
  REQUIRE(g.screen() == game::Screen::SumPlay);
  const st::Board& b = *g.sum_tiles().board();
  auto cell = [&](int tile) { return 9 * (tile / b.side()) + tile % b.side(); };
  const std::vector<int> combo =
      st::find_combination(std::vector<int>(b.tiles().begin(), b.tiles().end()), b.target());
  REQUIRE_FALSE(combo.empty());
  for (int i : combo) press(g, game::ActionKind::SelectCell, cell(i));
  REQUIRE(b.clears() == 1);
  press(g, game::ActionKind::Hint);
  const std::vector<int> hint = g.sum_tiles().hint_tiles();
  REQUIRE(hint.size() >= 2);  // one tile of it selected keeps the sum below the target
  press(g, game::ActionKind::SelectCell, cell(hint.front()));
  REQUIRE(b.selection().size() == 1);
}

}  // namespace

TEST_CASE("a Sum Tiles board with holes is saved and resumed with every tile in its place") {
  ScratchFolder dir;
  game::Game g;
  std::vector<int> tiles;
  {
    GameSaves saves(dir.path());
    saves.load();
    std::int64_t now = 0;
    saves.watch(g, now);
    play_some(g);
    const st::Board& b = *g.sum_tiles().board();
    tiles.assign(b.tiles().begin(), b.tiles().end());
    REQUIRE(std::count(tiles.begin(), tiles.end(), 0) > 0);  // holes
    saves.watch(g, now += 16);
    saves.flush(g, now += 16);
    CHECK(saves.warning().empty());
  }
  CHECK(std::filesystem::exists(dir.path() / kSumTilesFileName));
  GameSaves again(dir.path());
  const LoadedGame loaded = again.load();
  CHECK(loaded.notices.empty());
  REQUIRE(loaded.sum_tiles.board.has_value());
  CHECK(loaded.sum_tiles == capture_sum_tiles(g.sum_tiles()));
  // Into a fresh game: the same tiles, holes where they were, the selection and the counters.
  game::Game resumed;
  REQUIRE(resumed.restore_sum_tiles(loaded.sum_tiles.progress, loaded.sum_tiles.board));
  const st::Board* b = resumed.sum_tiles().board();
  REQUIRE(b);
  CHECK(std::vector<int>(b->tiles().begin(), b->tiles().end()) == tiles);
  CHECK(b->selection() == g.sum_tiles().board()->selection());
  CHECK(b->clears() == 1);
  CHECK(b->hints_used() == 1);
  CHECK(resumed.sum_tiles().stage() == 1);
  CHECK(resumed.sum_tiles().resumable());
  // Putting what was loaded into the game writes nothing.
  again.watch(resumed, 100);
  again.flush(resumed, 200);
  CHECK(again.warning().empty());
}

TEST_CASE("the Sum Tiles payload round-trips and a board not of its code is refused") {
  game::Game g;
  play_some(g);
  const SumTilesFile file = capture_sum_tiles(g.sum_tiles());
  const Json payload = encode_sum_tiles(file);
  SumTilesFile back;
  CHECK(decode_sum_tiles(payload, back) == "");
  CHECK(back == file);
  CHECK(sum_tiles_document().validate(payload) == "");

  // A tile changed to another digit: not a board of that code.
  Json changed = payload;
  for (auto& t : changed["board"]["tiles"]) {
    if (t.get<int>() != 0) {
      t = t.get<int>() % 9 + 1;
      break;
    }
  }
  SumTilesFile untouched;
  CHECK(decode_sum_tiles(changed, untouched) != "");
  CHECK(untouched == SumTilesFile{});  // left alone on failure
  // A selection on a hole, a code of another stage, a digit out of range, no board field.
  Json hole = payload;
  for (std::size_t i = 0; i < hole["board"]["tiles"].size(); ++i)
    if (hole["board"]["tiles"][i].get<int>() == 0) {
      hole["board"]["selection"] = Json::array({static_cast<int>(i)});
      break;
    }
  CHECK(decode_sum_tiles(hole, untouched) != "");
  Json other = payload;
  other["board"]["stage"] = 2;
  CHECK(decode_sum_tiles(other, untouched) != "");
  Json range = payload;
  range["board"]["tiles"][0] = 10;
  CHECK(decode_sum_tiles(range, untouched) != "");
  Json missing = payload;
  missing.erase("board");
  CHECK(decode_sum_tiles(missing, untouched) != "");
  Json twice = payload;
  twice["stages"] =
      Json::array({Json{{"stage", 1}, {"best_left", 3}}, Json{{"stage", 1}, {"best_left", 3}}});
  CHECK(decode_sum_tiles(twice, untouched) != "");
}

TEST_CASE("progress of Sum Tiles survives a relaunch and a folder from before the mode loads") {
  ScratchFolder dir;
  {
    // A Sudoku-only game: no Sum Tiles file is written at all.
    game::Game g;
    GameSaves saves(dir.path());
    saves.load();
    press(g, game::ActionKind::ToggleMute);
    saves.flush(g, 0);
  }
  CHECK_FALSE(std::filesystem::exists(dir.path() / kSumTilesFileName));
  game::SumProgress progress;
  {
    GameSaves saves(dir.path());
    const LoadedGame loaded = saves.load();
    CHECK(loaded.notices.empty());
    CHECK(loaded.sum_tiles == SumTilesFile{});
    // Finish a board: the best and the unlock reach the file.
    game::Game g;
    g.restore(loaded.progress, loaded.settings.settings);
    saves.watch(g, 0);
    while (g.focus() != static_cast<int>(game::TitleItem::SumTiles))
      press(g, game::ActionKind::Down);
    press(g, game::ActionKind::Confirm);
    press(g, game::ActionKind::Confirm);
    const st::Board& b = *g.sum_tiles().board();
    while (!b.dead()) {
      press(g, game::ActionKind::Hint);
      for (int i : g.sum_tiles().hint_tiles())
        press(g, game::ActionKind::SelectCell, 9 * (i / b.side()) + i % b.side());
    }
    progress = g.sum_tiles().progress();
    REQUIRE(progress.stage_best[0] >= 0);
    saves.flush(g, 100);
  }
  GameSaves again(dir.path());
  const LoadedGame loaded = again.load();
  CHECK(loaded.sum_tiles.progress == progress);
  CHECK_FALSE(loaded.sum_tiles.board.has_value());  // a finished board is not offered again
}

TEST_CASE("a version-1 Sum Tiles file's hex board code becomes the new form (version 2)") {
  // Issue 29: board codes use the game codes' alphabet. A file written before keeps its board.
  game::Game g;
  play_some(g);
  const SumTilesFile file = capture_sum_tiles(g.sum_tiles());
  REQUIRE(file.board);
  Json payload = encode_sum_tiles(file);
  const std::string now = payload["board"]["code"].get<std::string>();
  CHECK(now.rfind("S-", 0) == 0);
  payload["board"]["code"] = st::legacy_text(file.board->code);  // as version 1 wrote it
  CHECK(sum_tiles_document().validate(payload) != "");  // version 2 reads only its own form
  const DocumentType& t = sum_tiles_document();
  const Json doc = {{"format", t.format},
                    {"version", 1},
                    {"checksum", checksum_of(t.format, 1, payload)},
                    {"payload", payload}};
  const OpenedDocument o = open_document(t, doc.dump());
  REQUIRE(o.status == OpenStatus::Ok);
  CHECK(o.found_version == 1);
  CHECK(o.payload["board"]["code"] == now);
  SumTilesFile back;
  REQUIRE(decode_sum_tiles(o.payload, back) == "");
  CHECK(back == file);
  // A version-1 file without a board migrates too.
  Json none = payload;
  none["board"] = nullptr;
  const Json doc2 = {{"format", t.format},
                     {"version", 1},
                     {"checksum", checksum_of(t.format, 1, none)},
                     {"payload", none}};
  CHECK(open_document(t, doc2.dump()).status == OpenStatus::Ok);
}
