// SPDX-License-Identifier: MIT
// Reading puzzle lists for nonet-cli: one puzzle per line, blank and '#' lines skipped.
#pragma once

#include <algorithm>
#include <cstdio>
#include <exception>
#include <fstream>
#include <iostream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/text.hpp"
#include "tools/cli_args.hpp"
#include "tools/cli_options.hpp"
#include "tools/output_format.hpp"

namespace nonet::cli {

struct PuzzleLine {
  int line = 0;       // 1-based line number in the input where the puzzle starts
  int last_line = 0;  // where it ends (a grid printed over several lines)
  std::string text;   // the line (or lines, joined by '\n') as read

  /// "line 3" or "lines 3-13", for messages.
  std::string where() const {
    return last_line > line ? "lines " + std::to_string(line) + "-" + std::to_string(last_line)
                            : "line " + std::to_string(line);
  }
};

struct PuzzleInput {
  std::vector<PuzzleLine> lines;
  std::string error;  // set when the input could not be opened or read
};

/// The longest input line read (a puzzle with grid decoration is a few hundred bytes): a longer
/// one, such as an endless line from /dev/zero, is an input error instead of growing memory.
inline constexpr std::size_t kMaxLineBytes = 64 * 1024;

/// Reads one line (without its '\n') of at most kMaxLineBytes into `line`. Returns false at the
/// end of input with nothing read; sets `too_long` (and stops reading) on a longer line.
inline bool read_bounded_line(std::istream& in, std::string& line, bool& too_long) {
  line.clear();
  too_long = false;
  std::streambuf* buf = in.rdbuf();
  bool any = false;
  for (;;) {
    std::char_traits<char>::int_type ch = 0;
    try {
      ch = buf->sbumpc();
    } catch (const std::exception&) {  // libstdc++'s filebuf throws on a read error (a folder)
      in.setstate(std::ios::badbit);
      return false;
    }
    if (ch == std::char_traits<char>::eof()) {
      in.setstate(std::ios::eofbit);
      return any;
    }
    any = true;
    if (ch == '\n') return true;
    if (line.size() >= kMaxLineBytes) {
      too_long = true;
      return true;
    }
    line += static_cast<char>(ch);
  }
}

/// "'FILE'" or "standard input", for messages.
inline std::string input_name(const std::string& path) {
  return path.empty() || path == "-" ? std::string("standard input") : "'" + path + "'";
}

/// Reads FILE, or standard input for "-" or an empty path.
inline PuzzleInput read_puzzle_lines(const std::string& path) {
  PuzzleInput in;
  std::ifstream file;
  std::istream* stream = &std::cin;
  if (!path.empty() && path != "-") {
    file.open(path);
    if (!file) {
      in.error = "cannot open '" + path + "'";
      return in;
    }
    stream = &file;
  }
  // A puzzle is a line with more than 9 cells, or consecutive lines of at most 9 cells each
  // (the grids other programs print: qqwing, `nonet-cli solve --format grid`) until 81 cells;
  // a blank or '#' line ends such a block. Decoration-only lines (borders) join the block.
  std::string line, block;
  int number = 0, block_start = 0, block_end = 0, block_cells = 0;
  bool too_long = false;
  auto flush = [&] {
    const bool decoration_only = block.find_first_not_of(" \t\r\n-+|=") == std::string::npos;
    if (!block.empty() && !(block_cells == 0 && decoration_only))
      in.lines.push_back({block_start, block_end, block});
    block.clear();
    block_cells = 0;
  };
  while (read_bounded_line(*stream, line, too_long)) {
    ++number;
    if (too_long) {
      in.lines.clear();
      in.error = "line " + std::to_string(number) + " is longer than " +
                 std::to_string(kMaxLineBytes) + " bytes";
      return in;
    }
    const auto first = line.find_first_not_of(" \t\r");
    if (first == std::string::npos || line[first] == '#') {
      flush();
      continue;
    }
    const auto cells = static_cast<int>(std::count_if(line.begin(), line.end(), [](char c) {
      return (c >= '1' && c <= '9') || c == '.' || c == '0';
    }));
    if (cells > 9) {
      flush();
      in.lines.push_back({number, number, line});
      continue;
    }
    if (block.empty())
      block_start = number;
    else
      block += '\n';
    block += line;
    block_end = number;
    block_cells += cells;
    if (block_cells >= 81) flush();
  }
  flush();
  // A directory opens fine on Linux but fails on the first read (badbit); so does any other
  // read error. Reporting it keeps "no puzzles read" from looking like success (exit 0).
  if (stream->bad()) {
    in.lines.clear();
    in.error = "cannot read " + input_name(path);
  }
  return in;
}

/// The arguments of a command that reads a puzzle list: "[FILE|-] [--FLAG] [--format F]" or
/// -h/--help. Returns an exit code when the command must stop here (help printed: kExitOk; a
/// bad argument: kExitUsage), nothing when it should go on with `path`, `flag_set`, `format`.
inline std::optional<int> parse_list_args(const char* command, const Args& args,
                                          std::string_view flag, const char* help,
                                          std::string& path, bool& flag_set, Format& format) {
  const std::string flag_name(flag.substr(2));  // without "--"
  ParsedOptions parsed;
  if (std::string e = parse_options(args, {{flag_name.c_str(), false}, {"format", true}}, parsed);
      !e.empty())
    return usage_error(command, e + " (see --help)");
  if (parsed.help) {
    std::fputs(help, stdout);
    return kExitOk;
  }
  if (parsed.operands.size() > 1)
    return usage_error(command, "unexpected argument '" + parsed.operands[1] + "'");
  if (!parsed.operands.empty()) path = parsed.operands[0];
  flag_set = parsed.has(flag_name);
  if (const auto f = parsed.value("format")) {
    const auto chosen = parse_format(*f);
    if (!chosen) return usage_error(command, std::string(kFormatHelp) + ", not '" + *f + "'");
    format = *chosen;
  }
  return std::nullopt;
}

/// Reads the list at `path` and calls visit(grid) for every puzzle that parses; visit returns
/// that puzzle's exit status. A puzzle that does not parse is printed as "line N: message"
/// (in JSON: {"line":N,"error":"message"}) and counts as kExitUsage. Returns the worst status.
template <typename Visit>
int for_each_puzzle(const char* command, const std::string& path, Format format, Visit visit) {
  const auto input = read_puzzle_lines(path);
  if (!input.error.empty()) return usage_error(command, input.error);
  if (input.lines.empty()) return usage_error(command, "no puzzles in " + input_name(path));
  int status = kExitOk;
  for (const auto& line : input.lines) {
    const auto parsed = parse_grid(line.text);
    if (!parsed) {
      if (format == Format::Json)
        std::printf("{\"line\":%d,\"error\":%s}\n", line.line, json_string(parsed.error).c_str());
      else
        std::printf("%s: %s\n", line.where().c_str(), parsed.error.c_str());
      status = kExitUsage;
      continue;
    }
    status = std::max(status, visit(*parsed.grid));
  }
  return status;
}

}  // namespace nonet::cli
