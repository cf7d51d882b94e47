// SPDX-License-Identifier: MIT
// The play screen's colour palette, drawn over the board (split from play_view.cpp).
#include <algorithm>
#include <array>
#include <cstdint>

#include "game/colour_palette.hpp"
#include "i18n/i18n.hpp"
#include "render/theme.hpp"
#include "render/view_parts.hpp"

namespace nonet::render {

// The colour palette (game/colour_palette.hpp) beside the cell it paints: what to paint (the
// cell, or one of its notes), the six colours with their numbers, "no colour" (a struck
// swatch) and "Clear all colours".
void draw_palette(const Scene& s, const game::PlayLayout& L, const game::Session& ses) {
  const game::ColourPalette& p = s.game.palette();
  if (!p.is_open()) return;
  Canvas& c = s.c;
  const game::PaletteLayout P = p.layout(ses, L, s.game.viewport_width(), s.game.viewport_height());
  const float u = P.unit;
  const game::Theme theme = s.game.settings().theme;
  const float line = std::max(1.5f, u * 0.25f);
  const std::uint32_t marks = ses.marks(p.cell());
  // The painted cell keeps an accent outline, so the palette's subject stays plain.
  c.rect_outline(L.cell_rect(p.cell()), s.pal.accent, u * 0.5f, std::max(2.5f, u * 0.34f));
  c.shadow(P.card, u * 1.4f, u * 2.2f, s.pal.shadow);
  c.rect(P.card, s.pal.surface, u * 1.4f);
  c.rect_outline(P.card, s.pal.grid_thin, u * 1.4f, std::max(1.0f, u * 0.15f));
  std::array<int, game::kPaletteMaxMarks> list{};
  game::ColourPalette::marks_of(ses, p.cell(), list);
  for (int i = 0; i < P.mark_count; ++i) {
    const Rect& r = P.marks[static_cast<std::size_t>(i)];
    const int m = list[static_cast<std::size_t>(i)];
    const bool chosen = m == p.mark();
    c.rect(r, chosen ? s.pal.selected : s.pal.surface_alt, r.w * 0.2f);
    const int mc = game::mark_colour(marks, m);
    if (m == 0) {  // the cell itself: a small cell, filled with its mark's colour
      const Rect sq = r.inset(r.w * 0.26f);
      if (mc != 0) c.rect(sq, fade(mark_color(mc, theme), 0.6f), sq.w * 0.15f);
      c.rect_outline(sq, s.pal.text, sq.w * 0.15f, line);
    } else {  // a note: its digit on a disc of its mark's colour
      if (mc != 0) c.circle(r.cx(), r.cy(), r.w * 0.3f, fade(mark_color(mc, theme), 0.8f));
      char d[2] = {static_cast<char>('0' + m), 0};
      c.text_in(Face::Medium, r.h * 0.42f, r, d, s.pal.note);
    }
    if (chosen) c.rect_outline(r, s.pal.accent, r.w * 0.2f, line);
  }
  const int current = game::mark_colour(marks, p.mark());
  for (int i = 0; i <= game::kMarkColours; ++i) {
    const Rect& r = P.swatches[static_cast<std::size_t>(i)];
    const Rect in = r.inset(std::max(2.0f, r.w * 0.08f));
    if (i < game::kMarkColours) {
      c.rect(in, mark_color(i + 1, theme), in.w * 0.22f);
      char d[2] = {static_cast<char>('1' + i), 0};
      c.text_in(Face::SemiBold, r.h * 0.36f, in, d, hex(0x1F1D1A));
      if (current == i + 1)  // the colour the mark has: ringed inside
        c.rect_outline(in.inset(line * 1.5f), hex(0xFFFFFF), in.w * 0.16f, line);
    } else {  // no colour: a struck swatch
      c.rect(in, s.pal.surface_alt, in.w * 0.22f);
      c.rect_outline(in, s.pal.grid_box, in.w * 0.22f, std::max(1.0f, line * 0.6f));
      c.line(in.x + in.w * 0.22f, in.bottom() - in.h * 0.22f, in.right() - in.w * 0.22f,
             in.y + in.h * 0.22f, line, s.pal.conflict_digit);
    }
    if (p.focus() == i) c.rect_outline(r, s.pal.focus_ring, r.w * 0.24f, line);
  }
  // TRANSLATORS: the colour palette's button that takes every colour mark off the board
  draw_button(s, P.clear_all, i18n::tr("Clear all colours"),
              ses.any_marks() ? ButtonStyle::Secondary : ButtonStyle::Quiet,
              p.focus() == game::kPaletteClearAll);
}

}  // namespace nonet::render
