// SPDX-License-Identifier: MIT
// The hint's Why page (game/hint_why.hpp): under the header, a card with the page's place
// ("Step 4 of 6 · inner chain 3 of 19"), an inner chain's lead (the outer chain's assumption)
// and the sentence; then Previous and Next.
#include <algorithm>
#include <cmath>
#include <string>

#include "game/format.hpp"
#include "game/hint_why.hpp"
#include "i18n/i18n.hpp"
#include "render/view_parts.hpp"

namespace nonet::render {

using i18n::tr;

void draw_hint_why(const Scene& s) {
  Canvas& c = s.c;
  const game::Game& g = s.game;
  const game::HintWhyLayout L = g.hint_why_layout();
  const float u = L.unit;
  const std::vector<game::HintWhyStep>* why = g.hint_why_steps();
  const int pages = why != nullptr ? game::hint_why_page_count(*why) : 0;
  if (pages == 0) {  // (not for a frame: the page closes without its hint)
    draw_back_header(s, L.header, L.back_button, tr("Why the hint holds"), u, L.header.right());
    return;
  }
  const game::HintWhyPage p = game::hint_why_page(*why, g.hint_why().page());
  const Rect& learn = L.items[static_cast<std::size_t>(game::HintWhyItem::Learn)];
  draw_back_header(s, L.header, L.back_button, tr("Why the hint holds"), u,
                   p.learnable ? learn.x - 2 * u : L.header.right());
  if (p.learnable) {  // "Learn X-Wing", as beside the hint
    const bool focused = g.hint_why().focus() == static_cast<int>(game::HintWhyItem::Learn);
    draw_button(s, learn, "", ButtonStyle::Secondary, focused);
    draw_learn_label(s, p.technique,
                     Rect{learn.x + learn.h * 0.3f, learn.y, learn.w - learn.h * 0.6f, learn.h},
                     std::round(learn.h * 0.34f), s.pal.accent);
  }
  draw_panel_card(s, L.card, u);
  // A page is read: the size of the lesson's words, smaller only where a sentence needs it.
  const float px = std::round(std::clamp(2.5f * u, 12.0f, 22.0f));
  const float min_px = std::max(11.0f, std::floor(px * 0.6f));
  // TRANSLATORS: the hint's Why page: {0} the step shown, {1} how many the hint has
  std::string place = game::format(tr("Step {0} of {1}"), {p.step, p.steps});
  if (p.inner > 0)
    // TRANSLATORS: the hint's Why page, after "Step 4 of 6": {0} the inner chain shown of the
    // step's nested forcing chain, {1} how many it has
    place += " \xC2\xB7 " + game::format(tr("inner chain {0} of {1}"), {p.inner, p.inners});
  c.text_fit(Face::SemiBold, px, min_px, L.place, place, s.pal.accent, Align::Left);
  // Each block from the top of the room it is given, at the page's size where its lines fit
  // there, smaller only where they do not; returns the height it took.
  const float line = px * Canvas::kLineSpacing;
  auto block = [&](std::string_view words, Color ink, const Rect& room) {
    const auto lines = static_cast<float>(
        std::max<std::size_t>(1, s.wrap(Face::Regular, px, words, room.w).lines.size()));
    const bool fits = lines * line + 1 <= room.h;
    const float h = fits ? lines * line + 1 : room.h;  // (+1: the lines' count, not a floor)
    c.text_fit(Face::Regular, px, fits ? px : min_px, Rect{room.x, room.y, room.w, h}, words, ink,
               Align::Left, false, 0);
    return h;
  };
  Rect room = L.body;
  if (p.lead != nullptr) {
    // The lead at most two fifths of the body: the chain is what the page is for.
    const float h =
        block(*p.lead, s.pal.text_muted, Rect{room.x, room.y, room.w, std::floor(room.h * 0.4f)});
    room.y += h + 2 * u;
    room.h -= h + 2 * u;
    c.rect(Rect{room.x, room.y - u - 0.5f, room.w, 1}, s.pal.grid_thin);  // a rule between
  }
  block(*p.text, s.pal.text, room);
  const int page = g.hint_why().page();
  for (int i = 0; i <= static_cast<int>(game::HintWhyItem::Next); ++i) {
    const auto item = static_cast<game::HintWhyItem>(i);
    const bool can = item == game::HintWhyItem::Previous ? page > 0 : true;  // Next or Done
    const ButtonStyle style = !can                              ? ButtonStyle::Quiet
                              : item == game::HintWhyItem::Next ? ButtonStyle::Primary
                                                                : ButtonStyle::Secondary;
    draw_button(s, L.items[static_cast<std::size_t>(i)],
                game::hint_why_item_label(item, page, pages), style, g.hint_why().focus() == i);
  }
}

}  // namespace nonet::render
