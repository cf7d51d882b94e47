// SPDX-License-Identifier: MIT
// The two difficulty scores in words, and when the title's tag crowds its label.
#include "game/score_words.hpp"

#include "core/rating.hpp"

namespace nonet::game {

std::string clue_words(int clues) {
  return std::to_string(clues) + (clues == 1 ? " clue" : " clues") +
         " given: " + std::to_string(clue_count_score(clues)) + " by count alone";
}

std::string clue_words_short(int clues) {
  return std::to_string(clues) + (clues == 1 ? " clue" : " clues") + " (" +
         std::to_string(clue_count_score(clues)) + ")";
}

bool title_tag_fits_beside(float button_w, float button_h, float label_w, float tag_w) {
  const float label_right = button_w / 2 + label_w / 2;
  const float tag_left = button_w - button_h * 0.5f - tag_w;
  return tag_left - label_right >= button_h / 2;
}

}  // namespace nonet::game
