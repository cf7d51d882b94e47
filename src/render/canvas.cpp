// SPDX-License-Identifier: MIT
// Canvas: turning shapes and text into quads with the parameters the SDF shader evaluates.
#include "render/canvas.hpp"

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>

#include "render/text_wrap.hpp"

namespace nonet::render {

namespace {
constexpr float kAaMargin = 1.5f;  // quads extend this far past the shape for the AA ramp
constexpr float kTwoPi = 6.28318530718f;
}  // namespace

char32_t next_code_point(std::string_view s, std::size_t& i) {
  const auto b0 = static_cast<unsigned char>(s[i++]);
  if (b0 < 0x80) return b0;
  int extra = b0 >= 0xF0 ? 3 : b0 >= 0xE0 ? 2 : b0 >= 0xC0 ? 1 : -1;
  if (extra < 0) return 0xFFFD;
  char32_t cp = b0 & (0x3F >> extra);
  for (; extra > 0; --extra) {
    if (i >= s.size() || (static_cast<unsigned char>(s[i]) & 0xC0) != 0x80) return 0xFFFD;
    cp = (cp << 6) | (static_cast<unsigned char>(s[i++]) & 0x3F);
  }
  return cp;
}

void Canvas::begin(int width, int height) {
  width_ = width;
  height_ = height;
  batch_.clear();
  clip_depth_ = 0;
  decor_ = false;
  if (log_) log_->clear();
  apply_clip();
}

void Canvas::shape_quad(float cx, float cy, float hx, float hy, float s0, float s1, float s2,
                        float s3, ShapeMode mode, Color c) {
  if (c.a == 0) return;
  const float u = atlas_.white_u(), v = atlas_.white_v();
  auto vert = [&](float lx, float ly) {
    return Vertex{cx + lx, cy + ly, u,   v,   lx,
                  ly,      s0,      s1,  s2,  s3,
                  c.r,     c.g,     c.b, c.a, static_cast<std::uint8_t>(mode),
                  0,       0,       0};
  };
  batch_.quad(vert(-hx, -hy), vert(hx, -hy), vert(hx, hy), vert(-hx, hy));
}

void Canvas::rect(const Rect& r, Color c, float radius) {
  const float hx = r.w / 2, hy = r.h / 2;
  radius = std::clamp(radius, 0.0f, std::min(hx, hy));
  shape_quad(r.cx(), r.cy(), hx + kAaMargin, hy + kAaMargin, hx, hy, radius, 0,
             ShapeMode::RoundRect, c);
  // The part of a rounded rectangle surely covered: inset by what its corners leave out.
  if (log_ && c.a == 255) log_->fills.push_back({r.inset(radius * 0.3f), log_->next++});
}

void Canvas::rect_outline(const Rect& r, Color c, float radius, float thickness) {
  const float hx = r.w / 2, hy = r.h / 2;
  radius = std::clamp(radius, 0.0f, std::min(hx, hy));
  shape_quad(r.cx(), r.cy(), hx + kAaMargin, hy + kAaMargin, hx, hy, radius,
             std::max(0.5f, thickness), ShapeMode::RoundRect, c);
}

void Canvas::shape_bands(float cx, float cy, const Rect& outer, const Rect& hole, float s0,
                         float s1, float s2, float s3, ShapeMode mode, Color c) {
  if (c.a == 0) return;
  const float u = atlas_.white_u(), v = atlas_.white_v();
  auto band = [&](float x0, float y0, float x1, float y1) {
    auto vert = [&](float x, float y) {
      return Vertex{x,      y,   u,   v,   x - cx,
                    y - cy, s0,  s1,  s2,  s3,
                    c.r,    c.g, c.b, c.a, static_cast<std::uint8_t>(mode),
                    0,      0,   0};
    };
    batch_.quad(vert(x0, y0), vert(x1, y0), vert(x1, y1), vert(x0, y1));
  };
  if (hole.w <= 2 || hole.h <= 2) {
    band(outer.x, outer.y, outer.right(), outer.bottom());
    return;
  }
  band(outer.x, outer.y, outer.right(), hole.y);                // top
  band(outer.x, hole.bottom(), outer.right(), outer.bottom());  // bottom
  band(outer.x, hole.y, hole.x, hole.bottom());                 // left
  band(hole.right(), hole.y, outer.right(), hole.bottom());     // right
}

void Canvas::shadow(const Rect& r, float radius, float blur, Color c) {
  const float hx = r.w / 2, hy = r.h / 2;
  radius = std::clamp(radius, 0.0f, std::min(hx, hy));
  // Shadows sit under opaque cards, so only the band around the edge is ever seen: the part
  // deeper inside than the corner radius is left out (a software rasterizer pays per pixel).
  shape_bands(r.cx(), r.cy(), r.inset(-(blur + kAaMargin)), r.inset(radius + 1), hx, hy, radius,
              -std::max(1.0f, blur), ShapeMode::RoundRect, c);
}

void Canvas::circle(float cx, float cy, float radius, Color c) {
  shape_quad(cx, cy, radius + kAaMargin, radius + kAaMargin, radius, radius, radius, 0,
             ShapeMode::RoundRect, c);
}

// Rings and arcs cover only an annulus: the square inscribed in its hole is left out.
void Canvas::ring(float cx, float cy, float radius, float thickness, Color c) {
  const float outer = radius + thickness / 2;
  const float e = outer + kAaMargin, h = (radius - thickness / 2 - kAaMargin) * 0.7071f;
  shape_bands(cx, cy, Rect{cx - e, cy - e, 2 * e, 2 * e}, Rect{cx - h, cy - h, 2 * h, 2 * h}, outer,
              outer, outer, thickness, ShapeMode::RoundRect, c);
}

void Canvas::arc(float cx, float cy, float radius, float thickness, float start, float sweep,
                 Color c) {
  if (sweep <= 0) return;
  if (sweep >= kTwoPi) sweep = kTwoPi;
  const float e = radius + thickness / 2 + kAaMargin,
              h = (radius - thickness / 2 - kAaMargin) * 0.7071f;
  shape_bands(cx, cy, Rect{cx - e, cy - e, 2 * e, 2 * e}, Rect{cx - h, cy - h, 2 * h, 2 * h},
              radius, thickness, start, sweep, ShapeMode::Arc, c);
}

void Canvas::line(float x0, float y0, float x1, float y1, float thickness, Color c) {
  if (c.a == 0) return;
  const float dx = x1 - x0, dy = y1 - y0;
  const float len = std::sqrt(dx * dx + dy * dy);
  const float tx = len > 0 ? dx / len : 1, ty = len > 0 ? dy / len : 0;  // along
  const float nx = -ty, ny = tx;                                         // across
  const float hl = len / 2 + thickness / 2, ht = thickness / 2;
  const float mx = (x0 + x1) / 2, my = (y0 + y1) / 2;
  const float u = atlas_.white_u(), v = atlas_.white_v();
  auto vert = [&](float a, float b) {  // a along, b across, in the line's own frame
    return Vertex{mx + tx * a + nx * b,
                  my + ty * a + ny * b,
                  u,
                  v,
                  a,
                  b,
                  hl,
                  ht,
                  ht,
                  0,
                  c.r,
                  c.g,
                  c.b,
                  c.a,
                  static_cast<std::uint8_t>(ShapeMode::RoundRect),
                  0,
                  0,
                  0};
  };
  const float ea = hl + kAaMargin, eb = ht + kAaMargin;
  batch_.quad(vert(-ea, -eb), vert(ea, -eb), vert(ea, eb), vert(-ea, eb));
}

float Canvas::pair_kerning(Face face, int px, char32_t left, char32_t right, bool tabular) {
  if (left == 0) return 0;
  if (tabular && ((left >= '0' && left <= '9') || (right >= '0' && right <= '9'))) return 0;
  return atlas_.kerning(face, px, left, right);
}

float Canvas::measure(Face face, float px, std::string_view utf8, bool tabular) {
  if (pseudo_ != Pseudo::None) {
    pseudo_text(pseudo_, utf8, pseudo_measure_);
    utf8 = pseudo_measure_;
  }
  const int ipx = static_cast<int>(std::lround(px));
  const float tab = tabular ? atlas_.metrics(face, ipx).digit_advance : 0;
  float w = 0;
  char32_t prev = 0;
  for (std::size_t i = 0; i < utf8.size();) {
    const char32_t cp = next_code_point(utf8, i);
    const bool tab_digit = tabular && cp >= '0' && cp <= '9';
    w += pair_kerning(face, ipx, prev, cp, tabular);
    w += tab_digit ? tab : atlas_.glyph(face, ipx, cp).advance;
    prev = cp;
  }
  return w;
}

float Canvas::text(Face face, float px, float x, float baseline, std::string_view utf8, Color c,
                   Align align, bool tabular) {
  if (pseudo_ != Pseudo::None) {
    pseudo_text(pseudo_, utf8, pseudo_text_);
    utf8 = pseudo_text_;
  }
  const int ipx = static_cast<int>(std::lround(px));
  const float w = measure(face, px, utf8, tabular);
  if (c.a == 0) return w;
  float pen = align == Align::Left ? x : align == Align::Center ? x - w / 2 : x - w;
  pen = std::round(pen);
  baseline = std::round(baseline);
  const float tab = tabular ? atlas_.metrics(face, ipx).digit_advance : 0;
  float ink_x0 = 1e9f, ink_y0 = 1e9f, ink_x1 = -1e9f, ink_y1 = -1e9f;
  char32_t prev = 0;
  for (std::size_t i = 0; i < utf8.size();) {
    const char32_t cp = next_code_point(utf8, i);
    const Glyph& g = atlas_.glyph(face, ipx, cp);
    const bool tab_digit = tabular && cp >= '0' && cp <= '9';
    pen += pair_kerning(face, ipx, prev, cp, tabular);
    prev = cp;
    // A tabular digit is centred in the widest digit's advance. Kerning makes the pen
    // fractional; each glyph lands on the nearest whole pixel so its texels stay sharp.
    const float shift = tab_digit ? std::round((tab - g.advance) / 2) : 0;
    if (g.has_ink) {
      const float gx = std::round(pen) + shift;
      const float x0 = gx + g.x0, y0 = baseline + g.y0;
      const float x1 = gx + g.x1, y1 = baseline + g.y1;
      auto vert = [&](float vx, float vy, float tu, float tv) {
        return Vertex{vx,  vy,  tu,  tv,  0,
                      0,   0,   0,   0,   0,
                      c.r, c.g, c.b, c.a, static_cast<std::uint8_t>(ShapeMode::Texture),
                      0,   0,   0};
      };
      batch_.quad(vert(x0, y0, g.u0, g.v0), vert(x1, y0, g.u1, g.v0), vert(x1, y1, g.u1, g.v1),
                  vert(x0, y1, g.u0, g.v1));
      if (log_) {  // the run's ink, for the layout contract only
        ink_x0 = std::min(ink_x0, x0);
        ink_y0 = std::min(ink_y0, y0);
        ink_x1 = std::max(ink_x1, x1);
        ink_y1 = std::max(ink_y1, y1);
      }
    }
    pen += tab_digit ? tab : g.advance;
  }
  if (log_ && ink_x1 > ink_x0) {
    TextRun run;
    run.ink = Rect{ink_x0, ink_y0, ink_x1 - ink_x0, ink_y1 - ink_y0};
    if (text_box_) {
      run.box = *text_box_;
      run.boxed = true;
    }
    if (clip_depth_ > 0) {
      const ClipRect& k = clips_[static_cast<std::size_t>(clip_depth_ - 1)];
      run.clip = Rect{static_cast<float>(k.x), static_cast<float>(k.y), static_cast<float>(k.w),
                      static_cast<float>(k.h)};
      run.clipped = true;
    }
    run.text = std::string(utf8);
    run.order = log_->next++;
    run.decor = decor_;
    log_->texts.push_back(std::move(run));
  }
  return w;
}

void Canvas::text_in(Face face, float px, const Rect& box, std::string_view utf8, Color c,
                     Align align, bool tabular) {
  const int ipx = static_cast<int>(std::lround(px));
  const FontMetrics& m = atlas_.metrics(face, ipx);
  const bool digits_only = !utf8.empty() && std::all_of(utf8.begin(), utf8.end(), [](char ch) {
    return (ch >= '0' && ch <= '9') || ch == ':' || ch == '/';
  });
  const float h = digits_only ? m.digit_height : m.cap_height;
  const float baseline = box.cy() + h / 2;
  const float x = align == Align::Left ? box.x : align == Align::Center ? box.cx() : box.right();
  text_box_ = &box;
  text(face, px, x, baseline, utf8, c, align, tabular);
  text_box_ = nullptr;
}

namespace {
// The wrapper of canvases the renderer did not give one (tests, tools, benchmarks).
TextWrapper& fallback_wrapper() {
  static TextWrapper shared;
  return shared;
}
constexpr std::string_view kEllipsis = "\xE2\x80\xA6";
}  // namespace

std::string Canvas::ellipsized(Face face, float px, std::string_view utf8, float width,
                               bool tabular) {
  // The longest prefix of whole code points that fits with "…" after it.
  const float room = width - measure(face, px, kEllipsis);
  std::size_t keep = 0;
  for (std::size_t i = 0; i < utf8.size();) {
    std::size_t next = i;
    next_code_point(utf8, next);
    if (measure(face, px, utf8.substr(0, next), tabular) > room) break;
    i = keep = next;
  }
  while (keep > 0 && utf8[keep - 1] == ' ') --keep;
  std::string shown(utf8.substr(0, keep));
  shown += kEllipsis;
  return shown;
}

Canvas::Fit Canvas::text_fit(Face face, float px, float min_px, const Rect& box,
                             std::string_view utf8, Color c, Align align, bool tabular,
                             int max_lines, bool wrap_first) {
  std::string rewritten;  // the pseudo-locale's text, cut below as the player would see it
  if (pseudo_ != Pseudo::None) {
    rewritten = pseudo_text(pseudo_, utf8);
    utf8 = rewritten;
  }
  px = std::max(1.0f, std::round(px));
  min_px = std::clamp(std::round(min_px), 1.0f, px);
  // 1. One line, shrinking to the floor (wrap_first: at the wanted size only, for now).
  auto one_line = [&](float from, float to) -> std::optional<Fit> {
    for (float p = from; p >= to; p -= 1) {
      if (measure(face, p, utf8, tabular) <= box.w) {
        text_in(face, p, box, utf8, c, align, tabular);
        return Fit{p, false, 1};
      }
    }
    return std::nullopt;
  };
  if (const std::optional<Fit> f = one_line(px, wrap_first ? px : min_px)) return *f;
  // How many lines of size p the box holds (at least one), within max_lines.
  auto capacity = [&](float p) {
    const int fit = std::max(1, static_cast<int>(std::floor(box.h / (p * kLineSpacing))));
    return max_lines > 0 ? std::min(fit, max_lines) : fit;
  };
  TextWrapper& wrapper = wrapper_ ? *wrapper_ : fallback_wrapper();
  auto draw_lines = [&](float p, const LineBreakResult& r, std::size_t n, bool cut_last) {
    const float lh = p * kLineSpacing;
    float y = box.cy() - lh * static_cast<float>(n) / 2;
    for (std::size_t i = 0; i < n; ++i, y += lh) {
      const Rect line_box{box.x, y, box.w, lh};
      std::string_view line = r.lines[i].of(utf8);
      if (cut_last && i + 1 == n) {
        // The rest of the text runs on from the last line and is cut where it no longer fits.
        const std::string shown =
            ellipsized(face, p, utf8.substr(r.lines[i].begin), box.w, tabular);
        text_in(face, p, line_box, shown, c, align, tabular);
      } else {
        text_in(face, p, line_box, line, c, align, tabular);
      }
    }
  };
  // 2. Wrapped, at the largest size whose lines all fit. (Not tabular text: the wrapper measures
  // proportional digits, and a count or a clock is one line anyway.)
  if (capacity(min_px) > 1 && !tabular) {
    for (float p = px; p >= min_px; p -= 1) {
      const std::size_t cap = static_cast<std::size_t>(capacity(p));
      if (cap < 2) continue;
      const LineBreakResult& r = wrapper.wrap(*this, face, p, utf8, box.w, cap);
      if (r.truncated || r.cut_mid_word || r.lines.empty()) continue;
      // wrap_first: text that fits on one line at this size is the one line's business below
      // (it may fit larger there).
      if (wrap_first && r.lines.size() < 2) continue;
      bool fits = true;
      for (const LineSpan& l : r.lines)
        fits = fits && measure(face, p, l.of(utf8), tabular) <= box.w;
      if (!fits) continue;
      draw_lines(p, r, r.lines.size(), false);
      return Fit{p, false, static_cast<int>(r.lines.size())};
    }
  }
  // wrap_first: the one line shrinking, when no wrapping fitted.
  if (wrap_first) {
    if (const std::optional<Fit> f = one_line(px - 1, min_px)) return *f;
  }
  // 3. At the floor: the lines the box holds; with text left over, the last runs on and ends
  // with an ellipsis. (A word wider than a whole line was cut inside: that is a cut too.)
  const std::size_t cap = static_cast<std::size_t>(capacity(min_px));
  if (cap > 1 && !tabular) {
    const LineBreakResult& r = wrapper.wrap(*this, face, min_px, utf8, box.w, cap);
    if (!r.lines.empty()) {
      const bool cut = r.truncated || r.cut_mid_word;
      if (log_ && cut) log_->cut.emplace_back(utf8);
      draw_lines(min_px, r, r.lines.size(), r.truncated);
      return Fit{min_px, cut, static_cast<int>(r.lines.size())};
    }
  }
  if (log_) log_->cut.emplace_back(utf8);
  text_in(face, min_px, box, ellipsized(face, min_px, utf8, box.w, tabular), c, align, tabular);
  return Fit{min_px, true, 1};
}

void Canvas::apply_clip() {
  batch_.set_state(
      0, clip_depth_ == 0 ? ClipRect{} : clips_[static_cast<std::size_t>(clip_depth_ - 1)]);
}

void Canvas::push_clip(const Rect& r) {
  ClipRect c{static_cast<int>(std::floor(r.x)), static_cast<int>(std::floor(r.y)),
             static_cast<int>(std::ceil(r.w)), static_cast<int>(std::ceil(r.h)), true};
  if (clip_depth_ > 0) {
    const ClipRect& o = clips_[static_cast<std::size_t>(clip_depth_ - 1)];
    const int x0 = std::max(c.x, o.x), y0 = std::max(c.y, o.y);
    const int x1 = std::min(c.x + c.w, o.x + o.w), y1 = std::min(c.y + c.h, o.y + o.h);
    c = ClipRect{x0, y0, std::max(0, x1 - x0), std::max(0, y1 - y0), true};
  }
  if (clip_depth_ < static_cast<int>(clips_.size()))
    clips_[static_cast<std::size_t>(clip_depth_++)] = c;
  apply_clip();
}

void Canvas::pop_clip() {
  if (clip_depth_ > 0) --clip_depth_;
  apply_clip();
}

}  // namespace nonet::render
