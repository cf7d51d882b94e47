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

TEST_CASE("a different size, clear colour or atlas generation redraws everything") {
  FrameDiff diff;
  Batch b;
  quad(b, 0, 0, 10, 10);
  diff.compare(b, 100, 100, Color{}, 0);
  CHECK(diff.compare(b, 100, 100, Color{}, 1).kind == DirtyRect::Kind::Everything);
  CHECK(diff.compare(b, 120, 100, Color{}, 1).kind == DirtyRect::Kind::Everything);
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

TEST_CASE("changes far apart stay separate rectangles, neighbours join, at most four") {
  FrameDiff diff;
  Batch b;
  auto frame = [&](float shift) {
    b.clear();
    quad(b, 0, 0, 1000, 800);
    quad(b, 10 + shift, 10, 20, 20);    // top left
    quad(b, 900 + shift, 700, 20, 20);  // bottom right
    // A caption: five glyphs side by side.
    for (int i = 0; i < 5; ++i)
      quad(b, 400.0f + 12.0f * static_cast<float>(i), 400 + shift, 10, 16);
  };
  frame(0);
  diff.compare(b, 1000, 800, Color{}, 0);
  frame(2);
  const DirtyRect d = diff.compare(b, 1000, 800, Color{}, 0);
  REQUIRE(d.kind == DirtyRect::Kind::Part);
  REQUIRE(d.count == 3);  // the two squares apart, the caption's glyphs as one
  // The box around them is most of the screen; the rectangles are a tiny share of it.
  CHECK(d.w > 900);
  CHECK(d.area() < 5000);
  bool caption = false;
  for (int i = 0; i < d.count; ++i) {
    const PixelRect& r = d.rects[static_cast<std::size_t>(i)];
    if (r.x == 399 && r.w == 60) caption = true;  // 400..458 plus a pixel of slack each side
  }
  CHECK(caption);

  // Nine changes far apart from each other: they must fit in kMaxRects rectangles that still
  // cover every change.
  Batch many, moved;
  quad(many, 0, 0, 1000, 800);
  quad(moved, 0, 0, 1000, 800);
  for (int i = 0; i < 9; ++i) {
    const float x = 100.0f * static_cast<float>(i), y = 80.0f * static_cast<float>(i);
    quad(many, x, y, 10, 10);
    quad(moved, x, y + 1, 10, 10);
  }
  diff.invalidate();
  diff.compare(many, 1000, 800, Color{}, 0);
  const DirtyRect m = diff.compare(moved, 1000, 800, Color{}, 0);
  REQUIRE(m.kind == DirtyRect::Kind::Part);
  CHECK(m.count <= DirtyRect::kMaxRects);
  for (int i = 0; i < 9; ++i) {
    const int x = 100 * i, y = 80 * i;
    bool covered = false;
    for (int k = 0; k < m.count; ++k) {
      const PixelRect& r = m.rects[static_cast<std::size_t>(k)];
      covered = covered || (r.x <= x && r.y <= y && r.x + r.w >= x + 10 && r.y + r.h >= y + 11);
    }
    CHECK(covered);
  }
}

namespace {
bool covers(const DirtyRect& d, int x, int y, int w, int h) {
  for (int i = 0; i < d.count; ++i) {
    const PixelRect& r = d.rects[static_cast<std::size_t>(i)];
    if (r.x <= x && r.y <= y && r.x + r.w >= x + w && r.y + r.h >= y + h) return true;
  }
  return false;
}
}  // namespace

TEST_CASE("quads inserted or removed mid-frame redraw only where they are, not the quads after") {
  // A board, a caption whose text changes length, then a column of buttons drawn after it:
  // the buttons' quads shift in the buffer but not on the screen, and must not be redrawn.
  auto frame = [](Batch& b, int caption_glyphs, bool digit) {
    b.clear();
    quad(b, 0, 0, 1000, 800);
    if (digit) quad(b, 300, 300, 30, 40);  // a digit placed on the board
    for (int i = 0; i < caption_glyphs; ++i)
      quad(b, 100.0f + 12.0f * static_cast<float>(i), 700, 10, 16);
    for (int i = 0; i < 6; ++i) quad(b, 400, 100.0f + 80.0f * static_cast<float>(i), 200, 60);
  };
  FrameDiff diff;
  Batch before, after;
  frame(before, 20, false);
  frame(after, 26, true);
  diff.compare(before, 1000, 800, Color{}, 0);
  const DirtyRect d = diff.compare(after, 1000, 800, Color{}, 0);
  REQUIRE(d.kind == DirtyRect::Kind::Part);
  CHECK(covers(d, 300, 300, 30, 40));                    // the new digit
  CHECK(covers(d, 100 + 12 * 20, 700, 12 * 6 - 2, 16));  // the caption's six new glyphs
  CHECK(d.area() < 10'000);                              // and no button
  // Back again: the removed quads are painted over.
  const DirtyRect back = diff.compare(before, 1000, 800, Color{}, 0);
  REQUIRE(back.kind == DirtyRect::Kind::Part);
  CHECK(covers(back, 300, 300, 30, 40));
  CHECK(covers(back, 100 + 12 * 20, 700, 12 * 6 - 2, 16));
  CHECK(back.area() < 10'000);
}

TEST_CASE("an equal quad under another clip or texture counts as changed") {
  FrameDiff diff;
  Batch a, b;
  quad(a, 0, 0, 1000, 800);
  quad(a, 10, 10, 20, 20);
  a.set_state(0, ClipRect{0, 0, 500, 500, true});
  quad(a, 600, 600, 20, 20);  // clipped away here
  quad(a, 50, 50, 20, 20);
  b.set_state(0, ClipRect{});
  quad(b, 0, 0, 1000, 800);
  quad(b, 10, 10, 20, 20);
  quad(b, 700, 100, 5, 5);  // a new quad: the counts differ
  b.set_state(0, ClipRect{0, 0, 900, 900, true});
  quad(b, 600, 600, 20, 20);  // the same quad, now visible: another clip
  quad(b, 50, 50, 20, 20);
  diff.compare(a, 1000, 800, Color{}, 0);
  const DirtyRect d = diff.compare(b, 1000, 800, Color{}, 0);
  REQUIRE(d.kind == DirtyRect::Kind::Part);
  CHECK(covers(d, 700, 100, 5, 5));
  CHECK(covers(d, 600, 600, 20, 20));
  CHECK(covers(d, 50, 50, 20, 20));
  CHECK_FALSE(covers(d, 10, 10, 20, 20));
}

TEST_CASE("frames too different for the look-ahead redraw everything") {
  // Every quad moves and one is added: no resynchronisation within reach, the budget runs out.
  Batch a, b;
  for (int i = 0; i < 2000; ++i) {
    const float x = static_cast<float>(i % 50) * 2, y = static_cast<float>(i / 50) * 2;
    quad(a, x, y, 1, 1);
    quad(b, x + 0.5f, y, 1, 1);
  }
  quad(b, 0, 0, 1, 1);
  FrameDiff diff;
  diff.compare(a, 1000, 800, Color{}, 0);
  CHECK(diff.compare(b, 1000, 800, Color{}, 0).kind == DirtyRect::Kind::Everything);
}
