// SPDX-License-Identifier: MIT
// Sum Tiles' speed (issue 16): over N boards (default 10,000) of 49 tiles, the median time of
// building a board from its code, of deciding "dead or not" with the subset-sum DP on a
// board with holes, and of the same decision by brute force on a 20-tile board (2^20 subsets;
// 49 tiles would be 2^49), with the DP timed on those same 20 tiles beside it.
// Usage: nonet-bench-sum-tiles [--boards N] [--brute N]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string_view>
#include <vector>

#include "core/rng.hpp"
#include "core/sum_tiles.hpp"

namespace st = nonet::sumtiles;

namespace {

using Clock = std::chrono::steady_clock;

double median_us(std::vector<double>& v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

// Whether any subset of values sums to target, by trying every subset.
bool brute_force_has(const std::vector<int>& values, int target) {
  const auto n = values.size();
  for (std::uint64_t mask = 1; mask < (std::uint64_t{1} << n); ++mask) {
    int sum = 0;
    for (std::size_t i = 0; i < n; ++i)
      if (mask & (std::uint64_t{1} << i)) sum += values[i];
    if (sum == target) return true;
  }
  return false;
}

template <typename F>
double time_us(F&& f) {
  const auto t0 = Clock::now();
  f();
  return std::chrono::duration<double, std::micro>(Clock::now() - t0).count();
}

}  // namespace

int main(int argc, char** argv) {
  int boards = 10000;
  int brute = 20;
  for (int i = 1; i < argc; ++i) {
    const std::string_view a = argv[i];
    if (a == "--boards" && i + 1 < argc) {
      boards = std::max(1, std::atoi(argv[++i]));
    } else if (a == "--brute" && i + 1 < argc) {
      brute = std::max(1, std::atoi(argv[++i]));
    } else {
      std::fprintf(stderr, "usage: nonet-bench-sum-tiles [--boards N] [--brute N]\n");
      return 2;
    }
  }
  nonet::Rng rng(16);
  std::vector<double> build, dead, dp20, brute20;
  long dead_count = 0;
  volatile int sink = 0;
  for (int b = 0; b < boards; ++b) {
    const st::BoardCode code{49, st::kMinTarget + static_cast<int>(rng.below(26)),
                             static_cast<std::uint32_t>(rng.next())};
    std::vector<int> board;
    build.push_back(time_us([&] { board = st::build_board(code); }));
    // Holes as after some clears: a random third of the tiles gone.
    for (int& v : board)
      if (rng.below(3) == 0) v = 0;
    bool is_dead = false;
    dead.push_back(time_us([&] { is_dead = !st::has_combination(board, code.target); }));
    dead_count += is_dead;
    sink = sink + static_cast<int>(board.size());
  }
  for (int b = 0; b < brute; ++b) {
    // Twenty 1s and the target 30: no subset reaches it, so both searches look at everything
    // (the worst case; brute force on a live board may stop early).
    const std::vector<int> values(20, 1);
    const int target = st::kMaxTarget;
    bool a = false, c = false;
    dp20.push_back(time_us([&] { a = st::has_combination(values, target); }));
    brute20.push_back(time_us([&] { c = brute_force_has(values, target); }));
    if (a != c) {
      std::fprintf(stderr, "DP and brute force disagree\n");
      return 1;
    }
  }
  std::printf("boards: %d of 49 tiles (targets 5-30), %ld dead after random holes\n", boards,
              dead_count);
  std::printf("build a 49-tile board: median %.3f us\n", median_us(build));
  std::printf("dead or not (DP, 49 tiles with holes): median %.3f us\n", median_us(dead));
  std::printf(
      "dead or not on 20 tiles, worst case (%d runs): DP median %.3f us, brute force "
      "(2^20 subsets) median %.1f us\n",
      brute, median_us(dp20), median_us(brute20));
  return sink < 0;
}
