// SPDX-License-Identifier: MIT
// The free-play game saved like a stage (docs/SAVES.md, docs/FREE_PLAY.md): the codec's round
// trip with both checking rules, the replay that rebuilds it (undo across a restart included),
// a campaign stage and a free-play game kept side by side, and damaged or unreplayable files
// reported with nothing else lost.
#include <doctest/doctest.h>

#include "core/game_code.hpp"
#include "core/solver.hpp"
#include "game/game.hpp"
#include "game_fixture.hpp"
#include "save/document_store.hpp"
#include "save/free_play_codec.hpp"
#include "save/game_saves.hpp"
#include "save_test_support.hpp"

using namespace nonet;
using namespace nonet::save;
using namespace nonet::save::testing;

namespace {

game::StageData free_stage(bool check_at_end) {
  game::StageData st = fixed_stage(0);
  st.number = 0;
  st.code = format_game_code(GameCode{Level::Easy, 123456});
  st.mistakes_allowed = check_at_end ? 0 : 5;
  st.unlimited_hints = true;
  st.check_at_end = check_at_end;
  st.daily = !check_at_end;
  st.score = 17;
  return st;
}

int nth_empty(const game::Session& s, int n) {
  for (int c = 0; c < kCells; ++c)
    if (s.digits()[c] == 0 && n-- == 0) return c;
  return -1;
}

int right(int cell) { return kFixedSolution[cell] - '0'; }
int wrong(int cell) { return right(cell) % 9 + 1; }

// A few moves of every kind, a Check among them when the rule has it, one move undone.
game::Session played(const game::StageData& st) {
  game::Session s(st);
  const int a = nth_empty(s, 0), b = nth_empty(s, 1), c = nth_empty(s, 2);
  s.apply({game::MoveKind::Place, a, right(a)});
  s.apply({game::MoveKind::ToggleNote, c, 4});
  if (st.check_at_end) {
    s.apply({game::MoveKind::Place, b, wrong(b)});
    s.apply({game::MoveKind::Check, -1, 0});
  } else {
    s.apply({game::MoveKind::Place, b, wrong(b)});  // a mistake, not recorded
  }
  s.apply_hint();
  s.apply({game::MoveKind::FillNotes, -1, 0});
  REQUIRE(s.undo());
  for (int i = 0; i < 77; ++i) s.update();
  return s;
}

void open_free_play(game::Game& g) {
  for (int i = 0; i < static_cast<int>(game::TitleItem::FreePlay); ++i)
    g.apply(game::Action{game::ActionKind::Down, 0});
  g.apply(game::Action{game::ActionKind::Confirm, 0});
  REQUIRE(g.screen() == game::Screen::FreePlay);
}

void pick_row(game::Game& g, game::FreePlayRow row) {
  while (g.focus() != static_cast<int>(row)) g.apply(game::Action{game::ActionKind::Down, 0});
  g.apply(game::Action{game::ActionKind::Confirm, 0});
}

}  // namespace

TEST_CASE("the free-play codec round-trips both checking rules and the replay rebuilds them") {
  for (const bool at_end : {false, true}) {
    CAPTURE(at_end);
    const game::StageData st = free_stage(at_end);
    const game::Session s = played(st);
    const FreePlaySnapshot snap = capture_free_play(s);
    CHECK(snap.check_at_end == at_end);
    CHECK(snap.code == st.code);
    const Json payload = encode_free_play(snap);
    CHECK(free_play_document().validate(payload).empty());
    std::optional<FreePlaySnapshot> back;
    REQUIRE(decode_free_play(payload, back).empty());
    REQUIRE(back.has_value());
    CHECK(*back == snap);
    FreePlayReplay r = replay_free_play(*back);
    REQUIRE(r.result.session.has_value());
    REQUIRE(r.stage.has_value());
    CHECK(r.stage->solution == st.solution);
    CHECK(r.stage->check_at_end == at_end);
    CHECK(r.stage->daily == st.daily);
    const game::Session& again = *r.result.session;
    CHECK(again.digits() == s.digits());
    CHECK(again.check_marks() == s.check_marks());
    CHECK(again.mistakes() == s.mistakes());
    CHECK(again.hints_used() == s.hints_used());
    CHECK(again.elapsed() == s.elapsed());
    CHECK(again.record() == s.record());
  }
  std::optional<FreePlaySnapshot> none = FreePlaySnapshot{};
  REQUIRE(decode_free_play(encode_free_play(std::nullopt), none).empty());
  CHECK_FALSE(none.has_value());
}

TEST_CASE("the free-play codec refuses what it cannot stand behind") {
  const Json good = encode_free_play(capture_free_play(played(free_stage(true))));
  auto refused = [](Json j) {
    std::optional<FreePlaySnapshot> out;
    return !decode_free_play(j, out).empty() && !out.has_value();
  };
  Json j = good;
  j["code"] = "E-1234-5678";  // the check symbol does not match
  CHECK(refused(j));
  j = good;
  j["level"] = "Nightmare";
  CHECK(refused(j));
  j = good;
  j["mistakes_allowed"] = 3;  // check at the end counts no mistakes
  CHECK(refused(j));
  j = good;
  j["mistakes"] = 1;
  CHECK(refused(j));
  j = good;
  j["stage"] = 4;  // a campaign stage number
  CHECK(refused(j));
  j = good;
  j.erase("check_at_end");
  CHECK(refused(j));
  // A puzzle with several solutions (a given removed) decodes but does not replay.
  std::optional<FreePlaySnapshot> snap;
  j = encode_free_play(capture_free_play(game::Session(free_stage(false))));
  std::string puzzle = j["puzzle"];
  std::string board = j["board"];
  for (std::size_t i = 0; i < puzzle.size(); ++i)
    if (puzzle[i] != '.') puzzle[i] = board[i] = '.';
  j["puzzle"] = puzzle;
  j["board"] = board;
  REQUIRE(decode_free_play(j, snap).empty());
  const FreePlayReplay r = replay_free_play(*snap);
  CHECK_FALSE(r.result.session.has_value());
  CHECK(r.result.error == "its puzzle does not have exactly one solution");
}

namespace {

// A typed-in board as start_custom makes it: one solution (the player's rules), or several
// (accepted: nothing judged, no hints) with one solution chosen.
game::StageData custom_stage(bool several) {
  game::StageData st = fixed_stage(0);
  st.number = 0;
  st.code = game::kCustomCode;
  st.custom = true;
  st.enter_ticks = 60 * 95 + 7;  // 95 s and 7 ticks to enter
  if (several) {
    // Givens out, first to last, until the puzzle has more than one solution.
    for (int c = 0; c < kCells && solve(st.puzzle, SolveOptions{2, 0}).count < 2; ++c)
      st.puzzle.set(c, 0);
    st.level = std::nullopt;  // unrated
    st.mistakes_allowed = 0;
    st.open_solutions = true;
  } else {
    st.level = Level::Easy;
    st.score = 12;
    st.mistakes_allowed = 3;
    st.unlimited_hints = true;
  }
  return st;
}

}  // namespace

TEST_CASE("a custom board in progress round-trips, with its solution and its entry time") {
  for (const bool several : {false, true}) {
    CAPTURE(several);
    const game::StageData st = custom_stage(several);
    if (several) REQUIRE(solve(st.puzzle, SolveOptions{2, 0}).count == 2);
    game::Session s(st);
    const int a = nth_empty(s, 0), b = nth_empty(s, 1);
    s.apply({game::MoveKind::Place, a, right(a)});
    s.apply({game::MoveKind::ToggleNote, b, 4});
    for (int i = 0; i < 50; ++i) s.update();
    const FreePlaySnapshot snap = capture_free_play(s);
    CHECK(snap.custom);
    CHECK(snap.open_solutions == several);
    CHECK(snap.solution == kFixedSolution);
    const Json payload = encode_free_play(snap);
    CHECK(free_play_document().validate(payload).empty());
    std::optional<FreePlaySnapshot> back;
    REQUIRE(decode_free_play(payload, back).empty());
    CHECK(*back == snap);
    const FreePlayReplay r = replay_free_play(*back);
    REQUIRE_MESSAGE(r.result.session.has_value(), r.result.error);
    CHECK(r.stage->custom);
    CHECK(r.stage->open_solutions == several);
    CHECK(r.stage->unlimited_hints == !several);
    CHECK(r.stage->enter_ticks == st.enter_ticks);
    CHECK(r.stage->solution == st.solution);  // the solution played, even among several
    CHECK(r.stage->level == st.level);
    CHECK(r.result.session->digits() == s.digits());
    CHECK(r.result.session->elapsed() == s.elapsed());
  }
}

TEST_CASE("a custom board's file is refused where it does not fit its board") {
  auto refused = [](const Json& j) {
    std::optional<FreePlaySnapshot> out;
    return !decode_free_play(j, out).empty() && !out.has_value();
  };
  const Json unique = encode_free_play(capture_free_play(game::Session(custom_stage(false))));
  const Json several = encode_free_play(capture_free_play(game::Session(custom_stage(true))));
  Json j = unique;
  j["code"] = "E-1234-5678";  // a custom board has no game code
  CHECK(refused(j));
  j = unique;
  j["level"] = game::kUnratedLevel;  // only boards with several solutions are unrated
  CHECK(refused(j));
  j = unique;
  j["solution"] = std::string(kFixedSolution).substr(1);
  CHECK(refused(j));
  j = unique;
  j["daily"] = true;
  CHECK(refused(j));
  j = several;
  j["mistakes_allowed"] = 3;  // nothing is judged on a board with several solutions
  CHECK(refused(j));
  j = encode_free_play(capture_free_play(played(free_stage(false))));
  j["solution"] = kFixedSolution;  // a generated puzzle keeps no solution
  CHECK(refused(j));
  // Decodes, but the kept solution is not one of the board: the replay refuses it.
  for (const Json* base : {&unique, &several}) {
    j = *base;
    std::string wrong_solution = kFixedSolution;
    std::swap(wrong_solution[0], wrong_solution[1]);
    j["solution"] = wrong_solution;
    std::optional<FreePlaySnapshot> snap;
    REQUIRE(decode_free_play(j, snap).empty());
    const FreePlayReplay r = replay_free_play(*snap);
    CHECK_FALSE(r.result.session.has_value());
    CHECK(r.result.error == "its solution does not fit its board");
  }
}

TEST_CASE("a version 1 free-play file (before custom boards were kept) still opens") {
  ScratchFolder dir;
  const Json v2 = encode_free_play(capture_free_play(played(free_stage(false))));
  Json v1 = v2;
  for (const char* key : {"custom", "open_solutions", "enter_ms", "solution"}) v1.erase(key);
  // A version-1 envelope around it, as Nonet wrote it before.
  DocumentType old = free_play_document();
  old.version = 1;
  old.migrations.clear();
  old.validate = [](const Json&) { return std::string(); };
  {
    DocumentStore store(dir.path());
    REQUIRE(store.save(kFreePlayFileName, old, v1).ok());
  }
  DocumentStore store(dir.path());
  const LoadResult loaded = store.load(kFreePlayFileName, free_play_document());
  REQUIRE(loaded.status == LoadStatus::Loaded);
  std::optional<FreePlaySnapshot> snap;
  REQUIRE(decode_free_play(loaded.payload, snap).empty());
  REQUIRE(snap.has_value());
  CHECK_FALSE(snap->custom);
  CHECK(loaded.payload == v2);
}

TEST_CASE("the pinned free_play.json of the version that kept the level as a word still opens") {
  // tests/data/save_v2_free_play.json, written by Nonet before levels were data in memory (the
  // release build of commit 065394d, playing free play's first Easy row with one wrong digit;
  // issue 25): E-82QY-MB20, one mistake. The file keeps the level's fixed key ("Easy"), which
  // the game now reads into a Level; sealed again, it is the same payload in version 3 (which
  // adds colour marks and leaves a file without them as it was).
  const std::string text = read_all(fs::path(NONET_TEST_DATA_DIR) / "save_v2_free_play.json");
  REQUIRE_FALSE(text.empty());
  const OpenedDocument o = open_document(free_play_document(), text);
  REQUIRE(o.status == OpenStatus::Ok);
  std::optional<FreePlaySnapshot> snap;
  REQUIRE(decode_free_play(o.payload, snap).empty());
  REQUIRE(snap.has_value());
  CHECK(snap->code == "E-82QY-MB20");
  CHECK(snap->level == Level::Easy);
  const FreePlayReplay r = replay_free_play(*snap);
  REQUIRE(r.stage.has_value());
  REQUIRE(r.result.session.has_value());
  CHECK(r.stage->level == Level::Easy);
  CHECK(r.result.session->mistakes() == 1);
  CHECK(encode_free_play(snap) == o.payload);
  const std::string resealed = seal_document(free_play_document(), encode_free_play(snap));
  const OpenedDocument again = open_document(free_play_document(), resealed);
  REQUIRE(again.status == OpenStatus::Ok);
  CHECK(again.found_version == 3);
  CHECK(again.payload == o.payload);
  // A level key that names nothing is refused with the field's name.
  Json bad = o.payload;
  bad["level"] = "Fácil";
  std::optional<FreePlaySnapshot> refused;
  CHECK(decode_free_play(bad, refused).find("level") != std::string::npos);
  bad["level"] = "easy";  // a key is exact: no save of ours writes it in lower case
  CHECK(decode_free_play(bad, refused).find("level") != std::string::npos);
  // And an unrated key on a generated puzzle, which always has a level.
  bad["level"] = game::kUnratedLevel;
  CHECK(decode_free_play(bad, refused).find("level") != std::string::npos);
}

TEST_CASE("a free-play game and a stage are both kept across a restart, undo included") {
  ScratchFolder dir;
  game::Game g(fixed_stage);
  game::CheckReport report;
  Grid board;
  std::string code;
  {
    GameSaves saves(dir.path());
    saves.load();
    REQUIRE(g.start_stage(1));
    place_nth_empty(g, 0);
    saves.watch(g, 0);
    // Quit to the title, then free play with "check at the end".
    g.apply(game::Action{game::ActionKind::Pause, 0});
    for (int i = 0; i < 2; ++i) g.apply(game::Action{game::ActionKind::Down, 0});
    g.apply(game::Action{game::ActionKind::Confirm, 0});  // Quit to menu
    REQUIRE(g.screen() == game::Screen::Title);
    open_free_play(g);
    pick_row(g, game::FreePlayRow::Checking);
    pick_row(g, game::FreePlayRow::Easy);
    REQUIRE(g.free_play_pending());  // the stage is open: asked first
    g.apply(game::Action{game::ActionKind::Right, 0});
    g.apply(game::Action{game::ActionKind::Confirm, 0});
    g.finish_free_play_job();
    REQUIRE(g.screen() == game::Screen::Play);
    REQUIRE(g.stage_in_progress() != nullptr);  // kept aside, not lost
    const game::Session& s = *g.session();
    const int a = nth_empty(s, 0), b = nth_empty(s, 1);
    g.apply(game::Action{game::ActionKind::SelectCell, a});
    g.apply(game::digit_action(s.stage().solution[a] % 9 + 1));
    g.apply(game::Action{game::ActionKind::Check, 0});
    report = s.last_check();
    g.apply(game::Action{game::ActionKind::SelectCell, b});
    g.apply(game::digit_action(s.stage().solution[b]));
    for (int i = 0; i < 30; ++i) g.update();
    saves.watch(g, 400);
    g.apply(game::Action{game::ActionKind::Pause, 0});
    saves.flush(g, 800);
    CHECK(saves.warning().empty());
    board = s.digits();
    code = s.stage().code;
  }
  // A relaunch: both files load, the stage resumes, the free-play game is kept aside.
  game::Game g2(fixed_stage);
  GameSaves saves(dir.path());
  LoadedGame loaded = saves.load();
  CHECK(loaded.notices.empty());
  REQUIRE(loaded.session.has_value());
  REQUIRE(loaded.free_play.has_value());
  CHECK(loaded.free_play->code == code);
  CHECK(loaded.free_play->check_at_end);
  ReplayResult stage = replay_session(*loaded.session, fixed_stage(1));
  REQUIRE(stage.session.has_value());
  g2.resume_session(fixed_stage(1), std::move(*stage.session));
  FreePlayReplay fr = replay_free_play(*loaded.free_play);
  REQUIRE(fr.result.session.has_value());
  g2.resume_free_play(*fr.stage, std::move(*fr.result.session));
  REQUIRE(g2.free_play_in_progress() != nullptr);
  CHECK(g2.free_play_in_progress()->stage().code == code);
  open_free_play(g2);
  pick_row(g2, game::FreePlayRow::Continue);
  REQUIRE(g2.screen() == game::Screen::Play);
  const game::Session& s2 = *g2.session();
  CHECK(s2.stage().code == code);
  CHECK(s2.digits() == board);
  CHECK(s2.check_marks().count() == 1);
  CHECK(s2.last_check() == report);  // the replayed Check found what the first one did
  CHECK(report.wrong == 1);
  // Undo across the restart: the right digit, then the Check (its mark goes), then the entry.
  g2.apply(game::Action{game::ActionKind::Undo, 0});
  CHECK(s2.check_marks().count() == 1);
  g2.apply(game::Action{game::ActionKind::Undo, 0});
  CHECK(s2.check_marks().none());
  g2.apply(game::Action{game::ActionKind::Undo, 0});
  CHECK(s2.digits() == s2.stage().puzzle);
  CHECK_FALSE(s2.can_undo());
  // The stage waits behind the title's Continue, as it was.
  REQUIRE(g2.stage_in_progress() != nullptr);
  CHECK(g2.stage_in_progress()->stage().number == 1);
  CHECK(g2.stage_in_progress()->undo_index() == 1);
}

TEST_CASE("show solution leaves no free-play game on disk") {
  ScratchFolder dir;
  game::Game g(fixed_stage);
  {
    GameSaves saves(dir.path());
    saves.load();
    open_free_play(g);
    pick_row(g, game::FreePlayRow::Easy);
    g.finish_free_play_job();
    g.apply(game::Action{game::ActionKind::Pause, 0});
    saves.flush(g, 0);
    REQUIRE(GameSaves(dir.path()).load().free_play.has_value());  // read-only second look
    while (g.pause_item(g.focus()) != game::PauseItem::ShowSolution)
      g.apply(game::Action{game::ActionKind::Down, 0});
    g.apply(game::Action{game::ActionKind::Confirm, 0});
    g.apply(game::Action{game::ActionKind::Right, 0});
    g.apply(game::Action{game::ActionKind::Confirm, 0});
    REQUIRE(g.session()->solution_shown());
    saves.flush(g, 1000);
  }
  const LoadedGame loaded = GameSaves(dir.path()).load();
  CHECK_FALSE(loaded.free_play.has_value());
  // No result in the statistics, only the game begun (abandoned now); the game's number is
  // listed as ended (issue 30); nothing else changed.
  game::FreePlayStats begun;
  begun.levels[0].started = 1;  // the Easy row
  CHECK(loaded.progress.free_play == begun);
  CHECK(loaded.progress.totals == game::Progress{}.totals);
  CHECK(loaded.progress.finished_games.size() == 1);
}

TEST_CASE("a damaged or unreplayable free-play file: a clear message, nothing else lost") {
  ScratchFolder dir;
  {
    game::Game g(fixed_stage);
    GameSaves saves(dir.path());
    saves.load();
    REQUIRE(g.start_stage(1));
    place_nth_empty(g, 0);
    saves.flush(g, 0);
  }
  write_all(dir / kFreePlayFileName, "{ \"format\": \"nonet-free-play\", trunc");
  {
    GameSaves saves(dir.path());
    const LoadedGame loaded = saves.load();
    REQUIRE(loaded.notices.size() == 1);
    CHECK(loaded.notices[0].find("free-play game") != std::string::npos);
    CHECK(loaded.notices[0].find(std::string(kFreePlayFileName) + ".corrupt-") !=
          std::string::npos);
    CHECK_FALSE(loaded.free_play.has_value());
    REQUIRE(loaded.session.has_value());  // the stage in progress is untouched
    CHECK(loaded.progress.record(1).plays == 1);
  }
  // A well-formed file whose moves do not replay on its puzzle: moved aside, said once.
  FreePlaySnapshot bad = capture_free_play(played(free_stage(false)));
  bad.session.board[0] = bad.session.board[0] == '.' ? '5' : '.';  // not what the moves give
  DocumentStore store(dir.path());
  REQUIRE(store.save(kFreePlayFileName, free_play_document(), encode_free_play(bad)).ok());
  GameSaves saves(dir.path());
  LoadedGame loaded = saves.load();
  CHECK(loaded.notices.empty());
  REQUIRE(loaded.free_play.has_value());
  const FreePlayReplay r = replay_free_play(*loaded.free_play);
  REQUIRE_FALSE(r.result.session.has_value());
  const std::string notice = saves.set_aside_free_play(r.result.error);
  CHECK(notice.find("Your free-play game could not be resumed (") == 0);
  CHECK(notice.find(std::string(kFreePlayFileName) + ".refused-") != std::string::npos);
  CHECK_FALSE(GameSaves(dir.path()).load().free_play.has_value());
}

TEST_CASE("the fuzzer's free-play seeds open, decode and replay on their puzzle") {
  for (const char* name : {"free_play_0_raw", "free_play_1_raw"}) {
    CAPTURE(name);
    const std::string bytes =
        read_all(fs::path(NONET_SOURCE_DIR) / "tests/fuzz/corpus/save_documents" / name);
    REQUIRE(bytes.size() > 1);
    CHECK(bytes[0] == 3);  // the selector byte: free play, raw
    const OpenedDocument opened = open_document(free_play_document(), bytes.substr(1));
    REQUIRE(opened.status == OpenStatus::Ok);
    std::optional<FreePlaySnapshot> snap;
    REQUIRE(decode_free_play(opened.payload, snap).empty());
    REQUIRE(snap.has_value());
    const FreePlayReplay r = replay_free_play(*snap);
    REQUIRE(r.result.session.has_value());
    CHECK(capture_free_play(*r.result.session) == *snap);
  }
}
