// SPDX-License-Identifier: MIT
// The About page: a header with the back button, then a card of short lines, each fitted to
// the card (shrinking, then wrapping) so nothing leaves it at any window size.
#include "render/about_view.hpp"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "game/about.hpp"
#include "game/format.hpp"
#include "i18n/i18n.hpp"

namespace nonet::render {

using i18n::tr;

void draw_about(const Scene& s) {
  Canvas& c = s.c;
  const game::AboutLayout L = game::layout_about(s.game.viewport_width(), s.game.viewport_height());
  const float u = L.unit;
  draw_back_header(s, L.header, L.back_button, tr("About Nonet"), u, L.header.right());

  // The lines, at one size for the whole card: the largest (from 2.4 units, at least 13 px,
  // down to 11 px) at which all of them, wrapped, fit the card's height.
  const Rect card = L.card.inset(3 * u);
  const std::string where =
      s.frame.save_location.empty()
          ? std::string(tr("Progress is not being saved in this run."))
          // TRANSLATORS: the About page's last line, under "Saves": {0} the folder where
          // progress is kept.
          : game::format(tr("Progress is kept in {0}"), {s.frame.save_location});
  struct Line {
    bool heading;
    std::string text;
  };
  std::vector<Line> lines;
  lines.push_back({true, std::string(game::about_version())});
  for (const game::AboutLine& l : game::about_lines())
    lines.push_back({l.heading, std::string(l.text)});
  // TRANSLATORS: a heading on the About page: where the player's progress is kept.
  lines.push_back({true, tr("Saves")});
  lines.push_back({false, where});

  float px = std::max(13.0f, 2.4f * u);
  auto height_at = [&](float p) {
    float h = 0;
    for (const Line& l : lines) {
      const Face f = l.heading ? Face::SemiBold : Face::Regular;
      const float lh = std::round(p * 1.45f);
      h += (l.heading ? lh * 1.4f : 0) +
           lh * static_cast<float>(wrap_words(c, f, p, l.text, card.w).size());
    }
    return h;
  };
  while (px > 11.0f && height_at(px) > card.h) px -= 1;
  draw_panel_card(s, L.card, u);
  float y = card.y;
  for (const Line& l : lines) {
    const float lh = std::round(px * 1.45f);
    if (l.heading) {
      y += lh * 0.4f;
      c.text_fit(Face::SemiBold, px * 1.1f, 11, Rect{card.x, y, card.w, lh}, l.text, s.pal.text,
                 Align::Left);
      y += lh;
      continue;
    }
    for (const std::string& part : wrap_words(c, Face::Regular, px, l.text, card.w)) {
      c.text_fit(Face::Regular, px, 11, Rect{card.x, y, card.w, lh}, part, s.pal.text_muted,
                 Align::Left);
      y += lh;
    }
  }
}

}  // namespace nonet::render
