// SPDX-License-Identifier: MIT
// Touch gestures and tap snapping, and the 44-logical-pixel hit areas on real layouts.
#include <doctest/doctest.h>

#include <cmath>

#include "game/game.hpp"
#include "game/touch_input.hpp"
#include "platform_test_stage.hpp"

using namespace nonet::game;
using nonet::test::test_stage;

TEST_CASE("a finger that stays put taps where it went down") {
  TouchGesture g;
  g.set_slop(10);
  g.down(7, 100, 200, 0);
  g.move(7, 106, 204);  // a wobble inside the slop
  const auto p = g.up(7);
  REQUIRE(p);
  CHECK(p->x == 100);
  CHECK(p->y == 200);
  CHECK_FALSE(g.up(7));  // one tap, one result
}

TEST_CASE("a drag never taps, and scrolls in whole notches with the finger") {
  TouchGesture g;
  g.set_slop(10);
  g.down(1, 100, 500, 0);
  g.move(1, 100, 480);  // 20 px up: past the slop, a drag
  CHECK(g.dragging());
  CHECK(g.take_scroll_notches(50) == 0);
  g.move(1, 100, 390);                    // 110 px up in all
  CHECK(g.take_scroll_notches(50) == 2);  // finger up = content up = positive, like the wheel
  g.move(1, 100, 600);                    // 100 px down from the start: -210 px since last
  CHECK(g.take_scroll_notches(50) == -4);
  CHECK_FALSE(g.up(1));
}

TEST_CASE("a long press fires once after kLongPressTicks; consumed, the release is no tap") {
  TouchGesture g;
  g.down(1, 10, 10, 100);
  CHECK_FALSE(g.long_press(100 + kLongPressTicks - 1));
  const auto p = g.long_press(100 + kLongPressTicks);
  REQUIRE(p);
  CHECK_FALSE(g.long_press(100 + kLongPressTicks + 30));
  g.consume_long_press();
  CHECK_FALSE(g.up(1));
  // Not consumed (held on something without a long-press meaning): the release still taps.
  g.down(2, 10, 10, 0);
  CHECK(g.long_press(kLongPressTicks));
  CHECK(g.up(2));
}

TEST_CASE("a second finger cancels the gesture; other fingers are ignored") {
  TouchGesture g;
  g.down(1, 10, 10, 0);
  g.down(2, 50, 50, 1);
  CHECK_FALSE(g.active());
  CHECK_FALSE(g.up(1));
  g.down(3, 10, 10, 5);
  g.move(4, 500, 500);  // another finger moving: not this gesture's drag
  CHECK_FALSE(g.dragging());
  CHECK_FALSE(g.up(4));
  CHECK(g.up(3));
}

TEST_CASE("snap_tap: on a target as is, near a small one into it, nearest wins, far is none") {
  const Rect small{100, 100, 20, 20};  // 20 px: grown to 44 for hits
  const Rect other{160, 100, 20, 20};
  const Rect targets[] = {small, other};
  auto p = snap_tap(targets, 110, 110, 44);
  REQUIRE(p);
  CHECK(p->x == 110);
  p = snap_tap(targets, 128, 110, 44);  // 8 px right of `small`, within its 44 px area
  REQUIRE(p);
  CHECK(small.contains(p->x, p->y));
  p = snap_tap(targets, 150, 110, 44);  // inside both grown areas: `other` is nearer
  REQUIRE(p);
  CHECK(other.contains(p->x, p->y));
  CHECK_FALSE(snap_tap(targets, 110, 200, 44));
}

namespace {
// Every target of the current screen answers to taps across at least `min` pixels: taps at its
// centre +- min/2 (less a pixel for the edges) land on it after snapping, unless a neighbour is
// closer than that (then the spacing, not the target, is the limit: returned as a failure).
int targets_smaller_than(const Game& g, float min) {
  const TargetList t = targets(g);
  int small = 0;
  for (const Target& target : t) {
    const Rect& r = target.rect;
    const float h = min / 2 - 1;
    const float xs[] = {r.cx() - h, r.cx() + h, r.cx(), r.cx()};
    const float ys[] = {r.cy(), r.cy(), r.cy() - h, r.cy() + h};
    for (int i = 0; i < 4; ++i) {
      const auto p = snap_tap(t, xs[i], ys[i], min);
      if (!p || !r.contains(p->x, p->y)) {
        ++small;
        break;
      }
    }
  }
  return small;
}
}  // namespace

TEST_CASE("every touch target answers to at least 44 px at 1280x800, 1024x768 and 720x1280") {
  const float sizes[][2] = {{1280, 800}, {1024, 768}, {720, 1280}};
  for (const auto& sz : sizes) {
    CAPTURE(sz[0]);
    CAPTURE(sz[1]);
    Game g(test_stage);
    g.set_viewport(sz[0], sz[1]);
    CHECK(targets_smaller_than(g, 44) == 0);  // title
    g.apply(Action{ActionKind::Down, 0});
    g.apply(Action{ActionKind::Confirm, 0});
    REQUIRE(g.screen() == Screen::StageSelect);
    CHECK(targets_smaller_than(g, 44) == 0);
    g.apply(Action{ActionKind::Confirm, 0});
    REQUIRE(g.screen() == Screen::Play);
    CHECK(targets(g).size() == 1 + 81 + 9 + kActionButtonCount);
    CHECK(targets_smaller_than(g, 44) == 0);
    g.apply(Action{ActionKind::Pause, 0});
    CHECK(targets_smaller_than(g, 44) == 0);
  }
}

TEST_CASE("tiles hidden under the stage grid's header are not tap targets") {
  Game g(test_stage);
  g.set_viewport(1280, 800);
  g.apply(Action{ActionKind::Down, 0});
  g.apply(Action{ActionKind::Confirm, 0});
  g.apply(Action{ActionKind::Scroll, 3});
  REQUIRE(g.stage_scroll() > 0);
  const StageGridLayout L = g.stage_layout();
  for (const Target& t : targets(g)) {
    const Rect& r = t.rect;
    if (t.kind == TargetKind::Back || t.kind == TargetKind::Print) continue;  // the header's
    CHECK(r.y >= L.viewport.y);
    CHECK(r.bottom() <= L.viewport.bottom() + 0.5f);
  }
}
