// SPDX-License-Identifier: MIT
// The colour palette of the play screen (issue 29): a small card beside the selected cell with
// six colours, "no colour" and "clear all", and, for an empty cell with notes, a choice of what
// to paint: the cell itself or one of its notes (chains and colouring are drawn on
// candidates). It opens with B, a right click or a long press on a cell, or the pad's right
// stick; Ctrl+1..6 paint the selected cell without it (Ctrl+0 takes the mark off).
//
// The palette is its own controller: the game hands it the play screen's actions and pointer
// targets while it is open, and it paints through Session::colour, so every paint is a move
// (undone and saved like one).
#pragma once

#include <array>

#include "game/actions.hpp"
#include "game/layout.hpp"
#include "game/session.hpp"

namespace nonet::game {

class TargetList;
struct Target;

/// The palette's items in focus order: the six colours (index colour - 1), "no colour", then
/// "clear all colours".
inline constexpr int kPaletteNone = kMarkColours;          // takes the chosen mark off
inline constexpr int kPaletteClearAll = kMarkColours + 1;  // every mark on the board off
inline constexpr int kPaletteItems = kMarkColours + 2;
/// What can be painted: the cell (0) and up to nine notes.
inline constexpr int kPaletteMaxMarks = 10;

/// Where the palette's parts are: a card below the cell (above it when there is no room
/// below), centred on it and kept inside the window. Rows: the marks (only when the cell has
/// notes to choose from; seven to a row), the swatches, and the "clear all" button.
struct PaletteLayout {
  float unit = 1;
  float px = 13;  // the clear-all button's text size
  Rect card;
  std::array<Rect, kPaletteMaxMarks> marks{};     // marks[i]: the i-th mark (0 = the cell)
  int mark_count = 0;                             // 0 when the cell has nothing but itself
  std::array<Rect, kMarkColours + 1> swatches{};  // colour c at c - 1; "no colour" last
  Rect clear_all;
  /// The rect of a focus item (a swatch or the clear-all button).
  const Rect& item(int focus) const {
    return focus == kPaletteClearAll ? clear_all : swatches[static_cast<std::size_t>(focus)];
  }
};
PaletteLayout layout_palette(const PlayLayout& play, float width, float height, int cell,
                             int mark_count);

class ColourPalette {
 public:
  bool is_open() const { return open_; }
  /// The cell it paints, and the mark chosen: 0 the cell itself, 1..9 its note.
  int cell() const { return cell_; }
  int mark() const { return mark_; }
  /// The focused item (kPaletteItems of them: colours, none, clear all).
  int focus() const { return focus_; }
  /// What can be painted on `cell`: the cell (0), then the notes of an empty cell, ascending.
  /// Its length is how many marks the palette shows (just the cell: none are shown).
  static int marks_of(const Session& s, int cell, std::array<int, kPaletteMaxMarks>& out);

  /// Opens on `cell` (selected by the caller), the cell itself chosen and its colour focused.
  void open(const Session& s, int cell);
  void close() { open_ = false; }
  /// An action while open. True when the palette took it: a colour painted (then it closes),
  /// the focus or the mark moved, or Back closed it. False for what the play screen should do
  /// itself (the caller closes the palette first): undo, a hint, notes mode, pause, a digit
  /// 7..9, another cell.
  bool action(Action a, Session& s);
  /// A click or tap on one of its targets.
  void press(const Target& t, Session& s);
  /// Moves the focus to a target under the pointer (hover, as menus do).
  void hover(const Target& t);
  void push_targets(TargetList& out, const Session& s, const PlayLayout& play, float width,
                    float height) const;
  PaletteLayout layout(const Session& s, const PlayLayout& play, float width, float height) const;

 private:
  /// Paints the chosen mark in colour `colour` (the colour it has already: takes it off), or
  /// clears every mark for kPaletteClearAll; then closes.
  void paint(int item, Session& s);

  bool open_ = false;
  int cell_ = 0;
  int mark_ = 0;
  int focus_ = 0;
};

}  // namespace nonet::game
