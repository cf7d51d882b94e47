// SPDX-License-Identifier: MIT
// Session rules: placing, mistakes and their 0.42 s removal, notes, undo/redo, hints, timer.
#include <doctest/doctest.h>

#include <algorithm>

#include "core/hint.hpp"
#include "core/phrase.hpp"
#include "game/session.hpp"
#include "test_stage.hpp"

using namespace nonet;
using namespace nonet::game;
using nonet::game::testing::pattern_digit;
using nonet::game::testing::pattern_stage;

namespace {
void run_ticks(Session& s, Tick n) {
  for (Tick i = 0; i < n; ++i) s.update();
}
int count_events(Session& s, EventKind kind) {
  int n = 0;
  while (!s.events().empty()) n += s.events().pop().kind == kind ? 1 : 0;
  return n;
}
// r1c1..r1c3 empty: the pattern's first row starts 1 2 3.
const int kR1C1 = 0, kR1C2 = 1, kR1C3 = 2;
}  // namespace

TEST_CASE("the pattern stage is a valid solved grid (checks the test fixture itself)") {
  const StageData st = pattern_stage({});
  CHECK(is_solved(st.solution));
  CHECK(pattern_digit(0, 0) == 1);
  CHECK(pattern_digit(1, 0) == 4);  // row 2 starts at 4
  CHECK(pattern_digit(3, 0) == 2);  // row 4 starts at 2
}

TEST_CASE("a right digit is placed, a wrong one counts a mistake and is removed 0.42 s later") {
  Session s(pattern_stage({kR1C1, kR1C2, kR1C3}));
  s.select(kR1C1);
  s.enter_digit(1);
  CHECK(s.digits()[kR1C1] == 1);
  CHECK(s.mistakes() == 0);

  s.select(kR1C2);
  s.enter_digit(5);  // r1c2 should be 2; row 1 already holds 5 at r1c5
  CHECK(s.mistakes() == 1);
  CHECK(s.digits()[kR1C2] == 0);  // never written into the right digits
  CHECK(s.shown_digit(kR1C2) == 5);
  REQUIRE(s.wrong_entry().has_value());
  // The conflict marks are the wrong cell and the peers that already hold a 5.
  CHECK(s.conflict_cells().test(kR1C2));
  CHECK(s.conflict_cells().test(4));  // r1c5 holds 5 in the pattern's first row
  int marked_peers = 0;
  for (int p : peers(kR1C2)) {
    if (s.conflict_cells().test(static_cast<std::size_t>(p))) {
      CHECK(s.digits()[p] == 5);
      ++marked_peers;
    }
  }
  CHECK(marked_peers >= 1);

  // 0.42 s = 25 ticks at 60 Hz: still shown one tick before, gone on the 25th.
  run_ticks(s, kWrongDigitTicks - 1);
  CHECK(s.shown_digit(kR1C2) == 5);
  s.update();
  CHECK(s.shown_digit(kR1C2) == 0);
  CHECK_FALSE(s.wrong_entry().has_value());
  CHECK(s.conflict_cells().none());
  CHECK(kWrongDigitTicks == 25);
}

TEST_CASE("three mistakes lose the stage and stop the timer and input") {
  Session s(pattern_stage({kR1C1}));
  s.select(kR1C1);
  for (int d : {2, 3, 4}) {
    s.enter_digit(d);
    s.update();
  }
  CHECK(s.mistakes() == 3);
  CHECK(s.outcome() == Outcome::Lost);
  const Tick t = s.elapsed();
  run_ticks(s, 120);
  CHECK(s.elapsed() == t);
  s.enter_digit(1);  // the right digit no longer goes in
  CHECK(s.digits()[kR1C1] == 0);
  CHECK(count_events(s, EventKind::StageLost) == 1);
}

TEST_CASE("givens and solved cells refuse digits without counting a mistake") {
  Session s(pattern_stage({kR1C1}));
  s.select(kR1C2);  // a given 2
  s.enter_digit(7);
  CHECK(s.mistakes() == 0);
  CHECK(s.digits()[kR1C2] == 2);
  s.erase();
  CHECK(s.digits()[kR1C2] == 2);
}

TEST_CASE("filling the last cell wins; the timer runs only while playing and not paused") {
  Session s(pattern_stage({kR1C1, 80}));
  run_ticks(s, 90);
  CHECK(s.elapsed() == 90);
  s.set_paused(true);
  run_ticks(s, 600);
  CHECK(s.elapsed() == 90);
  s.set_paused(false);
  s.select(kR1C1);
  s.enter_digit(1);
  CHECK(s.outcome() == Outcome::Playing);
  s.select(80);
  s.enter_digit(pattern_digit(8, 8));
  CHECK(s.outcome() == Outcome::Won);
  CHECK(s.last_placed() == 80);
  run_ticks(s, 60);
  CHECK(s.elapsed() == 90);
}

TEST_CASE("notes: toggle in notes mode, placing clears the digit from peers' notes") {
  // Empty r1c1 (1), r1c2 (2) and r2c1 (4), r9c9 for an unrelated cell.
  Session s(pattern_stage({kR1C1, kR1C2, 9, 80}));
  s.toggle_notes_mode();
  s.select(kR1C2);
  s.enter_digit(1);
  s.enter_digit(2);
  s.select(9);  // r2c1, a peer of r1c1 (same column and box)
  s.enter_digit(1);
  s.select(80);  // r9c9: not a peer of r1c1
  s.enter_digit(1);
  CHECK(s.notes(kR1C2) == (digit_bit(1) | digit_bit(2)));
  CHECK(s.mistakes() == 0);  // notes are never mistakes

  s.enter_digit(1);  // toggles back off
  CHECK(s.notes(80) == 0);
  s.enter_digit(1);

  s.toggle_notes_mode();
  s.select(kR1C1);
  s.enter_digit(1);
  CHECK(s.notes(kR1C2) == digit_bit(2));
  CHECK(s.notes(9) == 0);
  CHECK(s.notes(80) == digit_bit(1));  // not a peer: untouched
}

TEST_CASE("fill notes writes the derived candidates of every empty cell") {
  Session s(pattern_stage({kR1C1, kR1C2, 9}));
  s.fill_notes();
  // r1c1 misses 1 in its row, and its column and box: with r1c2 (2) and r2c1 (4) also
  // empty, r1c1's row lacks {1,2}, its column lacks {1,4}, its box lacks {1,2,4}.
  CHECK(s.notes(kR1C1) == digit_bit(1));
  CHECK(s.notes(kR1C2) == digit_bit(2));
  CHECK(s.notes(9) == digit_bit(4));
  CHECK(s.notes(40) == 0);  // a given gets no notes
}

TEST_CASE("undo and redo restore digits and notes, never mistakes or hints") {
  Session s(pattern_stage({kR1C1, kR1C2, kR1C3}));
  s.toggle_notes_mode();
  s.select(kR1C2);
  s.enter_digit(1);
  s.toggle_notes_mode();
  s.select(kR1C1);
  s.enter_digit(1);  // clears note 1 at r1c2
  s.select(kR1C3);
  s.enter_digit(9);  // mistake
  run_ticks(s, kWrongDigitTicks);
  CHECK(s.mistakes() == 1);
  CHECK(s.notes(kR1C2) == 0);

  REQUIRE(s.undo());  // undoes the placement at r1c1 (the mistake is no move)
  CHECK(s.digits()[kR1C1] == 0);
  CHECK(s.notes(kR1C2) == digit_bit(1));
  CHECK(s.mistakes() == 1);
  CHECK(s.selected() == kR1C1);

  REQUIRE(s.undo());  // the note
  CHECK(s.notes(kR1C2) == 0);
  CHECK_FALSE(s.undo());

  REQUIRE(s.redo());
  REQUIRE(s.redo());
  CHECK(s.digits()[kR1C1] == 1);
  CHECK(s.notes(kR1C2) == 0);
  CHECK_FALSE(s.redo());

  // A new move after an undo drops the redo branch.
  REQUIRE(s.undo());
  s.select(kR1C3);
  s.enter_digit(3);
  CHECK_FALSE(s.can_redo());
  CHECK(s.digits()[kR1C1] == 0);
  CHECK(to_text(s.history().back().move) == "place r1c3 3");
}

TEST_CASE("erase removes an entry, then notes, and is undoable") {
  Session s(pattern_stage({kR1C1, kR1C2}));
  s.select(kR1C1);
  s.enter_digit(1);
  s.erase();
  CHECK(s.digits()[kR1C1] == 0);
  s.undo();
  CHECK(s.digits()[kR1C1] == 1);
  s.select(kR1C2);
  s.toggle_notes_mode();
  s.enter_digit(2);
  s.enter_digit(7);
  s.erase();
  CHECK(s.notes(kR1C2) == 0);
  s.undo();
  CHECK(s.notes(kR1C2) == (digit_bit(2) | digit_bit(7)));
}

TEST_CASE("a hint reveals a cell with the peers that rule out every other digit") {
  // r5c5 alone empty: every other digit sits in its row, column or box (SEEDS A6: 8 reasons).
  Session s(pattern_stage({40}));
  s.select(0);
  s.apply_hint();
  CHECK(s.hints_left() == kHintsPerStage - 1);
  const int answer = pattern_digit(4, 4);
  CHECK(s.digits()[40] == answer);
  CHECK(s.selected() == 40);  // the selection jumps to the hinted cell
  REQUIRE(s.hint().has_value());
  CHECK(s.hint()->cell == 40);
  CHECK(s.hint()->digit == answer);
  CHECK_FALSE(s.hint()->text.empty());
  REQUIRE(s.hint()->reasons.size() == 8);
  int seen = 0;
  for (const HintReason& r : s.hint()->reasons) {
    CHECK(r.digit != answer);
    CHECK(sees(40, r.by_cell));
    CHECK(s.digits()[r.by_cell] == r.digit);
    seen |= 1 << r.digit;
  }
  CHECK(seen == (0x3FE & ~(1 << answer)));  // each other digit exactly once
  CHECK(s.outcome() == Outcome::Won);
  CHECK(s.history().back().move.kind == MoveKind::Hint);
}

TEST_CASE("hints run out") {
  Session s(pattern_stage({0, 1, 2, 3, 4}));
  for (int i = 0; i < 4; ++i) s.apply_hint();
  CHECK(s.hints_left() == 0);
  int filled = 0;
  for (int c : {0, 1, 2, 3, 4}) filled += s.digits()[c] != 0 ? 1 : 0;
  CHECK(filled == 3);
}

TEST_CASE("remaining counts come from the board and the selection wraps") {
  Session s(pattern_stage({kR1C1, 10}));  // r1c1 = 1, r2c2 = 5
  CHECK(s.remaining(1) == 1);
  CHECK(s.remaining(5) == 1);
  CHECK(s.remaining(9) == 0);
  s.select(0);
  s.move_selection(-1, 0);
  CHECK(s.selected() == 72);  // wrapped to r9c1
  s.move_selection(0, -1);
  CHECK(s.selected() == 80);
}

TEST_CASE("a hint's eliminations are candidates the solution rules out, in empty cells") {
  // Harder catalogue stages played by their singles until the next hint needs steps before
  // its placement: whatever that hint strikes out must never be the cell's real digit, and
  // must be in a cell still empty at the time.
  int with_eliminations = 0;
  for (int n = 60; n <= kStageCount; n += 10) {
    const StageData stage = load_stage(n).stage.value();
    Session s(stage);
    for (int guard = 0; guard < kCells; ++guard) {
      const Hint h = next_hint(PlayerBoard{stage.puzzle, s.digits(), std::nullopt});
      if (!h.step || h.step->placements.empty()) break;
      if (h.preparation.empty() && h.step->eliminations.empty()) {
        s.select(h.step->placements.front().cell);
        s.enter_digit(h.step->placements.front().digit);
        continue;
      }
      const Grid before = s.digits();
      s.apply_hint();
      REQUIRE(s.hint().has_value());
      CHECK_FALSE(s.hint()->eliminations.empty());
      for (const HintElimination& e : s.hint()->eliminations) {
        CAPTURE(n);
        CAPTURE(e.cell);
        REQUIRE(e.cell >= 0);
        REQUIRE(e.cell < kCells);
        CHECK(before[e.cell] == 0);
        CHECK(e.digit != stage.solution[e.cell]);
      }
      ++with_eliminations;
      break;
    }
  }
  MESSAGE(with_eliminations, " of 5 stages reach a hint that strikes candidates out");
  CHECK(with_eliminations > 0);  // the property above was tested on real eliminations
}

TEST_CASE("a hint that needs other techniques first carries their cells and sentences") {
  // Stage 36 played by its singles (as tests/golden/hint_technique.txt does) until the next
  // placement needs another technique first.
  const StageData stage = load_stage(36).stage.value();
  Session s(stage);
  bool reached = false;
  for (int guard = 0; guard < kCells && !reached; ++guard) {
    const Hint h = next_hint(PlayerBoard{stage.puzzle, s.digits(), std::nullopt});
    REQUIRE(h.step.has_value());
    REQUIRE_FALSE(h.step->placements.empty());
    if (!h.preparation.empty()) {
      reached = true;
      break;
    }
    if (guard == 0) {
      s.apply_hint();  // a single: nothing prepares it
      REQUIRE(s.hint().has_value());
      CHECK(s.hint()->preparation_cells.empty());
      CHECK(s.hint()->preparation_texts.empty());
      CHECK(s.hint()->full_text == s.hint()->text);
      continue;
    }
    s.select(h.step->placements.front().cell);  // the rest by hand: hints are few
    s.enter_digit(h.step->placements.front().digit);
  }
  REQUIRE(reached);
  const Grid before = s.digits();
  const Hint core = next_hint(PlayerBoard{stage.puzzle, before, std::nullopt});
  REQUIRE_FALSE(core.preparation.empty());
  s.apply_hint();
  REQUIRE(s.hint().has_value());
  const HintShown& shown = *s.hint();
  // The core's placement, with the steps it needs (its preparation, issue 15).
  CHECK(shown.cell == core.step->placements.front().cell);
  CHECK(shown.digit == core.step->placements.front().digit);
  CHECK(shown.digit == stage.solution[shown.cell]);

  // The sentences: each preparing step's, in the panel text before "Then: " and the placement's.
  REQUIRE(shown.preparation_texts.size() == core.preparation.size());
  std::size_t at = 0;
  for (std::size_t i = 0; i < shown.preparation_texts.size(); ++i) {
    const std::string& t = shown.preparation_texts[i];
    CHECK_FALSE(t.empty());
    // Formed in the player's words, as the session shows hints (core/phrase.hpp).
    const Step& prep = core.preparation[i];
    CHECK(t == phrase_text(prep.phrase, {PhraseStyle::CellNames::Words, true}));
    const std::size_t found = shown.full_text.find(t, at);
    CHECK(found != std::string::npos);  // in order
    at = found == std::string::npos ? at : found + t.size();
  }
  const std::string tail = "Then: " + shown.text;
  REQUIRE(shown.full_text.size() > tail.size());
  CHECK(shown.full_text.compare(shown.full_text.size() - tail.size(), tail.size(), tail) == 0);

  // The cells: distinct, empty before the hint, and every preparing step's pattern among them.
  for (std::size_t i = 0; i < shown.preparation_cells.size(); ++i) {
    const int pc = shown.preparation_cells[i];
    REQUIRE(pc >= 0);
    REQUIRE(pc < kCells);
    CHECK(before[pc] == 0);
    for (std::size_t j = 0; j < i; ++j) CHECK(shown.preparation_cells[j] != pc);
  }
  for (const Step& prep : core.preparation) {
    for (const int pc : prep.pattern_cells) {
      CHECK(std::find(shown.preparation_cells.begin(), shown.preparation_cells.end(), pc) !=
            shown.preparation_cells.end());
    }
  }
}
