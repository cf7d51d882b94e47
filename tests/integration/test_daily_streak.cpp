// SPDX-License-Identifier: MIT
// The daily puzzle in the real game across restarts (issue 12): solved on two consecutive
// local dates (NONET_TODAY fixes the date) the streak is 2 after the second launch; a day
// missed starts it again at 1 and the longest stays 2. Each day's puzzle is that date's code.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "core/free_play.hpp"
#include "core/game_code.hpp"
#include "game/progress.hpp"
#include "game_process.hpp"
#include "save/document_store.hpp"
#include "save/progress_codec.hpp"

namespace fs = std::filesystem;
using namespace nonet::save;

namespace {

// Plays the daily puzzle of `date` ("2026-12-07") by keys from the title to its result, in a
// fresh launch on the folder's save.
void play_daily(const fs::path& dir, const std::string& date, const std::string& name) {
  const nonet::CivilDate d{std::stoi(date.substr(0, 4)), std::stoi(date.substr(5, 2)),
                           std::stoi(date.substr(8, 2))};
  const std::string code = nonet::format_game_code(nonet::daily_code(d));
  const std::string script =
      "wait 10\nkey Down 2\nkey Return\nwait 10\nexpect screen freeplay\n"
      "key Down 5\nkey Return\nwait 600\n"  // the Daily row: made on the worker thread
      "expect screen play\nexpect game-code " +
      code + "\nsolve\nwait 600\nexpect screen result\nquit\n";
  const fs::path script_path = dir / (name + ".txt");
  const fs::path log_path = dir / (name + ".log");
  std::ofstream(script_path) << script;
  const int status = nonet::test::run_process(
      {NONET_EXECUTABLE, "--script", script_path.string(), "--save-dir", (dir / "save").string(),
       "--fixed-step", "--size", "800x600"},
      {"SDL_VIDEODRIVER=offscreen", "SDL_AUDIODRIVER=dummy", "NONET_TODAY=" + date}, log_path);
  REQUIRE_MESSAGE(status == 0, nonet::test::slurp(log_path));
}

nonet::game::DailyStats saved_daily(const fs::path& dir) {
  DocumentStore store(dir / "save");
  const LoadResult saved = store.load(kProgressFileName, progress_document());
  REQUIRE(saved.status == LoadStatus::Loaded);
  nonet::game::Progress p;
  REQUIRE(decode_progress(saved.payload, p) == "");
  return p.free_play.daily;
}

}  // namespace

TEST_CASE("the daily streak grows over two consecutive days across restarts, a gap restarts it") {
  nonet::test::ScratchDir dir("nonet-daily");
  play_daily(dir.path, "2026-12-07", "monday");  // Monday: Easy
  nonet::game::DailyStats d = saved_daily(dir.path);
  CHECK(d.won == 1);
  CHECK(d.streak == 1);
  CHECK(d.last_solved == "2026-12-07");
  CHECK(d.best_ms > 0);

  play_daily(dir.path, "2026-12-08", "tuesday");  // the next day, after a restart
  d = saved_daily(dir.path);
  CHECK(d.won == 2);
  CHECK(d.streak == 2);
  CHECK(d.longest == 2);
  CHECK(d.last_solved == "2026-12-08");

  play_daily(dir.path, "2026-12-10", "thursday");  // Wednesday missed
  d = saved_daily(dir.path);
  CHECK(d.won == 3);
  CHECK(d.streak == 1);
  CHECK(d.longest == 2);
  CHECK(d.last_solved == "2026-12-10");
}
