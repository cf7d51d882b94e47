// SPDX-License-Identifier: MIT
// Statistics by technique (issue 28): a page of the statistics screen with the player's
// practice of each technique in Learn: attempts, the share right without help, the attempts
// that asked for a hint, and the last six. One row for each technique practised at least
// once, easiest first; the rows scroll when the window cannot hold them all. Opened from the
// statistics screen ("By technique": its header button, Right, the D-pad's right); Back
// returns there. Text and geometry here, drawn by render/statistics_view.cpp. Pure: no SDL.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/technique.hpp"
#include "game/actions.hpp"
#include "game/layout.hpp"
#include "game/learn_progress.hpp"

namespace nonet::game {

class TargetList;

/// One technique's figures, as drawn.
struct TechniqueStatsRow {
  Technique technique = Technique::FullHouse;
  std::string label;     // "X-Wing"
  std::string attempts;  // "9"
  std::string right;     // "78%": right without help, of all attempts (LearnProgress::accuracy)
  std::string hints;     // "2": attempts with a hint asked for
  std::string recent;    // "5 of 6": right without help of the last attempts (at most six)
  LearnState state = LearnState::New;
  std::string state_words;  // "Practising", "Mastered", "Review due" (under the name)
};

/// The rows: each technique with an attempt, easiest first.
std::vector<TechniqueStatsRow> technique_stats_rows(const LearnProgress& learn, std::int64_t today);

/// The page: the header, then one card holding the column headings and the rows' viewport.
/// The rows scroll by `scroll` rows; a row outside the viewport is not drawn.
struct TechniqueStatsLayout {
  float unit = 1;
  Rect header, back_button;
  Rect card;      // the panel behind the table
  Rect headings;  // the column headings' line
  Rect viewport;  // the rows (whole rows only)
  float row_h = 44;
  float px = 12;  // the rows' text size (the headings take four fifths of it)
  int visible = 0;
  Rect row(int index, float scroll) const {
    return Rect{viewport.x, viewport.y + (static_cast<float>(index) - scroll) * row_h, viewport.w,
                row_h};
  }
};
TechniqueStatsLayout layout_technique_stats(float width, float height);

/// The page's scroll and keys.
class TechniqueStatsScreen {
 public:
  void open() { scroll_ = 0; }
  float scroll() const { return scroll_; }
  /// Up/Down scroll a row, the wheel three. True when the action leaves the page (Back,
  /// Escape, Left, Confirm: the statistics screen's keys for it, the other way).
  bool action(Action a, const TechniqueStatsLayout& L, int rows);
  void targets(TargetList& out, const TechniqueStatsLayout& L) const;

 private:
  float scroll_ = 0;
};

}  // namespace nonet::game
