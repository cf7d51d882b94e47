// SPDX-License-Identifier: MIT
// The board in the player's words (issue 27): cells and units named as players read them, lists
// joined, and the editor's verdict made from core's judgement, in English exactly and in every
// shipped language without an English word left in it.
#include <doctest/doctest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "../core/no_solution_boards.hpp"
#include "core/custom_board.hpp"
#include "core/text.hpp"
#include "game/board_words.hpp"
#include "i18n/i18n.hpp"

using namespace nonet;
using game::judgement_sentence;

namespace {

const std::string kValid =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

Grid board(const std::string& text) {
  const ParseResult r = parse_grid(text, true);
  REQUIRE_MESSAGE(r, r.error);
  return *r.grid;
}

// One board of each verdict, as tests/core/test_custom_board.cpp builds them.
std::vector<BoardJudgement> every_verdict() {
  std::string clash = kValid, two_clashes = kValid, several = kValid;
  clash[6] = '5';
  two_clashes[2] = '3';
  several[0] = several[1] = several[4] = '.';
  Grid one;
  one.set(40, 7);
  return {judge_board(Grid{}),
          judge_board(board(clash)),
          judge_board(board(two_clashes)),
          judge_board(board("12345678." + std::string(8, '.') + "9" + std::string(63, '.'))),
          judge_board(nonet::testing::nine_shut_out()),
          judge_board(nonet::testing::deep_no_solution(board(kValid))),
          judge_board(one),
          judge_board(board(kValid.substr(0, 30) + std::string(51, '.'))),
          judge_board(board(several)),
          judge_board(board(kValid))};
}

std::vector<std::string> shipped_languages() {
  std::ifstream in(std::string(NONET_SOURCE_DIR) + "/po/LINGUAS");
  std::vector<std::string> out;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream words(line);
    for (std::string tag; words >> tag;) out.push_back(tag);
  }
  return out;
}

// The longest run of ASCII letters: an English word left in a Cyrillic, Korean, Japanese or
// Chinese sentence shows as one.
std::size_t longest_latin_run(const std::string& s) {
  std::size_t best = 0, run = 0;
  for (char ch : s) {
    const bool latin = (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z');
    run = latin ? run + 1 : 0;
    best = std::max(best, run);
  }
  return best;
}

}  // namespace

TEST_CASE("cells, units and lists in the player's words (English)") {
  REQUIRE(i18n::set_language("", "en") == "");
  CHECK(game::cell_words(0) == "row 1, column 1");
  CHECK(game::cell_words(23) == "row 3, column 6");
  CHECK(game::cell_words(80) == "row 9, column 9");
  CHECK(game::unit_words(0) == "row 1");
  CHECK(game::unit_words(9 + 5) == "column 6");
  CHECK(game::unit_words(18 + 8) == "box 9");
  CHECK(game::list_words({}).empty());
  CHECK(game::list_words({"a"}) == "a");
  CHECK(game::list_words({"a", "b"}) == "a and b");
  CHECK(game::list_words({"a", "b", "c", "d"}) == "a, b, c and d");
}

TEST_CASE("the editor's verdict in English: the words of core's, cells as players read them") {
  REQUIRE(i18n::set_language("", "en") == "");
  const std::vector<BoardJudgement> all = every_verdict();
  const std::vector<std::string> want = {
      "No givens yet: type digits or paste a puzzle.",
      "The same digit 5 twice in row 1 at row 1, column 1 and row 1, column 7.",
      "The same digit 3 twice in row 1 at row 1, column 2 and row 1, column 3 (and 1 more "
      "clash).",
      "No solution: no digit can go into row 1, column 9 (each one is already in its row, column "
      "or box).",
      "No solution: 9 has no place left in row 1.",
      "No solution: no rule is broken, but these givens cannot all be kept.",
      "Keep going: 1 given so far, a Sudoku needs at least 17.",
      "Keep going: 11 givens so far, a Sudoku needs at least 17.",
      "More than one solution: two of them differ at row 1, column 1 (3 or 5) and row 1, column "
      "2 (4 or 3).",
      "One solution: Easy, difficulty 39 of 99, hardest technique Hidden single (box).",
  };
  REQUIRE(all.size() == want.size());
  for (std::size_t i = 0; i < all.size(); ++i) CHECK(judgement_sentence(all[i]) == want[i]);
  // Core's own sentence (the tools' English, r1c1 cells) says the same as the game's.
  CHECK(all[1].sentence == "The same digit 5 twice in row 1 at r1c1 and r1c7.");
  CHECK(all[1].clashes.size() == 1);
  CHECK(all[2].clashes.size() == 2);
}

TEST_CASE("the editor's verdict in every shipped language: translated, no English left") {
  const std::vector<std::string> languages = shipped_languages();
  REQUIRE_FALSE(languages.empty());
  REQUIRE(i18n::set_language("", "en") == "");
  const std::vector<BoardJudgement> all = every_verdict();
  std::vector<std::string> english;
  for (const BoardJudgement& j : all) english.push_back(judgement_sentence(j));
  for (const std::string& tag : languages) {
    CAPTURE(tag);
    REQUIRE(i18n::set_language(NONET_LOCALE_BUILD_DIR, tag) == "");
    const bool latin_script =
        tag != "ja" && tag != "ko" && tag != "zh_CN" && tag != "uk" && tag != "ru";
    for (std::size_t i = 0; i < all.size(); ++i) {
      const std::string s = judgement_sentence(all[i]);
      CAPTURE(s);
      CHECK(s != english[i]);
      CHECK(s.find('{') == std::string::npos);  // every placeholder filled
      if (!latin_script) CHECK(longest_latin_run(s) < 3);
    }
  }
  REQUIRE(i18n::set_language("", "en") == "");
}
