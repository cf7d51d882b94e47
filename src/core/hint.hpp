// SPDX-License-Identifier: MIT
// Hints for a player's board: first any entry that contradicts the solution, otherwise the
// engine's next step in three tiers, each a refinement of the last (where to look, what
// pattern, what it proves), and for a placement the reason trace of SEEDS A6: for each
// excluded digit the peer that excludes it and the unit they share, in a stable order, so
// the game can light them one by one.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "core/grid.hpp"
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

/// One tier: a sentence and what to highlight.
struct HintTier {
  std::string text;
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
  /// first placement; the elimination steps that lead to it are listed here, in order.
  std::vector<Step> preparation;
};

/// The next hint for a board. Player notes are used only where they still hold the
/// solution's digit (wrong notes are ignored, not trusted); cells without notes use the
/// candidates derived from the board. With notes, the hint is the engine's next step even
/// when it only eliminates (the player can strike the notes); without notes it is the first
/// placement, with the eliminations before it in `preparation`.
Hint next_hint(const PlayerBoard& board);

}  // namespace nonet
