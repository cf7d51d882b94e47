// SPDX-License-Identifier: MIT
// Soundness of the advanced finders over real puzzles with known solutions: along a solve
// path, every finder is asked at every state, and nothing it reports may remove the
// solution's digit from a cell or place a wrong digit. The path itself applies the easiest
// step (basic finders, then advanced ones in the engine's order), so the states reach deep
// into hard puzzles. Each technique must fire somewhere, so the test cannot pass vacuously.
// (Checked by mutation: dropping one "sees both ends" test in the X-Chain makes it fail.)
// The chain and forcing finders have a second case on fewer puzzles (seconds in CI);
// NONET_LONG_SOUNDNESS=1 in the environment runs it on every puzzle of the three sets.
#include <doctest/doctest.h>

#include <array>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/solver.hpp"
#include "core/technique.hpp"
#include "core/text.hpp"

using namespace nonet;

namespace {

using Finder = std::function<std::optional<Step>(const Candidates&)>;

struct NamedFinder {
  const char* name;
  Finder find;
  int every = 1;  // asked on every n-th state only (the ALS finders cost ~0.2 ms a call)
};

std::vector<NamedFinder> basic_finders() {
  return {{"full house", find_full_house},
          {"hidden single", find_hidden_single},
          {"naked single", find_naked_single},
          {"locked candidates", find_locked_candidates},
          {"naked pair", [](const Candidates& s) { return find_naked_subset(s, 2); }},
          {"hidden pair", [](const Candidates& s) { return find_hidden_subset(s, 2); }},
          {"naked triple", [](const Candidates& s) { return find_naked_subset(s, 3); }},
          {"hidden triple", [](const Candidates& s) { return find_hidden_subset(s, 3); }},
          {"naked quad", [](const Candidates& s) { return find_naked_subset(s, 4); }},
          {"hidden quad", [](const Candidates& s) { return find_hidden_subset(s, 4); }}};
}

// In the order of the Technique enum, easiest first.
std::vector<NamedFinder> advanced_finders() {
  return {{"X-Wing", [](const Candidates& s) { return find_fish(s, 2); }},
          {"Swordfish", [](const Candidates& s) { return find_fish(s, 3); }},
          {"Skyscraper", find_skyscraper},
          {"2-String Kite", find_two_string_kite},
          {"Empty rectangle", find_empty_rectangle},
          {"Finned X-Wing", [](const Candidates& s) { return find_finned_fish(s, 2); }},
          {"XY-Wing", find_xy_wing},
          {"XYZ-Wing", find_xyz_wing},
          {"W-Wing", find_w_wing},
          {"Unique rectangle 1", find_unique_rectangle_1},
          {"Unique rectangle 2", find_unique_rectangle_2},
          {"Unique rectangle 4", find_unique_rectangle_4},
          {"Unique rectangle 3", find_unique_rectangle_3},
          {"Hidden unique rectangle", find_hidden_unique_rectangle},
          {"Finned Swordfish", [](const Candidates& s) { return find_finned_fish(s, 3); }},
          {"Jellyfish", [](const Candidates& s) { return find_fish(s, 4); }},
          {"Finned Jellyfish", [](const Candidates& s) { return find_finned_fish(s, 4); }},
          {"BUG+1", find_bug_plus_one},
          {"BUG type 2", find_bug_2},
          {"BUG type 4", find_bug_4},
          {"BUG type 3", find_bug_3},
          {"Simple colouring", find_simple_colouring},
          {"X-Chain", find_x_chain},
          {"XY-Chain", find_xy_chain},
          {"ALS-XZ", find_als_xz, 5},
          {"ALS-XY-Wing", find_als_xy_wing, 5}};
}

// The chains and forcing chains (techniques_aic.cpp, techniques_forcing.cpp), after the
// others: slower per call, so asked on fewer puzzles (see the test case below).
std::vector<NamedFinder> chain_finders() {
  auto out = advanced_finders();
  out.push_back({"AIC", find_aic});
  out.push_back({"Grouped AIC", find_grouped_aic});
  out.push_back({"Nishio", find_nishio});
  out.push_back({"Cell forcing chain", find_cell_forcing_chain});
  out.push_back({"Unit forcing chain", find_unit_forcing_chain});
  out.push_back({"Dynamic forcing chain", find_dynamic_forcing_chain});
  out.push_back({"Dynamic forcing chain (+)", find_dynamic_plus_forcing_chain});
  out.push_back({"Nested forcing chain", find_nested_forcing_chain});
  return out;
}

std::vector<Grid> read_puzzles(const std::string& file, int limit) {
  std::vector<Grid> out;
  std::ifstream in(std::string(NONET_TEST_DATA_DIR) + "/" + file);
  std::string line;
  while (static_cast<int>(out.size()) < limit && std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    if (auto parsed = parse_grid(line)) out.push_back(*parsed.grid);
  }
  return out;
}

// A step is sound when it removes only candidates that are present and wrong, and places
// only the solution's digit in an empty cell. Returns a description of the first fault.
std::string fault_of(const Step& step, const Candidates& s, const Grid& solution) {
  if (step.eliminations.empty() && step.placements.empty()) return "reports no progress";
  for (const auto& e : step.eliminations) {
    if (!s.has(e.cell, e.digit)) return "removes an absent candidate at " + cell_name(e.cell);
    if (solution[e.cell] == e.digit) return "removes the solution digit at " + cell_name(e.cell);
  }
  for (const auto& p : step.placements) {
    if (s.grid[p.cell] != 0 || solution[p.cell] != p.digit) {
      return "places a wrong digit at " + cell_name(p.cell);
    }
  }
  if (step.pattern_cells.empty() || step_text(step).empty()) return "has no pattern or text";
  return {};
}

struct Tally {
  std::vector<int> found;  // per advanced finder: states where it reported a step
  int puzzles = 0;
  int states = 0;
};

void walk(const Grid& puzzle, const std::vector<NamedFinder>& basic,
          const std::vector<NamedFinder>& advanced, Tally& tally) {
  const auto solved = solve(puzzle);
  REQUIRE(solved.count == 1);
  const Grid& solution = solved.solution;
  auto s = Candidates::from_grid(puzzle);
  ++tally.puzzles;
  for (int guard = 0; guard < 400 && !s.grid.full(); ++guard) {
    std::optional<Step> next;
    for (const auto& f : basic) {
      if ((next = f.find(s))) break;
    }
    if (next) {
      // Only the basic step is applied here, but the advanced finders are still asked on
      // some of these early states, where most of their patterns are found.
      if (guard % 4 != 0) {
        const auto fault = fault_of(*next, s, solution);
        INFO("basic step: " << step_text(*next));
        REQUIRE(fault.empty());
        s.apply(*next);
        continue;
      }
    }
    ++tally.states;
    std::optional<Step> first_advanced;
    for (std::size_t i = 0; i < advanced.size(); ++i) {
      if (tally.states % advanced[i].every != 0) continue;
      const auto step = advanced[i].find(s);
      if (!step) continue;
      ++tally.found[i];
      const auto fault = fault_of(*step, s, solution);
      INFO(advanced[i].name << " on " << to_line(puzzle) << ": " << step_text(*step));
      CHECK(fault == "");
      if (!fault.empty()) return;
      if (!first_advanced) first_advanced = step;
    }
    if (!next) next = first_advanced;
    if (!next) return;  // beyond these techniques: the engine would say "trial and error"
    const auto fault = fault_of(*next, s, solution);
    INFO("step: " << step_text(*next));
    REQUIRE(fault.empty());
    s.apply(*next);
  }
}

}  // namespace

TEST_CASE("Advanced finders never remove or place a wrong digit (top1465, 17-clue, kaggle)") {
  const auto basic = basic_finders();
  const auto advanced = advanced_finders();
  Tally tally;
  tally.found.assign(advanced.size(), 0);
  // NONET_SOUNDNESS_FULL=1 walks every puzzle of the three sets (a longer local run).
  const bool full = std::getenv("NONET_SOUNDNESS_FULL") != nullptr;
  const std::array<std::pair<const char*, int>, 3> sets = {
      std::pair{"puzzles3_magictour_top1465", full ? 1465 : 400},
      std::pair{"puzzles2_17_clue_first2000", full ? 2000 : 500},
      std::pair{"puzzles0_kaggle_first2000", full ? 2000 : 200}};
  for (const auto& [file, limit] : sets) {
    const auto puzzles = read_puzzles(file, limit);
    REQUIRE(static_cast<int>(puzzles.size()) == limit);
    for (const auto& p : puzzles) walk(p, basic, advanced, tally);
  }
  std::string counts;
  for (std::size_t i = 0; i < advanced.size(); ++i) {
    counts +=
        std::string(i > 0 ? ", " : "") + advanced[i].name + " " + std::to_string(tally.found[i]);
  }
  MESSAGE("puzzles " << tally.puzzles << ", states checked " << tally.states
                     << "; found: " << counts);
  // BUG positions are rare on any path (a couple in these sets, each of the BUG types in
  // one or two puzzles of the whole data sets); their own tests cover them.
  for (std::size_t i = 0; i < advanced.size(); ++i) {
    if (std::string(advanced[i].name).rfind("BUG", 0) == 0) continue;
    INFO(advanced[i].name << " found " << tally.found[i] << " times");
    CHECK(tally.found[i] > 0);
  }
}

TEST_CASE("Chain and forcing finders never remove or place a wrong digit") {
  // Every finder, chains and forcing chains included, at every state of paths that now reach
  // the end of nearly every puzzle. CI: 50 top1465, 30 17-clue and 20 Kaggle puzzles, and 4 of
  // the forum's hardest, where the nested forcing chain is met.
  const bool long_run = std::getenv("NONET_LONG_SOUNDNESS") != nullptr;
  const auto basic = basic_finders();
  const auto finders = chain_finders();
  Tally tally;
  tally.found.assign(finders.size(), 0);
  const std::array<std::pair<const char*, int>, 4> sets = {
      std::pair{"puzzles3_magictour_top1465", long_run ? 1465 : 50},
      std::pair{"puzzles2_17_clue_first2000", long_run ? 2000 : 30},
      std::pair{"puzzles0_kaggle_first2000", long_run ? 2000 : 20},
      std::pair{"puzzles6_forum_hardest_1106_every12th", long_run ? 32 : 4}};
  for (const auto& [file, limit] : sets) {
    const auto puzzles = read_puzzles(file, limit);
    REQUIRE(static_cast<int>(puzzles.size()) == limit);
    for (const auto& p : puzzles) walk(p, basic, finders, tally);
  }
  std::string counts;
  for (std::size_t i = 0; i < finders.size(); ++i) {
    counts +=
        std::string(i > 0 ? ", " : "") + finders[i].name + " " + std::to_string(tally.found[i]);
  }
  MESSAGE("puzzles " << tally.puzzles << ", states checked " << tally.states
                     << "; found: " << counts);
  for (std::size_t i = 0; i < finders.size(); ++i) {
    // BUG positions are rare on any path (see the case above); their own tests cover them.
    if (std::string(finders[i].name).rfind("BUG", 0) == 0) continue;
    INFO(finders[i].name << " found " << tally.found[i] << " times");
    CHECK(tally.found[i] > 0);
  }
}
