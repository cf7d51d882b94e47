// SPDX-License-Identifier: MIT
// Practice positions (issue 28): the line form, the symmetry fingerprint, the judge of a
// player's moves, and every position of the shipped library checked one by one.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <fstream>
#include <numeric>
#include <set>
#include <sstream>

#include "core/engine.hpp"
#include "core/generator.hpp"
#include "core/practice.hpp"
#include "core/rng.hpp"

using namespace nonet;

namespace {

std::string library_text() {
  std::ifstream in(std::string(NONET_SOURCE_DIR) + "/assets/learn/positions.txt");
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

const PracticeLibrary& library() {
  static const PracticeLibrary lib = PracticeLibrary::parse(library_text());
  return lib;
}

/// The first library position of technique t.
PracticePosition first_of(Technique t) {
  REQUIRE(library().count(t) > 0);
  return library().position(t, 0);
}

/// `s` under one of the board's symmetries: digits relabelled by `digits` (digits[d-1] is
/// d's new name), rows and columns permuted within bands and stacks, bands and stacks
/// permuted, optionally transposed.
Candidates transformed(const Candidates& s, std::uint64_t seed) {
  Rng rng(seed);
  auto perm3 = [&] {
    std::array<int, 3> p{0, 1, 2};
    for (int i = 2; i > 0; --i) std::swap(p[i], p[rng.below(i + 1)]);
    return p;
  };
  auto line_perm = [&] {
    const auto bands = perm3();
    std::array<int, 9> p{};
    for (int b = 0; b < 3; ++b) {
      const auto within = perm3();
      for (int k = 0; k < 3; ++k) p[b * 3 + k] = bands[b] * 3 + within[k];
    }
    return p;
  };
  const auto rows = line_perm();
  const auto cols = line_perm();
  std::array<int, 9> digits{};
  std::iota(digits.begin(), digits.end(), 1);
  for (int i = 8; i > 0; --i) std::swap(digits[i], digits[rng.below(i + 1)]);
  const bool transpose = rng.below(2) == 1;
  Candidates out;
  for (int c = 0; c < kCells; ++c) {
    int r = rows[row_of(c)], k = cols[col_of(c)];
    if (transpose) std::swap(r, k);
    const int to = r * 9 + k;
    if (s.grid[c] != 0) out.grid.set(to, digits[s.grid[c] - 1]);
    CandidateMask m = 0;
    for (int d = 1; d <= 9; ++d) {
      if (s.has(c, d)) m = static_cast<CandidateMask>(m | digit_bit(digits[d - 1]));
    }
    out.mask[to] = m;
  }
  return out;
}

}  // namespace

TEST_CASE("technique keys are distinct and read back") {
  std::set<std::string_view> seen;
  for (int i = 0; i < kTechniqueCount; ++i) {
    const auto t = static_cast<Technique>(i);
    const auto key = technique_key(t);
    CHECK(seen.insert(key).second);
    REQUIRE(parse_technique_key(key).has_value());
    CHECK(*parse_technique_key(key) == t);
  }
  CHECK_FALSE(parse_technique_key("X-Wing").has_value());
  CHECK_FALSE(parse_technique_key("").has_value());
}

TEST_CASE("a position's line reads back to the same state") {
  GeneratorOptions options;
  options.minimal = true;
  const auto positions = positions_on_path(generate(12, options).puzzle);
  REQUIRE(positions.size() >= 3);
  bool some_removal = false;
  for (const auto& p : positions) {
    const std::string line = position_line(p);
    std::string error;
    const auto back = parse_position_line(line, &error);
    REQUIRE_MESSAGE(back.has_value(), error);
    CHECK(back->technique == p.technique);
    CHECK(back->state.grid == p.state.grid);
    CHECK(back->state.mask == p.state.mask);
    some_removal = some_removal || line.back() != '-';
  }
  CHECK(some_removal);  // the later positions carry candidates the engine removed
}

TEST_CASE("malformed position lines are refused with a reason") {
  const std::string digits(81, '.');
  std::string error;
  CHECK_FALSE(parse_position_line("x-wing", &error));
  CHECK_FALSE(parse_position_line("trial-and-error " + digits + " -", &error));
  CHECK(error.find("unknown technique") != std::string::npos);
  CHECK_FALSE(parse_position_line("no-such " + digits + " -", &error));
  CHECK_FALSE(parse_position_line("x-wing " + digits.substr(1) + " -", &error));
  CHECK_FALSE(parse_position_line("x-wing " + std::string(80, '.') + "x -", &error));
  CHECK(error.find("'x'") != std::string::npos);
  CHECK_FALSE(parse_position_line("x-wing 11" + std::string(79, '.') + " -", &error));
  CHECK(error.find("rules") != std::string::npos);
  // A removal must name an empty cell and a candidate it still has.
  const std::string one = "1" + std::string(80, '.');
  CHECK(parse_position_line("x-wing " + one + " r1c2-2", &error));
  CHECK_FALSE(parse_position_line("x-wing " + one + " r1c1-2", &error));
  CHECK(error.find("not an empty cell") != std::string::npos);
  CHECK_FALSE(parse_position_line("x-wing " + one + " r1c2-1", &error));   // 1 sees r1c1
  CHECK_FALSE(parse_position_line("x-wing " + one + " r1c2-22", &error));  // twice
  CHECK_FALSE(parse_position_line("x-wing " + one + " r1c2", &error));
  CHECK_FALSE(parse_position_line("x-wing " + one + " r0c2-3", &error));
}

TEST_CASE("the fingerprint stays under the board's symmetries and tells states apart") {
  for (Technique t : {Technique::XWing, Technique::Aic, Technique::Bug3}) {
    const auto p = first_of(t);
    const auto f = position_fingerprint(p.state);
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
      const Candidates moved = transformed(p.state, seed);
      CHECK(position_fingerprint(moved) == f);
      // The moved state is the same position: the engine takes the same technique there.
      CHECK(next_step(moved).technique == t);
    }
    // One more candidate gone is another position.
    Candidates other = p.state;
    for (int c = 0; c < kCells; ++c) {
      if (other.grid[c] == 0 && count_of(other.mask[c]) > 2) {
        other.eliminate(c, lowest_digit(other.mask[c]));
        break;
      }
    }
    CHECK(position_fingerprint(other) != f);
  }
}

TEST_CASE("single_proves knows each single") {
  // r1c1..r1c8 hold 1..8: r1c9 is a full house of 9, and a naked single too.
  Grid g;
  for (int c = 0; c < 8; ++c) g.set(c, c + 1);
  const auto s = Candidates::from_grid(g);
  CHECK(single_proves(Technique::FullHouse, s, 8, 9));
  CHECK(single_proves(Technique::NakedSingle, s, 8, 9));
  CHECK(single_proves(Technique::HiddenSingleLine, s, 8, 9));
  CHECK_FALSE(single_proves(Technique::FullHouse, s, 8, 8));  // not a candidate
  CHECK_FALSE(single_proves(Technique::FullHouse, s, 9, 9));  // r2c1: no unit is full
  CHECK_FALSE(single_proves(Technique::NakedSingle, s, 9, 9));
  CHECK_FALSE(single_proves(Technique::XWing, s, 8, 9));
  CHECK_FALSE(single_proves(Technique::FullHouse, s, 0, 1));  // a filled cell
  // Hidden single in box 1: 9 is ruled out of box 1's other cells by 9s in rows 2, 3 and
  // columns 2, 3 outside the box.
  Grid h;
  h.set(cell_at(1, 4), 9);
  h.set(cell_at(2, 7), 9);
  h.set(cell_at(4, 1), 9);
  h.set(cell_at(7, 2), 9);
  const auto t = Candidates::from_grid(h);
  CHECK(single_proves(Technique::HiddenSingleBox, t, cell_at(0, 0), 9));
  CHECK_FALSE(single_proves(Technique::HiddenSingleBox, t, cell_at(0, 3), 9));
  CHECK_FALSE(single_proves(Technique::NakedSingle, t, cell_at(0, 0), 9));
}

TEST_CASE("an elimination step is made candidate by candidate, and wrong removals say why") {
  const auto p = first_of(Technique::XWing);
  PracticeTask task(p);
  REQUIRE_FALSE(task.places());
  const Step& step = task.step();
  REQUIRE(step.eliminations.size() >= 1);
  const int digit = step.eliminations.front().digit;
  // A candidate of the pattern itself.
  const auto pc = step.pattern_candidates.front();
  auto r = task.remove(pc.cell, pc.digit);
  CHECK(r.outcome == PracticeOutcome::PatternCandidate);
  CHECK_FALSE(r.changed());
  // A cell's answer, not in the pattern.
  for (int c = 0; c < kCells; ++c) {
    const CellDigit cd{c, task.solution()[c]};
    if (p.state.grid[c] != 0 ||
        std::find(step.pattern_candidates.begin(), step.pattern_candidates.end(), cd) !=
            step.pattern_candidates.end())
      continue;
    CHECK(task.remove(c, cd.digit).outcome == PracticeOutcome::SolutionCandidate);
    break;
  }
  // Another digit, and the step's digit where the pattern does not reach.
  bool other_digit = false, not_reached = false;
  for (int c = 0; c < kCells; ++c) {
    for (int d = 1; d <= 9; ++d) {
      const CellDigit cd{c, d};
      if (!p.state.has(c, d) || task.solution()[c] == d ||
          std::find(step.eliminations.begin(), step.eliminations.end(), cd) !=
              step.eliminations.end() ||
          std::find(step.pattern_candidates.begin(), step.pattern_candidates.end(), cd) !=
              step.pattern_candidates.end())
        continue;
      const auto reply = task.remove(c, d);
      if (d != digit && !other_digit) {
        CHECK(reply.outcome == PracticeOutcome::OtherDigit);
        other_digit = true;
      }
      if (d == digit && !not_reached) {
        CHECK(reply.outcome == PracticeOutcome::NotReached);
        CHECK(reply.pattern_cells.size() == 4);  // an X-Wing's four corners
        not_reached = true;
      }
    }
  }
  CHECK(other_digit);
  CHECK(not_reached);
  // A placement is not this step, even a true one.
  for (int c = 0; c < kCells; ++c) {
    if (p.state.grid[c] != 0) continue;
    CHECK(task.place(c, task.solution()[c]).outcome == PracticeOutcome::NotThisPlacement);
    CHECK(task.place(c, task.solution()[c] % 9 + 1).outcome == PracticeOutcome::WrongDigit);
    break;
  }
  CHECK(task.board().mask == p.state.mask);  // nothing wrong changed the board
  // The step's own eliminations, one by one.
  for (std::size_t i = 0; i < step.eliminations.size(); ++i) {
    const auto& e = step.eliminations[i];
    r = task.remove(e.cell, e.digit);
    CHECK(r.done == static_cast<int>(i) + 1);
    CHECK(r.total == static_cast<int>(step.eliminations.size()));
    CHECK(r.outcome == (i + 1 == step.eliminations.size() ? PracticeOutcome::Solved
                                                          : PracticeOutcome::Progress));
    CHECK_FALSE(task.board().has(e.cell, e.digit));
    if (i == 0 && step.eliminations.size() > 1) {
      CHECK(task.remove(e.cell, e.digit).outcome == PracticeOutcome::NoChange);
    }
  }
  CHECK(task.solved());
}

TEST_CASE("a placing step takes its digit, or another single of the same technique") {
  // A position with another hidden single in a box beside the engine's.
  const auto& lib = library();
  std::optional<PracticePosition> found;
  int other = -1, other_digit = 0;
  for (int k = 0; k < lib.count(Technique::HiddenSingleBox) && !found; ++k) {
    const auto& q = lib.position(Technique::HiddenSingleBox, k);
    const auto engine = PracticeTask(q).step().placements.front();
    for (int c = 0; c < kCells && !found; ++c) {
      for (int d = 1; d <= 9 && !found; ++d) {
        if (c != engine.cell && single_proves(Technique::HiddenSingleBox, q.state, c, d)) {
          found = q, other = c, other_digit = d;
        }
      }
    }
  }
  REQUIRE(found.has_value());
  const PracticePosition p = *found;
  PracticeTask task(p);
  REQUIRE(task.places());
  const auto pl = task.step().placements.front();
  bool removed_one = false;  // (the cell of this position holds other candidates)
  for (int d = 1; d <= 9 && !removed_one; ++d) {
    if (d != pl.digit && p.state.has(pl.cell, d)) {
      CHECK(task.remove(pl.cell, d).outcome == PracticeOutcome::PlacesHere);
      removed_one = true;
    }
  }
  CHECK(removed_one);
  CHECK(task.place(pl.cell, pl.digit % 9 + 1).outcome == PracticeOutcome::WrongDigit);
  CHECK_FALSE(task.solved());
  // The other hidden single is right too.
  PracticeTask second(p);
  CHECK(second.place(other, other_digit).outcome == PracticeOutcome::Solved);
  CHECK(second.solved());
  CHECK(task.place(pl.cell, pl.digit).outcome == PracticeOutcome::Solved);
  CHECK(task.solved());
  CHECK(task.board().grid[pl.cell] == pl.digit);
  // A forcing chain that removes is judged like any elimination step; one that places, by
  // its own placement only.
  const auto bug = first_of(Technique::BugPlusOne);
  PracticeTask b(bug);
  REQUIRE(b.places());
  const auto bp = b.step().placements.front();
  bool bug_removed = false;  // a BUG+1 cell holds three candidates
  for (int d = 1; d <= 9 && !bug_removed; ++d) {
    if (d != bp.digit && bug.state.has(bp.cell, d)) {
      CHECK(b.remove(bp.cell, d).outcome == PracticeOutcome::PlacesHere);
      bug_removed = true;
    }
  }
  CHECK(bug_removed);
  CHECK(b.place(bp.cell, bp.digit).outcome == PracticeOutcome::Solved);
}

TEST_CASE("the library: at least 40 positions per technique, each one sound, distinct") {
  const auto& lib = library();
  CHECK(lib.bad_lines() == 0);
  std::set<std::uint64_t> fingerprints;
  int checked = 0;
  for (int i = 0; i < kTechniqueCount; ++i) {
    const auto t = static_cast<Technique>(i);
    if (!is_learnable(t)) {
      CHECK(lib.count(t) == 0);
      continue;
    }
    CAPTURE(technique_key(t));
    CHECK(lib.count(t) >= 40);
    for (int k = 0; k < lib.count(t); ++k) {
      const auto& p = lib.position(t, k);
      CAPTURE(position_line(p));
      const auto check = check_position(p);
      CHECK_MESSAGE(check.ok, check.problem);
      // The step can be made: its placement, or each elimination in turn, the last Solved.
      PracticeTask task(p);
      if (task.places()) {
        const auto pl = task.step().placements.front();
        CHECK(task.place(pl.cell, pl.digit).outcome == PracticeOutcome::Solved);
      } else {
        for (const auto& e : task.step().eliminations) {
          const auto r = task.remove(e.cell, e.digit);
          CHECK(r.changed());
        }
      }
      CHECK(task.solved());
      CHECK(fingerprints.insert(position_fingerprint(p.state)).second);
      ++checked;
    }
  }
  MESSAGE("positions checked: " << checked);
  CHECK(checked == lib.size());
}

TEST_CASE("check_position refuses positions that are not what they say") {
  auto p = first_of(Technique::XWing);
  CHECK(check_position(p).ok);
  // Said to be another technique.
  auto wrong = p;
  wrong.technique = Technique::Swordfish;
  CHECK(check_position(wrong).problem.find("easiest step is x-wing") != std::string::npos);
  // A cell that lost its solution digit.
  const auto solution = check_position(p).solution;
  auto lost = p;
  for (int c = 0; c < kCells; ++c) {
    if (lost.state.grid[c] == 0) {
      lost.state.eliminate(c, solution[c]);
      break;
    }
  }
  CHECK(check_position(lost).problem.find("lost its solution digit") != std::string::npos);
  // Digits with more than one solution.
  PracticePosition empty{Technique::FullHouse, Candidates::from_grid(Grid{})};
  CHECK(check_position(empty).problem == "more than one solution");
}

TEST_CASE("a position whose pattern appears twice is refused: the judge knows one") {
  // Pointing steps along seeded puzzles' paths: where another pointing still makes progress
  // once the engine's is made, check_position refuses the position; elsewhere it takes it.
  int refused = 0, taken = 0;
  for (std::uint64_t seed = 1; seed <= 60; ++seed) {
    GeneratorOptions options;
    options.minimal = true;
    const Grid puzzle = generate(seed, options).puzzle;
    const SolvePath path = solve_path(puzzle, true);
    Candidates s = Candidates::from_grid(puzzle);
    for (const Step& step : path.steps) {
      if (step.technique == Technique::Pointing) {
        Candidates after = s;
        after.apply(step);
        const auto more = steps_at(after, Technique::Pointing);
        const bool twice = std::any_of(more.begin(), more.end(), [](const Step& m) {
          return m.technique == Technique::Pointing;
        });
        const auto check = check_position(PracticePosition{Technique::Pointing, s});
        CHECK(check.ok == !twice);
        if (twice) CHECK(check.problem == "another pointing remains after the step");
        (twice ? refused : taken) += 1;
      }
      s.apply(step);
    }
  }
  MESSAGE("pointing positions refused ", refused, ", taken ", taken);
  CHECK(refused > 0);
  CHECK(taken > 0);
}
