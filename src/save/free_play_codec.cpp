// SPDX-License-Identifier: MIT
// The free-play document: encoding, decoding, and the replay that checks it before use.
#include "save/free_play_codec.hpp"

#include "core/free_play.hpp"
#include "core/game_code.hpp"
#include "core/solver.hpp"
#include "game/stage_source.hpp"
#include "i18n/i18n.hpp"
#include "save/json_reader.hpp"

namespace nonet::save {
namespace {

// Counters of a free-play game: no limit but a sane one (a file is not a place for 2^63).
using game::kMaxFreeCount;  // what the game's counters stop at (game/tuning.hpp)
constexpr std::int64_t kMaxMistakeLimit = 9;

std::string validate_free_play(const Json& payload) {
  std::optional<FreePlaySnapshot> scratch;
  return decode_free_play(payload, scratch);
}

// Version 1 kept no custom board: an active game gets the fields of a generated one.
std::string migrate_free_play_1_to_2(Json& payload) {
  if (!payload.is_object()) return "not an object";
  const auto active = payload.find("active");
  if (active == payload.end() || !active->is_boolean() || !active->get<bool>()) return "";
  payload["custom"] = false;
  payload["open_solutions"] = false;
  payload["enter_ms"] = 0;
  payload["solution"] = "";
  return "";
}

// Version 3's games may hold colour moves and "marks" (as the session file's version 2): a
// version 2 game has no paint.
std::string migrate_free_play_2_to_3(Json& payload) { return add_no_marks(payload); }

// The longest a board may take to enter that a file can claim (a year).
constexpr std::int64_t kMaxEnterMs = 366LL * 24 * 3600 * 1000;

}  // namespace

const DocumentType& free_play_document() {
  static const DocumentType kType = [] {
    DocumentType t;
    t.format = "nonet-free-play";
    t.version = 3;
    // TRANSLATORS: a save file's name in messages such as "Your {0} file was damaged".
    t.player_name = N_("free-play game");
    t.migrations = {migrate_free_play_1_to_2, migrate_free_play_2_to_3};
    t.validate = validate_free_play;
    return t;
  }();
  return kType;
}

FreePlaySnapshot capture_free_play(const game::Session& session) {
  const game::StageData& st = session.stage();
  FreePlaySnapshot f;
  f.code = st.code;
  f.daily = st.daily;
  f.level = st.level;
  f.score = st.score;
  f.mistakes_allowed = st.mistakes_allowed;
  f.check_at_end = st.check_at_end;
  f.custom = st.custom;
  f.open_solutions = st.open_solutions;
  f.enter_ms = st.custom ? ticks_to_ms(st.enter_ticks) : 0;
  f.solution = st.custom ? grid_text(st.solution) : "";
  f.session = capture_session(session);
  return f;
}

Json encode_free_play(const std::optional<FreePlaySnapshot>& snapshot) {
  if (!snapshot) return {{"active", false}};
  Json j = encode_session(snapshot->session);
  j["code"] = snapshot->code;
  j["daily"] = snapshot->daily;
  j["level"] = std::string(game::level_key(snapshot->level));
  j["score"] = snapshot->score;
  j["mistakes_allowed"] = snapshot->mistakes_allowed;
  j["check_at_end"] = snapshot->check_at_end;
  j["custom"] = snapshot->custom;
  j["open_solutions"] = snapshot->open_solutions;
  j["enter_ms"] = snapshot->enter_ms;
  j["solution"] = snapshot->solution;
  return j;
}

std::string decode_free_play(const Json& payload, std::optional<FreePlaySnapshot>& out) {
  JsonReader r(payload, "");
  const bool active = r.boolean("active");
  if (!r.ok()) return r.error();
  if (!active) {
    out.reset();
    return "";
  }
  FreePlaySnapshot f;
  f.code = r.text("code", 32);
  f.daily = r.boolean("daily");
  const std::string level = r.text("level", 16);
  f.score = static_cast<int>(r.integer("score", 0, 99));
  f.mistakes_allowed = static_cast<int>(r.integer("mistakes_allowed", 0, kMaxMistakeLimit));
  f.check_at_end = r.boolean("check_at_end");
  f.custom = r.boolean("custom");
  f.open_solutions = r.boolean("open_solutions");
  f.enter_ms = r.integer("enter_ms", 0, kMaxEnterMs);
  f.solution = r.text("solution", kCells);
  if (!r.ok()) return r.error();
  if (!game::parse_level_key(level, f.level)) return "level: not a level name";
  if (f.custom) {
    // A typed board: no game code, its solution kept (a full grid), no daily.
    if (f.code != game::kCustomCode) return "code: not \"Custom\" for a custom board";
    if (f.daily) return "daily: a custom board is no daily puzzle";
    if (f.solution.size() != static_cast<std::size_t>(kCells) || !is_grid_text(f.solution) ||
        f.solution.find('.') != std::string::npos)
      return "solution: not 81 digits";
    if (f.open_solutions) {
      if (f.level) return "level: not \"Unrated\" for several solutions";
      if (f.mistakes_allowed != 0 || f.check_at_end)
        return "open_solutions: judged rules on a board with several solutions";
    } else if (!f.level) {
      return "level: \"Unrated\" for a board with one solution";
    }
  } else {
    const GameCodeParse code = parse_game_code(f.code);
    if (!code.ok || format_game_code(code.code) != f.code) return "code: not a game code";
    if (!f.level) return "level: \"Unrated\" for a generated puzzle";
    if (f.open_solutions || f.enter_ms != 0 || !f.solution.empty())
      return "custom: custom-board fields on a generated puzzle";
  }
  if (f.check_at_end && f.mistakes_allowed != 0)
    return "mistakes_allowed: not 0 with check at the end";
  const std::int64_t max_mistakes = f.mistakes_allowed > 0 ? f.mistakes_allowed - 1 : kMaxFreeCount;
  if (std::string e = decode_play_fields(payload, f.session, 0, f.check_at_end ? 0 : max_mistakes,
                                         kMaxFreeCount);
      !e.empty())
    return e;
  out = std::move(f);
  return "";
}

FreePlayReplay replay_free_play(const FreePlaySnapshot& snapshot) {
  FreePlayReplay out;
  auto refuse = [&](std::string why) {
    out.stage.reset();
    out.result = game::RebuildResult{std::nullopt, std::move(why)};
    return std::move(out);
  };
  game::StageData st;
  st.number = 0;
  for (int c = 0; c < kCells; ++c) {
    const char ch = snapshot.session.puzzle[static_cast<std::size_t>(c)];
    st.puzzle.set(c, ch == '.' ? 0 : ch - '0');
  }
  const SolveResult solved = solve(st.puzzle, SolveOptions{2, 0});
  if (snapshot.custom && snapshot.open_solutions) {
    // Several solutions, accepted: the one played must be a solution of these givens.
    Grid kept;
    for (int c = 0; c < kCells; ++c)
      kept.set(c, snapshot.solution[static_cast<std::size_t>(c)] - '0');
    // The reasons are shown in "Your free-play game could not be resumed (...)".
    if (solved.count < 2 || !is_solved(kept) || !agrees_with(st.puzzle, kept)) {
      // TRANSLATORS: why a saved free-play game could not be resumed.
      return refuse(i18n::tr("its solution does not fit its board"));
    }
    st.solution = kept;
  } else {
    // TRANSLATORS: why a saved free-play game could not be resumed.
    if (solved.count != 1) return refuse(i18n::tr("its puzzle does not have exactly one solution"));
    st.solution = solved.solution;
    if (snapshot.custom && grid_text(st.solution) != snapshot.solution)
      return refuse(i18n::tr("its solution does not fit its board"));
  }
  st.level = snapshot.level;
  st.score = snapshot.score;
  st.code = snapshot.code;
  st.daily = snapshot.daily;
  st.mistakes_allowed = snapshot.mistakes_allowed;
  // Generated and uniquely solvable typed boards: hints unlimited; several solutions: none.
  st.unlimited_hints = !snapshot.open_solutions;
  st.check_at_end = snapshot.check_at_end;
  st.custom = snapshot.custom;
  st.open_solutions = snapshot.open_solutions;
  st.enter_ticks = ms_to_ticks(snapshot.enter_ms);
  out.result = replay_session(snapshot.session, st);
  if (out.result.session) out.stage = std::move(st);
  return out;
}

}  // namespace nonet::save
