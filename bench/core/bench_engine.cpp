// SPDX-License-Identifier: MIT
// Engine benchmark (issue 15), for docs/PERFORMANCE.md and docs/TECHNIQUES.md. For every
// puzzle file:
//   - reach: the share of puzzles the techniques explain without trial and error, and per
//     technique family the number of puzzles whose hardest technique is in that family;
//   - rating time per puzzle (rate_puzzle, the median of --runs repeated runs per puzzle):
//     p50, p90, p99 and the slowest puzzle;
//   - hint preparation length: Hint::preparation.size() of next_hint() without notes on the
//     start board, and at a quarter, half and three quarters of the engine's placements; for
//     the hints with a preparation, the slice of the engine's own path to its first placement
//     beside it, how many hints took another derivation and how its hardest technique
//     compares, and the time of those hints;
// then the time to generate a puzzle of each Level with the existing generator (generate +
// rate_puzzle with seeds 0, 1, 2, ... until the rating has that level and needs no trial
// and error), p50/p95 over --searches independent searches: the baseline for free play.
// The load average (what `uptime` prints) comes first: the machine is shared, and a figure
// measured under load is only worth writing down with the load beside it.
// Usage: nonet-bench-engine [--runs N] [--searches N] [--max-attempts N] [--no-generate]
//                           [--no-reach] [--no-time] [--no-hints] [--techniques]
//                           [--sample N] [FILE...]
// Without FILE: the kaggle, 17-clue and magictour top1465 sets of tests/data.
#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/engine.hpp"
#include "core/generator.hpp"
#include "core/hint.hpp"
#include "core/rating.hpp"
#include "core/rng.hpp"
#include "core/text.hpp"

namespace {

using nonet::Technique;
using Clock = std::chrono::steady_clock;

constexpr const char* kUsage =
    "usage: nonet-bench-engine [--runs N] [--searches N] [--max-attempts N] [--no-generate]\n"
    "                          [--no-reach] [--no-time] [--no-hints] [--techniques]\n"
    "                          [--sample N] [FILE...]\n"
    "  FILE: one 81-character puzzle per line ('#' lines and blank lines are skipped);\n"
    "        default: the kaggle, 17-clue and magictour top1465 sets of tests/data\n"
    "  --runs N          rate every puzzle N times, keep its median time (default 3)\n"
    "  --searches N      generator searches per level (default 21)\n"
    "  --max-attempts N  give up a generator search after N puzzles (default 20000)\n"
    "  --no-generate     skip the generator section\n"
    "  --no-reach, --no-time, --no-hints\n"
    "                    skip the reach, rating time or hint preparation section\n"
    "  --techniques      also count puzzles per hardest technique, not only per family\n"
    "  --sample N        use N puzzles spread evenly over each file (default: all)\n";

// Technique -> family, for the reach table. A technique missing here is counted under its
// own name, so a new technique shows up without an edit; adding it to a family is one line.
constexpr std::array<std::pair<Technique, const char*>, 46> kFamilies = {{
    {Technique::FullHouse, "singles"},
    {Technique::HiddenSingleBox, "singles"},
    {Technique::HiddenSingleLine, "singles"},
    {Technique::NakedSingle, "singles"},
    {Technique::Pointing, "locked candidates"},
    {Technique::Claiming, "locked candidates"},
    {Technique::NakedPair, "subsets"},
    {Technique::XWing, "fish"},
    {Technique::HiddenPair, "subsets"},
    {Technique::NakedTriple, "subsets"},
    {Technique::Swordfish, "fish"},
    {Technique::HiddenTriple, "subsets"},
    {Technique::Skyscraper, "single-digit patterns"},
    {Technique::TwoStringKite, "single-digit patterns"},
    {Technique::EmptyRectangle, "single-digit patterns"},
    {Technique::FinnedXWing, "finned fish"},
    {Technique::XYWing, "wings"},
    {Technique::XYZWing, "wings"},
    {Technique::WWing, "wings"},
    {Technique::UniqueRectangle1, "uniqueness"},
    {Technique::UniqueRectangle2, "uniqueness"},
    {Technique::UniqueRectangle4, "uniqueness"},
    {Technique::UniqueRectangle3, "uniqueness"},
    {Technique::HiddenUniqueRectangle, "uniqueness"},
    {Technique::FinnedSwordfish, "finned fish"},
    {Technique::NakedQuad, "subsets"},
    {Technique::Jellyfish, "fish"},
    {Technique::HiddenQuad, "subsets"},
    {Technique::FinnedJellyfish, "finned fish"},
    {Technique::BugPlusOne, "uniqueness"},
    {Technique::Bug2, "uniqueness"},
    {Technique::Bug4, "uniqueness"},
    {Technique::Bug3, "uniqueness"},
    {Technique::SimpleColouring, "chains"},
    {Technique::XChain, "chains"},
    {Technique::XYChain, "chains"},
    {Technique::Aic, "chains"},
    {Technique::GroupedAic, "chains"},
    {Technique::AlsXz, "almost locked sets"},
    {Technique::AlsXyWing, "almost locked sets"},
    {Technique::Nishio, "forcing chains"},
    {Technique::CellForcingChain, "forcing chains"},
    {Technique::UnitForcingChain, "forcing chains"},
    {Technique::DynamicForcingChain, "forcing chains"},
    {Technique::DynamicForcingChainPlus, "deep forcing (dynamic+, nested)"},
    {Technique::NestedForcingChain, "deep forcing (dynamic+, nested)"},
}};

std::string family_of(Technique t) {
  if (t == Technique::TrialAndError) return "beyond (trial and error)";
  for (const auto& [technique, family] : kFamilies) {
    if (technique == t) return family;
  }
  return std::string(nonet::technique_name(t));
}

struct Puzzle {
  int line = 0;
  std::string text;
  nonet::Grid grid;
};

std::string load(const std::string& path, std::vector<Puzzle>& out) {
  std::ifstream in(path);
  if (!in) return "cannot open " + path;
  std::string line;
  int number = 0;
  while (std::getline(in, line)) {
    ++number;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty() || line[0] == '#') continue;
    const auto parsed = nonet::parse_grid(line);
    if (!parsed) return path + ":" + std::to_string(number) + ": " + parsed.error;
    out.push_back({number, line, *parsed.grid});
  }
  return {};
}

// The value at fraction q of a sorted vector (nearest rank).
double quantile(const std::vector<double>& sorted, double q) {
  if (sorted.empty()) return 0;
  const auto i = static_cast<std::size_t>(q * static_cast<double>(sorted.size() - 1) + 0.5);
  return sorted[std::min(i, sorted.size() - 1)];
}

double median_of(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return quantile(v, 0.5);
}

std::string base_name(const std::string& path) {
  const auto slash = path.find_last_of('/');
  return slash == std::string::npos ? path : path.substr(slash + 1);
}

void reach(const std::vector<Puzzle>& puzzles, bool per_technique) {
  std::vector<std::pair<std::string, int>> families;
  std::array<int, nonet::kTechniqueCount> by_technique{};
  int explained = 0;
  std::vector<double> scores;  // the SE-like score of each explained puzzle
  for (const Puzzle& p : puzzles) {
    const nonet::Rating r = nonet::rate_puzzle(p.grid);
    explained += !r.needs_trial_and_error;
    if (!r.needs_trial_and_error) scores.push_back(r.score_tenths / 10.0);
    ++by_technique[static_cast<std::size_t>(r.hardest)];
  }
  std::sort(scores.begin(), scores.end());
  // Families in the order of the table (easiest first), then techniques missing from it.
  for (const auto& [technique, family] : kFamilies) {
    if (std::none_of(families.begin(), families.end(),
                     [&](const auto& f) { return f.first == family; }))
      families.emplace_back(family, 0);
  }
  for (int t = 0; t < nonet::kTechniqueCount; ++t) {
    const int n = by_technique[static_cast<std::size_t>(t)];
    if (n == 0) continue;
    const std::string family = family_of(static_cast<Technique>(t));
    auto it = std::find_if(families.begin(), families.end(),
                           [&](const auto& f) { return f.first == family; });
    if (it == families.end()) {
      families.emplace_back(family, n);
    } else {
      it->second += n;
    }
  }
  const double total = static_cast<double>(puzzles.size());
  std::printf("  explained without trial and error: %d of %zu (%.1f %%)\n", explained,
              puzzles.size(), 100.0 * explained / total);
  if (!scores.empty()) {
    std::printf("  score of the explained: min %.1f  p10 %.1f  p50 %.1f  p90 %.1f  max %.1f\n",
                scores.front(), quantile(scores, 0.1), quantile(scores, 0.5), quantile(scores, 0.9),
                scores.back());
  }
  std::printf("  hardest technique by family:\n");
  for (const auto& [family, n] : families)
    std::printf("    %-28s %6d  %5.1f %%\n", family.c_str(), n, 100.0 * n / total);
  if (!per_technique) return;
  std::printf("  hardest technique:\n");
  for (int t = 0; t < nonet::kTechniqueCount; ++t) {
    const int n = by_technique[static_cast<std::size_t>(t)];
    if (n == 0) continue;
    std::printf("    %-28s %6d  %5.1f %%\n",
                std::string(nonet::technique_name(static_cast<Technique>(t))).c_str(), n,
                100.0 * n / total);
  }
}

void rating_time(const std::vector<Puzzle>& puzzles, int runs) {
  std::vector<std::vector<double>> times(puzzles.size());
  for (int run = 0; run < runs; ++run) {
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
      const auto t0 = Clock::now();
      const nonet::Rating r = nonet::rate_puzzle(puzzles[i].grid);
      const double ms = std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
      if (r.steps < 0) std::abort();  // keeps the call from being optimised away
      times[i].push_back(ms);
    }
  }
  std::vector<double> per_puzzle;
  per_puzzle.reserve(puzzles.size());
  for (auto& t : times) per_puzzle.push_back(median_of(t));
  std::size_t slowest = 0;
  for (std::size_t i = 1; i < per_puzzle.size(); ++i) {
    if (per_puzzle[i] > per_puzzle[slowest]) slowest = i;
  }
  double sum = 0;
  for (double ms : per_puzzle) sum += ms;
  std::vector<double> sorted = per_puzzle;
  std::sort(sorted.begin(), sorted.end());
  std::printf(
      "  rating time per puzzle (median of %d runs each): p50 %.3f ms  p90 %.3f ms  p99 %.3f ms"
      "  mean %.3f ms\n",
      runs, quantile(sorted, 0.5), quantile(sorted, 0.9), quantile(sorted, 0.99),
      sum / static_cast<double>(sorted.size()));
  const nonet::Rating r = nonet::rate_puzzle(puzzles[slowest].grid);
  std::printf("  slowest: %.3f ms, line %d, %s, %s\n    %s\n", per_puzzle[slowest],
              puzzles[slowest].line, std::string(nonet::technique_name(r.hardest)).c_str(),
              r.needs_trial_and_error ? "needs trial and error" : "explained",
              puzzles[slowest].text.c_str());
}

struct Lengths {
  std::vector<double> values;
  void add(std::size_t n) { values.push_back(static_cast<double>(n)); }
  void print(const char* label) const {
    if (values.empty()) {
      std::printf("    %-34s no hints\n", label);
      return;
    }
    double sum = 0, top = 0;
    int empty = 0;  // hints with no preparation at all
    for (double v : values) {
      sum += v;
      top = std::max(top, v);
      empty += v == 0;
    }
    std::vector<double> sorted;  // the hints with a preparation
    for (double v : values) {
      if (v > 0) sorted.push_back(v);
    }
    std::sort(sorted.begin(), sorted.end());
    const auto with = static_cast<double>(sorted.size());
    std::printf(
        "    %-34s %6zu hints  mean %.2f  max %.0f  none %.1f %%  | %5.0f with preparation: "
        "mean %.2f  p50 %.0f  p90 %.0f\n",
        label, values.size(), sum / static_cast<double>(values.size()), top,
        100.0 * empty / static_cast<double>(values.size()), with, with > 0 ? sum / with : 0.0,
        quantile(sorted, 0.5), quantile(sorted, 0.9));
  }
};

// The engine's own preparation from `start` (its eliminations up to its first placement) and
// the backward slice of it for that placement: what a hint showed before it searched for
// another derivation. Empty when the engine places at once or gets stuck first.
struct EngineSlice {
  std::vector<nonet::Step> steps;  // the kept steps
  bool placement = false;
};
EngineSlice engine_slice(nonet::Candidates s) {
  const nonet::Candidates start = s;
  std::vector<nonet::Step> preparation;
  nonet::Step step = nonet::next_step(s);
  while (step.technique != Technique::TrialAndError && step.placements.empty()) {
    s.apply(step);
    preparation.push_back(step);
    step = nonet::next_step(s);
  }
  EngineSlice out;
  out.placement = step.technique != Technique::TrialAndError;
  if (!out.placement) return out;
  for (std::size_t j : nonet::preparation_slice(start, preparation, step))
    out.steps.push_back(preparation[j]);
  return out;
}

Technique hardest_of(const std::vector<nonet::Step>& steps) {
  Technique t = Technique::FullHouse;
  for (const auto& s : steps) t = std::max(t, s.technique);
  return t;
}

// Is every step of `kept` one of `steps`, in their order (same technique and sentence)?
bool subsequence(const std::vector<nonet::Step>& kept, const std::vector<nonet::Step>& steps) {
  std::size_t j = 0;
  for (const auto& k : kept) {
    while (j < steps.size() &&
           (steps[j].technique != k.technique || !(steps[j].phrase == k.phrase)))
      ++j;
    if (j == steps.size()) return false;
    ++j;
  }
  return true;
}

void hint_preparation(const std::vector<Puzzle>& puzzles) {
  Lengths start, along, all;
  std::vector<double> ms, ms_prepared;
  // Hints whose preparation is another derivation than the slice of the engine's own path,
  // and how its hardest technique compares with that slice's (the search stays within the
  // slice's level); the engine slice's lengths for the same hints.
  int other = 0, easier = 0, same = 0, harder = 0;
  Lengths engine;
  for (const Puzzle& p : puzzles) {
    // The placements of the engine's own solve path, in order: the points along the way.
    const nonet::SolvePath path = nonet::solve_path(p.grid);
    std::vector<nonet::Placement> placed;
    for (const auto& step : path.steps)
      placed.insert(placed.end(), step.placements.begin(), step.placements.end());
    const std::size_t n = placed.size();
    const std::array<std::size_t, 4> points = {0, n / 4, n / 2, 3 * n / 4};
    for (std::size_t k = 0; k < points.size(); ++k) {
      if (k > 0 && points[k] == points[k - 1]) continue;
      nonet::PlayerBoard board;
      board.givens = p.grid;
      for (std::size_t i = 0; i < points[k]; ++i)
        board.entries.set(placed[i].cell, placed[i].digit);
      const auto t0 = Clock::now();
      const nonet::Hint h = nonet::next_hint(board);
      const double t = std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
      ms.push_back(t);
      if (h.kind != nonet::HintKind::Step) continue;
      (k == 0 ? start : along).add(h.preparation.size());
      all.add(h.preparation.size());
      if (h.preparation.empty()) continue;
      ms_prepared.push_back(t);
      nonet::Grid now = p.grid;
      for (std::size_t i = 0; i < points[k]; ++i) now.set(placed[i].cell, placed[i].digit);
      const EngineSlice own = engine_slice(nonet::Candidates::from_grid(now));
      engine.add(own.steps.size());
      if (subsequence(h.preparation, own.steps) && h.preparation.size() == own.steps.size())
        continue;
      ++other;
      const Technique mine = hardest_of(h.preparation), theirs = hardest_of(own.steps);
      easier += mine < theirs;
      same += mine == theirs;
      harder += mine > theirs;
    }
  }
  std::printf("  hint preparation steps (next_hint, no notes; Step hints only):\n");
  start.print("start board");
  along.print("at 1/4, 1/2, 3/4 of the solve path");
  all.print("all");
  engine.print("engine's own slice (same hints)");
  std::printf(
      "    another derivation: %d of %zu hints with a preparation; its hardest technique "
      "against the engine slice's: easier %d, same %d, harder %d (same level)\n",
      other, ms_prepared.size(), easier, same, harder);
  std::sort(ms.begin(), ms.end());
  std::printf("    next_hint time: p50 %.3f ms  p99 %.3f ms  max %.3f ms\n", quantile(ms, 0.5),
              quantile(ms, 0.99), ms.empty() ? 0.0 : ms.back());
  std::sort(ms_prepared.begin(), ms_prepared.end());
  std::printf(
      "    next_hint time, hints with a preparation: p50 %.3f ms  p90 %.3f ms  max %.3f ms\n",
      quantile(ms_prepared, 0.5), quantile(ms_prepared, 0.9),
      ms_prepared.empty() ? 0.0 : ms_prepared.back());
}

// Clue targets per level, as the campaign uses them (SEEDS D: 42/36/31/27; the finale 25).
constexpr std::array<int, nonet::kLevelCount> kLevelClues = {42, 36, 31, 27, 25};

void generation(int searches, int max_attempts) {
  std::printf(
      "generation per level: generate + rate_puzzle with attempts 0, 1, ... until the level "
      "matches\n  (no trial and error), %d searches per level, at most %d attempts each\n",
      searches, max_attempts);
  for (int l = 0; l < nonet::kLevelCount; ++l) {
    const auto level = static_cast<nonet::Level>(l);
    nonet::GeneratorOptions options;
    options.target_clues = kLevelClues[static_cast<std::size_t>(l)];
    std::vector<double> ms;
    long attempts_total = 0;
    int failed = 0;
    for (int search = 0; search < searches; ++search) {
      const auto t0 = Clock::now();
      bool found = false;
      int attempt = 0;
      for (; attempt < max_attempts && !found; ++attempt) {
        std::uint64_t state = (static_cast<std::uint64_t>(l + 1) << 48) |
                              (static_cast<std::uint64_t>(search) << 24) |
                              static_cast<std::uint64_t>(attempt);
        const auto made = nonet::generate(nonet::splitmix64(state), options);
        // The generators' own rating: deep forcing lies above every ceiling (rating.hpp).
        const nonet::Rating r = nonet::rate_puzzle(made.puzzle, level);
        found = r.level == level && !r.above_ceiling && !r.needs_trial_and_error;
      }
      attempts_total += attempt;
      if (!found) {
        ++failed;
        continue;
      }
      ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
    }
    std::sort(ms.begin(), ms.end());
    std::printf(
        "  %-7s %2d clues: p50 %9.2f ms  p95 %9.2f ms  max %9.2f ms  mean attempts %8.1f%s\n",
        std::string(nonet::level_name(level)).c_str(), options.target_clues, quantile(ms, 0.5),
        quantile(ms, 0.95), ms.empty() ? 0.0 : ms.back(),
        static_cast<double>(attempts_total) / searches,
        failed ? (", " + std::to_string(failed) + " searches gave up").c_str() : "");
  }
}

}  // namespace

int main(int argc, char** argv) {
  int runs = 3, searches = 21, max_attempts = 20000;
  bool generate = true, per_technique = false, do_reach = true, do_time = true, do_hints = true;
  std::size_t sample = 0;
  std::vector<std::string> files;
  for (int i = 1; i < argc; ++i) {
    const std::string_view a = argv[i];
    if (a == "--runs" && i + 1 < argc) {
      runs = std::max(1, std::atoi(argv[++i]));
    } else if (a == "--searches" && i + 1 < argc) {
      searches = std::max(1, std::atoi(argv[++i]));
    } else if (a == "--max-attempts" && i + 1 < argc) {
      max_attempts = std::max(1, std::atoi(argv[++i]));
    } else if (a == "--no-generate") {
      generate = false;
    } else if (a == "--no-reach") {
      do_reach = false;
    } else if (a == "--no-time") {
      do_time = false;
    } else if (a == "--no-hints") {
      do_hints = false;
    } else if (a == "--techniques") {
      per_technique = true;
    } else if (a == "--sample" && i + 1 < argc) {
      sample = static_cast<std::size_t>(std::max(1, std::atoi(argv[++i])));
    } else if (a == "-h" || a == "--help") {
      std::fputs(kUsage, stdout);
      return 0;
    } else if (!a.empty() && a[0] == '-') {
      std::fputs(kUsage, stderr);
      return 2;
    } else {
      files.emplace_back(a);
    }
  }
  if (files.empty()) {
    for (const char* name :
         {"puzzles0_kaggle_first2000", "puzzles2_17_clue_first2000", "puzzles3_magictour_top1465"})
      files.push_back(std::string(NONET_BENCH_DATA_DIR) + "/" + name);
  }
  std::array<double, 3> averages{};
  if (getloadavg(averages.data(), 3) == 3) {
    std::printf("load average (1, 5, 15 min, as uptime prints it): %.2f %.2f %.2f\n", averages[0],
                averages[1], averages[2]);
  } else {
    std::printf("load average: unknown\n");
  }
  for (const std::string& path : files) {
    std::vector<Puzzle> puzzles;
    if (const std::string error = load(path, puzzles); !error.empty()) {
      std::fprintf(stderr, "%s\n", error.c_str());
      return 2;
    }
    if (puzzles.empty()) continue;
    if (sample > 0 && puzzles.size() > sample) {
      std::vector<Puzzle> spread;
      for (std::size_t k = 0; k < sample; ++k)
        spread.push_back(puzzles[k * puzzles.size() / sample]);
      puzzles = std::move(spread);
    }
    std::printf("%s: %zu puzzles\n", base_name(path).c_str(), puzzles.size());
    if (do_reach) reach(puzzles, per_technique);
    if (do_time) rating_time(puzzles, runs);
    if (do_hints) hint_preparation(puzzles);
  }
  if (generate) generation(searches, max_attempts);
  return 0;
}
