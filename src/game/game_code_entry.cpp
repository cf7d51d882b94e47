// SPDX-License-Identifier: MIT
// Game's part of typing a code (game/code_entry.hpp): opening the dialog on the free-play
// screen or the Sum Tiles menu, routing Actions, pad keys, typed and pasted text to it, and
// starting the code's puzzle or board through the same calls as the screens' own buttons
// (start_free_play asks first when a game is open; start_sum_board opens the board).
#include <cassert>

#include "core/free_play.hpp"
#include "game/game.hpp"
#include "i18n/i18n.hpp"

namespace nonet::game {

using i18n::tr;

void Game::open_code_entry() {
  if (screen_ == Screen::FreePlay && !free_play_pending()) {
    code_entry_.emplace(CodeKind::FreePlay);
  } else if (screen_ == Screen::SumMenu && !confirming()) {
    code_entry_.emplace(CodeKind::SumBoard);
  } else {
    return;
  }
  hover_.reset();
  events_.push(EventKind::MenuConfirmed, -1, 0, 0);
}

void Game::type_text(std::string_view text) {
  if (!code_entry_) return;
  if (!code_entry_->type(text)) events_.push(EventKind::Rejected);
  code_entry_->set_focus_key(kCodeKeyOk);  // Return now starts the code
}

void Game::paste_text(std::string_view text) {
  if (!code_entry_ && screen_ == Screen::Editor && !custom_pending()) {
    editor_.paste(text, clock_);  // the custom-board editor reads a board
    return;
  }
  if (!code_entry_) return;
  if (!code_entry_->paste(text)) events_.push(EventKind::Rejected);
  code_entry_->set_focus_key(kCodeKeyOk);
}

bool Game::code_entry_takes(Action a) {
  if (!code_entry_) {
    // H (pad Y) opens the dialog where there is one to open; nothing else is taken.
    const bool can_open = (screen_ == Screen::FreePlay && !free_play_pending() && !making_.job) ||
                          (screen_ == Screen::SumMenu && !confirming());
    if (a.kind != ActionKind::Hint || !can_open) return false;
    open_code_entry();
    return true;
  }
  CodeEntry& e = *code_entry_;
  const int columns = e.layout(width_, height_).columns;
  const int before = e.focus();
  switch (a.kind) {
    case ActionKind::Up: e.move_focus(0, -1, columns); break;
    case ActionKind::Down: e.move_focus(0, 1, columns); break;
    case ActionKind::Left: e.move_focus(-1, 0, columns); break;
    case ActionKind::Right: e.move_focus(1, 0, columns); break;
    case ActionKind::Confirm: press_code_key(e.focused_key()); return true;
    case ActionKind::Digit:  // keypad digits reach here only without text events
      type_text(std::string(1, static_cast<char>('0' + a.value)));
      return true;
    case ActionKind::Erase: press_code_key(kCodeKeyDelete); return true;
    case ActionKind::Pause: submit_code(); return true;  // pad Start
    case ActionKind::Back: press_code_key(kCodeKeyCancel); return true;
    default: return true;  // the dialog is modal: nothing else acts behind it
  }
  if (e.focus() != before) events_.push(EventKind::MenuMoved, -1, 0, e.focus());
  return true;
}

void Game::press_code_key(int id) {
  if (id == kCodeKeyOpen) {
    open_code_entry();
    return;
  }
  if (!code_entry_) return;
  CodeEntry& e = *code_entry_;
  switch (id) {
    case kCodeKeyDelete:
      e.backspace();
      e.set_focus_key(kCodeKeyDelete);
      events_.push(EventKind::MenuConfirmed, -1, 0, e.focus());
      break;
    case kCodeKeyPaste:
      // The game has no clipboard of its own: the platform answers with paste_text().
      platform_.paste = true;
      e.set_focus_key(kCodeKeyPaste);
      break;
    case kCodeKeyCancel:
      code_entry_.reset();
      events_.push(EventKind::MenuConfirmed, -1, 0, 0);
      break;
    case kCodeKeyOk: submit_code(); break;
    default:
      if (is_code_char_key(id)) {
        if (e.type(std::string(1, static_cast<char>(id))))
          events_.push(EventKind::MenuConfirmed, -1, 0, e.focus());
        else
          events_.push(EventKind::Rejected);
        e.set_focus_key(id);  // the pad keeps its place for the next character
      }
      break;
  }
}

void Game::submit_code() {
  assert(code_entry_);
  const std::optional<CodeSubmit> code = code_entry_->submit();
  if (!code) {
    events_.push(EventKind::Rejected);
    return;
  }
  events_.push(EventKind::MenuConfirmed, -1, 0, 0);
  if (code->game) {
    code_entry_.reset();
    // Today's daily code counts as the daily puzzle however it was reached.
    start_free_play(*code->game, *code->game == daily_code(today_));
  } else if (code->board) {
    const sumtiles::BoardCode board = *code->board;
    const sumtiles::Board* open = sum_.resumable() ? sum_.board() : nullptr;
    if (open != nullptr && open->code() != board) {
      // Another board is open: opening this one drops it, so ask first (as free play does).
      code_entry_.reset();
      Pending p{Pending::Kind::SumBoard};
      p.board = board;
      ask(p);
      return;
    }
    if (open != nullptr) {  // its own code: the open board, as it was
      code_entry_.reset();
      go(Screen::SumPlay);
      return;
    }
    // TRANSLATORS: in the code dialog, under a typed Sum Tiles board code that is not valid
    if (!start_sum_board(board)) code_entry_->say(tr("This board cannot be opened."));
  }
}

}  // namespace nonet::game
