// SPDX-License-Identifier: MIT
// The Learn screen (issue 28, docs/LEARN.md): every technique the engine uses, easiest first,
// under its level's heading, each with the player's state (new, practising with its count,
// mastered, review due) and how many of the player's solved puzzles used it; on top, the next
// technique worth learning (LearnProgress::suggestion). A row opens its practice (the
// Practice screen, game/practice_screen.hpp).
//
// Its focus, scroll and keys live here; Game (game_learn.cpp) owns the progress and the
// position library, and opens the practice.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "core/rating.hpp"
#include "core/technique.hpp"
#include "game/actions.hpp"
#include "game/layout.hpp"

namespace nonet::game {

class TargetList;
struct Target;

/// One line of the list: a level's heading, or a technique.
struct LearnEntry {
  bool heading = false;
  Level level = Level::Easy;
  Technique technique = Technique::FullHouse;  // unset for a heading
};
/// The list, in order: each level's heading, then its techniques, easiest first.
const std::vector<LearnEntry>& learn_entries();
/// The entry of a technique in learn_entries().
int learn_entry_of(Technique t);

/// Where the screen's parts are. The list scrolls by `scroll` rows; a row outside `viewport`
/// is neither drawn nor a target.
struct LearnLayout {
  float unit = 1;
  Rect header, back_button;
  Rect suggestion;  // the card that names the next technique (empty when there is none)
  Rect viewport;
  float row_h = 44;
  int visible = 0;  // whole rows the viewport holds
  Rect row(int index, float scroll) const {
    return Rect{viewport.x, viewport.y + (static_cast<float>(index) - scroll) * row_h, viewport.w,
                row_h};
  }
};
LearnLayout layout_learn(float width, float height, bool suggestion);

/// What Game does after an input on the screen.
enum class LearnExit : std::uint8_t { Stay, Back, Practise };

class LearnScreen {
 public:
  /// The focused entry (a technique's index in learn_entries()), or kOnSuggestion.
  static constexpr int kOnSuggestion = -1;
  int focus() const { return focus_; }
  float scroll() const { return scroll_; }
  /// What Practise opens.
  Technique chosen() const { return chosen_; }
  /// The screen opens: on the suggestion when there is one, else on the first technique.
  void open(std::optional<Technique> suggestion);
  /// The screen comes back from a practice of `t`: its row focused and in view.
  void return_to(Technique t, const LearnLayout& L);

  LearnExit action(Action a, const LearnLayout& L, std::optional<Technique> suggestion);
  LearnExit press(const Target& t, const LearnLayout& L, std::optional<Technique> suggestion);
  void targets(TargetList& out, const LearnLayout& L) const;

 private:
  void keep_in_view(const LearnLayout& L);
  int focus_ = 1;
  float scroll_ = 0;
  Technique chosen_ = Technique::FullHouse;
};

}  // namespace nonet::game
