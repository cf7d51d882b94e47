// SPDX-License-Identifier: MIT
// Free-play generator benchmark: per level, the time to a puzzle of that level (make_free_play,
// one call per game code) over N seeds, with p50, p95 and the worst case, and how many
// positions were rated on the way. Prints figures; never part of the test run.
// bench/free_play_compare.sh runs it (release build) beside Tatham's Solo. The baseline, in the
// same process: the same search rating every position in full (FreePlayRating::Full) instead of
// only up to the target level; both must give the same puzzle.
//
// Usage: nonet-bench-free-play [SEEDS] [LEVEL...]    (default 200 seeds, every level)
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/free_play.hpp"

int main(int argc, char** argv) {
  using clock = std::chrono::steady_clock;
  int seeds = 200;
  std::vector<nonet::Level> levels;
  for (int i = 1; i < argc; ++i) {
    const std::string_view a = argv[i];
    bool named = false;
    for (int l = 0; l < nonet::kLevelCount; ++l) {
      if (a == nonet::level_name(static_cast<nonet::Level>(l))) {
        levels.push_back(static_cast<nonet::Level>(l));
        named = true;
      }
    }
    if (!named) seeds = std::max(1, std::atoi(argv[i]));
  }
  if (levels.empty()) {
    for (int l = 0; l < nonet::kLevelCount; ++l) levels.push_back(static_cast<nonet::Level>(l));
  }
  std::printf("free play: time to a puzzle of the level, %d seeds per level (one code each)\n",
              seeds);
  std::printf("  ratings only up to the level (the game), against rating every position in full\n");
  std::printf("  %-7s %9s %9s %9s %10s %12s %7s %11s %11s %8s\n", "level", "p50 ms", "p95 ms",
              "max ms", "mean ms", "ratings p50", "clues", "full p50", "full p95", "p95 x");
  for (const nonet::Level level : levels) {
    std::vector<double> ms, full_ms;
    std::vector<int> ratings;
    double total = 0;
    long clues = 0;
    for (int s = 0; s < seeds; ++s) {
      const nonet::GameCode code{level, static_cast<std::uint64_t>(1000 + s)};
      // Alternate which runs first, so a warm cache or a busy moment falls on both alike.
      std::optional<nonet::FreePlayPuzzle> p, q;
      double t = 0, tf = 0;
      for (int k = 0; k < 2; ++k) {
        const bool full = (k == 0) == (s % 2 == 1);
        const auto t0 = clock::now();
        auto made = nonet::make_free_play(
            code, full ? nonet::FreePlayRating::Full : nonet::FreePlayRating::UpToTarget);
        const double dt = std::chrono::duration<double, std::milli>(clock::now() - t0).count();
        (full ? q : p) = std::move(made);
        (full ? tf : t) = dt;
      }
      if (!p || p->rating.level != level) {
        std::fprintf(stderr, "wrong level for %s\n", nonet::format_game_code(code).c_str());
        return 1;
      }
      if (!q || q->puzzle != p->puzzle) {
        std::fprintf(stderr, "the full-rating search gave another puzzle for %s\n",
                     nonet::format_game_code(code).c_str());
        return 1;
      }
      ms.push_back(t);
      full_ms.push_back(tf);
      total += t;
      ratings.push_back(p->ratings);
      clues += p->puzzle.filled_count();
    }
    std::sort(ms.begin(), ms.end());
    std::sort(full_ms.begin(), full_ms.end());
    std::sort(ratings.begin(), ratings.end());
    const auto at = [](const std::vector<double>& v, double q) {
      return v[static_cast<std::size_t>(q * static_cast<double>(v.size() - 1))];
    };
    std::printf("  %-7s %9.2f %9.2f %9.2f %10.2f %12d %7.1f %11.2f %11.2f %8.2f\n",
                std::string(nonet::level_name(level)).c_str(), at(ms, 0.5), at(ms, 0.95), ms.back(),
                total / seeds, ratings[ratings.size() / 2], static_cast<double>(clues) / seeds,
                at(full_ms, 0.5), at(full_ms, 0.95), at(full_ms, 0.95) / at(ms, 0.95));
    std::fflush(stdout);
  }
  return 0;
}
