// SPDX-License-Identifier: MIT
// The board in the player's words (issue 27): cells as "row 3, column 6" rather than the
// files' and the CLI's "r3c6" (players tried as new users did not know that notation, and
// nothing on the board explains it), units as "row 3", "column 6", "box 5", lists joined the
// way the language joins them, and the custom-board editor's verdict formed from core's
// judgement. Everything is looked up in the current language at the moment it is asked for.
#pragma once

#include <string>
#include <vector>

#include "core/custom_board.hpp"
#include "core/phrase.hpp"

namespace nonet::game {

// "row 3, column 6", "box 5", "a, b and c": core's renderer owns these words (core/phrase.hpp),
// so each msgid lives in one place; here they are translated by default.
using nonet::cell_words;
using nonet::list_words;
using nonet::unit_words;

/// The editor's verdict on a board, one sentence: "The same digit 5 twice in row 1 at row 1,
/// column 1 and row 1, column 7.", "One solution: Hard, difficulty 32 of 99, hardest technique
/// X-Wing." Core's judgement carries the facts; the sentence is made here, translated.
std::string judgement_sentence(const BoardJudgement& j);

}  // namespace nonet::game
