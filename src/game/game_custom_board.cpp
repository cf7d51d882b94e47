// SPDX-License-Identifier: MIT
// Custom boards in Game (docs/FREE_PLAY.md "Custom boards"): the editor screen's routing, its
// two questions, and starting a session on the board the player entered.
#include "game/game.hpp"

namespace nonet::game {

void Game::open_editor() {
  go(Screen::Editor);
  editor_.open();
}

void Game::editor_action(Action a) {
  if (custom_pending()) {
    confirm_action(a);
    return;
  }
  editor_exit(editor_.action(a, clock_, events_));
}

void Game::editor_exit(EditorExit e) {
  switch (e) {
    case EditorExit::Stay: break;
    case EditorExit::Back:
      go(Screen::FreePlay);
      focus_ = static_cast<int>(FreePlayRow::Custom);  // back on the row that opened it
      break;
    case EditorExit::Play: ask_or_start_custom(); break;
    case EditorExit::Paste: platform_.paste = true; break;  // the platform answers paste_text
    case EditorExit::Copy: copy_board(); break;
    case EditorExit::Files: push_screen(Screen::Collections); break;
  }
}

void Game::copy_board() {
  if (screen_ == Screen::Editor) platform_.copy = editor_.copy_text();
}

void Game::ask_or_start_custom() {
  const BoardJudgement& j = editor_.judgement();
  if (!j.playable()) {
    events_.push(EventKind::Rejected);
    return;
  }
  const bool accepted = custom_question() == CustomQuestion::SeveralSolutions;  // being answered
  pending_.reset();
  if (!j.unique() && !accepted)
    ask(Pending{Pending::Kind::CustomSeveral});  // accepted first: nothing will be judged
  else if (free_play_in_progress() != nullptr)
    ask(Pending{Pending::Kind::CustomInProgress});  // one free-play game at a time: it would end
  else
    start_custom();
}

void Game::custom_confirm(int item) {
  if (item == 0) {  // back to the editor, nothing changed
    pending_.reset();
    return;
  }
  if (custom_question() == CustomQuestion::SeveralSolutions) {
    ask_or_start_custom();  // accepted: still asks when a free-play game would end
    return;
  }
  pending_.reset();
  start_custom();
}

void Game::start_custom() {
  editor_.remember(editor_.board());
  start_board(editor_.board(), editor_.judgement(), editor_.enter_ticks(clock_));
}

void Game::start_board(const Grid& board, const BoardJudgement& j, Tick enter_ticks) {
  StageData data;
  data.number = 0;
  data.puzzle = board;
  data.solution = j.solution;
  data.code = kCustomCode;
  data.custom = true;
  data.enter_ticks = enter_ticks;
  if (j.unique()) {  // the player's free-play rules
    data.level = j.rating.level;
    data.score = j.rating.technique_score;
    data.uses = j.rating.uses;
    free_play_rules_.apply(data);
  } else {                      // several solutions, accepted: no hints, no checking, no mistakes
    data.level = std::nullopt;  // unrated
    data.mistakes_allowed = 0;
    data.open_solutions = true;
  }
  open_free_session(std::move(data));
}

}  // namespace nonet::game
