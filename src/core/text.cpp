// SPDX-License-Identifier: MIT
// Puzzle text reading and writing (see text.hpp for the accepted forms).
#include "core/text.hpp"

#include <cctype>

namespace nonet {

namespace {

bool is_decoration(char ch) {
  return ch == '|' || ch == '-' || ch == '+' || ch == '=' || ch == ' ' || ch == '\t' ||
         ch == '\r' || ch == '\n';
}

std::string describe(char ch) {
  const auto u = static_cast<unsigned char>(ch);
  if (std::isprint(u)) return std::string("'") + ch + "'";
  constexpr const char* hex = "0123456789abcdef";
  return std::string("byte 0x") + hex[u >> 4] + hex[u & 15];
}

std::string where(int line, int column, bool multiline) {
  return multiline ? "line " + std::to_string(line) + ", column " + std::to_string(column)
                   : "position " + std::to_string(column);
}

}  // namespace

ParseResult parse_grid(std::string_view text, bool allow_conflicts) {
  ParseResult r;
  Grid g;
  int count = 0;
  int line = 1, column = 0;
  // Name positions as line/column only when the puzzle spans several lines.
  int content_lines = 0;
  bool line_has_content = false;
  for (char ch : text) {
    if (ch == '\n') {
      content_lines += line_has_content;
      line_has_content = false;
    } else if (ch != ' ' && ch != '\t' && ch != '\r') {
      line_has_content = true;
    }
  }
  content_lines += line_has_content;
  const bool multiline = content_lines > 1;
  for (char ch : text) {
    ++column;
    if (ch == '\n') {
      ++line;
      column = 0;
      continue;
    }
    if (is_decoration(ch)) continue;
    int digit = -1;
    if (ch >= '1' && ch <= '9') {
      digit = ch - '0';
    } else if (ch == '.' || ch == '0') {
      digit = 0;
    } else {
      r.error = where(line, column, multiline) + ": unexpected character " + describe(ch) +
                " (expected 1-9, '.' or '0')";
      r.problem = ParseProblem::BadCharacter;
      r.line = line;
      r.column = column;
      r.multiline = multiline;
      r.bad = ch;
      return r;
    }
    if (count == kCells) {
      r.error = where(line, column, multiline) + ": more than 81 cells";
      r.problem = ParseProblem::TooMany;
      r.line = line;
      r.column = column;
      r.multiline = multiline;
      return r;
    }
    g.set(count++, digit);
  }
  if (count != kCells) {
    r.error = count == 0 ? std::string("empty input: expected 81 cells")
                         : "too few cells: " + std::to_string(count) + " of 81";
    r.problem = count == 0 ? ParseProblem::Empty : ParseProblem::TooFew;
    r.cells = count;
    return r;
  }
  if (!allow_conflicts) {
    const auto clashes = conflicts(g);
    if (!clashes.empty()) {
      r.error = conflict_text(clashes.front());
      r.problem = ParseProblem::Conflict;
      r.conflict = clashes.front();
      return r;
    }
  }
  r.grid = g;
  return r;
}

std::string conflict_text(const Conflict& c) {
  return "the same digit " + std::to_string(c.digit) + " twice in " + unit_name(c.unit) + " at " +
         cell_name(c.a) + " and " + cell_name(c.b);
}

std::string to_line(const Grid& g) {
  std::string s(kCells, '.');
  for (int c = 0; c < kCells; ++c) {
    if (g[c] != 0) s[c] = static_cast<char>('0' + g[c]);
  }
  return s;
}

std::string to_pretty(const Grid& g) {
  std::string s;
  for (int r = 0; r < 9; ++r) {
    if (r == 3 || r == 6) s += "------+-------+------\n";
    for (int c = 0; c < 9; ++c) {
      if (c == 3 || c == 6) s += "| ";
      const int d = g[cell_at(r, c)];
      s += d ? static_cast<char>('0' + d) : '.';
      s += c == 8 ? '\n' : ' ';
    }
  }
  return s;
}

}  // namespace nonet
