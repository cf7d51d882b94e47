// SPDX-License-Identifier: MIT
#include "core/sum_tiles.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdio>

#include "core/game_code.hpp"
#include "core/rng.hpp"

namespace nonet::sumtiles {

bool is_size(int tiles) { return tiles == 16 || tiles == 25 || tiles == 36 || tiles == 49; }

int side_of(int tiles) {
  switch (tiles) {
    case 16: return 4;
    case 25: return 5;
    case 36: return 6;
    default: return 7;
  }
}

bool is_valid(const BoardCode& code) {
  return is_size(code.tiles) && code.target >= kMinTarget && code.target <= kMaxTarget;
}

namespace {

constexpr int kSeedSymbols = 7;  // 35 bits, of which a seed uses 32

// The values the check covers: the tiles' two digits, the target's two, the seed's symbols.
std::array<int, 4 + kSeedSymbols> check_values(int tiles, int target, std::uint32_t seed) {
  std::array<int, 4 + kSeedSymbols> v{};
  v[0] = (tiles / 10) % 10;
  v[1] = tiles % 10;
  v[2] = (target / 10) % 10;
  v[3] = target % 10;
  for (int i = kSeedSymbols - 1; i >= 0; --i) {
    v[static_cast<std::size_t>(4 + i)] = static_cast<int>(seed & 31);
    seed >>= 5;
  }
  return v;
}

}  // namespace

std::string to_text(const BoardCode& code) {
  const auto v = check_values(code.tiles, code.target, code.seed);
  std::string out = "S-";
  out += std::to_string(v[0]) + std::to_string(v[1]) + '-';
  out += std::to_string(v[2]) + std::to_string(v[3]) + '-';
  for (int i = 0; i < kSeedSymbols; ++i) {
    if (i == 4) out += '-';
    out += code_symbol(v[static_cast<std::size_t>(4 + i)]);
  }
  out += code_symbol(code_check_symbol(v));
  return out;
}

std::string legacy_text(const BoardCode& code) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%d-%d-%08x", code.tiles, code.target,
                static_cast<unsigned>(code.seed));
  return buf;
}

namespace {

// Reads an unsigned decimal number of 1..2 digits at text[pos], advancing pos.
std::optional<int> read_decimal(std::string_view text, std::size_t& pos) {
  int value = 0;
  std::size_t digits = 0;
  while (pos < text.size() && text[pos] >= '0' && text[pos] <= '9' && digits < 3) {
    value = value * 10 + (text[pos] - '0');
    ++pos;
    ++digits;
  }
  if (digits == 0 || digits > 2) return std::nullopt;
  return value;
}

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

}  // namespace

namespace {

// The legacy form, "25-10-0000beef": exactly that shape (hex in either case).
std::optional<BoardCode> parse_legacy(std::string_view text) {
  std::size_t pos = 0;
  BoardCode code;
  const auto tiles = read_decimal(text, pos);
  if (!tiles || pos >= text.size() || text[pos] != '-') return std::nullopt;
  ++pos;
  const auto target = read_decimal(text, pos);
  if (!target || pos >= text.size() || text[pos] != '-') return std::nullopt;
  ++pos;
  if (text.size() - pos != 8) return std::nullopt;
  std::uint32_t seed = 0;
  for (; pos < text.size(); ++pos) {
    const int h = hex_value(text[pos]);
    if (h < 0) return std::nullopt;
    seed = (seed << 4) | static_cast<std::uint32_t>(h);
  }
  code.tiles = *tiles;
  code.target = *target;
  code.seed = seed;
  if (!is_valid(code)) return std::nullopt;
  return code;
}

bool digits(std::string_view s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

}  // namespace

BoardCodeParse read_board_code(std::string_view text) {
  BoardCodeParse r;
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front())))
    text.remove_prefix(1);
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back())))
    text.remove_suffix(1);
  if (text.empty()) {
    r.problem = BoardCodeProblem::Empty;
    return r;
  }
  if (text.front() >= '0' && text.front() <= '9') {  // a code from before issue 29
    r.code = parse_legacy(text);
    if (!r.code) r.problem = BoardCodeProblem::Legacy;
    return r;
  }
  if (text.front() != 'S' && text.front() != 's') {
    r.problem = BoardCodeProblem::Prefix;
    r.bad = text.front();
    return r;
  }
  // The parts after S: split at the dashes the text has; without them (or with too few to
  // tell), at the fixed places of to_text's form (2, 2, then the rest).
  std::vector<std::string> parts{""};
  for (const char c : text.substr(1)) {
    if (c == ' ' || c == '\t') continue;
    if (c == '-') {
      if (!parts.back().empty()) parts.emplace_back();
      continue;
    }
    parts.back() += c;
  }
  if (parts.back().empty()) parts.pop_back();
  std::string tiles, target, rest;
  if (parts.size() >= 3) {
    tiles = parts[0];
    target = parts[1];
    for (std::size_t i = 2; i < parts.size(); ++i) rest += parts[i];
  } else {
    std::string all;
    for (const std::string& p : parts) all += p;
    tiles = all.substr(0, std::min<std::size_t>(2, all.size()));
    if (all.size() > 2) target = all.substr(2, std::min<std::size_t>(2, all.size() - 2));
    if (all.size() > 4) rest = all.substr(4);
  }
  if (!digits(tiles) || tiles.size() > 2 || !is_size(std::stoi(tiles))) {
    r.problem = BoardCodeProblem::Size;
    return r;
  }
  if (!digits(target) || target.size() > 2 || std::stoi(target) < kMinTarget ||
      std::stoi(target) > kMaxTarget) {
    r.problem = BoardCodeProblem::Target;
    return r;
  }
  if (rest.size() != kSeedSymbols + 1) {
    r.problem = BoardCodeProblem::Length;
    r.symbols = rest.size();
    return r;
  }
  std::uint64_t seed = 0;
  std::array<int, kSeedSymbols + 1> s{};
  for (std::size_t i = 0; i < s.size(); ++i) {
    s[i] = code_symbol_value(rest[i]);
    if (s[i] < 0) {
      r.problem = BoardCodeProblem::Symbol;
      r.bad = rest[i];
      return r;
    }
    if (i < kSeedSymbols) seed = (seed << 5) | static_cast<std::uint64_t>(s[i]);
  }
  const BoardCode code{std::stoi(tiles), std::stoi(target), static_cast<std::uint32_t>(seed)};
  // A seed past 32 bits is no code to_text writes: refused like a mistyped symbol.
  if (seed > 0xFFFFFFFFu ||
      code_check_symbol(check_values(code.tiles, code.target, code.seed)) != s[kSeedSymbols]) {
    r.problem = BoardCodeProblem::Check;
    return r;
  }
  r.code = code;
  return r;
}

std::optional<BoardCode> parse_board_code(std::string_view text) {
  return read_board_code(text).code;
}

BoardCode stage_code(int stage) {
  stage = std::clamp(stage, 1, kStageCount);
  const int group = (stage - 1) / 5;  // 0..3: the board size
  const int step = (stage - 1) % 5;   // target rises inside the group
  static constexpr std::array<int, 5> kTargets{8, 10, 12, 15, 18};
  std::uint64_t state = 0x53554d54494c4553ull + static_cast<std::uint64_t>(stage);  // "SUMTILES"
  BoardCode code;
  code.tiles = kSizes[group];
  code.target = kTargets[static_cast<std::size_t>(step)] + 2 * group;
  code.seed = static_cast<std::uint32_t>(splitmix64(state));
  return code;
}

std::vector<int> build_board(const BoardCode& code) {
  Rng rng(0x5eed000000000000ull ^ (static_cast<std::uint64_t>(code.tiles) << 40) ^
          (static_cast<std::uint64_t>(code.target) << 32) ^ code.seed);
  const int target = code.target;
  const int shortest = (target + 8) / 9;  // ceil(target / 9): no combination is shorter
  std::vector<int> board;
  board.reserve(static_cast<std::size_t>(code.tiles));
  for (;;) {
    const int room = code.tiles - static_cast<int>(board.size());
    if (room < shortest) break;
    // Length shortest + 0, 1 or 2, weighted 50/30/20, never more than fits or than the target
    // allows (every digit is at least 1).
    const std::uint32_t roll = rng.below(10);
    int length = shortest + (roll < 5 ? 0 : roll < 8 ? 1 : 2);
    length = std::min({length, room, target});
    int left = target;
    for (int slot = 0; slot < length; ++slot) {
      const int after = length - slot - 1;  // slots still to fill after this one
      // This digit must leave a sum the later slots can make: between after*1 and after*9.
      const int low = std::max(1, left - 9 * after);
      const int high = std::min(9, left - after);
      const int digit =
          low + static_cast<int>(rng.below(static_cast<std::uint32_t>(high - low + 1)));
      board.push_back(digit);
      left -= digit;
    }
  }
  while (static_cast<int>(board.size()) < code.tiles)
    board.push_back(1 + static_cast<int>(rng.below(9)));
  rng.shuffle(board.begin(), board.end());
  return board;
}

namespace {

constexpr int kUnreached = -2;
constexpr int kStart = -1;

// from[s]: the tile that first reached sum s (kStart for 0, kUnreached if none). Returns
// whether target was reached.
bool fill_from(std::span<const int> values, int target, std::array<int, kMaxTarget + 1>& from) {
  if (target < 1 || target > kMaxTarget) return false;
  from.fill(kUnreached);
  from[0] = kStart;
  for (std::size_t i = 0; i < values.size(); ++i) {
    const int v = values[i];
    if (v <= 0 || v > target) continue;
    // Downward, so the sum s - v read here was reached before tile i: each tile once.
    for (int s = target; s >= v; --s) {
      if (from[static_cast<std::size_t>(s)] == kUnreached &&
          from[static_cast<std::size_t>(s - v)] != kUnreached)
        from[static_cast<std::size_t>(s)] = static_cast<int>(i);
    }
    if (from[static_cast<std::size_t>(target)] != kUnreached) return true;
  }
  return from[static_cast<std::size_t>(target)] != kUnreached;
}

}  // namespace

std::vector<int> find_combination(std::span<const int> values, int target) {
  std::array<int, kMaxTarget + 1> from{};
  if (!fill_from(values, target, from)) return {};
  std::vector<int> out;
  // Each step goes to a sum first reached by an earlier tile, so the indices strictly fall.
  for (int s = target; s > 0;) {
    const int i = from[static_cast<std::size_t>(s)];
    out.push_back(i);
    s -= values[static_cast<std::size_t>(i)];
  }
  std::reverse(out.begin(), out.end());
  return out;
}

bool has_combination(std::span<const int> values, int target) {
  std::array<int, kMaxTarget + 1> from{};
  return fill_from(values, target, from);
}

Board::Board(const BoardCode& code)
    : code_(code), original_(build_board(code)), tiles_(original_) {}

std::optional<Board> Board::restore(const BoardCode& code, std::vector<int> tiles,
                                    std::vector<int> selection, int clears, int hints_used) {
  if (!is_valid(code) || clears < 0 || hints_used < 0) return std::nullopt;
  Board b(code);
  if (tiles.size() != b.original_.size()) return std::nullopt;
  for (std::size_t i = 0; i < tiles.size(); ++i) {
    if (tiles[i] != 0 && tiles[i] != b.original_[i]) return std::nullopt;
  }
  int sum = 0;
  std::vector<bool> seen(tiles.size(), false);
  for (int i : selection) {
    if (i < 0 || i >= code.tiles) return std::nullopt;
    const auto u = static_cast<std::size_t>(i);
    if (seen[u] || tiles[u] == 0) return std::nullopt;
    seen[u] = true;
    sum += tiles[u];
  }
  if (sum >= code.target) return std::nullopt;
  b.tiles_ = std::move(tiles);
  b.selection_ = std::move(selection);
  b.clears_ = clears;
  b.hints_used_ = hints_used;
  return b;
}

bool Board::selected(int i) const {
  return std::find(selection_.begin(), selection_.end(), i) != selection_.end();
}

int Board::selection_sum() const {
  int sum = 0;
  for (int i : selection_) sum += tile(i);
  return sum;
}

int Board::tiles_left() const {
  return static_cast<int>(
      std::count_if(tiles_.begin(), tiles_.end(), [](int v) { return v != 0; }));
}

Press Board::press(int i) {
  if (i < 0 || i >= static_cast<int>(tiles_.size()) || is_hole(i) || dead()) return Press::Refused;
  const auto at = std::find(selection_.begin(), selection_.end(), i);
  if (at != selection_.end()) {
    selection_.erase(at);
    return Press::Deselected;
  }
  const int sum = selection_sum() + tile(i);
  if (sum > code_.target) return Press::Overshoot;
  selection_.push_back(i);
  if (sum < code_.target) return Press::Selected;
  for (int s : selection_) tiles_[static_cast<std::size_t>(s)] = 0;
  selection_.clear();
  ++clears_;
  return Press::Cleared;
}

bool Board::clear_selection() {
  if (selection_.empty()) return false;
  selection_.clear();
  return true;
}

std::vector<int> Board::hint() {
  std::vector<int> combo = find_combination(tiles_, code_.target);
  // Counted up to what a save holds (save/sum_tiles_codec.cpp), never one past it (issue 30).
  if (!combo.empty() && hints_used_ < kMaxHintsCounted) ++hints_used_;
  return combo;
}

}  // namespace nonet::sumtiles
