// SPDX-License-Identifier: MIT
// The statistics screen (issue 12), as text and geometry: the campaign's figures, free play per
// level and the daily puzzle (begun, won, abandoned, win rate, best, average, the streak), and
// where the chart of the last 30 solve times per level goes. Everything comes from game::Progress;
// the view (render/statistics_view.cpp) only draws it. Pure: no SDL.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/free_play.hpp"
#include "game/layout.hpp"
#include "game/learn_progress.hpp"
#include "game/progress.hpp"

namespace nonet::game {

/// "1:05" for 65 s, "1:02:03" past an hour; "-" for 0 (none yet). Whole seconds, rounded down.
std::string duration_text(std::int64_t ms);

/// One row of the free-play table: a level, or the daily puzzle. `abandoned` counts the games
/// begun and never finished (the one open now is neither); `rate` is won of begun, the open
/// one left out ("94%"; "-" before any is over).
struct StatisticsRow {
  std::string label;  // "Easy" .. "Master", "Daily"
  std::string started, won, abandoned, rate, best, average;
};

struct StatisticsText {
  /// "Stages cleared" "12 / 100", "Clean clears" "5", "Play time" "1:02:03".
  std::vector<std::pair<std::string, std::string>> campaign;
  std::vector<StatisticsRow> rows;  // Easy .. Master, then Daily
  /// "Streak: 3 days  ·  longest 5" (or "No streak yet").
  std::string streak;
};
/// The free-play game open or kept now, if any: it is begun but not abandoned.
struct OpenFreePlay {
  Level level = Level::Easy;
  bool daily = false;
};
/// With `learn`, the campaign's figures end with Learn's (issue 28): techniques mastered of
/// those taught, and the share of practice attempts right without help ("-" before any).
StatisticsText statistics_text(const Progress& progress, const CivilDate& today,
                               std::optional<OpenFreePlay> open = std::nullopt,
                               const LearnProgress* learn = nullptr);

struct StatisticsLayout {
  float unit = 1;
  Rect header, back_button;
  Rect techniques_button;  // "By technique", the header's right end (game/technique_stats.hpp)
  Rect campaign;           // a card of the campaign's figures
  Rect table;              // the free-play table (a header line and six rows)
  Rect chart;              // the chart of solve times
  bool portrait = false;
};
StatisticsLayout layout_statistics(float width, float height);

}  // namespace nonet::game
