// SPDX-License-Identifier: MIT
#include "core/custom_board.hpp"

#include <algorithm>
#include <array>
#include <optional>

#include "core/solver.hpp"
#include "core/text.hpp"

namespace nonet {

namespace {

std::string capitalized(std::string s) {
  if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 'a' + 'A');
  return s;
}

/// A solution of `board` other than `first`: the first empty cell, in order, that can take
/// another digit than `first` has there, with the lowest such digit.
std::optional<Grid> other_solution(const Grid& board, const Grid& first) {
  for (int c = 0; c < kCells; ++c) {
    if (board[c] != 0) continue;
    const CandidateMask open =
        candidates(board, c) & static_cast<CandidateMask>(~digit_bit(first[c]));
    for (int d = 1; d <= 9; ++d) {
      if ((open & digit_bit(d)) == 0) continue;
      Grid tried = board;
      tried.set(c, d);
      const SolveResult r = solve(tried, SolveOptions{1, 0});
      if (r.count >= 1) return r.solution;
    }
  }
  return std::nullopt;
}

// A contradiction a player sees without searching: an empty cell with no candidate, else a
// digit missing from a unit with no empty cell of that unit left to take it.
void find_dead_end(const Grid& board, BoardJudgement& j) {
  const std::array<CandidateMask, kCells> cand = candidate_map(board);
  for (int c = 0; c < kCells; ++c) {
    if (board[c] == 0 && cand[static_cast<std::size_t>(c)] == 0) {
      j.dead_cell = c;
      j.marked = {c};
      return;
    }
  }
  for (int u = 0; u < kUnits; ++u) {
    for (int d = 1; d <= 9; ++d) {
      bool placed = false, room = false;
      for (const std::uint8_t c : unit_cells(u)) {
        if (board[c] == d) placed = true;
        if (board[c] == 0 && (cand[c] & digit_bit(d)) != 0) room = true;
      }
      if (placed || room) continue;
      j.dead_unit = u;
      j.dead_digit = d;
      for (const std::uint8_t c : unit_cells(u))
        if (board[c] == 0) j.marked.push_back(c);
      return;
    }
  }
}

std::string differ_text(const Grid& a, const Grid& b, int cell) {
  return cell_name(cell) + " (" + std::to_string(a[cell]) + " or " + std::to_string(b[cell]) + ")";
}

}  // namespace

BoardJudgement judge_board(const Grid& board, bool quick) {
  BoardJudgement j;
  j.givens = board.filled_count();
  if (j.givens == 0) {
    j.verdict = BoardVerdict::Empty;
    j.sentence = "No givens yet: type digits or paste a puzzle.";
    return j;
  }
  const std::vector<Conflict> clashes = conflicts(board);
  if (!clashes.empty()) {
    j.verdict = BoardVerdict::Conflict;
    j.clashes = clashes;
    for (const Conflict& c : clashes) {
      j.marked.push_back(c.a);
      j.marked.push_back(c.b);
    }
    std::sort(j.marked.begin(), j.marked.end());
    j.marked.erase(std::unique(j.marked.begin(), j.marked.end()), j.marked.end());
    j.sentence = capitalized(conflict_text(clashes.front()));
    if (clashes.size() > 1) {
      const std::size_t more = clashes.size() - 1;
      j.sentence +=
          " (and " + std::to_string(more) + (more == 1 ? " more clash)" : " more clashes)");
    }
    j.sentence += ".";
    return j;
  }
  const SolveResult first = solve(board, SolveOptions{1, 0});
  if (first.count == 0) {
    j.verdict = BoardVerdict::NoSolution;
    find_dead_end(board, j);
    if (j.dead_cell >= 0)
      j.sentence = "No solution: no digit can go into " + cell_name(j.dead_cell) +
                   " (each one is already in its row, column or box).";
    else if (j.dead_unit >= 0)
      j.sentence = "No solution: " + std::to_string(j.dead_digit) + " has no place left in " +
                   unit_name(j.dead_unit) + ".";
    else
      j.sentence = "No solution: no rule is broken, but these givens cannot all be kept.";
    return j;
  }
  j.solution = first.solution;
  if (const std::optional<Grid> other = other_solution(board, first.solution)) {
    j.other_solution = *other;
    for (int c = 0; c < kCells && j.marked.size() < 2; ++c) {
      if (first.solution[c] != (*other)[c]) j.marked.push_back(c);
    }
    const std::string where = differ_text(j.solution, j.other_solution, j.marked[0]) + " and " +
                              differ_text(j.solution, j.other_solution, j.marked[1]);
    if (j.givens < kMinUniqueGivens) {
      j.verdict = BoardVerdict::TooFewGivens;
      j.sentence = "Only " + std::to_string(j.givens) + (j.givens == 1 ? " given" : " givens") +
                   ": no Sudoku with fewer than 17 givens has one solution. Two differ at " +
                   where + ".";
    } else {
      j.verdict = BoardVerdict::SeveralSolutions;
      j.sentence = "More than one solution: two of them differ at " + where + ".";
    }
    return j;
  }
  j.verdict = BoardVerdict::Valid;
  j.rating = quick ? rate_puzzle(board, Level::Master) : rate_puzzle(board);
  j.sentence = "One solution: " + std::string(level_name(j.rating.level)) + ", " +
               difficulty_words(j.rating.technique_score) + ", hardest technique " +
               std::string(technique_name(j.rating.hardest)) + ".";
  return j;
}

}  // namespace nonet
