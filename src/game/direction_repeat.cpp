// SPDX-License-Identifier: MIT
// Auto-repeat of held directions and the stick's dead zone.
#include "game/direction_repeat.hpp"

#include <cmath>

namespace nonet::game {

Direction DirectionRepeat::press(Direction d, Tick now) {
  if (d == Direction::None) return d;
  held_ = d;
  next_at_ = now + kPadRepeatDelayTicks;
  return d;
}

void DirectionRepeat::release(Direction d) {
  if (d == held_) held_ = Direction::None;
}

Direction DirectionRepeat::due(Tick now) {
  if (held_ == Direction::None || now < next_at_) return Direction::None;
  next_at_ += kPadRepeatIntervalTicks;
  if (next_at_ <= now) next_at_ = now + kPadRepeatIntervalTicks;  // late: skip, never burst
  return held_;
}

namespace {
// The component of (x, y) along a direction (positive when the stick points that way).
float along(Direction d, float x, float y) {
  switch (d) {
    case Direction::Up: return -y;
    case Direction::Down: return y;
    case Direction::Left: return -x;
    case Direction::Right: return x;
    case Direction::None: return 0;
  }
  return 0;
}
}  // namespace

Direction stick_direction(float x, float y, Direction previous) {
  const float ax = std::fabs(x), ay = std::fabs(y);
  const Direction strongest = ax >= ay ? (x < 0 ? Direction::Left : Direction::Right)
                                       : (y < 0 ? Direction::Up : Direction::Down);
  const float strength = std::max(ax, ay);
  if (previous != Direction::None) {
    const float kept = along(previous, x, y);
    if (kept >= static_cast<float>(kStickReleaseThreshold)) {
      // Keep the held direction unless another is clearly stronger (a third more).
      if (strongest == previous || strength < kept * 1.33f) return previous;
    }
  }
  if (strength >= static_cast<float>(kStickPressThreshold)) return strongest;
  return Direction::None;
}

}  // namespace nonet::game
