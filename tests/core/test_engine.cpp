// SPDX-License-Identifier: MIT
// The solve path: soundness over thousands of real puzzles with known solutions (every
// technique, basic and advanced, as the engine applies them), the restart-at-the-easiest
// rule, and the honest "needs trial and error" ending.
#include <doctest/doctest.h>

#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

#include "core/engine.hpp"
#include "core/rating.hpp"
#include "core/solver.hpp"
#include "core/text.hpp"

using namespace nonet;

namespace {

constexpr const char* kWikipediaPuzzle =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
constexpr const char* kWikipediaSolution =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
// "AI Escargot" (Arto Inkala, 2006): SudokuExplainer rates it 10.5; the engine needs a nested
// forcing chain for it.
constexpr const char* kAiEscargot =
    "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..";
// The Wikipedia solution with a six-cell deadly pattern blanked out (r3c1, r3c3, r4c1, r4c3,
// r7c1, r7c3 hold 1, 8 and 9 in a cycle that turns either way): two solutions, so no sound
// step can finish it, and no unique rectangle covers it.
constexpr const char* kDeadlyPattern =
    "534678912672195348.9.342567.5.761423426853791713924856.6.537284287419635345286179";

Grid grid_of(const char* text) { return *parse_grid(text).grid; }

std::vector<Grid> read_puzzles(const std::string& file, int limit) {
  std::vector<Grid> out;
  std::ifstream in(std::string(NONET_TEST_DATA_DIR) + "/" + file);
  REQUIRE_MESSAGE(in.good(), "cannot open tests/data/" << file);
  std::string line;
  while (static_cast<int>(out.size()) < limit && std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    auto parsed = parse_grid(line);
    REQUIRE(parsed);
    out.push_back(*parsed.grid);
  }
  return out;
}

struct SoundnessTally {
  int puzzles = 0;
  int steps = 0;
  int solved = 0;
  int stuck = 0;
  int deep = 0;  // steps past the dynamic forcing chain
};

// Walks the path step by step against the known solution.
void check_path_sound(const Grid& puzzle, SoundnessTally& tally) {
  const SolveResult known = solve(puzzle);
  REQUIRE(known.count == 1);
  const SolvePath path = solve_path(puzzle);
  Candidates s = Candidates::from_grid(puzzle);
  for (std::size_t i = 0; i < path.steps.size(); ++i) {
    const Step& step = path.steps[i];
    if (step.technique == Technique::TrialAndError) {
      CHECK(i + 1 == path.steps.size());  // only ever the last step
      CHECK(step.placements.empty());
      CHECK(step.eliminations.empty());
      break;
    }
    for (const auto& p : step.placements) {
      if (known.solution[p.cell] != p.digit) {
        FAIL_CHECK(technique_name(step.technique) << " places " << p.digit << " at "
                                                  << cell_name(p.cell) << ": " << step_text(step));
      }
    }
    for (const auto& e : step.eliminations) {
      if (known.solution[e.cell] == e.digit) {
        FAIL_CHECK(technique_name(step.technique) << " removes the answer " << e.digit << " from "
                                                  << cell_name(e.cell) << ": " << step_text(step));
      }
    }
    s.apply(step);
    ++tally.steps;
    tally.deep += step.technique > kHardestHumanTechnique ? 1 : 0;
  }
  CHECK_FALSE(path.contradiction);
  CHECK(agrees_with(path.final_state.grid, known.solution));
  CHECK(path.final_state.grid == s.grid);
  if (path.solved) {
    ++tally.solved;
    CHECK(path.final_state.grid == known.solution);
  } else {
    ++tally.stuck;
    REQUIRE_FALSE(path.steps.empty());
    CHECK(path.steps.back().technique == Technique::TrialAndError);
    CHECK(path.hardest == Technique::TrialAndError);
  }
  ++tally.puzzles;
}

}  // namespace

TEST_CASE("next_step starts the Wikipedia puzzle with its hidden single in box 2") {
  // See test_techniques_basic.cpp for why 8 at r1c6 is the first step.
  const Step step = next_step(Candidates::from_grid(grid_of(kWikipediaPuzzle)));
  CHECK(step.technique == Technique::HiddenSingleBox);
  CHECK(step.placements == std::vector<Placement>{{cell_at(0, 5), 8}});
}

TEST_CASE("solve path of an easy puzzle: singles only, ends solved") {
  const SolvePath path = solve_path(grid_of(kWikipediaPuzzle));
  CHECK(path.solved);
  CHECK_FALSE(path.contradiction);
  CHECK(path.final_state.grid == grid_of(kWikipediaSolution));
  CHECK(path.hardest <= Technique::NakedSingle);
  // 81 - 30 givens: one placement per step.
  CHECK(path.steps_taken() == 51);
  for (const auto& step : path.steps) CHECK(step.placements.size() == 1);
}

TEST_CASE("solve path restarts at the easiest technique after every step") {
  // On hard puzzles, at every state where the path used something beyond singles, no
  // single was available: the path never skips an easier step.
  const auto puzzles = read_puzzles("puzzles3_magictour_top1465", 60);
  int beyond_singles = 0;
  for (const Grid& puzzle : puzzles) {
    const SolvePath path = solve_path(puzzle);
    Candidates s = Candidates::from_grid(puzzle);
    for (const auto& step : path.steps) {
      if (step.technique > Technique::NakedSingle && step.technique != Technique::TrialAndError) {
        ++beyond_singles;
        CHECK_FALSE(find_full_house(s).has_value());
        CHECK_FALSE(find_hidden_single(s).has_value());
        CHECK_FALSE(find_naked_single(s).has_value());
        if (step.technique > Technique::Claiming)
          CHECK_FALSE(find_locked_candidates(s).has_value());
        if (step.technique > Technique::NakedPair) CHECK_FALSE(find_naked_subset(s, 2).has_value());
      }
      CHECK(step.technique <= path.hardest);
      s.apply(step);
    }
  }
  CHECK(beyond_singles > 100);  // the check above really ran
}

TEST_CASE("the forum's hardest puzzles: each explained to the end, every step sound") {
  // Every 12th puzzle of the 1106 "hardest" database (SE about 10-12): none gets past the
  // dynamic forcing chain without deep forcing, and with it every one is explained.
  SoundnessTally tally;
  for (const Grid& g : read_puzzles("puzzles6_forum_hardest_1106_every12th", 32))
    check_path_sound(g, tally);
  CHECK(tally.puzzles == 32);
  CHECK(tally.solved == 32);
  CHECK(tally.deep >= 32);
  MESSAGE(tally.puzzles << " puzzles, " << tally.steps << " steps, " << tally.deep
                        << " deep forcing steps");
}

TEST_CASE("a board beyond the engine ends with an honest trial-and-error step") {
  const SolvePath path = solve_path(grid_of(kDeadlyPattern));
  CHECK_FALSE(path.solved);
  CHECK_FALSE(path.contradiction);
  REQUIRE_FALSE(path.steps.empty());
  const Step& last = path.steps.back();
  CHECK(last.technique == Technique::TrialAndError);
  CHECK(step_text(last).find("trial and error") != std::string::npos);
  CHECK(path.hardest == Technique::TrialAndError);
  // The engine never guesses: it placed nothing, since either digit may go first.
  CHECK(path.final_state.grid == grid_of(kDeadlyPattern));
}

TEST_CASE("AI Escargot is explained to the end, its hardest step a nested forcing chain") {
  const SolvePath path = solve_path(grid_of(kAiEscargot));
  CHECK(path.solved);
  CHECK(path.hardest == Technique::NestedForcingChain);
  CHECK(path.final_state.grid == solve(grid_of(kAiEscargot)).solution);
  // Under the generators' ceiling the same path stops where the deep steps begin.
  const SolvePath capped = solve_path(grid_of(kAiEscargot), false, kHardestHumanTechnique);
  CHECK(capped.above_ceiling);
  CHECK_FALSE(capped.solved);
}

TEST_CASE("a board that breaks the rules is a contradiction, not a path") {
  Grid g = grid_of(kWikipediaPuzzle);
  g.set(cell_at(0, 2), 5);  // a second 5 in row 1
  const SolvePath path = solve_path(g);
  CHECK(path.contradiction);
  CHECK_FALSE(path.solved);
  CHECK(path.steps.empty());
}

TEST_CASE("keep_steps=false keeps the tally without the sentences") {
  const Grid puzzle = read_puzzles("puzzles3_magictour_top1465", 1).front();
  const SolvePath full = solve_path(puzzle, true);
  const SolvePath tally = solve_path(puzzle, false);
  CHECK(full.hardest == tally.hardest);
  CHECK(full.steps_taken() == tally.steps_taken());
  CHECK(full.solved == tally.solved);
  CHECK(full.final_state.grid == tally.final_state.grid);
}

TEST_CASE("soundness: no step places a wrong digit or removes the answer") {
  SoundnessTally tally;
  SUBCASE("kaggle excerpt (easy to medium)") {
    for (const Grid& g : read_puzzles("puzzles0_kaggle_first2000", 2000))
      check_path_sound(g, tally);
    CHECK(tally.puzzles == 2000);
  }
  SUBCASE("top1465 (hard)") {
    // Since the forcing chains explain nearly all of them, their paths are long: CI takes the
    // first 400 (about 12 s under ASan); NONET_LONG_SOUNDNESS=1 in the environment takes all.
    const int count = std::getenv("NONET_LONG_SOUNDNESS") != nullptr ? 1465 : 400;
    for (const Grid& g : read_puzzles("puzzles3_magictour_top1465", count)) {
      check_path_sound(g, tally);
    }
    CHECK(tally.puzzles == count);
    // Deep forcing explains the three the other techniques leave (#2, #3 and #77).
    CHECK(tally.stuck == 0);
    CHECK(tally.deep > 0);
  }
  SUBCASE("17-clue puzzles") {
    for (const Grid& g : read_puzzles("puzzles2_17_clue_first2000", 1000))
      check_path_sound(g, tally);
    CHECK(tally.puzzles == 1000);
  }
  MESSAGE(tally.puzzles << " puzzles, " << tally.steps << " steps, " << tally.solved << " solved, "
                        << tally.stuck << " need trial and error, " << tally.deep
                        << " deep forcing steps");
}
