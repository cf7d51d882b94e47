// SPDX-License-Identifier: MIT
// Game codes: the printed form, the round trip, the lenient reading, and that every single
// mistyped character and every swap of two neighbours is refused with a sentence.
#include <doctest/doctest.h>

#include <string>

#include "core/game_code.hpp"
#include "core/rng.hpp"

using namespace nonet;

namespace {

constexpr std::string_view kAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

}  // namespace

TEST_CASE("a game code prints as level letter and two groups of four symbols") {
  const std::string code = format_game_code(GameCode{Level::Hard, 0x123456789ull});
  REQUIRE(code.size() == 11);
  CHECK(code[0] == 'H');
  CHECK(code[1] == '-');
  CHECK(code[6] == '-');
  for (std::size_t i : {2u, 3u, 4u, 5u, 7u, 8u, 9u, 10u}) {
    CHECK(kAlphabet.find(code[i]) != std::string_view::npos);
  }
  // The seed's 35 bits in base 32, most significant first: 0x123456789 is 4 17 20 10 25 28 9.
  CHECK(code.substr(2, 4) == "4HMA");
  CHECK(code.substr(7, 3) == "SW9");
  CHECK(level_letter(Level::Easy) == 'E');
  CHECK(level_letter(Level::Medium) == 'M');
  CHECK(level_letter(Level::Expert) == 'X');
  CHECK(level_letter(Level::Master) == 'Z');
}

TEST_CASE("game codes round-trip for every level and many seeds") {
  Rng rng(7);
  for (int i = 0; i < 2000; ++i) {
    const GameCode code{static_cast<Level>(i % kLevelCount), rng.next() % kGameCodeSeedLimit};
    const std::string text = format_game_code(code);
    const GameCodeParse back = parse_game_code(text);
    REQUIRE_MESSAGE(back.ok, text << ": " << back.error);
    CHECK(back.code == code);
  }
  const GameCodeParse top =
      parse_game_code(format_game_code({Level::Master, kGameCodeSeedLimit - 1}));
  REQUIRE(top.ok);
  CHECK(top.code.seed == kGameCodeSeedLimit - 1);
}

TEST_CASE("reading a code ignores case, dashes and spaces and takes O as 0, I and L as 1") {
  const GameCode code{Level::Expert, 0};  // seed 0: every seed symbol is '0'
  const std::string text = format_game_code(code);
  REQUIRE(text.substr(0, 6) == "X-0000");
  std::string lower = text;
  for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  CHECK(parse_game_code(lower).code == code);
  std::string spaced = text;
  for (char& c : spaced) c = c == '-' ? ' ' : c;
  CHECK(parse_game_code(" " + spaced + " ").ok);
  std::string letters = text;
  letters[2] = 'O';
  letters[3] = 'o';
  CHECK(parse_game_code(letters).code == code);
  const GameCode ones{Level::Easy, (1ull << 30) | (1ull << 25)};  // two leading '1's
  std::string one_text = format_game_code(ones);
  REQUIRE(one_text.substr(2, 2) == "11");
  one_text[2] = 'I';
  one_text[3] = 'l';
  CHECK(parse_game_code(one_text).code == ones);
}

TEST_CASE("every single substitution and every swap of neighbours is refused") {
  Rng rng(99);
  for (int n = 0; n < 60; ++n) {
    const GameCode code{static_cast<Level>(n % kLevelCount), rng.next() % kGameCodeSeedLimit};
    const std::string text = format_game_code(code);
    std::string compact;
    for (char c : text) {
      if (c != '-') compact += c;
    }
    for (std::size_t i = 1; i < compact.size(); ++i) {
      for (char c : kAlphabet) {
        if (c == compact[i]) continue;
        std::string typo = compact;
        typo[i] = c;
        const GameCodeParse p = parse_game_code(typo);
        CHECK_MESSAGE(!p.ok, typo);
        CHECK(p.error.find("mistyped") != std::string::npos);
      }
      if (i + 1 < compact.size() && compact[i] != compact[i + 1]) {
        std::string swapped = compact;
        std::swap(swapped[i], swapped[i + 1]);
        CHECK_MESSAGE(!parse_game_code(swapped).ok, swapped);
      }
    }
    for (char c : std::string_view("EMHXZ")) {  // another level letter
      if (c == compact[0]) continue;
      std::string other = compact;
      other[0] = c;
      CHECK_MESSAGE(!parse_game_code(other).ok, other);
    }
  }
}

TEST_CASE("a malformed code is refused with a sentence saying what is wrong") {
  const std::string good = format_game_code(GameCode{Level::Hard, 12345});
  CHECK(parse_game_code("").error.find("No code") != std::string::npos);
  const GameCodeParse level = parse_game_code("Q" + good.substr(1));
  CHECK(!level.ok);
  CHECK(level.error.find("level letter") != std::string::npos);
  CHECK(level.error.find("'Q'") != std::string::npos);
  const GameCodeParse short_code = parse_game_code(good.substr(0, good.size() - 1));
  CHECK(!short_code.ok);
  CHECK(short_code.error.find("7 symbols") != std::string::npos);
  CHECK(!parse_game_code(good + "7").ok);
  std::string u = good;
  u[3] = 'U';
  const GameCodeParse bad_symbol = parse_game_code(u);
  CHECK(!bad_symbol.ok);
  CHECK(bad_symbol.error.find("'U' is not used") != std::string::npos);
}
