// SPDX-License-Identifier: MIT
// Line breaking by UAX #14 (render/line_break.hpp): Japanese, Chinese, English, Cyrillic,
// hyphens, codes, paths, mandatory breaks, UTF-8 kept whole, the line cap, no allocation in
// steady use; and through the real Canvas with Inter, English as the old space wrapper had it.
#include <doctest/doctest.h>

#include <unicode/uclean.h>
#include <unicode/umachine.h>

#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "alloc_counter.hpp"
#include "render/canvas.hpp"
#include "render/line_break.hpp"
#include "render/text_wrap.hpp"
#include "render/view_parts.hpp"

using namespace nonet::render;

namespace {

const std::string kFonts = std::string(NONET_SOURCE_DIR) + "/assets/fonts";

bool continuation(unsigned char c) { return (c & 0xC0) == 0x80; }

std::size_t code_points(std::string_view s) {
  std::size_t n = 0;
  for (char ch : s) n += continuation(static_cast<unsigned char>(ch)) ? 0 : 1;
  return n;
}

// Every code point 10 wide: deterministic, and a width of 10 * n holds n of them.
float by_code_points(std::string_view s) { return 10.0f * static_cast<float>(code_points(s)); }

// Strictly well-formed UTF-8 (no lone continuation byte, no sequence cut short).
bool valid_utf8(std::string_view s) {
  for (std::size_t i = 0; i < s.size();) {
    const auto c = static_cast<unsigned char>(s[i]);
    const std::size_t n = c < 0x80         ? 1
                          : (c >> 5) == 6  ? 2
                          : (c >> 4) == 14 ? 3
                          : (c >> 3) == 30 ? 4
                                           : 0;
    if (n == 0 || i + n > s.size()) return false;
    for (std::size_t k = 1; k < n; ++k)
      if (!continuation(static_cast<unsigned char>(s[i + k]))) return false;
    i += n;
  }
  return true;
}

std::vector<std::string> lines_of(std::string_view text, float width,
                                  LineBreakResult* out = nullptr, std::size_t max_lines = 0) {
  LineBreaker b;
  LineBreakResult r;
  b.wrap(text, width, by_code_points, r, max_lines);
  std::vector<std::string> lines;
  for (const LineSpan& l : r.lines) lines.emplace_back(l.of(text));
  if (out) *out = r;
  return lines;
}

std::string joined(const std::vector<std::string>& lines) {
  std::string s;
  for (const std::string& l : lines) s += l;
  return s;
}

bool starts_with_any(std::string_view s, std::initializer_list<std::string_view> marks) {
  for (std::string_view m : marks)
    if (s.starts_with(m)) return true;
  return false;
}
bool ends_with_any(std::string_view s, std::initializer_list<std::string_view> marks) {
  for (std::string_view m : marks)
    if (s.ends_with(m)) return true;
  return false;
}

// A CJK text at every width from 4 to 20 characters: lines fit, nothing is lost, no line
// starts with a closing mark or ends with an opening one, and some line ends between two
// ideographs (not at a mark).
void check_cjk(std::string_view text) {
  bool between_ideographs = false;
  for (int chars = 4; chars <= 20; ++chars) {
    CAPTURE(chars);
    LineBreakResult r;
    const std::vector<std::string> lines = lines_of(text, 10.0f * static_cast<float>(chars), &r);
    CHECK_FALSE(r.cut_mid_word);
    CHECK(joined(lines) == text);  // no spaces to drop: every byte kept
    for (std::size_t i = 0; i < lines.size(); ++i) {
      const std::string& l = lines[i];
      CAPTURE(l);
      CHECK(valid_utf8(l));
      CHECK(by_code_points(l) <= 10.0f * static_cast<float>(chars));
      CHECK_FALSE(starts_with_any(l, {"。", "、", "」", "）", "？", "！"}));
      CHECK_FALSE(ends_with_any(l, {"「", "（"}));
      if (i + 1 < lines.size() && !ends_with_any(l, {"。", "、", "」", "）", "？"}))
        between_ideographs = true;
    }
    if (code_points(text) > static_cast<std::size_t>(chars)) CHECK(lines.size() > 1);
  }
  CHECK(between_ideographs);
}

// Latin or Cyrillic prose at many widths: every line is a run of whole words of the text.
void check_words_whole(std::string_view text) {
  std::vector<std::string> words;
  for (std::size_t i = 0; i < text.size();) {
    std::size_t j = text.find(' ', i);
    if (j == std::string_view::npos) j = text.size();
    words.emplace_back(text.substr(i, j - i));
    i = j + 1;
  }
  for (int chars = 12; chars <= 60; chars += 4) {
    CAPTURE(chars);
    LineBreakResult r;
    const std::vector<std::string> lines = lines_of(text, 10.0f * static_cast<float>(chars), &r);
    CHECK_FALSE(r.cut_mid_word);
    std::vector<std::string> got;
    for (const std::string& l : lines) {
      CHECK(by_code_points(l) <= 10.0f * static_cast<float>(chars));
      CHECK_FALSE(l.ends_with(' '));  // trailing spaces are not part of the line
      for (std::size_t i = 0; i <= l.size();) {
        std::size_t j = l.find(' ', i);
        if (j == std::string::npos) j = l.size();
        got.emplace_back(l.substr(i, j - i));
        i = j + 1;
      }
    }
    CHECK(got == words);
  }
}

}  // namespace

TEST_CASE("ICU's line iterator is the one in use") { CHECK(LineBreaker{}.uses_icu()); }

TEST_CASE("a Japanese sentence breaks between ideographs and never before 。 or 、") {
  check_cjk("今日は良い天気です。明日も晴れるでしょう、たぶん。");
  check_cjk("「こんにちは」と彼女は言った（笑）。次の問題に進みましょう。");
  // Four wide: "天気です" would fit, but 。 may not start a line, so す goes down with it.
  CHECK(lines_of("天気です。明日", 40) == std::vector<std::string>{"天気で", "す。明日"});
}

TEST_CASE("a Chinese sentence breaks between ideographs and never before 。 or 、") {
  check_cjk("这是一个测试。我们来看看、好吗？数独是一种逻辑游戏。");
  check_cjk("他说：「请在第三行填入五。」然后（再）检查一次。");
}

TEST_CASE("Korean breaks only at the spaces between its words; UAX #14 alone breaks anywhere") {
  const std::string_view text = "이 칸에 들어갈 숫자는 하나뿐입니다";
  std::vector<std::size_t> spaces_after;  // the offsets just after each space, and the end
  for (std::size_t i = 0; i < text.size(); ++i)
    if (text[i] == ' ') spaces_after.push_back(i + 1);
  spaces_after.push_back(text.size());

  LineBreaker korean;
  korean.set_language("ko-KR");
  CHECK(korean.opportunities(text) == spaces_after);
  CHECK(LineBreaker::keeps_words_whole("ko"));
  CHECK_FALSE(LineBreaker::keeps_words_whole("kok"));  // Konkani is not Korean
  CHECK_FALSE(LineBreaker::keeps_words_whole("ja"));
  CHECK(LineBreaker::icu_locale("zh-Hant") == "zh_Hant");

  LineBreaker root;  // the standard's default: a break between any two Hangul syllables
  CHECK(root.opportunities(text).size() > spaces_after.size() + 5);
  // Back to the default language: the tailoring goes.
  korean.set_language("en");
  CHECK(korean.opportunities(text) == root.opportunities(text));
  // Korean text in a Korean session still breaks a word too long for any line.
  LineBreakResult out;
  korean.set_language("ko");
  korean.wrap(
      text, 12, [](std::string_view s) { return static_cast<float>(s.size()); }, out);
  CHECK(out.cut_mid_word);  // "하나뿐입니다" is 18 bytes wide here
  for (const LineSpan& l : out.lines) CHECK(l.end - l.begin <= 12);
}

TEST_CASE("English and Cyrillic words stay whole") {
  check_words_whole(
      "The quick brown fox jumps over the lazy dog while nine cells wait for a digit");
  check_words_whole("Съешь же ещё этих мягких французских булок да выпей чаю");
  check_words_whole("Судоку: в каждой строке, в каждом столбце и в каждом блоке все цифры");
  CHECK(lines_of("one two three", 70) == std::vector<std::string>{"one two", "three"});
  CHECK(lines_of("one two three", 1000) == std::vector<std::string>{"one two three"});
}

TEST_CASE("a hyphenated word may break after its hyphen") {
  // "It is self-" is 11 wide; the whole word would need 18.
  CHECK(lines_of("It is self-evident truth", 130) ==
        std::vector<std::string>{"It is self-", "evident truth"});
  CHECK(lines_of("It is self-evident truth", 240) ==
        std::vector<std::string>{"It is self-evident truth"});
}

TEST_CASE("a long code breaks after its hyphens, and is cut only when a part is too wide") {
  LineBreakResult r;
  CHECK(lines_of("E-JVM6-VGX1", 200, &r) == std::vector<std::string>{"E-JVM6-VGX1"});
  CHECK_FALSE(r.cut_mid_word);
  CHECK(lines_of("E-JVM6-VGX1", 60, &r) == std::vector<std::string>{"E-", "JVM6-", "VGX1"});
  CHECK_FALSE(r.cut_mid_word);
  CHECK(lines_of("Code E-JVM6-VGX1", 80, &r) ==
        std::vector<std::string>{"Code E-", "JVM6-", "VGX1"});
  CHECK_FALSE(r.cut_mid_word);
  CHECK(lines_of("E-JVM6-VGX1", 30, &r) == std::vector<std::string>{"E-", "JVM", "6-", "VGX", "1"});
  CHECK(r.cut_mid_word);
}

TEST_CASE("a path breaks after its slashes, and is cut after a slash when a part is too wide") {
  const std::string_view path = "/home/user/.local/share/nonet/saves";
  LineBreakResult r;
  CHECK(lines_of(path, 120, &r) ==
        std::vector<std::string>{"/home/", "user/.local/", "share/nonet/", "saves"});
  CHECK_FALSE(r.cut_mid_word);
  // "user/.local/" has no opportunity inside (none before '.'): cut, after its '/'.
  const std::vector<std::string> narrow = lines_of(path, 80, &r);
  CHECK(r.cut_mid_word);
  CHECK(narrow ==
        std::vector<std::string>{"/home/", "user/", ".local/", "share/", "nonet/", "saves"});
  CHECK(joined(narrow) == path);
  // No slash in the second half: as much as fits.
  CHECK(lines_of("abcdefghij", 40, &r) == std::vector<std::string>{"abcd", "efgh", "ij"});
  CHECK(r.cut_mid_word);
}

TEST_CASE("mandatory breaks end lines, spaces hang, empty text has no line") {
  CHECK(lines_of("one\ntwo three", 1000) == std::vector<std::string>{"one", "two three"});
  CHECK(lines_of("one\r\ntwo", 1000) == std::vector<std::string>{"one", "two"});
  CHECK(lines_of("a\n\nb", 1000) == std::vector<std::string>{"a", "", "b"});
  CHECK(lines_of("a\n", 1000) == std::vector<std::string>{"a"});
  CHECK(lines_of("first line\xE2\x80\xA8second", 1000) ==
        std::vector<std::string>{"first line", "second"});  // U+2028 LINE SEPARATOR
  CHECK(lines_of("one\xC2\x85two", 1000) == std::vector<std::string>{"one", "two"});  // NEL
  CHECK(lines_of("one two   ", 70) == std::vector<std::string>{"one two"});
  // The ideographic space hangs at a line's end like a space, unmeasured.
  CHECK(lines_of("日本\xE3\x80\x80語", 20) == std::vector<std::string>{"日本", "語"});
  CHECK(lines_of("", 100).empty());
  CHECK(lines_of("   ", 100).empty());
  // A newline inside a paragraph that also wraps.
  CHECK(lines_of("alpha beta gamma\ndelta", 110) ==
        std::vector<std::string>{"alpha beta", "gamma", "delta"});
}

TEST_CASE("no line splits a UTF-8 sequence or a grapheme cluster, at any width") {
  // Accented Latin (a combining acute), Cyrillic, CJK, an emoji family (ZWJ sequence), a flag.
  const std::string text =
      "Cafe\xCC\x81 \xD0\xBF\xD1\x80\xD0\xB8\xD0\xB2\xD0\xB5\xD1\x82 \xE6\x95\xB0\xE7\x8B\xAC"
      "\xE3\x80\x82 \xF0\x9F\x91\xA8\xE2\x80\x8D\xF0\x9F\x91\xA9\xE2\x80\x8D\xF0\x9F\x91\xA7 "
      "\xF0\x9F\x87\xAF\xF0\x9F\x87\xB5 longwordwithoutanybreak";
  for (int w = 0; w <= 300; w += 5) {
    CAPTURE(w);
    const std::vector<std::string> lines = lines_of(text, static_cast<float>(w));
    REQUIRE_FALSE(lines.empty());
    std::string all;
    for (const std::string& l : lines) {
      CHECK(valid_utf8(l));
      CHECK_FALSE(l.starts_with("\xCC\x81"));          // the accent stays on its e
      CHECK_FALSE(l.starts_with("\xE2\x80\x8D"));      // the ZWJ stays inside the family
      CHECK_FALSE(l.starts_with("\xF0\x9F\x87\xB5"));  // the flag's second half with its first
      all += l;
    }
    std::string expected;
    for (char ch : text)
      if (ch != ' ') expected += ch;
    std::string got;
    for (char ch : all)
      if (ch != ' ') got += ch;
    CHECK(got == expected);
  }
}

TEST_CASE("a line cap is reported, never silent") {
  LineBreakResult r;
  CHECK(lines_of("one two three four", 50, &r, 2) == std::vector<std::string>{"one", "two"});
  CHECK(r.truncated);
  CHECK(lines_of("one two", 50, &r, 2) == std::vector<std::string>{"one", "two"});
  CHECK_FALSE(r.truncated);
  // No cap: as many lines as the text needs (the old hint wrapper stopped at 24 silently).
  std::string many;
  for (int i = 0; i < 40; ++i) many += "word ";
  CHECK(lines_of(many, 40, &r).size() == 40);
  CHECK_FALSE(r.truncated);
}

namespace {
std::size_t g_icu_allocations = 0;
void* counting_alloc(const void*, size_t n) {
  ++g_icu_allocations;
  return std::malloc(n);
}
void* counting_realloc(const void*, void* p, size_t n) {
  ++g_icu_allocations;
  return std::realloc(p, n);
}
void counting_free(const void*, void* p) { std::free(p); }
}  // namespace

TEST_CASE("wrapping again with the same breaker allocates nothing, in C++ or in ICU") {
  // ICU allocates through its own functions (malloc), not operator new: count those too. They
  // hand over to the same malloc, so swapping them in while ICU is in use is safe.
  UErrorCode st = U_ZERO_ERROR;
  u_setMemoryFunctions(nullptr, counting_alloc, counting_realloc, counting_free, &st);
  REQUIRE(U_SUCCESS(st));
  LineBreaker b;
  LineBreakResult r;
  const std::string_view texts[] = {"今日は良い天気です。明日も晴れるでしょう、たぶん。",
                                    "Then: place 5 in r3c4, the only cell of box 2 left.",
                                    "/home/user/.local/share/nonet/saves", "E-JVM6-VGX1"};
  for (std::string_view t : texts) b.wrap(t, 40, by_code_points, r);  // warm: iterators, vector
  g_icu_allocations = 0;
  {
    LineBreaker fresh;  // opening the iterators does allocate: the counter sees ICU
    fresh.wrap(texts[0], 40, by_code_points, r);
  }
  const std::size_t opening = g_icu_allocations;
  g_icu_allocations = 0;
  std::size_t allocations = 0;
  {
    nonet::testing::AllocationScope scope;
    for (int round = 0; round < 3; ++round)
      for (std::string_view t : texts) b.wrap(t, 40, by_code_points, r);
    allocations = scope.count();
  }
  const std::size_t icu = g_icu_allocations;
  u_setMemoryFunctions(nullptr, nullptr, nullptr, nullptr, &st);  // back to ICU's own
  CHECK(opening > 0);
  CHECK(allocations == 0);
  CHECK(icu == 0);
}

namespace {
// The wrapper the views had before issue 26 (guide_view.cpp's wrap_words): at spaces only.
std::vector<std::string> old_space_wrap(Canvas& c, Face face, float px, std::string_view text,
                                        float width) {
  std::vector<std::string> out;
  std::string line;
  for (std::size_t i = 0; i < text.size();) {
    std::size_t j = text.find(' ', i);
    if (j == std::string_view::npos) j = text.size();
    const std::string word(text.substr(i, j - i));
    const std::string tried = line.empty() ? word : line + " " + word;
    if (!line.empty() && c.measure(face, px, tried) > width) {
      out.push_back(line);
      line = word;
    } else {
      line = tried;
    }
    i = j + 1;
  }
  if (!line.empty()) out.push_back(line);
  return out;
}
}  // namespace

TEST_CASE("through the Canvas with Inter, English wraps as the space wrapper did") {
  Batch batch;
  GlyphAtlas atlas;
  REQUIRE(atlas.open(kFonts) == "");
  Canvas c(batch, atlas);
  TextWrapper wrapper;
  const std::string_view texts[] = {
      "Tap a cell, then a digit. Notes keep the candidates you are still weighing.",
      "Hints, checking and mistakes are off: any full board that breaks no rule wins.",
      "Hidden single: in box 5, only r4c6 can hold a 7. Then: place 7 in r4c6.",
  };
  for (std::string_view t : texts) {
    for (const float width : {120.0f, 160.0f, 240.0f, 400.0f, 2000.0f}) {
      CAPTURE(t);
      CAPTURE(width);
      const LineBreakResult& r = wrapper.wrap(c, Face::Regular, 16, t, width);
      CHECK_FALSE(r.cut_mid_word);
      std::vector<std::string> got;
      for (const LineSpan& l : r.lines) {
        CHECK(c.measure(Face::Regular, 16, l.of(t)) <= width);
        got.emplace_back(l.of(t));
      }
      CHECK(got == old_space_wrap(c, Face::Regular, 16, t, width));
      CHECK(wrap_words(c, Face::Regular, 16, t, width) == got);  // the string adapter agrees
    }
  }
  // The same text, face, size and width again: remembered, nothing measured or allocated.
  const std::size_t misses = wrapper.misses();
  std::size_t allocations = 0;
  {
    nonet::testing::AllocationScope scope;
    for (std::string_view t : texts) (void)wrapper.wrap(c, Face::Regular, 16, t, 240);
    allocations = scope.count();
  }
  CHECK(wrapper.misses() == misses);
  CHECK(allocations == 0);
  // Another size is another entry.
  (void)wrapper.wrap(c, Face::Regular, 17, texts[0], 240);
  CHECK(wrapper.misses() == misses + 1);
}
