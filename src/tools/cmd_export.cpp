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
#include "game/code_entry.hpp"
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
  // TRANSLATORS: {0} a stage number the catalogue does not have.
  if (!stage) return {std::nullopt, fmt(tr("no stage {0}"), {n})};
  return print::prepare_puzzle(stage->puzzle, fmt(tr("Stage {0}"), {n}), stage->rating);
}

std::unique_ptr<print::Fonts> load_fonts(const char* command) {
  const std::string dir = print::find_fonts_dir(print::default_asset_dirs());
  if (dir.empty()) {
    // TRANSLATORS: {0} the command; keep assets/fonts and NONET_DATA_DIR as they are.
    say(stderr, fmt(tr("nonet-cli {0}: the Inter fonts (assets/fonts) were not found; set "
                       "NONET_DATA_DIR to the game's assets folder\n"),
                    {command}));
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
    // TRANSLATORS: the help of `nonet-cli export`. Keep the usage lines, option names, the
    // example code, file extensions and exit numbers as they are; at most 80 columns a line.
    N_("usage: nonet-cli export PUZZLE|--stage N|--code CODE [--solution]\n"
       "                        --out FILE.png|.svg|.pdf [--size PX] [--no-caption]\n"
       "Draws one puzzle (81 characters, '.' or '0' for empty cells), stage N or the free-play\n"
       "puzzle of a game code (such as H-4KQ7-92PX), or with --solution its solution, black on\n"
       "white with a caption (stage or code, level, score). The format\n"
       "follows FILE's extension; --size is the width and height in pixels (points for SVG and\n"
       "PDF), 900 by default. The puzzle is checked unique first: a board with no or several\n"
       "solutions is refused. Exit 0: written; 1: refused or not written; 2: usage error.\n");

constexpr const char* kPrintHelp =
    // TRANSLATORS: the help of `nonet-cli print`. Keep the usage lines, option names and
    // values, LEVEL's words and exit numbers as they are; at most 80 columns a line.
    N_("usage: nonet-cli print --stages A-B [--per-page 1|2|4|6] [--paper a4|letter]\n"
       "                       [--title TEXT] --out BOOK.pdf\n"
       "       nonet-cli print --level LEVEL --count N [--seed S] [--per-page ...] ...\n"
       "Writes a puzzle book: the stages A to B (1 to 100), or N free-play puzzles of LEVEL\n"
       "(easy, medium, hard, expert, master; N from 1 to 1000; game codes of seeds S, S+1, ...,\n"
       "S from 0 to 34359738367, random without --seed), with their captions, PER-PAGE\n"
       "to a page (4 by default), page numbers, and the\n"
       "solutions at the back, 12 to a page. Each puzzle is checked unique first. Progress goes\n"
       "to standard error. TEXT is UTF-8 without control characters, at most 200 bytes.\n"
       "Exit 0: written; 1: refused or not written; 2: usage error.\n");

}  // namespace

int cmd_export(const Args& args) {
  std::optional<std::string> stage, out, size, puzzle_text, code;
  bool solution = false, caption = true;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    bool missing = false;
    if (a == "-h" || a == "--help") {
      say(stdout, tr(kExportHelp));
      return kExitOk;
    } else if (a == "--solution") {
      solution = true;
    } else if (a == "--no-caption") {
      caption = false;
    } else if (option_value(args, i, "--stage", stage, missing) ||
               option_value(args, i, "--out", out, missing) ||
               option_value(args, i, "--size", size, missing) ||
               option_value(args, i, "--code", code, missing)) {
      if (missing) return usage_error("export", needs_value(a));
    } else if (!a.empty() && a[0] != '-' && !puzzle_text) {
      puzzle_text = a;
    } else {
      return usage_error("export", unexpected_argument(a));
    }
  }
  // TRANSLATORS: FILE is the name the help gives the option's value.
  if (!out) return usage_error("export", see_help(tr("--out FILE is required")));
  if (int{stage.has_value()} + int{puzzle_text.has_value()} + int{code.has_value()} != 1) {
    return usage_error("export", tr("give one of a PUZZLE, --stage N or --code CODE"));
  }
  if (!print::format_for_path(*out)) {
    return usage_error("export",
                       // TRANSLATORS: {0} the file name given to --out.
                       fmt(tr("'{0}': the file name must end in .png, .svg or .pdf"), {*out}));
  }
  print::ExportOptions options;
  options.solution = solution;
  options.caption = caption;
  if (size && (!parse_int(*size, options.size) || options.size < print::kMinExportSize ||
               options.size > print::kMaxExportSize)) {
    return usage_error("export",
                       takes_number("--size", print::kMinExportSize, print::kMaxExportSize));
  }

  print::Prepared prepared;
  if (stage) {
    int n = 0;
    if (!parse_int(*stage, n) || n < 1 || n > kStageCount) {
      return usage_error("export", takes_number("--stage", 1, kStageCount));
    }
    prepared = stage_puzzle(n);
  } else if (code) {
    const GameCodeParse parsed = parse_game_code(*code);
    if (!parsed.ok)
      return usage_error("export", "'" + *code + "': " + game::game_code_problem(*code));
    prepared = free_play_puzzle(parsed.code);
  } else {
    const auto parsed = parse_puzzle_text(*puzzle_text);
    // TRANSLATORS: {0} why the PUZZLE operand is not a puzzle.
    if (!parsed) return usage_error("export", fmt(tr("the puzzle: {0}"), {parsed.words}));
    prepared = print::prepare_puzzle(*parsed.grid, trc("level", "Custom"));
  }
  if (!prepared.puzzle) {
    // TRANSLATORS: {0} why the puzzle is not drawn (it has no or several solutions).
    say(stderr, fmt(tr("nonet-cli export: refused: {0}\n"), {prepared.error}));
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
  // TRANSLATORS: {0} the file written, {1} the puzzle's caption.
  say(stdout, fmt(tr("wrote {0} ({1})\n"), {*out, prepared.puzzle->caption}));
  return kExitOk;
}

int cmd_print(const Args& args) {
  std::optional<std::string> stages, per_page, paper, out, title, level_text, count_text, seed_text;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    bool missing = false;
    if (a == "-h" || a == "--help") {
      say(stdout, tr(kPrintHelp));
      return kExitOk;
    } else if (option_value(args, i, "--stages", stages, missing) ||
               option_value(args, i, "--per-page", per_page, missing) ||
               option_value(args, i, "--paper", paper, missing) ||
               option_value(args, i, "--title", title, missing) ||
               option_value(args, i, "--out", out, missing) ||
               option_value(args, i, "--level", level_text, missing) ||
               option_value(args, i, "--count", count_text, missing) ||
               option_value(args, i, "--seed", seed_text, missing)) {
      if (missing) return usage_error("print", needs_value(a));
    } else {
      return usage_error("print", unexpected_argument(a));
    }
  }
  if (stages.has_value() == level_text.has_value())
    return usage_error("print",
                       see_help(tr("give either --stages A-B or --level LEVEL --count N")));
  if (!level_text && (count_text || seed_text))
    return usage_error("print", tr("--count and --seed go with --level"));
  if (level_text && !count_text)
    return usage_error("print", tr("--level needs --count N, the number of puzzles"));
  if (!out) return usage_error("print", see_help(tr("--out BOOK.pdf is required")));
  int from = 0, to = 0;
  std::vector<GameCode> codes;
  if (stages && !parse_stage_range(*stages, from, to)) {
    // TRANSLATORS: {0} the value given to --stages, {1} the last stage (100).
    return usage_error("print", fmt(tr("bad range '{0}': stages run from 1 to {1}, written "
                                       "A-B with A <= B"),
                                    {*stages, kStageCount}));
  }
  if (level_text) {
    const auto level = parse_level_name(*level_text);
    if (!level) return usage_error("print", level_refused());
    int n = 0;
    if (!parse_int(*count_text, n) || n < 1 || n > kMaxBookPuzzles)
      return usage_error("print", takes_number("--count", 1, kMaxBookPuzzles));
    std::uint64_t seed = 0;
    if (seed_text) {
      // Every game code's seed, as generate --level takes it (issue 30: it stopped at 2^31-1).
      if (!parse_number(*seed_text, seed) || seed >= kGameCodeSeedLimit)
        return usage_error("print", takes_number("--seed", 0, kGameCodeSeedLimit - 1));
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
    return usage_error("print", tr("--per-page takes 1, 2, 4 or 6"));
  }
  if (paper) {
    const auto p = print::parse_paper(*paper);
    if (!p) return usage_error("print", tr("--paper takes a4 or letter"));
    options.paper = *p;
  }
  if (print::format_for_path(*out) != print::Format::Pdf) {
    return usage_error("print",
                       // TRANSLATORS: {0} the file name given to --out.
                       fmt(tr("'{0}': a book is a PDF (the name must end in .pdf)"), {*out}));
  }
  if (title) {
    // The title is drawn on every page and set as the PDF's title: cairo cannot draw invalid
    // UTF-8 (it stops and leaves a broken file), so it is refused here as a usage error.
    if (std::string e = print::check_text(*title); !e.empty())
      return usage_error("print", "--title: " + e);
    options.title = *title;
  } else if (level_text) {
    // TRANSLATORS: a free-play book's title: {0} the level, {1} how many puzzles.
    options.title = fmt(trn("Nonet \u00b7 {0} \u00b7 {1} puzzle",
                            "Nonet \u00b7 {0} \u00b7 {1} puzzles", codes.size()),
                        {level_label(level_name(codes.front().level)), codes.size()});
  } else {
    // TRANSLATORS: a book's title: the one stage {0} it holds.
    options.title = from == to ? fmt(tr("Nonet \u00b7 Stage {0}"), {from})
                               : fmt(tr("Nonet \u00b7 Stages {0}\u2013{1}"), {from, to});
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
      // TRANSLATORS: {0} the puzzle's number in the book, {1} why it is not printed.
      say(stderr, fmt(tr("nonet-cli print: puzzle {0} refused: {1}\n"), {k + 1, prepared.error}));
      return kExitNotWritten;
    }
    puzzles.push_back(std::move(*prepared.puzzle));
    // TRANSLATORS: the progress of `nonet-cli print` on standard error: "puzzles 40/100",
    // then "pages 10/29".
    if (count >= 10) progress(tr("puzzles"), k + 1, count);
  }
  if (count >= 10)
    options.progress = [&](int done, int total) { progress(tr("pages"), done, total); };
  const std::string error = print::print_book(puzzles, *fonts, *out, options);
  if (!error.empty()) {
    std::fprintf(stderr, "nonet-cli print: %s\n", error.c_str());
    return kExitNotWritten;
  }
  const int pages = print::book_page_count(count, options.per_page);
  say(stdout,
      // TRANSLATORS: {0} the file written, {1} its puzzles ("5 puzzles"), {2} its pages ("3
      // pages").
      fmt(tr("wrote {0} ({1}, {2})\n"),
          {*out, fmt(trn("{0} puzzle", "{0} puzzles", static_cast<unsigned>(count)), {count}),
           fmt(trn("{0} page", "{0} pages", static_cast<unsigned>(pages)), {pages})}));
  return kExitOk;
}

}  // namespace nonet::cli
