// SPDX-License-Identifier: MIT
// The Collections screen (issue 29): the files of puzzles the player opened, one shown at a
// time, its puzzles in a list that scrolls (each with its level and state: new, in progress,
// solved with the best time), its bad lines under the heading, and "Open a file" where the
// desktop has a file dialog. A file dropped on the window opens here from any screen.
//
// Its state and keys live here; Game (game_collections.cpp) owns the library and the rater,
// asks before a puzzle would end a free-play game, and starts the puzzle.
#pragma once

#include <cstdint>
#include <optional>

#include "game/actions.hpp"
#include "game/collections.hpp"
#include "game/layout.hpp"

namespace nonet::game {

class TargetList;
struct Target;

/// Where the screen's parts are. `rows` are the puzzles' rows with the list scrolled by
/// `scroll` rows; a row outside `viewport` is not drawn or a target.
struct CollectionsLayout {
  float unit = 1;
  Rect header, back_button, open_button;  // open_button is empty without a file dialog
  Rect summary;     // the collection's figures, and which of the collections it is
  Rect prev, next;  // the other collections (empty with one collection)
  Rect remove;      // takes the collection shown out of the game (empty with none)
  Rect bad;         // the lines that were not puzzles (empty when there is none)
  Rect viewport;    // the list
  float row_h = 44;
  int visible = 0;  // whole rows the viewport holds
  Rect row(int index, float scroll) const {
    return Rect{viewport.x, viewport.y + (static_cast<float>(index) - scroll) * row_h, viewport.w,
                row_h};
  }
};
CollectionsLayout layout_collections(float width, float height, bool open_button, bool any,
                                     bool several, bool bad_lines);

/// What Game does after an input on the screen.
enum class CollectionsExit : std::uint8_t { Stay, Back, OpenFile, Play, Remove };

class CollectionsScreen {
 public:
  /// The collection shown (0: the first of the library), the focused puzzle and the scroll.
  std::uint32_t shown() const { return shown_; }
  int focus() const { return focus_; }
  float scroll() const { return scroll_; }
  /// Shows collection `id`, its first puzzle (or `index`) focused.
  void show(std::uint32_t id, int index = 0);
  /// Scrolls the list so that the focused puzzle is in view.
  void reveal(const CollectionLibrary& lib, const CollectionsLayout& L);
  /// The collection on show: the one chosen, or the library's first.
  const PuzzleCollection* current(const CollectionLibrary& lib) const;

  CollectionsExit action(Action a, const CollectionLibrary& lib, const CollectionsLayout& L);
  CollectionsExit press(const Target& t, const CollectionLibrary& lib, const CollectionsLayout& L);
  void targets(TargetList& out, const CollectionLibrary& lib, const CollectionsLayout& L) const;

 private:
  void step_collection(int by, const CollectionLibrary& lib);
  void keep_in_view(const CollectionsLayout& L, int count);
  std::uint32_t shown_ = 0;
  int focus_ = 0;
  float scroll_ = 0;
};

}  // namespace nonet::game
