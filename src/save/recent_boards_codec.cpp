// SPDX-License-Identifier: MIT
// The recent custom boards: encoding and decoding with validation (recent_boards_codec.hpp).
#include "save/recent_boards_codec.hpp"

#include <algorithm>

#include "core/text.hpp"
#include "game/board_editor.hpp"
#include "save/json_reader.hpp"

namespace nonet::save {

namespace {

std::string validate_recent_boards(const Json& payload) {
  std::vector<Grid> scratch;
  return decode_recent_boards(payload, scratch);
}

}  // namespace

const DocumentType& recent_boards_document() {
  static const DocumentType kType = [] {
    DocumentType t;
    t.format = "nonet-recent-boards";
    t.version = 1;
    t.player_name = "recent boards";
    t.validate = validate_recent_boards;
    return t;
  }();
  return kType;
}

Json encode_recent_boards(const std::vector<Grid>& boards) {
  Json list = Json::array();
  for (const Grid& g : boards) list.push_back(to_line(g));
  return {{"boards", std::move(list)}};
}

std::string decode_recent_boards(const Json& payload, std::vector<Grid>& out) {
  JsonReader r(payload, "");
  const Json* list = r.array("boards", game::kRecentBoardLimit);
  if (!r.ok()) return r.error();
  std::vector<Grid> boards;
  for (std::size_t i = 0; i < list->size(); ++i) {
    const std::string path = r.item_path("boards", i);
    const Json& v = (*list)[i];
    if (!v.is_string() || v.get_ref<const std::string&>().size() != kCells)
      return path + ": not a board of 81 characters";
    const std::string& text = v.get_ref<const std::string&>();
    const ParseResult p = parse_grid(text, true);
    if (!p || to_line(*p.grid) != text) return path + ": not a board ('1'-'9' and '.')";
    if (p.grid->filled_count() == 0) return path + ": an empty board";
    if (std::find(boards.begin(), boards.end(), *p.grid) != boards.end())
      return path + ": the same board twice";
    boards.push_back(*p.grid);
  }
  out = std::move(boards);
  return "";
}

}  // namespace nonet::save
