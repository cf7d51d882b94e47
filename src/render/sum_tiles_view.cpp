// SPDX-License-Identifier: MIT
// Sum Tiles' two screens (issue 16) in the look of the rest: the mode's menu (20 stage tiles,
// the free board's size and target, New board, Continue) and the board (HUD, tiles, Hint and
// Clear, the end card). Motion: a clear bursts (the tiles swell and fade, a ring spreads), an
// overshoot shakes the refused tile, a perfect clear runs a wave across the board; reduced
// motion keeps the colour changes and drops the movement.
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "core/sum_tiles.hpp"
#include "game/animation.hpp"
#include "i18n/i18n.hpp"
#include "render/view_parts.hpp"

namespace nonet::render {

using i18n::tr;
using i18n::trc;
using i18n::trn;

namespace st = sumtiles;

namespace {

double since(const Scene& s, game::Tick at) {
  return s.seconds - static_cast<double>(at) / game::kTicksPerSecond;
}

void draw_step_row(const Scene& s, const game::SumMenuLayout& L, const game::Rect& row,
                   const char* label, std::string_view value, int minus, int plus, bool focused) {
  Canvas& c = s.c;
  const float u = L.unit;
  c.rect(row, s.pal.surface, row.h * 0.3f);
  if (s.theme == game::Theme::HighContrast) c.rect_outline(row, s.pal.text, row.h * 0.3f, 2.0f);
  const Rect& m = L.items[static_cast<std::size_t>(minus)];
  const Rect& p = L.items[static_cast<std::size_t>(plus)];
  // The value right-aligned before the minus button; the label fits what is left of it.
  const float value_w = c.measure(Face::SemiBold, row.h * 0.42f, value, true);
  c.text_in(Face::SemiBold, row.h * 0.42f, Rect{m.x - u - value_w, row.y, value_w, row.h}, value,
            s.pal.text, Align::Right, true);
  const float label_x = row.x + 2.5f * u;
  // Beside the stage grid (a short window) the row is narrow: the label may take two lines.
  c.text_fit(Face::Medium, row.h * 0.36f, row.h * 0.26f,
             Rect{label_x, row.y, m.x - 3 * u - value_w - label_x, row.h}, label, s.pal.text,
             Align::Left, false, 2);
  for (const Rect* b : {&m, &p}) {
    const int idx = b == &m ? minus : plus;
    const bool hover = s.game.hovering(game::TargetKind::MenuItem, idx);
    c.circle(b->cx(), b->cy(), b->w * 0.4f, hover ? s.pal.peer : s.pal.surface_alt);
    c.rect(Rect{b->cx() - b->w * 0.16f, b->cy() - 1.5f, b->w * 0.32f, 3.0f}, s.pal.text, 1.5f);
    if (b == &p)
      c.rect(Rect{b->cx() - 1.5f, b->cy() - b->w * 0.16f, 3.0f, b->w * 0.32f}, s.pal.text, 1.5f);
  }
  if (focused)
    c.rect_outline(row.inset(-u * 0.5f), s.pal.focus_ring, row.h * 0.3f + u * 0.5f,
                   std::max(2.0f, u * 0.3f));
}

}  // namespace

void draw_sum_menu(const Scene& s) {
  Canvas& c = s.c;
  const game::SumMenuLayout L =
      game::layout_sum_menu(s.game.viewport_width(), s.game.viewport_height());
  const game::SumTilesMode& m = s.game.sum_tiles();
  const game::SumProgress& p = m.progress();
  const float u = L.unit;
  const bool hc = s.theme == game::Theme::HighContrast;
  // TRANSLATORS: the name of the game's second mode, where tiles are selected to make a sum.
  draw_back_header(s, L.header, L.back_button, tr("Sum Tiles"), u,
                   game::sum_code_open_button(L.header, u).x - 2 * u);
  int passed = 0;
  for (int i = 0; i < st::kStageCount; ++i)
    passed += p.stage_best[static_cast<std::size_t>(i)] >= 0 &&
              game::sum_stage_passed(st::stage_code(i + 1).tiles,
                                     p.stage_best[static_cast<std::size_t>(i)]);
  c.text_in(Face::Medium, L.header.h * 0.26f, L.header,
            // TRANSLATORS: the Sum Tiles menu's header: {0} stages passed of {1} (20). Short.
            game::format(tr("{0} / {1} passed"), {passed, st::kStageCount}), s.pal.text_muted,
            Align::Right, true);
  // The rule, and what "16 · 8" on a stage tile means (issue 29: players could not tell).
  const float rule_px = std::min(L.rule.h * 0.5f, 2.2f * u);
  c.text_fit(Face::Regular, rule_px, rule_px * 0.75f, L.rule,
             // TRANSLATORS: the Sum Tiles rule, then what the two numbers on a stage tile
             // ("16 · 8") are: how many tiles the board has, and the target.
             tr("Select tiles that add up to the target, until none is left. On each stage: its "
                "tiles \xC2\xB7 its target."),
             s.pal.text_muted, Align::Center, false, 2);

  for (int i = 0; i < st::kStageCount; ++i) {
    const Rect t = L.stages[static_cast<std::size_t>(i)];
    const int stage = i + 1;
    const bool unlocked = stage <= p.unlocked;
    const bool focused = m.menu_focus() == i;
    const float rad = t.w * 0.16f;
    if (unlocked) c.shadow(t.inset(u * 0.3f), rad, u * 1.2f, s.pal.shadow);
    const bool hover = s.game.hovering(game::TargetKind::StageTile, stage);
    c.rect(t, unlocked ? (hover ? s.pal.peer : s.pal.surface) : fade(s.pal.surface_alt, 0.8f), rad);
    if (hc)
      c.rect_outline(t, unlocked ? s.pal.text : s.pal.text_muted, rad,
                     unlocked ? std::max(2.0f, u * 0.4f) : 1.0f);
    const Rect num_box{t.x, t.y + t.h * 0.12f, t.w, t.h * 0.4f};
    c.text_in(Face::SemiBold, t.h * 0.26f, num_box, std::to_string(stage),
              unlocked ? s.pal.text : fade(s.pal.text_muted, 0.7f), Align::Center, true);
    const st::BoardCode code = st::stage_code(stage);
    c.text_in(Face::Medium, t.h * 0.12f, Rect{t.x, t.y + t.h * 0.52f, t.w, t.h * 0.16f},
              game::format("{0} \xC2\xB7 {1}", {code.tiles, code.target}), s.pal.text_muted,
              Align::Center, true);
    const int best = p.stage_best[static_cast<std::size_t>(i)];
    if (!unlocked) {
      draw_icon(c, Icon::Lock, t.cx(), t.y + t.h * 0.8f, t.h * 0.16f, s.pal.text_muted);
    } else if (best >= 0) {
      const std::string sub =
          best == 0 ? std::string(tr("Perfect"))
                    // TRANSLATORS: under a Sum Tiles stage tile: the fewest tiles left at the
                    // end so far ({0}). Short.
                    : game::format(trn("best {0} left", "best {0} left", best), {best});
      c.text_in(Face::Medium, t.h * 0.11f, Rect{t.x, t.y + t.h * 0.72f, t.w, t.h * 0.16f}, sub,
                best == 0 ? s.pal.accent : s.pal.text_muted, Align::Center, true);
    }
    if (focused)
      c.rect_outline(t.inset(-u * 0.5f), s.pal.focus_ring, rad + u * 0.5f,
                     std::max(2.0f, u * 0.3f));
  }

  // TRANSLATORS: Sum Tiles menu rows: the size and the target of a free board, each with a
  // number stepped by - and + buttons.
  draw_step_row(s, L, L.size_row, tr("Free board: tiles"), std::to_string(m.free_tiles()), 0, 1,
                m.menu_focus() == game::kSumFocusSize);
  draw_step_row(s, L, L.target_row, tr("Free board: target"), std::to_string(m.free_target()), 2, 3,
                m.menu_focus() == game::kSumFocusTarget);
  const int best = p.best_for(m.free_tiles(), m.free_target());
  const std::string label = best < 0 ? std::string(tr("New board"))
                            : best == 0
                                // TRANSLATORS: a Sum Tiles button with the best result on a
                                // free board of this size and target: no tile left.
                                ? std::string(tr("New board  \xC2\xB7  best: Perfect"))
                                // TRANSLATORS: a Sum Tiles button with the best result on a
                                // free board of this size and target: {0} tiles left.
                                : game::format(trn("New board  \xC2\xB7  best {0} left",
                                                   "New board  \xC2\xB7  best {0} left", best),
                                               {best});
  draw_button(s, L.items[4], label, ButtonStyle::Secondary, m.menu_focus() == game::kSumFocusNew);
  if (m.resumable()) {
    const st::Board& b = *m.board();
    const std::string resume = m.stage() > 0
                                   ? game::format(tr("Continue stage {0}"), {m.stage()})
                                   // TRANSLATORS: {0} a board code ("S-25-10-3FAV-FQF5").
                                   : game::format(tr("Continue {0}"), {st::to_text(b.code())});
    draw_button(s, L.items[5], resume, ButtonStyle::Primary,
                m.menu_focus() == game::kSumFocusContinue);
  }
}

void draw_sum_play(const Scene& s) {
  Canvas& c = s.c;
  const game::SumTilesMode& m = s.game.sum_tiles();
  const st::Board* board = m.board();
  if (!board) return;
  const game::SumPlayLayout L =
      game::layout_sum_play(s.game.viewport_width(), s.game.viewport_height(), board->side());
  const float u = L.unit;
  const bool reduced = s.game.settings().reduced_motion;
  const bool hc = s.theme == game::Theme::HighContrast;

  // HUD: what is played (and its code, to share), the target, the running sum, tiles left.
  const std::string left_text =
      m.stage() > 0 ? game::format(tr("Stage {0}"), {m.stage()}) : std::string(tr("Free board"));
  const float hpx = L.hud.h * 0.34f;
  c.text(Face::SemiBold, hpx, L.hud.x, L.hud.cy(), left_text, s.pal.text);
  c.text(Face::Regular, hpx * 0.62f, L.hud.x, L.hud.cy() + hpx * 0.95f, st::to_text(board->code()),
         s.pal.text_muted, Align::Left, true);
  c.text_in(Face::SemiBold, L.hud.h * 0.5f, Rect{L.hud.x, L.hud.y, L.hud.w, L.hud.h * 0.7f},
            game::format("{0} / {1}", {board->selection_sum(), board->target()}),
            board->selection_sum() > 0 ? s.pal.accent : s.pal.text, Align::Center, true);
  c.text_in(Face::Regular, L.hud.h * 0.2f,
            Rect{L.hud.x, L.hud.y + L.hud.h * 0.68f, L.hud.w, L.hud.h * 0.3f},
            // TRANSLATORS: under the Sum Tiles HUD's "7 / 12": the selection's sum, the target.
            tr("sum / target"), s.pal.text_muted);
  c.text(Face::Medium, hpx * 0.8f, L.pause_button.x - 1.5f * u, L.hud.cy() + hpx * 0.3f,
         // TRANSLATORS: the Sum Tiles HUD: {0} tiles still on the board. Short.
         game::format(trn("{0} left", "{0} left", board->tiles_left()), {board->tiles_left()}),
         s.pal.text_muted, Align::Right, true);
  const bool pause_hover = s.game.hovering(game::TargetKind::Pause, 0);
  c.circle(L.pause_button.cx(), L.pause_button.cy(), L.pause_button.w * 0.42f,
           pause_hover ? s.pal.peer : s.pal.surface_alt);
  draw_icon(c, Icon::Back, L.pause_button.cx(), L.pause_button.cy(), L.pause_button.w * 0.42f,
            s.pal.text);

  // The board card.
  c.shadow(L.board.inset(u * 0.5f), u * 2, u * 3, s.pal.shadow);
  c.rect(L.board.inset(-u), s.pal.surface, u * 2);

  const double clear_t = since(s, m.cleared_at());
  const double shake_t = since(s, m.overshoot_at());
  const double over_t = m.over() ? since(s, m.over_at()) : -1;
  const float gap = std::max(2.0f, L.tile * 0.06f);
  char digit[2] = {0, 0};
  for (int i = 0; i < board->code().tiles; ++i) {
    Rect t = L.tile_rect(i).inset(gap);
    const float rad = t.w * 0.18f;
    if (board->is_hole(i)) {
      // A hole keeps its place: a faint socket.
      c.rect(t, fade(s.pal.surface_alt, 0.35f), rad);
      continue;
    }
    const bool sel = board->selected(i);
    const bool hinted =
        std::find(m.hint_tiles().begin(), m.hint_tiles().end(), i) != m.hint_tiles().end();
    const bool shaking =
        i == m.overshoot_tile() && shake_t >= 0 && shake_t < game::kSumShakeSeconds;
    if (shaking && !reduced) {
      const double k = shake_t / game::kSumShakeSeconds;
      t.x += static_cast<float>(std::sin(k * 6 * 3.14159265) * (1 - k)) * L.tile * 0.08f;
    }
    Color fill = sel ? s.pal.accent : s.pal.surface_alt;
    Color ink = sel ? s.pal.on_accent : s.pal.text;
    if (hinted && !sel) fill = s.pal.single_mint;
    if (shaking) {
      const float a = static_cast<float>(1 - shake_t / game::kSumShakeSeconds);
      fill = mix(fill, s.pal.conflict_fill, a);
      ink = mix(ink, s.pal.conflict_digit, a);
    }
    c.rect(t, fill, rad);
    if (hc) c.rect_outline(t, sel ? s.pal.text : s.pal.grid_box, rad, sel ? 3.0f : 1.5f);
    if (hinted && !sel && hc) c.rect_outline(t.inset(3), s.pal.accent, rad, 2.0f);
    const bool cursor = i == m.cursor() && !m.over();
    const bool hover = s.game.hovering(game::TargetKind::Cell, 9 * (i / L.side) + i % L.side);
    if (hover && !sel) c.rect(t, fade(s.pal.peer, 0.5f), rad);
    if (cursor && s.input().device != game::InputDevice::Mouse &&
        s.input().device != game::InputDevice::Touch)
      c.rect_outline(t.inset(-gap * 0.6f), s.pal.focus_ring, rad + gap * 0.6f,
                     std::max(2.0f, u * 0.35f));
    digit[0] = static_cast<char>('0' + board->tile(i));
    c.text_in(Face::SemiBold, t.h * 0.5f, t, digit, ink, Align::Center, true);
  }

  // The last clear: the tiles swell and fade where they were, a ring spreads from each.
  if (clear_t >= 0 && clear_t < game::kSumClearSeconds) {
    const float k = static_cast<float>(clear_t / game::kSumClearSeconds);
    for (std::size_t n = 0; n < m.cleared_tiles().size(); ++n) {
      const int i = m.cleared_tiles()[n];
      const Rect base = L.tile_rect(i).inset(gap);
      const float grow = reduced ? 0 : base.w * 0.12f * ease_out(k);
      const Rect t = base.inset(-grow);
      c.rect(t, fade(s.pal.accent, 1 - k), t.w * 0.18f);
      if (n < m.cleared_values().size()) {
        digit[0] = static_cast<char>('0' + m.cleared_values()[n]);
        c.text_in(Face::SemiBold, base.h * 0.5f, t, digit, fade(s.pal.on_accent, 1 - k),
                  Align::Center, true);
      }
      if (!reduced)
        c.ring(base.cx(), base.cy(), base.w * (0.5f + 0.5f * ease_out(k)), std::max(2.0f, u * 0.4f),
               fade(s.pal.accent, 0.6f * (1 - k)));
    }
  }

  // Perfect: a wave of light runs across the emptied board, corner to corner.
  if (m.over() && board->perfect() && over_t >= 0 && over_t < game::kSumWaveSeconds) {
    const float k = static_cast<float>(over_t / game::kSumWaveSeconds);
    for (int i = 0; i < board->code().tiles; ++i) {
      const Rect t = L.tile_rect(i).inset(gap);
      float glow;
      if (reduced) {
        glow = 0.6f * (1 - k);  // one quiet fade, no travel
      } else {
        const float d =
            static_cast<float>(i / L.side + i % L.side) / static_cast<float>(2 * (L.side - 1));
        const float x = (k * 1.6f - d) / 0.6f;
        glow = x > 0 && x < 1 ? std::sin(x * 3.14159265f) : 0;
      }
      if (glow > 0.01f) c.rect(t, fade(s.pal.accent, 0.7f * glow), t.w * 0.18f);
    }
  }

  // Beside the board (landscape): the rule in one line, and what is left to find.
  if (L.hint_button.x > L.board.right()) {
    const Rect panel{L.hint_button.x, L.board.y, L.hint_button.w,
                     L.hint_button.y - L.board.y - 2 * u};
    c.text_in(Face::SemiBold, std::min(panel.w * 0.16f, 5 * u),
              Rect{panel.x, panel.y + 2 * u, panel.w, 7 * u},
              // TRANSLATORS: beside a Sum Tiles board: {0} the target sum.
              game::format(tr("Make {0}"), {board->target()}), s.pal.text, Align::Left);
    // The two rule sentences shrink (to four fifths), then take two lines each, rather than run
    // past the panel (a longer language).
    const float rule_px = std::min(panel.w * 0.075f, 2.2f * u);
    c.text_fit(Face::Regular, rule_px, rule_px * 0.8f,
               Rect{panel.x, panel.y + 9 * u, panel.w, 5 * u},
               tr("Select tiles that add up to it."), s.pal.text_muted, Align::Left, false, 2);
    c.text_fit(Face::Regular, rule_px, rule_px * 0.8f,
               Rect{panel.x, panel.y + 14.5f * u, panel.w, 5 * u}, tr("Clear them all: Perfect."),
               s.pal.text_muted, Align::Left, false, 2);
  }

  // Hint and Clear.
  draw_button(
      s, L.hint_button, trc("button", "Hint"), ButtonStyle::Secondary,
      s.game.hovering(game::TargetKind::ActionButton, static_cast<int>(game::ActionButton::Hint)));
  draw_button(
      // TRANSLATORS: the Sum Tiles button that unselects the selected tiles.
      s, L.clear_button, trc("button", "Clear"), ButtonStyle::Quiet,
      s.game.hovering(game::TargetKind::ActionButton, static_cast<int>(game::ActionButton::Erase)));

  // The end card over the board.
  if (m.over() && m.end_card_shown(s.game.now(), reduced)) {
    // Dims and rises in like the Sudoku result card (game::overlay_frame; reduced: a fade).
    const game::OverlayFrame o =
        game::overlay_frame(since(s, m.end_card_at(reduced)), game::motion_for(reduced));
    game::MenuLayout D = game::layout_dialog(s.game.viewport_width(), s.game.viewport_height(),
                                             game::kSumEndItemCount, 2);
    const float dy = o.card_rise * static_cast<float>(game::kOverlayRiseUnits) * D.unit;
    D.panel.y += dy;
    D.heading.y += dy;
    D.body.y += dy;
    for (auto& r : D.items) r.y += dy;
    c.rect(Rect{0, 0, s.game.viewport_width(), s.game.viewport_height()},
           fade(s.pal.background, 0.72f * o.backdrop));
    if (hc) {
      c.rect(D.panel.inset(-u * 0.6f), s.pal.text, u * 3.1f);
    } else {
      c.shadow(D.panel.inset(u * 0.5f), u * 2.5f, u * 4.0f, fade(s.pal.shadow, 2.0f));
    }
    c.rect(D.panel, s.pal.surface, u * 2.5f);
    const int left = board->tiles_left();
    const std::string head =
        // TRANSLATORS: Sum Tiles: a board cleared to the last tile (the end card's heading, a
        // stage tile's best).
        left == 0 ? std::string(tr("Perfect"))
                  : game::format(trn("{0} tile left", "{0} tiles left", left), {left});
    c.text_in(Face::SemiBold, D.heading.h * 0.5f, D.heading, head,
              left == 0 ? s.pal.accent : s.pal.text);
    // Each count with its own plural form (three in Ukrainian and Russian), then joined.
    const int clears = board->clears(), hints = board->hints_used();
    const std::string body1 = game::format(
        "{0}  \xC2\xB7  {1}",
        {// TRANSLATORS: the Sum Tiles end card: {0} sums cleared (a sum of tiles taken away).
         game::format(trn("{0} clear", "{0} clears", clears), {clears}),
         // TRANSLATORS: the Sum Tiles end card: {0} hints used on the board.
         game::format(trn("{0} hint", "{0} hints", hints), {hints})});
    const std::string body2 =
        m.end_unlocked() > 0 ? game::format(tr("Stage {0} unlocked"), {m.end_unlocked()})
        : m.end_new_best()
            // TRANSLATORS: the Sum Tiles end card: {0} the board's tiles (16 to 49), {1} its
            // target.
            ? game::format(trn("New best for {0} tile, target {1}",
                               "New best for {0} tiles, target {1}", board->code().tiles),
                           {board->code().tiles, board->target()})
            // TRANSLATORS: the Sum Tiles end card: {0} the board's tiles (16 to 49), {1} its
            // target, {2} the fewest tiles left at the end so far.
            : game::format(tr("Best for {0} tiles, target {1}: {2} left"),
                           {board->code().tiles, board->target(),
                            m.progress().best_for(board->code().tiles, board->target())});
    const Rect b = D.body;
    c.text_in(Face::Medium, b.h * 0.2f, Rect{b.x, b.y, b.w, b.h / 2}, body1, s.pal.text_muted);
    c.text_in(Face::Medium, b.h * 0.2f, Rect{b.x, b.y + b.h / 2, b.w, b.h / 2}, body2,
              s.pal.text_muted);
    for (int i = 0; i < D.count; ++i)
      draw_button(s, D.items[static_cast<std::size_t>(i)], m.end_item_label(i),
                  i == 0 ? ButtonStyle::Primary : ButtonStyle::Quiet, m.end_focus() == i);
    if (o.card_opacity < 1) c.rect(D.panel, fade(s.pal.surface, 1 - o.card_opacity), u * 2.5f);
  }
}

}  // namespace nonet::render
