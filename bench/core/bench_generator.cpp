// SPDX-License-Identifier: MIT
// Generator benchmark: time to make one unique puzzle (full grid + digging) at several clue
// targets, median over many seeds. Prints figures; never part of the test run.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

#include "core/generator.hpp"

int main() {
  using clock = std::chrono::steady_clock;
  struct Case {
    int clues;
    nonet::Symmetry symmetry;
    bool minimal;
    const char* label;
  };
  const Case cases[] = {
      {36, nonet::Symmetry::None, false, "36 clues"},
      {30, nonet::Symmetry::None, false, "30 clues"},
      {25, nonet::Symmetry::None, false, "25 clues"},
      {25, nonet::Symmetry::Rotational180, false, "25 clues, rot180"},
      {17, nonet::Symmetry::None, true, "minimal"},
  };
  constexpr int kSeeds = 1001;
  std::printf("generator: median and 90th percentile over %d seeds (one puzzle per seed)\n",
              kSeeds);
  for (const auto& c : cases) {
    std::vector<double> ms;
    int reached = 0;
    long clue_total = 0;
    for (int seed = 1; seed <= kSeeds; ++seed) {
      nonet::GeneratorOptions opt;
      opt.target_clues = c.clues;
      opt.symmetry = c.symmetry;
      opt.minimal = c.minimal;
      const auto t0 = clock::now();
      const auto p = nonet::generate(static_cast<std::uint64_t>(seed), opt);
      ms.push_back(std::chrono::duration<double, std::milli>(clock::now() - t0).count());
      reached += p.clues <= c.clues;
      clue_total += p.clues;
    }
    std::sort(ms.begin(), ms.end());
    std::printf("  %-18s median %.3f ms  p90 %.3f ms  mean clues %.1f  target reached %.1f%%\n",
                c.label, ms[ms.size() / 2], ms[ms.size() * 9 / 10],
                static_cast<double>(clue_total) / kSeeds, 100.0 * reached / kSeeds);
  }
  return 0;
}
