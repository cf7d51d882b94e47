// SPDX-License-Identifier: MIT
// Statistics by technique: rows, layout and scroll (technique_stats.hpp).
#include "game/technique_stats.hpp"

#include <algorithm>
#include <cmath>

#include "core/practice.hpp"
#include "game/format.hpp"
#include "game/targets.hpp"
#include "game/technique_label.hpp"
#include "i18n/i18n.hpp"

namespace nonet::game {

using i18n::tr;

std::vector<TechniqueStatsRow> technique_stats_rows(const LearnProgress& learn,
                                                    std::int64_t today) {
  std::vector<TechniqueStatsRow> rows;
  for (int i = 0; i < kTechniqueCount; ++i) {  // the enum runs easiest first
    const auto t = static_cast<Technique>(i);
    const TechniqueProgress& p = learn.of(t);
    if (!is_learnable(t) || p.attempts == 0) continue;
    TechniqueStatsRow row;
    row.technique = t;
    row.label = technique_label(t);
    row.attempts = std::to_string(p.attempts);
    // TRANSLATORS: statistics by technique: the share of attempts right without help; {0} a
    // whole percentage (write it as your language writes percentages: "78 %", "%78")
    row.right = format(tr("{0}%"), {learn.accuracy(t).value_or(0)});
    row.hints = std::to_string(p.helped);
    // TRANSLATORS: statistics by technique: right without help of the last attempts; {0} of
    // {1} (at most six)
    row.recent = format(tr("{0} of {1}"), {p.recent_right(), static_cast<int>(p.window)});
    row.state = learn.state(t, today);
    switch (row.state) {
      case LearnState::New:  // (not listed: a row has an attempt)
      case LearnState::Practising:
        // TRANSLATORS: statistics by technique, under a technique's name: practised, not
        // mastered yet
        row.state_words = tr("Practising");
        break;
      // TRANSLATORS: Learn: a technique the player has mastered (five right of the last six)
      case LearnState::Mastered: row.state_words = tr("Mastered"); break;
      // TRANSLATORS: Learn: a mastered technique whose review day has come
      case LearnState::Due: row.state_words = tr("Review due"); break;
    }
    rows.push_back(std::move(row));
  }
  return rows;
}

TechniqueStatsLayout layout_technique_stats(float width, float height) {
  TechniqueStatsLayout L;
  const ColumnFrame f = layout_column_frame(width, height);
  const float u = f.unit;
  L.unit = u;
  L.header = f.header;
  L.back_button = f.back_button;
  const float top = L.header.bottom() + 1.5f * u;
  L.card = Rect{f.x, top, f.w, std::max(1.0f, height - f.margin - top)};
  const float pad = 2 * u;
  L.row_h = std::max(7 * u, kMinTouchTarget);  // a name with its state under it
  L.px = std::round(std::clamp(L.row_h * 0.3f, 12.0f, 2.4f * u));
  // The headings (a little smaller) may take three short lines in a narrow window.
  L.headings = Rect{L.card.x + pad, L.card.y + pad, L.card.w - 2 * pad,
                    std::max(L.row_h, 3 * 1.3f * std::round(L.px * 0.8f))};
  L.viewport = Rect{L.headings.x, L.headings.bottom(), L.headings.w,
                    std::max(L.row_h, L.card.bottom() - pad - L.headings.bottom())};
  L.visible = std::max(1, static_cast<int>(std::floor(L.viewport.h / L.row_h)));
  L.viewport.h = static_cast<float>(L.visible) * L.row_h;
  L.card.h = L.viewport.bottom() + pad - L.card.y;  // the card ends under its last whole row
  return L;
}

bool TechniqueStatsScreen::action(Action a, const TechniqueStatsLayout& L, int rows) {
  const float last = static_cast<float>(std::max(0, rows - L.visible));
  switch (a.kind) {
    case ActionKind::Back:
    case ActionKind::Pause:
    case ActionKind::Left:
    case ActionKind::Confirm: return true;
    case ActionKind::Up: scroll_ = std::max(0.0f, scroll_ - 1); break;
    case ActionKind::Down: scroll_ = std::min(last, scroll_ + 1); break;
    case ActionKind::Scroll:
      scroll_ = std::clamp(scroll_ + static_cast<float>(a.value * 3), 0.0f, last);
      break;
    default: break;
  }
  scroll_ = std::clamp(std::round(scroll_), 0.0f, last);
  return false;
}

void TechniqueStatsScreen::targets(TargetList& out, const TechniqueStatsLayout& L) const {
  out.push(TargetKind::Back, 0, L.back_button);
}

}  // namespace nonet::game
