// SPDX-License-Identifier: MIT
// Glyphs rasterized by SDL2_ttf into one 8-bit coverage texture that also holds a white texel,
// so text and SDF shapes share a texture and a draw call (the Dear ImGui font-atlas trick).
//
// Glyphs are rasterized lazily at exact pixel sizes (the drawable's, so HiDPI digits are crisp)
// and packed on shelves. A steady frame only looks glyphs up; new glyphs appear when a screen
// first shows them.
//
//   atlas (size x size, 1 byte per texel)
//   +--+---------------------------+
//   |WW| shelf 0: glyph glyph ...   |   WW = 2x2 white texels at (0,0), sampled at (1,1)
//   +--+---------------------------+
//   | shelf 1: ...                 |
//
// Fonts (issue 26): each Face is a chain. Inter first (Latin, Greek, Cyrillic); a code point Inter
// lacks comes from Noto Sans CJK (Debian's fonts-noto-cjk), opened only when the first such code
// point is asked for, in the face of its collection that the Han preference names (Japanese,
// Korean, Simplified or Traditional Chinese draw unified ideographs in their own forms). A code
// point neither has is drawn as '?' and remembered in missing(), which the layout test reports.
//
// Thousands of glyphs: nothing is dropped when the window changes size. Every glyph remembers the
// frame that last used it; when the atlas is full, compact() keeps the glyphs of the current frame,
// moves their texels together (no glyph is rasterized again) and forgets the rest, growing the
// texture only when the survivors fill more than half of it.
//
// Kerning: SDL_ttf only reads the legacy 'kern' table, which Inter's OTFs do not have (their
// kerning is in GPOS). kerning() shapes each pair of Inter code points once with HarfBuzz (on the
// same font bytes) and remembers the adjustment in font units; the Canvas adds it between glyphs
// when it measures and when it draws, so both agree. The CJK face is not kerned (ideographs sit
// on a fixed em grid); tabular digits are not kerned either.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

struct hb_buffer_t;  // HarfBuzz's, used by kerning()

namespace nonet::render {

enum class Face : std::uint8_t { Regular, Medium, SemiBold };
inline constexpr int kFaceCount = 3;
/// File names of the faces, in Face order, looked up in the font folder.
const char* face_file(Face f);

/// Which regional forms of unified Han ideographs to draw (the face of the Noto CJK collection).
enum class Han : std::uint8_t { Japanese, Korean, SimplifiedChinese, TraditionalChinese };
/// The Han preference of a BCP 47 language tag: ja, ko, zh-Hant/zh-TW/zh-HK, other zh; else
/// Japanese (the collection's first face).
Han han_for_language(std::string_view tag);

struct Glyph {
  float x0 = 0, y0 = 0, x1 = 0, y1 = 0;  // ink box relative to (pen x, baseline), pixels, y down
  float u0 = 0, v0 = 0, u1 = 0, v1 = 0;
  float advance = 0;
  bool has_ink = false;
  bool fallback = false;             // drawn from the CJK face, not Inter
  std::uint64_t used = 0;            // the atlas frame that last looked it up
  int ax = 0, ay = 0, w = 0, h = 0;  // its texels in the atlas (when has_ink)
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
  /// The CJK fallback is not opened here (see fallback_path()).
  std::string open(const std::string& font_dir);

  /// The glyph of `cp` at `px` pixels, rasterized on first use, from the first font of the chain
  /// that has it. A code point no font has is drawn as '?' and added to missing(). Never fails:
  /// when the atlas is full, the glyph has no ink and overflowed() turns true until compact().
  const Glyph& glyph(Face face, int px, char32_t cp);
  const FontMetrics& metrics(Face face, int px);
  /// The horizontal adjustment, in pixels at `px` (negative: closer), between `left` and
  /// `right` in Inter's face (0 when either is not Inter's or the pair is not kerned).
  float kerning(Face face, int px, char32_t left, char32_t right);

  /// Chooses the regional forms of Han ideographs. A change forgets every glyph (reset()).
  void set_han(Han han);
  Han han() const { return han_; }
  /// The CJK collection the fallback reads: $NONET_CJK_FONT, else the first of Debian's
  /// /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc and the other distributions'
  /// folders that exists; "" when there is none (CJK text then counts as missing glyphs).
  /// `bold` names the Bold collection (used for Face::SemiBold), falling back to Regular.
  static std::string fallback_path(bool bold);
  /// Whether a CJK face has been opened (it is opened by the first code point Inter lacks).
  bool fallback_open() const;

  /// Code points that no font of the chain has, in the order first asked for (each once).
  const std::vector<char32_t>& missing() const { return missing_; }
  void clear_missing() { missing_.clear(); }

  /// Starts a frame: glyphs looked up from now on belong to it (compact() keeps them).
  void begin_frame() { ++frame_; }
  /// After an overflow: keeps the glyphs the current frame used, packed together again by
  /// copying their texels (none is rasterized again), forgets the others, and doubles the
  /// texture when the kept glyphs fill more than half of it. The frame must then be drawn again
  /// (texture coordinates moved): generation() changes.
  void compact();
  /// Drops every glyph (keeps the white texel): a new font or Han preference.
  void reset();
  bool overflowed() const { return overflowed_; }
  /// Glyphs held now (for tests and the benchmark).
  std::size_t glyph_count() const;

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
  static bool select_size(FaceData* f, int px);
  FaceData* fallback(Face face);
  bool pack(int w, int h, int& x, int& y);
  void clear_pixels();

  std::array<std::unique_ptr<FaceData>, kFaceCount> faces_;
  std::array<std::unique_ptr<FaceData>, 2> cjk_;  // Regular (Regular, Medium), Bold (SemiBold)
  std::array<bool, 2> cjk_tried_{};
  Han han_ = Han::Japanese;
  std::vector<char32_t> missing_;
  std::uint64_t frame_ = 1;
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
  ::hb_buffer_t* shaping_ = nullptr;  // reused by kerning()
};

}  // namespace nonet::render
