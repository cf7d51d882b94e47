// SPDX-License-Identifier: MIT
// Puzzle collections (issue 29): every form read, every bad line named by its number and
// reason, nothing skipped in silence.
#include <doctest/doctest.h>

#include <string>

#include "core/collection.hpp"
#include "core/text.hpp"

using namespace nonet;

namespace {

// Stages 1-3 (tests/data/stages.golden): one solution each.
const std::string kOne =
    ".54.916.7..93..51.6..574289......1..9.5.128..1.7.8.94.8...49.5...6.58....9176342.";
const std::string kTwo =
    "4.53861.93....52.6..6472....3.6....764..98...281.346..7..1.9.6.9648....1.1.26.95.";
const std::string kThree =
    "6..8..539.29153.6...749.....7.5.9.4.95463.1..3182..9.64.3.25.1........241.276.3..";
// No rule broken, no solution: r1c9 must be 9 by its row, and column 9 has a 9.
const std::string kNone =
    "12345678."
    "........9" +
    std::string(63, '.');
// A single given: many solutions.
const std::string kMany = "1" + std::string(80, '.');

std::string with_zeros(std::string s) {
  for (char& c : s)
    if (c == '.') c = '0';
  return s;
}

}  // namespace

TEST_CASE("one puzzle a line: comments, a heading, a rating column, bad lines by number") {
  const std::string text = "puzzle,rating\n" + kOne + ",1.2\n" + "# a comment\n\n" +
                           with_zeros(kTwo) + "  Stage 2\r\n" + kNone + "\n" + kMany + ";x\n" +
                           kThree.substr(0, 80) + "\n" + kThree + "\t3\n";
  const Collection c = read_collection(text);
  CHECK(c.format == CollectionFormat::Lines);
  REQUIRE(c.puzzles.size() == 3);
  CHECK(to_line(c.puzzles[0].puzzle) == kOne);
  CHECK(c.puzzles[0].line == 2);
  CHECK(to_line(c.puzzles[1].puzzle) == kTwo);  // the .sdm form: zeros for empty cells
  CHECK(c.puzzles[1].line == 5);
  CHECK(c.puzzles[2].line == 9);
  REQUIRE(c.bad.size() == 3);
  CHECK(c.bad[0].line == 6);
  CHECK(c.bad[0].problem == CollectionProblem::NoSolution);
  CHECK(c.bad[1].line == 7);
  CHECK(c.bad[1].problem == CollectionProblem::SeveralSolutions);
  CHECK(c.bad[2].line == 8);
  CHECK(c.bad[2].problem == CollectionProblem::NotABoard);
  CHECK(c.bad[2].parse.problem == ParseProblem::TooFew);
  CHECK(describe(c.bad[0]) == "line 6: no solution");
  CHECK(describe(c.bad[1]) == "line 7: several solutions");
  CHECK(describe(c.bad[2]).rfind("line 8: ", 0) == 0);
}

TEST_CASE("a line with a stray character or a clash is a bad line, not a skip") {
  std::string clash = kOne;
  clash[0] = '5';  // a second 5 in row 1
  std::string stray = kTwo;
  stray[40] = 'x';
  const Collection c = read_collection(kOne + "\n" + clash + "\n" + stray + "\n");
  REQUIRE(c.puzzles.size() == 1);
  REQUIRE(c.bad.size() == 2);
  CHECK(c.bad[0].line == 2);
  CHECK(c.bad[0].parse.problem == ParseProblem::Conflict);
  CHECK(c.bad[1].line == 3);
  CHECK(c.bad[1].parse.problem == ParseProblem::BadCharacter);
}

TEST_CASE("OpenSudoku's XML: every game, its line, the collection's name") {
  const std::string xml =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<opensudoku>\n"
      "  <name>Easy &amp; calm</name>\n"
      "  <game data=\"" +
      with_zeros(kOne) +
      "\" />\n"
      "  <game data='" +
      with_zeros(kTwo) +
      "'/>\n"
      "  <game note=\"no data\" />\n"
      "  <game data=\"" +
      with_zeros(kMany) +
      "\"/>\n"
      "</opensudoku>\n";
  const Collection c = read_collection(xml);
  CHECK(c.format == CollectionFormat::OpenSudoku);
  CHECK(c.name == "Easy & calm");
  REQUIRE(c.puzzles.size() == 2);
  CHECK(to_line(c.puzzles[0].puzzle) == kOne);
  CHECK(c.puzzles[0].line == 4);
  CHECK(c.puzzles[1].line == 5);
  REQUIRE(c.bad.size() == 2);
  CHECK(c.bad[0].line == 6);
  CHECK(c.bad[1].line == 7);
  CHECK(c.bad[1].problem == CollectionProblem::SeveralSolutions);
  // Version 2 names its folder; <gamedata> is no <game>.
  const Collection v2 = read_collection(
      "<opensudoku version=\"2\"><folder name=\"Mine\"><game data=\"" + with_zeros(kThree) +
      "\" state=\"1\"/><gamedata data=\"1\"/></folder></opensudoku>");
  CHECK(v2.name == "Mine");
  CHECK(v2.puzzles.size() == 1);
  CHECK(v2.bad.empty());
}

TEST_CASE("grids: nine rows each, decorated or not, titles between them") {
  const auto rows = [](const std::string& line, bool decorated) {
    std::string out;
    for (int r = 0; r < 9; ++r) {
      std::string row = line.substr(static_cast<std::size_t>(r) * 9, 9);
      if (decorated) row = row.substr(0, 3) + " | " + row.substr(3, 3) + " | " + row.substr(6, 3);
      out += row + "\n";
      if (decorated && (r == 2 || r == 5)) out += "------+-------+------\n";
    }
    return out;
  };
  const std::string text = "Grid 01\n" + rows(with_zeros(kOne), false) + "Grid 02\n" +
                           rows(kTwo, true) + "\n" + rows(kThree, false) + rows(kMany, false) +
                           "\n" + rows(kOne, false).substr(0, 40) + "\n";
  const Collection c = read_collection(text);
  CHECK(c.format == CollectionFormat::Grids);
  REQUIRE(c.puzzles.size() == 3);
  CHECK(to_line(c.puzzles[0].puzzle) == kOne);
  CHECK(c.puzzles[0].line == 2);
  CHECK(to_line(c.puzzles[1].puzzle) == kTwo);
  CHECK(c.puzzles[1].line == 12);
  CHECK(to_line(c.puzzles[2].puzzle) == kThree);
  CHECK(c.puzzles[2].line == 24);
  REQUIRE(c.bad.size() == 2);
  CHECK(c.bad[0].line == 33);
  CHECK(c.bad[0].problem == CollectionProblem::SeveralSolutions);
  CHECK(c.bad[1].line == 43);
  CHECK(c.bad[1].parse.problem == ParseProblem::TooFew);
}

TEST_CASE("an empty file is an empty collection") {
  for (const char* text : {"", "\n\n", "# nothing here\n"}) {
    const Collection c = read_collection(text);
    CHECK(c.puzzles.empty());
    CHECK(c.bad.empty());
  }
}
