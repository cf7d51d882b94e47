// SPDX-License-Identifier: MIT
// FrameDiff: quad-by-quad comparison of two frames.
#include "render/frame_diff.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace nonet::render {

namespace {
// Above this share of the screen a partial redraw saves too little to be worth the bookkeeping.
constexpr double kPartialLimit = 0.5;

bool same_commands(const std::vector<DrawCommand>& a, const std::vector<DrawCommand>& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (a[i].texture != b[i].texture || !(a[i].clip == b[i].clip) ||
        a[i].first_index != b[i].first_index || a[i].index_count != b[i].index_count) {
      return false;
    }
  }
  return true;
}
}  // namespace

DirtyRect FrameDiff::compare(const Batch& batch, int width, int height, Color clear,
                             std::uint64_t atlas_generation) {
  const std::vector<Vertex>& now = batch.vertices();
  DirtyRect out;
  const bool comparable = valid_ && width == width_ && height == height_ && clear == clear_ &&
                          atlas_generation == generation_ && now.size() == previous_.size() &&
                          same_commands(batch.commands(), previous_commands_);
  if (comparable) {
    float x0 = 1e30f, y0 = 1e30f, x1 = -1e30f, y1 = -1e30f;
    auto grow = [&](const Vertex* q) {
      for (int i = 0; i < 4; ++i) {
        x0 = std::min(x0, q[i].x);
        y0 = std::min(y0, q[i].y);
        x1 = std::max(x1, q[i].x);
        y1 = std::max(y1, q[i].y);
      }
    };
    for (std::size_t q = 0; q + 3 < now.size(); q += 4) {
      if (std::memcmp(&now[q], &previous_[q], 4 * sizeof(Vertex)) != 0) {
        grow(&now[q]);        // what is drawn now
        grow(&previous_[q]);  // and what must be painted over
      }
    }
    if (x1 < x0) {
      out.kind = DirtyRect::Kind::Nothing;
    } else {
      // Whole pixels, one pixel of slack for anti-aliased edges, clamped to the screen.
      const int ix0 = std::max(0, static_cast<int>(std::floor(x0)) - 1);
      const int iy0 = std::max(0, static_cast<int>(std::floor(y0)) - 1);
      const int ix1 = std::min(width, static_cast<int>(std::ceil(x1)) + 1);
      const int iy1 = std::min(height, static_cast<int>(std::ceil(y1)) + 1);
      const double area = static_cast<double>(std::max(0, ix1 - ix0)) * std::max(0, iy1 - iy0);
      if (area <= kPartialLimit * width * height)
        out = DirtyRect{DirtyRect::Kind::Part, ix0, iy0, ix1 - ix0, iy1 - iy0};
    }
  }
  previous_.assign(now.begin(), now.end());
  previous_commands_.assign(batch.commands().begin(), batch.commands().end());
  width_ = width;
  height_ = height;
  clear_ = clear;
  generation_ = atlas_generation;
  valid_ = true;
  return out;
}

}  // namespace nonet::render
