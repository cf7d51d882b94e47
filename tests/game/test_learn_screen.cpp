// SPDX-License-Identifier: MIT
// Learn's screens in a real Game (issue 28): the list and its suggestion, a practice made by
// keys, by the pad's way (focus and Confirm) and by pointer, wrong moves answered and counted,
// hints counted as help, mastery after five right of six, and Back to the list.
#include <doctest/doctest.h>

#include <algorithm>

#include "core/engine.hpp"
#include "game/lesson_text.hpp"
#include "game/technique_label.hpp"
#include "game/wording.hpp"
#include "game_driver.hpp"
#include "screen_cases.hpp"

using namespace nonet;
using namespace nonet::game;
using namespace nonet::game::testing;

namespace {

Game learn_fresh() {
  Game g(screens::loader);
  g.set_viewport(1280, 800);
  g.set_today(CivilDate{2026, 12, 5});
  g.set_practice_source(screens::practice_text);
  while (g.focus() != static_cast<int>(TitleItem::Learn)) press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::Learn);
  return g;
}

/// The library index of the k-th practice (0-based) of `t` from a fresh start.
int nth(const Game& g, Technique t, int k) {
  int next = 0, index = -1;
  for (int i = 0; i <= k; ++i) {
    index = practice_position_index(*g.practice_library(), t, next);
    next = (index + 1) % g.practice_library()->count(t);
  }
  return index;
}

/// Makes the step of the position on show by keys: the selection walked there with the arrows,
/// then the digit (each elimination, or the placement).
void make_step_by_keys(Game& g) {
  const PracticeTask& task = g.practice().task();
  std::vector<std::pair<int, int>> moves;
  for (const Placement& p : task.step().placements) moves.emplace_back(p.cell, p.digit);
  if (moves.empty())
    for (const CellDigit& e : task.step().eliminations) moves.emplace_back(e.cell, e.digit);
  if (task.places()) moves.resize(1);
  for (const auto& [cell, digit] : moves) {
    while (row_of(g.practice().selected()) < row_of(cell)) press(g, ActionKind::Down);
    while (row_of(g.practice().selected()) > row_of(cell)) press(g, ActionKind::Up);
    while (col_of(g.practice().selected()) < col_of(cell)) press(g, ActionKind::Right);
    while (col_of(g.practice().selected()) > col_of(cell)) press(g, ActionKind::Left);
    press(g, ActionKind::Digit, digit);
  }
}

// A new game (the last one quit) from the saved Learn progress `learn`, on t's practice: its
// lesson opened and Practise pressed.
Game practise_after_restart(const LearnProgress& learn, Technique t) {
  Game g = screens::title(1280, 800);
  g.set_today(CivilDate{2026, 12, 5});
  g.set_practice_source(screens::practice_text);
  g.restore_learn(learn);
  g.open_lesson(t);
  screens::press_target(g, TargetKind::MenuItem, static_cast<int>(LessonItem::Practise));
  REQUIRE(g.screen() == Screen::Practice);
  return g;
}

}  // namespace

TEST_CASE("the Learn list: the suggestion first, headings skipped, Back to the title") {
  Game g = learn_fresh();
  REQUIRE(g.learn_suggestion().has_value());
  CHECK(*g.learn_suggestion() == Technique::FullHouse);
  CHECK(g.learn_screen().focus() == LearnScreen::kOnSuggestion);
  press(g, ActionKind::Down);
  CHECK(g.learn_screen().focus() == 1);  // entry 0 is the Easy heading
  CHECK_FALSE(learn_entries()[1].heading);
  // Down through the singles, over the Medium heading, to Pointing.
  for (int i = 0; i < 4; ++i) press(g, ActionKind::Down);
  CHECK(learn_entries()[static_cast<std::size_t>(g.learn_screen().focus())].technique ==
        Technique::Pointing);
  for (int i = 0; i < 5; ++i) press(g, ActionKind::Up);
  CHECK(g.learn_screen().focus() == LearnScreen::kOnSuggestion);
  // Every technique Learn teaches is listed once, easiest first: all the engine uses up to the
  // dynamic forcing chain (deep forcing is not taught).
  int last = -1, listed = 0;
  for (const LearnEntry& e : learn_entries()) {
    if (e.heading) continue;
    CHECK(static_cast<int>(e.technique) > last);
    last = static_cast<int>(e.technique);
    ++listed;
  }
  CHECK(listed == static_cast<int>(Technique::DynamicForcingChain) + 1);
  press(g, ActionKind::Back);
  CHECK(g.screen() == Screen::Title);
}

TEST_CASE("practice by keys: five right of six master a technique, and Back returns to its row") {
  Game g = learn_fresh();
  press(g, ActionKind::Confirm);  // the suggestion: Full house, its lesson first
  REQUIRE(g.screen() == Screen::Lesson);
  press(g, ActionKind::Down);  // from Next to Practise
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::Practice);
  CHECK(g.practice().technique() == Technique::FullHouse);
  CHECK_FALSE(g.practice().notes_mode());  // a placing step: digits place
  for (int attempt = 0; attempt < 5; ++attempt) {
    CAPTURE(attempt);
    CHECK(g.practice().index() == nth(g, Technique::FullHouse, attempt));  // in turn
    make_step_by_keys(g);
    REQUIRE(g.practice().task().solved());
    CHECK(g.practice().attempt_right());
    CHECK(g.practice().mastered() == (attempt == 4));
    CHECK(g.learn().state(Technique::FullHouse, g.today_day()) ==
          (attempt == 4 ? LearnState::Mastered : LearnState::Practising));
    // Next position (the button, by the pad's way: focus on it, Confirm).
    g.apply(Action{ActionKind::SelectCell, 8});
    while (g.practice().focus() < kPracticeItem) press(g, ActionKind::Right);
    while (g.practice().focus() != kPracticeItem + static_cast<int>(PracticeItem::Next))
      press(g, ActionKind::Down);
    press(g, ActionKind::Confirm);
  }
  CHECK(g.learn().of(Technique::FullHouse).attempts == 5);
  CHECK(g.learn().of(Technique::FullHouse).right == 5);
  // The sixth is on show.
  CHECK(g.learn().of(Technique::FullHouse).next_position == nth(g, Technique::FullHouse, 5) + 1);
  // Mastered: the suggestion moves on; Back leaves the practice for the list, on its row.
  CHECK(*g.learn_suggestion() == Technique::HiddenSingleBox);
  press(g, ActionKind::Back);
  CHECK(g.screen() == Screen::Learn);
  CHECK(g.learn_screen().focus() == learn_entry_of(Technique::FullHouse));
  // The next day, its first review is due.
  g.set_today(CivilDate{2026, 12, 6});
  CHECK(g.learn().state(Technique::FullHouse, g.today_day()) == LearnState::Due);
  CHECK(*g.learn_suggestion() == Technique::FullHouse);
}

TEST_CASE("a wrong removal is answered and changes nothing; the attempt is not right") {
  Game g = screens::practice(1280, 800, Technique::XWing);
  REQUIRE(g.practice().notes_mode());  // an eliminating step: digits remove candidates
  const PracticeTask& task = g.practice().task();
  const Candidates before = task.board();
  // A pattern candidate.
  const CellDigit pc = task.step().pattern_candidates.front();
  g.apply(Action{ActionKind::SelectCell, pc.cell});
  press(g, ActionKind::Digit, pc.digit);
  REQUIRE(g.practice().reply().has_value());
  CHECK(g.practice().reply()->outcome == PracticeOutcome::PatternCandidate);
  CHECK(practice_reply_text(*g.practice().reply()).find("part of the pattern") !=
        std::string::npos);
  CHECK(task.board().mask == before.mask);
  CHECK(g.practice().wrong());
  // Typing on a filled cell, or a candidate that is not there: nothing, said so.
  for (int c = 0; c < kCells; ++c) {
    if (task.board().grid[c] == 0) continue;
    g.apply(Action{ActionKind::SelectCell, c});
    press(g, ActionKind::Digit, 1);
    CHECK(g.practice().reply()->outcome == PracticeOutcome::NoChange);
    CHECK(practice_reply_text(*g.practice().reply()) == "That cell is already filled.");
    break;
  }
  make_step_by_keys(g);
  REQUIRE(g.practice().task().solved());
  CHECK_FALSE(g.practice().attempt_right());
  CHECK(g.learn().of(Technique::XWing).attempts == 2);  // the list's sample had one already
  CHECK(g.learn().of(Technique::XWing).right == 1);
  CHECK(practice_step_text(g.practice()).find("X-Wing") != std::string::npos);
}

TEST_CASE("a position left part-way is kept with the progress, and resumed after a restart") {
  Game g = screens::practice(1280, 800, Technique::XWing);
  // A position whose step removes at least two candidates, so one can be made and one left.
  for (int i = 0; i < 50 && g.practice().task().step().eliminations.size() < 2; ++i)
    screens::press_target(g, TargetKind::MenuItem, static_cast<int>(PracticeItem::Next));
  const PracticeTask& task = g.practice().task();
  REQUIRE(task.step().eliminations.size() >= 2);
  const int index = g.practice().index();
  const int attempts = g.learn().of(Technique::XWing).attempts;
  CHECK_FALSE(g.learn().practice.has_value());  // nothing done yet: nothing to keep
  const CellDigit first = task.step().eliminations.front();
  g.apply(Action{ActionKind::SelectCell, first.cell});
  press(g, ActionKind::Digit, first.digit);
  REQUIRE(g.learn().practice.has_value());
  const CellDigit pc = task.step().pattern_candidates.front();
  g.apply(Action{ActionKind::SelectCell, pc.cell});
  press(g, ActionKind::Digit, pc.digit);  // a wrong move
  press(g, ActionKind::Hint);
  REQUIRE(g.learn().practice.has_value());
  const PracticeInProgress kept = *g.learn().practice;
  CHECK(kept.technique == Technique::XWing);
  CHECK(kept.index == index);
  CHECK(kept.removed == std::vector<CellDigit>{first});
  CHECK(kept.wrong);
  CHECK(kept.hint_tier == 1);
  CHECK(kept.notes);

  // The game quits here; the next one starts from the saved progress. X-Wing's next practice
  // is that position, as it was left: its removal made, its miss and its hint still counted.
  Game again = practise_after_restart(g.learn(), Technique::XWing);
  CHECK(again.practice().index() == index);
  CHECK(again.practice().task().removed() == 1);
  CHECK(again.practice().wrong());
  CHECK(again.practice().hint_tier() == 1);
  CHECK(again.learn().of(Technique::XWing).attempts == attempts);  // not counted twice
  // Kept as it was through the next inputs (a cursor move saves the state again).
  press(again, ActionKind::Down);
  REQUIRE(again.learn().practice.has_value());
  CHECK(*again.learn().practice == kept);
  make_step_by_keys(again);  // the first removal again is no change; the rest finish it
  REQUIRE(again.practice().task().solved());
  CHECK_FALSE(again.learn().practice.has_value());
  CHECK(again.learn().of(Technique::XWing).attempts == attempts + 1);
  CHECK(again.learn().of(Technique::XWing).right == g.learn().of(Technique::XWing).right);

  // Another technique's practice started instead leaves the kept one: its miss is recorded.
  Game other = practise_after_restart(g.learn(), Technique::Skyscraper);
  CHECK(other.practice().technique() == Technique::Skyscraper);
  CHECK_FALSE(other.learn().practice.has_value());
  CHECK(other.learn().of(Technique::XWing).attempts == attempts + 1);
  CHECK(other.learn().of(Technique::XWing).helped == g.learn().of(Technique::XWing).helped + 1);
}

TEST_CASE("a hint is help: where to look, then the pattern; leaving after it counts") {
  Game g = screens::practice(1280, 800, Technique::Skyscraper);
  CHECK(practice_hint_text(g.practice()).empty());
  press(g, ActionKind::Hint);
  CHECK(g.practice().hint_tier() == 1);
  CHECK_FALSE(practice_hint_text(g.practice()).empty());
  press(g, ActionKind::Hint);
  CHECK(g.practice().hint_tier() == 2);
  CHECK(practice_hint_text(g.practice()).find("Skyscraper") != std::string::npos);
  press(g, ActionKind::Hint);  // nothing more to show
  CHECK(g.practice().hint_tier() == 2);
  const int before = g.learn().of(Technique::Skyscraper).attempts;
  // Skipping to the next position after a hint records the attempt as not right.
  screens::press_target(g, TargetKind::MenuItem, static_cast<int>(PracticeItem::Next));
  CHECK(g.learn().of(Technique::Skyscraper).attempts == before + 1);
  CHECK(g.learn().of(Technique::Skyscraper).helped == 1);
  CHECK(g.practice().hint_tier() == 0);
  CHECK(g.practice().index() == nth(g, Technique::Skyscraper, 1));
  // Skipping untouched records nothing.
  screens::press_target(g, TargetKind::MenuItem, static_cast<int>(PracticeItem::Next));
  CHECK(g.learn().of(Technique::Skyscraper).attempts == before + 1);
}

TEST_CASE("practice by pointer: cells and keys tapped, Notes switched to place a digit") {
  Game g = screens::practice(480, 640, Technique::HiddenSingleBox);
  REQUIRE_FALSE(g.practice().notes_mode());
  const Placement pl = g.practice().task().step().placements.front();
  screens::press_target(g, TargetKind::MenuItem, static_cast<int>(PracticeItem::Notes));
  CHECK(g.practice().notes_mode());
  // In notes mode a digit removes a candidate: not what a placing step wants (this
  // position's cell holds other candidates beside its digit).
  bool removed_one = false;
  for (int d = 1; d <= 9 && !removed_one; ++d) {
    if (d == pl.digit || !g.practice().task().board().has(pl.cell, d)) continue;
    screens::press_target(g, TargetKind::Cell, pl.cell);
    screens::press_target(g, TargetKind::DigitKey, d);
    CHECK(g.practice().reply()->outcome == PracticeOutcome::PlacesHere);
    removed_one = true;
  }
  CHECK(removed_one);
  screens::press_target(g, TargetKind::MenuItem, static_cast<int>(PracticeItem::Notes));
  screens::press_target(g, TargetKind::Cell, pl.cell);
  screens::press_target(g, TargetKind::DigitKey, pl.digit);
  CHECK(g.practice().task().solved());
  CHECK(g.practice().task().board().grid[pl.cell] == pl.digit);
  screens::press_target(g, TargetKind::Back, 0);
  CHECK(g.screen() == Screen::Learn);
}

TEST_CASE("without the positions file, a lesson keeps its words and offers no practice") {
  Game g(screens::loader);
  g.set_viewport(1280, 800);
  g.set_practice_source([] { return std::optional<std::string>(); });
  while (g.focus() != static_cast<int>(TitleItem::Learn)) press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::Lesson);
  CHECK_FALSE(g.lesson().has_example());
  CHECK_FALSE(std::string(lesson_text(g.lesson().technique())).empty());
  CHECK(lesson_step_text(g.lesson()).empty());
  // Practise and the steps are refused; Back returns to the list.
  screens::press_target(g, TargetKind::MenuItem, static_cast<int>(LessonItem::Practise));
  press(g, ActionKind::Right);
  CHECK(g.screen() == Screen::Lesson);
  CHECK(g.lesson().step() == 0);
  press(g, ActionKind::Back);
  CHECK(g.screen() == Screen::Learn);
}

TEST_CASE("every technique the list teaches has a lesson and a worked example of itself") {
  Game g = screens::learn(1280, 800);
  const PracticeLibrary* lib = g.practice_library();
  REQUIRE(lib != nullptr);
  for (const LearnEntry& e : learn_entries()) {
    if (e.heading) continue;
    CAPTURE(technique_key(e.technique));
    CHECK(std::string(lesson_text(e.technique)).size() > 80);
    const int example = lesson_example_index(*lib, e.technique);
    REQUIRE(example >= 0);
    LessonScreen l;
    l.start(e.technique, &lib->position(e.technique, example), false);
    REQUIRE(l.has_example());
    // The hint the example steps through is the position's own step.
    CHECK(l.example_step().technique == e.technique);
    CHECK(l.hint().what.cells.size() > 0);
    // The lesson's example is the least cluttered position, and practice never shows it.
    for (int next = 0; next < lib->count(e.technique); ++next)
      CHECK(practice_position_index(*lib, e.technique, next) != example);
  }
  CHECK(std::string(lesson_text(Technique::TrialAndError)).empty());
}

TEST_CASE("a lesson steps through its example, then Practise takes its place") {
  Game g = screens::lesson(1280, 800, Technique::XWing);
  const LessonScreen& l = g.lesson();
  REQUIRE(l.has_example());
  CHECK(l.focus() == static_cast<int>(LessonItem::Next));  // a lesson not seen yet
  CHECK(lesson_step_heading(l) == "Example, step 1 of 4");
  CHECK(lesson_step_text(l).find("No easier technique") != std::string::npos);
  // Next (Return on it), then the arrows; each step's words are the engine's own hint tiers.
  press(g, ActionKind::Confirm);
  CHECK(l.step() == 1);
  const std::string where = lesson_step_text(l);
  press(g, ActionKind::Right);
  CHECK(l.step() == 2);
  const std::string what = lesson_step_text(l);
  CHECK(what.find("X-Wing") != std::string::npos);
  CHECK(what != where);
  press(g, ActionKind::Left);
  CHECK(l.step() == 1);
  CHECK(lesson_step_text(l) == where);
  screens::press_target(g, TargetKind::MenuItem, static_cast<int>(LessonItem::Next));
  screens::press_target(g, TargetKind::MenuItem, static_cast<int>(LessonItem::Next));
  CHECK(l.finished());
  CHECK(lesson_step_text(l).find("removes") != std::string::npos);  // the step's own sentence
  CHECK(l.focus() == static_cast<int>(LessonItem::Practise));       // the way on, once there
  CHECK(g.learn().of(Technique::XWing).lesson_seen);
  press(g, ActionKind::Right);  // no step after the last
  CHECK(l.step() == kLessonSteps - 1);
  // Back leaves for the list, on the technique's row; opened again, Practise is focused.
  press(g, ActionKind::Back);
  REQUIRE(g.screen() == Screen::Learn);
  CHECK(g.learn_screen().focus() == learn_entry_of(Technique::XWing));
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::Lesson);
  CHECK(g.lesson().step() == 0);
  CHECK(g.lesson().focus() == static_cast<int>(LessonItem::Practise));
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::Practice);
  CHECK(g.practice().technique() == Technique::XWing);
  CHECK(g.practice().index() != lesson_example_index(*g.practice_library(), Technique::XWing));
  // The practice took the lesson's place: Back goes to the list.
  press(g, ActionKind::Back);
  CHECK(g.screen() == Screen::Learn);
}

TEST_CASE("Play a puzzle starts the technique's practice puzzles in turn, as free play") {
  Game g = screens::lesson(1280, 800, Technique::XWing);
  const PracticePuzzles* puzzles = g.practice_puzzles();
  REQUIRE(puzzles != nullptr);
  REQUIRE(puzzles->count(Technique::XWing) >= 2);
  CHECK(g.lesson().has_puzzles());
  CHECK(std::string(lesson_item_label(LessonItem::Puzzle)) == "Play a puzzle");
  // By pointer: the first of X-Wing's codes, a Medium free-play game.
  screens::press_target(g, TargetKind::MenuItem, static_cast<int>(LessonItem::Puzzle));
  g.finish_free_play_job();
  REQUIRE(g.screen() == Screen::Play);
  const StageData& first = g.session()->stage();
  CHECK(first.free_play());
  CHECK(first.code == format_game_code(puzzles->code(Technique::XWing, 0)));
  CHECK(first.level == Level::Medium);
  REQUIRE(first.uses.has_value());
  CHECK((*first.uses)[static_cast<std::size_t>(Technique::XWing)] > 0);
  CHECK(g.learn().of(Technique::XWing).next_puzzle == 1);
  // Again, by keys, with that game in play: the player is asked first, as for any new
  // free-play game, and gets X-Wing's next code.
  g.open_lesson(Technique::XWing);
  REQUIRE(g.screen() == Screen::Lesson);
  while (g.lesson().focus() != static_cast<int>(LessonItem::Puzzle)) press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
  REQUIRE(g.free_play_pending());
  CHECK(g.free_play_job() == nullptr);
  // Keeping the game in progress does not use up the puzzle: asked again, the same one.
  press(g, ActionKind::Confirm);  // keep playing (the safe choice is focused)
  REQUIRE(g.screen() == Screen::Play);
  CHECK(g.learn().of(Technique::XWing).next_puzzle == 1);
  g.open_lesson(Technique::XWing);
  while (g.lesson().focus() != static_cast<int>(LessonItem::Puzzle)) press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
  REQUIRE(g.free_play_pending());
  press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);  // start the new puzzle
  g.finish_free_play_job();
  REQUIRE(g.screen() == Screen::Play);
  CHECK(g.session()->stage().code == format_game_code(puzzles->code(Technique::XWing, 1)));
  CHECK(g.learn().of(Technique::XWing).next_puzzle == 2);
}

TEST_CASE("without the puzzles file, Play a puzzle is refused and the lesson stays") {
  Game g = screens::title(1280, 800);
  g.set_practice_source(screens::practice_text);
  g.set_practice_puzzle_source([] { return std::optional<std::string>(); });
  g.open_lesson(Technique::XWing);
  REQUIRE(g.screen() == Screen::Lesson);
  CHECK(g.lesson().has_example());
  CHECK_FALSE(g.lesson().has_puzzles());
  screens::press_target(g, TargetKind::MenuItem, static_cast<int>(LessonItem::Puzzle));
  CHECK(g.screen() == Screen::Lesson);
  CHECK(g.free_play_job() == nullptr);
  CHECK(g.learn().of(Technique::XWing).next_puzzle == 0);
}

TEST_CASE("stage 36's first naked pair: the hint's Learn names Naked pair, not the single") {
  // The engine's path of stage 36 needs its first naked pair at one step; with every digit
  // the path placed before it on the board, the hint's placement is a single whose preparation
  // is that naked pair, and the lesson offered is the pair's (the hardest the hint uses).
  Game g = screens::campaign(1280, 800, 35, false);
  REQUIRE(g.start_stage(36));
  const Grid puzzle = g.session()->stage().puzzle;
  const SolvePath path = solve_path(puzzle);
  bool found = false;
  for (const Step& step : path.steps) {
    if (step.technique == Technique::NakedPair) {
      found = true;
      break;
    }
    for (const Placement& pl : step.placements) {
      g.apply(Action{ActionKind::SelectCell, pl.cell});
      press(g, ActionKind::Digit, pl.digit);
    }
  }
  REQUIRE(found);
  REQUIRE(g.session()->outcome() == Outcome::Playing);
  press(g, ActionKind::Hint);
  press(g, ActionKind::Hint);
  const std::optional<Technique> t = g.hint_lesson();
  REQUIRE(t.has_value());
  CHECK(*t == Technique::NakedPair);
}

TEST_CASE("the pause card offers the hint's lesson last, the pad's way to it") {
  Game g = screens::play(1280, 800);
  g.set_practice_source(screens::practice_text);
  press(g, ActionKind::Pause);
  const int plain = g.pause_item_count();
  CHECK(g.pause_item(plain - 1) != PauseItem::Learn);
  press(g, ActionKind::Back);  // resume
  REQUIRE(g.screen() == Screen::Play);
  press(g, ActionKind::Hint);  // where to look: no technique named yet
  press(g, ActionKind::Pause);
  CHECK(g.pause_item_count() == plain);
  press(g, ActionKind::Back);
  press(g, ActionKind::Hint);  // the technique
  const std::optional<Technique> t = g.hint_lesson();
  REQUIRE(t.has_value());
  press(g, ActionKind::Pause);
  REQUIRE(g.screen() == Screen::Paused);
  REQUIRE(g.pause_item_count() == plain + 1);
  CHECK(g.pause_item(plain) == PauseItem::Learn);
  CHECK(pause_item_text(g, PauseItem::Learn) == "Learn " + std::string(technique_label(*t)));
  // By the pad's way: the focus down to the last item, then A.
  while (g.focus() != plain) press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::Lesson);
  CHECK(g.lesson().technique() == *t);
  press(g, ActionKind::Back);
  CHECK(g.screen() == Screen::Paused);
  CHECK(g.session()->hint().has_value());
}

TEST_CASE("a pause card in two columns: Up and Down keep the column, Left and Right read on") {
  Game g = screens::play(640, 480);
  g.set_practice_source(screens::practice_text);
  press(g, ActionKind::Hint);
  press(g, ActionKind::Hint);
  REQUIRE(g.hint_lesson().has_value());
  press(g, ActionKind::Pause);
  REQUIRE(g.screen() == Screen::Paused);
  const int n = g.pause_item_count();
  REQUIRE(n == 8);  // the campaign's seven and the hint's Learn
  const MenuLayout L = g.menu_layout();
  REQUIRE(L.count == n);
  REQUIRE(L.items[1].y == L.items[0].y);  // too tall for 480 px in one column: two
  REQUIRE(g.focus() == 0);
  press(g, ActionKind::Down);
  CHECK(g.focus() == 2);
  press(g, ActionKind::Right);
  CHECK(g.focus() == 3);
  press(g, ActionKind::Up);
  CHECK(g.focus() == 1);
  press(g, ActionKind::Up);  // round to the bottom of the same column
  CHECK(g.focus() == 7);
  press(g, ActionKind::Down);  // and back to its top
  CHECK(g.focus() == 1);
  press(g, ActionKind::Left);
  CHECK(g.focus() == 0);
  // The one-column card at 1280x800 moves one item a press, as before.
  g.set_viewport(1280, 800);
  REQUIRE(g.menu_layout().items[1].y > g.menu_layout().items[0].y);
  press(g, ActionKind::Down);
  CHECK(g.focus() == 1);
}

TEST_CASE("the ending leads on to Learn, and Back returns to its card") {
  Game g = screens::finale(1280, 800);
  g.set_practice_source(screens::practice_text);
  REQUIRE(g.screen() == Screen::Result);
  REQUIRE(result_item(g.result(), 1) == ResultItem::Learn);
  CHECK(std::string(result_item_label(g.result(), 1)) == "Learn");
  screens::press_target(g, TargetKind::MenuItem, 1);
  CHECK(g.screen() == Screen::Learn);
  press(g, ActionKind::Back);
  CHECK(g.screen() == Screen::Result);
}

TEST_CASE("a hint names its technique: Learn opens its lesson, and Back returns to the game") {
  Game g = screens::play(1280, 800);
  g.set_practice_source(screens::practice_text);
  CHECK_FALSE(g.hint_lesson().has_value());
  press(g, ActionKind::Learn);  // no hint on show: nothing to learn
  CHECK(g.screen() == Screen::Play);
  press(g, ActionKind::Hint);  // where to look: no technique named yet, no Learn
  CHECK_FALSE(g.hint_lesson().has_value());
  CHECK_FALSE(find_target(targets(g), TargetKind::LessonLink, 0).has_value());
  press(g, ActionKind::Hint);  // the technique
  const std::optional<Technique> t = g.hint_lesson();
  REQUIRE(t.has_value());
  // The hint's hardest technique: its placing step's, or a preparing step's if harder.
  const Hint& src = *g.session()->hint()->source;
  Technique hardest = src.step->technique;
  for (const Step& p : src.preparation) hardest = std::max(hardest, p.technique);
  CHECK(*t == hardest);
  const double elapsed = g.session()->elapsed();
  // The HUD's button, by pointer: the lesson; the game waits, paused, with its hint.
  screens::press_target(g, TargetKind::LessonLink, 0);
  REQUIRE(g.screen() == Screen::Lesson);
  CHECK(g.lesson().technique() == *t);
  CHECK(g.session()->paused());
  run(g, 120);
  CHECK(g.session()->elapsed() == elapsed);
  press(g, ActionKind::Back);
  REQUIRE(g.screen() == Screen::Play);
  CHECK_FALSE(g.session()->paused());
  REQUIRE(g.session()->hint().has_value());
  CHECK(g.session()->hint()->tier == HintPhase::What);
  // By the key, and on to practise: Back from the practice returns to the game too.
  press(g, ActionKind::Learn);
  REQUIRE(g.screen() == Screen::Lesson);
  screens::press_target(g, TargetKind::MenuItem, static_cast<int>(LessonItem::Practise));
  REQUIRE(g.screen() == Screen::Practice);
  CHECK(g.practice().technique() == *t);
  press(g, ActionKind::Back);
  CHECK(g.screen() == Screen::Play);
}

TEST_CASE("the result card lists the techniques the puzzle needed, the new ones marked once") {
  Game g = screens::result(1280, 800, true);
  const ResultInfo first = g.result();
  REQUIRE_FALSE(first.techniques.empty());
  CHECK(first.new_techniques == first.techniques);  // a fresh save has met none of them
  CHECK(std::is_sorted(first.techniques.begin(), first.techniques.end()));
  for (Technique t : first.techniques) CHECK(g.learn().of(t).seen == 1);
  const std::string text = result_techniques(first);
  CHECK(text.rfind("Techniques: ", 0) == 0);
  CHECK(text.find(technique_label(first.techniques.front())) != std::string::npos);
  CHECK(text.find("(new)") != std::string::npos);
  // The same stage won again: the same techniques, none new now.
  REQUIRE(g.start_stage(1));
  for (int c = 0; c < 9; ++c) {
    g.apply(Action{ActionKind::SelectCell, c});
    press(g, ActionKind::Digit, pattern_digit(0, c));
  }
  for (int i = 0; i < 600 && g.screen() != Screen::Result; ++i) run(g, 1);
  REQUIRE(g.screen() == Screen::Result);
  CHECK(g.result().techniques == first.techniques);
  CHECK(g.result().new_techniques.empty());
  CHECK(result_techniques(g.result()).find("(new)") == std::string::npos);
  // A lost game lists nothing.
  Game lost = screens::result(1280, 800, false);
  CHECK(lost.result().techniques.empty());
  CHECK(result_techniques(lost.result()).empty());
}

namespace {

// The real stages on the stage list, the first 25 cleared (they need only singles): stage 26
// is the first to need Pointing.
Game campaign_at_26(bool offer_lessons) {
  Game g = screens::campaign(1280, 800, 25, offer_lessons);
  screens::to_stage_list(g);
  return g;
}

}  // namespace

TEST_CASE("the first stage that needs a new technique offers its lesson first") {
  Game g = campaign_at_26(true);
  CHECK_FALSE(g.lesson_offer(25).has_value());  // cleared
  REQUIRE(g.lesson_offer(26) == Technique::Pointing);
  g.pick_stage(26);
  REQUIRE(g.pending_is(Game::Pending::Kind::LessonFirst));
  const std::optional<Question> q = open_question(g);
  REQUIRE(q.has_value());
  CHECK(q->heading == "New technique: Pointing");
  CHECK(q->body.find("Stage 26") != std::string::npos);
  // Read the lesson (the first, focused choice): its third button plays the stage.
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::Lesson);
  CHECK(g.lesson().technique() == Technique::Pointing);
  CHECK(g.lesson().then_stage() == 26);
  CHECK(lesson_item_text(g.lesson(), LessonItem::Practise) == "Play stage 26");
  screens::press_target(g, TargetKind::MenuItem, static_cast<int>(LessonItem::Practise));
  REQUIRE(g.screen() == Screen::Play);
  CHECK(g.session()->stage().number == 26);
  CHECK_FALSE(g.lesson_offer(26).has_value());  // not offered again
  // Back on the list, Play now starts the stage at once and is not asked again either.
  Game h = campaign_at_26(true);
  h.pick_stage(26);
  REQUIRE(h.confirming());
  press(h, ActionKind::Right);
  press(h, ActionKind::Confirm);
  REQUIRE(h.screen() == Screen::Play);
  CHECK(h.session()->stage().number == 26);
  CHECK_FALSE(h.lesson_offer(26).has_value());
}

TEST_CASE("no lesson is offered with the setting off, or once the lesson was seen") {
  Game off = campaign_at_26(false);
  CHECK_FALSE(off.lesson_offer(26).has_value());
  off.pick_stage(26);
  CHECK_FALSE(off.confirming());
  CHECK(off.screen() == Screen::Play);
  // The Settings row turns it back on (and its value says so).
  Settings s = off.settings();
  CHECK(setting_value(s, SettingRow::OfferLessons) == "Off");
  step_setting(s, SettingRow::OfferLessons, 1);
  CHECK(s.offer_lessons);
  // A lesson read to its end counts as met.
  Game seen = campaign_at_26(true);
  seen.open_lesson(Technique::Pointing);
  for (int i = 0; i < kLessonSteps; ++i) press(seen, ActionKind::Right);
  press(seen, ActionKind::Back);
  CHECK(seen.learn().of(Technique::Pointing).lesson_seen);
  CHECK_FALSE(seen.lesson_offer(26).has_value());
}

TEST_CASE("an answered offer is not asked again for that stage, and Continue asks on the list") {
  // Stage 81 is the first to need three techniques at once: one answer covers the stage.
  Game g = screens::campaign(1280, 800, 80);
  screens::to_stage_list(g);
  const std::optional<Technique> first = g.lesson_offer(81);
  REQUIRE(first.has_value());
  g.pick_stage(81);
  REQUIRE(g.pending_is(Game::Pending::Kind::LessonFirst));
  press(g, ActionKind::Right);  // Play now
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::Play);
  CHECK_FALSE(g.lesson_offer(81).has_value());

  // The title's Continue (a stage that offers a lesson next): the stage list asks, over it.
  Game c = screens::lesson_first_question(1280, 800);
  press(c, ActionKind::Back);  // the question put away: the stage list
  REQUIRE_FALSE(c.confirming());
  press(c, ActionKind::Back);
  REQUIRE(c.screen() == Screen::Title);
  while (c.focus() != static_cast<int>(TitleItem::Continue)) press(c, ActionKind::Up);
  press(c, ActionKind::Confirm);
  CHECK(c.screen() == Screen::StageSelect);
  CHECK(c.pending_is(Game::Pending::Kind::LessonFirst));
  CHECK(c.pending()->stage == 26);
}

TEST_CASE("a lesson shows the player's own practice of its technique") {
  LearnProgress learn;
  CHECK(lesson_practice_text(learn, Technique::XWing).empty());  // none yet
  learn.record_attempt(Technique::XWing, true, false, 20000);
  CHECK(lesson_practice_text(learn, Technique::XWing) ==
        "Your practice: 1 attempt, 100% right without help.");
  learn.record_attempt(Technique::XWing, false, true, 20000);
  learn.record_attempt(Technique::XWing, true, false, 20000);
  CHECK(lesson_practice_text(learn, Technique::XWing) ==
        "Your practice: 3 attempts, 67% right without help.");
  CHECK(lesson_practice_text(learn, Technique::Swordfish).empty());  // per technique
}
