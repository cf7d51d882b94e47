// SPDX-License-Identifier: MIT
// Forcing chains (Nishio, cell and unit forcing chains, dynamic forcing chains, and the deep
// forcing past them: dynamic+ and nested chains). Each case is a real position met on a published
// puzzle's solve path where the technique is the first one the engine can use; the chains in the
// sentences were checked link by link on the candidates (see the comments) and each result against
// the puzzle's solution.
#include <doctest/doctest.h>

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "advanced_test_positions.hpp"
#include "core/deep_forcing.hpp"
#include "core/engine.hpp"
#include "core/rating.hpp"
#include "core/solver.hpp"
#include "core/technique.hpp"
#include "core/text.hpp"

using namespace nonet;
using nonet::test::check_engine_takes;
using nonet::test::check_reached_from;
using nonet::test::digit_in;
using nonet::test::rc;
using nonet::test::reached_state;

TEST_CASE("Nishio where it is the first technique that applies") {
  // 17-clue puzzle below, on its solve path (one candidate, 5 at r2c5, removed by an earlier
  // step). Suppose r6c9 is 6: row 6, column 9 and box 6 lose 6; row 5 then has 6 only at
  // r5c5 (r5c7 and r5c8 are in box 6); box 5 and column 5 lose it; column 6 has it only at
  // r1c6 (r4c6, r6c6 gone) and row 4 only at r4c1. Row 3's 6s were at r3c1 (column 1, taken
  // by r4c1), r3c5 (column 5) and r3c9 (column 9): none left. So r6c9 is not 6.
  const auto s = reached_state(
      ".8..7..9.7....8..4.42..187...4.....88.72.5..95...8.7...786..13.2..8......6..3..8.",
      {{rc(2, 5), 5}});
  const Grid solution = check_reached_from(
      "....7..9......8..4.42..1.7...4.....88..2.5..95.....7...7.6..13.2..8......6..3....", s);
  const auto found = find_nishio(s);
  REQUIRE(found);
  check_engine_takes(s, *found);
  CHECK(found->technique == Technique::Nishio);
  CHECK(found->eliminations == digit_in(6, {rc(6, 9)}));
  CHECK(found->placements.empty());
  CHECK(found->pattern_cells == std::vector<int>{rc(1, 6), rc(4, 1), rc(5, 5), rc(6, 9)});
  CHECK(found->pattern_candidates == digit_in(6, {rc(1, 6), rc(4, 1), rc(5, 5), rc(6, 9)}));
  CHECK(found->units == std::vector<int>{row_unit(2)});
  CHECK(step_text(*found) ==
        "Nishio on 6: if r6c9 were 6, 6 would have to go to r5c5, r1c6 and r4c1, and 6 would "
        "have no place left in row 3, so r6c9 is not 6.");
  CHECK(solution[rc(6, 9)] != 6);
}

TEST_CASE("Cell forcing chain where it is the first technique that applies") {
  // 17-clue puzzle below, on its solve path (one candidate removed by an earlier step: the
  // hidden unique rectangle on {4,7} in r5c2, r5c3, r8c2 and r8c3 takes 7 from r8c2, a cell
  // the chains below do not use). r2c6 holds {2,6,7}; each leads to r3c9 not being 6:
  //   2: r6c6 {2,3} is then 3, r6c7 {3,4} is 4, so r3c7 is not 4 and box 3's other 4, r3c9,
  //      is 4;
  //   6: row 9 has 6 only at r9c6 and r9c9, so r9c9 is 6, and r3c9 (column 9) is not;
  //   7: box 3 has 7 only at r2c9 and r3c9; r2c9 is not 7 (row 2), so r3c9 is 7.
  const auto s = reached_state(
      "4...5...9..34..8...851.9........4.......8.29.15.69..7.8.6....4.5.......3..9.4.78.",
      {{rc(8, 2), 7}});
  const Grid solution = check_reached_from(
      "4...5...9..3...8.....1.9........4.......8.29.15.6...7.8.6....4.5.......3..9.4.78.", s);
  const auto found = find_cell_forcing_chain(s);
  REQUIRE(found);
  check_engine_takes(s, *found);
  CHECK(found->technique == Technique::CellForcingChain);
  CHECK(found->eliminations == digit_in(6, {rc(3, 9)}));
  CHECK(found->placements.empty());
  CHECK(found->pattern_cells == std::vector<int>{rc(2, 6), rc(2, 9), rc(3, 7), rc(3, 9), rc(6, 6),
                                                 rc(6, 7), rc(9, 6), rc(9, 9)});
  CHECK(step_text(*found) ==
        "Cell forcing chain: r2c6 is 2, 6 or 7; (2)r2c6 - (2)r6c6 = (3)r6c6 - (3)r6c7 = (4)r6c7 "
        "- (4)r3c7 = (4)r3c9 - (6)r3c9; (6)r2c6 - (6)r9c6 = (6)r9c9 - (6)r3c9; (7)r2c6 - "
        "(7)r2c9 = (7)r3c9 - (6)r3c9; so r3c9 is not 6.");
  CHECK(solution[rc(3, 9)] != 6);
}

TEST_CASE("Unit forcing chain where it is the first technique that applies") {
  // Top1465 puzzle below, on its solve path (digits alone give the candidates). 8 in column
  // 4 is at r2c4, r3c4, r6c4 or r8c4; r2c4 and r3c4 see r2c5 directly (box 2); from r6c4 and
  // r8c4 the chains in the sentence reach "r2c5 is not 8" through groups of box 1, box 2 and
  // box 8. So r2c5 is not 8.
  const auto s = reached_state(
      "2..5..6.9.9.....3...1..9..44..9..7...5..4..8...7..1..6...1..3...2..7..9...8..3..5", {});
  const Grid solution = check_reached_from(
      "2..5..6...9.....3...1..9..44..9..7...5..4..8...7..1..6...1..3...2..7..9...8..3..5", s);
  const auto found = find_unit_forcing_chain(s);
  REQUIRE(found);
  CHECK_FALSE(find_cell_forcing_chain(s));
  check_engine_takes(s, *found);
  CHECK(found->technique == Technique::UnitForcingChain);
  CHECK(found->eliminations == digit_in(8, {rc(2, 5)}));
  CHECK(found->units == std::vector<int>{col_unit(3)});
  CHECK(found->pattern_cells == std::vector<int>{rc(1, 2), rc(1, 5), rc(1, 6), rc(1, 8), rc(2, 1),
                                                 rc(2, 4), rc(2, 5), rc(2, 9), rc(3, 1), rc(3, 4),
                                                 rc(6, 1), rc(6, 4), rc(7, 5), rc(7, 6), rc(7, 9),
                                                 rc(8, 4)});
  CHECK(step_text(*found) ==
        "Unit forcing chain: 8 in column 4 is at r2c4, r3c4, r6c4 or r8c4; (8)r2c4 - (8)r2c5; "
        "(8)r3c4 - (8)r2c5; (8)r6c4 - (8)r6c1 = (8){r2c1,r3c1} - (8)r1c2 = (8){r1c5,r1c6} - "
        "(8)r2c5; (8)r8c4 - (8){r7c5,r7c6} = (8)r7c9 - (7)r7c9 = (7)r2c9 - (7)r1c8 = (1)r1c8 - "
        "(1)r1c5 = (1)r2c5 - (8)r2c5; so r2c5 is not 8.");
  CHECK(solution[rc(2, 5)] != 8);
}

TEST_CASE("Dynamic forcing chain where it is the first technique that applies") {
  // Top1465 puzzle below, on its solve path. Placing 7 at r7c8 and following naked and
  // hidden singles fills 23 more cells and then leaves r2c2 without a candidate, so r7c8 is
  // not 7. No chain of single links proves it: the singles combine several removals.
  const auto s = reached_state(
      ".......4...2..4..1.7..5..9...3..7....4..6....69.1..8..32....1..85.9...6.....8...3", {});
  const Grid solution = check_reached_from(
      ".......4...2..4..1.7..5..9...3..7....4..6....6..1..8...2....1..85.9...6.....8...3", s);
  const auto found = find_dynamic_forcing_chain(s);
  REQUIRE(found);
  check_engine_takes(s, *found);
  CHECK(found->technique == Technique::DynamicForcingChain);
  CHECK(found->eliminations == digit_in(7, {rc(7, 8)}));
  CHECK(found->placements.empty());
  CHECK(found->pattern_cells == std::vector<int>{rc(7, 8)});
  CHECK(found->pattern_candidates == digit_in(7, {rc(7, 8)}));
  CHECK(step_text(*found) ==
        "Dynamic forcing chain on r7c8: if r7c8 were 7, singles would follow (r7c5=4, r6c9=4, "
        "r4c4=4, r6c3=7, r8c5=7, r9c1=7, ... (23 placements)) and r2c2 would have no candidate "
        "left; so the broken branch goes, which removes 7 from r7c8.");
  CHECK(solution[rc(7, 8)] != 7);
}

TEST_CASE("Dynamic forcing chain: every branch of a cell agrees") {
  // On the same position, the branches of a two-candidate cell either break or agree; the
  // step's result must hold in the solution whichever kind it is.
  const auto s = reached_state(
      ".......4...2..4..1.7..5..9...3..7....4..6....69.1..8..32....1..85.9...6.....8...3", {});
  const Grid solution = check_reached_from(
      ".......4...2..4..1.7..5..9...3..7....4..6....6..1..8...2....1..85.9...6.....8...3", s);
  Candidates t = s;
  int steps = 0;
  // Apply dynamic steps until one proves a placement: every one must be right.
  for (; steps < 40; ++steps) {
    const auto step = find_dynamic_forcing_chain(t);
    REQUIRE(step);
    for (const auto& p : step->placements) CHECK(solution[p.cell] == p.digit);
    for (const auto& e : step->eliminations) CHECK(solution[e.cell] != e.digit);
    if (!step->placements.empty()) {
      CHECK(step_text(*step).find("so in every case") != std::string::npos);
      break;
    }
    t.apply(*step);
  }
  CHECK(steps < 40);
}

TEST_CASE("AI Escargot: where the forcing chains stop, deep forcing goes on to the end") {
  // AI Escargot (SE 10.5): the techniques up to the dynamic forcing chain explain part of it
  // and then find nothing; the dynamic forcing chain (+) and then a nested forcing chain go on.
  const Grid puzzle =
      *parse_grid(
           "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..")
           .grid;
  const Grid solution = solve(puzzle).solution;
  const SolvePath path = solve_path(puzzle, true, kHardestHumanTechnique);
  REQUIRE(path.above_ceiling);
  Candidates s = path.final_state;
  CHECK_FALSE(find_nishio(s));
  CHECK_FALSE(find_cell_forcing_chain(s));
  CHECK_FALSE(find_unit_forcing_chain(s));
  CHECK_FALSE(find_dynamic_forcing_chain(s));
  const auto plus = find_dynamic_plus_forcing_chain(s);
  REQUIRE(plus);
  check_engine_takes(s, *plus);
  CHECK(plus->technique == Technique::DynamicForcingChainPlus);
  REQUIRE(plus->eliminations.size() == 1);
  CHECK(solution[plus->eliminations[0].cell] != plus->eliminations[0].digit);
  const std::string plus_text = step_text(*plus);
  CHECK(plus_text.rfind("Dynamic forcing chain (+) on ", 0) == 0);
  CHECK(plus_text.find("singles and locked candidates would follow") != std::string::npos);
  // The finder's candidate really breaks under propagation, and the singles alone do not say so.
  CHECK(assumptions_break(s, {plus->eliminations[0]}, {}));
  // On along the engine's path to the first nested chain.
  std::optional<Step> nested;
  for (int guard = 0; guard < 200 && !nested; ++guard) {
    Step step = next_step(s);
    REQUIRE(step.technique != Technique::TrialAndError);
    for (const CellDigit& e : step.eliminations) REQUIRE(solution[e.cell] != e.digit);
    for (const Placement& p : step.placements) REQUIRE(solution[p.cell] == p.digit);
    if (step.technique == Technique::NestedForcingChain) nested = step;
    if (!nested) s.apply(step);
  }
  REQUIRE(nested);
  check_engine_takes(s, *nested);
  REQUIRE(nested->eliminations.size() == 1);
  const CellDigit x = nested->eliminations[0];
  CHECK(solution[x.cell] != x.digit);
  CHECK_FALSE(find_dynamic_plus_forcing_chain(s));  // depth 1 finds nothing here
  // The pattern: the assumed candidate, then each inner removal in order. Each inner removal
  // breaks under the assumption and the removals before it; the assumption breaks with them
  // all, and not without them.
  REQUIRE(nested->pattern_candidates.size() >= 2);
  CHECK(nested->pattern_candidates.front() == x);
  std::vector<CellDigit> before;
  for (std::size_t k = 1; k < nested->pattern_candidates.size(); ++k) {
    const CellDigit y = nested->pattern_candidates[k];
    CHECK(assumptions_break(s, {x, y}, before));
    before.push_back(y);
  }
  CHECK(assumptions_break(s, {x}, before));
  CHECK_FALSE(assumptions_break(s, {x}, {}));
  // Pruned: the proof can do without none of them. Drop any one, and a later removal or the
  // outer contradiction no longer follows.
  for (std::size_t drop = 0; drop < before.size(); ++drop) {
    std::vector<CellDigit> kept, so_far;
    for (std::size_t k = 0; k < before.size(); ++k) {
      if (k != drop) kept.push_back(before[k]);
    }
    bool holds = true;
    for (const CellDigit y : kept) {
      holds = holds && assumptions_break(s, {x, y}, so_far);
      so_far.push_back(y);
    }
    holds = holds && assumptions_break(s, {x}, kept);
    CHECK_FALSE(holds);
  }
  const auto inner = static_cast<int>(before.size());
  CHECK(nested->extra_tenths == std::min(24, inner - 1));
  // One detail per inner removal, in the proof's order: "r1c5 is not 4 (if it were, ...)".
  REQUIRE(static_cast<int>(nested->details.size()) == inner);
  for (std::size_t k = 0; k < nested->details.size(); ++k) {
    const CellDigit y = nested->pattern_candidates[k + 1];
    CHECK(phrase_text(nested->details[k])
              .rfind(cell_name(y.cell) + " is not " + std::to_string(y.digit) + " (if it were, ",
                     0) == 0);
  }
  const std::string text = step_text(*nested);
  CHECK(text.rfind("Nested forcing chain on " + cell_name(x.cell) + ": suppose " +
                       cell_name(x.cell) + " were " + std::to_string(x.digit) + ". Then " +
                       std::to_string(inner) + " candidate",
                   0) == 0);
  CHECK(text.find("After that, singles and locked candidates would follow") != std::string::npos);
  CHECK(text.size() > 200);
}

TEST_CASE("deep forcing: a broken state gives nothing, and depth 1 is tried before depth 2") {
  // A state that breaks at once (a cell without candidates) has no meaningful candidate.
  Candidates broken = Candidates::from_grid(Grid{});
  broken.mask[0] = 0;
  CHECK_FALSE(find_deep_contradiction(broken, 2));
  // On AI Escargot's stuck position the first deep contradiction is at depth 1, with no inner
  // removals; a state where depth 1 finds nothing gets depth 2 or nothing at max_depth 1.
  const Grid puzzle =
      *parse_grid(
           "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..")
           .grid;
  const Candidates stuck = solve_path(puzzle, false, kHardestHumanTechnique).final_state;
  const auto first = find_deep_contradiction(stuck, 2);
  REQUIRE(first);
  CHECK(first->depth == 1);
  CHECK(first->inner.empty());
  Candidates s = stuck;
  std::optional<DeepContradiction> deeper;
  for (int guard = 0; guard < 200 && !deeper; ++guard) {
    if (!find_deep_contradiction(s, 1)) {
      deeper = find_deep_contradiction(s, 2);
      break;
    }
    s.apply(next_step(s));
  }
  REQUIRE(deeper);
  CHECK(deeper->depth == 2);
  CHECK_FALSE(deeper->inner.empty());
}
