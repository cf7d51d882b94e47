// SPDX-License-Identifier: MIT
// Hints for a player's board (hint.hpp).
#include "core/hint.hpp"

#include <algorithm>

#include "core/engine.hpp"
#include "core/solver.hpp"
#include "core/step_text.hpp"

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

std::string join_units(const std::vector<int>& units) {
  std::vector<std::string> names;
  names.reserve(units.size());
  for (int u : units) names.push_back(unit_name(u));
  return join_words(names);
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

void fill_tiers(Hint& hint, const Grid& board) {
  const Step& step = *hint.step;
  hint.where.units = area_units(step);
  hint.where.cells = unit_cell_list(hint.where.units);
  hint.where.text = "Look at " + join_units(hint.where.units) + ".";

  hint.what.units = step.units;
  hint.what.cells = step.pattern_cells;
  hint.what.text = std::string(technique_name(step.technique)) + ": look at " +
                   cell_list_text(step.pattern_cells) + ".";

  hint.apply.units = step.units;
  hint.apply.text = step.text;
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

Hint next_hint(const PlayerBoard& board) {
  Hint hint;
  const SolveResult solved = solve(board.givens, SolveOptions{2, 0});
  if (solved.count != 1) {
    hint.kind = HintKind::NoUniqueSolution;
    hint.where.text = solved.count == 0 ? "These givens have no solution."
                                        : "These givens have more than one solution.";
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
      const std::string name = cell_name(c);
      const std::string box = unit_name(box_unit(box_of(c)));
      hint.where = {"Something in " + box + " is not right.",
                    unit_cell_list({box_unit(box_of(c))}),
                    {box_unit(box_of(c))}};
      hint.what = {"Check the " + std::to_string(current[c]) + " at " + name + ".", {c}, {}};
      hint.apply = {
          "The " + std::to_string(current[c]) + " at " + name + " is wrong: clear it.", {c}, {}};
      return hint;
    }
  }
  if (current.full()) {
    hint.kind = HintKind::Solved;
    hint.where.text = "The board is solved.";
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

  Step step = next_step(state);
  if (!board.notes) {
    // Each elimination makes progress, so this ends at a placement or at being stuck.
    while (step.technique != Technique::TrialAndError && step.placements.empty()) {
      state.apply(step);
      hint.preparation.push_back(std::move(step));
      step = next_step(state);
    }
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
    step.text = "No technique applies here, so here is one answer: " + cell_name(best) + " is " +
                std::to_string(solution[best]) + ".";
  } else {
    hint.kind = HintKind::Step;
  }
  hint.step = std::move(step);
  fill_tiers(hint, current);
  return hint;
}

}  // namespace nonet
