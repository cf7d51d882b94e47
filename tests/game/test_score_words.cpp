// SPDX-License-Identifier: MIT
// Words for the numbers (issue 14): the difficulty and clue-count scores say what they measure,
// and the title's "Continue · Stage 100" goes on two lines rather than crowd its button.
#include <doctest/doctest.h>

#include "core/rating.hpp"
#include "game/score_words.hpp"

using namespace nonet;
using namespace nonet::game;

TEST_CASE("the technique score reads as a difficulty on its scale") {
  CHECK(difficulty_words(32) == "difficulty 32 of 99");
  CHECK(difficulty_words(0) == "difficulty 0 of 99");
}

TEST_CASE("the clue-count score says it counts the clues given") {
  // 34 givens: clamp((46 - 34) x 5, 0, 99) = 60, the "clues say 60" of the stage list.
  REQUIRE(clue_count_score(34) == 60);
  CHECK(clue_words(34) == "34 clues given: 60 by count alone");
  CHECK(clue_words_short(34) == "34 clues (60)");
  CHECK(clue_words(25) == "25 clues given: 99 by count alone");  // the scale's top
  CHECK(clue_words(1) == "1 clue given: 99 by count alone");
}

TEST_CASE("Continue and Stage 100 share the button only when they do not crowd it") {
  // The title's first button at 480x640 is 260 x 44 px; "Continue" at 0.36 of its height is
  // about 75 px wide and "Stage 100" at 0.26 about 55 px: a gap of 16 px, too tight.
  CHECK_FALSE(title_tag_fits_beside(260, 44, 75, 55));
  // At 1280x800 (320 x 60 px; about 100 and 72 px) they would nearly touch as well.
  CHECK_FALSE(title_tag_fits_beside(320, 60, 100, 72));
  // "Play" and "Stage 1" (about 40 px each) sit side by side with room to spare.
  CHECK(title_tag_fits_beside(260, 44, 40, 40));
  // Wider tags need more room: the rule is monotone in the tag's width.
  CHECK(title_tag_fits_beside(400, 44, 75, 55));
  CHECK_FALSE(title_tag_fits_beside(400, 44, 75, 160));
}
