// SPDX-License-Identifier: MIT
// The rules of one stage (SEEDS D, A5, A6): placing, notes, mistakes, hints, undo/redo, clock.
#include "game/session.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <iterator>

#include "core/hint.hpp"
#include "core/phrase.hpp"
#include "core/rating.hpp"
#include "game/format.hpp"
#include "game/technique_label.hpp"
#include "i18n/i18n.hpp"

namespace nonet::game {

using i18n::tr;
using i18n::trc;
using i18n::trn;

Session::Session(const StageData& stage) : stage_(stage), digits_(stage.puzzle) {
  // 81 cells of notes for FillNotes plus its own move: reserving avoids reallocations in play.
  history_.reserve(128);
  if (stage_.open_solutions) hints_left_ = 0;  // several solutions: no hint to give (greyed)
}

std::bitset<kCells> Session::rule_clashes() const {
  std::bitset<kCells> out;
  for (int unit = 0; unit < kUnits; ++unit) {
    std::array<int, 10> first{};  // per digit: 1 + the first cell holding it, 0 for none
    for (const std::uint8_t cell : unit_cells(unit)) {
      const int d = digits_[cell];
      if (d == 0) continue;
      if (first[static_cast<std::size_t>(d)] == 0) {
        first[static_cast<std::size_t>(d)] = cell + 1;
      } else {
        out.set(cell);
        out.set(static_cast<std::size_t>(first[static_cast<std::size_t>(d)] - 1));
      }
    }
  }
  return out;
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

MoveResult Session::block(int cell, int digit) {
  blocked_cell_ = cell;
  ++blocked_count_;
  ++revision_;
  events_.push(EventKind::Blocked, cell, digit);
  return MoveResult::Refused;
}

MoveResult Session::apply(const Move& m) {
  // A history as long as a save may hold takes no further move (issue 30): the file must never
  // be one the save check refuses. No player reaches it; a script or a hostile file might.
  if (undo_index_ >= kMaxHistoryMoves) return refuse(m.cell, m.digit);
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
      // A given, or a cell already holding its right digit, keeps it: the move is refused where
      // the player sees it (Delete erases the player's own digit first).
      if (is_given(m.cell) || digits_[m.cell] != 0) return block(m.cell, m.digit);
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
      if (hints_used_ < kMaxFreeCount) ++hints_used_;  // counted up to what a save holds
      select(m.cell);
      place_right(m.cell, m.digit, MoveKind::Hint, hint_strikes(m.cell, m.digit));
      return MoveResult::Recorded;
    case MoveKind::Check: return apply_check(m);
    case MoveKind::ShowSolution: return apply_show_solution(m);
    case MoveKind::Colour:
    case MoveKind::ClearColours: return apply_colour(m);
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

void Session::place_right(int cell, int digit, MoveKind kind,
                          const std::vector<HintElimination>& strikes) {
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
  // A hint also strikes from the notes what its steps proved gone (issue 14): those
  // candidates stay struck after the trace instead of coming back.
  for (const HintElimination& x : strikes) {
    if (x.cell < 0 || x.cell >= kCells || x.digit < 1 || x.digit > 9) continue;
    const auto x8 = static_cast<std::uint8_t>(x.cell);
    if (digits_.cells[x8] != 0) continue;
    auto it = std::find_if(e.changes.begin(), e.changes.end(),
                           [&](const CellChange& ch) { return ch.cell == x8; });
    if (it == e.changes.end()) {
      if (!(notes_[x8] & digit_bit(x.digit))) continue;
      e.changes.push_back(CellChange{x8, 0, 0, notes_[x8], notes_[x8]});
      it = std::prev(e.changes.end());
    }
    it->notes_after = static_cast<CandidateMask>(it->notes_after & ~digit_bit(x.digit));
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
  if (mistakes_ < kMaxFreeCount) ++mistakes_;  // only free play's "no limit" gets near it
  wrong_ = WrongEntry{cell, digit, clock_ + kWrongDigitTicks};
  conflict_cells_.reset();
  conflict_cells_.set(static_cast<std::size_t>(cell));
  // Only rule violations are marked (SEEDS A5): peers that hold the same digit.
  for (const std::uint8_t p : peers(cell)) {
    if (digits_[p] == digit) conflict_cells_.set(p);
  }
  hint_.reset();
  staged_.reset();
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

const nonet::Hint& Session::engine_hint() {
  const Grid right = right_digits();
  if (!engine_hint_ || !hint_board_ || *hint_board_ != right) {
    // The core's hint engine picks the easiest next placement a person could find (without the
    // player's notes, so the hint always places a digit, as SEEDS D's hint does). With "check
    // at the end" the engine sees the right entries only (a wrong one is empty to it), so the
    // hint may correct a wrong entry.
    engine_hint_ =
        std::make_shared<const Hint>(next_hint(PlayerBoard{stage_.puzzle, right, std::nullopt}));
    hint_board_ = right;
  }
  return *engine_hint_;
}

std::vector<HintElimination> Session::hint_strikes(int cell, int digit) {
  std::vector<HintElimination> out;
  const Hint& hint = engine_hint();
  if (!hint.step || hint.step->placements.empty()) return out;
  const Placement p = hint.step->placements.front();
  if (p.cell != cell || p.digit != digit) return out;  // an older record: strike nothing
  for (const Step& prep : hint.preparation) {
    for (const CellDigit& e : prep.eliminations) out.push_back({e.cell, e.digit});
  }
  for (const CellDigit& e : hint.step->eliminations) out.push_back({e.cell, e.digit});
  return out;
}

namespace {

// Hints speak the player's language and name cells in words ("row 3, column 6"): players
// tried as new users did not know "r3c6" (issue 27). Formed when the hint is shown, so a
// language switched meanwhile is the one used.
constexpr PhraseStyle kHintStyle{PhraseStyle::CellNames::Words, true};
std::string said(const HintTier& t) { return phrase_text(t.phrase, kHintStyle); }
std::string said(const Step& s) { return phrase_text(s.phrase, kHintStyle); }

// Each cell once, in first-seen order.
void add_cells(std::vector<int>& to, const std::vector<int>& cells) {
  for (const int c : cells) {
    if (std::find(to.begin(), to.end(), c) == to.end()) to.push_back(c);
  }
}

// The words of a hint tier, from the engine's hint: what build_hint_shown shows and
// reword_hints forms again in another language.
void word_hint(const Hint& hint, HintShown& h) {
  h.text.clear();
  h.full_text.clear();
  h.preparation_texts.clear();
  h.why.clear();
  if (h.tier == HintPhase::Where) {
    // Where to look: the area of the step that places the digit, and, when other steps must
    // come first, how many (no technique, cell or digit named).
    h.text = said(hint.where);
    if (!hint.preparation.empty()) {
      const std::size_t n = hint.preparation.size();
      const char* first =
          // TRANSLATORS: follows the hint's sentence about where to look: {0} other steps on
          // the board must come before the one hinted at (any form may use {0}).
          trn("One step elsewhere comes first.", "{0} steps elsewhere come first.", n);
      h.text += ' ';
      h.text += format(first, {n});
    }
    h.full_text = h.text;
    return;
  }
  if (h.tier == HintPhase::What) {
    // What technique: the preparing steps' techniques in order, then the placing one's.
    std::vector<std::string> names;
    for (const Step& prep : hint.preparation) {
      std::string n(technique_label(prep.technique));
      if (std::find(names.begin(), names.end(), n) == names.end()) names.push_back(std::move(n));
    }
    // The techniques in order, each joined to the next by the language's "then".
    const std::string last(technique_label(hint.step->technique));
    if (names.empty()) {
      h.text = said(hint.what);
    } else {
      // TRANSLATORS: stands for a technique's name ("Hidden single") in a list of techniques.
      names.push_back(last.empty() ? std::string(trc("technique", "a single")) : last);
      std::string text = names.front();
      for (std::size_t i = 1; i < names.size(); ++i)
        // TRANSLATORS: two steps of a hint in the order they are used: {0} the techniques so
        // far, {1} the next one ("Pointing, then Hidden single").
        text = format(trc("list", "{0}, then {1}"), {text, names[i]});
      text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
      // TRANSLATORS: {0} is the techniques to use, in order ("Pointing, then Hidden single").
      h.text = format(tr("{0}: look at the marked cells."), {text});
    }
    h.full_text = h.text;
    return;
  }
  h.text = !said(hint.apply).empty() ? said(hint.apply) : said(*hint.step);
  for (const Step& prep : hint.preparation) {
    std::string text = said(prep);
    if (text.empty()) continue;
    h.full_text += text;
    h.full_text += ' ';
    h.preparation_texts.push_back(std::move(text));
  }
  // A long preparation (top1465's #248: twelve steps, AICs and forcing chains among them) or a
  // deep forcing chain (dynamic+ or nested, beyond what Learn teaches) takes more words than a
  // banner can page through (AI Escargot's hint: over a hundred pages of two lines at
  // 480x540), and a nested chain's inner chains are not in its sentence at all: every step
  // goes to the Why page instead, read at the player's pace, and the banner counts them.
  auto deep = [](const Step& st) {
    return st.technique > kHardestHumanTechnique && st.technique != Technique::TrialAndError;
  };
  // Their length in Latin letters' widths: a character of three bytes or more (kana, hangul,
  // an ideograph) is about two of them wide.
  std::size_t width = 0;
  for (const std::string& t : h.preparation_texts) {
    for (const char c : t) {
      const auto b = static_cast<unsigned char>(c);
      if ((b & 0xC0) != 0x80) width += b >= 0xE0 ? 2 : 1;
    }
  }
  // (Deep chains only remove candidates, so the placing step is a single and one of the
  // preparing steps is the deep one: the banner below always has steps to count.)
  const bool why = width > kLongHintWidth || deep(*hint.step) ||
                   std::any_of(hint.preparation.begin(), hint.preparation.end(), deep);
  if (why && !h.preparation_texts.empty()) {
    const std::size_t n = h.preparation_texts.size();
    h.full_text = format(
        // TRANSLATORS: a hint's banner when its steps are told on the hint's Why page: {0} how
        // many steps come before the placement. "Why?" is the label of the button beside the
        // hint that opens the page (msgctxt "button"): use the same words.
        trn("One step comes first; Why? shows it.", "{0} steps come first; Why? shows each.", n),
        {n});
    h.full_text += ' ';
  }
  // TRANSLATORS: {0} is the hint's last sentence, after the steps that prepare it.
  h.full_text += h.preparation_texts.empty() ? h.text : format(tr("Then: {0}"), {h.text});
  if (!why) return;
  auto add_why = [&h](const Step& step, std::string text) {
    if (text.empty()) return;  // as the banner's count: a step without words is not told
    HintWhyStep w;
    w.technique = step.technique;
    w.text = std::move(text);
    if (step.technique == Technique::NestedForcingChain && !step.eliminations.empty()) {
      const CellDigit x = step.eliminations.front();  // the outer chain's assumption
      w.lead = format(
          // TRANSLATORS: the hint's Why page, above each inner chain of a nested forcing chain
          // (the chain follows on its own lines): {0} a cell ("row 2, column 3"), {1} a digit.
          tr("Suppose {0} were {1}. Inside that branch, one candidate after another falls, "
             "each because its own branch breaks:"),
          {cell_words(x.cell), x.digit});
    }
    for (const Phrase& d : step.details)
      w.reasons.push_back(sentence_start(phrase_text(d, kHintStyle)));
    h.why.push_back(std::move(w));
  };
  for (const Step& prep : hint.preparation) add_why(prep, said(prep));
  add_why(*hint.step, h.text);
}

}  // namespace

bool Session::build_hint_shown(HintPhase tier, HintShown& h) {
  const Hint& hint = engine_hint();
  if (!hint.step || hint.step->placements.empty()) return false;
  const Placement p = hint.step->placements.front();
  if (p.cell < 0 || p.cell >= kCells || stage_.solution[p.cell] != p.digit) return false;
  if (digits_[p.cell] == p.digit) return false;  // never "place" what is already there
  h = HintShown{};
  h.tier = tier;
  h.source = engine_hint_;
  h.pattern_cells = tier == HintPhase::Where ? hint.where.cells : hint.step->pattern_cells;
  h.area_units = tier == HintPhase::Where ? hint.where.units : std::vector<int>{};
  if (tier == HintPhase::Apply) {
    h.cell = p.cell;
    h.digit = p.digit;
    // Each technique's own reasons only (issue 29): a hidden single is proved by where its
    // digit cannot go in the unit, a naked single or full house by the digits the cell sees;
    // another technique's placement is explained by its pattern, not by either trace.
    const Technique t = hint.step->technique;
    const bool hidden = t == Technique::HiddenSingleBox || t == Technique::HiddenSingleLine;
    const bool in_cell = t == Technique::NakedSingle || t == Technique::FullHouse;
    if (in_cell)
      for (const Reason& r : hint.digit_trace) h.reasons.push_back(HintReason{r.digit, r.peer});
    if (hidden)
      for (const Reason& r : hint.unit_trace) h.reasons.push_back(HintReason{r.digit, r.peer});
    h.eliminations = hint_strikes(p.cell, p.digit);
  }
  if (tier != HintPhase::Where)
    for (const Step& prep : hint.preparation) add_cells(h.preparation_cells, prep.pattern_cells);
  word_hint(hint, h);
  return true;
}

void Session::reword_hints() {
  for (std::optional<HintShown>* shown : {&hint_, &staged_})
    if (*shown && (*shown)->source) word_hint(*(*shown)->source, **shown);
  ++revision_;
}

HintPhase Session::next_hint_tier() const {
  if (!staged_ || !hint_) return HintPhase::Where;
  return hint_->tier == HintPhase::Where ? HintPhase::What : HintPhase::Apply;
}

void Session::use_hint() {
  if (!accepting_input() || hints_left_ <= 0) {
    refuse();
    return;
  }
  const HintPhase tier = next_hint_tier();
  if (tier == HintPhase::Apply) {
    apply_hint();
    return;
  }
  clear_wrong();
  HintShown shown, full;
  if (!build_hint_shown(tier, shown) || !build_hint_shown(HintPhase::Apply, full)) {
    refuse();
    return;
  }
  hint_ = std::move(shown);
  staged_ = std::move(full);
  ++hint_asks_;
  ++revision_;
  events_.push(EventKind::HintTierShown, -1, 0, static_cast<std::int16_t>(tier));
}

void Session::apply_hint() {
  if (!accepting_input() || hints_left_ <= 0) {
    refuse();
    return;
  }
  clear_wrong();
  HintShown h;
  if (!build_hint_shown(HintPhase::Apply, h)) {
    refuse();  // never place anything but the solution's digit
    return;
  }
  if (apply(Move{MoveKind::Hint, h.cell, h.digit}) == MoveResult::Recorded) {
    hint_ = std::move(h);  // after apply, whose commit() clears the previous hint
    ++hint_asks_;
    ++revision_;
  }
}

void Session::commit(HistoryEntry entry) {
  if (entry.marks.empty()) {  // paint keeps the hint the player is following
    hint_.reset();
    staged_.reset();
  }
  history_.resize(undo_index_);  // a new move drops the redo branch
  apply_changes(entry, true);
  history_.push_back(std::move(entry));
  undo_index_ = history_.size();
  refresh_marks();
}

void Session::apply_changes(const HistoryEntry& entry, bool forward) {
  ++revision_;
  for (const CellChange& ch : entry.changes) {
    digits_.cells[ch.cell] = forward ? ch.digit_after : ch.digit_before;
    notes_[ch.cell] = forward ? ch.notes_after : ch.notes_before;
  }
  for (const MarkChange& ch : entry.marks) marks_[ch.cell] = forward ? ch.after : ch.before;
}

bool Session::any_marks() const {
  return std::any_of(marks_.begin(), marks_.end(), [](std::uint32_t m) { return m != 0; });
}

void Session::colour(int cell, int digit, int colour) {
  apply(Move{MoveKind::Colour, cell, digit, colour});
}

void Session::clear_colours() { apply(Move{MoveKind::ClearColours, -1, 0}); }

MoveResult Session::apply_colour(const Move& m) {
  if (!accepting_input()) return refuse(m.cell, m.digit);
  HistoryEntry e{m, {}, {}};
  if (m.kind == MoveKind::ClearColours) {
    if (m.cell != -1 || m.digit != 0 || m.colour != 0) return refuse();
    for (int c = 0; c < kCells; ++c) {
      const auto c8 = static_cast<std::uint8_t>(c);
      if (marks_[c8] != 0) e.marks.push_back(MarkChange{c8, marks_[c8], 0});
    }
  } else {
    if (m.cell < 0 || m.cell >= kCells || m.digit < 0 || m.digit > 9 || m.colour < 0 ||
        m.colour > kMarkColours)
      return refuse(m.cell, m.digit);
    const auto c8 = static_cast<std::uint8_t>(m.cell);
    const std::uint32_t after = with_mark(marks_[c8], m.digit, m.colour);
    if (after != marks_[c8]) e.marks.push_back(MarkChange{c8, marks_[c8], after});
  }
  if (e.marks.empty()) return refuse(m.cell, m.digit);  // nothing to paint or take off
  commit(std::move(e));
  events_.push(EventKind::MarkColoured, m.cell, m.digit, m.colour);
  return MoveResult::Recorded;
}

bool Session::undo() {
  if (!accepting_input() || undo_index_ == 0) {
    events_.push(EventKind::Rejected);
    return false;
  }
  clear_wrong();
  dismiss_hint();
  const HistoryEntry& e = history_[--undo_index_];
  apply_changes(e, false);
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
  dismiss_hint();
  const HistoryEntry& e = history_[undo_index_++];
  apply_changes(e, true);
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
  r.game_id = game_id_;
  return r;
}

RebuildResult Session::rebuild(const StageData& stage, const PlayRecord& record) {
  RebuildResult result;
  auto refuse_all = [&](std::string why) {
    result.session.reset();
    result.error = std::move(why);
    return std::move(result);
  };
  if (record.undo_index > record.moves.size()) {
    // TRANSLATORS: why a saved game could not be resumed (in parentheses in a notice).
    return refuse_all(tr("undo position beyond the moves"));
  }
  Session& s = result.session.emplace(stage);
  for (std::size_t i = 0; i < record.moves.size(); ++i) {
    const Move& m = record.moves[i];
    // Exactly this move, recorded (a wrong digit, a given cell, a hint that is not the
    // solution's digit all fail here).
    if (s.apply(m) != MoveResult::Recorded || !(s.history_.back().move == m)) {
      // TRANSLATORS: why a saved game could not be resumed: {0} is the move's number, {1} the
      // move as the save writes it ("place r3c4 5": keep it as it is).
      const char* why = tr("move {0} ({1}) does not replay on this stage");
      return refuse_all(format(why, {i + 1, to_text(m)}));
    }
    if (s.outcome_ != Outcome::Playing && i + 1 < record.moves.size()) {
      // TRANSLATORS: why a saved game could not be resumed: {0} is a move's number.
      return refuse_all(format(tr("the stage ends before move {0}"), {i + 2}));
    }
  }
  while (s.undo_index_ > record.undo_index) {
    if (!s.undo()) {
      // TRANSLATORS: why a saved game could not be resumed: {0} is a move's number.
      return refuse_all(format(tr("cannot undo back to move {0}"), {record.undo_index}));
    }
  }
  if (s.outcome_ != Outcome::Playing) return refuse_all(tr("the saved game is already finished"));
  s.restore(record.counters, record.selected, record.notes_mode);
  s.game_id_ = record.game_id;
  s.events_.clear();
  return result;
}

void Session::restore(const SessionCounters& counters, int selected, bool notes_mode) {
  ++revision_;
  mistakes_ = stage_.mistakes_allowed > 0
                  ? std::clamp(counters.mistakes, 0, stage_.mistakes_allowed - 1)
                  : std::clamp(counters.mistakes, 0, static_cast<int>(kMaxFreeCount));
  hints_used_ = stage_.unlimited_hints
                    ? std::clamp(counters.hints_used, 0, static_cast<int>(kMaxFreeCount))
                    : std::clamp(counters.hints_used, 0, kHintsPerStage);
  hints_left_ = stage_.unlimited_hints ? kHintsPerStage : kHintsPerStage - hints_used_;
  elapsed_ = std::clamp<Tick>(counters.elapsed, 0, kMaxElapsedTicks);
  select(selected);
  notes_mode_ = notes_mode;
}

void Session::update() {
  if (paused_) return;
  ++clock_;
  if (wrong_ && clock_ >= wrong_->remove_at) clear_wrong();
  // The timer stops at what a save holds (about 31 years) rather than count past it.
  if (outcome_ == Outcome::Playing && elapsed_ < kMaxElapsedTicks) ++elapsed_;
}

}  // namespace nonet::game
