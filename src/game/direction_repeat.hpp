// SPDX-License-Identifier: MIT
// Held directions turned into cursor moves, the way a keyboard auto-repeats: one move when a
// direction is pressed, then after kPadRepeatDelayTicks one every kPadRepeatIntervalTicks while
// it stays held. Gamepads have no auto-repeat of their own, so the D-pad and the left stick go
// through this. Pure and clock-driven (game ticks), so tests step it with a fake clock.
#pragma once

#include <cstdint>

#include "game/tuning.hpp"

namespace nonet::game {

enum class Direction : std::uint8_t { None, Up, Down, Left, Right };

class DirectionRepeat {
 public:
  /// A direction went down at `now`: it becomes the one that repeats (the newest press wins,
  /// as with keys). Returns it, for the immediate first move.
  Direction press(Direction d, Tick now);
  /// A direction came up: repeating stops if it was the repeating one.
  void release(Direction d);
  /// The move due at `now`, if any (call once per tick; a late call gives one move, not a
  /// burst, so a stalled frame never sends the cursor flying).
  Direction due(Tick now);
  Direction held() const { return held_; }
  void clear() { held_ = Direction::None; }

 private:
  Direction held_ = Direction::None;
  Tick next_at_ = 0;
};

/// The direction a stick at (x, y) (each -1..1, y down) points to, with hysteresis: a direction
/// starts past kStickPressThreshold and holds until the deflection drops under
/// kStickReleaseThreshold, so a stick resting near one threshold cannot chatter. The stronger
/// axis decides; a held direction keeps going until the other axis is clearly stronger, so a
/// diagonal wobble does not flip between two directions.
Direction stick_direction(float x, float y, Direction previous);

}  // namespace nonet::game
