// SPDX-License-Identifier: MIT
// The session file: move records, tick/millisecond conversion, capture + replay of played
// sessions (undo and redo still work after the round trip), the replay's refusals, the pinned
// version-1 sample, and the corruption battery.
#include <doctest/doctest.h>

#include <random>

#include "corruption_battery.hpp"
#include "game/stage_source.hpp"
#include "save/session_codec.hpp"

using namespace nonet::save;
using namespace nonet::save::testing;
namespace game = nonet::game;
using game::Move;
using game::MoveKind;
using nonet::Grid;
using nonet::kCells;

namespace {

// The pinned sample's stage, spelled out so the test does not depend on the stage generator.
constexpr const char* kSamplePuzzle =
    "2..93.5876.3...14.8954..2.6...8...631.637...2.8...9..5.617839249....4.....7192..8";
constexpr const char* kSampleSolution =
    "214936587673258149895417236759821463146375892382649715561783924928564371437192658";

Grid grid_of(const char* text) {
  Grid g;
  for (int c = 0; c < kCells; ++c)
    g.cells[c] = text[c] == '.' ? 0 : static_cast<std::uint8_t>(text[c] - '0');
  return g;
}

game::StageData sample_stage() {
  game::StageData s;
  s.number = 1;
  s.puzzle = grid_of(kSamplePuzzle);
  s.solution = grid_of(kSampleSolution);
  s.level = nonet::Level::Easy;
  return s;
}

/// Random play through the Session's own input calls: right digits, wrong digits (at most two),
/// notes, erases, fills, hints, undo and redo, and the clock.
game::Session random_play(const game::StageData& stage, std::uint32_t seed, int steps) {
  std::mt19937 rng(seed);
  game::Session s(stage);
  for (int i = 0; i < steps && s.outcome() == game::Outcome::Playing; ++i) {
    s.select(static_cast<int>(rng() % kCells));
    const int cell = s.selected();
    switch (rng() % 14) {
      case 0:
      case 1:
      case 2:
      case 3:
        if (s.notes_mode()) s.toggle_notes_mode();
        if (!s.is_given(cell) && s.digits()[cell] == 0 && s.remaining(stage.solution[cell]) > 1) {
          s.enter_digit(stage.solution[cell]);  // never the last copy: keep the stage going
        }
        break;
      case 4:
      case 5:
        if (!s.notes_mode()) s.toggle_notes_mode();
        s.enter_digit(1 + static_cast<int>(rng() % 9));
        break;
      case 6: s.erase(); break;
      case 7:
        if (rng() % 4 == 0) s.fill_notes();
        break;
      case 8:
        if (rng() % 6 == 0 && s.hints_left() > 1) s.apply_hint();
        break;
      case 9: s.undo(); break;
      case 10: s.redo(); break;
      case 11:
        if (s.mistakes() < 2 && rng() % 4 == 0 && s.digits()[cell] == 0 && !s.is_given(cell)) {
          if (s.notes_mode()) s.toggle_notes_mode();
          s.enter_digit(stage.solution[cell] % 9 + 1);  // a wrong digit
        }
        break;
      case 12:  // paint the cell or one of its notes (colour 0 takes a mark off)
        s.colour(cell, static_cast<int>(rng() % 10), static_cast<int>(rng() % 7));
        break;
      case 13:
        if (rng() % 8 == 0) s.clear_colours();
        break;
    }
    for (int t = 0; t < 30; ++t) s.update();
  }
  return s;
}

void check_same_play_state(const game::Session& a, const game::Session& b) {
  CHECK(a.digits() == b.digits());
  for (int c = 0; c < kCells; ++c) {
    CHECK(a.notes(c) == b.notes(c));
    CHECK(a.marks(c) == b.marks(c));
  }
  REQUIRE(a.history().size() == b.history().size());
  for (std::size_t i = 0; i < a.history().size(); ++i) {
    CHECK(a.history()[i].move == b.history()[i].move);
  }
  CHECK(a.undo_index() == b.undo_index());
  CHECK(a.selected() == b.selected());
  CHECK(a.notes_mode() == b.notes_mode());
}

ReplayResult round_trip(const game::Session& s, const game::StageData& stage) {
  const std::string text = seal_document(session_document(), encode_session(capture_session(s)));
  const OpenedDocument o = open_document(session_document(), text);
  REQUIRE(o.status == OpenStatus::Ok);
  std::optional<SessionSnapshot> snap;
  REQUIRE(decode_session(o.payload, snap) == "");
  REQUIRE(snap.has_value());
  CHECK(*snap == capture_session(s));
  return replay_session(*snap, stage);
}

}  // namespace

TEST_CASE("every tick count survives the trip through milliseconds") {
  for (game::Tick t = 0; t < 200000; ++t) REQUIRE(ms_to_ticks(ticks_to_ms(t)) == t);
  CHECK(ms_to_ticks(1000) == game::kTicksPerSecond);
}

TEST_CASE("played sessions are replayed exactly, and undo/redo work across the restart") {
  const game::StageData stage = game::load_stage(3).stage.value();
  for (std::uint32_t seed = 1; seed <= 25; ++seed) {
    game::Session played = random_play(stage, seed, 150);
    if (played.outcome() != game::Outcome::Playing) continue;
    ReplayResult r = round_trip(played, stage);
    INFO("seed ", seed, ": ", r.error);
    REQUIRE(r.session.has_value());
    game::Session& resumed = *r.session;
    check_same_play_state(played, resumed);
    CHECK(resumed.mistakes() == played.mistakes());
    CHECK(resumed.hints_used() == played.hints_used());
    CHECK(resumed.elapsed() == played.elapsed());
    CHECK(resumed.events().empty());
    // Walk both to the start and back to the end of the history: same states all the way.
    while (played.can_undo()) {
      REQUIRE(resumed.undo());
      played.undo();
      CHECK(resumed.digits() == played.digits());
    }
    while (played.can_redo()) {
      REQUIRE(resumed.redo());
      played.redo();
      CHECK(resumed.digits() == played.digits());
      for (int c = 0; c < kCells; ++c) {
        CHECK(resumed.notes(c) == played.notes(c));
        CHECK(resumed.marks(c) == played.marks(c));
      }
    }
  }
}

TEST_CASE("colour marks are saved with their moves and checked against the replay") {
  const game::StageData stage = sample_stage();
  game::Session s(stage);
  s.colour(1, 0, 2);  // r1c2 in colour 2
  s.colour(1, 7, 5);  // its note 7 in colour 5
  s.colour(9, 0, 6);
  s.colour(9, 0, 0);  // and r2c1's mark off again
  REQUIRE(s.marks(1) == game::with_mark(game::with_mark(0, 0, 2), 7, 5));
  const Json j = encode_session(capture_session(s));
  REQUIRE(j.contains("marks"));
  CHECK(j["moves"][1] == "colour r1c2 n7 5");
  CHECK(j["marks"][1] == s.marks(1));
  CHECK(j["marks"][9] == 0);
  ReplayResult r = round_trip(s, stage);
  REQUIRE(r.session.has_value());
  CHECK(r.session->marks(1) == s.marks(1));
  REQUIRE(r.session->undo());  // r2c1's mark comes back with an undo after the restart
  CHECK(game::mark_colour(r.session->marks(9), 0) == 6);
  // Marks that the moves do not make are refused by the replay, naming the cell.
  std::optional<SessionSnapshot> snap;
  REQUIRE(decode_session(j, snap) == "");
  snap->marks[40] = 3;
  const ReplayResult refused = replay_session(*snap, stage);
  CHECK_FALSE(refused.session.has_value());
  CHECK(refused.error.find("r5c5") != std::string::npos);
  // No paint: 81 zeros, as a version-1 file's migration adds.
  game::Session plain(stage);
  CHECK(encode_session(capture_session(plain))["marks"] == Json(std::vector<int>(kCells, 0)));
}

TEST_CASE("no stage in progress is saved as inactive") {
  std::optional<SessionSnapshot> snap = SessionSnapshot{};
  REQUIRE(decode_session(encode_session(std::nullopt), snap) == "");
  CHECK_FALSE(snap.has_value());
  CHECK(encode_session(std::nullopt) == Json{{"active", false}});
}

TEST_CASE("a history that does not replay is refused, never half applied") {
  const game::StageData stage = sample_stage();
  game::Session s(stage);
  s.select(1);
  s.enter_digit(1);  // right: r1c2 = 1
  s.select(2);
  s.enter_digit(4);  // right: r1c3 = 4
  const SessionSnapshot good = capture_session(s);
  REQUIRE(replay_session(good, stage).session.has_value());

  SessionSnapshot bad = good;
  bad.play.moves[1].digit = 5;  // a wrong digit in a history that only holds right ones
  ReplayResult r = replay_session(bad, stage);
  CHECK_FALSE(r.session.has_value());
  CHECK(r.error.find("move 2 (place r1c3 5)") != std::string::npos);

  bad = good;
  bad.play.moves[0] = Move{MoveKind::Place, 0, 2};  // r1c1 is a given
  CHECK(replay_session(bad, stage).error.find("move 1") != std::string::npos);

  bad = good;
  bad.play.moves.push_back(Move{MoveKind::Erase, 40, 0});  // erasing an empty cell changes nothing
  bad.play.undo_index = bad.play.moves.size();
  CHECK_FALSE(replay_session(bad, stage).session.has_value());

  bad = good;
  bad.board[1] = '.';  // the stored position disagrees with the moves
  CHECK(replay_session(bad, stage).error.find("board differs") != std::string::npos);

  bad = good;
  bad.notes[50] = 3;
  CHECK(replay_session(bad, stage).error.find("notes differ") != std::string::npos);

  bad = good;
  bad.play.moves.push_back(Move{MoveKind::Hint, 3, 9});  // a hint on a given cell
  bad.play.undo_index = bad.play.moves.size();
  bad.play.counters.hints_used = 1;
  CHECK_FALSE(replay_session(bad, stage).session.has_value());
  bad.play.moves.back() = Move{MoveKind::Hint, 5, 9};  // r1c6 is 6: a hint never reveals a 9 there
  CHECK(replay_session(bad, stage).error.find("hint r1c6 9") != std::string::npos);
  bad.play.moves.back() = Move{MoveKind::Hint, 5, 6};  // the right digit replays...
  bad.board[5] = '6';
  bad.notes[5] = 0;
  CHECK(replay_session(bad, stage).error.empty());
  bad.play.counters.hints_used = 0;  // ...but not when the file says no hint was used
  std::optional<SessionSnapshot> reread;
  CHECK(decode_session(encode_session(bad), reread).find("hints_used") != std::string::npos);

  game::StageData other = stage;
  other.number = 2;
  CHECK(replay_session(good, other).error.find("another stage") != std::string::npos);
  other = stage;
  other.puzzle.cells[80] = 0;  // the generator changed stage 1
  CHECK(replay_session(good, other).error.find("not the puzzle") != std::string::npos);
}

TEST_CASE("decode checks the session's shape") {
  const game::StageData stage = sample_stage();
  const Json good = encode_session(capture_session(random_play(stage, 4, 60)));
  std::optional<SessionSnapshot> out;
  REQUIRE(decode_session(good, out) == "");
  Json s = good;
  s["undo_index"] = s["moves"].size() + 1;
  CHECK(decode_session(s, out).find("undo_index") != std::string::npos);
  s = good;
  s["puzzle"] = "123";
  CHECK(decode_session(s, out).find("puzzle") != std::string::npos);
  s = good;
  s["board"] = std::string(81, '0');
  CHECK(decode_session(s, out).find("board") != std::string::npos);
  s = good;
  s["notes"].push_back(0);
  CHECK(decode_session(s, out).find("notes") != std::string::npos);
  s = good;
  s["notes"][5] = 512;
  CHECK(decode_session(s, out).find("notes[5]") != std::string::npos);
  s = good;
  s["marks"] = Json::array();
  CHECK(decode_session(s, out).find("marks") != std::string::npos);
  s.erase("marks");
  CHECK(decode_session(s, out).find("marks") != std::string::npos);
  s["marks"] = std::vector<int>(81, 0);
  CHECK(decode_session(s, out) == "");
  s["marks"][7] = 7;  // colour 7 does not exist
  CHECK(decode_session(s, out).find("marks[7]") != std::string::npos);
  s["marks"][7] = 1 << 30;
  CHECK(decode_session(s, out).find("marks[7]") != std::string::npos);
  s = good;
  s["moves"].push_back("colour r1c1 n0 2");
  CHECK(decode_session(s, out).find("moves[") != std::string::npos);
  s = good;
  s["moves"].push_back("jump r1c1 1");
  CHECK(decode_session(s, out).find("moves[") != std::string::npos);
  s = good;
  s["mistakes"] = 3;  // the third mistake ends the stage: never an active session
  CHECK(decode_session(s, out).find("mistakes") != std::string::npos);
  s = good;
  s["moves"] = Json::array({"hint r1c2 1", "hint r1c3 4"});
  s["undo_index"] = 2;
  s["hints_used"] = 1;
  CHECK(decode_session(s, out).find("hints_used") != std::string::npos);
}

TEST_CASE("the pinned version-1 session sample resumes exactly") {
  const OpenedDocument o = open_document(
      session_document(), read_all(fs::path(NONET_TEST_DATA_DIR) / "save_v1_session.json"));
  REQUIRE(o.status == OpenStatus::Ok);
  std::optional<SessionSnapshot> snap;
  REQUIRE(decode_session(o.payload, snap) == "");
  REQUIRE(snap.has_value());
  CHECK(snap->play.moves.size() == 8);
  CHECK(snap->play.undo_index == 7);
  const game::StageData stage = sample_stage();
  ReplayResult r = replay_session(*snap, stage);
  INFO(r.error);
  REQUIRE(r.session.has_value());
  game::Session& s = *r.session;
  // The sample's moves, by hand: r1c2 = 1 (placed twice around an erase), hint r1c3 = 4;
  // "place r1c6 6" was undone and waits in the redo branch.
  CHECK(s.digits()[1] == 1);
  CHECK(s.digits()[2] == 4);
  CHECK(s.digits()[5] == 0);
  CHECK(s.selected() == 10);
  // 83350 ms = 5001 ticks at 60 per second
  CHECK(s.record().counters == game::SessionCounters{1, 1, 5001});
  // fill-notes gave r1c6 its candidates: row 1 holds 2 1 4 9 3 . 5 8 7 -> only 6 is left.
  CHECK(s.notes(5) == nonet::digit_bit(6));
  REQUIRE(s.can_redo());
  REQUIRE(s.redo());
  CHECK(s.digits()[5] == 6);
  CHECK(s.notes(5) == 0);
}

TEST_CASE("session corruption battery") {
  const game::StageData stage = sample_stage();
  const Json good = encode_session(capture_session(random_play(stage, 8, 80)));
  const Json older = encode_session(capture_session(random_play(stage, 8, 60)));
  const DocumentType& type = session_document();
  CHECK(truncate_at_every_byte(type, good, older).loaded_current == 1);
  CHECK(replace_random_bytes(type, good, older, 300, 5).restored_backup > 150);
  CHECK(wrong_types_in_every_field(type, good) > 500);
}
