// SPDX-License-Identifier: MIT
// The Sum Tiles file: encoding and decoding with validation (see sum_tiles_codec.hpp).
#include "save/sum_tiles_codec.hpp"

#include "core/sum_tiles.hpp"
#include "game/sum_tiles_mode.hpp"
#include "i18n/i18n.hpp"
#include "save/json_reader.hpp"

namespace nonet::save {

namespace st = sumtiles;

namespace {

constexpr std::size_t kMaxBestEntries = st::kSizeCount * (st::kMaxTarget - st::kMinTarget + 1);

// An array of small integers in [lo, hi], at most max_size long.
std::string read_ints(const Json& v, const std::string& path, std::size_t max_size, int lo, int hi,
                      std::vector<int>& out) {
  if (!v.is_array()) return path + ": not an array";
  if (v.size() > max_size) return path + ": more than " + std::to_string(max_size) + " items";
  out.clear();
  for (std::size_t i = 0; i < v.size(); ++i) {
    std::int64_t x = 0;
    if (!JsonReader::integer_in(v[i], lo, hi, x))
      return path + "[" + std::to_string(i) + "]: not an integer in " + std::to_string(lo) + ".." +
             std::to_string(hi);
    out.push_back(static_cast<int>(x));
  }
  return "";
}

std::string decode_board(const Json& v, std::optional<game::SumSessionRecord>& out) {
  JsonReader r(v, "board");
  game::SumSessionRecord rec;
  const std::string code = r.text("code", 32);
  rec.stage = static_cast<int>(r.integer("stage", 0, st::kStageCount));
  rec.clears = static_cast<int>(r.integer("clears", 0, st::kMaxTiles));
  rec.hints_used = static_cast<int>(r.integer("hints", 0, st::kMaxHintsCounted));
  const Json* tiles = r.array("tiles", st::kMaxTiles);
  const Json* selection = r.array("selection", st::kMaxTiles);
  if (!r.ok()) return r.error();
  // Version 2 writes to_text's form, and only that is read (version 1's hex form is migrated).
  const auto parsed = st::parse_board_code(code);
  if (!parsed || st::to_text(*parsed) != code) return "board.code: not a board code";
  rec.code = *parsed;
  if (std::string why = read_ints(*tiles, "board.tiles", st::kMaxTiles, 0, 9, rec.tiles);
      !why.empty())
    return why;
  if (std::string why = read_ints(*selection, "board.selection", st::kMaxTiles, 0,
                                  st::kMaxTiles - 1, rec.selection);
      !why.empty())
    return why;
  if (rec.stage > 0 && st::stage_code(rec.stage) != rec.code)
    return "board.code: not the code of stage " + std::to_string(rec.stage);
  const auto board =
      st::Board::restore(rec.code, rec.tiles, rec.selection, rec.clears, rec.hints_used);
  if (!board) return "board: the tiles or the selection are not a board of its code";
  out = std::move(rec);
  return "";
}

std::string validate_sum_tiles(const Json& payload) {
  SumTilesFile scratch;
  return decode_sum_tiles(payload, scratch);
}

// Version 2 (issue 29) writes board codes in the game codes' alphabet, "S-25-10-1NFB-X4QJ";
// version 1 had "25-10-0000beef". The same board, its code rewritten.
std::string migrate_sum_tiles_1_to_2(Json& payload) {
  if (!payload.is_object()) return "not an object";
  const auto board = payload.find("board");
  if (board == payload.end() || !board->is_object()) return "";  // no board open: nothing to do
  const auto code = board->find("code");
  if (code == board->end() || !code->is_string()) return "";  // the validator says what is wrong
  if (const auto parsed = st::parse_board_code(code->get<std::string>()))
    *code = st::to_text(*parsed);
  return "";
}

}  // namespace

const DocumentType& sum_tiles_document() {
  static const DocumentType kType = [] {
    DocumentType t;
    t.format = "nonet-sum-tiles";
    t.version = 2;
    // TRANSLATORS: a save file's name in messages such as "Your {0} file was damaged".
    t.player_name = N_("Sum Tiles");
    t.migrations = {migrate_sum_tiles_1_to_2};
    t.validate = validate_sum_tiles;
    return t;
  }();
  return kType;
}

SumTilesFile capture_sum_tiles(const game::SumTilesMode& mode) {
  return SumTilesFile{mode.progress(), mode.record()};
}

Json encode_sum_tiles(const SumTilesFile& file) {
  const game::SumProgress& p = file.progress;
  Json stages = Json::array();
  for (int s = 1; s <= st::kStageCount; ++s) {
    const int best = p.stage_best[static_cast<std::size_t>(s - 1)];
    if (best >= 0) stages.push_back({{"stage", s}, {"best_left", best}});
  }
  Json best = Json::array();
  for (int tiles : st::kSizes) {
    for (int target = st::kMinTarget; target <= st::kMaxTarget; ++target) {
      const int left = p.best_for(tiles, target);
      if (left >= 0) best.push_back({{"tiles", tiles}, {"target", target}, {"left", left}});
    }
  }
  Json board = nullptr;
  if (file.board) {
    const game::SumSessionRecord& b = *file.board;
    board = {{"code", st::to_text(b.code)}, {"stage", b.stage},   {"tiles", b.tiles},
             {"selection", b.selection},    {"clears", b.clears}, {"hints", b.hints_used}};
  }
  return {{"unlocked", p.unlocked},
          {"stages", std::move(stages)},
          {"best", std::move(best)},
          {"board", std::move(board)}};
}

std::string decode_sum_tiles(const Json& payload, SumTilesFile& out) {
  JsonReader r(payload, "");
  SumTilesFile file;
  file.progress.unlocked = static_cast<int>(r.integer("unlocked", 1, st::kStageCount, 1));
  const Json* stages = r.array("stages", st::kStageCount);
  const Json* best = r.array("best", kMaxBestEntries);
  if (!r.ok()) return r.error();
  for (std::size_t i = 0; i < stages->size(); ++i) {
    JsonReader e((*stages)[i], r.item_path("stages", i));
    const int stage = static_cast<int>(e.integer("stage", 1, st::kStageCount, 1));
    const int left = static_cast<int>(e.integer("best_left", 0, st::kMaxTiles));
    if (!e.ok()) return e.error();
    int& slot = file.progress.stage_best[static_cast<std::size_t>(stage - 1)];
    if (slot >= 0)
      return r.item_path("stages", i) + ".stage: stage " + std::to_string(stage) + " appears twice";
    if (left > st::stage_code(stage).tiles)
      return r.item_path("stages", i) + ".best_left: more tiles than the stage has";
    slot = left;
  }
  for (std::size_t i = 0; i < best->size(); ++i) {
    JsonReader e((*best)[i], r.item_path("best", i));
    const int tiles = static_cast<int>(e.integer("tiles", 16, st::kMaxTiles, 16));
    const int target =
        static_cast<int>(e.integer("target", st::kMinTarget, st::kMaxTarget, st::kMinTarget));
    const int left = static_cast<int>(e.integer("left", 0, st::kMaxTiles));
    if (!e.ok()) return e.error();
    if (!st::is_size(tiles)) return r.item_path("best", i) + ".tiles: not a board size";
    if (left > tiles) return r.item_path("best", i) + ".left: more tiles than the board has";
    int& slot = file.progress.best_ref(tiles, target);
    if (slot >= 0) return r.item_path("best", i) + ": the same size and target appear twice";
    slot = left;
  }
  const auto it = payload.find("board");
  if (it == payload.end()) return "board: missing (null or a board expected)";
  if (!it->is_null()) {
    if (std::string why = decode_board(*it, file.board); !why.empty()) return why;
  }
  out = std::move(file);
  return "";
}

}  // namespace nonet::save
