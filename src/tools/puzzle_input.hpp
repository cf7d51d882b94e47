// SPDX-License-Identifier: MIT
// Reading puzzles for nonet-cli: one puzzle per line (or a grid over several lines), blank and
// '#' lines skipped, in every form nonet-cli's commands print (issue 30).
#pragma once

#include <algorithm>
#include <cstdio>
#include <exception>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/phrase.hpp"
#include "core/text.hpp"
#include "tools/cli_args.hpp"
#include "tools/cli_options.hpp"
#include "tools/cli_text.hpp"
#include "tools/output_format.hpp"

namespace nonet::cli {

struct PuzzleLine {
  int line = 0;         // 1-based line number in the input where the puzzle starts
  int last_line = 0;    // where it ends (a grid printed over several lines)
  std::string text;     // the line (or lines, joined by '\n') as read
  int csv_column = -1;  // a CSV row under a header that names a "puzzle" column: that column

  /// "line 3" or "lines 3-13", for messages, in the reader's language.
  std::string where() const {
    // TRANSLATORS: where a puzzle printed over several lines of the input stands.
    if (last_line > line) return fmt(tr("lines {0}-{1}"), {line, last_line});
    // TRANSLATORS: the line of the input a puzzle stands on.
    return fmt(tr("line {0}"), {line});
  }
};

/// The longest input line read (a puzzle with grid decoration is a few hundred bytes): a longer
/// one, such as an endless line from /dev/zero, is an input error instead of growing memory.
inline constexpr std::size_t kMaxLineBytes = 64 * 1024;

/// The refusal of a standard input too long to be one puzzle.
inline std::string input_too_long() {
  // TRANSLATORS: {0} the most bytes a puzzle given on standard input may take.
  return fmt(tr("standard input is longer than {0} bytes"), {kMaxLineBytes});
}

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
  return path.empty() || path == "-" ? std::string(tr("standard input")) : "'" + path + "'";
}

/// Why a text is not a puzzle, in the reader's language: the English of parse_grid's error
/// (core words it in English for files and --format json; the human output words it here).
inline std::string problem_words(const ParseResult& r) {
  const auto where = [&r] {
    // TRANSLATORS: where a character stands in a grid of several lines.
    return r.multiline ? fmt(tr("line {0}, column {1}"), {r.line, r.column})
                       // TRANSLATORS: where a character stands in a one-line puzzle.
                       : fmt(tr("position {0}"), {r.column});
  };
  switch (r.problem) {
    case ParseProblem::None: return r.error;
    case ParseProblem::BadCharacter: {
      const auto u = static_cast<unsigned char>(r.bad);
      constexpr const char* hex = "0123456789abcdef";
      const std::string what =
          u >= 0x20 && u < 0x7F
              ? "'" + std::string(1, r.bad) + "'"
              // TRANSLATORS: {0} a byte that cannot be shown, as "0x1b".
              : fmt(tr("byte {0}"), {std::string("0x") + hex[u >> 4] + hex[u & 15]});
      // TRANSLATORS: {0} where ("position 82"), {1} the character ("'x'"); keep 1-9, '.' and '0'.
      return fmt(tr("{0}: unexpected character {1} (expected 1-9, '.' or '0')"), {where(), what});
    }
    // TRANSLATORS: {0} where the 82nd cell stands.
    case ParseProblem::TooMany: return fmt(tr("{0}: more than 81 cells"), {where()});
    case ParseProblem::Empty: return tr("empty input: expected 81 cells");
    case ParseProblem::TooFew:
      // TRANSLATORS: {0} the cells read, fewer than a puzzle's 81.
      return fmt(tr("too few cells: {0} of 81"), {r.cells});
    case ParseProblem::Conflict:
      // TRANSLATORS: {0} a digit, {1} a row, column or box ("row 3"), {2} and {3} cells ("r3c1").
      return fmt(tr("the same digit {0} twice in {1} at {2} and {3}"),
                 {r.conflict.digit, unit_words(r.conflict.unit), cell_name(r.conflict.a),
                  cell_name(r.conflict.b)});
  }
  return r.error;
}

/// A puzzle read, and when it is not one, why: `error` in English (for --format json and csv),
/// `words` in the reader's language (for the human output).
struct EntryResult : ParseResult {
  std::string words;
  EntryResult() = default;
  EntryResult(ParseResult r) : ParseResult(std::move(r)) {  // NOLINT: a ParseResult is one
    if (!grid) words = problem_words(*this);
  }
  /// Sets the error from an English pattern and its arguments (`words` from its translation).
  void refuse(const char* english, std::initializer_list<game::FormatArg> args = {}) {
    error = fmt(english, args);
    words = fmt(tr(english), args);
  }
};

/// The fields of one CSV row (RFC 4180: quoted fields may hold commas and doubled quotes).
inline std::vector<std::string> csv_fields(std::string_view row) {
  std::vector<std::string> fields(1);
  bool quoted = false;
  for (std::size_t i = 0; i < row.size(); ++i) {
    const char c = row[i];
    if (quoted) {
      if (c == '"' && i + 1 < row.size() && row[i + 1] == '"') {
        fields.back() += '"';
        ++i;
      } else if (c == '"') {
        quoted = false;
      } else {
        fields.back() += c;
      }
    } else if (c == '"') {
      quoted = true;
    } else if (c == ',') {
      fields.emplace_back();
    } else if (c != '\r') {
      fields.back() += c;
    }
  }
  return fields;
}

/// The column named "puzzle" when `line` is a CSV header of nonet-cli's (lower-case names,
/// '_' and ',' only, such as "code,level,clues,hardest,puzzle"); -1 for any other line.
inline int csv_puzzle_column(std::string_view line) {
  while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.remove_suffix(1);
  if (line.find(',') == std::string_view::npos) return -1;
  for (const char c : line)
    if (!((c >= 'a' && c <= 'z') || c == '_' || c == ',')) return -1;
  const auto fields = csv_fields(line);
  for (std::size_t i = 0; i < fields.size(); ++i)
    if (fields[i] == "puzzle") return static_cast<int>(i);
  return -1;
}

/// True for exactly 81 cells written plainly (1-9, '.' or '0'): a puzzle field of a line.
inline bool is_plain_puzzle(std::string_view field) {
  return field.size() == 81 && std::all_of(field.begin(), field.end(), [](char c) {
           return (c >= '1' && c <= '9') || c == '.' || c == '0';
         });
}

/// One puzzle from one line, in any form nonet-cli and the usual one-line tools print:
///  - a JSON object (`--format json`): its "puzzle" string;
///  - a CSV row under a header naming a "puzzle" column (`csv_column`): that column;
///  - the puzzle alone, decorated or not (parse_grid);
///  - fields separated by whitespace or commas whose first or last is the puzzle written
///    plainly: `PUZZLE CODE LEVEL` (generate --level), `PUZZLE  Easy 1.2 ...` (rate),
///    `N PUZZLE` (stages --golden), a CSV row without its header, qqwing-style lines.
/// On failure the error is the one of the line read as a puzzle alone.
inline EntryResult parse_puzzle_line(std::string_view line, int csv_column = -1,
                                     bool allow_conflicts = false) {
  const auto first = line.find_first_not_of(" \t\r");
  if (first != std::string_view::npos && line[first] == '{') {
    EntryResult r;
    const auto json = nlohmann::json::parse(line, nullptr, /*allow_exceptions=*/false);
    if (json.is_discarded() || !json.is_object()) {
      // TRANSLATORS: an input line that looks like JSON but is not.
      r.refuse(N_("a line that starts with '{{' but is not a JSON object"));
      return r;
    }
    const auto puzzle = json.find("puzzle");
    if (puzzle == json.end() || !puzzle->is_string()) {
      if (const auto e = json.find("error"); e != json.end() && e->is_string())
        // TRANSLATORS: {0} the error a JSON line of nonet-cli's output holds instead of a
        // puzzle; keep "puzzle" (a JSON field's name).
        r.refuse(N_("a JSON object without a \"puzzle\" string (it holds the error \"{0}\")"),
                 {e->get<std::string>()});
      else
        r.refuse(N_("a JSON object without a \"puzzle\" string"));
      return r;
    }
    r = parse_grid(puzzle->get<std::string>(), allow_conflicts);
    if (!r) {
      // TRANSLATORS: {0} why the "puzzle" field of a JSON line is not a puzzle.
      constexpr const char* pattern = N_("the \"puzzle\" string: {0}");
      r.error = fmt(pattern, {r.error});
      r.words = fmt(tr(pattern), {r.words});
    }
    return r;
  }
  if (csv_column >= 0 && line.find(',') != std::string_view::npos) {
    const auto fields = csv_fields(line);
    if (static_cast<std::size_t>(csv_column) >= fields.size()) {
      EntryResult r;
      // TRANSLATORS: {0} the number of the CSV column that should hold the puzzle.
      r.refuse(N_("a CSV row without column {0} (puzzle)"), {csv_column + 1});
      return r;
    }
    return parse_grid(fields[static_cast<std::size_t>(csv_column)], allow_conflicts);
  }
  EntryResult whole = parse_grid(line, allow_conflicts);
  if (whole) return whole;
  std::vector<std::string_view> fields;
  for (std::size_t i = 0; i < line.size();) {
    const auto start = line.find_first_not_of(" \t\r,", i);
    if (start == std::string_view::npos) break;
    auto stop = line.find_first_of(" \t\r,", start);
    if (stop == std::string_view::npos) stop = line.size();
    fields.push_back(line.substr(start, stop - start));
    i = stop;
  }
  if (fields.size() > 1 && is_plain_puzzle(fields.front()))
    return parse_grid(fields.front(), allow_conflicts);
  if (fields.size() > 1 && is_plain_puzzle(fields.back()))
    return parse_grid(fields.back(), allow_conflicts);
  return whole;
}

/// Reads puzzles one at a time from FILE, standard input ("-" or an empty path) or a stream,
/// so that a command answers each puzzle as it comes and holds one puzzle in memory, not the
/// input. A puzzle is a line with more than 9 cells (see parse_puzzle_line for the forms such
/// a line takes), or consecutive lines of at most 9 cells each (the grids other programs
/// print: qqwing, `nonet-cli solve --format grid`) until 81 cells; a blank or '#' line ends
/// such a block. Decoration-only lines (borders) join the block. A CSV header naming a
/// "puzzle" column is skipped and says which column of the rows below is the puzzle.
class PuzzleReader {
 public:
  explicit PuzzleReader(const std::string& path) : name_(input_name(path)) {
    if (!path.empty() && path != "-") {
      file_.open(path);
      if (!file_) {
        // TRANSLATORS: {0} a file's name.
        error_ = fmt(tr("cannot open '{0}'"), {path});
        done_ = true;
      }
      stream_ = &file_;
    }
  }
  PuzzleReader(std::istream& in, std::string name) : stream_(&in), name_(std::move(name)) {}

  /// The next puzzle's lines; false at the end of the input or on an error (see error()).
  bool next(PuzzleLine& out) {
    while (ready_.empty() && !done_) read_one();
    if (ready_.empty()) return false;
    out = std::move(ready_.front());
    ready_.erase(ready_.begin());
    return true;
  }
  /// Set when the input could not be opened or read, or a line was too long.
  const std::string& error() const { return error_; }

 private:
  void flush() {
    const bool decoration_only = block_.find_first_not_of(" \t\r\n-+|=") == std::string::npos;
    if (!block_.empty() && !(block_cells_ == 0 && decoration_only))
      ready_.push_back({block_start_, block_end_, block_, -1});
    block_.clear();
    block_cells_ = 0;
  }

  void read_one() {
    bool too_long = false;
    if (!read_bounded_line(*stream_, line_, too_long)) {
      flush();
      // A directory opens fine on Linux but fails on the first read (badbit); so does any
      // other read error. Reporting it keeps "no puzzles read" from looking like success.
      if (stream_->bad()) {
        ready_.clear();
        // TRANSLATORS: {0} a file's name in quotes, or "standard input".
        error_ = fmt(tr("cannot read {0}"), {name_});
      }
      done_ = true;
      return;
    }
    ++number_;
    if (too_long) {
      ready_.clear();
      // TRANSLATORS: {0} a line number, {1} the longest line read, in bytes.
      error_ = fmt(tr("line {0} is longer than {1} bytes"), {number_, kMaxLineBytes});
      done_ = true;
      return;
    }
    const auto first = line_.find_first_not_of(" \t\r");
    if (first == std::string::npos || line_[first] == '#') {
      flush();
      return;
    }
    if (const int column = csv_puzzle_column(line_); column >= 0) {
      flush();
      csv_column_ = column;
      return;
    }
    const auto cells = static_cast<int>(std::count_if(line_.begin(), line_.end(), [](char c) {
      return (c >= '1' && c <= '9') || c == '.' || c == '0';
    }));
    if (cells > 9 || line_[first] == '{') {
      flush();
      ready_.push_back({number_, number_, line_, csv_column_});
      return;
    }
    if (block_.empty())
      block_start_ = number_;
    else
      block_ += '\n';
    block_ += line_;
    block_end_ = number_;
    block_cells_ += cells;
    // 81 cells make a grid; so many decoration lines make none (bounded memory either way).
    if (block_cells_ >= 81 || block_.size() >= kMaxLineBytes) flush();
  }

  std::ifstream file_;
  std::istream* stream_ = &std::cin;
  std::string name_, error_, line_, block_;
  int number_ = 0, block_start_ = 0, block_end_ = 0, block_cells_ = 0, csv_column_ = -1;
  std::vector<PuzzleLine> ready_;
  bool done_ = false;
};

/// The puzzle of what a PuzzleReader read: a grid over several lines as parse_grid reads it,
/// one line as parse_puzzle_line does.
inline EntryResult parse_entry(const PuzzleLine& entry, bool allow_conflicts = false) {
  if (entry.last_line > entry.line) return parse_grid(entry.text, allow_conflicts);
  return parse_puzzle_line(entry.text, entry.csv_column, allow_conflicts);
}

/// One puzzle given as text (a command-line operand or all of standard input): whatever
/// parse_grid reads, else the one puzzle a PuzzleReader finds in it (a line of a command's
/// output, a JSON or CSV line, a grid below a comment). More than one puzzle, or none, gives
/// the error of reading the whole text as one puzzle.
inline EntryResult parse_puzzle_text(const std::string& text, bool allow_conflicts = false) {
  EntryResult whole = parse_grid(text, allow_conflicts);
  if (whole) return whole;
  std::istringstream in(text);
  PuzzleReader reader(in, "");
  std::vector<PuzzleLine> entries;
  for (PuzzleLine entry; entries.size() < 2 && reader.next(entry);) entries.push_back(entry);
  if (entries.size() != 1 || !reader.error().empty()) return whole;
  return parse_entry(entries.front(), allow_conflicts);
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
    return usage_error(command, see_help(e));
  if (parsed.help) {
    std::fputs(help, stdout);
    return kExitOk;
  }
  if (parsed.operands.size() > 1)
    return usage_error(command, unexpected_argument(parsed.operands[1]));
  if (!parsed.operands.empty()) path = parsed.operands[0];
  flag_set = parsed.has(flag_name);
  if (const auto f = parsed.value("format")) {
    const auto chosen = parse_format(*f);
    if (!chosen) return usage_error(command, format_refused(*f));
    format = *chosen;
  }
  return std::nullopt;
}

/// Reads the list at `path` one puzzle at a time and calls visit(grid) for every puzzle that
/// parses, as it is read; visit returns that puzzle's exit status. A puzzle that does not
/// parse is printed as "line N: message" (in JSON: {"line":N,"error":"message"}) and counts
/// as kExitUsage. Returns the worst status.
template <typename Visit>
int for_each_puzzle(const char* command, const std::string& path, Format format, Visit visit) {
  PuzzleReader reader(path);
  int status = kExitOk;
  bool any = false;
  for (PuzzleLine line; reader.next(line);) {
    any = true;
    const auto parsed = parse_entry(line);
    if (!parsed) {
      if (format == Format::Json)
        std::printf("{\"line\":%d,\"error\":%s}\n", line.line, json_string(parsed.error).c_str());
      else
        say(stdout, line.where() + ": " + parsed.words + "\n");
      status = kExitUsage;
      continue;
    }
    status = std::max(status, visit(*parsed.grid));
  }
  if (!reader.error().empty()) return usage_error(command, reader.error());
  // TRANSLATORS: {0} a file's name in quotes, or "standard input".
  if (!any) return usage_error(command, fmt(tr("no puzzles in {0}"), {input_name(path)}));
  return status;
}

}  // namespace nonet::cli
