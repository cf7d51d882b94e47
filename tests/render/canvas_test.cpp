// SPDX-License-Identifier: MIT
// Batch splitting, canvas geometry and text layout.
#include <doctest/doctest.h>

#include "render/backend.hpp"
#include "render/canvas.hpp"
#include "render/embedded_shaders.hpp"
#include "render/view_parts.hpp"

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

using namespace nonet::render;

namespace {
const std::string kFonts = std::string(NONET_SOURCE_DIR) + "/assets/fonts";
Vertex v() { return Vertex{}; }
}  // namespace

TEST_CASE("a batch starts a new command only when texture or clip change") {
  Batch b;
  for (int i = 0; i < 10; ++i) b.quad(v(), v(), v(), v());
  CHECK(b.command_count() == 1);
  CHECK(b.commands()[0].index_count == 60);
  b.set_state(0, ClipRect{0, 0, 10, 10, true});
  b.quad(v(), v(), v(), v());
  b.set_state(0, ClipRect{0, 0, 10, 10, true});  // same state: same command
  b.quad(v(), v(), v(), v());
  b.set_state(0, ClipRect{});
  b.quad(v(), v(), v(), v());
  REQUIRE(b.command_count() == 3);
  CHECK(b.commands()[1].first_index == 60);
  CHECK(b.commands()[1].index_count == 12);
  CHECK(b.commands()[2].first_index == 72);
  // State changes without geometry leave no empty command behind.
  b.set_state(7, ClipRect{});
  b.set_state(0, ClipRect{});
  b.quad(v(), v(), v(), v());
  CHECK(b.command_count() == 3);
  const std::size_t cap = b.vertices().capacity();
  b.clear();
  CHECK(b.vertices().empty());
  CHECK(b.vertices().capacity() == cap);
}

TEST_CASE("shapes carry their SDF parameters; text makes one quad per inked glyph") {
  GlyphAtlas atlas;
  REQUIRE(atlas.open(kFonts) == "");
  Batch batch;
  Canvas c(batch, atlas);
  c.begin(800, 600);
  c.rect(Rect{10, 20, 100, 50}, hex(0xFF0000), 8);
  REQUIRE(batch.vertices().size() == 4);
  const Vertex& tl = batch.vertices()[0];
  CHECK(tl.mode == static_cast<std::uint8_t>(ShapeMode::RoundRect));
  CHECK(tl.s0 == doctest::Approx(50));  // half width
  CHECK(tl.s1 == doctest::Approx(25));
  CHECK(tl.s2 == doctest::Approx(8));
  CHECK(tl.x < 10);  // the quad reaches past the edge for the anti-aliasing ramp
  CHECK(tl.lx == doctest::Approx(tl.x - 60));  // local coordinates are relative to the centre

  c.begin(800, 600);
  const float w = c.text(Face::Regular, 24, 0, 100, "A b", hex(0));
  CHECK(batch.vertices().size() == 8);  // the space has no ink
  CHECK(w > 20);
  CHECK(batch.vertices()[0].mode == static_cast<std::uint8_t>(ShapeMode::Texture));

  // Tabular digits: every digit string of the same length has the same width.
  CHECK(c.measure(Face::Medium, 30, "1111", true) ==
        doctest::Approx(c.measure(Face::Medium, 30, "8888", true)));
  CHECK(c.measure(Face::Medium, 30, "1111") < c.measure(Face::Medium, 30, "8888"));

  // Clips nest as intersections.
  c.begin(800, 600);
  c.push_clip(Rect{0, 0, 100, 100});
  c.push_clip(Rect{50, 50, 100, 100});
  c.rect(Rect{0, 0, 10, 10}, hex(0));
  CHECK(batch.commands().back().clip == ClipRect{50, 50, 50, 50, true});
}

TEST_CASE("the glyph atlas rasterizes each glyph once and keeps a white texel") {
  GlyphAtlas atlas;
  REQUIRE(atlas.open(kFonts) == "");
  const auto before = atlas.rasterized();
  const Glyph& g = atlas.glyph(Face::SemiBold, 40, U'7');
  CHECK(g.has_ink);
  CHECK(g.advance > 10);
  CHECK(g.y0 < 0);  // ink above the baseline
  const std::uint64_t version = atlas.version();
  atlas.glyph(Face::SemiBold, 40, U'7');
  CHECK(atlas.rasterized() == before + 1);
  CHECK(atlas.version() == version);
  const auto& px = atlas.pixels();
  const int s = atlas.size();
  CHECK(px[static_cast<std::size_t>(atlas.white_v() * static_cast<float>(s)) *
               static_cast<std::size_t>(s) +
           static_cast<std::size_t>(atlas.white_u() * static_cast<float>(s))] == 255);
  // A code point the font lacks falls back instead of failing.
  CHECK(atlas.glyph(Face::Regular, 20, U'\U0001F600').advance > 0);
  CHECK(atlas.open("/nonexistent").find("/nonexistent/Inter-Regular.otf") != std::string::npos);
}

TEST_CASE("a font folder with an empty or a cut font is refused with the file's name") {
  const std::filesystem::path dir =
      std::filesystem::temp_directory_path() / ("nonet-fonts-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  for (const char* name : {"Inter-Regular.otf", "Inter-Medium.otf", "Inter-SemiBold.otf"})
    std::filesystem::copy_file(kFonts + "/" + name, dir / name,
                               std::filesystem::copy_options::overwrite_existing);
  GlyphAtlas atlas;
  REQUIRE(atlas.open(dir.string()).empty());  // the whole files read back
  CHECK(atlas.glyph(Face::Medium, 24, U'8').advance > 0);
  { std::ofstream(dir / "Inter-Medium.otf", std::ios::trunc); }
  const std::string empty = atlas.open(dir.string());
  CHECK(empty.find("Inter-Medium.otf") != std::string::npos);
  CHECK(empty.find("empty") != std::string::npos);
  {
    std::ofstream cut(dir / "Inter-Medium.otf", std::ios::binary | std::ios::trunc);
    cut.write("OTTO\x00\x0a", 6);  // a font's first bytes and nothing more
  }
  CHECK(atlas.open(dir.string()).find("cannot read font") != std::string::npos);
  // A folder where a face should be is not found, and nothing throws.
  std::filesystem::remove(dir / "Inter-Medium.otf");
  std::filesystem::create_directory(dir / "Inter-Medium.otf");
  CHECK(atlas.open(dir.string()).find("font not found") != std::string::npos);
  std::filesystem::remove_all(dir);
}

TEST_CASE("UTF-8 decoding survives malformed input") {
  std::string_view s = "a\xC2\xB7\xFF\xE2\x9C";
  std::size_t i = 0;
  CHECK(next_code_point(s, i) == U'a');
  CHECK(next_code_point(s, i) == U'\u00B7');
  CHECK(next_code_point(s, i) == 0xFFFD);
  CHECK(next_code_point(s, i) == 0xFFFD);  // truncated sequence
  CHECK(i == s.size());
}

TEST_CASE("both shaders are embedded and shader logs name the file and line") {
  const EmbeddedShader* vert = find_shader("ui.vert.glsl");
  const EmbeddedShader* frag = find_shader("ui.frag.glsl");
  REQUIRE(vert != nullptr);
  REQUIRE(frag != nullptr);
  CHECK(vert->source.rfind("#version 330 core", 0) == 0);
  CHECK(frag->source.find("u_atlas") != std::string_view::npos);
  CHECK(find_shader("missing.glsl") == nullptr);

  CHECK(describe_shader_log("ui.frag.glsl", "0:12(5): error: `foo' undeclared\n") ==
        "shaders/ui.frag.glsl:12: error: `foo' undeclared\n");
  CHECK(describe_shader_log("ui.vert.glsl", "0(7) : error C1008: undefined variable \"x\"") ==
        "shaders/ui.vert.glsl:7: error C1008: undefined variable \"x\"\n");
  CHECK(describe_shader_log("a.glsl", "link failed") == "shaders/a.glsl: link failed\n");
}

TEST_CASE("a notice is wrapped to the window, a long path broken, and nothing of it lost") {
  Batch batch;
  GlyphAtlas atlas;
  REQUIRE(atlas.open(kFonts) == "");
  Canvas c(batch, atlas);
  TextWrapper wrapper;
  const std::string notice =
      "Your progress file was damaged and no good backup was found, so Nonet starts without "
      "it. The damaged copies were kept in "
      "/home/a-player-with-a-long-name/.local/share/Nonet/Nonet/saves/progress.json.corrupt-"
      "20261202-180853.";
  for (const float width : {1240.0f, 440.0f, 120.0f}) {
    CAPTURE(width);
    const LineBreakResult& r = wrapper.wrap(c, Face::Regular, 14, notice, width);
    REQUIRE_FALSE(r.lines.empty());
    std::string joined;
    for (const LineSpan& l : r.lines) {
      CHECK(c.measure(Face::Regular, 14, l.of(notice)) <= width);
      joined += l.of(notice);
    }
    // Every character but the spaces the lines were broken at is kept, in order.
    std::string expected;
    for (char ch : notice)
      if (ch != ' ') expected += ch;
    std::string got;
    for (char ch : joined)
      if (ch != ' ') got += ch;
    CHECK(got == expected);
    if (width < 500) CHECK(r.lines.size() > 2);
  }
  // A path is broken after a '/' where one fits.
  const std::string_view path = "/home/player/.local/share/Nonet/Nonet/saves";
  const LineBreakResult& r = wrapper.wrap(c, Face::Regular, 14, path, 150);
  REQUIRE(r.lines.size() > 1);
  CHECK(r.lines.front().of(path).back() == '/');
}
