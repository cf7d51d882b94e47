// SPDX-License-Identifier: MIT
// The renderer API the views draw with: anti-aliased rounded rectangles, outlines, soft
// shadows, circles, rings and arcs, lines, text and clipping. Every call appends quads to the
// Batch; shapes are evaluated per pixel by the signed-distance shader (shaders/ui.frag.glsl),
// so edges stay smooth at any size and scale. Coordinates are drawable pixels, y down.
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "game/layout.hpp"
#include "render/batch.hpp"
#include "render/color.hpp"
#include "render/glyph_atlas.hpp"
#include "render/pseudo_locale.hpp"

namespace nonet::render {

using game::Rect;
class TextWrapper;

enum class Align : std::uint8_t { Left, Center, Right };

/// What a frame drew, for the layout contract (tests/render/layout_contract_test.cpp): every
/// visible run of text (where its ink landed, the box it was placed in by text_in, the clip in
/// force, the text itself) and every opaque filled rectangle, each with its place in the
/// drawing order, so a test can tell text that is covered (drawn under a card) from text that
/// shows.
struct TextRun {
  Rect ink;
  Rect box;
  bool boxed = false;  // false for text(): no box to fit
  Rect clip;
  bool clipped = false;
  std::string text;
  int order = 0;
  bool decor = false;  // drawn as background ornament (set_decor): under everything, never read
};
struct OpaqueFill {
  Rect rect;
  int order = 0;
};
struct DrawLog {
  std::vector<TextRun> texts;
  std::vector<OpaqueFill> fills;
  std::vector<std::string> cut;  // texts text_fit had to end with an ellipsis
  int next = 0;
  void clear() {
    texts.clear();
    fills.clear();
    cut.clear();
    next = 0;
  }
};

class Canvas {
 public:
  Canvas(Batch& batch, GlyphAtlas& atlas) : batch_(batch), atlas_(atlas) {}

  /// Starts a frame of the given drawable size: empties the batch and the clip stack.
  void begin(int width, int height);
  int width() const { return width_; }
  int height() const { return height_; }

  void rect(const Rect& r, Color c, float radius = 0);
  /// A stroke of `thickness` drawn inside the rectangle's edge.
  void rect_outline(const Rect& r, Color c, float radius, float thickness);
  /// A blurred rounded rectangle (drop shadows): `blur` pixels of falloff outside r. Meant to
  /// be covered by an opaque shape at least as large as r: the hidden middle is not drawn.
  void shadow(const Rect& r, float radius, float blur, Color c);
  void circle(float cx, float cy, float radius, Color c);
  /// A full ring: circle outline centred on `radius`, `thickness` wide.
  void ring(float cx, float cy, float radius, float thickness, Color c);
  /// Part of a ring with round ends. Angles in radians, 0 at 12 o'clock, clockwise.
  void arc(float cx, float cy, float radius, float thickness, float start, float sweep, Color c);
  /// A line segment with round caps.
  void line(float x0, float y0, float x1, float y1, float thickness, Color c);

  /// Draws UTF-8 text with its baseline at y; returns its width. `tabular` gives every digit
  /// the same advance so timers and counts do not jitter. Latin and Cyrillic are kerned
  /// (GlyphAtlas::kerning), in measure() exactly as in text().
  float text(Face face, float px, float x, float baseline, std::string_view utf8, Color c,
             Align align = Align::Left, bool tabular = false);
  float measure(Face face, float px, std::string_view utf8, bool tabular = false);
  /// Text centred in a box, vertically by cap height (digits by their own height).
  void text_in(Face face, float px, const Rect& box, std::string_view utf8, Color c,
               Align align = Align::Center, bool tabular = false);

  /// Text placed in a box, the one call that makes a string fit (issue 26):
  ///  1. on one line (text_in's centring) at the largest whole size from `px` down to `min_px`
  ///     at which it fits the box's width;
  ///  2. else, when `max_lines` allows more than one line (0: as many as the box's height
  ///     holds), wrapped by UAX #14 at the largest size from `px` down to `min_px` at which every
  ///     line fits the width and the lines (kLineSpacing apart) fit the height, the block centred
  ///     in the box;
  ///  3. else at `min_px`, the lines that fit, the last ending with an ellipsis.
  /// With `wrap_first`, step 2 comes before the one line shrinks: a heading takes two lines at
  /// its size rather than one line much smaller (step 1 then only tries `px`, and the one line
  /// shrinking to `min_px` is tried after the wrapped lines).
  /// Returns the size used, the number of lines and whether the text was cut (the layout test
  /// counts cuts through the draw log too).
  struct Fit {
    float px = 0;
    bool cut = false;
    int lines = 1;
  };
  Fit text_fit(Face face, float px, float min_px, const Rect& box, std::string_view utf8, Color c,
               Align align = Align::Center, bool tabular = false, int max_lines = 1,
               bool wrap_first = false);
  /// Baseline-to-baseline distance of wrapped lines, in units of the text's size.
  static constexpr float kLineSpacing = 1.3f;
  /// The wrapper text_fit breaks lines with (the renderer's, which remembers them across frames;
  /// without one, a wrapper shared by canvases that have none).
  void set_wrapper(TextWrapper* w) { wrapper_ = w; }

  /// Clipping nests; the clip is the intersection with the enclosing one.
  void push_clip(const Rect& r);
  void pop_clip();

  GlyphAtlas& atlas() { return atlas_; }
  Batch& batch() { return batch_; }

  /// Records each frame's text runs and opaque fills into `log` (emptied by begin) until set
  /// back to null (tests only: frames drawn without a log allocate nothing for it).
  void set_draw_log(DrawLog* log) { log_ = log; }
  /// Marks the text drawn until set_decor(false) as ornament (the title's faint attract board,
  /// seen through the buttons on purpose): the layout contract lets buttons lie over it.
  void set_decor(bool on) { decor_ = on; }

  /// Rewrites every string drawn or measured from now on in a pseudo-locale (pseudo_locale.hpp):
  /// the layout tests and `nonet --pseudo=...` use it to stress screens before translations.
  void set_pseudo(Pseudo p) { pseudo_ = p; }
  Pseudo pseudo() const { return pseudo_; }

 private:
  void shape_quad(float cx, float cy, float hx, float hy, float s0, float s1, float s2, float s3,
                  ShapeMode mode, Color c);
  /// The quads of `outer` minus `hole` (up to four bands), for shapes whose middle is empty
  /// or hidden; one quad when the hole is too small to matter.
  void shape_bands(float cx, float cy, const Rect& outer, const Rect& hole, float s0, float s1,
                   float s2, float s3, ShapeMode mode, Color c);
  void apply_clip();
  /// The longest start of `utf8` (whole code points) that fits `width` with "…" after it.
  std::string ellipsized(Face face, float px, std::string_view utf8, float width, bool tabular);
  /// Kerning between two code points of a run (none before the first, none beside a tabular
  /// digit).
  float pair_kerning(Face face, int px, char32_t left, char32_t right, bool tabular);

  Batch& batch_;
  GlyphAtlas& atlas_;
  int width_ = 0, height_ = 0;
  std::array<ClipRect, 8> clips_{};
  int clip_depth_ = 0;
  DrawLog* log_ = nullptr;
  bool decor_ = false;
  const Rect* text_box_ = nullptr;  // text_in's box while it calls text()
  Pseudo pseudo_ = Pseudo::None;
  TextWrapper* wrapper_ = nullptr;
  std::string pseudo_measure_, pseudo_text_;  // rewritten strings (reused capacity)
};

/// Decodes one UTF-8 code point at s[i], advancing i; malformed bytes decode as U+FFFD.
char32_t next_code_point(std::string_view s, std::size_t& i);

}  // namespace nonet::render
