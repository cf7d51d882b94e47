// SPDX-License-Identifier: MIT
// The Practice screen (issue 28, docs/LEARN.md): one practice position of a technique, with
// its candidates, where the player makes the step: places the digit it proves, or removes
// the candidates it eliminates. Every move is judged at once by core's PracticeTask; a wrong
// one changes nothing on the board and is answered with its reason, a right one is kept, and
// the last one shows the step's trace (its pattern and what it removed) and its sentence.
// Hint shows where to look, then which pattern (the core's hint tiers for the board with its
// candidates): asking counts as help.
//
// A digit removes that candidate from the selected cell in notes mode (on at the start when
// the step eliminates) and places it otherwise (on at the start when it places); Notes (N, the
// button) switches, as on the play screen. Focus works as in the editor (game/board_editor.hpp):
// a cell, the key row under the board, the buttons. Once the step is made, Return (the pad's A)
// on the board or the keys brings the next position.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>

#include "core/hint.hpp"
#include "core/practice.hpp"
#include "game/actions.hpp"
#include "game/events.hpp"
#include "game/layout.hpp"
#include "game/learn_progress.hpp"

namespace nonet::game {

class TargetList;
struct Target;

/// The buttons beside the board (MenuItem targets item0..item2), in order.
enum class PracticeItem : std::uint8_t { Hint, Notes, Next };
inline constexpr int kPracticeItemCount = 3;
/// The button's label in the player's language.
const char* practice_item_label(PracticeItem i);

/// Landscape: the board and its key row left, the panel (task, answer) and the buttons right.
/// Portrait: one column in that order.
struct PracticeLayout {
  float unit = 1;
  bool portrait = false;
  Rect header, back_button;
  Rect board;
  float cell = 0;
  std::array<Rect, 9> keys{};
  Rect panel;  // the task, the answer to the last move, the hint or the trace
  std::array<Rect, kPracticeItemCount> items{};
  Rect cell_rect(int cell) const {
    return Rect{board.x + static_cast<float>(col_of(cell)) * this->cell,
                board.y + static_cast<float>(row_of(cell)) * this->cell, this->cell, this->cell};
  }
};
PracticeLayout layout_practice(float width, float height);

/// Focus values: a cell 0..80, a key kPracticeKey + k (digit k + 1), a button kPracticeItem + i.
inline constexpr int kPracticeKey = 100;
inline constexpr int kPracticeItem = 200;

/// What Game does after an input on the screen.
enum class PracticeExit : std::uint8_t {
  Stay,
  Back,      // to the Learn list
  Next,      // another position of the same technique
  Finished,  // this move made the step: record the attempt (attempt_right(), helped())
};

class PracticeScreen {
 public:
  /// A fresh attempt at position `index` (0-based) of the library's positions of its technique.
  void start(const PracticePosition& p, int index);
  /// The attempt `s` left part-way at `p`, its eliminations made again; false (and a fresh
  /// attempt) when they do not replay as right moves there (the library changed).
  bool resume(const PracticePosition& p, const PracticeInProgress& s);
  /// What resume() needs; nothing when there is nothing to keep (no move, no hint) or the
  /// step is made.
  std::optional<PracticeInProgress> in_progress() const;
  bool active() const { return task_.has_value(); }
  const PracticeTask& task() const { return *task_; }
  Technique technique() const { return task_->position().technique; }
  int index() const { return index_; }
  int selected() const { return selected_; }
  int focus() const { return focus_; }
  bool notes_mode() const { return notes_mode_; }
  /// The answer to the last move that was not right, or the last right one (shown in the
  /// panel); nothing before the first move.
  const std::optional<PracticeReply>& reply() const { return reply_; }
  /// 0 no hint asked; 1 where to look; 2 which pattern.
  int hint_tier() const { return hint_tier_; }
  const Hint* hint() const { return hint_ ? &*hint_ : nullptr; }
  bool wrong() const { return wrong_; }
  bool helped() const { return hint_tier_ > 0; }
  /// Right without help: the step made with no wrong move and no hint.
  bool attempt_right() const { return task_ && task_->solved() && !wrong_ && !helped(); }
  /// Set by Game when the attempt just finished mastered the technique (the panel says so).
  void set_mastered(bool m) { mastered_ = m; }
  bool mastered() const { return mastered_; }

  PracticeExit action(Action a, EventQueue& events);
  PracticeExit press(const Target& t, EventQueue& events);
  void targets(TargetList& out, const PracticeLayout& L) const;

 private:
  PracticeExit enter(int digit, EventQueue& events);
  PracticeExit activate(EventQueue& events);
  void move(int dr, int dc);
  void show_hint(EventQueue& events);

  std::optional<PracticeTask> task_;
  std::optional<Hint> hint_;
  std::optional<PracticeReply> reply_;
  std::vector<CellDigit> removed_;  // the step's eliminations made so far, in order
  int index_ = 0;
  int selected_ = 40;
  int focus_ = 40;
  int last_key_ = 0;
  int hint_tier_ = 0;
  bool notes_mode_ = false;
  bool wrong_ = false;
  bool mastered_ = false;
};

/// The panel's words, in the player's language (cells named in words: "row 3, column 6").
/// "Find the X-Wing and remove the candidates it eliminates: 1 of 2 removed."
std::string practice_task_text(const PracticeScreen& p);
/// What typing a digit does now (Notes on or off).
std::string practice_mode_text(const PracticeScreen& p);
/// The answer to a move: why a wrong one is wrong, or how far a right one got.
std::string practice_reply_text(const PracticeReply& r);
/// The hint's tier on show (where to look, then which pattern); "" before any.
std::string practice_hint_text(const PracticeScreen& p);
/// After the step: the step's own sentence (what the pattern proves).
std::string practice_step_text(const PracticeScreen& p);

}  // namespace nonet::game
