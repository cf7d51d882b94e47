// SPDX-License-Identifier: MIT
// The human-technique engine: the next step a person would take, and the solve path
// that repeats it. Techniques are tried easiest first (the Technique enum order) and the
// path starts again at the easiest after any progress, as Simon Tatham's Solo does, so the
// path is the one a person following the techniques would take and its hardest technique
// grades the puzzle (rating.hpp).
#pragma once

#include <vector>

#include "core/grid.hpp"
#include "core/technique.hpp"

namespace nonet {

/// The easiest step that applies to `s`. When no technique applies, a TrialAndError step
/// with no placements or eliminations and a sentence saying so: the engine never guesses.
Step next_step(const Candidates& s);
/// The same with only the finders at or below `ceiling`: the stuck step when none applies.
Step next_step(const Candidates& s, Technique ceiling);

/// Every finder's own first step in `s`, for the finders whose techniques lie at or below
/// `ceiling`, in the engine's order (easiest first): the steps a person could take here, not
/// only the one next_step() takes. Only steps that make progress and whose technique is at
/// or below `ceiling`. Hints search these for a shorter preparation (hint.cpp); the solve
/// path never uses them, so no rating depends on them.
std::vector<Step> steps_at(const Candidates& s, Technique ceiling);

struct SolvePath {
  std::vector<Step> steps;  // in order; a final TrialAndError step when the engine got stuck
  Technique hardest = Technique::FullHouse;  // hardest technique used (FullHouse if none)
  int hardest_extra_tenths = 0;  // the most Step::extra_tenths among its steps (nested chains)
  bool solved = false;           // every cell filled by the techniques alone
  bool contradiction = false;    // the start already breaks the rules or leaves a digit no place
  Candidates final_state;        // where the path ended
  /// A path with a ceiling (below) stopped because the next step needs a technique above it:
  /// `hardest` is then only a floor.
  bool above_ceiling = false;
  int steps_taken() const;  // steps that made progress (without the TrialAndError one)
};

/// Runs next_step() from the grid's derived candidates until the grid is full or nothing
/// applies. With keep_steps = false only the tally (hardest, counts) is kept, for raters
/// that do not need the explanations.
SolvePath solve_path(const Grid& puzzle, bool keep_steps = true);
/// The same from a given candidate state (e.g. a player's notes).
SolvePath solve_path(const Candidates& start, bool keep_steps = true);
/// The path up to a ceiling: finders whose easiest technique lies above `ceiling` are never
/// tried, and the path stops (above_ceiling) at the first step that would need one. Up to
/// there it is exactly the path without a ceiling, so a generator that only asks "is this
/// puzzle above level L?" gets the same answer without running the costliest finders.
SolvePath solve_path(const Grid& puzzle, bool keep_steps, Technique ceiling);

}  // namespace nonet
