// SPDX-License-Identifier: MIT
// Export and Print all stages on the pause and result cards (issue 13): the items are listed
// with the cards' targets, and choosing one records the request the platform serves; the game
// itself writes nothing.
#include <doctest/doctest.h>

#include <string>

#include "game/game.hpp"
#include "game/screens.hpp"
#include "game/targets.hpp"
#include "game_driver.hpp"
#include "test_stage.hpp"

using namespace nonet;
using namespace nonet::game;
using nonet::game::testing::change_settings;
using nonet::game::testing::pattern_digit;
using nonet::game::testing::pattern_stage;
using nonet::game::testing::press;
using nonet::game::testing::run;

namespace {

StageData loader(int n) { return pattern_stage({0, 1, 2, 3, 4, 5, 6, 7, 8}, n); }

Game paused_on(int stage) {
  Game g(loader);
  g.set_viewport(1280, 800);
  if (stage > 1) testing::restore_cleared(g, {stage - 1});
  REQUIRE(g.start_stage(stage));
  press(g, ActionKind::Pause);
  REQUIRE(g.screen() == Screen::Paused);
  return g;
}

Game result_of(int stage, bool won) {
  Game g(loader);
  g.set_viewport(1280, 800);
  if (stage > 1) testing::restore_cleared(g, {stage - 1});
  REQUIRE(g.start_stage(stage));
  if (won) {
    for (int c = 0; c < 9; ++c) {
      g.apply(Action{ActionKind::SelectCell, c});
      press(g, ActionKind::Digit, pattern_digit(0, c));
    }
  } else {
    g.apply(Action{ActionKind::SelectCell, 0});
    for (int d : {5, 6, 7}) press(g, ActionKind::Digit, d);  // three mistakes
  }
  for (int i = 0; i < 600 && g.screen() != Screen::Result; ++i) run(g, 1);
  REQUIRE(g.screen() == Screen::Result);
  return g;
}

// Chooses menu item `index` with the keyboard: focus down from the top, then Confirm.
void choose(Game& g, int index) {
  while (g.focus() != index) press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
}

}  // namespace

TEST_CASE("pause card: Export asks for the stage's pictures, Print all stages for the book") {
  Game g = paused_on(3);
  CHECK(std::string(pause_item_label(PauseItem::Export)) == "Export");
  CHECK(std::string(pause_item_label(PauseItem::PrintAll)) == "Print all stages");
  // The older items keep their places.
  CHECK(std::string(pause_item_label(static_cast<PauseItem>(2))) == "Quit to menu");
  CHECK(g.menu_layout().count == kPauseItemCount);
  CHECK(!g.export_request());

  choose(g, static_cast<int>(PauseItem::Export));
  CHECK(g.screen() == Screen::Paused);  // the card stays
  REQUIRE(g.export_request());
  CHECK(g.export_request()->kind == ExportKind::StagePictures);
  CHECK(g.export_request()->stage == 3);
  CHECK(g.export_request()->puzzle == g.session()->stage().puzzle);
  const auto taken = g.take_export_request();
  CHECK(taken);
  CHECK(!g.export_request());  // taking clears it

  // Print all stages asks first while stages are not cleared: the book prints every solution
  // (issue 29). Not now leaves everything as it was; Print the book asks for it.
  choose(g, static_cast<int>(PauseItem::PrintAll));
  REQUIRE(g.pending_is(Game::Pending::Kind::PrintAll));
  CHECK(!g.export_request());
  press(g, ActionKind::Confirm);  // the safe choice is focused: Not now
  CHECK_FALSE(g.confirming());
  CHECK(!g.export_request());
  CHECK(g.focus() == static_cast<int>(PauseItem::PrintAll));
  press(g, ActionKind::Confirm);  // asked again
  REQUIRE(g.pending_is(Game::Pending::Kind::PrintAll));
  press(g, ActionKind::Right);
  press(g, ActionKind::Confirm);  // Print the book
  REQUIRE(g.export_request());
  CHECK(g.export_request()->kind == ExportKind::AllStagesBook);
  CHECK(g.screen() == Screen::Paused);
}

TEST_CASE("Print all stages asks nothing once every stage is cleared") {
  Game g(loader);
  g.set_viewport(1280, 800);
  Progress p = g.progress();
  for (int n = 1; n <= kStageCount; ++n) p.record_end({n, true, 0, 0, 600});
  g.restore(p, g.settings());
  REQUIRE(g.start_stage(5));
  press(g, ActionKind::Pause);
  choose(g, static_cast<int>(PauseItem::PrintAll));
  CHECK_FALSE(g.confirming());
  REQUIRE(g.export_request());
  CHECK(g.export_request()->kind == ExportKind::AllStagesBook);
}

TEST_CASE("pause card: the Export item is a target the mouse and scripts reach") {
  Game g = paused_on(1);
  const auto item = find_target(targets(g), "item" + std::to_string(int(PauseItem::Export)));
  REQUIRE(item);
  CHECK(item->kind == TargetKind::MenuItem);
  g.pointer_down(item->rect.cx(), item->rect.cy());
  REQUIRE(g.export_request());
  CHECK(g.export_request()->kind == ExportKind::StagePictures);
  CHECK(g.export_request()->stage == 1);
  const auto print = find_target(targets(g), "item" + std::to_string(int(PauseItem::PrintAll)));
  REQUIRE(print);
  g.take_export_request();
  g.pointer_down(print->rect.cx(), print->rect.cy());
  REQUIRE(g.confirming());  // the question's two buttons are the targets now
  const auto yes = find_target(targets(g), "item1");
  REQUIRE(yes);
  CHECK(yes->kind == TargetKind::ConfirmItem);
  g.pointer_down(yes->rect.cx(), yes->rect.cy());
  REQUIRE(g.export_request());
  CHECK(g.export_request()->kind == ExportKind::AllStagesBook);
}

TEST_CASE("result card: Export and See the board after the old items, won or lost") {
  Game won = result_of(1, true);
  const ResultInfo& r = won.result();
  REQUIRE(result_item_count(r) == 4);
  CHECK(std::string(result_item_label(r, 0)) == "Next stage");
  CHECK(std::string(result_item_label(r, 1)) == "Stage list");
  CHECK(std::string(result_item_label(r, 2)) == "Export");
  CHECK(std::string(result_item_label(r, 3)) == "See the board");
  CHECK(won.menu_layout().count == 4);
  CHECK(find_target(targets(won), "item3"));
  choose(won, 2);
  CHECK(won.screen() == Screen::Result);
  REQUIRE(won.export_request());
  CHECK(won.export_request()->kind == ExportKind::StagePictures);
  CHECK(won.export_request()->stage == 1);
  won.take_export_request();
  choose(won, 0);  // Next stage still starts stage 2
  CHECK(won.screen() == Screen::Play);
  CHECK(won.session()->stage().number == 2);

  Game lost = result_of(1, false);
  REQUIRE(result_item_count(lost.result()) == 4);
  CHECK(std::string(result_item_label(lost.result(), 0)) == "Retry");
  CHECK(result_item(lost.result(), 2) == ResultItem::Export);
  CHECK(result_item(lost.result(), 3) == ResultItem::LookAtBoard);
  choose(lost, 1);  // Stage list
  CHECK(lost.screen() == Screen::StageSelect);
  CHECK(!lost.export_request());
}

TEST_CASE("See the board: the card steps aside, one button brings it back, nothing else acts") {
  Game g = result_of(1, false);
  const std::size_t card_prompts = screen_controller(Screen::Result).prompts(g).size();
  choose(g, 3);
  REQUIRE(g.looking_at_board());
  CHECK(g.screen() == Screen::Result);
  // One target: the button over the keypad, never over the board, inside the window.
  const TargetList list = targets(g);
  REQUIRE(list.size() == 1);
  CHECK(list[0].kind == TargetKind::MenuItem);
  CHECK(list[0].index == 3);
  const PlayLayout P = g.play_layout();
  const Rect& b = list[0].rect;
  const bool over_board = b.x < P.board.right() && P.board.x < b.right() &&
                          b.y < P.board.bottom() && P.board.y < b.bottom();
  CHECK_FALSE(over_board);
  CHECK(b.w >= kMinTouchTarget);
  CHECK(b.h >= kMinTouchTarget);
  // The pad's pill says what A does now.
  const auto look_prompts = screen_controller(Screen::Result).prompts(g);
  REQUIRE(look_prompts.size() == 1);
  CHECK(look_prompts[0].text == "Back to the results");
  CHECK(card_prompts == 2);
  // Moving and digits do nothing; Confirm brings the card back, its focus kept.
  press(g, ActionKind::Down);
  press(g, ActionKind::Digit, 4);
  CHECK(g.looking_at_board());
  CHECK(g.focus() == 3);
  press(g, ActionKind::Confirm);
  CHECK_FALSE(g.looking_at_board());
  CHECK(g.screen() == Screen::Result);
  CHECK(g.focus() == 3);
  // Back (Escape, the pad's B) brings it back too, rather than leaving for the stage list.
  choose(g, 3);
  REQUIRE(g.looking_at_board());
  press(g, ActionKind::Back);
  CHECK_FALSE(g.looking_at_board());
  CHECK(g.screen() == Screen::Result);
  // The button, by pointer.
  choose(g, 3);
  REQUIRE(g.looking_at_board());
  const Rect button = targets(g)[0].rect;
  g.pointer_down(button.cx(), button.cy());
  CHECK_FALSE(g.looking_at_board());
  // Leaving the screen forgets it.
  choose(g, 3);
  REQUIRE(g.looking_at_board());
  press(g, ActionKind::Back);
  press(g, ActionKind::Back);
  CHECK(g.screen() == Screen::StageSelect);
  CHECK_FALSE(g.looking_at_board());
}

TEST_CASE(
    "result card of the last stage: Free play, Learn, Stage list, Export, Print, See the board") {
  ResultInfo r;
  r.won = true;
  r.stage = kStageCount;
  REQUIRE(result_item_count(r) == 6);
  CHECK(result_item(r, 0) == ResultItem::FreePlayMenu);  // what to do next
  CHECK(result_item(r, 1) == ResultItem::Learn);         // issues 28 and 29
  CHECK(result_item(r, 2) == ResultItem::StageList);
  CHECK(result_item(r, 3) == ResultItem::Export);
  CHECK(result_item(r, 4) == ResultItem::PrintAll);  // the campaign is over: nothing to spoil
  CHECK(result_item(r, 5) == ResultItem::LookAtBoard);
  r.won = false;  // lost: Retry, Stage list, Export, See the board
  REQUIRE(result_item_count(r) == 4);
  CHECK(result_item(r, 0) == ResultItem::Retry);
  CHECK(result_item(r, 2) == ResultItem::Export);
  CHECK(result_item(r, 3) == ResultItem::LookAtBoard);
  ResultInfo free;
  free.code = "E-XBNY-VQ4K";
  REQUIRE(result_item_count(free) == 5);
  CHECK(result_item(free, 2) == ResultItem::Export);
  CHECK(result_item(free, 3) == ResultItem::CopyCode);
  CHECK(result_item(free, 4) == ResultItem::LookAtBoard);
  free.custom = true;  // a typed-in board has no code to copy
  REQUIRE(result_item_count(free) == 4);
  CHECK(result_item(free, 3) == ResultItem::LookAtBoard);
}

TEST_CASE("a free-play result card copies its code, by its button and by Ctrl+C") {
  Game g;
  g.start_free_play(GameCode{Level::Medium, 777}, false);
  g.finish_free_play_job();
  REQUIRE(g.screen() == Screen::Play);
  const std::string code = g.session()->stage().code;
  const Grid solution = g.session()->stage().solution;
  for (int c = 0; c < kCells; ++c) {
    if (g.session()->digits()[c] != 0) continue;
    press(g, ActionKind::SelectCell, c);
    press(g, ActionKind::Digit, solution[c]);
  }
  for (int i = 0; i < 600 && g.screen() != Screen::Result; ++i) run(g, 1);
  REQUIRE(g.screen() == Screen::Result);
  REQUIRE(result_item(g.result(), 3) == ResultItem::CopyCode);
  CHECK(std::string(result_item_label(g.result(), 3)) == "Copy code");
  CHECK_FALSE(g.take_copy_request());
  choose(g, 3);
  const std::optional<std::string> copied = g.take_copy_request();
  REQUIRE(copied);
  CHECK(*copied == code);
  REQUIRE(g.notice());
  CHECK(g.notice()->text == "Code " + code + " copied: paste it to a friend.");
  CHECK(g.screen() == Screen::Result);
  press(g, ActionKind::Copy);  // Ctrl+C on the card
  CHECK(g.take_copy_request() == std::optional<std::string>(code));
  // A stage's result has no code: Ctrl+C copies nothing.
  Game stage = result_of(1, true);
  press(stage, ActionKind::Copy);
  CHECK_FALSE(stage.take_copy_request());
}

TEST_CASE("the stage list prints every stage: its Print button and Ctrl+P, asking first") {
  // Issue 29: Print all stages sat only on the pause and result cards; a player looks for it
  // beside the stages. It asks while stages are not cleared (their solutions are in the book).
  Game g;
  while (g.focus() != static_cast<int>(TitleItem::Stages)) press(g, ActionKind::Down);
  press(g, ActionKind::Print);  // Ctrl+P on the title: nothing to print from here
  CHECK_FALSE(g.confirming());
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::StageSelect);
  const int focus = g.focus();
  const auto print = find_target(targets(g), "print");
  REQUIRE(print);
  g.pointer_down(print->rect.cx(), print->rect.cy());
  REQUIRE(g.pending_is(Game::Pending::Kind::PrintAll));
  for (const Target& t : targets(g)) CHECK(t.kind == TargetKind::ConfirmItem);
  CHECK(g.confirm_focus() == 0);  // "Not now" first
  press(g, ActionKind::Confirm);
  CHECK_FALSE(g.confirming());
  CHECK_FALSE(g.export_request());
  CHECK(g.screen() == Screen::StageSelect);
  CHECK(g.focus() == focus);    // the grid's focus kept
  press(g, ActionKind::Print);  // Ctrl+P asks the same
  REQUIRE(g.pending_is(Game::Pending::Kind::PrintAll));
  press(g, ActionKind::Right);
  press(g, ActionKind::Confirm);
  REQUIRE(g.export_request());
  CHECK(g.export_request()->kind == ExportKind::AllStagesBook);
  CHECK(g.screen() == Screen::StageSelect);
}

namespace {
TargetList targets_without_notice(const Game& g) {
  TargetList out;
  screen_controller(g.screen()).targets(g, out);
  return out;
}
}  // namespace

TEST_CASE("an export's notice offers Open folder over its screen and goes with it") {
  Game g = paused_on(1);
  g.set_can_open_folders(true);
  g.report_export("Exported nonet-stage-1.png and nonet-stage-1-solution.png to /tmp/p", "/tmp/p");
  REQUIRE(g.export_notice());
  CHECK(g.export_notice()->screen == Screen::Paused);
  CHECK(g.offers_open_folder());
  // Its button is a target, hit before the card's items, inside the window.
  const TargetList list = targets(g);
  REQUIRE(list.size() > 2);
  CHECK(list[0].kind == TargetKind::ExportNotice);
  CHECK(target_name(list[0]) == "open-folder");
  CHECK(target_name(list[1]) == "export-notice");
  CHECK(list[1].rect.right() <= list[0].rect.x);  // the words, left of the button
  // What the card covers is no target while it shows (no two targets overlap): the pause
  // card's last item, under it at 1280x800, comes back when it goes.
  const Rect area = layout_export_notice(g.viewport_width(), g.viewport_height(), true).card;
  for (std::size_t i = 2; i < list.size(); ++i) CHECK_FALSE(list[i].rect.overlaps(area));
  CHECK(list.size() < targets_without_notice(g).size() + 2);
  CHECK(list[0].rect.x >= 0);
  CHECK(list[0].rect.right() <= g.viewport_width());
  CHECK(list[0].rect.bottom() <= g.viewport_height());
  CHECK(list[0].rect.w >= kMinTouchTarget);
  CHECK(list[0].rect.h >= kMinTouchTarget);
  // Clicking it asks the platform to open the folder, once; the notice has done its work.
  g.pointer_down(list[0].rect.cx(), list[0].rect.cy());
  CHECK(g.take_open_folder_request() == std::optional<std::string>("/tmp/p"));
  CHECK_FALSE(g.take_open_folder_request());
  CHECK_FALSE(g.export_notice());
  CHECK(g.screen() == Screen::Paused);  // the click reached nothing under it

  // Ctrl+O does the same; leaving the screen ends the notice (it spoke of that screen).
  g.report_export("Exported ...", "/tmp/q");
  press(g, ActionKind::OpenFolder);
  CHECK(g.take_open_folder_request() == std::optional<std::string>("/tmp/q"));
  // A click on its words puts it away and reaches nothing under it.
  g.report_export("Exported ...", "/tmp/q");
  const Target card = targets(g)[1];
  g.pointer_down(card.rect.x + card.rect.w / 4, card.rect.cy());
  CHECK_FALSE(g.export_notice());
  CHECK(g.screen() == Screen::Paused);
  CHECK_FALSE(g.take_open_folder_request());
  g.report_export("Exported ...", "/tmp/q");
  press(g, ActionKind::Pause);  // Resume
  CHECK(g.screen() == Screen::Play);
  CHECK_FALSE(g.export_notice());
  press(g, ActionKind::OpenFolder);
  CHECK_FALSE(g.take_open_folder_request());
}

TEST_CASE("an export's notice: no button without a folder or a file manager, and it times out") {
  Game g = paused_on(1);
  g.report_export("Exported ...", "/tmp/p");  // a platform that cannot open folders
  CHECK_FALSE(g.offers_open_folder());
  CHECK(target_name(targets(g)[0]) == "export-notice");  // the card alone
  press(g, ActionKind::OpenFolder);
  CHECK_FALSE(g.take_open_folder_request());
  g.set_can_open_folders(true);
  g.report_export("Not exported: the disk is full", "");  // nothing written, nothing to open
  CHECK_FALSE(g.offers_open_folder());
  // While it shows still, the loop may sleep until its fade begins; then it is gone.
  run(g, 120);  // the card's own entrance has settled
  g.report_export("Exported ...", "/tmp/p");
  run(g, static_cast<int>(ticks_from_seconds(kUiEaseSeconds)) + 2);
  const int wake = g.wake_in_ticks();
  CHECK(wake > 0);
  CHECK(wake <= ticks_from_seconds(kExportNoticeSeconds));
  run(g, wake);  // the sleep the loop took: the fade-out begins
  CHECK(g.export_notice());
  CHECK(g.wake_in_ticks() == 0);  // fading out: every frame
  run(g, static_cast<int>(ticks_from_seconds(kExportNoticeSeconds)));
  CHECK_FALSE(g.export_notice());
  CHECK(g.screen() == Screen::Paused);
  // Reduced motion: no fades; one wake when it goes.
  change_settings(g, [](Settings& s) { s.reduced_motion = true; });
  g.report_export("Exported ...", "/tmp/p");
  CHECK(g.wake_in_ticks() == static_cast<int>(ticks_from_seconds(kExportNoticeSeconds)));
  run(g, 1);
  CHECK(g.wake_in_ticks() == static_cast<int>(ticks_from_seconds(kExportNoticeSeconds)) - 1);
}
