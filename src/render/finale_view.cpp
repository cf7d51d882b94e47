// SPDX-License-Identifier: MIT
// Stage 100's result card (game/finale.hpp): the campaign is complete. A star badge in the
// accent colour, the heading, and the player's journey from progress: stages cleared, time
// played and the best times added up, attempts, hints and mistakes, the stage that took most
// attempts, the hardest technique met, clean clears; then the buttons, Free play first.
#include "render/view_parts.hpp"

namespace nonet::render {

void draw_finale_card(const Scene& s, const game::MenuLayout& L) {
  Canvas& c = s.c;
  const game::Session* session = s.game.session();
  const game::FinaleText t =
      game::finale_text(s.game.progress(), session ? session->stage().hardest : std::nullopt);
  const float br = L.heading.h * 0.42f;
  const float hx = L.heading.cx(), hy = L.heading.y + br * 0.3f;
  c.circle(hx, hy, br * 1.12f, fade(s.pal.accent, 0.25f));  // a halo: this card is the last
  c.circle(hx, hy, br, s.pal.accent);
  draw_icon(c, Icon::Star, hx, hy, br * 1.25f, s.pal.on_accent);
  // (shrinking to fit a longer language's words)
  c.text_fit(Face::SemiBold, L.heading.h * 0.42f, std::min(L.heading.h * 0.42f, 12.0f),
             Rect{L.heading.x, L.heading.y + br * 1.5f, L.heading.w, L.heading.h * 0.6f}, t.heading,
             s.pal.text);
  // The journey, a line each (game::kFinaleBodyLines): what was cleared, then the time, the
  // effort, the hardest fight and technique, quieter, then the clean clears with their star.
  // Each line shrinks to fit the card (a longer language), never spills.
  const float line_h = L.body.h / static_cast<float>(game::kFinaleBodyLines);
  // Under the heading's size (L.heading.h * 0.42), as large as a line allows.
  const float px = std::min(line_h * 0.42f, L.heading.h * 0.26f);
  const float min_px = std::min(px, 11.0f);
  auto line = [&](int i, Face face, float size, const std::string& text, Color color) {
    const Rect box{L.body.x, L.body.y + line_h * static_cast<float>(i), L.body.w, line_h};
    c.text_fit(face, size, min_px, box, text, color, Align::Center, true);
  };
  line(0, Face::Medium, px * 1.15f, t.cleared, s.pal.text);
  line(1, Face::Regular, px, t.time, s.pal.text_muted);
  line(2, Face::Regular, px, t.effort, s.pal.text_muted);
  line(3, Face::Regular, px, t.fight, s.pal.text_muted);
  if (!t.technique.empty()) line(4, Face::Regular, px, t.technique, s.pal.text_muted);
  // The clean count with the star the tiles and result cards use for a clean clear.
  const float star = px * 1.8f;
  const float tw = std::min(c.measure(Face::Medium, px, t.clean), L.body.w - star);
  const Rect row{L.body.cx() - (tw + star) / 2, L.body.y + line_h * 5, tw + star, line_h};
  draw_icon(c, Icon::Star, row.x + px * 0.6f, row.cy(), px * 1.3f, s.pal.accent);
  c.text_fit(Face::Medium, px, min_px, Rect{row.x + star, row.y, tw, row.h}, t.clean, s.pal.text,
             Align::Left);
  const game::ResultInfo& r = s.game.result();
  for (int i = 0; i < L.count; ++i) {
    draw_button(s, L.items[static_cast<std::size_t>(i)], game::result_item_label(r, i),
                i == 0 ? ButtonStyle::Primary : ButtonStyle::Quiet, s.game.focus() == i);
  }
}

}  // namespace nonet::render
