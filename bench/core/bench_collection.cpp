// SPDX-License-Identifier: MIT
// Puzzle collections (issue 29): how long a file of 1,000 and of 50,000 puzzles takes to open
// (read_collection: every line read and checked for one solution), as the median of five runs,
// against a baseline in the same process that only reads the lines (parse_grid, no solving);
// and how long rating takes (rate_puzzle, which the game does in the background), per puzzle
// and for the first 1,000.
// The puzzles are the 100 stages (tests/data/stages.golden) under the board's symmetries
// (digits relabelled, rows swapped within bands, bands swapped): each a different line with
// one solution, as a real collection has.
// Then what the game adds when such a file is dropped on it: the library's copy and index of
// the puzzles (game::CollectionLibrary::add) and the save's encoding of them
// (save::encode_collections, on the game's thread; the writing is the save writer's thread);
// and the 50,000 rated on the worker as the game does it, with how long the game's poll of the
// rater takes meanwhile (its longest, polled 60 times a second): the frame never waits for the
// rating.
// Usage: nonet-bench-collection [--runs N]
#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <numeric>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include <thread>
#include "core/collection.hpp"
#include "core/rating.hpp"
#include "core/rng.hpp"
#include "core/text.hpp"
#include "game/collections.hpp"
#include "save/collections_codec.hpp"

using namespace nonet;

namespace {

using Clock = std::chrono::steady_clock;

template <typename F>
double time_ms(F&& f) {
  const auto t0 = Clock::now();
  f();
  return std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

std::vector<std::string> stage_lines() {
  std::ifstream in(std::string(NONET_BENCH_DATA_DIR) + "/stages.golden");
  std::vector<std::string> out;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    const auto space = line.find(' ');
    if (space != std::string::npos) out.push_back(line.substr(space + 1, 81));
  }
  return out;
}

// Puzzle k of the file: a stage under a symmetry drawn from k.
std::string variant(const std::string& stage, std::uint64_t k) {
  Rng rng(k * 0x9E3779B97F4A7C15ull + 1);
  std::array<char, 10> digit{};
  std::array<int, 9> perm{};
  std::iota(perm.begin(), perm.end(), 1);
  rng.shuffle(perm.begin(), perm.end());
  for (int d = 1; d <= 9; ++d) digit[d] = static_cast<char>('0' + perm[d - 1]);
  std::array<int, 9> rows{};
  std::array<int, 3> bands{0, 1, 2};
  rng.shuffle(bands.begin(), bands.end());
  for (int b = 0; b < 3; ++b) {
    std::array<int, 3> in{0, 1, 2};
    rng.shuffle(in.begin(), in.end());
    for (std::size_t r = 0; r < 3; ++r) rows[b * 3 + r] = bands[b] * 3 + in[r];
  }
  std::string out(81, '.');
  for (int r = 0; r < 9; ++r)
    for (int c = 0; c < 9; ++c) {
      const char ch = stage[static_cast<std::size_t>(rows[r] * 9 + c)];
      out[static_cast<std::size_t>(r * 9 + c)] = ch == '.' ? '.' : digit[ch - '0'];
    }
  return out;
}

std::string file_of(const std::vector<std::string>& stages, int count) {
  std::string text;
  text.reserve(static_cast<std::size_t>(count) * 83);
  for (int k = 0; k < count; ++k) {
    text +=
        variant(stages[static_cast<std::size_t>(k) % stages.size()], static_cast<std::uint64_t>(k));
    text += '\n';
  }
  return text;
}

}  // namespace

int main(int argc, char** argv) {
  int runs = 5;
  for (int i = 1; i < argc; ++i) {
    const std::string_view a = argv[i];
    if (a == "--runs" && i + 1 < argc) {
      runs = std::max(1, std::atoi(argv[++i]));
    } else {
      std::fprintf(stderr, "usage: nonet-bench-collection [--runs N]\n");
      return 2;
    }
  }
  const std::vector<std::string> stages = stage_lines();
  if (stages.size() != 100) {
    std::fprintf(stderr, "nonet-bench-collection: cannot read the stages (%zu)\n", stages.size());
    return 1;
  }
  std::printf("puzzles  open ms (median of %d)  baseline ms (lines read only)  ratio  read\n",
              runs);
  for (const int count : {1000, 50000}) {
    const std::string text = file_of(stages, count);
    std::vector<double> open, base;
    Collection c;
    for (int r = 0; r < runs; ++r) {
      open.push_back(time_ms([&] { c = read_collection(text); }));
      int read = 0;
      base.push_back(time_ms([&] {
        std::istringstream in(text);
        std::string line;
        while (std::getline(in, line)) read += parse_grid(line).grid ? 1 : 0;
      }));
      if (read != count) std::fprintf(stderr, "baseline read %d of %d\n", read, count);
    }
    std::printf("%7d  %26.1f  %29.1f  %5.2f  %zu puzzles, %zu bad\n", count, median(open),
                median(base), median(open) / median(base), c.puzzles.size(), c.bad.size());
    std::vector<double> add, encode;
    std::size_t bytes = 0;
    for (int r = 0; r < runs; ++r) {
      game::CollectionLibrary lib;
      add.push_back(time_ms([&] { lib.add("bench.sdm", c); }));
      encode.push_back(
          time_ms([&] { bytes = save::encode_collections(lib.list()).dump().size(); }));
    }
    std::printf(
        "%7d  in the game: library add %.1f ms, save encoding %.1f ms (%zu bytes); "
        "open + add %.1f ms\n",
        count, median(add), median(encode), bytes, median(open) + median(add));
  }
  {
    // The game's tick while 50,000 puzzles are rated on the worker: the poll's longest time.
    game::CollectionLibrary lib;
    const std::uint32_t id = lib.add("bench.sdm", read_collection(file_of(stages, 50000)));
    game::CollectionRater rater;
    rater.rate(*lib.find(id));
    double longest = 0;
    int polls = 0;
    const auto t0 = Clock::now();
    while (lib.find(id)->rated() < 50000) {
      std::this_thread::sleep_for(std::chrono::milliseconds(16));
      ++polls;
      longest = std::max(longest, time_ms([&] {
                           for (const game::CollectionRater::Done& d : rater.take())
                             lib.set_level(d.id, d.index, d.letter);
                         }));
    }
    const double all = std::chrono::duration<double>(Clock::now() - t0).count();
    std::printf(
        "rating 50000 in the background: all rated in %.1f s (%d polls of 16 ms); "
        "longest poll %.3f ms\n",
        all, polls, longest);
  }
  // Rating, which the game runs in the background: the first 1,000 of the collection.
  const Collection c = read_collection(file_of(stages, 1000));
  std::vector<double> each;
  const double total = time_ms([&] {
    for (const CollectionPuzzle& p : c.puzzles)
      each.push_back(time_ms([&] { (void)rate_puzzle(p.puzzle); }));
  });
  std::printf("rating 1000: %.0f ms in all, median %.2f ms a puzzle, p99 %.1f ms\n", total,
              median(each), [&] {
                std::sort(each.begin(), each.end());
                return each[each.size() * 99 / 100];
              }());
  return 0;
}
