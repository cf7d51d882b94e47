// SPDX-License-Identifier: MIT
// Learn in Game (issue 28, docs/LEARN.md): the Learn list's routing, a practice started and its
// attempts recorded in the player's progress (the positions and puzzles are read on first use:
// game/read_on_first_use.hpp).
#include <algorithm>

#include "game/format.hpp"
#include "game/game.hpp"
#include "i18n/i18n.hpp"

namespace nonet::game {

using i18n::tr;

LearnLayout Game::learn_layout() const {
  return layout_learn(width_, height_, learn_suggestion().has_value());
}

void Game::open_technique_stats() {
  learn_.stats.open();
  push_screen(Screen::TechniqueStats);
}

void Game::open_learn() {
  learn_.list.open(learn_suggestion());
  push_screen(Screen::Learn);
}

void Game::learn_action(Action a) {
  learn_exit(learn_.list.action(a, learn_layout(), learn_suggestion()));
}

void Game::learn_exit(LearnExit e) {
  switch (e) {
    case LearnExit::Stay: break;
    case LearnExit::Back: go_back(Screen::Title); break;
    case LearnExit::Practise: open_lesson(learn_.list.chosen()); break;
  }
}

std::optional<Technique> Game::hint_lesson() const {
  // (Paused too: the card lies over the HUD, which keeps its look; only Play has the target.)
  if ((screen_ != Screen::Play && screen_ != Screen::Paused) || !session_ ||
      session_->outcome() != Outcome::Playing)
    return std::nullopt;
  const std::optional<HintShown>& h = session_->hint();
  if (!h || h->tier == HintPhase::Where || !h->source) return std::nullopt;
  // A hint told on its Why page offers each step's lesson there instead.
  if (h->tier == HintPhase::Apply && !h->why.empty()) return std::nullopt;
  const Hint& src = *h->source;
  if (src.kind != HintKind::Step || !src.step) return std::nullopt;
  Technique t = src.step->technique;  // the techniques are listed easiest first
  for (const Step& prep : src.preparation) t = std::max(t, prep.technique);
  if (!is_learnable(t)) return std::nullopt;
  return t;
}

const std::vector<HintWhyStep>* Game::hint_why_steps() const {
  // (Paused too, as hint_lesson: the pause card's item; only Play has the button.)
  if ((screen_ != Screen::Play && screen_ != Screen::Paused && screen_ != Screen::HintWhy) ||
      !session_ || session_->outcome() != Outcome::Playing)
    return nullptr;
  const std::optional<HintShown>& h = session_->hint();
  if (!h || h->tier != HintPhase::Apply || hint_why_page_count(h->why) == 0) return nullptr;
  return &h->why;
}

void Game::open_hint_why() {
  if (hint_why_steps() == nullptr) {
    events_.push(EventKind::Rejected);
    return;
  }
  hint_why_.open();
  push_screen(Screen::HintWhy);
}

void Game::hint_why_exit(HintWhyExit e) {
  switch (e) {
    case HintWhyExit::Stay: break;
    case HintWhyExit::Back: go_back(Screen::Play); break;
    case HintWhyExit::Learn:  // this step's lesson; Back returns to this page
      if (const std::vector<HintWhyStep>* why = hint_why_steps())
        open_lesson(hint_why_page(*why, hint_why_.page()).technique);
      break;
  }
}

std::optional<Technique> Game::lesson_offer(int n) const {
  if (!settings_.offer_lessons || n < 1 || n > kStageCount || progress_.is_cleared(n) ||
      !progress_.is_unlocked(n) || learn_.lesson_stage_answered[static_cast<std::size_t>(n)])
    return std::nullopt;
  const std::optional<StageData> stage = loader_(n).stage;
  if (!stage || !stage->uses) return std::nullopt;
  std::optional<Technique> offer;
  for (int i = static_cast<int>(Technique::Pointing); i < kTechniqueCount; ++i) {
    const auto t = static_cast<Technique>(i);
    const TechniqueProgress& p = learn_.progress.of(t);
    if ((*stage->uses)[static_cast<std::size_t>(i)] > 0 && is_learnable(t) && p.seen == 0 &&
        !p.lesson_seen && !learn_.lesson_declined[static_cast<std::size_t>(i)])
      offer = t;  // the last found is the hardest (easiest first)
  }
  return offer;
}

bool Game::offer_lesson_first(int n) {
  const std::optional<Technique> t = lesson_offer(n);
  if (!t) return false;
  Pending p;
  p.kind = Pending::Kind::LessonFirst;
  p.stage = n;
  p.technique = *t;
  ask(p);
  return true;
}

void Game::open_lesson(Technique t) {
  const PracticeLibrary* lib = practice_library();
  const int example = lib != nullptr ? lesson_example_index(*lib, t) : -1;
  // Without the library the lesson still has its words; its example and Practise are missing.
  learn_.lesson.start(t, example >= 0 ? &lib->position(t, example) : nullptr,
                      learn_.progress.of(t).lesson_seen);
  const PracticePuzzles* puzzles = practice_puzzles();
  learn_.lesson.set_has_puzzles(puzzles != nullptr && puzzles->count(t) > 0);
  push_screen(Screen::Lesson);
}

void Game::lesson_exit(LessonExit e) {
  const Technique t = learn_.lesson.technique();
  // Seen once its last step was on show (or the player went on to practise or play).
  if ((learn_.lesson.finished() || e == LessonExit::Practise || e == LessonExit::Puzzle) &&
      !learn_.progress.of(t).lesson_seen) {
    learn_.progress.of(t).lesson_seen = true;
    ++learn_.revision;
  }
  switch (e) {
    case LessonExit::Stay: break;
    case LessonExit::Back:
      if (back_screen() == Screen::Learn) learn_.list.return_to(t, learn_layout());
      go_back(Screen::Learn);
      break;
    case LessonExit::Practise: start_practice(t); break;
    case LessonExit::Puzzle: play_practice_puzzle(t); break;
    case LessonExit::PlayStage:  // offered before a stage: on to it, the offer not made again
      learn_.lesson_declined[static_cast<std::size_t>(t)] = true;
      learn_.lesson_stage_answered[static_cast<std::size_t>(learn_.lesson.then_stage())] = true;
      start_stage(learn_.lesson.then_stage());
      break;
  }
}

void Game::play_practice_puzzle(Technique t) {
  const PracticePuzzles* puzzles = practice_puzzles();
  if (puzzles == nullptr || puzzles->count(t) == 0) {
    events_.push(EventKind::Rejected);
    return;
  }
  // Each one in turn, so a player who plays them all meets them all: the turn moves on when
  // the game begins (begin_free_play), not when the player keeps the game in progress instead.
  const TechniqueProgress& p = learn_.progress.of(t);
  const int n = puzzles->count(t);
  const int index = ((p.next_puzzle % n) + n) % n;
  learn_.puzzle_asked = LearnParts::PuzzleAsked{t, puzzles->code(t, index), (index + 1) % n};
  start_free_play(puzzles->code(t, index), false);
}

void Game::start_practice(Technique t) {
  const PracticeLibrary* lib = practice_library();
  if (lib == nullptr || lib->count(t) == 0) {
    // TRANSLATORS: Learn could not open a practice: the file of practice positions that comes
    // with the game is missing or unreadable (a broken installation).
    say(tr("The practice positions could not be read: the game's files may be incomplete."));
    events_.push(EventKind::Rejected);
    return;
  }
  // A position left part-way (before a quit) is resumed where it was left when it is this
  // technique's and still replays. Otherwise it is left as Back leaves a position: what counts
  // against it (a wrong move, a hint) is recorded.
  bool resumed = false;
  if (learn_.progress.practice) {
    const PracticeInProgress old = *learn_.progress.practice;
    resumed = old.technique == t && old.index < lib->count(t) &&
              learn_.practice.resume(lib->position(t, old.index), old);
    if (!resumed) {
      record_left_attempt(old.technique, old.wrong, old.hint_tier > 0);
      learn_.progress.practice.reset();
      ++learn_.revision;
    }
  }
  if (!resumed) {
    TechniqueProgress& p = learn_.progress.of(t);
    const int index = practice_position_index(*lib, t, p.next_position);
    p.next_position = (index + 1) % lib->count(t);
    ++learn_.revision;
    learn_.practice.start(lib->position(t, index), index);
  }
  // From the lesson, the practice takes its place: Back from it returns to the list.
  if (screen_ == Screen::Lesson)
    replace_screen(Screen::Practice);
  else if (screen_ != Screen::Practice)
    push_screen(Screen::Practice);
}

void Game::record_unfinished_attempt() {
  if (!learn_.practice.active() || learn_.practice.task().solved()) return;
  record_left_attempt(learn_.practice.technique(), learn_.practice.wrong(),
                      learn_.practice.helped());
}

void Game::record_left_attempt(Technique t, bool wrong, bool helped) {
  if (!wrong && !helped) return;  // nothing tried yet: no attempt
  learn_.progress.record_attempt(t, false, helped, today_day());
  ++learn_.revision;
}

void Game::practice_exit(PracticeExit e) {
  if (!learn_.practice.active()) {  // (never opened without a position: start_practice checks)
    if (e != PracticeExit::Stay) go_back(Screen::Learn);
    return;
  }
  switch (e) {
    case PracticeExit::Stay: break;
    case PracticeExit::Back:
      record_unfinished_attempt();
      learn_.list.return_to(learn_.practice.technique(), learn_layout());
      go_back(Screen::Learn);
      break;
    case PracticeExit::Next:
      record_unfinished_attempt();
      learn_.progress.practice.reset();  // left: the next position is a new one
      start_practice(learn_.practice.technique());
      break;
    case PracticeExit::Finished: {
      const bool mastered = learn_.progress.record_attempt(learn_.practice.technique(),
                                                           learn_.practice.attempt_right(),
                                                           learn_.practice.helped(), today_day());
      ++learn_.revision;
      learn_.practice.set_mastered(mastered);
      if (mastered) events_.push(EventKind::StageUnlocked, -1, 0, 0);
      break;
    }
  }
  // The position left part-way is kept with the progress (saved like it), so that quitting
  // now loses nothing; leaving it or making the step ends it.
  std::optional<PracticeInProgress> now;
  if (screen_ == Screen::Practice) now = learn_.practice.in_progress();
  if (now != learn_.progress.practice) {
    learn_.progress.practice = std::move(now);
    ++learn_.revision;
  }
}

}  // namespace nonet::game
