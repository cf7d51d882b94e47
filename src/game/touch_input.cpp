// Finger gestures and tap snapping.
#include "game/touch_input.hpp"

#include <algorithm>
#include <cmath>

#include "game/game.hpp"

namespace nonet::game {

void TouchGesture::down(std::int64_t finger, float x, float y, Tick now) {
  if (active_) {  // a second finger: not a tap, not a drag of the first
    active_ = false;
    return;
  }
  active_ = true;
  dragging_ = long_fired_ = consumed_ = false;
  finger_ = finger;
  start_ = last_ = Point{x, y};
  down_at_ = now;
  pending_dy_ = 0;
}

void TouchGesture::move(std::int64_t finger, float x, float y) {
  if (!active_ || finger != finger_) return;
  if (!dragging_ && std::hypot(x - start_.x, y - start_.y) > slop_) {
    dragging_ = true;
    last_ = start_;  // the drag scrolls from where the finger went down
  }
  if (dragging_) pending_dy_ += y - last_.y;
  last_ = Point{x, y};
}

std::optional<Point> TouchGesture::up(std::int64_t finger) {
  if (!active_ || finger != finger_) return std::nullopt;
  active_ = false;
  if (dragging_ || consumed_) return std::nullopt;
  return start_;
}

std::optional<Point> TouchGesture::long_press(Tick now) {
  if (!active_ || dragging_ || long_fired_ || now - down_at_ < kLongPressTicks) return std::nullopt;
  long_fired_ = true;
  return start_;
}

int TouchGesture::take_scroll_notches(float pixels_per_notch) {
  if (pixels_per_notch <= 0) return 0;
  const int n = static_cast<int>(-pending_dy_ / pixels_per_notch);  // towards zero
  pending_dy_ += static_cast<float>(n) * pixels_per_notch;
  return n;
}

namespace {
Point nearest_in(const Rect& r, float x, float y) {
  // Inside by a fraction of a pixel so the hit test's half-open edges take it.
  const float in = std::min(0.25f, std::min(r.w, r.h) / 4);
  return Point{std::clamp(x, r.x + in, r.right() - in), std::clamp(y, r.y + in, r.bottom() - in)};
}
}  // namespace

std::optional<Point> snap_tap(std::span<const Rect> targets, float x, float y, float min_size) {
  std::optional<Point> best;
  float best_d = 0;
  for (const Rect& r : targets) {
    if (r.w <= 0 || r.h <= 0) continue;
    if (r.contains(x, y)) return Point{x, y};
    const float gw = std::max(r.w, min_size), gh = std::max(r.h, min_size);
    const Rect grown{r.cx() - gw / 2, r.cy() - gh / 2, gw, gh};
    if (!grown.contains(x, y)) continue;
    const Point p = nearest_in(r, x, y);
    const float d = std::hypot(p.x - x, p.y - y);
    if (!best || d < best_d) {
      best = p;
      best_d = d;
    }
  }
  return best;
}

namespace {
Rect intersect(const Rect& a, const Rect& b) {
  const float x0 = std::max(a.x, b.x), y0 = std::max(a.y, b.y);
  const float x1 = std::min(a.right(), b.right()), y1 = std::min(a.bottom(), b.bottom());
  if (x1 <= x0 || y1 <= y0) return Rect{};
  return Rect{x0, y0, x1 - x0, y1 - y0};
}
}  // namespace

std::vector<Rect> touch_targets(const Game& g) {
  std::vector<Rect> out;
  switch (g.screen()) {
    case Screen::Title:
    case Screen::Paused:
    case Screen::Result: {
      const MenuLayout L = g.menu_layout();
      for (int i = 0; i < L.count; ++i) out.push_back(L.items[static_cast<std::size_t>(i)]);
      break;
    }
    case Screen::StageSelect: {
      if (g.pending_stage() != 0) {  // the confirm dialog covers the grid: its buttons only
        const MenuLayout D = g.confirm_layout();
        for (int i = 0; i < D.count; ++i) out.push_back(D.items[static_cast<std::size_t>(i)]);
        break;
      }
      const StageGridLayout L = g.stage_layout();
      out.push_back(L.back_button);
      for (int i = 0; i < kStageCount; ++i) {
        // A tile mostly scrolled under the header or the detail strip is no target (a finger
        // could not aim at the sliver); scrolling brings it back.
        const Rect full = L.tile_rect(i, g.stage_scroll());
        const Rect r = intersect(full, L.viewport);
        if (r.w > 0 && r.h >= std::min(full.h, kMinTouchTarget)) out.push_back(r);
      }
      break;
    }
    case Screen::Settings: {
      const SettingsLayout L = g.settings_layout();
      out.push_back(L.back_button);
      for (const Rect& r : L.rows) out.push_back(r);
      break;
    }
    case Screen::Play: {
      const PlayLayout L = g.play_layout();
      out.push_back(L.pause_button);
      for (int c = 0; c < 81; ++c) out.push_back(L.cell_rect(c));
      for (const Rect& r : L.keys) out.push_back(r);
      for (const Rect& r : L.actions) out.push_back(r);
      break;
    }
  }
  return out;
}

}  // namespace nonet::game
