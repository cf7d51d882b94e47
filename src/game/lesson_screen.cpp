// SPDX-License-Identifier: MIT
// The Lesson screen's layout, steps, keys and targets (lesson_screen.hpp).
#include "game/lesson_screen.hpp"

#include <algorithm>
#include <bit>
#include <cmath>

#include "core/phrase.hpp"
#include "game/format.hpp"
#include "game/targets.hpp"
#include "i18n/i18n.hpp"

namespace nonet::game {

using i18n::tr;
using i18n::trn;

const char* lesson_item_label(LessonItem i) {
  switch (i) {
    // TRANSLATORS: the lesson screen's button: the worked example's step before
    case LessonItem::Previous: return tr("Previous");
    // TRANSLATORS: the lesson screen's button: the worked example's next step
    case LessonItem::Next: return tr("Next step");
    // TRANSLATORS: the lesson screen's button: practise the technique on positions of its own
    case LessonItem::Practise: return tr("Practise");
    // TRANSLATORS: the lesson screen's button: play a whole puzzle (a free-play game) whose
    // solution needs the technique
    case LessonItem::Puzzle: return tr("Play a puzzle");
  }
  return "?";
}

std::string lesson_item_text(const LessonScreen& l, LessonItem i) {
  if (i == LessonItem::Practise && l.then_stage() > 0)
    // TRANSLATORS: the lesson screen's third button on a lesson offered before a stage: on to
    // that stage; {0} its number
    return format(tr("Play stage {0}"), {l.then_stage()});
  return lesson_item_label(i);
}

int lesson_example_index(const PracticeLibrary& lib, Technique t) {
  int best = -1, best_count = 1 << 30;
  for (int i = 0; i < lib.count(t); ++i) {
    const Candidates& s = lib.position(t, i).state;
    int n = 0;
    for (int c = 0; c < kCells; ++c)
      if (s.grid[c] == 0) n += std::popcount(static_cast<unsigned>(s.mask[c]));
    if (n < best_count) best = i, best_count = n;
  }
  return best;
}

int practice_position_index(const PracticeLibrary& lib, Technique t, int next) {
  const int n = lib.count(t);
  if (n == 0) return -1;
  int index = ((next % n) + n) % n;
  if (n > 1 && index == lesson_example_index(lib, t)) index = (index + 1) % n;
  return index;
}

LessonLayout layout_lesson(float width, float height) {
  LessonLayout L;
  const float u = layout_unit(width, height);
  const float button_h = std::max(6 * u, kMinTouchTarget);
  // Portrait leaves most of the height under the board to the words: a lesson is read.
  const float below = std::max({24 * u, 170.0f, height * 0.36f});
  const BoardFrame f = layout_board_frame(width, height, 0.58f, std::max(56 * u, 280.0f), below);
  take_board_frame(L, f);
  // The marks take the key row's place (the frame keeps it under the board).
  const float marks_h = std::min(f.key_h, 4 * u);
  L.marks = Rect{L.board.x, L.board.bottom() + f.gap, L.board.w, marks_h};
  const float gap = f.gap, margin = f.margin, side_x = f.side_x, side_w = f.side_w;
  const float bottom = height - margin;
  if (L.portrait) {
    const float y = L.marks.bottom() + gap;
    const float panel_h = std::max(16.0f, bottom - y - gap - button_h);
    L.panel = Rect{side_x, y, side_w, panel_h};
    // Previous and Next as arrows, square; Practise and Puzzle share the rest.
    L.arrows = true;
    const float arrow_w = button_h;
    const float bw = std::max(1.0f, (side_w - 2 * arrow_w - 3 * gap) / 2);
    const float by = L.panel.bottom() + gap;
    L.items[0] = Rect{side_x, by, arrow_w, button_h};
    L.items[1] = Rect{side_x + arrow_w + gap, by, arrow_w, button_h};
    L.items[2] = Rect{L.items[1].right() + gap, by, bw, button_h};
    L.items[3] = Rect{L.items[2].right() + gap, by, bw, button_h};
  } else {
    // Previous and Next share a row under the panel, Practise and Puzzle the row under them.
    const float panel_h = std::max(16.0f, bottom - f.top - 2 * (button_h + gap));
    L.panel = Rect{side_x, f.top, side_w, panel_h};
    const float y = L.panel.bottom() + gap;
    const float bw = (side_w - gap) / 2;
    L.items[0] = Rect{side_x, y, bw, button_h};
    L.items[1] = Rect{side_x + bw + gap, y, bw, button_h};
    L.items[2] = Rect{side_x, y + button_h + gap, bw, button_h};
    L.items[3] = Rect{side_x + bw + gap, y + button_h + gap, bw, button_h};
  }
  return L;
}

void LessonScreen::start(Technique t, const PracticePosition* example, bool seen) {
  technique_ = t;
  step_ = 0;
  then_stage_ = 0;
  example_.reset();
  hint_ = Hint{};
  if (example != nullptr) {
    // The engine's hint for the position with its candidates as notes: with notes the hint is
    // the engine's next step, the one the position was chosen for (check_position).
    const Candidates& s = example->state;
    hint_ = next_hint(PlayerBoard{s.grid, Grid{}, s.mask});
    if (hint_.kind == HintKind::Step && hint_.step && hint_.step->technique == t)
      example_ = *example;
  }
  if (!example_)
    focus_ = static_cast<int>(LessonItem::Previous);  // nothing to step through or practise
  else
    focus_ = static_cast<int>(seen ? LessonItem::Practise : LessonItem::Next);
}

void LessonScreen::go_to(int step, EventQueue& events) {
  if (!example_ || step < 0 || step >= kLessonSteps) {
    events.push(EventKind::Rejected);
    return;
  }
  step_ = step;
  // At the last step Next has nothing more to show: the way on is Practise.
  if (finished() && focus_ == static_cast<int>(LessonItem::Next))
    focus_ = static_cast<int>(LessonItem::Practise);
  events.push(EventKind::HintTierShown, -1, 0, step_);
}

LessonExit LessonScreen::activate(EventQueue& events) {
  switch (static_cast<LessonItem>(focus_)) {
    case LessonItem::Previous: go_to(step_ - 1, events); break;
    case LessonItem::Next: go_to(step_ + 1, events); break;
    case LessonItem::Practise:
      if (then_stage_ > 0) {
        events.push(EventKind::MenuConfirmed, -1, 0, focus_);
        return LessonExit::PlayStage;
      }
      if (!example_) {
        events.push(EventKind::Rejected);
        break;
      }
      events.push(EventKind::MenuConfirmed, -1, 0, focus_);
      return LessonExit::Practise;
    case LessonItem::Puzzle:
      if (!has_puzzles_) {
        events.push(EventKind::Rejected);
        break;
      }
      events.push(EventKind::MenuConfirmed, -1, 0, focus_);
      return LessonExit::Puzzle;
  }
  return LessonExit::Stay;
}

LessonExit LessonScreen::action(Action a, EventQueue& events) {
  const int before = focus_;
  switch (a.kind) {
    case ActionKind::Left: go_to(step_ - 1, events); break;
    case ActionKind::Right: go_to(step_ + 1, events); break;
    case ActionKind::Up: focus_ = std::max(0, focus_ - 1); break;
    case ActionKind::Down: focus_ = std::min(kLessonItemCount - 1, focus_ + 1); break;
    case ActionKind::Confirm: return activate(events);
    case ActionKind::Pause:
    case ActionKind::Back: return LessonExit::Back;
    default: break;
  }
  if (focus_ != before) events.push(EventKind::MenuMoved, -1, 0, focus_);
  return LessonExit::Stay;
}

LessonExit LessonScreen::press(const Target& t, EventQueue& events) {
  switch (t.kind) {
    case TargetKind::Back: return LessonExit::Back;
    case TargetKind::MenuItem:
      if (t.index < 0 || t.index >= kLessonItemCount) return LessonExit::Stay;
      focus_ = t.index;
      return activate(events);
    default: return LessonExit::Stay;
  }
}

void LessonScreen::targets(TargetList& out, const LessonLayout& L) const {
  out.push(TargetKind::Back, 0, L.back_button);
  for (int i = 0; i < kLessonItemCount; ++i)
    out.push(TargetKind::MenuItem, i, L.items[static_cast<std::size_t>(i)]);
}

namespace {

constexpr PhraseStyle kWords{PhraseStyle::CellNames::Words, /*translate=*/true};

}  // namespace

std::string lesson_step_text(const LessonScreen& l) {
  if (!l.has_example()) return {};
  switch (l.step()) {
    // (Not formatted: clang-format would move the string off the comment's next line, where
    // xgettext loses the TRANSLATORS note.)
    // clang-format off
    case 0:
      // TRANSLATORS: the lesson's worked example, its first step: the board as it stands
      return tr("The position, with every candidate shown. No easier technique makes "
                "progress here.");
    // clang-format on
    case 1: return phrase_text(l.hint().where.phrase, kWords);
    case 2: return phrase_text(l.hint().what.phrase, kWords);
    default: return phrase_text(l.example_step().phrase, kWords);
  }
}

std::string lesson_practice_text(const LearnProgress& learn, Technique t) {
  const std::optional<int> accuracy = learn.accuracy(t);
  if (!accuracy) return {};
  const auto n = static_cast<unsigned>(learn.of(t).attempts);
  return format(
      // TRANSLATORS: the lesson screen, under the worked example: the player's practice of the
      // technique; {0} attempts so far, {1} the whole percentage of them right without help
      trn("Your practice: {0} attempt, {1}% right without help.",
          "Your practice: {0} attempts, {1}% right without help.", n),
      {n, *accuracy});
}

std::string lesson_step_heading(const LessonScreen& l) {
  // TRANSLATORS: the lesson's worked example: which step is on show; {0} of {1}
  return format(tr("Example, step {0} of {1}"), {l.step() + 1, kLessonSteps});
}

}  // namespace nonet::game
