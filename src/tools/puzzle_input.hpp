// Reading puzzle lists for nonet-cli: one puzzle per line, blank and '#' lines skipped.
#pragma once

#include <fstream>
#include <iostream>
#include <string>
#include <vector>

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

}  // namespace nonet::cli
