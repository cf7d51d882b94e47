// SPDX-License-Identifier: MIT
// Sum Tiles across a restart (issue 16): the real game, headless, clears some tiles of stage 1
// and selects one more, quits; a relaunch with the same save folder continues the board from
// the mode's menu with the holes in place, the selection kept, and plays it to its end.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "game_process.hpp"

#include "core/sum_tiles.hpp"
#include "save/document_store.hpp"
#include "save/sum_tiles_codec.hpp"

namespace fs = std::filesystem;
namespace st = nonet::sumtiles;
using namespace nonet::save;

namespace {

std::string tile_name(int tile, int side) {
  return "r" + std::to_string(tile / side + 1) + "c" + std::to_string(tile % side + 1);
}

}  // namespace

TEST_CASE("a Sum Tiles board quit with holes and a selection resumes after a relaunch") {
  nonet::test::ScratchDir dir("nonet-sum-resume");
  const st::BoardCode code = st::stage_code(1);
  st::Board model(code);
  const int side = model.side();
  // Two combinations cleared by clicks, then one tile of a third selected.
  std::string first = "wait 10\nkey Down 4\nkey Return\nwait 10\nexpect screen sum-tiles\n";
  first += "key Return\nwait 10\nexpect screen sum-play\n";
  for (int round = 0; round < 2; ++round) {
    const std::vector<int> combo = st::find_combination(model.tiles(), code.target);
    REQUIRE_FALSE(combo.empty());
    for (int i : combo) {
      first += "click " + tile_name(i, side) + "\n";
      model.press(i);
    }
  }
  const std::vector<int> third = st::find_combination(model.tiles(), code.target);
  REQUIRE(third.size() >= 2);
  first += "click " + tile_name(third[0], side) + "\n";
  model.press(third[0]);
  first += "wait 10\nexpect sum-left " + std::to_string(model.tiles_left()) + "\nquit\n";
  std::string log;
  REQUIRE_MESSAGE(nonet::test::run_scripted_game(dir.path, first, "first", log) == 0, log);

  // On disk: the board with its holes and the selection.
  DocumentStore store(dir.path / "save");
  const LoadResult r = store.load(kSumTilesFileName, sum_tiles_document());
  REQUIRE(r.ok());
  SumTilesFile file;
  REQUIRE(decode_sum_tiles(r.payload, file) == "");
  REQUIRE(file.board.has_value());
  CHECK(file.board->tiles == std::vector<int>(model.tiles().begin(), model.tiles().end()));
  CHECK(file.board->selection == std::vector<int>{third[0]});
  CHECK(file.board->clears == 2);

  // The relaunch: Sum Tiles, Continue (focused when a board is open), the rest by keyboard.
  std::string second = "wait 10\nkey Down 4\nkey Return\nwait 10\nexpect focus 23\n";
  second += "key Return\nwait 10\nexpect screen sum-play\n";
  second += "expect sum-left " + std::to_string(model.tiles_left()) + "\n";
  second += "key BackSpace\nsum-solve key\nwait 1\nexpect sum-over yes\nwait 2s\nquit\n";
  REQUIRE_MESSAGE(nonet::test::run_scripted_game(dir.path, second, "second", log) == 0, log);
  const LoadResult after = store.load(kSumTilesFileName, sum_tiles_document());
  REQUIRE(after.ok());
  SumTilesFile done;
  REQUIRE(decode_sum_tiles(after.payload, done) == "");
  CHECK_FALSE(done.board.has_value());
  CHECK(done.progress.stage_best[0] >= 0);
}
