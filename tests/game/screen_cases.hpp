// SPDX-License-Identifier: MIT
// Games brought to each screen the way a player gets there (keys, a few presses), at a window
// size: the target tests (test_targets.cpp) and the layout contract
// (tests/render/layout_contract_test.cpp) share them. Stage data is the pattern stage with row 1
// empty (nine cells to play with); free play makes real puzzles through its worker.
#pragma once

#include <doctest/doctest.h>

#include <fstream>
#include <functional>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "core/solver.hpp"
#include "core/text.hpp"
#include "game/finale.hpp"
#include "game/game.hpp"
#include "game/guide.hpp"
#include "game/targets.hpp"
#include "game_driver.hpp"
#include "test_stage.hpp"

namespace nonet::game::testing::screens {

// Row 1 empty in every stage: nine cells to play with.
inline StageData loader(int n) { return pattern_stage({0, 1, 2, 3, 4, 5, 6, 7, 8}, n); }

struct ScreenCase {
  const char* name;
  std::function<Game(float, float)> make;
};

inline Game title(float w, float h) {
  Game g(loader);
  g.set_viewport(w, h);
  return g;
}

// Stage 1 in play with r1c1 selected, holding note 1 (note 2 typed and undone, so undo, redo
// and erase all have something to do).
inline Game play(float w, float h) {
  Game g = title(w, h);
  REQUIRE(g.start_stage(1));
  g.apply(Action{ActionKind::SelectCell, 0});
  press(g, ActionKind::ToggleNotes);
  press(g, ActionKind::Digit, 1);
  press(g, ActionKind::Digit, 2);
  press(g, ActionKind::ToggleNotes);
  press(g, ActionKind::Undo);
  REQUIRE(g.session()->can_redo());
  return g;
}

// A hint at its second tier (the technique and its cells) with the HUD's Learn button; in
// free play with "check at the end" the button sits left of Check.
inline Game hint_technique(Game g) {
  press(g, ActionKind::Hint);
  press(g, ActionKind::Hint);
  REQUIRE(g.hint_lesson().has_value());
  run(g, 60);  // the panel faded in
  return g;
}

// The colour palette on r1c1 (its note 1 can be painted too), and on r9c9, a given in the
// board's corner (the palette goes above the cell).
inline Game palette(float w, float h) {
  Game g = play(w, h);
  g.apply(Action{ActionKind::Colour, 2});  // the cell already painted, so "none" has a use
  press(g, ActionKind::Palette);
  REQUIRE(g.palette().is_open());
  return g;
}
inline Game palette_corner(float w, float h) {
  Game g = play(w, h);
  g.apply(Action{ActionKind::SelectCell, kCells - 1});
  press(g, ActionKind::Palette);
  REQUIRE(g.palette().is_open());
  return g;
}

inline Game paused(float w, float h) {
  Game g = play(w, h);
  press(g, ActionKind::Pause);
  REQUIRE(g.screen() == Screen::Paused);
  return g;
}

inline Game stages(float w, float h) {
  Game g = title(w, h);
  testing::restore_cleared(g, {1, 2, 3});  // a few tiles open
  press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::StageSelect);
  return g;
}

// Stage 2 open, stage 1 picked on the grid: the dialog asks first.
inline Game stages_confirm(float w, float h) {
  Game g = title(w, h);
  testing::restore_cleared(g, {1});
  REQUIRE(g.start_stage(2));
  press(g, ActionKind::Pause);
  press(g, ActionKind::Down);
  press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);  // Quit to menu
  press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);  // Stages
  REQUIRE(g.screen() == Screen::StageSelect);
  g.pick_stage(1);
  REQUIRE(g.pending_stage() == 1);
  return g;
}

inline Game result(float w, float h, bool won) {
  Game g = title(w, h);
  REQUIRE(g.start_stage(1));
  g.apply(Action{ActionKind::SelectCell, 0});
  if (won) {
    for (int c = 0; c < 9; ++c) {
      g.apply(Action{ActionKind::SelectCell, c});
      press(g, ActionKind::Digit, pattern_digit(0, c));
    }
  } else {
    REQUIRE(pattern_digit(0, 0) == 1);
    for (int d : {5, 6, 7}) press(g, ActionKind::Digit, d);  // three mistakes
  }
  for (int i = 0; i < 600 && g.screen() != Screen::Result; ++i) run(g, 1);
  REQUIRE(g.screen() == Screen::Result);
  REQUIRE(g.result().won == won);
  return g;
}

inline Game settings(float w, float h) {
  Game g = title(w, h);
  for (int i = 0; i < static_cast<int>(TitleItem::Settings); ++i) press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::Settings);
  return g;
}

// Settings with the focus on its last row: a list too long for the window has scrolled.
inline Game settings_scrolled(float w, float h) {
  Game g = settings(w, h);
  for (int i = 0; i < kSettingRowCount - 1; ++i) press(g, ActionKind::Down);
  REQUIRE(g.focus() == kSettingRowCount - 1);
  return g;
}

// Play with Settings' Keypad on the left.
inline Game play_left_handed(float w, float h) {
  Game g = play(w, h);
  change_settings(g, [](Settings& s) { s.left_handed = true; });
  return g;
}

// The pause card under an export's notice with a long folder, offering Open folder.
inline Game paused_export_notice(float w, float h) {
  Game g = paused(w, h);
  g.set_can_open_folders(true);
  g.report_export(
      "Exported nonet-stage-1.png and nonet-stage-1-solution.png to "
      "/home/ada/Pictures/A folder with a rather long name/Sudoku",
      "/home/ada/Pictures/A folder with a rather long name/Sudoku");
  run(g, 60);  // faded in
  return g;
}

// Stage 100 won after the 99 before it: the finale's card with the journey.
inline Game finale(float w, float h) {
  Game g = title(w, h);
  Progress p = g.progress();
  for (int n = 1; n < kStageCount; ++n) p.record_end({n, true, 0, 0, 600});
  g.restore(p, g.settings());
  REQUIRE(g.start_stage(kStageCount));
  for (int c = 0; c < 9; ++c) {
    g.apply(Action{ActionKind::SelectCell, c});
    press(g, ActionKind::Digit, pattern_digit(0, c));
  }
  for (int i = 0; i < 900 && g.screen() != Screen::Result; ++i) run(g, 1);
  REQUIRE(g.screen() == Screen::Result);
  REQUIRE(is_finale(g.result()));
  return g;
}

inline Game free_play(float w, float h) {
  Game g = title(w, h);
  for (int i = 0; i < static_cast<int>(TitleItem::FreePlay); ++i) press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::FreePlay);
  return g;
}

// Stage 1 open, a free-play level picked: the dialog asks first.
inline Game free_play_confirm(float w, float h) {
  Game g = title(w, h);
  REQUIRE(g.start_stage(1));
  press(g, ActionKind::Pause);
  press(g, ActionKind::Down);
  press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);  // Quit to menu
  for (int i = 0; i < static_cast<int>(TitleItem::FreePlay); ++i) press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::FreePlay);
  press(g, ActionKind::Confirm);  // Easy
  REQUIRE(g.free_play_pending());
  return g;
}

// The free-play screen with the code dialog open and a few characters typed.
inline Game free_play_code(float w, float h) {
  Game g = free_play(w, h);
  press(g, ActionKind::Hint);
  REQUIRE(g.code_entry().has_value());
  g.type_text("H-4K");
  return g;
}

// The first-run coach, on a fresh save's first Play, at its first card.
inline Game coach(float w, float h) {
  Game g = title(w, h);
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::Coach);
  return g;
}

// The controls screen, from Settings' header.
inline Game controls(float w, float h) {
  Game g = settings(w, h);
  press(g, ActionKind::Up);  // from the first row up to the header's Controls
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::Controls);
  return g;
}

// ---- More screens for the layout contract -------------------------------------------------

// Statistics from the title, over a progress that fills every part: the campaign, each level's
// row of the table, the daily streak and a full chart of solve times.
inline Game statistics(float w, float h) {
  Game g = title(w, h);
  Progress p;
  for (int n = 1; n <= 40; ++n)
    p.record_end({n, true, n % 3, n % 2, (60 + 37 * n) * kTicksPerSecond});
  for (int i = 0; i < 60; ++i) {
    const Level level = static_cast<Level>(i % 5);
    p.record_free_play({level, i % 7 != 0, (90 + 53 * i) * kTicksPerSecond, {}});
  }
  for (int d = 0; d < 20; ++d) {
    const CivilDate date{2026, 3, 1 + d};
    p.record_free_play({daily_level(date), true, (300 + 60 * d) * kTicksPerSecond, date});
  }
  g.restore(p, g.settings());
  g.set_today(CivilDate{2026, 3, 21});
  while (g.focus() != static_cast<int>(TitleItem::Statistics)) press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::Statistics);
  return g;
}

// Statistics by technique: every technique practised, scrolled to the end, so the longest
// names and the last rows are on show; `none`: before any practice (the page's message).
inline Game technique_stats(float w, float h, bool none = false) {
  Game g = statistics(w, h);
  if (!none) {
    LearnProgress p;
    const std::int64_t today = g.today_day();
    for (int i = 0; i < kTechniqueCount; ++i) {
      for (int k = 0; k <= i % 7 && is_learnable(static_cast<Technique>(i)); ++k)
        p.record_attempt(static_cast<Technique>(i), k % 2 == 0, k % 3 == 1, today - 30);
    }
    g.restore_learn(p);
  }
  press(g, ActionKind::Right);
  REQUIRE(g.screen() == Screen::TechniqueStats);
  for (int i = 0; i < 60; ++i) press(g, ActionKind::Down);
  return g;
}

// The custom-board editor with a few recent boards listed.
inline Game editor(float w, float h) {
  Game g = free_play(w, h);
  std::vector<Grid> recent;
  for (int n = 1; n <= 6; ++n)
    recent.push_back(pattern_stage({0, 10, 20, 30, 40, 50, 60, 70, 80}, n).puzzle);
  g.restore_recent_boards(recent);
  while (g.focus() != static_cast<int>(FreePlayRow::Custom)) press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::Editor);
  return g;
}

// Sum Tiles: its menu, then its first stage in play.
inline Game sum_menu(float w, float h) {
  Game g = title(w, h);
  while (g.focus() != static_cast<int>(TitleItem::SumTiles)) press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::SumMenu);
  return g;
}
inline Game sum_play(float w, float h) {
  Game g = sum_menu(w, h);
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::SumPlay);
  return g;
}
// A board code typed on the Sum Tiles menu while another board is open: the question.
inline Game sum_board_question(float w, float h) {
  Game g = sum_play(w, h);
  press(g, ActionKind::Back);
  REQUIRE(g.screen() == Screen::SumMenu);
  press(g, ActionKind::Hint);  // H: the code dialog
  REQUIRE(g.code_entry().has_value());
  g.type_text("36-15-0000BEEF");
  press(g, ActionKind::Confirm);
  REQUIRE(g.pending_is(Game::Pending::Kind::SumBoard));
  return g;
}

// A free-play Easy game in play, with the given checking rule.
inline Game free_play_game(float w, float h, bool check_at_end) {
  Game g = free_play(w, h);
  if (check_at_end) {
    while (g.focus() != static_cast<int>(FreePlayRow::Checking)) press(g, ActionKind::Down);
    press(g, ActionKind::Confirm);
    REQUIRE(g.free_play_check_at_end());
  }
  while (g.focus() != static_cast<int>(FreePlayRow::Easy)) press(g, ActionKind::Up);
  press(g, ActionKind::Confirm);
  g.finish_free_play_job();
  REQUIRE(g.screen() == Screen::Play);
  run(g, 30);  // past the screen's fade
  return g;
}

// The Collections screen: none yet (from the editor's Files), then two files opened, the
// second with lines that are not puzzles, and the question a puzzle asks while a free-play
// game is in progress.
inline Game collections_none(float w, float h) {
  Game g = editor(w, h);
  g.set_can_open_files(true);
  while (g.board_editor().focus() != kFocusItem + static_cast<int>(EditorItem::Files))
    press(g, ActionKind::Right);
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::Collections);
  return g;
}
inline const char* kCollectionText =
    "# three puzzles of the stage catalogue, and three lines that are not puzzles\n"
    ".54.916.7..93..51.6..574289......1..9.5.128..1.7.8.94.8...49.5...6.58....9176342.\n"
    "4.53861.93....52.6..6472....3.6....764..98...281.346..7..1.9.6.9648....1.1.26.95.\n"
    "6..8..539.29153.6...749.....7.5.9.4.95463.1..3182..9.64.3.25.1........241.276.3..\n"
    "not a puzzle at all\n"
    "..................................................................................\n"
    "11...............................................................................\n";
inline Game collections(float w, float h) {
  Game g = collections_none(w, h);
  g.open_collection_file("first.sdm", kCollectionText);
  g.open_collection_file("newspaper-puzzles-of-the-week.sdm", kCollectionText);
  g.wait_for_ratings();
  REQUIRE(g.collections().list().size() == 2);
  press(g, ActionKind::Down);
  return g;
}
inline Game collections_remove(float w, float h) {
  Game g = collections(w, h);
  press(g, ActionKind::Erase);
  REQUIRE(g.pending_is(Game::Pending::Kind::RemoveCollection));
  return g;
}
inline Game collections_question(float w, float h) {
  Game g = free_play_game(w, h, false);
  g.open_collection_file("first.sdm", kCollectionText);
  REQUIRE(g.screen() == Screen::Collections);
  press(g, ActionKind::Confirm);
  REQUIRE(g.confirming());
  return g;
}

// The pause card with the most items: free play, "check at the end" (eight items).
inline Game free_play_paused(float w, float h) {
  Game g = free_play_game(w, h, true);
  press(g, ActionKind::Pause);
  REQUIRE(g.screen() == Screen::Paused);
  return g;
}

// The pause card's questions: Restart, and free play's Show solution.
inline Game restart_question(float w, float h) {
  Game g = free_play_game(w, h, false);
  press(g, ActionKind::Pause);
  while (g.focus() != static_cast<int>(PauseItem::Restart)) press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
  REQUIRE(g.pending_restart());
  return g;
}
inline Game reveal_question(float w, float h) {
  Game g = free_play_game(w, h, false);
  press(g, ActionKind::Pause);
  // Free play puts Show solution in Print all's place.
  while (g.focus() != static_cast<int>(PauseItem::PrintAll)) press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::Paused);
  return g;
}
// Print all stages on a campaign stage's pause card, with stages not cleared: asked first.
inline Game print_all_question(float w, float h) {
  Game g = paused(w, h);
  while (g.focus() != static_cast<int>(PauseItem::PrintAll)) press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
  REQUIRE(g.pending_is(Game::Pending::Kind::PrintAll));
  return g;
}

// The free-play screen with a free-play game in progress kept (its pause card's Quit to menu).
inline Game free_play_with_game_kept(float w, float h) {
  Game g = free_play_game(w, h, false);
  press(g, ActionKind::Pause);
  while (g.focus() != static_cast<int>(PauseItem::QuitToMenu)) press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);  // a free-play game quits to the free-play screen
  REQUIRE(g.screen() == Screen::FreePlay);
  return g;
}

// A free-play game in progress and another level picked: "<code> is in progress" asks first.
inline Game new_puzzle_question(float w, float h) {
  Game g = free_play_with_game_kept(w, h);
  while (g.focus() != static_cast<int>(FreePlayRow::Master)) press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
  REQUIRE(g.free_play_pending());
  return g;
}

// The game in play won by typing its solution's digits, on to its result card.
inline void win_by_keys(Game& g) {
  const StageData st = g.session()->stage();
  for (int c = 0; c < kCells; ++c) {
    if (st.puzzle[c] != 0) continue;
    g.apply(Action{ActionKind::SelectCell, c});
    press(g, ActionKind::Digit, st.solution[c]);
  }
  for (int i = 0; i < 600 && g.screen() != Screen::Result; ++i) run(g, 1);
  REQUIRE(g.screen() == Screen::Result);
}

// A free-play game won: its result card.
inline Game free_play_result(float w, float h) {
  Game g = free_play_game(w, h, false);
  win_by_keys(g);
  return g;
}

// A result card stepped aside to show the board behind it (its last item, See the board).
inline Game result_looking(float w, float h) {
  Game g = result(w, h, false);
  const int look = result_item_count(g.result()) - 1;
  REQUIRE(result_item(g.result(), look) == ResultItem::LookAtBoard);
  while (g.focus() != look) press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
  REQUIRE(g.looking_at_board());
  return g;
}

// The editor's two questions: a board with several solutions ("play it anyway?"), and a
// free-play game in progress that playing the board would end.
// A pointer pressed on the middle of a target the screen offers.
inline void press_target(Game& g, TargetKind kind, int index) {
  const std::optional<Target> t = find_target(targets(g), kind, index);
  REQUIRE(t.has_value());
  g.pointer_down(t->rect.cx(), t->rect.cy());
}
inline std::string several_solutions_board() {
  std::string t =
      "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
  t[0] = t[1] = t[4] = '.';
  return t;
}
inline Game editor_several_question(float w, float h) {
  Game g = editor(w, h);
  g.paste_text(several_solutions_board());
  press_target(g, TargetKind::MenuItem, static_cast<int>(EditorItem::Play));
  REQUIRE(g.custom_question() == Game::CustomQuestion::SeveralSolutions);
  return g;
}
inline Game editor_in_progress_question(float w, float h) {
  Game g = free_play_with_game_kept(w, h);
  while (g.focus() != static_cast<int>(FreePlayRow::Custom)) press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::Editor);
  g.paste_text("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
  press_target(g, TargetKind::MenuItem, static_cast<int>(EditorItem::Play));
  REQUIRE(g.custom_question() == Game::CustomQuestion::GameInProgress);
  return g;
}

// The About page, from Settings' header.
inline Game about(float w, float h) {
  Game g = settings(w, h);
  while (g.focus() != settings_link_focus(Screen::About)) press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::About);
  return g;
}

// Learn (issue 28): the positions as the game ships them, read from the checkout.
inline std::optional<std::string> learn_asset(const char* name) {
  std::ifstream in(std::string(NONET_SOURCE_DIR) + "/assets/learn/" + name);
  if (!in) return std::nullopt;
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}
inline std::optional<std::string> practice_text() { return learn_asset("positions.txt"); }
inline std::optional<std::string> practice_puzzle_text() { return learn_asset("puzzles.txt"); }

// The Learn list with mixed progress: the singles mastered (one due for review), a few
// techniques being practised, puzzles seen.
inline Game learn(float w, float h) {
  Game g = title(w, h);
  g.set_today(CivilDate{2026, 12, 5});
  g.set_practice_source(practice_text);
  g.set_practice_puzzle_source(practice_puzzle_text);
  LearnProgress p;
  const std::int64_t today = days_from_civil(CivilDate{2026, 12, 5});
  for (Technique t : {Technique::FullHouse, Technique::HiddenSingleBox}) {
    for (int i = 0; i < 5; ++i) p.record_attempt(t, true, false, today - 2);
  }
  for (int i = 0; i < 5; ++i) p.record_attempt(Technique::NakedSingle, true, false, today);
  p.record_attempt(Technique::Pointing, true, false, today);
  p.record_attempt(Technique::Pointing, false, true, today);
  p.record_attempt(Technique::XWing, true, false, today);
  std::array<int, kTechniqueCount> uses{};
  uses[static_cast<int>(Technique::HiddenSingleBox)] = 20;
  uses[static_cast<int>(Technique::Pointing)] = 2;
  for (int i = 0; i < 12; ++i) p.record_solved_puzzle(uses);
  g.restore_learn(p);
  while (g.focus() != static_cast<int>(TitleItem::Learn)) press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::Learn);
  return g;
}

// AI Escargot (Arto Inkala, 2006): with its first single (1 at r8c3) in, the next hint rests
// on a nested forcing chain, whose inner chains its Why page shows.
inline constexpr const char* kEscargot =
    "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..";
// magictour top1465 #248: its first hint takes twelve preparing steps (AICs, ALS-XZ, forcing
// chains; all of them techniques Learn teaches): too long for the banner.
inline constexpr const char* kLongHint =
    "9.4..5...25.6..1..31......8.7...9...4..26......147....7.......2...3..8.6.4.....9.";

// A puzzle as stage n (a Master stage, its solution found by the solver).
inline StageData puzzle_stage(const char* puzzle, int n) {
  StageData s;
  s.number = n;
  s.level = Level::Master;
  const ParseResult parsed = parse_grid(puzzle);
  REQUIRE(parsed);
  s.puzzle = *parsed.grid;
  const SolveResult solved = solve(s.puzzle);
  REQUIRE(solved.count == 1);
  s.solution = solved.solution;
  return s;
}
inline StageData escargot_stage(int n) { return puzzle_stage(kEscargot, n); }

// top1465 #248 as stage 1 in play, its hint at the third tier ("Why?" beside it); `open`: its
// Why page opened (L), at its first page (a step Learn teaches: its Learn button).
inline Game long_hint(float w, float h, bool open) {
  Game g([](int n) { return StageLoad(puzzle_stage(kLongHint, n)); });
  g.set_viewport(w, h);
  REQUIRE(g.start_stage(1));
  for (int i = 0; i < 3; ++i) press(g, ActionKind::Hint);
  REQUIRE(g.hint_why_steps() != nullptr);
  if (open) {
    press(g, ActionKind::Learn);
    REQUIRE(g.screen() == Screen::HintWhy);
  }
  return g;
}

// That stage in play, its first single placed.
inline Game escargot_game(float w, float h) {
  Game g(escargot_stage);
  g.set_viewport(w, h);
  REQUIRE(g.start_stage(1));
  g.apply(Action{ActionKind::SelectCell, 7 * 9 + 2});
  press(g, ActionKind::Digit, 1);
  REQUIRE(g.session()->digits()[7 * 9 + 2] == 1);
  return g;
}

// With the hint at its third tier ("Why?" beside it, where Learn would be); `open`: its Why
// page opened (L), at page `page` (0-based, Right to go on).
inline Game hint_why(float w, float h, bool open, int page = 0) {
  Game g = escargot_game(w, h);
  for (int i = 0; i < 3; ++i) press(g, ActionKind::Hint);
  REQUIRE(g.hint_why_steps() != nullptr);
  REQUIRE_FALSE(g.hint_lesson().has_value());
  if (open) {
    press(g, ActionKind::Learn);
    REQUIRE(g.screen() == Screen::HintWhy);
    for (int i = 0; i < page; ++i) press(g, ActionKind::Right);
    REQUIRE(g.hint_why().page() == page);
  }
  return g;
}

// The page of the nested chain's first inner chain.
inline int first_inner_chain_page() {
  const Game g = hint_why(1280, 800, false);
  const std::vector<HintWhyStep>& why = *g.hint_why_steps();
  for (int i = 0; i < hint_why_page_count(why); ++i)
    if (hint_why_page(why, i).inner == 1) return i;
  FAIL("no inner chain");
  return 0;
}

// The page of its longest sentence, in the current language.
inline int longest_why_page() {
  const Game g = hint_why(1280, 800, false);
  const std::vector<HintWhyStep>& why = *g.hint_why_steps();
  int longest = 0;
  std::size_t size = 0;
  for (int i = 0; i < hint_why_page_count(why); ++i) {
    const HintWhyPage p = hint_why_page(why, i);
    if (p.text->size() > size) {
      size = p.text->size();
      longest = i;
    }
  }
  return longest;
}

// The lesson of `t`, opened from its row in the Learn list by keys, at its example's `step`.
inline Game lesson(float w, float h, Technique t, int step = 0) {
  Game g = learn(w, h);
  for (int i = 0; i < 80 && g.learn_screen().focus() != learn_entry_of(t); ++i)
    press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::Lesson);
  REQUIRE(g.lesson().technique() == t);
  for (int i = 0; i < step; ++i) press(g, ActionKind::Right);
  return g;
}

// A practice position of `t`: its lesson's Practise, by keys.
inline Game practice(float w, float h, Technique t) {
  Game g = lesson(w, h, t);
  while (g.lesson().focus() != static_cast<int>(LessonItem::Practise)) press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::Practice);
  REQUIRE(g.practice().technique() == t);
  return g;
}

// The X-Wing practised: one wrong removal answered (a candidate the pattern does not reach),
// and the first hint tier asked for.
inline Game practice_wrong(float w, float h) {
  Game g = practice(w, h, Technique::XWing);
  const PracticeTask& task = g.practice().task();
  const Step& step = task.step();
  const int digit = step.eliminations.front().digit;
  for (int c = 0; c < kCells; ++c) {
    const CellDigit cd{c, digit};
    if (!task.board().has(c, digit) || task.solution()[c] == digit ||
        std::find(step.eliminations.begin(), step.eliminations.end(), cd) !=
            step.eliminations.end() ||
        std::find(step.pattern_candidates.begin(), step.pattern_candidates.end(), cd) !=
            step.pattern_candidates.end())
      continue;
    g.apply(Action{ActionKind::SelectCell, c});
    press(g, ActionKind::Digit, digit);
    break;
  }
  REQUIRE(g.practice().reply().has_value());
  REQUIRE(g.practice().reply()->outcome == PracticeOutcome::NotReached);
  press(g, ActionKind::Hint);
  return g;
}

// A practice made: the step's trace and sentence shown.
inline Game practice_done(float w, float h) {
  Game g = practice(w, h, Technique::Skyscraper);
  for (const CellDigit& e : g.practice().task().step().eliminations) {
    g.apply(Action{ActionKind::SelectCell, e.cell});
    press(g, ActionKind::Digit, e.digit);
  }
  REQUIRE(g.practice().task().solved());
  return g;
}

// The real stages (load_stage), the first 25 cleared, stage 26 picked on the stage list: it is
// the first to need Pointing, so the game offers its lesson first; then that lesson opened,
// whose third button plays stage 26.
// The real stages (load_stage) on the title, the first `cleared` of them cleared, the coach
// seen; Learn's positions at hand.
inline Game campaign(float w, float h, int cleared, bool offer_lessons = true) {
  Game g;
  g.set_viewport(w, h);
  g.set_practice_source(practice_text);
  g.set_practice_puzzle_source(practice_puzzle_text);
  Progress p;
  for (int n = 1; n <= cleared; ++n) p.stages[static_cast<std::size_t>(n - 1)].cleared = true;
  Settings s;
  s.coach_seen = true;
  s.offer_lessons = offer_lessons;
  g.restore(p, s);
  return g;
}
inline void to_stage_list(Game& g) {
  while (g.focus() != static_cast<int>(TitleItem::Stages)) press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::StageSelect);
}

inline Game lesson_first_question(float w, float h) {
  Game g = campaign(w, h, 25);
  to_stage_list(g);
  g.pick_stage(26);
  REQUIRE(g.pending_is(Game::Pending::Kind::LessonFirst));
  return g;
}
inline Game lesson_before_stage(float w, float h) {
  Game g = lesson_first_question(w, h);
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::Lesson);
  REQUIRE(g.lesson().then_stage() == 26);
  return g;
}

// Stage 86 won on a save with no Learn progress: its card lists fourteen techniques, all new
// (too many for the card's line, so it gives the brief form).
inline Game result_many_techniques(float w, float h) {
  Game g = campaign(w, h, 85);
  REQUIRE(g.start_stage(86));
  win_by_keys(g);
  REQUIRE(g.result().techniques.size() > 8);
  return g;
}

/// Every screen and question a player can meet, for the layout contract.
inline std::vector<ScreenCase> all_screens() {
  return {
      {"title", title},
      {"stages", stages},
      {"stages: another stage?", stages_confirm},
      {"play", play},
      {"play: colour palette", palette},
      {"play: colour palette in a corner", palette_corner},
      {"paused", paused},
      {"paused: free play, check at the end", free_play_paused},
      {"paused: restart?", restart_question},
      {"paused: show the solution?", reveal_question},
      {"paused: print all stages?", print_all_question},
      {"result won", [](float w, float h) { return result(w, h, true); }},
      {"result lost", [](float w, float h) { return result(w, h, false); }},
      {"result: free play", free_play_result},
      {"result: looking at the board", result_looking},
      {"settings", settings},
      {"settings: scrolled to its last row", settings_scrolled},
      {"play: keypad on the left", play_left_handed},
      {"paused: an export's notice", paused_export_notice},
      {"result: the finale", finale},
      {"free play", free_play},
      {"free play: new puzzle?", free_play_confirm},
      {"free play: puzzle in progress?", new_puzzle_question},
      {"free play: code dialog", free_play_code},
      {"play: free play, check at the end",
       [](float w, float h) { return free_play_game(w, h, true); }},
      {"play: a hint's technique, Learn beside it",
       [](float w, float h) { return hint_technique(play(w, h)); }},
      {"play: check at the end, a hint's technique, Learn beside it",
       [](float w, float h) { return hint_technique(free_play_game(w, h, true)); }},
      {"paused: check at the end, a hint's technique, Learn on the card",
       [](float w, float h) {
         Game g = hint_technique(free_play_game(w, h, true));
         press(g, ActionKind::Pause);
         REQUIRE(g.pause_item(g.pause_item_count() - 1) == PauseItem::Learn);
         REQUIRE(g.menu_layout().count == g.pause_item_count());  // every item placed
         run(g, 60);
         return g;
       }},
      {"coach", coach},
      {"controls", controls},
      {"statistics", statistics},
      {"statistics by technique", [](float w, float h) { return technique_stats(w, h); }},
      {"statistics by technique: no practice yet",
       [](float w, float h) { return technique_stats(w, h, true); }},
      {"editor", editor},
      {"editor: several solutions?", editor_several_question},
      {"editor: game in progress?", editor_in_progress_question},
      {"sum tiles menu", sum_menu},
      {"sum tiles play", sum_play},
      {"sum tiles menu: open another board?", sum_board_question},
      {"about", about},
      {"collections: none yet", collections_none},
      {"collections: two files, bad lines", collections},
      {"collections: game in progress?", collections_question},
      {"collections: remove?", collections_remove},
      {"learn", learn},
      {"practice: a single to place",
       [](float w, float h) { return practice(w, h, Technique::HiddenSingleBox); }},
      {"practice: a wrong removal answered, a hint", practice_wrong},
      {"practice: the step made", practice_done},
      {"lesson: a long one, its position",
       [](float w, float h) { return lesson(w, h, Technique::Aic, 0); }},
      {"lesson: the pattern",
       [](float w, float h) { return lesson(w, h, Technique::UniqueRectangle2, 2); }},
      {"stages: a new technique's lesson first?", lesson_first_question},
      {"result: many techniques, all new", result_many_techniques},
      {"lesson: before the stage that needs it", lesson_before_stage},
      {"lesson: a forcing chain's step made",
       [](float w, float h) { return lesson(w, h, Technique::DynamicForcingChain, 3); }},
      {"play: a nested chain's hint, Why beside it",
       [](float w, float h) { return hint_why(w, h, false); }},
      {"why: its first step", [](float w, float h) { return hint_why(w, h, true); }},
      {"why: a nested chain's first inner chain",
       [](float w, float h) { return hint_why(w, h, true, first_inner_chain_page()); }},
      {"play: a long hint, Why beside it", [](float w, float h) { return long_hint(w, h, false); }},
      {"why: a step with its Learn button", [](float w, float h) { return long_hint(w, h, true); }},
      {"paused: a nested chain's hint, Why on the card",
       [](float w, float h) {
         Game g = hint_why(w, h, false);
         press(g, ActionKind::Pause);
         REQUIRE(g.pause_item(g.pause_item_count() - 1) == PauseItem::Why);
         REQUIRE(g.menu_layout().count == g.pause_item_count());
         run(g, 60);
         return g;
       }},
      {"why: its longest page",
       [](float w, float h) { return hint_why(w, h, true, longest_why_page()); }},
  };
}

}  // namespace nonet::game::testing::screens
