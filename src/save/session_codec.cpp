// SPDX-License-Identifier: MIT
// The session file: encoding, decoding, and the replay that validates a history before use.
#include "save/session_codec.hpp"

#include <algorithm>

#include "game/format.hpp"
#include "i18n/i18n.hpp"
#include "save/json_reader.hpp"

namespace nonet::save {
namespace {

using game::Move;
using game::MoveKind;
constexpr std::int64_t kMaxElapsedMs = game::kMaxMs;  // what the game's timer stops at

std::string validate_session(const Json& payload) {
  std::optional<SessionSnapshot> scratch;
  return decode_session(payload, scratch);
}

// Version 2 adds the colour moves and "marks": a version 1 game has no paint.
std::string migrate_session_1_to_2(Json& payload) { return add_no_marks(payload); }

}  // namespace

std::string grid_text(const Grid& g) {
  std::string s(kCells, '.');
  for (int c = 0; c < kCells; ++c) {
    if (g[c] != 0) s[static_cast<std::size_t>(c)] = static_cast<char>('0' + g[c]);
  }
  return s;
}

bool is_grid_text(const std::string& s) {
  if (s.size() != static_cast<std::size_t>(kCells)) return false;
  for (const char ch : s) {
    if (ch != '.' && (ch < '1' || ch > '9')) return false;
  }
  return true;
}

std::int64_t ticks_to_ms(game::Tick t) { return game::milliseconds(t); }

game::Tick ms_to_ticks(std::int64_t ms) {
  // milliseconds() truncates, so ms lies in (1000t/rate - 1, 1000t/rate]: rounding the way
  // back up returns exactly t.
  return (ms * game::kTicksPerSecond + 999) / 1000;
}

const DocumentType& session_document() {
  static const DocumentType kType = [] {
    DocumentType t;
    t.format = "nonet-session";
    t.version = 2;
    // TRANSLATORS: a save file's name in messages such as "Your {0} file was damaged".
    t.player_name = N_("saved game");
    t.migrations = {migrate_session_1_to_2};
    t.validate = validate_session;
    return t;
  }();
  return kType;
}

SessionSnapshot capture_session(const game::Session& session) {
  SessionSnapshot s;
  s.stage = session.stage().number;
  s.puzzle = grid_text(session.stage().puzzle);
  s.play = session.record();
  s.board = grid_text(session.digits());
  for (int c = 0; c < kCells; ++c) {
    s.notes[static_cast<std::size_t>(c)] = session.notes(c);
    s.marks[static_cast<std::size_t>(c)] = session.marks(c);
  }
  return s;
}

Json encode_session(const std::optional<SessionSnapshot>& snapshot) {
  if (!snapshot) return {{"active", false}};
  const SessionSnapshot& s = *snapshot;
  Json moves = Json::array();
  for (const Move& m : s.play.moves) moves.push_back(game::to_text(m));
  Json notes = Json::array();
  for (const CandidateMask n : s.notes) notes.push_back(n);
  Json out = {{"active", true},
              {"stage", s.stage},
              {"puzzle", s.puzzle},
              {"moves", std::move(moves)},
              {"undo_index", s.play.undo_index},
              {"mistakes", s.play.counters.mistakes},
              {"hints_used", s.play.counters.hints_used},
              {"elapsed_ms", ticks_to_ms(s.play.counters.elapsed)},
              {"selected", s.play.selected},
              {"notes_mode", s.play.notes_mode},
              {"board", s.board},
              {"notes", std::move(notes)}};
  // The game's number (issue 30); left out for 0, so files from before it read the same.
  if (s.play.game_id != 0) out["game"] = s.play.game_id;
  // The colour marks (issue 29), a check like "notes".
  Json marks = Json::array();
  for (const std::uint32_t m : s.marks) marks.push_back(m);
  out["marks"] = std::move(marks);
  return out;
}

std::string decode_session(const Json& payload, std::optional<SessionSnapshot>& out) {
  JsonReader r(payload, "");
  const bool active = r.boolean("active");
  if (!r.ok()) return r.error();
  if (!active) {
    out.reset();
    return "";
  }
  SessionSnapshot s;
  if (std::string e = decode_play_fields(payload, s, game::kStageCount, game::kMaxMistakes - 1,
                                         game::kHintsPerStage);
      !e.empty())
    return e;
  out = std::move(s);
  return "";
}

std::string decode_play_fields(const Json& payload, SessionSnapshot& s, std::int64_t max_stage,
                               std::int64_t max_mistakes, std::int64_t max_hints) {
  JsonReader r(payload, "");
  s.stage = static_cast<int>(r.integer("stage", 0, max_stage));
  s.puzzle = r.text("puzzle", kCells);
  const Json* moves = r.array("moves", kMaxSessionMoves);
  game::PlayRecord& play = s.play;
  play.undo_index = static_cast<std::size_t>(r.integer("undo_index", 0, kMaxSessionMoves));
  play.counters.mistakes = static_cast<int>(r.integer("mistakes", 0, max_mistakes));
  play.counters.hints_used = static_cast<int>(r.integer("hints_used", 0, max_hints));
  play.counters.elapsed = ms_to_ticks(r.integer("elapsed_ms", 0, kMaxElapsedMs));
  play.selected = static_cast<int>(r.integer("selected", 0, kCells - 1));
  play.notes_mode = r.boolean("notes_mode");
  s.board = r.text("board", kCells);
  const Json* notes = r.array("notes", kCells);
  const Json* marks = r.array("marks", kCells);
  if (payload.is_object() && payload.contains("game")) {
    play.game_id = static_cast<std::uint64_t>(
        r.integer("game", 1, static_cast<std::int64_t>(game::kMaxGameId)));
  }
  if (!r.ok()) return r.error();
  if (!is_grid_text(s.puzzle)) return "puzzle: not 81 digits or dots";
  if (!is_grid_text(s.board)) return "board: not 81 digits or dots";
  if (play.undo_index > moves->size()) return "undo_index: beyond the last move";
  if (notes->size() != static_cast<std::size_t>(kCells)) return "notes: not 81 masks";
  for (std::size_t i = 0; i < notes->size(); ++i) {
    std::int64_t mask = 0;
    if (!JsonReader::integer_in((*notes)[i], 0, kAllDigits, mask)) {
      return r.item_path("notes", i) + ": not a mask 0..511";
    }
    s.notes[i] = static_cast<CandidateMask>(mask);
  }
  if (marks->size() != static_cast<std::size_t>(kCells)) return "marks: not 81 words";
  for (std::size_t i = 0; i < marks->size(); ++i) {
    std::int64_t m = 0;
    if (!JsonReader::integer_in((*marks)[i], 0, game::kMaxMarks, m) ||
        !marks_are_colours(static_cast<std::uint32_t>(m)))
      return r.item_path("marks", i) + ": not a cell's colour marks";
    s.marks[i] = static_cast<std::uint32_t>(m);
  }
  play.moves.reserve(moves->size());
  int hint_moves = 0;
  for (std::size_t i = 0; i < moves->size(); ++i) {
    const Json& m = (*moves)[i];
    const std::optional<Move> move =
        m.is_string() ? game::parse_move(m.get_ref<const std::string&>()) : std::nullopt;
    if (!move) return r.item_path("moves", i) + ": not a move";
    hint_moves += move->kind == MoveKind::Hint ? 1 : 0;
    play.moves.push_back(*move);
  }
  if (hint_moves > play.counters.hints_used) return "hints_used: fewer than the hint moves";
  return "";
}

ReplayResult replay_session(const SessionSnapshot& snapshot, const game::StageData& stage) {
  auto refuse = [](std::string why) { return ReplayResult{std::nullopt, std::move(why)}; };
  // The reasons are shown in "Your stage in progress could not be resumed (...)".
  if (snapshot.stage != stage.number) {
    // TRANSLATORS: why a saved game could not be resumed.
    return refuse(i18n::tr("the saved game is for another stage"));
  }
  if (snapshot.puzzle != grid_text(stage.puzzle)) {
    // TRANSLATORS: why a saved game could not be resumed; {0} is a stage number.
    return refuse(game::format(i18n::tr("stage {0} is not the puzzle the saved game was played on"),
                               {stage.number}));
  }
  ReplayResult result = game::Session::rebuild(stage, snapshot.play);
  if (!result.session) return result;
  const game::Session& s = *result.session;
  if (grid_text(s.digits()) != snapshot.board) {
    return refuse(i18n::tr("the replayed board differs from the saved board"));
  }
  for (int c = 0; c < kCells; ++c) {
    if (s.notes(c) != snapshot.notes[static_cast<std::size_t>(c)]) {
      // TRANSLATORS: why a saved game could not be resumed; {0} names a cell ("r3c5").
      return refuse(game::format(i18n::tr("the replayed notes differ from the saved notes at {0}"),
                                 {cell_name(c)}));
    }
  }
  for (int c = 0; c < kCells; ++c) {
    if (s.marks(c) != snapshot.marks[static_cast<std::size_t>(c)]) {
      // TRANSLATORS: why a saved game could not be resumed; {0} names a cell ("r3c5"). Colour
      // marks are the paint a player puts on cells and notes.
      const char* why = i18n::tr("the replayed colour marks differ from the saved marks at {0}");
      return refuse(game::format(why, {cell_name(c)}));
    }
  }
  return result;
}

std::string add_no_marks(Json& payload) {
  if (!payload.is_object()) return "not an object";
  const auto active = payload.find("active");
  if (active == payload.end() || !active->is_boolean() || !active->get<bool>()) return "";
  payload["marks"] = Json(std::vector<int>(kCells, 0));
  return "";
}

bool marks_are_colours(std::uint32_t marks) {
  for (int d = 0; d <= 9; ++d) {
    if (game::mark_colour(marks, d) > game::kMarkColours) return false;
  }
  return marks <= game::kMaxMarks;
}

}  // namespace nonet::save
