// SPDX-License-Identifier: MIT
// Progress file: encoding, decoding with validation, and the migrations from versions 1-3.
#include "save/progress_codec.hpp"

#include <algorithm>
#include <bitset>

#include "i18n/i18n.hpp"
#include "save/json_reader.hpp"

namespace nonet::save {
namespace {

using game::kStageCount;
// Bounds that no honest file exceeds but that keep sums and conversions far from overflow;
// the game's counters stop at the same ones (game/tuning.hpp), so load and save agree.
using game::kMaxCount;
using game::kMaxMs;

// The game numbers (issue 30): {"started": N, "finished": [ids...]}, each id 1..N.
std::string decode_games(const Json& games, const std::string& path, game::Progress& file) {
  JsonReader g(games, path);
  const std::int64_t started = g.integer("started", 0, static_cast<std::int64_t>(game::kMaxGameId));
  const Json* finished = g.array("finished", game::kFinishedGamesKept);
  if (!g.ok()) return g.error();
  file.games_started = static_cast<std::uint64_t>(started);
  for (std::size_t i = 0; i < finished->size(); ++i) {
    std::int64_t id = 0;
    if (!JsonReader::integer_in((*finished)[i], 1, started, id))
      return g.item_path("finished", i) + ": not a game number 1.." + std::to_string(started);
    file.finished_games.push_back(static_cast<std::uint64_t>(id));
  }
  return "";
}

bool has_data(const game::StageRecord& r) { return !(r == game::StageRecord{}); }

std::string decode_stage(const Json& item, const std::string& path, game::Progress& file,
                         std::bitset<kStageCount>& seen) {
  JsonReader r(item, path);
  const int stage = static_cast<int>(r.integer("stage", 1, kStageCount, 1));
  game::StageRecord rec;
  rec.cleared = r.boolean("cleared");
  rec.best_ms = r.integer("best_ms", 0, kMaxMs);
  rec.plays = static_cast<std::int32_t>(r.integer("plays", 0, kMaxCount));
  rec.fewest_mistakes = static_cast<int>(r.integer("fewest_mistakes", -1, game::kMaxMistakes - 1));
  rec.fewest_hints = static_cast<int>(r.integer("fewest_hints", -1, game::kHintsPerStage));
  rec.clean = r.boolean("clean");
  if (!r.ok()) return r.error();
  const std::size_t i = static_cast<std::size_t>(stage - 1);
  if (seen[i]) return path + ".stage: stage " + std::to_string(stage) + " appears twice";
  seen[i] = true;
  // A best time belongs to a clear, and so do the clear statistics.
  if (rec.cleared != (rec.best_ms > 0)) return path + ": cleared and best_ms disagree";
  if (!rec.cleared && (rec.fewest_mistakes >= 0 || rec.fewest_hints >= 0 || rec.clean)) {
    return path + ": statistics for a stage never cleared";
  }
  if (rec.clean && (rec.fewest_mistakes != 0 || rec.fewest_hints != 0)) {
    return path + ": a clean clear needs 0 mistakes and 0 hints";
  }
  file.stages[i] = rec;
  return "";
}

Json encode_free_play(const game::FreePlayStats& f) {
  Json levels = Json::array();
  for (int i = 0; i < nonet::kLevelCount; ++i) {
    const game::LevelStats& l = f.levels[static_cast<std::size_t>(i)];
    levels.push_back({{"level", std::string(nonet::level_name(static_cast<nonet::Level>(i)))},
                      {"started", l.started},
                      {"played", l.played},
                      {"won", l.won},
                      {"best_ms", l.best_ms},
                      {"total_ms", l.total_ms},
                      {"recent_ms", l.recent_ms}});
  }
  const game::DailyStats& d = f.daily;
  return {{"levels", std::move(levels)},
          {"daily",
           {{"started", d.started},
            {"played", d.played},
            {"won", d.won},
            {"best_ms", d.best_ms},
            {"total_ms", d.total_ms},
            {"last_solved", d.last_solved},
            {"streak", d.streak},
            {"longest", d.longest}}}};
}

// started >= played >= won; a best time exactly when there is a win; the total at least the
// best.
std::string check_wins(const std::string& path, std::int64_t started, std::int64_t played,
                       std::int64_t won, std::int64_t best, std::int64_t total) {
  if (played > started) return path + ": more played than started";
  if (won > played) return path + ": more won than played";
  if ((won > 0) != (best > 0)) return path + ": won and best_ms disagree";
  if (total < best) return path + ": total_ms below best_ms";
  return "";
}

std::string decode_free_play(const Json& object, const std::string& path,
                             game::FreePlayStats& out) {
  JsonReader r(object, path);
  const Json* levels = r.array("levels", nonet::kLevelCount);
  const Json* daily = r.object("daily");
  if (!r.ok()) return r.error();
  if (levels->size() != static_cast<std::size_t>(nonet::kLevelCount))
    return r.child_path("levels") + ": one entry per level";
  game::FreePlayStats f;
  for (std::size_t i = 0; i < levels->size(); ++i) {
    const std::string at = r.item_path("levels", i);
    JsonReader l((*levels)[i], at);
    const std::string name = l.text("level", 16);
    game::LevelStats& s = f.levels[i];
    s.started = static_cast<std::int32_t>(l.integer("started", 0, kMaxCount));
    s.played = static_cast<std::int32_t>(l.integer("played", 0, kMaxCount));
    s.won = static_cast<std::int32_t>(l.integer("won", 0, kMaxCount));
    s.best_ms = l.integer("best_ms", 0, kMaxMs);
    s.total_ms = l.integer("total_ms", 0, kMaxMs);
    const Json* recent = l.array("recent_ms", game::kRecentSolves);
    if (!l.ok()) return l.error();
    if (name != nonet::level_name(static_cast<nonet::Level>(i)))
      return at + ".level: expected " +
             std::string(nonet::level_name(static_cast<nonet::Level>(i)));
    if (std::string why = check_wins(at, s.started, s.played, s.won, s.best_ms, s.total_ms);
        !why.empty())
      return why;
    if (recent->size() > static_cast<std::size_t>(s.won))
      return at + ".recent_ms: more times than wins";
    for (std::size_t k = 0; k < recent->size(); ++k) {
      std::int64_t ms = 0;
      if (!JsonReader::integer_in((*recent)[k], s.best_ms, kMaxMs, ms))
        return at + ".recent_ms[" + std::to_string(k) + "]: not a time at or above best_ms";
      s.recent_ms.push_back(ms);
    }
  }
  JsonReader d(*daily, r.child_path("daily"));
  game::DailyStats& ds = f.daily;
  ds.started = static_cast<std::int32_t>(d.integer("started", 0, kMaxCount));
  ds.played = static_cast<std::int32_t>(d.integer("played", 0, kMaxCount));
  ds.won = static_cast<std::int32_t>(d.integer("won", 0, kMaxCount));
  ds.best_ms = d.integer("best_ms", 0, kMaxMs);
  ds.total_ms = d.integer("total_ms", 0, kMaxMs);
  ds.last_solved = d.text("last_solved", 10);
  ds.streak = static_cast<std::int32_t>(d.integer("streak", 0, kMaxCount));
  ds.longest = static_cast<std::int32_t>(d.integer("longest", 0, kMaxCount));
  if (!d.ok()) return d.error();
  const std::string dp = r.child_path("daily");
  if (std::string why = check_wins(dp, ds.started, ds.played, ds.won, ds.best_ms, ds.total_ms);
      !why.empty())
    return why;
  if (!ds.last_solved.empty() && !nonet::parse_date(ds.last_solved))
    return dp + ".last_solved: not a date (YYYY-MM-DD)";
  if (ds.last_solved.empty() != (ds.streak == 0))
    return dp + ": a streak needs the day it ends on, and a day solved a streak";
  if (ds.streak > ds.longest || ds.longest > ds.won) return dp + ": streak <= longest <= won";
  out = f;
  return "";
}

std::string validate_progress(const Json& payload) {
  game::Progress scratch;
  return decode_progress(payload, scratch);
}

// Version 1 -> 2 (see the header).
std::string migrate_progress_1_to_2(Json& payload) {
  JsonReader r(payload, "");
  const std::int64_t unlocked = r.integer("unlocked", 1, kStageCount);
  const Json* best = r.object("best_seconds");
  if (!r.ok()) return r.error();
  Json stages = Json::array();
  for (int s = 1; s < unlocked; ++s) {
    const auto it = best->find(std::to_string(s));
    std::int64_t seconds = 0;
    if (it == best->end() || !JsonReader::integer_in(*it, 1, kMaxMs / 1000, seconds)) {
      return "best_seconds." + std::to_string(s) + ": a cleared stage needs a time in seconds";
    }
    stages.push_back({{"stage", s},
                      {"cleared", true},
                      {"best_ms", seconds * 1000},
                      {"plays", 1},
                      {"fewest_mistakes", -1},
                      {"fewest_hints", -1},
                      {"clean", false}});
  }
  if (best->size() != static_cast<std::size_t>(unlocked - 1)) {
    return "best_seconds: times for stages that were not cleared";
  }
  payload = {
      {"last_stage", unlocked},
      {"stages", std::move(stages)},
      {"totals",
       {{"clears", unlocked - 1}, {"losses", 0}, {"mistakes", 0}, {"hints", 0}, {"play_ms", 0}}}};
  return "";
}

// Version 2 -> 3: free play's statistics and the daily streak start empty.
std::string migrate_progress_2_to_3(Json& payload) {
  if (!payload.is_object()) return "the payload is not an object";
  payload["free_play"] = encode_free_play(game::FreePlayStats{});
  return "";
}

// Version 3 -> 4: games begun are counted (issue 29). Before, only finished games were, so
// every level's and the daily's "started" begins at its "played": no abandoned game is known.
std::string migrate_progress_3_to_4(Json& payload) {
  if (!payload.is_object()) return "the payload is not an object";
  Json* fp = payload.contains("free_play") ? &payload["free_play"] : nullptr;
  if (fp == nullptr || !fp->is_object()) return "free_play: missing";
  auto copy_played = [](Json& o) {
    if (o.is_object() && o.contains("played")) o["started"] = o["played"];
  };
  if (fp->contains("levels") && (*fp)["levels"].is_array())
    for (Json& l : (*fp)["levels"]) copy_played(l);
  if (fp->contains("daily")) copy_played((*fp)["daily"]);
  return "";
}

}  // namespace

const DocumentType& progress_document() {
  static const DocumentType kType = [] {
    DocumentType t;
    t.format = "nonet-progress";
    t.version = 4;
    // TRANSLATORS: a save file's name in messages such as "Your {0} file was damaged".
    t.player_name = N_("progress");
    t.migrations = {migrate_progress_1_to_2, migrate_progress_2_to_3, migrate_progress_3_to_4};
    t.validate = validate_progress;
    return t;
  }();
  return kType;
}

Json encode_progress(const game::Progress& progress) {
  Json stages = Json::array();
  for (int s = 1; s <= kStageCount; ++s) {
    const game::StageRecord& rec = progress.stages[static_cast<std::size_t>(s - 1)];
    if (!has_data(rec)) continue;
    stages.push_back({{"stage", s},
                      {"cleared", rec.cleared},
                      {"best_ms", rec.best_ms},
                      {"plays", rec.plays},
                      {"fewest_mistakes", rec.fewest_mistakes},
                      {"fewest_hints", rec.fewest_hints},
                      {"clean", rec.clean}});
  }
  const game::PlayTotals& t = progress.totals;
  Json out = {{"last_stage", progress.last_stage},
              {"stages", std::move(stages)},
              {"totals",
               {{"clears", t.clears},
                {"losses", t.losses},
                {"mistakes", t.mistakes},
                {"hints", t.hints},
                {"play_ms", t.play_ms}}},
              {"free_play", encode_free_play(progress.free_play)}};
  // Left out until a game has been numbered, so files from before it read and write the same.
  if (progress.games_started != 0 || !progress.finished_games.empty())
    out["games"] = {{"started", progress.games_started}, {"finished", progress.finished_games}};
  return out;
}

std::string decode_progress(const Json& payload, game::Progress& out) {
  JsonReader r(payload, "");
  game::Progress file;
  file.last_stage = static_cast<int>(r.integer("last_stage", 1, kStageCount, 1));
  const Json* stages = r.array("stages", kStageCount);
  const Json* totals = r.object("totals");
  const Json* free_play = r.object("free_play");
  if (!r.ok()) return r.error();
  std::bitset<kStageCount> seen;
  for (std::size_t i = 0; i < stages->size(); ++i) {
    std::string why = decode_stage((*stages)[i], r.item_path("stages", i), file, seen);
    if (!why.empty()) return why;
  }
  JsonReader t(*totals, "totals");
  file.totals.clears = t.integer("clears", 0, kMaxCount);
  file.totals.losses = t.integer("losses", 0, kMaxCount);
  file.totals.mistakes = t.integer("mistakes", 0, kMaxCount);
  file.totals.hints = t.integer("hints", 0, kMaxCount);
  file.totals.play_ms = t.integer("play_ms", 0, kMaxMs);
  if (!t.ok()) return t.error();
  if (std::string why = decode_free_play(*free_play, r.child_path("free_play"), file.free_play);
      !why.empty())
    return why;
  if (payload.contains("games")) {
    const Json* games = r.object("games");
    if (!r.ok()) return r.error();
    if (std::string why = decode_games(*games, r.child_path("games"), file); !why.empty())
      return why;
  }
  out = file;
  return "";
}

}  // namespace nonet::save
