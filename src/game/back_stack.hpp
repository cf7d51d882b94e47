// SPDX-License-Identifier: MIT
// Where Back leads (issue 25's screen stack): the screens opened with Game::push_screen
// (Settings, Statistics, the coach, the controls, About, Collections, ...) remember the screen
// they were opened from and the item that opened them, the newest last. A screen reached by
// its own way empties it (Game::go), so Back never leads somewhere stale.
#pragma once

#include <array>
#include <optional>

#include "game/screen_id.hpp"

namespace nonet::game {

struct BackEntry {
  Screen screen;
  int focus;  // the item that opened the next screen, focused again on the way back
};

class BackStack {
 public:
  /// Deeper than any way through the menus goes; past it the oldest entry is forgotten.
  static constexpr int kCapacity = 6;

  void push(BackEntry e) {
    if (depth_ == kCapacity) {
      for (int i = 1; i < kCapacity; ++i) at(i - 1) = at(i);
      --depth_;
    }
    at(depth_++) = e;
  }
  /// Where Back leads now, if anywhere.
  std::optional<BackEntry> top() const {
    if (depth_ == 0) return std::nullopt;
    return entries_[static_cast<std::size_t>(depth_ - 1)];
  }
  /// Takes the newest entry off and returns it.
  std::optional<BackEntry> pop() {
    std::optional<BackEntry> t = top();
    if (t) --depth_;
    return t;
  }
  void clear() { depth_ = 0; }
  int depth() const { return depth_; }

 private:
  BackEntry& at(int i) { return entries_[static_cast<std::size_t>(i)]; }
  std::array<BackEntry, kCapacity> entries_{};
  int depth_ = 0;
};

}  // namespace nonet::game
