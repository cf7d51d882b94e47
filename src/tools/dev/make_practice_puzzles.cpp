// SPDX-License-Identifier: MIT
// nonet-make-practice-puzzles: builds assets/learn/puzzles.txt, the practice puzzles of Learn
// (issue 28, docs/LEARN.md): for every technique, free-play game codes at the technique's own
// level (level_of) whose puzzle the engine solves with that technique somewhere on its path.
// A developer's tool, not installed and not translated.
//
// The search reads free-play seeds 1, 2, 3, ... of each level in turn (make_free_play, the
// puzzle a player gets for the code) and rates each puzzle in full; a code is kept for every
// technique of that level its path uses, while the technique has fewer than --per. The same
// arguments give the same file: seeds are read in blocks on two threads and merged in order.
#include <cstdio>
#include <cstdlib>
#include <future>
#include <string>
#include <vector>

#include "core/free_play.hpp"
#include "core/practice.hpp"

namespace {

using nonet::Level;
using nonet::Technique;

// The techniques each puzzle of `level` uses, for seeds [from, to).
std::vector<std::array<int, nonet::kTechniqueCount>> block(Level level, std::uint64_t from,
                                                           std::uint64_t to) {
  std::vector<std::array<int, nonet::kTechniqueCount>> out;
  for (std::uint64_t seed = from; seed < to; ++seed) {
    const auto p = nonet::make_free_play({level, seed});
    out.push_back(p ? p->rating.uses : std::array<int, nonet::kTechniqueCount>{});
  }
  return out;
}

int usage() {
  std::fprintf(stderr,
               "usage: nonet-make-practice-puzzles [--per N] [--max-seed S] > puzzles.txt\n");
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  int per = 5;
  std::uint64_t max_seed = 200000;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--per" && i + 1 < argc) {
      per = std::atoi(argv[++i]);
    } else if (a == "--max-seed" && i + 1 < argc) {
      max_seed = std::strtoull(argv[++i], nullptr, 10);
    } else {
      return usage();
    }
  }
  if (per < 1) return usage();
  std::vector<std::vector<std::uint64_t>> kept(nonet::kTechniqueCount);
  std::vector<std::uint64_t> read_to(nonet::kLevelCount, 0);
  int short_total = 0;
  for (int l = 0; l < nonet::kLevelCount; ++l) {
    const auto level = static_cast<Level>(l);
    auto wanted = [&](int t) {
      const auto tech = static_cast<Technique>(t);
      return nonet::is_learnable(tech) && nonet::level_of(tech) == level &&
             static_cast<int>(kept[t].size()) < per;
    };
    auto missing = [&] {
      int n = 0;
      for (int t = 0; t < nonet::kTechniqueCount; ++t) n += wanted(t) ? 1 : 0;
      return n;
    };
    constexpr std::uint64_t kBlock = 50;
    std::uint64_t seed = 1;
    while (missing() > 0 && seed <= max_seed) {
      auto a = std::async(std::launch::async, block, level, seed, seed + kBlock);
      auto b = std::async(std::launch::async, block, level, seed + kBlock, seed + 2 * kBlock);
      std::uint64_t s = seed;
      for (auto* f : {&a, &b}) {
        for (const auto& uses : f->get()) {
          for (int t = 0; t < nonet::kTechniqueCount; ++t) {
            if (uses[t] > 0 && wanted(t)) kept[t].push_back(s);
          }
          read_to[l] = s++;
          if (missing() == 0) break;
        }
        if (missing() == 0) break;
      }
      seed += 2 * kBlock;
      if ((seed - 1) % 2000 == 0) {
        std::fprintf(stderr, "%s: seeds %llu, techniques short: %d\n",
                     std::string(nonet::level_name(level)).c_str(),
                     static_cast<unsigned long long>(seed - 1), missing());
      }
    }
    short_total += missing();
  }
  std::printf(
      "# Nonet's practice puzzles (issue 28, docs/LEARN.md): technique, then free-play codes at\n"
      "# the technique's level whose solve path uses it. Made by `nonet-make-practice-puzzles\n"
      "# --per %d` from free-play seeds 1..%llu (Easy) %llu (Medium) %llu (Hard) %llu (Expert)\n"
      "# %llu (Master); do not edit by hand.\n",
      per, static_cast<unsigned long long>(read_to[0]), static_cast<unsigned long long>(read_to[1]),
      static_cast<unsigned long long>(read_to[2]), static_cast<unsigned long long>(read_to[3]),
      static_cast<unsigned long long>(read_to[4]));
  for (int t = 0; t < nonet::kTechniqueCount; ++t) {
    const auto tech = static_cast<Technique>(t);
    if (!nonet::is_learnable(tech)) continue;
    std::string line(nonet::technique_key(tech));
    for (const auto seed : kept[t]) {
      line += ' ';
      line += nonet::format_game_code({nonet::level_of(tech), seed});
    }
    std::fprintf(stderr, "%-26s %d codes, the last from seed %llu\n",
                 std::string(nonet::technique_key(tech)).c_str(), static_cast<int>(kept[t].size()),
                 static_cast<unsigned long long>(kept[t].empty() ? 0 : kept[t].back()));
    std::printf("%s\n", line.c_str());
  }
  return short_total == 0 ? 0 : 1;
}
