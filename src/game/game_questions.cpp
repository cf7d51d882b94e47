// SPDX-License-Identifier: MIT
// The confirm dialog in Game (docs/ARCHITECTURE.md "Questions and the layout contract"): one
// Pending value asked, moved between its two answers or cancelled, and each answer done.
// open_question() (wording.cpp) words it and one view draws it.
#include "game/game.hpp"

namespace nonet::game {

void Game::ask(Pending p) {
  pending_ = p;
  confirm_focus_ = 0;  // the safe choice first
  events_.push(EventKind::MenuMoved, -1, 0, confirm_focus_);
}

void Game::confirm_choose(int item) {
  events_.push(EventKind::MenuConfirmed, -1, 0, item);
  if (!pending_) return;
  const Pending p = *pending_;
  switch (p.kind) {
    case Pending::Kind::CustomSeveral:
    case Pending::Kind::CustomInProgress: custom_confirm(item); return;
    case Pending::Kind::RemoveCollection:
      pending_.reset();
      if (item == 1) remove_collection(p.collection);
      return;
    case Pending::Kind::Collection:  // the list stays unless the puzzle starts
      pending_.reset();
      if (item == 1) play_collection_puzzle(p.collection, p.puzzle);
      return;
    case Pending::Kind::SumBoard:  // the menu stays unless the new board opens
      pending_.reset();
      if (item == 1 && !start_sum_board(p.board)) events_.push(EventKind::Rejected);
      return;
    case Pending::Kind::PrintAll:  // the card stays, its focus on Print all
      pending_.reset();
      if (item == 1) platform_.export_files = ExportRequest{ExportKind::AllStagesBook, 0, {}, {}};
      return;
    case Pending::Kind::Reveal:
      pending_.reset();
      if (item == 1 && session_) {
        go(Screen::Play);  // the board shows its solution, then the result card follows
        session_->show_solution();
      } else {
        focus_ = 4;  // back on the card, on Show solution
      }
      return;
    case Pending::Kind::Restart:
      pending_.reset();
      if (item == 1)
        restart_stage();
      else
        focus_ = static_cast<int>(PauseItem::Restart);  // back on the card, where it was
      return;
    case Pending::Kind::StartCode: {
      pending_.reset();
      const Session* kept = free_play_in_progress();
      if (item != 0)
        begin_free_play(p.code, p.daily);
      else if (kept != nullptr && kept != session())
        unpark();  // keep playing the free-play game that was kept aside
      else
        go(Screen::Play);
      return;
    }
    case Pending::Kind::LessonFirst:  // the lesson, or the stage at once (and not asked again)
      pending_.reset();
      learn_.lesson_stage_answered[static_cast<std::size_t>(p.stage)] = true;
      if (item == 0) {
        open_lesson(p.technique);
        learn_.lesson.set_then_stage(p.stage);
      } else {
        learn_.lesson_declined[static_cast<std::size_t>(p.technique)] = true;
        start_stage(p.stage);
      }
      return;
    case Pending::Kind::StartStage: {
      pending_.reset();
      const Session* open_stage = stage_in_progress();
      if (item != 0) {
        if (!offer_lesson_first(p.stage)) start_stage(p.stage);
      } else if (open_stage != nullptr && open_stage != session())
        unpark();  // keep playing the stage that was kept aside
      else
        go(Screen::Play);
      return;
    }
  }
}

void Game::confirm_action(Action a) {
  switch (a.kind) {
    case ActionKind::Up:
    case ActionKind::Left:
    case ActionKind::Down:
    case ActionKind::Right:
      confirm_focus_ = 1 - confirm_focus_;
      events_.push(EventKind::MenuMoved, -1, 0, confirm_focus_);
      break;
    case ActionKind::Confirm: confirm_choose(confirm_focus_); break;
    case ActionKind::Pause:
    case ActionKind::Back:  // cancel: back to the grid, or to the pause card
      if (pending_restart()) focus_ = static_cast<int>(PauseItem::Restart);
      if (pending_reveal()) focus_ = 4;
      pending_.reset();
      break;
    default: break;
  }
}

}  // namespace nonet::game
