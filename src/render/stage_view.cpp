// Stage select: a scrolling grid of 100 tiles (LOOK.md "Stage select").
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <string>

#include "game/stage_source.hpp"
#include "render/view_parts.hpp"

namespace nonet::render {

void draw_stage_select(const Scene& s) {
  Canvas& c = s.c;
  const game::StageGridLayout L = s.game.stage_layout();
  const game::Progress& p = s.game.progress();
  const float u = L.unit;
  const float scroll = s.game.stage_scroll();

  // Levels and difficulty come from the catalogue's table (no generation); looked up once.
  static const auto levels = [] {
    std::array<std::string, game::kStageCount> a;
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

  c.push_clip(L.viewport);
  char num[8], best[16];
  for (int i = 0; i < game::kStageCount; ++i) {
    const Rect t = L.tile_rect(i, scroll);
    if (t.bottom() < L.viewport.y - u || t.y > L.viewport.bottom() + u) continue;  // off screen
    const int stage = i + 1;
    const bool unlocked = p.is_unlocked(stage);
    const bool cleared = p.is_cleared(stage);
    const bool focused = s.game.focus() == i;
    const float rad = t.w * 0.16f;
    const Color lc = level_color(levels[static_cast<std::size_t>(i)], s.theme);
    if (unlocked) c.shadow(t.inset(u * 0.3f), rad, u * 1.2f, s.pal.shadow);
    c.rect(t, unlocked ? s.pal.surface : fade(s.pal.surface_alt, 0.8f), rad);
    format_int(num, sizeof num, stage);
    const float num_px = t.h * 0.27f;
    const Rect num_box{t.x, t.y + t.h * 0.14f, t.w, t.h * 0.42f};
    if (unlocked) {
      c.text_in(Face::SemiBold, num_px, num_box, num, s.pal.text, Align::Center, true);
    } else {
      c.text_in(Face::Medium, num_px * 0.8f,
                Rect{num_box.x, num_box.y - t.h * 0.04f, num_box.w, num_box.h}, num,
                fade(s.pal.text_muted, 0.7f), Align::Center, true);
      draw_icon(c, Icon::Lock, t.cx(), t.y + t.h * 0.66f, t.h * 0.2f, fade(s.pal.text_muted, 0.7f));
    }
    if (cleared) {
      // A check badge plus the best time.
      const float br = t.w * 0.1f;
      c.circle(t.right() - br * 1.5f, t.y + br * 1.5f, br, lc);
      draw_icon(c, Icon::Check, t.right() - br * 1.5f, t.y + br * 1.5f, br * 1.4f, s.pal.on_accent);
      format_clock(best, sizeof best, p.record(stage).best_ms / 1000);
      c.text_in(Face::Medium, t.h * 0.12f, Rect{t.x, t.y + t.h * 0.55f, t.w, t.h * 0.16f}, best,
                s.pal.text_muted, Align::Center, true);
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
  c.circle(L.back_button.cx(), L.back_button.cy(), L.back_button.w / 2, s.pal.surface_alt);
  draw_icon(c, Icon::Back, L.back_button.cx(), L.back_button.cy(), L.back_button.w * 0.5f,
            s.pal.text);
  c.text_in(Face::SemiBold, L.header.h * 0.5f,
            Rect{L.back_button.right() + 2.5f * u, L.header.y, L.header.w, L.header.h}, "Stages",
            s.pal.text, Align::Left);
  char count[32];
  std::snprintf(count, sizeof count, "%d / %d cleared", p.cleared_count(), game::kStageCount);
  const float bw = 18 * u;
  const Rect bar{L.header.right() - bw, L.header.cy() + u * 1.2f, bw, std::max(3.0f, u * 0.6f)};
  c.text(Face::Medium, L.header.h * 0.26f, bar.right(), bar.y - u * 1.2f, count, s.pal.text_muted,
         Align::Right, true);
  c.rect(bar, s.pal.grid_thin, bar.h / 2);
  c.rect(
      Rect{bar.x, bar.y, bar.w * static_cast<float>(p.cleared_count()) / game::kStageCount, bar.h},
      s.pal.accent, bar.h / 2);
  // A soft edge where tiles slide under the header.
  c.rect(Rect{0, L.viewport.y, s.game.viewport_width(), u}, fade(s.pal.background, 0.6f));
}

}  // namespace nonet::render
