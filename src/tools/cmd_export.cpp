// SPDX-License-Identifier: MIT
// nonet-cli export / print (issue 13): one puzzle as a PNG, SVG or PDF image, and a PDF book of
// stages with the solutions at the back. Drawing is the print layer's (src/print); this file
// only reads the options, gathers the puzzles (each checked unique by prepare_puzzle) and
// reports. Exit 0 when written; 1 when a puzzle is refused or the file cannot be written;
// 2 on usage errors.
#include <unistd.h>

#include <cstdio>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "core/free_play.hpp"
#include "core/rules.hpp"
#include "core/stages.hpp"
#include "core/text.hpp"
#include "print/atomic_file.hpp"
#include "print/print.hpp"
#include "tools/cli_args.hpp"
#include "tools/commands.hpp"
#include "tools/puzzle_input.hpp"

namespace nonet::cli {

namespace {

constexpr int kExitNotWritten = 1;     // a refused puzzle, or the file could not be written
constexpr int kMaxBookPuzzles = 1000;  // a free-play book: --count

/// The destination checked before any long work: a folder, a device, a FIFO or a device
/// folder (/dev) is refused at once, exit 1, as a file that cannot be written (issue 30).
bool destination_ok(const char* command, const std::string& path) {
  const std::string why = print::check_destination(path);
  if (why.empty()) return true;
  std::fprintf(stderr, "nonet-cli %s: %s\n", command, why.c_str());
  return false;
}

/// Option reading for these two commands: "--name value" and "--name=value" both give the
/// value; `i` moves past what was used. False when `a` is not --name.
bool option_value(const Args& args, std::size_t& i, const char* name,
                  std::optional<std::string>& out, bool& missing) {
  const std::string& a = args[i];
  const std::string n(name);
  if (a == n) {
    if (i + 1 >= args.size()) {
      missing = true;
      return true;
    }
    out = args[++i];
    return true;
  }
  if (a.size() > n.size() && a.compare(0, n.size(), n) == 0 && a[n.size()] == '=') {
    out = a.substr(n.size() + 1);
    return true;
  }
  return false;
}

/// A free-play puzzle as a printable puzzle, its game code and level in the caption.
print::Prepared free_play_puzzle(const GameCode& code) {
  const auto p = make_free_play(code);  // no stop callback: always a puzzle
  return print::prepare_puzzle(p->puzzle, format_game_code(code), p->rating);
}

/// The stage N as a printable puzzle (its stored rating in the caption).
print::Prepared stage_puzzle(int n) {
  const auto stage = StageCatalogue{}.stage(n);
  if (!stage) return {std::nullopt, "no stage " + std::to_string(n)};
  return print::prepare_puzzle(stage->puzzle, "Stage " + std::to_string(n), stage->rating);
}

std::unique_ptr<print::Fonts> load_fonts(const char* command) {
  const std::string dir = print::find_fonts_dir(print::default_asset_dirs());
  if (dir.empty()) {
    std::fprintf(stderr,
                 "nonet-cli %s: the Inter fonts (assets/fonts) were not found; set "
                 "NONET_DATA_DIR to the game's assets folder\n",
                 command);
    return nullptr;
  }
  std::string error;
  auto fonts = print::Fonts::load(dir, error);
  if (!fonts) std::fprintf(stderr, "nonet-cli %s: %s\n", command, error.c_str());
  return fonts;
}

/// "A-B" or "N", within 1..kStageCount.
bool parse_stage_range(const std::string& s, int& from, int& to) {
  const auto dash = s.find('-');
  if (dash == std::string::npos) {
    if (!parse_int(s, from)) return false;
    to = from;
  } else if (!parse_int(s.substr(0, dash), from) || !parse_int(s.substr(dash + 1), to)) {
    return false;
  }
  return from >= 1 && from <= to && to <= kStageCount;
}

constexpr const char* kExportHelp =
    "usage: nonet-cli export PUZZLE|--stage N|--code CODE [--solution]\n"
    "                        --out FILE.png|.svg|.pdf [--size PX] [--no-caption]\n"
    "Draws one puzzle (81 characters, '.' or '0' for empty cells), stage N or the free-play\n"
    "puzzle of a game code (such as H-4KQ7-92PX), or with --solution its solution, black on\n"
    "white with a caption (stage or code, level, score). The format\n"
    "follows FILE's extension; --size is the width and height in pixels (points for SVG and\n"
    "PDF), 900 by default. The puzzle is checked unique first: a board with no or several\n"
    "solutions is refused. Exit 0: written; 1: refused or not written; 2: usage error.\n"
    "";

constexpr const char* kPrintHelp =
    "usage: nonet-cli print --stages A-B [--per-page 1|2|4|6] [--paper a4|letter]\n"
    "                       [--title TEXT] --out BOOK.pdf\n"
    "       nonet-cli print --level LEVEL --count N [--seed S] [--per-page ...] ...\n"
    "Writes a puzzle book: the stages A to B (1 to 100), or N free-play puzzles of LEVEL\n"
    "(easy, medium, hard, expert, master; N from 1 to 1000; game codes of seeds S, S+1, ...,\n"
    "S from 0 to 34359738367, random without --seed), with their captions, PER-PAGE to a page (4 "
    "by default), page numbers, and the\n"
    "solutions at the back, 12 to a page. Each puzzle is checked unique first. Progress goes\n"
    "to standard error. TEXT is UTF-8 without control characters, at most 200 bytes.\n"
    "Exit 0: written; 1: refused or not written; 2: usage error.\n";

}  // namespace

int cmd_export(const Args& args) {
  std::optional<std::string> stage, out, size, puzzle_text, code;
  bool solution = false, caption = true;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    bool missing = false;
    if (a == "-h" || a == "--help") {
      std::fputs(kExportHelp, stdout);
      return kExitOk;
    } else if (a == "--solution") {
      solution = true;
    } else if (a == "--no-caption") {
      caption = false;
    } else if (option_value(args, i, "--stage", stage, missing) ||
               option_value(args, i, "--out", out, missing) ||
               option_value(args, i, "--size", size, missing) ||
               option_value(args, i, "--code", code, missing)) {
      if (missing) return usage_error("export", a + " needs a value");
    } else if (!a.empty() && a[0] != '-' && !puzzle_text) {
      puzzle_text = a;
    } else {
      return usage_error("export", "unexpected argument '" + a + "'");
    }
  }
  if (!out) return usage_error("export", "--out FILE is required (see --help)");
  if (int{stage.has_value()} + int{puzzle_text.has_value()} + int{code.has_value()} != 1) {
    return usage_error("export", "give one of a PUZZLE, --stage N or --code CODE");
  }
  if (!print::format_for_path(*out)) {
    return usage_error("export", "'" + *out + "': the file name must end in .png, .svg or .pdf");
  }
  print::ExportOptions options;
  options.solution = solution;
  options.caption = caption;
  if (size && (!parse_int(*size, options.size) || options.size < print::kMinExportSize ||
               options.size > print::kMaxExportSize)) {
    return usage_error("export", "--size takes a number from " +
                                     std::to_string(print::kMinExportSize) + " to " +
                                     std::to_string(print::kMaxExportSize));
  }

  print::Prepared prepared;
  if (stage) {
    int n = 0;
    if (!parse_int(*stage, n) || n < 1 || n > kStageCount) {
      return usage_error("export",
                         "--stage takes a number from 1 to " + std::to_string(kStageCount));
    }
    prepared = stage_puzzle(n);
  } else if (code) {
    const GameCodeParse parsed = parse_game_code(*code);
    if (!parsed.ok) return usage_error("export", "'" + *code + "': " + parsed.error);
    prepared = free_play_puzzle(parsed.code);
  } else {
    const auto parsed = parse_puzzle_text(*puzzle_text);
    if (!parsed) return usage_error("export", "the puzzle: " + parsed.error);
    prepared = print::prepare_puzzle(*parsed.grid, "Custom");
  }
  if (!prepared.puzzle) {
    std::fprintf(stderr, "nonet-cli export: refused: %s\n", prepared.error.c_str());
    return kExitNotWritten;
  }
  if (!destination_ok("export", *out)) return kExitNotWritten;
  const auto fonts = load_fonts("export");
  if (!fonts) return kExitNotWritten;
  const std::string error = print::export_puzzle(*prepared.puzzle, *fonts, *out, options);
  if (!error.empty()) {
    std::fprintf(stderr, "nonet-cli export: %s\n", error.c_str());
    return kExitNotWritten;
  }
  std::printf("wrote %s (%s)\n", out->c_str(), prepared.puzzle->caption.c_str());
  return kExitOk;
}

int cmd_print(const Args& args) {
  std::optional<std::string> stages, per_page, paper, out, title, level_text, count_text, seed_text;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    bool missing = false;
    if (a == "-h" || a == "--help") {
      std::fputs(kPrintHelp, stdout);
      return kExitOk;
    } else if (option_value(args, i, "--stages", stages, missing) ||
               option_value(args, i, "--per-page", per_page, missing) ||
               option_value(args, i, "--paper", paper, missing) ||
               option_value(args, i, "--title", title, missing) ||
               option_value(args, i, "--out", out, missing) ||
               option_value(args, i, "--level", level_text, missing) ||
               option_value(args, i, "--count", count_text, missing) ||
               option_value(args, i, "--seed", seed_text, missing)) {
      if (missing) return usage_error("print", a + " needs a value");
    } else {
      return usage_error("print", "unexpected argument '" + a + "'");
    }
  }
  if (stages.has_value() == level_text.has_value())
    return usage_error("print", "give either --stages A-B or --level LEVEL --count N (see --help)");
  if (!level_text && (count_text || seed_text))
    return usage_error("print", "--count and --seed go with --level");
  if (level_text && !count_text)
    return usage_error("print", "--level needs --count N, the number of puzzles");
  if (!out) return usage_error("print", "--out BOOK.pdf is required (see --help)");
  int from = 0, to = 0;
  std::vector<GameCode> codes;
  if (stages && !parse_stage_range(*stages, from, to)) {
    return usage_error("print", "bad range '" + *stages + "': stages run from 1 to " +
                                    std::to_string(kStageCount) + ", written A-B with A <= B");
  }
  if (level_text) {
    const auto level = parse_level_name(*level_text);
    if (!level) return usage_error("print", "--level takes easy, medium, hard, expert or master");
    int n = 0;
    if (!parse_int(*count_text, n) || n < 1 || n > kMaxBookPuzzles)
      return usage_error("print",
                         "--count takes a number from 1 to " + std::to_string(kMaxBookPuzzles));
    std::uint64_t seed = 0;
    if (seed_text) {
      // Every game code's seed, as generate --level takes it (issue 30: it stopped at 2^31-1).
      if (!parse_number(*seed_text, seed) || seed >= kGameCodeSeedLimit)
        return usage_error("print", "--seed takes a whole number from 0 to " +
                                        std::to_string(kGameCodeSeedLimit - 1));
    } else {
      std::random_device entropy;
      seed = ((std::uint64_t{entropy()} << 32) ^ entropy()) % kGameCodeSeedLimit;
      std::fprintf(stderr, "nonet-cli print: --seed %llu\n", static_cast<unsigned long long>(seed));
    }
    for (int k = 0; k < n; ++k)
      codes.push_back(
          GameCode{*level, (seed + static_cast<std::uint64_t>(k)) % kGameCodeSeedLimit});
  }
  print::BookOptions options;
  if (per_page &&
      (!parse_int(*per_page, options.per_page) || !print::valid_per_page(options.per_page))) {
    return usage_error("print", "--per-page takes 1, 2, 4 or 6");
  }
  if (paper) {
    const auto p = print::parse_paper(*paper);
    if (!p) return usage_error("print", "--paper takes a4 or letter");
    options.paper = *p;
  }
  if (print::format_for_path(*out) != print::Format::Pdf) {
    return usage_error("print", "'" + *out + "': a book is a PDF (the name must end in .pdf)");
  }
  if (title) {
    // The title is drawn on every page and set as the PDF's title: cairo cannot draw invalid
    // UTF-8 (it stops and leaves a broken file), so it is refused here as a usage error.
    if (std::string e = print::check_text(*title); !e.empty())
      return usage_error("print", "--title: " + e);
    options.title = *title;
  } else if (level_text) {
    options.title = "Nonet \u00b7 " + std::string(level_name(codes.front().level)) + " \u00b7 " +
                    std::to_string(codes.size()) + (codes.size() == 1 ? " puzzle" : " puzzles");
  } else {
    options.title =
        from == to ? "Nonet \u00b7 Stage " + std::to_string(from)
                   : "Nonet \u00b7 Stages " + std::to_string(from) + "\u2013" + std::to_string(to);
  }
  if (!destination_ok("print", *out)) return kExitNotWritten;
  const auto fonts = load_fonts("print");
  if (!fonts) return kExitNotWritten;

  const bool tty = isatty(STDERR_FILENO) != 0;
  const int count = level_text ? static_cast<int>(codes.size()) : to - from + 1;
  auto progress = [&](const char* what, int done, int total) {
    // A line on a terminal redrawn in place; in a log, a line every quarter.
    if (tty) {
      std::fprintf(stderr, "\r%s %d/%d", what, done, total);
      if (done == total) std::fputc('\n', stderr);
    } else if (done == total || done % std::max(1, total / 4) == 0) {
      std::fprintf(stderr, "%s %d/%d\n", what, done, total);
    }
  };
  std::vector<print::PrintPuzzle> puzzles;
  for (int k = 0; k < count; ++k) {
    auto prepared =
        level_text ? free_play_puzzle(codes[static_cast<std::size_t>(k)]) : stage_puzzle(from + k);
    if (!prepared.puzzle) {
      std::fprintf(stderr, "nonet-cli print: puzzle %d refused: %s\n", k + 1,
                   prepared.error.c_str());
      return kExitNotWritten;
    }
    puzzles.push_back(std::move(*prepared.puzzle));
    if (count >= 10) progress("puzzles", k + 1, count);
  }
  if (count >= 10) options.progress = [&](int done, int total) { progress("pages", done, total); };
  const std::string error = print::print_book(puzzles, *fonts, *out, options);
  if (!error.empty()) {
    std::fprintf(stderr, "nonet-cli print: %s\n", error.c_str());
    return kExitNotWritten;
  }
  std::printf("wrote %s (%d puzzles, %d pages)\n", out->c_str(), count,
              print::book_page_count(count, options.per_page));
  return kExitOk;
}

}  // namespace nonet::cli
