// SPDX-License-Identifier: MIT
// A collection of 1,000 puzzles in the real game (issue 29): dropped on the window, rated in
// the background, one puzzle started and left in progress; after a restart the collection and
// the game are there, the puzzle resumes from its list, is solved, and its time is kept; the
// file's bad lines are listed with their numbers.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "game_process.hpp"
#include "save/collections_codec.hpp"
#include "save/document_store.hpp"

namespace fs = std::filesystem;
using namespace nonet::save;

TEST_CASE("a collection of 1,000 puzzles is opened, played and resumed across a restart") {
  nonet::test::ScratchDir dir("nonet-collections");
  // The first 1,000 puzzles of the Kaggle excerpt, a heading, and two lines that are not
  // puzzles (lines 1002 and 1003 of the file).
  const fs::path file = dir.path / "week.sdm";
  {
    std::ifstream in(fs::path(NONET_TEST_DATA_DIR) / "puzzles0_kaggle_first2000");
    std::ofstream out(file);
    out << "# a week of puzzles\n";
    std::string line;
    int n = 0;
    while (n < 1000 && std::getline(in, line)) {
      if (line.empty() || line[0] == '#') continue;
      out << line << '\n';
      ++n;
    }
    REQUIRE(n == 1000);
    out << "this line is not a puzzle\n" << std::string(81, '.') << '\n';
  }
  const std::string first =
      "key Return\nwait 10\nexpect screen coach\nkey Escape\nwait 20\nkey Escape\nwait 10\n"
      "drop " +
      file.string() +
      "\nwait 5\nexpect screen collections\nexpect collections 1\nexpect collection 1000 0 2\n"
      "expect text 2 lines were not puzzles: line 1002, not a board; line 1003, several "
      "solutions\n"
      // The fourth puzzle, by keys: two notes, then left for the title.
      "key Down 3\nkey Return\nwait 20\nexpect screen play\nexpect game-code Custom\n"
      "click r1c1\nkey space\nkey 5\nkey 6\nkey space\nexpect moves 2\nwait 30\nkey Escape\nwait "
      "10\nquit\n";
  std::string log;
  REQUIRE_MESSAGE(nonet::test::run_scripted_game(dir.path, first, "first", log) == 0, log);

  const LoadResult saved =
      DocumentStore(dir.path / "save").load(kCollectionsFileName, collections_document());
  REQUIRE(saved.status == LoadStatus::Loaded);
  std::vector<nonet::game::PuzzleCollection> list;
  REQUIRE(decode_collections(saved.payload, list) == "");
  REQUIRE(list.size() == 1);
  CHECK(list[0].name == "week.sdm");
  CHECK(list[0].puzzles.size() == 1000);
  CHECK(list[0].bad_total == 2);
  CHECK(list[0].solved() == 0);

  // After the restart: Free play, the editor's Files, the collection with its game in
  // progress; the puzzle's row continues it; solved, its time is on its row.
  const std::string second =
      "wait 10\nexpect screen title\nkey Down 2\nkey Return\nwait 10\nexpect screen freeplay\n"
      "key Up\nkey Return\nwait 10\nexpect screen editor\nclick item5\nwait 10\n"
      "expect screen collections\nexpect collection 1000 0 2\nexpect text In progress\n"
      "click puzzle4\nwait 20\nexpect screen play\nexpect moves 2\nsolve\nwait 3s\n"
      "expect screen result\nkey Escape\nwait 10\nexpect screen collections\n"
      "expect collection 1000 1 2\nexpect text Solved in\nquit\n";
  REQUIRE_MESSAGE(nonet::test::run_scripted_game(dir.path, second, "second", log) == 0, log);
  const LoadResult after =
      DocumentStore(dir.path / "save").load(kCollectionsFileName, collections_document());
  REQUIRE(after.status == LoadStatus::Loaded);
  REQUIRE(decode_collections(after.payload, list) == "");
  REQUIRE(list.size() == 1);
  CHECK(list[0].best_ms[3] > 0);
  CHECK(list[0].solved() == 1);
  CHECK(list[0].rated() == 1000);
}
