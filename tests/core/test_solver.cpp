// SPDX-License-Identifier: MIT
// The fast solver: every puzzle of the three data subsets, puzzles built to have no
// solution or several, limits, the node cap, edge grids, a comparison with a plain
// backtracking counter, two threads solving at once, and the portable and wide paths
// (solver.hpp's SolverPath) giving the same answers and searching the same trees. The other
// cases call solve(), which takes the widest path this processor has.
#include <doctest/doctest.h>

#include <fstream>
#include <string>
#include <thread>
#include <vector>

#include "core/grid.hpp"
#include "core/rng.hpp"
#include "core/solver.hpp"
#include "core/text.hpp"

using namespace nonet;

namespace {

// The data files hold one 81-character puzzle per line ('.' empty) after '#' comment lines.
// Read here directly so these tests depend on the solver alone.
std::vector<Grid> load_puzzles(const std::string& name) {
  std::ifstream in(std::string(NONET_TEST_DATA_DIR) + "/" + name);
  REQUIRE_MESSAGE(in.good(), "cannot open tests/data/" << name);
  std::vector<Grid> out;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    REQUIRE(line.size() == 81);
    Grid g;
    for (int c = 0; c < kCells; ++c) {
      const char ch = line[c];
      REQUIRE(((ch >= '1' && ch <= '9') || ch == '.'));
      if (ch != '.') g.set(c, ch - '0');
    }
    out.push_back(g);
  }
  return out;
}

const std::vector<Grid>& seventeen_clue() {
  static const std::vector<Grid> puzzles = load_puzzles("puzzles2_17_clue_first2000");
  return puzzles;
}
const std::vector<Grid>& top1465() {
  static const std::vector<Grid> puzzles = load_puzzles("puzzles3_magictour_top1465");
  return puzzles;
}
const std::vector<Grid>& kaggle() {
  static const std::vector<Grid> puzzles = load_puzzles("puzzles0_kaggle_first2000");
  return puzzles;
}

void check_unique_set(const std::vector<Grid>& puzzles, std::size_t expected_size) {
  REQUIRE(puzzles.size() == expected_size);
  std::size_t good = 0;
  for (const Grid& p : puzzles) {
    const SolveResult r = solve(p);
    const bool ok =
        r.count == 1 && !r.capped && is_solved(r.solution) && agrees_with(p, r.solution);
    if (!ok) {
      FAIL_CHECK("puzzle " << &p - puzzles.data() << ": count " << r.count);
    } else {
      ++good;
    }
  }
  CHECK(good == puzzles.size());
}

// A plain counter to compare against: fill the empty cell with the fewest candidates (from
// grid.hpp's candidates(), which knows nothing of the fast solver), try each digit.
int brute_count(Grid& g, int limit) {
  int best = -1, best_count = 10;
  CandidateMask best_mask = 0;
  for (int c = 0; c < kCells; ++c) {
    if (g[c] != 0) continue;
    const CandidateMask m = candidates(g, c);
    if (count_of(m) < best_count) {
      best = c;
      best_count = count_of(m);
      best_mask = m;
    }
  }
  if (best < 0) return 1;
  int total = 0;
  for (int d = 1; d <= 9 && total < limit; ++d) {
    if (!(best_mask & digit_bit(d))) continue;
    g.set(best, d);
    total += brute_count(g, limit - total);
    g.set(best, 0);
  }
  return total;
}

// A solution with 30-60 random cells emptied: some keep one solution, many get several.
Grid dig(const Grid& solution, Rng& rng) {
  std::array<int, kCells> order{};
  for (int c = 0; c < kCells; ++c) order[c] = c;
  rng.shuffle(order.begin(), order.end());
  Grid p = solution;
  const int holes = 30 + static_cast<int>(rng.below(31));
  for (int k = 0; k < holes; ++k) p.set(order[k], 0);
  return p;
}

// A valid full grid checked by is_solved() below (a band-shifted pattern).
Grid pattern_grid() {
  Grid g;
  for (int r = 0; r < 9; ++r) {
    for (int c = 0; c < 9; ++c) g.set(cell_at(r, c), (3 * (r % 3) + r / 3 + c) % 9 + 1);
  }
  return g;
}

}  // namespace

TEST_CASE("solver: every 17-clue puzzle of the subset has one solution, valid and agreeing") {
  check_unique_set(seventeen_clue(), 2000);
}

TEST_CASE("solver: every magictour top1465 puzzle has one solution, valid and agreeing") {
  check_unique_set(top1465(), 1465);
}

TEST_CASE("solver: every Kaggle subset puzzle has one solution, valid and agreeing") {
  check_unique_set(kaggle(), 2000);
}

TEST_CASE("solver: a clue removed from a 17-clue puzzle leaves several solutions") {
  // No 16-clue puzzle has a unique solution (McGuire et al., 2012), and the original solution
  // still fits, so every removal must give at least two.
  const auto& puzzles = seventeen_clue();
  for (std::size_t i = 0; i < 200; ++i) {
    Grid p = puzzles[i];
    int clue = 0;
    for (int c = 0, seen = 0; c < kCells; ++c) {
      if (p[c] != 0 && seen++ == static_cast<int>(i % 17)) clue = c;
    }
    REQUIRE(p[clue] != 0);
    p.set(clue, 0);
    const SolveResult r = solve(p);
    CHECK(r.count == 2);
    CHECK(is_solved(r.solution));
    CHECK(agrees_with(p, r.solution));
    CHECK(count_solutions(p, 1) == 1);
  }
}

TEST_CASE("solver: a consistent but wrong extra clue leaves no solution") {
  // The puzzle has exactly one solution; a grid with one more given is solved only by
  // solutions of the original, so a given that differs from that solution makes it
  // unsolvable even though it clashes with no other given.
  int tested = 0;
  for (const auto* set : {&seventeen_clue(), &top1465()}) {
    for (std::size_t i = 0; i < 150; ++i) {
      const Grid& p = (*set)[i];
      const SolveResult r = solve(p);
      REQUIRE(r.count == 1);
      for (int c = 0; c < kCells; ++c) {
        if (p[c] != 0) continue;
        const CandidateMask wrong = candidates(p, c) & ~digit_bit(r.solution[c]);
        if (wrong == 0) continue;
        Grid bad = p;
        bad.set(c, lowest_digit(wrong));
        REQUIRE(conflicts(bad).empty());
        const SolveResult rb = solve(bad);
        CHECK(rb.count == 0);
        CHECK_FALSE(rb.capped);
        ++tested;
        break;
      }
    }
  }
  CHECK(tested == 300);
}

TEST_CASE("solver: clashing givens have no solution") {
  Grid row;  // two 5s in row 1
  row.set(cell_at(0, 0), 5);
  row.set(cell_at(0, 8), 5);
  CHECK(solve(row).count == 0);

  Grid column;  // two 3s in column 4
  column.set(cell_at(1, 3), 3);
  column.set(cell_at(7, 3), 3);
  CHECK(solve(column).count == 0);

  Grid triad;  // two 7s side by side: one row, one box, on an otherwise empty grid
  triad.set(cell_at(0, 0), 7);
  triad.set(cell_at(0, 1), 7);
  CHECK(solve(triad).count == 0);

  Grid box;  // two 9s in box 5, different rows and columns
  box.set(cell_at(3, 3), 9);
  box.set(cell_at(5, 5), 9);
  CHECK(solve(box).count == 0);

  // A real puzzle plus one clue repeating a given of its row.
  Grid p = seventeen_clue()[0];
  int given = -1, empty = -1;
  for (int c = 0; c < kCells && (given < 0 || empty < 0); ++c) {
    if (p[c] != 0 && given < 0) given = c;
  }
  REQUIRE(given >= 0);
  for (int c : unit_cells(row_unit(row_of(given)))) {
    if (p[c] == 0) empty = c;
  }
  REQUIRE(empty >= 0);
  p.set(empty, p[given]);
  REQUIRE_FALSE(conflicts(p).empty());
  CHECK(solve(p).count == 0);
}

TEST_CASE("solver: a cell value above 9 is no solution, not a crash") {
  Grid g;
  g.set(40, 12);
  const SolveResult r = solve(g);
  CHECK(r.count == 0);
  CHECK(r.nodes == 0);
}

TEST_CASE("solver: the empty grid has several solutions") {
  const Grid empty;
  const SolveResult two = solve(empty);
  CHECK(two.count == 2);
  CHECK(is_solved(two.solution));
  const SolveResult one = solve(empty, {1, 0});
  CHECK(one.count == 1);
  CHECK(one.solution == two.solution);
  CHECK(solve(empty, {50, 0}).count == 50);
}

TEST_CASE("solver: a full valid grid has exactly one solution, itself, without search") {
  const Grid full = pattern_grid();
  REQUIRE(is_solved(full));
  for (int limit : {1, 2, 3}) {
    const SolveResult r = solve(full, {limit, 0});
    CHECK(r.count == 1);
    CHECK(r.solution == full);
    CHECK(r.nodes == 0);
    CHECK(r.dead_ends == 0);
  }
  Grid broken = full;  // swap two digits of a row: rows still fine, columns clash
  broken.set(0, full[1]);
  broken.set(1, full[0]);
  CHECK(solve(broken).count == 0);
}

TEST_CASE("solver: limits 1, 2 and 3 on unique, two-solution and many-solution grids") {
  // Two solutions exactly: empty the four cells of a rectangle a b / b a whose rows share a
  // band. Each empty cell can then only hold a or b, and swapping them is the one other fill.
  const Grid solution = solve(kaggle()[0]).solution;
  REQUIRE(is_solved(solution));
  Grid two = solution;
  bool made = false;
  for (int r1 = 0; r1 < 9 && !made; ++r1) {
    for (int r2 = r1 + 1; r2 < (r1 / 3 + 1) * 3 && !made; ++r2) {
      for (int c1 = 0; c1 < 9 && !made; ++c1) {
        for (int c2 = c1 + 1; c2 < 9 && !made; ++c2) {
          const int a = solution[cell_at(r1, c1)], b = solution[cell_at(r1, c2)];
          if (solution[cell_at(r2, c2)] == a && solution[cell_at(r2, c1)] == b) {
            for (int c : {cell_at(r1, c1), cell_at(r1, c2), cell_at(r2, c1), cell_at(r2, c2)}) {
              two.set(c, 0);
            }
            made = true;
          }
        }
      }
    }
  }
  REQUIRE(made);
  CHECK(solve(two, {1, 0}).count == 1);
  CHECK(solve(two, {2, 0}).count == 2);
  CHECK(solve(two, {3, 0}).count == 2);
  CHECK(brute_count(two, 3) == 2);

  const Grid& unique = top1465()[0];
  for (int limit : {1, 2, 3}) CHECK(solve(unique, {limit, 0}).count == 1);
  CHECK(solve(unique, {0, 0}).count == 1);  // a limit below 1 counts as 1

  Grid many;  // one row given: a huge number of completions
  for (int c = 0; c < 9; ++c) many.set(c, c + 1);
  CHECK(solve(many, {1, 0}).count == 1);
  CHECK(solve(many, {3, 0}).count == 3);
}

TEST_CASE("solver: the node cap stops the search and says so") {
  // Find a puzzle that needs several branch choices, then cap it below that.
  const auto& hard = top1465();
  std::size_t pick = 0;
  while (pick < hard.size() && solve(hard[pick]).nodes < 10) ++pick;
  REQUIRE(pick < hard.size());
  const SolveResult full = solve(hard[pick]);
  CHECK_FALSE(full.capped);
  CHECK(full.dead_ends > 0);

  const SolveResult capped = solve(hard[pick], {2, 3});
  CHECK(capped.capped);
  CHECK(capped.nodes == 3);
  CHECK(capped.count <= 1);

  const SolveResult roomy = solve(hard[pick], {2, full.nodes});
  CHECK_FALSE(roomy.capped);
  CHECK(roomy.count == 1);
  CHECK(roomy.nodes == full.nodes);
  CHECK(roomy.solution == full.solution);

  // Counting completions of the empty grid cannot finish in 100 nodes.
  const SolveResult empty = solve(Grid{}, {1000000, 100});
  CHECK(empty.capped);
  CHECK(empty.nodes == 100);
  CHECK(empty.count < 1000000);
}

TEST_CASE("solver: puzzles that naked singles finish need no branching, hard ones do") {
  // The solver propagates at least naked singles, so a puzzle that a plain cascade of them
  // (driven by grid.hpp's candidates()) fills completely must be solved with 0 nodes.
  int by_singles = 0;
  for (const Grid& p : kaggle()) {
    Grid g = p;
    for (bool progress = true; progress;) {
      progress = false;
      for (int c = 0; c < kCells; ++c) {
        if (g[c] == 0 && single_digit(candidates(g, c)) != 0) {
          g.set(c, single_digit(candidates(g, c)));
          progress = true;
        }
      }
    }
    if (!g.full()) continue;
    ++by_singles;
    const SolveResult r = solve(p);
    CHECK(r.nodes == 0);
    CHECK(r.dead_ends == 0);
    CHECK(r.solution == g);
  }
  CHECK(by_singles > 100);

  CHECK(solve(Grid{}).nodes > 0);
  std::uint64_t nodes = 0, dead = 0;
  for (const Grid& p : top1465()) {
    const SolveResult r = solve(p);
    nodes += r.nodes;
    dead += r.dead_ends;
  }
  CHECK(nodes > 0);
  CHECK(dead > 0);
}

TEST_CASE("solver: counts agree with a plain backtracking counter on random digs") {
  // Empty 30-60 random cells of known solutions: some keep one solution, many get several.
  Rng rng(20240917);
  int several = 0, unique = 0;
  for (int i = 0; i < 300; ++i) {
    const Grid solution = solve(kaggle()[static_cast<std::size_t>(i)]).solution;
    REQUIRE(is_solved(solution));
    const Grid p = dig(solution, rng);
    Grid scratch = p;
    const int expected = brute_count(scratch, 3);
    const SolveResult r = solve(p, {3, 0});
    CHECK(r.count == expected);
    CHECK(is_solved(r.solution));
    CHECK(agrees_with(p, r.solution));
    (expected == 1 ? unique : several) += 1;
  }
  CHECK(unique > 20);
  CHECK(several > 20);
}

TEST_CASE("solver: two threads solving at once get the same results as one") {
  const auto& puzzles = top1465();
  std::vector<SolveResult> alone;
  for (const Grid& p : puzzles) alone.push_back(solve(p));

  auto run = [&](std::vector<SolveResult>& out) {
    for (const Grid& p : puzzles) out.push_back(solve(p));
  };
  std::vector<SolveResult> a, b;
  std::thread ta(run, std::ref(a));
  std::thread tb(run, std::ref(b));
  ta.join();
  tb.join();
  REQUIRE(a.size() == alone.size());
  REQUIRE(b.size() == alone.size());
  for (std::size_t i = 0; i < alone.size(); ++i) {
    CHECK(a[i].solution == alone[i].solution);
    CHECK(b[i].solution == alone[i].solution);
    CHECK(a[i].count == alone[i].count);
    CHECK(b[i].nodes == alone[i].nodes);
    CHECK(a[i].dead_ends == alone[i].dead_ends);
  }
}

namespace {

// Everything a search reports, compared field by field.
void check_same(const SolveResult& a, const SolveResult& b, const std::string& what) {
  INFO(what);
  CHECK(a.count == b.count);
  CHECK(a.solution == b.solution);
  CHECK(a.nodes == b.nodes);
  CHECK(a.dead_ends == b.dead_ends);
  CHECK(a.capped == b.capped);
}

}  // namespace

TEST_CASE("solver paths: names, the portable path everywhere, solve() on the widest") {
  CHECK(std::string(solver_path_name(SolverPath::portable)) == "portable");
  CHECK(std::string(solver_path_name(SolverPath::avx512)) == "avx512");
  CHECK(solver_path_available(SolverPath::portable));
  const SolverPath widest =
      solver_path_available(SolverPath::avx512) ? SolverPath::avx512 : SolverPath::portable;
  CHECK(default_solver_path() == widest);
  MESSAGE("solve() runs on the " << std::string(solver_path_name(default_solver_path()))
                                 << " path here");
  // A named path answers whether or not this processor has it (without it, the portable
  // path runs).
  const SolveResult r = solve(top1465()[0], {}, SolverPath::avx512);
  CHECK(r.count == 1);
}

TEST_CASE("solver paths: the wide path gives the portable path's answers, nodes and dead ends") {
  if (!solver_path_available(SolverPath::avx512)) {
    MESSAGE("no AVX-512 here (or not an x86-64 GCC/Clang build): only the portable path runs");
    return;
  }
  const auto both = [](const Grid& p, SolveOptions options, const std::string& what) {
    const SolveResult portable = solve(p, options, SolverPath::portable);
    const SolveResult wide = solve(p, options, SolverPath::avx512);
    check_same(portable, wide, what);
    return wide;
  };
  // Every puzzle of the three subsets, limit 2 (the generator's question).
  std::uint64_t nodes = 0;
  for (const auto* set : {&seventeen_clue(), &top1465(), &kaggle()}) {
    for (const Grid& p : *set) nodes += both(p, {}, "subset puzzle " + to_line(p)).nodes;
  }
  CHECK(nodes > 10000);  // top1465 alone branches about 10 times a puzzle

  // Random digs with one solution or many, counted to 1, 3 and 20.
  Rng rng(20261206);
  for (int i = 0; i < 200; ++i) {
    const Grid p = dig(solve(kaggle()[static_cast<std::size_t>(i)]).solution, rng);
    for (int limit : {1, 3, 20}) both(p, {limit, 0}, "dig " + to_line(p));
  }

  // Node caps cut the same search at the same place.
  const Grid& hard = top1465()[1];
  for (std::uint64_t cap = 1; cap <= 25; ++cap)
    both(hard, {2, cap}, "capped at " + std::to_string(cap));
  both(Grid{}, {1000000, 100}, "empty grid, capped");
  for (int limit : {1, 2, 50}) both(Grid{}, {limit, 0}, "empty grid");

  // No solution: clashing givens, a value above 9, a full grid with two digits swapped, and
  // one consistent but wrong extra clue (found only by searching).
  Grid clash;
  clash.set(cell_at(3, 3), 9);
  clash.set(cell_at(5, 5), 9);
  CHECK(both(clash, {}, "two 9s in a box").count == 0);
  Grid triad;
  triad.set(cell_at(0, 0), 7);
  triad.set(cell_at(0, 1), 7);
  CHECK(both(triad, {}, "two 7s side by side").count == 0);
  Grid column;
  column.set(cell_at(1, 3), 3);
  column.set(cell_at(7, 3), 3);
  CHECK(both(column, {}, "two 3s in a column").count == 0);
  Grid above;
  above.set(40, 12);
  CHECK(both(above, {}, "a 12").count == 0);
  const Grid full = pattern_grid();
  CHECK(both(full, {}, "full grid").count == 1);
  Grid broken = full;
  broken.set(0, full[1]);
  broken.set(1, full[0]);
  CHECK(both(broken, {}, "broken full grid").count == 0);
  const Grid& p = seventeen_clue()[5];
  const Grid answer = solve(p).solution;
  int dead_end_boards = 0;
  for (int c = 0; c < kCells && dead_end_boards < 10; ++c) {
    if (p[c] != 0) continue;
    const CandidateMask wrong = candidates(p, c) & ~digit_bit(answer[c]);
    if (wrong == 0) continue;
    Grid bad = p;
    bad.set(c, lowest_digit(wrong));
    CHECK(both(bad, {}, "wrong clue " + to_line(bad)).count == 0);
    ++dead_end_boards;
  }
  CHECK(dead_end_boards == 10);
}
