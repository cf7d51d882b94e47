// SPDX-License-Identifier: MIT
// Deep forcing (issue 31): the contradictions past the engine's dynamic forcing chain, found
// by following assumptions with the fast solver's propagation (band_board.hpp).
//
//   depth 1  "dynamic+"  a candidate is assumed true and followed by naked and hidden singles
//                        and by the box/line reductions of the band words (locked candidates,
//                        and the row-and-box permutation rule of a band or stack that holds
//                        them). If the board breaks, the candidate is false. This is the
//                        engine's dynamic forcing chain (contradiction form) with locked
//                        candidates added to the propagation, as SudokuExplainer's
//                        "Dynamic Forcing Chains (+)".
//   depth 2  "nested"    inside the branch of an assumed candidate, every other candidate is
//                        tried at depth 1; each one that breaks is removed from the branch,
//                        and the branch is propagated again, until the branch itself breaks
//                        (the outer candidate is false) or no inner candidate breaks. A chain
//                        whose links are justified by inner chains: SE's nested forcing
//                        chains, in their contradiction form.
//
// Both are sound by construction: every removal is a contradiction under rules that hold in
// every solution. The engine's finders find_dynamic_plus_forcing_chain and
// find_nested_forcing_chain (techniques_forcing.cpp) search with these and explain what they
// find; nonet-bench-engine measures how far they reach on the forum's hardest lists.
#pragma once

#include <optional>
#include <vector>

#include "core/grid.hpp"
#include "core/technique.hpp"

namespace nonet {

struct DeepContradiction {
  CellDigit assumed;  // the candidate proven false
  int depth = 1;      // 1: its branch breaks under propagation; 2: only with inner removals
  // Depth 2: candidates the branch removes because their own (depth 1) branches break, in
  // order: each breaks given the outer assumption and the removals before it, and the branch
  // breaks once they are all gone. Those the proof can do without are dropped.
  std::vector<CellDigit> inner;
};

/// The first candidate of `s` that an assumption at depth 1, then (with max_depth 2) at
/// depth 2, proves false; cells with fewer candidates first, then cell and digit order. Nothing
/// when none breaks, or when `s` itself breaks under propagation (no candidate is then
/// meaningful). max_depth is 1 or 2.
std::optional<DeepContradiction> find_deep_contradiction(const Candidates& s, int max_depth);

/// Whether placing every candidate of `placed` and removing every one of `removed` in `s`, then
/// propagating, breaks the board (the fixpoint does not depend on the order). The pruning of
/// inner removals and the tests check a result with it: at depth 2, each inner removal breaks
/// with the outer assumption and the removals before it, and the outer assumption breaks with
/// them all.
bool assumptions_break(const Candidates& s, const std::vector<CellDigit>& placed,
                       const std::vector<CellDigit>& removed);

}  // namespace nonet
