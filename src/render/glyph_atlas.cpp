// SPDX-License-Identifier: MIT
// GlyphAtlas: SDL2_ttf rasterization, the CJK fallback, shelf packing and compaction.
#include "render/glyph_atlas.hpp"

#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <hb.h>

#if defined(__unix__) || defined(__APPLE__)
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#define NONET_HAVE_MMAP 1
#endif

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>

namespace nonet::render {

namespace {
constexpr int kPad = 1;         // empty texels between glyphs so bilinear taps never bleed
constexpr int kMaxSize = 4096;  // the atlas grows up to this after an overflow
constexpr int kMinPx = 4, kMaxPx = 512;
// A bound on a face file read whole (the Inter faces are 270 KB; SDL reads memory by an int).
constexpr std::uintmax_t kMaxFontBytes = std::uintmax_t{64} << 20;
}  // namespace

Han han_for_language(std::string_view tag) {
  auto starts = [&](std::string_view p) {
    return tag.size() >= p.size() && tag.substr(0, p.size()) == p &&
           (tag.size() == p.size() || tag[p.size()] == '-' || tag[p.size()] == '_');
  };
  auto has = [&](std::string_view part) { return tag.find(part) != std::string_view::npos; };
  if (starts("ko")) return Han::Korean;
  if (starts("zh"))
    return has("Hant") || has("TW") || has("HK") || has("MO") ? Han::TraditionalChinese
                                                              : Han::SimplifiedChinese;
  return Han::Japanese;
}

const char* face_file(Face f) {
  switch (f) {
    case Face::Regular: return "Inter-Regular.otf";
    case Face::Medium: return "Inter-Medium.otf";
    case Face::SemiBold: return "Inter-SemiBold.otf";
  }
  return "?";
}

// The font file's bytes stay alive as long as the TTF_Font and the HarfBuzz font reading them.
struct GlyphAtlas::FaceData {
  std::vector<char> bytes;
  TTF_Font* font = nullptr;
  hb_font_t* hb = nullptr;  // Inter's faces only: the kerning of pairs (kerning())
  float upem = 1;
  std::unordered_map<std::uint64_t, std::int16_t> kerns;  // (left << 21 | right) -> font units
  int px = 0;                                             // size the font is currently set to
  void* mapped = nullptr;  // the CJK collection, mapped read-only (pages load as glyphs need them)
  std::size_t mapped_size = 0;
  ~FaceData() {
    if (hb) hb_font_destroy(hb);
    if (font) TTF_CloseFont(font);
#ifdef NONET_HAVE_MMAP
    if (mapped) munmap(mapped, mapped_size);
#endif
  }
};

GlyphAtlas::GlyphAtlas() { reset(); }

GlyphAtlas::~GlyphAtlas() {
  if (shaping_) hb_buffer_destroy(shaping_);
  for (auto& f : faces_) f.reset();  // fonts close before SDL_ttf may shut down
  for (auto& f : cjk_) f.reset();
  if (ttf_started_) TTF_Quit();  // SDL_ttf counts TTF_Init/TTF_Quit pairs
}

std::string GlyphAtlas::open(const std::string& font_dir) {
  if (!ttf_started_) {
    if (TTF_Init() != 0) return std::string("SDL_ttf failed to start: ") + TTF_GetError();
    ttf_started_ = true;
  }
  for (int i = 0; i < kFaceCount; ++i) {
    const std::string path = font_dir + "/" + face_file(static_cast<Face>(i));
    // One read of the whole file (a character at a time costs a millisecond a face at launch),
    // sized by the file system: a folder or anything else that is not a file is refused.
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec)) return "font not found: " + path;
    const std::uintmax_t size = std::filesystem::file_size(path, ec);
    if (ec) return "cannot read font " + path + ": " + ec.message();
    if (size == 0) return "cannot read font " + path + ": the file is empty";
    if (size > kMaxFontBytes) return "cannot read font " + path + ": the file is too large";
    std::ifstream in(path, std::ios::binary);
    if (!in) return "font not found: " + path;
    auto data = std::make_unique<FaceData>();
    data->bytes.resize(static_cast<std::size_t>(size));
    if (!in.read(data->bytes.data(), static_cast<std::streamsize>(size)))
      return "cannot read font " + path;
    SDL_RWops* rw = SDL_RWFromConstMem(data->bytes.data(), static_cast<int>(data->bytes.size()));
    data->font = rw ? TTF_OpenFontRW(rw, 1, 32) : nullptr;
    if (!data->font) return "cannot read font " + path + ": " + TTF_GetError();
    data->px = 32;
    TTF_SetFontHinting(data->font, TTF_HINTING_LIGHT);
    // HarfBuzz reads the same bytes for the GPOS kerning SDL_ttf does not apply.
    hb_blob_t* blob = hb_blob_create(data->bytes.data(), static_cast<unsigned>(data->bytes.size()),
                                     HB_MEMORY_MODE_READONLY, nullptr, nullptr);
    hb_face_t* hb_face = hb_face_create(blob, 0);
    hb_blob_destroy(blob);
    data->upem = static_cast<float>(std::max(1u, hb_face_get_upem(hb_face)));
    data->hb = hb_font_create(hb_face);  // scaled in font units
    hb_face_destroy(hb_face);
    faces_[static_cast<std::size_t>(i)] = std::move(data);
  }
  reset();
  return "";
}

void GlyphAtlas::clear_pixels() {
  pixels_.assign(static_cast<std::size_t>(size_) * static_cast<std::size_t>(size_), 0);
  // 2x2 white block in the corner; sampling its centre stays white under bilinear filtering.
  for (int y = 0; y < 2; ++y)
    for (int x = 0; x < 2; ++x) pixels_[static_cast<std::size_t>(y * size_ + x)] = 255;
  white_uv_ = 1.0f / static_cast<float>(size_);
  shelf_x_ = 2 + kPad;
  shelf_y_ = 0;
  shelf_h_ = 2;
}

void GlyphAtlas::reset() {
  if (overflowed_ && size_ < kMaxSize) size_ *= 2;
  overflowed_ = false;
  sizes_.clear();
  clear_pixels();
  ++version_;
  ++generation_;
}

std::size_t GlyphAtlas::glyph_count() const {
  std::size_t n = 0;
  for (const auto& [key, e] : sizes_) n += e.glyphs.size();
  return n;
}

void GlyphAtlas::compact() {
  std::vector<Glyph*> kept;
  std::size_t area = 0;
  for (auto& [key, e] : sizes_) {
    for (auto it = e.glyphs.begin(); it != e.glyphs.end();) {
      // Forgotten: glyphs of earlier frames, and this frame's that found no room (w < 0), so
      // that the frame drawn again rasterizes them into the room compaction makes.
      if (it->second.used != frame_ || it->second.w < 0) {
        it = e.glyphs.erase(it);
        continue;
      }
      Glyph& g = it->second;
      if (g.has_ink) {
        kept.push_back(&g);
        area += static_cast<std::size_t>(g.w + kPad) * static_cast<std::size_t>(g.h + kPad);
      }
      ++it;
    }
  }
  const std::vector<std::uint8_t> old = std::move(pixels_);
  const int old_size = size_;
  if (overflowed_ && area * 2 > static_cast<std::size_t>(size_) * static_cast<std::size_t>(size_) &&
      size_ < kMaxSize)
    size_ *= 2;
  overflowed_ = false;
  clear_pixels();
  // Tallest first packs shelves tightly.
  std::sort(kept.begin(), kept.end(), [](const Glyph* a, const Glyph* b) {
    return a->h != b->h ? a->h > b->h : a->w > b->w;
  });
  const float inv = 1.0f / static_cast<float>(size_);
  for (Glyph* g : kept) {
    int ax = 0, ay = 0;
    if (!pack(g->w, g->h, ax, ay)) {  // cannot happen unless the texture is at its maximum
      g->has_ink = false;
      overflowed_ = true;
      continue;
    }
    for (int y = 0; y < g->h; ++y)
      std::memcpy(&pixels_[static_cast<std::size_t>((ay + y) * size_ + ax)],
                  &old[static_cast<std::size_t>((g->ay + y) * old_size + g->ax)],
                  static_cast<std::size_t>(g->w));
    g->ax = ax;
    g->ay = ay;
    g->u0 = static_cast<float>(ax) * inv;
    g->v0 = static_cast<float>(ay) * inv;
    g->u1 = static_cast<float>(ax + g->w) * inv;
    g->v1 = static_cast<float>(ay + g->h) * inv;
  }
  ++version_;
  ++generation_;
}

void GlyphAtlas::set_han(Han han) {
  if (han == han_) return;
  han_ = han;
  for (auto& f : cjk_) f.reset();
  cjk_tried_ = {};
  reset();
}

std::string GlyphAtlas::fallback_path(bool bold) {
  if (const char* env = std::getenv("NONET_CJK_FONT"); env && *env) return env;
  const char* weight = bold ? "Bold" : "Regular";
  const std::string folders[] = {
      "/usr/share/fonts/opentype/noto",      // Debian, Ubuntu (fonts-noto-cjk)
      "/usr/share/fonts/google-noto-cjk",    // Fedora
      "/usr/share/fonts/noto-cjk",           // Arch
      "/usr/share/fonts/opentype/noto-cjk",  // others
  };
  for (const std::string& dir : folders) {
    const std::string path = dir + "/NotoSansCJK-" + weight + ".ttc";
    if (std::ifstream(path, std::ios::binary)) return path;
  }
  return bold ? fallback_path(false) : "";
}

bool GlyphAtlas::fallback_open() const { return cjk_[0] || cjk_[1]; }

GlyphAtlas::FaceData* GlyphAtlas::fallback(Face face) {
  const std::size_t i = face == Face::SemiBold ? 1 : 0;
  if (!cjk_tried_[i]) {
    cjk_tried_[i] = true;
    const std::string path = fallback_path(i == 1);
    if (!path.empty()) {
      // The collection is 20 MB and a screen needs a few hundred of its glyphs: it is mapped,
      // so only the pages read count, and FreeType reads it without a system call per glyph
      // (reading it through a file stream made 400 new ideographs cost about 20 % more).
      auto data = std::make_unique<FaceData>();
      SDL_RWops* rw = nullptr;
#ifdef NONET_HAVE_MMAP
      if (int fd = ::open(path.c_str(), O_RDONLY); fd >= 0) {
        struct stat st {};
        if (fstat(fd, &st) == 0 && st.st_size > 0) {
          void* m =
              mmap(nullptr, static_cast<std::size_t>(st.st_size), PROT_READ, MAP_SHARED, fd, 0);
          if (m != MAP_FAILED) {
            data->mapped = m;
            data->mapped_size = static_cast<std::size_t>(st.st_size);
            rw = SDL_RWFromConstMem(m, static_cast<int>(st.st_size));
          }
        }
        ::close(fd);
      }
#endif
      if (!rw) rw = SDL_RWFromFile(path.c_str(), "rb");
      TTF_Font* font = rw ? TTF_OpenFontIndexRW(rw, 1, 32, static_cast<long>(han_)) : nullptr;
      if (font) {
        data->font = font;
        data->px = 32;
        TTF_SetFontHinting(font, TTF_HINTING_LIGHT);
        cjk_[i] = std::move(data);
      } else {
        std::fprintf(stderr, "nonet: cannot read the CJK font %s: %s\n", path.c_str(),
                     TTF_GetError());
      }
    }
  }
  return cjk_[i].get();
}

bool GlyphAtlas::select_size(FaceData* f, int px) {
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
  if (select_size(faces_[static_cast<std::size_t>(face)].get(), px)) {
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

float GlyphAtlas::kerning(Face face, int px, char32_t left, char32_t right) {
  FaceData* f = faces_[static_cast<std::size_t>(face)].get();
  if (!f || !f->hb || left > 0x10FFFF || right > 0x10FFFF) return 0;
  const std::uint64_t key = static_cast<std::uint64_t>(left) << 21 | right;
  auto it = f->kerns.find(key);
  if (it == f->kerns.end()) {
    // Shaped once per pair: the first glyph's advance with the pair's GPOS adjustment minus
    // its own. Substitutions that would change which glyph is drawn are turned off (the atlas
    // draws code points), so the shaped glyphs are the drawn ones.
    std::int16_t units = 0;
    hb_codepoint_t gl = 0, gr = 0;
    if (hb_font_get_nominal_glyph(f->hb, left, &gl) &&
        hb_font_get_nominal_glyph(f->hb, right, &gr)) {
      if (!shaping_) shaping_ = hb_buffer_create();
      hb_buffer_clear_contents(shaping_);
      const std::uint32_t pair[2] = {left, right};
      hb_buffer_add_utf32(shaping_, pair, 2, 0, 2);
      hb_buffer_guess_segment_properties(shaping_);
      static const hb_feature_t kOff[] = {
          {HB_TAG('l', 'i', 'g', 'a'), 0, 0, static_cast<unsigned>(-1)},
          {HB_TAG('c', 'l', 'i', 'g'), 0, 0, static_cast<unsigned>(-1)},
          {HB_TAG('c', 'a', 'l', 't'), 0, 0, static_cast<unsigned>(-1)},
          {HB_TAG('c', 'c', 'm', 'p'), 0, 0, static_cast<unsigned>(-1)},
          {HB_TAG('l', 'o', 'c', 'l'), 0, 0, static_cast<unsigned>(-1)},
      };
      hb_shape(f->hb, shaping_, kOff, static_cast<unsigned>(std::size(kOff)));
      unsigned n = 0;
      const hb_glyph_info_t* info = hb_buffer_get_glyph_infos(shaping_, &n);
      const hb_glyph_position_t* pos = hb_buffer_get_glyph_positions(shaping_, nullptr);
      if (n == 2 && info[0].codepoint == gl && info[1].codepoint == gr) {
        units =
            static_cast<std::int16_t>(pos[0].x_advance - hb_font_get_glyph_h_advance(f->hb, gl));
      }
    }
    // Only pairs of Inter's own glyphs are remembered: the CJK text's pairs would fill the
    // table with zeros (the cmap lookup that refuses them is cheap).
    if (gl == 0 || gr == 0) return 0;
    it = f->kerns.emplace(key, units).first;
  }
  return static_cast<float>(it->second) * static_cast<float>(std::clamp(px, kMinPx, kMaxPx)) /
         f->upem;
}

const Glyph& GlyphAtlas::glyph(Face face, int px, char32_t cp) {
  SizeEntry& e = entry(face, px);
  auto it = e.glyphs.find(cp);
  if (it == e.glyphs.end())
    it = e.glyphs.emplace(cp, rasterize(face, std::clamp(px, kMinPx, kMaxPx), cp)).first;
  it->second.used = frame_;
  return it->second;
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
  FaceData* f = faces_[static_cast<std::size_t>(face)].get();
  if (!f || !f->font) return g;
  if (!TTF_GlyphIsProvided32(f->font, cp) && cp != ' ') {
    FaceData* cjk = fallback(face);
    if (cjk && TTF_GlyphIsProvided32(cjk->font, cp)) {
      f = cjk;
      g.fallback = true;
    } else {
      if (std::find(missing_.begin(), missing_.end(), cp) == missing_.end()) {
        missing_.push_back(cp);
      }
      cp = '?';
    }
  }
  if (!select_size(f, px)) return g;
  TTF_Font* font = f->font;
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
    g.ax = ax;
    g.ay = ay;
    g.w = w;
    g.h = h;
  } else if (ix1 >= 0) {
    overflowed_ = true;
    g.w = -1;  // compact() forgets it, so the frame drawn again rasterizes it
  }
  if (SDL_MUSTLOCK(s)) SDL_UnlockSurface(s);
  SDL_FreeSurface(s);
  return g;
}

}  // namespace nonet::render
