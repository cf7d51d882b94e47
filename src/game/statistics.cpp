// SPDX-License-Identifier: MIT
// The statistics screen's text and layout (statistics.hpp).
#include "game/statistics.hpp"

#include <algorithm>
#include <cmath>

#include "core/practice.hpp"  // is_learnable
#include "core/rating.hpp"
#include "game/format.hpp"
#include "game/stage_source.hpp"  // level_word
#include "i18n/i18n.hpp"

namespace nonet::game {

using i18n::tr;
using i18n::trn;

std::string duration_text(std::int64_t ms) {
  if (ms <= 0) return "-";
  return clock_text(ms);
}

namespace {

// `open`: 1 when a game of this row is open now (begun, not abandoned).
StatisticsRow row(std::string label, std::int64_t started, std::int64_t played, std::int64_t won,
                  std::int64_t best, std::int64_t total, int open) {
  const std::int64_t abandoned = std::max<std::int64_t>(0, started - played - open);
  // Won of the games begun that are over (finished or abandoned): the one still open has not
  // been won or lost yet. Rounded down, so 99.6% never reads as a perfect 100%.
  const std::int64_t decided = started - open;
  std::string rate = "-";
  if (decided > 0) {
    // TRANSLATORS: the statistics table's win rate: {0} is a whole percentage (e.g. "94%").
    // Languages that space or place the sign differently write it their way ("94 %", "%94").
    rate = format(tr("{0}%"), {static_cast<int>(won * 100 / decided)});
  }
  return StatisticsRow{std::move(label),
                       std::to_string(started),
                       std::to_string(won),
                       std::to_string(abandoned),
                       std::move(rate),
                       duration_text(best),
                       duration_text(won > 0 ? total / won : 0)};
}

}  // namespace

StatisticsText statistics_text(const Progress& p, const CivilDate& today,
                               std::optional<OpenFreePlay> open, const LearnProgress* learn) {
  StatisticsText t;
  int clean = 0;
  for (const StageRecord& r : p.stages) clean += r.clean ? 1 : 0;
  t.campaign.emplace_back(tr("Stages cleared"),
                          std::to_string(p.cleared_count()) + " / " + std::to_string(kStageCount));
  // TRANSLATORS: a statistics label: how many stages were cleared with no mistake and no hint.
  t.campaign.emplace_back(tr("Clean clears"), std::to_string(clean));
  t.campaign.emplace_back(tr("Play time"), duration_text(p.totals.play_ms));
  if (learn != nullptr) {
    int taught = 0, mastered = 0;
    std::int64_t attempts = 0, right = 0;
    for (int i = 0; i < kTechniqueCount; ++i) {
      const auto tq = static_cast<Technique>(i);
      if (!is_learnable(tq)) continue;
      const TechniqueProgress& tp = learn->of(tq);
      ++taught;
      mastered += tp.mastered_day ? 1 : 0;
      attempts += tp.attempts;
      right += tp.right;
    }
    // TRANSLATORS: a statistics label: techniques mastered in Learn (five right of six)
    t.campaign.emplace_back(tr("Techniques mastered"),
                            std::to_string(mastered) + " / " + std::to_string(taught));
    // Rounded down, as the win rates are: 99.6% never reads as a perfect 100%.
    t.campaign.emplace_back(
        // TRANSLATORS: a statistics label: Learn's practice attempts right without help
        tr("Practice right"),
        attempts > 0 ? format(tr("{0}%"), {static_cast<int>(right * 100 / attempts)}) : "-");
  }
  for (int i = 0; i < kLevelCount; ++i) {
    const LevelStats& l = p.free_play.levels[static_cast<std::size_t>(i)];
    const int is_open = open && static_cast<int>(open->level) == i ? 1 : 0;
    t.rows.push_back(row(std::string(level_word(static_cast<Level>(i))), l.started, l.played, l.won,
                         l.best_ms, l.total_ms, is_open));
  }
  const DailyStats& d = p.free_play.daily;
  // TRANSLATORS: the statistics table's row of the daily puzzle, under the levels' rows.
  t.rows.push_back(row(tr("Daily"), d.started, d.played, d.won, d.best_ms, d.total_ms,
                       open && open->daily ? 1 : 0));
  const int current = p.current_streak(today);
  if (d.longest == 0) {
    t.streak = tr("No daily streak yet");
  } else {
    // TRANSLATORS: {0} days in a row with the daily puzzle solved, up to today; {1} the longest
    // such run, in days.
    t.streak = format(trn("Daily streak: {0} day  \xC2\xB7  longest {1}",
                          "Daily streak: {0} days  \xC2\xB7  longest {1}", current),
                      {current, d.longest});
  }
  return t;
}

StatisticsLayout layout_statistics(float width, float height) {
  StatisticsLayout L;
  const float u = layout_unit(width, height);
  L.unit = u;
  L.portrait = height > width * 1.1f;
  const float margin = 4 * u;
  const float w = std::min(width - 2 * margin, 150 * u);
  const float x0 = std::floor((width - w) / 2);
  place_header(L, x0, margin, w, u);
  L.techniques_button = header_button(L.header, u, std::min(w * 0.42f, std::max(24 * u, 150.0f)));
  const float top = L.header.bottom() + 2 * u;
  const float bottom = height - margin;
  const float gap = 2.5f * u;
  if (L.portrait) {
    // One column: campaign, table, chart.
    const float campaign_h = 16 * u;
    const float table_h = std::max(46 * u, 7 * 26.0f);
    L.campaign = Rect{x0, top, w, campaign_h};
    L.table = Rect{x0, L.campaign.bottom() + gap, w, table_h};
    L.chart = Rect{x0, L.table.bottom() + gap, w, std::max(0.0f, bottom - L.table.bottom() - gap)};
  } else {
    // Left: campaign above the table; right: the chart.
    const float left_w = std::floor(w * 0.56f);  // the table has six columns
    const float campaign_h = 16 * u;
    L.campaign = Rect{x0, top, left_w, campaign_h};
    L.table = Rect{x0, L.campaign.bottom() + gap, left_w, bottom - L.campaign.bottom() - gap};
    L.chart = Rect{x0 + left_w + gap, top, w - left_w - gap, bottom - top};
  }
  return L;
}

}  // namespace nonet::game
