// SPDX-License-Identifier: MIT
// Positional formatting: the placeholder parser shared by format_append and format_problem.
#include "game/format.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <system_error>

namespace nonet::game {

namespace {

struct Placeholder {
  std::size_t end = 0;  // one past the closing brace
  std::size_t index = 0;
  bool zero = false;
  int width = 0;
  int precision = -1;
  std::string problem;  // empty when well formed
};

// Reads the digits at p[i...] into v; false when there are none or too many.
bool read_number(std::string_view p, std::size_t& i, int& v) {
  const std::size_t start = i;
  v = 0;
  while (i < p.size() && p[i] >= '0' && p[i] <= '9') {
    if (i - start >= 4) return false;  // no width, precision or index needs 5 digits
    v = v * 10 + (p[i] - '0');
    ++i;
  }
  return i > start;
}

// The placeholder starting at p[open] == '{' (not "{{").
Placeholder parse(std::string_view p, std::size_t open) {
  Placeholder ph;
  std::size_t i = open + 1;
  const std::size_t close = p.find('}', i);
  ph.end = close == std::string_view::npos ? p.size() : close + 1;
  if (close == std::string_view::npos) {
    ph.problem = "an unclosed '{'";
    return ph;
  }
  int index = 0;
  if (!read_number(p, i, index)) {
    ph.problem = "'{' without an argument number (write {0}, {1}, ...)";
    return ph;
  }
  ph.index = static_cast<std::size_t>(index);
  if (p[i] == ':') {
    ++i;
    if (i < close && p[i] == '0') {
      ph.zero = true;
      ++i;
    }
    if (i < close && p[i] >= '1' && p[i] <= '9') read_number(p, i, ph.width);
    if (i < close && p[i] == '.') {
      ++i;
      if (!read_number(p, i, ph.precision)) {
        ph.problem = "'.' without a number of digits";
        return ph;
      }
    }
  }
  if (i != close)
    ph.problem = "an unknown format in '" + std::string(p.substr(open, ph.end - open)) + "'";
  return ph;
}

std::size_t code_points(std::string_view s) {
  std::size_t n = 0;
  for (char ch : s) n += (static_cast<unsigned char>(ch) & 0xC0) != 0x80;
  return n;
}

// What is wrong with using `ph` for `arg` ("" when it fits).
std::string mismatch(const Placeholder& ph, const FormatArg& arg) {
  if (arg.kind() == FormatArg::Kind::Text && (ph.zero || ph.precision >= 0))
    return "a number format on text";
  if (arg.kind() == FormatArg::Kind::Integer && ph.precision >= 0)
    return "digits after the point for an integer";
  return "";
}

void append_arg(std::string& out, const Placeholder& ph, const FormatArg& arg) {
  std::array<char, 64> buf{};
  std::string_view body;
  switch (arg.kind()) {
    case FormatArg::Kind::Text: body = arg.text(); break;
    case FormatArg::Kind::Integer: {
      const auto r = std::to_chars(buf.data(), buf.data() + buf.size(), arg.integer());
      body = std::string_view(buf.data(), static_cast<std::size_t>(r.ptr - buf.data()));
      break;
    }
    case FormatArg::Kind::Real: {
      const auto r = ph.precision >= 0
                         ? std::to_chars(buf.data(), buf.data() + buf.size(), arg.real(),
                                         std::chars_format::fixed, ph.precision)
                         : std::to_chars(buf.data(), buf.data() + buf.size(), arg.real());
      body = r.ec == std::errc{}
                 ? std::string_view(buf.data(), static_cast<std::size_t>(r.ptr - buf.data()))
                 : std::string_view("?");
      break;
    }
  }
  const std::size_t len = code_points(body);
  const std::size_t pad = static_cast<std::size_t>(ph.width) > len ? ph.width - len : 0;
  if (arg.kind() == FormatArg::Kind::Text) {  // text on the left, like std::format
    out += body;
    out.append(pad, ' ');
  } else if (ph.zero) {  // zeros after the sign
    std::size_t sign = !body.empty() && body[0] == '-';
    out += body.substr(0, sign);
    out.append(pad, '0');
    out += body.substr(sign);
  } else {
    out.append(pad, ' ');
    out += body;
  }
}

}  // namespace

void format_append(std::string& out, std::string_view p, std::initializer_list<FormatArg> args) {
  for (std::size_t i = 0; i < p.size();) {
    const char ch = p[i];
    if ((ch == '{' || ch == '}') && i + 1 < p.size() && p[i + 1] == ch) {
      out += ch;
      i += 2;
      continue;
    }
    if (ch != '{') {
      out += ch;
      ++i;
      continue;
    }
    const Placeholder ph = parse(p, i);
    if (ph.problem.empty() && ph.index < args.size() &&
        mismatch(ph, args.begin()[ph.index]).empty()) {
      append_arg(out, ph, args.begin()[ph.index]);
    } else {
      out += p.substr(i, ph.end - i);  // shown as written
    }
    i = ph.end;
  }
}

std::string clock_text(std::int64_t ms) {
  const std::int64_t s = std::max<std::int64_t>(0, ms / 1000);
  const std::int64_t h = s / 3600, m = (s / 60) % 60, sec = s % 60;
  if (h > 0) return format("{0}:{1:02}:{2:02}", {h, m, sec});
  return format("{0}:{1:02}", {m, sec});
}

std::string format_problem(std::string_view p, std::size_t arg_count) {
  for (std::size_t i = 0; i < p.size();) {
    const char ch = p[i];
    if ((ch == '{' || ch == '}') && i + 1 < p.size() && p[i + 1] == ch) {
      i += 2;
      continue;
    }
    if (ch == '}') return "a '}' without its '{' (write '}}' for a brace)";
    if (ch != '{') {
      ++i;
      continue;
    }
    const Placeholder ph = parse(p, i);
    if (!ph.problem.empty()) return ph.problem;
    if (ph.index >= arg_count)
      return "{" + std::to_string(ph.index) + "} names an argument, but there are only " +
             std::to_string(arg_count);
    i = ph.end;
  }
  return "";
}

std::string sentence_start(std::string s) {
  if (s.empty()) return s;
  auto* b = reinterpret_cast<unsigned char*>(s.data());
  if (b[0] >= 'a' && b[0] <= 'z') {
    b[0] = static_cast<unsigned char>(b[0] - 'a' + 'A');
    return s;
  }
  if (s.size() < 2 || (b[0] & 0xE0) != 0xC0 || (b[1] & 0xC0) != 0x80) return s;
  const unsigned cp = ((b[0] & 0x1Fu) << 6) | (b[1] & 0x3Fu);
  unsigned up = cp;
  if (cp >= 0xE0 && cp <= 0xFE && cp != 0xF7)
    up = cp - 0x20;  // à..þ (not ÷)
  else if (cp >= 0x430 && cp <= 0x44F)
    up = cp - 0x20;  // а..я
  else if (cp >= 0x450 && cp <= 0x45F)
    up = cp - 0x50;  // ѐ..џ (є, і, ї among them)
  else if (cp == 0x491)
    up = 0x490;  // ґ
  b[0] = static_cast<unsigned char>(0xC0 | (up >> 6));
  b[1] = static_cast<unsigned char>(0x80 | (up & 0x3F));
  return s;
}

}  // namespace nonet::game
