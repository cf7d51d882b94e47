// SPDX-License-Identifier: MIT
// The print renderer: one drawing routine (draw_grid) over cairo for PNG, SVG and PDF.
#include "print/print.hpp"

#include <cairo-ft.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <cairo.h>
#include <fontconfig/fontconfig.h>
#include <ft2build.h>
#include FT_FREETYPE_H

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>

#include "core/solver.hpp"
#include "i18n/i18n.hpp"
#include "i18n/utf8.hpp"
#include "print/atomic_file.hpp"
#include "print/fill.hpp"

#ifndef NONET_DATA_FROM_BINDIR
#define NONET_DATA_FROM_BINDIR "../share/nonet"
#endif

namespace nonet::print {

using i18n::tr;

// ---- Puzzles ----------------------------------------------------------------------------------

std::string make_caption(std::string_view label, const Rating& rating) {
  std::string out(label);
  if (!out.empty()) out += " \u00b7 ";
  // The level as the game's level words say it (the same "level" entries of the catalog), and
  // the one difficulty scale the game shows, in the language of the run (English in the CLI
  // unless LANGUAGE or LANG asks for another).
  out += i18n::trc("level", level_name(rating.level).data());
  out += " \u00b7 ";
  // TRANSLATORS: a printed or exported puzzle's difficulty, on the scale the game shows: {0}
  // of 99.
  out += fill(tr("difficulty {0} of 99"), {std::to_string(rating.technique_score)});
  return out;
}

std::string check_text(std::string_view text) {
  auto at = [](std::size_t i, unsigned char b) {
    char hex[8];
    std::snprintf(hex, sizeof hex, "0x%02x", b);
    return "byte " + std::to_string(i + 1) + " (" + hex + ")";
  };
  if (text.size() > kMaxTextBytes) {
    // TRANSLATORS: why a printed title or caption is refused; {0} and {1} are numbers of bytes.
    return fill(tr("too long: {0} bytes, at most {1}"),
                {std::to_string(text.size()), std::to_string(kMaxTextBytes)});
  }
  for (std::size_t i = 0; i < text.size();) {
    const auto b = static_cast<unsigned char>(text[i]);
    if (b < 0x80) {
      if (b < 0x20 || b == 0x7f) return at(i, b) + " is a control character";
      ++i;
      continue;
    }
    int len = 0;
    std::uint32_t cp = 0;
    if (b >= 0xc2 && b <= 0xdf) {
      len = 2;
      cp = b & 0x1fu;
    } else if (b >= 0xe0 && b <= 0xef) {
      len = 3;
      cp = b & 0x0fu;
    } else if (b >= 0xf0 && b <= 0xf4) {
      len = 4;
      cp = b & 0x07u;
    } else {
      return at(i, b) + " is not valid UTF-8";
    }
    if (i + static_cast<std::size_t>(len) > text.size()) {
      return at(i, b) + " is not valid UTF-8 (the text ends inside a character)";
    }
    for (int k = 1; k < len; ++k) {
      const auto c = static_cast<unsigned char>(text[i + static_cast<std::size_t>(k)]);
      if ((c & 0xc0u) != 0x80u)
        return at(i + static_cast<std::size_t>(k), c) + " is not valid UTF-8";
      cp = (cp << 6) | (c & 0x3fu);
    }
    const bool overlong = (len == 3 && cp < 0x800) || (len == 4 && cp < 0x10000);
    if (overlong || (cp >= 0xd800 && cp <= 0xdfff) || cp > 0x10ffff) {
      return at(i, b) + " is not valid UTF-8";
    }
    if (cp >= 0x80 && cp < 0xa0) return at(i, b) + " is a control character";
    i += static_cast<std::size_t>(len);
  }
  return "";
}

Prepared prepare_puzzle(const Grid& puzzle, std::string_view label,
                        const std::optional<Rating>& rating) {
  Prepared out;
  const SolveResult solved = solve(puzzle, SolveOptions{2, 0});
  if (solved.count == 0) {
    // TRANSLATORS: why a board cannot be exported or printed (after "Not exported: ").
    out.error = tr("the board has no solution");
    return out;
  }
  if (solved.count > 1) {
    out.error =
        // TRANSLATORS: why a board cannot be exported or printed (after "Not exported: ").
        tr("the board has several solutions; only a puzzle with exactly one can be exported or "
           "printed");
    return out;
  }
  PrintPuzzle p;
  p.puzzle = puzzle;
  p.solution = solved.solution;
  p.caption = make_caption(label, rating ? *rating : rate_puzzle(puzzle));
  out.puzzle = std::move(p);
  return out;
}

// ---- Fonts ------------------------------------------------------------------------------------

struct Fonts::Impl {
  cairo_font_face_t* given = nullptr;     // Inter SemiBold
  cairo_font_face_t* solution = nullptr;  // Inter Regular
  cairo_font_face_t* caption = nullptr;   // Inter Medium
  // Noto Sans CJK, for a caption Inter cannot draw (a Japanese, Korean or Chinese title or
  // level word): opened the first time one is drawn; its face in the collection by language.
  cairo_font_face_t* cjk = nullptr;
  bool cjk_tried = false;
  ~Impl() {
    for (cairo_font_face_t* f : {given, solution, caption, cjk}) {
      if (f) cairo_font_face_destroy(f);
    }
  }
};

Fonts::Fonts(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
Fonts::~Fonts() = default;

namespace {

// Checks that FreeType can open `path` (so a missing or damaged file is named now, not drawn
// as nothing later), then gives cairo a face for that file alone: cairo owns the FreeType face.
cairo_font_face_t* load_face(const std::string& path, std::string& error, int index = 0) {
  FT_Library lib = nullptr;
  if (FT_Init_FreeType(&lib) != 0) {
    // TRANSLATORS: why an export or print failed; FreeType is the font library's name.
    error = tr("cannot start FreeType");
    return nullptr;
  }
  FT_Face face = nullptr;
  const FT_Error e = FT_New_Face(lib, path.c_str(), index, &face);
  if (face) FT_Done_Face(face);
  FT_Done_FreeType(lib);
  if (e != 0) {
    // TRANSLATORS: why an export or print failed; {0} is a font file.
    error = fill(tr("cannot load the font '{0}'"), {path});
    return nullptr;
  }
  FcPattern* pattern = FcPatternCreate();
  FcPatternAddString(pattern, FC_FILE, reinterpret_cast<const FcChar8*>(path.c_str()));
  FcPatternAddInteger(pattern, FC_INDEX, index);
  cairo_font_face_t* f = cairo_ft_font_face_create_for_pattern(pattern);
  FcPatternDestroy(pattern);
  if (cairo_font_face_status(f) != CAIRO_STATUS_SUCCESS) {
    // TRANSLATORS: why an export or print failed; {0} is a font file.
    error = fill(tr("cannot use the font '{0}'"), {path});
    cairo_font_face_destroy(f);
    return nullptr;
  }
  return f;
}

}  // namespace

std::unique_ptr<Fonts> Fonts::load(const std::string& dir, std::string& error) {
  auto impl = std::make_unique<Impl>();
  const std::filesystem::path d(dir);
  if (!(impl->given = load_face((d / "Inter-SemiBold.otf").string(), error))) return nullptr;
  if (!(impl->solution = load_face((d / "Inter-Regular.otf").string(), error))) return nullptr;
  if (!(impl->caption = load_face((d / "Inter-Medium.otf").string(), error))) return nullptr;
  return std::unique_ptr<Fonts>(new Fonts(std::move(impl)));
}

std::string find_fonts_dir(const std::vector<std::string>& asset_dirs) {
  for (const auto& dir : asset_dirs) {
    if (dir.empty()) continue;
    const std::filesystem::path fonts = std::filesystem::path(dir) / "fonts";
    std::error_code ec;
    if (std::filesystem::is_regular_file(fonts / "Inter-Regular.otf", ec)) return fonts.string();
  }
  return "";
}

std::vector<std::string> default_asset_dirs() {
  namespace fs = std::filesystem;
  const char* env = std::getenv("NONET_DATA_DIR");
  if (env && *env) return {env};
  std::vector<std::string> dirs;
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (ec) return dirs;
  // As the game looks (platform/assets.cpp): beside the executable, then the install's data
  // folder relative to it, then a checkout's assets/ above a build tree. No path of the
  // machine that built it is compiled in, so a moved install works and a release holds none.
  const fs::path bin = exe.parent_path();
  dirs.push_back((bin / "assets").string());
  dirs.push_back((bin / NONET_DATA_FROM_BINDIR).lexically_normal().string());
  for (fs::path p = bin; !p.empty(); p = p.parent_path()) {
    if (fs::is_regular_file(p / "assets" / "fonts" / "Inter-Regular.otf", ec)) {
      dirs.push_back((p / "assets").string());
      break;
    }
    if (p == p.root_path()) break;
  }
  return dirs;
}

std::optional<Format> format_for_path(std::string_view path) {
  const auto dot = path.rfind('.');
  if (dot == std::string_view::npos) return std::nullopt;
  std::string ext(path.substr(dot + 1));
  for (char& c : ext) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (ext == "png") return Format::Png;
  if (ext == "svg") return Format::Svg;
  if (ext == "pdf") return Format::Pdf;
  return std::nullopt;
}

// ---- Drawing ----------------------------------------------------------------------------------

double thin_line_width(double side) { return std::max(side * 0.0025, 0.5); }
double box_line_width(double side) { return 3 * thin_line_width(side); }

namespace {

// Centres the ink of `text` on (cx, cy).
void show_centred(cairo_t* cr, const char* text, double cx, double cy) {
  cairo_text_extents_t ext;
  cairo_text_extents(cr, text, &ext);
  cairo_move_to(cr, cx - (ext.x_bearing + ext.width / 2), cy - (ext.y_bearing + ext.height / 2));
  cairo_show_text(cr, text);
}

/// The one drawing routine: a grid in `r` (a square), the puzzle's givens in SemiBold and,
/// with `solution`, every other digit of the solution in Regular. Black on white.
void draw_grid(cairo_t* cr, const Fonts& fonts, const PrintPuzzle& p, bool solution, Rect r) {
  const double cell = r.w / 9;
  cairo_set_source_rgb(cr, 1, 1, 1);
  cairo_rectangle(cr, r.x, r.y, r.w, r.w);
  cairo_fill(cr);

  cairo_set_source_rgb(cr, 0, 0, 0);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE);
  cairo_set_line_width(cr, thin_line_width(r.w));
  for (int i = 1; i < 9; ++i) {
    if (i % 3 == 0) continue;
    cairo_move_to(cr, r.x + i * cell, r.y);
    cairo_line_to(cr, r.x + i * cell, r.y + r.w);
    cairo_move_to(cr, r.x, r.y + i * cell);
    cairo_line_to(cr, r.x + r.w, r.y + i * cell);
  }
  cairo_stroke(cr);
  cairo_set_line_width(cr, box_line_width(r.w));
  for (int i = 0; i <= 9; i += 3) {
    cairo_move_to(cr, r.x + i * cell, r.y);
    cairo_line_to(cr, r.x + i * cell, r.y + r.w);
    cairo_move_to(cr, r.x, r.y + i * cell);
    cairo_line_to(cr, r.x + r.w, r.y + i * cell);
  }
  cairo_stroke(cr);

  for (const bool given : {true, false}) {
    if (!given && !solution) break;
    cairo_set_font_face(cr, given ? fonts.impl().given : fonts.impl().solution);
    cairo_set_font_size(cr, cell * 0.64);
    for (int c = 0; c < kCells; ++c) {
      const int d = given ? p.puzzle[c] : (p.puzzle[c] == 0 ? p.solution[c] : 0);
      if (d == 0) continue;
      const char text[2] = {static_cast<char>('0' + d), 0};
      show_centred(cr, text, r.x + (col_of(c) + 0.5) * cell, r.y + (row_of(c) + 0.5) * cell);
    }
  }
}

// Whether a text has a code point of the scripts Inter lacks (Hangul jamo and syllables, CJK
// punctuation, kana, ideographs, full-width forms): such a caption is drawn in Noto Sans CJK,
// which has Latin and digits too, since cairo's text calls do not fall back per glyph.
bool needs_cjk(std::string_view text) {
  for (std::size_t i = 0; i < text.size();) {
    const char32_t cp = i18n::next_code_point(text, i);
    if ((cp >= 0x1100 && cp <= 0x11FF) || (cp >= 0x2E80 && cp <= 0xA4CF) ||
        (cp >= 0xAC00 && cp <= 0xD7AF) || (cp >= 0xF900 && cp <= 0xFAFF) ||
        (cp >= 0xFE30 && cp <= 0xFE4F) || (cp >= 0xFF00 && cp <= 0xFFEF) || cp >= 0x20000)
      return true;
  }
  return false;
}

// The collection's face for the language: 0 Japanese, 1 Korean, 2 Simplified Chinese (the
// order of Debian's NotoSansCJK-Regular.ttc, as the game's glyph atlas uses it).
int cjk_index() {
  const std::string_view tag = i18n::current().bcp47;
  if (tag == "ko") return 1;
  if (tag.substr(0, 2) == "zh") return 2;
  return 0;
}

std::string cjk_font_path() {
  if (const char* env = std::getenv("NONET_CJK_FONT"); env && *env) return env;
  for (const char* dir : {"/usr/share/fonts/opentype/noto", "/usr/share/fonts/google-noto-cjk",
                          "/usr/share/fonts/noto-cjk", "/usr/share/fonts/opentype/noto-cjk"}) {
    const std::string path = std::string(dir) + "/NotoSansCJK-Regular.ttc";
    std::error_code ec;
    if (std::filesystem::is_regular_file(path, ec)) return path;
  }
  return "";
}

/// A caption in Inter Medium (Noto Sans CJK where Inter lacks its letters) with its baseline at
/// (x, y).
void draw_text(cairo_t* cr, const Fonts& fonts, const std::string& text, double x, double y,
               double size, bool centred = false) {
  if (text.empty()) return;
  cairo_set_source_rgb(cr, 0, 0, 0);
  Fonts::Impl& impl = fonts.impl();
  cairo_font_face_t* face = impl.caption;
  if (needs_cjk(text)) {
    if (!impl.cjk_tried) {
      impl.cjk_tried = true;
      std::string ignored;  // without the face the caption is drawn in Inter, as before
      if (const std::string path = cjk_font_path(); !path.empty())
        impl.cjk = load_face(path, ignored, cjk_index());
    }
    if (impl.cjk) face = impl.cjk;
  }
  cairo_set_font_face(cr, face);
  cairo_set_font_size(cr, size);
  if (centred) {
    cairo_text_extents_t ext;
    cairo_text_extents(cr, text.c_str(), &ext);
    x -= ext.x_advance / 2;
  }
  cairo_move_to(cr, x, y);
  cairo_show_text(cr, text.c_str());
}

// Cairo writes through an AtomicFile: the bytes go to a temporary beside the final name, which
// replaces that name only once complete and fsync'd (issue 30).
cairo_status_t write_out(void* closure, const unsigned char* data, unsigned int length) {
  auto* out = static_cast<AtomicFile*>(closure);
  return out->write(data, length) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR;
}

// Commits the file when cairo succeeded; otherwise removes the temporary and says why.
std::string finish_out(AtomicFile& out, const std::string& path, cairo_status_t status) {
  if (out.error() != 0) return out.commit();  // names the failed write's cause
  if (status != CAIRO_STATUS_SUCCESS) {
    out.abandon();
    // TRANSLATORS: why an export or print failed: {0} is the file, {1} the drawing library's
    // reason (in English).
    return fill(tr("cannot write '{0}': {1}"), {path, cairo_status_to_string(status)});
  }
  return out.commit();
}

cairo_surface_t* vector_surface(Format format, AtomicFile& out, double w, double h) {
  return format == Format::Svg ? cairo_svg_surface_create_for_stream(write_out, &out, w, h)
                               : cairo_pdf_surface_create_for_stream(write_out, &out, w, h);
}

}  // namespace

// ---- One puzzle -------------------------------------------------------------------------------

namespace {
double export_margin(int size) { return size * 0.05; }
double export_caption_height(int size, bool caption) { return caption ? size * 0.07 : 0; }
}  // namespace

Rect export_grid_rect(int size) {
  // The grid's place does not depend on the caption, so a puzzle and its solution line up.
  const double m = export_margin(size), cap = export_caption_height(size, true);
  const double side = size - 2 * m - cap;
  return {(size - side) / 2, m + cap, side, side};
}

std::string export_puzzle(const PrintPuzzle& p, const Fonts& fonts, const std::string& path,
                          const ExportOptions& options) {
  const auto format = format_for_path(path);
  if (!format) return "'" + path + "': the file name must end in .png, .svg or .pdf";
  if (options.size < kMinExportSize || options.size > kMaxExportSize) {
    return "the size must be from " + std::to_string(kMinExportSize) + " to " +
           std::to_string(kMaxExportSize);
  }
  const int size = options.size;
  // TRANSLATORS: why a picture is refused; {0} is what is wrong with its caption.
  if (std::string e = check_text(p.caption); !e.empty()) return fill(tr("the caption: {0}"), {e});
  AtomicFile out;
  if (auto err = out.open(path); !err.empty()) return err;
  cairo_surface_t* surface = *format == Format::Png
                                 ? cairo_image_surface_create(CAIRO_FORMAT_RGB24, size, size)
                                 : vector_surface(*format, out, size, size);
  cairo_t* cr = cairo_create(surface);
  cairo_set_source_rgb(cr, 1, 1, 1);
  cairo_paint(cr);
  const Rect grid = export_grid_rect(size);
  if (options.caption) {
    std::string text = p.caption;
    if (options.solution) {
      if (!text.empty()) text += " \u00b7 ";
      // TRANSLATORS: drawn after a puzzle's caption above its solution ("Stage 12 · Easy · ...
      // · Solution").
      text += tr("Solution");
    }
    draw_text(cr, fonts, text, grid.x, grid.y - export_caption_height(size, true) * 0.35,
              export_caption_height(size, true) * 0.5);
  }
  draw_grid(cr, fonts, p, options.solution, grid);
  cairo_status_t status = cairo_status(cr);
  cairo_destroy(cr);
  if (*format == Format::Png && status == CAIRO_STATUS_SUCCESS) {
    status = cairo_surface_write_to_png_stream(surface, write_out, &out);
  }
  cairo_surface_finish(surface);  // a vector surface writes its file here
  if (status == CAIRO_STATUS_SUCCESS) status = cairo_surface_status(surface);
  cairo_surface_destroy(surface);
  return finish_out(out, path, status);
}

// ---- A book -----------------------------------------------------------------------------------

std::optional<Paper> parse_paper(std::string_view name) {
  if (name == "a4") return Paper::A4;
  if (name == "letter") return Paper::Letter;
  return std::nullopt;
}

void paper_size(Paper paper, double& width, double& height) {
  if (paper == Paper::A4) {
    width = 595.2756;   // 210 mm
    height = 841.8898;  // 297 mm
  } else {
    width = 612;
    height = 792;
  }
}

bool valid_per_page(int per_page) {
  return per_page == 1 || per_page == 2 || per_page == 4 || per_page == 6;
}

int book_page_count(int count, int per_page) {
  if (count <= 0 || !valid_per_page(per_page)) return 0;
  return (count + per_page - 1) / per_page + (count + kSolutionsPerPage - 1) / kSolutionsPerPage;
}

namespace {

constexpr double kPageMargin = 42;    // points (about 15 mm)
constexpr double kHeaderHeight = 28;  // the title line
constexpr double kFooterHeight = 24;  // the page number

void page_columns(int per_page, int& cols, int& rows) {
  cols = per_page >= 4 ? 2 : 1;
  rows = per_page / cols;
}

// Slot `slot` of a cols x rows page: a square grid under its caption line, centred.
Rect slot_grid_rect(Paper paper, int cols, int rows, int slot, double caption_share) {
  double w = 0, h = 0;
  paper_size(paper, w, h);
  const double area_w = w - 2 * kPageMargin;
  const double area_h = h - 2 * kPageMargin - kHeaderHeight - kFooterHeight;
  const double slot_w = area_w / cols, slot_h = area_h / rows;
  const double caption = slot_h * caption_share;
  const double side = std::min(slot_w * 0.86, (slot_h - caption) * 0.88);
  const int col = slot % cols, row = slot / cols;
  const double sx = kPageMargin + col * slot_w, sy = kPageMargin + kHeaderHeight + row * slot_h;
  return {sx + (slot_w - side) / 2, sy + caption + (slot_h - caption - side) / 2, side, side};
}

constexpr double kPuzzleCaptionShare = 0.09;
constexpr double kSolutionCaptionShare = 0.12;

}  // namespace

Rect book_grid_rect(Paper paper, int per_page, int slot) {
  int cols = 1, rows = 1;
  page_columns(per_page, cols, rows);
  return slot_grid_rect(paper, cols, rows, slot, kPuzzleCaptionShare);
}

std::string print_book(const std::vector<PrintPuzzle>& puzzles, const Fonts& fonts,
                       const std::string& path, const BookOptions& options) {
  if (puzzles.empty()) return "no puzzles to print";
  if (!valid_per_page(options.per_page)) return "puzzles per page must be 1, 2, 4 or 6";
  double w = 0, h = 0;
  paper_size(options.paper, w, h);
  // TRANSLATORS: why a book is refused; {0} is what is wrong with its title.
  if (std::string e = check_text(options.title); !e.empty()) return fill(tr("the title: {0}"), {e});
  for (const PrintPuzzle& p : puzzles) {
    // TRANSLATORS: why a book is refused; {0} is what is wrong with one of its captions.
    if (std::string e = check_text(p.caption); !e.empty()) return fill(tr("a caption: {0}"), {e});
  }
  AtomicFile out;
  if (auto err = out.open(path); !err.empty()) return err;
  cairo_surface_t* surface = vector_surface(Format::Pdf, out, w, h);
  if (!options.title.empty()) {
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, options.title.c_str());
  }
  cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Nonet");
  cairo_t* cr = cairo_create(surface);

  const int count = static_cast<int>(puzzles.size());
  const int total = book_page_count(count, options.per_page);
  int page = 0;
  // One page: white, the heading, the page number; then `draw` fills it.
  auto page_frame = [&](const std::string& heading) {
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    draw_text(cr, fonts, heading, w / 2, kPageMargin + kHeaderHeight * 0.5, 12, true);
    draw_text(cr, fonts, std::to_string(page + 1), w / 2, h - kPageMargin, 10, true);
  };
  auto end_page = [&] {
    cairo_show_page(cr);
    ++page;
    if (options.progress) options.progress(page, total);
  };

  int cols = 1, rows = 1;
  page_columns(options.per_page, cols, rows);
  for (int first = 0; first < count; first += options.per_page) {
    page_frame(options.title);
    for (int slot = 0; slot < options.per_page && first + slot < count; ++slot) {
      const PrintPuzzle& p = puzzles[first + slot];
      const Rect r = slot_grid_rect(options.paper, cols, rows, slot, kPuzzleCaptionShare);
      draw_text(cr, fonts, p.caption, r.x, r.y - r.w * 0.035, std::clamp(r.w * 0.045, 8.0, 16.0));
      draw_grid(cr, fonts, p, false, r);
    }
    end_page();
  }
  for (int first = 0; first < count; first += kSolutionsPerPage) {
    // TRANSLATORS: the heading of the book's pages of solutions, after its title ("Nonet ·
    // Stages 1–100 · Solutions").
    const std::string solutions = tr("Solutions");
    page_frame(options.title.empty() ? solutions : options.title + " \u00b7 " + solutions);
    for (int slot = 0; slot < kSolutionsPerPage && first + slot < count; ++slot) {
      const PrintPuzzle& p = puzzles[first + slot];
      const Rect r = slot_grid_rect(options.paper, 3, 4, slot, kSolutionCaptionShare);
      draw_text(cr, fonts, p.caption, r.x, r.y - r.w * 0.05, std::clamp(r.w * 0.055, 6.0, 10.0));
      draw_grid(cr, fonts, p, true, r);
    }
    end_page();
  }
  cairo_status_t status = cairo_status(cr);
  cairo_destroy(cr);
  cairo_surface_finish(surface);
  if (status == CAIRO_STATUS_SUCCESS) status = cairo_surface_status(surface);
  cairo_surface_destroy(surface);
  return finish_out(out, path, status);
}

}  // namespace nonet::print
