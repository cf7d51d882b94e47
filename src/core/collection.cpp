// SPDX-License-Identifier: MIT
// Puzzle collections (collection.hpp).
#include "core/collection.hpp"

#include "core/solver.hpp"

namespace nonet {

namespace {

bool is_cell(char c) { return (c >= '0' && c <= '9') || c == '.'; }
bool is_letter(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }

// Splits text into lines (without '\n' or a trailing '\r'), calling f(line, number).
template <class F>
void for_each_line(std::string_view text, F&& f) {
  int number = 0;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(start, end - start);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    ++number;
    if (!(end == text.size() && line.empty() && start == text.size())) f(line, number);
    if (end == text.size()) break;
    start = end + 1;
  }
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

// A board read: kept when it has exactly one solution, else a bad line saying why.
void add(Collection& c, ParseResult parsed, int line) {
  if (!parsed.grid) {
    c.bad.push_back({line, CollectionProblem::NotABoard, std::move(parsed)});
    return;
  }
  const int solutions = count_solutions(*parsed.grid, 2);
  if (solutions == 1) {
    c.puzzles.push_back({*parsed.grid, line});
    return;
  }
  c.bad.push_back(
      {line,
       solutions == 0 ? CollectionProblem::NoSolution : CollectionProblem::SeveralSolutions,
       {}});
}

// The first field of a line: up to a space, a tab, a comma or a semicolon.
std::string_view first_field(std::string_view line) {
  const std::size_t end = line.find_first_of(" \t,;");
  return end == std::string_view::npos ? line : line.substr(0, end);
}

void read_lines(std::string_view text, Collection& c) {
  bool first_content = true;
  for_each_line(text, [&](std::string_view raw, int number) {
    const std::string_view line = trim(raw);
    if (line.empty() || line.front() == '#') return;
    const std::string_view field = first_field(line);
    const bool heading = first_content && !field.empty() && is_letter(field.front());
    first_content = false;
    if (heading) return;  // "quizzes,solutions", "puzzle;rating": a column heading
    add(c, parse_grid(field), number);
  });
}

// XML's five entities, for a name.
std::string unescape(std::string_view s) {
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '&') {
      constexpr std::pair<std::string_view, char> kEntities[] = {
          {"&amp;", '&'}, {"&lt;", '<'}, {"&gt;", '>'}, {"&quot;", '"'}, {"&apos;", '\''}};
      bool done = false;
      for (const auto& [entity, ch] : kEntities) {
        if (s.substr(i, entity.size()) == entity) {
          out += ch;
          i += entity.size() - 1;
          done = true;
          break;
        }
      }
      if (done) continue;
    }
    out += s[i];
  }
  return out;
}

// The value of attribute `name` in a tag's text (`name="..."` or `name='...'`), if any.
std::optional<std::string_view> attribute(std::string_view tag, std::string_view name) {
  std::size_t at = 0;
  while ((at = tag.find(name, at)) != std::string_view::npos) {
    const bool word_start = at == 0 || tag[at - 1] == ' ' || tag[at - 1] == '\t' ||
                            tag[at - 1] == '\n' || tag[at - 1] == '\r';
    std::size_t p = at + name.size();
    while (p < tag.size() && (tag[p] == ' ' || tag[p] == '\t')) ++p;
    if (word_start && p < tag.size() && tag[p] == '=') {
      ++p;
      while (p < tag.size() && (tag[p] == ' ' || tag[p] == '\t')) ++p;
      if (p < tag.size() && (tag[p] == '"' || tag[p] == '\'')) {
        const std::size_t end = tag.find(tag[p], p + 1);
        if (end == std::string_view::npos) return std::nullopt;
        return tag.substr(p + 1, end - p - 1);
      }
    }
    at += name.size();
  }
  return std::nullopt;
}

void read_opensudoku(std::string_view text, Collection& c) {
  c.format = CollectionFormat::OpenSudoku;
  if (const std::size_t n = text.find("<name>"); n != std::string_view::npos) {
    const std::size_t end = text.find("</name>", n);
    if (end != std::string_view::npos) c.name = unescape(trim(text.substr(n + 6, end - n - 6)));
  }
  std::size_t line = 1, counted = 0;  // newlines before `counted`, plus one
  std::size_t at = 0;
  while ((at = text.find('<', at)) != std::string_view::npos) {
    const std::size_t close = text.find('>', at);
    if (close == std::string_view::npos) break;
    const std::string_view tag = text.substr(at + 1, close - at - 1);
    for (; counted < at; ++counted) line += text[counted] == '\n' ? 1 : 0;
    const auto is = [&tag](std::string_view element) {
      return tag.substr(0, element.size()) == element &&
             (tag.size() == element.size() || tag[element.size()] == ' ' ||
              tag[element.size()] == '\t' || tag[element.size()] == '\n' ||
              tag[element.size()] == '\r' || tag[element.size()] == '/');
    };
    if (is("folder") && c.name.empty()) {
      if (const auto name = attribute(tag, "name")) c.name = unescape(*name);
    } else if (is("game")) {
      const auto data = attribute(tag, "data");
      if (!data) {
        ParseResult none;
        none.problem = ParseProblem::Empty;
        none.error = "a <game> element without data";
        c.bad.push_back({static_cast<int>(line), CollectionProblem::NotABoard, std::move(none)});
      } else {
        add(c, parse_grid(*data), static_cast<int>(line));
      }
    }
    at = close + 1;
  }
}

void read_grids(std::string_view text, Collection& c) {
  c.format = CollectionFormat::Grids;
  std::string block;
  int block_line = 0, cells = 0;
  const auto flush = [&] {
    if (!block.empty()) add(c, parse_grid(block), block_line);
    block.clear();
    cells = 0;
  };
  for_each_line(text, [&](std::string_view raw, int number) {
    const std::string_view line = trim(raw);
    bool letters = false;
    int here = 0;
    for (const char ch : line) {
      letters = letters || is_letter(ch);
      here += is_cell(ch) ? 1 : 0;
    }
    if (line.empty() || line.front() == '#' || (letters && block.empty())) {
      flush();  // a blank line, a comment or a title ("Grid 01") between grids
      return;
    }
    if (block.empty()) block_line = number;
    block.append(line);
    block += '\n';
    cells += here;
    if (letters || cells >= kCells) flush();  // a whole grid, or one spoilt by words
  });
  flush();
}

}  // namespace

Collection read_collection(std::string_view text) {
  Collection c;
  if (text.find("<opensudoku") != std::string_view::npos) {
    read_opensudoku(text, c);
    return c;
  }
  // One puzzle a line when some line's first field holds a whole board; else grids.
  bool lines = false;
  for_each_line(text, [&](std::string_view raw, int) {
    if (lines) return;
    const std::string_view field = first_field(trim(raw));
    int cells = 0;
    for (const char ch : field) cells += is_cell(ch) ? 1 : 0;
    lines = cells == kCells && field.size() == static_cast<std::size_t>(kCells);
  });
  if (lines)
    read_lines(text, c);
  else
    read_grids(text, c);
  return c;
}

std::string describe(const CollectionBadLine& bad) {
  std::string out = "line " + std::to_string(bad.line) + ": ";
  switch (bad.problem) {
    case CollectionProblem::NotABoard: return out + bad.parse.error;
    case CollectionProblem::NoSolution: return out + "no solution";
    case CollectionProblem::SeveralSolutions: return out + "several solutions";
  }
  return out;
}

}  // namespace nonet
