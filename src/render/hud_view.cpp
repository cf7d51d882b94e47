// SPDX-License-Identifier: MIT
// The play screen's bar above the board (split from play_view.cpp): the stage, its level and
// difficulty, the timer and the mistakes, the pause and Check buttons; while a hint shows, its
// explanation with the rest in a compact block, and from its second tier the Learn button.
#include <algorithm>
#include <cmath>
#include <optional>
#include <string_view>

#include "core/rating.hpp"
#include "game/animation.hpp"
#include "game/format.hpp"
#include "game/technique_label.hpp"
#include "game/wording.hpp"
#include "i18n/i18n.hpp"
#include "render/view_parts.hpp"

namespace nonet::render {

using i18n::tr;
using i18n::trc;

namespace {

using game::Outcome;
using game::Session;

game::Motion motion_of(const Scene& s) {
  return game::motion_for(s.game.settings().reduced_motion);
}

// SEEDS A9 on the HUD: the technique score as a bar with its level name ("Easy 32"). The
// clue-count score is not drawn here: a second bar labelled "clues 70" on a 32-clue board read
// as a count and crossed the level label (issue 25); the stage list's detail strip says it in
// words ("32 clues given: 70 by count alone"), where there is room for them.
void draw_difficulty(const Scene& s, const Rect& area, const Session& ses) {
  Canvas& c = s.c;
  const int tech = std::clamp(ses.stage().score, 0, 99);
  const Color lc = level_color(ses.stage().level, s.theme);
  const float bar_h = std::max(3.0f, area.h * 0.16f);
  const float label_px = area.h * 0.30f;
  thread_local std::string buf;  // kept: a steady frame formats into its room (no allocation)
  // The one scale players see, as the stage list says it ("32 of 99"); the chip beside the
  // bar names the level.
  // TRANSLATORS: a stage's difficulty on the one scale players see: {0} of 99.
  game::format_to(buf, tr("{0} of 99"), {tech});
  const float track_w = area.w;
  const float y = area.y + area.h * 0.28f;
  c.rect(Rect{area.x, y, track_w, bar_h}, s.pal.surface_alt, bar_h / 2);
  c.rect(Rect{area.x, y, std::max(bar_h, track_w * static_cast<float>(tech) / 99.0f), bar_h}, lc,
         bar_h / 2);
  c.text(Face::Medium, label_px, area.x, area.y + area.h * 0.92f, buf, s.pal.text_muted);
}

// How long each page stays when a hint's explanation takes more than one page.
constexpr double kHintPageSeconds = 4.0;

// The hint's explanation in a calm card over the left of the HUD (never over the board, whose
// cells it talks about; the stage, timer and mistakes stay beside it, draw_hud_compact): the
// preparing steps' sentences, then "Then: " and the placement's, at the largest size that
// fits on two lines (one in a phone's short bar). When even the smallest size needs more, the
// text is cut into pages of those lines that take turns on the game clock with "2/3" in the
// corner, so nothing is ever cut silently (a pure function of the hint's age; reduced motion
// needs nothing else).
void draw_hint_panel(const Scene& s, const game::PlayLayout& L, const Rect& area,
                     const game::HintShown& hint, double hint_t, float opacity) {
  Canvas& c = s.c;
  const float u = L.unit;
  c.shadow(area, u * 1.4f, u * 1.2f, fade(s.pal.shadow, opacity));
  c.rect(area, fade(s.pal.surface, opacity), u * 1.4f);
  c.rect_outline(area, fade(s.pal.accent, 0.55f * opacity), u * 1.4f, std::max(1.5f, u * 0.2f));
  const float icon = area.h * 0.42f;
  draw_icon(c, Icon::Bulb, area.x + area.h * 0.5f, area.cy(), icon, fade(s.pal.accent, opacity));
  Rect tr{area.x + area.h, area.y, area.w - area.h - u * 1.5f, area.h};
  const float min_px = std::max(10.0f, area.h * 0.22f);
  // (Never below the floor: in a short HUD, a phone's, the two crossed and no size was tried,
  // so the card showed no words at all.)
  const float max_px = std::max(min_px, std::min(area.h * 0.34f, std::max(12.0f, L.cell * 0.24f)));
  // Two lines where the card holds two at the smallest size; a phone's short bar holds one.
  const std::size_t per_page = tr.h >= 2 * min_px * Canvas::kLineSpacing ? 2 : 1;
  const Color ink = fade(s.pal.text, opacity);
  const std::string_view all = hint.full_text.empty() ? hint.text : hint.full_text;
  // The lines by UAX #14 (s.wrap: remembered, so a steady frame measures nothing again).
  const LineBreakResult* lines = nullptr;
  std::size_t n = 0;
  float px = max_px;
  for (; px >= min_px; px -= 1) {
    lines = &s.wrap(Face::Medium, px, all, tr.w);
    n = lines->lines.size();
    if (n <= per_page) break;
  }
  px = std::max(px, min_px);
  std::size_t first = 0, shown = n;
  if (n > per_page) {
    // Pages of per_page lines; the page number takes the text box's right end, as wide as the
    // widest it shows ("12/12"): measured for the count of pages, then again in case the
    // narrower text needs a page count with one more figure.
    px = min_px;
    const float text_w = tr.w;
    std::size_t pages = (n + per_page - 1) / per_page;
    for (int pass = 0; pass < 2; ++pass) {
      const std::size_t guess = pages;
      const float mark_w =
          c.measure(Face::Medium, px * 0.9f, game::format("{0}/{0}", {guess}), true) + u;
      tr.w = text_w - mark_w;
      lines = &s.wrap(Face::Medium, px, all, tr.w);
      n = lines->lines.size();
      pages = (n + per_page - 1) / per_page;
      if (std::to_string(pages).size() <= std::to_string(guess).size()) break;
    }
    const float mark_w = text_w - tr.w;
    const auto page = static_cast<std::size_t>(std::max(0.0, hint_t) / kHintPageSeconds) %
                      std::max<std::size_t>(1, pages);
    first = per_page * page;
    shown = std::min(per_page, n - first);
    const std::string mark = game::format("{0}/{1}", {page + 1, pages});
    c.text_in(Face::Medium, px * 0.9f, Rect{tr.right(), area.y, mark_w, area.h}, mark,
              fade(s.pal.text_muted, opacity), Align::Right, true);
  }
  const float line_h = tr.h / 2;
  for (std::size_t i = 0; i < shown; ++i) {
    const LineSpan line = lines->lines[first + i];
    const Rect lr =
        shown == 1 ? tr
                   : Rect{tr.x, tr.y + (i == 0 ? px * 0.1f : line_h - px * 0.1f), tr.w, line_h};
    c.text_in(Face::Medium, px, lr, line.of(all), ink, Align::Left);
  }
}

// While a hint is on show: the stage, the timer and the mistakes in a small two-line block at
// the HUD's right (left of the pause button, or of the Check button), so the hint never hides
// them. Returns the block's left edge.
float draw_hud_compact(const Scene& s, const game::PlayLayout& L, const Session& ses) {
  Canvas& c = s.c;
  const Rect& h = L.hud;
  const float u = L.unit;
  // (Check is not drawn while a hint shows: it is not pressable then either.)
  const bool button = s.game.hint_lesson() || s.game.hint_why_steps() != nullptr;
  const float right = (button ? L.learn_button().x : L.pause_button.x) - 2 * u;
  const float px = h.h * 0.26f;
  // Kept from frame to frame: formatting into their room allocates nothing in a steady frame.
  thread_local std::string top, bottom;
  top = game_title(s, ses.stage());
  const std::string clock = s.game.settings().show_timer
                                ? game::clock_text(game::whole_seconds(ses.elapsed()) * 1000)
                                : std::string();
  const int limit = ses.mistakes_allowed();
  // The one mistakes phrase (game::mistakes_phrase): "1/3 mistakes", "4 mistakes" with no
  // limit, nothing when mistakes are not counted (check at the end).
  const std::string mistakes = game::mistakes_phrase(ses.mistakes(), limit, ses.check_at_end());
  const std::string_view dot = clock.empty() || mistakes.empty() ? "" : " \xC2\xB7 ";
  game::format_to(bottom, "{0}{1}{2}", {clock, dot, mistakes});
  // Measured as drawn: tabular figures (wider than the proportional ones).
  float w =
      std::max(c.measure(Face::SemiBold, px, top, true), c.measure(Face::Medium, px, bottom, true));
  if (w > h.w * 0.26f && limit > 0 && !ses.check_at_end()) {
    // A narrow window: "0:07 · 0/3" (the marks' count alone) leaves the hint its room.
    game::format_to(bottom, "{0}{1}{2}/{3}", {clock, dot, ses.mistakes(), limit});
    w = std::max(c.measure(Face::SemiBold, px, top, true),
                 c.measure(Face::Medium, px, bottom, true));
  }
  c.text_in(Face::SemiBold, px, Rect{right - w, h.y + h.h * 0.12f, w, h.h * 0.38f}, top, s.pal.text,
            Align::Right, true);
  c.text_in(Face::Medium, px, Rect{right - w, h.cy(), w, h.h * 0.38f}, bottom,
            ses.mistakes() > 0 && limit > 0 ? s.pal.conflict_digit : s.pal.text_muted, Align::Right,
            true);
  return right - w;
}

// The button beside the hint (PlayLayout::learn_button): from its second tier "Learn X-Wing"
// (or "Learn"), which opens the technique's lesson; for a hint told on its Why page (a long one,
// or one with a deep forcing chain), "Why?", which opens that page. Back from either returns.
void draw_hint_button(const Scene& s, const game::PlayLayout& L) {
  const std::optional<Technique> t = s.game.hint_lesson();
  if (!t && s.game.hint_why_steps() == nullptr) return;
  Canvas& c = s.c;
  const Rect b = L.learn_button();
  const bool hover = s.game.hovering(t ? game::TargetKind::LessonLink : game::TargetKind::WhyLink);
  c.rect(b, hover ? s.pal.accent : s.pal.surface_alt, b.h / 2);
  const Color ink = hover ? s.pal.on_accent : s.pal.accent;
  const float px = b.h * 0.34f;
  const Rect text{b.x + b.h * 0.2f, b.y, b.w - b.h * 0.4f, b.h};
  if (t)
    draw_learn_label(s, *t, text, px, ink);
  else
    // TRANSLATORS: the play screen's button beside a hint too long for its banner: opens the
    // page that tells its steps one at a time. Short.
    c.text_fit(Face::SemiBold, px, px * 0.6f, text, trc("button", "Why?"), ink);
}

void draw_pause_button(const Scene& s, const game::PlayLayout& L) {
  if (s.game.looking_at_board()) return;  // the game is over: nothing to pause
  const Rect& pb = L.pause_button;
  s.c.circle(pb.cx(), pb.cy(), pb.w / 2,
             s.game.hovering(game::TargetKind::Pause) ? s.pal.selected : s.pal.surface_alt);
  draw_icon(s.c, Icon::Pause, pb.cx(), pb.cy(), pb.w * 0.5f, s.pal.text);
}

void draw_check_button(const Scene& s, const game::PlayLayout& L, const Session& ses) {
  if (s.game.looking_at_board()) return;  // the game is over: nothing to check
  Canvas& c = s.c;
  const Rect& cb = L.check_button;
  const bool on = ses.outcome() == game::Outcome::Playing;
  const bool hover = s.game.hovering(game::TargetKind::Check);
  c.rect(cb, hover ? s.pal.selected : s.pal.surface_alt, cb.h / 2);
  const float px = cb.h * 0.36f;
  draw_icon(c, Icon::Check, cb.x + cb.h * 0.5f, cb.cy(), px * 1.2f,
            on ? s.pal.accent : s.pal.text_muted);
  c.text_fit(Face::SemiBold, px, px * 0.7f,
             Rect{cb.x + cb.h * 0.8f, cb.y, cb.w - cb.h * 1.0f, cb.h},
             // TRANSLATORS: the button that judges the board in free play's "check at the end".
             // Short.
             trc("button", "Check"), on ? s.pal.text : s.pal.text_muted);
}

}  // namespace

void draw_learn_label(const Scene& s, Technique t, const Rect& box, float px, Color ink) {
  // TRANSLATORS: a button beside a hint (and on its Why page): opens the lesson of the
  // technique named; {0} its name ("Learn X-Wing"). Where the name does not fit, "Learn" alone.
  const std::string full = game::format(tr("Learn {0}"), {game::technique_label(t)});
  // Two lines at most, not smaller than 70 %: else the short label.
  if (s.wrap(Face::SemiBold, px * 0.7f, full, box.w).lines.size() <= 2)
    s.c.text_fit(Face::SemiBold, px, px * 0.7f, box, full, ink, Align::Center, false, 2);
  else
    // TRANSLATORS: a button beside a hint when "Learn {0}" does not fit
    s.c.text_fit(Face::SemiBold, px, px * 0.6f, box, trc("button", "Learn"), ink);
}

void draw_hud(const Scene& s, const game::PlayLayout& L, const game::Session& ses) {
  using game::Session;
  Canvas& c = s.c;
  const Rect& h = L.hud;
  const float u = L.unit;
  thread_local std::string buf;  // kept: formatted into its room every frame
  // A hint's explanation takes the HUD's left while the hint is on show; the stage, timer and
  // mistakes shrink to a block at its right, and the pause (and Check) buttons stay.
  const double hint_t = s.game.motion().hint_seconds(s.seconds);
  const bool hint_panel = ses.hint().has_value() && !ses.hint()->text.empty();
  if (hint_panel) {
    draw_pause_button(s, L);
    draw_hint_button(s, L);
    const float block_x = draw_hud_compact(s, L, ses);
    const Rect area{h.x, h.y + h.h * 0.08f, std::max(10 * u, block_x - 2.5f * u - h.x),
                    h.h * 0.84f};
    draw_hint_panel(
        s, L, area, *ses.hint(), hint_t,
        game::eased_progress(std::max(0.0, hint_t), game::kUiEaseSeconds, motion_of(s)));
    return;
  }
  // Centre: the timer, measured first: the blocks on either side stop short of it.
  float timer_left = h.right();
  const float timer_px = h.h * 0.46f;
  if (s.game.settings().show_timer) {
    const std::string clock = game::clock_text(game::whole_seconds(ses.elapsed()) * 1000);
    const float timer_w = c.measure(Face::Medium, timer_px, clock, true);
    // Centred, unless free play's Check button reaches the middle of a narrow HUD: then it
    // stands just left of the button.
    const float cx =
        ses.check_at_end() ? std::min(h.cx(), L.check_button.x - 2 * u - timer_w / 2) : h.cx();
    timer_left = cx - timer_w / 2 - 2 * u;
    c.text_in(Face::Medium, timer_px, Rect{cx - timer_w / 2 - u, h.y, timer_w + 2 * u, h.h}, clock,
              s.pal.text, Align::Center, true);
  }
  // Left: stage number (free play: its game code, to read out to a friend; the daily puzzle:
  // its day, game_title) and a level chip,
  // at the largest size that ends before the timer; the chip goes when even the smallest
  // does not leave it room (the pause card names the level too).
  buf = game_title(s, ses.stage());
  const float room = timer_left - h.x;
  float title_px = h.h * 0.42f;
  const float chip_px = h.h * 0.27f;
  const float chip_w =
      c.measure(Face::SemiBold, chip_px, game::level_word(ses.stage().level)) + chip_px * 2.2f;
  while (title_px > h.h * 0.3f && c.measure(Face::SemiBold, title_px, buf) + 2 * u + chip_w > room)
    title_px -= 1;
  const float tw = c.measure(Face::SemiBold, title_px, buf);
  c.text(
      Face::SemiBold, title_px, h.x,
      h.cy() +
          c.atlas().metrics(Face::SemiBold, static_cast<int>(std::lround(title_px))).cap_height / 2,
      buf, s.pal.text);
  if (tw + 2 * u + chip_w <= room) {
    const Color lc = level_color(ses.stage().level, s.theme);
    const Rect chip{h.x + tw + 2 * u, h.cy() - chip_px * 0.9f, chip_w, chip_px * 1.8f};
    c.rect(chip, fade(lc, 0.16f), chip.h / 2);
    c.circle(chip.x + chip_px * 0.8f, chip.cy(), chip_px * 0.22f, lc);
    c.text_in(Face::SemiBold, chip_px,
              Rect{chip.x + chip_px * 0.6f, chip.y, chip.w - chip_px * 0.6f, chip.h},
              game::level_word(ses.stage().level), mix(lc, s.pal.text, 0.35f));
    // The difficulty bar between the chip and the timer, where there is room for it.
    const float bar_x = chip.right() + 3 * u;
    const float bar_w = std::min(18 * u, h.cx() - 8 * u - bar_x);
    if (bar_w >= 9 * u && bar_x + bar_w <= timer_left)
      draw_difficulty(s, Rect{bar_x, h.cy() - h.h * 0.32f, bar_w, h.h * 0.64f}, ses);
  }

  // Right: pause button, then mistakes as marks and "n/3" (free play: its limit, or "n" with
  // no marks when the player turned the limit off).
  const Rect& pb = L.pause_button;
  draw_pause_button(s, L);
  if (ses.check_at_end()) {
    // "Check at the end" counts no mistakes: the Check button stands where they would.
    draw_check_button(s, L, ses);
    return;
  }
  const int limit = ses.mistakes_allowed();
  if (limit > 0)  // beside the marks, the count alone: "1/3"
    game::format_to(buf, "{0}/{1}", {ses.mistakes(), limit});
  else
    buf = game::mistakes_phrase(ses.mistakes(), limit, false);
  const float m_px = h.h * 0.3f;
  const float right = pb.x - 3 * u;
  const float mw = c.text(
      Face::Medium, m_px, right,
      h.cy() +
          c.atlas().metrics(Face::Medium, static_cast<int>(std::lround(m_px))).digit_height / 2,
      buf, s.pal.text_muted, Align::Right, true);
  const float mr = h.h * 0.14f;
  for (int i = 0; i < limit; ++i) {
    const float mx = right - mw - 2 * u - static_cast<float>(limit - 1 - i) * mr * 2.9f - mr;
    if (i < ses.mistakes()) {
      c.circle(mx, h.cy(), mr, s.pal.conflict_digit);
      draw_icon(c, Icon::Cross, mx, h.cy(), mr * 1.5f, s.pal.on_accent);
    } else {
      c.ring(mx, h.cy(), mr - 1, std::max(1.5f, mr * 0.22f), s.pal.grid_box);
    }
  }
}

}  // namespace nonet::render
