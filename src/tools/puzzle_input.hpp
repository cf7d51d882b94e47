// Reading puzzle lists for nonet-cli: one puzzle per line, blank and '#' lines skipped.
#pragma once

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/text.hpp"
#include "tools/cli_args.hpp"

namespace nonet::cli {

struct PuzzleLine {
  int line = 0;      // 1-based line number in the input
  std::string text;  // the line as read
};

struct PuzzleInput {
  std::vector<PuzzleLine> lines;
  std::string error;  // set when the input could not be opened or read
};

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
  std::string line;
  int number = 0;
  while (std::getline(*stream, line)) {
    ++number;
    const auto first = line.find_first_not_of(" \t\r");
    if (first == std::string::npos || line[first] == '#') continue;
    in.lines.push_back({number, line});
  }
  // A directory opens fine on Linux but fails on the first read (badbit); so does any other
  // read error. Reporting it keeps "no puzzles read" from looking like success (exit 0).
  if (stream->bad()) {
    in.lines.clear();
    in.error = path.empty() || path == "-" ? std::string("cannot read standard input")
                                           : "cannot read '" + path + "'";
  }
  return in;
}

/// The arguments of a command that reads a puzzle list: "[FILE|-] [FLAG]" or -h/--help.
/// Returns an exit code when the command must stop here (help printed: kExitOk; a bad
/// argument: kExitUsage), nothing when it should go on with `path` and `flag_set`.
inline std::optional<int> parse_list_args(const char* command, const Args& args,
                                          std::string_view flag, const char* help,
                                          std::string& path, bool& flag_set) {
  for (const auto& a : args) {
    if (a == flag) {
      flag_set = true;
    } else if (a == "-h" || a == "--help") {
      std::fputs(help, stdout);
      return kExitOk;
    } else if (path.empty() && (a == "-" || a[0] != '-')) {
      path = a;
    } else {
      return usage_error(command, "unexpected argument '" + a + "'");
    }
  }
  return std::nullopt;
}

/// Reads the list at `path` and calls visit(grid) for every puzzle that parses; visit returns
/// that puzzle's exit status. A line that does not parse is printed as "line N: message" and
/// counts as kExitUsage. Returns the worst status seen.
template <typename Visit>
int for_each_puzzle(const char* command, const std::string& path, Visit visit) {
  const auto input = read_puzzle_lines(path);
  if (!input.error.empty()) return usage_error(command, input.error);
  int status = kExitOk;
  for (const auto& line : input.lines) {
    const auto parsed = parse_grid(line.text);
    if (!parsed) {
      std::printf("line %d: %s\n", line.line, parsed.error.c_str());
      status = kExitUsage;
      continue;
    }
    status = std::max(status, visit(*parsed.grid));
  }
  return status;
}

}  // namespace nonet::cli
