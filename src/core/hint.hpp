// SPDX-License-Identifier: MIT
// Hints for a player's board: first any entry that contradicts the solution, otherwise the
// engine's next step in three tiers, each a refinement of the last (where to look, what
// pattern, what it proves), and for a placement the reason trace of SEEDS A6: for each
// excluded digit the peer that excludes it and the unit they share, in a stable order, so
// the game can light them one by one.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "core/grid.hpp"
#include "core/phrase.hpp"
#include "core/technique.hpp"

namespace nonet {

/// What the player sees: the givens, their own digits (which may be wrong) and, optionally,
/// their pencil marks (a mask per cell; 0 = no marks in that cell).
struct PlayerBoard {
  Grid givens;
  Grid entries;  // the player's digits; cells holding a given are ignored here
  std::optional<std::array<CandidateMask, kCells>> notes;
};

/// One reason of a trace: `digit` cannot go in `cell` because `peer` holds it, and they
/// share a unit of kind `kind`.
struct Reason {
  int cell = 0;
  int digit = 0;
  int peer = 0;
  UnitKind kind = UnitKind::Row;
  friend bool operator==(const Reason&, const Reason&) = default;
};

/// For every digit other than `digit` that a filled peer of `cell` holds, ascending by
/// digit: the first such peer, looking in the row, then the column, then the box, each in
/// ascending cell order. A naked single the board alone proves gets exactly 8 reasons; a
/// digit that a hint's preparation step or the player's notes removed has no such peer and
/// is left out (the preparation steps are its explanation).
std::vector<Reason> digit_reasons(const Grid& board, int cell, int digit);

/// For a hidden single of `digit` in `unit` at `cell`: for each other empty cell of the
/// unit (ascending), the first filled peer holding `digit` (row, column, box order). Cells
/// that no peer blocks (ruled out by candidates alone) are left out.
std::vector<Reason> unit_reasons(const Grid& board, int unit, int cell, int digit);

enum class HintKind : std::uint8_t {
  WrongEntry,        // an entry is not the solution's digit: fix that first
  Step,              // the engine's next step
  Reveal,            // nothing applies: the answer of one cell
  Solved,            // nothing left to do
  NoUniqueSolution,  // the givens do not define one solution
};

/// One tier: a sentence (as data: phrase_text forms it) and what to highlight.
struct HintTier {
  Phrase phrase;
  std::vector<int> cells;
  std::vector<int> units;
};

struct Hint {
  HintKind kind = HintKind::Solved;
  int wrong_cell = -1;              // WrongEntry: the entry to fix
  std::optional<Step> step;         // Step and Reveal: what the hint proves
  HintTier where;                   // a unit or area to look at
  HintTier what;                    // the technique and its pattern
  HintTier apply;                   // the placement or eliminations
  std::vector<Reason> digit_trace;  // for a placement: digit_reasons() of the target
  std::vector<Reason> unit_trace;   // for a hidden single: unit_reasons()
  /// Without notes the player cannot act on an elimination, so the hint goes on to the
  /// first placement the engine's eliminations open. Listed here, in the engine's order,
  /// are only the elimination steps that placement depends on (preparation_slice()); of
  /// several placements the last step opened, the one that needs the fewest. When that slice
  /// has two steps or more, another derivation may replace it: some engine steps, then one
  /// other step a finder of the same level finds where the engine took its own, opening a
  /// single with fewer steps (or as many, all easier). Each step is listed in the order it
  /// is applied, with its own sentence. Empty for a Reveal, which depends on nothing.
  std::vector<Step> preparation;
};

/// The English of a tier, files' cell names (the CLI's and the tests' form).
std::string tier_text(const HintTier& t);

/// The backward slice of a preparation: `preparation` is a sequence of steps the engine
/// found one after the other from `start`, and `target` a step found after all of them.
/// Returns the indices (ascending) of the steps `target` depends on: the steps that removed
/// a candidate its proof needs gone (for a naked single the cell's other digits, for a
/// hidden single its digit elsewhere in the unit, for a pattern the candidates missing from
/// the cells and unit places it covers completely), then, recursively, the steps those
/// needed. Replaying just these steps from `start` still proves each of them and `target`.
std::vector<std::size_t> preparation_slice(const Candidates& start,
                                           const std::vector<Step>& preparation,
                                           const Step& target);
/// True when a step of technique `t` is sliced as depending on every step before it: its
/// proof reaches every cell of the board (BUG+1 and BUG types 2-4), or it is not yet listed as
/// narrower. Forcing chains and unique rectangles of types 2-4 have narrow supports (hint.cpp:
/// support_of; a dynamic forcing chain's is what its singles read, recomputed).
bool slice_keeps_all_before(Technique t);

/// The next hint for a board. Player notes are used only where they still hold the
/// solution's digit (wrong notes are ignored, not trusted); cells without notes use the
/// candidates derived from the board. With notes, the hint is the engine's next step even
/// when it only eliminates (the player can strike the notes); without notes it is the first
/// placement, with the eliminations before it in `preparation`. Steps come from techniques at
/// or below `ceiling`; where none applies the hint reveals a cell (every known puzzle needs no
/// more than the nested forcing chain, so only a lower ceiling, as tests set, reaches that).
Hint next_hint(const PlayerBoard& board, Technique ceiling = Technique::NestedForcingChain);

}  // namespace nonet
