// SPDX-License-Identifier: MIT
// Line breaking by UAX #14 (issue 26): where a line of UTF-8 text may end, from ICU's line
// BreakIterator (docs/TEXT.md says why ICU and not libunibreak), and a greedy wrapper that fills
// each line as far as a width allows. Knows nothing of fonts: the caller passes how wide a
// piece of text is (the views pass Canvas::measure, text_wrap.hpp; the tests count code points).
//
//   "今日は良い天気です。明日も"  ->  [今日は良い天気][です。明日も]   breaks between ideographs,
//   "self-evident truth"          ->  [self-][evident truth]            after a hyphen,
//   "/home/user/.local/share/x"   ->  [/home/user/.local/][share/x]     after a slash,
//   and never before 。、」） or after 「（, never inside a Latin or Cyrillic word.
//
// A piece with no break opportunity that is wider than a whole line (a long code, a path with
// no slash left) is cut between two grapheme clusters (ICU's character BreakIterator), after a
// '/' where one is in the second half, and the result says so. Lines are byte ranges into the
// text; none splits a UTF-8 sequence or a grapheme. Steady use allocates nothing: the ICU
// iterators are opened once per LineBreaker and the result's vector is reused.
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace nonet::render {

/// One line: bytes [begin, end) of the text. `end` excludes the spaces a line ends with and
/// the mandatory break ('\n', "\r\n", U+2028...) that ended it; they are not counted in its width.
struct LineSpan {
  std::size_t begin = 0, end = 0;
  std::string_view of(std::string_view text) const { return text.substr(begin, end - begin); }
  bool operator==(const LineSpan&) const = default;
};

struct LineBreakResult {
  std::vector<LineSpan> lines;
  /// Some piece was wider than the width and had to be cut inside a word (between graphemes).
  bool cut_mid_word = false;
  /// max_lines was reached with text left over: lines.back().end is not the end of the text.
  bool truncated = false;
};

/// A non-owning reference to a callable `float(std::string_view)`: how wide a piece of text is.
/// (std::function could allocate for a capture; this never does.) Keep the callable alive for
/// the call it is passed to, which a lambda written in the call's argument list is.
class MeasureRef {
 public:
  template <class F>
  requires(!std::is_same_v<std::remove_cvref_t<F>, MeasureRef> &&
           std::is_object_v<std::remove_reference_t<F>>)
      MeasureRef(F&& f)  // NOLINT(google-explicit-constructor): passed as a lambda
      : object_(const_cast<void*>(static_cast<const void*>(std::addressof(f)))),
        call_([](void* o, std::string_view s) -> float {
          return (*static_cast<std::remove_reference_t<F>*>(o))(s);
        }) {}
  MeasureRef(float (*fn)(std::string_view)) : function_(fn) {}  // NOLINT: a plain function
  float operator()(std::string_view s) const {
    return function_ ? function_(s) : call_(object_, s);
  }

 private:
  void* object_ = nullptr;
  float (*call_)(void*, std::string_view) = nullptr;
  float (*function_)(std::string_view) = nullptr;
};

/// Breaks text into lines. Holds the ICU iterators (opened on first use; when ICU cannot open
/// them, lines break at spaces and code points instead); reuse one for many calls.
class LineBreaker {
 public:
  LineBreaker();
  ~LineBreaker();
  LineBreaker(const LineBreaker&) = delete;
  LineBreaker& operator=(const LineBreaker&) = delete;

  /// Fills `out` with the lines of `text` no wider than `width` by `measure`, greedily: each
  /// line takes as much as fits up to a break opportunity; mandatory breaks are honoured (an
  /// empty line between two '\n'). Text that is empty or only spaces gives no line. With max_lines
  /// > 0 at most that many lines are laid out and out.truncated tells whether text was left over.
  void wrap(std::string_view text, float width, MeasureRef measure, LineBreakResult& out,
            std::size_t max_lines = 0);

  /// The break opportunities of `text` by UAX #14: the byte offsets a line may end at (the
  /// end of the text included), for tests and tools; allocates.
  std::vector<std::size_t> opportunities(std::string_view text);

  /// True when ICU's iterators opened (false: the space-only fallback is in use).
  bool uses_icu();

  /// Breaks by the conventions of a BCP 47 language ("" or "en": the standard's defaults).
  /// The tag goes to ICU as its locale (its tailorings apply); Korean ("ko", "ko-KR") also
  /// breaks only between words (keeps_words_whole).
  void set_language(std::string_view tag);
  /// ICU's locale for a language tag: the tag with '_' for '-'.
  static std::string icu_locale(std::string_view tag);
  /// Whether a language keeps words whole like CSS's `word-break: keep-all`: Korean sets words
  /// apart with spaces and breaks only there, where UAX #14 alone would break between any two
  /// Hangul syllables. ICU 72 (Debian 12) ignores its "lw=keepall" keyword, so the breaker
  /// drops the opportunities between two letters (classes AL, NU, AI, ID and Hangul) itself.
  static bool keeps_words_whole(std::string_view tag);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace nonet::render
