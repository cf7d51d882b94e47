// SPDX-License-Identifier: MIT
// Positional formatting for player-visible text (issue 26): "{0} of {1} stages cleared".
//
// GCC 12 (Debian 12) has no <format>, and the text layer must not write into fixed byte buffers
// (a buffer cuts a Cyrillic or CJK string in the middle of a character). The pattern language is
// the subset of std::format's that translations need, so catalogs (issue 27) can move to
// std::format unchanged once the compiler has it:
//
//   {N}            argument N (0-based): text as is, integers in decimal, reals shortest
//   {N:W}          padded to at least W code points (numbers on the left, text on the right)
//   {N:0W}         a number padded with zeros: {0:02} of 7 is "07"
//   {N:.P}         a real with P digits after the point: {0:.2} of 1.5 is "1.50"
//   {{ and }}      literal braces
//
// Arguments are numbered so a translation can reorder them ("{1}: {0}"). A placeholder that is
// malformed or names a missing argument is copied into the output as written (a broken
// translation shows itself on screen instead of crashing); format_problem() finds it first.
#pragma once

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>

namespace nonet::game {

/// One argument: a view of text, an integer or a real. Holds views only: the text must outlive
/// the call (it always does: arguments are temporaries of the call's full expression).
class FormatArg {
 public:
  enum class Kind : unsigned char { Text, Integer, Real };
  FormatArg(std::string_view s) : kind_(Kind::Text), text_(s) {}
  FormatArg(const char* s) : kind_(Kind::Text), text_(s) {}
  FormatArg(const std::string& s) : kind_(Kind::Text), text_(s) {}
  template <std::integral T>
  requires(!std::same_as<T, bool> && !std::same_as<T, char>) FormatArg(T v)
      : kind_(Kind::Integer), integer_(static_cast<long long>(v)) {}
  FormatArg(double v) : kind_(Kind::Real), real_(v) {}
  FormatArg(float v) : kind_(Kind::Real), real_(v) {}

  Kind kind() const { return kind_; }
  std::string_view text() const { return text_; }
  long long integer() const { return integer_; }
  double real() const { return real_; }

 private:
  Kind kind_;
  std::string_view text_;
  long long integer_ = 0;
  double real_ = 0;
};

/// Appends `pattern` with its placeholders replaced to `out`.
void format_append(std::string& out, std::string_view pattern,
                   std::initializer_list<FormatArg> args);

/// The formatted string.
inline std::string format(std::string_view pattern, std::initializer_list<FormatArg> args = {}) {
  std::string out;
  format_append(out, pattern, args);
  return out;
}

/// Formats into `out`, replacing what it held but keeping its capacity: a view that formats
/// the same line every frame into a string it keeps allocates only the first time.
inline std::string& format_to(std::string& out, std::string_view pattern,
                              std::initializer_list<FormatArg> args = {}) {
  out.clear();
  format_append(out, pattern, args);
  return out;
}

/// What is wrong with a pattern meant for `arg_count` arguments ("" when nothing): an unclosed
/// or stray brace, a bad spec, an argument number out of range. For tests of every pattern and,
/// later, of every catalog's translations.
std::string format_problem(std::string_view pattern, std::size_t arg_count);

/// The one clock of every screen: "4:07" below an hour, "1:04:07" above (negative: "0:00").
/// The play timer, the pause card, results, questions, statistics and the finale all use it.
std::string clock_text(std::int64_t ms);

/// A sentence of its own that may start with a word in lower case ("row 1, column 5 is not 4
/// ..."): its first letter capitalised, for the scripts the game's languages write with cases
/// (ASCII, Latin-1's accented letters, Cyrillic, Ukrainian's ґ). Anything else is left as it is.
std::string sentence_start(std::string s);

}  // namespace nonet::game
