// SPDX-License-Identifier: MIT
// The glyph atlas under CJK text (issue 26): CPU time of the frame that first shows 400 new
// ideographs, and of the frame after a resize with 2,000 glyphs cached, against a baseline run
// here that drops the atlas on resize (what the renderer did before compaction). Median of
// repeated runs, each on a fresh atlas.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>
#include <string>
#include <vector>

#include "render/canvas.hpp"

using namespace nonet::render;

namespace {
const std::string kFonts = std::string(NONET_SOURCE_DIR) + "/assets/fonts";

std::string utf8(char32_t cp) {
  std::string s;
  if (cp < 0x800) {
    s += static_cast<char>(0xC0 | (cp >> 6));
  } else {
    s += static_cast<char>(0xE0 | (cp >> 12));
    s += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
  }
  s += static_cast<char>(0x80 | (cp & 0x3F));
  return s;
}

// `count` ideographs from `first`, as lines of 20.
std::vector<std::string> paragraph(char32_t first, int count) {
  std::vector<std::string> lines(static_cast<std::size_t>((count + 19) / 20));
  for (int i = 0; i < count; ++i)
    lines[static_cast<std::size_t>(i / 20)] += utf8(first + static_cast<char32_t>(i));
  return lines;
}

void draw(Canvas& c, GlyphAtlas& a, const std::vector<std::string>& lines, float px) {
  auto once = [&] {
    c.begin(1280, 800);
    float y = px;
    for (const std::string& l : lines) {
      c.text(Face::Regular, px, 10, y, l, hex(0));
      y += px * 1.4f;
    }
  };
  a.begin_frame();
  once();
  if (a.overflowed()) {  // the renderer's retry
    a.compact();
    once();
  }
}

double median_ms(int runs, const std::function<double()>& run) {
  std::vector<double> ms;
  for (int i = 0; i < runs; ++i) ms.push_back(run());
  std::sort(ms.begin(), ms.end());
  return ms[ms.size() / 2];
}

template <class F>
double timed(F&& f) {
  const auto t0 = std::chrono::steady_clock::now();
  f();
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}
}  // namespace

int main() {
  if (GlyphAtlas::fallback_path(false).empty()) {
    std::fprintf(stderr, "Noto Sans CJK not found (apt install fonts-noto-cjk)\n");
    return 1;
  }
  const int runs = 9;
  const auto text400 = paragraph(0x4E00, 400);
  // The frame that first shows 400 ideographs, with the CJK face already open ...
  const double warm = median_ms(runs, [&] {
    GlyphAtlas a;
    a.open(kFonts);
    Batch b;
    Canvas c(b, a);
    a.glyph(Face::Regular, 13, U'一');  // opens the face at another size
    return timed([&] { draw(c, a, text400, 24); });
  });
  // ... and opening the face in that frame (the first CJK text of a session).
  const double cold = median_ms(runs, [&] {
    GlyphAtlas a;
    a.open(kFonts);
    Batch b;
    Canvas c(b, a);
    return timed([&] { draw(c, a, text400, 24); });
  });
  std::printf(
      "first frame with 400 new ideographs at 24 px: %.2f ms (face open), %.2f ms "
      "(opening the face in that frame); budget 16 ms\n",
      warm, cold);

  // A resize with 2,000 glyphs cached: 1,600 from earlier screens and a 400-glyph screen. A
  // resize that keeps the UI scale draws the screen at the same sizes; one that changes it
  // draws at a new size.
  const auto earlier = paragraph(0x5000, 1600);
  for (const bool same_scale : {true, false}) {
    const float after = same_scale ? 24 : 26;
    auto resize = [&](bool drop_on_resize) {
      GlyphAtlas a;
      a.open(kFonts);
      Batch b;
      Canvas c(b, a);
      draw(c, a, earlier, 16);
      draw(c, a, text400, 24);
      return timed([&] {
        if (drop_on_resize) a.reset();
        draw(c, a, text400, after);
      });
    };
    const double kept = median_ms(runs, [&] { return resize(false); });
    const double dropped = median_ms(runs, [&] { return resize(true); });
    std::printf(
        "resize with 2,000 glyphs cached, %s: %.2f ms (kept), baseline %.2f ms (atlas "
        "dropped), ratio %.2f\n",
        same_scale ? "same UI scale" : "new UI scale", kept, dropped, kept / dropped);
  }
  return 0;
}
