// SPDX-License-Identifier: MIT
// The screen state machine played through Actions and pointer input, with an injected stage
// loader so these tests do not depend on the generator.
#include <doctest/doctest.h>

#include "game/game.hpp"
#include "game_driver.hpp"
#include "test_stage.hpp"

using namespace nonet;
using namespace nonet::game;
using nonet::game::testing::change_settings;
using nonet::game::testing::pattern_digit;
using nonet::game::testing::pattern_stage;
using nonet::game::testing::press;
using nonet::game::testing::run;

namespace {
// Every stage is the pattern grid with three cells of row 1 empty.
StageData loader(int n) { return pattern_stage({0, 1, 2}, n); }

// Walks the selection to `cell` with arrow Actions (from the centre start), then types the digit.
void type_at(Game& g, int cell, int digit) {
  const Session& s = *g.session();
  while (row_of(s.selected()) != row_of(cell)) press(g, ActionKind::Up);
  while (col_of(s.selected()) != col_of(cell)) press(g, ActionKind::Left);
  press(g, ActionKind::Digit, digit);
}
}  // namespace

TEST_CASE("title -> Continue starts stage 1; solving it shows the result and unlocks stage 2") {
  Game g(loader);
  CHECK(g.screen() == Screen::Title);
  CHECK(g.focus() == static_cast<int>(TitleItem::Continue));
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::Coach);  // a fresh save: the first-run coach, then the stage
  press(g, ActionKind::Back);
  REQUIRE(g.screen() == Screen::Play);
  REQUIRE(g.session() != nullptr);
  CHECK(g.session()->stage().number == 1);

  run(g, 120);
  for (int c : {0, 1, 2}) type_at(g, c, pattern_digit(0, c));
  CHECK(g.session()->outcome() == Outcome::Won);
  CHECK(g.progress().is_unlocked(2));
  CHECK(g.screen() == Screen::Play);  // the board stays while the solved wave plays
  // The wave starts at r1c3, the last digit placed; its farthest cell r9c9 is 8 + 6 = 14 steps
  // away: 14 x 40 ms + a 0.55 s pulse = 1.11 s = 66.6 ticks, so the result waits past the
  // 1.1 s minimum (66 ticks) to tick 67.
  run(g, kWinResultDelayTicks);
  CHECK(g.screen() == Screen::Play);
  run(g, 1);
  CHECK(g.screen() == Screen::Result);
  CHECK(g.result().won);
  CHECK(g.result().time == 120);
  CHECK(g.result().best_ms == 2000);
  CHECK(g.result().unlocked == 2);

  // "Next stage" is the first result button.
  press(g, ActionKind::Confirm);
  CHECK(g.screen() == Screen::Play);
  CHECK(g.session()->stage().number == 2);
}

TEST_CASE("three mistakes end on the lose result; Retry restarts the same stage") {
  Game g(loader);
  g.start_stage(1);
  for (int d : {5, 6, 7}) type_at(g, 0, d);
  CHECK(g.session()->outcome() == Outcome::Lost);
  run(g, kLoseResultDelayTicks);
  REQUIRE(g.screen() == Screen::Result);
  CHECK_FALSE(g.result().won);
  CHECK_FALSE(g.progress().is_unlocked(2));
  CHECK(std::string(result_item_label(g.result(), 0)) == "Retry");
  press(g, ActionKind::Confirm);
  CHECK(g.screen() == Screen::Play);
  CHECK(g.session()->mistakes() == 0);
}

TEST_CASE("pause hides play, stops the timer, and focus loss pauses") {
  Game g(loader);
  g.start_stage(1);
  run(g, 30);
  press(g, ActionKind::Pause);
  CHECK(g.screen() == Screen::Paused);
  run(g, 300);
  CHECK(g.session()->elapsed() == 30);
  press(g, ActionKind::Pause);
  CHECK(g.screen() == Screen::Play);
  g.focus_lost();
  CHECK(g.screen() == Screen::Paused);
  // Restart gives a fresh session of the same stage.
  press(g, ActionKind::Down);
  CHECK(g.focus() == static_cast<int>(PauseItem::Restart));
  press(g, ActionKind::Digit, 5);  // digits do nothing on the pause screen
  CHECK(g.focus() == static_cast<int>(PauseItem::Restart));
  press(g, ActionKind::Confirm);
  REQUIRE(g.pending_restart());  // it asks first
  press(g, ActionKind::Right);
  press(g, ActionKind::Confirm);
  CHECK(g.screen() == Screen::Play);
  CHECK(g.session()->elapsed() == 0);
}

TEST_CASE("locked stages refuse to start; the stage grid moves focus and scrolls") {
  Game g(loader);
  press(g, ActionKind::Down);  // Stages
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::StageSelect);
  CHECK(g.focus() == 0);
  press(g, ActionKind::Right);
  press(g, ActionKind::Confirm);  // stage 2 is locked
  CHECK(g.screen() == Screen::StageSelect);
  CHECK_FALSE(g.start_stage(2));
  for (int i = 0; i < 9; ++i) press(g, ActionKind::Down);
  CHECK(g.focus() == 1 + 9 * g.stage_layout().columns);
  // The focused tile on the last row is scrolled into view.
  const Rect t = g.stage_layout().tile_rect(g.focus(), g.stage_scroll());
  CHECK(t.bottom() <= g.stage_layout().viewport.bottom());
  press(g, ActionKind::Back);
  CHECK(g.screen() == Screen::Title);
}

TEST_CASE("pointer input hits what the layout places") {
  Game g(loader);
  g.set_viewport(1280, 800);
  const MenuLayout title = g.menu_layout();
  const Rect stages = title.items[static_cast<int>(TitleItem::Stages)];
  g.pointer_down(stages.cx(), stages.cy());
  REQUIRE(g.screen() == Screen::StageSelect);
  const Rect tile1 = g.stage_layout().tile_rect(0, g.stage_scroll());
  g.pointer_down(tile1.cx(), tile1.cy());
  REQUIRE(g.screen() == Screen::Play);
  const PlayLayout L = g.play_layout();
  const Rect c = L.cell_rect(1);
  g.pointer_down(c.cx(), c.cy());
  CHECK(g.session()->selected() == 1);
  const Rect key2 = L.keys[1];
  g.pointer_down(key2.cx(), key2.cy());
  CHECK(g.session()->digits()[1] == 2);
  const Rect undo = L.actions[static_cast<int>(ActionButton::Undo)];
  g.pointer_down(undo.cx(), undo.cy());
  CHECK(g.session()->digits()[1] == 0);
  g.pointer_down(L.pause_button.cx(), L.pause_button.cy());
  CHECK(g.screen() == Screen::Paused);
}

TEST_CASE("layouts keep the board square and inside the window in both orientations") {
  for (auto [w, h] : {std::pair{1280.f, 800.f}, std::pair{800.f, 1280.f}, std::pair{640.f, 480.f},
                      std::pair{3840.f, 2160.f}}) {
    const PlayLayout L = layout_play(w, h);
    CHECK(L.board.w == L.board.h);
    CHECK(L.board.x >= 0);
    CHECK(L.board.bottom() <= h);
    for (const Rect& k : L.keys) {
      CHECK(k.right() <= w);
      CHECK(k.bottom() <= h);
      CHECK_FALSE((k.x < L.board.right() && k.right() > L.board.x && k.y < L.board.bottom() &&
                   k.bottom() > L.board.y));  // keys never overlap the board
    }
    CHECK(L.cell_rect(0).x == L.board.x);
    CHECK(L.cell_rect(80).right() == doctest::Approx(L.board.right()));
    CHECK(L.cell_rect(80).bottom() == doctest::Approx(L.board.bottom()));
  }
}

TEST_CASE("the left-handed layout mirrors landscape play: keypad and buttons left of the board") {
  for (auto [w, h] :
       {std::pair{1280.f, 800.f}, std::pair{640.f, 480.f}, std::pair{1920.f, 1080.f}}) {
    CAPTURE(w);
    const PlayLayout R = layout_play(w, h), L = layout_play(w, h, true);
    CHECK(L.board.w == R.board.w);  // the same sizes, mirrored places
    CHECK(L.board.y == R.board.y);
    CHECK(L.hud == R.hud);
    CHECK(L.board.right() == doctest::Approx(R.hud.right()));
    for (std::size_t d = 0; d < L.keys.size(); ++d) {
      CHECK(L.keys[d].w == R.keys[d].w);
      CHECK(L.keys[d].right() < L.board.x);  // every key left of the board
      CHECK(R.keys[d].x > R.board.right());
      CHECK(L.keys[d].x >= 0);
    }
    for (const Rect& a : L.actions) CHECK(a.right() < L.board.x);
    // "See the board" puts its button where the keypad was.
    CHECK(layout_look(w, h, true).button.right() < L.board.x);
  }
  // Portrait is the same either way: the keypad is under the board.
  CHECK(layout_play(480, 640, true).board == layout_play(480, 640).board);
  CHECK(layout_play(480, 640, true).keys == layout_play(480, 640).keys);
  // The game lays play out by the setting.
  Game g(loader);
  g.set_viewport(1280, 800);
  change_settings(g, [](Settings& s) { s.left_handed = true; });
  CHECK(g.play_layout().board == layout_play(1280, 800, true).board);
}

TEST_CASE("settings rows change values and Back returns to the title") {
  Game g(loader);
  for (int i = 0; i < static_cast<int>(TitleItem::Settings); ++i) press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::Settings);
  CHECK(g.settings().theme == Theme::Light);
  press(g, ActionKind::Right);
  CHECK(g.settings().theme == Theme::Dark);
  press(g, ActionKind::Left);
  press(g, ActionKind::Left);
  CHECK(g.settings().theme == Theme::HighContrast);
  press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
  CHECK_FALSE(g.settings().highlight_peers);
  press(g, ActionKind::Back);
  CHECK(g.screen() == Screen::Title);
}

TEST_CASE("a static play screen asks to sleep until the next timer second") {
  Game g(loader);
  g.start_stage(1);
  run(g, 20);  // past the screen fade
  CHECK(g.wake_in_ticks() == kTicksPerSecond - 20);
  change_settings(g, [](Settings& s) { s.show_timer = false; });
  CHECK(g.wake_in_ticks() == -1);
  type_at(g, 0, 9);  // a wrong digit fades out (A5): every frame is drawn until it is gone
  CHECK(g.wake_in_ticks() == 0);
  change_settings(
      g, [](Settings& s) { s.reduced_motion = true; });  // no fade: wake once, when it is removed
  CHECK(g.wake_in_ticks() == kWrongDigitTicks);
  change_settings(g, [](Settings& s) { s.reduced_motion = false; });
  press(g, ActionKind::Pause);
  run(g, 20);
  CHECK(g.wake_in_ticks() == -1);
}

TEST_CASE("one change signal: each part's revision moves with its changes, not with the clock") {
  Game g(loader);
  Settings seen;
  seen.coach_seen = true;  // the first-run coach is not what this test is about
  g.set_settings(seen);
  const Game::Revision start = g.revision();
  run(g, 30);
  CHECK(g.revision() == start);   // time alone changes nothing a save keeps
  press(g, ActionKind::Confirm);  // Continue: stage 1 starts (a play is recorded)
  REQUIRE(g.screen() == Screen::Play);
  const Game::Revision playing = g.revision();
  CHECK(playing.progress > start.progress);
  CHECK(playing.session != start.session);
  CHECK(playing.settings == start.settings);
  run(g, 120);  // the timer runs
  CHECK(g.revision() == playing);
  press(g, ActionKind::Left);  // the selection moves
  const Game::Revision moved = g.revision();
  CHECK(moved.session > playing.session);
  CHECK(moved.progress == playing.progress);
  while (row_of(g.session()->selected()) != 0) press(g, ActionKind::Up);
  while (col_of(g.session()->selected()) != 0) press(g, ActionKind::Left);
  press(g, ActionKind::Digit, pattern_digit(0, 0) % 9 + 1);  // a mistake shows...
  REQUIRE(g.session()->mistakes() == 1);
  const Game::Revision mistake = g.revision();
  CHECK(mistake.session > moved.session);
  run(g, kWrongDigitTicks);  // ...and goes
  CHECK(g.revision().session > mistake.session);
  // Settings: a real change counts once; setting the same values counts nothing.
  const Game::Revision before = g.revision();
  press(g, ActionKind::ToggleMute);
  CHECK(g.revision().settings == before.settings + 1);
  g.set_settings(g.settings());
  CHECK(g.revision().settings == before.settings + 1);
  // A restarted stage is a new session: its numbers never repeat the old one's.
  press(g, ActionKind::Pause);
  const std::uint64_t old_session = g.revision().session;
  g.apply(Action{ActionKind::Down, 0});
  press(g, ActionKind::Confirm);  // Restart
  press(g, ActionKind::Right);    // the dialog's Restart
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::Play);
  CHECK(g.revision().session > old_session);
}

TEST_CASE("the game owns a stage's end: the win is recorded once and starts the solved wave") {
  Game g(loader);
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::Coach);  // a fresh save: the first-run coach first
  press(g, ActionKind::Back);            // skipped
  REQUIRE(g.screen() == Screen::Play);
  type_at(g, 0, pattern_digit(0, 0));
  type_at(g, 1, pattern_digit(0, 1));
  CHECK(g.motion().won_seconds(static_cast<double>(g.now()) / kTicksPerSecond) < 0);
  const Tick won_at = g.now();
  type_at(g, 2, pattern_digit(0, 2));
  REQUIRE(g.session()->outcome() == Outcome::Won);
  const double t = static_cast<double>(won_at) / kTicksPerSecond;
  CHECK(g.motion().won_seconds(t) == doctest::Approx(0.0));
  CHECK(g.motion().won_seconds(t + 0.5) == doctest::Approx(0.5));
  CHECK(g.progress().totals.clears == 1);
  CHECK(g.progress().record(1).clean);
  run(g, 10);  // later ticks record nothing again
  CHECK(g.progress().totals.clears == 1);
  CHECK(g.progress().totals.play_ms == milliseconds(g.session()->elapsed()));
}
