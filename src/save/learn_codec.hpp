// SPDX-License-Identifier: MIT
// The Learn file (issue 28, docs/LEARN.md): the player's progress per technique, in a
// document of its own (a folder from before Learn has none: nothing learnt yet).
//
// Payload, version 1: only the techniques with something to keep, by their stable key
// (core/practice.hpp technique_key):
//
//   { "techniques": {
//       "x-wing": { "recent": "rwrrr",        the last attempts, oldest first: r right without
//                                             help, w not (at most 6, at most "attempts")
//                   "attempts": 5, "right": 4, "helped": 1,   totals (right, helped <= attempts)
//                   "seen": 3,                the player's solved puzzles that used it
//                   "mastered": "2026-12-05", the day it was mastered or last reviewed (absent
//                   "reviews": 1,             while not mastered), reviews passed since (0..4)
//                   "next": 7,                the next library position to offer
//                   "puzzle": 2,              the next practice puzzle (optional, absent for 0)
//                   "lesson": true },         its lesson was seen
//       ... },
//     "practice": {                        a practice position left part-way (optional):
//       "technique": "x-wing", "index": 7,   its library position,
//       "removed": ["r2c5-6", "r8c5-6"],     the step's eliminations made, in order,
//       "wrong": true, "hint": 1,            a wrong move made, the hint tier shown (0..2),
//       "notes": true } }                    and the Notes switch
//
// An unknown key, a count out of range, a "recent" longer than the attempts or with more
// right answers than "right", or a date that does not exist make the document damaged: it is
// refused like any other and the backup is tried. "puzzle" and "practice" came after version 1
// was out; they are optional, so files written before them read as they are and the version
// did not change. (The removals are checked again when the position is resumed: one that is
// not a right move there starts the position afresh.)
#pragma once

#include <string>

#include "game/learn_progress.hpp"
#include "save/envelope.hpp"

namespace nonet::save {

/// "nonet-learn", version 1.
const DocumentType& learn_document();
inline constexpr const char* kLearnFileName = "learn.json";

Json encode_learn(const game::LearnProgress& progress);
/// Decodes with validation; on failure returns the reason (naming the field), `out` untouched.
std::string decode_learn(const Json& payload, game::LearnProgress& out);

}  // namespace nonet::save
