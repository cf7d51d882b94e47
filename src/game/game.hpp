// SPDX-License-Identifier: MIT
// The whole game as a pure state machine: screens, menus, the stage being played, progress and
// settings. The platform feeds it Actions, pointer positions and one update() per fixed step,
// and reads it back to draw; it never touches SDL, so tests drive complete runs with a fake clock.
//
//   Title --Stages--> StageSelect --tile--> Play <--P/Esc--> Paused
//     |  \--Continue------------------------^  |                 |--Quit to menu--> Title
//     |--Free play--> FreePlay --level/daily--^ (made on a worker thread first)
//     \--Settings--> Settings                  \--won/lost--> Result --Next/Retry--> Play
//     \--Sum Tiles--> SumMenu <--> SumPlay (the second mode: game/sum_tiles_mode.hpp)
//     \--Statistics--> Statistics (also from the pause card; Back returns there)
//   FreePlay --Enter a puzzle--> Editor --Play--> Play (a custom board: game/board_editor.hpp)
#pragma once

#include <array>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "game/actions.hpp"
#include "game/attract.hpp"
#include "game/back_stack.hpp"
#include "game/board_editor.hpp"
#include "game/code_entry.hpp"
#include "game/collections.hpp"
#include "game/collections_screen.hpp"
#include "game/colour_palette.hpp"
#include "game/events.hpp"
#include "game/free_play_job.hpp"
#include "game/free_play_rules.hpp"
#include "game/guide.hpp"
#include "game/hint_why.hpp"
#include "game/layout.hpp"
#include "game/learn_parts.hpp"
#include "game/learn_progress.hpp"
#include "game/learn_screen.hpp"
#include "game/lesson_screen.hpp"
#include "game/play_motion.hpp"
#include "game/practice_screen.hpp"
#include "game/progress.hpp"
#include "game/read_on_first_use.hpp"
#include "game/screen_id.hpp"
#include "game/session.hpp"
#include "game/settings.hpp"
#include "game/stage_source.hpp"
#include "game/statistics.hpp"
#include "game/sum_tiles_mode.hpp"
#include "game/targets.hpp"
#include "game/technique_stats.hpp"

namespace nonet::game {

// Newer entries sit before Settings (Free play) and before Quit (Sum Tiles).
enum class TitleItem : std::uint8_t {
  Continue,
  Stages,
  FreePlay,
  Settings,
  SumTiles,
  Statistics,
  Learn,  // the technique school (issue 28)
  Quit
};
inline constexpr int kTitleItemCount = 8;
/// The title's labels; on a fresh save (Game::fresh_save) the first item says "Play".
const char* title_item_label(TitleItem i, bool fresh_save = false);

// Newer items come last so the older ones keep their places (scripts count on them).
enum class PauseItem : std::uint8_t {
  Resume,
  Restart,
  QuitToMenu,
  Export,
  PrintAll,
  Settings,
  Statistics,
  ShowSolution,  // free play: in PrintAll's place (index 4)
  Check,         // free play with "check at the end": an eighth item (index 7), for the pad
  Learn,         // last, while a hint names a technique: its lesson (the pad has no L key)
  Why,           // last, while a hint is told on its Why page (game/hint_why.hpp)
};
inline constexpr int kPauseItemCount = 7;  // Resume .. Statistics; free play swaps or adds
const char* pause_item_label(PauseItem i);
/// The label on the card: "Learn X-Wing" for Learn (the technique the hint names).
std::string pause_item_text(const Game& g, PauseItem i);

/// Files the player asks for on the pause or result card (issue 13): the stage's puzzle and
/// solution pictures, or the book of every stage. The game does no file I/O: it records the
/// request, and the platform writes the files and says where.
enum class ExportKind : std::uint8_t { StagePictures, AllStagesBook };
struct ExportRequest {
  ExportKind kind = ExportKind::StagePictures;
  int stage = 0;     // the stage on the card (StagePictures; 0 for a custom puzzle)
  Grid puzzle;       // its givens (StagePictures)
  std::string code;  // a free-play puzzle's game code ("" for a stage or a custom board)
  friend bool operator==(const ExportRequest&, const ExportRequest&) = default;
};

/// What the game asks of the platform, and what the platform can do. The game sets a request;
/// the platform takes it at its next loop turn (taking clears it: Game::take_*) and answers
/// through Game (report_export, paste_text, open_collection_file).
struct PlatformRequests {
  std::optional<ExportRequest> export_files;  // Export / Print all stages
  std::optional<std::string> open_folder;     // show this folder in the file manager
  std::optional<std::string> copy;            // this text to the clipboard
  bool paste = false;                         // read the clipboard (answered by paste_text)
  bool open_file = false;                     // show the file dialog
  bool can_open_folders = false;              // set at start-up: the desktop can show a folder
  bool can_open_files = false;                // and has a file dialog
};

/// The free-play screen's rows (game/layout.hpp FreePlayLayout): a level each, today's daily
/// puzzle, and the mistake limit the player chose (3, 5 or off).
/// Then "check as I go" or "check at the end", and the saved free-play game to continue.
enum class FreePlayRow : std::uint8_t {
  Easy,
  Medium,
  Hard,
  Expert,
  Master,
  Daily,
  Mistakes,
  Checking,
  Continue,
  Custom,  // "Enter a puzzle": the custom-board editor
};
static_assert(kFreePlayRowCount == 10);
/// "3 mistakes end the game", "5 ...", "No mistake limit": the values the Mistakes row cycles.
inline constexpr int kFreePlayMistakeChoices[] = {3, 5, 0};

/// What the result screen reports, fixed at the moment the stage ended.
struct ResultInfo {
  bool won = false;
  int stage = 0;
  std::string code;  // free play: the game code (stage is 0); empty for a stage
  bool daily = false;
  int mistakes_allowed = kMaxMistakes;  // 0 = no limit
  bool check_at_end = false;            // free play's "check at the end": no mistakes counted
  StageLevel level = Level::Easy;
  Tick time = 0;
  int mistakes = 0;
  int hints_used = 0;
  std::int64_t best_ms = 0;
  bool new_best = false;
  int unlocked = 0;             // stage newly unlocked, 0 if none
  bool clean = false;           // won with no mistake and no hint (a mark on the card and the tile)
  bool solution_shown = false;  // free play: the player asked for the solution (no record)
  bool custom = false;          // a board the player entered (code "Custom")
  bool open_solutions = false;  // custom, several solutions: nothing was judged
  Tick enter_time = 0;          // custom: how long entering the board took
  bool collection = false;      // custom: a puzzle of a collection (game/collections.hpp)
  /// A won puzzle (not one with several solutions): the techniques its solve path needed,
  /// easiest first, and which of them the player met for the first time (issue 28).
  std::vector<Technique> techniques;
  std::vector<Technique> new_techniques;
};
/// Result buttons: won -> Next stage (if any), Stage list; lost -> Retry, Stage list; then
/// Export and Print all stages. Free play: won -> New puzzle, lost -> Retry; then Free play
/// and Export. A custom board: won -> Enter a puzzle (the editor), lost -> Retry; then Free play
/// and Export.
enum class ResultItem : std::uint8_t {
  NextStage,
  Retry,
  StageList,
  Export,
  PrintAll,
  NewPuzzle,
  FreePlayMenu,
  EditBoard,
  LookAtBoard,       // the card steps aside to show the board (the solution) behind it
  CopyCode,          // a free-play game's code to the clipboard (the card says "share the code")
  NextInCollection,  // a collection's puzzle won: the next one of its collection
  Learn,             // the ending: on to Learn, the technique school (issue 28)
};
int result_item_count(const ResultInfo& r);
ResultItem result_item(const ResultInfo& r, int index);
const char* result_item_label(const ResultInfo& r, int index);

/// The dialog over the stage grid when another stage is picked with a session open (issue 5):
/// item 0 keeps playing the open stage, item 1 starts the picked one (abandoning the other).
/// The same dialog asks before Restart on the pause card: item 0 keeps the board, item 1
/// restarts.
inline constexpr int kConfirmItemCount = 2;

/// A short line the game says by itself (issue 14), shown for kNoticeSeconds from `at`: why a
/// locked stage does not open ("Clear stage 97 first", with that tile shaking), or that the M
/// key turned the sound off or on.
struct Notice {
  std::string text;
  Tick at = 0;
  int stage = 0;  // the stage tile that shakes, 0 for none
  friend bool operator==(const Notice&, const Notice&) = default;
};

/// Where an export went (or why it did not), shown over the screen it was asked on until that
/// screen changes or kExportNoticeSeconds pass (issue 29: a grey line that stayed into the next
/// screen told the player nothing there). With a folder, and a platform that can open one, it
/// offers "Open folder" (TargetKind::ExportNotice 0, Ctrl+O); a click on the card puts it away.
struct ExportNotice {
  std::string text;
  std::string folder;  // the folder the files went to; empty when nothing was written
  Screen screen = Screen::Title;
  Tick at = 0;
  friend bool operator==(const ExportNotice&, const ExportNotice&) = default;
};

/// Gives stage n, or why it cannot (a failed load starts nothing: Rejected, no change).
using StageLoader = std::function<StageLoad(int)>;

class Game {
 public:
  explicit Game(StageLoader loader = load_stage);

  // ---- Input -------------------------------------------------------------------------------
  void apply(Action a);
  /// A click or tap at drawable-pixel coordinates: the target under it (game/targets.hpp)
  /// becomes the Action its key would send (a cell: SelectCell; a menu item: focus + Confirm),
  /// applied like a key press. After a stage ends, a click anywhere skips to the result.
  void pointer_down(float x, float y);
  /// A right click or a long press at drawable-pixel coordinates: on a cell of the board in
  /// play it selects the cell and opens the colour palette there (game/colour_palette.hpp).
  /// True when it did (a long press then does nothing else).
  bool pointer_alt(float x, float y);
  /// The pointer is over the target under it (hover()); over a menu item, settings row, stage
  /// tile or dialog button it also moves the focus (one focus for mouse, keyboard and gamepad).
  void pointer_move(float x, float y);
  /// The window lost focus or was minimized: a stage in play pauses itself, with Resume
  /// focused; the pointer's hover takes the focus again only once it has moved
  /// kHoverWakePixels from where it was first seen after the pause.
  void focus_lost();
  /// Drawable size in pixels; layouts and hit tests follow it.
  void set_viewport(float width, float height);

  // ---- Clock -------------------------------------------------------------------------------
  /// One fixed step (1/kTicksPerSecond s).
  void update();
  Tick now() const { return clock_; }
  /// Ticks until the picture changes with no input: 0 = animating (render every frame),
  /// -1 = never (the loop may block until an event). Lets a static board cost no CPU.
  int wake_in_ticks() const;

  // ---- State for views ---------------------------------------------------------------------
  Screen screen() const { return screen_; }
  Tick screen_since() const { return screen_since_; }
  Screen previous_screen() const { return previous_screen_; }
  /// The stage in play (or just finished); null before the first. Read-only: the session
  /// changes only through apply(), pointer input and update().
  const Session* session() const { return session_ ? &*session_ : nullptr; }
  const Progress& progress() const { return progress_; }
  const Settings& settings() const { return settings_; }
  int focus() const { return focus_; }
  float stage_scroll() const { return stage_scroll_; }
  const ResultInfo& result() const { return result_; }
  float viewport_width() const { return width_; }
  float viewport_height() const { return height_; }
  bool quit_requested() const { return quit_; }
  /// The notice on show, if any (it expires kNoticeSeconds after it was given).
  const std::optional<Notice>& notice() const { return notice_; }
  /// Nothing to continue yet: no stage in progress and none cleared (the title says "Play").
  bool fresh_save() const;
  /// The layouts the views draw into and pointer input is tested against.
  PlayLayout play_layout() const;
  MenuLayout menu_layout() const;  // title, pause or result, by screen
  StageGridLayout stage_layout() const;
  SettingsLayout settings_layout() const;  // scrolled to keep the focused row in view
  /// A finger dragging Settings' list (touch): the list moves by `pixels` (positive: up, to
  /// later rows), clamped to its ends; the focus stays where it was (keys bring it back).
  void drag_settings(float pixels);
  FreePlayLayout free_play_layout() const { return layout_free_play(width_, height_); }

  /// The target the pointer is over (button highlights), reset when the screen changes.
  const std::optional<Target>& hover() const { return hover_; }
  bool hovering(TargetKind kind, int index = 0) const {
    return hover_ && hover_->kind == kind && hover_->index == index;
  }

  /// When things changed on the board, for the play view's animations (game/play_motion.hpp);
  /// observed after every input and tick on the game clock (now() / kTicksPerSecond).
  const PlayMotion& motion() const { return motion_; }
  /// Digit-first entry (Settings "Keypad digit first"): the keypad digit held, 0 for none.
  int held_digit() const { return held_digit_; }
  /// The play screen's colour palette (open or not).
  const ColourPalette& palette() const { return palette_; }
  void close_palette() { palette_.close(); }

  // ---- Learn (issue 28; docs/LEARN.md; game_learn.cpp) ----------------------------------------
  /// The player's progress per technique. Every won puzzle (not a shown solution) adds the
  /// techniques its solve path used to their counts.
  const LearnProgress& learn() const { return learn_.progress; }
  /// Where the practice positions come from (assets/learn/positions.txt, which the platform
  /// reads): called once, when Learn first needs them; nothing when the file cannot be read.
  void set_practice_source(std::function<std::optional<std::string>()> read) {
    learn_.positions.set_source(std::move(read));
  }
  /// The positions, read on first use (nullptr when they cannot be).
  const PracticeLibrary* practice_library() const { return learn_.positions.get(); }
  /// Where the practice puzzles come from (assets/learn/puzzles.txt), read like the positions.
  void set_practice_puzzle_source(std::function<std::optional<std::string>()> read) {
    learn_.puzzles.set_source(std::move(read));
  }
  /// The practice puzzles, read on first use (nullptr when they cannot be).
  const PracticePuzzles* practice_puzzles() const { return learn_.puzzles.get(); }
  /// The local date as a day number (days since 1970-01-01): Learn's review days.
  std::int64_t today_day() const { return days_from_civil(today_); }
  /// The next technique worth learning now (LearnProgress::suggestion).
  std::optional<Technique> learn_suggestion() const {
    return learn_.progress.suggestion(today_day());
  }
  const LearnScreen& learn_screen() const { return learn_.list; }
  LearnLayout learn_layout() const;
  const PracticeScreen& practice() const { return learn_.practice; }
  PracticeLayout practice_layout() const { return layout_practice(width_, height_); }
  const LessonScreen& lesson() const { return learn_.lesson; }
  LessonLayout lesson_layout() const { return layout_lesson(width_, height_); }
  /// Statistics by technique: the page's scroll, geometry and rows.
  const TechniqueStatsScreen& technique_stats() const { return learn_.stats; }
  TechniqueStatsLayout technique_stats_layout() const {
    return layout_technique_stats(width_, height_);
  }
  std::vector<TechniqueStatsRow> technique_stats_rows() const {
    return game::technique_stats_rows(learn_.progress, today_day());
  }
  /// Opens statistics by technique (Back returns to the current screen).
  void open_technique_stats();
  /// Opens the lesson of `t` (Back returns to the current screen).
  void open_lesson(Technique t);
  /// The technique whose lesson the hint on show offers (L, the HUD's Learn button): from its
  /// second tier on, the hardest technique it uses (a preparing step's or the placing one's);
  /// nothing without a hint in play, at its first tier (which names no technique), or for a
  /// wrong entry or a revealed cell.
  std::optional<Technique> hint_lesson() const;
  /// The steps the hint on show tells on its Why page (L, the HUD's Why button, the pause
  /// card's item): at its third tier, for a hint too long for the banner or that needs a deep
  /// forcing chain (HintShown::why); nothing otherwise, and never with hint_lesson (which yields
  /// to it: the page offers each step's lesson).
  const std::vector<HintWhyStep>* hint_why_steps() const;
  /// Opens the Why page of the hint on show (Back returns to the board).
  void open_hint_why();
  const HintWhyScreen& hint_why() const { return hint_why_; }
  HintWhyLayout hint_why_layout() const { return layout_hint_why(width_, height_); }
  /// The technique whose lesson the game offers before starting campaign stage `n`
  /// (Settings::offer_lessons; asked from the stage list and the result card's Next stage):
  /// the hardest technique beyond the singles that the stage's solve path needs, that the
  /// player never met in a solved puzzle, whose lesson they have not seen, and that they did
  /// not wave aside since the game started. Nothing for a cleared stage.
  std::optional<Technique> lesson_offer(int n) const;
  /// Opens the Learn list (Back returns to the current screen).
  void open_learn();
  /// What the save held, put back at start.
  void restore_learn(const LearnProgress& learn) {
    learn_.progress = learn;
    ++learn_.revision;
  }

  // ---- Puzzle collections (game_collections.cpp; issue 29) -----------------------------------
  const CollectionLibrary& collections() const { return collections_.library; }
  const CollectionsScreen& collections_screen() const { return collections_.screen; }
  CollectionsLayout collections_layout() const;
  /// A file of puzzles (dropped on the window, chosen in the file dialog, or a script's),
  /// `name` its file name: read, added to the library, rated in the background and shown on
  /// the Collections screen. A file without one puzzle adds nothing and says so.
  void open_collection_file(const std::string& name, std::string_view text);
  /// A short line for the player from the platform (a file that could not be opened), shown
  /// as the game's own notices are.
  void tell(std::string text) { say(std::move(text)); }
  /// What a save held, put back at start (then rated where it was not finished).
  void restore_collections(std::vector<PuzzleCollection> list);
  /// Whether the platform has a file dialog ("Open a file" shows only then), and the request
  /// the button makes (taking clears it).
  void set_can_open_files(bool can) { platform_.can_open_files = can; }
  bool take_open_file_request() { return std::exchange(platform_.open_file, false); }
  /// Whether puzzles are being rated in the background, and a wait until they all are (tests
  /// and scripted runs, so ratings do not depend on timing).
  bool rating_collections() const { return collections_.rater && collections_.rater->busy(); }
  void wait_for_ratings();
  /// The puzzle of the free-play game in progress, when it is one of a collection's.
  std::optional<CollectionLibrary::Place> collection_in_progress() const;
  /// The digit the board highlights (issue 14): the held digit, else the selected cell's, else
  /// the keypad digit chosen last while the selection stayed (a note, a refused digit).
  int highlight_digit() const;
  /// When the result screen follows a win: kWinResultDelayTicks, or later if the solved wave
  /// from the last placed cell has not finished by then (SEEDS A8: the whole wave is seen).
  Tick win_result_delay() const;

  /// The export the player asked for last (Export / Print all stages), until the platform
  /// takes it; taking clears it.
  const std::optional<ExportRequest>& export_request() const { return platform_.export_files; }
  std::optional<ExportRequest> take_export_request() {
    return std::exchange(platform_.export_files, {});
  }
  /// The platform's answer to an export request: the sentence and, when files were written,
  /// their folder (game::ExportNotice).
  void report_export(std::string text, std::string folder);
  const std::optional<ExportNotice>& export_notice() const { return export_notice_; }
  /// Whether the platform can show a folder in the desktop's file manager (set at start-up;
  /// without it the export notice has no "Open folder").
  void set_can_open_folders(bool can) { platform_.can_open_folders = can; }
  /// The export notice offers "Open folder" now.
  bool offers_open_folder() const;
  /// Open folder (the button, Ctrl+O): the folder the platform shows, until it takes it.
  std::optional<std::string> take_open_folder_request() {
    return std::exchange(platform_.open_folder, {});
  }

  /// Game and session events since the last drain (audio and animation listen here).
  EventQueue& events() { return events_; }

  /// The title's self-solving board (game/attract.hpp), built once per game.
  const Attract& attract() const { return *attract_; }
  /// Seconds the current screen has shown on the game clock at `seconds` (a view's time).
  double screen_seconds(double seconds) const {
    return seconds - static_cast<double>(screen_since_) / kTicksPerSecond;
  }
  /// The stage whose tile unlocks on the stage grid now (after a clear), or 0.
  int unlocking_stage() const;
  /// The question the confirm dialog asks, as one value (issue 25): what it is about and what
  /// its answer acts on. open_question() (wording.hpp) words it, one view draws it, and
  /// confirm_choose() does what the chosen answer says. Item 0 is always the safe choice.
  struct Pending {
    enum class Kind : std::uint8_t {
      StartStage,        // a stage picked while another is open: keep playing, or start it
      Restart,           // Restart on the pause card: keep the board, or wipe it (no undo)
      StartCode,         // a free-play puzzle picked while a game is open or kept
      Reveal,            // Show solution on the pause card (free play)
      CustomSeveral,     // a typed board with several solutions: accept that nothing is judged
      CustomInProgress,  // a typed board would end the free-play game in progress
      PrintAll,          // Print all stages while some are not cleared: their solutions show
      SumBoard,          // a Sum Tiles board code typed while another board is open
      Collection,        // a collection's puzzle would end the free-play game in progress
      RemoveCollection,  // the collection shown would go from the game
      LessonFirst,       // a stage needs a technique new to the player: its lesson first?
    };
    Kind kind = Kind::StartStage;
    int stage = 0;                 // StartStage
    GameCode code{};               // StartCode
    bool daily = false;            // StartCode
    sumtiles::BoardCode board{};   // SumBoard
    std::uint32_t collection = 0;  // Collection: which, and its puzzle
    int puzzle = 0;
    Technique technique = Technique::FullHouse;  // LessonFirst (with `stage`)
  };
  const std::optional<Pending>& pending() const { return pending_; }
  bool pending_is(Pending::Kind k) const { return pending_ && pending_->kind == k; }
  /// Stage picked while another is open: the confirm dialog shows while this is not 0.
  int pending_stage() const { return pending_is(Pending::Kind::StartStage) ? pending_->stage : 0; }
  bool pending_restart() const { return pending_is(Pending::Kind::Restart); }
  /// A confirm dialog is open: only its two buttons take input.
  bool confirming() const { return pending_.has_value(); }
  /// The result card has stepped aside ("See the board"): the board shows alone, with one
  /// button back to the card (layout_look). Any screen change ends it.
  bool looking_at_board() const { return looking_at_board_; }
  bool pending_reveal() const { return pending_is(Pending::Kind::Reveal); }
  /// The pause card's item at `index` (free play puts Show solution in Print all's place and,
  /// with "check at the end", adds Check) and how many there are.
  PauseItem pause_item(int index) const;
  int pause_item_count() const;
  /// A free-play puzzle picked while a game is open: the confirm dialog shows while set.
  bool free_play_pending() const { return pending_is(Pending::Kind::StartCode); }
  int confirm_focus() const { return confirm_focus_; }
  /// Two lines of body: the body sentence and the detail under it, or a body a translation
  /// makes wrap (the card tightens when the window is short).
  MenuLayout confirm_layout() const { return layout_dialog(width_, height_, kConfirmItemCount, 2); }
  /// Picks stage n from the stage grid: resumes it if it is the one open, asks first if
  /// another one is open (pending_stage()), else starts it.
  void pick_stage(int n);

  /// Starts stage n (1..kStageCount) if unlocked and the loader gives it; otherwise pushes
  /// Rejected, changes nothing and returns false.
  bool start_stage(int n);
  /// A stage in progress rebuilt from a save (game::Session::rebuild): Title "Continue"
  /// resumes it. The screen does not change.
  void resume_session(const StageData& stage, Session session);
  // ---- Help: the first-run coach and the controls screen (game/guide.hpp) ------------------
  /// The coach's card on show (0..kCoachCardCount-1) and whether a stage starts when it
  /// closes (the first Play of a fresh save; from Settings it returns there).
  int coach_card() const { return coach_card_; }
  bool coach_then_play() const { return coach_then_play_; }
  CoachLayout coach_layout() const { return layout_coach(width_, height_); }
  /// The lines the controls screen shows, built by the platform from its binding tables.
  const ControlsSheet& controls_sheet() const { return *controls_; }
  /// The pad button that does `a` on the play screen, from the pad's table (nullopt before
  /// the platform has handed the table over, or for an action no button does).
  std::optional<PadButton> pad_button_for(ActionKind a) const {
    for (const ControlsLine& line : controls_->pad)
      if (line.action == a && !line.pad.empty()) return line.pad.front();
    return std::nullopt;
  }
  void set_controls_sheet(std::shared_ptr<const ControlsSheet> sheet) {
    if (sheet) controls_ = std::move(sheet);
  }
  /// The keys the platform's binding table gives an action ("M"), "" when none: the game's
  /// words name keys from there, never from a copy.
  std::string keys_for(ActionKind a) const;
  /// The controls screen's layout for the keyboard lines, or the pad's (`pad`).
  ControlsLayout controls_layout(bool pad) const {
    const auto& lines = pad ? controls_->pad : controls_->keyboard;
    return layout_controls(width_, height_, static_cast<int>(lines.size()), pad);
  }

  // ---- Free play (docs/FREE_PLAY.md) ---------------------------------------------------------
  /// Makes the puzzle of `code` on a worker thread and starts it when ready (asking first
  /// when a game is open). `daily` marks today's daily puzzle.
  void start_free_play(const GameCode& code, bool daily = false);
  /// The puzzle being made, if any, and since when (the progress line shows after a frame).
  const FreePlayJob* free_play_job() const { return making_.job.get(); }
  Tick free_play_job_since() const { return making_.since; }
  /// Blocks until the puzzle being made is ready and starts it (tests; scripted runs).
  void finish_free_play_job();
  /// The mistake limit free play uses (3, 5, or 0 = off).
  int free_play_mistakes() const { return free_play_rules_.mistakes; }
  /// Free play's checking rule: false "check as I go" (a wrong digit is a mistake), true
  /// "check at the end" (nothing judged until Check; no mistakes).
  bool free_play_check_at_end() const { return free_play_rules_.check_at_end; }
  /// The free-play game in progress, open or kept aside (the Continue row), or null.
  const Session* free_play_in_progress() const;
  /// The campaign stage in progress, open or kept aside (the title's Continue), or null.
  const Session* stage_in_progress() const;
  /// The statistics screen's text: the figures of progress(), the free-play game in progress
  /// counted as begun but not abandoned.
  StatisticsText statistics() const;
  /// The game in progress kept aside while one of the other kind (a stage, free play) is open,
  /// or null: never lost, the title's Continue or the free-play Continue row brings it back.
  const Session* parked_session() const { return parked_ ? &parked_->session : nullptr; }
  /// A free-play game rebuilt from a save: kept aside until the Continue row resumes it.
  void resume_free_play(const StageData& stage, Session session);
  /// The local date, which the platform sets (daily puzzle); 2026-01-01 until it does.
  void set_today(const CivilDate& date) { today_ = date; }
  const CivilDate& today() const { return today_; }
  /// Mixed into the seeds of "New puzzle" (the platform gives real entropy; tests and scripted
  /// runs keep 0, so they are repeatable).
  void set_entropy(std::uint64_t entropy) { entropy_ = entropy; }

  /// Progress and settings as a save had them (at start-up).
  void restore(const Progress& progress, const Settings& settings);
  /// Settings changed from outside the menus (command-line options, the window manager's
  /// fullscreen); unchanged settings change nothing, the revision included.
  void set_settings(const Settings& settings);
  /// The language in use changed (issue 27): words kept while on show (a hint) are formed
  /// again; everything else is worded as it is drawn.
  void language_changed();

  /// Sum Tiles, the second mode: its progress, the board in play and its screens' state.
  const SumTilesMode& sum_tiles() const { return sum_; }
  /// Opens a free Sum Tiles board of any valid code (a shared or typed board code) on its
  /// screen; false (nothing changes) for an invalid code.
  bool start_sum_board(const sumtiles::BoardCode& code) {
    if (!sum_.start_board(code, 0, clock_)) return false;
    go(Screen::SumPlay);
    return true;
  }
  /// Sum Tiles' progress and open board as a save had them (at start-up); false when the
  /// board was refused (progress is kept; no board opens).
  bool restore_sum_tiles(const SumProgress& progress,
                         const std::optional<SumSessionRecord>& session) {
    return sum_.restore(progress, session);
  }

  // ---- Custom boards (game/board_editor.hpp; game_custom_board.cpp) --------------------------
  /// The editor's board, judgement, focus and recent boards.
  const BoardEditor& board_editor() const { return editor_; }
  /// Opens the editor (the free-play row "Enter a puzzle").
  void open_editor();
  /// Why the editor's dialog is open: a board with several solutions asks the player to accept
  /// that hints, checking and mistakes are then off; a free-play game in progress asks before
  /// the custom board ends it.
  enum class CustomQuestion : std::uint8_t { None, SeveralSolutions, GameInProgress };
  CustomQuestion custom_question() const {
    return pending_is(Pending::Kind::CustomSeveral)      ? CustomQuestion::SeveralSolutions
           : pending_is(Pending::Kind::CustomInProgress) ? CustomQuestion::GameInProgress
                                                         : CustomQuestion::None;
  }
  bool custom_pending() const { return custom_question() != CustomQuestion::None; }
  /// Recent boards as a save had them (at start-up).
  void restore_recent_boards(const std::vector<Grid>& boards) { editor_.set_recent(boards); }
  /// The editor's board as the last run left it (save/recent_boards_codec.hpp's "draft").
  void restore_editor_draft(const Grid& board) { editor_.restore_draft(board, clock_); }
  /// The editor's Copy (the button, Ctrl+C): the text the platform puts on the clipboard.
  /// Taking clears it.
  std::optional<std::string> take_copy_request() { return std::exchange(platform_.copy, {}); }
  /// Ctrl+C on the editor: the board to the clipboard (through take_copy_request).
  void copy_board();
  /// A free-play result card's Copy code (the button, Ctrl+C): the game code to the clipboard
  /// (through take_copy_request), and a notice that says so.
  void copy_game_code();

  // ---- Typing a code (game/code_entry.hpp; game_code_entry.cpp) ----------------------------
  /// The code-entry dialog over the free-play screen (game codes) or the Sum Tiles menu (board
  /// codes), while open. "Enter code" (the CodeKey target kCodeKeyOpen, the H key, pad Y)
  /// opens it; a screen change closes it.
  const std::optional<CodeEntry>& code_entry() const { return code_entry_; }
  void open_code_entry();
  /// Text typed on the keyboard (the platform's text events) and the clipboard's text (Ctrl+V):
  /// into the dialog while it is open, ignored otherwise.
  void type_text(std::string_view text);
  void paste_text(std::string_view text);
  /// Whether typed letters and digits are text now (the platform then sends them here
  /// instead of as Actions).
  bool typing() const { return code_entry_.has_value(); }
  /// The screen takes Ctrl+V and Ctrl+C (the code dialog, the custom-board editor).
  bool takes_clipboard() const { return typing() || screen_ == Screen::Editor; }
  /// The dialog's Paste key was pressed: the platform reads the clipboard and answers with
  /// paste_text(). Taking clears the request.
  bool take_paste_request() { return std::exchange(platform_.paste, false); }

  /// The one change signal: each number grows whenever that part of the game changes (the
  /// session: everything but the timer, see Session::revision). Saving compares these instead
  /// of diffing the game; equal numbers mean nothing to write.
  struct Revision {
    std::uint64_t progress = 0, settings = 0, session = 0, recent_boards = 0, collections = 0,
                  learn = 0;
    friend bool operator==(const Revision&, const Revision&) = default;
  };
  Revision revision() const;

 private:
  friend struct ScreenTable;  // the screens' controllers (game/screens.cpp)
  void go(Screen s);
  void play_action(Action a);
  void menu_action(Action a, int count);
  void activate(int item);
  void request_stage_pictures();
  /// Print all stages: asks first while some stage is not cleared (the book shows solutions).
  void print_all_stages();
  void settings_action(Action a);
  void stage_select_action(Action a);
  void move_stage_focus(int delta);
  void scroll_to_focus();
  void settings_scroll_to_focus();  // Settings: the focused row whole in the scrolled list
  void forward_session_events();
  void check_session_end();
  void press_target(const Target& t);
  void free_play_action(Action a);
  void free_play_choose(int row);
  void begin_free_play(const GameCode& code, bool daily);
  void poll_free_play_job();
  GameCode fresh_code(Level level);
  int menu_count() const;
  void confirm_action(Action a);
  void confirm_choose(int item);
  /// Opens the confirm dialog on `p`, the safe choice focused.
  void ask(Pending p);
  void restart_stage();
  void check_board();
  void park_for(bool free_play);
  void unpark();
  void say(std::string text, int stage = 0);
  /// Opens a free-play or custom game (a new Session of `data`) on the play screen; a stage in
  /// progress is kept aside (park_for).
  void open_free_session(StageData data);
  /// A board with one solution (or several, accepted) as a free-play game under the player's
  /// rules: the editor's board, or a collection's puzzle.
  void start_board(const Grid& board, const BoardJudgement& j, Tick enter_ticks);
  void collections_action(Action a);
  void learn_action(Action a);
  void learn_exit(LearnExit e);
  void practice_exit(PracticeExit e);
  void lesson_exit(LessonExit e);
  void hint_why_exit(HintWhyExit e);
  /// Asks whether to read a lesson first when stage `n` offers one (lesson_offer); true when
  /// it asked, false when the stage may start now.
  bool offer_lesson_first(int n);
  /// Goes to `s` in place of the current screen: Back from `s` leads where Back from the
  /// current screen led (a lesson's Practise: Back from the practice returns to the list).
  void replace_screen(Screen s);
  /// A fresh position of `t` on the Practice screen (the next of the library, in turn).
  void start_practice(Technique t);
  /// The technique's next practice puzzle, started as a free-play game (asks first when a game
  /// is kept, like every new free-play game).
  void play_practice_puzzle(Technique t);
  /// An attempt left unfinished after a wrong move or a hint counts as not right.
  void record_unfinished_attempt();
  /// An attempt at `t` left before its step was made: not right when it had a wrong move or a
  /// hint; no attempt at all otherwise.
  void record_left_attempt(Technique t, bool wrong, bool helped);
  void collections_exit(CollectionsExit e);
  void play_collection_puzzle(std::uint32_t id, int index);
  /// After a collection's puzzle: its list with the puzzle focused, or the next puzzle.
  void back_to_collection();
  void next_in_collection();
  /// Takes a collection out of the game (asked first: Pending::Kind::RemoveCollection).
  void remove_collection(std::uint32_t id);
  /// The collection's place of the puzzle just played (the collection on show first).
  std::optional<CollectionLibrary::Place> played_place() const;
  void poll_ratings();
  /// Gives the session just opened the next game number (Progress::issue_game_id).
  void number_new_game();
  /// A resumed game keeps its number (later ones come after it); one from an older save gets one.
  void number_resumed_game(Session& session);
  void observe_motion(bool fresh = false);
  void sum_exit(SumExit e);
  void open_coach(bool then_play);
  void coach_screen_action(Action a);
  void open_controls();
  /// Opens a screen that Back leaves again for the one it was opened from (Settings,
  /// Statistics, the coach, the controls, About: from the title, the pause card or each other;
  /// Collections from the editor or wherever a file was opened).
  void push_screen(Screen s);
  /// Back from such a screen: to where it was opened from, focused on what opened it, or to
  /// `fallback` when it was not pushed. Returns the screen now shown.
  Screen go_back(Screen fallback);
  /// Where go_back would lead now, if the screen was pushed.
  std::optional<Screen> back_screen() const;
  /// Makes Back from the screen just reached (by go) lead to `s`, focused on item `focus`.
  void set_back(Screen s, int focus);
  bool sum_screen() const { return screen_ == Screen::SumMenu || screen_ == Screen::SumPlay; }
  /// The one place a free-play game's end enters Progress (statistics, the daily streak);
  /// called once from check_session_end. A game ended by Show solution skips it.
  void record_free_play_result(const Session& s);
  bool code_entry_takes(Action a);
  void press_code_key(int id);
  void submit_code();
  void editor_action(Action a);
  void editor_exit(EditorExit e);
  void ask_or_start_custom();
  void start_custom();
  void custom_confirm(int item);
  /// Settings to change: counts the change for revision().
  Settings& edit_settings();

  StageLoader loader_;
  Screen screen_ = Screen::Title;
  Screen previous_screen_ = Screen::Title;
  Tick clock_ = 0;
  Tick screen_since_ = 0;
  std::optional<Session> session_;
  std::uint64_t session_epoch_ = 0;  // sessions opened so far (revision().session)
  std::uint64_t progress_revision_ = 0, settings_revision_ = 0;
  PlayMotion motion_;
  std::optional<StageData> stage_data_;  // kept for Restart without regenerating
  bool result_recorded_ = false;
  Progress progress_;
  Settings settings_;
  ResultInfo result_;
  int focus_ = 0;
  float stage_scroll_ = 0;
  float settings_scroll_ = 0;  // Settings' list in a window too short for it (layout_settings)
  float width_ = 1280, height_ = 800;
  bool quit_ = false;
  std::optional<Target> hover_;
  EventQueue events_;
  PlatformRequests platform_;  // what the platform is asked to do next, and what it can
  std::shared_ptr<const Attract> attract_ = std::make_shared<const Attract>();
  std::optional<Pending> pending_;  // the confirm dialog's question
  bool looking_at_board_ = false;   // see looking_at_board()
  int confirm_focus_ = 0;
  std::optional<Notice> notice_;
  std::optional<ExportNotice> export_notice_;
  // After an automatic pause, and at launch (a pointer resting over Free play must not take
  // the focus from Continue before it moves): see pointer_move().
  bool hover_focus_held_ = true;
  std::optional<std::pair<float, float>> held_at_;
  SumTilesMode sum_;
  // The free-play puzzle being made on its worker thread (none while job is null): whether it
  // is the daily puzzle, and since when (the progress line).
  struct Making {
    std::shared_ptr<FreePlayJob> job;
    bool daily = false;
    Tick since = 0;
  };
  Making making_;
  FreePlayRules free_play_rules_;
  struct Parked {
    StageData stage;
    Session session;
  };
  std::optional<Parked> parked_;  // see parked_session()
  CivilDate today_{2026, 1, 1};
  std::uint64_t entropy_ = 0;
  std::uint64_t codes_made_ = 0;
  std::optional<CodeEntry> code_entry_;
  int coach_card_ = 0;
  int held_digit_ = 0;     // digit-first: the keypad digit every tapped cell gets
  ColourPalette palette_;  // the play screen's colour palette, closed with every screen change
  LearnParts learn_;       // Learn: progress, data, its screens (game/learn_parts.hpp)
  // Collections (game/collections.hpp): the library, its rater (made with the first work;
  // shared with its worker) and the screen's controller.
  struct CollectionParts {
    CollectionLibrary library;
    std::shared_ptr<CollectionRater> rater;
    CollectionsScreen screen;
  };
  CollectionParts collections_;
  int keypad_digit_ = 0;  // the digit chosen last at this selection (highlighted)
  bool coach_then_play_ = false;
  BackStack back_;  // where Back leads from the screens opened with push_screen
  std::shared_ptr<const ControlsSheet> controls_ = std::make_shared<const ControlsSheet>();
  BoardEditor editor_;
  HintWhyScreen hint_why_;  // the hint's Why page (game/hint_why.hpp)
  // Typing over a filled cell: how many times a notice said why (only the first few do).
  static constexpr int kBlockedExplanations = 3;
  int blocked_explained_ = 0;
};

}  // namespace nonet::game
