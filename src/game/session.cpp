// SPDX-License-Identifier: MIT
// The rules of one stage (SEEDS D, A5, A6): placing, notes, mistakes, hints, undo/redo, clock.
#include "game/session.hpp"

#include <algorithm>

#include "core/hint.hpp"

namespace nonet::game {

Session::Session(const StageData& stage) : stage_(stage), digits_(stage.puzzle) {
  // 81 cells of notes for FillNotes plus its own move: reserving avoids reallocations in play.
  history_.reserve(128);
  if (stage_.open_solutions) hints_left_ = 0;  // several solutions: no hint to give (greyed)
}

int Session::shown_digit(int cell) const {
  if (wrong_ && wrong_->cell == cell) return wrong_->digit;
  return digits_[cell];
}

int Session::remaining(int digit) const {
  int placed = 0;
  for (int c = 0; c < kCells; ++c) placed += digits_[c] == digit ? 1 : 0;
  return std::max(0, 9 - placed);
}

void Session::select(int cell) {
  if (cell < 0 || cell >= kCells) return;
  if (cell != selected_) {
    selected_ = cell;
    ++revision_;
    events_.push(EventKind::CursorMoved, cell);
  }
}

void Session::move_selection(int drow, int dcol) {
  const int r = (row_of(selected_) + drow % 9 + 9) % 9;
  const int c = (col_of(selected_) + dcol % 9 + 9) % 9;
  select(cell_at(r, c));
}

void Session::toggle_notes_mode() {
  notes_mode_ = !notes_mode_;
  ++revision_;
}

void Session::enter_digit(int digit) {
  if (digit < 1 || digit > 9 || !accepting_input()) {
    refuse(selected_, digit);
    return;
  }
  apply(Move{notes_mode_ ? MoveKind::ToggleNote : MoveKind::Place, selected_, digit});
}

MoveResult Session::refuse(int cell, int digit) {
  events_.push(EventKind::Rejected, cell, digit);
  return MoveResult::Refused;
}

MoveResult Session::apply(const Move& m) {
  const bool has_cell = m.cell >= 0 && m.cell < kCells;
  const bool has_digit = m.digit >= 1 && m.digit <= 9;
  switch (m.kind) {
    case MoveKind::Place:
    case MoveKind::ToggleNote: {
      if (!has_cell || !has_digit || !accepting_input()) return refuse(m.cell, m.digit);
      if ((stage_.check_at_end || stage_.open_solutions) && m.kind == MoveKind::Place &&
          !is_given(m.cell) && digits_[m.cell] != m.digit) {
        // Not judged until Check: any digit goes in, over an earlier entry too.
        place_right(m.cell, m.digit, MoveKind::Place);
        return MoveResult::Recorded;
      }
      // A given, or a cell already holding its right digit: nothing to change here.
      if (is_given(m.cell) || digits_[m.cell] != 0) return refuse(m.cell, m.digit);
      if (wrong_ && wrong_->cell == m.cell) clear_wrong();
      if (m.kind == MoveKind::ToggleNote) {
        toggle_note(m.cell, m.digit);
        return MoveResult::Recorded;
      }
      if (stage_.solution[m.cell] != m.digit) {
        place_wrong(m.cell, m.digit);
        return MoveResult::Shown;
      }
      place_right(m.cell, m.digit, MoveKind::Place);
      return MoveResult::Recorded;
    }
    case MoveKind::Erase:
      if (!has_cell) return refuse(m.cell);
      return erase_at(m.cell);
    case MoveKind::FillNotes: return fill_all_notes();
    case MoveKind::Hint:
      if (!has_cell || !has_digit || !accepting_input() || hints_left_ <= 0 ||
          stage_.open_solutions)
        return refuse();
      // Only ever the solution's digit, into an empty cell (or, with "check at the end", over
      // a wrong entry).
      if (digits_[m.cell] == stage_.solution[m.cell] || stage_.solution[m.cell] != m.digit ||
          (digits_[m.cell] != 0 && !stage_.check_at_end))
        return refuse();
      clear_wrong();
      if (!stage_.unlimited_hints) --hints_left_;
      ++hints_used_;
      select(m.cell);
      place_right(m.cell, m.digit, MoveKind::Hint);
      return MoveResult::Recorded;
    case MoveKind::Check: return apply_check(m);
    case MoveKind::ShowSolution: return apply_show_solution(m);
  }
  return refuse();
}

MoveResult Session::apply_check(const Move& m) {
  if (!stage_.check_at_end || !accepting_input() || m.cell != -1 || m.digit != 0) return refuse();
  CheckReport r;
  r.applied = true;
  for (int c = 0; c < kCells; ++c) {
    if (digits_[c] == 0)
      ++r.empty;
    else if (digits_[c] != stage_.solution[c])
      ++r.wrong;
  }
  last_check_ = r;
  hint_.reset();
  if (undo_index_ > 0 && history_[undo_index_ - 1].move.kind == MoveKind::Check) {
    ++revision_;  // the same board checked again: the marks stand, nothing to record
    return MoveResult::Shown;
  }
  commit(HistoryEntry{m, {}});
  if (r.wrong == 0 && r.empty == 0) check_won(last_placed_ >= 0 ? last_placed_ : selected_);
  return MoveResult::Recorded;
}

MoveResult Session::apply_show_solution(const Move& m) {
  if (!stage_.free_play() || !accepting_input() || m.cell != -1 || m.digit != 0) return refuse();
  clear_wrong();
  HistoryEntry e{m, {}};
  for (int c = 0; c < kCells; ++c) {
    const auto c8 = static_cast<std::uint8_t>(c);
    const auto d8 = static_cast<std::uint8_t>(stage_.solution[c]);
    if (digits_.cells[c8] != d8 || notes_[c8] != 0)
      e.changes.push_back(CellChange{c8, digits_.cells[c8], d8, notes_[c8], 0});
  }
  commit(std::move(e));
  solution_shown_ = true;
  outcome_ = Outcome::Lost;
  finished_at_ = clock_;
  events_.push(EventKind::StageLost);
  return MoveResult::Recorded;
}

CheckReport Session::check() {
  const MoveResult r = apply(Move{MoveKind::Check, -1, 0});
  if (r == MoveResult::Refused) return CheckReport{};
  return last_check_;
}

bool Session::show_solution() {
  return apply(Move{MoveKind::ShowSolution, -1, 0}) == MoveResult::Recorded;
}

void Session::refresh_marks() {
  check_marks_.reset();
  if (!stage_.check_at_end) return;
  // The last applied Check marked the wrong entries; a cell changed since loses its mark.
  std::bitset<kCells> touched;
  for (std::size_t i = undo_index_; i-- > 0;) {
    const HistoryEntry& e = history_[i];
    if (e.move.kind == MoveKind::Check) {
      for (int c = 0; c < kCells; ++c) {
        if (!touched.test(static_cast<std::size_t>(c)) && digits_[c] != 0 &&
            digits_[c] != stage_.solution[c])
          check_marks_.set(static_cast<std::size_t>(c));
      }
      return;
    }
    for (const CellChange& ch : e.changes) {
      if (ch.digit_before != ch.digit_after) touched.set(ch.cell);
    }
  }
}

Grid Session::right_digits() const {
  Grid g = digits_;
  for (int c = 0; c < kCells; ++c) {
    if (g[c] != stage_.solution[c]) g.cells[static_cast<std::size_t>(c)] = 0;
  }
  return g;
}

void Session::toggle_note(int cell, int digit) {
  HistoryEntry e{Move{MoveKind::ToggleNote, cell, digit}, {}};
  const CandidateMask before = notes_[static_cast<std::size_t>(cell)];
  e.changes.push_back(CellChange{static_cast<std::uint8_t>(cell), 0, 0, before,
                                 static_cast<CandidateMask>(before ^ digit_bit(digit))});
  commit(std::move(e));
  events_.push(EventKind::NoteToggled, cell, digit, (before & digit_bit(digit)) != 0 ? 0 : 1);
}

void Session::place_right(int cell, int digit, MoveKind kind) {
  HistoryEntry e{Move{kind, cell, digit}, {}};
  const auto c8 = static_cast<std::uint8_t>(cell);
  const auto d8 = static_cast<std::uint8_t>(digit);
  e.changes.push_back(
      CellChange{c8, digits_.cells[c8], d8, notes_[c8], static_cast<CandidateMask>(0)});
  // Placing a digit clears it from the notes of every peer (SEEDS D).
  for (const std::uint8_t p : peers(cell)) {
    const CandidateMask n = notes_[p];
    if (n & digit_bit(digit)) {
      e.changes.push_back(CellChange{p, digits_.cells[p], digits_.cells[p], n,
                                     static_cast<CandidateMask>(n & ~digit_bit(digit))});
    }
  }
  commit(std::move(e));
  last_placed_ = cell;
  events_.push(kind == MoveKind::Hint ? EventKind::HintUsed : EventKind::DigitPlaced, cell, digit);
  if (stage_.check_at_end) return;  // nothing judged: no completions, and only Check wins
  report_completions(cell, digit);
  check_won(cell);
}

void Session::place_wrong(int cell, int digit) {
  ++revision_;
  ++mistakes_;
  wrong_ = WrongEntry{cell, digit, clock_ + kWrongDigitTicks};
  conflict_cells_.reset();
  conflict_cells_.set(static_cast<std::size_t>(cell));
  // Only rule violations are marked (SEEDS A5): peers that hold the same digit.
  for (const std::uint8_t p : peers(cell)) {
    if (digits_[p] == digit) conflict_cells_.set(p);
  }
  hint_.reset();
  events_.push(EventKind::Mistake, cell, digit, mistakes_);
  if (stage_.mistakes_allowed > 0 && mistakes_ >= stage_.mistakes_allowed) {
    outcome_ = Outcome::Lost;
    finished_at_ = clock_;
    events_.push(EventKind::StageLost);
  }
}

void Session::clear_wrong() {
  if (!wrong_) return;
  ++revision_;
  const int cell = wrong_->cell;
  wrong_.reset();
  conflict_cells_.reset();
  events_.push(EventKind::WrongRemoved, cell);
}

void Session::erase() { apply(Move{MoveKind::Erase, selected_, 0}); }

MoveResult Session::erase_at(int cell) {
  if (!accepting_input() || is_given(cell)) return refuse(cell);
  if (wrong_ && wrong_->cell == cell) {
    clear_wrong();
    events_.push(EventKind::Erased, cell);
    return MoveResult::Shown;
  }
  const auto c8 = static_cast<std::uint8_t>(cell);
  if (digits_[cell] == 0 && notes_[c8] == 0) return refuse(cell);
  HistoryEntry e{Move{MoveKind::Erase, cell, 0}, {}};
  e.changes.push_back(CellChange{c8, digits_.cells[c8], 0, notes_[c8], 0});
  commit(std::move(e));
  if (last_placed_ == cell) last_placed_ = -1;
  events_.push(EventKind::Erased, cell);
  return MoveResult::Recorded;
}

void Session::fill_notes() { apply(Move{MoveKind::FillNotes, -1, 0}); }

MoveResult Session::fill_all_notes() {
  if (!accepting_input()) return refuse();
  // Candidates are derived from the right digits only, never stored (SEEDS A1).
  const auto cands = candidate_map(digits_);
  HistoryEntry e{Move{MoveKind::FillNotes, -1, 0}, {}};
  for (int c = 0; c < kCells; ++c) {
    const auto c8 = static_cast<std::uint8_t>(c);
    if (digits_[c] == 0 && notes_[c8] != cands[c8]) {
      e.changes.push_back(CellChange{c8, 0, 0, notes_[c8], cands[c8]});
    }
  }
  if (e.changes.empty()) return refuse();
  commit(std::move(e));
  events_.push(EventKind::NotesFilled);
  return MoveResult::Recorded;
}

void Session::use_hint() {
  if (!accepting_input() || hints_left_ <= 0 || stage_.open_solutions) {
    refuse();
    return;
  }
  clear_wrong();
  // The core's hint engine picks the easiest next placement a person could find (without the
  // player's notes, so the hint always places a digit, as SEEDS D's hint does).
  // With "check at the end" the engine sees the right entries only (a wrong one is empty to
  // it), so the hint may correct a wrong entry.
  const Grid right = right_digits();
  const Hint hint = next_hint(PlayerBoard{stage_.puzzle, right, std::nullopt});
  if (!hint.step || hint.step->placements.empty()) {
    refuse();
    return;
  }
  const Placement p = hint.step->placements.front();
  if (p.cell < 0 || p.cell >= kCells || right[p.cell] != 0 || stage_.solution[p.cell] != p.digit) {
    refuse();  // never place anything but the solution's digit
    return;
  }
  HintShown h;
  h.cell = p.cell;
  h.digit = p.digit;
  for (const Reason& r : hint.digit_trace) h.reasons.push_back(HintReason{r.digit, r.peer});
  for (const Reason& r : hint.unit_trace) h.reasons.push_back(HintReason{r.digit, r.peer});
  h.pattern_cells = hint.step->pattern_cells;
  for (const Step& prep : hint.preparation) {
    for (const CellDigit& e : prep.eliminations) h.eliminations.push_back({e.cell, e.digit});
  }
  for (const CellDigit& e : hint.step->eliminations) h.eliminations.push_back({e.cell, e.digit});
  h.text = !hint.apply.text.empty() ? hint.apply.text : hint.step->text;
  for (const Step& prep : hint.preparation) {
    for (const int pc : prep.pattern_cells) {
      if (std::find(h.preparation_cells.begin(), h.preparation_cells.end(), pc) ==
          h.preparation_cells.end())
        h.preparation_cells.push_back(pc);
    }
    if (prep.text.empty()) continue;
    h.preparation_texts.push_back(prep.text);
    h.full_text += prep.text;
    h.full_text += ' ';
  }
  h.full_text += h.preparation_texts.empty() ? h.text : "Then: " + h.text;
  if (apply(Move{MoveKind::Hint, p.cell, p.digit}) == MoveResult::Recorded) {
    hint_ = std::move(h);  // after apply, whose commit() clears the previous hint
    ++revision_;
  }
}

void Session::commit(HistoryEntry entry) {
  hint_.reset();
  history_.resize(undo_index_);  // a new move drops the redo branch
  apply_changes(entry.changes, true);
  history_.push_back(std::move(entry));
  undo_index_ = history_.size();
  refresh_marks();
}

void Session::apply_changes(const std::vector<CellChange>& changes, bool forward) {
  ++revision_;
  for (const CellChange& ch : changes) {
    digits_.cells[ch.cell] = forward ? ch.digit_after : ch.digit_before;
    notes_[ch.cell] = forward ? ch.notes_after : ch.notes_before;
  }
}

bool Session::undo() {
  if (!accepting_input() || undo_index_ == 0) {
    events_.push(EventKind::Rejected);
    return false;
  }
  clear_wrong();
  hint_.reset();
  const HistoryEntry& e = history_[--undo_index_];
  apply_changes(e.changes, false);
  refresh_marks();
  if (e.move.cell >= 0) select(e.move.cell);
  events_.push(EventKind::Undo, e.move.cell, e.move.digit);
  return true;
}

bool Session::redo() {
  if (!accepting_input() || undo_index_ >= history_.size()) {
    events_.push(EventKind::Rejected);
    return false;
  }
  clear_wrong();
  hint_.reset();
  const HistoryEntry& e = history_[undo_index_++];
  apply_changes(e.changes, true);
  refresh_marks();
  if (e.move.cell >= 0) select(e.move.cell);
  events_.push(EventKind::Redo, e.move.cell, e.move.digit);
  if ((e.move.kind == MoveKind::Place || e.move.kind == MoveKind::Hint) && !stage_.check_at_end)
    check_won(e.move.cell);
  return true;
}

void Session::report_completions(int cell, int digit) {
  for (const std::uint8_t unit : cell_units(cell)) {
    const auto& cells = unit_cells(unit);
    if (std::all_of(cells.begin(), cells.end(), [&](std::uint8_t o) { return digits_[o] != 0; })) {
      events_.push(EventKind::UnitCompleted, cell, digit, unit);
    }
  }
  if (remaining(digit) == 0) events_.push(EventKind::DigitCompleted, cell, digit);
}

void Session::check_won(int cell) {
  // Several solutions: any full board that breaks no rule is one of them.
  if (stage_.open_solutions ? !is_solved(digits_) : digits_ != stage_.solution) return;
  ++revision_;
  outcome_ = Outcome::Won;
  finished_at_ = clock_;
  last_placed_ = cell;
  events_.push(EventKind::StageWon, cell);
}

PlayRecord Session::record() const {
  PlayRecord r;
  r.moves.reserve(history_.size());
  for (const HistoryEntry& e : history_) r.moves.push_back(e.move);
  r.undo_index = undo_index_;
  r.counters = {mistakes_, hints_used(), elapsed_};
  r.selected = selected_;
  r.notes_mode = notes_mode_;
  return r;
}

RebuildResult Session::rebuild(const StageData& stage, const PlayRecord& record) {
  RebuildResult result;
  auto refuse_all = [&](std::string why) {
    result.session.reset();
    result.error = std::move(why);
    return std::move(result);
  };
  if (record.undo_index > record.moves.size()) return refuse_all("undo position beyond the moves");
  Session& s = result.session.emplace(stage);
  for (std::size_t i = 0; i < record.moves.size(); ++i) {
    const Move& m = record.moves[i];
    // Exactly this move, recorded (a wrong digit, a given cell, a hint that is not the
    // solution's digit all fail here).
    if (s.apply(m) != MoveResult::Recorded || !(s.history_.back().move == m)) {
      return refuse_all("move " + std::to_string(i + 1) + " (" + to_text(m) +
                        ") does not replay on this stage");
    }
    if (s.outcome_ != Outcome::Playing && i + 1 < record.moves.size()) {
      return refuse_all("the stage ends before move " + std::to_string(i + 2));
    }
  }
  while (s.undo_index_ > record.undo_index) {
    if (!s.undo()) {
      return refuse_all("cannot undo back to move " + std::to_string(record.undo_index));
    }
  }
  if (s.outcome_ != Outcome::Playing) return refuse_all("the saved game is already finished");
  s.restore(record.counters, record.selected, record.notes_mode);
  s.events_.clear();
  return result;
}

void Session::restore(const SessionCounters& counters, int selected, bool notes_mode) {
  ++revision_;
  mistakes_ = stage_.mistakes_allowed > 0
                  ? std::clamp(counters.mistakes, 0, stage_.mistakes_allowed - 1)
                  : std::max(0, counters.mistakes);
  hints_used_ = stage_.unlimited_hints ? std::max(0, counters.hints_used)
                                       : std::clamp(counters.hints_used, 0, kHintsPerStage);
  hints_left_ = stage_.unlimited_hints ? kHintsPerStage : kHintsPerStage - hints_used_;
  elapsed_ = std::max<Tick>(counters.elapsed, 0);
  select(selected);
  notes_mode_ = notes_mode;
}

void Session::update() {
  if (paused_) return;
  ++clock_;
  if (wrong_ && clock_ >= wrong_->remove_at) clear_wrong();
  if (outcome_ == Outcome::Playing) ++elapsed_;
}

}  // namespace nonet::game
