// SPDX-License-Identifier: MIT
// The recent custom boards (docs/FREE_PLAY.md "Custom boards", docs/SAVES.md): the codec's
// round trip and refusals, a board played in the editor kept across a restart, and a damaged
// file set aside with nothing else lost.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "core/text.hpp"
#include "game/game.hpp"
#include "game_fixture.hpp"
#include "save/free_play_codec.hpp"
#include "save/game_saves.hpp"
#include "save/recent_boards_codec.hpp"
#include "save_test_support.hpp"

using namespace nonet;
using namespace nonet::save;
using namespace nonet::save::testing;

namespace {

const std::string kValid =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

Grid one_given(int cell, int digit) {
  Grid g;
  g.set(cell, digit);
  return g;
}

void open_editor(game::Game& g) {
  for (int i = 0; i < static_cast<int>(game::TitleItem::FreePlay); ++i)
    g.apply(game::Action{game::ActionKind::Down, 0});
  g.apply(game::Action{game::ActionKind::Confirm, 0});
  REQUIRE(g.screen() == game::Screen::FreePlay);
  while (g.focus() != static_cast<int>(game::FreePlayRow::Custom))
    g.apply(game::Action{game::ActionKind::Down, 0});
  g.apply(game::Action{game::ActionKind::Confirm, 0});
  REQUIRE(g.screen() == game::Screen::Editor);
}

}  // namespace

TEST_CASE("the recent-boards codec round-trips and refuses what is not a list of boards") {
  const std::vector<Grid> boards = {*parse_grid(kValid).grid, one_given(3, 4), one_given(80, 9)};
  const Json j = encode_recent_boards(boards);
  CHECK(j["boards"][0] == kValid);
  std::vector<Grid> back;
  CHECK(decode_recent_boards(j, back) == "");
  CHECK(back == boards);

  auto refused = [](Json payload) {
    std::vector<Grid> out = {one_given(0, 1)};
    const std::string why = decode_recent_boards(payload, out);
    CHECK(out == std::vector<Grid>{one_given(0, 1)});  // untouched
    return why;
  };
  Json bad = j;
  bad["boards"][1] = kValid.substr(1);
  CHECK(refused(bad) == "boards[1]: not a board of 81 characters");
  bad = j;
  bad["boards"][1] = std::string(80, '.') + "x";
  CHECK(refused(bad) == "boards[1]: not a board ('1'-'9' and '.')");
  bad = j;
  bad["boards"][1] = std::string(81, '0');  // zeros read, but are not how the file writes them
  CHECK(refused(bad) == "boards[1]: not a board ('1'-'9' and '.')");
  bad = j;
  bad["boards"][2] = std::string(81, '.');
  CHECK(refused(bad) == "boards[2]: an empty board");
  bad = j;
  bad["boards"][2] = kValid;
  CHECK(refused(bad) == "boards[2]: the same board twice");
  Json many = Json::array();
  for (int i = 0; i < game::kRecentBoardLimit + 1; ++i)
    many.push_back(to_line(one_given(i, 1 + i % 9)));
  CHECK(refused(Json{{"boards", many}}).find("more than 20") != std::string::npos);
}

TEST_CASE("a board played from the editor is still listed after a restart") {
  ScratchFolder dir;
  {
    game::Game g(fixed_stage);
    GameSaves saves(dir.path());
    const LoadedGame first = saves.load();
    CHECK(first.recent_boards.empty());  // no file: none yet
    g.restore_recent_boards(first.recent_boards);
    saves.watch(g, 0);
    open_editor(g);
    g.paste_text(kValid);
    // r1c1 to the last column, then the buttons.
    for (int i = 0; i < 9; ++i) g.apply(game::Action{game::ActionKind::Right, 0});
    REQUIRE(g.board_editor().focus() == game::kFocusItem);  // on Play
    g.apply(game::Action{game::ActionKind::Confirm, 0});
    REQUIRE(g.screen() == game::Screen::Play);
    saves.watch(g, 100);
    saves.flush(g, 200);
    CHECK(saves.warning().empty());
    CHECK(fs::exists(dir.path() / kRecentBoardsFileName));
  }
  game::Game g2(fixed_stage);
  GameSaves saves(dir.path());
  const LoadedGame loaded = saves.load();
  CHECK(loaded.notices.empty());
  REQUIRE(loaded.recent_boards.size() == 1);
  CHECK(to_line(loaded.recent_boards[0]) == kValid);
  // The custom game itself is kept in free_play.json, with its board and its entry time.
  REQUIRE(loaded.free_play.has_value());
  CHECK(loaded.free_play->custom);
  CHECK(loaded.free_play->code == game::kCustomCode);
  CHECK(loaded.free_play->session.puzzle == kValid);
  const FreePlayReplay replayed = replay_free_play(*loaded.free_play);
  REQUIRE(replayed.result.session.has_value());
  CHECK(replayed.stage->custom);
  g2.restore_recent_boards(loaded.recent_boards);
  CHECK(g2.board_editor().recent() == loaded.recent_boards);
  // The editor still held the board when the game stopped: its draft comes back (issue 30).
  CHECK(to_line(loaded.editor_draft) == kValid);
  g2.restore_editor_draft(loaded.editor_draft);
  // Putting what load() returned into the game writes nothing.
  const auto before = fs::last_write_time(dir.path() / kRecentBoardsFileName);
  saves.flush(g2, 0);
  CHECK(fs::last_write_time(dir.path() / kRecentBoardsFileName) == before);
}

TEST_CASE("a damaged recent-boards file: set aside with a message, the backup or none") {
  ScratchFolder dir;
  write_all(dir.path() / kRecentBoardsFileName, "{ not json");
  GameSaves saves(dir.path());
  const LoadedGame loaded = saves.load();
  CHECK(loaded.recent_boards.empty());
  REQUIRE_FALSE(loaded.notices.empty());
  CHECK(loaded.notices[0].find("recent boards") != std::string::npos);
}
