// SPDX-License-Identifier: MIT
// The help screens (game/guide.hpp): the first-run coach's three cards, and the controls list,
// drawn from the sheet the platform built from its binding tables: the keys while a keyboard
// (or mouse, or touch) is in use, the pad's glyphs in its own family while a pad is.
#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "i18n/i18n.hpp"
#include "render/view_parts.hpp"

namespace nonet::render {

using i18n::tr;

namespace {}  // namespace

void draw_coach(const Scene& s) {
  Canvas& c = s.c;
  const game::CoachLayout L = s.game.coach_layout();
  const float u = L.unit;
  const int card = s.game.coach_card();
  const game::CoachCard k = game::coach_card(card);  // in the player's language
  draw_panel_card(s, L.panel, u);
  c.text_in(Face::SemiBold, std::min(L.heading.h * 0.5f, 4.2f * u), L.heading, k.title, s.pal.text);
  // Three sentences, each wrapped to the card, a small accent mark before each.
  const float px = std::max(13.0f, std::min(L.body.h / 11.0f, 2.9f * u));
  const float lead = px * 1.45f;
  const float indent = px * 1.4f;
  float y = L.body.y + px * 0.6f;
  for (const std::string_view sentence : k.lines) {
    const LineBreakResult& lines = s.wrap(Face::Regular, px, sentence, L.body.w - indent);
    c.circle(L.body.x + px * 0.45f, y + lead * 0.5f, px * 0.22f, s.pal.accent);
    for (const LineSpan& l : lines.lines) {
      c.text_in(Face::Regular, px, Rect{L.body.x + indent, y, L.body.w - indent, lead},
                l.of(sentence), s.pal.text, Align::Left);
      y += lead;
    }
    y += px * 0.8f;
  }
  // Which card of three: dots, the current one wider (shape, not only colour).
  const float d = std::max(6.0f, u * 1.1f), gap = d * 1.2f;
  const float total = static_cast<float>(game::kCoachCardCount - 1) * (d + gap) + d * 2.6f;
  float x = L.dots.cx() - total / 2;
  for (int i = 0; i < game::kCoachCardCount; ++i) {
    const float w = i == card ? d * 2.6f : d;
    c.rect(Rect{x, L.dots.cy() - d / 2, w, d}, i == card ? s.pal.accent : s.pal.grid_thin, d / 2);
    x += w + gap;
  }
  for (int i = 0; i < game::kCoachItemCount; ++i) {
    const auto item = static_cast<game::CoachItem>(i);
    const bool primary = item == game::CoachItem::Next;
    const Rect& r = L.items[static_cast<std::size_t>(i)];
    if (item == game::CoachItem::Back) {
      // A round arrow, as on every screen's header; on the first card, with no card before it,
      // only its outline and a faint arrow (disabled).
      const bool enabled = card > 0;
      const bool focused = s.game.focus() == i && enabled;
      const bool lit = focused || s.game.hovering(game::TargetKind::MenuItem, i);
      if (enabled)
        c.circle(r.cx(), r.cy(), r.h / 2, lit ? s.pal.selected : s.pal.surface_alt);
      else
        c.ring(r.cx(), r.cy(), r.h / 2 - u * 0.2f, std::max(1.5f, u * 0.2f), s.pal.grid_thin);
      draw_icon(c, Icon::Back, r.cx(), r.cy(), r.h * 0.4f,
                enabled ? s.pal.text : fade(s.pal.text_muted, 0.5f));
      if (focused)
        c.ring(r.cx(), r.cy(), r.h / 2 + u * 0.6f, std::max(2.0f, u * 0.3f), s.pal.focus_ring);
      continue;
    }
    const char* label = game::coach_item_label(item, card, s.game.coach_then_play());
    draw_button(s, r, label, primary ? ButtonStyle::Primary : ButtonStyle::Quiet,
                s.game.focus() == i);
  }
}

void draw_controls(const Scene& s) {
  Canvas& c = s.c;
  const bool pad = s.input().pad_prompts();
  const game::ControlsSheet& sheet = s.game.controls_sheet();
  const std::vector<game::ControlsLine>& lines = pad ? sheet.pad : sheet.keyboard;
  const game::ControlsLayout L = s.game.controls_layout(pad);
  const float u = L.unit;
  draw_back_header(s, L.header, L.back_button,
                   pad ? tr("Controls: gamepad") : tr("Controls: keyboard"), u, L.header.right());
  draw_panel_card(s, L.panel, u);
  const float px = std::max(11.0f, std::min(L.line_pitch * (pad ? 0.3f : 0.46f), 2.2f * u));
  const float key_col =
      pad ? std::min(L.panel.w * 0.26f, 15 * u) : std::min(L.panel.w * 0.38f, 36 * u);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const game::ControlsLine& line = lines[i];
    const Rect r = L.line(static_cast<int>(i));
    if (i % 2 == 1) c.rect(r, fade(s.pal.peer, 0.7f), u);
    if (pad) {
      // Glyphs on the left, what the button does in play, and in menus in muted type under it.
      const float gh = std::min(r.h * 0.5f, px * 1.8f);
      float gx = r.x + u;
      for (game::PadButton b : line.pad) gx += draw_pad_glyph(s, b, gx, r.cy(), gh) + u * 0.6f;
      const Rect what{r.x + key_col, r.y, r.w - key_col - u, r.h * (line.menu.empty() ? 1 : 0.55f)};
      c.text_in(Face::Medium, px, what, tr(line.what.c_str()), s.pal.text, Align::Left);
      if (!line.menu.empty()) {
        c.text_in(Face::Regular, px * 0.9f,
                  Rect{r.x + key_col, r.y + r.h * 0.45f, r.w - key_col - u, r.h * 0.5f},
                  // TRANSLATORS: the gamepad's controls list, under what a button does in
                  // play: {0} what it does in menus.
                  game::format(tr("In menus: {0}"), {tr(line.menu.c_str())}), s.pal.text_muted,
                  Align::Left);
      }
    } else {
      // A long list of keys shrinks to its column rather than run into the words.
      const float kw = c.measure(Face::SemiBold, px, line.keys), room = key_col - 2 * u;
      const float kpx = kw > room ? std::max(9.0f, px * room / kw) : px;
      c.text_in(Face::SemiBold, kpx, Rect{r.x + u, r.y, room, r.h}, line.keys, s.pal.accent,
                Align::Left);
      c.text_in(Face::Regular, px, Rect{r.x + key_col, r.y, r.w - key_col - u, r.h},
                tr(line.what.c_str()), s.pal.text, Align::Left);
    }
  }
  // Where the other device's list is: a quiet line under the card.
  const float note_px = std::max(11.0f, 1.5f * u);
  c.text_fit(Face::Regular, note_px, std::min(note_px, 9.0f),
             Rect{L.panel.x, L.panel.bottom() + u, L.panel.w, 2.5f * u},
             pad ? tr("A key pressed shows the keyboard's controls")
                 : tr("A pad button pressed shows the gamepad's controls"),
             s.pal.text_muted);
}

void draw_settings_links(const Scene& s, const game::SettingsLayout& L) {
  const game::SettingsLinkLayout links = game::settings_link_rects(L);
  for (int i = 0; i < game::kSettingsLinkCount; ++i) {
    draw_button(s, links.rects[static_cast<std::size_t>(i)],
                game::settings_link_label(i, links.compact), ButtonStyle::Secondary,
                s.game.focus() == game::kSettingRowCount + i);
  }
}

}  // namespace nonet::render
