// SPDX-License-Identifier: MIT
// Free play on the Game: fresh and daily codes, the worker-thread generator's result, the
// player's rules, the kept game (docs/FREE_PLAY.md). Split from game.cpp, which keeps screen
// transitions and the routing of input.
#include <algorithm>
#include <cassert>
#include <cmath>
#include <iterator>

#include "core/rng.hpp"
#include "game/format.hpp"
#include "game/free_play_rules.hpp"
#include "game/game.hpp"
#include "i18n/i18n.hpp"

namespace nonet::game {

using i18n::tr;

// ---- Free play ------------------------------------------------------------------------------

GameCode Game::fresh_code(Level level) {
  std::uint64_t h = entropy_ ^ (static_cast<std::uint64_t>(clock_) << 20) ^ ++codes_made_;
  return GameCode{level, splitmix64(h) % kGameCodeSeedLimit};
}

void Game::free_play_action(Action a) {
  if (free_play_pending()) {  // the "a game is open" dialog
    confirm_action(a);
    return;
  }
  switch (a.kind) {
    case ActionKind::Left:
      if (static_cast<FreePlayRow>(focus_) == FreePlayRow::Mistakes ||
          static_cast<FreePlayRow>(focus_) == FreePlayRow::Checking) {
        free_play_choose(focus_);  // the three choices cycle either way round
        break;
      }
      [[fallthrough]];
    case ActionKind::Up:
      focus_ = (focus_ + kFreePlayRowCount - 1) % kFreePlayRowCount;
      events_.push(EventKind::MenuMoved, -1, 0, focus_);
      break;
    case ActionKind::Right:
      if (static_cast<FreePlayRow>(focus_) == FreePlayRow::Mistakes ||
          static_cast<FreePlayRow>(focus_) == FreePlayRow::Checking) {
        free_play_choose(focus_);
        break;
      }
      [[fallthrough]];
    case ActionKind::Down:
      focus_ = (focus_ + 1) % kFreePlayRowCount;
      events_.push(EventKind::MenuMoved, -1, 0, focus_);
      break;
    case ActionKind::Scroll:
      if (a.value != 0)
        free_play_action(Action{a.value > 0 ? ActionKind::Down : ActionKind::Up, 0});
      break;
    case ActionKind::Confirm:
      events_.push(EventKind::MenuConfirmed, -1, 0, focus_);
      free_play_choose(focus_);
      break;
    case ActionKind::Pause:
    case ActionKind::Back:
      making_.job.reset();  // stops a search under way
      go(Screen::Title);
      break;
    default: break;
  }
}

void Game::free_play_choose(int row) {
  const auto r = static_cast<FreePlayRow>(row);
  if (r == FreePlayRow::Checking) {
    free_play_rules_.check_at_end = !free_play_rules_.check_at_end;
    return;
  }
  if (r == FreePlayRow::Custom) {
    open_editor();
    return;
  }
  if (r == FreePlayRow::Continue) {
    const Session* f = free_play_in_progress();
    if (f == nullptr)
      events_.push(EventKind::Rejected);
    else if (f == session())
      go(Screen::Play);
    else
      unpark();
    return;
  }
  if (r == FreePlayRow::Mistakes) {
    const int n = static_cast<int>(std::size(kFreePlayMistakeChoices));
    int at = 0;
    while (at < n && kFreePlayMistakeChoices[at] != free_play_rules_.mistakes) ++at;
    free_play_rules_.mistakes = kFreePlayMistakeChoices[(at + 1) % n];
    return;
  }
  if (r == FreePlayRow::Daily) {
    start_free_play(daily_code(today_), true);
    return;
  }
  start_free_play(fresh_code(static_cast<Level>(row)), false);
}

void Game::start_free_play(const GameCode& code, bool daily) {
  // Ask first while a game is open, and while a free-play game is kept (one at a time).
  if ((session_ && session_->outcome() == Outcome::Playing) || free_play_in_progress()) {
    if (screen_ != Screen::FreePlay) go(Screen::FreePlay);
    Pending p{Pending::Kind::StartCode};
    p.code = code;
    p.daily = daily;
    ask(p);
    return;
  }
  begin_free_play(code, daily);
}

void Game::begin_free_play(const GameCode& code, bool daily) {
  // A practice puzzle begins: its technique's turn moves on (Game::play_practice_puzzle).
  if (learn_.puzzle_asked && learn_.puzzle_asked->code == code && !daily) {
    learn_.progress.of(learn_.puzzle_asked->technique).next_puzzle = learn_.puzzle_asked->next;
    ++learn_.revision;
  }
  learn_.puzzle_asked.reset();
  making_.job = std::make_shared<FreePlayJob>(code);
  making_.daily = daily;
  making_.since = clock_;
}

void Game::finish_free_play_job() {
  if (!making_.job) return;
  making_.job->wait();
  poll_free_play_job();
}

void Game::poll_free_play_job() {
  if (!making_.job || !making_.job->done()) return;
  const std::shared_ptr<FreePlayJob> job = std::move(making_.job);
  making_.job.reset();
  std::optional<FreePlayPuzzle> made = job->take();
  if (!made) return;  // stopped
  StageData data;
  data.number = 0;
  data.puzzle = made->puzzle;
  data.solution = made->solution;
  data.level = made->rating.level;
  data.score = made->rating.technique_score;
  data.uses = made->rating.uses;
  data.code = format_game_code(made->code);
  data.daily = making_.daily;
  free_play_rules_.apply(data);
  open_free_session(std::move(data));
}

void Game::open_free_session(StageData data) {
  park_for(true);
  stage_data_ = std::move(data);
  ++session_epoch_;
  session_.emplace(*stage_data_);
  number_new_game();
  result_recorded_ = false;
  observe_motion(true);
  go(Screen::Play);
}

// ---- Free-play rules, the kept game (docs/FREE_PLAY.md) ------------------------------------

PauseItem Game::pause_item(int index) const {
  // While a hint names a technique, its lesson is the card's last item (the pad's way to it).
  if (hint_lesson() && index == pause_item_count() - 1) return PauseItem::Learn;
  // Its Why page likewise (at that tier the hint offers no Learn: hint_lesson yields).
  if (hint_why_steps() != nullptr && index == pause_item_count() - 1) return PauseItem::Why;
  const bool free = stage_data_ && stage_data_->free_play();
  if (free && index == static_cast<int>(PauseItem::PrintAll)) return PauseItem::ShowSolution;
  if (free && index == kPauseItemCount) return PauseItem::Check;
  return static_cast<PauseItem>(index);
}

int Game::pause_item_count() const {
  const int base = stage_data_ && stage_data_->check_at_end ? kPauseItemCount + 1 : kPauseItemCount;
  return hint_lesson() || hint_why_steps() != nullptr ? base + 1 : base;
}

void Game::copy_game_code() {
  if (result_.code.empty() || result_.custom) {  // a stage or a typed-in board: no code
    events_.push(EventKind::Rejected);
    return;
  }
  platform_.copy = result_.code;
  // TRANSLATORS: a notice after Copy code on a free-play result card: {0} the game code.
  say(format(tr("Code {0} copied: paste it to a friend."), {result_.code}));
}

void Game::check_board() {
  if (!session_) return;
  const CheckReport r = session_->check();
  if (r.applied && session_->outcome() == Outcome::Playing) say(check_sentence(r));
}

const Session* Game::free_play_in_progress() const {
  if (session_ && session_->outcome() == Outcome::Playing && session_->stage().free_play())
    return &*session_;
  if (parked_ && parked_->stage.free_play()) return &parked_->session;
  return nullptr;
}

const Session* Game::stage_in_progress() const {
  if (session_ && session_->outcome() == Outcome::Playing && !session_->stage().free_play())
    return &*session_;
  if (parked_ && !parked_->stage.free_play()) return &parked_->session;
  return nullptr;
}

void Game::park_for(bool free_play) {
  // A kept game of the new one's kind is replaced (the player was asked first); the open game
  // of the other kind, if in progress, is kept aside (one of each kind at most).
  if (parked_ && parked_->stage.free_play() == free_play) parked_.reset();
  if (session_ && stage_data_ && session_->outcome() == Outcome::Playing &&
      stage_data_->free_play() != free_play) {
    session_->set_paused(true);
    parked_.emplace(Parked{*stage_data_, std::move(*session_)});
    session_.reset();
    stage_data_.reset();
  }
}

void Game::unpark() {
  if (!parked_) return;
  Parked p = std::move(*parked_);
  parked_.reset();
  park_for(p.stage.free_play());
  stage_data_ = std::move(p.stage);
  ++session_epoch_;
  session_.emplace(std::move(p.session));
  result_recorded_ = false;
  observe_motion(true);
  go(Screen::Play);
}

void Game::resume_free_play(const StageData& stage, Session session) {
  session.set_paused(true);
  if (session_ && stage_data_ && stage_data_->free_play()) {
    resume_session(stage, std::move(session));  // the open one is free play: replace it
    return;
  }
  number_resumed_game(session);
  parked_.emplace(Parked{stage, std::move(session)});
}

}  // namespace nonet::game
