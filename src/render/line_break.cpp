// SPDX-License-Identifier: MIT
// UAX #14 line breaking through ICU's C API (unicode/ubrk.h), and the greedy wrapper.
#include "render/line_break.hpp"

#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/utext.h>
#include <unicode/utf8.h>

#include <algorithm>
#include <climits>
#include <cstdint>

namespace nonet::render {

namespace {

// A mandatory break ends just before `end`: LF, CR, VT, FF, NEL (C2 85), LS and PS (E2 80 A8/A9).
bool ends_with_hard_break(std::string_view t, std::size_t end) {
  if (end == 0) return false;
  const auto c = static_cast<unsigned char>(t[end - 1]);
  if (c == '\n' || c == '\r' || c == '\v' || c == '\f') return true;
  if (end >= 2 && c == 0x85 && static_cast<unsigned char>(t[end - 2]) == 0xC2) return true;
  return end >= 3 && (c == 0xA8 || c == 0xA9) && static_cast<unsigned char>(t[end - 2]) == 0x80 &&
         static_cast<unsigned char>(t[end - 3]) == 0xE2;
}

// How many bytes of white space (hanging at a line's end, not measured) end just before `end`:
// spaces, tabs, the ideographic space U+3000 (E3 80 80) and the mandatory breaks.
std::size_t trailing_space(std::string_view t, std::size_t begin, std::size_t end) {
  std::size_t e = end;
  while (e > begin) {
    const auto c = static_cast<unsigned char>(t[e - 1]);
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f') {
      --e;
    } else if (e - begin >= 3 && c == 0x80 && static_cast<unsigned char>(t[e - 2]) == 0x80 &&
               static_cast<unsigned char>(t[e - 3]) == 0xE3) {
      e -= 3;
    } else if (const std::size_t n = c == 0x85 ? 2 : 3;
               e - begin >= n && ends_with_hard_break(t, e)) {
      e -= n;  // NEL, LS or PS (never cut: `begin` is a break, not inside a sequence)
    } else {
      break;
    }
  }
  return end - e;
}

bool continuation(unsigned char c) { return (c & 0xC0) == 0x80; }

}  // namespace

struct LineBreaker::Impl {
  UBreakIterator* line = nullptr;
  UBreakIterator* chars = nullptr;  // grapheme clusters, opened when a piece must be cut
  bool tried = false;
  bool icu = false;
  bool chars_current = false;  // `chars` is set to the text of this wrap call
  std::string locale;          // ICU's locale for the line iterator ("": the root)
  bool keep_all = false;       // Korean: no break inside a word (see keeps_words_whole)
  UText text = UTEXT_INITIALIZER;
  std::string_view bytes;

  ~Impl() {
    if (line) ubrk_close(line);
    if (chars) ubrk_close(chars);
    utext_close(&text);
  }

  void open() {
    if (tried) return;
    tried = true;
    UErrorCode st = U_ZERO_ERROR;
    line = ubrk_open(UBRK_LINE, locale.c_str(), nullptr, 0, &st);
    icu = U_SUCCESS(st) && line != nullptr;
  }

  // Points the iterators at `t`; false (the fallback is used) when ICU is not available.
  bool set(std::string_view t) {
    open();
    bytes = t;
    chars_current = false;
    if (!icu || t.size() > static_cast<std::size_t>(INT32_MAX)) return false;
    UErrorCode st = U_ZERO_ERROR;
    utext_openUTF8(&text, t.data(), static_cast<int64_t>(t.size()), &st);
    if (U_SUCCESS(st)) ubrk_setUText(line, &text, &st);
    return U_SUCCESS(st);
  }

  // Whether the opportunity at byte p lies between two letters of one word by CSS's keep-all:
  // both neighbours of line-break class AL, NU, AI, ID or Hangul (H2, H3, JL, JV, JT).
  bool inside_word(std::size_t p) const {
    auto word_letter = [](UChar32 c) {
      switch (u_getIntPropertyValue(c, UCHAR_LINE_BREAK)) {
        case U_LB_ALPHABETIC:
        case U_LB_NUMERIC:
        case U_LB_AMBIGUOUS:
        case U_LB_IDEOGRAPHIC:
        case U_LB_H2:
        case U_LB_H3:
        case U_LB_JL:
        case U_LB_JV:
        case U_LB_JT: return true;
        default: return false;
      }
    };
    const auto* s = reinterpret_cast<const uint8_t*>(bytes.data());
    const auto n = static_cast<int32_t>(bytes.size());
    int32_t before = static_cast<int32_t>(p), after = static_cast<int32_t>(p);
    UChar32 left = 0, right = 0;
    U8_PREV(s, 0, before, left);
    U8_NEXT(s, after, n, right);
    return left >= 0 && right >= 0 && word_letter(left) && word_letter(right);
  }

  // The next line-break opportunity after `pos` (the end of the text at the latest).
  std::size_t next_break(bool with_icu, std::size_t pos) {
    if (with_icu) {
      for (;;) {
        const int32_t p = ubrk_following(line, static_cast<int32_t>(pos));
        if (p == UBRK_DONE || static_cast<std::size_t>(p) >= bytes.size()) return bytes.size();
        if (!keep_all || !inside_word(static_cast<std::size_t>(p)))
          return static_cast<std::size_t>(p);
        pos = static_cast<std::size_t>(p);  // keep-all: not between two letters of a word
      }
    }
    // Fallback: after a run of spaces, and after a mandatory break.
    std::size_t i = pos;
    while (i < bytes.size()) {
      const char c = bytes[i++];
      if (c == '\n') return i;
      if (c == ' ') {
        while (i < bytes.size() && bytes[i] == ' ') ++i;
        return i;
      }
    }
    return bytes.size();
  }

  // The next grapheme boundary after `pos`, never past `limit`.
  std::size_t next_grapheme(bool with_icu, std::size_t pos, std::size_t limit) {
    if (with_icu) {
      UErrorCode st = U_ZERO_ERROR;
      if (!chars) chars = ubrk_open(UBRK_CHARACTER, "", nullptr, 0, &st);
      if (chars && !chars_current && U_SUCCESS(st)) {
        ubrk_setUText(chars, &text, &st);
        chars_current = U_SUCCESS(st);
      }
      if (chars_current) {
        const int32_t p = ubrk_following(chars, static_cast<int32_t>(pos));
        if (p != UBRK_DONE && static_cast<std::size_t>(p) > pos)
          return std::min(static_cast<std::size_t>(p), limit);
      }
    }
    std::size_t i = pos + 1;  // a code point
    while (i < limit && continuation(static_cast<unsigned char>(bytes[i]))) ++i;
    return std::min(i, limit);
  }
};

LineBreaker::LineBreaker() : impl_(std::make_unique<Impl>()) {}
LineBreaker::~LineBreaker() = default;

std::string LineBreaker::icu_locale(std::string_view tag) {
  std::string out(tag);
  std::replace(out.begin(), out.end(), '-', '_');
  return out;
}

bool LineBreaker::keeps_words_whole(std::string_view tag) {
  return tag.size() >= 2 && tag.substr(0, 2) == "ko" &&
         (tag.size() == 2 || tag[2] == '-' || tag[2] == '_');
}

void LineBreaker::set_language(std::string_view tag) {
  const std::string loc = icu_locale(tag);
  impl_->keep_all = keeps_words_whole(tag);
  if (loc == impl_->locale) return;
  impl_->locale = loc;
  if (impl_->line) ubrk_close(impl_->line);
  impl_->line = nullptr;
  impl_->tried = false;
  impl_->icu = false;
}

bool LineBreaker::uses_icu() {
  impl_->open();
  return impl_->icu;
}

std::vector<std::size_t> LineBreaker::opportunities(std::string_view text) {
  std::vector<std::size_t> out;
  const bool icu = impl_->set(text);
  for (std::size_t p = 0; p < text.size();) {
    p = impl_->next_break(icu, p);
    out.push_back(p);
  }
  return out;
}

void LineBreaker::wrap(std::string_view text, float width, MeasureRef measure, LineBreakResult& out,
                       std::size_t max_lines) {
  out.lines.clear();
  out.cut_mid_word = false;
  out.truncated = false;
  if (text.empty()) return;
  Impl& im = *impl_;
  const bool icu = im.set(text);
  const auto trimmed = [&](std::size_t b, std::size_t e) { return e - trailing_space(text, b, e); };
  // Appends a line; false when max_lines is reached with text after it.
  const auto emit = [&](std::size_t b, std::size_t e, std::size_t next) {
    out.lines.push_back(LineSpan{b, e});
    if (max_lines > 0 && out.lines.size() >= max_lines && next < text.size()) {
      out.truncated = true;
      return false;
    }
    return true;
  };

  std::size_t begin = 0;    // where the current line starts
  std::size_t fit = begin;  // the furthest break opportunity whose line fits (begin: none)
  std::size_t p = im.next_break(icu, 0);
  for (;;) {
    const std::size_t end = trimmed(begin, p);
    if (end == begin || measure(text.substr(begin, end - begin)) <= width) {
      // The line fits up to p (or is only white space so far).
      if (ends_with_hard_break(text, p) || p >= text.size()) {
        // Only white space left after the last line: it hangs there, no line of its own.
        if (p >= text.size() && end == begin && !ends_with_hard_break(text, p)) return;
        if (!emit(begin, end, p)) return;
        if (p >= text.size()) return;
        begin = fit = p;
      } else {
        fit = p;
      }
      p = im.next_break(icu, p);
      continue;
    }
    if (fit > begin) {
      // Too wide: the line ends at the last opportunity that fitted; p is tried again.
      const std::size_t e = trimmed(begin, fit);
      if (e > begin && !emit(begin, e, fit)) return;
      begin = fit;
      continue;
    }
    // One piece with no opportunity in it is wider than the line: cut it between graphemes,
    // as far as fits, after a '/' in the second half where there is one.
    std::size_t cut = begin, slash = begin;
    for (std::size_t g = im.next_grapheme(icu, begin, end); g > cut;
         g = im.next_grapheme(icu, g, end)) {
      if (measure(text.substr(begin, g - begin)) > width) break;
      cut = g;
      if (text[g - 1] == '/') slash = g;
      if (g >= end) break;
    }
    if (cut == begin) cut = im.next_grapheme(icu, begin, end);  // not even one fits: one anyway
    if (slash > begin && slash - begin > (cut - begin) / 2) cut = slash;
    out.cut_mid_word = true;
    if (!emit(begin, cut, cut)) return;
    begin = fit = cut;
  }
}

}  // namespace nonet::render
