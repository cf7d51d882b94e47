// SPDX-License-Identifier: MIT
// Hints for a player's board (hint.hpp).
#include "core/hint.hpp"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "core/engine.hpp"
#include "core/rating.hpp"
#include "core/solver.hpp"

namespace nonet {

namespace {

// The first filled peer of `cell` holding `digit`: row, then column, then box, ascending.
std::optional<Reason> blocking_peer(const Grid& board, int cell, int digit) {
  for (int unit : cell_units(cell)) {  // row, column, box
    for (int other : unit_cells(unit)) {
      if (other != cell && board[other] == digit) {
        return Reason{cell, digit, other, unit_kind(unit)};
      }
    }
  }
  return std::nullopt;
}

// Where to look: the step's units, except for a naked single, whose units would point at
// the cell itself; then the box holding it is the area.
std::vector<int> area_units(const Step& step) {
  std::vector<int> units;
  if (!step.units.empty() && step.technique != Technique::NakedSingle) return step.units;
  for (int c : step.pattern_cells) {
    const int u = box_unit(box_of(c));
    if (std::find(units.begin(), units.end(), u) == units.end()) units.push_back(u);
  }
  return units;
}

std::vector<int> unit_cell_list(const std::vector<int>& units) {
  std::vector<int> cells;
  for (int u : units) {
    for (int c : unit_cells(u)) {
      if (std::find(cells.begin(), cells.end(), c) == cells.end()) cells.push_back(c);
    }
  }
  std::sort(cells.begin(), cells.end());
  return cells;
}

// ---- The backward slice of a preparation (hint.hpp: preparation_slice).
//
// What a step needs from the steps before it is the absence of some candidates: a naked
// single needs every other digit gone from its cell, a hidden single its digit gone from
// the rest of its unit. A pattern (subsets, locked candidates, fish, wings, single-digit
// patterns, chains, unique rectangle type 1) is a proof over its own candidates: it may use
// "this cell holds one of these digits" for a cell whose candidates all belong to the
// pattern, and "this unit holds digit x in one of these cells" for one of the step's units
// (Step::units: the units the pattern is built on) whose places for x all belong to the
// pattern. Nothing else about the board enters the proof, so it needs exactly the
// candidates absent from those cells and from those units' other places for x to stay
// absent; each technique uses the cells, the units or both (support_of). Another unit the
// pattern happens to cover is not part of its proof. A step with a wider proof (BUG+1 needs
// every cell of the board) needs everything before it.

enum class Support : std::uint8_t {
  Grid,        // the digits alone (full house)
  Cells,       // the pattern's cells whose candidates all belong to it (naked single, naked
               // subsets, XY-/XYZ-Wing, XY-Chain, unique rectangle type 1)
  Units,       // the step's units, for each digit whose places there all belong to the
               // pattern (hidden singles and subsets, locked candidates, fish, single-digit
               // patterns and chains)
  Pattern,     // both (W-Wing: two bivalue cells and a strong link; the unique rectangles
               // of types 2-4 and the hidden one, whose deadly pattern is their corners)
  Chains,      // as Pattern, with every unit holding a pattern candidate as a step unit
               // (cell and unit forcing chains: their branches' strong links lie in units
               // the step does not name)
  Digit,       // the step's one digit in every unit of its pattern cells and in its units
               // (Nishio: it follows that digit alone)
  Singles,     // what the step's singles read, recomputed (dynamic forcing chain)
  Everything,  // every earlier step (BUG+1 and BUG types 2-4, which need every cell of the
               // board, and a technique not listed below)
};

// A technique added to the engine is Everything until it is listed here: one line, once its
// proof is known to use only its pattern candidates, its cells and its units (the property
// test in tests/core/test_hint_slice.cpp replays sliced preparations and proves each step
// again from exactly that).
Support support_of(Technique t) {
  switch (t) {
    case Technique::FullHouse: return Support::Grid;
    case Technique::HiddenSingleBox: return Support::Units;
    case Technique::HiddenSingleLine: return Support::Units;
    case Technique::NakedSingle: return Support::Cells;
    case Technique::Pointing: return Support::Units;
    case Technique::Claiming: return Support::Units;
    case Technique::NakedPair: return Support::Cells;
    case Technique::XWing: return Support::Units;
    case Technique::HiddenPair: return Support::Units;
    case Technique::NakedTriple: return Support::Cells;
    case Technique::Swordfish: return Support::Units;
    case Technique::HiddenTriple: return Support::Units;
    case Technique::Skyscraper: return Support::Units;
    case Technique::TwoStringKite: return Support::Units;
    case Technique::XYWing: return Support::Cells;
    case Technique::XYZWing: return Support::Cells;
    case Technique::WWing: return Support::Pattern;
    case Technique::UniqueRectangle1: return Support::Cells;
    case Technique::NakedQuad: return Support::Cells;
    case Technique::Jellyfish: return Support::Units;
    case Technique::HiddenQuad: return Support::Units;
    case Technique::SimpleColouring: return Support::Units;
    case Technique::XChain: return Support::Units;
    case Technique::XYChain: return Support::Cells;
    case Technique::EmptyRectangle: return Support::Units;
    case Technique::FinnedXWing: return Support::Units;
    case Technique::FinnedSwordfish: return Support::Units;
    case Technique::FinnedJellyfish: return Support::Units;
    case Technique::Aic: return Support::Pattern;
    case Technique::GroupedAic: return Support::Pattern;
    case Technique::AlsXz: return Support::Cells;
    case Technique::AlsXyWing: return Support::Cells;
    case Technique::UniqueRectangle2: return Support::Pattern;
    case Technique::UniqueRectangle3: return Support::Pattern;
    case Technique::UniqueRectangle4: return Support::Pattern;
    case Technique::HiddenUniqueRectangle: return Support::Pattern;
    case Technique::Nishio: return Support::Digit;
    case Technique::CellForcingChain: return Support::Chains;
    case Technique::UnitForcingChain: return Support::Chains;
    case Technique::DynamicForcingChain: return Support::Singles;
    default: return Support::Everything;
  }
}

}  // namespace

bool slice_keeps_all_before(Technique t) { return support_of(t) == Support::Everything; }

namespace {

// The candidates `step` needs to stay absent, per cell, in state `s` (the state it was
// found in).
std::array<CandidateMask, kCells> needed_absent(const Step& step, const Candidates& s) {
  std::array<CandidateMask, kCells> need{};
  const Support support = support_of(step.technique);
  if (support == Support::Grid || support == Support::Everything) return need;
  if (support == Support::Singles) return dynamic_forcing_support(s, step);
  std::vector<int> units = step.units;
  if (support == Support::Chains || support == Support::Digit) {
    for (int c : step.pattern_cells) {
      for (int u : cell_units(c)) {
        if (std::find(units.begin(), units.end(), u) == units.end()) units.push_back(u);
      }
    }
  }
  if (support == Support::Digit) {
    const int digit = step.eliminations.empty() ? 0 : step.eliminations.front().digit;
    for (int u : units) {
      for (int c : unit_cells(u)) need[c] |= digit == 0 ? kAllDigits : digit_bit(digit);
    }
    return need;
  }
  std::array<CandidateMask, kCells> pattern{};
  for (const auto& pc : step.pattern_candidates) pattern[pc.cell] |= digit_bit(pc.digit);
  const bool cells =
      support == Support::Cells || support == Support::Pattern || support == Support::Chains;
  if (cells) {
    for (int c = 0; c < kCells; ++c) {
      if (pattern[c] != 0 && (s.mask[c] & ~pattern[c]) == 0) need[c] = kAllDigits;
    }
  }
  if (support != Support::Cells) {
    for (int u : units) {
      CandidateMask in_pattern = 0, elsewhere = 0;
      for (int c : unit_cells(u)) {
        in_pattern |= pattern[c];
        elsewhere |= static_cast<CandidateMask>(s.mask[c] & ~pattern[c]);
      }
      const auto covered = static_cast<CandidateMask>(in_pattern & ~elsewhere);
      for (int c : unit_cells(u)) need[c] |= covered;
    }
  }
  return need;
}

// The preparation replayed once, remembering the state before each step and which step
// removed each candidate; slice() then walks back from any target found after it.
class Slicer {
 public:
  Slicer(const Candidates& start, const std::vector<Step>& preparation) : steps_(preparation) {
    removed_by_.fill(-1);
    Candidates s = start;
    for (std::size_t j = 0; j < steps_.size(); ++j) {
      before_.push_back(s);
      Candidates next = s;
      next.apply(steps_[j]);
      for (int c = 0; c < kCells; ++c) {
        const auto gone = static_cast<CandidateMask>(s.mask[c] & ~next.mask[c]);
        for (int d = 1; d <= 9; ++d) {
          if (gone & digit_bit(d))
            removed_by_[static_cast<std::size_t>(9 * c + d - 1)] = static_cast<int>(j);
        }
      }
      s = next;
    }
    before_.push_back(s);
  }

  const Candidates& final_state() const { return before_.back(); }
  const Candidates& state_before(std::size_t j) const { return before_[j]; }

  std::vector<std::size_t> slice(const Step& target) const {
    std::vector<char> needed(steps_.size(), 0);
    require(target, steps_.size(), needed);
    for (std::size_t j = steps_.size(); j-- > 0;) {
      if (needed[j]) require(steps_[j], j, needed);
    }
    std::vector<std::size_t> out;
    for (std::size_t j = 0; j < steps_.size(); ++j) {
      if (needed[j]) out.push_back(j);
    }
    return out;
  }

 private:
  // Marks the steps before `index` that `step` (found in the state before `index`) needs.
  void require(const Step& step, std::size_t index, std::vector<char>& needed) const {
    if (support_of(step.technique) == Support::Everything) {
      std::fill(needed.begin(), needed.begin() + static_cast<std::ptrdiff_t>(index), 1);
      return;
    }
    const Candidates& s = before_[index];
    const std::array<CandidateMask, kCells> need = needed_absent(step, s);
    for (int c = 0; c < kCells; ++c) {
      const auto absent = static_cast<CandidateMask>(need[c] & ~s.mask[c]);
      if (absent == 0 || s.grid[c] != 0) continue;
      for (int d = 1; d <= 9; ++d) {
        if (!(absent & digit_bit(d))) continue;
        const int j = removed_by_[static_cast<std::size_t>(9 * c + d - 1)];
        if (j >= 0) needed[static_cast<std::size_t>(j)] = 1;
      }
    }
  }

  const std::vector<Step>& steps_;
  std::vector<Candidates> before_;  // before_[j]: the state before step j; last: after all
  std::array<int, kCells * 9> removed_by_{};  // the step that removed (cell, digit), or -1
};

// The singles of a state, as the finders phrase them: the finder's first, then, with each
// one found hidden behind a candidate that is not really there (which can only hide
// singles, never make one), the next. A hidden candidate may hide another single in the
// same cell's other units too: this lists most singles, not always all, and never a false
// one. Full houses are left out: after an elimination step the digits are the same as
// before it, so a full house would have been found first.
std::vector<Step> other_singles(const Candidates& s) {
  std::vector<Step> out;
  Candidates hidden = s;
  while (auto step = find_hidden_single(hidden)) {
    const Placement p = step->placements.front();
    const int unit = step->units.front();
    const auto& cells = unit_cells(unit);
    const int other = cells[0] != p.cell ? cells[0] : cells[1];
    hidden.mask[other] = static_cast<CandidateMask>(hidden.mask[other] | digit_bit(p.digit));
    out.push_back(std::move(*step));
  }
  hidden = s;
  while (auto step = find_naked_single(hidden)) {
    const Placement p = step->placements.front();
    hidden.mask[p.cell] = kAllDigits;
    out.push_back(std::move(*step));
  }
  return out;
}

// ---- Another derivation (docs/TECHNIQUES.md, "Another derivation"): when the slice of the
// engine's own preparation is long, the other steps the finders find along the way may open a
// single sooner. A preparation is ranked by its length, then by its hardest technique.
struct Preparation {
  std::vector<Step> steps;  // in order, each found by a finder in the state they leave
  Step target;              // a single in the state after them
  std::size_t length = 0;
  Technique hardest = Technique::FullHouse;
};

Technique hardest_of(const std::vector<Step>& steps, const std::vector<std::size_t>& kept) {
  Technique t = Technique::FullHouse;
  for (std::size_t j : kept) t = std::max(t, steps[j].technique);
  return t;
}

bool shorter(std::size_t length, Technique hardest, const Preparation& than) {
  return length < than.length || (length == than.length && hardest < than.hardest);
}

// The hardest technique of the same level as `t` (rating.hpp: level_of): the finders a
// preparation may use without making the hint a level harder than the engine's own.
Technique level_ceiling(Technique t) {
  Technique top = t;
  for (int u = static_cast<int>(t) + 1; u < static_cast<int>(Technique::TrialAndError); ++u) {
    if (level_of(static_cast<Technique>(u)) == level_of(t)) top = static_cast<Technique>(u);
  }
  return top;
}

bool same_elimination_step(const Step& a, const Step& b) {
  return a.technique == b.technique && a.eliminations == b.eliminations;
}

// Depth one along the engine's path: in the state before each engine step j, every other
// step the finders at or below `ceiling` (the top of the level of the engine's slice) find
// there (steps_at) is tried in place of step j. When it opens singles, the preparation is the
// slice of engine steps 0..j-1 followed by it, for the single that needs the fewest. `best`
// (the engine's own slice) is replaced only by a strictly better one, so the result is never
// longer or, at the same length, harder. Once a preparation of one step is found, only
// easier steps can beat it, so only their finders are asked from then on. A step that keeps
// every step before it (the BUG types) is never an alternative: it cannot be shorter than the
// steps it keeps.
void search_other_derivation(const Candidates& start, const std::vector<Step>& preparation,
                             const Slicer& engine, Technique ceiling, Preparation& best) {
  for (std::size_t j = 0; j < preparation.size(); ++j) {
    if (best.length <= 1) {
      if (best.hardest <= Technique::Pointing) return;  // no easier elimination exists
      ceiling = std::min(ceiling, static_cast<Technique>(static_cast<int>(best.hardest) - 1));
    }
    const Candidates& before = engine.state_before(j);
    for (Step& alt : steps_at(before, ceiling)) {
      if (!alt.placements.empty() || slice_keeps_all_before(alt.technique) ||
          same_elimination_step(alt, preparation[j]))
        continue;
      Candidates after = before;
      after.apply(alt);
      std::vector<Step> singles = other_singles(after);
      if (singles.empty()) continue;
      std::vector<Step> sequence(preparation.begin(),
                                 preparation.begin() + static_cast<std::ptrdiff_t>(j));
      sequence.push_back(std::move(alt));
      const Slicer slicer(start, sequence);
      for (Step& single : singles) {
        const std::vector<std::size_t> kept = slicer.slice(single);
        const Technique hardest = hardest_of(sequence, kept);
        if (hardest > ceiling || !shorter(kept.size(), hardest, best)) continue;
        best.steps.clear();
        for (std::size_t k : kept) best.steps.push_back(sequence[k]);
        best.target = std::move(single);
        best.length = kept.size();
        best.hardest = hardest;
      }
    }
  }
}

void fill_tiers(Hint& hint, const Grid& board) {
  const Step& step = *hint.step;
  hint.where.units = area_units(step);
  hint.where.cells = unit_cell_list(hint.where.units);
  hint.where.phrase = {Sentence::HintLookAt, {arg::units(hint.where.units)}};

  hint.what.units = step.units;
  hint.what.cells = step.pattern_cells;
  hint.what.phrase = {Sentence::HintTechniqueLookAt,
                      {arg::technique(step.technique), arg::cells(step.pattern_cells)}};

  hint.apply.units = step.units;
  hint.apply.phrase = step.phrase;
  for (const auto& p : step.placements) hint.apply.cells.push_back(p.cell);
  for (const auto& e : step.eliminations) {
    if (std::find(hint.apply.cells.begin(), hint.apply.cells.end(), e.cell) ==
        hint.apply.cells.end()) {
      hint.apply.cells.push_back(e.cell);
    }
  }

  if (step.placements.size() == 1) {
    const Placement p = step.placements.front();
    hint.digit_trace = digit_reasons(board, p.cell, p.digit);
    const bool hidden = step.technique == Technique::HiddenSingleBox ||
                        step.technique == Technique::HiddenSingleLine;
    if (hidden && !step.units.empty()) {
      hint.unit_trace = unit_reasons(board, step.units.front(), p.cell, p.digit);
    }
  }
}

}  // namespace

std::vector<Reason> digit_reasons(const Grid& board, int cell, int digit) {
  std::vector<Reason> out;
  for (int d = 1; d <= 9; ++d) {
    if (d == digit) continue;
    if (auto r = blocking_peer(board, cell, d)) out.push_back(*r);
  }
  return out;
}

std::vector<Reason> unit_reasons(const Grid& board, int unit, int cell, int digit) {
  std::vector<Reason> out;
  for (int other : unit_cells(unit)) {
    if (other == cell || board[other] != 0) continue;
    if (auto r = blocking_peer(board, other, digit)) out.push_back(*r);
  }
  std::sort(out.begin(), out.end(),
            [](const Reason& a, const Reason& b) { return a.cell < b.cell; });
  return out;
}

std::vector<std::size_t> preparation_slice(const Candidates& start,
                                           const std::vector<Step>& preparation,
                                           const Step& target) {
  return Slicer(start, preparation).slice(target);
}

std::string tier_text(const HintTier& t) { return phrase_text(t.phrase); }

Hint next_hint(const PlayerBoard& board, Technique ceiling) {
  Hint hint;
  const SolveResult solved = solve(board.givens, SolveOptions{2, 0});
  if (solved.count != 1) {
    hint.kind = HintKind::NoUniqueSolution;
    hint.where.phrase = {
        solved.count == 0 ? Sentence::HintNoSolution : Sentence::HintSeveralSolutions, {}};
    return hint;
  }
  const Grid& solution = solved.solution;

  // The player's board: givens plus their entries (a given always wins its cell).
  Grid current = board.givens;
  for (int c = 0; c < kCells; ++c) {
    if (board.givens[c] == 0 && board.entries[c] != 0) current.set(c, board.entries[c]);
  }
  for (int c = 0; c < kCells; ++c) {
    if (board.givens[c] == 0 && current[c] != 0 && current[c] != solution[c]) {
      hint.kind = HintKind::WrongEntry;
      hint.wrong_cell = c;
      const int box = box_unit(box_of(c));
      hint.where = {{Sentence::HintWrongWhere, {arg::unit(box)}}, unit_cell_list({box}), {box}};
      hint.what = {{Sentence::HintWrongWhat, {arg::digit(current[c]), arg::cell(c)}}, {c}, {}};
      hint.apply = {{Sentence::HintWrongApply, {arg::digit(current[c]), arg::cell(c)}}, {c}, {}};
      return hint;
    }
  }
  if (current.full()) {
    hint.kind = HintKind::Solved;
    hint.where.phrase = {Sentence::HintSolved, {}};
    return hint;
  }

  Candidates state = Candidates::from_grid(current);
  if (board.notes) {
    for (int c = 0; c < kCells; ++c) {
      const CandidateMask marks = (*board.notes)[c];
      if (current[c] != 0 || marks == 0) continue;
      const auto kept = static_cast<CandidateMask>(state.mask[c] & marks);
      if (kept & digit_bit(solution[c])) state.mask[c] = kept;  // trust only true notes
    }
  }

  Step step = next_step(state, ceiling);
  if (!board.notes) {
    // Each elimination makes progress, so this ends at a placement or at being stuck.
    const Candidates start = state;
    std::vector<Step> preparation;
    while (step.technique != Technique::TrialAndError && step.placements.empty()) {
      state.apply(step);
      preparation.push_back(std::move(step));
      step = next_step(state, ceiling);
    }
    if (step.technique != Technique::TrialAndError && !preparation.empty()) {
      // Keep only the steps the placement depends on; of the placements the last step
      // opened, the one that needs the fewest (the engine's own first on a tie).
      const Slicer slicer(start, preparation);
      std::vector<std::size_t> kept = slicer.slice(step);
      for (Step& other : other_singles(state)) {
        if (kept.size() <= 1) break;
        std::vector<std::size_t> other_kept = slicer.slice(other);
        if (other_kept.size() < kept.size()) {
          kept = std::move(other_kept);
          step = std::move(other);
        }
      }
      if (kept.size() > 1) {
        Preparation best;
        best.length = kept.size();
        best.hardest = hardest_of(preparation, kept);
        // Deep forcing costs milliseconds a call: another derivation never searches with it.
        search_other_derivation(start, preparation, slicer,
                                std::min(level_ceiling(best.hardest), kHardestHumanTechnique),
                                best);
        if (!best.steps.empty()) {
          hint.preparation = std::move(best.steps);
          step = std::move(best.target);
          kept.clear();
        }
      }
      for (std::size_t j : kept) hint.preparation.push_back(std::move(preparation[j]));
    }
    // A reveal (nothing applies) depends on no preparation: the answer is given outright.
  }
  if (step.technique == Technique::TrialAndError) {
    // Nothing the engine knows applies: reveal the empty cell with the fewest candidates.
    int best = -1;
    for (int c = 0; c < kCells; ++c) {
      if (current[c] == 0 && (best < 0 || count_of(state.mask[c]) < count_of(state.mask[best]))) {
        best = c;
      }
    }
    hint.kind = HintKind::Reveal;
    step.placements = {{best, solution[best]}};
    step.pattern_cells = {best};
    step.phrase = {Sentence::Reveal, {arg::cell(best), arg::digit(solution[best])}};
  } else {
    hint.kind = HintKind::Step;
  }
  hint.step = std::move(step);
  fill_tiers(hint, current);
  return hint;
}

}  // namespace nonet
