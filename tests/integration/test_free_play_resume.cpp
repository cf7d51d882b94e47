// SPDX-License-Identifier: MIT
// The free-play game across a restart of the real game (issue 12): quit in the middle of a
// "check at the end" game, relaunch on the same save folder, Continue it from the free-play
// screen with its marks, undo back through the Check; then a damaged free_play.json is said on
// start and moved aside, and the campaign's files are untouched.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "game_process.hpp"

#include "save/document_store.hpp"
#include "save/free_play_codec.hpp"
#include "save/progress_codec.hpp"

namespace fs = std::filesystem;
using namespace nonet::save;

namespace {

// The free-play game free_play.json holds (nullopt: none); the file must load and decode.
std::optional<FreePlaySnapshot> saved_free_play(const fs::path& dir) {
  const LoadResult saved =
      DocumentStore(dir / "save").load(kFreePlayFileName, free_play_document());
  REQUIRE(saved.status == LoadStatus::Loaded);
  std::optional<FreePlaySnapshot> snap;
  REQUIRE(decode_free_play(saved.payload, snap) == "");
  return snap;
}

}  // namespace

TEST_CASE(
    "a free-play game resumes after a restart with its marks and undo, and a damaged file is "
    "said") {
  nonet::test::ScratchDir dir("nonet-free-resume");
  const std::string first =
      "wait 10\nkey Down 2\nkey Return\nwait 10\nexpect screen freeplay\n"
      "key Down 7\nkey Return\n"  // Checking: at the end
      "key Up 7\nkey Return\nwait 60\nexpect screen play\nexpect stage 0\n"
      "key h\nkey h\nkey h\nkey ctrl+z\nwrong\nexpect mistakes 0\ncheck\nexpect marks 1\nexpect "
      "moves 2\n"
      "wait 120\nkey Escape\nwait 10\nexpect screen paused\nquit\n";
  std::string log;
  REQUIRE_MESSAGE(nonet::test::run_scripted_game(dir.path, first, "first", log) == 0, log);

  const std::optional<FreePlaySnapshot> snap = saved_free_play(dir.path);
  REQUIRE(snap.has_value());
  CHECK(snap->check_at_end);
  // The undone hint went with the redo branch: the wrong digit, then the Check.
  REQUIRE(snap->session.play.moves.size() == 2);
  CHECK(nonet::game::to_text(snap->session.play.moves[1]) == "check");
  CHECK(snap->session.play.undo_index == 2);
  CHECK(snap->session.play.counters.elapsed >= 115);

  const std::string second =
      "wait 10\nexpect screen title\nkey Down 2\nkey Return\nwait 10\nexpect screen freeplay\n"
      "key Up 2\nkey Return\nwait 10\n"  // Continue, above the last row (Enter a puzzle)
      "expect screen play\nexpect stage 0\nexpect marks 1\nexpect moves 2\n"
      "key ctrl+z\nexpect marks 0\nexpect moves 1\nkey ctrl+z\nexpect moves 0\n"
      "key ctrl+y\nkey ctrl+y\nexpect marks 1\nquit\n";
  REQUIRE_MESSAGE(nonet::test::run_scripted_game(dir.path, second, "second", log) == 0, log);

  // A damaged file (no backup left to fall back on): said on start, moved aside, play goes on.
  const fs::path file = dir.path / "save" / kFreePlayFileName;
  fs::remove(dir.path / "save" / (std::string(kFreePlayFileName) + ".bak"));
  std::ofstream(file, std::ios::trunc) << "{ \"format\": \"nonet-free-play\", \"versi";
  const std::string third =
      "wait 10\nkey Down 2\nkey Return\nwait 10\nexpect screen freeplay\nquit\n";
  REQUIRE_MESSAGE(nonet::test::run_scripted_game(dir.path, third, "third", log) == 0, log);
  CHECK(log.find("free-play game") != std::string::npos);
  CHECK(log.find("free_play.json.corrupt-") != std::string::npos);
  CHECK_FALSE(fs::exists(file));
}

TEST_CASE("a custom board in progress resumes after a restart, undo included") {
  nonet::test::ScratchDir dir("nonet-custom-resume");
  const std::string board =
      "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
  const std::string first =
      "wait 10\nkey Down 2\nkey Return\nwait 10\nexpect screen freeplay\n"
      "key Up\nkey Return\nwait 10\nexpect screen editor\n"  // Enter a puzzle: the last row
      "paste " +
      board +
      "\nexpect verdict One solution\ntap item0\nwait 20\nexpect screen play\n"
      "expect game-code Custom\nclick r1c3\nkey 4\nclick r1c4\nkey space\nkey 6\nkey space\n"
      "expect moves 2\nwait 90\nkey Escape\nwait 10\nexpect screen paused\nquit\n";
  std::string log;
  REQUIRE_MESSAGE(nonet::test::run_scripted_game(dir.path, first, "first", log) == 0, log);

  const std::optional<FreePlaySnapshot> snap = saved_free_play(dir.path);
  REQUIRE(snap.has_value());
  CHECK(snap->custom);
  CHECK(snap->session.puzzle == board);
  CHECK(snap->session.play.moves.size() == 2);

  const std::string second =
      "wait 10\nexpect screen title\nkey Down 2\nkey Return\nwait 10\nexpect screen freeplay\n"
      "key Up 2\nkey Return\nwait 10\n"  // Continue
      "expect screen play\nexpect game-code Custom\nexpect digit r1c3 4\nexpect notes r1c4 6\n"
      "expect moves 2\nkey ctrl+z\nkey ctrl+z\nexpect moves 0\nexpect digit r1c3 0\n"
      "solve\nwait 3s\nexpect screen result\nquit\n";
  REQUIRE_MESSAGE(nonet::test::run_scripted_game(dir.path, second, "second", log) == 0, log);
  // Solved: the file offers no game any more.
  CHECK_FALSE(saved_free_play(dir.path).has_value());
}
