// SPDX-License-Identifier: MIT
// Pointer input in Game (split from game.cpp): a press on a target routed to its screen, as
// the keyboard would send it where it can; the pointer going down, the alternate press (right
// click, long press) and the hover that moves the menu focus.
#include <cmath>
#include <optional>
#include <utility>

#include "game/game.hpp"
#include "game/screens.hpp"

namespace nonet::game {

void Game::press_target(const Target& t) {
  if (t.kind == TargetKind::ExportNotice) {  // over every screen, while the notice shows
    if (t.index == 0)
      apply(Action{ActionKind::OpenFolder, 0});
    else
      export_notice_.reset();  // a click on its words puts it away
    return;
  }
  if (t.kind == TargetKind::CodeKey) {
    press_code_key(t.index);
    return;
  }
  if (screen_ == Screen::Collections && t.kind != TargetKind::ConfirmItem) {
    collections_exit(collections_.screen.press(t, collections_.library, collections_layout()));
    return;
  }
  if (screen_ == Screen::Learn) {
    learn_exit(learn_.list.press(t, learn_layout(), learn_suggestion()));
    return;
  }
  if (screen_ == Screen::Practice) {
    practice_exit(learn_.practice.press(t, events_));
    return;
  }
  if (screen_ == Screen::Statistics && t.kind == TargetKind::MenuItem) {
    open_technique_stats();
    return;
  }
  if (screen_ == Screen::Lesson) {
    lesson_exit(learn_.lesson.press(t, events_));
    return;
  }
  if (screen_ == Screen::HintWhy) {  // its buttons press through its own focus
    if (t.kind == TargetKind::MenuItem) {
      if (const std::vector<HintWhyStep>* why = hint_why_steps())
        hint_why_exit(hint_why_.press(t.index, *why, events_));
    } else if (t.kind == TargetKind::Back) {
      apply(Action{ActionKind::Back, 0});
    }
    return;
  }
  if (t.kind == TargetKind::PaletteMark || t.kind == TargetKind::PaletteItem) {
    if (screen_ == Screen::Play && session_ && palette_.is_open()) palette_.press(t, *session_);
    forward_session_events();
    observe_motion();
    return;
  }
  if (screen_ == Screen::SumMenu && t.kind != TargetKind::ConfirmItem) {
    sum_exit(sum_.press_menu(t, clock_, events_));
    return;
  }
  if (screen_ == Screen::SumPlay) {
    sum_exit(sum_.press_play(t, clock_, settings_.reduced_motion, events_));
    return;
  }
  if (screen_ == Screen::Editor && t.kind != TargetKind::ConfirmItem) {
    editor_exit(editor_.press(t, clock_, events_));
    return;
  }
  if (screen_ == Screen::Play && settings_.digit_first && session_ &&
      session_->outcome() == Outcome::Playing) {
    // Digit first (issue 14): a keypad digit is held (again: let go), and a tapped empty cell
    // gets it through the same Digit action a key sends; a filled cell is only selected.
    if (t.kind == TargetKind::DigitKey) {
      held_digit_ = held_digit_ == t.index ? 0 : t.index;
      events_.push(EventKind::MenuMoved, -1, 0, held_digit_);
      return;
    }
    if (t.kind == TargetKind::Cell && held_digit_ != 0) {
      apply(Action{ActionKind::SelectCell, t.index});
      if (session_->digits()[t.index] == 0 && !session_->is_given(t.index))
        apply(digit_action(held_digit_));
      return;
    }
  }
  // What the keyboard would send for the same thing, through the same path as a key.
  switch (t.kind) {
    case TargetKind::Cell: apply(Action{ActionKind::SelectCell, t.index}); break;
    case TargetKind::DigitKey: apply(digit_action(t.index)); break;
    case TargetKind::ActionButton:
      apply(Action{action_button_kind(static_cast<ActionButton>(t.index)), 0});
      break;
    case TargetKind::Pause: apply(Action{ActionKind::Pause, 0}); break;
    case TargetKind::Check: apply(Action{ActionKind::Check, 0}); break;
    case TargetKind::LessonLink:
    case TargetKind::WhyLink: apply(Action{ActionKind::Learn, 0}); break;
    case TargetKind::MenuItem:
    case TargetKind::SettingsRow:
      focus_ = t.index;
      apply(Action{ActionKind::Confirm, 0});
      break;
    case TargetKind::StageTile:
      focus_ = t.index - 1;
      apply(Action{ActionKind::Confirm, 0});
      break;
    case TargetKind::ConfirmItem:
      confirm_focus_ = t.index;
      apply(Action{ActionKind::Confirm, 0});
      break;
    case TargetKind::Back: apply(Action{ActionKind::Back, 0}); break;
    case TargetKind::Print: apply(Action{ActionKind::Print, 0}); break;
    case TargetKind::ExportNotice: break;  // pressed above, on every screen
    case TargetKind::CodeKey: break;       // pressed above, on every screen
    case TargetKind::RecentBoard: break;   // the editor's, pressed above
    case TargetKind::PaletteMark:
    case TargetKind::PaletteItem: break;  // the palette's, pressed above
    case TargetKind::CollectionRow:
    case TargetKind::CollectionOpen:
    case TargetKind::CollectionSwitch:
    case TargetKind::CollectionRemove: break;  // the Collections screen's, pressed above
    case TargetKind::LearnRow:
    case TargetKind::LearnSuggestion: break;  // the Learn screen's, pressed above
  }
}

void Game::pointer_down(float x, float y) {
  const std::optional<Target> t = target_at(targets(*this), x, y);
  if (screen_ == Screen::Play && session_->outcome() != Outcome::Playing &&
      !(t && t->kind == TargetKind::Pause)) {
    apply(Action{ActionKind::Confirm, 0});  // skip the pause between a stage's end and its result
    return;
  }
  if (screen_ == Screen::SumPlay && sum_.over() &&
      !sum_.end_card_shown(clock_, settings_.reduced_motion)) {
    apply(Action{ActionKind::Confirm, 0});  // skip the pause between a board's end and its card
    return;
  }
  if (t) {
    press_target(*t);
  } else if (confirming() && !confirm_layout().panel.contains(x, y)) {
    apply(Action{ActionKind::Back, 0});  // a tap beside the confirm dialog cancels it
  } else if (screen_ == Screen::Play && palette_.is_open()) {
    // A click beside the palette puts it away, and does what it would have done without it
    // (another cell is selected, a button pressed).
    palette_.close();
    if (const std::optional<Target> under = target_at(targets(*this), x, y)) press_target(*under);
  }
}

bool Game::pointer_alt(float x, float y) {
  if (screen_ != Screen::Play || !session_ || session_->outcome() != Outcome::Playing ||
      code_entry_ || export_notice_)
    return false;
  palette_.close();  // a right click elsewhere on the board moves the palette there
  const std::optional<Target> t = target_at(targets(*this), x, y);
  if (!t || t->kind != TargetKind::Cell) return false;
  apply(Action{ActionKind::SelectCell, t->index});
  apply(Action{ActionKind::Palette, 0});
  return palette_.is_open();
}

void Game::pointer_move(float x, float y) {
  hover_ = target_at(targets(*this), x, y);
  if (hover_focus_held_) {
    // After an automatic pause the card opens under a pointer nobody is moving (or one that
    // comes back into the window): Resume keeps the focus until the pointer really moves.
    if (!held_at_) held_at_ = std::pair{x, y};
    if (std::hypot(x - held_at_->first, y - held_at_->second) < kHoverWakePixels) return;
    hover_focus_held_ = false;
  }
  // Sum Tiles and the editor: hover lights targets, focus stays.
  if (!hover_ || (sum_screen() && !confirming()) ||
      (screen_ == Screen::Editor && !custom_pending()))
    return;
  int* focus = &focus_;
  int item = hover_->index;
  switch (hover_->kind) {
    case TargetKind::MenuItem:
    case TargetKind::SettingsRow: break;
    case TargetKind::StageTile: item = hover_->index - 1; break;
    case TargetKind::ConfirmItem: focus = &confirm_focus_; break;
    case TargetKind::PaletteItem: palette_.hover(*hover_); return;
    default: return;  // board, keys and buttons only light up
  }
  if (item != *focus) {
    *focus = item;
    events_.push(EventKind::MenuMoved, -1, 0, item);
  }
}

}  // namespace nonet::game
