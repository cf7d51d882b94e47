// SPDX-License-Identifier: MIT
// Solver throughput on puzzle files, for docs/PERFORMANCE.md and bench/tdoku_compare.sh.
// For every file: five passes (or --passes N) over all its puzzles; each puzzle is read from
// its 81-character line and solved with limit 2, which finds the solution and proves it
// unique, the same work tdoku's run_benchmark times. Prints puzzles/s and us/puzzle of the
// median pass, and of the best pass (the machine is shared; the best shows the least
// disturbed figure).
// With --permute SEED every puzzle is first given a random symmetry of the Sudoku (digits
// relabelled; bands, rows in a band, stacks and columns in a stack reordered; maybe
// transposed), as tdoku's run_benchmark does by default, so that the orientation puzzles
// happen to have in a file cannot favour the search heuristics.
// With --min-seconds S a pass repeats the file until S seconds have gone by.
// With --path P the solver runs on path P (portable or avx512; solver.hpp's SolverPath)
// instead of the widest one this processor has; the path used is printed.
// Usage: nonet-bench-solver [--passes N] [--limit L] [--permute SEED] [--min-seconds S]
//                           [--path P] [--csv] FILE...
#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <string_view>
#include <vector>

#include "core/grid.hpp"
#include "core/rng.hpp"
#include "core/solver.hpp"

namespace {

constexpr const char* kUsage =
    "usage: nonet-bench-solver [--passes N] [--limit L] [--permute SEED] [--min-seconds S]\n"
    "                          [--path portable|avx512] [--csv] FILE...\n"
    "  FILE: one 81-character puzzle per line (1-9 givens, '.' or '0' empty); '#' lines\n"
    "        and blank lines are skipped\n";

// The 81-character lines of a file, checked once so the timed loop can convert them
// without error handling. Returns an error message, empty on success.
std::string load_lines(const char* path, std::vector<std::string>& out) {
  std::ifstream in(path);
  if (!in) return std::string("cannot open ") + path;
  std::string line;
  int number = 0;
  while (std::getline(in, line)) {
    ++number;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty() || line[0] == '#') continue;
    const std::string where = std::string(path) + ":" + std::to_string(number) + ": ";
    if (line.size() != 81)
      return where + "expected 81 characters, got " + std::to_string(line.size());
    for (char ch : line) {
      if (!((ch >= '0' && ch <= '9') || ch == '.')) return where + "unexpected character";
    }
    out.push_back(line);
  }
  return {};
}

// A random symmetry of the Sudoku applied to one 81-character line (outside the timed loop).
std::string permuted(const std::string& line, nonet::Rng& rng) {
  auto order_of_nine = [&rng] {  // a permutation of 0..8 that keeps the three groups of three
    std::array<int, 3> groups{0, 1, 2};
    rng.shuffle(groups.begin(), groups.end());
    std::array<int, 9> out{};
    for (int g = 0; g < 3; ++g) {
      std::array<int, 3> inner{0, 1, 2};
      rng.shuffle(inner.begin(), inner.end());
      for (int i = 0; i < 3; ++i)
        out[static_cast<std::size_t>(3 * g + i)] =
            3 * groups[static_cast<std::size_t>(g)] + inner[static_cast<std::size_t>(i)];
    }
    return out;
  };
  const std::array<int, 9> rows = order_of_nine();
  const std::array<int, 9> cols = order_of_nine();
  std::array<char, 10> digits{'.', '1', '2', '3', '4', '5', '6', '7', '8', '9'};
  rng.shuffle(digits.begin() + 1, digits.end());
  const bool transpose = rng.below(2) == 1;
  std::string out(81, '.');
  for (int r = 0; r < 9; ++r) {
    for (int c = 0; c < 9; ++c) {
      const char ch = line[static_cast<std::size_t>(9 * rows[static_cast<std::size_t>(r)] +
                                                    cols[static_cast<std::size_t>(c)])];
      const int target = transpose ? 9 * c + r : 9 * r + c;
      out[static_cast<std::size_t>(target)] =
          digits[static_cast<std::size_t>(ch == '.' ? 0 : ch - '0')];
    }
  }
  return out;
}

// Inside the timed loop, as tdoku converts its input string inside its solve call.
nonet::Grid grid_of(std::string_view line) {
  nonet::Grid g;
  for (int c = 0; c < nonet::kCells; ++c) {
    const char ch = line[static_cast<std::size_t>(c)];
    g.set(c, ch == '.' ? 0 : ch - '0');
  }
  return g;
}

// One pass: the whole file once, or as many whole sweeps as fit in min_seconds, so a pass
// lasts long enough not to hinge on a moment of contention on a shared machine.
struct Pass {
  double seconds = 0;
  std::uint64_t solved = 0;  // puzzles solved in the pass (sweeps x file size)
  std::uint64_t nodes = 0;   // over the first sweep
  std::uint64_t unique = 0;  // over the first sweep
  double rate() const { return static_cast<double>(solved) / seconds; }
};

Pass run_pass(const std::vector<std::string>& lines, const nonet::SolveOptions& options,
              nonet::SolverPath path, double min_seconds) {
  Pass p;
  const auto start = std::chrono::steady_clock::now();
  for (bool first = true;; first = false) {
    for (const std::string& line : lines) {
      const nonet::SolveResult r = nonet::solve(grid_of(line), options, path);
      if (first) {
        p.nodes += r.nodes;
        p.unique += r.count == 1;
      }
    }
    p.solved += lines.size();
    p.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (p.seconds >= min_seconds) return p;
  }
}

}  // namespace

int main(int argc, char** argv) {
  int passes = 5;
  int limit = 2;
  bool csv = false;
  bool permute = false;
  double min_seconds = 0;
  std::uint64_t seed = 0;
  nonet::SolverPath solver_path = nonet::default_solver_path();
  std::vector<const char*> files;
  for (int i = 1; i < argc; ++i) {
    const std::string_view a = argv[i];
    if (a == "--passes" && i + 1 < argc) {
      passes = std::max(1, std::atoi(argv[++i]));
    } else if (a == "--limit" && i + 1 < argc) {
      limit = std::max(1, std::atoi(argv[++i]));
    } else if (a == "--permute" && i + 1 < argc) {
      permute = true;
      seed = std::strtoull(argv[++i], nullptr, 10);
    } else if (a == "--min-seconds" && i + 1 < argc) {
      min_seconds = std::atof(argv[++i]);
    } else if (a == "--path" && i + 1 < argc) {
      const std::string_view name = argv[++i];
      bool known = false;
      for (const auto p : {nonet::SolverPath::portable, nonet::SolverPath::avx512}) {
        if (name == nonet::solver_path_name(p)) {
          solver_path = p;
          known = true;
        }
      }
      if (!known) {
        std::fprintf(stderr, "nonet-bench-solver: unknown path %s\n%s", argv[i], kUsage);
        return 2;
      }
      if (!nonet::solver_path_available(solver_path)) {
        std::fprintf(stderr, "nonet-bench-solver: this build or processor has no %s path\n",
                     argv[i]);
        return 2;
      }
    } else if (a == "--csv") {
      csv = true;
    } else if (a == "-h" || a == "--help") {
      std::fputs(kUsage, stdout);
      return 0;
    } else if (!a.empty() && a[0] == '-') {
      std::fputs(kUsage, stderr);
      return 2;
    } else {
      files.push_back(argv[i]);
    }
  }
  if (files.empty()) {
    std::fputs(kUsage, stderr);
    return 2;
  }
  if (csv) {
    std::printf(
        "file,puzzles,puzzles_per_s,us_per_puzzle,best_puzzles_per_s,nodes_per_puzzle,unique\n");
  } else {
    std::printf("nonet solver (%s path), limit %d, median of %d passes%s\n",
                nonet::solver_path_name(solver_path), limit, passes,
                permute ? ", puzzles randomly permuted" : "");
    std::printf("%-36s %8s %11s %10s %11s %9s %8s\n", "file", "puzzles", "puzzles/s", "us/puzzle",
                "best/s", "nodes/pz", "unique");
  }
  for (const char* path : files) {
    std::vector<std::string> lines;
    if (const std::string error = load_lines(path, lines); !error.empty()) {
      std::fprintf(stderr, "%s\n", error.c_str());
      return 2;
    }
    if (lines.empty()) continue;
    if (permute) {
      nonet::Rng rng(seed);
      for (std::string& line : lines) line = permuted(line, rng);
    }
    const nonet::SolveOptions options{limit, 0};
    std::vector<Pass> runs;
    for (int pass = 0; pass < passes; ++pass)
      runs.push_back(run_pass(lines, options, solver_path, min_seconds));
    std::sort(runs.begin(), runs.end(),
              [](const Pass& a, const Pass& b) { return a.rate() > b.rate(); });
    const Pass& median = runs[runs.size() / 2];
    const double n = static_cast<double>(lines.size());
    std::string name = path;
    if (const auto slash = name.find_last_of('/'); slash != std::string::npos)
      name.erase(0, slash + 1);
    std::printf(
        csv ? "%s,%zu,%.0f,%.3f,%.0f,%.3f,%llu\n" : "%-36s %8zu %11.0f %10.3f %11.0f %9.3f %8llu\n",
        name.c_str(), lines.size(), median.rate(), 1e6 / median.rate(), runs.front().rate(),
        static_cast<double>(median.nodes) / n, static_cast<unsigned long long>(median.unique));
  }
  return 0;
}
