// SPDX-License-Identifier: MIT
// Sum Tiles in the game (issue 16): its two screens' state (the mode's menu: 20 seeded stages
// and free boards by size and target; the board in play with its end card), its progress
// (unlocks, best result per stage and per size/target) and its layouts. Game owns one and routes
// the mode's screens to it; the rules themselves are core/sum_tiles.hpp. Pure: no SDL, no I/O.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "core/sum_tiles.hpp"
#include "game/actions.hpp"
#include "game/events.hpp"
#include "game/layout.hpp"
#include "game/sum_tiles_records.hpp"
#include "game/targets.hpp"
#include "game/tuning.hpp"

namespace nonet::game {

/// The mode's menu: the back button, 20 stage tiles (StageTile 1..20), then MenuItem targets:
/// 0 size -, 1 size +, 2 target -, 3 target +, 4 "New board", 5 "Continue" (a board is open).
struct SumMenuLayout {
  float unit = 1;
  Rect header, back_button;
  Rect rule;  // the rule in one line, and what a stage tile's two numbers are
  int columns = 5;
  std::array<Rect, sumtiles::kStageCount> stages{};
  Rect size_row, target_row;  // label and value; the - and + buttons at their ends
  std::array<Rect, 6> items{};
};
SumMenuLayout layout_sum_menu(float width, float height);

/// The board: HUD (stage or "Free board", target, sum, tiles left, back button), the square of
/// tiles (Cell targets named r1c1.. as in Sudoku: index 9*row + col), and two buttons under or
/// beside it: Hint and Clear (the ActionButton targets "hint" and "erase").
struct SumPlayLayout {
  float unit = 1;
  Rect hud, pause_button, board;
  int side = 5;
  float tile = 0;
  Rect hint_button, clear_button;
  Rect tile_rect(int index) const;
};
SumPlayLayout layout_sum_play(float width, float height, int side);

/// The end card's items: "Next stage" (a passed stage with a next one) or "New board" (a free
/// board), "Retry", "Sum Tiles menu".
enum class SumEndItem : std::uint8_t { Next, Retry, Menu };
inline constexpr int kSumEndItemCount = 3;

/// Where the mode wants the game to go after an input.
enum class SumExit : std::uint8_t { Stay, ToTitle, ToMenu, ToPlay };

/// Menu focus: stage tiles 0..19, then these rows.
inline constexpr int kSumFocusSize = sumtiles::kStageCount;
inline constexpr int kSumFocusTarget = kSumFocusSize + 1;
inline constexpr int kSumFocusNew = kSumFocusSize + 2;
inline constexpr int kSumFocusContinue = kSumFocusSize + 3;

/// Seconds of the animations (views read them; reduced motion shortens or drops them).
inline constexpr double kSumClearSeconds = 0.45;
inline constexpr double kSumShakeSeconds = 0.36;
inline constexpr double kSumWaveSeconds = 1.2;
/// After the last clear, the end card follows (any press skips the wait).
inline constexpr double kSumEndCardDelaySeconds = 1.0;
inline constexpr double kSumPerfectCardDelaySeconds = 1.6;

class SumTilesMode {
 public:
  // ---- State for views ---------------------------------------------------------------------
  const SumProgress& progress() const { return progress_; }
  /// The board in play (or just finished), if any.
  const sumtiles::Board* board() const { return board_ ? &*board_ : nullptr; }
  int stage() const { return stage_; }
  /// A board is open and not over: the menu offers Continue.
  bool resumable() const { return board_ && !board_->dead(); }
  int menu_focus() const { return menu_focus_; }
  int cursor() const { return cursor_; }  // tile index under the keyboard/pad cursor
  int end_focus() const { return end_focus_; }
  /// The free board's chosen size and target.
  int free_tiles() const { return free_tiles_; }
  int free_target() const { return free_target_; }
  /// The board is over (dead): when it ended on the game clock, and whether its card shows.
  bool over() const { return board_ && board_->dead(); }
  Tick over_at() const { return over_at_; }
  bool end_card_shown(Tick now, bool reduced_motion) const;
  /// When the end card appears (its fade-in starts there); meaningful while over().
  Tick end_card_at(bool reduced_motion) const;
  bool end_new_best() const { return end_new_best_; }
  int end_unlocked() const { return end_unlocked_; }
  /// The last hint's tiles (highlighted until the selection changes or they clear).
  const std::vector<int>& hint_tiles() const { return hint_; }
  /// The last clear's tiles and values (the burst), the last refused tile (the shake).
  const std::vector<int>& cleared_tiles() const { return cleared_; }
  const std::vector<int>& cleared_values() const { return cleared_values_; }
  Tick cleared_at() const { return cleared_at_; }
  int overshoot_tile() const { return overshoot_; }
  Tick overshoot_at() const { return overshoot_at_; }
  int end_item_count() const { return kSumEndItemCount; }
  const char* end_item_label(int item) const;
  /// Whether the Next item starts the next stage (else a new free board).
  bool next_is_stage() const;

  // ---- Input ---------------------------------------------------------------------------------
  /// The game's Action on the mode's menu or board, at game tick `now`.
  SumExit menu_action(Action a, Tick now, EventQueue& events);
  SumExit play_action(Action a, Tick now, bool reduced_motion, EventQueue& events);
  /// A target of targets_for() pressed (mouse, touch, scripts): what its key would do.
  SumExit press_menu(const Target& t, Tick now, EventQueue& events);
  SumExit press_play(const Target& t, Tick now, bool reduced_motion, EventQueue& events);
  /// The targets of the menu or of the board (with the end card: its items only).
  void menu_targets(TargetList& out, float width, float height) const;
  void play_targets(TargetList& out, float width, float height, Tick now,
                    bool reduced_motion) const;
  /// Ticks until the board's picture changes on its own (0 animating, -1 never).
  int wake_in_ticks(Tick now, bool reduced_motion) const;

  /// Starts stage n (if unlocked) or a board of any valid code (stage 0); false changes nothing.
  bool start_stage(int n, Tick now, EventQueue& events);
  bool start_board(const sumtiles::BoardCode& code, int stage, Tick now);
  /// Enters the mode's menu (focus on the next stage, or Continue when a board is open).
  void enter_menu();

  // ---- Saves ---------------------------------------------------------------------------------
  struct Revision {
    std::uint64_t progress = 0, session = 0;
    friend bool operator==(const Revision&, const Revision&) = default;
  };
  Revision revision() const { return {progress_revision_, session_revision_}; }
  /// The open board as a save holds it; nothing when none is open or it is over.
  std::optional<SumSessionRecord> record() const;
  /// Progress and the open board as a save had them (at start-up). A record that is not a
  /// board of its code is refused (false) and no board is opened; progress is kept anyway.
  bool restore(const SumProgress& progress, const std::optional<SumSessionRecord>& session);

 private:
  void press_tile(int index, Tick now, bool reduced_motion, EventQueue& events);
  void finish(Tick now, EventQueue& events);
  SumExit choose_end(int item, Tick now, EventQueue& events);
  void move_menu_focus(Action a, EventQueue& events);
  void step_free(int row, int delta, EventQueue& events);
  void touch_session() { ++session_revision_; }

  SumProgress progress_;
  std::optional<sumtiles::Board> board_;
  int stage_ = 0;
  int menu_focus_ = 0;
  int cursor_ = 0;
  int end_focus_ = 0;
  int free_tiles_ = 25;
  int free_target_ = 10;
  std::uint32_t free_seed_counter_ = 0;
  Tick over_at_ = 0;
  bool end_new_best_ = false;
  int end_unlocked_ = 0;
  std::vector<int> hint_;
  std::vector<int> cleared_, cleared_values_;
  Tick cleared_at_ = -1000000;
  int overshoot_ = -1;
  Tick overshoot_at_ = -1000000;
  std::uint64_t progress_revision_ = 0, session_revision_ = 0;
};

}  // namespace nonet::game
