// SPDX-License-Identifier: MIT
// Puzzle generator (SEEDS A4, C): a random complete grid by backtracking with a shuffled
// candidate order, then digging clues in a seeded order while the solution stays unique.
// Same seed and options give the same puzzle on every platform.
#pragma once

#include <cstdint>
#include <string_view>

#include "core/grid.hpp"
#include "core/rng.hpp"

namespace nonet {

enum class Symmetry : std::uint8_t { None, Rotational180, Diagonal };

/// "none", "rot180", "diagonal".
std::string_view symmetry_name(Symmetry s);
/// Parses symmetry_name()'s words; false on anything else.
bool parse_symmetry(std::string_view word, Symmetry& out);

struct GeneratorOptions {
  int target_clues = 25;  // dig until this many clues remain (or no further clue can go)
  Symmetry symmetry = Symmetry::None;
  bool minimal = false;  // keep digging past the target until no clue can be removed
};

struct GeneratedPuzzle {
  Grid puzzle;
  Grid solution;
  int clues = 0;
};

/// A random complete valid grid. Every valid grid is reachable.
Grid random_solution(Rng& rng);

/// Removes clues from `solution` in an order drawn from rng, one symmetric orbit (1 or 2
/// cells) at a time, restoring any orbit whose removal makes the solution non-unique.
GeneratedPuzzle dig(const Grid& solution, Rng& rng, const GeneratorOptions& options);

/// random_solution + dig, from one seed.
GeneratedPuzzle generate(std::uint64_t seed, const GeneratorOptions& options = {});

/// True when no clue of `puzzle` (which must have a unique solution) can be removed
/// without losing uniqueness.
bool is_minimal(const Grid& puzzle);

}  // namespace nonet
