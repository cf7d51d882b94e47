// The session file: encoding, decoding, and the replay that validates a history before use.
#include "save/session_codec.hpp"

#include <algorithm>

#include "save/json_reader.hpp"

namespace nonet::save {
namespace {

using game::Move;
using game::MoveKind;
constexpr std::int64_t kMaxElapsedMs = 1'000'000'000'000;

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

std::string cell_text(int cell) {
  return "r" + std::to_string(row_of(cell) + 1) + "c" + std::to_string(col_of(cell) + 1);
}

/// "r3c4" -> cell, or -1.
int parse_cell(std::string_view t) {
  if (t.size() != 4 || t[0] != 'r' || t[2] != 'c') return -1;
  if (t[1] < '1' || t[1] > '9' || t[3] < '1' || t[3] > '9') return -1;
  return cell_at(t[1] - '1', t[3] - '1');
}

std::string validate_session(const Json& payload) {
  std::optional<SessionSnapshot> scratch;
  return decode_session(payload, scratch);
}

}  // namespace

std::int64_t ticks_to_ms(game::Tick t) { return game::milliseconds(t); }

game::Tick ms_to_ticks(std::int64_t ms) {
  // milliseconds() truncates, so ms lies in (1000t/rate - 1, 1000t/rate]: rounding the way
  // back up returns exactly t.
  return (ms * game::kTicksPerSecond + 999) / 1000;
}

std::string move_record(const Move& m) {
  switch (m.kind) {
    case MoveKind::Place: return "place " + cell_text(m.cell) + " " + std::to_string(m.digit);
    case MoveKind::Erase: return "erase " + cell_text(m.cell);
    case MoveKind::ToggleNote: return "note " + cell_text(m.cell) + " " + std::to_string(m.digit);
    case MoveKind::FillNotes: return "fill-notes";
    case MoveKind::Hint: return "hint " + cell_text(m.cell) + " " + std::to_string(m.digit);
  }
  return "?";
}

std::optional<Move> parse_move_record(std::string_view text) {
  std::vector<std::string_view> words;
  for (std::size_t at = 0; at <= text.size();) {
    const std::size_t space = std::min(text.find(' ', at), text.size());
    words.push_back(text.substr(at, space - at));
    at = space + 1;
  }
  auto digit_of = [](std::string_view w) {
    return w.size() == 1 && w[0] >= '1' && w[0] <= '9' ? w[0] - '0' : 0;
  };
  if (words.size() == 1 && words[0] == "fill-notes") return Move{MoveKind::FillNotes, -1, 0};
  if (words.size() == 2 && words[0] == "erase") {
    const int cell = parse_cell(words[1]);
    if (cell < 0) return std::nullopt;
    return Move{MoveKind::Erase, cell, 0};
  }
  if (words.size() == 3) {
    const int cell = parse_cell(words[1]);
    const int digit = digit_of(words[2]);
    if (cell < 0 || digit == 0) return std::nullopt;
    if (words[0] == "place") return Move{MoveKind::Place, cell, digit};
    if (words[0] == "note") return Move{MoveKind::ToggleNote, cell, digit};
    if (words[0] == "hint") return Move{MoveKind::Hint, cell, digit};
  }
  return std::nullopt;
}

const DocumentType& session_document() {
  static const DocumentType kType = [] {
    DocumentType t;
    t.format = "nonet-session";
    t.version = 1;
    t.player_name = "saved game";
    t.validate = validate_session;
    return t;
  }();
  return kType;
}

SessionSnapshot capture_session(const game::Session& session) {
  SessionSnapshot s;
  s.stage = session.stage().number;
  s.puzzle = grid_text(session.stage().puzzle);
  s.moves.reserve(session.history().size());
  for (const game::HistoryEntry& e : session.history()) s.moves.push_back(e.move);
  s.undo_index = session.undo_index();
  s.counters = {session.mistakes(), session.hints_used(), session.elapsed()};
  s.selected = session.selected();
  s.notes_mode = session.notes_mode();
  s.board = grid_text(session.digits());
  for (int c = 0; c < kCells; ++c) s.notes[static_cast<std::size_t>(c)] = session.notes(c);
  return s;
}

Json encode_session(const std::optional<SessionSnapshot>& snapshot) {
  if (!snapshot) return {{"active", false}};
  const SessionSnapshot& s = *snapshot;
  Json moves = Json::array();
  for (const Move& m : s.moves) moves.push_back(move_record(m));
  Json notes = Json::array();
  for (const CandidateMask n : s.notes) notes.push_back(n);
  return {{"active", true},
          {"stage", s.stage},
          {"puzzle", s.puzzle},
          {"moves", std::move(moves)},
          {"undo_index", s.undo_index},
          {"mistakes", s.counters.mistakes},
          {"hints_used", s.counters.hints_used},
          {"elapsed_ms", ticks_to_ms(s.counters.elapsed)},
          {"selected", s.selected},
          {"notes_mode", s.notes_mode},
          {"board", s.board},
          {"notes", std::move(notes)}};
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
  s.stage = static_cast<int>(r.integer("stage", 0, game::kStageCount));
  s.puzzle = r.text("puzzle", kCells);
  const Json* moves = r.array("moves", kMaxSessionMoves);
  s.undo_index = static_cast<std::size_t>(r.integer("undo_index", 0, kMaxSessionMoves));
  s.counters.mistakes = static_cast<int>(r.integer("mistakes", 0, game::kMaxMistakes - 1));
  s.counters.hints_used = static_cast<int>(r.integer("hints_used", 0, game::kHintsPerStage));
  s.counters.elapsed = ms_to_ticks(r.integer("elapsed_ms", 0, kMaxElapsedMs));
  s.selected = static_cast<int>(r.integer("selected", 0, kCells - 1));
  s.notes_mode = r.boolean("notes_mode");
  s.board = r.text("board", kCells);
  const Json* notes = r.array("notes", kCells);
  if (!r.ok()) return r.error();
  if (!is_grid_text(s.puzzle)) return "puzzle: not 81 digits or dots";
  if (!is_grid_text(s.board)) return "board: not 81 digits or dots";
  if (s.undo_index > moves->size()) return "undo_index: beyond the last move";
  if (notes->size() != static_cast<std::size_t>(kCells)) return "notes: not 81 masks";
  for (std::size_t i = 0; i < notes->size(); ++i) {
    std::int64_t mask = 0;
    if (!JsonReader::integer_in((*notes)[i], 0, kAllDigits, mask)) {
      return r.item_path("notes", i) + ": not a mask 0..511";
    }
    s.notes[i] = static_cast<CandidateMask>(mask);
  }
  s.moves.reserve(moves->size());
  int hint_moves = 0;
  for (std::size_t i = 0; i < moves->size(); ++i) {
    const Json& m = (*moves)[i];
    const std::optional<Move> move =
        m.is_string() ? parse_move_record(m.get_ref<const std::string&>()) : std::nullopt;
    if (!move) return r.item_path("moves", i) + ": not a move";
    hint_moves += move->kind == MoveKind::Hint ? 1 : 0;
    s.moves.push_back(*move);
  }
  if (hint_moves > s.counters.hints_used) return "hints_used: fewer than the hint moves";
  out = std::move(s);
  return "";
}

ReplayResult replay_session(const SessionSnapshot& snapshot, const game::StageData& stage) {
  ReplayResult result;
  auto refuse = [&](std::string why) {
    result.session.reset();
    result.error = std::move(why);
    return std::move(result);
  };
  if (snapshot.stage != stage.number) return refuse("the saved game is for another stage");
  if (snapshot.puzzle != grid_text(stage.puzzle)) {
    return refuse("stage " + std::to_string(stage.number) +
                  " is not the puzzle the saved game was played on");
  }
  game::Session& s = result.session.emplace(stage);
  for (std::size_t i = 0; i < snapshot.moves.size(); ++i) {
    const Move& m = snapshot.moves[i];
    const std::size_t before = s.history().size();
    if (m.cell >= 0) s.select(m.cell);
    const bool want_notes = m.kind == MoveKind::ToggleNote;
    if (s.notes_mode() != want_notes) s.toggle_notes_mode();
    switch (m.kind) {
      case MoveKind::Place:
      case MoveKind::ToggleNote: s.enter_digit(m.digit); break;
      case MoveKind::Erase: s.erase(); break;
      case MoveKind::FillNotes: s.fill_notes(); break;
      case MoveKind::Hint: s.replay_hint(m.cell); break;  // not the engine: it may change
    }
    // Exactly one new history entry, and exactly this move (a wrong digit, a given cell or a
    // hint that lands elsewhere all show up here), with no mistake made on the way.
    if (s.history().size() != before + 1 || !(s.history().back().move == m) || s.mistakes() != 0) {
      return refuse("move " + std::to_string(i + 1) + " (" + move_record(m) +
                    ") does not replay on this stage");
    }
    if (s.outcome() != game::Outcome::Playing && i + 1 < snapshot.moves.size()) {
      return refuse("the stage ends before move " + std::to_string(i + 2));
    }
  }
  for (std::size_t n = snapshot.moves.size(); n > snapshot.undo_index; --n) {
    if (!s.undo()) return refuse("cannot undo back to move " + std::to_string(snapshot.undo_index));
  }
  if (s.outcome() != game::Outcome::Playing) return refuse("the saved game is already finished");
  if (grid_text(s.digits()) != snapshot.board) {
    return refuse("the replayed board differs from the saved board");
  }
  for (int c = 0; c < kCells; ++c) {
    if (s.notes(c) != snapshot.notes[static_cast<std::size_t>(c)]) {
      return refuse("the replayed notes differ from the saved notes at " + cell_text(c));
    }
  }
  s.select(snapshot.selected);
  if (s.notes_mode() != snapshot.notes_mode) s.toggle_notes_mode();
  s.events().clear();
  result.counters = snapshot.counters;
  return result;
}

}  // namespace nonet::save
