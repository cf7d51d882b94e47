// SPDX-License-Identifier: MIT
// Words for the numbers (issue 14): the stage list and the play screen show SEEDS A9's two
// scores, the technique score ("32 of 99") and, when it tells another story, the clue-count
// score ("clues say 60"). Bare, a player cannot tell what they measure; these functions give
// each its meaning in words, in one place, so views draw them and tests read them. The scales
// are docs/TECHNIQUES.md's: both run 0..99; the clue-count score is clamp((46 - clues) x 5).
#pragma once

#include <string>
#include <string_view>

#include "core/rating.hpp"

namespace nonet::game {

/// "difficulty 32 of 99": the technique score, from how hard the hardest step is (core's
/// nonet::difficulty_words, core/rating.hpp, the one scale players see).
using nonet::difficulty_words;
/// "34 clues given: 60 by count alone": the clue-count score with what it counts. `clues` is
/// the number of givens (clue_count_score(clues) is the score).
std::string clue_words(int clues);
/// The short form where space is tight: "34 clues (60)".
std::string clue_words_short(int clues);

/// The title's first button carries a small tag ("Stage 100") right-aligned beside its
/// centred label ("Continue"). Whether the two fit on one line without crowding, given the
/// button's size and the two texts' widths in pixels: the label centred, the tag inset by half
/// the button's height, at least half the height apart. Otherwise the view puts the tag
/// under the label.
bool title_tag_fits_beside(float button_w, float button_h, float label_w, float tag_w);

}  // namespace nonet::game
