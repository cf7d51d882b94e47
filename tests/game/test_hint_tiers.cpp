// SPDX-License-Identifier: MIT
// Issue 14: the Hint button steps through the tiers where -> what -> apply, only the third
// spends a hint, an applied hint strikes what it proved from the notes (and undo and a
// resumed save agree), and a digit typed over a filled cell is refused where it shows.
#include <doctest/doctest.h>

#include <string>

#include "core/hint.hpp"
#include "game/play_motion.hpp"
#include "game/session.hpp"
#include "game/wording.hpp"
#include "test_stage.hpp"

using namespace nonet;
using namespace nonet::game;
using nonet::game::testing::pattern_stage;

namespace {

int count_events(Session& s, EventKind kind) {
  int n = 0;
  while (!s.events().empty()) n += s.events().pop().kind == kind ? 1 : 0;
  return n;
}

// Stage 36 played by its singles (by hand, no hint spent) up to the first placement that needs
// other steps first: 5 at r8c4, after a claiming and a naked pair (see session_test.cpp).
Session stage36_before_prepared_hint() {
  const StageData stage = load_stage(36).stage.value();
  Session s(stage);
  for (int guard = 0; guard < kCells; ++guard) {
    const Hint h = next_hint(PlayerBoard{stage.puzzle, s.digits(), std::nullopt});
    REQUIRE(h.step.has_value());
    REQUIRE_FALSE(h.step->placements.empty());
    if (!h.preparation.empty()) break;
    s.select(h.step->placements.front().cell);
    s.enter_digit(h.step->placements.front().digit);
  }
  s.events().clear();
  return s;
}

constexpr int kR8C4 = 7 * 9 + 3;

}  // namespace

TEST_CASE("Hint shows where, then what, then applies; only the third press spends a hint") {
  Session s = stage36_before_prepared_hint();
  const Grid before = s.digits();
  const std::size_t moves = s.undo_index();
  CHECK(s.next_hint_tier() == HintPhase::Where);
  CHECK(std::string(hint_button_label(s.next_hint_tier())) == "Hint");

  s.use_hint();  // where to look
  REQUIRE(s.hint().has_value());
  CHECK(s.hint()->tier == HintPhase::Where);
  CHECK(s.hint()->cell == -1);  // names no cell ...
  CHECK(s.hint()->reasons.empty());
  CHECK(s.hint()->eliminations.empty());
  CHECK(s.hint()->text.rfind("Look at ", 0) == 0);
  CHECK(s.hint()->text.find("come first") != std::string::npos);  // a claiming, a naked pair
  CHECK(s.hint()->text.find("single") == std::string::npos);      // ... and no technique
  CHECK(s.hint()->text.find("Claiming") == std::string::npos);
  // The area lit is whole units: box 7 holds r8c4, so its nine cells are among them.
  CHECK(s.hint()->pattern_cells.size() % 9 == 0);
  int in_box = 0;
  for (const int c : s.hint()->pattern_cells) in_box += box_of(c) == box_of(kR8C4) ? 1 : 0;
  CHECK(in_box == 9);
  CHECK(s.digits() == before);
  CHECK(s.undo_index() == moves);
  CHECK(s.hints_left() == kHintsPerStage);
  CHECK(count_events(s, EventKind::HintTierShown) == 1);
  CHECK(s.next_hint_tier() == HintPhase::What);
  CHECK(std::string(hint_button_label(s.next_hint_tier())) == "Technique");

  s.use_hint();  // what technique
  REQUIRE(s.hint().has_value());
  CHECK(s.hint()->tier == HintPhase::What);
  CHECK(s.hint()->cell == -1);
  CHECK(s.hint()->text.find("Claiming") != std::string::npos);
  CHECK(s.hint()->text.find("Naked pair") != std::string::npos);
  CHECK(s.hint()->text.find("then") != std::string::npos);
  CHECK_FALSE(s.hint()->preparation_cells.empty());
  CHECK(s.digits() == before);
  CHECK(s.hints_left() == kHintsPerStage);
  CHECK(s.next_hint_tier() == HintPhase::Apply);
  CHECK(std::string(hint_button_label(s.next_hint_tier())) == "Apply");

  s.use_hint();  // applied
  REQUIRE(s.hint().has_value());
  CHECK(s.hint()->tier == HintPhase::Apply);
  CHECK(s.hint()->cell == kR8C4);
  CHECK(s.digits()[kR8C4] == s.stage().solution[kR8C4]);
  CHECK(s.hints_left() == kHintsPerStage - 1);
  CHECK(s.undo_index() == moves + 1);
  CHECK(count_events(s, EventKind::HintUsed) == 1);
  CHECK(s.next_hint_tier() == HintPhase::Where);  // the next hint starts over
}

TEST_CASE("a move between two tiers starts the hint again from where") {
  Session s = stage36_before_prepared_hint();
  s.use_hint();
  s.use_hint();
  REQUIRE(s.next_hint_tier() == HintPhase::Apply);
  // Any other right digit: the board changed, so the staged hint may no longer be the next.
  int cell = 0;
  while (cell < kCells && (s.digits()[cell] != 0 || cell == kR8C4)) ++cell;
  REQUIRE(cell < kCells);
  s.select(cell);
  s.enter_digit(s.stage().solution[cell]);
  CHECK_FALSE(s.hint().has_value());
  CHECK(s.next_hint_tier() == HintPhase::Where);
  const int left = s.hints_left();
  s.use_hint();
  CHECK(s.hint()->tier == HintPhase::Where);
  CHECK(s.hints_left() == left);
  // Leaving the board (Quit to menu) forgets a tier on show as well.
  s.dismiss_hint();
  CHECK(s.next_hint_tier() == HintPhase::Where);
}

TEST_CASE("no hint left: the first tier is refused too") {
  Session s(pattern_stage({0, 1, 2, 3, 4}));
  for (int i = 0; i < kHintsPerStage; ++i) s.apply_hint();
  REQUIRE(s.hints_left() == 0);
  s.events().clear();
  s.use_hint();  // the last applied hint stays on show, no tier replaces it
  REQUIRE(s.hint().has_value());
  CHECK(s.hint()->tier == HintPhase::Apply);
  CHECK(s.next_hint_tier() == HintPhase::Where);
  CHECK(count_events(s, EventKind::Rejected) == 1);
}

TEST_CASE("an applied hint strikes what it proved from the notes; undo and a resumed save agree") {
  Session s = stage36_before_prepared_hint();
  s.fill_notes();
  std::array<CandidateMask, kCells> before{};
  for (int c = 0; c < kCells; ++c) before[static_cast<std::size_t>(c)] = s.notes(c);
  s.apply_hint();
  REQUIRE(s.hint().has_value());
  const HintShown shown = *s.hint();
  REQUIRE_FALSE(shown.eliminations.empty());
  int struck = 0;
  for (const HintElimination& e : shown.eliminations) {
    CAPTURE(e.cell);
    CAPTURE(e.digit);
    CHECK(e.digit != s.stage().solution[e.cell]);        // sound: never the answer
    CHECK((s.notes(e.cell) & digit_bit(e.digit)) == 0);  // gone for good, not only drawn
    struck += (before[static_cast<std::size_t>(e.cell)] & digit_bit(e.digit)) ? 1 : 0;
  }
  CHECK(struck > 0);  // the player's notes held some of them
  // Nothing else changed in the notes but the placed digit's peers.
  for (int c = 0; c < kCells; ++c) {
    if (c == shown.cell || s.notes(c) == before[static_cast<std::size_t>(c)]) continue;
    bool explained = sees(c, shown.cell);
    for (const HintElimination& e : shown.eliminations) explained = explained || e.cell == c;
    CAPTURE(c);
    CHECK(explained);
  }
  // A resumed save replays the same move to the same notes.
  const RebuildResult again = Session::rebuild(s.stage(), s.record());
  REQUIRE(again.session.has_value());
  for (int c = 0; c < kCells; ++c) CHECK(again.session->notes(c) == s.notes(c));
  // Undo gives every note back.
  REQUIRE(s.undo());
  for (int c = 0; c < kCells; ++c) CHECK(s.notes(c) == before[static_cast<std::size_t>(c)]);
}

TEST_CASE("a digit typed over a filled cell is refused where the player sees it, and shakes") {
  Session s(pattern_stage({0, 1, 2}));
  s.select(0);
  s.enter_digit(s.stage().solution[0]);
  REQUIRE(s.digits()[0] == s.stage().solution[0]);
  PlayMotion motion;
  motion.observe(s, 0.0);
  s.events().clear();
  const int other = s.stage().solution[0] % 9 + 1;
  s.enter_digit(other);  // a right digit typed over: kept
  CHECK(s.digits()[0] == s.stage().solution[0]);
  CHECK(s.mistakes() == 0);
  CHECK(s.blocked_cell() == 0);
  CHECK(count_events(s, EventKind::Blocked) == 1);
  motion.observe(s, 1.0);
  CHECK(motion.blocked_shake(0, 1.05, Motion::Full) != 0.0f);
  CHECK(motion.blocked_shake(1, 1.05, Motion::Full) == 0.0f);  // only that cell
  CHECK(motion.blocked_shake(0, 1.05, Motion::Reduced) == 0.0f);
  CHECK(motion.blocked_shake(0, 1.01 + kShakeSeconds, Motion::Full) == 0.0f);
  CHECK(motion.animating(1.05, Motion::Full));
  // A given too, and in notes mode; Delete still removes the player's own digit.
  s.select(40);
  REQUIRE(s.is_given(40));
  s.enter_digit(s.stage().solution[40]);
  CHECK(s.blocked_cell() == 40);
  s.select(0);
  s.toggle_notes_mode();
  s.enter_digit(other);
  CHECK(s.notes(0) == 0);
  CHECK(count_events(s, EventKind::Blocked) == 2);
  s.erase();
  CHECK(s.digits()[0] == 0);
}
