// SPDX-License-Identifier: MIT
// Ratings: the weight table keeps the SudokuExplainer order, levels follow the table, the
// SEEDS A9 scores follow their formulas.
#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <string>
#include <vector>

#include "core/rating.hpp"
#include "core/text.hpp"

using namespace nonet;

namespace {

constexpr const char* kWikipediaPuzzle =  // 30 clues, singles only
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
constexpr const char* kAiEscargot =  // SE 10.5: needs a nested forcing chain
    "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..";
// The Wikipedia puzzle's solution with a six-cell deadly pattern blanked out (r3c1, r3c3,
// r4c1, r4c3, r7c1, r7c3 hold 1, 8 and 9 in a cycle that turns either way): two solutions, so
// no sound step can choose, no unique rectangle covers it, and the engine must stop. Every
// known puzzle with one solution needs no more than the nested forcing chain.
constexpr const char* kDeadlyPattern =
    "534678912672195348.9.342567.5.761423426853791713924856.6.537284287419635345286179";

Grid grid_of(const char* text) { return *parse_grid(text).grid; }

}  // namespace

TEST_CASE("weights: SudokuExplainer values, non-decreasing in solve order") {
  // A few values straight from SudokuExplainer's table.
  CHECK(technique_weight(Technique::HiddenSingleBox) == 12);
  CHECK(technique_weight(Technique::NakedSingle) == 23);
  CHECK(technique_weight(Technique::XWing) == 32);
  CHECK(technique_weight(Technique::XYWing) == 42);
  CHECK(technique_weight(Technique::Jellyfish) == 52);
  for (int t = 1; t < kTechniqueCount; ++t) {
    CHECK(technique_weight(static_cast<Technique>(t - 1)) <=
          technique_weight(static_cast<Technique>(t)));
  }
  CHECK(technique_weight(Technique::FullHouse) >= 10);
  // The top: the nested forcing chain's weight with its most inner chains (SE's scale ends
  // near 12).
  CHECK(technique_weight(Technique::TrialAndError) == 119);
}

TEST_CASE("levels by hardest technique") {
  CHECK(level_of(Technique::FullHouse) == Level::Easy);
  CHECK(level_of(Technique::NakedSingle) == Level::Easy);
  CHECK(level_of(Technique::Pointing) == Level::Medium);
  CHECK(level_of(Technique::XWing) == Level::Medium);
  CHECK(level_of(Technique::NakedTriple) == Level::Hard);
  CHECK(level_of(Technique::WWing) == Level::Hard);
  CHECK(level_of(Technique::UniqueRectangle1) == Level::Expert);
  CHECK(level_of(Technique::SimpleColouring) == Level::Expert);
  CHECK(level_of(Technique::XChain) == Level::Master);
  CHECK(level_of(Technique::TrialAndError) == Level::Master);
  // Levels never go down as techniques get harder.
  for (int t = 1; t < kTechniqueCount; ++t) {
    CHECK(level_of(static_cast<Technique>(t - 1)) <= level_of(static_cast<Technique>(t)));
  }
  CHECK(level_name(Level::Expert) == "Expert");
}

TEST_CASE("SEEDS A9 clue-count score") {
  CHECK(clue_count_score(46) == 0);
  CHECK(clue_count_score(50) == 0);
  CHECK(clue_count_score(36) == 50);
  CHECK(clue_count_score(27) == 95);
  CHECK(clue_count_score(17) == 99);  // clamped
}

TEST_CASE("rating an easy puzzle") {
  const Rating r = rate_puzzle(grid_of(kWikipediaPuzzle));
  CHECK(r.level == Level::Easy);
  CHECK(r.hardest <= Technique::NakedSingle);
  CHECK_FALSE(r.needs_trial_and_error);
  CHECK_FALSE(r.beyond_scale);
  CHECK(r.score_text().find("beyond") == std::string::npos);
  CHECK(r.clues == 30);
  CHECK(r.steps == 51);
  // Singles only: min(39, 8 + (81 - 30) / 1.6) = min(39, 39.875) = 39.
  CHECK(r.technique_score == 39);
  CHECK(r.clue_score == 80);
  CHECK(r.score_tenths == technique_weight(r.hardest));
  int uses = 0;
  for (int n : r.uses) uses += n;
  CHECK(uses == r.steps);
}

TEST_CASE("rating a puzzle beyond the engine") {
  const Rating r = rate_puzzle(grid_of(kDeadlyPattern));
  CHECK(r.needs_trial_and_error);
  CHECK(r.hardest == Technique::TrialAndError);
  CHECK(r.level == Level::Master);
  // No invented weight: the score is the top of the scale, marked as beyond it.
  CHECK(r.beyond_scale);
  CHECK(r.score_tenths == technique_weight(Technique::TrialAndError));
  CHECK(r.score_text() == "beyond 11.9");
  CHECK(r.technique_score >= 90);
  CHECK(r.technique_score <= 99);
}

TEST_CASE("rating AI Escargot: a nested forcing chain, on the scale above 9.5") {
  const Rating r = rate_puzzle(grid_of(kAiEscargot));
  CHECK_FALSE(r.needs_trial_and_error);
  CHECK_FALSE(r.beyond_scale);
  CHECK(r.hardest == Technique::NestedForcingChain);
  CHECK(r.level == Level::Master);
  // 9.5 and a tenth for each inner chain past the first of its hardest step.
  CHECK(r.score_tenths > technique_weight(Technique::NestedForcingChain));
  CHECK(r.score_tenths < technique_weight(Technique::TrialAndError));
  CHECK(r.score_text().find("beyond") == std::string::npos);
  CHECK(r.score_text() == "11.3");  // 9.5 + 0.1 x 18: its hardest step has 19 inner chains
  CHECK(r.uses[static_cast<int>(Technique::NestedForcingChain)] >= 1);
  CHECK(r.technique_score == 89);
  // A generator's ceiling stops before deep forcing: even Master is "above".
  const Rating capped = rate_puzzle(grid_of(kAiEscargot), Level::Master);
  CHECK(capped.above_ceiling);
  CHECK(capped.hardest <= kHardestHumanTechnique);
}

TEST_CASE("technique score bands follow the hardest weight") {
  // Weight 2.6 (pointing) is the bottom of the 40-59 band and 4.4 its top; 4.5 starts the
  // 60-89 band and 7.0 ends it (docs/TECHNIQUES.md). Checked on hand-made paths, since only
  // the hardest technique matters.
  SolvePath path;
  path.solved = true;
  Step step;
  step.technique = Technique::Pointing;
  path.steps.push_back(step);
  path.hardest = Technique::Pointing;
  CHECK(rate_path(Grid{}, path).technique_score == 40);
  path.hardest = Technique::XYZWing;
  CHECK(rate_path(Grid{}, path).technique_score == 59);
  path.hardest = Technique::UniqueRectangle1;
  CHECK(rate_path(Grid{}, path).technique_score == 60);
  path.hardest = Technique::XYChain;
  CHECK(rate_path(Grid{}, path).technique_score == 89);
}

TEST_CASE("a rating with a ceiling agrees with the full rating: the same below it, 'above' above") {
  std::vector<Grid> puzzles{grid_of(kWikipediaPuzzle), grid_of(kAiEscargot)};
  for (const char* file : {"puzzles3_magictour_top1465", "puzzles0_kaggle_first2000"}) {
    std::ifstream in(std::string(NONET_TEST_DATA_DIR) + "/" + file);
    std::string line;
    for (int n = 0; n < 40 && std::getline(in, line);) {
      if (line.empty() || line[0] == '#') continue;
      if (auto parsed = parse_grid(line)) {
        puzzles.push_back(*parsed.grid);
        ++n;
      }
    }
  }
  REQUIRE(puzzles.size() == 82);
  int above = 0, within = 0;
  for (const Grid& g : puzzles) {
    const Rating full = rate_puzzle(g);
    // Deep forcing and trial and error lie above every ceiling (rating.hpp).
    const int rank = full.needs_trial_and_error || full.hardest > kHardestHumanTechnique
                         ? kLevelCount
                         : static_cast<int>(full.level);
    for (int l = 0; l < kLevelCount; ++l) {
      const Rating capped = rate_puzzle(g, static_cast<Level>(l));
      CHECK(capped.above_ceiling == (rank > l));
      if (capped.above_ceiling) {
        ++above;
        CHECK(static_cast<int>(capped.level) == std::min(l + 1, kLevelCount - 1));
        CHECK(capped.hardest <= full.hardest);  // a floor of the full path's hardest
        continue;
      }
      ++within;
      CHECK(capped.level == full.level);
      CHECK(capped.hardest == full.hardest);
      CHECK(capped.score_tenths == full.score_tenths);
      CHECK(capped.steps == full.steps);
      CHECK(capped.needs_trial_and_error == full.needs_trial_and_error);
      CHECK(capped.technique_score == full.technique_score);
      CHECK(capped.uses == full.uses);
    }
  }
  CHECK(above > 50);
  CHECK(within > 50);
}
