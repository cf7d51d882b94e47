// SPDX-License-Identifier: MIT
// The fast solution counter: per-digit band words, triad reduction across bands and down
// stacks, naked singles, and branching on the fewest-candidate cell. The layout is drawn in
// solver.hpp. This is the portable path; solve() hands the board to the AVX-512 one
// (solver_wide.cpp) where the processor has it. All tables are built at compile time; the only
// mutable state lives in the caller's stack frames, so any number of threads may solve at once.
#include "core/solver.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>

#include "core/band_board.hpp"
#include "core/solver_wide.hpp"

namespace nonet {
namespace {

using bands::Board;

int cells_in(std::uint32_t a, std::uint32_t b, std::uint32_t c) {
  return bands::count_cells(a, b, c);  // no POPCNT instruction in a portable build
}

#include "core/solver_search.inc"

SolveResult solve_portable(const Grid& puzzle, const SolveOptions& options) {
  return search_from<Board>(puzzle, options);
}

}  // namespace

bool solver_path_available(SolverPath path) {
  switch (path) {
    case SolverPath::portable: return true;
#if NONET_WIDE_SOLVER
    case SolverPath::avx512:
      return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
             __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx512dq") &&
             __builtin_cpu_supports("bmi") && __builtin_cpu_supports("bmi2") &&
             __builtin_cpu_supports("popcnt");
#else
    case SolverPath::avx512: return false;
#endif
  }
  return false;
}

SolverPath default_solver_path() {
  static const SolverPath widest =
      solver_path_available(SolverPath::avx512) ? SolverPath::avx512 : SolverPath::portable;
  return widest;
}

const char* solver_path_name(SolverPath path) {
  switch (path) {
    case SolverPath::avx512: return "avx512";
    case SolverPath::portable: break;
  }
  return "portable";
}

SolveResult solve(const Grid& puzzle, const SolveOptions& options, SolverPath path) {
#if NONET_WIDE_SOLVER
  // The processor was asked once: avx512 is available exactly when it is the widest path.
  if (path == SolverPath::avx512 && default_solver_path() == SolverPath::avx512) {
    return wide::avx512::solve(puzzle, options);
  }
#endif
  (void)path;
  return solve_portable(puzzle, options);
}

SolveResult solve(const Grid& puzzle, const SolveOptions& options) {
  return solve(puzzle, options, default_solver_path());
}

}  // namespace nonet
