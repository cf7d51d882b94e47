// SPDX-License-Identifier: MIT
// The Sum Tiles file (issue 16): the mode's progress and the board in play, in one document
// beside the Sudoku ones (a file of its own, so older save folders, which have none, load as
// before: no file is a first start of the mode).
//
// Payload, version 2 (version 1 wrote the board code as "25-10-0000beef"; migrated):
//
//   { "unlocked": 3,                                   stages 1..unlocked are playable
//     "stages": [ { "stage": 1, "best_left": 2 }, ...],  finished stages' fewest tiles left
//     "best": [ { "tiles": 25, "target": 10, "left": 3 }, ...],  per size and target
//     "board": null, or the board in play:
//       { "code": "S-25-10-1NFB-X4QJ", "stage": 0,     stage 1..20, 0 for a free board
//         "tiles": [25 digits 0..9, 0 = a cleared place (holes stay where they were)],
//         "selection": [tile indices in the order they were selected],
//         "clears": 2, "hints": 1 } }
//
// A board is checked against its code on load (every tile the code's digit there or a hole,
// the selection on tiles and below the target, a stage's code its stage's): a file that fails
// is refused like any damaged document and the backup is tried.
#pragma once

#include <optional>
#include <string>

#include "game/sum_tiles_records.hpp"
#include "save/envelope.hpp"

namespace nonet::game {
class SumTilesMode;
}  // namespace nonet::game

namespace nonet::save {

struct SumTilesFile {
  game::SumProgress progress;
  std::optional<game::SumSessionRecord> board;
  friend bool operator==(const SumTilesFile&, const SumTilesFile&) = default;
};

/// "nonet-sum-tiles", version 2, with the migration from 1.
const DocumentType& sum_tiles_document();
inline constexpr const char* kSumTilesFileName = "sum_tiles.json";

/// What the game holds now.
SumTilesFile capture_sum_tiles(const game::SumTilesMode& mode);
Json encode_sum_tiles(const SumTilesFile& file);
/// Decodes with validation; on failure returns the reason (naming the field), `out` untouched.
std::string decode_sum_tiles(const Json& payload, SumTilesFile& out);

}  // namespace nonet::save
