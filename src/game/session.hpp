// SPDX-License-Identifier: MIT
// One stage being played: the rules of SEEDS D on top of the core grid, driven by calls that
// mirror the player's Actions and by a fixed-step clock, so tests play whole stages without SDL.
//
// State is split the way Tatham's midend splits it: what undo restores (digits and notes,
// changed only through Moves kept in a history) and what it never restores (selection, notes
// mode, mistakes, hints used, the clock, the wrong digit on show).
//
// A wrong digit (one that is not the solution's) is never written into the digits: it is shown
// for kWrongDigitTicks as a "wrong entry" with the peers it clashes with marked (SEEDS A5), then
// removed; it counts a mistake, and the kMaxMistakes-th loses the stage. So every digit in
// digits() is right, and the stage is won exactly when digits() is full.
#pragma once

#include <bitset>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/grid.hpp"
#include "game/events.hpp"
#include "game/move.hpp"
#include "game/stage_source.hpp"
#include "game/tuning.hpp"

namespace nonet {
struct Hint;
}

namespace nonet::game {

/// One cell before and after a move. A move touches its own cell plus the peers whose notes
/// lose the placed digit, or every empty cell for FillNotes.
struct CellChange {
  std::uint8_t cell = 0;
  std::uint8_t digit_before = 0, digit_after = 0;
  CandidateMask notes_before = 0, notes_after = 0;
};

/// A cell's colour marks (issue 29) packed in one word: bits 0-2 the cell's colour, bits
/// 3d..3d+2 its note d's (0 = no mark, 1..kMarkColours). Before and after a Colour or
/// ClearColours move.
struct MarkChange {
  std::uint8_t cell = 0;
  std::uint32_t before = 0, after = 0;
};
/// The colour (0..kMarkColours) `marks` gives the cell (digit 0) or its note `digit`.
constexpr int mark_colour(std::uint32_t marks, int digit) {
  return static_cast<int>((marks >> (3 * digit)) & 7u);
}
/// `marks` with the cell's (digit 0) or note's colour set to `colour`.
constexpr std::uint32_t with_mark(std::uint32_t marks, int digit, int colour) {
  const int shift = 3 * digit;
  return (marks & ~(7u << shift)) | (static_cast<std::uint32_t>(colour) << shift);
}
/// The largest word a cell's marks can be (every colour at kMarkColours): what a save checks.
inline constexpr std::uint32_t kMaxMarks = (1u << 30) - 1;

struct HistoryEntry {
  Move move;
  std::vector<CellChange> changes;
  std::vector<MarkChange> marks{};  // Colour and ClearColours only
};

enum class Outcome : std::uint8_t { Playing, Won, Lost };

/// What Session::apply() did with a move.
enum class MoveResult : std::uint8_t {
  Recorded,  // the digits or notes changed and the move joined the history (undo takes it back)
  Shown,     // a wrong digit was shown (a mistake) or the one on show was erased: not recorded
  Refused,   // not allowed here (a given, a filled cell, no hint left, paused...): nothing
             // changed and a Rejected event was queued (Blocked for a filled cell typed over)
};

/// The parts of a session that undo never restores (kept beside the moves in a save).
struct SessionCounters {
  int mistakes = 0;
  int hints_used = 0;
  Tick elapsed = 0;  // ticks of the stage timer
  friend bool operator==(const SessionCounters&, const SessionCounters&) = default;
};

/// A session as a save keeps it: the moves (the redo branch included), how many are applied,
/// and what undo never restores. Session::rebuild() turns it back into a Session.
struct PlayRecord {
  std::vector<Move> moves;
  std::size_t undo_index = 0;  // moves[0, undo_index) are applied, the rest can be redone
  SessionCounters counters;
  int selected = 40;
  bool notes_mode = false;
  std::uint64_t game_id = 0;  // Progress::issue_game_id's number; 0 in saves from before it
  friend bool operator==(const PlayRecord&, const PlayRecord&) = default;
};

class Session;
struct RebuildResult;

/// What a Check found (free play, "check at the end"): entries that are not the solution's
/// digit (now marked, see Session::check_marks) and cells still empty. `applied` is false when
/// the Check was refused (not this rule, or the game is not in play).
struct CheckReport {
  int wrong = 0;
  int empty = 0;
  bool applied = false;
  friend bool operator==(const CheckReport&, const CheckReport&) = default;
};

/// A wrong digit on show, and when it goes.
struct WrongEntry {
  int cell = -1;
  int digit = 0;
  Tick remove_at = 0;
};

/// Why the hinted digit goes there (SEEDS A6): the peers that rule the other digits out of the
/// cell, or that rule the digit out of the other cells of its unit, in the order the core's
/// hint engine lists them (so a view can light them one by one).
struct HintReason {
  int digit = 0;    // the digit ruled out
  int by_cell = 0;  // the peer holding it
};
/// A candidate a hint's technique rules out (shown struck out while the hint is on show).
struct HintElimination {
  int cell = 0;
  int digit = 0;
};
/// What a press of Hint shows (issue 14): the hint comes in three tiers, each a refinement of
/// the last. Only the third applies it and spends one of the stage's hints.
enum class HintPhase : std::uint8_t {
  Where = 1,  // the unit or area to look at, naming nothing (pattern_cells = its cells)
  What = 2,   // the technique(s) and the pattern cells, no digit placed
  Apply = 3,  // the placement with its reason trace, the eliminations struck from the notes
};
/// One step of a hint as the hint's Why page tells it (game/hint_why.hpp), at the reader's
/// pace: its sentence, then the reasons that sentence leaves out (core's Step::details: a
/// nested forcing chain's inner chains) under what they are about.
struct HintWhyStep {
  Technique technique = Technique::FullHouse;
  std::string text;                  // the step's sentence
  std::string lead;                  // above each reason: "Suppose row 2, column 3 were 6. ..."
  std::vector<std::string> reasons;  // one sentence each, in the order the proof uses them
};
/// The length past which a hint's preparing sentences go to the Why page instead of the
/// banner, in Latin letters (a kana, hangul or ideograph counts two): about three pages of the
/// banner's two lines in a 480-pixel window.
inline constexpr std::size_t kLongHintWidth = 200;
struct HintShown {
  HintPhase tier = HintPhase::Apply;
  int cell = -1;  // the placed cell (Apply); -1 for Where and What
  int digit = 0;
  std::vector<HintReason> reasons;
  std::vector<int> pattern_cells;  // cells of the technique's pattern (highlighted)
  std::vector<int> area_units;     // Where: the units to look at (0..26), each outlined
  /// What the steps before the placement eliminate (a pointing pair, a naked pair, ...),
  /// then the placing step's own eliminations: the candidates the view strikes out.
  std::vector<HintElimination> eliminations;
  std::string text;  // the engine's sentence, e.g. "Hidden single: in box 5, ..."
  /// The steps before the placement (a claiming, a naked pair, ...): the cells of their
  /// patterns, each once, in step order (the view tints them), and their sentences in order.
  std::vector<int> preparation_cells;
  std::vector<std::string> preparation_texts;
  /// Built once per hint so the view never joins strings per frame: the preparation
  /// sentences, then "Then: " and `text`; just `text` when nothing prepares the placement.
  std::string full_text;
  /// Apply tier, for a hint too long for the banner (its preparing sentences over
  /// kLongHintWidth) or that needs a deep forcing chain (Learn teaches none: their
  /// sentences list dozens of placements, and a nested chain's inner chains are not in its
  /// sentence at all): every step, the preparing ones then the placing one, for the Why page;
  /// `full_text` then only counts the preparing steps. Empty for every other hint.
  std::vector<HintWhyStep> why;
  /// The engine's hint these words were made from (immutable, shared): a language switched
  /// while the hint is on show words it again (Session::reword_hints).
  std::shared_ptr<const nonet::Hint> source;
};

class Session {
 public:
  explicit Session(const StageData& stage);

  // ---- Queries -----------------------------------------------------------------------------
  const StageData& stage() const { return stage_; }
  /// Right digits only: givens, entries, hinted cells. With "check at the end" (free play)
  /// entries are not judged, so an entry here may be wrong until a Check marks it.
  const Grid& digits() const { return digits_; }
  /// What the board shows: digits() plus the wrong digit while it is on show.
  int shown_digit(int cell) const;
  /// Cells whose digit the rules refuse: the same digit twice in a row, column or box (both
  /// cells, a given among them). Not the solution's judgement: with "check at the end" or a
  /// board with several solutions nothing is judged against the solution, but a plain clash is
  /// still marked (issue 29), as GNOME Sudoku's warnings and Sudoku.com do.
  std::bitset<kCells> rule_clashes() const;
  bool is_given(int cell) const { return stage_.puzzle[cell] != 0; }
  CandidateMask notes(int cell) const { return notes_[static_cast<std::size_t>(cell)]; }
  /// A cell's colour marks, packed (see mark_colour): kept across digits and notes, so a note
  /// taken off and put back keeps its colour.
  std::uint32_t marks(int cell) const { return marks_[static_cast<std::size_t>(cell)]; }
  bool any_marks() const;
  int selected() const { return selected_; }
  bool notes_mode() const { return notes_mode_; }
  int mistakes() const { return mistakes_; }
  int hints_left() const { return hints_left_; }
  int hints_used() const { return hints_used_; }
  /// The mistake that reaches this ends the game; 0 = no limit (free play's choice).
  int mistakes_allowed() const { return stage_.mistakes_allowed; }
  Tick elapsed() const { return elapsed_; }
  Tick now() const { return clock_; }
  Outcome outcome() const { return outcome_; }
  bool paused() const { return paused_; }
  /// Tick at which the stage was won or lost (valid when outcome() != Playing).
  Tick finished_at() const { return finished_at_; }
  /// How many copies of `digit` are still to be placed (9 minus those on the board).
  int remaining(int digit) const;
  const std::optional<WrongEntry>& wrong_entry() const { return wrong_; }
  /// Cells marked as clashing with the wrong digit (the wrong cell itself included).
  const std::bitset<kCells>& conflict_cells() const { return conflict_cells_; }
  /// The last hint, shown until the next move (or until the player leaves for the title).
  const std::optional<HintShown>& hint() const { return hint_; }
  /// Forms the hint on show (and the tier staged behind it) again from the engine's hint, in
  /// the language now in use: the platform calls it when the player switches language.
  void reword_hints();
  /// Stops showing the last hint; the hint stays spent and recorded (a view change only). A
  /// hint shown in its first or second tier starts again from the first.
  void dismiss_hint() {
    hint_.reset();
    staged_.reset();
  }
  /// The tier the next press of Hint shows: Where, then What, then Apply (which spends a hint).
  /// Any change to the board (a move, a mistake, undo, redo) starts again at Where.
  HintPhase next_hint_tier() const;
  /// The last filled cell a digit or note was typed over (refused, EventKind::Blocked), and how
  /// many such refusals there were: animation shakes the cell at each new one.
  int blocked_cell() const { return blocked_cell_; }
  std::uint32_t blocked_count() const { return blocked_count_; }
  /// Grows with every tier shown (and every hint applied): animation tells hints apart by it.
  std::uint32_t hint_asks() const { return hint_asks_; }
  /// "Check at the end" (free play): entries are not judged until check().
  bool check_at_end() const { return stage_.check_at_end; }
  /// The wrong entries the last applied Check marked, less the cells changed since (undo and
  /// redo included: derived from the history, so a resumed game shows the same marks).
  const std::bitset<kCells>& check_marks() const { return check_marks_; }
  /// What the last Check (applied or repeated) found.
  const CheckReport& last_check() const { return last_check_; }
  /// The player asked for the solution (free play): the board is filled and the game is over
  /// (outcome() Lost) without a record.
  bool solution_shown() const { return solution_shown_; }
  /// The last cell that received a right digit (-1 if none): origin of the solved wave.
  int last_placed() const { return last_placed_; }
  bool can_undo() const { return undo_index_ > 0; }
  bool can_redo() const { return undo_index_ < history_.size(); }
  const std::vector<HistoryEntry>& history() const { return history_; }
  std::size_t undo_index() const { return undo_index_; }
  /// Grows with every change to what the board shows or a save keeps (digits, notes, the
  /// selection, notes mode, mistakes, the wrong digit, hints, the outcome), never with the
  /// timer alone: saving and animation compare it instead of diffing the session.
  std::uint64_t revision() const { return revision_; }

  // ---- Moves -------------------------------------------------------------------------------
  /// The only way digits and notes change. Checks the move against the rules (the cell, the
  /// digit, the hints left, whether input is accepted) and either records it in the history,
  /// shows a wrong digit, or refuses it; queues the events a listener needs either way.
  MoveResult apply(const Move& m);

  // ---- Input: the player's intent, turned into Moves ----------------------------------------
  void select(int cell);
  /// Moves the selection, wrapping around the board's edges.
  void move_selection(int drow, int dcol);
  /// 1..9 at the selection: a ToggleNote move in notes mode, otherwise a Place move.
  void enter_digit(int digit);
  /// An Erase move at the selection.
  void erase();
  void toggle_notes_mode();
  void fill_notes();
  /// A Colour move: the cell (digit 0) or its note `digit` painted in `colour` (0 = no mark).
  /// Marks are the player's own paint: they change no digit or note and leave a hint on show,
  /// and undo takes them back like any move. Refused when nothing would change.
  void colour(int cell, int digit, int colour);
  /// A ClearColours move: every mark off (refused when there is none).
  void clear_colours();
  /// The Hint button: shows the next tier of the hint for this board (next_hint_tier()). The
  /// first two presses show where to look and what technique, and spend nothing; the third
  /// applies it (apply_hint). Refused when no hint is left or nothing can be hinted.
  void use_hint();
  /// Asks the core's hint engine for the easiest next placement, shows why (hint()), and
  /// applies it as a Hint move: the digit, and the candidates the hint's steps eliminate
  /// struck from the player's notes.
  void apply_hint();
  /// A Check move (free play, "check at the end"): marks exactly the wrong entries, reveals no
  /// answer, counts the empty cells; a full board without a wrong entry wins. A Check right
  /// after another changes nothing and is not recorded again (the report is repeated).
  CheckReport check();
  /// A ShowSolution move (free play): fills every cell with its solution digit and ends the game.
  bool show_solution();
  bool undo();
  bool redo();
  void set_paused(bool paused) { paused_ = paused; }
  /// The game's number (Progress::issue_game_id): saved with it, and listed in Progress when
  /// the game ends, so a save of an ended game is never resumed (issue 30). 0 = none given.
  std::uint64_t game_id() const { return game_id_; }
  void set_game_id(std::uint64_t id) {
    game_id_ = id;
    ++revision_;
  }

  // ---- Saving and resuming -----------------------------------------------------------------
  /// Everything a save needs to rebuild this session exactly.
  PlayRecord record() const;
  /// A saved session rebuilt as a fold of apply() over its moves on a fresh Session of
  /// `stage`: every move must be recorded exactly as saved (a wrong digit, a given cell, a hint
  /// elsewhere or a move after the end refuse the whole record), then undo goes back to the
  /// undo position and restore() puts back the counters, the selection and notes mode. Events
  /// are cleared. Nothing is half applied: on failure only the reason comes back.
  static RebuildResult rebuild(const StageData& stage, const PlayRecord& record);
  /// Puts back what undo never restores, clamped to what a stage still in play can hold.
  void restore(const SessionCounters& counters, int selected, bool notes_mode);

  // ---- Clock -------------------------------------------------------------------------------
  /// One fixed step. The stage timer runs only while playing and not paused.
  void update();

  EventQueue& events() { return events_; }

 private:
  bool accepting_input() const { return outcome_ == Outcome::Playing && !paused_; }
  MoveResult refuse(int cell = -1, int digit = 0);
  MoveResult block(int cell, int digit);
  void place_right(int cell, int digit, MoveKind kind,
                   const std::vector<HintElimination>& strikes = {});
  /// The core's hint for the board's right digits (without notes, so it always places a
  /// digit); computed once per board (use_hint's tiers and apply() share it).
  const nonet::Hint& engine_hint();
  /// The candidates the hint placing `digit` at `cell` proves gone (its preparation's and its
  /// own eliminations); empty when the engine's hint for this board is another placement.
  std::vector<HintElimination> hint_strikes(int cell, int digit);
  /// Builds what the view shows for the engine's hint in `tier`; false when there is nothing
  /// to place.
  bool build_hint_shown(HintPhase tier, HintShown& out);
  void place_wrong(int cell, int digit);
  void toggle_note(int cell, int digit);
  MoveResult erase_at(int cell);
  MoveResult fill_all_notes();
  void clear_wrong();
  /// Joins the move to the history; a hint on show goes unless the move only paints.
  void commit(HistoryEntry entry);
  void apply_changes(const HistoryEntry& entry, bool forward);
  MoveResult apply_colour(const Move& m);
  void report_completions(int cell, int digit);
  void check_won(int cell);
  MoveResult apply_check(const Move& m);
  MoveResult apply_show_solution(const Move& m);
  void refresh_marks();
  Grid right_digits() const;

  StageData stage_;
  Grid digits_;
  std::array<CandidateMask, kCells> notes_{};
  std::array<std::uint32_t, kCells> marks_{};
  std::vector<HistoryEntry> history_;
  std::size_t undo_index_ = 0;  // history_[0, undo_index_) is applied

  int selected_ = 40;  // r5c5: the centre, so the first arrow press goes somewhere visible
  bool notes_mode_ = false;
  int mistakes_ = 0;
  int hints_left_ = kHintsPerStage;  // stays at kHintsPerStage with unlimited hints
  int hints_used_ = 0;
  Tick clock_ = 0;    // every update(), paused or not (drives the wrong digit's removal)
  Tick elapsed_ = 0;  // the stage timer
  Tick finished_at_ = 0;
  bool paused_ = false;
  Outcome outcome_ = Outcome::Playing;
  std::optional<WrongEntry> wrong_;
  std::bitset<kCells> conflict_cells_;
  std::optional<HintShown> hint_;
  std::optional<HintShown> staged_;  // the Apply tier of the hint whose Where/What is on show
  std::uint32_t hint_asks_ = 0;
  int blocked_cell_ = -1;
  std::uint32_t blocked_count_ = 0;
  std::optional<Grid> hint_board_;  // the right digits engine_hint_ was computed for
  std::shared_ptr<const nonet::Hint> engine_hint_;  // immutable: copies may share it
  int last_placed_ = -1;
  std::bitset<kCells> check_marks_;
  CheckReport last_check_;
  bool solution_shown_ = false;
  std::uint64_t revision_ = 0;
  std::uint64_t game_id_ = 0;
  EventQueue events_;
};

struct RebuildResult {
  std::optional<Session> session;  // set when every move replayed
  std::string error;               // why the record was refused ("move 7 (place r3c4 5) ...")
};

}  // namespace nonet::game
