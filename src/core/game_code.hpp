// SPDX-License-Identifier: MIT
// Free-play game codes: a level and a seed in a short text a player can read out, type and
// share, such as "H-4KQ7-92PX" (docs/FREE_PLAY.md).
//
//     H - 4KQ7 - 92P  X
//     |   seed: 7 symbols, 35 bits, most significant first
//     level letter      check symbol
//
// Level letters: E Easy, M Medium, H Hard, X Expert, Z Master. Symbols are Crockford's base-32
// alphabet 0123456789ABCDEFGHJKMNPQRSTVWXYZ (no I, L, O or U); reading is case-insensitive,
// ignores dashes and spaces, and takes O as 0 and I or L as 1, the characters people confuse.
// The check symbol makes sum(alpha^i * s_i) = 0 in GF(32) over the level (i = 0), the seven
// seed symbols and itself, so every single mistyped character and every swap of two
// neighbours is refused.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "core/rating.hpp"

namespace nonet {

/// Seeds a game code can hold: 0 .. kGameCodeSeedLimit - 1 (35 bits).
inline constexpr std::uint64_t kGameCodeSeedLimit = std::uint64_t{1} << 35;

struct GameCode {
  Level level = Level::Easy;
  std::uint64_t seed = 0;  // below kGameCodeSeedLimit
  friend bool operator==(const GameCode&, const GameCode&) = default;
};

/// The letter of a level in a code: 'E', 'M', 'H', 'X', 'Z'.
char level_letter(Level level);

/// "H-4KQ7-92PX". The seed is taken modulo kGameCodeSeedLimit.
std::string format_game_code(const GameCode& code);

/// What is wrong with a code that does not read (the game words it in the player's language,
/// game::game_code_problem; `error` says it in English for the tools).
enum class GameCodeProblem : std::uint8_t { None, Empty, LevelLetter, Length, Symbol, Check };

struct GameCodeParse {
  bool ok = false;
  GameCode code;
  std::string error;  // when !ok: one sentence in English (nonet-cli's messages)
  GameCodeProblem problem = GameCodeProblem::None;
  char bad = 0;             // LevelLetter and Symbol: the character refused
  std::size_t symbols = 0;  // Length: the symbols after the level letter
};

/// The alphabet's pieces, shared with Sum Tiles board codes (core/sum_tiles.hpp), which use the
/// same symbols and check: the symbol of a value 0..31; the value of a character (any case, O
/// read as 0 and I or L as 1), -1 if it is not one; and the check symbol of `values` (each
/// 0..31, at most 30 of them), which makes every single mistyped symbol and every swap of two
/// neighbours detectable.
char code_symbol(int value);
int code_symbol_value(char c);
int code_check_symbol(std::span<const int> values);

/// Reads a code as format_game_code writes it (and the lenient forms above). On failure the
/// error says what is wrong: length, an unknown level letter, a character that is not in the
/// alphabet, or a check symbol that does not match (a mistyped character).
GameCodeParse parse_game_code(std::string_view text);

}  // namespace nonet
