// SPDX-License-Identifier: MIT
// The menu screens' own input (split from game.cpp): the stage grid (focus, its scroll, picking a
// stage), Settings (rows, their scrolled list, the header's links) and the first-run coach.
#include <algorithm>

#include "game/game.hpp"
#include "game/guide.hpp"
#include "game/screens.hpp"

namespace nonet::game {

StageGridLayout Game::stage_layout() const {
  return layout_stage_grid(width_, height_, kStageCount);
}

SettingsLayout Game::settings_layout() const {
  return layout_settings(width_, height_, settings_scroll_);
}

void Game::drag_settings(float pixels) {
  if (screen_ != Screen::Settings) return;
  settings_scroll_ = std::clamp(settings_scroll_ + pixels, 0.0f, settings_layout().max_scroll);
  hover_.reset();  // what was under the finger has moved
}

void Game::settings_scroll_to_focus() {
  const SettingsLayout L = settings_layout();
  settings_scroll_ = L.scroll_to_show(focus_, settings_scroll_);
}

void Game::settings_action(Action a) {
  const auto row = static_cast<SettingRow>(focus_);
  if (focus_ >= kSettingRowCount && a.kind == ActionKind::Confirm) {  // the header's links
    events_.push(EventKind::MenuConfirmed, -1, 0, focus_);
    const Screen opens = kSettingsLinks[focus_ - kSettingRowCount].opens;
    if (opens == Screen::Coach)
      open_coach(false);  // from its first card, with nothing to play after it
    else
      push_screen(opens);
    return;
  }
  if (focus_ >= kSettingRowCount && (a.kind == ActionKind::Left || a.kind == ActionKind::Right))
    return;  // a link has no value to step
  switch (a.kind) {
    case ActionKind::Up:  // a list too long for the window scrolls to show the row
      focus_ = (focus_ + kSettingsFocusCount - 1) % kSettingsFocusCount;
      settings_scroll_to_focus();
      events_.push(EventKind::MenuMoved, -1, 0, focus_);
      break;
    case ActionKind::Down:
      focus_ = (focus_ + 1) % kSettingsFocusCount;
      settings_scroll_to_focus();
      events_.push(EventKind::MenuMoved, -1, 0, focus_);
      break;
    case ActionKind::Left: step_setting(edit_settings(), row, -1); break;
    case ActionKind::Right: step_setting(edit_settings(), row, 1); break;
    case ActionKind::Scroll: {
      // The wheel: the focus moves along the rows by the notches, stopping at the list's ends
      // (a fast spin must not wrap round to the top), and the list follows it. A finger's
      // drag moves the list itself (drag_settings).
      const int from = focus_ < kSettingRowCount ? focus_ : 0;
      const int to = std::clamp(from + a.value, 0, kSettingRowCount - 1);
      if (to != focus_) {
        focus_ = to;
        settings_scroll_to_focus();
        events_.push(EventKind::MenuMoved, -1, 0, focus_);
      }
      break;
    }
    case ActionKind::Confirm:
      step_setting(edit_settings(), row, 1);
      events_.push(EventKind::MenuConfirmed, -1, 0, focus_);
      break;
    case ActionKind::Pause:
    case ActionKind::Back: go_back(Screen::Title); break;
    default: break;
  }
}

void Game::open_coach(bool then_play) {
  coach_then_play_ = then_play;
  coach_card_ = 0;
  push_screen(Screen::Coach);
  focus_ = static_cast<int>(CoachItem::Next);
}

void Game::coach_screen_action(Action a) {
  const int before = focus_;
  const CoachExit e = coach_action(a, coach_card_, focus_);
  if (focus_ != before) events_.push(EventKind::MenuMoved, -1, 0, focus_);
  if (a.kind == ActionKind::Confirm) events_.push(EventKind::MenuConfirmed, -1, 0, focus_);
  if (e == CoachExit::OpenControls) {
    open_controls();
  } else if (e == CoachExit::OpenLearn) {
    // The last card reached: the coach has been seen, wherever Learn leads (Back from the list
    // returns to this card).
    if (!settings_.coach_seen) edit_settings().coach_seen = true;
    open_learn();
  } else if (e == CoachExit::Close) {
    if (!settings_.coach_seen) edit_settings().coach_seen = true;
    if (coach_then_play_) {
      coach_then_play_ = false;
      if (!start_stage(progress_.next_stage())) go_back(Screen::Title);
    } else {
      go_back(Screen::Title);  // on the link or button that opened it
    }
  }
}

void Game::open_controls() { push_screen(Screen::Controls); }

void Game::move_stage_focus(int delta) {
  const int f = std::clamp(focus_ + delta, 0, kStageCount - 1);
  if (f != focus_) {
    focus_ = f;
    events_.push(EventKind::MenuMoved, -1, 0, focus_);
    scroll_to_focus();
  }
}

void Game::scroll_to_focus() {
  const StageGridLayout L = stage_layout();
  const Rect t = L.tile_rect(focus_, 0);
  const float top = t.y - L.viewport.y - L.unit * 2;
  const float bottom = t.bottom() - L.viewport.y + L.unit * 2;
  if (top < stage_scroll_) stage_scroll_ = top;
  if (bottom > stage_scroll_ + L.viewport.h) stage_scroll_ = bottom - L.viewport.h;
  stage_scroll_ = std::clamp(stage_scroll_, 0.0f, L.max_scroll());
}

void Game::stage_select_action(Action a) {
  if (confirming()) {  // another stage picked, or Print all stages asked about
    confirm_action(a);
    return;
  }
  const int cols = stage_layout().columns;
  switch (a.kind) {
    case ActionKind::Left: move_stage_focus(-1); break;
    case ActionKind::Right: move_stage_focus(1); break;
    case ActionKind::Up: move_stage_focus(-cols); break;
    case ActionKind::Down: move_stage_focus(cols); break;
    case ActionKind::Digit: break;
    case ActionKind::Confirm: pick_stage(focus_ + 1); break;
    case ActionKind::Scroll: {
      const StageGridLayout L = stage_layout();
      stage_scroll_ = std::clamp(stage_scroll_ + static_cast<float>(a.value) * (L.tile + L.gap) *
                                                     static_cast<float>(kWheelRowsPerNotch),
                                 0.0f, L.max_scroll());
      break;
    }
    case ActionKind::Pause:
    case ActionKind::Back: go(Screen::Title); break;
    default: break;
  }
}

}  // namespace nonet::game
