// SPDX-License-Identifier: MIT
// Issue 30's data-loss findings, each reproduced without a timing race: a stop between two
// writes is injected through DocumentStore::Options::before_write (every write after the chosen
// point fails as if the process had died there), then a new GameSaves reads the folder as the
// next launch would. Also: the writer's order, a lock that cannot be taken, and values at a
// file's limit.
#include <doctest/doctest.h>

#include <condition_variable>
#include <memory>
#include <mutex>
#include <optional>
#include <vector>

#include "core/free_play.hpp"
#include "core/game_code.hpp"
#include "game/game.hpp"
#include "game_fixture.hpp"
#include "save/document_store.hpp"
#include "save/free_play_codec.hpp"
#include "save/game_saves.hpp"
#include "save/progress_codec.hpp"
#include "save/recent_boards_codec.hpp"
#include "save/save_writer.hpp"
#include "save/session_codec.hpp"
#include "save/settings_codec.hpp"
#include "save_test_support.hpp"

using namespace nonet;
using namespace nonet::save;
using namespace nonet::save::testing;

namespace {

// Lets writes through until armed, then `allowed` more, then none: "the process stopped".
struct Stopper {
  std::shared_ptr<int> allowed = std::make_shared<int>(-1);  // -1: not armed
  std::shared_ptr<std::vector<std::string>> written = std::make_shared<std::vector<std::string>>();
  DocumentStore::Options options() const {
    DocumentStore::Options o;
    o.before_write = [a = allowed, w = written](const std::string& name) {
      if (*a == 0) return false;
      if (*a > 0) --*a;
      w->push_back(name);
      return true;
    };
    return o;
  }
  void arm(int writes) const {
    *allowed = writes;
    written->clear();
  }
};

void solve(game::Game& g) {
  const Grid solution = g.session()->stage().solution;
  for (int c = 0; c < kCells; ++c) {
    if (g.session()->digits()[c] != 0) continue;
    g.apply(game::Action{game::ActionKind::SelectCell, c});
    g.apply(game::digit_action(solution[c]));
  }
  REQUIRE(g.session()->outcome() == game::Outcome::Won);
}

// Solves the open game but its last cell, watched by `saves` as the frame loop would.
void solve_but_one(game::Game& g, GameSaves& saves, std::int64_t& now) {
  const Grid solution = g.session()->stage().solution;
  int left = 0;
  for (int c = 0; c < kCells; ++c) left += g.session()->digits()[c] == 0 ? 1 : 0;
  for (int c = 0; c < kCells && left > 1; ++c) {
    if (g.session()->digits()[c] != 0) continue;
    g.apply(game::Action{game::ActionKind::SelectCell, c});
    g.apply(game::digit_action(solution[c]));
    --left;
    for (int t = 0; t < 20; ++t) g.update();
    saves.watch(g, now += 400);
  }
}

int nth_empty_cell(const game::Session& s) {
  for (int c = 0; c < kCells; ++c)
    if (s.digits()[c] == 0) return c;
  return -1;
}

void open_daily(game::Game& g) {
  for (int i = 0; i < static_cast<int>(game::TitleItem::FreePlay); ++i)
    g.apply(game::Action{game::ActionKind::Down, 0});
  g.apply(game::Action{game::ActionKind::Confirm, 0});
  REQUIRE(g.screen() == game::Screen::FreePlay);
  while (g.focus() != static_cast<int>(game::FreePlayRow::Daily))
    g.apply(game::Action{game::ActionKind::Down, 0});
  g.apply(game::Action{game::ActionKind::Confirm, 0});
  g.finish_free_play_job();
  REQUIRE(g.session());
  REQUIRE(g.session()->stage().daily);
}

}  // namespace

TEST_CASE("issue 30: a daily puzzle's end survives a stop after its first write") {
  // Before: the writer took documents in file-name order, so free_play.json (the game gone)
  // landed before progress.json (the win and the streak): a stop between them lost the win.
  const CivilDate today{2026, 12, 2};
  for (const int writes : {1, 2}) {
    CAPTURE(writes);
    ScratchFolder folder;
    Stopper stop;
    {
      game::Game g(fixed_stage);
      g.set_today(today);
      GameSaves saves(folder.path(), stop.options());
      saves.load();
      open_daily(g);
      std::int64_t now = 0;
      solve_but_one(g, saves, now);
      saves.flush(g, now += 16);
      stop.arm(writes);  // the game's end may make `writes` writes, then the process stops
      solve(g);
      for (int t = 0; t < 5; ++t) {
        g.update();
        saves.watch(g, now += 16);
      }
      saves.flush(g, now += 16);
      REQUIRE_FALSE(stop.written->empty());
      CHECK(stop.written->front() == kProgressFileName);  // the result first
    }
    game::Game again(fixed_stage);
    again.set_today(today);
    GameSaves next(folder.path());
    const LoadedGame loaded = next.load();
    CHECK(loaded.progress.free_play.daily.won == 1);
    CHECK(loaded.progress.free_play.daily.streak == 1);
    CHECK(loaded.progress.free_play.daily.last_solved == "2026-12-02");
    CHECK_FALSE(loaded.free_play.has_value());  // ended: never offered again
    CHECK(loaded.notices.empty());
  }
}

TEST_CASE(
    "issue 30: a stage cleared just before a stop is neither offered again nor counted twice") {
  // Before: the session's "finished" write could wait for the 300 ms gap; a stop there left
  // session.json offering the stage again, and clearing it again counted the clear twice.
  ScratchFolder folder;
  Stopper stop;
  {
    game::Game g(fixed_stage);
    GameSaves saves(folder.path(), stop.options());
    saves.load();
    REQUIRE(g.start_stage(1));
    std::int64_t now = 0;
    solve_but_one(g, saves, now);
    saves.flush(g, now += 16);
    stop.arm(1);  // only the first write after the clear lands
    solve(g);
    g.update();
    saves.watch(g, now += 16);
    saves.flush(g, now += 16);
    REQUIRE(*stop.written == std::vector<std::string>{kProgressFileName});
  }
  // session.json on disk still holds the stage before its last move; progress holds the clear.
  {
    DocumentStore raw(folder.path());
    std::optional<SessionSnapshot> on_disk;
    const LoadResult r = raw.load(kSessionFileName, session_document());
    REQUIRE(r.ok());
    REQUIRE(decode_session(r.payload, on_disk).empty());
    REQUIRE(on_disk.has_value());  // the leftover of the stop
  }
  {
    GameSaves next(folder.path());
    const LoadedGame loaded = next.load();
    CHECK(loaded.progress.totals.clears == 1);
    CHECK(loaded.progress.is_cleared(1));
    CHECK_FALSE(loaded.session.has_value());  // already counted: dropped, not resumed
    CHECK(loaded.notices.empty());
    // The next launch writes the leftover away at its first look.
    game::Game g(fixed_stage);
    g.restore(loaded.progress, loaded.settings.settings);
    next.watch(g, 0);
    next.flush(g, 16);
  }
  DocumentStore raw(folder.path());
  std::optional<SessionSnapshot> on_disk;
  const LoadResult r = raw.load(kSessionFileName, session_document());
  REQUIRE(r.ok());
  REQUIRE(decode_session(r.payload, on_disk).empty());
  CHECK_FALSE(on_disk.has_value());
}

TEST_CASE("issue 30: a finished game's file waits for progress.json to land") {
  // progress.json cannot be written (the stop refuses it alone): the finished game's file must
  // not be cleared either, or the result would be lost with nothing left to replay.
  ScratchFolder folder;
  auto refuse_progress = std::make_shared<bool>(false);
  DocumentStore::Options o;
  o.before_write = [refuse_progress](const std::string& name) {
    return !(*refuse_progress && name == kProgressFileName);
  };
  {
    game::Game g(fixed_stage);
    GameSaves saves(folder.path(), o);
    saves.load();
    REQUIRE(g.start_stage(1));
    std::int64_t now = 0;
    solve_but_one(g, saves, now);
    saves.flush(g, now += 16);
    *refuse_progress = true;
    solve(g);
    for (int t = 0; t < 30; ++t) {
      g.update();
      saves.watch(g, now += 400);
    }
    saves.flush(g, now += 16);
    CHECK(saves.warning().find("stopped") != std::string::npos);
  }
  GameSaves next(folder.path());
  const LoadedGame loaded = next.load();
  CHECK_FALSE(loaded.progress.is_cleared(1));
  REQUIRE(loaded.session.has_value());  // still there to be finished: nothing was lost
  CHECK(loaded.session->stage == 1);
}

TEST_CASE("issue 30: the writer writes documents in the order of their latest submit") {
  ScratchFolder folder;
  std::mutex m;
  std::condition_variable cv;
  bool release = false;
  std::vector<std::string> order;
  DocumentStore::Options o;
  o.before_write = [&](const std::string& name) {
    std::unique_lock lock(m);
    order.push_back(name);
    if (name == "first.json") cv.wait(lock, [&] { return release; });  // hold the worker
    return true;
  };
  DocumentStore store(folder.path(), o);
  const DocumentType& type = progress_document();
  const Json payload = encode_progress(game::Progress{});
  {
    SaveWriter writer(store);
    writer.submit("first.json", type, payload);
    for (;;) {  // the worker is inside the first write
      std::lock_guard lock(m);
      if (!order.empty()) break;
    }
    writer.submit("session.json", type, payload);
    writer.submit("progress.json", type, payload);
    writer.submit("free_play.json", type, payload);
    writer.submit("session.json", type, payload);  // newer: after the others now
    {
      std::lock_guard lock(m);
      release = true;
    }
    cv.notify_all();
    writer.flush();
  }
  CHECK(order ==
        std::vector<std::string>{"first.json", "progress.json", "free_play.json", "session.json"});
}

TEST_CASE("issue 30: a lock that cannot be taken never fails open") {
  // Before: with nonet.lock a folder, both copies logged "saving without the folder lock" and
  // both saved; the second overwrote the first's clear.
  ScratchFolder folder;
  fs::create_directory(folder / kLockFileName);
  game::Game g(fixed_stage);
  GameSaves saves(folder.path());
  const LoadedGame loaded = saves.load();
  REQUIRE(loaded.notices.size() == 1);
  CHECK(loaded.notices[0].find("cannot lock its save folder") != std::string::npos);
  REQUIRE(g.start_stage(1));
  place_nth_empty(g, 0);
  saves.flush(g, 0);
  for (std::int64_t now = 16; now < 3000; now += 16) saves.watch(g, now);
  CHECK_FALSE(fs::exists(folder / kProgressFileName));
  CHECK_FALSE(fs::exists(folder / kSessionFileName));
  CHECK(saves.warning().find("lock") != std::string::npos);
  // Once the lock can be taken, the same run saves what it kept.
  fs::remove(folder / kLockFileName);
  for (std::int64_t now = 3000; now < 12000; now += 16) saves.watch(g, now);
  saves.flush(g, 12000);
  CHECK(saves.warning().empty());
  CHECK(fs::exists(folder / kSessionFileName));
  // A second copy now finds the lock held and writes nothing.
  GameSaves second(folder.path());
  CHECK(second.load().notices.size() == 1);
  CHECK(second.warning().find("already running") != std::string::npos);
}

TEST_CASE("issue 30: counters at a file's limit stop there, and every later save works") {
  ScratchFolder folder;
  {
    game::Progress p;
    p.stages[0].plays = 1'000'000'000;
    p.stages[0].cleared = true;
    p.stages[0].best_ms = 1000;
    p.totals.clears = game::kMaxCount;
    p.free_play.daily.streak = 1'000'000'000;
    p.free_play.daily.longest = 1'000'000'000;
    p.free_play.daily.won = 1'000'000'000;
    p.free_play.daily.played = 1'000'000'000;
    p.free_play.daily.started = 1'000'000'000;
    p.free_play.daily.best_ms = 60'000;
    p.free_play.daily.total_ms = game::kMaxMs;
    p.free_play.daily.last_solved = "2026-12-01";
    DocumentStore store(folder.path());
    REQUIRE(store.save(kProgressFileName, progress_document(), encode_progress(p)).ok());
  }
  {
    game::Game g(fixed_stage);
    g.set_today({2026, 12, 2});
    GameSaves saves(folder.path());
    const LoadedGame loaded = saves.load();
    g.restore(loaded.progress, loaded.settings.settings);
    REQUIRE(g.start_stage(1));  // one more play of stage 1
    solve(g);
    g.update();
    saves.flush(g, 0);
    CHECK(saves.warning().empty());
  }
  {
    game::Game g(fixed_stage);  // the next launch
    g.set_today({2026, 12, 2});
    GameSaves saves(folder.path());
    const LoadedGame loaded = saves.load();
    g.restore(loaded.progress, loaded.settings.settings);
    open_daily(g);  // the day after the last one solved: the streak would grow past the limit
    solve(g);
    g.update();
    saves.flush(g, 1000);
    CHECK(saves.warning().empty());
  }
  const LoadedGame loaded = GameSaves(folder.path()).load();
  CHECK(loaded.notices.empty());
  CHECK(loaded.progress.stages[0].plays == 1'000'000'000);
  CHECK(loaded.progress.totals.clears == game::kMaxCount);
  CHECK(loaded.progress.free_play.daily.streak == 1'000'000'000);
  CHECK(loaded.progress.free_play.daily.started == 1'000'000'000);  // stopped at the limit
  CHECK(loaded.progress.free_play.daily.played == 1'000'000'000);
  CHECK(loaded.progress.free_play.daily.last_solved == "2026-12-02");
}

TEST_CASE("issue 30: a game's timer and history stop where a save can still hold them") {
  game::Session s(fixed_stage(1));
  game::SessionCounters at_limit{0, 0, game::kMaxElapsedTicks - 2 * game::kTicksPerSecond};
  s.restore(at_limit, 40, false);
  for (int t = 0; t < 10 * game::kTicksPerSecond; ++t) s.update();
  CHECK(s.elapsed() == game::kMaxElapsedTicks);
  std::optional<SessionSnapshot> timed;
  CHECK(decode_session(encode_session(capture_session(s)), timed).empty());
  // The longest history a file holds, then one move more: refused, and the file still valid.
  const int cell = nth_empty_cell(s);
  for (std::size_t i = 0; i < game::kMaxHistoryMoves; ++i)
    REQUIRE(s.apply({game::MoveKind::ToggleNote, cell, 1 + static_cast<int>(i % 2)}) ==
            game::MoveResult::Recorded);
  CHECK(s.apply({game::MoveKind::ToggleNote, cell, 3}) == game::MoveResult::Refused);
  std::optional<SessionSnapshot> back;
  CHECK(decode_session(encode_session(capture_session(s)), back).empty());
  REQUIRE(back.has_value());
  CHECK(back->play.moves.size() == game::kMaxHistoryMoves);
  // Undo one, and a new move takes its place (the redo branch is dropped).
  REQUIRE(s.undo());
  CHECK(s.apply({game::MoveKind::ToggleNote, cell, 3}) == game::MoveResult::Recorded);
}

TEST_CASE("issue 30: free play's unlimited hints are counted up to what its file holds") {
  game::StageData st = fixed_stage(0);
  st.number = 0;
  st.code = format_game_code(GameCode{Level::Easy, 42});
  st.mistakes_allowed = 0;
  st.unlimited_hints = true;
  game::Session s(st);
  s.restore({static_cast<int>(game::kMaxFreeCount), static_cast<int>(game::kMaxFreeCount), 0}, 40,
            false);
  s.apply_hint();
  CHECK(s.hints_used() == game::kMaxFreeCount);
  const int cell = nth_empty_cell(s);
  s.apply({game::MoveKind::Place, cell, kFixedSolution[cell] - '0' == 9 ? 1 : 9});
  CHECK(s.mistakes() == game::kMaxFreeCount);
  const Json payload = encode_free_play(capture_free_play(s));
  CHECK(free_play_document().validate(payload).empty());
}

TEST_CASE("issue 30: a last day solved in the future is a broken record, not a frozen streak") {
  game::Progress p;
  p.free_play.daily.last_solved = "2031-01-01";  // written under a clock once set ahead
  p.free_play.daily.streak = 7;
  const CivilDate today{2026, 12, 2};
  CHECK(p.current_streak(today) == 0);
  game::FreePlayEnd end{daily_level(today), true, 100 * game::kTicksPerSecond, today};
  const game::FreePlayRecord r = p.record_free_play(end, today);
  CHECK(r.streak_grew);
  CHECK(p.free_play.daily.streak == 1);
  CHECK(p.free_play.daily.last_solved == "2026-12-02");
  CHECK(p.current_streak(today) == 1);
  // Tomorrow's date (a time zone away) is not broken.
  game::Progress q;
  q.free_play.daily.last_solved = "2026-12-03";
  q.free_play.daily.streak = 3;
  CHECK(q.current_streak(today) == 3);
}

TEST_CASE("issue 30: a document that is a symbolic link is written through, never replaced") {
  ScratchFolder folder, elsewhere;
  game::Progress p;
  p.stages[0].plays = 1;
  {
    DocumentStore there(elsewhere.path());
    REQUIRE(there.save("kept.json", progress_document(), encode_progress(p)).ok());
  }
  fs::create_symlink(elsewhere / "kept.json", folder / kProgressFileName);
  DocumentStore store(folder.path());
  const LoadResult first = store.load(kProgressFileName, progress_document());
  REQUIRE(first.ok());
  p.stages[0].plays = 2;
  REQUIRE(store.save(kProgressFileName, progress_document(), encode_progress(p)).ok());
  // Before: the link was renamed to progress.json.bak and a plain file put in its place, so the
  // file it led to stopped being updated.
  CHECK(fs::is_symlink(folder / kProgressFileName));
  CHECK_FALSE(fs::exists(folder / "progress.json.bak"));
  CHECK(fs::exists(elsewhere / "kept.json.bak"));  // the backup beside the file it leads to
  DocumentStore there(elsewhere.path());
  const LoadResult back = there.load("kept.json", progress_document());
  REQUIRE(back.ok());
  game::Progress read;
  REQUIRE(decode_progress(back.payload, read).empty());
  CHECK(read.stages[0].plays == 2);
}

TEST_CASE("issue 30: a link that leads nowhere is refused with a notice, not taken as missing") {
  ScratchFolder folder;
  game::Progress stale;
  stale.stages[0].plays = 5;
  {
    DocumentStore store(folder.path());
    REQUIRE(store.save(kSessionFileName, session_document(), encode_session(std::nullopt)).ok());
    REQUIRE(store.save(kSessionFileName, session_document(), encode_session(std::nullopt)).ok());
    REQUIRE(fs::exists(folder / "session.json.bak"));  // an old backup that must not come back
  }
  fs::remove(folder / kSessionFileName);
  fs::create_symlink(folder / "unmounted" / "session.json", folder / kSessionFileName);
  DocumentStore store(folder.path());
  const LoadResult r = store.load(kSessionFileName, session_document());
  CHECK(r.status == LoadStatus::Unreadable);
  CHECK(r.notice.find("link") != std::string::npos);
  const SaveResult w =
      store.save(kSessionFileName, session_document(), encode_session(std::nullopt));
  CHECK_FALSE(w.ok());
  CHECK(w.error.find("does not exist") != std::string::npos);
  CHECK(fs::is_symlink(folder / kSessionFileName));  // left as the player made it
}

TEST_CASE("issue 30: the board being typed in the editor survives a quit or a crash") {
  ScratchFolder folder;
  Grid typed;
  {
    game::Game g(fixed_stage);
    GameSaves saves(folder.path());
    saves.load();
    for (int i = 0; i < static_cast<int>(game::TitleItem::FreePlay); ++i)
      g.apply(game::Action{game::ActionKind::Down, 0});
    g.apply(game::Action{game::ActionKind::Confirm, 0});
    while (g.focus() != static_cast<int>(game::FreePlayRow::Custom))
      g.apply(game::Action{game::ActionKind::Down, 0});
    g.apply(game::Action{game::ActionKind::Confirm, 0});
    REQUIRE(g.screen() == game::Screen::Editor);
    g.apply(game::digit_action(5));
    g.apply(game::Action{game::ActionKind::Right, 0});
    g.apply(game::digit_action(3));
    typed = g.board_editor().board();
    REQUIRE(typed.filled_count() == 2);
    // No flush: the frame loop's watching alone must put it on disk (a crash gives no quit).
    for (std::int64_t now = 0; now < 1000; now += 16) saves.watch(g, now);
  }
  GameSaves next(folder.path());
  const LoadedGame loaded = next.load();
  CHECK(loaded.editor_draft == typed);
  game::Game g(fixed_stage);
  g.restore_editor_draft(loaded.editor_draft);
  CHECK(g.board_editor().board() == typed);
  CHECK_FALSE(g.board_editor().can_undo());
  // Cleared, the draft goes from the file too.
  const Json payload = encode_recent_boards({}, Grid{});
  CHECK_FALSE(payload.contains("draft"));
  CHECK(recent_boards_document().validate(encode_recent_boards({}, typed)).empty());
  Json bad = encode_recent_boards({}, typed);
  bad["draft"] = "12";
  CHECK_FALSE(recent_boards_document().validate(bad).empty());
}

TEST_CASE("issue 30: a setting's text from the file reaches the player without escape codes") {
  Json payload = encode_settings(SettingsFile{});
  payload["theme"] = "\x1b]0;owned\x07\x1b[31mred\xc2\x9b";
  SettingsFile out;
  std::vector<std::string> corrected;
  REQUIRE(read_settings(payload, out, corrected).empty());
  REQUIRE(corrected.size() == 1);
  for (const char ch : corrected[0]) {
    const auto b = static_cast<unsigned char>(ch);
    CHECK((b >= 0x20 && b < 0x7f));  // printable ASCII only: the rest is escaped
  }
  CHECK(corrected[0].find("\\u001b") != std::string::npos);
}
