// SPDX-License-Identifier: MIT
// Gamepad prompts (docs/CONTROLS.md): while a pad is the device in use, every control shows the
// button that works it, in the glyphs of that pad's family. On the play screen the glyphs sit
// on the controls themselves as small badges (the keypad's chosen digit is ringed with the
// shoulder buttons that step it and the button that places it; each action button carries its
// button); menus get one prompt pill in the bottom-right corner, as console games do. A pad that
// went away, or came back, gets a banner that says so.
#include <algorithm>
#include <cmath>
#include <span>
#include <string>
#include <string_view>

#include "render/view_parts.hpp"

#include "game/screens.hpp"
#include "i18n/i18n.hpp"

namespace nonet::render {

using i18n::tr;

namespace {

using game::PadButton;
using game::PadFamily;

// Face button colours as the pads print them; the letter or shape keeps them apart without
// colour (LOOK: colour is never the only signal).
Color xbox_face(PadButton b) {
  switch (b) {
    case PadButton::South: return hex(0x3E9B35);  // A green
    case PadButton::East: return hex(0xD0403A);   // B red
    case PadButton::West: return hex(0x2E6FC9);   // X blue
    default: return hex(0xE0A91B);                // Y yellow
  }
}
Color playstation_shape(PadButton b) {
  switch (b) {
    case PadButton::South: return hex(0x8DB7F0);  // cross
    case PadButton::East: return hex(0xF07A7A);   // circle
    case PadButton::West: return hex(0xE59AD6);   // square
    default: return hex(0x5FD3AE);                // triangle
  }
}

bool is_face(PadButton b) {
  return b == PadButton::South || b == PadButton::East || b == PadButton::West ||
         b == PadButton::North;
}

bool is_dpad(PadButton b) {
  return b == PadButton::DpadUp || b == PadButton::DpadDown || b == PadButton::DpadLeft ||
         b == PadButton::DpadRight;
}

/// Width of the glyph for `b` at height h.
float glyph_width(const Scene& s, PadButton b, float h) {
  if (is_face(b) || is_dpad(b) || b == PadButton::LeftStick) return h;
  const game::InputStatus& st = s.input();
  const char* text = game::pad_cap_text(b, st.family, st.playstation5);
  return std::max(h * 1.3f, s.c.measure(Face::SemiBold, h * 0.5f, text) + h * 0.7f);
}

/// Draws the glyph of `b` with its left edge at x, centred on cy, h tall; returns its width.
float draw_glyph(const Scene& s, PadButton b, float x, float cy, float h) {
  Canvas& c = s.c;
  const game::InputStatus& st = s.input();
  const float w = glyph_width(s, b, h);
  const float r = h / 2, cx = x + w / 2;
  const Color cap = s.pal.text, ink = s.pal.surface;
  if (is_face(b)) {
    switch (st.family) {
      case PadFamily::Xbox: {
        const Color fill = xbox_face(b);
        c.circle(cx, cy, r, fill);
        const char* l = game::pad_button_label(b, st.family);
        c.text_in(Face::SemiBold, h * 0.56f, Rect{x, cy - r, w, h}, l,
                  b == PadButton::North ? hex(0x2A2205) : hex(0xFFFFFF));
        break;
      }
      case PadFamily::Nintendo: {
        c.circle(cx, cy, r, cap);
        c.text_in(Face::SemiBold, h * 0.56f, Rect{x, cy - r, w, h},
                  game::pad_button_label(b, st.family), ink);
        break;
      }
      case PadFamily::PlayStation: {
        c.circle(cx, cy, r, cap);
        const Color col = playstation_shape(b);
        const float k = r * 0.46f, lw = std::max(1.5f, h * 0.1f);
        switch (b) {
          case PadButton::South:
            c.line(cx - k, cy - k, cx + k, cy + k, lw, col);
            c.line(cx - k, cy + k, cx + k, cy - k, lw, col);
            break;
          case PadButton::East: c.ring(cx, cy, k * 1.05f, lw, col); break;
          case PadButton::West:
            c.rect_outline(Rect{cx - k * 0.9f, cy - k * 0.9f, k * 1.8f, k * 1.8f}, col, lw * 0.4f,
                           lw);
            break;
          default: {
            // A triangle from three strokes, its centroid on the centre.
            const float t = k * 1.15f;
            const float ax = cx, ay = cy - t, bx = cx - t * 0.866f, by = cy + t * 0.5f,
                        dx = cx + t * 0.866f, dy = cy + t * 0.5f;
            c.line(ax, ay, bx, by, lw, col);
            c.line(bx, by, dx, dy, lw, col);
            c.line(dx, dy, ax, ay, lw, col);
            break;
          }
        }
        break;
      }
    }
    return w;
  }
  if (is_dpad(b)) {  // a plus, its arms rounded: up stands for the whole D-pad
    const float arm = h * 0.34f;
    c.rect(Rect{cx - arm / 2, cy - r, arm, h}, cap, arm * 0.3f);
    c.rect(Rect{cx - r, cy - arm / 2, h, arm}, cap, arm * 0.3f);
    c.circle(cx, cy, arm * 0.22f, ink);
    if (b != PadButton::DpadUp) {
      // Left, right or down: a mark on that arm (a lesson's steps, By technique).
      const float d = r - arm * 0.5f;
      const float mx = b == PadButton::DpadLeft ? cx - d : b == PadButton::DpadRight ? cx + d : cx;
      const float my = b == PadButton::DpadDown ? cy + d : cy;
      c.circle(mx, my, arm * 0.3f, ink);
    }
    return w;
  }
  if (b == PadButton::LeftStick) {
    c.circle(cx, cy, r, cap);
    c.ring(cx, cy, r * 0.55f, std::max(1.0f, h * 0.08f), ink);
    return w;
  }
  // Shoulders, triggers, back and start: a labelled cap; triggers taller at the top edge.
  const bool trigger = b == PadButton::LeftTrigger || b == PadButton::RightTrigger;
  c.rect(Rect{x, cy - r, w, h}, cap, trigger ? r * 0.45f : r);
  c.text_in(Face::SemiBold, h * 0.5f, Rect{x, cy - r, w, h},
            game::pad_cap_text(b, st.family, st.playstation5), ink);
  return w;
}

/// A glyph as a badge centred on (cx, cy): a thin halo in the surface colour lifts it off
/// whatever it overlaps.
void draw_badge(const Scene& s, PadButton b, float cx, float cy, float h) {
  const float w = glyph_width(s, b, h);
  const float halo = std::max(1.5f, h * 0.12f);
  s.c.rect(Rect{cx - w / 2 - halo, cy - h / 2 - halo, w + 2 * halo, h + 2 * halo}, s.pal.surface,
           h / 2 + halo);
  draw_glyph(s, b, cx - w / 2, cy, h);
}

// A prompt's words as the player reads them (the screen table's English, marked there: a
// literal, so its view ends in a '\0').
const char* prompt_text(const game::PadPrompt& p) { return tr(p.text.data()); }

/// One pill of prompts, right-aligned at `right`, centred on cy.
void draw_prompt_pill(const Scene& s, std::span<const game::PadPrompt> items, float right, float cy,
                      float u) {
  const int n = static_cast<int>(items.size());
  const float h = 2.6f * u, px = 1.7f * u, gap = 0.8f * u, sep = 2.4f * u, pad = 1.6f * u;
  float total = 2 * pad;
  for (int i = 0; i < n; ++i) {
    const std::size_t k = static_cast<std::size_t>(i);
    total += glyph_width(s, items[k].button, h) + gap +
             s.c.measure(Face::Medium, px, prompt_text(items[k]));
    if (i + 1 < n) total += sep;
  }
  const Rect pill{right - total, cy - h / 2 - u * 0.9f, total, h + u * 1.8f};
  s.c.shadow(pill.inset(u * 0.2f), pill.h / 2, u * 1.2f, s.pal.shadow);
  s.c.rect(pill, s.pal.surface, pill.h / 2);
  float x = pill.x + pad;
  for (int i = 0; i < n; ++i) {
    const std::size_t k = static_cast<std::size_t>(i);
    x += draw_glyph(s, items[k].button, x, cy, h) + gap;
    const char* text = prompt_text(items[k]);
    const float tw = s.c.measure(Face::Medium, px, text);
    s.c.text_in(Face::Medium, px, Rect{x, cy - h / 2, tw, h}, text, s.pal.text, Align::Left);
    x += tw + sep;
  }
}

void draw_play_badges(const Scene& s) {
  const game::Session* ses = s.game.session();
  if (!ses || ses->outcome() != game::Outcome::Playing) return;
  const game::PlayLayout L = s.game.play_layout();
  const float u = L.unit;
  const int d = s.input().chosen_digit;
  if (d >= 1 && d <= 9) {
    // The chosen digit: a focus ring round its key, the shoulders that step it at its upper
    // corners and the button that places it at the lower right.
    const Rect& k = L.keys[static_cast<std::size_t>(d - 1)];
    const float rad = std::min(k.w, k.h) / 2;
    const float ring_w = std::max(2.5f, u * 0.5f);
    s.c.ring(k.cx(), k.cy(), rad + ring_w * 0.5f + u * 0.3f, ring_w, s.pal.focus_ring);
    const float bh = std::clamp(rad * 0.42f, 14.0f, 4.5f * u);
    const float o = rad * 0.74f;
    draw_badge(s, PadButton::LeftShoulder, k.cx() - o, k.cy() - o, bh);
    draw_badge(s, PadButton::RightShoulder, k.cx() + o, k.cy() - o, bh);
    draw_badge(s, PadButton::South, k.cx() + o, k.cy() + o, bh);
  }
  // Each action button carries the pad button that does the same, as the pad's table says
  // (platform/pad_bindings.cpp, handed over in the controls sheet).
  for (int b = 0; b < game::kActionButtonCount; ++b) {
    const std::optional<PadButton> pad =
        s.game.pad_button_for(game::action_button_kind(static_cast<game::ActionButton>(b)));
    if (!pad) continue;
    const Rect& r = L.actions[static_cast<std::size_t>(b)];
    const float bh = std::clamp(std::min(r.w, r.h) * 0.26f, 12.0f, 3.4f * u);
    const float bw = glyph_width(s, *pad, bh);
    const float inset = std::min(r.w, r.h) * 0.1f;
    draw_badge(s, *pad, r.x + inset + bw / 2, r.y + inset + bh / 2, bh);
  }
  if (const std::optional<PadButton> pause = s.game.pad_button_for(game::ActionKind::Pause)) {
    const Rect& pb = L.pause_button;
    const float bh = std::clamp(pb.h * 0.42f, 12.0f, 3.0f * u);
    draw_badge(s, *pause, pb.cx() - pb.w * 0.42f, pb.bottom() - bh * 0.3f, bh);
  }
}

void draw_menu_prompts(const Scene& s) {
  // The screen's own prompts from the screen table, or an open question's (game/screens.hpp).
  const std::span<const game::PadPrompt> p = game::pad_prompts(s.game);
  if (p.empty()) return;
  const float u = game::layout_unit(s.game.viewport_width(), s.game.viewport_height());
  draw_prompt_pill(s, p, s.game.viewport_width() - 3 * u, s.game.viewport_height() - 4 * u, u);
}

/// "Controller disconnected ..." / "Controller connected ..." as a dark pill, above the pause
/// card when there is one, else at the top of the screen.
void draw_pad_notice(const Scene& s) {
  const game::InputStatus& st = s.input();
  if (st.notice == game::PadNotice::None) return;
  const float u = game::layout_unit(s.game.viewport_width(), s.game.viewport_height());
  const float px = 2.0f * u, h = 5.6f * u, gh = 2.8f * u;
  // The words before the glyph and after it: a sentence with the pad's confirm button in it is
  // one text ("{0}" where the glyph goes), cut in two around it.
  std::string_view text, tail;
  bool glyph = false;
  if (st.notice == game::PadNotice::Lost) {
    text = st.pads > 0 ? tr("Controller disconnected. Use another one to resume.")
                       : tr("Controller disconnected. Reconnect it to resume.");
  } else {
    // TRANSLATORS: a banner when a gamepad is plugged in again after the one in use was lost:
    // {0} is where a picture of the pad's confirm button (A, Cross) is drawn.
    text = tr("Controller connected. Press {0} to resume.");
    const std::size_t at = text.find("{0}");
    if (at != std::string_view::npos) {
      tail = text.substr(at + 3);
      text = text.substr(0, at);
      // The glyph brings its own room: a space before it is left to the gap.
      while (!text.empty() && text.back() == ' ') text.remove_suffix(1);
    }
    glyph = true;  // a translation without {0}: the glyph after the whole sentence
  }
  float w = s.c.measure(Face::Medium, px, text) + 4 * u;
  if (glyph)
    w += glyph_width(s, PadButton::South, gh) + 1.4f * u + s.c.measure(Face::Medium, px, tail);
  float top = 3 * u;
  if (s.game.screen() == game::Screen::Paused) {
    top = std::max(u, s.game.menu_layout().panel.y - h - 2.5f * u);
  }
  const Rect pill{std::floor((s.game.viewport_width() - w) / 2), top, w, h};
  s.c.shadow(pill, pill.h / 2, u * 1.5f, s.pal.shadow);
  s.c.rect(pill, s.pal.text, pill.h / 2);
  float x = pill.x + 2 * u;
  const float tw = s.c.measure(Face::Medium, px, text);
  s.c.text_in(Face::Medium, px, Rect{x, pill.y, tw, pill.h}, text, s.pal.background, Align::Left);
  if (glyph) {
    x += tw + 1.0f * u;
    // On the dark pill the glyph needs its light halo.
    const float gw = glyph_width(s, PadButton::South, gh);
    draw_badge(s, PadButton::South, x + gw / 2, pill.cy(), gh);
    x += gw + 0.4f * u;
    s.c.text_in(Face::Medium, px, Rect{x, pill.y, pill.right() - x, pill.h}, tail, s.pal.background,
                Align::Left);
  }
}

}  // namespace

void draw_input_prompts(const Scene& s) {
  const game::InputStatus& st = s.input();
  draw_pad_notice(s);
  // No pad prompts for a pad that is gone and none to replace it.
  if (st.device != game::InputDevice::Gamepad) return;
  if (st.notice == game::PadNotice::Lost && st.pads == 0) return;
  if (s.game.screen() == game::Screen::Play)
    draw_play_badges(s);
  else
    draw_menu_prompts(s);
}

float pad_glyph_width(const Scene& s, game::PadButton b, float h) { return glyph_width(s, b, h); }

float draw_pad_glyph(const Scene& s, game::PadButton b, float x, float cy, float h) {
  return draw_glyph(s, b, x, cy, h);
}

}  // namespace nonet::render
