// SPDX-License-Identifier: MIT
// Puzzle text: round trips, decorated grids and malformed inputs with their messages.
#include <doctest/doctest.h>

#include <string>

#include "core/text.hpp"

using namespace nonet;

namespace {
// A well-known puzzle (Wikipedia's example Sudoku).
const std::string kLine =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
}  // namespace

TEST_CASE("the 81-character line round-trips") {
  const auto r = parse_grid(kLine);
  REQUIRE(r);
  CHECK(r.grid->filled_count() == 30);
  CHECK((*r.grid)[0] == 5);
  CHECK((*r.grid)[80] == 9);
  CHECK(to_line(*r.grid) == kLine);
}

TEST_CASE("zeros are empty cells too") {
  std::string zeros = kLine;
  for (auto& ch : zeros) {
    if (ch == '.') ch = '0';
  }
  const auto r = parse_grid(zeros);
  REQUIRE(r);
  CHECK(to_line(*r.grid) == kLine);
}

TEST_CASE("the pretty grid reads back, and so do other programs' decorations") {
  const Grid g = *parse_grid(kLine).grid;
  const std::string pretty = to_pretty(g);
  CHECK(pretty.substr(0, 22) == "5 3 . | . 7 . | . . .\n");
  const auto back = parse_grid(pretty);
  REQUIRE(back);
  CHECK(*back.grid == g);

  const std::string boxed =
      "+-------+-------+-------+\n"
      "| 5 3 . | . 7 . | . . . |\n"
      "| 6 . . | 1 9 5 | . . . |\n"
      "| . 9 8 | . . . | . 6 . |\n"
      "+-------+-------+-------+\n"
      "| 8 . . | . 6 . | . . 3 |\n"
      "| 4 . . | 8 . 3 | . . 1 |\n"
      "| 7 . . | . 2 . | . . 6 |\n"
      "+=======+=======+=======+\n"
      "| . 6 . | . . . | 2 8 . |\n"
      "| . . . | 4 1 9 | . . 5 |\n"
      "| . . . | . 8 . | . 7 9 |\n"
      "+-------+-------+-------+\r\n";
  const auto r = parse_grid(boxed);
  REQUIRE(r);
  CHECK(*r.grid == g);
}

TEST_CASE("malformed inputs name the position and the problem") {
  CHECK(parse_grid("").error == "empty input: expected 81 cells");
  CHECK(parse_grid("   \n").error == "empty input: expected 81 cells");
  CHECK(parse_grid(kLine.substr(0, 80)).error == "too few cells: 80 of 81");
  CHECK(parse_grid(kLine + "1").error == "position 82: more than 81 cells");

  std::string bad = kLine;
  bad[10] = 'x';
  CHECK(parse_grid(bad).error ==
        "position 11: unexpected character 'x' (expected 1-9, '.' or '0')");
  bad[10] = '\x01';
  CHECK(parse_grid(bad).error ==
        "position 11: unexpected character byte 0x01 (expected 1-9, '.' or '0')");

  std::string multi = to_pretty(*parse_grid(kLine).grid);
  multi[22 + 4] = '?';  // second line, fifth character
  CHECK(parse_grid(multi).error ==
        "line 2, column 5: unexpected character '?' (expected 1-9, '.' or '0')");
}

TEST_CASE("givens that break the rules are refused unless allowed") {
  std::string clash(81, '.');
  clash[18] = '4';  // r3c1
  clash[24] = '4';  // r3c7
  const auto r = parse_grid(clash);
  CHECK_FALSE(r);
  CHECK(r.error == "the same digit 4 twice in row 3 at r3c1 and r3c7");
  const auto allowed = parse_grid(clash, /*allow_conflicts=*/true);
  REQUIRE(allowed);
  CHECK(allowed.grid->filled_count() == 2);

  std::string box(81, '.');
  box[0] = '9';
  box[20] = '9';  // r3c3, same box as r1c1 only
  CHECK(parse_grid(box).error == "the same digit 9 twice in box 1 at r1c1 and r3c3");
}

TEST_CASE("an empty grid and a full grid are valid text") {
  const auto empty = parse_grid(std::string(81, '.'));
  REQUIRE(empty);
  CHECK(empty.grid->filled_count() == 0);
  CHECK(to_line(*empty.grid) == std::string(81, '.'));
}
