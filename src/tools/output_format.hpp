// SPDX-License-Identifier: MIT
// Output formats of nonet-cli's puzzle commands (--format line|grid|csv|json on solve,
// generate, rate and hint): `line` the readable default, `grid` a 9x9 board, `csv` a header
// and one row per puzzle, `json` one JSON object per puzzle per line (JSON Lines) for tools.
#pragma once

#include <cstdio>
#include <optional>
#include <string>
#include <string_view>

namespace nonet::cli {

enum class Format { Line, Grid, Csv, Json };

/// Parses a --format value; nothing for an unknown name.
inline std::optional<Format> parse_format(std::string_view name) {
  if (name == "line") return Format::Line;
  if (name == "grid") return Format::Grid;
  if (name == "csv") return Format::Csv;
  if (name == "json") return Format::Json;
  return std::nullopt;
}

/// A JSON string literal, quotes included.
inline std::string json_string(std::string_view text) {
  std::string out = "\"";
  for (const char c : text) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        if (static_cast<unsigned char>(c) < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned>(c));
          out += buf;
        } else {
          out += c;
        }
    }
  }
  return out + "\"";
}

/// A CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break.
inline std::string csv_field(std::string_view text) {
  if (text.find_first_of(",\"\r\n") == std::string_view::npos) return std::string(text);
  std::string out = "\"";
  for (const char c : text) {
    if (c == '"') out += '"';
    out += c;
  }
  return out + "\"";
}

}  // namespace nonet::cli
