// SPDX-License-Identifier: MIT
// Issue 14, what a new player hits in the first hour: the title's first button says Play on a
// fresh save, Restart on the pause card asks before it wipes the board, counted words agree
// with their number ("1 hint used"), and a locked stage or the mute key says what happened.
#include <doctest/doctest.h>

#include <string>

#include "game/animation.hpp"
#include "game/game.hpp"
#include "game/targets.hpp"
#include "game/wording.hpp"
#include "game_driver.hpp"
#include "test_stage.hpp"

using namespace nonet;
using namespace nonet::game;
using nonet::game::testing::pattern_digit;
using nonet::game::testing::pattern_stage;
using nonet::game::testing::press;
using nonet::game::testing::press_hint_applied;
using nonet::game::testing::restore_cleared;

namespace {
StageData loader(int n) { return pattern_stage({0, 1, 2}, n); }

// Stage 1 in play with one right digit typed, then paused with Restart focused.
Game paused_on_restart() {
  Game g(loader);
  REQUIRE(g.start_stage(1));
  g.apply(Action{ActionKind::SelectCell, 0});
  press(g, ActionKind::Digit, pattern_digit(0, 0));
  REQUIRE(g.session()->digits()[0] == pattern_digit(0, 0));
  press(g, ActionKind::Pause);
  press(g, ActionKind::Down);
  REQUIRE(g.screen() == Screen::Paused);
  REQUIRE(g.focus() == static_cast<int>(PauseItem::Restart));
  return g;
}

void tap(Game& g, TargetKind kind, int index) {
  const std::optional<Target> t = find_target(targets(g), kind, index);
  REQUIRE(t.has_value());
  g.pointer_down(t->rect.cx(), t->rect.cy());
}
}  // namespace

TEST_CASE("the title's first button says Play on a fresh save and Continue afterwards") {
  Game g(loader);
  CHECK(g.fresh_save());
  CHECK(std::string(title_item_label(TitleItem::Continue, g.fresh_save())) == "Play");
  // A stage in progress: Continue.
  REQUIRE(g.start_stage(1));
  press(g, ActionKind::Pause);
  press(g, ActionKind::Down);
  press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);  // Quit to menu
  REQUIRE(g.screen() == Screen::Title);
  CHECK_FALSE(g.fresh_save());
  CHECK(std::string(title_item_label(TitleItem::Continue, g.fresh_save())) == "Continue");
  // Nothing in progress but a stage cleared: Continue too.
  Game h(loader);
  restore_cleared(h, {1});
  CHECK_FALSE(h.fresh_save());
  // The other items never change.
  CHECK(std::string(title_item_label(TitleItem::Stages, true)) == "Stages");
}

TEST_CASE("Restart on the pause card asks first, and only the dialog's Restart wipes the board") {
  Game g = paused_on_restart();
  press(g, ActionKind::Confirm);
  CHECK(g.pending_restart());
  CHECK(g.confirming());
  CHECK(g.confirm_focus() == 0);  // the safe choice is focused
  CHECK(g.screen() == Screen::Paused);
  CHECK(g.session()->digits()[0] == pattern_digit(0, 0));  // nothing wiped yet
  // Only the dialog's two buttons can be pressed while it is open.
  const TargetList list = targets(g);
  REQUIRE(list.size() == 2);
  for (const Target& t : list) CHECK(t.kind == TargetKind::ConfirmItem);

  // Keeping the board: back on the card, Restart still focused, the digit still there.
  press(g, ActionKind::Confirm);
  CHECK_FALSE(g.pending_restart());
  CHECK(g.screen() == Screen::Paused);
  CHECK(g.focus() == static_cast<int>(PauseItem::Restart));
  CHECK(g.session()->digits()[0] == pattern_digit(0, 0));

  // Esc cancels the same way.
  press(g, ActionKind::Confirm);
  REQUIRE(g.pending_restart());
  press(g, ActionKind::Back);
  CHECK_FALSE(g.pending_restart());
  CHECK(g.screen() == Screen::Paused);
  CHECK(g.session()->digits()[0] == pattern_digit(0, 0));

  // The second button restarts: a fresh board of the same stage, in play.
  press(g, ActionKind::Confirm);
  press(g, ActionKind::Right);
  CHECK(g.confirm_focus() == 1);
  press(g, ActionKind::Confirm);
  CHECK_FALSE(g.pending_restart());
  CHECK(g.screen() == Screen::Play);
  CHECK(g.session()->stage().number == 1);
  CHECK(g.session()->digits()[0] == 0);
}

TEST_CASE("Restart's dialog by pointer: a tap beside it cancels, its Restart button restarts") {
  Game g = paused_on_restart();
  tap(g, TargetKind::MenuItem, static_cast<int>(PauseItem::Restart));
  REQUIRE(g.pending_restart());
  g.pointer_down(1, 1);  // beside the dialog
  CHECK_FALSE(g.pending_restart());
  CHECK(g.session()->digits()[0] == pattern_digit(0, 0));
  tap(g, TargetKind::MenuItem, static_cast<int>(PauseItem::Restart));
  REQUIRE(g.pending_restart());
  tap(g, TargetKind::ConfirmItem, 1);
  CHECK(g.screen() == Screen::Play);
  CHECK(g.session()->digits()[0] == 0);
}

TEST_CASE("the result card's counts agree with their number") {
  ResultInfo r;
  r.stage = 51;
  r.level = Level::Expert;
  r.mistakes = 1;
  r.hints_used = 1;
  CHECK(result_detail(r) ==
        "Stage 51  \xC2\xB7  Expert  \xC2\xB7  1/3 mistakes  \xC2\xB7  1 hint used");
  r.hints_used = 3;
  CHECK(result_detail(r).ends_with("3 hints used"));
}

TEST_CASE("a locked stage says which stage to clear first, and its tile shakes") {
  Game g(loader);
  restore_cleared(g, {1});
  press(g, ActionKind::Down);  // Stages
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::StageSelect);
  CHECK_FALSE(g.notice().has_value());
  tap(g, TargetKind::StageTile, 3);  // locked, right after the open stage 2
  REQUIRE(g.notice().has_value());
  CHECK(g.notice()->text == "Clear stage 2 first");
  tap(g, TargetKind::StageTile, 5);  // locked: stages 1 and 2 are open, 3 and 4 locked too
  CHECK(g.screen() == Screen::StageSelect);
  REQUIRE(g.notice().has_value());
  // Not only "clear stage 4", which cannot be played yet: the stage that can be, too.
  CHECK(g.notice()->text == "Stage 5 opens after stage 4: play stage 2 next");
  CHECK(g.notice()->stage == 5);
  CHECK(g.wake_in_ticks() == 0);  // it animates while it shows
  // The shake moves the tile and settles; reduced motion keeps it still.
  CHECK(shake_offset(0.05, Motion::Full) != 0.0f);
  CHECK(shake_offset(kShakeSeconds, Motion::Full) == 0.0f);
  CHECK(shake_offset(0.05, Motion::Reduced) == 0.0f);
  // Gone after kNoticeSeconds.
  testing::run(g, ticks_from_seconds(kNoticeSeconds));
  CHECK_FALSE(g.notice().has_value());
  // An open stage says nothing and starts.
  tap(g, TargetKind::StageTile, 2);
  CHECK(g.screen() == Screen::Play);
  CHECK_FALSE(g.notice().has_value());
}

TEST_CASE("the mute key says what it did") {
  Game g(loader);
  press(g, ActionKind::ToggleMute);
  REQUIRE(g.settings().muted);
  REQUIRE(g.notice().has_value());
  CHECK(g.notice()->text.starts_with("Sound off"));
  CHECK(g.notice()->stage == 0);
  press(g, ActionKind::ToggleMute);
  CHECK_FALSE(g.settings().muted);
  CHECK(g.notice()->text == "Sound on");
  // Its opacity fades in and out within kNoticeSeconds.
  CHECK(notice_opacity(0, Motion::Full) == 0.0f);
  CHECK(notice_opacity(kNoticeSeconds / 2, Motion::Full) == 1.0f);
  CHECK(notice_opacity(kNoticeSeconds, Motion::Full) == 0.0f);
  CHECK(notice_opacity(0, Motion::Reduced) == 1.0f);
}

TEST_CASE("the mute notice names the key the binding table gives, and no key without one") {
  Game g(loader);
  press(g, ActionKind::ToggleMute);
  CHECK(g.notice()->text == "Sound off");  // no sheet: no key to name
  press(g, ActionKind::ToggleMute);
  ControlsSheet sheet;
  sheet.keyboard.push_back(ControlsLine{"Sound off / on", "F9", {}, "", ActionKind::ToggleMute});
  g.set_controls_sheet(std::make_shared<const ControlsSheet>(sheet));
  CHECK(g.keys_for(ActionKind::ToggleMute) == "F9");
  CHECK(g.keys_for(ActionKind::Hint).empty());
  press(g, ActionKind::ToggleMute);
  CHECK(g.notice()->text == "Sound off  \xC2\xB7  F9 turns it on");
}

TEST_CASE("after an automatic pause a resting pointer does not take the focus from Resume") {
  Game g(loader);
  REQUIRE(g.start_stage(1));
  g.focus_lost();
  REQUIRE(g.screen() == Screen::Paused);
  REQUIRE(g.focus() == static_cast<int>(PauseItem::Resume));
  const std::optional<Target> quit =
      find_target(targets(g), TargetKind::MenuItem, static_cast<int>(PauseItem::QuitToMenu));
  REQUIRE(quit.has_value());
  const float x = quit->rect.cx(), y = quit->rect.cy();
  // The pointer is (or comes back) over Quit to menu without moving: the focus stays.
  g.pointer_move(x, y);
  g.pointer_move(x + 2, y + 1);
  CHECK(g.focus() == static_cast<int>(PauseItem::Resume));
  CHECK(g.hovering(TargetKind::MenuItem, static_cast<int>(PauseItem::QuitToMenu)));  // it lights
  press(g, ActionKind::Confirm);
  CHECK(g.screen() == Screen::Play);  // Enter resumed
  // A real move after the pause: the hover takes the focus as on any menu.
  g.focus_lost();
  g.pointer_move(x, y);
  g.pointer_move(x + kHoverWakePixels + 4, y);
  CHECK(g.focus() == static_cast<int>(PauseItem::QuitToMenu));
  // A pause the player asked for: hover works at once.
  press(g, ActionKind::Back);
  REQUIRE(g.screen() == Screen::Play);
  press(g, ActionKind::Pause);
  g.pointer_move(x, y);
  CHECK(g.focus() == static_cast<int>(PauseItem::QuitToMenu));
}

TEST_CASE("the hint panel is not carried back after Quit to menu and Continue") {
  Game g(loader);
  REQUIRE(g.start_stage(1));
  press_hint_applied(g);
  REQUIRE(g.session()->hint().has_value());
  const int used = g.session()->hints_used();
  press(g, ActionKind::Pause);
  press(g, ActionKind::Down);
  press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);  // Quit to menu
  REQUIRE(g.screen() == Screen::Title);
  press(g, ActionKind::Confirm);  // Continue
  REQUIRE(g.screen() == Screen::Play);
  CHECK_FALSE(g.session()->hint().has_value());
  CHECK(g.session()->hints_used() == used);  // still spent
}

TEST_CASE("a clean clear is marked on the result and recorded for the stage tile") {
  for (const bool with_hint : {false, true}) {
    Game g(loader);
    REQUIRE(g.start_stage(1));
    if (with_hint) press_hint_applied(g);
    for (const int c : {0, 1, 2}) {
      if (g.session()->digits()[c] != 0) continue;  // the hint placed it
      g.apply(Action{ActionKind::SelectCell, c});
      press(g, ActionKind::Digit, pattern_digit(0, c));
    }
    REQUIRE(g.session()->outcome() == Outcome::Won);
    CHECK(g.result().clean == !with_hint);
    CHECK(g.progress().record(1).clean == !with_hint);
  }
}

TEST_CASE(
    "Settings is reachable from the pause card, and Back returns to it with the stage paused") {
  Game g(loader);
  REQUIRE(g.start_stage(1));
  testing::run(g, 30);
  const Tick played = g.session()->elapsed();
  press(g, ActionKind::Pause);
  REQUIRE(g.screen() == Screen::Paused);
  tap(g, TargetKind::MenuItem, static_cast<int>(PauseItem::Settings));
  REQUIRE(g.screen() == Screen::Settings);
  testing::run(g, 120);
  CHECK(g.session()->elapsed() == played);  // the clock does not run behind the settings
  press(g, ActionKind::Back);
  CHECK(g.screen() == Screen::Paused);
  CHECK(g.session()->elapsed() == played);
  press(g, ActionKind::Confirm);  // Resume
  CHECK(g.screen() == Screen::Play);
}

TEST_CASE("completing a row, column or box flashes along that unit") {
  // Stage with the three empty cells r1c1, r1c2, r1c3: r1c3 completes row 1 and box 1 only
  // once the other two are in; column 3 is full already apart from r1c3.
  Game g(loader);
  REQUIRE(g.start_stage(1));
  const double t0 = static_cast<double>(g.now()) / kTicksPerSecond;
  g.apply(Action{ActionKind::SelectCell, 0});
  press(g, ActionKind::Digit, pattern_digit(0, 0));
  // Column 1 is now complete (its only gap was r1c1): it flashes from r1c1; row 1 does not.
  CHECK(g.motion().unit_done_seconds(col_unit(0), t0) >= 0);
  CHECK(g.motion().unit_done_origin(col_unit(0)) == 0);
  CHECK(g.motion().unit_done_seconds(row_unit(0), t0) < 0);
  CHECK(g.motion().unit_done_seconds(box_unit(0), t0) < 0);
  CHECK(g.motion().animating(t0 + 0.1, Motion::Full));
  // The glow sweeps out from the origin: the origin lights first, the far end later.
  CHECK(unit_flash_glow(col_unit(0), 0, 0, kUnitFlashPulseSeconds / 2, Motion::Full) > 0.9f);
  CHECK(unit_flash_glow(col_unit(0), 0, cell_at(8, 0), kUnitFlashPulseSeconds / 2, Motion::Full) ==
        0.0f);
  CHECK(unit_flash_glow(col_unit(0), 0, 1, 0.1, Motion::Full) == 0.0f);  // not in the unit
  CHECK(unit_flash_glow(col_unit(0), 0, 0, 0.1, Motion::Reduced) == 0.0f);
  // A wrong digit completes nothing.
  g.apply(Action{ActionKind::SelectCell, 1});
  press(g, ActionKind::Digit, pattern_digit(0, 1) % 9 + 1);
  CHECK(g.motion().unit_done_seconds(col_unit(1), t0) < 0);
}

TEST_CASE("typing over a filled cell says why the first three times, then only shakes") {
  Game g(loader);
  g.start_stage(1);
  testing::run(g, 30);
  const Session& s = *g.session();
  // Cells 0-2 are empty; 3 is a given.
  REQUIRE(s.is_given(3));
  g.apply(Action{ActionKind::SelectCell, 3});
  g.apply(Action{ActionKind::Digit, s.stage().solution[3] % 9 + 1});
  REQUIRE(g.notice().has_value());
  CHECK(g.notice()->text == "A given digit stays: pick an empty cell");
  CHECK(g.notice()->stage == 0);  // no tile shakes
  // The player's own digit, typed over.
  g.apply(Action{ActionKind::SelectCell, 0});
  g.apply(Action{ActionKind::Digit, s.stage().solution[0]});
  REQUIRE(s.digits()[0] != 0);
  g.apply(Action{ActionKind::Digit, s.stage().solution[0] % 9 + 1});
  REQUIRE(g.notice().has_value());
  CHECK(g.notice()->text == "This cell is filled: Erase it first, or Undo");
  g.apply(Action{ActionKind::Digit, s.stage().solution[0] % 9 + 1});  // the third
  CHECK(g.notice().has_value());
  testing::run(g, ticks_from_seconds(kNoticeSeconds) + 1);
  REQUIRE_FALSE(g.notice().has_value());
  const std::uint32_t shakes = s.blocked_count();
  g.apply(Action{ActionKind::Digit, s.stage().solution[0] % 9 + 1});  // the fourth: a shake only
  CHECK(s.blocked_count() == shakes + 1);
  CHECK_FALSE(g.notice().has_value());
}
