// SPDX-License-Identifier: MIT
// Hints on a player's board: the wrong entry first, then the where/what/apply tiers of the
// engine's next step with the reason traces of SEEDS A6. Expectations are worked out by
// hand on the Wikipedia "Sudoku" article's puzzle (comments give the reasoning).
#include <doctest/doctest.h>

#include <algorithm>
#include <string>

#include "core/hint.hpp"
#include "core/rating.hpp"
#include "core/solver.hpp"
#include "core/stages.hpp"
#include "core/text.hpp"

using namespace nonet;

namespace {

constexpr const char* kWikipediaPuzzle =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
constexpr const char* kWikipediaSolution =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
constexpr const char* kAiEscargot =  // SE 10.5: needs a nested forcing chain
    "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..";

Grid grid_of(const char* text) { return *parse_grid(text).grid; }
int at(int row, int col) { return cell_at(row - 1, col - 1); }

PlayerBoard wikipedia_board() {
  PlayerBoard b;
  b.givens = grid_of(kWikipediaPuzzle);
  return b;
}

bool contains(const std::vector<int>& v, int x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}

}  // namespace

TEST_CASE("a wrong entry is reported before anything else, the first in cell order") {
  PlayerBoard b = wikipedia_board();
  b.entries.set(at(5, 5), 5);  // right (the solution has 5 there)
  b.entries.set(at(8, 1), 1);  // wrong (solution 2), and it clashes with the 1 at r8c5
  b.entries.set(at(1, 3), 2);  // wrong (solution 4); first in cell order
  const Hint h = next_hint(b);
  CHECK(h.kind == HintKind::WrongEntry);
  CHECK(h.wrong_cell == at(1, 3));
  CHECK_FALSE(h.step.has_value());
  // The tiers narrow down: the box, then the cell.
  CHECK(h.where.units == std::vector<int>{box_unit(0)});
  CHECK(tier_text(h.where).find("box 1") != std::string::npos);
  CHECK(h.what.cells == std::vector<int>{at(1, 3)});
  CHECK(tier_text(h.what).find("r1c3") != std::string::npos);
  CHECK(tier_text(h.apply).find("wrong") != std::string::npos);
  // The hint does not give the answer away.
  CHECK(tier_text(h.apply).find('4') == std::string::npos);

  // With the wrong entries gone, the hint is the engine's step: 8 at r1c6 (box 2 misses
  // 8 and the 8s at r3c3 and r5c4 leave it only r1c6; box 1 has no single).
  b.entries.set(at(1, 3), 0);
  b.entries.set(at(8, 1), 0);
  const Hint next = next_hint(b);
  REQUIRE(next.kind == HintKind::Step);
  REQUIRE(next.step.has_value());
  CHECK(next.step->technique == Technique::HiddenSingleBox);
  CHECK(next.step->placements == std::vector<Placement>{{at(1, 6), 8}});
  // where: the unit; what: the technique and its cell; apply: the sentence.
  CHECK(next.where.units == std::vector<int>{box_unit(1)});
  CHECK(tier_text(next.where) == "Look at box 2.");
  CHECK(next.where.cells.size() == 9);
  CHECK(contains(next.where.cells, at(1, 6)));
  CHECK(next.what.cells == std::vector<int>{at(1, 6)});
  CHECK(tier_text(next.what).find("Hidden single") != std::string::npos);
  CHECK(tier_text(next.apply) == "Hidden single: in box 2, 8 fits only at r1c6.");
  CHECK(next.apply.cells == std::vector<int>{at(1, 6)});
}

TEST_CASE("reason traces of the hidden single at r1c6") {
  PlayerBoard b = wikipedia_board();
  const Hint h = next_hint(b);
  REQUIRE(h.kind == HintKind::Step);
  // Digits the filled peers of r1c6 exclude, row first, then column, then box:
  //   1: box 2 (r2c4)   3: row 1 (r1c2)   5: row 1 (r1c1)   7: row 1 (r1c5)
  //   9: column 6 (r8c6); 2, 4 and 6 appear in no peer.
  const std::vector<Reason> digits = {{at(1, 6), 1, at(2, 4), UnitKind::Box},
                                      {at(1, 6), 3, at(1, 2), UnitKind::Row},
                                      {at(1, 6), 5, at(1, 1), UnitKind::Row},
                                      {at(1, 6), 7, at(1, 5), UnitKind::Row},
                                      {at(1, 6), 9, at(8, 6), UnitKind::Column}};
  CHECK(h.digit_trace == digits);
  // Why 8 cannot go in the other empty cells of box 2: r1c4 sees the 8 at r5c4 in
  // column 4; r3c4, r3c5, r3c6 see the 8 at r3c3 in row 3.
  const std::vector<Reason> unit = {{at(1, 4), 8, at(5, 4), UnitKind::Column},
                                    {at(3, 4), 8, at(3, 3), UnitKind::Row},
                                    {at(3, 5), 8, at(3, 3), UnitKind::Row},
                                    {at(3, 6), 8, at(3, 3), UnitKind::Row}};
  CHECK(h.unit_trace == unit);
}

TEST_CASE("reason trace of a naked single: exactly the 8 other digits, each from a peer") {
  // r5c5 of the Wikipedia puzzle sees 4 8 3 1 in row 5, 7 9 6 2 1 8 in column 5 and
  // 6 8 3 2 in box 5: only 5 is left.
  const Grid g = grid_of(kWikipediaPuzzle);
  const int cell = at(5, 5);
  const auto trace = digit_reasons(g, cell, 5);
  REQUIRE(trace.size() == 8);
  int d = 0;
  for (const auto& r : trace) {
    d += r.digit == 5;
    CHECK(r.cell == cell);
    CHECK(g[r.peer] == r.digit);  // the peer holds the digit it excludes
    CHECK(sees(cell, r.peer));
    const bool shares = (r.kind == UnitKind::Row && row_of(r.peer) == row_of(cell)) ||
                        (r.kind == UnitKind::Column && col_of(r.peer) == col_of(cell)) ||
                        (r.kind == UnitKind::Box && box_of(r.peer) == box_of(cell));
    CHECK(shares);
  }
  CHECK(d == 0);
  // Stable order: digits ascending; the row is preferred, then the column.
  const std::vector<Reason> expected = {
      {cell, 1, at(5, 9), UnitKind::Row},    {cell, 2, at(6, 5), UnitKind::Column},
      {cell, 3, at(5, 6), UnitKind::Row},    {cell, 4, at(5, 1), UnitKind::Row},
      {cell, 6, at(4, 5), UnitKind::Column}, {cell, 7, at(1, 5), UnitKind::Column},
      {cell, 8, at(5, 4), UnitKind::Row},    {cell, 9, at(2, 5), UnitKind::Column}};
  CHECK(trace == expected);
}

TEST_CASE("right notes are used, wrong notes are ignored") {
  // r1c3's derived candidates are {1,2,4} (row 1 holds 5 3 7, column 3 an 8, box 1 5 3 6
  // 9 8); its answer is 4. Box 1 misses 1 only at r1c3 and r3c1 (rows 2 holds a 1).
  PlayerBoard b = wikipedia_board();
  std::array<CandidateMask, kCells> notes{};
  SUBCASE("a right note {2,4} leaves 1 only r3c1 in box 1, before box 2's single") {
    notes[at(1, 3)] = static_cast<CandidateMask>(digit_bit(2) | digit_bit(4));
    b.notes = notes;
    const Hint h = next_hint(b);
    REQUIRE(h.step.has_value());
    CHECK(h.step->placements == std::vector<Placement>{{at(3, 1), 1}});
    CHECK(tier_text(h.apply) == "Hidden single: in box 1, 1 fits only at r3c1.");
  }
  SUBCASE("a wrong note {1,2} (missing the 4) is not trusted") {
    notes[at(1, 3)] = static_cast<CandidateMask>(digit_bit(1) | digit_bit(2));
    b.notes = notes;
    const Hint h = next_hint(b);
    REQUIRE(h.step.has_value());
    CHECK(h.step->placements == std::vector<Placement>{{at(1, 6), 8}});
  }
}

TEST_CASE("without notes a hint goes on to a placement; nothing applies: it reveals one") {
  PlayerBoard b;
  b.givens = grid_of(kAiEscargot);
  const Grid solution = solve(b.givens).solution;
  // Follow the hints as a player would, filling each placement, until the engine is stuck:
  // with the techniques up to the dynamic forcing chain only, as AI Escargot needs a nested
  // forcing chain (the next test), and no known puzzle needs more.
  const Technique ceiling = kHardestHumanTechnique;
  Hint h = next_hint(b, ceiling);
  int followed = 0;
  while (h.kind == HintKind::Step && followed < 81) {
    REQUIRE(h.step.has_value());
    REQUIRE(h.step->placements.size() == 1);  // no notes: always a placement
    for (const auto& prep : h.preparation) CHECK(prep.placements.empty());
    const Placement p = h.step->placements.front();
    CHECK(p.digit == solution[p.cell]);
    b.entries.set(p.cell, p.digit);
    h = next_hint(b, ceiling);
    ++followed;
  }
  // AI Escargot is beyond those techniques, so they stop long before the end.
  REQUIRE(h.kind == HintKind::Reveal);
  REQUIRE(h.step.has_value());
  REQUIRE(h.step->placements.size() == 1);
  const Placement p = h.step->placements.front();
  CHECK(p.digit == solution[p.cell]);
  CHECK(b.entries[p.cell] == 0);
  CHECK(b.givens[p.cell] == 0);
  CHECK(tier_text(h.apply).find(cell_name(p.cell)) != std::string::npos);
}

TEST_CASE("AI Escargot: hints explain every placement, the deep ones with their forcing chains") {
  // Without a ceiling the hints never reveal: each placement comes with the steps before it,
  // and somewhere among them the nested forcing chain the puzzle needs, told in full.
  PlayerBoard b;
  b.givens = grid_of(kAiEscargot);
  const Grid solution = solve(b.givens).solution;
  int followed = 0, nested = 0;
  for (Hint h = next_hint(b); h.kind != HintKind::Solved; h = next_hint(b)) {
    REQUIRE(h.kind == HintKind::Step);
    REQUIRE(h.step.has_value());
    REQUIRE(h.step->placements.size() == 1);
    for (const Step& prep : h.preparation) {
      if (prep.technique != Technique::NestedForcingChain) continue;
      ++nested;
      const std::string text = step_text(prep);
      CHECK(text.rfind("Nested forcing chain on ", 0) == 0);
      // The inner chains' reasons come as the step's details, one each.
      REQUIRE_FALSE(prep.details.empty());
      CHECK(phrase_text(prep.details.front()).find(" (if it were, ") != std::string::npos);
      for (const CellDigit& e : prep.eliminations) CHECK(solution[e.cell] != e.digit);
    }
    const Placement p = h.step->placements.front();
    CHECK(p.digit == solution[p.cell]);
    b.entries.set(p.cell, p.digit);
    REQUIRE(++followed <= 81);
  }
  CHECK(nested >= 1);
}

TEST_CASE("solved boards and bad givens") {
  PlayerBoard b = wikipedia_board();
  const Grid solution = grid_of(kWikipediaSolution);
  for (int c = 0; c < kCells; ++c) {
    if (b.givens[c] == 0) b.entries.set(c, solution[c]);
  }
  CHECK(next_hint(b).kind == HintKind::Solved);

  PlayerBoard empty;  // no givens: many solutions
  CHECK(next_hint(empty).kind == HintKind::NoUniqueSolution);
  PlayerBoard clash = wikipedia_board();
  clash.givens.set(at(1, 3), 5);  // a second 5 in row 1: no solution
  CHECK(next_hint(clash).kind == HintKind::NoUniqueSolution);
}

TEST_CASE("a naked single's trace and its preparation account for every other digit") {
  // Following the hints of stages 31-35 (locked candidates: some naked singles appear only
  // after a preparation step), each digit other than the placed one must be either held by
  // the traced peer or removed from that cell by a preparation step: nothing is left
  // unexplained, and no traced peer is wrong.
  const StageCatalogue catalogue;
  int naked = 0, with_preparation = 0;
  for (int n = 31; n <= 35; ++n) {
    const auto stage = catalogue.stage(n);
    REQUIRE(stage.has_value());
    PlayerBoard b;
    b.givens = stage->puzzle;
    for (Hint h = next_hint(b); h.kind == HintKind::Step; h = next_hint(b)) {
      const Placement p = h.step->placements.front();
      Grid board = b.givens;
      for (int c = 0; c < kCells; ++c) {
        if (b.entries[c] != 0) board.set(c, b.entries[c]);
      }
      if (h.step->technique == Technique::NakedSingle) {
        ++naked;
        with_preparation += h.digit_trace.size() < 8;
        CandidateMask explained = digit_bit(p.digit);
        for (const auto& r : h.digit_trace) {
          CHECK(r.cell == p.cell);
          CHECK(sees(r.cell, r.peer));
          CHECK(board[r.peer] == r.digit);
          explained |= digit_bit(r.digit);
        }
        for (const auto& prep : h.preparation) {
          for (const auto& e : prep.eliminations) {
            if (e.cell == p.cell) explained |= digit_bit(e.digit);
          }
        }
        CHECK(explained == kAllDigits);
      }
      b.entries.set(p.cell, p.digit);
    }
  }
  CHECK(naked > 0);
  CHECK(with_preparation > 0);  // the case the header warns about really occurs
}
