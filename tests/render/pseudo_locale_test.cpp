// SPDX-License-Identifier: MIT
// The pseudo-locales' rewrites (issue 26): longer accented words, ideographs without spaces,
// words with digits left alone, and a rewrite of a rewrite changes nothing.
#include <doctest/doctest.h>

#include <string>

#include "render/canvas.hpp"
#include "render/pseudo_locale.hpp"

using namespace nonet::render;

namespace {
std::size_t code_points(const std::string& s) {
  std::size_t n = 0;
  for (std::size_t i = 0; i < s.size();) {
    next_code_point(s, i);
    ++n;
  }
  return n;
}
}  // namespace

TEST_CASE("the accented pseudo-locale accents every letter and makes words 40 % longer") {
  CHECK(pseudo_text(Pseudo::Accented, "Free play") == "Ƒŕéé·· þļåý··");
  CHECK(pseudo_text(Pseudo::Accented, "Quit.") == "Ǫûîţ··.");  // filler before punctuation
  const std::string s = "Show the solution";
  const std::string a = pseudo_text(Pseudo::Accented, s);
  CHECK(code_points(a) >= s.size() * 14 / 10 - 1);
  for (char c : a) CHECK_FALSE(((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')));
  // Numbers, codes and limits stay as the player must type or read them.
  CHECK(pseudo_text(Pseudo::Accented, "Stage 12 E-JVM6-VGX1 3/3") == "Šţåğé·· 12 E-JVM6-VGX1 3/3");
  CHECK(pseudo_text(Pseudo::None, "Stage") == "Stage");
}

TEST_CASE("the ideographic pseudo-locale writes words as ideographs without spaces") {
  const std::string s = pseudo_text(Pseudo::Ideographic, "Free play, then quit.");
  CHECK(s.find(' ') == std::string::npos);
  CHECK(s.find("、") != std::string::npos);
  CHECK(s.substr(s.size() - 3) == "。");
  CHECK(code_points(s) == 2 + 2 + 1 + 2 + 2 + 1);  // one ideograph for every two letters
  // The same word, the same ideographs; a space beside a number stays.
  CHECK(pseudo_text(Pseudo::Ideographic, "play") == pseudo_text(Pseudo::Ideographic, "Play"));
  const std::string n = pseudo_text(Pseudo::Ideographic, "Stage 12 of 100");
  CHECK(n.find(" 12 ") != std::string::npos);
  CHECK(n.find(" 100") != std::string::npos);
}

TEST_CASE("a rewritten string rewrites to itself, so wrapped lines measure what they draw") {
  for (Pseudo p : {Pseudo::Accented, Pseudo::Ideographic}) {
    for (const char* s : {"Free play", "A hidden single: 7 can go in only one cell.", "Stage 12",
                          "Undo · Redo", "", "  two  spaces  "}) {
      const std::string once = pseudo_text(p, s);
      CHECK(pseudo_text(p, once) == once);
    }
  }
  CHECK(pseudo_from_name("qps-ploc") == Pseudo::Accented);
  CHECK(pseudo_from_name("ideographic") == Pseudo::Ideographic);
  CHECK(pseudo_from_name("en") == Pseudo::None);
  CHECK(std::string(pseudo_name(Pseudo::Accented)) == "accented");
}
