// SPDX-License-Identifier: MIT
// The custom boards entered recently (docs/FREE_PLAY.md "Custom boards", docs/SAVES.md): the
// last game::kRecentBoardLimit boards played from the editor, most recent first, in a document
// of their own (a folder from before custom boards has none: no recent boards).
//
// Payload, version 1:
//
//   { "boards": ["53..7....6..195...", ...] }   each 81 characters, '1'-'9' and '.', at most 20,
//                                                no board twice, none empty
//
// From issue 30 on, the board being typed in the editor is kept too, so a quit or a crash never
// loses it (absent when the editor's board is empty, and in files from before):
//
//   "draft": "53..7....6..195..."                81 characters, '1'-'9' and '.', not empty
//
// A board that does not read, a repeated or empty one, or more than 20 make the document
// damaged: it is refused like any other and the backup is tried.
#pragma once

#include <string>
#include <vector>

#include "core/grid.hpp"
#include "save/envelope.hpp"

namespace nonet::save {

/// "nonet-recent-boards", version 1.
const DocumentType& recent_boards_document();
inline constexpr const char* kRecentBoardsFileName = "recent_boards.json";

/// `draft`: the editor's board (left out when empty).
Json encode_recent_boards(const std::vector<Grid>& boards, const Grid& draft = Grid{});
/// Decodes with validation; on failure returns the reason (naming the item), `out` untouched.
std::string decode_recent_boards(const Json& payload, std::vector<Grid>& out);
/// The editor's draft of a payload that decode_recent_boards accepted (an empty grid if none).
Grid decode_editor_draft(const Json& payload);

}  // namespace nonet::save
