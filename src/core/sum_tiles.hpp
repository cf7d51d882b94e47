// SPDX-License-Identifier: MIT
// Sum Tiles, the second mode (SEEDS B, issue 16), as pure rules: a square board of 16, 25, 36
// or 49 tiles showing digits 1-9; selecting tiles whose sum equals the target (5-30) clears
// them; the board is dead when no subset of the remaining tiles sums to the target. Boards are
// built backwards from combinations that sum to the target, so none starts dead. Everything
// here is a function of the board code (size, target, seed): same code, same board, on every
// platform (core/rng.hpp).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace nonet::sumtiles {

/// The four board sizes (tiles; the board is square: 4x4 .. 7x7).
inline constexpr int kSizes[] = {16, 25, 36, 49};
inline constexpr int kSizeCount = 4;
inline constexpr int kMaxTiles = 49;
inline constexpr int kMinTarget = 5;
inline constexpr int kMaxTarget = 30;
/// The short run of seeded stages.
inline constexpr int kStageCount = 20;
/// Hints counted on one board at most (the save file's limit; sum_tiles_codec.cpp checks it).
inline constexpr int kMaxHintsCounted = 1'000'000'000;

bool is_size(int tiles);
/// Tiles per side of a square board of `tiles` (4..7).
int side_of(int tiles);

/// Everyone with the same code gets the same board.
struct BoardCode {
  int tiles = 25;
  int target = 10;
  std::uint32_t seed = 0;
  friend bool operator==(const BoardCode&, const BoardCode&) = default;
};

bool is_valid(const BoardCode& code);
/// "S-25-10-1NFB-X4QJ": S for Sum Tiles, the tiles, the target in two digits ("05"), then the
/// seed in seven symbols of the game codes' alphabet and a check symbol (core/game_code.hpp:
/// the same letters and case as a Sudoku game code, and the same refusal of a mistyped symbol
/// or two swapped ones; issue 29). The check covers the tiles' and the target's digits too.
std::string to_text(const BoardCode& code);
/// The form before issue 29, "25-10-0000beef" (tiles, target, the seed in eight hex digits):
/// still read, since players shared such codes.
std::string legacy_text(const BoardCode& code);

/// What is wrong with a board code that does not read (game::board_code_problem words it).
enum class BoardCodeProblem : std::uint8_t {
  None,
  Empty,
  Prefix,  // neither S nor a legacy code's digit first
  Size,    // the tiles are not 16, 25, 36 or 49
  Target,  // not 5..30
  Length,  // `symbols` after the target, not 8
  Symbol,  // `bad` is not in the alphabet
  Check,   // a symbol mistyped or two swapped
  Legacy,  // starts with a digit but is no legacy code either (game words the legacy parts)
};
struct BoardCodeParse {
  std::optional<BoardCode> code;
  BoardCodeProblem problem = BoardCodeProblem::None;
  char bad = 0;
  std::size_t symbols = 0;
};
/// The one reader of board codes: to_text's form in any case, with its dashes or none (blanks
/// are dropped; the dashes, when there are at least three parts, set the tiles and the target
/// apart, so "s-25-5-..." has a one-digit target), O read as 0 and I, L as 1 in the seed's
/// symbols; and the legacy form. Nothing on a malformed or out-of-range code, with why.
BoardCodeParse read_board_code(std::string_view text);
std::optional<BoardCode> parse_board_code(std::string_view text);

/// Stage n (1..kStageCount) of the seeded run: sizes grow 16 -> 49 every five stages and the
/// targets rise inside each group.
BoardCode stage_code(int stage);

/// The board of a code, built backwards (SEEDS B): combinations summing to the target are drawn
/// (each digit only within what the remaining slots can still reach; lengths from
/// ceil(target/9) to +2, weighted 50/30/20 toward short) while they fit, the leftover tiles
/// get random digits, then the whole board is shuffled. Digits 1..9, code.tiles of them.
/// The code must be valid.
std::vector<int> build_board(const BoardCode& code);

/// Indices (ascending) of tiles whose values sum to `target`, or empty if no subset does.
/// A value of 0 is a hole (a cleared tile) and never used. Subset-sum DP over sums: from[s] is
/// the tile that first reached sum s, sums visited downward so a tile is used at most once;
/// O(tiles x target) with no allocation.
std::vector<int> find_combination(std::span<const int> values, int target);
/// Whether any subset of the values sums to target (the same DP, without the walk back).
bool has_combination(std::span<const int> values, int target);

/// What happened to a selection press.
enum class Press : std::uint8_t {
  Selected,    // the tile joined the selection (sum still below the target)
  Deselected,  // the tile was in the selection and left it
  Cleared,     // the tile completed the target: every selected tile is now a hole
  Overshoot,   // the tile would pass the target: it alone is refused, the selection stays
  Refused,     // a hole, an index off the board, or the game is over
};

/// One board in play: tiles with holes kept in place, the selection in the order it was made,
/// clears and hints. Pure state; the game layer wraps it for screens, time and events.
class Board {
 public:
  Board() = default;
  /// A fresh board of a valid code.
  explicit Board(const BoardCode& code);
  /// A board as a save had it (tiles with 0 for holes, the selection's indices in order, the
  /// counters); nothing if it cannot be that code's board: wrong size, a digit out of 0..9,
  /// a tile that is neither a hole nor the code's own digit there, a selection naming a hole,
  /// a repeat or a tile off the board, or a selection at or past the target.
  static std::optional<Board> restore(const BoardCode& code, std::vector<int> tiles,
                                      std::vector<int> selection, int clears, int hints_used);

  const BoardCode& code() const { return code_; }
  int target() const { return code_.target; }
  int side() const { return side_of(code_.tiles); }
  std::span<const int> tiles() const { return tiles_; }
  int tile(int i) const { return tiles_[static_cast<std::size_t>(i)]; }
  bool is_hole(int i) const { return tile(i) == 0; }
  const std::vector<int>& selection() const { return selection_; }
  bool selected(int i) const;
  int selection_sum() const;
  int clears() const { return clears_; }
  int hints_used() const { return hints_used_; }
  /// Tiles not yet cleared: the result; 0 is "Perfect".
  int tiles_left() const;
  bool perfect() const { return tiles_left() == 0; }
  /// No subset of the remaining tiles sums to the target: the game is over.
  bool dead() const { return !has_combination(tiles_, code_.target); }

  /// Selects or deselects tile i (see Press). A tile that would pass the target is refused
  /// alone; one that reaches it clears the whole selection.
  Press press(int i);
  /// Empties the selection; false if it was empty.
  bool clear_selection();
  /// One combination of the remaining tiles that sums to the target (the hint, counted), or
  /// empty when the board is dead (not counted).
  std::vector<int> hint();

 private:
  BoardCode code_;
  std::vector<int> original_;  // the code's board, to check restored tiles against
  std::vector<int> tiles_;
  std::vector<int> selection_;
  int clears_ = 0;
  int hints_used_ = 0;
};

}  // namespace nonet::sumtiles
