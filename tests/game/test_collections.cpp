// SPDX-License-Identifier: MIT
// Puzzle collections in the game (issue 29): the library keeps files of puzzles with their
// states, rates them on a worker, and the Collections screen plays a puzzle as a free-play
// board whose win is recorded in its collection; keys move, scroll and switch collections.
#include <doctest/doctest.h>

#include <initializer_list>
#include <string>

#include "game/board_editor.hpp"
#include "game/game.hpp"
#include "game/targets.hpp"
#include "game_driver.hpp"
#include "test_stage.hpp"

using namespace nonet;
using namespace nonet::game;
using nonet::game::testing::press;

namespace {

// Twelve stage puzzles, one a line, with a heading and one line that is not a puzzle.
std::string twelve_puzzles() {
  std::string text = "# a dozen\n";
  for (int n = 1; n <= 12; ++n) {
    const StageLoad st = load_stage(n);
    REQUIRE(st.stage.has_value());
    for (int c = 0; c < kCells; ++c)
      text += st.stage->puzzle[c] == 0 ? '.' : static_cast<char>('0' + st.stage->puzzle[c]);
    text += n == 6 ? "\nnot a puzzle\n" : "\n";
  }
  return text;
}

}  // namespace

TEST_CASE("collection library: add, find by givens, record a win, levels, the limit") {
  CollectionLibrary lib;
  const Collection read = read_collection(twelve_puzzles());
  REQUIRE(read.puzzles.size() == 12);
  const std::uint32_t a = lib.add("a.sdm", read);
  const std::uint32_t b = lib.add("b.sdm", read);
  CHECK(a != b);
  CHECK(lib.list().front().id == b);  // the most recent first
  const PuzzleCollection& first = *lib.find(a);
  CHECK(first.levels == std::string(12, kNotRated));
  CHECK(first.bad_total == 1);
  REQUIRE(first.bad.size() == 1);
  CHECK(first.bad[0].line == 8);
  const auto place = lib.place_of(first.puzzles[5]);
  REQUIRE(place.has_value());
  CHECK(place->id == b);  // the most recent file holding it
  CHECK(place->index == 5);
  const std::uint64_t rev = lib.revision();
  CHECK(lib.record_win(first.puzzles[5], 90'000));
  CHECK(lib.revision() > rev);
  CHECK(lib.find(a)->best_ms[5] == 90'000);  // both files hold it: both get the time
  CHECK(lib.find(b)->best_ms[5] == 90'000);
  CHECK(lib.record_win(first.puzzles[5], 95'000));
  CHECK(lib.find(a)->best_ms[5] == 90'000);  // the best is kept
  CHECK_FALSE(lib.record_win(Grid{}, 10));
  const std::uint64_t before_levels = lib.revision();
  lib.set_level(a, 3, 'H');
  CHECK(lib.find(a)->levels[3] == 'H');
  CHECK(lib.revision() == before_levels);  // levels are saved together, not one by one
  CHECK(lib.levels_uncommitted() == 1);
  lib.commit_levels();
  CHECK(lib.revision() > before_levels);
  CHECK(lib.levels_uncommitted() == 0);
  CHECK(lib.find(a)->rated() == 1);
  CHECK(lib.add("empty.sdm", read_collection("nothing here\n")) == 0);  // no puzzle: nothing
  // A name too long for the save is cut at a character's start (300 bytes of "é").
  std::string long_name;
  for (int i = 0; i < 150; ++i) long_name += "\xC3\xA9";
  const std::uint32_t named = lib.add(long_name, read);
  const std::string& cut = lib.find(named)->name;
  CHECK(cut.size() == kMaxCollectionName);
  CHECK(cut.substr(cut.size() - 2) == "\xC3\xA9");
  for (std::size_t i = 0; i < kMaxCollections + 3; ++i) lib.add("more.sdm", read);
  CHECK(lib.list().size() == kMaxCollections);
  lib.remove(lib.list().front().id);
  CHECK(lib.list().size() == kMaxCollections - 1);
}

TEST_CASE("collection rater: every puzzle gets the level the rating gives") {
  CollectionLibrary lib;
  const std::uint32_t id = lib.add("a.sdm", read_collection(twelve_puzzles()));
  CollectionRater rater;
  rater.rate(*lib.find(id));
  rater.wait_idle();
  CHECK_FALSE(rater.busy());
  for (const CollectionRater::Done& d : rater.take()) lib.set_level(d.id, d.index, d.letter);
  const PuzzleCollection& c = *lib.find(id);
  REQUIRE(c.rated() == 12);
  for (int i = 0; i < 12; ++i) {
    const Rating r = rate_puzzle(c.puzzles[static_cast<std::size_t>(i)]);
    CHECK(c.levels[static_cast<std::size_t>(i)] ==
          (r.beyond_scale || r.needs_trial_and_error ? kBeyondScale : game::level_letter(r.level)));
  }
}

TEST_CASE("a collection saved with '?' from before deep forcing is rated again when loaded") {
  // AI Escargot: "beyond 8.8" ('?') for the builds before issue 31's deep forcing; the engine
  // rates it now. An older save's letter catches up on load; a rated one is not redone.
  const std::string escargot =
      "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..";
  CollectionLibrary lib;
  const std::uint32_t id = lib.add("old.sdm", read_collection(escargot + "\n" + twelve_puzzles()));
  PuzzleCollection saved = *lib.find(id);
  REQUIRE(saved.puzzles.size() == 13);
  saved.levels.assign(13, 'E');  // as rated by an older build, the first beyond the scale
  saved.levels[0] = kBeyondScale;
  const Rating now = rate_puzzle(saved.puzzles[0]);
  REQUIRE_FALSE(now.beyond_scale);
  REQUIRE_FALSE(now.needs_trial_and_error);
  Game g;
  g.restore_collections({saved});
  CHECK(g.rating_collections());
  g.wait_for_ratings();
  const PuzzleCollection& c = g.collections().list().front();
  CHECK(c.levels[0] == game::level_letter(now.level));  // (core has a level_letter too)
  CHECK(c.levels[0] == 'S');
  for (std::size_t i = 1; i < 13; ++i) CHECK(c.levels[i] == 'E');  // not rated again
  CHECK(g.collections().levels_uncommitted() == 0);
}

TEST_CASE("collections screen: keys scroll and switch, a puzzle plays and its win is kept") {
  Game g;
  g.set_viewport(480, 640);
  g.open_collection_file("a.sdm", twelve_puzzles());
  g.open_collection_file("b.sdm", twelve_puzzles());
  REQUIRE(g.screen() == Screen::Collections);
  const std::uint64_t before = g.collections().revision();
  g.wait_for_ratings();
  CHECK(g.collections().levels_uncommitted() == 0);  // the levels are saved once rated
  CHECK(g.collections().revision() > before);
  const CollectionsLayout L = g.collections_layout();
  REQUIRE(L.visible < 12);  // the list scrolls in this window
  const std::uint32_t b = g.collections().list().front().id;
  CHECK(g.collections_screen().current(g.collections())->id == b);
  press(g, ActionKind::Right);  // the other collection, and back
  CHECK(g.collections_screen().current(g.collections())->id != b);
  press(g, ActionKind::Left);
  CHECK(g.collections_screen().current(g.collections())->id == b);
  for (int i = 0; i < 11; ++i) press(g, ActionKind::Down);
  CHECK(g.collections_screen().focus() == 11);
  CHECK(g.collections_screen().scroll() == static_cast<float>(12 - L.visible));
  press(g, ActionKind::Down);  // the last stays focused
  CHECK(g.collections_screen().focus() == 11);
  press(g, ActionKind::Scroll, -2);  // the wheel: three rows a notch
  CHECK(g.collections_screen().focus() == 5);
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::Play);
  const Session& s = *g.session();
  CHECK(s.stage().custom);
  CHECK(s.stage().puzzle == g.collections().find(b)->puzzles[5]);
  REQUIRE(g.collection_in_progress().has_value());
  CHECK(g.collection_in_progress()->index == 5);
  // A win by the game's own moves (every right digit), then the result's first item is the
  // collection's next puzzle.
  for (int c = 0; c < kCells; ++c) {
    if (g.session()->digits()[c] != 0) continue;
    g.apply(Action{ActionKind::SelectCell, c});
    press(g, ActionKind::Digit, g.session()->stage().solution[c]);
  }
  REQUIRE(g.session()->outcome() == Outcome::Won);
  for (int i = 0; i < 600 && g.screen() != Screen::Result; ++i) g.update();
  REQUIRE(g.screen() == Screen::Result);
  CHECK(g.collections().find(b)->best_ms[5] > 0);
  CHECK(result_item(g.result(), 0) == ResultItem::NextInCollection);
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::Play);
  CHECK(g.session()->stage().puzzle == g.collections().find(b)->puzzles[6]);
  // Another puzzle while this one is in progress asks first (Keep playing is focused).
  press(g, ActionKind::Pause);
  press(g, ActionKind::Back);
  g.open_collection_file("c.sdm", twelve_puzzles());
  REQUIRE(g.screen() == Screen::Collections);
  press(g, ActionKind::Confirm);
  CHECK(g.confirming());
  press(g, ActionKind::Confirm);  // keep playing: nothing started
  CHECK_FALSE(g.confirming());
  CHECK(g.collection_in_progress()->index == 6);
  // Delete asks before a collection goes; Keep it keeps it, Remove takes it and its times out.
  const std::size_t kept = g.collections().list().size();
  const std::uint32_t shown = g.collections_screen().current(g.collections())->id;
  REQUIRE(g.screen() == Screen::Collections);
  press(g, ActionKind::Erase);
  REQUIRE(g.pending_is(Game::Pending::Kind::RemoveCollection));
  press(g, ActionKind::Confirm);  // Keep it, focused first
  CHECK(g.collections().list().size() == kept);
  press(g, ActionKind::Erase);
  press(g, ActionKind::Right);
  press(g, ActionKind::Confirm);  // Remove
  CHECK(g.collections().list().size() == kept - 1);
  CHECK(g.collections().find(shown) == nullptr);
  CHECK(g.collections_screen().current(g.collections()) == &g.collections().list().front());
}

TEST_CASE("Back from Collections retraces the way in: title, Settings, the editor, a game") {
  const auto menu = [](Game& g, int item) {
    while (g.focus() != item) press(g, ActionKind::Down);
    press(g, ActionKind::Confirm);
  };
  SUBCASE("a file opened on the title: Back returns there") {
    Game g;
    g.open_collection_file("a.sdm", twelve_puzzles());
    REQUIRE(g.screen() == Screen::Collections);
    press(g, ActionKind::Back);
    CHECK(g.screen() == Screen::Title);
  }
  // Back pressed once for each screen of `way`, which must come in that order.
  const auto back_through = [](Game& g, std::initializer_list<Screen> way) {
    for (const Screen s : way) {
      press(g, ActionKind::Back);
      CHECK(g.screen() == s);
    }
  };
  SUBCASE("a file opened on Settings: Back to Settings, then to the title") {
    Game g;
    menu(g, static_cast<int>(TitleItem::Settings));
    REQUIRE(g.screen() == Screen::Settings);
    g.open_collection_file("a.sdm", twelve_puzzles());
    REQUIRE(g.screen() == Screen::Collections);
    back_through(g, {Screen::Settings, Screen::Title});
    CHECK(g.focus() == static_cast<int>(TitleItem::Continue));  // the title's way on
  }
  SUBCASE("a file opened on Settings from the pause card: Back, Back, Back retraces all three") {
    Game g;
    REQUIRE(g.start_stage(1));
    press(g, ActionKind::Pause);
    REQUIRE(g.screen() == Screen::Paused);
    for (int i = 0; i < 12 && g.screen() == Screen::Paused; ++i) {
      Game tried = g;  // the item under the focus, tried on a copy
      press(tried, ActionKind::Confirm);
      if (tried.screen() == Screen::Settings)
        g = tried;
      else
        press(g, ActionKind::Down);
    }
    REQUIRE(g.screen() == Screen::Settings);
    g.open_collection_file("a.sdm", twelve_puzzles());
    REQUIRE(g.screen() == Screen::Collections);
    back_through(g, {Screen::Settings, Screen::Paused, Screen::Play});
  }
  SUBCASE("the editor's Files: Back to the editor") {
    Game g;
    menu(g, static_cast<int>(TitleItem::FreePlay));
    menu(g, static_cast<int>(FreePlayRow::Custom));
    REQUIRE(g.screen() == Screen::Editor);
    const std::optional<Target> files =
        find_target(targets(g), TargetKind::MenuItem, static_cast<int>(EditorItem::Files));
    REQUIRE(files);
    g.pointer_down(files->rect.cx(), files->rect.cy());
    REQUIRE(g.screen() == Screen::Collections);
    press(g, ActionKind::Back);
    CHECK(g.screen() == Screen::Editor);
    press(g, ActionKind::Back);  // and on to free play, on the editor's row
    CHECK(g.screen() == Screen::FreePlay);
    CHECK(g.focus() == static_cast<int>(FreePlayRow::Custom));
  }
  SUBCASE("a file dropped on a game: Back shows it paused; after a collection's game, free play") {
    Game g;
    g.open_collection_file("a.sdm", twelve_puzzles());
    press(g, ActionKind::Confirm);  // its first puzzle
    REQUIRE(g.screen() == Screen::Play);
    g.open_collection_file("b.sdm", twelve_puzzles());
    REQUIRE(g.screen() == Screen::Collections);
    press(g, ActionKind::Back);
    CHECK(g.screen() == Screen::Paused);
    press(g, ActionKind::Back);  // resume, and win it
    REQUIRE(g.screen() == Screen::Play);
    for (int c = 0; c < kCells; ++c) {
      if (g.session()->digits()[c] != 0) continue;
      g.apply(Action{ActionKind::SelectCell, c});
      press(g, ActionKind::Digit, g.session()->stage().solution[c]);
    }
    for (int i = 0; i < 600 && g.screen() != Screen::Result; ++i) g.update();
    REQUIRE(g.screen() == Screen::Result);
    press(g, ActionKind::Back);  // the result's Back: the collection's list
    REQUIRE(g.screen() == Screen::Collections);
    press(g, ActionKind::Back);
    CHECK(g.screen() == Screen::FreePlay);
    CHECK(g.focus() == static_cast<int>(FreePlayRow::Custom));
  }
}
