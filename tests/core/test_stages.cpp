// SPDX-License-Identifier: MIT
// The stage catalogue: the golden puzzle strings, the difficulty curve with its documented
// tolerance, the block rules of SEEDS D / issue 3, and that the offline search reproduces
// the stored attempts.
#include <doctest/doctest.h>

#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "core/solver.hpp"
#include "core/stages.hpp"
#include "core/text.hpp"

using namespace nonet;

namespace {

std::vector<Stage> all_stages() {
  std::vector<Stage> out;
  const StageCatalogue catalogue;
  for (int n = 1; n <= kStageCount; ++n) {
    auto s = catalogue.stage(n);
    REQUIRE(s.has_value());
    out.push_back(*s);
  }
  return out;
}

}  // namespace

TEST_CASE("stages match the golden file") {
  std::ifstream in(std::string(NONET_TEST_DATA_DIR) + "/stages.golden");
  REQUIRE(in.good());
  std::map<int, std::string> golden;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream words(line);
    int n = 0;
    std::string puzzle;
    words >> n >> puzzle;
    golden[n] = puzzle;
  }
  REQUIRE(golden.size() == kStageCount);
  const auto stages = all_stages();
  for (const Stage& s : stages) {
    INFO("stage " << s.number);
    CHECK(to_line(s.puzzle) == golden[s.number]);
  }
}

TEST_CASE("every stage is a proper puzzle the engine solves without trial and error") {
  for (const Stage& s : all_stages()) {
    INFO("stage " << s.number);
    const SolveResult r = solve(s.puzzle);
    CHECK(r.count == 1);
    CHECK(r.solution == s.solution);
    CHECK(agrees_with(s.puzzle, s.solution));
    CHECK_FALSE(s.rating.needs_trial_and_error);
    const auto spec = StageCatalogue::spec(s.number);
    REQUIRE(spec.has_value());
    CHECK(stage_accepts(*spec, s.rating));
    CHECK(s.rating.hardest == spec->target);
    // The dig target is reached or nearly so (digging stops when no clue can go).
    CHECK(s.rating.clues >= spec->clues);
    CHECK(s.rating.clues <= spec->clues + 3);
    CHECK(s.rules.mistakes_allowed == 3);
    CHECK(s.rules.hints == 3);
    CHECK(s.breather == (s.number % 5 == 0 && s.number < 100));
  }
}

TEST_CASE("the curve: blocks of 25, never easier than the tolerance allows") {
  const auto stages = all_stages();
  for (const Stage& s : stages) {
    INFO("stage " << s.number << " " << technique_name(s.rating.hardest));
    const Rating& r = s.rating;
    if (s.number <= 25) {
      CHECK(r.hardest <= Technique::NakedSingle);  // singles only
      CHECK(r.level == Level::Easy);
    } else if (s.number <= 50) {
      CHECK(r.hardest >= Technique::Pointing);
      CHECK(r.hardest <= Technique::HiddenTriple);
      CHECK(r.uses[static_cast<int>(Technique::XWing)] == 0);
      CHECK(r.uses[static_cast<int>(Technique::Swordfish)] == 0);
    } else if (s.number <= 75) {
      const bool fish = r.hardest == Technique::XWing || r.hardest == Technique::Swordfish;
      const bool wing_or_single_digit =
          r.hardest >= Technique::Skyscraper && r.hardest <= Technique::WWing;
      CHECK((fish || wing_or_single_digit));
    } else {
      CHECK(r.level >= Level::Expert);
    }
    if (s.number > 1) {
      const Rating& prev = stages[static_cast<std::size_t>(s.number - 2)].rating;
      if (s.breather) {
        CHECK(r.score_tenths <= prev.score_tenths);
        CHECK(prev.score_tenths - r.score_tenths <= kStageScoreTolerance);
        CHECK(r.clues > prev.clues);  // a breather has a clue more
      } else {
        CHECK(r.score_tenths >= prev.score_tenths);
      }
    }
  }
  // The curve really climbs: the last stage is far harder than the first.
  CHECK(stages.back().rating.score_tenths - stages.front().rating.score_tenths >= 50);
}

TEST_CASE("stage numbers outside 1..100 give nothing; stages are deterministic") {
  const StageCatalogue catalogue;
  CHECK_FALSE(catalogue.stage(0).has_value());
  CHECK_FALSE(catalogue.stage(101).has_value());
  CHECK_FALSE(catalogue.stage(-5).has_value());
  CHECK_FALSE(StageCatalogue::spec(0).has_value());
  const auto a = catalogue.stage(37), b = catalogue.stage(37);
  REQUIRE(a.has_value());
  REQUIRE(b.has_value());
  CHECK(a->puzzle == b->puzzle);
  CHECK(a->solution == b->solution);
  CHECK(stage_seed(1, 0) != stage_seed(2, 0));
  CHECK(stage_seed(1, 0) != stage_seed(1, 1));
}

TEST_CASE("the offline search reproduces the stored attempts (cheap stages)") {
  // The whole search takes seconds; here every stage whose attempt is small is re-searched
  // from attempt 0, which also shows no earlier attempt would have fitted.
  int checked = 0;
  for (int n = 1; n <= kStageCount; ++n) {
    const auto spec = StageCatalogue::spec(n);
    REQUIRE(spec.has_value());
    if (spec->attempt > 60) continue;
    INFO("stage " << n);
    CHECK(search_stage_attempt(n, spec->attempt + 1) == spec->attempt);
    ++checked;
  }
  CHECK(checked >= 20);
}
