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

long long DirtyRect::area() const {
  long long a = 0;
  for (int i = 0; i < count; ++i) a += rects[static_cast<std::size_t>(i)].area();
  return a;
}

namespace {
PixelRect united(const PixelRect& a, const PixelRect& b) {
  const int x0 = std::min(a.x, b.x), y0 = std::min(a.y, b.y);
  const int x1 = std::max(a.x + a.w, b.x + b.w), y1 = std::max(a.y + a.h, b.y + b.h);
  return PixelRect{x0, y0, x1 - x0, y1 - y0};
}

// Pixels a union shades that neither rectangle needed (negative when they overlap).
long long waste(const PixelRect& a, const PixelRect& b) {
  return united(a, b).area() - a.area() - b.area();
}

// Up to kMaxRects rectangles covering every changed quad. A new change joins the rectangle it
// wastes least with when that waste is small (neighbouring glyphs of a line, cells of a unit);
// otherwise it starts a rectangle of its own, and when all are taken the cheapest pair merges.
class Cover {
 public:
  void add(PixelRect r) {
    if (count_ > 0) {
      const int best = cheapest_partner(r);
      if (waste(rects_[static_cast<std::size_t>(best)], r) <= kJoinSlack) {
        rects_[static_cast<std::size_t>(best)] = united(rects_[static_cast<std::size_t>(best)], r);
        return;
      }
    }
    if (count_ == DirtyRect::kMaxRects) merge_cheapest_pair();
    rects_[static_cast<std::size_t>(count_++)] = r;
  }
  int count() const { return count_; }
  const std::array<PixelRect, DirtyRect::kMaxRects>& rects() const { return rects_; }

 private:
  // About two cells' worth of pixels: joining costs less than a separate pass over the quads.
  static constexpr long long kJoinSlack = 16 * 1024;
  int cheapest_partner(const PixelRect& r) const {
    int best = 0;
    for (int i = 1; i < count_; ++i)
      if (waste(rects_[static_cast<std::size_t>(i)], r) <
          waste(rects_[static_cast<std::size_t>(best)], r))
        best = i;
    return best;
  }
  void merge_cheapest_pair() {
    int bi = 0, bj = 1;
    for (int i = 0; i < count_; ++i)
      for (int j = i + 1; j < count_; ++j)
        if (waste(rects_[static_cast<std::size_t>(i)], rects_[static_cast<std::size_t>(j)]) <
            waste(rects_[static_cast<std::size_t>(bi)], rects_[static_cast<std::size_t>(bj)])) {
          bi = i;
          bj = j;
        }
    rects_[static_cast<std::size_t>(bi)] =
        united(rects_[static_cast<std::size_t>(bi)], rects_[static_cast<std::size_t>(bj)]);
    rects_[static_cast<std::size_t>(bj)] = rects_[static_cast<std::size_t>(--count_)];
  }
  std::array<PixelRect, DirtyRect::kMaxRects> rects_{};
  int count_ = 0;
};

// A quad's pixels: whole pixels, one pixel of slack for anti-aliased edges, clamped to the
// screen (empty when it lies outside).
PixelRect pixels_of(const Vertex* q, int width, int height) {
  float x0 = q[0].x, y0 = q[0].y, x1 = q[0].x, y1 = q[0].y;
  for (int i = 1; i < 4; ++i) {
    x0 = std::min(x0, q[i].x);
    y0 = std::min(y0, q[i].y);
    x1 = std::max(x1, q[i].x);
    y1 = std::max(y1, q[i].y);
  }
  const int ix0 = std::max(0, static_cast<int>(std::floor(x0)) - 1);
  const int iy0 = std::max(0, static_cast<int>(std::floor(y0)) - 1);
  const int ix1 = std::min(width, static_cast<int>(std::ceil(x1)) + 1);
  const int iy1 = std::min(height, static_cast<int>(std::ceil(y1)) + 1);
  return PixelRect{ix0, iy0, std::max(0, ix1 - ix0), std::max(0, iy1 - iy0)};
}

// The draw state (texture and clip) a quad is drawn with: the command whose index range holds
// its six indices. Commands are few (one on most screens), so a scan is cheap.
const DrawCommand* command_of(const std::vector<DrawCommand>& commands, std::size_t quad) {
  const std::size_t index = 6 * quad;
  for (const DrawCommand& c : commands) {
    if (index >= c.first_index && index < std::size_t{c.first_index} + c.index_count) return &c;
  }
  return nullptr;
}

// Quads of two frames with a different quad count (a digit appeared, a sentence changed): a
// common subsequence of equal quads, drawn with the same texture and clip, found greedily
// with a bounded look-ahead; every quad outside it is covered. That is enough for exactness: a
// pixel outside every unmatched quad is drawn by the same quads, in the same order, in both
// frames. False when the look-ahead's budget runs out (frames too different to be worth it).
class Matcher {
 public:
  Matcher(const std::vector<Vertex>& before, const std::vector<DrawCommand>& before_commands,
          const std::vector<Vertex>& now, const std::vector<DrawCommand>& now_commands)
      : a_(before), ac_(before_commands), b_(now), bc_(now_commands) {}

  template <typename Changed>
  bool run(Changed&& changed) {
    const std::size_t na = a_.size() / 4, nb = b_.size() / 4;
    std::size_t i = 0, j = 0;
    while (i < na && j < nb) {
      if (same(i, j)) {
        ++i;
        ++j;
        continue;
      }
      // The nearest resynchronisation: d quads replaced, removed or inserted.
      std::size_t skip_a = 1, skip_b = 1;  // none within reach: one of each differs
      for (std::size_t d = 1; d <= kLookAhead; ++d) {
        if (budget_ < 3) return false;
        budget_ -= 3;
        if (i + d < na && j + d < nb && same(i + d, j + d)) {
          skip_a = skip_b = d;
          break;
        }
        if (i + d < na && same(i + d, j)) {
          skip_a = d;
          skip_b = 0;
          break;
        }
        if (j + d < nb && same(i, j + d)) {
          skip_a = 0;
          skip_b = d;
          break;
        }
      }
      for (std::size_t k = 0; k < skip_a && i < na; ++k) changed(&a_[4 * i++]);
      for (std::size_t k = 0; k < skip_b && j < nb; ++k) changed(&b_[4 * j++]);
    }
    while (i < na) changed(&a_[4 * i++]);
    while (j < nb) changed(&b_[4 * j++]);
    return true;
  }

 private:
  static constexpr std::size_t kLookAhead = 160;  // a long sentence's glyphs, and then some
  bool same(std::size_t i, std::size_t j) const {
    if (std::memcmp(&a_[4 * i], &b_[4 * j], 4 * sizeof(Vertex)) != 0) return false;
    const DrawCommand* x = command_of(ac_, i);
    const DrawCommand* y = command_of(bc_, j);
    return x != nullptr && y != nullptr && x->texture == y->texture && x->clip == y->clip;
  }
  const std::vector<Vertex>& a_;
  const std::vector<DrawCommand>& ac_;
  const std::vector<Vertex>& b_;
  const std::vector<DrawCommand>& bc_;
  long long budget_ = 40'000;  // quad comparisons before the matcher gives up
};
}  // namespace

DirtyRect FrameDiff::compare(const Batch& batch, int width, int height, Color clear,
                             std::uint64_t atlas_generation) {
  const std::vector<Vertex>& now = batch.vertices();
  DirtyRect out;
  const bool comparable = valid_ && width == width_ && height == height_ && clear == clear_ &&
                          atlas_generation == generation_;
  const bool aligned = comparable && now.size() == previous_.size() &&
                       same_commands(batch.commands(), previous_commands_);
  Cover cover;
  bool found = false;  // cover holds every change
  if (aligned) {
    // The same quads in the same places: compare them one for one.
    for (std::size_t q = 0; q + 3 < now.size(); q += 4) {
      if (std::memcmp(&now[q], &previous_[q], 4 * sizeof(Vertex)) != 0) {
        // What is drawn now, and what must be painted over.
        const PixelRect a = pixels_of(&now[q], width, height);
        const PixelRect b = pixels_of(&previous_[q], width, height);
        if (a.area() == 0 || b.area() == 0 || waste(a, b) <= 0) {
          const PixelRect r = a.area() == 0 ? b : b.area() == 0 ? a : united(a, b);
          if (r.area() > 0) cover.add(r);
        } else {  // it moved: two places, each shaded once
          cover.add(a);
          cover.add(b);
        }
      }
    }
    found = true;
  } else if (comparable) {
    found = Matcher(previous_, previous_commands_, now, batch.commands()).run([&](const Vertex* q) {
      const PixelRect r = pixels_of(q, width, height);
      if (r.area() > 0) cover.add(r);
    });
  }
  if (found) {
    if (cover.count() == 0) {
      out.kind = DirtyRect::Kind::Nothing;
    } else {
      DirtyRect part;
      part.kind = DirtyRect::Kind::Part;
      part.count = cover.count();
      part.rects = cover.rects();
      PixelRect box = part.rects[0];
      for (int i = 1; i < part.count; ++i)
        box = united(box, part.rects[static_cast<std::size_t>(i)]);
      part.x = box.x;
      part.y = box.y;
      part.w = box.w;
      part.h = box.h;
      if (static_cast<double>(part.area()) <= kPartialLimit * width * height) out = part;
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
