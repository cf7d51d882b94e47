// SPDX-License-Identifier: MIT
// The colour palette: its layout, its keys and its targets.
#include "game/colour_palette.hpp"

#include <algorithm>

#include "game/targets.hpp"

namespace nonet::game {

PaletteLayout layout_palette(const PlayLayout& play, float width, float height, int cell,
                             int mark_count) {
  PaletteLayout P;
  const float u = play.unit;
  P.unit = u;
  // Tight at a phone's 360 pixels: seven finger-sized swatches take 308 of them.
  const float gap = std::max(3.0f, u * 0.6f);
  const float pad = std::max(6.0f, u * 1.2f);
  const float margin = std::max(4.0f, u * 0.6f);
  constexpr int kCols = kMarkColours + 1;  // the swatches; marks wrap at the same count
  // A finger's size, or a cell's if larger; narrower only when the window cannot hold seven.
  float s = std::max(kMinTouchTarget, play.cell * 0.8f);
  s = std::min(s, (width - 2 * margin - 2 * pad - (kCols - 1) * gap) / kCols);
  s = std::max(s, 8.0f);
  P.mark_count = mark_count > 1 ? std::min(mark_count, kPaletteMaxMarks) : 0;
  const int mark_rows = (P.mark_count + kCols - 1) / kCols;
  const float clear_h = std::min(s, std::max(kMinTouchTarget, s * 0.8f));
  P.px = std::max(10.0f, clear_h * 0.36f);
  const float w = 2 * pad + kCols * s + (kCols - 1) * gap;
  const float marks_h = mark_rows > 0 ? mark_rows * (s + gap) + gap : 0;
  const float h = 2 * pad + marks_h + s + gap + clear_h;
  // Below the cell, or above it; never over it (the player sees what is painted).
  const Rect at = play.cell_rect(std::clamp(cell, 0, kCells - 1));
  float y = at.bottom() + gap;
  if (y + h > height - margin) y = at.y - gap - h;
  if (y < margin) y = std::clamp(height - margin - h, margin, std::max(margin, height - h));
  const float x = std::clamp(at.cx() - w / 2, margin, std::max(margin, width - margin - w));
  P.card = Rect{x, y, w, h};
  float row_y = y + pad;
  for (int i = 0; i < P.mark_count; ++i) {
    const int row = i / kCols, col = i % kCols;
    P.marks[static_cast<std::size_t>(i)] = Rect{x + pad + static_cast<float>(col) * (s + gap),
                                                row_y + static_cast<float>(row) * (s + gap), s, s};
  }
  row_y += marks_h;
  for (int i = 0; i < kCols; ++i)
    P.swatches[static_cast<std::size_t>(i)] =
        Rect{x + pad + static_cast<float>(i) * (s + gap), row_y, s, s};
  P.clear_all = Rect{x + pad, row_y + s + gap, w - 2 * pad, clear_h};
  return P;
}

int ColourPalette::marks_of(const Session& s, int cell, std::array<int, kPaletteMaxMarks>& out) {
  int n = 0;
  out[static_cast<std::size_t>(n++)] = 0;
  if (cell < 0 || cell >= kCells || s.shown_digit(cell) != 0) return n;
  const CandidateMask notes = s.notes(cell);
  for (int d = 1; d <= 9; ++d) {
    if (notes & digit_bit(d)) out[static_cast<std::size_t>(n++)] = d;
  }
  return n;
}

void ColourPalette::open(const Session& s, int cell) {
  open_ = true;
  cell_ = cell;
  mark_ = 0;
  const int now = mark_colour(s.marks(cell), 0);
  focus_ = now > 0 ? now - 1 : 0;
}

void ColourPalette::paint(int item, Session& s) {
  if (item == kPaletteClearAll) {
    s.clear_colours();
  } else {
    const int colour = item == kPaletteNone ? 0 : item + 1;
    // The colour the mark has already takes it off: one click paints, a second unpaints.
    const bool again = colour != 0 && mark_colour(s.marks(cell_), mark_) == colour;
    s.colour(cell_, mark_, again ? 0 : colour);
  }
  close();
}

bool ColourPalette::action(Action a, Session& s) {
  if (!open_) return false;
  std::array<int, kPaletteMaxMarks> marks{};
  const int n = marks_of(s, cell_, marks);
  const auto at = std::find(marks.begin(), marks.begin() + n, mark_) - marks.begin();
  auto choose_mark = [&](int step) {
    mark_ = marks[static_cast<std::size_t>((at + step + n) % n)];
    const int now = mark_colour(s.marks(cell_), mark_);
    if (now > 0) focus_ = now - 1;
  };
  switch (a.kind) {
    case ActionKind::Left: focus_ = (focus_ + kPaletteItems - 1) % kPaletteItems; return true;
    case ActionKind::Right: focus_ = (focus_ + 1) % kPaletteItems; return true;
    case ActionKind::Up: choose_mark(-1); return true;
    case ActionKind::Down: choose_mark(1); return true;
    case ActionKind::Scroll:
      if (a.value != 0) choose_mark(a.value > 0 ? 1 : -1);
      return true;
    case ActionKind::Digit:  // the swatches carry their numbers: 1..6 paint at once
      if (a.value < 1 || a.value > kMarkColours) return false;  // 7..9: a digit, as usual
      paint(a.value - 1, s);
      return true;
    case ActionKind::Colour:
      paint(a.value >= 1 && a.value <= kMarkColours ? a.value - 1 : kPaletteNone, s);
      return true;
    case ActionKind::Erase: paint(kPaletteNone, s); return true;
    case ActionKind::Confirm: paint(focus_, s); return true;
    case ActionKind::Back:
    case ActionKind::Palette: close(); return true;
    default: return false;
  }
}

void ColourPalette::press(const Target& t, Session& s) {
  if (t.kind == TargetKind::PaletteMark) {
    mark_ = t.index;
    const int now = mark_colour(s.marks(cell_), mark_);
    if (now > 0) focus_ = now - 1;
  } else if (t.kind == TargetKind::PaletteItem) {
    focus_ = t.index;
    paint(t.index, s);
  }
}

void ColourPalette::hover(const Target& t) {
  if (t.kind == TargetKind::PaletteItem) focus_ = t.index;
}

PaletteLayout ColourPalette::layout(const Session& s, const PlayLayout& play, float width,
                                    float height) const {
  std::array<int, kPaletteMaxMarks> marks{};
  return layout_palette(play, width, height, cell_, marks_of(s, cell_, marks));
}

void ColourPalette::push_targets(TargetList& out, const Session& s, const PlayLayout& play,
                                 float width, float height) const {
  std::array<int, kPaletteMaxMarks> marks{};
  const int n = marks_of(s, cell_, marks);
  const PaletteLayout P = layout_palette(play, width, height, cell_, n);
  for (int i = 0; i < P.mark_count; ++i)
    out.push(TargetKind::PaletteMark, marks[static_cast<std::size_t>(i)],
             P.marks[static_cast<std::size_t>(i)]);
  for (int i = 0; i < kPaletteItems; ++i) out.push(TargetKind::PaletteItem, i, P.item(i));
}

}  // namespace nonet::game
