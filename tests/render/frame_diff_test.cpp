// SPDX-License-Identifier: MIT
// FrameDiff: the rectangle a frame changes, from its quads.
#include <doctest/doctest.h>

#include "render/frame_diff.hpp"

using namespace nonet::render;

namespace {
Vertex at(float x, float y) {
  Vertex v{};
  v.x = x;
  v.y = y;
  return v;
}
void quad(Batch& b, float x, float y, float w, float h) {
  b.quad(at(x, y), at(x + w, y), at(x + w, y + h), at(x, y + h));
}
}  // namespace

TEST_CASE("an unchanged frame needs nothing; one moved quad needs its old and new place") {
  FrameDiff diff;
  Batch b;
  quad(b, 0, 0, 1000, 800);   // background card
  quad(b, 100, 100, 20, 30);  // a timer digit
  CHECK(diff.compare(b, 1000, 800, Color{}, 0).kind == DirtyRect::Kind::Everything);  // first
  CHECK(diff.compare(b, 1000, 800, Color{}, 0).kind == DirtyRect::Kind::Nothing);

  b.clear();
  quad(b, 0, 0, 1000, 800);
  quad(b, 104, 100, 20, 30);  // the digit changed (moved 4 px)
  const DirtyRect d = diff.compare(b, 1000, 800, Color{}, 0);
  REQUIRE(d.kind == DirtyRect::Kind::Part);
  // Old 100..120 and new 104..124, one pixel of slack each side.
  CHECK(d.x == 99);
  CHECK(d.w == 26);
  CHECK(d.y == 99);
  CHECK(d.h == 32);
}

TEST_CASE("a different quad count, size, clear colour or atlas generation redraws everything") {
  FrameDiff diff;
  Batch b;
  quad(b, 0, 0, 10, 10);
  diff.compare(b, 100, 100, Color{}, 0);
  CHECK(diff.compare(b, 100, 100, Color{}, 1).kind == DirtyRect::Kind::Everything);
  CHECK(diff.compare(b, 120, 100, Color{}, 1).kind == DirtyRect::Kind::Everything);
  CHECK(diff.compare(b, 120, 100, hex(0x123456), 1).kind == DirtyRect::Kind::Everything);
  quad(b, 50, 50, 10, 10);
  CHECK(diff.compare(b, 120, 100, hex(0x123456), 1).kind == DirtyRect::Kind::Everything);
  // A change covering more than half the screen is not worth a partial redraw.
  Batch big;
  quad(big, 0, 0, 10, 10);
  quad(big, 0, 0, 100, 80);
  diff.compare(big, 100, 100, Color{}, 2);
  big.clear();
  quad(big, 0, 0, 10, 10);
  quad(big, 0, 0, 100, 90);
  CHECK(diff.compare(big, 100, 100, Color{}, 2).kind == DirtyRect::Kind::Everything);
  diff.invalidate();
  CHECK(diff.compare(big, 100, 100, Color{}, 2).kind == DirtyRect::Kind::Everything);
}
