// SPDX-License-Identifier: MIT
// The recent custom boards: encoding and decoding with validation (recent_boards_codec.hpp).
#include "save/recent_boards_codec.hpp"

#include <algorithm>

#include "core/text.hpp"
#include "game/recent_boards.hpp"
#include "i18n/i18n.hpp"
#include "save/json_reader.hpp"

namespace nonet::save {

namespace {

std::string validate_recent_boards(const Json& payload) {
  std::vector<Grid> scratch;
  return decode_recent_boards(payload, scratch);
}

// One board of 81 characters ('1'-'9', '.'), not empty: "" or why not.
std::string read_board(const Json& v, const std::string& path, Grid& out) {
  if (!v.is_string() || v.get_ref<const std::string&>().size() != kCells)
    return path + ": not a board of 81 characters";
  const std::string& text = v.get_ref<const std::string&>();
  const ParseResult p = parse_grid(text, true);
  if (!p || to_line(*p.grid) != text) return path + ": not a board ('1'-'9' and '.')";
  if (p.grid->filled_count() == 0) return path + ": an empty board";
  out = *p.grid;
  return "";
}

}  // namespace

const DocumentType& recent_boards_document() {
  static const DocumentType kType = [] {
    DocumentType t;
    t.format = "nonet-recent-boards";
    t.version = 1;
    // TRANSLATORS: a save file's name in messages such as "Your {0} file was damaged".
    t.player_name = N_("recent boards");
    t.validate = validate_recent_boards;
    return t;
  }();
  return kType;
}

Json encode_recent_boards(const std::vector<Grid>& boards, const Grid& draft) {
  Json list = Json::array();
  for (const Grid& g : boards) list.push_back(to_line(g));
  Json out = {{"boards", std::move(list)}};
  if (draft.filled_count() > 0) out["draft"] = to_line(draft);
  return out;
}

Grid decode_editor_draft(const Json& payload) {
  Grid draft;
  if (payload.is_object() && payload.contains("draft") &&
      !read_board(payload["draft"], "draft", draft).empty())
    return Grid{};
  return draft;
}

std::string decode_recent_boards(const Json& payload, std::vector<Grid>& out) {
  JsonReader r(payload, "");
  const Json* list = r.array("boards", game::kRecentBoardLimit);
  if (!r.ok()) return r.error();
  std::vector<Grid> boards;
  for (std::size_t i = 0; i < list->size(); ++i) {
    const std::string path = r.item_path("boards", i);
    Grid board;
    if (std::string why = read_board((*list)[i], path, board); !why.empty()) return why;
    if (std::find(boards.begin(), boards.end(), board) != boards.end())
      return path + ": the same board twice";
    boards.push_back(board);
  }
  if (payload.contains("draft")) {
    Grid draft;
    if (std::string why = read_board(payload["draft"], "draft", draft); !why.empty()) return why;
  }
  out = std::move(boards);
  return "";
}

}  // namespace nonet::save
