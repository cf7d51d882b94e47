// SPDX-License-Identifier: MIT
// Touch as pure logic: one finger's gesture (tap, long press, drag) and where a tap lands when
// targets are smaller than a fingertip. The platform feeds it finger positions in drawable
// pixels and game ticks; the screen's target list (game/targets.hpp) says what can be tapped,
// so a tap reaches the same hit tests as a mouse click (docs/CONTROLS.md "Touch").
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "game/layout.hpp"
#include "game/targets.hpp"
#include "game/tuning.hpp"

namespace nonet::game {

struct Point {
  float x = 0, y = 0;
};

/// One finger from down to up. A finger that stays within `slop` pixels of where it went down
/// is a tap (reported at the down point, where the player aimed) or, held kLongPressTicks, a
/// long press; one that travels further is a drag and never taps, so sliding across cells
/// selects nothing. A second finger cancels the gesture (no pinch or two-finger tap meaning).
class TouchGesture {
 public:
  void set_slop(float pixels) { slop_ = pixels; }
  void down(std::int64_t finger, float x, float y, Tick now);
  void move(std::int64_t finger, float x, float y);
  /// The finger came up: the tap point if the gesture was a tap.
  std::optional<Point> up(std::int64_t finger);
  /// Once per hold, when the finger has stayed still for kLongPressTicks: where it is held.
  std::optional<Point> long_press(Tick now);
  /// The long press did something, so the release is not also a tap.
  void consume_long_press() { consumed_ = true; }
  void cancel() { active_ = false; }
  bool active() const { return active_; }
  bool dragging() const { return active_ && dragging_; }
  Point start() const { return start_; }
  /// Whole scroll notches of drag since the last call, `pixels_per_notch` each; positive when
  /// the finger moved up (content follows the finger, like a wheel turned away).
  int take_scroll_notches(float pixels_per_notch);

 private:
  bool active_ = false;
  bool dragging_ = false;
  bool long_fired_ = false;
  bool consumed_ = false;
  std::int64_t finger_ = 0;
  Point start_, last_;
  Tick down_at_ = 0;
  float slop_ = 10;
  float pending_dy_ = 0;
};

/// Where to send a tap at (x, y): the point itself when it is on a target; otherwise, among
/// the targets whose hit area grown to `min_size` pixels (centred) holds the point, the
/// nearest point of the nearest target; nullopt when no target is that close. `min_size` is
/// kMinTouchTarget (drawable pixels, game/layout.hpp) for real taps.
std::optional<Point> snap_tap(std::span<const Rect> targets, float x, float y, float min_size);
/// The same over a screen's target list (game/targets.hpp): what the touchscreen uses.
std::optional<Point> snap_tap(std::span<const Target> targets, float x, float y, float min_size);

}  // namespace nonet::game
