// SPDX-License-Identifier: MIT
// The Practice screen's layout, keys and targets (practice_screen.hpp).
#include "game/practice_screen.hpp"

#include <algorithm>
#include <cmath>

#include "core/phrase.hpp"
#include "game/format.hpp"
#include "game/targets.hpp"
#include "game/technique_label.hpp"
#include "i18n/i18n.hpp"

namespace nonet::game {

using i18n::tr;

const char* practice_item_label(PracticeItem i) {
  switch (i) {
    // TRANSLATORS: the practice screen's button that shows where to look (a hint)
    case PracticeItem::Hint: return tr("Hint");
    // TRANSLATORS: the practice screen's button that switches between removing candidates
    // (notes) and placing digits, as the play screen's Notes button does
    case PracticeItem::Notes: return tr("Notes");
    // TRANSLATORS: the practice screen's button: another position of the same technique
    case PracticeItem::Next: return tr("Next position");
  }
  return "?";
}

namespace {

constexpr PhraseStyle kWords{PhraseStyle::CellNames::Words, /*translate=*/true};

}  // namespace

std::string practice_task_text(const PracticeScreen& p) {
  if (!p.active()) return {};
  const char* name = technique_label(p.technique());
  const PracticeTask& t = p.task();
  if (t.places())
    // TRANSLATORS: the practice screen's task; {0} a technique's name ("Hidden single (box)")
    return format(tr("Find the {0} and place the digit it proves."), {name});
  return format(
      // TRANSLATORS: the practice screen's task; {0} a technique's name ("X-Wing"), {1} the
      // candidates removed so far, {2} how many the step removes
      tr("Find the {0} and remove the candidates it eliminates: {1} of {2} removed."),
      {name, t.removed(), static_cast<int>(t.step().eliminations.size())});
}

std::string practice_mode_text(const PracticeScreen& p) {
  return p.notes_mode()
             // TRANSLATORS: the practice screen: what typing a digit does with Notes on
             ? tr("Notes on: a digit removes that candidate from the cell.")
             // TRANSLATORS: the practice screen: what typing a digit does with Notes off
             : tr("Notes off: a digit is placed in the cell.");
}

std::string practice_reply_text(const PracticeReply& r) {
  const std::string cell = r.cell >= 0 ? cell_words(r.cell) : std::string();
  switch (r.outcome) {
    case PracticeOutcome::Solved:
      // TRANSLATORS: the practice screen: the player made the step
      return tr("Right!");
    case PracticeOutcome::Progress:
      // TRANSLATORS: the practice screen: a right removal; {0} done so far of {1}
      return format(tr("Right: {0} of {1} removed."), {r.done, r.total});
    case PracticeOutcome::NoChange:
      if (r.digit == 0)
        // TRANSLATORS: the practice screen: a digit typed on a filled cell
        return tr("That cell is already filled.");
      // TRANSLATORS: the practice screen: the candidate to remove is not there; {0} a digit,
      // {1} a cell in words
      return format(tr("There is no {0} to remove in {1}."), {r.digit, cell});
    case PracticeOutcome::WrongDigit:
      // TRANSLATORS: the practice screen: a wrong digit; {0} the digit, {1} a cell in words
      return format(tr("{0} does not go in {1}."), {r.digit, cell});
    case PracticeOutcome::NotThisPlacement:
      // TRANSLATORS: the practice screen: a true digit that the step to find does not prove;
      // {0} the digit, {1} a cell in words
      return format(tr("{0} does go in {1}, but the step to find here does not prove it."),
                    {r.digit, cell});
    case PracticeOutcome::PlacesHere:
      // TRANSLATORS: the practice screen: the player removed a candidate where the step places
      return tr("This step places a digit: turn Notes off and type it in its cell.");
    case PracticeOutcome::PatternCandidate:
      // TRANSLATORS: the practice screen: {0} a digit, {1} a cell in words
      return format(tr("{0} in {1} is part of the pattern: it stays."), {r.digit, cell});
    case PracticeOutcome::SolutionCandidate:
      // TRANSLATORS: the practice screen: {0} a digit, {1} a cell in words
      return format(tr("{0} is the answer in {1}: it can never be removed."), {r.digit, cell});
    case PracticeOutcome::OtherDigit:
      // TRANSLATORS: the practice screen: the step removes candidates of other digits; {0} a digit
      return format(tr("This step removes other digits, not {0}."), {r.digit});
    case PracticeOutcome::NotReached: {
      std::vector<std::string> cells;
      for (int c : r.pattern_cells) cells.push_back(cell_words(c));
      // TRANSLATORS: the practice screen: the removed candidate lies outside what the pattern
      // proves; {0} a digit, {1} a cell in words, {2} the pattern's cells holding that digit
      return format(tr("The pattern does not reach {0} in {1}. Look at its cells {2}."),
                    {r.digit, cell, list_words(cells)});
    }
  }
  return {};
}

std::string practice_hint_text(const PracticeScreen& p) {
  const Hint* h = p.hint();
  if (h == nullptr || p.hint_tier() == 0) return {};
  return phrase_text((p.hint_tier() == 1 ? h->where : h->what).phrase, kWords);
}

std::string practice_step_text(const PracticeScreen& p) {
  if (!p.active()) return {};
  return phrase_text(p.task().step().phrase, kWords);
}

PracticeLayout layout_practice(float width, float height) {
  PracticeLayout L;
  const float u = layout_unit(width, height);
  const float button_h = std::max(6 * u, kMinTouchTarget);
  // Portrait: under the key row, a panel of a few lines and the buttons in one row.
  const float panel_min = std::max(24 * u, 150.0f);
  const BoardFrame f = layout_board_frame(width, height, 0.6f, std::max(50 * u, 260.0f),
                                          panel_min + std::floor(1.5f * u) + button_h + 3 * u);
  take_board_frame(L, f);
  layout_key_row(f, 9, L.keys.data());
  const float gap = f.gap, margin = f.margin, side_x = f.side_x, side_w = f.side_w;
  float y = f.top;
  const float bottom = height - margin;
  if (L.portrait) {
    y = L.board.bottom() + gap + f.key_h + gap;
    const float panel_h = std::max(16.0f, bottom - y - gap - button_h);
    L.panel = Rect{side_x, y, side_w, panel_h};
    y = L.panel.bottom() + gap;
    const float bw = (side_w - 2 * gap) / 3;
    for (int i = 0; i < kPracticeItemCount; ++i)
      L.items[static_cast<std::size_t>(i)] =
          Rect{side_x + static_cast<float>(i) * (bw + gap), y, bw, button_h};
  } else {
    // The buttons stacked under the panel, which takes the rest of the column.
    const float buttons_h = kPracticeItemCount * (button_h + gap);
    const float panel_h = std::max(16.0f, bottom - y - buttons_h);
    L.panel = Rect{side_x, y, side_w, panel_h};
    y = L.panel.bottom() + gap;
    for (int i = 0; i < kPracticeItemCount; ++i) {
      L.items[static_cast<std::size_t>(i)] = Rect{side_x, y, side_w, button_h};
      y += button_h + gap;
    }
  }
  return L;
}

void PracticeScreen::start(const PracticePosition& p, int index) {
  task_.emplace(p);
  hint_.reset();
  reply_.reset();
  removed_.clear();
  index_ = index;
  hint_tier_ = 0;
  wrong_ = false;
  mastered_ = false;
  notes_mode_ = !task_->places();
  // The selection starts on the empty cell nearest the middle (none of the step's in
  // particular: finding the cells is the exercise).
  int best = 40, best_d = 1000;
  for (int c = 0; c < kCells; ++c) {
    if (p.state.grid[c] != 0) continue;
    const int d = std::abs(row_of(c) - 4) + std::abs(col_of(c) - 4);
    if (d < best_d) best = c, best_d = d;
  }
  selected_ = focus_ = best;
}

bool PracticeScreen::resume(const PracticePosition& p, const PracticeInProgress& s) {
  start(p, s.index);
  for (const CellDigit& e : s.removed) {
    if (task_->remove(e.cell, e.digit).outcome != PracticeOutcome::Progress) {
      start(p, s.index);
      return false;
    }
    removed_.push_back(e);  // kept for the next save, as a removal made now would be
  }
  wrong_ = s.wrong;
  notes_mode_ = s.notes;
  if (s.hint_tier > 0) {
    EventQueue quiet;
    for (int i = 0; i < std::min(s.hint_tier, 2); ++i) show_hint(quiet);
  }
  return true;
}

std::optional<PracticeInProgress> PracticeScreen::in_progress() const {
  if (!task_ || task_->solved()) return std::nullopt;
  PracticeInProgress s;
  s.technique = technique();
  s.index = index_;
  s.removed = removed_;
  s.wrong = wrong_;
  s.hint_tier = hint_tier_;
  s.notes = notes_mode_;
  if (s.removed.empty() && !s.wrong && s.hint_tier == 0) return std::nullopt;
  return s;
}

PracticeExit PracticeScreen::enter(int digit, EventQueue& events) {
  if (!task_ || digit < 1 || digit > 9) return PracticeExit::Stay;
  const int cell = selected_;
  if (task_->solved()) {
    events.push(EventKind::Rejected, cell, digit);
    return PracticeExit::Stay;
  }
  PracticeReply r = notes_mode_ ? task_->remove(cell, digit) : task_->place(cell, digit);
  if (task_->board().grid[cell] != 0) r.digit = 0;  // a filled cell: nothing to say of a digit
  reply_ = r;
  switch (r.outcome) {
    case PracticeOutcome::Solved:
    case PracticeOutcome::Progress:
      if (notes_mode_) {
        removed_.push_back(CellDigit{cell, digit});
        events.push(EventKind::NoteToggled, cell, digit, 0);
      } else {
        events.push(EventKind::DigitPlaced, cell, digit);
      }
      if (r.outcome == PracticeOutcome::Solved) {
        events.push(EventKind::StageWon);
        return PracticeExit::Finished;
      }
      return PracticeExit::Stay;
    case PracticeOutcome::NoChange: events.push(EventKind::Rejected, cell, digit); break;
    default:
      wrong_ = true;
      events.push(EventKind::Mistake, cell, digit, 0);
      break;
  }
  return PracticeExit::Stay;
}

void PracticeScreen::show_hint(EventQueue& events) {
  if (!task_ || task_->solved() || hint_tier_ >= 2) {
    events.push(EventKind::Rejected);
    return;
  }
  if (!hint_) {
    // The engine's hint for the position with its candidates as notes: with notes, the hint
    // is the engine's next step, which is the one to find here (check_position).
    const Candidates& s = task_->position().state;
    PlayerBoard board{s.grid, Grid{}, s.mask};
    hint_ = next_hint(board);
  }
  ++hint_tier_;
  events.push(EventKind::HintTierShown, -1, 0, hint_tier_);
}

void PracticeScreen::move(int dr, int dc) {
  if (focus_ < kCells) {
    const int r = focus_ / 9 + dr, c = focus_ % 9 + dc;
    if (r > 8) {
      focus_ = kPracticeKey + focus_ % 9;
    } else if (c > 8) {
      focus_ = kPracticeItem;
    } else if (r >= 0 && c >= 0) {
      focus_ = selected_ = cell_at(r, c);
    }
  } else if (focus_ < kPracticeItem) {
    const int k = focus_ - kPracticeKey;
    if (dr < 0)
      focus_ = selected_;  // back to the cell the key would change
    else if (dr > 0 || k + dc > 8)
      focus_ = kPracticeItem;
    else if (k + dc >= 0)
      focus_ = kPracticeKey + k + dc;
  } else {
    const int at = focus_ - kPracticeItem;
    if (dc < 0) {
      focus_ = selected_;
      return;
    }
    focus_ = kPracticeItem + std::clamp(at + (dr != 0 ? dr : dc), 0, kPracticeItemCount - 1);
  }
}

PracticeExit PracticeScreen::action(Action a, EventQueue& events) {
  if (!task_)
    return a.kind == ActionKind::Back || a.kind == ActionKind::Pause ? PracticeExit::Back
                                                                     : PracticeExit::Stay;
  const int before = focus_;
  PracticeExit exit = PracticeExit::Stay;
  switch (a.kind) {
    case ActionKind::Up: move(-1, 0); break;
    case ActionKind::Down: move(1, 0); break;
    case ActionKind::Left: move(0, -1); break;
    case ActionKind::Right: move(0, 1); break;
    case ActionKind::SelectCell:
      if (a.value >= 0 && a.value < kCells) focus_ = selected_ = a.value;
      break;
    case ActionKind::Digit: exit = enter(a.value, events); break;
    case ActionKind::ToggleNotes: notes_mode_ = !notes_mode_; break;
    case ActionKind::Hint: show_hint(events); break;
    case ActionKind::Confirm: return activate(events);
    case ActionKind::Pause:
    case ActionKind::Back: return PracticeExit::Back;
    case ActionKind::Erase:  // nothing the player put there to take away
    case ActionKind::FillNotes:
    case ActionKind::Undo:
    case ActionKind::Redo: events.push(EventKind::Rejected); break;
    default: break;
  }
  if (focus_ != before) events.push(EventKind::MenuMoved, -1, 0, focus_);
  return exit;
}

PracticeExit PracticeScreen::activate(EventQueue& events) {
  // The step made: Return (the pad's A) on the board or the keys goes on to the next position.
  if (task_ && task_->solved() && focus_ < kPracticeItem) {
    events.push(EventKind::MenuConfirmed, -1, 0, focus_);
    return PracticeExit::Next;
  }
  if (focus_ < kCells) {  // a cell: on to the key row (the pad's way), the cell kept selected
    focus_ = kPracticeKey + last_key_;
    events.push(EventKind::MenuMoved, -1, 0, focus_);
    return PracticeExit::Stay;
  }
  if (focus_ < kPracticeItem) {  // a key changes the selected cell; the focus goes back there
    last_key_ = focus_ - kPracticeKey;
    focus_ = selected_;
    return enter(last_key_ + 1, events);
  }
  events.push(EventKind::MenuConfirmed, -1, 0, focus_);
  switch (static_cast<PracticeItem>(focus_ - kPracticeItem)) {
    case PracticeItem::Hint: show_hint(events); break;
    case PracticeItem::Notes: notes_mode_ = !notes_mode_; break;
    case PracticeItem::Next: return PracticeExit::Next;
  }
  return PracticeExit::Stay;
}

PracticeExit PracticeScreen::press(const Target& t, EventQueue& events) {
  switch (t.kind) {
    case TargetKind::Back: return PracticeExit::Back;
    case TargetKind::Cell: return action(Action{ActionKind::SelectCell, t.index}, events);
    case TargetKind::DigitKey:
      if (task_ && task_->solved()) {  // a tap too many must not skip the trace on show
        events.push(EventKind::Rejected);
        return PracticeExit::Stay;
      }
      focus_ = kPracticeKey + t.index - 1;
      return activate(events);
    case TargetKind::MenuItem:
      if (t.index < 0 || t.index >= kPracticeItemCount) return PracticeExit::Stay;
      focus_ = kPracticeItem + t.index;
      return activate(events);
    default: return PracticeExit::Stay;
  }
}

void PracticeScreen::targets(TargetList& out, const PracticeLayout& L) const {
  out.push(TargetKind::Back, 0, L.back_button);
  for (int c = 0; c < kCells; ++c) out.push(TargetKind::Cell, c, L.cell_rect(c));
  for (int d = 1; d <= 9; ++d)
    out.push(TargetKind::DigitKey, d, L.keys[static_cast<std::size_t>(d - 1)]);
  for (int i = 0; i < kPracticeItemCount; ++i)
    out.push(TargetKind::MenuItem, i, L.items[static_cast<std::size_t>(i)]);
}

}  // namespace nonet::game
