// SPDX-License-Identifier: MIT
// Stage 100's result card (game/finale.hpp): the campaign is complete. A star badge in the
// accent colour, the heading, and the campaign's figures from progress: stages cleared, time
// played and the best times added up, clean clears; then the result buttons as on any card.
#include "render/view_parts.hpp"

namespace nonet::render {

void draw_finale_card(const Scene& s, const game::MenuLayout& L) {
  Canvas& c = s.c;
  const game::FinaleText t = game::finale_text(s.game.progress());
  const float br = L.heading.h * 0.42f;
  const float hx = L.heading.cx(), hy = L.heading.y + br * 0.3f;
  c.circle(hx, hy, br * 1.12f, fade(s.pal.accent, 0.25f));  // a halo: this card is the last
  c.circle(hx, hy, br, s.pal.accent);
  draw_icon(c, Icon::Star, hx, hy, br * 1.25f, s.pal.on_accent);
  c.text_in(Face::SemiBold, L.heading.h * 0.42f,
            Rect{L.heading.x, L.heading.y + br * 1.5f, L.heading.w, L.heading.h * 0.6f}, t.heading,
            s.pal.text);
  const float line_h = L.body.h / 3;
  c.text_in(Face::Medium, line_h * 0.36f,
            Rect{L.body.x, L.body.y + line_h * 0.25f, L.body.w, line_h * 0.7f}, t.cleared,
            s.pal.text);
  c.text_in(Face::Regular, line_h * 0.3f,
            Rect{L.body.x, L.body.y + line_h * 1.1f, L.body.w, line_h * 0.6f}, t.time,
            s.pal.text_muted, Align::Center, true);
  // The clean count with the star the tiles and result cards use for a clean clear.
  const float px = line_h * 0.3f;
  const float tw = c.measure(Face::Medium, px, t.clean);
  const Rect row{L.body.cx() - (tw + px * 1.8f) / 2, L.body.y + line_h * 1.85f, tw + px * 1.8f,
                 line_h * 0.6f};
  draw_icon(c, Icon::Star, row.x + px * 0.6f, row.cy(), px * 1.3f, s.pal.accent);
  c.text_in(Face::Medium, px, Rect{row.x + px * 1.8f, row.y, tw, row.h}, t.clean, s.pal.text,
            Align::Left);
  const game::ResultInfo& r = s.game.result();
  for (int i = 0; i < L.count; ++i) {
    draw_button(s, L.items[static_cast<std::size_t>(i)], game::result_item_label(r, i),
                i == 0 ? ButtonStyle::Primary : ButtonStyle::Quiet, s.game.focus() == i);
  }
}

}  // namespace nonet::render
