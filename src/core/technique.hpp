// SPDX-License-Identifier: MIT
// Human solving techniques: the candidate state they work on, the Step they return, and
// one finder per technique family. The engine (solve path, rating, hints) is built on these.
//
// A finder looks at a Candidates state and returns the first instance of its pattern, in a
// stable scan order (units, then digits, then cells ascending), or nothing. Finders never
// modify the state: the caller applies the step. Everything here is pure and re-entrant.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/grid.hpp"
#include "core/phrase.hpp"

namespace nonet {

/// Every technique the engine knows, easiest first (the order the solve path tries them).
/// Weights and the scale they follow are in technique_weight() and docs/TECHNIQUES.md.
enum class Technique : std::uint8_t {
  FullHouse,
  HiddenSingleBox,
  HiddenSingleLine,  // row or column
  NakedSingle,
  Pointing,  // locked candidates type 1: a box's digit confined to one line
  Claiming,  // locked candidates type 2: a line's digit confined to one box
  NakedPair,
  XWing,
  HiddenPair,
  NakedTriple,
  Swordfish,
  HiddenTriple,
  Skyscraper,
  TwoStringKite,
  EmptyRectangle,
  FinnedXWing,  // finned and sashimi
  XYWing,
  XYZWing,
  WWing,
  UniqueRectangle1,
  UniqueRectangle2,  // the two roof cells share one extra digit
  UniqueRectangle4,  // one of the rectangle's digits is locked in the roof cells' unit
  UniqueRectangle3,  // the roof cells' extra digits form a naked subset with other cells
  HiddenUniqueRectangle,
  FinnedSwordfish,
  NakedQuad,
  Jellyfish,
  HiddenQuad,
  FinnedJellyfish,
  BugPlusOne,
  Bug2,  // BUG with several extra candidates, all the same digit
  Bug4,  // two extra cells in a unit where a BUG digit is locked in them
  Bug3,  // the extra digits form a naked subset with other cells of a unit
  SimpleColouring,
  XChain,
  XYChain,
  Aic,                  // alternating inference chain of both kinds of link, and its loops
  GroupedAic,           // the same with box-line groups as nodes
  AlsXz,                // almost locked sets: two ALS with a restricted common digit
  AlsXyWing,            // three ALS joined by two restricted common digits
  Nishio,               // one digit placed at one cell leaves the digit no place somewhere
  CellForcingChain,     // every candidate of a cell leads by chains to the same conclusion
  UnitForcingChain,     // every place of a digit in a unit leads to the same conclusion
  DynamicForcingChain,  // as above, each branch followed by singles on the whole board
  // Deep forcing (deep_forcing.hpp), past SE's 8.8; contradiction forms only.
  DynamicForcingChainPlus,  // a branch followed by singles and locked candidates breaks
  NestedForcingChain,       // a branch breaks once inner dynamic+ branches remove candidates
  TrialAndError,            // nothing above applies: the engine says so instead of guessing
};
inline constexpr int kTechniqueCount = static_cast<int>(Technique::TrialAndError) + 1;

/// Player-facing name, e.g. "Hidden single", "2-String Kite".
std::string_view technique_name(Technique t);

struct Placement {
  int cell = 0;
  int digit = 0;
  friend bool operator==(const Placement&, const Placement&) = default;
};

/// One deduction, with everything a view needs to show it and the sentence that explains it,
/// as data (phrase.hpp: phrase_text, step_text).
struct Step {
  Technique technique = Technique::TrialAndError;
  std::vector<Placement> placements;          // digits this step proves
  std::vector<CellDigit> eliminations;        // candidates this step removes
  std::vector<int> pattern_cells;             // cells that make up the pattern (highlight)
  std::vector<CellDigit> pattern_candidates;  // the candidates the pattern is made of
  std::vector<int> units;                     // units involved (0..26, see grid.hpp)
  // e.g. HiddenSingle(box 5, 7, r5c6): "Hidden single: in box 5, 7 fits only at r5c6."
  Phrase phrase;
  // Tenths of a point above the technique's weight (rating.hpp): a nested forcing chain weighs
  // more the more inner chains it needs. 0 for every other technique.
  std::uint8_t extra_tenths = 0;
  // What the sentence names without its reasons, one reason a line (a nested forcing chain's
  // inner chains: "r1c5 is not 4 (if it were, ...)"). nonet-cli rate --steps prints them
  // indented under the step; empty for every other technique.
  std::vector<Phrase> details;
};

/// The state a human solver works on: the digits, plus the candidates still open in each
/// empty cell. Filled cells have mask 0. Starting from a grid, the masks are the derived
/// candidates (SEEDS A1); techniques then remove more than the grid alone shows.
struct Candidates {
  Grid grid;
  std::array<CandidateMask, kCells> mask{};

  static Candidates from_grid(const Grid& g);
  /// Place a digit and remove it from the candidates of the cell's peers.
  void place(int cell, int digit);
  void eliminate(int cell, int digit) {
    mask[cell] = static_cast<CandidateMask>(mask[cell] & ~digit_bit(digit));
  }
  bool has(int cell, int digit) const { return (mask[cell] & digit_bit(digit)) != 0; }
  /// Apply every placement and elimination of a step.
  void apply(const Step& s);
  /// Cells of unit u where digit d is still a candidate, as a 9-bit mask of positions
  /// within the unit (bit i = unit_cells(u)[i]).
  std::uint16_t positions(int unit, int digit) const;
  /// True when some empty cell has no candidate, or some unit has no place left for a
  /// digit it still misses: the state cannot lead to a solution.
  bool broken() const;
};

// ---- Finders, one per family. Each returns the first instance in a stable scan order.
// Basic (techniques_basic.cpp)
std::optional<Step> find_full_house(const Candidates& s);
std::optional<Step> find_hidden_single(const Candidates& s);  // boxes first, then rows, columns
std::optional<Step> find_naked_single(const Candidates& s);
std::optional<Step> find_locked_candidates(const Candidates& s);        // pointing, then claiming
std::optional<Step> find_naked_subset(const Candidates& s, int size);   // 2, 3, 4
std::optional<Step> find_hidden_subset(const Candidates& s, int size);  // 2, 3, 4
// Advanced (techniques_advanced.cpp)
std::optional<Step> find_fish(const Candidates& s, int size);  // 2 X-Wing, 3 Swordfish, 4 Jellyfish
std::optional<Step> find_skyscraper(const Candidates& s);
std::optional<Step> find_two_string_kite(const Candidates& s);
std::optional<Step> find_empty_rectangle(const Candidates& s);
// 2 finned X-Wing, 3 Swordfish, 4 Jellyfish (finned or sashimi)
std::optional<Step> find_finned_fish(const Candidates& s, int size);
std::optional<Step> find_xy_wing(const Candidates& s);
std::optional<Step> find_xyz_wing(const Candidates& s);
std::optional<Step> find_w_wing(const Candidates& s);
std::optional<Step> find_simple_colouring(const Candidates& s);
std::optional<Step> find_unique_rectangle_1(const Candidates& s);
std::optional<Step> find_bug_plus_one(const Candidates& s);
std::optional<Step> find_unique_rectangle_2(const Candidates& s);
std::optional<Step> find_unique_rectangle_4(const Candidates& s);
std::optional<Step> find_unique_rectangle_3(const Candidates& s);
std::optional<Step> find_hidden_unique_rectangle(const Candidates& s);
std::optional<Step> find_bug_2(const Candidates& s);
std::optional<Step> find_bug_4(const Candidates& s);
std::optional<Step> find_bug_3(const Candidates& s);
std::optional<Step> find_x_chain(const Candidates& s);
std::optional<Step> find_xy_chain(const Candidates& s);
std::optional<Step> find_aic(const Candidates& s);          // techniques_aic.cpp
std::optional<Step> find_grouped_aic(const Candidates& s);  // techniques_aic.cpp
std::optional<Step> find_als_xz(const Candidates& s);       // techniques_als.cpp
std::optional<Step> find_als_xy_wing(const Candidates& s);  // techniques_als.cpp
// Forcing chains (techniques_forcing.cpp)
std::optional<Step> find_nishio(const Candidates& s);
std::optional<Step> find_cell_forcing_chain(const Candidates& s);
std::optional<Step> find_unit_forcing_chain(const Candidates& s);
std::optional<Step> find_dynamic_forcing_chain(const Candidates& s);
// Deep forcing (techniques_forcing.cpp, searched by deep_forcing.hpp): the first candidate
// whose branch breaks under singles and locked candidates; then, the first whose branch breaks
// once the candidates that break inside it are removed (nothing when depth 1 applies).
std::optional<Step> find_dynamic_plus_forcing_chain(const Candidates& s);
std::optional<Step> find_nested_forcing_chain(const Candidates& s);
/// For a dynamic forcing chain step found in `s`: per cell, the candidates its proof needs
/// absent from `s` (those its singles, contradictions and premise read). Replaying the step
/// on a state that has every candidate of `s` plus only candidates outside this set, each
/// branch still follows by the same singles. Hint slices use it (hint.cpp).
std::array<CandidateMask, kCells> dynamic_forcing_support(const Candidates& s, const Step& step);

}  // namespace nonet
