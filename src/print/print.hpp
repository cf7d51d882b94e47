// SPDX-License-Identifier: MIT
// Puzzles out of the game (issue 13): one drawing routine for paper and image files. A puzzle
// or its solution is drawn as vector shapes, black on white (thin cell lines, thick box lines,
// givens in Inter SemiBold, solution digits in Inter Regular, a caption in Inter Medium), into
// PNG, SVG or PDF through cairo; a book puts several puzzles on each page with page numbers and
// the solutions at the back in smaller grids.
//
// Honesty (SEEDS C): nothing is drawn that the solver has not found unique. A PrintPuzzle is
// only made by prepare_puzzle(), which counts the solutions and refuses a board with none or
// several, and whose caption's level is the technique rating, never the clue count.
#pragma once

#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/grid.hpp"
#include "core/rating.hpp"

namespace nonet::print {

/// A puzzle that may be drawn: checked unique, with its solution and a caption such as
/// "Stage 12 · Medium 2.6" (a label, then the rated level and score).
struct PrintPuzzle {
  Grid puzzle;
  Grid solution;
  std::string caption;
};

struct Prepared {
  std::optional<PrintPuzzle> puzzle;  // set when it may be drawn
  std::string error;                  // else why not, e.g. "the board has several solutions"
};

/// Checks `puzzle` with the solver and rates it (unless `rating` is given, e.g. a stage's
/// stored rating). `label` starts the caption ("Stage 12", a game code, "Custom").
Prepared prepare_puzzle(const Grid& puzzle, std::string_view label,
                        const std::optional<Rating>& rating = std::nullopt);

/// "LABEL · LEVEL SCORE": the caption prepare_puzzle writes.
std::string make_caption(std::string_view label, const Rating& rating);

/// The longest title or caption drawn, in bytes (one line at the top of a page).
inline constexpr std::size_t kMaxTextBytes = 200;
/// "" when `text` may be drawn as a title or caption: valid UTF-8 (no overlong forms, no
/// surrogates, nothing past U+10FFFF), no control characters, at most kMaxTextBytes bytes;
/// else why not, naming the byte ("byte 1 (0xff) is not valid UTF-8"). Cairo cannot draw
/// invalid UTF-8: it stops drawing and leaves a broken file (issue 30).
std::string check_text(std::string_view text);

/// The three Inter faces, loaded once from a fonts folder. Not copyable.
class Fonts {
 public:
  /// Loads Inter-SemiBold.otf, Inter-Regular.otf and Inter-Medium.otf from `dir`; on failure
  /// the result is empty and `error` says which file and why.
  static std::unique_ptr<Fonts> load(const std::string& dir, std::string& error);
  ~Fonts();
  Fonts(const Fonts&) = delete;
  Fonts& operator=(const Fonts&) = delete;

  struct Impl;
  Impl& impl() const { return *impl_; }

 private:
  explicit Fonts(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

/// The first of `asset_dirs` holding "fonts/Inter-Regular.otf", plus "/fonts"; "" if none.
std::string find_fonts_dir(const std::vector<std::string>& asset_dirs);
/// Where a program without SDL looks for the game's data folder, in order: NONET_DATA_DIR
/// alone when set; else assets/ beside the executable, the installed data folder relative to
/// it, and the assets/ of a checkout above a build tree (nothing of the building machine's
/// paths is compiled in).
std::vector<std::string> default_asset_dirs();

enum class Format { Png, Svg, Pdf };
/// The format a file name asks for by its extension (.png, .svg, .pdf, any case).
std::optional<Format> format_for_path(std::string_view path);

struct Rect {
  double x = 0, y = 0, w = 0, h = 0;
};

// ---- One puzzle as an image ---------------------------------------------------------------

struct ExportOptions {
  bool solution = false;  // draw every solution digit (givens still bold)
  int size = 900;         // the image's width and height: pixels for PNG, points for SVG/PDF
  bool caption = true;    // the caption line above the grid
};

inline constexpr int kMinExportSize = 120;
inline constexpr int kMaxExportSize = 8000;

/// Where export draws the grid in an image of `size` (the same for every format).
Rect export_grid_rect(int size);
/// The line widths used for a grid of side `side`: thin cell lines and box lines (3x thin).
double thin_line_width(double side);
double box_line_width(double side);

/// Writes the puzzle (or its solution) to `path` in the format of its extension, whole or not
/// at all (print/atomic_file.hpp: a temporary renamed over `path` once complete and fsync'd;
/// a previous file is untouched on failure). Returns "" on success, else a message naming the
/// file and the reason ("cannot write 'x.png': the disk is full").
std::string export_puzzle(const PrintPuzzle& p, const Fonts& fonts, const std::string& path,
                          const ExportOptions& options);

// ---- A book ---------------------------------------------------------------------------------

enum class Paper { A4, Letter };
std::optional<Paper> parse_paper(std::string_view name);  // "a4", "letter"
/// Page size in points (1/72 inch): A4 595.28 x 841.89, Letter 612 x 792.
void paper_size(Paper paper, double& width, double& height);

struct BookOptions {
  int per_page = 4;  // 1, 2, 4 or 6 puzzles on a page
  Paper paper = Paper::A4;
  std::string title;  // printed at the top of every puzzle page ("" = none)
  /// Called after each page with (pages done, pages in all): a long run's progress.
  std::function<void(int, int)> progress;
};

/// Solutions at the back: this many small grids per page (3 across, 4 down).
inline constexpr int kSolutionsPerPage = 12;
bool valid_per_page(int per_page);  // 1, 2, 4 or 6
/// Pages a book of `count` puzzles has: ceil(count / per_page) + ceil(count / 12).
int book_page_count(int count, int per_page);
/// Where puzzle `slot` (0-based on its page) of a puzzle page is drawn, in points.
Rect book_grid_rect(Paper paper, int per_page, int slot);

/// Writes the book as a PDF, whole or not at all like export_puzzle. The title and captions
/// are checked with check_text before any file is made. Returns "" on success, else the
/// reason.
std::string print_book(const std::vector<PrintPuzzle>& puzzles, const Fonts& fonts,
                       const std::string& path, const BookOptions& options);

}  // namespace nonet::print
