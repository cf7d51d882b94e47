// SPDX-License-Identifier: MIT
// Custom boards in the game (issue 12, SEEDS E): the editor reached from free play, givens by
// keyboard, pointer and pad, paste and copy, the live judgement and its marks, playing a board
// with one solution or (once accepted) several, the result's times, and the recent boards.
#include <doctest/doctest.h>

#include <set>
#include <string>
#include <utility>

#include "core/solver.hpp"
#include "core/text.hpp"
#include "game/touch_input.hpp"
#include "game/wording.hpp"
#include "game_driver.hpp"

using namespace nonet;
using namespace nonet::game;
using namespace nonet::game::testing;

namespace {

const std::string kValid =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

std::string several_text() {
  std::string t = kValid;
  t[0] = t[1] = t[4] = '.';
  return t;
}

Game editor_game() {
  Game g;
  for (int i = 0; i < static_cast<int>(TitleItem::FreePlay); ++i) press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::FreePlay);
  while (g.focus() != static_cast<int>(FreePlayRow::Custom)) press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::Editor);
  return g;
}

void tap(Game& g, TargetKind kind, int index) {
  const TargetList list = targets(g);
  const std::optional<Target> t = find_target(list, kind, index);
  REQUIRE(t);
  g.pointer_down(t->rect.cx(), t->rect.cy());
}

void press_item(Game& g, EditorItem item) { tap(g, TargetKind::MenuItem, static_cast<int>(item)); }

// Fills every empty cell with `solution`'s digit through the play screen's actions.
void fill(Game& g, const Grid& solution) {
  for (int c = 0; c < kCells; ++c) {
    if (g.session()->digits()[c] != 0) continue;
    press(g, ActionKind::SelectCell, c);
    press(g, ActionKind::Digit, solution[c]);
  }
}

}  // namespace

TEST_CASE("the free-play row opens the editor; Back returns to that row") {
  Game g = editor_game();
  CHECK(std::string(screen_name(g.screen())) == "editor");
  CHECK(g.board_editor().judgement().verdict == BoardVerdict::Empty);
  press(g, ActionKind::Back);
  CHECK(g.screen() == Screen::FreePlay);
  CHECK(g.focus() == static_cast<int>(FreePlayRow::Custom));
}

TEST_CASE("keyboard: arrows, digits and Backspace; the judgement follows at once") {
  Game g = editor_game();
  press(g, ActionKind::Digit, 5);                           // r1c1, and on to r1c2
  for (int i = 0; i < 5; ++i) press(g, ActionKind::Right);  // r1c7
  press(g, ActionKind::Digit, 5);                           // r1c7: the same digit twice in row 1
  CHECK(to_line(g.board_editor().board()).substr(0, 9) == "5.....5..");
  const BoardJudgement& j = g.board_editor().judgement();
  CHECK(j.verdict == BoardVerdict::Conflict);
  CHECK(j.sentence == "The same digit 5 twice in row 1 at r1c1 and r1c7.");
  CHECK(j.marked == std::vector<int>{0, 6});
  CHECK(g.board_editor().selected() == 7);  // moved on to r1c8
  press(g, ActionKind::Erase, 1);           // Backspace: back to r1c7, erased
  CHECK(g.board_editor().selected() == 6);
  CHECK(g.board_editor().board()[6] == 0);
  CHECK(g.board_editor().judgement().verdict == BoardVerdict::TooFewGivens);
  // Right from the last column reaches the buttons, Left comes back to the board.
  press(g, ActionKind::Down);
  for (int i = 0; i < 3; ++i) press(g, ActionKind::Right);
  CHECK(g.board_editor().focus() == kFocusItem + static_cast<int>(EditorItem::Play));
  press(g, ActionKind::Left);
  CHECK(g.board_editor().focus() == g.board_editor().selected());
}

TEST_CASE("pointer: a cell, then a key of the row; the targets are the screen's one list") {
  Game g = editor_game();
  const TargetList list = targets(g);
  CHECK(list.size() == 1 + kCells + kEditorKeyCount + kEditorItemCount);
  tap(g, TargetKind::Cell, cell_at(2, 3));
  tap(g, TargetKind::DigitKey, 8);
  CHECK(g.board_editor().board()[cell_at(2, 3)] == 8);
  tap(g, TargetKind::ActionButton, static_cast<int>(ActionButton::Erase));
  CHECK(g.board_editor().board()[cell_at(2, 3)] == 0);
}

TEST_CASE("pad: A on a cell moves on to the key row, A on a key fills the cell and comes back") {
  Game g = editor_game();
  press(g, ActionKind::Right);
  press(g, ActionKind::Down);  // r2c2
  press(g, ActionKind::Confirm);
  CHECK(g.board_editor().focus() == kFocusKey);  // key 1 first
  CHECK(g.board_editor().selected() == cell_at(1, 1));
  press(g, ActionKind::Right);
  press(g, ActionKind::Right);  // key 3
  press(g, ActionKind::Confirm);
  CHECK(g.board_editor().board()[cell_at(1, 1)] == 3);
  CHECK(g.board_editor().focus() == cell_at(1, 1));
  press(g, ActionKind::Right);  // r2c3, then back to the key last used
  press(g, ActionKind::Confirm);
  CHECK(g.board_editor().focus() == kFocusKey + 2);
  press(g, ActionKind::Up);  // changed its mind: back to the cell, nothing placed
  CHECK(g.board_editor().focus() == cell_at(1, 2));
  CHECK(g.board_editor().board()[cell_at(1, 2)] == 0);
  // Below the last row is the key row too; Down again leads on to the buttons.
  for (int i = 0; i < 8; ++i) press(g, ActionKind::Down);
  CHECK(g.board_editor().focus() == kFocusKey + 2);
  CHECK(g.board_editor().selected() == cell_at(8, 2));
  press(g, ActionKind::Down);
  CHECK(g.board_editor().focus() == kFocusItem);
}

TEST_CASE(
    "paste reads decorated grids, refuses junk with the reader's words, copy gives the line") {
  Game g = editor_game();
  g.paste_text(to_pretty(*parse_grid(kValid).grid));
  CHECK(to_line(g.board_editor().board()) == kValid);
  CHECK(g.board_editor().message() == "Pasted a board of 30 givens.");
  CHECK(g.board_editor().judgement().unique());
  g.paste_text("53x");
  CHECK(g.board_editor().message() ==
        "Nothing pasted: position 3: 'x' is not a digit (1-9, '.' or '0' for an empty cell).");
  // The other refusals, worded from the reader's facts (a grid of several lines says the line).
  CHECK(paste_problem("") == "no cells at all: a board has 81");
  CHECK(paste_problem("123") == "only 3 cells: a board has 81");
  CHECK(paste_problem("1") == "only 1 cell: a board has 81");
  CHECK(paste_problem(std::string(82, '.')) == "position 82: more than 81 cells");
  CHECK(paste_problem("1.3\n4\x01") ==
        "line 2, column 2: a character that is not a digit (1-9, '.' or '0' for an empty cell)");
  CHECK(paste_problem(kValid).empty());
  CHECK(to_line(g.board_editor().board()) == kValid);  // unchanged
  press_item(g, EditorItem::Copy);
  CHECK(g.take_copy_request() == kValid);
  CHECK_FALSE(g.take_copy_request());
  press_item(g, EditorItem::Paste);
  CHECK(g.take_paste_request());
}

TEST_CASE("a board with one solution plays under free play's rules; the result has both times") {
  Game g = editor_game();
  run(g, 10);
  press(g, ActionKind::Digit, 5);  // entering starts here
  run(g, 120);
  g.paste_text(kValid);  // a paste counts from the paste
  run(g, 60 * 3);
  press_item(g, EditorItem::Play);
  REQUIRE(g.screen() == Screen::Play);
  const Session& s = *g.session();
  CHECK(s.stage().number == 0);
  CHECK(s.stage().custom);
  CHECK(s.stage().code == "Custom");
  CHECK(s.stage().level == Level::Easy);
  CHECK(s.stage().puzzle == *parse_grid(kValid).grid);
  CHECK(s.stage().enter_ticks == 60 * 3);
  CHECK(g.board_editor().recent().size() == 1);
  const Progress before = g.progress();
  run(g, 60 * 5);
  fill(g, solve(*parse_grid(kValid).grid).solution);
  CHECK(g.session()->outcome() == Outcome::Won);
  run(g, 600);
  REQUIRE(g.screen() == Screen::Result);
  CHECK(g.result().custom);
  CHECK(custom_times_line(g.result()) == "Entered in 0:03  \xC2\xB7  solved in 0:05");
  CHECK(std::string(result_item_label(g.result(), 0)) == "Enter a puzzle");
  CHECK(g.progress().free_play == before.free_play);  // no statistics for a custom board
  g.apply(Action{ActionKind::Confirm, 0});
  CHECK(g.screen() == Screen::Editor);
}

TEST_CASE("an unplayable board does not start") {
  Game g = editor_game();
  press(g, ActionKind::Digit, 5);
  press(g, ActionKind::Right);
  press(g, ActionKind::Digit, 5);
  press_item(g, EditorItem::Play);
  CHECK(g.screen() == Screen::Editor);
  CHECK_FALSE(g.custom_pending());
}

TEST_CASE("several solutions: asked first; then no hints, checks or mistakes, any solution wins") {
  Game g = editor_game();
  g.paste_text(several_text());
  const BoardJudgement j = g.board_editor().judgement();
  REQUIRE(j.verdict == BoardVerdict::SeveralSolutions);
  press_item(g, EditorItem::Play);
  CHECK(g.custom_question() == Game::CustomQuestion::SeveralSolutions);
  CHECK(targets(g).size() == static_cast<std::size_t>(kConfirmItemCount));
  tap(g, TargetKind::ConfirmItem, 0);  // keep editing
  CHECK(g.screen() == Screen::Editor);
  CHECK_FALSE(g.custom_pending());
  press_item(g, EditorItem::Play);
  tap(g, TargetKind::ConfirmItem, 1);  // accepted
  REQUIRE(g.screen() == Screen::Play);
  CHECK(g.session()->stage().open_solutions);
  CHECK(g.session()->mistakes_allowed() == 0);
  CHECK(g.session()->hints_left() == 0);  // the hint button is greyed
  press(g, ActionKind::Hint);
  CHECK(g.session()->hints_used() == 0);
  // The other solution (not the one the session holds) wins as well; a wrong digit is no mistake.
  press(g, ActionKind::SelectCell, 0);
  press(g, ActionKind::Digit, 9);
  CHECK(g.session()->mistakes() == 0);
  CHECK(g.session()->digits()[0] == 9);
  press(g, ActionKind::Erase);
  fill(g, j.other_solution);
  CHECK(g.session()->outcome() == Outcome::Won);
  run(g, 600);
  REQUIRE(g.screen() == Screen::Result);
  CHECK(result_detail(g.result()) == "Custom  \xC2\xB7  Several solutions: nothing was judged");
}

TEST_CASE("a free-play game in progress is not ended without asking") {
  Game g = editor_game();
  press(g, ActionKind::Back);
  while (g.focus() != static_cast<int>(FreePlayRow::Easy)) press(g, ActionKind::Up);
  press(g, ActionKind::Confirm);
  g.finish_free_play_job();
  REQUIRE(g.screen() == Screen::Play);
  press(g, ActionKind::Pause);
  while (g.pause_item(g.focus()) != PauseItem::QuitToMenu) press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::FreePlay);
  while (g.focus() != static_cast<int>(FreePlayRow::Custom)) press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
  g.paste_text(kValid);
  press_item(g, EditorItem::Play);
  CHECK(g.custom_question() == Game::CustomQuestion::GameInProgress);
  press(g, ActionKind::Back);  // cancelled: the free-play game is still there
  CHECK_FALSE(g.custom_pending());
  REQUIRE(g.free_play_in_progress() != nullptr);
  CHECK_FALSE(g.free_play_in_progress()->stage().custom);
  press_item(g, EditorItem::Play);
  tap(g, TargetKind::ConfirmItem, 1);
  REQUIRE(g.screen() == Screen::Play);
  CHECK(g.session()->stage().custom);
}

TEST_CASE("recent boards: most recent first, no repeats, at most 20, and one replays") {
  Game g = editor_game();
  std::vector<Grid> boards;
  const Grid base = *parse_grid(kValid).grid;
  for (int i = 0; i < 25; ++i) {  // 25 different boards of one given each
    Grid b;
    b.set(i, 1 + i % 9);
    boards.push_back(b);
  }
  boards.push_back(boards[0]);  // a repeat is dropped
  g.restore_recent_boards(boards);
  CHECK(g.board_editor().recent().size() == kRecentBoardLimit);
  CHECK(g.board_editor().recent()[0] == boards[0]);
  CHECK(g.board_editor().recent_labels()[0] == "Several solutions  \xC2\xB7  1 given");
  const std::uint64_t rev = g.revision().recent_boards;
  g.paste_text(kValid);
  press_item(g, EditorItem::Play);
  CHECK(g.revision().recent_boards != rev);
  CHECK(g.board_editor().recent()[0] == base);
  CHECK(g.board_editor().recent()[1] == boards[0]);
  CHECK(g.board_editor().recent().size() == kRecentBoardLimit);
  CHECK(g.board_editor().recent_labels()[0] == "Easy  \xC2\xB7  30 givens");
  // Back in the editor, a recent board tapped loads it, with the focus on Play.
  press(g, ActionKind::Pause);
  while (g.pause_item(g.focus()) != PauseItem::QuitToMenu) press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
  while (g.focus() != static_cast<int>(FreePlayRow::Custom)) press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
  press_item(g, EditorItem::Clear);
  CHECK(g.board_editor().board() == Grid{});
  tap(g, TargetKind::RecentBoard, 1);
  CHECK(g.board_editor().board() == boards[0]);
  CHECK(g.board_editor().focus() == kFocusItem);
}

TEST_CASE(
    "the editor's targets: unique names, inside the window, found by name, tapped at centre") {
  for (const auto& [w, h] : {std::pair{1280.0f, 800.0f}, std::pair{480.0f, 640.0f}}) {
    CAPTURE(w);
    Game g = editor_game();
    g.set_viewport(w, h);
    std::vector<Grid> boards(3);
    for (int i = 0; i < 3; ++i) boards[static_cast<std::size_t>(i)].set(i, 4);
    g.restore_recent_boards(boards);
    const TargetList list = targets(g);
    const int shown = g.board_editor().layout().recent_shown;
    CHECK(shown >= 1);
    CHECK(list.size() ==
          static_cast<std::size_t>(1 + kCells + kEditorKeyCount + kEditorItemCount + shown));
    std::set<std::string> names;
    for (const Target& t : list) {
      const std::string name = target_name(t);
      CAPTURE(name);
      CHECK(names.insert(name).second);
      CHECK(is_target_name(name));
      CHECK(find_target(list, name) == t);
      CHECK(t.rect.w > 0);
      CHECK(t.rect.x >= 0);
      CHECK(t.rect.y >= 0);
      CHECK(t.rect.right() <= w);
      CHECK(t.rect.bottom() <= h);
      const auto p = snap_tap(list, t.rect.cx(), t.rect.cy(), kMinTouchTarget);
      REQUIRE(p);
      CHECK(target_at(list, p->x, p->y) == t);
    }
  }
}

TEST_CASE("menus name a typed-in board 'your puzzle' and a generated one by its code") {
  StageData typed;
  typed.code = kCustomCode;
  typed.custom = true;
  CHECK(free_game_name(typed, false) == "your puzzle");
  CHECK(free_game_name(typed, true) == "Your puzzle");
  StageData made;
  made.code = "H-4KQ7-92PX";
  CHECK(free_game_name(made, true) == "H-4KQ7-92PX");
}

TEST_CASE("typing a newspaper puzzle: digits move on, Space skips, Backspace goes back") {
  // Issue 29: the cursor stayed put after a digit, so a puzzle typed row by row took an arrow
  // press after every given. Now a whole puzzle goes in with digits and Space alone.
  Game g = editor_game();
  const BoardEditor& e = g.board_editor();
  press(g, ActionKind::SelectCell, 0);
  for (char ch : kValid) {
    if (ch == '.')
      press(g, ActionKind::ToggleNotes);  // Space: an empty cell
    else
      press(g, ActionKind::Digit, ch - '0');
  }
  CHECK(to_line(e.board()) == kValid);
  CHECK(e.judgement().unique());
  CHECK(e.selected() == kCells - 1);  // the last cell: the cursor stops there
  // Backspace on an empty cell steps back and erases the digit typed before it ...
  press(g, ActionKind::SelectCell, 2);  // r1c3, empty in kValid; r1c2 holds 3
  REQUIRE(e.board()[2] == 0);
  REQUIRE(e.board()[1] == 3);
  press(g, ActionKind::Erase, 1);
  CHECK(e.selected() == 1);
  CHECK(e.board()[1] == 0);
  // ... on a filled cell it erases that cell and stays, and Delete never moves.
  press(g, ActionKind::SelectCell, 0);
  press(g, ActionKind::Erase, 1);
  CHECK(e.selected() == 0);
  CHECK(e.board()[0] == 0);
  press(g, ActionKind::SelectCell, 4);
  press(g, ActionKind::Erase);
  CHECK(e.selected() == 4);
  CHECK(e.board()[4] == 0);
}

TEST_CASE("the editor's undo and redo take back givens, a Clear and a paste") {
  Game g = editor_game();
  const BoardEditor& e = g.board_editor();
  CHECK_FALSE(e.can_undo());
  press(g, ActionKind::Undo);  // nothing to take back: refused, nothing changes
  CHECK(e.board().filled_count() == 0);
  press(g, ActionKind::SelectCell, 0);
  press(g, ActionKind::Digit, 5);
  press(g, ActionKind::SelectCell, 1);
  press(g, ActionKind::Digit, 3);
  press(g, ActionKind::SelectCell, 1);  // typing moved on: back to the cell
  press(g, ActionKind::Digit, 4);       // typed over: one more change
  CHECK(e.board()[1] == 4);
  press(g, ActionKind::Undo);
  CHECK(e.board()[1] == 3);
  press(g, ActionKind::Undo);
  CHECK(e.board()[1] == 0);
  CHECK(e.board()[0] == 5);
  CHECK(e.can_redo());
  press(g, ActionKind::Redo);
  CHECK(e.board()[1] == 3);
  // A paste replaces the board; undo brings the hand-typed one back, judged again.
  g.paste_text(kValid);
  CHECK(to_line(e.board()) == kValid);
  CHECK(e.judgement().unique());
  CHECK_FALSE(e.can_redo());  // a new change drops what was undone
  press(g, ActionKind::Undo);
  CHECK(e.board().filled_count() == 2);
  CHECK_FALSE(e.judgement().unique());
  press(g, ActionKind::Redo);
  CHECK(to_line(e.board()) == kValid);
  run(g, 120);
  const Tick entering = e.enter_ticks(g.now());
  CHECK(entering >= 120);
  press_item(g, EditorItem::Clear);
  CHECK(e.board().filled_count() == 0);
  CHECK(e.enter_ticks(g.now()) == 0);  // a cleared board starts its entering anew
  press_item(g, EditorItem::Undo);     // the button does what Ctrl+Z does
  CHECK(to_line(e.board()) == kValid);
  CHECK(e.enter_ticks(g.now()) == entering);  // and the board's entering time comes back
  // The history is bounded: the oldest changes go first.
  for (std::size_t i = 0; i < kEditorUndoLimit + 10; ++i) {
    press(g, ActionKind::SelectCell, 2);
    press(g, ActionKind::Digit, i % 2 == 0 ? 1 : 2);
  }
  int undone = 0;
  while (e.can_undo()) {
    press(g, ActionKind::Undo);
    ++undone;
  }
  CHECK(undone == static_cast<int>(kEditorUndoLimit));
}
