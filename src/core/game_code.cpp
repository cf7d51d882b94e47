// SPDX-License-Identifier: MIT
// Free-play game codes (game_code.hpp).
#include "core/game_code.hpp"

#include <array>

namespace nonet {

namespace {

constexpr std::string_view kAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
constexpr std::string_view kLevelLetters = "EMHXZ";  // in Level order
constexpr int kSeedSymbols = 7;
constexpr int kSymbols = kSeedSymbols + 2;  // level, seed, check

// GF(32) with the primitive polynomial x^5 + x^2 + 1; alpha = x = 2.
constexpr int gf_mul(int a, int b) {
  int r = 0;
  for (int i = 0; i < 5; ++i) {
    if (b & (1 << i)) r ^= a;
    a <<= 1;
    if (a & 0x20) a ^= 0x25;
  }
  return r;
}

constexpr int alpha_pow(int n) {
  int r = 1;
  for (int i = 0; i < n; ++i) r = gf_mul(r, 2);
  return r;
}

int check_symbol(const std::array<int, kSymbols>& s) {
  return code_check_symbol(std::span<const int>(s.data(), kSymbols - 1));
}

int symbol_value(char c) { return code_symbol_value(c); }

std::string shown(char c) {
  if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) >= 0x7F) {
    return "a character";
  }
  return std::string("'") + c + "'";
}

constexpr const char* kShape = "a game code is a level letter and 8 symbols, like H-4KQ7-92PX";

}  // namespace

char code_symbol(int value) { return kAlphabet[static_cast<std::size_t>(value & 31)]; }

// The symbol value of a character, or -1: Crockford's reading, O as 0 and I, L as 1.
int code_symbol_value(char c) {
  if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
  if (c == 'O') return 0;
  if (c == 'I' || c == 'L') return 1;
  const auto at = kAlphabet.find(c);
  return at == std::string_view::npos ? -1 : static_cast<int>(at);
}

// sum(alpha^i * s_i) over the values and the check (at position n) is 0; alpha has order 31,
// so alpha^-n = alpha^(31 - n).
int code_check_symbol(std::span<const int> values) {
  int sum = 0;
  const int n = static_cast<int>(values.size());
  for (int i = 0; i < n; ++i) sum ^= gf_mul(alpha_pow(i), values[static_cast<std::size_t>(i)]);
  return gf_mul(alpha_pow(31 - n), sum);
}

char level_letter(Level level) { return kLevelLetters[static_cast<int>(level)]; }

std::string format_game_code(const GameCode& code) {
  std::array<int, kSymbols> s{};
  s[0] = static_cast<int>(code.level);
  std::uint64_t seed = code.seed % kGameCodeSeedLimit;
  for (int i = kSeedSymbols; i >= 1; --i) {
    s[i] = static_cast<int>(seed & 31);
    seed >>= 5;
  }
  s[kSymbols - 1] = check_symbol(s);
  std::string out;
  out += level_letter(code.level);
  out += '-';
  for (int i = 1; i < kSymbols; ++i) {
    if (i == 5) out += '-';
    out += kAlphabet[s[i]];
  }
  return out;
}

GameCodeParse parse_game_code(std::string_view text) {
  GameCodeParse r;
  std::string compact;
  for (char c : text) {
    if (c == '-' || c == ' ' || c == '\t') continue;
    compact += c;
  }
  if (compact.empty()) {
    r.error = "No code typed: " + std::string(kShape) + ".";
    r.problem = GameCodeProblem::Empty;
    return r;
  }
  char first = compact[0];
  if (first >= 'a' && first <= 'z') first = static_cast<char>(first - 'a' + 'A');
  const auto level = kLevelLetters.find(first);
  if (level == std::string_view::npos) {
    r.error = "A game code starts with its level letter: E, M, H, X or Z (" + shown(compact[0]) +
              " is none of them).";
    r.problem = GameCodeProblem::LevelLetter;
    r.bad = compact[0];
    return r;
  }
  if (compact.size() != kSymbols) {
    r.error = "The code has " + std::to_string(compact.size() - 1) + " symbols after its level " +
              "letter, not 8: " + kShape + ".";
    r.problem = GameCodeProblem::Length;
    r.symbols = compact.size() - 1;
    return r;
  }
  std::array<int, kSymbols> s{};
  s[0] = static_cast<int>(level);
  for (int i = 1; i < kSymbols; ++i) {
    s[i] = symbol_value(compact[static_cast<std::size_t>(i)]);
    if (s[i] < 0) {
      r.error = shown(compact[static_cast<std::size_t>(i)]) +
                " is not used in game codes (they use 0-9 and A-Z without I, L, O, U).";
      r.problem = GameCodeProblem::Symbol;
      r.bad = compact[static_cast<std::size_t>(i)];
      return r;
    }
  }
  if (check_symbol(s) != s[kSymbols - 1]) {
    r.error = "This code is not valid: a character is mistyped or two are swapped.";
    r.problem = GameCodeProblem::Check;
    return r;
  }
  std::uint64_t seed = 0;
  for (int i = 1; i <= kSeedSymbols; ++i) seed = (seed << 5) | static_cast<std::uint64_t>(s[i]);
  r.ok = true;
  r.code = GameCode{static_cast<Level>(level), seed};
  return r;
}

}  // namespace nonet
