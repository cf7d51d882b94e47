// SPDX-License-Identifier: MIT
// Free play's own rules (docs/FREE_PLAY.md): "check at the end" (entries not judged, Check
// marks exactly the wrong cells, counts the empty ones and wins on a full right board, as a
// Move, so undo and a rebuilt save show the same marks) and Show solution (asks first, fills
// the rest, ends the game without a record).
#include <doctest/doctest.h>

#include <string>

#include "game/free_play_rules.hpp"
#include "game_driver.hpp"
#include "test_stage.hpp"

using namespace nonet;
using namespace nonet::game;
using namespace nonet::game::testing;

namespace {

StageData free_stage(bool check_at_end) {
  StageData st = pattern_stage({0, 1, 2, 3, 4, 9, 10, 11});
  st.number = 0;
  st.code = "E-0000-0000";
  st.mistakes_allowed = check_at_end ? 0 : 3;
  st.unlimited_hints = true;
  st.check_at_end = check_at_end;
  return st;
}

int right(int cell) { return pattern_digit(cell / 9, cell % 9); }
int wrong(int cell) { return right(cell) % 9 + 1; }

std::bitset<kCells> cells(std::initializer_list<int> list) {
  std::bitset<kCells> b;
  for (const int c : list) b.set(static_cast<std::size_t>(c));
  return b;
}

void open_free_play(Game& g) {
  for (int i = 0; i < static_cast<int>(TitleItem::FreePlay); ++i) press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::FreePlay);
}

void pick_row(Game& g, FreePlayRow row) {
  while (g.focus() != static_cast<int>(row)) press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
}

void pause_pick(Game& g, PauseItem item) {
  press(g, ActionKind::Pause);
  REQUIRE(g.screen() == Screen::Paused);
  for (int guard = 0; guard < 10 && g.pause_item(g.focus()) != item; ++guard)
    press(g, ActionKind::Down);
  REQUIRE(g.pause_item(g.focus()) == item);
  press(g, ActionKind::Confirm);
}

}  // namespace

TEST_CASE("check and show-solution are move records that print and parse back") {
  for (const Move m : {Move{MoveKind::Check, -1, 0}, Move{MoveKind::ShowSolution, -1, 0}}) {
    const std::optional<Move> back = parse_move(to_text(m));
    REQUIRE(back.has_value());
    CHECK(*back == m);
  }
  CHECK(to_text(Move{MoveKind::Check, -1, 0}) == "check");
  CHECK(to_text(Move{MoveKind::ShowSolution, -1, 0}) == "show-solution");
  CHECK_FALSE(parse_move("check r1c1").has_value());
  CHECK_FALSE(parse_move("Show-solution").has_value());
}

TEST_CASE(
    "check at the end: wrong entries are kept without a mistake and Check marks exactly them") {
  Session s(free_stage(true));
  CHECK(s.apply({MoveKind::Place, 0, wrong(0)}) == MoveResult::Recorded);
  CHECK(s.apply({MoveKind::Place, 1, right(1)}) == MoveResult::Recorded);
  CHECK(s.apply({MoveKind::Place, 2, wrong(2)}) == MoveResult::Recorded);
  // An entry can be replaced by another digit, and the same digit again is refused.
  CHECK(s.apply({MoveKind::Place, 3, wrong(3)}) == MoveResult::Recorded);
  CHECK(s.apply({MoveKind::Place, 3, right(3)}) == MoveResult::Recorded);
  CHECK(s.apply({MoveKind::Place, 3, right(3)}) == MoveResult::Refused);
  CHECK(s.apply({MoveKind::Place, 5, wrong(5)}) == MoveResult::Refused);  // a given
  CHECK(s.mistakes() == 0);
  CHECK(s.digits()[0] == wrong(0));
  CHECK(s.check_marks().none());  // nothing judged before Check
  const CheckReport r = s.check();
  CHECK(r.applied);
  CHECK(r.wrong == 2);
  CHECK(r.empty == 4);  // r1c5, r2c1, r2c2, r2c3
  CHECK(s.check_marks() == cells({0, 2}));
  CHECK(s.outcome() == Outcome::Playing);
  CHECK(check_sentence(r) == "2 wrong cells marked. The board is not full yet: 4 cells empty");
  // A second Check at once repeats the report without a new record.
  const std::size_t recorded = s.history().size();
  CHECK(s.check() == r);
  CHECK(s.history().size() == recorded);
  // Changing a marked cell takes its mark away; undo brings the entry and the mark back.
  CHECK(s.apply({MoveKind::Erase, 0, 0}) == MoveResult::Recorded);
  CHECK(s.check_marks() == cells({2}));
  REQUIRE(s.undo());
  CHECK(s.check_marks() == cells({0, 2}));
  // Undoing the Check itself removes its marks; redo puts them back.
  REQUIRE(s.undo());
  CHECK(s.check_marks().none());
  REQUIRE(s.redo());
  CHECK(s.check_marks() == cells({0, 2}));
}

TEST_CASE("check at the end: only Check wins, on a full board without a wrong entry") {
  Session s(free_stage(true));
  for (const int c : {0, 1, 2, 3, 4, 9, 10}) s.apply({MoveKind::Place, c, right(c)});
  s.apply({MoveKind::Place, 11, wrong(11)});
  CHECK(s.outcome() == Outcome::Playing);
  CheckReport r = s.check();
  CHECK(r.wrong == 1);
  CHECK(r.empty == 0);
  CHECK(check_sentence(r) == "1 wrong cell marked");
  CHECK(s.check_marks() == cells({11}));
  CHECK(s.outcome() == Outcome::Playing);
  s.apply({MoveKind::Place, 11, right(11)});
  CHECK(s.digits() == s.stage().solution);
  CHECK(s.outcome() == Outcome::Playing);  // a full right board waits for Check
  r = s.check();
  CHECK(r.wrong == 0);
  CHECK(s.outcome() == Outcome::Won);
  CHECK(s.check_marks().none());
}

TEST_CASE("check at the end: a rebuilt session has the same board and marks") {
  const StageData st = free_stage(true);
  Session s(st);
  s.apply({MoveKind::Place, 0, wrong(0)});
  s.apply({MoveKind::Place, 1, wrong(1)});
  s.check();
  s.apply({MoveKind::Place, 1, right(1)});
  s.apply({MoveKind::Place, 4, wrong(4)});
  REQUIRE(s.undo());
  REQUIRE(s.check_marks() == cells({0}));
  const RebuildResult back = Session::rebuild(st, s.record());
  REQUIRE(back.session.has_value());
  CHECK(back.session->digits() == s.digits());
  CHECK(back.session->check_marks() == s.check_marks());
  CHECK(back.session->can_redo());
  // The same record on "check as I go" does not replay: a wrong digit is never recorded there.
  CHECK_FALSE(Session::rebuild(free_stage(false), s.record()).session.has_value());
}

TEST_CASE("Check is refused with check as I go and in the campaign") {
  Session s(free_stage(false));
  CHECK_FALSE(s.check().applied);
  CHECK(s.apply({MoveKind::Place, 0, wrong(0)}) == MoveResult::Shown);
  CHECK(s.mistakes() == 1);
  Session stage(pattern_stage({0, 1}));
  CHECK(stage.apply({MoveKind::Check, -1, 0}) == MoveResult::Refused);
  CHECK(stage.apply({MoveKind::ShowSolution, -1, 0}) == MoveResult::Refused);
  CHECK(stage.digits()[0] == 0);
}

TEST_CASE("show solution fills the rest, notes included, and ends the game") {
  Session s(free_stage(true));
  s.apply({MoveKind::Place, 0, wrong(0)});
  s.apply({MoveKind::ToggleNote, 1, 4});
  REQUIRE(s.show_solution());
  CHECK(s.digits() == s.stage().solution);
  CHECK(s.notes(1) == 0);
  CHECK(s.solution_shown());
  CHECK(s.outcome() == Outcome::Lost);
  CHECK_FALSE(s.undo());
  CHECK_FALSE(s.show_solution());
}

TEST_CASE("the Checking row chooses check at the end for the next free-play game") {
  Game g;
  open_free_play(g);
  CHECK_FALSE(g.free_play_check_at_end());
  pick_row(g, FreePlayRow::Checking);
  CHECK(g.free_play_check_at_end());
  press(g, ActionKind::Left);
  CHECK_FALSE(g.free_play_check_at_end());
  press(g, ActionKind::Right);
  REQUIRE(g.free_play_check_at_end());
  pick_row(g, FreePlayRow::Easy);
  g.finish_free_play_job();
  REQUIRE(g.screen() == Screen::Play);
  const Session& s = *g.session();
  CHECK(s.check_at_end());
  CHECK(s.mistakes_allowed() == 0);
  // The HUD's Check button is a target, named "check", and C / the button both check.
  const TargetList t = targets(g);
  const std::optional<Target> check = find_target(t, "check");
  REQUIRE(check.has_value());
  CHECK(check->kind == TargetKind::Check);
  int cell = 0;
  while (s.digits()[cell] != 0) ++cell;
  press(g, ActionKind::SelectCell, cell);
  press(g, ActionKind::Digit, s.stage().solution[cell] % 9 + 1);
  CHECK(s.mistakes() == 0);
  g.pointer_down(check->rect.cx(), check->rect.cy());
  CHECK(s.check_marks() == cells({cell}));
  REQUIRE(g.notice().has_value());
  CHECK(g.notice()->text.find("1 wrong cell marked. The board is not full yet: ") == 0);
  // The pause card has Show solution in Print all's place and an eighth item, Check, after
  // Settings and Statistics.
  press(g, ActionKind::Pause);
  CHECK(g.pause_item_count() == kPauseItemCount + 1);
  CHECK(g.pause_item(4) == PauseItem::ShowSolution);
  CHECK(g.pause_item(kPauseItemCount) == PauseItem::Check);
  CHECK(std::string(pause_item_label(g.pause_item(kPauseItemCount))) == "Check");
  press(g, ActionKind::Back);
  REQUIRE(g.screen() == Screen::Play);
  press(g, ActionKind::Erase);
  pause_pick(g, PauseItem::Check);
  CHECK(g.screen() == Screen::Play);
  CHECK(s.check_marks().none());
  CHECK(g.notice()->text.find("Nothing wrong so far. The board is not full yet: ") == 0);
}

TEST_CASE("show solution asks first, then ends the free-play game without a record") {
  Game g;
  const Progress before = g.progress();
  open_free_play(g);
  pick_row(g, FreePlayRow::Easy);
  g.finish_free_play_job();
  REQUIRE(g.screen() == Screen::Play);
  CHECK(g.pause_item_count() == kPauseItemCount);  // check as I go: no Check item
  pause_pick(g, PauseItem::ShowSolution);
  REQUIRE(g.pending_reveal());
  CHECK(targets(g).size() == static_cast<std::size_t>(kConfirmItemCount));
  press(g, ActionKind::Confirm);  // the safe choice is focused: keep playing
  CHECK_FALSE(g.pending_reveal());
  CHECK(g.session()->outcome() == Outcome::Playing);
  CHECK(g.screen() == Screen::Paused);
  press(g, ActionKind::Confirm);  // the focus went back to Show solution
  REQUIRE(g.pending_reveal());
  press(g, ActionKind::Right);
  press(g, ActionKind::Confirm);
  const Session& s = *g.session();
  CHECK(s.solution_shown());
  CHECK(s.digits() == s.stage().solution);
  run(g, kLoseResultDelayTicks + 1);
  REQUIRE(g.screen() == Screen::Result);
  CHECK(g.result().solution_shown);
  CHECK_FALSE(g.result().won);
  CHECK_FALSE(g.result().new_best);
  // No record: the statistics stay as they were but for the game begun (an abandoned game
  // now); only the game's number is listed as ended.
  FreePlayStats begun = before.free_play;
  begun.levels[0].started += 1;
  CHECK(g.progress().free_play == begun);
  CHECK(g.statistics().rows[0].abandoned == "1");
  CHECK(g.progress().totals == before.totals);
  CHECK(g.progress().stages == before.stages);
  CHECK(g.progress().was_finished(s.game_id()));
  CHECK(std::string(result_item_label(g.result(), 0)) == "New puzzle");
}

TEST_CASE("a campaign stage's pause card keeps its seven items") {
  Game g;
  change_settings(g, [](Settings& st) { st.coach_seen = true; });  // not about the coach
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::Play);
  press(g, ActionKind::Pause);
  CHECK(g.pause_item_count() == kPauseItemCount);
  for (int i = 0; i < kPauseItemCount; ++i) CHECK(g.pause_item(i) == static_cast<PauseItem>(i));
}

TEST_CASE("a stage and a free-play game in progress are kept aside for each other, never lost") {
  Game g;
  change_settings(g, [](Settings& st) { st.coach_seen = true; });  // not about the coach
  press(g, ActionKind::Confirm);                                   // Continue: stage 1
  REQUIRE(g.screen() == Screen::Play);
  int cell = 0;
  while (g.session()->digits()[cell] != 0) ++cell;
  press(g, ActionKind::SelectCell, cell);
  press(g, ActionKind::Digit, g.session()->stage().solution[cell]);
  REQUIRE(g.session()->undo_index() == 1);
  press(g, ActionKind::Pause);
  press(g, ActionKind::Down);
  press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);  // Quit to menu
  open_free_play(g);
  pick_row(g, FreePlayRow::Easy);
  REQUIRE(g.free_play_pending());
  press(g, ActionKind::Right);
  press(g, ActionKind::Confirm);  // start the new puzzle: stage 1 is kept aside
  g.finish_free_play_job();
  REQUIRE(g.session()->stage().free_play());
  const std::string code = g.session()->stage().code;
  REQUIRE(g.stage_in_progress() != nullptr);
  CHECK(g.stage_in_progress()->undo_index() == 1);
  // Stage 1's own tile brings it back, the free-play game kept aside in turn.
  press(g, ActionKind::Pause);
  press(g, ActionKind::Down);
  press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);  // Quit to menu: the free-play screen
  REQUIRE(g.screen() == Screen::FreePlay);
  press(g, ActionKind::Back);
  press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);  // Stages
  REQUIRE(g.screen() == Screen::StageSelect);
  g.pick_stage(1);
  REQUIRE(g.screen() == Screen::Play);
  CHECK(g.session()->stage().number == 1);
  CHECK(g.session()->undo_index() == 1);
  REQUIRE(g.free_play_in_progress() != nullptr);
  CHECK(g.free_play_in_progress()->stage().code == code);
  // The free-play screen's Continue row brings the free-play game back.
  press(g, ActionKind::Pause);
  press(g, ActionKind::Down);
  press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::Title);
  open_free_play(g);
  pick_row(g, FreePlayRow::Continue);
  REQUIRE(g.screen() == Screen::Play);
  CHECK(g.session()->stage().code == code);
  // The title's Continue goes back to the stage; another stage with one kept asks first.
  press(g, ActionKind::Pause);
  press(g, ActionKind::Down);
  press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
  press(g, ActionKind::Back);
  REQUIRE(g.screen() == Screen::Title);
  restore_cleared(g, {1});
  press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);  // Stages
  g.pick_stage(2);
  REQUIRE(g.pending_stage() == 2);
  press(g, ActionKind::Confirm);  // keep playing stage 1
  REQUIRE(g.screen() == Screen::Play);
  CHECK(g.session()->stage().number == 1);
  CHECK(g.session()->undo_index() == 1);
  CHECK(g.free_play_in_progress() != nullptr);
}

// Every cell that sees another holding the same digit, pair by pair (the session works unit by
// unit).
std::bitset<kCells> clashes_by_pairs(const Session& s) {
  std::bitset<kCells> out;
  for (int a = 0; a < kCells; ++a)
    for (int b = 0; b < kCells; ++b)
      if (sees(a, b) && s.digits()[a] != 0 && s.digits()[a] == s.digits()[b])
        out.set(static_cast<std::size_t>(a));
  return out;
}

TEST_CASE("check at the end still marks plain rule clashes: the same digit twice in a unit") {
  Session s(free_stage(true));
  CHECK(s.rule_clashes().none());
  // Cells 0-4 of row 1 are empty; cell 5 holds a given. Its digit in cell 0 breaks the rule
  // (with that digit's given in column 1 too).
  const int given = pattern_digit(0, 5);
  REQUIRE(s.is_given(5));
  REQUIRE(s.apply({MoveKind::Place, 0, given}) == MoveResult::Recorded);
  CHECK(s.rule_clashes().test(0));
  CHECK(s.rule_clashes().test(5));
  CHECK(s.rule_clashes() == clashes_by_pairs(s));
  // A second entry of it in the row clashes with both.
  REQUIRE(s.apply({MoveKind::Place, 1, given}) == MoveResult::Recorded);
  CHECK(s.rule_clashes().test(1));
  CHECK(s.rule_clashes() == clashes_by_pairs(s));
  // Undone, and replaced by a digit that fits the rules (even if wrong), the marks go.
  REQUIRE(s.undo());
  CHECK_FALSE(s.rule_clashes().test(1));
  CHECK(s.rule_clashes() == clashes_by_pairs(s));
  REQUIRE(s.apply({MoveKind::Place, 0, right(0)}) == MoveResult::Recorded);
  CHECK(s.rule_clashes().none());
  // Not a judgement: a wrong digit that breaks no rule is not marked before Check.
  int quiet = 0;
  for (int d = 1; d <= 9 && quiet == 0; ++d) {
    bool in_peers = false;
    for (const std::uint8_t p : peers(2)) in_peers = in_peers || s.shown_digit(p) == d;
    if (!in_peers && d != right(2)) quiet = d;
  }
  if (quiet != 0) {
    REQUIRE(s.apply({MoveKind::Place, 2, quiet}) == MoveResult::Recorded);
    CHECK(s.rule_clashes().none());
  }
}

TEST_CASE("checking as I go: a wrong digit is the judged mistake, never a lasting clash") {
  Session s(free_stage(false));
  REQUIRE(s.apply({MoveKind::Place, 0, pattern_digit(0, 5)}) == MoveResult::Shown);
  CHECK(s.rule_clashes().none());  // the wrong entry is shown by conflict_cells() and goes
  CHECK(s.conflict_cells().test(0));
}
