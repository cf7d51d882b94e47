// SPDX-License-Identifier: MIT
// Finger gestures and tap snapping.
#include "game/touch_input.hpp"

#include <algorithm>
#include <cmath>

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

template <typename T, typename RectOf>
std::optional<Point> snap(std::span<const T> targets, float x, float y, float min_size,
                          RectOf rect_of) {
  std::optional<Point> best;
  float best_d = 0;
  for (const T& t : targets) {
    const Rect& r = rect_of(t);
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
}  // namespace

std::optional<Point> snap_tap(std::span<const Rect> targets, float x, float y, float min_size) {
  return snap(targets, x, y, min_size, [](const Rect& r) -> const Rect& { return r; });
}

std::optional<Point> snap_tap(std::span<const Target> targets, float x, float y, float min_size) {
  return snap(targets, x, y, min_size, [](const Target& t) -> const Rect& { return t.rect; });
}

}  // namespace nonet::game
