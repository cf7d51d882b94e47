// SPDX-License-Identifier: MIT
// The print layer (issue 13): what export_puzzle and print_book draw, read back as pixels.
// PNGs are read with cairo; a book page is rendered back with poppler's pdftoppm.
#include <cairo.h>
#include <doctest/doctest.h>
#include <unistd.h>

#include <cmath>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <sstream>
#include <string>

#include "core/rules.hpp"
#include "core/solver.hpp"
#include "core/stages.hpp"
#include "core/text.hpp"
#include "i18n/i18n.hpp"
#include "print/print.hpp"

using namespace nonet;
using namespace nonet::print;
namespace fs = std::filesystem;

namespace {

const Fonts& fonts() {
  static const std::unique_ptr<Fonts> loaded = [] {
    std::string error;
    auto f = Fonts::load(std::string(NONET_SOURCE_DIR) + "/assets/fonts", error);
    REQUIRE_MESSAGE(f, error);
    return f;
  }();
  return *loaded;
}

struct TempDir {
  fs::path path;
  TempDir() {
    std::string pattern = (fs::temp_directory_path() / "nonet-print-XXXXXX").string();
    if (char* made = ::mkdtemp(pattern.data())) path = made;
    REQUIRE(!path.empty());
  }
  ~TempDir() {
    std::error_code ec;
    fs::remove_all(path, ec);
  }
};

PrintPuzzle stage_puzzle(int n) {
  const auto stage = StageCatalogue{}.stage(n);
  REQUIRE(stage);
  auto prepared = prepare_puzzle(stage->puzzle, "Stage " + std::to_string(n), stage->rating);
  REQUIRE(prepared.puzzle);
  return *prepared.puzzle;
}

// A PNG read back: luminance 0..255 at (x, y).
struct Image {
  cairo_surface_t* surface = nullptr;
  explicit Image(const std::string& path)
      : surface(cairo_image_surface_create_from_png(path.c_str())) {
    REQUIRE(cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS);
    cairo_surface_flush(surface);
  }
  ~Image() { cairo_surface_destroy(surface); }
  int width() const { return cairo_image_surface_get_width(surface); }
  int height() const { return cairo_image_surface_get_height(surface); }
  int lum(int x, int y) const {
    const unsigned char* row =
        cairo_image_surface_get_data(surface) + y * cairo_image_surface_get_stride(surface);
    std::uint32_t px = 0;
    std::memcpy(&px, row + 4 * x, 4);
    return static_cast<int>((((px >> 16) & 255) + ((px >> 8) & 255) + (px & 255)) / 3);
  }
  /// Dark pixels (below half grey) inside the middle 60% of a cell of the grid `g`, scaled.
  int ink_in_cell(const Rect& g, int cell, double scale = 1) const {
    const double side = g.w * scale / 9;
    const double x0 = g.x * scale + col_of(cell) * side, y0 = g.y * scale + row_of(cell) * side;
    int n = 0;
    for (int y = static_cast<int>(y0 + side * 0.2); y < y0 + side * 0.8; ++y) {
      for (int x = static_cast<int>(x0 + side * 0.2); x < x0 + side * 0.8; ++x) {
        if (lum(x, y) < 128) ++n;
      }
    }
    return n;
  }
  /// The longest run of dark pixels on row y between x0 and x1.
  int dark_run(int y, int x0, int x1) const {
    int best = 0, run = 0;
    for (int x = x0; x <= x1; ++x) {
      run = lum(x, y) < 128 ? run + 1 : 0;
      best = std::max(best, run);
    }
    return best;
  }
};

int first_cell(const Grid& g, bool filled) {
  for (int c = 0; c < kCells; ++c) {
    if ((g[c] != 0) == filled) return c;
  }
  return -1;
}

}  // namespace

TEST_CASE("export: a puzzle PNG has its size, ink in given cells only, thick box lines") {
  TempDir dir;
  const PrintPuzzle p = stage_puzzle(1);
  const std::string path = (dir.path / "stage1.png").string();
  ExportOptions options;
  options.size = 900;
  REQUIRE(export_puzzle(p, fonts(), path, options) == "");
  const Image img(path);
  CHECK(img.width() == 900);
  CHECK(img.height() == 900);
  const Rect g = export_grid_rect(900);
  const double cell = g.w / 9;
  for (int c = 0; c < kCells; ++c) {
    INFO("cell ", cell_name(c));
    if (p.puzzle[c] != 0) {
      CHECK(img.ink_in_cell(g, c) > cell * cell * 0.02);  // a digit's ink
    } else {
      CHECK(img.ink_in_cell(g, c) == 0);  // nothing where the player writes
    }
  }
  // Across row 1's middle: the line between columns 1 and 2 (thin) and 3 and 4 (a box line).
  const int y = static_cast<int>(g.y + cell / 2);
  const int thin =
      img.dark_run(y, static_cast<int>(g.x + cell * 0.75), static_cast<int>(g.x + cell * 1.25));
  const int box =
      img.dark_run(y, static_cast<int>(g.x + cell * 2.75), static_cast<int>(g.x + cell * 3.25));
  CHECK(std::abs(thin - thin_line_width(g.w)) <= 1.5);
  CHECK(std::abs(box - box_line_width(g.w)) <= 1.5);
  CHECK(box >= 2 * thin);
  // Margins are white paper.
  CHECK(img.lum(2, 2) == 255);
  CHECK(img.lum(899, 899) == 255);
}

TEST_CASE("export: the solution PNG has ink in every cell, the puzzle's empty cells included") {
  TempDir dir;
  const PrintPuzzle p = stage_puzzle(7);
  const std::string path = (dir.path / "solution.png").string();
  ExportOptions options;
  options.size = 450;
  options.solution = true;
  REQUIRE(export_puzzle(p, fonts(), path, options) == "");
  const Image img(path);
  CHECK(img.width() == 450);
  const Rect g = export_grid_rect(450);
  const int empty = first_cell(p.puzzle, false);
  REQUIRE(empty >= 0);
  for (int c = 0; c < kCells; ++c) {
    INFO("cell ", cell_name(c));
    CHECK(img.ink_in_cell(g, c) > 0);
  }
}

TEST_CASE("export: an SVG is one XML document with one glyph per cell of the solution") {
  TempDir dir;
  const PrintPuzzle p = stage_puzzle(3);
  ExportOptions options;
  options.caption = false;
  options.solution = true;
  const std::string solution = (dir.path / "s.svg").string();
  REQUIRE(export_puzzle(p, fonts(), solution, options) == "");
  options.solution = false;
  const std::string puzzle = (dir.path / "p.svg").string();
  REQUIRE(export_puzzle(p, fonts(), puzzle, options) == "");
  auto glyph_uses = [](const std::string& file) {
    std::ifstream in(file);
    std::stringstream ss;
    ss << in.rdbuf();
    const std::string text = ss.str();
    CHECK(text.rfind("<?xml", 0) == 0);
    CHECK(text.find("</svg>") != std::string::npos);
    int n = 0;
    for (auto at = text.find("<use xlink:href=\"#glyph"); at != std::string::npos;
         at = text.find("<use xlink:href=\"#glyph", at + 1)) {
      ++n;
    }
    return n;
  };
  CHECK(glyph_uses(solution) == kCells);
  CHECK(glyph_uses(puzzle) == p.puzzle.filled_count());
}

TEST_CASE("export: refuses a file it cannot write and a name without a known extension") {
  TempDir dir;
  const PrintPuzzle p = stage_puzzle(1);
  const std::string missing = (dir.path / "no-such-folder" / "x.png").string();
  const std::string error = export_puzzle(p, fonts(), missing, {});
  CHECK(error.find("cannot write") != std::string::npos);
  CHECK(error.find(missing) != std::string::npos);
  CHECK(!fs::exists(missing));
  CHECK(export_puzzle(p, fonts(), (dir.path / "x.gif").string(), {}) != "");
  CHECK(format_for_path("A.PNG") == Format::Png);
  CHECK(format_for_path("b.svg") == Format::Svg);
  CHECK(format_for_path("c.pdf") == Format::Pdf);
  CHECK(!format_for_path("pdf"));
}

TEST_CASE("prepare: a board with several solutions or none is refused with the reason") {
  // Three givens: a great many solutions.
  const auto several = parse_grid(std::string(76, '.') + "8..79");
  REQUIRE(several);
  const Prepared a = prepare_puzzle(*several.grid, "Custom");
  CHECK(!a.puzzle);
  CHECK(a.error.find("several solutions") != std::string::npos);
  // The Wikipedia puzzle with r1c3 = 1: no rule broken, no solution.
  const auto none = parse_grid(
      "531.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
  REQUIRE(none);
  const Prepared b = prepare_puzzle(*none.grid, "Custom");
  CHECK(!b.puzzle);
  CHECK(b.error.find("no solution") != std::string::npos);
}

TEST_CASE("prepare: a unique board gets its solver solution and its rated level in the caption") {
  const auto wiki = parse_grid(
      "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
  REQUIRE(wiki);
  const Prepared p = prepare_puzzle(*wiki.grid, "Custom");
  REQUIRE(p.puzzle);
  CHECK(to_line(p.puzzle->solution) ==
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179");
  const Rating rating = rate_puzzle(*wiki.grid);
  CHECK(p.puzzle->caption == make_caption("Custom", rating));
  CHECK(p.puzzle->caption.find(std::string(level_name(rating.level))) != std::string::npos);
  // The scale the game shows, not nonet-cli's SE-like score.
  CHECK(p.puzzle->caption == "Custom \u00b7 " + std::string(level_name(rating.level)) +
                                 " \u00b7 difficulty " + std::to_string(rating.technique_score) +
                                 " of 99");
}

TEST_CASE("book: page counts, one puzzle per slot, solutions twelve to a page") {
  CHECK(book_page_count(100, 1) == 100 + 9);
  CHECK(book_page_count(100, 4) == 25 + 9);
  CHECK(book_page_count(100, 6) == 17 + 9);
  CHECK(book_page_count(5, 2) == 3 + 1);
  CHECK(book_page_count(5, 3) == 0);
  CHECK(!valid_per_page(3));
  // Slots of a page do not overlap and stay on the paper.
  double w = 0, h = 0;
  paper_size(Paper::Letter, w, h);
  for (int per : {1, 2, 4, 6}) {
    for (int s = 0; s < per; ++s) {
      const Rect r = book_grid_rect(Paper::Letter, per, s);
      CHECK(r.x > 0);
      CHECK(r.y > 0);
      CHECK(r.x + r.w < w);
      CHECK(r.y + r.h < h);
      if (s > 0) {
        const Rect q = book_grid_rect(Paper::Letter, per, s - 1);
        const bool apart = q.x + q.w <= r.x || q.y + q.h <= r.y;
        CHECK(apart);
      }
    }
  }
}

TEST_CASE("book: a page rendered back by pdftoppm has the first stage's givens where expected") {
  TempDir dir;
  std::vector<PrintPuzzle> puzzles;
  for (int n = 1; n <= 5; ++n) puzzles.push_back(stage_puzzle(n));
  const std::string pdf = (dir.path / "book.pdf").string();
  int pages_seen = 0;
  BookOptions options;
  options.per_page = 4;
  options.title = "Test book";
  options.progress = [&](int done, int total) {
    CHECK(done == pages_seen + 1);
    CHECK(total == book_page_count(5, 4));
    pages_seen = done;
  };
  REQUIRE(print_book(puzzles, fonts(), pdf, options) == "");
  CHECK(pages_seen == 3);  // two puzzle pages, one of solutions
  // Page 1 at 100 dpi.
  const std::string out = (dir.path / "page").string();
  const std::string cmd = std::string(NONET_PDFTOPPM) + " -f 1 -l 1 -r 100 -png -singlefile '" +
                          pdf + "' '" + out + "'";
  REQUIRE_MESSAGE(std::system(cmd.c_str()) == 0, "pdftoppm (poppler-utils, scripts/setup.sh)");
  const Image img(out + ".png");
  double w = 0, h = 0;
  paper_size(Paper::A4, w, h);
  const double scale = 100.0 / 72;
  CHECK(std::abs(img.width() - w * scale) <= 1);
  CHECK(std::abs(img.height() - h * scale) <= 1);
  for (int slot = 0; slot < 4; ++slot) {
    const Rect g = book_grid_rect(Paper::A4, 4, slot);
    const Grid& puzzle = puzzles[slot].puzzle;
    for (int c = 0; c < kCells; ++c) {
      INFO("slot ", slot, " cell ", cell_name(c));
      if (puzzle[c] != 0) {
        CHECK(img.ink_in_cell(g, c, scale) > 0);
      } else {
        CHECK(img.ink_in_cell(g, c, scale) == 0);
      }
    }
  }
}

TEST_CASE("fonts: a folder without Inter is an error naming the file") {
  TempDir dir;
  std::string error;
  CHECK(!Fonts::load(dir.path.string(), error));
  CHECK(error.find("Inter-SemiBold.otf") != std::string::npos);
  CHECK(find_fonts_dir({dir.path.string(), std::string(NONET_SOURCE_DIR) + "/assets"}) ==
        std::string(NONET_SOURCE_DIR) + "/assets/fonts");
  CHECK(find_fonts_dir({dir.path.string()}).empty());
}

TEST_CASE("captions in the player's language: the level word and scale translated, CJK drawn") {
  // Japanese from the compiled catalog: the caption's words are the game's, and a caption Inter
  // cannot draw is drawn in Noto Sans CJK (embedded in the PDF), not as empty boxes.
  REQUIRE(i18n::set_language(NONET_LOCALE_BUILD_DIR, "ja") == "");
  const auto wiki = parse_grid(
      "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
  REQUIRE(wiki);
  const Prepared p = prepare_puzzle(*wiki.grid, "\xE6\x95\xB0\xE7\x8B\xAC");  // 数独
  REQUIRE(p.puzzle);
  const std::string level_ja = i18n::trc("level", "Easy");
  CHECK(level_ja != "Easy");
  CHECK(p.puzzle->caption.find(level_ja) != std::string::npos);
  CHECK(p.puzzle->caption.find("difficulty") == std::string::npos);
  TempDir dir;
  const fs::path pdf = dir.path / "ja.pdf";
  REQUIRE(export_puzzle(*p.puzzle, fonts(), pdf.string(), ExportOptions{}) == "");
  std::ifstream in(pdf, std::ios::binary);
  const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  CHECK(bytes.find("NotoSansCJK") != std::string::npos);
  REQUIRE(i18n::set_language("", "en") == "");
  // In English the caption keeps Inter only.
  const Prepared en = prepare_puzzle(*wiki.grid, "Custom");
  REQUIRE(en.puzzle);
  const fs::path pdf_en = dir.path / "en.pdf";
  REQUIRE(export_puzzle(*en.puzzle, fonts(), pdf_en.string(), ExportOptions{}) == "");
  std::ifstream in_en(pdf_en, std::ios::binary);
  const std::string en_bytes((std::istreambuf_iterator<char>(in_en)),
                             std::istreambuf_iterator<char>());
  CHECK(en_bytes.find("NotoSansCJK") == std::string::npos);
  CHECK(en_bytes.find("Inter") != std::string::npos);
}
