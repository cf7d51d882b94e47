// SPDX-License-Identifier: MIT
// Shared view pieces and the per-frame dispatcher.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iterator>
#include <string>
#include <vector>

#include "render/view_parts.hpp"

#include "game/animation.hpp"
#include "game/screens.hpp"
#include "i18n/i18n.hpp"
#include "render/about_view.hpp"
#include "render/date_words.hpp"
#include "render/views.hpp"

namespace nonet::render {

namespace {
// The wrapper of frames drawn without a renderer's (tools, benchmarks) and of wrap_words.
TextWrapper& shared_wrapper() {
  static TextWrapper shared;
  return shared;
}
}  // namespace

std::vector<std::string> wrap_words(Canvas& c, Face face, float px, std::string_view text,
                                    float width) {
  std::vector<std::string> out;
  for (const LineSpan& l : shared_wrapper().wrap(c, face, px, text, width).lines)
    out.emplace_back(l.of(text));
  return out;
}

std::string_view game_title(const Scene& s, const game::StageData& stage) {
  thread_local std::string title, made_for, made_in;
  thread_local int made_stage = -1;
  thread_local bool made_daily = false;
  thread_local CivilDate made_today{};
  const std::string_view language = i18n::current().bcp47;
  if (made_stage == stage.number && made_for == stage.code && made_daily == stage.daily &&
      made_today == s.game.today() && made_in == language)
    return title;
  made_stage = stage.number;
  made_for = stage.code;
  made_daily = stage.daily;
  made_today = s.game.today();
  made_in.assign(language);
  if (!stage.free_play()) {
    title = game::format(i18n::tr("Stage {0}"), {stage.number});
    return title;
  }
  // A board the player typed in has no code to show: its word, in the player's language.
  if (stage.code == game::kCustomCode) {
    title = i18n::trc("level", "Custom");
    return title;
  }
  title = stage.code;
  const GameCodeParse code = parse_game_code(stage.code);
  if (!stage.daily || !code.ok) return title;
  if (const std::optional<CivilDate> day = daily_date_of(code.code, s.game.today()))
    // TRANSLATORS: the daily puzzle's name at the top of its play screen and on its pause card:
    // {0} its day, short ("Dec 4").
    title = game::format(i18n::tr("Daily puzzle \xC2\xB7 {0}"),
                         {date_words(*day, language, DateStyle::Short)});
  return title;
}

void draw_back_header(const Scene& s, const game::Rect& header, const game::Rect& back,
                      const char* title, float u, float title_right) {
  Canvas& c = s.c;
  const bool hover = s.game.hovering(game::TargetKind::Back, 0);
  c.circle(back.cx(), back.cy(), back.w / 2, hover ? s.pal.peer : s.pal.surface_alt);
  draw_icon(c, Icon::Back, back.cx(), back.cy(), back.w * 0.5f, s.pal.text);
  // The title ends at title_right, before anything else in the header (Sum Tiles' "Enter code");
  // a title too long for one line even at half size takes two.
  const float left = back.right() + 2.5f * u;
  c.text_fit(Face::SemiBold, header.h * 0.5f, header.h * 0.25f,
             Rect{left, header.y, std::max(1.0f, title_right - left), header.h}, title, s.pal.text,
             Align::Left, false, 2);
}

float draw_text_block(Canvas& c, Face face, float px, float min_px, const Rect& box,
                      std::string_view text, Color color) {
  px = std::round(px);
  min_px = std::min(px, std::round(min_px));
  for (float p = px; p >= min_px; p -= 1) {
    if (c.measure(face, p, text) <= box.w) {
      c.text_in(face, p, box, text, color);
      return box.h;
    }
  }
  const float lh = std::round(min_px * 1.3f);
  float y = box.y;
  for (const std::string& line : wrap_words(c, face, min_px, text, box.w)) {
    c.text_fit(face, min_px, min_px, Rect{box.x, y, box.w, lh}, line, color);
    y += lh;
  }
  return y - box.y;
}

void draw_save_messages(const Scene& s, std::string_view messages) {
  Canvas& c = s.c;
  const game::Game& game = s.game;
  const float vw = game.viewport_width(), vh = game.viewport_height();
  float px = std::max(11.0f, vh * 0.018f);
  const LineBreakResult* wrapped = nullptr;
  std::size_t shown = 0;  // lines with text (an empty message between two '\n' takes none)
  // Every message is shown: when their lines would take more than a third of the window, the
  // size steps down to a floor of 9 px before anything else gives.
  for (;;) {
    wrapped = &s.wrap(Face::Regular, px, messages, vw - px * 3);
    shown = 0;
    for (const LineSpan& l : wrapped->lines) shown += l.end > l.begin ? 1 : 0;
    if (px <= 9.0f || static_cast<float>(shown) * px * 1.45f <= vh / 3) break;
    px = std::max(9.0f, px - 1.0f);
  }
  const float line_h = px * 1.45f;
  const float top = vh - px * 0.7f - line_h * static_cast<float>(shown);
  if (shown > 1)  // several lines may cross the screen's own parts: a quiet backdrop
    c.rect(Rect{0, top - px * 0.4f, vw, vh - top + px * 0.4f}, fade(s.pal.background, 0.9f));
  std::size_t i = 0;
  for (const LineSpan& l : wrapped->lines) {
    if (l.end == l.begin) continue;
    c.text_in(Face::Regular, px, Rect{0, top + line_h * static_cast<float>(i++), vw, line_h},
              l.of(messages), s.pal.text_muted);
  }
}

namespace {
constexpr float kPi = 3.14159265359f;
}

float ease_out(float t) {
  t = std::clamp(t, 0.0f, 1.0f);
  const float u = 1 - t;
  return 1 - u * u * u;
}

void draw_icon(Canvas& c, Icon icon, float cx, float cy, float size, Color col) {
  const float r = size / 2, w = std::max(1.5f, size / 11);
  switch (icon) {
    case Icon::Undo:
    case Icon::Redo: {
      // A hooked arrow: an arc over the top, the head at its left (undo) or right (redo) end.
      const float sgn = icon == Icon::Undo ? 1.0f : -1.0f;
      const float ar = r * 0.62f, acx = cx, acy = cy + r * 0.1f;
      if (icon == Icon::Undo)
        c.arc(acx, acy, ar, w, -kPi / 2, kPi * 1.25f, col);
      else
        c.arc(acx, acy, ar, w, kPi / 2 - kPi * 1.25f + 2 * kPi, kPi * 1.25f, col);
      const float tx = acx - sgn * ar, ty = acy;  // end of the arc at 9 (undo) or 3 (redo) o'clock
      const float hs = r * 0.36f;
      c.line(tx, ty + w * 0.3f, tx - sgn * hs, ty - hs, w, col);
      c.line(tx, ty + w * 0.3f, tx + sgn * hs, ty - hs, w, col);
      break;
    }
    case Icon::Erase: {
      // A backspace key: a tag pointing left with a cross inside.
      const float x0 = cx - r * 0.85f, x1 = cx - r * 0.35f, x2 = cx + r * 0.8f;
      const float y0 = cy - r * 0.55f, y1 = cy + r * 0.55f;
      c.line(x0, cy, x1, y0, w, col);
      c.line(x1, y0, x2, y0, w, col);
      c.line(x2, y0, x2, y1, w, col);
      c.line(x2, y1, x1, y1, w, col);
      c.line(x1, y1, x0, cy, w, col);
      const float xc = cx + r * 0.2f, d = r * 0.22f;
      c.line(xc - d, cy - d, xc + d, cy + d, w, col);
      c.line(xc - d, cy + d, xc + d, cy - d, w, col);
      break;
    }
    case Icon::Pencil: {
      const float ax = cx - r * 0.55f, ay = cy + r * 0.55f, bx = cx + r * 0.45f,
                  by = cy - r * 0.45f;
      c.line(ax + r * 0.18f, ay - r * 0.18f, bx, by, w * 2.2f, col);
      c.line(ax, ay, ax + r * 0.2f, ay - r * 0.2f, w, col);  // the tip
      c.line(cx - r * 0.7f, cy + r * 0.8f, cx + r * 0.7f, cy + r * 0.8f, w * 0.8f, fade(col, 0.6f));
      break;
    }
    case Icon::NotesGrid: {
      const float step = r * 0.58f, dot = std::max(1.2f, r * 0.13f);
      for (int i = 0; i < 9; ++i) {
        c.circle(cx + static_cast<float>(i % 3 - 1) * step,
                 cy + static_cast<float>(i / 3 - 1) * step, dot, col);
      }
      break;
    }
    case Icon::Bulb: {
      c.ring(cx, cy - r * 0.2f, r * 0.5f, w, col);
      c.line(cx - r * 0.28f, cy + r * 0.55f, cx + r * 0.28f, cy + r * 0.55f, w, col);
      c.line(cx - r * 0.18f, cy + r * 0.8f, cx + r * 0.18f, cy + r * 0.8f, w, col);
      break;
    }
    case Icon::Pause: {
      const float bw = std::max(2.0f, r * 0.26f), bh = r * 1.0f;
      c.rect(Rect{cx - r * 0.32f - bw / 2, cy - bh / 2, bw, bh}, col, bw / 2);
      c.rect(Rect{cx + r * 0.32f - bw / 2, cy - bh / 2, bw, bh}, col, bw / 2);
      break;
    }
    case Icon::Back: {
      c.line(cx + r * 0.2f, cy - r * 0.45f, cx - r * 0.25f, cy, w * 1.2f, col);
      c.line(cx - r * 0.25f, cy, cx + r * 0.2f, cy + r * 0.45f, w * 1.2f, col);
      break;
    }
    case Icon::Forward: {
      c.line(cx - r * 0.2f, cy - r * 0.45f, cx + r * 0.25f, cy, w * 1.2f, col);
      c.line(cx + r * 0.25f, cy, cx - r * 0.2f, cy + r * 0.45f, w * 1.2f, col);
      break;
    }
    case Icon::Lock: {
      c.arc(cx, cy - r * 0.1f, r * 0.34f, w, -kPi / 2, kPi, col);
      c.line(cx - r * 0.34f, cy - r * 0.1f, cx - r * 0.34f, cy + r * 0.05f, w, col);
      c.line(cx + r * 0.34f, cy - r * 0.1f, cx + r * 0.34f, cy + r * 0.05f, w, col);
      c.rect(Rect{cx - r * 0.55f, cy + r * 0.02f, r * 1.1f, r * 0.8f}, col, r * 0.15f);
      break;
    }
    case Icon::Check: {
      c.line(cx - r * 0.45f, cy + r * 0.02f, cx - r * 0.12f, cy + r * 0.35f, w * 1.3f, col);
      c.line(cx - r * 0.12f, cy + r * 0.35f, cx + r * 0.5f, cy - r * 0.35f, w * 1.3f, col);
      break;
    }
    case Icon::Cross: {
      const float d = r * 0.38f;
      c.line(cx - d, cy - d, cx + d, cy + d, w * 1.3f, col);
      c.line(cx - d, cy + d, cx + d, cy - d, w * 1.3f, col);
      break;
    }
    case Icon::Star: {
      // Ten points, outer and inner in turn, joined: a five-pointed star's outline.
      constexpr float kPi = 3.14159265f;
      float px = 0, py = 0;
      for (int i = 0; i <= 10; ++i) {
        const float rad = (i % 2 == 0 ? 0.62f : 0.26f) * r;
        const float a = -kPi / 2 + static_cast<float>(i) * kPi / 5;
        const float x = cx + rad * std::cos(a), y = cy + rad * std::sin(a);
        if (i > 0) c.line(px, py, x, y, w * 1.1f, col);
        px = x;
        py = y;
      }
      break;
    }
  }
}

std::string paste_keys(const game::Game& g) {
  std::string keys = g.keys_for(game::ActionKind::Paste);
  return keys.empty() ? std::string("Ctrl+V") : keys;
}

void draw_button(const Scene& s, const Rect& r, std::string_view label, ButtonStyle style,
                 bool focused) {
  const float radius = r.h / 2;
  const float u = game::layout_unit(s.game.viewport_width(), s.game.viewport_height());
  Color fill = s.pal.surface, text = s.pal.text;
  if (style == ButtonStyle::Primary) {
    fill = s.pal.accent;
    text = s.pal.on_accent;
  } else if (style == ButtonStyle::Quiet) {
    fill = s.pal.surface_alt;
  }
  if (focused && style != ButtonStyle::Primary) fill = mix(fill, s.pal.selected, 0.7f);
  if (style != ButtonStyle::Quiet) s.c.shadow(r.inset(u * 0.2f), radius, u * 1.2f, s.pal.shadow);
  s.c.rect(r, fill, radius);
  const bool hc = s.theme == game::Theme::HighContrast;
  if (hc) s.c.rect_outline(r, s.pal.text, radius, std::max(2.0f, u * 0.3f));  // shape, not shade
  if (focused)
    s.c.rect_outline(r.inset(-u * 0.6f), s.pal.focus_ring, radius + u * 0.6f,
                     std::max(hc ? 3.0f : 2.0f, u * (hc ? 0.6f : 0.3f)));
  // The label fits inside the rounded ends: it shrinks, then takes a second line where the
  // button is tall enough for two (a longer language: "Code eingeben"), then is cut.
  const Rect inner{r.x + radius * 0.5f, r.y, r.w - radius, r.h};
  const float min_px = std::min(r.h * 0.36f, 11.0f);
  s.c.text_fit(Face::SemiBold, r.h * 0.36f, min_px, inner, label, text, Align::Center, false,
               r.h >= min_px * Canvas::kLineSpacing * 2.4f ? 2 : 1);
}

const game::InputStatus& Scene::input() const {
  static const game::InputStatus kKeyboardOnly{};
  return frame.input ? *frame.input : kKeyboardOnly;
}

const LineBreakResult& Scene::wrap(Face face, float px, std::string_view text, float width,
                                   std::size_t max_lines) const {
  return (frame.text ? *frame.text : shared_wrapper()).wrap(c, face, px, text, width, max_lines);
}

namespace {

void draw_stats(const Scene& s, const ViewContext& ctx) {
  if (!ctx.stats) return;
  const float u = game::layout_unit(s.game.viewport_width(), s.game.viewport_height());
  thread_local std::string buf;  // kept: formatted into its room every frame
  game::format_to(
      buf, "{0} draw calls  {1} vertices  {2} uploads  {3:.2} ms",
      {ctx.stats->draw_calls, ctx.stats->vertices, ctx.stats->texture_uploads, ctx.frame_ms});
  const float px = std::max(11.0f, u * 1.6f);
  const float w = s.c.measure(Face::Medium, px, buf) + u * 2.4f;
  const Rect box{u, u, w, px * 1.9f};
  s.c.rect(box, Color{20, 20, 24, 200}, u * 0.8f);
  s.c.text_in(Face::Medium, px, box, buf, Color{240, 240, 240, 255});
}

}  // namespace

namespace {

void draw_play_screen(const Scene& s) { draw_play(s, false); }
void draw_paused(const Scene& s) {
  draw_play(s, true);  // the board hidden under the card
  draw_pause_dialog(s);
}
void draw_result(const Scene& s) {
  draw_play(s, false);
  if (!s.game.looking_at_board()) {
    draw_result_dialog(s);
    return;
  }
  // "See the board": the card steps aside; the keypad, which has nothing to do now, gives way
  // to one button back to it (the header's pause and Check buttons are not drawn either: see
  // play_view.cpp). The board stays as it ended, the solution included.
  const game::LookLayout L = game::layout_look(s.game.viewport_width(), s.game.viewport_height(),
                                               s.game.settings().left_handed);
  const float u = game::layout_unit(s.game.viewport_width(), s.game.viewport_height());
  s.c.rect(L.panel.inset(-u), s.pal.background);
  // TRANSLATORS: the one button while the result card has stepped aside to show the board
  draw_button(s, L.button, i18n::tr("Back to the results"), ButtonStyle::Primary, true);
}

// An export's notice (game::ExportNotice): a card over the screen that asked, with the
// sentence (the files and their folder, or why not) and Open folder when the desktop has one.
void draw_export_notice(const Scene& s) {
  const std::optional<game::ExportNotice>& n = s.game.export_notice();
  if (!n) return;
  const float a = game::notice_opacity(
      s.seconds - static_cast<double>(n->at) / game::kTicksPerSecond,
      game::motion_for(s.game.settings().reduced_motion), game::kExportNoticeSeconds);
  if (a <= 0) return;
  const bool button = s.game.offers_open_folder();
  const game::ExportNoticeLayout L =
      game::layout_export_notice(s.game.viewport_width(), s.game.viewport_height(), button);
  const float u = game::layout_unit(s.game.viewport_width(), s.game.viewport_height());
  s.c.shadow(L.card, L.px, u * 1.6f, fade(s.pal.shadow, a));
  s.c.rect(L.card, fade(s.pal.surface, a), L.px);  // opaque once in: what it covers is hidden
  s.c.rect_outline(L.card, fade(s.pal.grid_thin, a), L.px, std::max(1.0f, u * 0.15f));
  // A path is long: the sentence wraps to as many lines as the card holds, shrinking to 3/4 of
  // its size first.
  s.c.text_fit(Face::Medium, L.px, std::floor(L.px * 0.75f), L.text, n->text, fade(s.pal.text, a),
               Align::Left, false, 0);
  if (button && a >= 1) {
    // TRANSLATORS: the button on an export's notice that shows the folder the files went to
    draw_button(s, L.button, i18n::tr("Open folder"), ButtonStyle::Primary,
                s.game.hovering(game::TargetKind::ExportNotice, 0));
  } else if (button) {  // fading: the button's pill alone, at the card's opacity
    s.c.rect(L.button, fade(s.pal.accent, a), L.button.h / 2);
  }
}

// The views, one per screen in game::Screen's order: the render side of the screen table
// (game/screens.hpp). A new screen adds its view here.
using View = void (*)(const Scene&);
constexpr View kViews[] = {
    draw_title,    draw_stage_select, draw_play_screen, draw_paused,          draw_result,
    draw_settings, draw_sum_menu,     draw_sum_play,    draw_free_play,       draw_statistics,
    draw_coach,    draw_controls,     draw_editor,      draw_about,           draw_collections,
    draw_learn,    draw_practice,     draw_lesson,      draw_technique_stats, draw_hint_why,
};
static_assert(std::size(kViews) == game::kScreenCount, "a view for every screen");

}  // namespace

Color draw_game(Canvas& canvas, const game::Game& game, const ViewContext& ctx) {
  const game::Theme theme = game.settings().theme;
  const Scene s{canvas, game, palette(theme), theme, ctx.seconds, ctx};
  kViews[static_cast<std::size_t>(game.screen())](s);
  draw_question(s);       // the game's question, over whichever screen asked it
  draw_code_entry(s);     // "Enter code" and its dialog (free play, Sum Tiles menu)
  draw_input_prompts(s);  // pad glyphs, when a pad is in use
  // Screen changes fade in from the background colour (skipped with reduced motion).
  const game::Screen scr = game.screen();
  const bool over_play =
      scr == game::Screen::Paused || scr == game::Screen::Result ||
      (scr == game::Screen::Play && game.previous_screen() == game::Screen::Paused);
  // game::screen_transition: ease-out over kScreenTransitionSeconds (<= 250 ms); reduced
  // motion returns 1 at once, so nothing is drawn.
  if (!over_play && game.now() > 0) {
    const float p = game::screen_transition(game.screen_seconds(ctx.seconds),
                                            game::motion_for(game.settings().reduced_motion));
    if (p < 1) {
      canvas.rect(Rect{0, 0, game.viewport_width(), game.viewport_height()},
                  fade(s.pal.background, 1 - p));
    }
  }
  // The game's own notice (a locked stage, sound on/off): a pill above the bottom edge.
  if (const std::optional<game::Notice>& n = game.notice()) {
    const float a =
        game::notice_opacity(ctx.seconds - static_cast<double>(n->at) / game::kTicksPerSecond,
                             game::motion_for(game.settings().reduced_motion));
    if (a > 0) {
      const float px =
          std::max(13.0f, std::min(game.viewport_width(), game.viewport_height()) * 0.024f);
      // As wide as its words, but never wider than the window: a longer line shrinks, then
      // is cut (Canvas::text_fit).
      const float w = std::min(canvas.measure(Face::Medium, px, n->text) + px * 2.4f,
                               game.viewport_width() - px * 2);
      // Above an export's notice card when one shows (both may: Copy code after Export).
      float y = game.viewport_height() - px * 6.0f;
      if (game.export_notice())
        y = std::min(y, game::layout_export_notice(game.viewport_width(), game.viewport_height(),
                                                   game.offers_open_folder())
                                .card.y -
                            px * 3.0f);
      const Rect pill{(game.viewport_width() - w) / 2, y, w, px * 2.4f};
      canvas.rect(pill, fade(s.pal.text, 0.88f * a), pill.h / 2);
      canvas.text_fit(Face::Medium, px, px * 0.75f,
                      Rect{pill.x + px * 1.2f, pill.y, pill.w - px * 2.4f, pill.h}, n->text,
                      fade(s.pal.background, a));
    }
  }
  draw_export_notice(s);
  // A save warning and the notices: quiet lines along the bottom edge, on every screen.
  if (!ctx.save_message.empty()) draw_save_messages(s, ctx.save_message);
  if (game.settings().show_stats) draw_stats(s, ctx);
  return s.pal.background;
}

}  // namespace nonet::render
