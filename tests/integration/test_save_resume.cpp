// SPDX-License-Identifier: MIT
// Quit in the middle of a stage, relaunch with the same save folder, Continue, finish it: the
// stage resumes exactly (digits, notes, mistakes, hints, timer, undo across the restart) and
// the clear lands in progress. Runs the real game headless on two generated scripts.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "game_process.hpp"

#include "game/session.hpp"
#include "game/stage_source.hpp"
#include "save/document_store.hpp"
#include "save/progress_codec.hpp"
#include "save/session_codec.hpp"

namespace fs = std::filesystem;
namespace game = nonet::game;
using namespace nonet::save;

namespace {

/// Arrow keys from one cell to another (the selection wraps, so go the straight way).
void walk(std::string& script, int& from, int to) {
  const int dr = nonet::row_of(to) - nonet::row_of(from);
  const int dc = nonet::col_of(to) - nonet::col_of(from);
  if (dr > 0) script += "key Down " + std::to_string(dr) + "\n";
  if (dr < 0) script += "key Up " + std::to_string(-dr) + "\n";
  if (dc > 0) script += "key Right " + std::to_string(dc) + "\n";
  if (dc < 0) script += "key Left " + std::to_string(-dc) + "\n";
  from = to;
}

std::string cell_name(int c) {
  return "r" + std::to_string(nonet::row_of(c) + 1) + "c" + std::to_string(nonet::col_of(c) + 1);
}

}  // namespace

TEST_CASE("quit mid-stage, relaunch, Continue, finish: resumed exactly, progress right") {
  nonet::test::ScratchDir dir("nonet-resume");
  const game::StageData stage = game::load_stage(1).stage.value();
  std::vector<int> empty;
  for (int c = 0; c < nonet::kCells; ++c) {
    if (stage.puzzle[c] == 0) empty.push_back(c);
  }
  REQUIRE(empty.size() > 10);
  const int a = empty[0], b = empty[1], n = empty[2], w = empty[3];
  const int da = stage.solution[a], db = stage.solution[b];
  const int wrong = stage.solution[w] % 9 + 1;

  // The same inputs on an in-process Session tell where the hint will land.
  game::Session model(stage);
  std::string first =
      "wait 10\nexpect screen title\nkey Return\nwait 10\nkey Escape\nwait 10\nexpect screen "
      "play\n";
  first += "expect stage 1\n";
  int at = model.selected();
  walk(first, at, a);
  first += "key " + std::to_string(da) + "\nwait 30\n";
  model.select(a);
  model.enter_digit(da);
  walk(first, at, b);
  first += "key " + std::to_string(db) + "\nwait 30\n";
  model.select(b);
  model.enter_digit(db);
  walk(first, at, n);
  first += "key Space\nkey 3\nkey 7\nkey Space\nwait 30\n";  // two notes
  model.select(n);
  model.toggle_notes_mode();
  model.enter_digit(3);
  model.enter_digit(7);
  model.toggle_notes_mode();
  walk(first, at, w);
  first += "key " + std::to_string(wrong) + "\nwait 60\n";  // a mistake
  model.select(w);
  model.enter_digit(wrong);
  first += "key ctrl+z\nwait 10\n";  // undo the second note
  model.undo();
  first += "key h\nkey h\nkey h\nwait 600\n";  // a hint (where, what, apply), then thinking
  model.apply_hint();
  REQUIRE(model.hint().has_value());
  const int hint_cell = model.hint()->cell;
  const int hint_digit = model.hint()->digit;
  first += "expect mistakes 1\nkey Escape\nwait 10\nexpect screen paused\nquit\n";

  std::string log;
  REQUIRE_MESSAGE(nonet::test::run_scripted_game(dir.path, first, "first", log) == 0, log);

  // What the first run left: the stage in progress, as the model played it.
  DocumentStore store(dir.path / "save");
  const LoadResult saved = store.load(kSessionFileName, session_document());
  REQUIRE(saved.status == LoadStatus::Loaded);
  std::optional<SessionSnapshot> snap;
  REQUIRE(decode_session(saved.payload, snap) == "");
  REQUIRE(snap.has_value());
  SessionSnapshot expected = capture_session(model);
  CHECK(snap->play.moves == expected.play.moves);
  CHECK(snap->play.undo_index == expected.play.undo_index);
  CHECK(snap->board == expected.board);
  CHECK(snap->notes == expected.notes);
  CHECK(snap->play.counters.mistakes == 1);
  CHECK(snap->play.counters.hints_used == 1);
  const game::Tick first_elapsed = snap->play.counters.elapsed;
  // The waits in play above add up to 770 ticks (one tick a frame with --fixed-step); the
  // timer stops on the title screen and when paused.
  CHECK(first_elapsed >= 760);
  CHECK(first_elapsed <= 790);

  // The second run: Continue resumes it, undo reaches across the restart, then finish.
  std::string second = "wait 10\nexpect screen title\nkey Return\nwait 10\n";
  second += "expect screen play\nexpect stage 1\nexpect mistakes 1\n";
  second += "expect digit " + cell_name(a) + " " + std::to_string(da) + "\n";
  second += "expect digit " + cell_name(b) + " " + std::to_string(db) + "\n";
  second += "expect digit " + cell_name(hint_cell) + " " + std::to_string(hint_digit) + "\n";
  second += "key ctrl+z\nwait 5\nexpect digit " + cell_name(hint_cell) + " 0\n";
  second += "key ctrl+y\nwait 5\nexpect digit " + cell_name(hint_cell) + " " +
            std::to_string(hint_digit) + "\n";
  second += "solve\nwait 3s\nexpect screen result\nexpect cleared 1\nexpect unlocked 2\nquit\n";
  REQUIRE_MESSAGE(nonet::test::run_scripted_game(dir.path, second, "second", log) == 0, log);

  const LoadResult p = store.load(kProgressFileName, progress_document());
  REQUIRE(p.ok());
  game::Progress progress;
  REQUIRE(decode_progress(p.payload, progress) == "");
  CHECK(progress.is_cleared(1));
  CHECK(progress.is_unlocked(2));
  CHECK(progress.record(1).plays == 1);  // resumed, not restarted
  // The best time includes the first run's time: the timer was resumed, not restarted.
  CHECK(progress.record(1).best_ms > game::milliseconds(first_elapsed));
  CHECK(progress.stages[0].fewest_mistakes == 1);
  CHECK(progress.stages[0].fewest_hints == 1);
  CHECK_FALSE(progress.stages[0].clean);
  CHECK(progress.totals.clears == 1);

  std::optional<SessionSnapshot> after;
  const LoadResult s = store.load(kSessionFileName, session_document());
  REQUIRE(s.ok());
  REQUIRE(decode_session(s.payload, after) == "");
  CHECK_FALSE(after.has_value());  // the stage is over: nothing to continue
}
