// SPDX-License-Identifier: MIT
// Glyphs rasterized by SDL2_ttf into one 8-bit coverage texture that also holds a white texel,
// so text and SDF shapes share a texture and a draw call (the Dear ImGui font-atlas trick).
//
// Glyphs are rasterized lazily at exact pixel sizes (the drawable's, so HiDPI digits are crisp)
// and packed on shelves. A steady frame only looks glyphs up; new glyphs appear when a screen
// first shows them or after reset(), which the renderer calls when the UI scale changes.
//
//   atlas (size x size, 1 byte per texel)
//   +--+---------------------------+
//   |WW| shelf 0: glyph glyph ...   |   WW = 2x2 white texels at (0,0), sampled at (1,1)
//   +--+---------------------------+
//   | shelf 1: ...                 |
//
// Kerning: SDL_ttf only reads the legacy 'kern' table, which Inter's OTFs do not have (their
// kerning is in GPOS), so text is laid out by advances alone; digits are tabular by choice.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

namespace nonet::render {

enum class Face : std::uint8_t { Regular, Medium, SemiBold };
inline constexpr int kFaceCount = 3;
/// File names of the faces, in Face order, looked up in the font folder.
const char* face_file(Face f);

struct Glyph {
  float x0 = 0, y0 = 0, x1 = 0, y1 = 0;  // ink box relative to (pen x, baseline), pixels, y down
  float u0 = 0, v0 = 0, u1 = 0, v1 = 0;
  float advance = 0;
  bool has_ink = false;
};

struct FontMetrics {
  float ascent = 0;         // baseline to top of the line, positive
  float descent = 0;        // baseline to bottom of the line, positive
  float cap_height = 0;     // height of 'H'
  float digit_height = 0;   // height of '0'..'9' ink
  float digit_advance = 0;  // widest digit: the tabular advance
};

class GlyphAtlas {
 public:
  GlyphAtlas();
  ~GlyphAtlas();
  GlyphAtlas(const GlyphAtlas&) = delete;
  GlyphAtlas& operator=(const GlyphAtlas&) = delete;

  /// Loads the faces from `font_dir`. Returns "" on success, else a message naming the file.
  std::string open(const std::string& font_dir);

  /// The glyph of `cp` at `px` pixels, rasterized on first use. A code point the font lacks
  /// falls back to '?'. Never fails: when the atlas is full, the glyph has no ink and
  /// overflowed() turns true until reset().
  const Glyph& glyph(Face face, int px, char32_t cp);
  const FontMetrics& metrics(Face face, int px);

  /// Drops every glyph (keeps the white texel). Used when the UI scale changes or on overflow;
  /// grows the texture once if the last fill overflowed.
  void reset();
  bool overflowed() const { return overflowed_; }

  int size() const { return size_; }
  const std::vector<std::uint8_t>& pixels() const { return pixels_; }
  /// Bumped whenever pixels() change: the back end uploads when it differs from its copy.
  std::uint64_t version() const { return version_; }
  /// Bumped by reset(): glyphs may now sit where others were (a cached frame is stale).
  std::uint64_t generation() const { return generation_; }
  /// Texture coordinate of the white texel.
  float white_u() const { return white_uv_; }
  float white_v() const { return white_uv_; }
  /// Glyphs rasterized since the atlas was made (for tests and stats).
  std::uint64_t rasterized() const { return rasterized_; }

 private:
  struct SizeEntry {
    FontMetrics metrics;
    std::unordered_map<char32_t, Glyph> glyphs;
  };
  struct FaceData;
  SizeEntry& entry(Face face, int px);
  Glyph rasterize(Face face, int px, char32_t cp);
  bool select_size(Face face, int px);
  bool pack(int w, int h, int& x, int& y);

  std::array<std::unique_ptr<FaceData>, kFaceCount> faces_;
  std::unordered_map<std::uint32_t, SizeEntry> sizes_;  // key: face << 16 | px
  std::vector<std::uint8_t> pixels_;
  int size_ = 1024;
  int shelf_x_ = 0, shelf_y_ = 0, shelf_h_ = 0;
  bool overflowed_ = false;
  std::uint64_t version_ = 1;
  std::uint64_t generation_ = 0;
  std::uint64_t rasterized_ = 0;
  float white_uv_ = 0;
  bool ttf_started_ = false;
};

}  // namespace nonet::render
