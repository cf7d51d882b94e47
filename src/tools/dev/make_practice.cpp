// SPDX-License-Identifier: MIT
// nonet-make-practice: builds assets/learn/positions.txt, the practice positions of Learn
// (issue 28, docs/LEARN.md). A developer's tool, not installed and not translated.
//
// The search: seeded minimal puzzles (generate(seed, minimal), seeds 1, 2, 3, ...), each
// solved along the engine's path; positions_on_path() offers at most one position per
// technique and puzzle, and a position is kept while its technique has fewer than --per,
// when check_position() passes and its fingerprint is new (so the kept positions are
// distinct under the board's symmetries). Rare techniques (Jellyfish, hidden quads, BUG types
// 3 and 4, dynamic forcing chains) are what decides how far the seeds go. The same arguments
// give the same file: seeds are read in blocks on two threads and merged in seed order.
#include <cstdio>
#include <cstdlib>
#include <future>
#include <set>
#include <string>
#include <vector>

#include "core/generator.hpp"
#include "core/practice.hpp"

namespace {

using nonet::PracticePosition;

std::vector<std::vector<PracticePosition>> block(std::uint64_t from, std::uint64_t to) {
  std::vector<std::vector<PracticePosition>> out;
  for (std::uint64_t seed = from; seed < to; ++seed) {
    nonet::GeneratorOptions options;
    options.minimal = true;
    options.target_clues = 17;
    out.push_back(nonet::positions_on_path(nonet::generate(seed, options).puzzle));
  }
  return out;
}

int usage() {
  std::fprintf(stderr,
               "usage: nonet-make-practice [--per N] [--max-seed S] [--only KEY]... "
               "> positions.txt\n");
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  int per = 50;
  std::uint64_t max_seed = 2000000;
  std::set<nonet::Technique> only;  // --only KEY: these techniques alone (the others skipped)
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--per" && i + 1 < argc) {
      per = std::atoi(argv[++i]);
    } else if (a == "--max-seed" && i + 1 < argc) {
      max_seed = std::strtoull(argv[++i], nullptr, 10);
    } else if (a == "--only" && i + 1 < argc) {
      const auto t = nonet::parse_technique_key(argv[++i]);
      if (!t) return usage();
      only.insert(*t);
    } else {
      return usage();
    }
  }
  if (per < 1) return usage();
  std::vector<std::vector<PracticePosition>> kept(nonet::kTechniqueCount);
  std::vector<std::uint64_t> full_at(nonet::kTechniqueCount, 0);  // the seed that filled it
  std::set<std::uint64_t> fingerprints;
  int missing = 0;
  auto wanted = [&](nonet::Technique t) {
    return nonet::is_learnable(t) && (only.empty() || only.count(t) > 0);
  };
  for (int t = 0; t < nonet::kTechniqueCount; ++t) {
    missing += wanted(static_cast<nonet::Technique>(t)) ? 1 : 0;
  }
  constexpr std::uint64_t kBlock = 500;
  std::uint64_t seed = 1, last_seed = 0;
  while (missing > 0 && seed <= max_seed) {
    auto a = std::async(std::launch::async, block, seed, seed + kBlock);
    auto b = std::async(std::launch::async, block, seed + kBlock, seed + 2 * kBlock);
    for (auto* f : {&a, &b}) {
      for (auto& positions : f->get()) {
        ++last_seed;
        for (auto& p : positions) {
          auto& list = kept[static_cast<int>(p.technique)];
          if (!wanted(p.technique) || static_cast<int>(list.size()) >= per) continue;
          if (!nonet::check_position(p).ok) continue;
          if (!fingerprints.insert(nonet::position_fingerprint(p.state)).second) continue;
          list.push_back(p);
          if (static_cast<int>(list.size()) == per) {
            --missing;
            full_at[static_cast<int>(p.technique)] = last_seed;
          }
        }
        if (missing == 0) break;
      }
      if (missing == 0) break;
    }
    seed += 2 * kBlock;
    if (last_seed % 50000 == 0) {
      std::fprintf(stderr, "seeds %llu, techniques short of %d: %d\n",
                   static_cast<unsigned long long>(last_seed), per, missing);
    }
  }
  std::printf(
      "# Nonet's practice positions (issue 28, docs/LEARN.md): technique, digits, candidates\n"
      "# removed beyond the digits' own. Made by `nonet-make-practice --per %d` from the seeded\n"
      "# minimal puzzles of seeds 1..%llu; do not edit by hand.\n",
      per, static_cast<unsigned long long>(last_seed));
  for (int t = 0; t < nonet::kTechniqueCount; ++t) {
    const auto& list = kept[t];
    if (wanted(static_cast<nonet::Technique>(t))) {
      std::fprintf(stderr, "%-26s %d positions, the last from seed %llu\n",
                   std::string(nonet::technique_key(static_cast<nonet::Technique>(t))).c_str(),
                   static_cast<int>(list.size()), static_cast<unsigned long long>(full_at[t]));
    }
    for (const auto& p : list) std::printf("%s\n", nonet::position_line(p).c_str());
  }
  return missing == 0 ? 0 : 1;
}
