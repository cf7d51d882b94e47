// SPDX-License-Identifier: MIT
// Stage select: a scrolling grid of 100 tiles (LOOK.md "Stage select"), the focused stage's
// difficulty bar (SEEDS A9) in a strip under it, the unlock animation of a stage just opened,
// and the dialog that asks before another stage replaces the open one.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <optional>
#include <string>

#include "core/stages.hpp"
#include "game/animation.hpp"
#include "game/score_words.hpp"
#include "game/stage_source.hpp"
#include "i18n/i18n.hpp"
#include "render/view_parts.hpp"

namespace nonet::render {

using i18n::tr;
using i18n::trc;

namespace {

/// The two SEEDS A9 scores of a stage. The technique score needs the stage's real puzzle
/// (one generator call and a rating, a few ms), so each is made once, the first time that
/// stage is focused, and kept for the rest of the run.
struct StageScores {
  int technique = 0;
  int clues = 0;
  int givens = 0;  // how many clues the puzzle gives (the clue-count score counts these)
};
const StageScores& stage_scores(int stage) {
  static std::array<std::optional<StageScores>, game::kStageCount> cache;
  auto& slot = cache[static_cast<std::size_t>(std::clamp(stage, 1, game::kStageCount) - 1)];
  if (!slot) {
    StageScores sc;
    if (const auto st = StageCatalogue().stage(stage)) {
      sc.technique = st->rating.technique_score;
      sc.clues = st->rating.clue_score;
      sc.givens = st->rating.clues;
    }
    slot = sc;
  }
  return *slot;
}

/// SEEDS A9's bands on the 0..99 scale: below 40 easy, 40..59 medium, 60 and up hard.
constexpr int score_band(int score) { return score < 40 ? 0 : score < 60 ? 1 : 2; }

// The strip under the grid: "Stage 12", the level name (text, not only its colour), the
// technique score as a bar with its number, and the clue-count score when it disagrees.
void draw_detail(const Scene& s, const Rect& d, int stage, Level level, bool unlocked) {
  Canvas& c = s.c;
  const float u = s.game.stage_layout().unit;
  const Color lc = level_color(level, s.theme);
  const float px = std::min(d.h * 0.3f, 2.8f * u);
  const std::string head = game::format(tr("Stage {0}"), {stage});
  const float y = d.cy() + px * 0.36f;
  float x = d.x + u;
  x += c.text(Face::SemiBold, px, x, y, head, s.pal.text) + 1.5f * u;
  // Level chip: a level-coloured strip with the name beside it.
  c.rect(Rect{x, d.cy() - px * 0.6f, std::max(3.0f, u * 0.6f), px * 1.2f}, lc, u * 0.3f);
  x += 1.4f * u;
  x += c.text(Face::Medium, px, x, y, game::level_word(level), s.pal.text) + 2 * u;
  if (!unlocked) {  // a lock, in shape, before the bar: how hard it will be is still shown
    draw_icon(c, Icon::Lock, x + px * 0.5f, d.cy(), px, s.pal.text_muted);
    x += px * 1.0f + 1.5f * u;
  }
  if (d.right() - x > 70 * u) {  // room to say what the bar measures
    // TRANSLATORS: the stage list's strip under the grid: the label before the difficulty bar.
    x += c.text(Face::Regular, px * 0.85f, x, y, tr("Difficulty"), s.pal.text_muted) + 1.5f * u;
  }
  const StageScores& sc = stage_scores(stage);
  // The clue-count score is shown only when it tells a different story (another band).
  const bool disagree = score_band(sc.technique) != score_band(sc.clues);
  // The numbers in words (game/score_words.hpp): "32 of 99", "34 clues given: 60 by count
  // alone", shorter forms when the strip is narrow.
  const float room = d.right() - x;
  // TRANSLATORS: a stage's difficulty on the one scale players see: {0} of 99.
  std::string num = game::format(tr("{0} of 99"), {sc.technique});
  std::string clue = game::clue_words(sc.givens);
  if (c.measure(Face::Regular, px * 0.85f, clue) > room * 0.5f)
    clue = game::clue_words_short(sc.givens);
  const float clue_w = disagree ? c.measure(Face::Regular, px * 0.85f, clue) + 2 * u : 0;
  if (room - clue_w < 30 * u) num = std::to_string(sc.technique);
  const float num_w = c.measure(Face::SemiBold, px, num, true) + 1.5f * u;
  const float bar_w = std::min(d.right() - u - clue_w - num_w - x, 40 * u);
  if (bar_w > 6 * u) {
    const float bh = std::max(4.0f, u * 0.9f);
    const Rect track{x, d.cy() - bh / 2, bar_w, bh};
    c.rect(track, fade(lc, 0.22f), bh / 2);
    c.rect(Rect{track.x, track.y, std::max(bh, track.w * static_cast<float>(sc.technique) / 99.0f),
                bh},
           lc, bh / 2);
    if (disagree) {
      // The clue-count score as a tick on the same scale: shape, not colour, tells it apart.
      const float tx = track.x + track.w * static_cast<float>(sc.clues) / 99.0f;
      c.rect(Rect{tx - 1, track.y - bh, 2, bh * 3}, s.pal.text_muted);
    }
    x = track.right() + u;
  }
  c.text(Face::SemiBold, px, x, y, num, s.pal.text, Align::Left, true);
  if (disagree) c.text(Face::Regular, px * 0.85f, x + num_w, y, clue, s.pal.text_muted);
}

}  // namespace

void draw_stage_select(const Scene& s) {
  Canvas& c = s.c;
  const game::StageGridLayout L = s.game.stage_layout();
  const game::Progress& p = s.game.progress();
  const float u = L.unit;
  const float scroll = s.game.stage_scroll();

  // Levels and difficulty come from the catalogue's table (no generation); looked up once.
  static const auto levels = [] {
    std::array<Level, game::kStageCount> a{};
    for (int i = 0; i < game::kStageCount; ++i)
      a[static_cast<std::size_t>(i)] = game::level_of_stage(i + 1);
    return a;
  }();
  static const auto difficulty = [] {
    std::array<float, game::kStageCount> a{};
    for (int i = 0; i < game::kStageCount; ++i)
      a[static_cast<std::size_t>(i)] = game::difficulty_of_stage(i + 1);
    return a;
  }();

  const game::Motion motion = game::motion_for(s.game.settings().reduced_motion);
  const int unlocking = s.game.unlocking_stage();
  const game::UnlockFrame uf = game::unlock_frame(s.game.screen_seconds(s.seconds), motion);
  const bool hc = s.theme == game::Theme::HighContrast;
  c.push_clip(L.viewport);
  // A locked tile that was picked shakes while the notice says why (game::Notice).
  const std::optional<game::Notice>& notice = s.game.notice();
  const float shake =
      notice ? game::shake_offset(
                   s.seconds - static_cast<double>(notice->at) / game::kTicksPerSecond, motion) *
                   u
             : 0.0f;
  for (int i = 0; i < game::kStageCount; ++i) {
    Rect t = L.tile_rect(i, scroll);
    if (t.bottom() < L.viewport.y - u || t.y > L.viewport.bottom() + u) continue;  // off screen
    const int stage = i + 1;
    if (notice && notice->stage == stage) t.x += shake;
    // The stage opened by the last clear is drawn locked, then unlocks (game::unlock_frame).
    const bool opening = stage == unlocking;
    const bool unlocked = p.is_unlocked(stage) && (!opening || uf.tile_reveal >= 1);
    const bool cleared = p.is_cleared(stage);
    const bool focused = s.game.focus() == i;
    const float rad = t.w * 0.16f;
    const Color lc = level_color(levels[static_cast<std::size_t>(i)], s.theme);
    if (unlocked) c.shadow(t.inset(u * 0.3f), rad, u * 1.2f, s.pal.shadow);
    if (opening && !unlocked) {
      c.rect(t, fade(s.pal.surface_alt, 0.8f), rad);
      c.rect(t, fade(s.pal.surface, uf.tile_reveal), rad);
      if (uf.ring_opacity > 0) {
        const float rr = t.w * 0.5f * uf.ring_scale;
        c.ring(t.cx(), t.cy(), rr, std::max(2.0f, u * 0.4f), fade(lc, uf.ring_opacity));
      }
    } else {
      c.rect(t, unlocked ? s.pal.surface : fade(s.pal.surface_alt, 0.8f), rad);
    }
    if (hc) {
      // High contrast: every tile outlined, open ones thick, locked ones thin.
      c.rect_outline(t, unlocked ? s.pal.text : s.pal.text_muted, rad,
                     unlocked ? std::max(2.0f, u * 0.4f) : 1.0f);
    }
    const std::string num = std::to_string(stage);
    const float num_px = t.h * 0.27f;
    const Rect num_box{t.x, t.y + t.h * 0.14f, t.w, t.h * 0.42f};
    if (unlocked) {
      c.text_in(Face::SemiBold, num_px, num_box, num, s.pal.text, Align::Center, true);
    } else {
      const float lock_a = opening ? uf.lock_opacity : 1.0f;
      const float lock_s = opening ? uf.lock_scale : 1.0f;
      const Color muted = hc ? s.pal.grid_thin : fade(s.pal.text_muted, 0.7f);
      c.text_in(Face::Medium, num_px * 0.8f,
                Rect{num_box.x, num_box.y - t.h * 0.04f, num_box.w, num_box.h}, num,
                opening ? fade(s.pal.text, 0.5f + 0.5f * uf.tile_reveal) : muted, Align::Center,
                true);
      if (lock_a > 0)
        draw_icon(c, Icon::Lock, t.cx(), t.y + t.h * 0.66f, t.h * 0.2f * lock_s,
                  fade(muted, lock_a));
    }
    if (cleared) {
      // A check badge plus the best time.
      const float br = t.w * 0.1f;
      c.circle(t.right() - br * 1.5f, t.y + br * 1.5f, br, lc);
      draw_icon(c, Icon::Check, t.right() - br * 1.5f, t.y + br * 1.5f, br * 1.4f, s.pal.on_accent);
      if (p.record(stage).clean) {  // a star badge in the other corner: cleared cleanly
        c.circle(t.x + br * 1.5f, t.y + br * 1.5f, br, fade(lc, 0.18f));
        draw_icon(c, Icon::Star, t.x + br * 1.5f, t.y + br * 1.5f, br * 1.9f, lc);
      }
      c.text_in(Face::Medium, t.h * 0.12f, Rect{t.x, t.y + t.h * 0.55f, t.w, t.h * 0.16f},
                game::clock_text(p.record(stage).best_ms), s.pal.text_muted, Align::Center, true);
    }
    // Level colour strip with the difficulty bar.
    const float bar_h = std::max(3.0f, t.h * 0.05f);
    const Rect track{t.x + t.w * 0.2f, t.bottom() - t.h * 0.16f, t.w * 0.6f, bar_h};
    c.rect(track, fade(lc, unlocked ? 0.22f : 0.12f), bar_h / 2);
    c.rect(Rect{track.x, track.y, track.w * difficulty[static_cast<std::size_t>(i)], bar_h},
           fade(lc, unlocked ? 1.0f : 0.35f), bar_h / 2);
    if (focused)
      c.rect_outline(t.inset(-u * 0.5f), s.pal.focus_ring, rad + u * 0.5f,
                     std::max(2.0f, u * 0.3f));
  }
  c.pop_clip();

  // Header over the grid (drawn after, so tiles scroll under it).
  c.rect(Rect{0, 0, s.game.viewport_width(), L.viewport.y}, s.pal.background);
  const float bw = 18 * u;
  // The one header: the title, then the cleared count and its bar, then Print at the right end.
  const float count_right = L.print_button.x - 2 * u;
  draw_back_header(s, L.header, L.back_button, tr("Stages"), u, count_right - bw - 2 * u);
  // TRANSLATORS: the stage list's button that prints every stage as a book (it asks first
  // while some are not cleared). Short.
  const char* print = trc("stages", "Print");
  const bool lit = s.game.hovering(game::TargetKind::Print);
  draw_button(s, L.print_button, print, lit ? ButtonStyle::Secondary : ButtonStyle::Quiet, false);
  const std::string count =
      // TRANSLATORS: the stage list's header: {0} stages cleared of {1} (100). Short.
      game::format(tr("{0} / {1} cleared"), {p.cleared_count(), game::kStageCount});
  const Rect bar{count_right - bw, L.header.cy() + u * 1.2f, bw, std::max(3.0f, u * 0.6f)};
  const float count_px = L.header.h * 0.26f;
  c.text_fit(Face::Medium, count_px, count_px * 0.7f,
             Rect{bar.x - 4 * u, bar.y - u * 1.2f - count_px * 1.2f, bw + 4 * u, count_px * 1.3f},
             count, s.pal.text_muted, Align::Right, true);
  c.rect(bar, s.pal.grid_thin, bar.h / 2);
  c.rect(
      Rect{bar.x, bar.y, bar.w * static_cast<float>(p.cleared_count()) / game::kStageCount, bar.h},
      s.pal.accent, bar.h / 2);
  // A soft edge where tiles slide under the header.
  c.rect(Rect{0, L.viewport.y, s.game.viewport_width(), u}, fade(s.pal.background, 0.6f));

  // The focused stage's difficulty (SEEDS A9) in the strip under the grid.
  c.rect(Rect{0, L.detail.y, s.game.viewport_width(), L.detail.h}, s.pal.background);
  c.rect(Rect{0, L.detail.y, s.game.viewport_width(), std::max(1.0f, u * 0.15f)}, s.pal.grid_thin);
  const int f = std::clamp(s.game.focus(), 0, game::kStageCount - 1);
  draw_detail(s, L.detail, f + 1, levels[static_cast<std::size_t>(f)], p.is_unlocked(f + 1));
}

}  // namespace nonet::render
