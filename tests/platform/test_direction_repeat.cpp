// SPDX-License-Identifier: MIT
// Held directions repeat like keys; the stick's dead zone has hysteresis.
#include <doctest/doctest.h>

#include "game/direction_repeat.hpp"

using nonet::game::Direction;
using nonet::game::DirectionRepeat;
using nonet::game::kPadRepeatDelayTicks;
using nonet::game::kPadRepeatIntervalTicks;
using nonet::game::stick_direction;

TEST_CASE("a held direction moves at once, after the delay, then once per interval") {
  static_assert(kPadRepeatDelayTicks > kPadRepeatIntervalTicks);
  DirectionRepeat r;
  CHECK(r.press(Direction::Left, 100) == Direction::Left);
  // Nothing more until the delay is over: a quick press is exactly one step.
  for (nonet::game::Tick t = 100; t < 100 + kPadRepeatDelayTicks; ++t)
    CHECK(r.due(t) == Direction::None);
  int moves = 0;
  const nonet::game::Tick held = 100 + kPadRepeatDelayTicks + 4 * kPadRepeatIntervalTicks;
  for (nonet::game::Tick t = 100 + kPadRepeatDelayTicks; t <= held; ++t)
    moves += r.due(t) == Direction::Left ? 1 : 0;
  CHECK(moves == 5);  // at the delay and at four intervals after it
  r.release(Direction::Left);
  CHECK(r.due(held + 100) == Direction::None);
}

TEST_CASE("the newest press repeats; releasing another direction does not stop it") {
  DirectionRepeat r;
  r.press(Direction::Up, 0);
  r.press(Direction::Right, 5);
  r.release(Direction::Up);
  CHECK(r.held() == Direction::Right);
  CHECK(r.due(5 + kPadRepeatDelayTicks) == Direction::Right);
}

TEST_CASE("a late call gives one move, not a burst") {
  DirectionRepeat r;
  r.press(Direction::Down, 0);
  CHECK(r.due(1000) == Direction::Down);
  CHECK(r.due(1000) == Direction::None);
  CHECK(r.due(1000 + kPadRepeatIntervalTicks) == Direction::Down);
}

TEST_CASE("stick: thresholds with hysteresis, the stronger axis decides") {
  CHECK(stick_direction(0.4f, 0, Direction::None) == Direction::None);  // under press
  CHECK(stick_direction(0.6f, 0, Direction::None) == Direction::Right);
  CHECK(stick_direction(0.4f, 0, Direction::Right) == Direction::Right);  // above release
  CHECK(stick_direction(0.3f, 0, Direction::Right) == Direction::None);   // under release
  CHECK(stick_direction(0, -0.9f, Direction::None) == Direction::Up);     // y down
  CHECK(stick_direction(-0.2f, 0.8f, Direction::None) == Direction::Down);
  CHECK(stick_direction(-0.8f, 0.2f, Direction::None) == Direction::Left);
  // On the diagonal a held direction stays until the other axis is clearly stronger.
  CHECK(stick_direction(0.7f, 0.75f, Direction::Right) == Direction::Right);
  CHECK(stick_direction(0.5f, 0.9f, Direction::Right) == Direction::Down);
}
