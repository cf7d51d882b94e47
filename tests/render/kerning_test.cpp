// SPDX-License-Identifier: MIT
// Kerning (issue 26): Inter's GPOS pairs, shaped by HarfBuzz, applied by the Canvas the same way
// when it measures and when it draws.
#include <doctest/doctest.h>

#include <cmath>
#include <string>
#include <string_view>

#include "render/canvas.hpp"

using namespace nonet::render;

namespace {
const std::string kFonts = std::string(NONET_SOURCE_DIR) + "/assets/fonts";

// The width of a string as the sum of its glyphs' advances alone (no kerning).
float advances(GlyphAtlas& a, Face face, int px, std::u32string_view s) {
  float w = 0;
  for (char32_t cp : s) w += a.glyph(face, px, cp).advance;
  return w;
}

// Inter opened, and a Canvas drawing with it into a batch.
struct Rig {
  GlyphAtlas atlas;
  Batch batch;
  Canvas c{batch, atlas};
  Rig() {
    REQUIRE(atlas.open(kFonts) == "");
    c.begin(800, 600);
  }
};
}  // namespace

TEST_CASE("Latin and Cyrillic pairs that Inter kerns are drawn closer; plain pairs are not") {
  Rig r;
  GlyphAtlas& atlas = r.atlas;
  Canvas& c = r.c;
  for (Face face : {Face::Regular, Face::Medium, Face::SemiBold}) {
    CAPTURE(static_cast<int>(face));
    CHECK(atlas.kerning(face, 32, U'A', U'V') < -0.5f);
    CHECK(atlas.kerning(face, 32, U'T', U'o') < -0.5f);
    CHECK(atlas.kerning(face, 32, U'Г', U'о') < -0.5f);  // Cyrillic Ge, o
    CHECK(atlas.kerning(face, 32, U'H', U'H') == 0);
    CHECK(atlas.kerning(face, 32, U'n', U'n') == 0);
  }
  // Measured in pixels at the size asked for: twice the size, twice the adjustment.
  CHECK(atlas.kerning(Face::Regular, 64, U'A', U'V') ==
        doctest::Approx(2 * atlas.kerning(Face::Regular, 32, U'A', U'V')));
  // The Canvas measures with it.
  CHECK(c.measure(Face::Regular, 32, "AVATAR") < advances(atlas, Face::Regular, 32, U"AVATAR") - 2);
  CHECK(c.measure(Face::Regular, 32, "HHH") ==
        doctest::Approx(advances(atlas, Face::Regular, 32, U"HHH")));
}

TEST_CASE("ideographs, tabular digits and the CJK face are not kerned") {
  Rig r;
  GlyphAtlas& atlas = r.atlas;
  Canvas& c = r.c;
  CHECK(atlas.kerning(Face::Regular, 32, U'数', U'独') == 0);  // not Inter's: no pair
  CHECK(atlas.kerning(Face::Regular, 32, U'A', U'数') == 0);
  const float digit = atlas.metrics(Face::Medium, 30).digit_advance;
  CHECK(c.measure(Face::Medium, 30, "1710", true) == doctest::Approx(4 * digit));
  CHECK(c.measure(Face::Medium, 30, "T1", true) ==
        doctest::Approx(atlas.glyph(Face::Medium, 30, U'T').advance + digit));
}

TEST_CASE("every glyph is drawn where the measured width of the text before it ends") {
  Rig r;
  GlyphAtlas& atlas = r.atlas;
  Canvas& c = r.c;
  const Batch& batch = r.batch;
  for (std::string_view s : {"AVAWAY To Ту", "Yes. LT\xE2\x80\x99s WAVE", "Ключ Ґава"}) {
    CAPTURE(s);
    c.begin(1200, 200);
    const float x = 40;
    c.text(Face::Regular, 28, x, 100, s, hex(0x000000));
    // One quad (4 vertices) per inked glyph, in order: its left edge is the pen rounded to a
    // whole pixel plus the glyph's bearing, and the pen is where the measured text up to and
    // including this glyph ends, less the glyph's own advance.
    std::size_t quad = 0, checked = 0;
    for (std::size_t i = 0; i < s.size();) {
      const char32_t cp = next_code_point(s, i);
      const Glyph& g = atlas.glyph(Face::Regular, 28, cp);
      if (!g.has_ink) continue;
      REQUIRE(quad * 4 < batch.vertices().size());
      const float pen = x + c.measure(Face::Regular, 28, s.substr(0, i)) - g.advance;
      CHECK(batch.vertices()[quad * 4].x == doctest::Approx(std::round(pen) + g.x0));
      ++quad;
      ++checked;
    }
    CHECK(quad * 4 == batch.vertices().size());
    CHECK(checked > 5);
  }
}
