// SPDX-License-Identifier: MIT
// Screen transitions, menu focus and the routing of Actions to the session (pointer input:
// game_pointer.cpp).
#include "game/game.hpp"

#include "game/screens.hpp"

#include "game/finale.hpp"
#include "game/format.hpp"

#include "core/free_play.hpp"
#include "core/rng.hpp"
#include "game/free_play_rules.hpp"
#include "game/technique_label.hpp"
#include "i18n/i18n.hpp"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <iterator>

namespace nonet::game {

using i18n::tr;
using i18n::trc;

const char* screen_name(Screen s) { return screen_controller(s).name.data(); }

const char* title_item_label(TitleItem i, bool fresh_save) {
  switch (i) {
    case TitleItem::Continue: return fresh_save ? tr("Play") : tr("Continue");
    case TitleItem::Stages: return tr("Stages");
    case TitleItem::FreePlay: return tr("Free play");
    case TitleItem::Settings: return tr("Settings");
    case TitleItem::SumTiles: return tr("Sum Tiles");
    case TitleItem::Statistics: return tr("Statistics");
    // TRANSLATORS: the title's item that opens the technique school: lessons and practice of
    // each solving technique
    case TitleItem::Learn: return tr("Learn");
    case TitleItem::Quit: return tr("Quit");
  }
  return "?";
}

const char* pause_item_label(PauseItem i) {
  switch (i) {
    case PauseItem::Resume: return tr("Resume");
    case PauseItem::Restart: return tr("Restart");
    case PauseItem::QuitToMenu: return tr("Quit to menu");
    case PauseItem::Export: return tr("Export");
    case PauseItem::PrintAll: return tr("Print all stages");
    case PauseItem::Settings: return tr("Settings");
    case PauseItem::ShowSolution: return tr("Show solution");
    case PauseItem::Check: return trc("button", "Check");
    case PauseItem::Statistics: return tr("Statistics");
    // TRANSLATORS: the pause card's item while a hint names a technique, when "Learn {0}"
    // cannot name it
    case PauseItem::Learn: return trc("button", "Learn");
    // TRANSLATORS: the pause card's item while a hint's steps are told on a page of their own
    // (a long hint's, or a deep forcing chain's with its inner chains), and that page's title
    case PauseItem::Why: return tr("Why the hint holds");
  }
  return "?";
}

std::string pause_item_text(const Game& g, PauseItem i) {
  if (i == PauseItem::Learn) {
    if (const std::optional<Technique> t = g.hint_lesson())
      return format(tr("Learn {0}"), {technique_label(*t)});
  }
  return pause_item_label(i);
}

// Every result card ends with "See the board" (issue 29: the card covered the solution it had
// just shown). The campaign's finale keeps "Print all stages": nothing is left to spoil there;
// and it begins with what to do next, Free play (issue 29: the ending).
int result_item_count(const ResultInfo& r) {
  // New puzzle or Retry, Free play, Export, (a game code: Copy code), See the board.
  if (!r.code.empty()) return r.custom ? 4 : 5;
  // Free play, Learn, Stage list, Export, Print all stages, See the board.
  if (is_finale(r)) return 6;
  return 4;  // Next stage or Retry, Stage list, Export, See the board
}

ResultItem result_item(const ResultInfo& r, int index) {
  if (!r.code.empty()) {
    if (index == 0 && r.custom)
      return !r.won         ? ResultItem::Retry
             : r.collection ? ResultItem::NextInCollection
                            : ResultItem::EditBoard;
    if (index == 0) return r.won || r.solution_shown ? ResultItem::NewPuzzle : ResultItem::Retry;
    if (index == 1) return ResultItem::FreePlayMenu;
    if (index == 2) return ResultItem::Export;
    return index == 3 && !r.custom ? ResultItem::CopyCode : ResultItem::LookAtBoard;
  }
  const int count = result_item_count(r);
  if (index == count - 1) return ResultItem::LookAtBoard;
  if (is_finale(r)) {
    constexpr ResultItem kFinale[] = {ResultItem::FreePlayMenu, ResultItem::Learn,
                                      ResultItem::StageList, ResultItem::Export,
                                      ResultItem::PrintAll};
    return kFinale[std::clamp(index, 0, 4)];
  }
  const int first = count - 2;  // Next stage / Retry (if any), Stage list
  if (index == first) return ResultItem::Export;
  if (index == first - 1) return ResultItem::StageList;
  return r.won ? ResultItem::NextStage : ResultItem::Retry;
}

const char* result_item_label(const ResultInfo& r, int index) {
  switch (result_item(r, index)) {
    case ResultItem::NextStage: return tr("Next stage");
    case ResultItem::Retry: return tr("Retry");
    case ResultItem::StageList: return tr("Stage list");
    case ResultItem::Export: return tr("Export");
    case ResultItem::PrintAll: return tr("Print all stages");
    case ResultItem::NewPuzzle: return tr("New puzzle");
    case ResultItem::FreePlayMenu: return tr("Free play");
    case ResultItem::Learn: return tr("Learn");
    case ResultItem::EditBoard: return tr("Enter a puzzle");
    // TRANSLATORS: a result card's button after a puzzle of a collection (a file of puzzles):
    // the next puzzle of that collection
    case ResultItem::NextInCollection: return tr("Next puzzle");
    // TRANSLATORS: a result card's button: the card steps aside so the board (and the solution
    // shown) can be looked at.
    case ResultItem::LookAtBoard: return tr("See the board");
    // TRANSLATORS: a free-play result card's button: the game code to the clipboard.
    case ResultItem::CopyCode: return tr("Copy code");
  }
  return "?";
}

Game::Game(StageLoader loader) : loader_(std::move(loader)) {}

bool Game::fresh_save() const {
  return !(session_ && session_->outcome() == Outcome::Playing) && progress_.cleared_count() == 0;
}

PlayLayout Game::play_layout() const { return layout_play(width_, height_, settings_.left_handed); }

MenuLayout Game::menu_layout() const {
  switch (screen_) {
    case Screen::Paused: return layout_dialog(width_, height_, pause_item_count(), 1);
    case Screen::Result: {
      // Time, detail, message; a narrow card gives the two sentences a line more to wrap into.
      int lines = std::min(width_, height_ * 1.2f) < 560 ? 4 : 3;
      if (!result_.techniques.empty()) ++lines;  // and the techniques the puzzle needed
      // The finale tells the player's journey in kFinaleBodyLines lines; a short window gives
      // them the room of four, and the view sets them closer.
      if (is_finale(result_)) lines = height_ < 560 ? 4 : kFinaleBodyLines;
      return layout_dialog(width_, height_, result_item_count(result_), lines);
    }
    default: return layout_title(width_, height_, kTitleItemCount);
  }
}

void Game::set_viewport(float width, float height) {
  width_ = std::max(1.0f, width);
  height_ = std::max(1.0f, height);
  stage_scroll_ = std::clamp(stage_scroll_, 0.0f, stage_layout().max_scroll());
  settings_scroll_ = std::clamp(settings_scroll_, 0.0f, settings_layout().max_scroll);
  editor_.set_viewport(width_, height_);
}

void Game::go(Screen s) {
  // Play, its pause card and its result all show a stage: never without a session.
  assert((s != Screen::Play && s != Screen::Paused && s != Screen::Result) || session_);
  if (s != screen_) {
    code_entry_.reset();     // the code dialog belongs to the screen it was opened on
    export_notice_.reset();  // and so does an export's notice (it spoke of that screen's board)
    palette_.close();        // and the colour palette
    if (s == Screen::Settings) settings_scroll_ = 0;  // its list starts at the top
    previous_screen_ = screen_;
    screen_ = s;
    screen_since_ = clock_;
    events_.push(EventKind::ScreenChanged, -1, 0, static_cast<int>(s));
  }
  back_.clear();  // a screen reached by its own way forgets where Back led (see push_screen)
  looking_at_board_ = false;
  focus_ = 0;
  hover_.reset();
  pending_.reset();
  hover_focus_held_ = false;
  if (session_) session_->set_paused(s != Screen::Play);
  if (s == Screen::StageSelect) {
    focus_ = std::clamp(progress_.next_stage(), 1, kStageCount) - 1;
    scroll_to_focus();
  }
}

bool Game::start_stage(int n) {
  std::optional<StageData> loaded;
  if (progress_.is_unlocked(n)) loaded = loader_(n).stage;
  if (!loaded) {  // locked, or the stage cannot be had: nothing changes
    events_.push(EventKind::Rejected);
    return false;
  }
  park_for(false);
  stage_data_ = std::move(loaded);
  ++session_epoch_;
  session_.emplace(*stage_data_);
  number_new_game();
  progress_.record_start(n);
  result_recorded_ = false;
  observe_motion(true);
  go(Screen::Play);
  return true;
}

void Game::say(std::string text, int stage) { notice_ = Notice{std::move(text), clock_, stage}; }

void Game::report_export(std::string text, std::string folder) {
  export_notice_ = ExportNotice{std::move(text), std::move(folder), screen_, clock_};
}

bool Game::offers_open_folder() const {
  return platform_.can_open_folders && export_notice_ && !export_notice_->folder.empty();
}

void Game::pick_stage(int n) {
  if (n >= 2 && n <= kStageCount && !progress_.is_unlocked(n)) {
    // Say why nothing happens, on the tile itself (it shakes) and in words; when the stage
    // before it is locked too, also the stage that can be played now (issue 29: "Clear stage 4
    // first" sent a player who could only play stage 2 looking for a way into stage 4).
    if (progress_.is_unlocked(n - 1))
      // TRANSLATORS: a locked stage was picked; {0} is the stage before it
      say(format(tr("Clear stage {0} first"), {n - 1}), n);
    else
      // TRANSLATORS: a locked stage {0} was picked; {1} is the stage before it, {2} the first
      // stage that can be played now
      say(format(tr("Stage {0} opens after stage {1}: play stage {2} next"),
                 {n, n - 1, progress_.next_stage()}),
          n);
    events_.push(EventKind::Rejected);
    return;
  }
  // The stage in progress, open or kept aside while free play is open (a free-play game is
  // only kept aside by a stage, never ended, so it needs no question).
  const Session* open_stage = stage_in_progress();
  if (open_stage && progress_.is_unlocked(n)) {
    if (open_stage->stage().number == n) {
      // Its own tile resumes it: never throw away a stage by misclick.
      if (open_stage == session())
        go(Screen::Play);
      else
        unpark();
      return;
    }
    ask(Pending{Pending::Kind::StartStage, n});
    return;
  }
  if (!offer_lesson_first(n)) start_stage(n);
}

int Game::unlocking_stage() const {
  if (screen_ != Screen::StageSelect || previous_screen_ != Screen::Result) return 0;
  return result_.unlocked;
}

void Game::restart_stage() {
  if (stage_data_) {
    ++session_epoch_;
    session_.emplace(*stage_data_);
    number_new_game();
    if (!stage_data_->free_play()) progress_.record_start(stage_data_->number);
    result_recorded_ = false;
    observe_motion(true);
  }
  go(Screen::Play);
}

Game::Revision Game::revision() const {
  // The session's own count, offset by how many sessions came before, so a new or resumed
  // session never repeats a number an earlier one had.
  const std::uint64_t session = (session_epoch_ << 32) + (session_ ? session_->revision() : 0);
  return Revision{progress_revision_,
                  settings_revision_,
                  session,
                  editor_.recent_revision(),
                  collections_.library.revision(),
                  learn_.revision};
}

void Game::restore(const Progress& progress, const Settings& settings) {
  progress_ = progress;
  ++progress_revision_;
  set_settings(settings);
}

void Game::language_changed() {
  if (session_) session_->reword_hints();
}

void Game::set_settings(const Settings& settings) {
  if (settings == settings_) return;
  edit_settings() = settings;
}

Settings& Game::edit_settings() {
  ++settings_revision_;
  return settings_;
}

void Game::resume_session(const StageData& stage, Session session) {
  park_for(stage.free_play());
  stage_data_ = stage;
  ++session_epoch_;
  session_.emplace(std::move(session));
  number_resumed_game(*session_);
  session_->set_paused(screen_ != Screen::Play);
  result_recorded_ = false;
  observe_motion(true);
}

void Game::number_new_game() {
  session_->set_game_id(progress_.issue_game_id());
  // A free-play game counts as begun here (a restart too), so one left unfinished shows as
  // abandoned in the statistics. Custom boards have no level code and are not counted.
  if (stage_data_ && stage_data_->free_play()) {
    if (const GameCodeParse code = parse_game_code(stage_data_->code); code.ok)
      progress_.record_free_play_start(code.code.level, stage_data_->daily);
  }
  ++progress_revision_;
}

void Game::number_resumed_game(Session& session) {
  if (session.game_id() == 0) {
    session.set_game_id(progress_.issue_game_id());  // a save from before game numbers
  } else {
    progress_.note_game_id(session.game_id());
  }
  ++progress_revision_;
}

void Game::observe_motion(bool fresh) {
  if (fresh) {
    motion_.reset();
    held_digit_ = keypad_digit_ = 0;  // a stage opens with no digit held
  }
  if (session_) motion_.observe(*session_, static_cast<double>(clock_) / kTicksPerSecond);
}

std::string Game::keys_for(ActionKind a) const {
  for (const ControlsLine& line : controls_->keyboard) {
    if (line.action == a) return line.keys;
  }
  return "";
}

int Game::menu_count() const { return screen_controller(screen_).menu_count(*this); }

void Game::apply(Action a) {
  switch (a.kind) {
    case ActionKind::ToggleStats: edit_settings().show_stats = !settings_.show_stats; return;
    case ActionKind::ToggleFullscreen: edit_settings().fullscreen = !settings_.fullscreen; return;
    case ActionKind::ToggleMute:
      edit_settings().muted = !settings_.muted;
      if (!settings_.muted)
        say(tr("Sound on"));
      else if (const std::string keys = keys_for(ActionKind::ToggleMute); !keys.empty())
        // TRANSLATORS: {0} is the key that turns the sound back on, "M"
        say(format(tr("Sound off  \xC2\xB7  {0} turns it on"), {keys}));
      else
        say(tr("Sound off"));
      return;
    case ActionKind::Quit: quit_ = true; return;
    case ActionKind::Paste:  // the code dialog and the editor take the clipboard's text
      if (takes_clipboard()) platform_.paste = true;
      return;
    case ActionKind::Print:  // the book of every stage, where a player looks for it
      if (!typing() && !confirming() &&
          (screen_ == Screen::StageSelect || screen_ == Screen::Paused ||
           (screen_ == Screen::Result && is_finale(result_))))
        print_all_stages();
      return;
    case ActionKind::OpenFolder:  // the folder of the export on show (take_open_folder_request)
      if (offers_open_folder() && !typing()) {
        platform_.open_folder = export_notice_->folder;
        export_notice_.reset();  // done with: the file manager has it now
      }
      return;
    case ActionKind::Copy:  // the editor's board, a result card's code (take_copy_request)
      if (screen_ == Screen::Editor && !typing()) copy_board();
      if (screen_ == Screen::Result && !looking_at_board_) copy_game_code();
      return;
    default: break;
  }
  if (code_entry_takes(a)) return;
  screen_controller(screen_).action(*this, a);
  forward_session_events();
  observe_motion();
  check_session_end();
}

int Game::highlight_digit() const {
  if (held_digit_ != 0) return held_digit_;
  if (!session_) return 0;
  const int d = session_->shown_digit(session_->selected());
  return d != 0 ? d : keypad_digit_;
}

void Game::play_action(Action a) {
  assert(session_ && "the Play screen always has a session");
  Session& s = *session_;
  const int selected = s.selected();
  if (palette_.is_open()) {
    // The palette takes its keys (and paints through the session); anything else closes it
    // and is done as usual.
    if (s.outcome() == Outcome::Playing && palette_.action(a, s)) return;
    palette_.close();
  }
  if (a.kind == ActionKind::Digit) keypad_digit_ = a.value;
  switch (a.kind) {
    case ActionKind::Palette:
      if (s.outcome() == Outcome::Playing) palette_.open(s, s.selected());
      break;
    case ActionKind::Colour: {
      // Ctrl+1..6 without the palette: the selected cell; its own colour again takes it off.
      const int c = std::clamp(a.value, 0, kMarkColours);
      const bool again = c != 0 && mark_colour(s.marks(s.selected()), 0) == c;
      s.colour(s.selected(), 0, again ? 0 : c);
      break;
    }
    case ActionKind::Up: s.move_selection(-1, 0); break;
    case ActionKind::Down: s.move_selection(1, 0); break;
    case ActionKind::Left: s.move_selection(0, -1); break;
    case ActionKind::Right: s.move_selection(0, 1); break;
    case ActionKind::Digit: {
      const std::uint32_t blocked = s.blocked_count();
      s.enter_digit(a.value);
      // Typing over a filled cell shakes it; the first few times a short line says why (issue
      // 29: the shake alone left new players pressing harder).
      if (s.blocked_count() != blocked && blocked_explained_ < kBlockedExplanations) {
        ++blocked_explained_;
        say(s.is_given(s.blocked_cell()) ? tr("A given digit stays: pick an empty cell")
                                         : tr("This cell is filled: Erase it first, or Undo"),
            0);
      }
      break;
    }
    case ActionKind::SelectCell: s.select(a.value); break;
    case ActionKind::Erase: s.erase(); break;
    case ActionKind::ToggleNotes: s.toggle_notes_mode(); break;
    case ActionKind::FillNotes: s.fill_notes(); break;
    case ActionKind::Hint: s.use_hint(); break;
    case ActionKind::Learn:  // the lesson of the technique the hint names; Back returns here
      if (const std::optional<Technique> t = hint_lesson())
        open_lesson(*t);
      else
        open_hint_why();  // or the hint's Why page, when it has one (else refused)
      break;
    case ActionKind::Check: check_board(); break;
    case ActionKind::Undo: s.undo(); break;
    case ActionKind::Redo: s.redo(); break;
    case ActionKind::Pause:
    case ActionKind::Back:
      if (s.outcome() == Outcome::Playing) go(Screen::Paused);
      break;
    case ActionKind::Confirm:
      // Skip the short pause between the end of a stage and its result.
      if (s.outcome() != Outcome::Playing && result_recorded_) go(Screen::Result);
      break;
    default: break;
  }
  if (s.selected() != selected) keypad_digit_ = 0;  // the highlight follows the new cell
}

void Game::menu_action(Action a, int count) {
  // A card too tall for its window lays its buttons in two columns (layout_dialog): there Up
  // and Down move within a column and Left and Right along the reading order.
  int columns = 1;
  if (screen_ == Screen::Paused || screen_ == Screen::Result) {
    const MenuLayout L = menu_layout();
    if (L.count > 1 && L.items[1].y == L.items[0].y) columns = 2;
  }
  const int n = std::max(1, count);
  switch (a.kind) {
    case ActionKind::Up:
    case ActionKind::Left:
      if (columns > 1 && a.kind == ActionKind::Up) {
        if (focus_ - columns >= 0) {
          focus_ -= columns;
        } else {  // round to the bottom of the same column
          int last = focus_ % columns;
          while (last + columns < n) last += columns;
          focus_ = last;
        }
      } else {
        focus_ = (focus_ + n - 1) % n;
      }
      events_.push(EventKind::MenuMoved, -1, 0, focus_);
      break;
    case ActionKind::Down:
    case ActionKind::Right:
      if (columns > 1 && a.kind == ActionKind::Down)
        focus_ = focus_ + columns < n ? focus_ + columns : focus_ % columns;
      else
        focus_ = (focus_ + 1) % n;
      events_.push(EventKind::MenuMoved, -1, 0, focus_);
      break;
    case ActionKind::Scroll:
      if (a.value != 0)
        menu_action(Action{a.value > 0 ? ActionKind::Down : ActionKind::Up, 0}, count);
      break;
    case ActionKind::Confirm: activate(focus_); break;
    case ActionKind::Pause:
    case ActionKind::Back:
      if (screen_ == Screen::Paused)
        go(Screen::Play);
      else if (screen_ == Screen::Result && result_.collection)
        back_to_collection();  // its list, on the puzzle just played
      else if (screen_ == Screen::Result)
        go(result_.code.empty() ? Screen::StageSelect : Screen::FreePlay);
      break;
    default: break;
  }
}

void Game::activate(int item) {
  events_.push(EventKind::MenuConfirmed, -1, 0, item);
  if (screen_ == Screen::Title) {
    switch (static_cast<TitleItem>(item)) {
      case TitleItem::Continue:
        if (fresh_save() && !settings_.coach_seen)
          open_coach(true);  // the first Play: three cards, then the stage
        else if (title_leads_to_free_play(*this))
          go(Screen::FreePlay);  // the campaign is complete: "New puzzle" opens Free play
        // The campaign first: a stage kept aside while free play was open comes back.
        else if (parked_ && !parked_->stage.free_play() &&
                 !(session_ && session_->outcome() == Outcome::Playing &&
                   !session_->stage().free_play()))
          unpark();
        else if (session_ && session_->outcome() == Outcome::Playing)
          go(Screen::Play);
        else if (lesson_offer(progress_.next_stage())) {
          // The title asks nothing: the stage list does, over the stage's tile.
          go(Screen::StageSelect);
          offer_lesson_first(progress_.next_stage());
        } else {
          start_stage(progress_.next_stage());
        }
        break;
      case TitleItem::Stages: go(Screen::StageSelect); break;
      case TitleItem::FreePlay: go(Screen::FreePlay); break;
      case TitleItem::Settings: push_screen(Screen::Settings); break;
      case TitleItem::SumTiles:
        sum_.enter_menu();
        go(Screen::SumMenu);
        break;
      case TitleItem::Statistics: push_screen(Screen::Statistics); break;
      case TitleItem::Learn: open_learn(); break;
      case TitleItem::Quit: quit_ = true; break;
    }
  } else if (screen_ == Screen::Paused) {
    switch (pause_item(item)) {
      case PauseItem::Resume: go(Screen::Play); break;
      case PauseItem::Restart:  // wipes the board for good: ask first, the safe choice focused
        ask(Pending{Pending::Kind::Restart});
        break;
      case PauseItem::QuitToMenu:
        // Continue comes back to the board, not to an old explanation over it.
        if (session_) session_->dismiss_hint();
        go(stage_data_ && stage_data_->free_play() ? Screen::FreePlay : Screen::Title);
        break;
      case PauseItem::Export: request_stage_pictures(); break;
      case PauseItem::PrintAll: print_all_stages(); break;
      case PauseItem::Settings:  // Back returns to this card, the stage still paused
        push_screen(Screen::Settings);
        break;
      case PauseItem::ShowSolution:  // ends the game without a record: ask first
        ask(Pending{Pending::Kind::Reveal});
        break;
      case PauseItem::Check:  // back to the board, where the marks show
        go(Screen::Play);
        check_board();
        break;
      case PauseItem::Statistics:  // Back returns to this card
        push_screen(Screen::Statistics);
        break;
      case PauseItem::Learn:  // the hint's technique; Back returns to this card
        if (const std::optional<Technique> t = hint_lesson())
          open_lesson(*t);
        else
          events_.push(EventKind::Rejected);
        break;
      case PauseItem::Why:  // the hint's reasons; Back returns to this card
        open_hint_why();
        break;
    }
  } else if (screen_ == Screen::Result) {
    switch (result_item(result_, item)) {
      case ResultItem::NextStage:
        if (!offer_lesson_first(result_.stage + 1)) start_stage(result_.stage + 1);
        break;
      case ResultItem::Retry:
        if (stage_data_ && stage_data_->free_play()) {
          ++session_epoch_;
          session_.emplace(*stage_data_);
          number_new_game();
          result_recorded_ = false;
          observe_motion(true);
          go(Screen::Play);
        } else {
          start_stage(result_.stage);
        }
        break;
      case ResultItem::NewPuzzle:
        if (result_.level) begin_free_play(fresh_code(*result_.level), false);
        go(Screen::FreePlay);
        break;
      case ResultItem::FreePlayMenu: go(Screen::FreePlay); break;
      case ResultItem::Learn: open_learn(); break;
      case ResultItem::EditBoard: open_editor(); break;
      case ResultItem::NextInCollection: next_in_collection(); break;
      case ResultItem::StageList: go(Screen::StageSelect); break;
      case ResultItem::Export: request_stage_pictures(); break;
      case ResultItem::PrintAll: print_all_stages(); break;
      case ResultItem::LookAtBoard: looking_at_board_ = !looking_at_board_; break;
      case ResultItem::CopyCode: copy_game_code(); break;
    }
  }
}

void Game::print_all_stages() {
  // The book prints every solution at the back: with stages not yet cleared, that spoils them,
  // so the player is asked first (issue 29); a finished campaign prints at once.
  if (progress_.cleared_count() < kStageCount)
    ask(Pending{Pending::Kind::PrintAll});
  else
    platform_.export_files = ExportRequest{ExportKind::AllStagesBook, 0, {}, {}};
}

void Game::request_stage_pictures() {
  if (stage_data_) {
    platform_.export_files =
        ExportRequest{ExportKind::StagePictures, stage_data_->number, stage_data_->puzzle,
                      stage_data_->free_play() ? stage_data_->code : std::string()};
  }
}

void Game::push_screen(Screen s) {
  const BackEntry from{screen_, focus_};
  BackStack kept = back_;  // go() empties it
  go(s);
  kept.push(from);
  back_ = kept;
}

void Game::replace_screen(Screen s) {
  const BackStack kept = back_;
  go(s);
  back_ = kept;
}

std::optional<Screen> Game::back_screen() const {
  if (const std::optional<BackEntry> t = back_.top()) return t->screen;
  return std::nullopt;
}

void Game::set_back(Screen s, int focus) {
  back_.clear();
  back_.push(BackEntry{s, focus});
}

Screen Game::go_back(Screen fallback) {
  const std::optional<BackEntry> to = back_.pop();
  if (!to) {
    go(fallback);
    return fallback;
  }
  const BackStack kept = back_;
  go(to->screen);
  back_ = kept;
  // Focus on what opened the screen left behind (a Settings link, the coach's Controls), except
  // on the title and the pause card, whose first item is the way on (Continue, Resume).
  if (to->screen != Screen::Title && to->screen != Screen::Paused) focus_ = to->focus;
  return to->screen;
}

void Game::sum_exit(SumExit e) {
  switch (e) {
    case SumExit::Stay: break;
    case SumExit::ToTitle: go(Screen::Title); break;
    case SumExit::ToMenu: go(Screen::SumMenu); break;
    case SumExit::ToPlay: go(Screen::SumPlay); break;
  }
}

void Game::focus_lost() {
  if (screen_ == Screen::Play && session_ && session_->outcome() == Outcome::Playing) {
    go(Screen::Paused);
    hover_focus_held_ = true;
    held_at_.reset();
  }
}

void Game::update() {
  ++clock_;
  if (notice_ && clock_ - notice_->at >= ticks_from_seconds(kNoticeSeconds)) notice_.reset();
  if (export_notice_ && clock_ - export_notice_->at >= ticks_from_seconds(kExportNoticeSeconds))
    export_notice_.reset();
  poll_free_play_job();
  poll_ratings();
  if (session_) session_->update();
  forward_session_events();
  observe_motion();
  check_session_end();
}

void Game::forward_session_events() {
  if (!session_) return;
  EventQueue& q = session_->events();
  while (!q.empty()) events_.push(q.pop());
}

void Game::check_session_end() {
  if (!session_ || session_->outcome() == Outcome::Playing) return;
  palette_.close();
  const Session& s = *session_;
  if (!result_recorded_) {
    result_recorded_ = true;
    // The game's number is listed as ended in the same change of Progress that records its
    // result (below), so a save of it from before its end can never be resumed (issue 30).
    progress_.record_finished(s.game_id());
    ++progress_revision_;
    result_ = ResultInfo{};
    result_.won = s.outcome() == Outcome::Won;
    result_.stage = s.stage().number;
    result_.level = s.stage().level;
    result_.time = s.elapsed();
    result_.mistakes = s.mistakes();
    result_.hints_used = s.hints_used();
    result_.clean = result_.won && s.mistakes() == 0 && s.hints_used() == 0;
    result_.code = s.stage().code;
    result_.daily = s.stage().daily;
    result_.mistakes_allowed = s.mistakes_allowed();
    result_.check_at_end = s.check_at_end();
    if (s.solution_shown()) {
      // Shown: the game ends without a record (no best time, no statistics, no streak).
      result_.solution_shown = true;
    } else if (!s.stage().free_play()) {
      // The one place a stage's end is recorded: best time, unlock and statistics together.
      ++progress_revision_;
      const ClearResult c = progress_.record_end(
          {s.stage().number, result_.won, s.mistakes(), s.hints_used(), s.elapsed()});
      result_.new_best = c.new_best;
      result_.unlocked = c.unlocked;
      result_.best_ms = progress_.record(s.stage().number).best_ms;
    } else if (s.stage().custom) {
      // A board the player entered: its times on the card, nothing in the statistics; a
      // puzzle of a collection gets its best time there.
      result_.custom = true;
      result_.collection = collections_.library.place_of(s.stage().puzzle).has_value();
      if (result_.won) collections_.library.record_win(s.stage().puzzle, milliseconds(s.elapsed()));
      result_.open_solutions = s.stage().open_solutions;
      result_.enter_time = s.stage().enter_ticks;
    } else {
      record_free_play_result(s);  // free play and the daily puzzle's statistics
    }
    if (result_.won && !s.stage().open_solutions) {
      // Learn counts the techniques of the player's solved puzzles (issue 28). A resumed game
      // was not rated on its way in: rated now, once.
      const std::array<int, kTechniqueCount> uses =
          s.stage().uses ? *s.stage().uses : rate_puzzle(s.stage().puzzle).uses;
      // The result card lists them, the ones never met in a solved puzzle before marked new.
      for (int i = 0; i < kTechniqueCount; ++i) {
        const auto t = static_cast<Technique>(i);
        if (uses[static_cast<std::size_t>(i)] == 0 || !is_learnable(t)) continue;
        result_.techniques.push_back(t);
        if (learn_.progress.of(t).seen == 0) result_.new_techniques.push_back(t);
      }
      learn_.progress.record_solved_puzzle(uses);
      ++learn_.revision;
    }
    if (result_.won) motion_.stage_won(s, static_cast<double>(clock_) / kTicksPerSecond);
  }
  const Tick delay = s.outcome() == Outcome::Won ? win_result_delay() : kLoseResultDelayTicks;
  if (screen_ == Screen::Play && s.now() - s.finished_at() >= delay) {
    // Announced with the result screen, after the clear fanfare has had its moment.
    if (result_.unlocked > 0) events_.push(EventKind::StageUnlocked, -1, 0, result_.unlocked);
    go(Screen::Result);
  }
}

Tick Game::win_result_delay() const {
  const int origin = session_ ? session_->last_placed() : -1;
  double wave = wave_end_seconds(origin, motion_for(settings_.reduced_motion));
  if (session_ && finale_session(*session_))  // stage 100: the finale's longer celebration
    wave = std::max(wave, finale_end_seconds(origin, motion_for(settings_.reduced_motion)));
  return std::max(kWinResultDelayTicks, static_cast<Tick>(std::ceil(wave * kTicksPerSecond)));
}

int Game::wake_in_ticks() const {
  if (making_.job) return 1;  // a puzzle is being made: tick to poll it and move the progress line
  const Motion menu_motion = motion_for(settings_.reduced_motion);
  // The screen transition, the dialogs' overlay and a tile unlocking all ease from screen_since_.
  double settle = std::max(kUiEaseSeconds, static_cast<double>(kScreenTransitionSeconds));
  if (screen_ == Screen::Paused || screen_ == Screen::Result)
    settle = std::max(settle, overlay_end_seconds(menu_motion));
  if (unlocking_stage() > 0) settle = std::max(settle, unlock_end_seconds(menu_motion));
  if (menu_motion == Motion::Full && clock_ - screen_since_ < ticks_from_seconds(settle) + 1)
    return 0;
  // A notice fades and a refused tile shakes: every frame while it shows (then it expires).
  if (notice_) return 0;
  const int wake = screen_controller(screen_).wake(*this);
  if (!export_notice_) return wake;
  // An export's notice fades in, stays still (no frames needed), then fades out; with reduced
  // motion it just goes, which needs one frame then.
  const Tick shown = clock_ - export_notice_->at;
  const Tick ease = menu_motion == Motion::Full ? ticks_from_seconds(kUiEaseSeconds) + 1 : 0;
  const Tick still_until = ticks_from_seconds(kExportNoticeSeconds) - ease;
  if (shown < ease || shown >= still_until) return 0;
  const int until = static_cast<int>(still_until - shown);
  return wake < 0 ? until : std::min(wake, until);
}

}  // namespace nonet::game
