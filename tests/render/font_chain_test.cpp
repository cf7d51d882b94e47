// SPDX-License-Identifier: MIT
// The glyph atlas's font chain (Inter, then Noto Sans CJK in the language's face), its count of
// missing glyphs, and compaction when it fills (issue 26).
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

#include "render/canvas.hpp"

using namespace nonet::render;

namespace {
const std::string kFonts = std::string(NONET_SOURCE_DIR) + "/assets/fonts";

// The glyph's coverage texels, row by row.
std::vector<std::uint8_t> texels(const GlyphAtlas& a, const Glyph& g) {
  std::vector<std::uint8_t> out;
  for (int y = 0; y < g.h; ++y)
    for (int x = 0; x < g.w; ++x)
      out.push_back(a.pixels()[static_cast<std::size_t>((g.ay + y) * a.size() + g.ax + x)]);
  return out;
}
}  // namespace

TEST_CASE("the CJK face is found, opened only for a code point Inter lacks, and draws it") {
  REQUIRE_MESSAGE(!GlyphAtlas::fallback_path(false).empty(),
                  "Noto Sans CJK is not installed (scripts/setup.sh installs fonts-noto-cjk)");
  GlyphAtlas atlas;
  REQUIRE(atlas.open(kFonts) == "");
  for (char32_t cp : U"Stage 12 — Ключ")
    if (cp) CHECK_FALSE(atlas.glyph(Face::Regular, 24, cp).fallback);
  CHECK_FALSE(atlas.fallback_open());  // English and Cyrillic never open it

  const Glyph& han = atlas.glyph(Face::Regular, 24, U'数');
  CHECK(atlas.fallback_open());
  CHECK(han.fallback);
  CHECK(han.has_ink);
  CHECK(han.advance == doctest::Approx(24).epsilon(0.1));  // ideographs are one em wide
  CHECK(atlas.glyph(Face::SemiBold, 24, U'한').has_ink);
  CHECK(atlas.glyph(Face::Medium, 24, U'。').fallback);
  CHECK(atlas.missing().empty());
}

TEST_CASE("a code point no font has is counted once, and still advances the pen") {
  GlyphAtlas atlas;
  REQUIRE(atlas.open(kFonts) == "");
  CHECK(atlas.glyph(Face::Regular, 20, U'\U0001F600').advance > 0);  // an emoji: in neither font
  atlas.glyph(Face::Medium, 30, U'\U0001F600');
  atlas.glyph(Face::Regular, 20, U'A');
  REQUIRE(atlas.missing().size() == 1);
  CHECK(atlas.missing()[0] == U'\U0001F600');
  atlas.clear_missing();
  CHECK(atlas.missing().empty());
}

TEST_CASE("each language draws unified ideographs in its own forms") {
  REQUIRE(!GlyphAtlas::fallback_path(false).empty());
  CHECK(han_for_language("ja") == Han::Japanese);
  CHECK(han_for_language("ko-KR") == Han::Korean);
  CHECK(han_for_language("zh-Hans") == Han::SimplifiedChinese);
  CHECK(han_for_language("zh_CN") == Han::SimplifiedChinese);
  CHECK(han_for_language("zh-Hant-TW") == Han::TraditionalChinese);
  CHECK(han_for_language("zh-HK") == Han::TraditionalChinese);
  CHECK(han_for_language("en") == Han::Japanese);
  CHECK(han_for_language("kok") == Han::Japanese);  // Konkani is not Korean

  // U+76F4 (直) and U+9AA8 (骨) differ between the Japanese and the Chinese forms.
  GlyphAtlas atlas;
  REQUIRE(atlas.open(kFonts) == "");
  std::vector<std::vector<std::uint8_t>> forms;
  for (Han h : {Han::Japanese, Han::SimplifiedChinese}) {
    atlas.set_han(h);
    CHECK(atlas.glyph_count() == 0);  // a new preference forgets the old forms
    std::vector<std::uint8_t> both = texels(atlas, atlas.glyph(Face::Regular, 48, U'直'));
    const auto bone = texels(atlas, atlas.glyph(Face::Regular, 48, U'骨'));
    both.insert(both.end(), bone.begin(), bone.end());
    forms.push_back(both);
  }
  CHECK(forms[0] != forms[1]);
}

TEST_CASE("a CJK line is centred in its box on its own ink") {
  REQUIRE(!GlyphAtlas::fallback_path(false).empty());
  GlyphAtlas atlas;
  REQUIRE(atlas.open(kFonts) == "");
  Batch batch;
  Canvas c(batch, atlas);
  DrawLog log;
  c.set_draw_log(&log);
  c.begin(800, 600);
  const Rect box{100, 100, 400, 60};
  c.text_in(Face::Regular, 28, box, "数独の練習", hex(0));
  c.text_in(Face::Regular, 28, box, "HEX", hex(0));
  REQUIRE(log.texts.size() == 2);
  for (const TextRun& run : log.texts) {
    INFO(run.text);
    CHECK(std::fabs(run.ink.cy() - box.cy()) <= 2.0f);
  }
}

TEST_CASE("a full atlas keeps the frame's glyphs without rasterizing them again") {
  REQUIRE(!GlyphAtlas::fallback_path(false).empty());
  GlyphAtlas atlas;
  REQUIRE(atlas.open(kFonts) == "");
  const int start_size = atlas.size();
  // An earlier frame (an old window size) fills part of the atlas.
  atlas.begin_frame();
  for (char32_t cp = 0x4E00; cp < 0x4E00 + 400; ++cp) atlas.glyph(Face::Regular, 40, cp);
  REQUIRE_FALSE(atlas.overflowed());

  // This frame's text at the new size: more ideographs than the remaining room holds.
  atlas.begin_frame();
  std::vector<char32_t> shown;
  for (char32_t cp = 0x5000; !atlas.overflowed() && cp < 0x5000 + 4000; ++cp) {
    atlas.glyph(Face::Regular, 30, cp);
    shown.push_back(cp);
  }
  REQUIRE(atlas.overflowed());
  const Glyph& first = atlas.glyph(Face::Regular, 30, shown[0]);
  const std::vector<std::uint8_t> before = texels(atlas, first);
  const std::uint64_t generation = atlas.generation();
  const std::uint64_t rasterized = atlas.rasterized();

  atlas.compact();
  CHECK_FALSE(atlas.overflowed());
  CHECK(atlas.generation() != generation);  // texture coordinates moved: the frame is redrawn
  CHECK(atlas.glyph_count() == shown.size() - 1);  // the old frame's glyphs and the failed one
  CHECK(atlas.size() == start_size);               // the survivors fill less than half: no growth

  // Drawing the frame again rasterizes only the glyph that did not fit.
  for (char32_t cp : shown) CHECK(atlas.glyph(Face::Regular, 30, cp).has_ink);
  CHECK(atlas.rasterized() == rasterized + 1);
  const Glyph& moved = atlas.glyph(Face::Regular, 30, shown[0]);
  CHECK(texels(atlas, moved) == before);  // same coverage, new place
  CHECK(moved.u0 ==
        doctest::Approx(static_cast<float>(moved.ax) / static_cast<float>(atlas.size())));
}

TEST_CASE("an atlas whose one frame needs more than half of it grows") {
  REQUIRE(!GlyphAtlas::fallback_path(false).empty());
  GlyphAtlas atlas;
  REQUIRE(atlas.open(kFonts) == "");
  const int start_size = atlas.size();
  atlas.begin_frame();
  std::vector<char32_t> shown;
  for (char32_t cp = 0x4E00; !atlas.overflowed(); ++cp) {
    atlas.glyph(Face::Regular, 40, cp);
    shown.push_back(cp);
  }
  atlas.compact();
  CHECK(atlas.size() == 2 * start_size);
  for (char32_t cp : shown) CHECK(atlas.glyph(Face::Regular, 40, cp).has_ink);
  CHECK_FALSE(atlas.overflowed());
}
