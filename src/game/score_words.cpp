// SPDX-License-Identifier: MIT
// The two difficulty scores in words, and when the title's tag crowds its label.
#include "game/score_words.hpp"

#include "core/rating.hpp"
#include "game/format.hpp"
#include "i18n/i18n.hpp"

namespace nonet::game {

using i18n::trn;

std::string clue_words(int clues) {
  return format(
      // TRANSLATORS: the stage list's strip; {0} is the number of given digits, {1} the
      // clue-count score (0..99) they alone would give the stage
      trn("{0} clue given: {1} by count alone", "{0} clues given: {1} by count alone", clues),
      {clues, clue_count_score(clues)});
}

std::string clue_words_short(int clues) {
  // TRANSLATORS: the short form where space is tight; {0} is the number of given digits, {1}
  // the clue-count score (0..99)
  return format(trn("{0} clue ({1})", "{0} clues ({1})", clues), {clues, clue_count_score(clues)});
}

bool title_tag_fits_beside(float button_w, float button_h, float label_w, float tag_w) {
  const float label_right = button_w / 2 + label_w / 2;
  const float tag_left = button_w - button_h * 0.5f - tag_w;
  return tag_left - label_right >= button_h / 2;
}

}  // namespace nonet::game
