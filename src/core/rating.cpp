// SPDX-License-Identifier: MIT
// Puzzle difficulty (rating.hpp).
//
// Scale: SudokuExplainer's (1.0-11), because it is the published scale most puzzle sites
// and forums quote ("SE 4.2"), it rates a puzzle by its hardest step exactly as our solve
// path measures it, and it is fine-grained where most puzzles live (1.0-4.5). Techniques SE
// does not list by name (Skyscraper, 2-String Kite, W-Wing, simple colouring) are placed by
// HoDoKu's relative order and given a value between their neighbours on SE's scale.
//
// SEEDS A9's technique score was defined with a backtracking solver: 0-39 for boards that
// singles solve, 40-59 for guessing with at most two dead ends, 60+ beyond. With a
// technique engine, guesses happen only where the engine is stuck, so the bands become:
//
//     singles only                   min(39, 8 + (81 - clues) / 1.6)      (A9 unchanged)
//     hardest weight 2.6 .. 4.4      40 + (w - 2.6) / 1.8 * 19            40..59  Medium/Hard
//     hardest weight 4.5 .. 11.9     60 + (w - 4.5) / 2.5 * 29, max 89    60..89  Expert/Master
//     needs trial and error          90 + min(9, dead ends)               90..99
//
// (every weight from 7.0 up, the longer chains and every forcing chain, scores 89). A puzzle
// that needs trial and error has no weight: it is beyond the scale (Rating::beyond_scale).
//
// where the dead ends are those of the fast solver started from the position the engine
// got stuck in: A9's guess count, applied only to the part no technique explains.
#include "core/rating.hpp"

#include <algorithm>

#include "core/solver.hpp"

namespace nonet {

std::string_view level_name(Level level) {
  switch (level) {
    case Level::Easy: return "Easy";
    case Level::Medium: return "Medium";
    case Level::Hard: return "Hard";
    case Level::Expert: return "Expert";
    case Level::Master: return "Master";
  }
  return "?";
}

int technique_weight(Technique t) {
  switch (t) {
    case Technique::FullHouse: return 10;         // SE "last value in a unit"
    case Technique::HiddenSingleBox: return 12;   // SE
    case Technique::HiddenSingleLine: return 15;  // SE
    case Technique::NakedSingle: return 23;       // SE
    case Technique::Pointing: return 26;          // SE
    case Technique::Claiming: return 28;          // SE
    case Technique::NakedPair: return 30;         // SE
    case Technique::XWing: return 32;             // SE
    case Technique::HiddenPair: return 34;        // SE
    case Technique::NakedTriple: return 36;       // SE
    case Technique::Swordfish: return 38;         // SE
    case Technique::HiddenTriple: return 40;      // SE
    case Technique::Skyscraper: return 40;        // placed: HoDoKu rates it below the wings
    case Technique::TwoStringKite: return 41;     // placed
    case Technique::EmptyRectangle: return 41;    // placed: HoDoKu, beside the Kite
    case Technique::FinnedXWing: return 42;       // placed: HoDoKu, below the XY-Wing
    case Technique::XYWing: return 42;            // SE
    case Technique::XYZWing: return 44;           // SE
    case Technique::WWing: return 44;             // placed: an XY-Wing-sized pattern
    case Technique::UniqueRectangle1: return 45;  // SE (type 1)
    case Technique::UniqueRectangle2: return 45;  // SE 4.5 (any rectangle type)
    case Technique::UniqueRectangle4: return 45;  // SE 4.5
    case Technique::UniqueRectangle3: return 46;  // SE: 4.6 with a pair
    case Technique::HiddenUniqueRectangle:        // placed: HoDoKu rates it above type 3
      return 48;
    case Technique::FinnedSwordfish: return 48;      // placed: HoDoKu, beside it
    case Technique::NakedQuad: return 50;            // SE
    case Technique::Jellyfish: return 52;            // SE
    case Technique::HiddenQuad: return 54;           // SE
    case Technique::FinnedJellyfish: return 55;      // placed: above the Jellyfish
    case Technique::BugPlusOne: return 56;           // SE
    case Technique::Bug2: return 57;                 // SE
    case Technique::Bug4: return 57;                 // SE
    case Technique::Bug3: return 58;                 // SE: 5.8 with a pair
    case Technique::SimpleColouring: return 62;      // placed: a short single-digit chain
    case Technique::XChain: return 66;               // SE's shortest X-chains / turbot cycles
    case Technique::XYChain: return 70;              // SE's shortest forcing (XY) chains
    case Technique::Aic: return 72;                  // placed: SE rates AICs/nice loops 7.0-7.6
    case Technique::GroupedAic: return 74;           // placed: SE's grouped nice loops
    case Technique::AlsXz: return 75;                // placed: not in SE (HoDoKu's order)
    case Technique::AlsXyWing: return 78;            // placed: not in SE (HoDoKu's order)
    case Technique::Nishio: return 80;               // placed: SE's Nishio 7.5-8.0
    case Technique::CellForcingChain: return 82;     // placed: SE's cell forcing chains 8.1-8.3
    case Technique::UnitForcingChain: return 84;     // placed: SE's region forcing chains 8.2-8.4
    case Technique::DynamicForcingChain: return 88;  // placed: SE's dynamic chains 8.5-9.0
    case Technique::DynamicForcingChainPlus:
      return 90;  // SE's dynamic forcing chains (+) 9.0+
    // SE's nested forcing chains run from 9.5 to about 12: a step adds a tenth for each inner
    // chain past the first (Step::extra_tenths), up to 11.9.
    case Technique::NestedForcingChain: return 95;
    // Not a value: the top of the scale. A puzzle that needs trial and error is beyond it
    // (Rating::beyond_scale; score_text() says "beyond 11.9").
    case Technique::TrialAndError: return 119;
  }
  return 0;
}

Level level_of(Technique t) {
  const int w = technique_weight(t);
  if (w <= 23) return Level::Easy;    // singles
  if (w <= 34) return Level::Medium;  // locked candidates, pairs, X-Wing
  if (w <= 44) return Level::Hard;    // triples, Swordfish, single-digit patterns, small wings
  if (w <= 62) return Level::Expert;  // uniqueness, quads, Jellyfish, BUG+1, colouring
  return Level::Master;               // chains, and anything the engine cannot do
}

std::string difficulty_words(int technique_score) {
  return "difficulty " + std::to_string(technique_score) + " of 99";
}

std::string Rating::score_text() const {
  const std::string value =
      std::to_string(score_tenths / 10) + "." + std::to_string(score_tenths % 10);
  return beyond_scale ? "beyond " + value : value;
}

int clue_count_score(int clues) { return std::clamp((46 - clues) * 5, 0, 99); }

namespace {

int technique_band_score(const Rating& r, const SolvePath& path) {
  if (r.needs_trial_and_error) {
    const SolveResult stuck = solve(path.final_state.grid, SolveOptions{1, 100000});
    return 90 + static_cast<int>(std::min<std::uint64_t>(9, stuck.dead_ends));
  }
  const int w = r.score_tenths;
  if (w <= 23) return std::min(39, static_cast<int>(8 + (81 - r.clues) / 1.6));
  if (w <= 44) return 40 + (w - 26) * 19 / 18;
  return std::min(89, 60 + (w - 45) * 29 / 25);
}

}  // namespace

Rating rate_path(const Grid& puzzle, const SolvePath& path) {
  Rating r;
  r.clues = puzzle.filled_count();
  r.hardest = path.hardest;
  r.needs_trial_and_error = !path.solved;
  r.beyond_scale = r.needs_trial_and_error;
  if (r.needs_trial_and_error) r.hardest = Technique::TrialAndError;
  r.score_tenths =
      technique_weight(r.hardest) + (r.needs_trial_and_error ? 0 : path.hardest_extra_tenths);
  r.level = level_of(r.hardest);
  r.steps = path.steps_taken();
  for (const auto& s : path.steps) {
    if (s.technique != Technique::TrialAndError) ++r.uses[static_cast<int>(s.technique)];
  }
  r.technique_score = technique_band_score(r, path);
  r.clue_score = clue_count_score(r.clues);
  return r;
}

Rating rate_puzzle(const Grid& puzzle) { return rate_path(puzzle, solve_path(puzzle, false)); }

Rating rate_puzzle(const Grid& puzzle, Level ceiling) {
  // The hardest technique of the ceiling's level (weights rise with the enum order). Deep
  // forcing lies above every ceiling: no generator looks for puzzles that need it.
  Technique top = Technique::FullHouse;
  for (int t = 0; t <= static_cast<int>(kHardestHumanTechnique); ++t) {
    if (level_of(static_cast<Technique>(t)) <= ceiling) top = static_cast<Technique>(t);
  }
  const SolvePath path = solve_path(puzzle, false, top);
  if (!path.above_ceiling) return rate_path(puzzle, path);
  Rating r;
  r.above_ceiling = true;
  r.level = static_cast<Level>(std::min(kLevelCount - 1, static_cast<int>(ceiling) + 1));
  r.hardest = path.hardest;
  r.clues = puzzle.filled_count();
  return r;
}

}  // namespace nonet
