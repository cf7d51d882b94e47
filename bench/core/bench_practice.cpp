// SPDX-License-Identifier: MIT
// Learn's practice positions (issue 28): how long until a practice position is ready to draw.
// Two costs: reading the library (assets/learn/positions.txt: every line parsed, once per
// run of the game, when Learn first needs it), median of --runs; and, for every position of
// every technique, setting up its task (game::PracticeTask: the engine's step there, which the
// judge and the trace need, and the solution), each timed --runs times and its median kept.
// Per technique: the p50, p95 and worst of those medians. The goal is p95 <= 100 ms for
// every technique; the last line says whether the slowest technique meets it, with the ratio
// of its p95 to that goal. Drawing the board after that is one frame (docs/PERFORMANCE.md).
// Then the practice puzzles (assets/learn/puzzles.txt): each code's free-play puzzle made
// (make_free_play, what the game's job does before the board shows), timed --runs times and
// its median kept; per level the p50, p95 and worst of those medians.
// Usage: nonet-bench-practice [--runs N]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/free_play.hpp"
#include "core/practice.hpp"

using namespace nonet;

namespace {

std::string read_asset(const char* name) {
  std::ifstream in(std::string(NONET_BENCH_ASSETS_DIR) + "/learn/" + name);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

using Clock = std::chrono::steady_clock;

template <typename F>
double time_ms(F&& f) {
  const auto t0 = Clock::now();
  f();
  return std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
}

double at(std::vector<double> v, double q) {
  std::sort(v.begin(), v.end());
  const auto i = static_cast<std::size_t>(q * static_cast<double>(v.size() - 1) + 0.5);
  return v[std::min(i, v.size() - 1)];
}

}  // namespace

int main(int argc, char** argv) {
  int runs = 5;
  for (int i = 1; i < argc; ++i) {
    if (std::string(argv[i]) == "--runs" && i + 1 < argc) {
      runs = std::max(1, std::atoi(argv[++i]));
    } else {
      std::fprintf(stderr, "usage: nonet-bench-practice [--runs N]\n");
      return 2;
    }
  }
  const std::string text = read_asset("positions.txt");
  if (text.empty()) {
    std::fprintf(stderr, "no positions in %s/learn/positions.txt\n", NONET_BENCH_ASSETS_DIR);
    return 1;
  }
  std::vector<double> loads;
  PracticeLibrary lib;
  for (int r = 0; r < runs; ++r)
    loads.push_back(time_ms([&] { lib = PracticeLibrary::parse(text); }));
  std::printf("library: %d positions, %zu bytes, read in %.2f ms (median of %d)\n", lib.size(),
              text.size(), at(loads, 0.5), runs);
  std::printf("%-26s %5s %9s %9s %9s\n", "technique", "count", "p50 ms", "p95 ms", "max ms");
  double worst_p95 = 0;
  std::string worst;
  volatile int sink = 0;
  for (int t = 0; t < kTechniqueCount; ++t) {
    const auto technique = static_cast<Technique>(t);
    if (lib.count(technique) == 0) continue;
    std::vector<double> medians;
    for (int k = 0; k < lib.count(technique); ++k) {
      std::vector<double> times;
      for (int r = 0; r < runs; ++r) {
        times.push_back(time_ms([&] {
          PracticeTask task(lib.position(technique, k));
          sink = sink + static_cast<int>(task.step().eliminations.size());
        }));
      }
      medians.push_back(at(times, 0.5));
    }
    const double p95 = at(medians, 0.95);
    if (p95 > worst_p95) worst_p95 = p95, worst = std::string(technique_key(technique));
    std::printf("%-26s %5d %9.3f %9.3f %9.3f\n", std::string(technique_key(technique)).c_str(),
                lib.count(technique), at(medians, 0.5), p95, at(medians, 1.0));
  }
  std::printf("slowest p95: %s %.3f ms = %.3fx the goal of 100 ms (%s)\n", worst.c_str(), worst_p95,
              worst_p95 / 100.0, worst_p95 <= 100.0 ? "met" : "NOT met");

  const PracticePuzzles puzzles = PracticePuzzles::parse(read_asset("puzzles.txt"));
  if (puzzles.size() == 0) {
    std::fprintf(stderr, "no codes in %s/learn/puzzles.txt\n", NONET_BENCH_ASSETS_DIR);
    return 1;
  }
  std::printf("practice puzzles: %d codes, each made %d times (median kept)\n", puzzles.size(),
              runs);
  std::printf("%-8s %5s %9s %9s %9s\n", "level", "codes", "p50 ms", "p95 ms", "max ms");
  std::vector<std::vector<double>> by_level(kLevelCount);
  for (int t = 0; t < kTechniqueCount; ++t) {
    const auto technique = static_cast<Technique>(t);
    for (int k = 0; k < puzzles.count(technique); ++k) {
      const GameCode& code = puzzles.code(technique, k);
      std::vector<double> times;
      for (int r = 0; r < runs; ++r) {
        times.push_back(time_ms([&] {
          const auto made = make_free_play(code);
          sink = sink + (made ? made->rating.steps : 0);
        }));
      }
      by_level[static_cast<std::size_t>(code.level)].push_back(at(times, 0.5));
    }
  }
  for (int l = 0; l < kLevelCount; ++l) {
    const auto& m = by_level[static_cast<std::size_t>(l)];
    if (m.empty()) continue;
    std::printf("%-8s %5zu %9.1f %9.1f %9.1f\n",
                std::string(level_name(static_cast<Level>(l))).c_str(), m.size(), at(m, 0.5),
                at(m, 0.95), at(m, 1.0));
  }
  return 0;
}
