// SPDX-License-Identifier: MIT
// The puzzle collections (issue 29, game/collections.hpp): every file of puzzles the player
// opened, with each puzzle's level (once rated) and best time, in collections.json.
//
// Payload, version 1:
//
// clang-format off
//   { "collections": [               most recent first, at most game::kMaxCollections
//       { "id": 3,                    unique, 1 and up
//         "name": "week-12.sdm",      the file's name (or OpenSudoku's), at most 200 bytes
//         "puzzles": "4.....8.5...",  the givens, 81 characters a puzzle ('1'-'9', '.'), one
//                                     after another: 81 x the count (at most 100,000 puzzles;
//                                     400,000 in all the collections)
//         "levels": "EMH.?",          one letter a puzzle: '.' not rated yet, E M H X S for Easy
//                                     to Master, '?' beyond the scale
//         "solved": [[12, 245000]],   [index, best time in ms] of each puzzle solved, by index
//         "bad": [[4, "several-solutions"]],  [line, why] of the file's first 500 bad lines:
//                                     "not-a-board", "no-solution" or "several-solutions"
//         "bad_total": 1 } ] }        every bad line of the file (at least as many as "bad")
// clang-format on
//
// The puzzles are kept, not the file's path: the file may move or go; a puzzle's state follows
// its givens. A puzzle is checked for exactly one solution when its file is read and again when
// it is played, not on every load (50,000 solves would slow the start).
#pragma once

#include <vector>

#include "game/collections.hpp"
#include "save/envelope.hpp"

namespace nonet::save {

/// The collections' file may be this large (every other save is a few KiB): the library's
/// puzzles (game::kMaxLibraryPuzzles, 82 bytes each) and their states fit with room to spare.
inline constexpr std::uint64_t kMaxCollectionsBytes = 48ull << 20;

/// "nonet-collections", version 1.
const DocumentType& collections_document();
inline constexpr const char* kCollectionsFileName = "collections.json";

Json encode_collections(const std::vector<game::PuzzleCollection>& list);
/// Decodes and checks the payload; "" or the reason (then `out` is left alone).
std::string decode_collections(const Json& payload, std::vector<game::PuzzleCollection>& out);

}  // namespace nonet::save
