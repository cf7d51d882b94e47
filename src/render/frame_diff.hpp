// SPDX-License-Identifier: MIT
// Which part of the screen a frame changes, found by comparing its quads with the last frame's.
// A ticking timer changes one glyph quad, so only a few hundred pixels need drawing again: the
// GL back end redraws that rectangle into its persistent frame texture and presents the whole.
// On a software rasterizer (llvmpipe) this is what keeps an idle play screen under 1% CPU.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "render/batch.hpp"
#include "render/color.hpp"

namespace nonet::render {

struct PixelRect {
  int x = 0, y = 0, w = 0, h = 0;  // drawable pixels, y down
  long long area() const { return static_cast<long long>(w) * h; }
};

/// What a frame must shade again: nothing, everything, or a few rectangles (Part). Changes far
/// apart (a highlighted cell and a caption line) stay separate rectangles rather than one box
/// around both, which on a software rasterizer would shade most of the board.
struct DirtyRect {
  static constexpr int kMaxRects = 4;
  enum class Kind : std::uint8_t { Nothing, Part, Everything } kind = Kind::Everything;
  int x = 0, y = 0, w = 0, h = 0;            // the box around all of rects (for Part)
  std::array<PixelRect, kMaxRects> rects{};  // for Part: rects[0..count) may overlap
  int count = 0;
  long long area() const;  // pixels shaded again (overlaps counted twice)
};

class FrameDiff {
 public:
  FrameDiff() { previous_.reserve(32768); }
  /// Compares the frame with the one before and remembers it. `atlas_generation` changes when
  /// glyph texels may have moved (an atlas reset), which forces a full redraw.
  DirtyRect compare(const Batch& batch, int width, int height, Color clear,
                    std::uint64_t atlas_generation);
  /// Forget the last frame: the next compare() says Everything.
  void invalidate() { valid_ = false; }

 private:
  std::vector<Vertex> previous_;
  std::vector<DrawCommand> previous_commands_;
  int width_ = 0, height_ = 0;
  Color clear_;
  std::uint64_t generation_ = 0;
  bool valid_ = false;
};

}  // namespace nonet::render
