// SPDX-License-Identifier: MIT
// Puzzle generator: random complete grid, then unique digging (SEEDS A4, C).
#include "core/generator.hpp"

#include <array>
#include <vector>

#include "core/solver.hpp"

namespace nonet {

std::string_view symmetry_name(Symmetry s) {
  switch (s) {
    case Symmetry::None: return "none";
    case Symmetry::Rotational180: return "rot180";
    case Symmetry::Diagonal: return "diagonal";
  }
  return "none";
}

bool parse_symmetry(std::string_view word, Symmetry& out) {
  for (Symmetry s : {Symmetry::None, Symmetry::Rotational180, Symmetry::Diagonal}) {
    if (word == symmetry_name(s)) {
      out = s;
      return true;
    }
  }
  return false;
}

namespace {

// Backtracking fill state: digits used per unit, as masks.
struct FillState {
  Grid grid;
  std::array<CandidateMask, kUnits> used{};

  CandidateMask open(int cell) const {
    const auto& u = cell_units(cell);
    return static_cast<CandidateMask>(kAllDigits & ~(used[u[0]] | used[u[1]] | used[u[2]]));
  }
  void put(int cell, int d) {
    grid.set(cell, d);
    for (int u : cell_units(cell)) used[u] |= digit_bit(d);
  }
  void take(int cell, int d) {
    grid.set(cell, 0);
    for (int u : cell_units(cell)) used[u] = static_cast<CandidateMask>(used[u] & ~digit_bit(d));
  }
};

// Fills the empty cell with the fewest options, trying its digits in a shuffled order.
// Fewest-first keeps backtracking rare; the shuffle makes every valid grid reachable.
bool fill(FillState& s, Rng& rng) {
  int best = -1, best_count = 10;
  for (int c = 0; c < kCells; ++c) {
    if (s.grid[c] != 0) continue;
    const int n = count_of(s.open(c));
    if (n < best_count) {
      best = c;
      best_count = n;
      if (n <= 1) break;
    }
  }
  if (best < 0) return true;  // full
  if (best_count == 0) return false;
  std::array<int, 9> digits{};
  int n = 0;
  for (CandidateMask m = s.open(best); m; m &= static_cast<CandidateMask>(m - 1)) {
    digits[n++] = lowest_digit(m);
  }
  rng.shuffle(digits.begin(), digits.begin() + n);
  for (int i = 0; i < n; ++i) {
    s.put(best, digits[i]);
    if (fill(s, rng)) return true;
    s.take(best, digits[i]);
  }
  return false;
}

// The cells that must be removed or kept together under a symmetry: 1 or 2 cells.
struct Orbit {
  std::array<int, 2> cells{};
  int size = 1;
};

std::vector<Orbit> orbits(Symmetry sym) {
  std::vector<Orbit> out;
  for (int c = 0; c < kCells; ++c) {
    int mate = c;
    if (sym == Symmetry::Rotational180) mate = kCells - 1 - c;
    if (sym == Symmetry::Diagonal) mate = cell_at(col_of(c), row_of(c));
    if (mate < c) continue;  // listed with its mate already
    out.push_back(mate == c ? Orbit{{c, c}, 1} : Orbit{{c, mate}, 2});
  }
  return out;
}

bool unique(const Grid& g) { return count_solutions(g, 2) == 1; }

// Tries to empty every cell of `orbit`; keeps the removal only if the solution stays unique.
bool try_remove(Grid& g, const Orbit& orbit) {
  std::array<int, 2> saved{};
  for (int i = 0; i < orbit.size; ++i) saved[i] = g[orbit.cells[i]];
  if (saved[0] == 0) return false;
  for (int i = 0; i < orbit.size; ++i) g.set(orbit.cells[i], 0);
  if (unique(g)) return true;
  for (int i = 0; i < orbit.size; ++i) g.set(orbit.cells[i], saved[i]);
  return false;
}

}  // namespace

Grid random_solution(Rng& rng) {
  FillState s;
  fill(s, rng);  // an empty grid always has a completion
  return s.grid;
}

GeneratedPuzzle dig(const Grid& solution, Rng& rng, const GeneratorOptions& options) {
  Grid g = solution;
  int clues = g.filled_count();
  auto order = orbits(options.symmetry);
  rng.shuffle(order.begin(), order.end());
  for (const auto& orbit : order) {
    if (!options.minimal && clues - orbit.size < options.target_clues) continue;
    if (try_remove(g, orbit)) clues -= orbit.size;
  }
  if (options.minimal && options.symmetry != Symmetry::None) {
    // Minimal wins over symmetry: a symmetric pair may hold one clue that can still go.
    for (const auto& orbit : order) {
      for (int i = 0; i < orbit.size; ++i) {
        if (try_remove(g, Orbit{{orbit.cells[i], orbit.cells[i]}, 1})) --clues;
      }
    }
  }
  return {g, solution, clues};
}

GeneratedPuzzle generate(std::uint64_t seed, const GeneratorOptions& options) {
  Rng rng(seed);
  const Grid solution = random_solution(rng);
  return dig(solution, rng, options);
}

bool is_minimal(const Grid& puzzle) {
  Grid g = puzzle;
  for (int c = 0; c < kCells; ++c) {
    const int d = g[c];
    if (d == 0) continue;
    g.set(c, 0);
    const bool still_unique = unique(g);
    g.set(c, d);
    if (still_unique) return false;
  }
  return true;
}

}  // namespace nonet
