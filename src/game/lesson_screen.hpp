// SPDX-License-Identifier: MIT
// The Lesson screen (issue 28, docs/LEARN.md): one technique explained. On top of the panel the
// lesson's few sentences (game/lesson_text.hpp); beside them a worked example on a real position
// from the practice library, step by step with Previous and Next:
//   1. the position with every candidate (no easier technique makes progress there);
//   2. where to look (the engine's first hint tier, its cells lit);
//   3. the pattern (the second tier: the pattern's cells lit, its candidates ringed);
//   4. the step made (its own sentence; what it removes struck out, what it places shown).
// Practise leaves for the Practice screen (game/practice_screen.hpp) on other positions of the
// same technique. A Learn row opens the lesson; a player who has seen it finds Practise focused.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>

#include "core/hint.hpp"
#include "core/practice.hpp"
#include "game/actions.hpp"
#include "game/events.hpp"
#include "game/layout.hpp"
#include "game/learn_progress.hpp"

namespace nonet::game {

class TargetList;
struct Target;

/// The buttons under the panel (MenuItem targets item0..item3), in order. Puzzle plays a whole
/// puzzle that needs the technique (a practice puzzle: a free-play code from the library).
enum class LessonItem : std::uint8_t { Previous, Next, Practise, Puzzle };
inline constexpr int kLessonItemCount = 4;
/// The button's label in the player's language.
const char* lesson_item_label(LessonItem i);
class LessonScreen;
/// The label on this lesson: the third button says "Play stage 12" on a lesson offered before
/// that stage.
std::string lesson_item_text(const LessonScreen& l, LessonItem i);

/// The worked example's steps (see the top of this file).
inline constexpr int kLessonSteps = 4;

/// Landscape: the board left with a row of step marks under it, the panel and the buttons
/// right (Previous and Next, then Practise and Puzzle). Portrait: the board on top (smaller,
/// so the words have room), the marks, the panel, the buttons in one row, Previous and Next
/// drawn as arrows (`arrows`) so the two that leave the lesson keep their words.
struct LessonLayout {
  float unit = 1;
  bool portrait = false;
  bool arrows = false;  // Previous and Next are square buttons with an arrow, no words
  Rect header, back_button;
  Rect board;
  float cell = 0;
  Rect marks;  // the step marks under the board, one dot a step
  Rect panel;  // the lesson's words and the step's
  std::array<Rect, kLessonItemCount> items{};
  Rect cell_rect(int cell) const {
    return Rect{board.x + static_cast<float>(col_of(cell)) * this->cell,
                board.y + static_cast<float>(row_of(cell)) * this->cell, this->cell, this->cell};
  }
};
LessonLayout layout_lesson(float width, float height);

/// The library position a technique's lesson shows: the one with the fewest candidates on the
/// board (the least cluttered), the first of equals; -1 when the library has none. Practice
/// skips it, so the player never practises on the example they were shown.
int lesson_example_index(const PracticeLibrary& lib, Technique t);
/// The library position a practice of `t` shows when the player's turn is at `next`
/// (TechniqueProgress::next_position): `next` (modulo the count), or the one after it when
/// that is the lesson's example. The turn then moves to the index after the one shown.
int practice_position_index(const PracticeLibrary& lib, Technique t, int next);

/// What Game does after an input on the screen.
enum class LessonExit : std::uint8_t { Stay, Back, Practise, PlayStage, Puzzle };

class LessonScreen {
 public:
  /// Opens the lesson of `t` with `example` (nothing: the words only, Practise not offered).
  /// `seen`: the player has been through this lesson before, so Practise takes the focus.
  void start(Technique t, const PracticePosition* example, bool seen);
  Technique technique() const { return technique_; }
  bool has_example() const { return example_.has_value(); }
  /// The example's position, its step and the engine's hint for it (has_example() only).
  const PracticePosition& example() const { return *example_; }
  const Step& example_step() const { return *hint_.step; }
  const Hint& hint() const { return hint_; }
  /// 0 .. kLessonSteps - 1.
  int step() const { return step_; }
  /// The focused button (a LessonItem).
  int focus() const { return focus_; }
  /// True once the last step has been shown (Game marks the lesson seen).
  bool finished() const { return step_ == kLessonSteps - 1; }
  /// Offered before campaign stage `n` (Game::lesson_offer): the third button plays that stage
  /// instead of practising. 0 (the default, and after start()) for none.
  void set_then_stage(int n) {
    then_stage_ = n;
    // Without its example the way on is the stage: its button takes the focus.
    if (n > 0 && !example_) focus_ = static_cast<int>(LessonItem::Practise);
  }
  int then_stage() const { return then_stage_; }
  /// Whether the technique has practice puzzles (Puzzle is refused without).
  void set_has_puzzles(bool has) { has_puzzles_ = has; }
  bool has_puzzles() const { return has_puzzles_; }

  LessonExit action(Action a, EventQueue& events);
  LessonExit press(const Target& t, EventQueue& events);
  void targets(TargetList& out, const LessonLayout& L) const;

 private:
  LessonExit activate(EventQueue& events);
  void go_to(int step, EventQueue& events);

  Technique technique_ = Technique::FullHouse;
  std::optional<PracticePosition> example_;
  Hint hint_;
  int step_ = 0;
  int focus_ = static_cast<int>(LessonItem::Next);
  int then_stage_ = 0;
  bool has_puzzles_ = false;
};

/// The words of the example's step on show, in the player's language (cells named in words).
std::string lesson_step_text(const LessonScreen& l);
/// "Example, step 2 of 4".
std::string lesson_step_heading(const LessonScreen& l);
/// The player's own figures for the technique, under the example: "Your practice: 9 attempts,
/// 77% right without help." ("" before the first attempt).
std::string lesson_practice_text(const LearnProgress& learn, Technique t);

}  // namespace nonet::game
