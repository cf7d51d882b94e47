// SPDX-License-Identifier: MIT
// Positional formatting (issue 26): placeholders, reordering, padding, UTF-8 kept whole, and
// malformed patterns shown as written and named by format_problem.
#include <doctest/doctest.h>

#include <string>

#include "game/format.hpp"

using nonet::game::format;
using nonet::game::format_problem;
using nonet::game::format_to;
using nonet::game::sentence_start;

TEST_CASE("arguments are placed by number, so a translation can reorder them") {
  CHECK(format("{0} of {1} stages cleared", {3, 100}) == "3 of 100 stages cleared");
  CHECK(format("{1} / {0}", {3, 100}) == "100 / 3");
  CHECK(format("{0}{0}", {"ab"}) == "abab");
  CHECK(format("Stage {0} \xC2\xB7 {1}", {12, std::string("Hard")}) == "Stage 12 \xC2\xB7 Hard");
  CHECK(format("no arguments") == "no arguments");
  CHECK(format("{{0}} is literal, {0}}}", {7}) == "{0} is literal, 7}");
  CHECK(format("{0}", {-42LL}) == "-42");
  CHECK(format("{0}", {std::size_t{18446744073709551}}) == "18446744073709551");
}

TEST_CASE("widths pad by code points: numbers right with spaces or zeros, text left") {
  CHECK(format("{0:02}:{1:02}", {4, 7}) == "04:07");
  CHECK(format("{0:02}", {123}) == "123");  // a width never cuts
  CHECK(format("{0:03}", {-5}) == "-05");   // zeros after the sign
  CHECK(format("[{0:4}]", {42}) == "[  42]");
  CHECK(format("[{0:4}]", {"ab"}) == "[ab  ]");
  // Cyrillic and CJK are whole code points: two-byte and three-byte letters count once.
  CHECK(format("[{0:4}]", {"Ключ"}) == "[Ключ]");
  CHECK(format("[{0:3}]", {"数"}) == "[数  ]");
}

TEST_CASE("reals print shortest, or with the digits asked for") {
  CHECK(format("{0}", {1.5}) == "1.5");
  CHECK(format("{0:.2} ms", {1.5}) == "1.50 ms");
  CHECK(format("{0:.1}", {2.25f}) == "2.2");  // round half to even, as printf does
  CHECK(format("{0:.0}", {7.6}) == "8");
}

TEST_CASE("a long UTF-8 argument is never cut") {
  std::string long_text;
  for (int i = 0; i < 200; ++i) long_text += "Ґ数";  // 2 + 3 bytes, 1000 bytes in all
  const std::string out = format("\xC2\xAB{0}\xC2\xBB", {long_text});
  CHECK(out.size() == long_text.size() + 4);
  CHECK(out.substr(2, long_text.size()) == long_text);
}

TEST_CASE("format_to reuses the string's room") {
  std::string s;
  format_to(s, "{0} of {1} stages cleared, a longer line", {10, 100});
  const auto* data = s.data();
  const auto cap = s.capacity();
  format_to(s, "{0} of {1} stages cleared, a longer line", {11, 100});
  CHECK(s == "11 of 100 stages cleared, a longer line");
  CHECK(s.data() == data);
  CHECK(s.capacity() == cap);
}

TEST_CASE("a malformed placeholder is shown as written and format_problem names it") {
  CHECK(format("{2} of {1}", {1, 2}) == "{2} of 2");
  CHECK(format("{} left", {3}) == "{} left");
  CHECK(format("{0:x}", {3}) == "{0:x}");
  CHECK(format("{0:.2}", {"text"}) == "{0:.2}");  // a number's format on text
  CHECK(format("{0:.2}", {3}) == "{0:.2}");       // digits after the point of an integer
  CHECK(format("open {0", {3}) == "open {0");
  CHECK(format("close } alone", {3}) == "close } alone");

  CHECK(format_problem("{0} of {1} stages", 2) == "");
  CHECK(format_problem("{{literal}} {0:02} {1:.1}", 2) == "");
  CHECK(format_problem("{2} of {1}", 2).find("{2}") != std::string::npos);
  CHECK(format_problem("{} left", 1).find("argument number") != std::string::npos);
  CHECK(format_problem("{0:x}", 1).find("unknown format") != std::string::npos);
  CHECK(format_problem("open {0", 1).find("unclosed") != std::string::npos);
  CHECK(format_problem("close } alone", 0).find("'}'") != std::string::npos);
  CHECK(format_problem("{0:.}", 1).find("'.'") != std::string::npos);
}

TEST_CASE("a sentence's first letter is capitalised in the scripts with cases, others kept") {
  CHECK(sentence_start("row 1, column 5 is not 4") == "Row 1, column 5 is not 4");
  CHECK(sentence_start("Row 1") == "Row 1");
  CHECK(sentence_start("état") == "État");      // Latin-1
  CHECK(sentence_start("ÿ") == "ÿ");            // U+00FF's capital is outside Latin-1
  CHECK(sentence_start("÷ 2") == "÷ 2");        // a sign, not a letter
  CHECK(sentence_start("ряд 1") == "Ряд 1");    // Cyrillic
  CHECK(sentence_start("єдиний") == "Єдиний");  // Ukrainian є, і, ї
  CHECK(sentence_start("ї") == "Ї");
  CHECK(sentence_start("ґанок") == "Ґанок");
  CHECK(sentence_start("1行5列") == "1行5列");  // no case
  CHECK(sentence_start("行") == "行");          // a three-byte sequence: left alone
  CHECK(sentence_start("") == "");
  CHECK(sentence_start("\xC3") == "\xC3");  // a cut sequence: left alone
}
