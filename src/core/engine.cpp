// SPDX-License-Identifier: MIT
// The human-technique engine (engine.hpp): a table of finders in easiest-first order.
#include "core/engine.hpp"

#include <algorithm>
#include <array>
#include <cstddef>
#include <optional>
#include <utility>
#include <vector>

namespace nonet {

namespace {

using Finder = std::optional<Step> (*)(const Candidates&);

// One row per finder call, easiest first, matching the Technique enum order. Several
// techniques share a finder (hidden single box/line, pointing/claiming): the finder itself
// returns the easier form first.
constexpr std::array<Finder, 44> kFinders = {
    find_full_house,
    find_hidden_single,
    find_naked_single,
    find_locked_candidates,
    [](const Candidates& s) { return find_naked_subset(s, 2); },
    [](const Candidates& s) { return find_fish(s, 2); },
    [](const Candidates& s) { return find_hidden_subset(s, 2); },
    [](const Candidates& s) { return find_naked_subset(s, 3); },
    [](const Candidates& s) { return find_fish(s, 3); },
    [](const Candidates& s) { return find_hidden_subset(s, 3); },
    find_skyscraper,
    find_two_string_kite,
    find_empty_rectangle,
    [](const Candidates& s) { return find_finned_fish(s, 2); },
    find_xy_wing,
    find_xyz_wing,
    find_w_wing,
    find_unique_rectangle_1,
    find_unique_rectangle_2,
    find_unique_rectangle_4,
    find_unique_rectangle_3,
    find_hidden_unique_rectangle,
    [](const Candidates& s) { return find_finned_fish(s, 3); },
    [](const Candidates& s) { return find_naked_subset(s, 4); },
    [](const Candidates& s) { return find_fish(s, 4); },
    [](const Candidates& s) { return find_hidden_subset(s, 4); },
    [](const Candidates& s) { return find_finned_fish(s, 4); },
    find_bug_plus_one,
    find_bug_2,
    find_bug_4,
    find_bug_3,
    find_simple_colouring,
    find_x_chain,
    find_xy_chain,
    find_aic,
    find_grouped_aic,
    find_als_xz,
    find_als_xy_wing,
    find_nishio,
    find_cell_forcing_chain,
    find_unit_forcing_chain,
    find_dynamic_forcing_chain,
    find_dynamic_plus_forcing_chain,
    find_nested_forcing_chain,
};

// The easiest technique each row of kFinders can return (its row in the Technique enum, less
// the two finders that return two techniques each): what a ceiling compares with.
constexpr std::array<Technique, kFinders.size()> kFinderEasiest = [] {
  std::array<Technique, kFinders.size()> easiest{};
  int t = 0;
  for (std::size_t i = 0; i < easiest.size(); ++i) {
    easiest[i] = static_cast<Technique>(t);
    // Hidden single (box, then line) and locked candidates (pointing, then claiming).
    t += easiest[i] == Technique::HiddenSingleBox || easiest[i] == Technique::Pointing ? 2 : 1;
  }
  return easiest;
}();
static_assert(kFinderEasiest.back() == Technique::NestedForcingChain,
              "kFinders and the Technique enum are out of step");

Step stuck_step() {
  Step step;
  step.technique = Technique::TrialAndError;
  step.phrase = {Sentence::TrialAndError, {}};
  return step;
}

bool makes_progress(const Candidates& s, const Step& step) {
  for (const auto& p : step.placements) {
    if (s.grid[p.cell] == 0) return true;
  }
  for (const auto& e : step.eliminations) {
    if (s.has(e.cell, e.digit)) return true;
  }
  return false;
}

}  // namespace

Step next_step(const Candidates& s) {
  for (Finder find : kFinders) {
    if (auto step = find(s)) return std::move(*step);
  }
  return stuck_step();
}

std::vector<Step> steps_at(const Candidates& s, Technique ceiling) {
  std::vector<Step> out;
  for (std::size_t i = 0; i < kFinders.size() && kFinderEasiest[i] <= ceiling; ++i) {
    std::optional<Step> step = kFinders[i](s);
    if (step && step->technique <= ceiling && makes_progress(s, *step))
      out.push_back(std::move(*step));
  }
  return out;
}

namespace {
// next_step with only the finders at or below `ceiling`; nothing when none of them applies.
std::optional<Step> next_step_below(const Candidates& s, Technique ceiling) {
  for (std::size_t i = 0; i < kFinders.size() && kFinderEasiest[i] <= ceiling; ++i) {
    if (auto step = kFinders[i](s)) return step;
  }
  return std::nullopt;
}

}  // namespace

Step next_step(const Candidates& s, Technique ceiling) {
  if (auto step = next_step_below(s, ceiling); step && step->technique <= ceiling)
    return std::move(*step);
  return stuck_step();
}

namespace {
SolvePath walk(const Candidates& start, bool keep_steps, std::optional<Technique> ceiling) {
  SolvePath path;
  path.final_state = start;
  Candidates& s = path.final_state;
  if (s.broken()) {
    path.contradiction = true;
    return path;
  }
  // Each step fills a cell or removes a candidate, so 81 + 729 steps is a hard ceiling.
  for (int guard = 0; guard < kCells * 10; ++guard) {
    if (s.grid.full()) {
      path.solved = true;
      break;
    }
    Step step;
    if (ceiling) {
      std::optional<Step> found = next_step_below(s, *ceiling);
      if (!found) {
        path.above_ceiling = true;
        break;
      }
      step = std::move(*found);
    } else {
      step = next_step(s);
    }
    // A finder that proves nothing new would loop forever: treat it as being stuck.
    if (step.technique != Technique::TrialAndError && !makes_progress(s, step)) step = stuck_step();
    if (step.technique > path.hardest) {
      path.hardest = step.technique;
      path.hardest_extra_tenths = step.extra_tenths;
    } else if (step.technique == path.hardest) {
      path.hardest_extra_tenths = std::max(path.hardest_extra_tenths, int{step.extra_tenths});
    }
    if (ceiling && step.technique > *ceiling) {
      path.above_ceiling = true;
      break;
    }
    if (step.technique == Technique::TrialAndError) {
      path.steps.push_back(std::move(step));
      break;
    }
    s.apply(step);
    if (keep_steps) {
      path.steps.push_back(std::move(step));
    } else {
      path.steps.push_back(Step{step.technique, {}, {}, {}, {}, {}, {}, step.extra_tenths, {}});
    }
    if (s.broken()) {
      path.contradiction = true;
      break;
    }
  }
  return path;
}
}  // namespace

int SolvePath::steps_taken() const {
  int n = 0;
  for (const auto& s : steps) n += s.technique != Technique::TrialAndError;
  return n;
}

SolvePath solve_path(const Grid& puzzle, bool keep_steps) {
  return solve_path(Candidates::from_grid(puzzle), keep_steps);
}

SolvePath solve_path(const Candidates& start, bool keep_steps) {
  return walk(start, keep_steps, std::nullopt);
}

SolvePath solve_path(const Grid& puzzle, bool keep_steps, Technique ceiling) {
  return walk(Candidates::from_grid(puzzle), keep_steps, ceiling);
}

}  // namespace nonet
