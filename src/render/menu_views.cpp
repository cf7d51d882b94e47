// SPDX-License-Identifier: MIT
// Title, pause and result dialogs, settings, free play.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

#include "core/free_play.hpp"
#include "core/grid.hpp"
#include "core/phrase.hpp"
#include "game/format.hpp"
#include "game/score_words.hpp"
#include "game/wording.hpp"
#include "i18n/i18n.hpp"
#include "render/date_words.hpp"
#include "render/view_parts.hpp"

namespace nonet::render {

using i18n::tr;
using i18n::trc;
using i18n::trn;

namespace {

// The quiet board behind the wordmark: attract mode (game/attract.hpp). A real stage solves
// itself one technique step at a time, each step's pattern tinted, its struck candidates and
// placed digits shown, and its sentence on one quiet line; under reduced motion the solved
// board stands still (SEEDS A). Everything is faint so the menu stays the subject.
void draw_attract_board(const Scene& s, const Rect& area, const Rect& sentence_box) {
  Canvas& c = s.c;
  const game::Motion m = game::motion_for(s.game.settings().reduced_motion);
  const game::AttractFrame f = s.game.attract().frame(s.game.screen_seconds(s.seconds), m);
  if (f.board == nullptr) return;
  const float side = std::floor(std::min(area.w, area.h) / 9) * 9;
  const Rect b{std::floor(area.cx() - side / 2), std::floor(area.cy() - side / 2), side, side};
  const float cell = side / 9;
  const bool hc = s.theme == game::Theme::HighContrast;
  const float ink = hc ? 0.16f : 0.09f;  // high contrast: still faint, a little firmer
  c.set_decor(true);  // the board is ornament under the menu; its sentence is not
  auto cell_box = [&](int idx) {
    return Rect{b.x + static_cast<float>(col_of(idx)) * cell,
                b.y + static_cast<float>(row_of(idx)) * cell, cell, cell};
  };
  // Tints first (pattern of the step, the solved wave), then lines and digits over them.
  if (f.step != nullptr && f.highlight > 0) {
    for (int idx : f.step->pattern_cells)
      c.rect(cell_box(idx).inset(1), fade(s.pal.accent, 0.10f * f.highlight));
  }
  if (f.wave_seconds >= 0) {
    for (int idx = 0; idx < kCells; ++idx) {
      const float g = game::wave_glow(f.wave_origin, idx, f.wave_seconds, m);
      if (g > 0.01f) c.rect(cell_box(idx).inset(1), fade(s.pal.accent, 0.12f * g));
    }
  }
  const Color line = fade(s.pal.grid_box, hc ? 0.18f : 0.10f);
  for (int i = 0; i <= 9; ++i) {
    const float w = i % 3 == 0 ? 2.0f : 1.0f;
    const float p = std::round(static_cast<float>(i) * cell);
    c.rect(Rect{b.x + p - w / 2, b.y, w, b.h}, line);
    c.rect(Rect{b.x, b.y + p - w / 2, b.w, w}, line);
  }
  char buf[2] = {0, 0};
  const Grid& g = f.board->grid;
  for (int idx = 0; idx < kCells; ++idx) {
    if (g[idx] == 0) continue;
    buf[0] = static_cast<char>('0' + g[idx]);
    c.text_in(Face::Medium, cell * 0.5f, cell_box(idx), buf, fade(s.pal.text, ink));
  }
  if (f.step == nullptr) return;
  // Struck candidates: the small digit where it sits in its cell, a stroke through it.
  const float note_px = cell * 0.24f;
  for (const CellDigit& e : f.step->eliminations) {
    const Rect cb = cell_box(e.cell);
    const int k = e.digit - 1;
    const Rect nb{cb.x + static_cast<float>(k % 3) * cell / 3,
                  cb.y + static_cast<float>(k / 3) * cell / 3, cell / 3, cell / 3};
    buf[0] = static_cast<char>('0' + e.digit);
    const Color col = fade(s.pal.conflict_digit, (hc ? 0.8f : 0.45f) * f.highlight);
    c.text_in(Face::Medium, note_px, nb, buf, col);
    if (f.reveal.eliminate > 0) {
      const float half = nb.w * 0.32f * f.reveal.eliminate;
      c.line(nb.cx() - half, nb.cy() + half * 0.7f, nb.cx() + half, nb.cy() - half * 0.7f,
             std::max(1.5f, cell * 0.025f), col);
    }
  }
  for (const Placement& pl : f.step->placements) {
    if (f.reveal.place <= 0) continue;
    const float scale = 0.6f + 0.4f * f.reveal.place;
    buf[0] = static_cast<char>('0' + pl.digit);
    c.text_in(Face::SemiBold, cell * 0.5f * scale, cell_box(pl.cell), buf,
              fade(s.pal.accent, (hc ? 0.9f : 0.45f) * f.reveal.place));
  }
  c.set_decor(false);
  // The step's sentence, quietly: muted, small, fading with the step (never announced).
  // In the player's words and language, as hints are (core/phrase.hpp). Formed again only when
  // the step or the language changes, so a steady title frame allocates nothing.
  thread_local Phrase worded;
  thread_local const i18n::Language* worded_in = nullptr;
  thread_local std::string sentence;
  if (!(worded == f.step->phrase) || worded_in != &i18n::current()) {
    worded = f.step->phrase;
    worded_in = &i18n::current();
    sentence = phrase_text(worded, {PhraseStyle::CellNames::Words, /*translate=*/true});
  }
  c.text_fit(Face::Regular, sentence_box.h * 0.5f, sentence_box.h * 0.4f, sentence_box, sentence,
             fade(s.pal.text_muted, f.highlight));
}

// The win, lose and pause overlays (game/animation.hpp overlay_frame): the backdrop dims, then
// the card fades in while rising into place. Returns the frame so the card can follow it.
game::OverlayFrame overlay_now(const Scene& s, double since) {
  return game::overlay_frame(since, game::motion_for(s.game.settings().reduced_motion));
}

void draw_dim(const Scene& s, float amount) {
  s.c.rect(Rect{0, 0, s.game.viewport_width(), s.game.viewport_height()},
           fade(s.pal.background, 0.72f * amount));
}

// Moves a dialog's layout down by `dy` (the card rising into place).
game::MenuLayout lowered(game::MenuLayout L, float dy) {
  L.panel.y += dy;
  L.heading.y += dy;
  L.body.y += dy;
  for (int i = 0; i < L.count; ++i) L.items[static_cast<std::size_t>(i)].y += dy;
  return L;
}

void draw_card(const Scene& s, const Rect& r, float u) {
  if (s.theme == game::Theme::HighContrast) {
    // No soft shadow on black: a thick light outline sets the card apart instead.
    s.c.rect(r.inset(-u * 0.6f), s.pal.text, u * 3.1f);
    s.c.rect(r, s.pal.surface, u * 2.5f);
    return;
  }
  s.c.shadow(r.inset(u * 0.5f), u * 2.5f, u * 4.0f, fade(s.pal.shadow, 2.0f));
  s.c.rect(r, s.pal.surface, u * 2.5f);
}

// The card fading in: the panel covered by the surface colour at 1 - card_opacity (the
// canvas has no group alpha, and the card is one flat colour under its contents).
void veil_card(const Scene& s, const game::MenuLayout& L, const game::OverlayFrame& o) {
  if (o.card_opacity < 1) s.c.rect(L.panel, fade(s.pal.surface, 1 - o.card_opacity), L.unit * 2.5f);
}

}  // namespace

void draw_title(const Scene& s) {
  Canvas& c = s.c;
  const game::MenuLayout L = s.game.menu_layout();
  const float u = L.unit;
  const float w = s.game.viewport_width(), h = s.game.viewport_height();
  // The step's sentence sits under the board (portrait) or on its last row (landscape).
  const Rect area = Rect{0, 0, w, h}.inset(u * 4);
  draw_attract_board(s, area, L.body);  // its sentence on its own line under the buttons
  // Wordmark and a quiet line under it.
  const Rect& hd = L.heading;
  c.text_in(Face::SemiBold, std::min(16 * u, hd.h * 0.62f), Rect{hd.x, hd.y, hd.w, hd.h * 0.72f},
            "Nonet", s.pal.text);
  c.text_in(Face::Regular, 2.6f * u, Rect{hd.x, hd.y + hd.h * 0.74f, hd.w, hd.h * 0.2f},
            game::title_tagline(s.game), s.pal.text_muted);
  const std::string sub = game::title_first_tag(s.game);  // "Stage 12" on the first button
  for (int i = 0; i < L.count; ++i) {
    const Rect& r = L.items[static_cast<std::size_t>(i)];
    const bool focused = s.game.focus() == i;
    const char* label =
        i == 0 ? game::title_first_label(s.game)
               : game::title_item_label(static_cast<game::TitleItem>(i), s.game.fresh_save());
    // The first button's tag ("Stage 100") beside its label, or under it on a narrow button,
    // never crowding it (issue 14: game::title_tag_fits_beside).
    const bool tagged = i == 0 && !sub.empty();
    const bool beside = !tagged || game::title_tag_fits_beside(
                                       r.w, r.h, c.measure(Face::SemiBold, r.h * 0.36f, label),
                                       c.measure(Face::Medium, r.h * 0.26f, sub));
    draw_button(s, r, beside ? label : "", focused ? ButtonStyle::Primary : ButtonStyle::Secondary,
                false);
    if (focused)
      c.rect_outline(r.inset(-u * 0.6f), s.pal.focus_ring, r.h / 2 + u * 0.6f,
                     std::max(2.0f, u * 0.3f));
    if (!tagged) continue;
    const Color ink = focused ? fade(s.pal.on_accent, 0.8f) : s.pal.text_muted;
    if (beside) {
      c.text_in(Face::Medium, r.h * 0.26f, Rect{r.x, r.y, r.w - r.h * 0.5f, r.h}, sub, ink,
                Align::Right);
    } else {
      c.text_in(Face::SemiBold, r.h * 0.32f, Rect{r.x, r.y + r.h * 0.08f, r.w, r.h * 0.5f}, label,
                focused ? s.pal.on_accent : s.pal.text);
      c.text_in(Face::Medium, r.h * 0.22f, Rect{r.x, r.y + r.h * 0.52f, r.w, r.h * 0.36f}, sub,
                ink);
    }
  }
  thread_local std::string foot;  // kept: the title formats it every frame into its room
  // TRANSLATORS: the title screen's footer: {0} stages cleared so far, {1} all the stages (100).
  game::format_to(foot, tr("{0} of {1} stages cleared"),
                  {s.game.progress().cleared_count(), game::kStageCount});
  c.text_fit(Face::Regular, L.footer.h * 0.48f, L.footer.h * 0.4f, L.footer, foot,
             s.pal.text_muted);
}

void draw_panel_card(const Scene& s, const Rect& r, float u) { draw_card(s, r, u); }

void draw_pause_dialog(const Scene& s) {
  Canvas& c = s.c;
  const game::OverlayFrame o = overlay_now(s, s.game.screen_seconds(s.seconds));
  draw_dim(s, o.backdrop);
  const float u0 = s.game.menu_layout().unit;
  const game::MenuLayout L =
      lowered(s.game.menu_layout(), o.card_rise * static_cast<float>(game::kOverlayRiseUnits) * u0);
  const float u = L.unit;
  draw_card(s, L.panel, u);
  c.text_in(Face::SemiBold, L.heading.h * 0.5f, L.heading, tr("Paused"), s.pal.text);
  const game::Session* ses = s.game.session();
  if (ses) {
    const std::string t = game::clock_text(game::whole_seconds(ses->elapsed()) * 1000);
    const std::string line =
        ses->stage().daily  // "Daily puzzle · Dec 4 · E-XBNY-VQ4K · 4:07"
            ? game::format("{0}  \xC2\xB7  {1}  \xC2\xB7  {2}",
                           {game_title(s, ses->stage()), ses->stage().code, t})
            : ses->stage().free_play()
                  ? game::format(
                        "{0}  \xC2\xB7  {1}  \xC2\xB7  {2}",
                        {game_title(s, ses->stage()), game::level_word(ses->stage().level), t})
                  // TRANSLATORS: the pause card: {0} the stage number, {1} its level ("Easy"), {2}
                  // the time played ("4:07").
                  : game::format(tr("Stage {0}  \xC2\xB7  {1}  \xC2\xB7  {2}"),
                                 {ses->stage().number, game::level_word(ses->stage().level), t});
    c.text_fit(Face::Medium, L.body.h * 0.36f, std::min(L.body.h * 0.36f, 10.0f), L.body, line,
               s.pal.text_muted);
  }
  for (int i = 0; i < L.count; ++i) {
    draw_button(s, L.items[static_cast<std::size_t>(i)],
                game::pause_item_text(s.game, s.game.pause_item(i)),
                i == 0 ? ButtonStyle::Primary : ButtonStyle::Quiet, s.game.focus() == i);
  }
  veil_card(s, L, o);
}

void draw_result_dialog(const Scene& s) {
  Canvas& c = s.c;
  const game::OverlayFrame o = overlay_now(s, s.game.screen_seconds(s.seconds));
  draw_dim(s, o.backdrop);
  const float u0 = s.game.menu_layout().unit;
  const game::MenuLayout L =
      lowered(s.game.menu_layout(), o.card_rise * static_cast<float>(game::kOverlayRiseUnits) * u0);
  const float u = L.unit;
  const game::ResultInfo& r = s.game.result();
  draw_card(s, L.panel, u);
  if (game::is_finale(r)) {  // stage 100: the campaign's own card (finale_view.cpp)
    draw_finale_card(s, L);
    veil_card(s, L, o);
    return;
  }
  // Heading with a round badge: a check for a clear, a cross for a loss (shape, not only colour).
  const float br = L.heading.h * 0.42f;
  const Color badge = r.won              ? level_color(r.level, s.theme)
                      : r.solution_shown ? s.pal.text_muted  // neither a win nor a loss
                                         : s.pal.conflict_digit;
  const float hx = L.heading.cx();
  c.circle(hx, L.heading.y + br * 0.3f, br, badge);
  draw_icon(c, r.won ? Icon::Check : Icon::Cross, hx, L.heading.y + br * 0.3f, br * 1.3f,
            s.pal.on_accent);
  c.text_fit(Face::SemiBold, L.heading.h * 0.42f, L.heading.h * 0.3f,
             Rect{L.heading.x, L.heading.y + br * 1.5f, L.heading.w, L.heading.h * 0.6f},
             r.won              ? (r.code.empty() ? tr("Stage clear")
                                   : r.daily      ? tr("Daily puzzle solved")
                                                  : tr("Solved"))
             : r.solution_shown ? tr("Solution shown")
                                : tr("Out of mistakes"),
             s.pal.text);

  const float line_h = L.unit * game::kDialogLineUnits;
  const std::string t = game::clock_text(game::whole_seconds(r.time) * 1000);
  std::string line;
  const Rect l0{L.body.x, L.body.y + line_h * 0.25f, L.body.w, line_h};
  c.text_in(Face::Medium, line_h * 0.62f, l0, t, s.pal.text, Align::Center, true);
  if (r.won && r.new_best) {
    const float px = line_h * 0.24f;
    const float tw = c.measure(Face::Medium, line_h * 0.62f, t, true);
    // TRANSLATORS: a small chip beside the time on the result card: the best time so far.
    const char* new_best = tr("New best");
    const Rect chip{l0.cx() + tw / 2 + 2 * u, l0.cy() - px,
                    c.measure(Face::SemiBold, px, new_best) + px * 1.6f, px * 2};
    c.rect(chip, fade(s.pal.accent, 0.15f), chip.h / 2);
    c.text_in(Face::SemiBold, px, chip, new_best, s.pal.accent);
  }
  if (r.clean) {  // no mistake, no hint: a star chip on the time's other side
    const float px = line_h * 0.24f;
    const float tw = c.measure(Face::Medium, line_h * 0.62f, t, true);
    // TRANSLATORS: a small chip with a star beside the time on the result card: solved with no
    // mistake and no hint. Keep it short.
    const char* clean = tr("Clean");
    const float cw = c.measure(Face::SemiBold, px, clean) + px * 3.2f;
    const Rect chip{l0.cx() - tw / 2 - 2 * u - cw, l0.cy() - px, cw, px * 2};
    const Color lc = level_color(r.level, s.theme);
    c.rect(chip, fade(lc, 0.16f), chip.h / 2);
    draw_icon(c, Icon::Star, chip.x + px * 1.2f, chip.cy(), px * 1.5f, lc);
    c.text_in(Face::SemiBold, px, Rect{chip.x + px * 1.9f, chip.y, chip.w - px * 2.2f, chip.h},
              clean, s.pal.text);
  }
  if (r.solution_shown) {
    line = tr("The solution was shown: this game keeps no record.");
  } else if (r.custom) {
    line = game::custom_times_line(r);
  } else if (!r.code.empty()) {
    line = r.won ? tr("Share the code: the same board on every computer.")
                 : tr("Out of mistakes. Try the same board again?");
  } else if (r.won) {
    const std::string best = game::clock_text(r.best_ms);
    line = r.unlocked > 0
               // TRANSLATORS: the result card: {0} the best time for the stage ("4:07"), {1}
               // the number of the stage the clear opened.
               ? game::format(tr("Best {0}  \xC2\xB7  Stage {1} unlocked"), {best, r.unlocked})
               // TRANSLATORS: the result card: {0} the best time for the stage ("4:07").
               : game::format(tr("Best {0}"), {best});
  } else {
    line = tr("Three mistakes end a stage. Try it again?");
  }
  // The detail and the message under the time, each on one line where it fits, else wrapped
  // (a narrow card reserves a fourth line for that: game::Game::menu_layout).
  const float small = std::max(line_h * 0.3f, 10.0f);
  const float used =
      draw_text_block(c, Face::Regular, small, 10,
                      Rect{L.body.x, L.body.y + line_h * 1.35f, L.body.w, line_h * 0.6f},
                      game::result_detail(r), s.pal.text_muted);
  const float message_y = L.body.y + line_h * 1.35f + std::max(used, line_h * 0.65f);
  const float message_h =
      draw_text_block(c, Face::Medium, small, 10,
                      Rect{L.body.x, message_y, L.body.w, line_h * 0.6f}, line, s.pal.text);
  // The techniques the puzzle needed (issue 28), in the accent when one is new to the player;
  // the card has a line for them (game::Game::menu_layout).
  std::string techniques = game::result_techniques(r);
  // The whole list where it fits the card's line at the smallest size, else the brief form.
  if (!techniques.empty() && c.measure(Face::Regular, 10, techniques) > L.body.w)
    techniques = game::result_techniques(r, true);
  if (!techniques.empty())
    draw_text_block(
        c, Face::Regular, small, 10,
        Rect{L.body.x, message_y + std::max(message_h, line_h * 0.65f), L.body.w, line_h * 0.6f},
        techniques, r.new_techniques.empty() ? s.pal.text_muted : s.pal.accent);
  for (int i = 0; i < L.count; ++i) {
    draw_button(s, L.items[static_cast<std::size_t>(i)], game::result_item_label(r, i),
                i == 0 ? ButtonStyle::Primary : ButtonStyle::Quiet, s.game.focus() == i);
  }
  veil_card(s, L, o);
}

void draw_question(const Scene& s) {
  // The one question dialog (game::Question): whatever the game asks, the heading says it, the
  // body says what the second choice ends, the detail names the game at stake; the safe choice
  // is first and focused. Each line fits its width: it shrinks to a floor, the body wraps.
  const std::optional<game::Question> q = game::open_question(s.game);
  if (!q) return;
  Canvas& c = s.c;
  draw_dim(s, 1);
  const game::MenuLayout L = s.game.confirm_layout();
  const float u = L.unit;
  draw_card(s, L.panel, u);
  c.text_fit(Face::SemiBold, L.heading.h * 0.42f, L.heading.h * 0.26f, L.heading, q->heading,
             s.pal.text, Align::Center, false, 2);
  // The body wrapped and the detail under it, at the largest size from which they fit.
  float px = std::clamp(L.body.w / 17, 11.0f, L.body.h * 0.34f);
  std::vector<std::string> lines;
  for (;;) {
    lines = wrap_words(c, Face::Medium, px, q->body, L.body.w);
    const std::size_t n = lines.size() + (q->detail.empty() ? 0 : 1);
    if (px <= 10.0f || static_cast<float>(n) * px * 1.35f <= L.body.h) break;
    px = std::max(10.0f, px - 1.0f);
  }
  const std::size_t n = lines.size() + (q->detail.empty() ? 0 : 1);
  const float lh = std::min(L.body.h / static_cast<float>(std::max<std::size_t>(1, n)), px * 1.6f);
  float y = L.body.cy() - lh * static_cast<float>(n) / 2;
  for (const std::string& line : lines) {
    c.text_fit(Face::Medium, px, 10, Rect{L.body.x, y, L.body.w, lh}, line, s.pal.text);
    y += lh;
  }
  if (!q->detail.empty())
    c.text_fit(Face::Regular, px * 0.9f, 10, Rect{L.body.x, y, L.body.w, lh}, q->detail,
               s.pal.text_muted);
  for (int i = 0; i < L.count && i < game::kConfirmItemCount; ++i) {
    draw_button(s, L.items[static_cast<std::size_t>(i)], q->choices[i].c_str(),
                i == 0 ? ButtonStyle::Primary : ButtonStyle::Quiet, s.game.confirm_focus() == i);
  }
}

void draw_settings(const Scene& s) {
  Canvas& c = s.c;
  const game::SettingsLayout L = s.game.settings_layout();
  const float u = L.unit;
  // The one header (issue 25): the title ends before the header's links.
  draw_back_header(s, L.header, L.back_button, tr("Settings"), u,
                   game::settings_link_rects(L).rects[0].x - 1.5f * u);
  draw_card(s, L.panel, u);
  const game::Settings& set = s.game.settings();
  // A window too short for every row (360x640) scrolls the list inside the card: rows are cut
  // at its edges, and a thin bar at the card's right edge says where the list is.
  c.push_clip(L.viewport);
  for (int i = 0; i < game::kSettingRowCount; ++i) {
    const auto row = static_cast<game::SettingRow>(i);
    const Rect& r = L.rows[static_cast<std::size_t>(i)];
    if (r.bottom() < L.viewport.y || r.y > L.viewport.bottom()) continue;
    const bool focused = s.game.focus() == i;
    if (focused) c.rect(r, s.pal.peer, u * 1.2f);
    if (focused) c.rect_outline(r, s.pal.focus_ring, u * 1.2f, std::max(2.0f, u * 0.25f));
    const float px = r.h * 0.32f;
    const float right = r.right() - 2.5f * u;
    float control_left = right;  // where the row's switch, slider or value begins
    // What the label needs at least: its longest word at the smallest size it may shrink to
    // (it wraps between words). A slider or a value gives way to it in a narrow row.
    const std::string_view label = game::setting_label(row);
    float label_need = 0;
    for (std::size_t at = 0; at <= label.size();) {
      const std::size_t space = std::min(label.find(' ', at), label.size());
      label_need =
          std::max(label_need, c.measure(Face::Regular, px * 0.75f, label.substr(at, space - at)));
      at = space + 1;
    }
    const float label_x = r.x + 2.5f * u;
    const float control_room = right - (label_x + label_need + 2 * u);
    bool on = false, is_toggle = true;
    int volume = -1;
    switch (row) {
      case game::SettingRow::HighlightPeers: on = set.highlight_peers; break;
      case game::SettingRow::HighlightSameDigit: on = set.highlight_same_digit; break;
      case game::SettingRow::ShowTimer: on = set.show_timer; break;
      case game::SettingRow::ReducedMotion: on = set.reduced_motion; break;
      case game::SettingRow::ShowCandidates: on = set.show_candidates; break;
      case game::SettingRow::Fullscreen: on = set.fullscreen; break;
      case game::SettingRow::Sound: on = !set.muted; break;
      case game::SettingRow::DigitFirst: on = set.digit_first; break;
      case game::SettingRow::LeftHanded: on = set.left_handed; break;
      case game::SettingRow::OfferLessons: on = set.offer_lessons; break;
      case game::SettingRow::MasterVolume:
        volume = set.master_volume;
        is_toggle = false;
        break;
      case game::SettingRow::SfxVolume:
        volume = set.sfx_volume;
        is_toggle = false;
        break;
      case game::SettingRow::MusicVolume:
        volume = set.music_volume;
        is_toggle = false;
        break;
      default: is_toggle = false; break;
    }
    if (is_toggle) {
      // A switch: the knob's side and the track's fill both say on/off.
      const float th = r.h * 0.46f, tw = th * 1.8f;
      const Rect track{right - tw, r.cy() - th / 2, tw, th};
      control_left = track.x;
      c.rect(track, on ? s.pal.accent : s.pal.grid_thin, th / 2);
      const float kx = on ? track.right() - th / 2 : track.x + th / 2;
      c.circle(kx, track.cy(), th * 0.38f, s.pal.surface);
    } else if (volume >= 0) {
      const std::string value = game::setting_value(set, row);  // "80%"
      const float vw = std::max(6 * u, c.measure(Face::Medium, px, "100%", true));
      c.text_in(Face::Medium, px, Rect{right - vw, r.y, vw, r.h}, value, s.pal.text_muted,
                Align::Right, true);
      const float bh = std::max(3.0f, u * 0.5f);
      const float bw = std::clamp(control_room - vw - 4 * u - bh * 1.6f, r.w * 0.1f, r.w * 0.28f);
      const Rect track{right - vw - 2 * u - bw, r.cy() - bh / 2, bw, bh};
      control_left = track.x - bh * 1.6f;
      c.rect(track, s.pal.grid_thin, bh / 2);
      c.rect(Rect{track.x, track.y, track.w * static_cast<float>(volume) / 100.0f, bh},
             s.pal.accent, bh / 2);
      c.circle(track.x + track.w * static_cast<float>(volume) / 100.0f, track.cy(), bh * 1.6f,
               s.pal.accent);
    } else if (row == game::SettingRow::Theme || row == game::SettingRow::Language) {
      // Theme and Language: the value between chevrons that say it can be stepped. A language's
      // value ("System (Português (Brasil))") takes at most two fifths of the row, fitted there;
      // where even that is too narrow, System goes without the language it gives.
      std::string name = game::setting_value(set, row);  // "Light", "日本語"
      const float most = std::clamp(control_room - 5 * u - px / 2, r.w * 0.15f, r.w * 0.4f);
      if (row == game::SettingRow::Language && set.language.empty() &&
          c.measure(Face::Medium, px * 0.8f, name) > most)
        name = trc("setting", "System");
      // (a pixel of room: a glyph's ink may reach past its advance)
      const float vw = std::min(c.measure(Face::Medium, px, name) + 1, most);
      control_left = right - 3 * u - vw - 2 * u - px / 2;
      c.text_fit(Face::Medium, px, px * 0.7f, Rect{right - 3 * u - vw, r.y, vw, r.h}, name,
                 s.pal.text, Align::Right);
      draw_icon(c, Icon::Back, right - 3 * u - vw - 2 * u, r.cy(), px, s.pal.text_muted);
      c.line(right - 1.2f * u, r.cy() - px * 0.25f, right - 0.4f * u, r.cy(),
             std::max(1.5f, px / 9), s.pal.text_muted);
      c.line(right - 0.4f * u, r.cy(), right - 1.2f * u, r.cy() + px * 0.25f,
             std::max(1.5f, px / 9), s.pal.text_muted);
    }
    // The label takes the row up to its control: shrinking, then on two lines, where a narrow
    // window (two columns at 480x540) or a longer language leaves it less room.
    const float room = control_left - 2 * u - label_x;
    if (c.measure(Face::Regular, px, label) <= room)
      c.text_in(Face::Regular, px, Rect{label_x, r.y, r.w, r.h}, label, s.pal.text, Align::Left);
    else
      c.text_fit(Face::Regular, px, px * 0.75f, Rect{label_x, r.y, std::max(1.0f, room), r.h},
                 label, s.pal.text, Align::Left, false, 2);
  }
  c.pop_clip();
  if (L.max_scroll > 0) {
    const float list_h = L.viewport.h + L.max_scroll;
    const float bar_h = std::max(4 * u, L.viewport.h * L.viewport.h / list_h);
    const float at = L.viewport.y + (L.viewport.h - bar_h) * (L.scroll / L.max_scroll);
    const float bw = std::max(3.0f, u * 0.5f);
    c.rect(Rect{L.panel.right() - bw * 2.2f, at, bw, bar_h}, s.pal.grid_thin, bw / 2);
  }
  draw_settings_links(s, L);  // How to play, Controls (guide_view.cpp)
  // Small print under the panel: where progress is kept (docs/SAVES.md).
  const std::string_view where = s.frame.save_location;
  if (!where.empty()) {
    // TRANSLATORS: small print under Settings: {0} the folder where progress is saved.
    const std::string line = game::format(tr("Progress is saved in {0}"), {where});
    c.text_in(Face::Regular, 1.4f * u, Rect{L.panel.x, L.panel.bottom() + u, L.panel.w, 2.5f * u},
              line, s.pal.text_muted);
  }
}

namespace {

// A free-play row's label from `left` and its quiet detail ending at `right`, in the room the
// label leaves: the label takes at most three fifths of the row (shrinking to fit it), and the
// detail shrinks, then wraps to two lines, then is cut (Canvas::text_fit), so a long language
// or a narrow window never lays one over the other.
void draw_row_pair(const Scene& s, const Rect& r, float left, float right, float px,
                   std::string_view label, Color label_ink, std::string_view detail,
                   Color detail_ink) {
  Canvas& c = s.c;
  const float u = s.game.free_play_layout().unit;
  const float room = std::max(1.0f, right - left);
  const float full = c.measure(Face::SemiBold, px, label);
  const float label_w = std::min(full, room * 0.6f);
  if (full <= label_w)  // its box is the row's rest (a first glyph's ink may overhang `left`)
    c.text_in(Face::SemiBold, px, Rect{left, r.y, r.right() - left, r.h}, label, label_ink,
              Align::Left);
  else
    c.text_fit(Face::SemiBold, px, px * 0.75f, Rect{left, r.y, label_w, r.h}, label, label_ink,
               Align::Left);
  const float detail_x = left + label_w + 2 * u;
  if (detail.empty() || detail_x >= right) return;
  c.text_fit(Face::Regular, px * 0.8f, px * 0.6f, Rect{detail_x, r.y, right - detail_x, r.h},
             detail, detail_ink, Align::Right, false, 2);
}

// The free-play game kept for later (saved like a stage): "Continue H-4KQ7-92PX" with its
// level, time and rule; a quiet line when there is none.
void draw_free_play_continue(const Scene& s, const Rect& r, float px) {
  Canvas& c = s.c;
  const float u = s.game.free_play_layout().unit;
  const float right = r.right() - 2.5f * u;
  const game::Session* f = s.game.free_play_in_progress();
  if (f == nullptr) {
    c.text_in(Face::Regular, px, Rect{r.x + 2.5f * u, r.y, r.w, r.h}, tr("No game to continue"),
              s.pal.text_muted, Align::Left);
    return;
  }
  const Color lc = level_color(f->stage().level, s.theme);
  c.circle(r.x + 3.5f * u, r.cy(), px * 0.35f, lc);
  const std::string name =
      // TRANSLATORS: a free-play row: {0} the game's code ("H-4KQ7-92PX") or "your puzzle".
      game::format(tr("Continue {0}"), {game::free_game_name(f->stage(), false)});
  const std::string detail = game::format(
      "{0}  \xC2\xB7  {1}", {game::level_word(f->stage().level),
                             game::clock_text(game::whole_seconds(f->elapsed()) * 1000)});
  draw_row_pair(s, r, r.x + 6 * u, right, px, name, s.pal.accent, detail, s.pal.text_muted);
}

}  // namespace

void draw_free_play(const Scene& s) {
  // The levels as rows with their colour, today's daily puzzle with its date and level, the
  // mistake limit as a value to step, and under the card the puzzle being made (a spinner and
  // the positions rated, once it has taken longer than a frame).
  Canvas& c = s.c;
  const game::FreePlayLayout L = s.game.free_play_layout();
  const float u = L.unit;
  // The one header: the title ends before "Enter code" at its right.
  draw_back_header(s, L.header, L.back_button, tr("Free play"), u,
                   game::code_open_button(L.header, u).x - 2 * u);
  draw_card(s, L.panel, u);
  // What each level asks of the player, beside its name (translated where drawn).
  static constexpr const char* kBlurb[kLevelCount] = {
      N_("Singles only"), N_("Pairs and pointing"), N_("Triples, fish and wings"),
      N_("Quads, uniqueness, colouring"), N_("Chains")};
  const CivilDate today = s.game.today();
  const game::FreePlayJob* job = s.game.free_play_job();
  const std::string rules =
      game::free_play_rules_words(s.game.free_play_mistakes(), s.game.free_play_check_at_end());
  for (int i = 0; i < game::kFreePlayRowCount; ++i) {
    const auto row = static_cast<game::FreePlayRow>(i);
    const Rect& r = L.rows[static_cast<std::size_t>(i)];
    const bool focused = s.game.focus() == i && !s.game.free_play_pending();
    if (focused) c.rect(r, s.pal.peer, u * 1.2f);
    if (focused) c.rect_outline(r, s.pal.focus_ring, u * 1.2f, std::max(2.0f, u * 0.25f));
    const float px = r.h * 0.32f;
    const float right = r.right() - 2.5f * u;
    if (i < kLevelCount) {
      const std::string_view name = game::level_word(static_cast<Level>(i));
      const Color lc = level_color(static_cast<Level>(i), s.theme);
      c.circle(r.x + 3.5f * u, r.cy(), px * 0.35f, lc);
      const bool making = job != nullptr && static_cast<int>(job->code().level) == i;
      // The row in focus also says the rules its puzzle will have (issue 29: they sat below
      // the levels, unseen before the first click).
      // TRANSLATORS: a free-play level's row while its puzzle is being made.
      const char* made = tr("Making\u2026");
      const std::string detail = making ? std::string(made)
                                 : focused
                                     ? game::format("{0}  \xC2\xB7  {1}", {tr(kBlurb[i]), rules})
                                     : std::string(tr(kBlurb[i]));
      draw_row_pair(s, r, r.x + 6 * u, right, px, name, s.pal.text, detail, s.pal.text_muted);
    } else if (row == game::FreePlayRow::Daily) {
      const Level level = daily_level(today);
      c.circle(r.x + 3.5f * u, r.cy(), px * 0.35f, level_color(level, s.theme));
      const std::string day =
          game::format("{0}  \xC2\xB7  {1}",
                       {date_words(today, i18n::current().bcp47), game::level_word(level)});
      const std::string detail = focused ? game::format("{0}  \xC2\xB7  {1}", {day, rules}) : day;
      draw_row_pair(s, r, r.x + 6 * u, right, px, tr("Daily puzzle"), s.pal.text, detail,
                    s.pal.text_muted);
    } else if (row == game::FreePlayRow::Continue) {
      draw_free_play_continue(s, r, px);
    } else if (row == game::FreePlayRow::Custom) {  // the custom-board editor
      draw_row_pair(s, r, r.x + 2.5f * u, right, px, tr("Enter a puzzle"), s.pal.text,
                    tr("From a newspaper or a friend"), s.pal.text_muted);
    } else {
      const bool checking = row == game::FreePlayRow::Checking;
      const bool at_end = s.game.free_play_check_at_end();
      c.text_in(Face::Regular, px, Rect{r.x + 2.5f * u, r.y, r.w, r.h},
                // TRANSLATORS: a free-play setting: when entries are judged (its values are
                // "As I go" and "At the end").
                checking ? trc("setting", "Checking") : tr("Mistake limit"),
                checking || !at_end ? s.pal.text : s.pal.text_muted, Align::Left);
      const int m = s.game.free_play_mistakes();
      std::string value;
      if (checking)
        value = at_end ? tr("At the end") : tr("As I go");
      else if (at_end)  // nothing is judged, so nothing counts as a mistake
        value = tr("None counted");
      else if (m > 0)
        // TRANSLATORS: the value of free play's mistake limit: {0} mistakes (3 or 5) end a game.
        value = game::format(trn("{0} mistake", "{0} mistakes", m), {m});
      else
        value = trc("setting", "Off");
      const float vw = c.measure(Face::Medium, px, value);
      c.text(Face::Medium, px, right - 3 * u, r.cy() + px * 0.36f, value, s.pal.text, Align::Right);
      draw_icon(c, Icon::Back, right - 3 * u - vw - 2 * u, r.cy(), px, s.pal.text_muted);
      c.line(right - 1.2f * u, r.cy() - px * 0.25f, right - 0.4f * u, r.cy(),
             std::max(1.5f, px / 9), s.pal.text_muted);
      c.line(right - 0.4f * u, r.cy(), right - 1.2f * u, r.cy() + px * 0.25f,
             std::max(1.5f, px / 9), s.pal.text_muted);
    }
  }
  // Under the card: the puzzle being made, once that has taken longer than a frame (a short
  // window leaves no room for the line: the row says "Making…" too).
  if (L.status.h < 3 * u) return;
  if (job != nullptr && s.game.now() - s.game.free_play_job_since() >= 1) {
    const float px = std::min(L.status.h * 0.34f, 2.4f * u);
    const float rr = px * 0.55f;
    const float cx = L.status.x + rr + u, cy = L.status.cy();
    const double turn = s.seconds * 1.6;
    c.ring(cx, cy, rr, std::max(1.5f, rr * 0.28f), s.pal.grid_thin);
    const float a = static_cast<float>(turn - std::floor(turn)) * 6.2831853f;
    c.circle(cx + rr * std::cos(a), cy + rr * std::sin(a), std::max(1.5f, rr * 0.28f),
             s.pal.accent);
    const std::string line =
        // TRANSLATORS: under the free-play card while a puzzle is made: {0} its level ("Easy"),
        // {1} how many positions the generator has rated so far (the plural form follows {1}).
        game::format(trn("Making {0} puzzle  \xC2\xB7  {1} positions rated",
                         "Making {0} puzzle  \xC2\xB7  {1} positions rated", job->ratings()),
                     {game::level_word(job->code().level), job->ratings()});
    c.text_in(Face::Regular, px, Rect{cx + rr + 2 * u, L.status.y, L.status.w, L.status.h}, line,
              s.pal.text_muted, Align::Left);
  } else {
    const float note_px = std::min(L.status.h * 0.3f, 2.0f * u);
    c.text_fit(Face::Regular, note_px, note_px * 0.8f, L.status,
               tr("Hints are unlimited here and counted. Every puzzle has a code to share."),
               s.pal.text_muted, Align::Center, false, 2);
  }
}

}  // namespace nonet::render
