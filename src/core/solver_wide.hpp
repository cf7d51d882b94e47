// SPDX-License-Identifier: MIT
// Inside the solver only: whether this build has the wide paths (solver_wide.cpp) and their
// entry points. solve() in solver.cpp calls them after checking the processor; nothing else
// should, since they use instructions a processor may lack.
#pragma once

#include "core/solver.hpp"

// GCC 12 or Clang: __builtin_shufflevector and AVX-512 mask intrinsics under a target pragma.
#if defined(__x86_64__) && (defined(__clang__) || (defined(__GNUC__) && __GNUC__ >= 12)) && \
    !defined(NONET_NO_WIDE_SOLVER)
#define NONET_WIDE_SOLVER 1
#else
#define NONET_WIDE_SOLVER 0
#endif

#if NONET_WIDE_SOLVER
namespace nonet::wide::avx512 {
// AVX-512 F, BW, VL and DQ with BMI1, BMI2 and POPCNT (solver.cpp checks them all).
SolveResult solve(const Grid& puzzle, const SolveOptions& options);
}  // namespace nonet::wide::avx512
#endif
