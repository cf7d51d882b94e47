// SPDX-License-Identifier: MIT
// The statistics screen (game/statistics.hpp): the campaign's figures, the free-play table by
// level and the daily puzzle with its streak, and a chart of the last 30 solve times per level,
// drawn with the canvas's own lines and circles in the theme's colours.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <string>

#include "core/rating.hpp"
#include "game/statistics.hpp"
#include "game/technique_stats.hpp"
#include "i18n/i18n.hpp"
#include "render/view_parts.hpp"

namespace nonet::render {

using i18n::tr;

namespace {

void draw_panel(const Scene& s, const Rect& r, float u) {
  if (s.theme == game::Theme::HighContrast) {
    s.c.rect(r, s.pal.surface, u * 2);
    s.c.rect_outline(r, s.pal.text, u * 2, std::max(2.0f, u * 0.3f));
    return;
  }
  s.c.shadow(r.inset(u * 0.5f), u * 2, u * 3, s.pal.shadow);
  s.c.rect(r, s.pal.surface, u * 2);
}

void draw_campaign(const Scene& s, const Rect& r, const game::StatisticsText& t, float u) {
  Canvas& c = s.c;
  draw_panel(s, r, u);
  const float title_h = r.h * 0.34f;
  c.text_in(Face::SemiBold, title_h * 0.5f, Rect{r.x + 2.5f * u, r.y, r.w, title_h}, tr("Campaign"),
            s.pal.text, Align::Left);
  const float cw = (r.w - 5 * u) / static_cast<float>(t.campaign.size());
  for (std::size_t i = 0; i < t.campaign.size(); ++i) {
    // A figure and its label, each fitted to its column (a long label takes two lines).
    const Rect cell{r.x + 2.5f * u + static_cast<float>(i) * cw, r.y + title_h, cw - u,
                    r.h - title_h - u};
    const float value_px = std::min(cell.h * 0.36f, cw * 0.14f);
    c.text_fit(Face::SemiBold, value_px, value_px * 0.6f,
               Rect{cell.x, cell.y, cell.w, cell.h * 0.55f}, t.campaign[i].second, s.pal.text,
               Align::Left, true);
    const float label_px = std::min(cell.h * 0.2f, cw * 0.09f);
    c.text_fit(Face::Regular, label_px, label_px * 0.7f,
               Rect{cell.x, cell.y + cell.h * 0.55f, cell.w, cell.h * 0.45f}, t.campaign[i].first,
               s.pal.text_muted, Align::Left, false, 2);
  }
}

void draw_table(const Scene& s, const Rect& r, const game::StatisticsText& t, float u) {
  Canvas& c = s.c;
  draw_panel(s, r, u);
  const int lines = static_cast<int>(t.rows.size()) + 3;  // title, header, rows, streak
  const float lh = std::min((r.h - 2 * u) / static_cast<float>(lines), 8 * u);
  const float px = std::min(lh * 0.4f, 2.4f * u);
  float y = r.y + u;
  c.text_in(Face::SemiBold, std::min(lh * 0.5f, 2.8f * u), Rect{r.x + 2.5f * u, y, r.w, lh},
            tr("Free play"), s.pal.text, Align::Left);
  y += lh;
  const float x0 = r.x + 2.5f * u, x1 = r.right() - 2.5f * u;
  constexpr int kColumns = 6;
  // The column headings, short: six columns share a narrow card.
  const std::string head[kColumns] = {
      // TRANSLATORS: a column heading of the free-play table: games begun. Short (six columns
      // share half the window).
      tr("Started"),
      // TRANSLATORS: a column heading of the free-play table: games won. Short.
      tr("Won"),
      // TRANSLATORS: a column heading of the free-play table: games begun and never finished.
      // Short.
      tr("Abandoned"),
      // TRANSLATORS: a column heading of the free-play table: the share of games begun that were
      // won. Short.
      tr("Win rate"),
      // TRANSLATORS: a column heading of the free-play table: the best time. Short.
      tr("Best"),
      // TRANSLATORS: a column heading of the free-play table: the average time. Short.
      tr("Average")};
  auto values = [](const game::StatisticsRow& row) {
    return std::array<const std::string*, kColumns>{&row.started, &row.won,  &row.abandoned,
                                                    &row.rate,    &row.best, &row.average};
  };
  // Measured, not guessed: each column is as wide as its widest heading or figure, the labels'
  // column as its widest label; what the card has left is shared out as gaps. When they do not
  // fit, everything shrinks together (to three fifths); past that a heading takes two lines.
  const float head_scale = 0.8f;  // headings a little smaller than the figures
  const float dot = px * 1.3f;
  float label_need = 0;
  std::array<float, kColumns> need{};
  for (int k = 0; k < kColumns; ++k)
    need[static_cast<std::size_t>(k)] = c.measure(Face::Medium, px * head_scale, head[k]);
  for (const game::StatisticsRow& row : t.rows) {
    label_need = std::max(label_need, c.measure(Face::SemiBold, px, row.label));
    const auto v = values(row);
    for (std::size_t k = 0; k < kColumns; ++k)
      need[k] = std::max(need[k], c.measure(Face::Regular, px, *v[k], true));
  }
  const float min_gap = 1.5f * u;
  float total = dot + label_need;
  for (const float n : need) total += n + min_gap;
  const float scale = std::clamp((x1 - x0) / total, 0.6f, 1.0f);
  const float fpx = std::floor(px * scale);
  const float gap = std::max(min_gap, ((x1 - x0) - total * scale) / kColumns + min_gap);
  // Right edges of the columns, from the card's right edge leftwards.
  std::array<Rect, kColumns> col{};
  float right = x1;
  for (int k = kColumns - 1; k >= 0; --k) {
    const float w = need[static_cast<std::size_t>(k)] * scale;
    col[static_cast<std::size_t>(k)] = Rect{right - w, 0, w, lh};
    right -= w + gap;
  }
  const float label_w = std::max(right + gap - min_gap - x0 - dot, label_need * 0.6f);
  const float hpx = std::floor(px * head_scale * scale);
  for (std::size_t k = 0; k < kColumns; ++k) {
    // A heading may be wider than its figures: it may reach into the gap on its left.
    const Rect& cr = col[k];
    c.text_fit(Face::Medium, hpx, hpx * 0.85f,
               Rect{cr.right() - cr.w - gap + min_gap, y, cr.w + gap - min_gap, lh}, head[k],
               s.pal.text_muted, Align::Right, false, 2);
  }
  y += lh;
  for (std::size_t i = 0; i < t.rows.size(); ++i) {
    const game::StatisticsRow& row = t.rows[i];
    if (i % 2 == 0) c.rect(Rect{x0 - u, y, x1 - x0 + 2 * u, lh}, fade(s.pal.peer, 0.6f), u);
    // Rows 0..4 are the levels in order, then Daily (drawn in Master's colour).
    const Color lc = level_color(
        i < static_cast<std::size_t>(kLevelCount) ? static_cast<Level>(i) : Level::Master, s.theme);
    if (i < static_cast<std::size_t>(kLevelCount))
      c.circle(x0 + px * 0.4f, y + lh / 2, px * 0.35f, lc);
    c.text_fit(Face::SemiBold, fpx, fpx * 0.8f, Rect{x0 + dot, y, label_w, lh}, row.label,
               s.pal.text, Align::Left);
    const auto v = values(row);
    for (std::size_t k = 0; k < kColumns; ++k)
      c.text_fit(Face::Regular, fpx, fpx * 0.8f, Rect{col[k].x, y, col[k].w + 1, lh}, *v[k],
                 s.pal.text, Align::Right, true);
    y += lh;
  }
  c.text_fit(Face::Medium, px, px * 0.75f, Rect{x0, y, x1 - x0, lh}, t.streak, s.pal.text,
             Align::Left, false, 2);
}

// Solve times of the last 30 wins per level: x the game (oldest left), y the time from 0 at the
// bottom to the slowest shown at the top; one line and dots per level in its colour.
void draw_chart(const Scene& s, const Rect& r, const game::Progress& p, float u) {
  Canvas& c = s.c;
  draw_panel(s, r, u);
  const float title_h = std::max(6 * u, 24.0f);
  c.text_in(Face::SemiBold, std::min(title_h * 0.46f, 2.8f * u),
            Rect{r.x + 2.5f * u, r.y + u, r.w, title_h}, tr("Solve times, last 30 games"),
            s.pal.text, Align::Left);
  const float legend_h = std::max(4.5f * u, 20.0f);
  const float label_w = std::max(9 * u, 44.0f);
  const Rect plot{r.x + 2.5f * u + label_w, r.y + u + title_h + u, r.w - 5 * u - label_w,
                  r.h - title_h - legend_h - 4 * u};
  if (plot.w <= 0 || plot.h <= 0) return;
  std::int64_t top = 0;
  for (const game::LevelStats& l : p.free_play.levels)
    for (std::int64_t ms : l.recent_ms) top = std::max(top, ms);
  // Round the scale up to a whole minute (at least one).
  const std::int64_t scale = std::max<std::int64_t>(60000, (top + 59999) / 60000 * 60000);
  const float px = std::min(1.8f * u, plot.h * 0.08f);
  for (int k = 0; k <= 4; ++k) {  // grid lines with their times
    const float y = plot.bottom() - plot.h * static_cast<float>(k) / 4;
    c.line(plot.x, y, plot.right(), y, k == 0 ? std::max(1.5f, u * 0.25f) : 1.0f,
           k == 0 ? s.pal.grid_box : s.pal.grid_thin);
    c.text(Face::Regular, px, plot.x - u, y + px * 0.36f,
           game::duration_text(k == 0 ? 0 : scale * k / 4) == "-"
               ? "0:00"
               : game::duration_text(scale * k / 4),
           s.pal.text_muted, Align::Right, true);
  }
  const float step = plot.w / static_cast<float>(game::kRecentSolves - 1);
  const float dot = std::max(2.5f, u * 0.55f);
  bool any = false;
  for (int i = 0; i < kLevelCount; ++i) {
    const auto& times = p.free_play.levels[static_cast<std::size_t>(i)].recent_ms;
    if (times.empty()) continue;
    any = true;
    const Color lc = level_color(static_cast<Level>(i), s.theme);
    float px0 = 0, py0 = 0;
    for (std::size_t k = 0; k < times.size(); ++k) {
      const float x = plot.x + step * static_cast<float>(k);
      const float y =
          plot.bottom() - plot.h * static_cast<float>(times[k]) / static_cast<float>(scale);
      if (k > 0) c.line(px0, py0, x, y, std::max(2.0f, u * 0.35f), lc);
      px0 = x;
      py0 = y;
    }
    for (std::size_t k = 0; k < times.size(); ++k) {
      const float x = plot.x + step * static_cast<float>(k);
      const float y =
          plot.bottom() - plot.h * static_cast<float>(times[k]) / static_cast<float>(scale);
      c.circle(x, y, dot, lc);
    }
  }
  if (!any)
    c.text_in(Face::Regular, std::min(2.2f * u, plot.h * 0.1f), plot,
              tr("Solve a free-play puzzle to start the chart."), s.pal.text_muted);
  // Legend: a dot and the name of each level.
  const float lw = (r.w - 5 * u) / static_cast<float>(kLevelCount);
  const float ly = r.bottom() - legend_h - u;
  for (int i = 0; i < kLevelCount; ++i) {
    const std::string_view name = game::level_word(static_cast<Level>(i));
    const float x = r.x + 2.5f * u + static_cast<float>(i) * lw;
    const float lpx = std::min(legend_h * 0.42f, lw * 0.16f);
    c.circle(x + lpx * 0.5f, ly + legend_h / 2, lpx * 0.4f,
             level_color(static_cast<Level>(i), s.theme));
    c.text_fit(Face::Medium, lpx, lpx * 0.7f, Rect{x + lpx * 1.3f, ly, lw - lpx * 1.3f, legend_h},
               name, s.pal.text, Align::Left);
  }
}

}  // namespace

void draw_statistics(const Scene& s) {
  const game::StatisticsLayout L =
      game::layout_statistics(s.game.viewport_width(), s.game.viewport_height());
  const float u = L.unit;
  draw_back_header(s, L.header, L.back_button, tr("Statistics"), u, L.techniques_button.x - 2 * u);
  // TRANSLATORS: the statistics screen's button to its page of practice figures per technique
  draw_button(s, L.techniques_button, tr("By technique"), ButtonStyle::Secondary,
              s.game.hovering(game::TargetKind::MenuItem, 0));
  const game::StatisticsText t = s.game.statistics();
  draw_campaign(s, L.campaign, t, u);
  draw_table(s, L.table, t, u);
  draw_chart(s, L.chart, s.game.progress(), u);
}

// Statistics by technique (game/technique_stats.hpp): one card, the column headings on top,
// a row for each technique practised, scrolled.
void draw_technique_stats(const Scene& s) {
  Canvas& c = s.c;
  const game::Game& g = s.game;
  const game::TechniqueStatsLayout L = g.technique_stats_layout();
  const float u = L.unit;
  // TRANSLATORS: the title of the statistics page of practice figures per technique
  draw_back_header(s, L.header, L.back_button, tr("Practice by technique"), u, L.header.right());
  draw_panel(s, L.card, u);
  const std::vector<game::TechniqueStatsRow> rows = g.technique_stats_rows();
  const float px = L.px;
  if (rows.empty()) {
    c.text_fit(Face::Regular, px, px * 0.8f, L.card.inset(3 * u),
               // TRANSLATORS: statistics by technique, before any practice in Learn
               tr("No practice yet. Practise a technique in Learn, and its figures appear here."),
               s.pal.text_muted, Align::Center, false, 0);
    return;
  }
  constexpr int kColumns = 4;
  const std::string head[kColumns] = {
      // TRANSLATORS: a column heading of statistics by technique: practice attempts. Short.
      tr("Attempts"),
      // TRANSLATORS: a column heading of statistics by technique: the share of attempts made
      // with no hint and no wrong move. Short (it may take two lines).
      tr("Right without help"),
      // TRANSLATORS: a column heading of statistics by technique: attempts with a hint. Short.
      tr("With a hint"),
      // TRANSLATORS: a column heading of statistics by technique: right of the last attempts,
      // the six that decide mastery. Short.
      tr("Last six")};
  // The technique's name takes what the four figures leave; each figure column is as wide as
  // its widest heading line or figure allows, within a fair share.
  const float x0 = L.viewport.x + 1.5f * u, x1 = L.viewport.right() - 1.5f * u;
  const float col_w = std::min((x1 - x0) * 0.54f / kColumns, 22 * u);
  const float label_w = x1 - x0 - kColumns * col_w;
  const float hpx = std::round(px * 0.8f);
  auto column = [&](int k, float y, float h) {
    return Rect{x0 + label_w + static_cast<float>(k) * col_w + u, y, col_w - u, h};
  };
  for (int k = 0; k < kColumns; ++k)
    c.text_fit(Face::Medium, hpx, hpx * 0.7f, column(k, L.headings.y, L.headings.h), head[k],
               s.pal.text_muted, Align::Right, false, 3, true);  // wrapped before much smaller
  const float scroll = g.technique_stats().scroll();
  const int first = static_cast<int>(std::floor(scroll));
  const int n = static_cast<int>(rows.size());
  for (int i = first; i < std::min(n, first + L.visible); ++i) {
    const game::TechniqueStatsRow& row = rows[static_cast<std::size_t>(i)];
    const Rect r = L.row(i, scroll);
    if (i % 2 == 0) c.rect(r, fade(s.pal.peer, 0.6f), u);
    const Level level = level_of(row.technique);
    const float dot = px * 0.35f;
    c.circle(x0 + dot, r.cy(), dot, level_color(level, s.theme));
    // The name, and under it the state in the Learn list's colours: mastered in the accent, a
    // review due in red.
    const float text_x = x0 + 3 * dot, text_w = label_w - 3 * dot - u;
    // Each line's box as tall as the line it holds, so the two never touch.
    const float spx = std::round(px * 0.78f);
    const float lh = px * Canvas::kLineSpacing, slh = spx * Canvas::kLineSpacing;
    const float ty = r.cy() - (lh + slh) / 2;
    c.text_fit(Face::SemiBold, px, px * 0.65f, Rect{text_x, ty, text_w, lh}, row.label, s.pal.text,
               Align::Left);
    const Color state_ink = row.state == game::LearnState::Mastered ? s.pal.accent
                            : row.state == game::LearnState::Due    ? s.pal.conflict_digit
                                                                    : s.pal.text_muted;
    c.text_fit(Face::Medium, spx, spx * 0.8f, Rect{text_x, ty + lh, text_w, slh}, row.state_words,
               state_ink, Align::Left);
    const std::string* values[kColumns] = {&row.attempts, &row.right, &row.hints, &row.recent};
    for (int k = 0; k < kColumns; ++k)
      c.text_fit(Face::Regular, px, px * 0.75f, column(k, r.y, r.h),
                 *values[static_cast<std::size_t>(k)], s.pal.text, Align::Right, true);
  }
  // Where the rows are scrolled to, when they do not all fit: a thin bar at the card's edge.
  if (n > L.visible) {
    const float track_h = L.viewport.h;
    const float bar_h = std::max(3 * u, track_h * static_cast<float>(L.visible) / n);
    const float bar_y =
        L.viewport.y + (track_h - bar_h) * scroll / static_cast<float>(n - L.visible);
    c.rect(Rect{L.card.right() - 1.2f * u, bar_y, 0.6f * u, bar_h}, s.pal.text_muted, 0.3f * u);
  }
}

}  // namespace nonet::render
