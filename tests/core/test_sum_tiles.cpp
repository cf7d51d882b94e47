// SPDX-License-Identifier: MIT
// Sum Tiles' pure rules (core/sum_tiles.hpp): the subset-sum DP against brute force, boards
// built backwards never start dead, board codes, overshoot rejection, clears and the end.
#include <doctest/doctest.h>

#include <algorithm>
#include <set>
#include <vector>

#include "core/rng.hpp"
#include "core/sum_tiles.hpp"

namespace st = nonet::sumtiles;

namespace {

// Every subset, by bitmask: whether one sums to target (holes, value 0, may be in it: they add
// nothing, and a subset of only holes sums to 0, never to a target >= 1).
bool brute_force_has(const std::vector<int>& values, int target) {
  const auto n = values.size();
  for (std::uint32_t mask = 1; mask < (1u << n); ++mask) {
    int sum = 0;
    for (std::size_t i = 0; i < n; ++i)
      if (mask & (1u << i)) sum += values[i];
    if (sum == target) return true;
  }
  return false;
}

// A combination must name distinct, ascending, non-hole tiles summing to the target.
void check_combination(const std::vector<int>& values, const std::vector<int>& combo, int target) {
  REQUIRE_FALSE(combo.empty());
  int sum = 0;
  for (std::size_t k = 0; k < combo.size(); ++k) {
    REQUIRE(combo[k] >= 0);
    REQUIRE(combo[k] < static_cast<int>(values.size()));
    if (k > 0) REQUIRE(combo[k] > combo[k - 1]);
    REQUIRE(values[static_cast<std::size_t>(combo[k])] != 0);
    sum += values[static_cast<std::size_t>(combo[k])];
  }
  CHECK(sum == target);
}

}  // namespace

TEST_CASE("the subset-sum DP agrees with brute force on thousands of random small boards") {
  nonet::Rng rng(20261201);
  int reachable = 0, unreachable = 0;
  for (int round = 0; round < 4000; ++round) {
    const int n = 1 + static_cast<int>(rng.below(12));
    std::vector<int> values(static_cast<std::size_t>(n));
    for (int& v : values) v = static_cast<int>(rng.below(10));  // 0 = hole
    const int target =
        st::kMinTarget + static_cast<int>(rng.below(st::kMaxTarget - st::kMinTarget + 1));
    const bool expected = brute_force_has(values, target);
    REQUIRE(st::has_combination(values, target) == expected);
    const std::vector<int> combo = st::find_combination(values, target);
    if (expected) {
      check_combination(values, combo, target);
      ++reachable;
    } else {
      CHECK(combo.empty());
      ++unreachable;
    }
  }
  // Both answers were exercised many times.
  CHECK(reachable > 500);
  CHECK(unreachable > 500);
}

TEST_CASE("the DP uses each tile at most once") {
  // 5 alone cannot make 10, nor can two holes and a 5; two 5s can.
  CHECK_FALSE(st::has_combination(std::vector<int>{5}, 10));
  CHECK_FALSE(st::has_combination(std::vector<int>{0, 5, 0}, 10));
  const std::vector<int> two{5, 0, 5};
  CHECK(st::find_combination(two, 10) == std::vector<int>{0, 2});
  CHECK(st::find_combination(std::vector<int>{9, 9, 9}, 27) == std::vector<int>{0, 1, 2});
  CHECK(st::find_combination(std::vector<int>{9, 9, 9}, 28).empty());
}

TEST_CASE("every generated board has a combination at the start and only digits 1-9") {
  int boards = 0;
  for (int tiles : st::kSizes) {
    for (int target = st::kMinTarget; target <= st::kMaxTarget; ++target) {
      for (std::uint32_t seed = 0; seed < 12; ++seed) {
        const st::BoardCode code{tiles, target, seed * 2654435761u};
        const std::vector<int> board = st::build_board(code);
        REQUIRE(static_cast<int>(board.size()) == tiles);
        for (int v : board) REQUIRE((v >= 1 && v <= 9));
        const std::vector<int> combo = st::find_combination(board, target);
        check_combination(board, combo, target);
        ++boards;
      }
    }
  }
  CHECK(boards == 4 * 26 * 12);
}

TEST_CASE("the same code gives the same board, another seed another board") {
  const st::BoardCode a{49, 15, 0x1234abcd};
  CHECK(st::build_board(a) == st::build_board(a));
  st::BoardCode b = a;
  b.seed += 1;
  CHECK(st::build_board(a) != st::build_board(b));
}

TEST_CASE("boards built backwards favour short combinations over a board full of 1s") {
  // Lengths run from ceil(target/9) to +2 weighted toward short, so a target of 20 on 49 tiles
  // gets combinations of 3-5 digits: the mean digit is far above 1 (uniform leftovers average 5).
  int ones = 0, total = 0;
  for (std::uint32_t seed = 0; seed < 200; ++seed) {
    for (int v : st::build_board({49, 20, seed})) {
      ones += v == 1;
      ++total;
    }
  }
  CHECK(ones * 6 < total);  // under a sixth of the tiles are 1s
}

TEST_CASE("board codes print and parse back, and bad codes are refused") {
  // The game codes' alphabet and check (issue 29). The expected texts were worked out by an
  // independent script (GF(32) with x^5 + x^2 + 1, as docs/SUM_TILES.md describes), not by
  // the code under test.
  const st::BoardCode code{36, 17, 0x00c0ffee};
  CHECK(st::to_text(code) == "S-36-17-00C1-ZZEJ");
  CHECK(st::to_text({25, 10, 0xdeadbeef}) == "S-25-10-3FAV-FQF5");
  CHECK(st::to_text({16, 5, 0}) == "S-16-05-0000-0000");
  CHECK(st::to_text({49, 30, 0xffffffff}) == "S-49-30-3ZZZ-ZZZD");
  for (const char* same : {"S-36-17-00C1-ZZEJ", " s-36-17-00c1-zzej\n", "S3617 00C1ZZEJ",
                           "S361700C1ZZEJ", "S-36-17-OOC1-ZZEJ"})  // O read as 0
    CHECK_MESSAGE(st::parse_board_code(same) == code, same);
  const st::BoardCode zero{16, 5, 0};
  CHECK(st::parse_board_code("S-16-5-0000-0000") == zero);  // with dashes, a one-digit target
  // The form before issue 29 is still read (players shared such codes), never written.
  CHECK(st::legacy_text(code) == "36-17-00c0ffee");
  CHECK(st::parse_board_code("36-17-00c0ffee") == code);
  CHECK(st::parse_board_code(" 36-17-00C0FFEE\n") == code);
  for (const char* bad :
       {"", "36-17", "36-17-00c0ffe", "36-17-00c0ffeee", "35-17-00c0ffee", "36-4-00c0ffee",
        "36-31-00c0ffee", "36-17-00c0ffeg", "036-17-00c0ffee", "36--17-00c0ffee", "36-17-0xc0ffee"})
    CHECK_MESSAGE(!st::parse_board_code(bad), bad);
  // Why a new-form code is refused.
  using P = st::BoardCodeProblem;
  const std::pair<const char*, P> refusals[] = {
      {"", P::Empty},
      {"H-4KQ7-92PX", P::Prefix},  // a Sudoku game code
      {"S-35-17-00C1-ZZEJ", P::Size},
      {"S-36-31-00C1-ZZEJ", P::Target},
      {"S-36-04-00C1-ZZEJ", P::Target},
      {"S-36-17-00C1-ZZE", P::Length},
      {"S-36-17-00C1-ZZEU", P::Symbol},  // U is not in the alphabet
      {"S-36-17-00C1-ZZEK", P::Check},   // one symbol mistyped
      {"S-36-17-0C01-ZZEJ", P::Check},   // two neighbours swapped
      {"S-36-71-00C1-ZZEJ", P::Target},
      {"S-63-17-00C1-ZZEJ", P::Size},
      {"S-36-17-80C1-ZZEJ", P::Check},  // a seed past 32 bits
      {"36-17-00c0ffeg", P::Legacy},
  };
  for (const auto& [text, why] : refusals) {
    CAPTURE(text);
    const st::BoardCodeParse r = st::read_board_code(text);
    CHECK_FALSE(r.code);
    CHECK(r.problem == why);
  }
  CHECK(st::read_board_code("S-36-17-00C1-ZZ").symbols == 6);
  CHECK(st::read_board_code("S-36-17-00C1-ZZEU").bad == 'U');
  // Every single mistyped symbol of a code is refused, and so is every swap of two different
  // neighbours.
  const st::BoardCode dead{25, 10, 0xdeadbeef};
  const std::string text = st::to_text(dead);
  for (std::size_t i = 2; i < text.size(); ++i) {
    if (text[i] == '-') continue;
    for (const char c : std::string("0123456789ABCDEFGHJKMNPQRSTVWXYZ")) {
      if (c == text[i]) continue;
      std::string typo = text;
      typo[i] = c;
      CHECK_MESSAGE(!st::parse_board_code(typo), typo);
    }
    if (i + 1 < text.size() && text[i + 1] != '-' && text[i + 1] != text[i]) {
      std::string swapped = text;
      std::swap(swapped[i], swapped[i + 1]);
      CHECK_MESSAGE(!st::parse_board_code(swapped), swapped);
    }
  }
}

TEST_CASE("the 20 stages are valid, distinct and grow in size") {
  std::set<std::string> codes;
  int last_tiles = 0;
  for (int n = 1; n <= st::kStageCount; ++n) {
    const st::BoardCode c = st::stage_code(n);
    REQUIRE(st::is_valid(c));
    CHECK(c.tiles >= last_tiles);
    last_tiles = c.tiles;
    codes.insert(st::to_text(c));
  }
  CHECK(codes.size() == static_cast<std::size_t>(st::kStageCount));
  CHECK(st::stage_code(1).tiles == 16);
  CHECK(st::stage_code(20).tiles == 49);
}

TEST_CASE("a tile that would overshoot is rejected alone and the selection stays") {
  st::Board board({16, 10, 7});
  // Find two tiles summing to under 10 and a third that would pass 10 with them.
  const auto tiles = board.tiles();
  int a = -1, b = -1, c = -1;
  for (int i = 0; i < 16 && a < 0; ++i)
    for (int j = i + 1; j < 16 && a < 0; ++j)
      for (int k = 0; k < 16; ++k)
        if (k != i && k != j && tiles[i] + tiles[j] < 10 && tiles[i] + tiles[j] + tiles[k] > 10) {
          a = i, b = j, c = k;
          break;
        }
  REQUIRE(a >= 0);
  CHECK(board.press(a) == st::Press::Selected);
  CHECK(board.press(b) == st::Press::Selected);
  CHECK(board.press(c) == st::Press::Overshoot);
  CHECK(board.selection() == std::vector<int>{a, b});
  CHECK(board.selection_sum() == tiles[a] + tiles[b]);
  CHECK(board.tiles_left() == 16);
  // Pressing a selected tile deselects it alone.
  CHECK(board.press(a) == st::Press::Deselected);
  CHECK(board.selection() == std::vector<int>{b});
}

TEST_CASE("reaching the target clears the selection into holes that stay in place") {
  st::Board board({25, 12, 99});
  const std::vector<int> before(board.tiles().begin(), board.tiles().end());
  const std::vector<int> combo = st::find_combination(before, 12);
  REQUIRE_FALSE(combo.empty());
  for (std::size_t k = 0; k + 1 < combo.size(); ++k)
    CHECK(board.press(combo[k]) == st::Press::Selected);
  CHECK(board.press(combo.back()) == st::Press::Cleared);
  CHECK(board.clears() == 1);
  CHECK(board.selection().empty());
  CHECK(board.tiles_left() == 25 - static_cast<int>(combo.size()));
  for (int i = 0; i < 25; ++i) {
    const bool cleared = std::find(combo.begin(), combo.end(), i) != combo.end();
    CHECK(board.tile(i) == (cleared ? 0 : before[static_cast<std::size_t>(i)]));
  }
  CHECK(board.press(combo[0]) == st::Press::Refused);  // a hole
  CHECK(board.press(25) == st::Press::Refused);
  CHECK(board.press(-1) == st::Press::Refused);
}

TEST_CASE("playing hints to the end leaves a dead board and no more moves") {
  for (std::uint32_t seed = 0; seed < 50; ++seed) {
    st::Board board({36, 5 + static_cast<int>(seed % 26), seed});
    int clears = 0;
    while (!board.dead()) {
      const std::vector<int> combo = board.hint();
      REQUIRE_FALSE(combo.empty());
      for (int i : combo) board.press(i);
      ++clears;
      REQUIRE(clears <= 36);
    }
    CHECK(board.clears() == clears);
    CHECK(board.hints_used() == clears);
    // Dead means what brute force says: no subset of what is left sums to the target
    // (enumerated when few enough tiles remain).
    std::vector<int> left;
    for (int v : board.tiles())
      if (v != 0) left.push_back(v);
    if (left.size() <= 16) CHECK_FALSE(brute_force_has(left, board.target()));
    CHECK(board.hint().empty());
    CHECK(board.hints_used() == clears);  // a hint on a dead board is not counted
    for (int i = 0; i < 36; ++i) CHECK(board.press(i) == st::Press::Refused);
    CHECK(board.tiles_left() == static_cast<int>(left.size()));
    CHECK(board.perfect() == left.empty());
  }
}

TEST_CASE("a restored board keeps its holes and refuses what the code could not have") {
  const st::BoardCode code{25, 10, 4242};
  st::Board board(code);
  const std::vector<int> combo =
      st::find_combination(std::vector<int>(board.tiles().begin(), board.tiles().end()), 10);
  for (int i : combo) board.press(i);
  REQUIRE(board.clears() == 1);
  std::vector<int> tiles(board.tiles().begin(), board.tiles().end());
  int open = -1;
  for (int i = 0; i < 25 && open < 0; ++i)
    if (tiles[static_cast<std::size_t>(i)] != 0 && tiles[static_cast<std::size_t>(i)] < 10)
      open = i;
  REQUIRE(open >= 0);
  const auto back = st::Board::restore(code, tiles, {open}, 1, 2);
  REQUIRE(back.has_value());
  CHECK(std::vector<int>(back->tiles().begin(), back->tiles().end()) == tiles);
  CHECK(back->selection() == std::vector<int>{open});
  CHECK(back->clears() == 1);
  CHECK(back->hints_used() == 2);
  // A hole in the selection, a repeat, a changed digit, a wrong size: refused.
  CHECK_FALSE(st::Board::restore(code, tiles, {combo[0]}, 1, 0));
  CHECK_FALSE(st::Board::restore(code, tiles, {open, open}, 1, 0));
  std::vector<int> changed = tiles;
  changed[static_cast<std::size_t>(open)] = changed[static_cast<std::size_t>(open)] % 9 + 1;
  CHECK_FALSE(st::Board::restore(code, changed, {}, 1, 0));
  CHECK_FALSE(st::Board::restore(code, std::vector<int>(24, 1), {}, 0, 0));
  CHECK_FALSE(st::Board::restore(code, tiles, {}, -1, 0));
}
