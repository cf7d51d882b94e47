// SPDX-License-Identifier: MIT
// Typing a code (game/code_entry.hpp): the "Enter code" button in the header of the free-play
// screen and of the Sum Tiles menu, and the dialog over them: the text field, what is wrong
// with the text, and the character pad with Delete, Paste, Cancel and Start.
#include <algorithm>
#include <string>

#include "i18n/i18n.hpp"
#include "render/view_parts.hpp"

namespace nonet::render {

using i18n::tr;

namespace {

void draw_open_button(const Scene& s) {
  const game::Game& g = s.game;
  const float w = g.viewport_width(), h = g.viewport_height();
  Rect r;
  if (g.screen() == game::Screen::FreePlay && !g.free_play_pending()) {
    const game::FreePlayLayout L = g.free_play_layout();
    r = game::code_open_button(L.header, L.unit);
  } else if (g.screen() == game::Screen::SumMenu) {
    const game::SumMenuLayout L = game::layout_sum_menu(w, h);
    r = game::sum_code_open_button(L.header, L.unit);
  } else {
    return;
  }
  const bool hover = g.hovering(game::TargetKind::CodeKey, game::kCodeKeyOpen);
  // TRANSLATORS: a small button that opens the dialog where a game's code is typed. Short.
  draw_button(s, r, tr("Enter code"), hover ? ButtonStyle::Secondary : ButtonStyle::Quiet, false);
}

void draw_dialog(const Scene& s, const game::CodeEntry& e) {
  Canvas& c = s.c;
  const game::Game& g = s.game;
  const game::CodeEntryLayout L = e.layout(g.viewport_width(), g.viewport_height());
  const float u = L.unit;
  const bool hc = s.theme == game::Theme::HighContrast;
  c.rect(Rect{0, 0, g.viewport_width(), g.viewport_height()}, fade(s.pal.background, 0.72f));
  if (hc) {
    c.rect(L.panel.inset(-u * 0.6f), s.pal.text, u * 3.1f);
  } else {
    c.shadow(L.panel.inset(u * 0.5f), u * 2.5f, u * 4.0f, fade(s.pal.shadow, 2.0f));
  }
  c.rect(L.panel, s.pal.surface, u * 2.5f);
  c.text_in(Face::SemiBold, std::min(L.heading.h * 0.5f, 4.0f * u), L.heading, e.title(),
            s.pal.text);

  // The field: the text so far (or the shape of a code, faint) and a caret after it.
  const Rect f = L.field.inset(u * 0.4f);
  const bool wrong = !e.message().empty();
  c.rect(f, s.pal.background, u * 1.4f);
  c.rect_outline(f, wrong ? s.pal.conflict_digit : s.pal.grid_box, u * 1.4f,
                 std::max(hc ? 3.0f : 1.5f, u * (wrong ? 0.35f : 0.2f)));
  const float px = std::min(f.h * 0.46f, 4.2f * u);
  const bool empty = e.text().empty();
  const std::string_view shown = empty ? std::string_view(e.placeholder()) : e.text();
  const float tw = c.measure(Face::SemiBold, px, shown, true);
  const float x0 = f.cx() - tw / 2;
  c.text(Face::SemiBold, px, x0, f.cy() + px * 0.36f, shown,
         empty ? fade(s.pal.text_muted, 0.6f) : s.pal.entry, Align::Left, true);
  const float caret_x = empty ? x0 - u * 0.6f : x0 + tw + u * 0.5f;
  c.line(caret_x, f.cy() - px * 0.55f, caret_x, f.cy() + px * 0.55f, std::max(2.0f, u * 0.3f),
         s.pal.accent);

  // What is wrong, or how to type (the paste keys as the binding table has them).
  thread_local std::string how;
  if (!wrong)
    game::format_to(how,
                    // TRANSLATORS: {0} the keys that paste ("Ctrl+V").
                    tr("Type or paste the code ({0}); dashes and case do not matter."),
                    {paste_keys(s.game)});
  const std::string_view line = wrong ? std::string_view(e.message()) : std::string_view(how);
  // One line shrinking to 10 px, then two (a longer language).
  const float mpx = std::min(L.message.h * 0.36f, 2.1f * u);
  c.text_fit(wrong ? Face::Medium : Face::Regular, mpx, std::min(mpx, 10.0f), L.message, line,
             wrong ? s.pal.conflict_digit : s.pal.text_muted, Align::Center, false, 2);

  // The pad.
  const auto keys = e.keys();
  for (std::size_t i = 0; i < keys.size() && i < L.keys.size(); ++i) {
    const int id = keys[i];
    const Rect& r = L.keys[i];
    const bool focused = e.focus() == static_cast<int>(i);
    const bool hover = g.hovering(game::TargetKind::CodeKey, id);
    const std::string label = game::code_key_label(id);
    if (game::is_code_char_key(id)) {
      const float rad = std::min(r.w, r.h) * 0.22f;
      c.rect(r, hover || focused ? mix(s.pal.surface_alt, s.pal.selected, 0.7f) : s.pal.surface_alt,
             rad);
      if (hc) c.rect_outline(r, s.pal.text, rad, std::max(2.0f, u * 0.3f));
      if (focused)
        c.rect_outline(r.inset(-u * 0.4f), s.pal.focus_ring, rad + u * 0.4f,
                       std::max(hc ? 3.0f : 2.0f, u * 0.3f));
      c.text_in(Face::SemiBold, std::min(r.h, r.w) * 0.42f, r, label, s.pal.text, Align::Center,
                true);
    } else {
      const ButtonStyle style = id == game::kCodeKeyOk ? ButtonStyle::Primary
                                : hover                ? ButtonStyle::Secondary
                                                       : ButtonStyle::Quiet;
      draw_button(s, r, label.c_str(), style, focused);
    }
  }
}

}  // namespace

void draw_code_entry(const Scene& s) {
  if (const std::optional<game::CodeEntry>& e = s.game.code_entry()) {
    draw_dialog(s, *e);
  } else {
    draw_open_button(s);
  }
}

}  // namespace nonet::render
