// Progress file: encoding, decoding with validation, and the version 1 -> 2 migration.
#include "save/progress_codec.hpp"

#include <algorithm>
#include <bitset>

#include "save/json_reader.hpp"

namespace nonet::save {
namespace {

using game::kStageCount;
// Bounds that no honest file exceeds but that keep sums and conversions far from overflow.
constexpr std::int64_t kMaxMs = 1'000'000'000'000;  // about 31 years of play
constexpr std::int64_t kMaxCount = 1'000'000'000;

bool has_data(const game::StageRecord& r, const StageStats& s) {
  return r.cleared || r.plays > 0 || r.best_ms > 0 || s != StageStats{};
}

std::string decode_stage(const Json& item, const std::string& path, ProgressFile& file,
                         std::bitset<kStageCount>& seen) {
  JsonReader r(item, path);
  const int stage = static_cast<int>(r.integer("stage", 1, kStageCount, 1));
  game::StageRecord rec;
  StageStats st;
  rec.cleared = r.boolean("cleared");
  rec.best_ms = r.integer("best_ms", 0, kMaxMs);
  rec.plays = static_cast<std::int32_t>(r.integer("plays", 0, kMaxCount));
  st.fewest_mistakes = static_cast<int>(r.integer("fewest_mistakes", -1, game::kMaxMistakes - 1));
  st.fewest_hints = static_cast<int>(r.integer("fewest_hints", -1, game::kHintsPerStage));
  st.clean = r.boolean("clean");
  if (!r.ok()) return r.error();
  const std::size_t i = static_cast<std::size_t>(stage - 1);
  if (seen[i]) return path + ".stage: stage " + std::to_string(stage) + " appears twice";
  seen[i] = true;
  // A best time belongs to a clear, and so do the clear statistics.
  if (rec.cleared != (rec.best_ms > 0)) return path + ": cleared and best_ms disagree";
  if (!rec.cleared && (st.fewest_mistakes >= 0 || st.fewest_hints >= 0 || st.clean)) {
    return path + ": statistics for a stage never cleared";
  }
  if (st.clean && (st.fewest_mistakes != 0 || st.fewest_hints != 0)) {
    return path + ": a clean clear needs 0 mistakes and 0 hints";
  }
  file.progress.stages[i] = rec;
  file.stats[i] = st;
  return "";
}

std::string validate_progress(const Json& payload) {
  ProgressFile scratch;
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

}  // namespace

void record_stage_end(ProgressFile& file, int stage, bool won, int mistakes, int hints_used,
                      std::int64_t elapsed_ms) {
  if (stage < 1 || stage > kStageCount) return;
  ProgressTotals& t = file.totals;
  t.mistakes = std::min(t.mistakes + std::max(mistakes, 0), kMaxCount);
  t.hints = std::min(t.hints + std::max(hints_used, 0), kMaxCount);
  t.play_ms = std::min(t.play_ms + std::max<std::int64_t>(elapsed_ms, 0), kMaxMs);
  if (!won) {
    t.losses = std::min(t.losses + 1, kMaxCount);
    return;
  }
  t.clears = std::min(t.clears + 1, kMaxCount);
  StageStats& s = file.stats[static_cast<std::size_t>(stage - 1)];
  mistakes = std::clamp(mistakes, 0, game::kMaxMistakes - 1);
  hints_used = std::clamp(hints_used, 0, game::kHintsPerStage);
  s.fewest_mistakes = s.fewest_mistakes < 0 ? mistakes : std::min(s.fewest_mistakes, mistakes);
  s.fewest_hints = s.fewest_hints < 0 ? hints_used : std::min(s.fewest_hints, hints_used);
  s.clean = s.clean || (mistakes == 0 && hints_used == 0);
  // Both fewest counts of 0 can come from two different clears; the mark needs one clean clear.
}

const DocumentType& progress_document() {
  static const DocumentType kType = [] {
    DocumentType t;
    t.format = "nonet-progress";
    t.version = 2;
    t.player_name = "progress";
    t.migrations = {migrate_progress_1_to_2};
    t.validate = validate_progress;
    return t;
  }();
  return kType;
}

Json encode_progress(const ProgressFile& file) {
  Json stages = Json::array();
  for (int s = 1; s <= kStageCount; ++s) {
    const std::size_t i = static_cast<std::size_t>(s - 1);
    const game::StageRecord& rec = file.progress.stages[i];
    const StageStats& st = file.stats[i];
    if (!has_data(rec, st)) continue;
    stages.push_back({{"stage", s},
                      {"cleared", rec.cleared},
                      {"best_ms", rec.best_ms},
                      {"plays", rec.plays},
                      {"fewest_mistakes", st.fewest_mistakes},
                      {"fewest_hints", st.fewest_hints},
                      {"clean", st.clean}});
  }
  const ProgressTotals& t = file.totals;
  return {{"last_stage", file.progress.last_stage},
          {"stages", std::move(stages)},
          {"totals",
           {{"clears", t.clears},
            {"losses", t.losses},
            {"mistakes", t.mistakes},
            {"hints", t.hints},
            {"play_ms", t.play_ms}}}};
}

std::string decode_progress(const Json& payload, ProgressFile& out) {
  JsonReader r(payload, "");
  ProgressFile file;
  file.progress.last_stage = static_cast<int>(r.integer("last_stage", 1, kStageCount, 1));
  const Json* stages = r.array("stages", kStageCount);
  const Json* totals = r.object("totals");
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
  out = file;
  return "";
}

}  // namespace nonet::save
