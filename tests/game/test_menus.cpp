// SPDX-License-Identifier: MIT
// Menus around the board (issues 5 and 6): the dialog that asks before another stage replaces
// the open one, the timing of screen transitions, overlays and the unlock animation as the
// game's wake-up requests, attract mode's wake-ups on the title, and the touch-size rules of
// the menu layouts at the smallest supported window.
#include <doctest/doctest.h>

#include <cmath>

#include "game/about.hpp"
#include "game/animation.hpp"
#include "game/game.hpp"
#include "game/guide.hpp"
#include "game/statistics.hpp"
#include "game/sum_tiles_mode.hpp"
#include "game_driver.hpp"
#include "test_stage.hpp"

using namespace nonet;
using namespace nonet::game;
using nonet::game::testing::change_settings;
using nonet::game::testing::pattern_digit;
using nonet::game::testing::pattern_stage;
using nonet::game::testing::press;
using nonet::game::testing::restore_cleared;
using nonet::game::testing::run;

namespace {
StageData loader(int n) { return pattern_stage({0, 1, 2}, n); }

// Stage 1 cleared (so stage 2 is open), then stage 2 started with one digit typed in it, then
// back to the stage grid through the pause menu, with stage 2 still in progress.
Game with_stage2_open() {
  Game g(loader);
  restore_cleared(g, {1});
  REQUIRE(g.start_stage(2));
  g.apply(Action{ActionKind::SelectCell, 0});
  press(g, ActionKind::Digit, pattern_digit(0, 0));
  REQUIRE(g.session()->digits()[0] == pattern_digit(0, 0));
  press(g, ActionKind::Pause);
  REQUIRE(g.screen() == Screen::Paused);
  g.apply(Action{ActionKind::Down, 0});
  g.apply(Action{ActionKind::Down, 0});
  press(g, ActionKind::Confirm);  // Quit to menu
  REQUIRE(g.screen() == Screen::Title);
  press(g, ActionKind::Down);  // Stages
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::StageSelect);
  return g;
}

// Moves the stage grid's focus to stage n (1-based) with Left/Right.
void focus_stage(Game& g, int n) {
  while (g.focus() > n - 1) press(g, ActionKind::Left);
  while (g.focus() < n - 1) press(g, ActionKind::Right);
}

Tick ticks_for(double seconds) { return static_cast<Tick>(std::ceil(seconds * kTicksPerSecond)); }
}  // namespace

TEST_CASE("another stage with a session open asks first, and Keep playing resumes it untouched") {
  Game g = with_stage2_open();
  focus_stage(g, 1);
  press(g, ActionKind::Confirm);
  CHECK(g.screen() == Screen::StageSelect);  // not started yet
  CHECK(g.pending_stage() == 1);
  CHECK(g.confirm_focus() == 0);  // the safe choice is focused
  CHECK(g.session()->stage().number == 2);
  // Arrows move between the two buttons only; the grid's focus stays.
  press(g, ActionKind::Down);
  CHECK(g.confirm_focus() == 1);
  press(g, ActionKind::Up);
  CHECK(g.confirm_focus() == 0);
  CHECK(g.focus() == 0);
  press(g, ActionKind::Confirm);
  CHECK(g.pending_stage() == 0);
  REQUIRE(g.screen() == Screen::Play);
  CHECK(g.session()->stage().number == 2);
  CHECK(g.session()->digits()[0] == pattern_digit(0, 0));  // the same session, not a new one
}

TEST_CASE("Start stage M in the dialog abandons the open stage and starts the picked one") {
  Game g = with_stage2_open();
  focus_stage(g, 1);
  press(g, ActionKind::Confirm);
  REQUIRE(g.pending_stage() == 1);
  press(g, ActionKind::Right);
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::Play);
  CHECK(g.session()->stage().number == 1);
  CHECK(g.session()->digits()[0] == 0);  // a fresh stage 1
}

TEST_CASE("Back cancels the dialog, and the open stage's own tile resumes without asking") {
  Game g = with_stage2_open();
  focus_stage(g, 1);
  press(g, ActionKind::Confirm);
  REQUIRE(g.pending_stage() == 1);
  press(g, ActionKind::Back);
  CHECK(g.pending_stage() == 0);
  CHECK(g.screen() == Screen::StageSelect);  // Back closed the dialog, not the screen
  CHECK(g.session()->stage().number == 2);
  focus_stage(g, 2);
  press(g, ActionKind::Confirm);
  CHECK(g.pending_stage() == 0);
  REQUIRE(g.screen() == Screen::Play);
  CHECK(g.session()->digits()[0] == pattern_digit(0, 0));
}

TEST_CASE("the dialog by pointer: hover focuses, a tap beside it cancels, a button chooses") {
  Game g = with_stage2_open();
  g.set_viewport(480, 640);
  const StageGridLayout grid = g.stage_layout();
  const Rect t1 = grid.tile_rect(0, g.stage_scroll());
  g.pointer_down(t1.cx(), t1.cy());
  REQUIRE(g.pending_stage() == 1);
  const MenuLayout d = g.confirm_layout();
  REQUIRE(d.count == kConfirmItemCount);
  g.pointer_move(d.items[1].cx(), d.items[1].cy());
  CHECK(g.confirm_focus() == 1);
  g.pointer_down(2, 2);  // outside the card
  CHECK(g.pending_stage() == 0);
  CHECK(g.screen() == Screen::StageSelect);
  g.pointer_down(t1.cx(), t1.cy());
  REQUIRE(g.pending_stage() == 1);
  g.pointer_down(d.items[1].cx(), d.items[1].cy());
  REQUIRE(g.screen() == Screen::Play);
  CHECK(g.session()->stage().number == 1);
}

TEST_CASE("with no stage open, or with the open one finished, a tile starts at once") {
  Game g(loader);
  press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::StageSelect);
  press(g, ActionKind::Confirm);
  CHECK(g.pending_stage() == 0);
  REQUIRE(g.screen() == Screen::Play);
  // Lose stage 1: its session ends, so picking a stage again asks nothing.
  for (int d : {5, 6, 7}) {
    g.apply(Action{ActionKind::SelectCell, 0});
    if (d == pattern_digit(0, 0)) continue;
    press(g, ActionKind::Digit, d);
    run(g, kWrongDigitTicks + 1);
  }
  REQUIRE(g.session()->outcome() == Outcome::Lost);
  run(g, kLoseResultDelayTicks + 1);
  REQUIRE(g.screen() == Screen::Result);
  press(g, ActionKind::Back);
  REQUIRE(g.screen() == Screen::StageSelect);
  press(g, ActionKind::Confirm);
  CHECK(g.pending_stage() == 0);
  CHECK(g.screen() == Screen::Play);
}

TEST_CASE("screen transitions keep the loop awake for their 250 ms at most, none when reduced") {
  Game g(loader);
  run(g, 600);
  press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::StageSelect);
  const Tick fade = ticks_for(kScreenTransitionSeconds);
  CHECK(fade <= ticks_for(0.25));
  run(g, 1);
  CHECK(g.wake_in_ticks() == 0);  // fading in
  run(g, fade + 1);
  CHECK(g.wake_in_ticks() == -1);  // a still grid sleeps
  // The view's fade is done by then too.
  CHECK(screen_transition(g.screen_seconds(static_cast<double>(g.now()) / kTicksPerSecond),
                          Motion::Full) == doctest::Approx(1.0));

  change_settings(g, [](Settings& s) { s.reduced_motion = true; });
  press(g, ActionKind::Back);
  press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::StageSelect);
  CHECK(g.wake_in_ticks() == -1);  // reduced motion: the end state at once, nothing to wait for
}

TEST_CASE("the result overlay and the unlock on the stage grid keep the loop awake until done") {
  Game g(loader);
  REQUIRE(g.start_stage(1));
  for (int c : {0, 1, 2}) {
    g.apply(Action{ActionKind::SelectCell, c});
    press(g, ActionKind::Digit, pattern_digit(0, c));
  }
  REQUIRE(g.session()->outcome() == Outcome::Won);
  run(g, g.win_result_delay() + 1);
  REQUIRE(g.screen() == Screen::Result);
  CHECK(g.wake_in_ticks() == 0);
  run(g, ticks_for(overlay_end_seconds(Motion::Full)) + 1);
  CHECK(g.wake_in_ticks() == -1);

  // "Stage list": stage 2 unlocks on the grid.
  press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::StageSelect);
  CHECK(g.unlocking_stage() == 2);
  const Tick unlock = ticks_for(unlock_end_seconds(Motion::Full));
  CHECK(unlock > ticks_for(kScreenTransitionSeconds));  // the unlock outlasts the fade
  run(g, unlock - 2);
  CHECK(g.wake_in_ticks() == 0);
  run(g, 4);
  CHECK(g.wake_in_ticks() == -1);
  // Coming to the grid any other way unlocks nothing again.
  press(g, ActionKind::Back);
  press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
  CHECK(g.unlocking_stage() == 0);
}

TEST_CASE("the title sleeps until attract mode's next step, and for good under reduced motion") {
  Game g(loader);
  run(g, ticks_for(kScreenTransitionSeconds) + 2);
  const Tick into = g.now() - g.screen_since();
  CHECK(g.wake_in_ticks() == g.attract().wake_in_ticks(into, Motion::Full));
  // Somewhere in a long single step the loop may sleep until the next change.
  bool slept = false;
  for (int i = 0; i < 400 && !slept; ++i) {
    run(g, 1);
    slept = g.wake_in_ticks() > 0;
  }
  CHECK(slept);
  change_settings(g, [](Settings& s) { s.reduced_motion = true; });
  CHECK(g.wake_in_ticks() == -1);
}

TEST_CASE("menus keep every touch target at least 44 px at the smallest windows") {
  for (const auto& [w, h] :
       {std::pair{480.0f, 640.0f}, std::pair{640.0f, 480.0f}, std::pair{360.0f, 640.0f},
        std::pair{480.0f, 540.0f}, std::pair{720.0f, 1280.0f}, std::pair{1280.0f, 800.0f}}) {
    CAPTURE(w);
    CAPTURE(h);
    const SettingsLayout s = layout_settings(w, h);
    CHECK(s.viewport.y >= 0);
    CHECK(s.viewport.bottom() <= h);
    for (int i = 0; i < kSettingRowCount; ++i) {
      CAPTURE(i);
      // Every row can be brought whole into the window: a list too long scrolls to it.
      const SettingsLayout shown = layout_settings(w, h, s.scroll_to_show(i, 0));
      const Rect& r = shown.rows[static_cast<std::size_t>(i)];
      CHECK(r.h >= kMinTouchTarget);
      CHECK(r.x >= 0);
      CHECK(r.right() <= w);
      CHECK(r.y >= shown.viewport.y);
      CHECK(r.bottom() <= shown.viewport.bottom() + 0.5f);
      // Neighbours never overlap (one finger, one row).
      for (int j = i + 1; j < kSettingRowCount; ++j) {
        const Rect& o = shown.rows[static_cast<std::size_t>(j)];
        const bool apart =
            o.y >= r.bottom() || r.y >= o.bottom() || o.x >= r.right() || r.x >= o.right();
        CHECK(apart);
      }
    }
    CHECK(s.back_button.w >= kMinTouchTarget);
    const MenuLayout t = layout_title(w, h, kTitleItemCount);
    for (int i = 0; i < t.count; ++i)
      CHECK(t.items[static_cast<std::size_t>(i)].h >= kMinTouchTarget);
    const MenuLayout d = layout_dialog(w, h, kConfirmItemCount, 1);
    for (int i = 0; i < d.count; ++i)
      CHECK(d.items[static_cast<std::size_t>(i)].h >= kMinTouchTarget);
    const StageGridLayout g = layout_stage_grid(w, h, kStageCount);
    CHECK(g.tile >= kMinTouchTarget);
    CHECK(g.back_button.w >= kMinTouchTarget);
    CHECK(g.detail.bottom() <= h);
    CHECK(g.viewport.bottom() <= g.detail.y);  // the strip never covers a tile's hit area
  }
}

TEST_CASE("every screen's header is the shared one: one height, one back button, buttons inside") {
  for (const auto& [w, h] : {std::pair{480.0f, 640.0f}, std::pair{360.0f, 640.0f},
                             std::pair{1280.0f, 800.0f}, std::pair{3840.0f, 2160.0f}}) {
    CAPTURE(w);
    CAPTURE(h);
    const float u = layout_unit(w, h);
    const auto check = [&](const char* screen, const Rect& header, const Rect& back) {
      CAPTURE(screen);
      CHECK(header.h == header_height(u));
      CHECK(back.w == back_button_size(u));
      CHECK(back.h == back.w);
      CHECK(back.x == header.x);                         // at the bar's left end,
      CHECK(back.cy() == doctest::Approx(header.cy()));  // on its line
      CHECK(back.w >= kMinTouchTarget);
      CHECK(header.x >= 0);
      CHECK(header.right() <= w);
    };
    const ColumnFrame column = layout_column_frame(w, h);
    check("column frame (Collections, Learn)", column.header, column.back_button);
    const BoardFrame board = layout_board_frame(w, h, 0.6f, 200, 100);
    check("board frame (editor, practice)", board.header, board.back_button);
    const StageGridLayout stages = layout_stage_grid(w, h, kStageCount);
    check("stages", stages.header, stages.back_button);
    const SettingsLayout settings = layout_settings(w, h);
    check("settings", settings.header, settings.back_button);
    const FreePlayLayout free = layout_free_play(w, h);
    check("free play", free.header, free.back_button);
    const ControlsLayout controls = layout_controls(w, h, 12, false);
    check("controls", controls.header, controls.back_button);
    const AboutLayout about = layout_about(w, h);
    check("about", about.header, about.back_button);
    const StatisticsLayout statistics = layout_statistics(w, h);
    check("statistics", statistics.header, statistics.back_button);
    const SumMenuLayout sum = layout_sum_menu(w, h);
    check("sum tiles", sum.header, sum.back_button);
    // A header button sits inside its bar, on its line, beside nothing it covers.
    const Rect print = stages.print_button;
    CHECK(print.right() == doctest::Approx(stages.header.right()));
    CHECK(print.cy() == doctest::Approx(stages.header.cy()));
    CHECK(print.x >= stages.back_button.right());
    const Rect b = header_button(column.header, u, 100);
    CHECK(b.right() == doctest::Approx(column.header.right()));
    CHECK(b.w == 100);
    CHECK(b.h == std::max(6 * u, kMinTouchTarget));
    const Rect inner = header_button(column.header, u, 100, 50, 30);
    CHECK(inner.right() == doctest::Approx(column.header.right() - 30));
    CHECK(inner.h == 50);
    CHECK(inner.cy() == doctest::Approx(column.header.cy()));
  }
}

TEST_CASE("a card's rows: full height with room, the gaps give way first, never below a finger") {
  const float u = layout_unit(1280, 800);  // 8 px
  const RowFit full = fit_rows(2000, 10, u);
  CHECK(full.row_h == std::max(7.5f * u, kMinTouchTarget));
  CHECK(full.gap == doctest::Approx(1.2f * u));
  CHECK(full.list_h(10) == doctest::Approx(10 * full.pitch - full.gap));
  // A little short: the rows keep a finger's height, the gaps shrink.
  const RowFit tight = fit_rows(10 * (kMinTouchTarget + 4), 10, u);
  CHECK(tight.row_h == kMinTouchTarget);
  CHECK(tight.gap == doctest::Approx(4));
  // Far too short: a finger each and no gap; the list is then longer than the room (it scrolls
  // or goes to two columns: the caller's choice).
  const RowFit none = fit_rows(200, 10, u);
  CHECK(none.row_h == kMinTouchTarget);
  CHECK(none.gap == 0);
  CHECK(none.list_h(10) > 200);
  // Placed column by column, scrolled as asked.
  std::array<Rect, 5> r{};
  place_rows(r.data(), 5, 3, 10, 20, 100, 6, tight, 7);
  CHECK(r[0] == Rect{10, 13, 100, kMinTouchTarget});
  CHECK(r[2].y == doctest::Approx(13 + 2 * tight.pitch));
  CHECK(r[3].x == 116);  // the second column
  CHECK(r[3].y == r[0].y);
}

TEST_CASE("Back retraces the way in: pause card, Settings, How to play, Controls and back") {
  Game g(loader);
  REQUIRE(g.start_stage(1));
  press(g, ActionKind::Pause);
  REQUIRE(g.screen() == Screen::Paused);
  while (g.pause_item(g.focus()) != PauseItem::Settings) press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::Settings);
  // Settings' header links follow its rows in the focus order: How to play, then Controls.
  while (g.focus() != settings_link_focus(Screen::Coach)) press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::Coach);
  while (g.focus() != static_cast<int>(CoachItem::Controls)) press(g, ActionKind::Left);
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::Controls);
  press(g, ActionKind::Back);
  CHECK(g.screen() == Screen::Coach);
  CHECK(g.focus() == static_cast<int>(CoachItem::Controls));  // on the button that opened it
  press(g, ActionKind::Back);
  CHECK(g.screen() == Screen::Settings);
  press(g, ActionKind::Back);
  CHECK(g.screen() == Screen::Paused);  // the stage still paused behind it
  CHECK(g.session()->paused());
  press(g, ActionKind::Back);
  CHECK(g.screen() == Screen::Play);

  // From the title the same screens lead back to the title, and a stage started in between
  // forgets the way back (the stack empties on any other screen change).
  Game t(loader);
  for (int i = 0; i < static_cast<int>(TitleItem::Settings); ++i) press(t, ActionKind::Down);
  press(t, ActionKind::Confirm);
  REQUIRE(t.screen() == Screen::Settings);
  press(t, ActionKind::Back);
  CHECK(t.screen() == Screen::Title);
  press(t, ActionKind::Back);  // nothing behind the title
  CHECK(t.screen() == Screen::Title);
}

namespace {
// From the title to Settings by keys.
void enter_settings(Game& g) {
  for (int i = 0; i < static_cast<int>(TitleItem::Settings); ++i) press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::Settings);
}
}  // namespace

TEST_CASE("Settings at 360x640 scroll to the focused row; rows out of view are not targets") {
  Game g;
  g.set_viewport(360, 640);
  enter_settings(g);
  REQUIRE(g.settings_layout().max_scroll > 0);  // 14 rows at a finger's height do not fit
  CHECK(g.settings_layout().scroll == 0);
  auto shown = [&g](int row) {
    for (const Target& t : targets(g))
      if (t.kind == TargetKind::SettingsRow && t.index == row) return true;
    return false;
  };
  const int last = kSettingRowCount - 1;  // Language
  CHECK(shown(0));
  CHECK_FALSE(shown(last));
  for (int i = 0; i < last; ++i) press(g, ActionKind::Down);
  REQUIRE(g.focus() == last);
  const SettingsLayout L = g.settings_layout();
  CHECK(L.scroll == doctest::Approx(L.max_scroll));
  CHECK(shown(last));
  CHECK_FALSE(shown(0));  // scrolled out: a tap there reaches nothing
  const Rect& r = L.rows[static_cast<std::size_t>(last)];
  CHECK(r.bottom() <= L.viewport.bottom() + 0.5f);
  CHECK(r.bottom() <= 640);
  // The wheel moves the focus, and the list follows it back up.
  for (int i = 0; i < last; ++i) g.apply(Action{ActionKind::Scroll, -1});
  CHECK(g.focus() == 0);
  CHECK(g.settings_layout().scroll == 0);
  CHECK(shown(0));
  // Leaving and coming back starts at the top.
  press(g, ActionKind::Back);
  REQUIRE(g.screen() == Screen::Title);
}

TEST_CASE("a drag moves Settings' list with the finger, from its first row, within its ends") {
  Game g;
  g.set_viewport(360, 640);
  enter_settings(g);
  const float max = g.settings_layout().max_scroll;
  REQUIRE(max > 0);
  const float first_y = g.settings_layout().rows[0].y;
  g.drag_settings(10);  // the finger moved up 10 px: the list follows at once
  CHECK(g.settings_layout().scroll == doctest::Approx(10));
  CHECK(g.settings_layout().rows[0].y == doctest::Approx(first_y - 10));
  CHECK(g.focus() == 0);  // the focus stays
  g.drag_settings(10000);
  CHECK(g.settings_layout().scroll == doctest::Approx(max));  // no further than the end
  g.drag_settings(-10000);
  CHECK(g.settings_layout().scroll == 0);
  // Elsewhere it does nothing.
  press(g, ActionKind::Back);
  g.drag_settings(50);
  enter_settings(g);
  CHECK(g.settings_layout().scroll == 0);
}
