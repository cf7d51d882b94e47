// SPDX-License-Identifier: MIT
// Practice puzzles (issue 28, docs/LEARN.md): the library's line form, and every code of the
// shipped library played out: its puzzle is at the technique's own level and the engine's
// solve path uses the technique.
#include <doctest/doctest.h>

#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "core/free_play.hpp"
#include "core/practice.hpp"

using namespace nonet;

namespace {

std::string puzzles_text() {
  std::ifstream in(std::string(NONET_SOURCE_DIR) + "/assets/learn/puzzles.txt");
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

}  // namespace

TEST_CASE("practice puzzle lines: codes at the technique's level, anything else refused") {
  const std::string x = format_game_code({Level::Medium, 41});
  const std::string y = format_game_code({Level::Medium, 215});
  const PracticePuzzles p =
      PracticePuzzles::parse("# a comment\n\nx-wing " + x + "  " + y + "\r\nfull-house " +
                             format_game_code({Level::Easy, 3}) + "\n");
  CHECK(p.bad_lines() == 0);
  REQUIRE(p.count(Technique::XWing) == 2);
  CHECK(p.code(Technique::XWing, 0) == GameCode{Level::Medium, 41});
  CHECK(p.code(Technique::XWing, 1) == GameCode{Level::Medium, 215});
  CHECK(p.count(Technique::FullHouse) == 1);
  CHECK(p.size() == 3);

  std::string typo = x;
  typo[2] = typo[2] == '7' ? '8' : '7';  // a mistyped symbol: the check symbol refuses it
  const std::vector<std::string> bad_lines = {
      "x-wing", "x-wing " + format_game_code({Level::Hard, 41}),  // not X-Wing's level
      "no-such-technique " + x, "x-wing " + typo, "trial-and-error " + x};
  for (const std::string& bad : bad_lines) {
    CAPTURE(bad);
    const PracticePuzzles q = PracticePuzzles::parse(bad + "\n");
    CHECK(q.bad_lines() == 1);
    CHECK(q.size() == 0);
  }
}

TEST_CASE("the practice puzzles: every technique has some, each at its level and needing it") {
  const PracticePuzzles p = PracticePuzzles::parse(puzzles_text());
  CHECK(p.bad_lines() == 0);
  for (int i = 0; i < kTechniqueCount; ++i) {
    const auto t = static_cast<Technique>(i);
    if (!is_learnable(t)) continue;
    CAPTURE(technique_key(t));
    CHECK(p.count(t) >= 1);
    std::set<std::uint64_t> seeds;
    for (int k = 0; k < p.count(t); ++k) {
      const GameCode& code = p.code(t, k);
      CAPTURE(format_game_code(code));
      CHECK(seeds.insert(code.seed).second);  // no code twice
      const std::optional<FreePlayPuzzle> made = make_free_play(code);
      REQUIRE(made.has_value());
      CHECK(made->rating.level == level_of(t));
      CHECK(made->rating.uses[static_cast<std::size_t>(i)] > 0);
    }
  }
}
