// SPDX-License-Identifier: MIT
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

}  // namespace

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
  return {{"last_stage", progress.last_stage},
          {"stages", std::move(stages)},
          {"totals",
           {{"clears", t.clears},
            {"losses", t.losses},
            {"mistakes", t.mistakes},
            {"hints", t.hints},
            {"play_ms", t.play_ms}}}};
}

std::string decode_progress(const Json& payload, game::Progress& out) {
  JsonReader r(payload, "");
  game::Progress file;
  file.last_stage = static_cast<int>(r.integer("last_stage", 1, kStageCount, 1));
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
