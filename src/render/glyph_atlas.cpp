// SPDX-License-Identifier: MIT
// GlyphAtlas: SDL2_ttf rasterization and shelf packing.
#include "render/glyph_atlas.hpp"

#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iterator>

namespace nonet::render {

namespace {
constexpr int kPad = 1;         // empty texels between glyphs so bilinear taps never bleed
constexpr int kMaxSize = 4096;  // the atlas grows up to this after an overflow
constexpr int kMinPx = 4, kMaxPx = 512;
}  // namespace

const char* face_file(Face f) {
  switch (f) {
    case Face::Regular: return "Inter-Regular.otf";
    case Face::Medium: return "Inter-Medium.otf";
    case Face::SemiBold: return "Inter-SemiBold.otf";
  }
  return "?";
}

// The font file's bytes stay alive as long as the TTF_Font reading them.
struct GlyphAtlas::FaceData {
  std::vector<char> bytes;
  TTF_Font* font = nullptr;
  int px = 0;  // size the font is currently set to
  ~FaceData() {
    if (font) TTF_CloseFont(font);
  }
};

GlyphAtlas::GlyphAtlas() { reset(); }

GlyphAtlas::~GlyphAtlas() {
  for (auto& f : faces_) f.reset();  // fonts close before SDL_ttf may shut down
  if (ttf_started_) TTF_Quit();      // SDL_ttf counts TTF_Init/TTF_Quit pairs
}

std::string GlyphAtlas::open(const std::string& font_dir) {
  if (!ttf_started_) {
    if (TTF_Init() != 0) return std::string("SDL_ttf failed to start: ") + TTF_GetError();
    ttf_started_ = true;
  }
  for (int i = 0; i < kFaceCount; ++i) {
    const std::string path = font_dir + "/" + face_file(static_cast<Face>(i));
    std::ifstream in(path, std::ios::binary);
    if (!in) return "font not found: " + path;
    auto data = std::make_unique<FaceData>();
    data->bytes.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    SDL_RWops* rw = SDL_RWFromConstMem(data->bytes.data(), static_cast<int>(data->bytes.size()));
    data->font = rw ? TTF_OpenFontRW(rw, 1, 32) : nullptr;
    if (!data->font) return "cannot read font " + path + ": " + TTF_GetError();
    data->px = 32;
    TTF_SetFontHinting(data->font, TTF_HINTING_LIGHT);
    faces_[static_cast<std::size_t>(i)] = std::move(data);
  }
  reset();
  return "";
}

void GlyphAtlas::reset() {
  if (overflowed_ && size_ < kMaxSize) size_ *= 2;
  overflowed_ = false;
  sizes_.clear();
  pixels_.assign(static_cast<std::size_t>(size_) * static_cast<std::size_t>(size_), 0);
  // 2x2 white block in the corner; sampling its centre stays white under bilinear filtering.
  for (int y = 0; y < 2; ++y)
    for (int x = 0; x < 2; ++x) pixels_[static_cast<std::size_t>(y * size_ + x)] = 255;
  white_uv_ = 1.0f / static_cast<float>(size_);
  shelf_x_ = 2 + kPad;
  shelf_y_ = 0;
  shelf_h_ = 2;
  ++version_;
  ++generation_;
}

bool GlyphAtlas::select_size(Face face, int px) {
  FaceData* f = faces_[static_cast<std::size_t>(face)].get();
  if (!f || !f->font) return false;
  if (f->px != px) {
    if (TTF_SetFontSize(f->font, px) != 0) return false;
    f->px = px;
  }
  return true;
}

GlyphAtlas::SizeEntry& GlyphAtlas::entry(Face face, int px) {
  px = std::clamp(px, kMinPx, kMaxPx);
  const std::uint32_t key = static_cast<std::uint32_t>(face) << 16 | static_cast<std::uint32_t>(px);
  auto it = sizes_.find(key);
  if (it != sizes_.end()) return it->second;
  SizeEntry& e = sizes_[key];
  if (select_size(face, px)) {
    TTF_Font* font = faces_[static_cast<std::size_t>(face)]->font;
    e.metrics.ascent = static_cast<float>(TTF_FontAscent(font));
    e.metrics.descent = static_cast<float>(-TTF_FontDescent(font));
    int minx, maxx, miny, maxy, adv;
    if (TTF_GlyphMetrics32(font, 'H', &minx, &maxx, &miny, &maxy, &adv) == 0) {
      e.metrics.cap_height = static_cast<float>(maxy);
    }
    for (char32_t d = '0'; d <= '9'; ++d) {
      if (TTF_GlyphMetrics32(font, d, &minx, &maxx, &miny, &maxy, &adv) == 0) {
        e.metrics.digit_advance = std::max(e.metrics.digit_advance, static_cast<float>(adv));
        e.metrics.digit_height = std::max(e.metrics.digit_height, static_cast<float>(maxy));
      }
    }
  }
  return e;
}

const FontMetrics& GlyphAtlas::metrics(Face face, int px) { return entry(face, px).metrics; }

const Glyph& GlyphAtlas::glyph(Face face, int px, char32_t cp) {
  SizeEntry& e = entry(face, px);
  auto it = e.glyphs.find(cp);
  if (it != e.glyphs.end()) return it->second;
  return e.glyphs.emplace(cp, rasterize(face, std::clamp(px, kMinPx, kMaxPx), cp)).first->second;
}

bool GlyphAtlas::pack(int w, int h, int& x, int& y) {
  if (shelf_x_ + w + kPad > size_) {  // next shelf
    shelf_y_ += shelf_h_ + kPad;
    shelf_x_ = 0;
    shelf_h_ = 0;
  }
  if (w + kPad > size_ || shelf_y_ + h + kPad > size_) return false;
  x = shelf_x_;
  y = shelf_y_;
  shelf_x_ += w + kPad;
  shelf_h_ = std::max(shelf_h_, h);
  return true;
}

Glyph GlyphAtlas::rasterize(Face face, int px, char32_t cp) {
  Glyph g;
  if (!select_size(face, px)) return g;
  TTF_Font* font = faces_[static_cast<std::size_t>(face)]->font;
  if (!TTF_GlyphIsProvided32(font, cp)) cp = '?';
  int minx, maxx, miny, maxy, adv;
  if (TTF_GlyphMetrics32(font, cp, &minx, &maxx, &miny, &maxy, &adv) != 0) return g;
  g.advance = static_cast<float>(adv);
  if (cp == ' ') return g;
  SDL_Surface* s = TTF_RenderGlyph32_Blended(font, cp, SDL_Color{255, 255, 255, 255});
  if (!s) return g;
  ++rasterized_;
  // The surface's left edge is at pen + min(0, minx) and its top at baseline - ascent
  // (measured against SDL_ttf 2.20). Crop it to the ink so the atlas holds no blank texels.
  const float origin_x = static_cast<float>(std::min(0, minx));
  const float origin_y = -static_cast<float>(TTF_FontAscent(font));
  int ix0 = s->w, iy0 = s->h, ix1 = -1, iy1 = -1;
  const bool argb = s->format->BytesPerPixel == 4;
  auto alpha = [&](int x, int y) -> std::uint8_t {
    const auto* row = static_cast<const std::uint8_t*>(s->pixels) + y * s->pitch;
    if (!argb) return row[x];
    std::uint32_t p;
    std::memcpy(&p, row + x * 4, 4);
    return static_cast<std::uint8_t>((p & s->format->Amask) >> s->format->Ashift);
  };
  if (SDL_MUSTLOCK(s)) SDL_LockSurface(s);
  for (int y = 0; y < s->h; ++y)
    for (int x = 0; x < s->w; ++x)
      if (alpha(x, y) != 0) {
        ix0 = std::min(ix0, x);
        iy0 = std::min(iy0, y);
        ix1 = std::max(ix1, x);
        iy1 = std::max(iy1, y);
      }
  int ax = 0, ay = 0;
  const int w = ix1 - ix0 + 1, h = iy1 - iy0 + 1;
  if (ix1 >= 0 && pack(w, h, ax, ay)) {
    for (int y = 0; y < h; ++y)
      for (int x = 0; x < w; ++x)
        pixels_[static_cast<std::size_t>((ay + y) * size_ + ax + x)] = alpha(ix0 + x, iy0 + y);
    const float inv = 1.0f / static_cast<float>(size_);
    g.x0 = origin_x + static_cast<float>(ix0);
    g.y0 = origin_y + static_cast<float>(iy0);
    g.x1 = g.x0 + static_cast<float>(w);
    g.y1 = g.y0 + static_cast<float>(h);
    g.u0 = static_cast<float>(ax) * inv;
    g.v0 = static_cast<float>(ay) * inv;
    g.u1 = static_cast<float>(ax + w) * inv;
    g.v1 = static_cast<float>(ay + h) * inv;
    g.has_ink = true;
    ++version_;
  } else if (ix1 >= 0) {
    overflowed_ = true;
  }
  if (SDL_MUSTLOCK(s)) SDL_UnlockSurface(s);
  SDL_FreeSurface(s);
  return g;
}

}  // namespace nonet::render
