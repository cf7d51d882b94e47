// SPDX-License-Identifier: MIT
// What can be pressed on the current screen, as one list: each target is a rectangle of the
// screen's layout and what it is (cell n, digit key d, action button b, pause button, menu item
// i, stage tile n, settings row i, confirm-dialog item i, back button). The mouse hit-tests it
// (Game::pointer_down, pointer_move), touch snaps taps to its rectangles (game/touch_input.hpp),
// scripts name its entries ("r1c2", "key5", "undo", "item0", "tile12", "back": docs/SCRIPTS.md)
// and the touch solver of the device scripts taps them. Nothing else enumerates targets.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "game/layout.hpp"

namespace nonet::game {

class Game;

enum class TargetKind : std::uint8_t {
  Cell,            // index: cell 0..80
  DigitKey,        // index: digit 1..9
  ActionButton,    // index: ActionButton value
  Pause,           // the pause button in the play screen's HUD; index 0
  MenuItem,        // title, pause and result buttons; index 0-based
  StageTile,       // index: stage number 1..kStageCount
  SettingsRow,     // index: SettingRow value
  ConfirmItem,     // the stage grid's "another stage?" dialog; index 0 keep playing, 1 start
  Back,            // the back button of the stage grid and of Settings; index 0
  Check,           // free play's Check button in the play screen's HUD ("check at the end")
  CodeKey,         // "Enter code" and the code dialog's pad: index in game/code_entry.hpp
  RecentBoard,     // the custom-board editor's recent boards: index 0 (most recent) .. 19
  Print,           // the stage list's Print button (Print all stages); index 0
  ExportNotice,    // an export's notice over any screen: 0 its Open folder, 1 the card (dismisses)
  PaletteMark,     // the colour palette's choice of what to paint: 0 the cell, 1..9 its note
  PaletteItem,     // the colour palette's swatches 0..5 (colours 1..6), 6 no colour, 7 clear all
  CollectionRow,   // the Collections screen's puzzles: index 0-based ("puzzle1" is 0)
  CollectionOpen,  // its "Open a file" button; index 0
  CollectionSwitch,  // its arrows to the other collections: 0 the one before, 1 the next
  CollectionRemove,  // its button that removes the collection shown (asks first); index 0
  LearnRow,          // the Learn screen's techniques: index the Technique value ("learn-x-wing")
  LearnSuggestion,   // its card naming the next technique worth learning; index 0 ("learn-next")
  LessonLink,        // the play screen's Learn button beside a hint; index 0 ("learn-hint")
  WhyLink,           // in its place, the Why? button of a long hint; index 0 ("why-hint")
};

struct Target {
  TargetKind kind = TargetKind::Cell;
  int index = 0;
  Rect rect;
  friend bool operator==(const Target&, const Target&) = default;
};

/// A screen's targets in hit-test order (the first whose rect holds a point is hit; rects of
/// one screen do not overlap); a contiguous range, so it passes as std::span<const Target>. Fixed
/// capacity, so hit tests on every mouse move allocate nothing: the largest screen is the stage
/// grid (back button and 100 tiles).
class TargetList {
 public:
  static constexpr std::size_t kCapacity = 160;
  void push(TargetKind kind, int index, const Rect& rect);
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  const Target& operator[](std::size_t i) const { return items_[i]; }
  const Target* begin() const { return items_.data(); }
  const Target* end() const { return items_.data() + size_; }

 private:
  std::array<Target, kCapacity> items_{};
  std::size_t size_ = 0;
};

/// Every target of the game's current screen in its current state: the stage grid's confirm
/// dialog covers the grid (its two items only); tiles are clipped to the scrolling viewport and
/// a tile showing less of its height than min(its height, kMinTouchTarget) is none (nobody can
/// aim at the sliver; scrolling brings it back).
TargetList targets(const Game& game);

/// The first target whose rect holds the point, if any.
std::optional<Target> target_at(std::span<const Target> list, float x, float y);
/// The target of a kind and index, if the list has it.
std::optional<Target> find_target(std::span<const Target> list, TargetKind kind, int index);

/// The script name of a target (docs/SCRIPTS.md): "r1c2", "key5", "undo", "redo", "erase",
/// "notes", "fill-notes", "hint", "pause", "check", "item0" (menu items, settings rows and the
/// confirm dialog's items alike: one list is on screen at a time), "tile12", "back", "recent0".
std::string target_name(const Target& t);
/// The target of the list with that name (cells also as core's parse_cell_name reads them).
std::optional<Target> find_target(std::span<const Target> list, std::string_view name);
/// Whether a name is the name of some target on some screen (a script's parse-time check:
/// which targets exist depends on the screen, the form does not).
bool is_target_name(std::string_view name);

}  // namespace nonet::game
