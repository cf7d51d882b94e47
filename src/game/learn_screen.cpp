// SPDX-License-Identifier: MIT
// The Learn screen's list, layout, keys and targets.
#include "game/learn_screen.hpp"

#include <algorithm>
#include <cmath>

#include "core/practice.hpp"
#include "game/targets.hpp"

namespace nonet::game {

const std::vector<LearnEntry>& learn_entries() {
  static const std::vector<LearnEntry> kEntries = [] {
    std::vector<LearnEntry> out;
    std::optional<Level> level;
    for (int i = 0; i < kTechniqueCount; ++i) {
      const auto t = static_cast<Technique>(i);
      if (!is_learnable(t)) continue;
      if (level != level_of(t)) {
        level = level_of(t);
        out.push_back(LearnEntry{true, *level, t});
      }
      out.push_back(LearnEntry{false, level_of(t), t});
    }
    return out;
  }();
  return kEntries;
}

int learn_entry_of(Technique t) {
  const auto& list = learn_entries();
  for (std::size_t i = 0; i < list.size(); ++i) {
    if (!list[i].heading && list[i].technique == t) return static_cast<int>(i);
  }
  return 1;
}

LearnLayout layout_learn(float width, float height, bool suggestion) {
  LearnLayout L;
  const ColumnFrame f = layout_column_frame(width, height);
  const float u = f.unit, margin = f.margin, x0 = f.x, w = f.w;
  L.unit = u;
  L.header = f.header;
  L.back_button = f.back_button;
  float y = L.header.bottom() + 1.5f * u;
  if (suggestion) {
    L.suggestion = Rect{x0, y, w, std::max(10 * u, 2 * kMinTouchTarget * 0.75f)};
    y = L.suggestion.bottom() + 1.5f * u;
  }
  L.row_h = std::max(6 * u, kMinTouchTarget);
  L.viewport = Rect{x0, y, w, std::max(L.row_h, height - margin - y)};
  L.visible = std::max(1, static_cast<int>(std::floor(L.viewport.h / L.row_h)));
  L.viewport.h = static_cast<float>(L.visible) * L.row_h;  // whole rows only
  return L;
}

void LearnScreen::open(std::optional<Technique> suggestion) {
  focus_ = suggestion ? kOnSuggestion : 1;
  scroll_ = 0;
}

void LearnScreen::return_to(Technique t, const LearnLayout& L) {
  focus_ = learn_entry_of(t);
  keep_in_view(L);
}

void LearnScreen::keep_in_view(const LearnLayout& L) {
  const int count = static_cast<int>(learn_entries().size());
  const float last = static_cast<float>(std::max(0, count - L.visible));
  if (focus_ >= 0) {
    // A technique's heading stays in view with the first technique of its level.
    const int top = focus_ > 0 && learn_entries()[static_cast<std::size_t>(focus_ - 1)].heading
                        ? focus_ - 1
                        : focus_;
    if (static_cast<float>(top) < scroll_) scroll_ = static_cast<float>(top);
    if (static_cast<float>(focus_) > scroll_ + static_cast<float>(L.visible) - 1)
      scroll_ = static_cast<float>(focus_ - L.visible + 1);
  } else {
    scroll_ = 0;
  }
  scroll_ = std::clamp(scroll_, 0.0f, last);
}

LearnExit LearnScreen::action(Action a, const LearnLayout& L, std::optional<Technique> suggestion) {
  const auto& list = learn_entries();
  const int count = static_cast<int>(list.size());
  // The next technique row from `from` in direction `by` (headings skipped), or `from`.
  auto step = [&](int from, int by) {
    for (int i = from + by; i >= 0 && i < count; i += by) {
      if (!list[static_cast<std::size_t>(i)].heading) return i;
    }
    return from;
  };
  switch (a.kind) {
    case ActionKind::Back:
    case ActionKind::Pause: return LearnExit::Back;
    case ActionKind::Up:
      if (focus_ == kOnSuggestion) break;
      if (step(focus_, -1) == focus_ && suggestion) {
        focus_ = kOnSuggestion;
      } else {
        focus_ = step(focus_, -1);
      }
      keep_in_view(L);
      break;
    case ActionKind::Down:
      focus_ = focus_ == kOnSuggestion ? step(-1, 1) : step(focus_, 1);
      keep_in_view(L);
      break;
    case ActionKind::Scroll: {
      // The wheel moves the list three rows a notch and the focus with it.
      const float last = static_cast<float>(std::max(0, count - L.visible));
      scroll_ = std::clamp(scroll_ + static_cast<float>(a.value * 3), 0.0f, last);
      const int first = static_cast<int>(std::ceil(scroll_));
      if (focus_ < first || focus_ >= first + L.visible) {
        focus_ = step(first - 1, 1);
        if (focus_ >= first + L.visible) focus_ = step(focus_, -1);
      }
      break;
    }
    case ActionKind::Confirm:
      if (focus_ == kOnSuggestion) {
        if (!suggestion) return LearnExit::Stay;
        chosen_ = *suggestion;
      } else {
        chosen_ = list[static_cast<std::size_t>(std::clamp(focus_, 0, count - 1))].technique;
      }
      return LearnExit::Practise;
    default: break;
  }
  return LearnExit::Stay;
}

LearnExit LearnScreen::press(const Target& t, const LearnLayout& L,
                             std::optional<Technique> suggestion) {
  switch (t.kind) {
    case TargetKind::Back: return LearnExit::Back;
    case TargetKind::LearnSuggestion:
      if (!suggestion) return LearnExit::Stay;
      focus_ = kOnSuggestion;
      chosen_ = *suggestion;
      return LearnExit::Practise;
    case TargetKind::LearnRow: {
      if (t.index < 0 || t.index >= kTechniqueCount) return LearnExit::Stay;
      chosen_ = static_cast<Technique>(t.index);
      focus_ = learn_entry_of(chosen_);
      keep_in_view(L);
      return LearnExit::Practise;
    }
    default: return LearnExit::Stay;
  }
}

void LearnScreen::targets(TargetList& out, const LearnLayout& L) const {
  out.push(TargetKind::Back, 0, L.back_button);
  if (L.suggestion.w > 0) out.push(TargetKind::LearnSuggestion, 0, L.suggestion);
  const auto& list = learn_entries();
  const int first = static_cast<int>(std::floor(scroll_));
  const int n = static_cast<int>(list.size());
  for (int i = first; i < std::min(n, first + L.visible); ++i) {
    const LearnEntry& e = list[static_cast<std::size_t>(i)];
    if (!e.heading)
      out.push(TargetKind::LearnRow, static_cast<int>(e.technique), L.row(i, scroll_));
  }
}

}  // namespace nonet::game
