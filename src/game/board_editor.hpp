// SPDX-License-Identifier: MIT
// The custom-board editor (issue 12, SEEDS E; docs/FREE_PLAY.md "Custom boards"): the givens
// the player places or pastes, the core's live judgement of them (core/custom_board.hpp), the
// screen's focus and layout, and the boards entered recently (the last kRecentBoardLimit, kept
// in the save folder by save/recent_boards_codec.hpp). Game owns one and routes the Editor
// screen to it; starting the game, the dialogs and the clipboard stay in Game. Pure: no SDL.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/custom_board.hpp"
#include "core/grid.hpp"
#include "game/actions.hpp"
#include "game/events.hpp"
#include "game/layout.hpp"
#include "game/recent_boards.hpp"
#include "game/targets.hpp"
#include "game/tuning.hpp"

namespace nonet::game {

/// The editor's buttons (MenuItem targets item0..item3), in order.
/// Files: the Collections screen (files of many puzzles, game/collections_screen.hpp).
enum class EditorItem : std::uint8_t { Play, Paste, Copy, Clear, Undo, Files };
inline constexpr int kEditorItemCount = 6;
/// The button's label in the player's language.
const char* editor_item_label(EditorItem i);
/// Why a pasted text is not a board, in the player's words (core's parse_grid facts): a
/// character that is no digit (and where), too many or too few cells. "" for a board.
std::string paste_problem(std::string_view text);
/// The key row under the board: digits 1..9 (DigitKey targets), then Erase ("erase").
inline constexpr int kEditorKeyCount = 10;

/// Where the editor's parts are. Landscape: the board and its key row left, the judgement, the
/// buttons and the recent boards right. Portrait: one column in that order.
struct EditorLayout {
  float unit = 1;
  bool portrait = false;
  Rect header, back_button;
  Rect board;
  float cell = 0;
  std::array<Rect, kEditorKeyCount> keys{};
  Rect verdict;  // the judgement's sentence and the message line under it
  std::array<Rect, kEditorItemCount> items{};
  Rect recent_heading;
  std::array<Rect, kRecentBoardLimit> recent{};
  int recent_shown = 0;  // rows that fit (at most the boards there are)
  Rect cell_rect(int cell) const;
};
EditorLayout layout_editor(float width, float height, int recent_boards);

/// What Game does after an editor input.
enum class EditorExit : std::uint8_t { Stay, Back, Play, Paste, Copy, Files };

/// Focus values (one focus for keyboard and pad): a cell 0..80 (the selected one; Confirm there
/// moves on to the key row, keeping it selected; a key pressed fills it and the focus comes
/// back to it), a key kFocusKey + k (k 0..8 digit k+1, 9 Erase), a button
/// kFocusItem + i, a recent board kFocusRecent + r.
inline constexpr int kFocusKey = 100;
inline constexpr int kFocusItem = 200;
inline constexpr int kFocusRecent = 300;
/// How many changes of the board the editor can take back (81 bytes each).
inline constexpr std::size_t kEditorUndoLimit = 500;

class BoardEditor {
 public:
  BoardEditor();
  /// The screen opens: the focus on the board; the board and its entering time are kept.
  void open();

  const Grid& board() const { return board_; }
  const BoardJudgement& judgement() const { return judgement_; }
  int selected() const { return selected_; }
  int focus() const { return focus_; }
  /// The last paste or copy said this ("" when nothing): a refused paste names the reader's
  /// error. Worded in the player's language at each call (the reference holds until the next).
  const std::string& message() const;
  /// Ticks since the first given went onto an empty board (0 before), for the result card.
  Tick enter_ticks(Tick now) const { return started_ ? now - *started_ : 0; }

  /// Keyboard and pad intent on the editor screen.
  EditorExit action(Action a, Tick now, EventQueue& events);
  /// A target of targets() pressed (mouse, touch, a script's tap).
  EditorExit press(const Target& t, Tick now, EventQueue& events);
  /// The clipboard's text (Ctrl+V, the Paste button): an 81-character line or a decorated grid,
  /// read by core's parse_grid (conflicts allowed: the judgement names them).
  void paste(std::string_view text, Tick now);
  /// The board as the 81-character line (Ctrl+C, the Copy button).
  std::string copy_text();
  /// A board to edit (a recent one picked).
  void load(const Grid& board, Tick now);
  /// The board being typed when the game last stopped (issue 30: a draft is kept across a quit
  /// or a crash, like a game in progress): put back as it was, with nothing to undo.
  void restore_draft(const Grid& board, Tick now);
  /// Whether Undo (Ctrl+Z, the pad's Back) or Redo would change the board: every given placed
  /// or erased, a Clear, a paste and a recent board loaded can be taken back, up to
  /// kEditorUndoLimit steps.
  bool can_undo() const { return !undo_.empty(); }
  bool can_redo() const { return !redo_.empty(); }

  /// The drawable size (Game::set_viewport): how many recent boards the screen shows, which
  /// are the ones the focus can reach.
  void set_viewport(float width, float height);
  EditorLayout layout() const {
    return layout_editor(width_, height_, static_cast<int>(recent_.size()));
  }
  /// The screen's targets: back, cells, the key row, the buttons, the recent boards shown.
  void targets(TargetList& out) const;

  // ---- Recent boards ---------------------------------------------------------------------
  /// Most recent first, at most kRecentBoardLimit, no board twice.
  const std::vector<Grid>& recent() const { return recent_; }
  /// "Hard · 27 givens", "Several solutions · 24 givens": one per recent board, worded in the
  /// player's language at each call (the reference holds until the next).
  const std::vector<std::string>& recent_labels() const;
  /// A board was played: it goes first in the list (moved there if it was already in it).
  void remember(const Grid& board);
  /// The list as a save had it (boards beyond the limit, repeats and empty boards dropped).
  void set_recent(const std::vector<Grid>& boards);
  /// Grows whenever the recent list changes (the save layer compares it).
  std::uint64_t recent_revision() const { return recent_revision_; }

 private:
  void set_cell(int cell, int digit, Tick now, EventQueue& events);
  void change_board(const Grid& next);  // the one way the board changes: undo keeps the old one
  struct Kept;
  void step_history(std::vector<Kept>& from, std::vector<Kept>& to, EventKind done,
                    EventQueue& events);
  void rejudge();
  void move(int dr, int dc);
  /// Selects the cell `by` cells on in reading order (clamped to the board), focus with it.
  void advance(int by);
  EditorExit activate(Tick now, EventQueue& events);

  Grid board_;
  BoardJudgement judgement_;
  int selected_ = 0;
  int focus_ = 0;
  int last_key_ = 0;  // the key row's last key pressed: Confirm on a cell goes there
  // The message is kept as what happened, not as words: message() words it when it is read, so
  // a change of language shows at once.
  enum class Said : std::uint8_t {
    Nothing,
    PasteRefused,  // said_error_: the text refused (paste_problem words why)
    Pasted,        // said_givens_: the givens of the board pasted
    Copied,
  };
  Said said_ = Said::Nothing;
  std::string said_error_;
  int said_givens_ = 0;
  mutable std::string message_;  // message()'s words, made again at each call
  std::optional<Tick> started_;
  // The board before each change (oldest first) and what was undone, each with the entering
  // clock it had: undoing a Clear brings back the board's entering time too.
  struct Kept {
    Grid board;
    std::optional<Tick> started;
  };
  std::vector<Kept> undo_, redo_;
  std::vector<Grid> recent_;
  std::vector<BoardJudgement> recent_judgements_;   // judged once, when the list changes
  mutable std::vector<std::string> recent_labels_;  // recent_labels()' words, made at each call
  std::uint64_t recent_revision_ = 0;
  float width_ = 1280, height_ = 800;
};

/// "Hard · 27 givens" for a board's judgement, in the player's language.
std::string board_label(const BoardJudgement& j);

}  // namespace nonet::game
