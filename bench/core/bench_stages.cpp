// SPDX-License-Identifier: MIT
// Stage catalogue benchmark: makes all 100 stages the way the game does (one generator
// call plus the rating per stage) and prints the total and the worst single stage, each
// the median of 5 runs. Issue 3's budget: <= 1 s in total and <= 50 ms for the worst stage
// in a release build.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

#include "core/stages.hpp"

int main() {
  using Clock = std::chrono::steady_clock;
  constexpr int kRuns = 5;
  const nonet::StageCatalogue catalogue;
  std::vector<double> totals, worsts;
  int worst_stage = 0;
  for (int run = 0; run < kRuns; ++run) {
    double total = 0, worst = 0;
    for (int n = 1; n <= nonet::kStageCount; ++n) {
      const auto t0 = Clock::now();
      const auto stage = catalogue.stage(n);
      const double ms = std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
      if (!stage) {
        std::fprintf(stderr, "stage %d missing\n", n);
        return 1;
      }
      total += ms;
      if (ms > worst) {
        worst = ms;
        worst_stage = n;
      }
    }
    totals.push_back(total);
    worsts.push_back(worst);
  }
  std::sort(totals.begin(), totals.end());
  std::sort(worsts.begin(), worsts.end());
  std::printf(
      "stages: all %d (generate + rate), median of %d runs: total %.1f ms, worst stage "
      "%.2f ms (slowest in the last run: stage %d)\n",
      nonet::kStageCount, kRuns, totals[kRuns / 2], worsts[kRuns / 2], worst_stage);
  return 0;
}
