// SPDX-License-Identifier: MIT
// Issue 14: the Hint button steps through the tiers where -> what -> apply, only the third
// spends a hint, an applied hint strikes what it proved from the notes (and undo and a
// resumed save agree), and a digit typed over a filled cell is refused where it shows.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "core/hint.hpp"
#include "game/play_motion.hpp"
#include "game/session.hpp"
#include "game/wording.hpp"
#include "i18n/i18n.hpp"
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
// another step first (see session_test.cpp).
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

}  // namespace

TEST_CASE("Hint shows where, then what, then applies; only the third press spends a hint") {
  Session s = stage36_before_prepared_hint();
  const Grid before = s.digits();
  const std::size_t moves = s.undo_index();
  const Hint core = next_hint(PlayerBoard{s.stage().puzzle, before, std::nullopt});
  REQUIRE(core.step.has_value());
  REQUIRE_FALSE(core.preparation.empty());
  const Placement p = core.step->placements.front();
  CHECK(s.next_hint_tier() == HintPhase::Where);
  CHECK(std::string(hint_button_label(s.next_hint_tier())) == "Hint");

  s.use_hint();  // where to look
  REQUIRE(s.hint().has_value());
  CHECK(s.hint()->tier == HintPhase::Where);
  CHECK(s.hint()->cell == -1);  // names no cell ...
  CHECK(s.hint()->reasons.empty());
  CHECK(s.hint()->eliminations.empty());
  CHECK(s.hint()->text.rfind("Look at ", 0) == 0);
  // ... and no technique, but says that something elsewhere comes first.
  CHECK(s.hint()->text.find(core.preparation.size() == 1
                                ? "One step elsewhere comes first."
                                : "steps elsewhere come first.") != std::string::npos);
  CHECK(s.hint()->text.find(std::string(technique_name(core.step->technique))) ==
        std::string::npos);
  // The area lit is the core's where tier: whole units, the placed cell in one of them.
  CHECK(s.hint()->area_units == core.where.units);
  CHECK(s.hint()->pattern_cells == core.where.cells);
  REQUIRE_FALSE(s.hint()->area_units.empty());
  CHECK(s.hint()->pattern_cells.size() <= 9 * s.hint()->area_units.size());  // units may meet
  bool covers = false;
  for (const int u : s.hint()->area_units) {
    for (const int c : unit_cells(u)) covers = covers || c == p.cell;
  }
  CHECK(covers);
  CHECK(s.digits() == before);
  CHECK(s.undo_index() == moves);
  CHECK(s.hints_left() == kHintsPerStage);
  CHECK(count_events(s, EventKind::HintTierShown) == 1);
  CHECK(s.next_hint_tier() == HintPhase::What);
  CHECK(std::string(hint_button_label(s.next_hint_tier())) == "Technique");

  s.use_hint();  // what technique: every technique of the steps, in order, then the placing one
  REQUIRE(s.hint().has_value());
  CHECK(s.hint()->tier == HintPhase::What);
  CHECK(s.hint()->cell == -1);
  std::size_t at = 0;
  for (const Step& prep : core.preparation) {
    const std::size_t found = s.hint()->text.find(std::string(technique_name(prep.technique)), at);
    CHECK(found != std::string::npos);
    at = found == std::string::npos ? at : found;
  }
  CHECK(s.hint()->text.find(", then ") != std::string::npos);
  CHECK_FALSE(s.hint()->preparation_cells.empty());
  CHECK(s.hint()->pattern_cells == core.step->pattern_cells);
  CHECK(s.digits() == before);
  CHECK(s.hints_left() == kHintsPerStage);
  CHECK(s.next_hint_tier() == HintPhase::Apply);
  CHECK(std::string(hint_button_label(s.next_hint_tier())) == "Apply");

  s.use_hint();  // applied
  REQUIRE(s.hint().has_value());
  CHECK(s.hint()->tier == HintPhase::Apply);
  CHECK(s.hint()->cell == p.cell);
  CHECK(s.digits()[p.cell] == s.stage().solution[p.cell]);
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
  const int staged = next_hint(PlayerBoard{s.stage().puzzle, s.digits(), std::nullopt})
                         .step->placements.front()
                         .cell;
  while (cell < kCells && (s.digits()[cell] != 0 || cell == staged)) ++cell;
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

TEST_CASE("a hint on show is worded again when the language changes (issue 27)") {
  REQUIRE(nonet::i18n::set_language("", "en") == "");
  Session s = stage36_before_prepared_hint();
  s.use_hint();  // where to look
  REQUIRE(s.hint().has_value());
  REQUIRE(s.hint()->tier == HintPhase::Where);
  const std::string english = s.hint()->text;
  const std::uint64_t revision = s.revision();
  REQUIRE(nonet::i18n::set_language(NONET_LOCALE_BUILD_DIR, "uk") == "");
  s.reword_hints();
  CHECK(s.revision() > revision);  // the view draws it again
  const std::string ukrainian = s.hint()->text;
  CHECK(ukrainian != english);
  CHECK(ukrainian.find('\xD1') != std::string::npos);  // Cyrillic (its second UTF-8 page)
  s.use_hint();  // the technique, formed in Ukrainian from the start
  const std::string what = s.hint()->text;
  REQUIRE(nonet::i18n::set_language("", "en") == "");
  s.reword_hints();  // and back: the same words as a hint shown in English
  CHECK(s.hint()->text != what);
  CHECK(s.hint()->text.find('\xD1') == std::string::npos);
}

TEST_CASE("an applied hint traces only its own technique's reasons (issue 29)") {
  // Stages 1 and 100 played by the engine's placements; at each board a fresh session is
  // brought there by hand and asked for its hint three times (where, what, apply). A hidden
  // single's lines all carry the placed digit (where else it cannot go in the unit), a naked
  // single's or full house's none (the other digits the cell sees), and any other placement
  // draws no trace.
  int hidden = 0, naked = 0;
  for (int n : {1, 100}) {
    CAPTURE(n);
    const StageData stage = load_stage(n).stage.value();
    std::vector<Placement> played;
    for (int guard = 0; guard < kCells; ++guard) {
      Session s(stage);
      for (const Placement& q : played) {
        s.select(q.cell);
        s.enter_digit(q.digit);
      }
      if (s.outcome() != Outcome::Playing) break;
      const Hint core = next_hint(PlayerBoard{stage.puzzle, s.digits(), std::nullopt});
      if (!core.step || core.step->placements.empty()) break;
      const Technique t = core.step->technique;
      const Placement p = core.step->placements.front();
      s.use_hint();
      s.use_hint();
      s.use_hint();
      REQUIRE(s.hint().has_value());
      REQUIRE(s.hint()->tier == HintPhase::Apply);
      const std::vector<HintReason>& reasons = s.hint()->reasons;
      CAPTURE(technique_name(t));
      // (A trace may be empty: cells ruled out by candidates alone have no peer to draw.)
      if (t == Technique::HiddenSingleBox || t == Technique::HiddenSingleLine) {
        hidden += reasons.empty() ? 0 : 1;
        for (const HintReason& r : reasons) CHECK(r.digit == p.digit);
      } else if (t == Technique::NakedSingle || t == Technique::FullHouse) {
        naked += reasons.empty() ? 0 : 1;
        for (const HintReason& r : reasons) CHECK(r.digit != p.digit);
      } else {
        CHECK(reasons.empty());
      }
      played.push_back(p);
    }
  }
  CHECK(hidden > 10);  // traced hidden singles
  CHECK(naked > 10);   // traced naked singles and full houses
}
