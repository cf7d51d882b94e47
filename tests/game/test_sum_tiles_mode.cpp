// SPDX-License-Identifier: MIT
// Sum Tiles in the game (issue 16): reached from the title, played through Actions and the
// target list, overshoot and clears with their events, the end of a board, unlocks and bests.
#include <doctest/doctest.h>

#include <algorithm>
#include <vector>

#include "core/sum_tiles.hpp"
#include "game/game.hpp"
#include "game_driver.hpp"

using namespace nonet::game;
using namespace nonet::game::testing;
namespace st = nonet::sumtiles;

namespace {

std::vector<EventKind> drain(Game& g) {
  std::vector<EventKind> out;
  while (!g.events().empty()) out.push_back(g.events().pop().kind);
  return out;
}

bool has(const std::vector<EventKind>& v, EventKind k) {
  return std::find(v.begin(), v.end(), k) != v.end();
}

void open_sum_menu(Game& g) {
  while (g.focus() != static_cast<int>(TitleItem::SumTiles)) press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
}

// The tile as a SelectCell value (the board's targets are named like Sudoku cells).
int cell_of(const st::Board& b, int tile) { return 9 * (tile / b.side()) + tile % b.side(); }

void select_tile(Game& g, int tile) {
  press(g, ActionKind::SelectCell, cell_of(*g.sum_tiles().board(), tile));
}

}  // namespace

TEST_CASE("the title's Sum Tiles entry sits before Quit and opens the mode's menu") {
  Game g;
  CHECK(std::string(title_item_label(TitleItem::SumTiles)) == "Sum Tiles");
  CHECK(static_cast<int>(TitleItem::Stages) == 1);      // older items keep their places
  CHECK(static_cast<int>(TitleItem::SumTiles) == 4);    // scripts count on it (key Down 4)
  CHECK(static_cast<int>(TitleItem::Statistics) == 5);  // and so does Statistics
  CHECK(static_cast<int>(TitleItem::Learn) == static_cast<int>(TitleItem::Quit) - 1);
  CHECK(static_cast<int>(TitleItem::Quit) == kTitleItemCount - 1);
  const TargetList title = targets(g);
  REQUIRE(title.size() == static_cast<std::size_t>(kTitleItemCount));
  open_sum_menu(g);
  CHECK(g.screen() == Screen::SumMenu);
  const TargetList menu = targets(g);
  CHECK(find_target(menu, "tile1"));
  CHECK(find_target(menu, "tile20"));
  CHECK(find_target(menu, "back"));
  CHECK(find_target(menu, "item4"));        // New board
  CHECK_FALSE(find_target(menu, "item5"));  // no board open: no Continue
  press(g, ActionKind::Back);
  CHECK(g.screen() == Screen::Title);
}

TEST_CASE("stage 1 is open, stage 2 locked until stage 1 is passed") {
  Game g;
  open_sum_menu(g);
  CHECK(g.sum_tiles().menu_focus() == 0);
  press(g, ActionKind::Right);  // stage 2
  drain(g);
  press(g, ActionKind::Confirm);
  CHECK(g.screen() == Screen::SumMenu);
  CHECK(has(drain(g), EventKind::Rejected));
  press(g, ActionKind::Left);
  press(g, ActionKind::Confirm);
  CHECK(g.screen() == Screen::SumPlay);
  REQUIRE(g.sum_tiles().board());
  CHECK(g.sum_tiles().board()->code() == st::stage_code(1));
  CHECK(g.sum_tiles().stage() == 1);
}

TEST_CASE("an overshooting tile is refused alone through the game, with the mistake cue") {
  Game g;
  open_sum_menu(g);
  press(g, ActionKind::Confirm);
  const st::Board& b = *g.sum_tiles().board();
  const auto t = b.tiles();
  const int target = b.target();
  // Two tiles below the target together and a third that passes it.
  int a = -1, c = -1, over = -1;
  for (int i = 0; i < 16 && a < 0; ++i)
    for (int j = i + 1; j < 16 && a < 0; ++j)
      for (int k = 0; k < 16; ++k)
        if (k != i && k != j && t[i] + t[j] < target && t[i] + t[j] + t[k] > target) {
          a = i, c = j, over = k;
          break;
        }
  REQUIRE(a >= 0);
  select_tile(g, a);
  select_tile(g, c);
  drain(g);
  select_tile(g, over);
  CHECK(has(drain(g), EventKind::Mistake));
  CHECK(b.selection() == std::vector<int>{a, c});
  CHECK(g.sum_tiles().overshoot_tile() == over);
  CHECK(g.wake_in_ticks() == 0);  // the shake animates
  // Erase clears the selection; the refused tile can then be taken.
  press(g, ActionKind::Erase);
  CHECK(b.selection().empty());
}

TEST_CASE("a board played to its end by hints: clears, the end, progress and the card") {
  Game g;
  open_sum_menu(g);
  press(g, ActionKind::Confirm);
  int clears = 0;
  std::vector<EventKind> seen;
  while (!g.sum_tiles().over()) {
    press(g, ActionKind::Hint);
    const std::vector<int> hint = g.sum_tiles().hint_tiles();
    REQUIRE_FALSE(hint.empty());
    for (int i : hint) select_tile(g, i);
    ++clears;
    REQUIRE(clears <= 16);
    for (EventKind k : drain(g)) seen.push_back(k);
  }
  const st::Board& b = *g.sum_tiles().board();
  CHECK(b.clears() == clears);
  CHECK(b.dead());
  CHECK(has(seen, EventKind::UnitCompleted));
  CHECK(has(seen, EventKind::HintUsed));
  const int left = b.tiles_left();
  const bool passed = sum_stage_passed(16, left);
  CHECK(has(seen, passed ? EventKind::StageWon : EventKind::StageLost));
  CHECK(g.sum_tiles().progress().stage_best[0] == left);
  CHECK(g.sum_tiles().progress().best_for(16, st::stage_code(1).target) == left);
  CHECK(g.sum_tiles().progress().unlocked == (passed ? 2 : 1));
  // The card waits a moment, then its three items are the only targets.
  CHECK_FALSE(g.sum_tiles().end_card_shown(g.now(), false));
  CHECK(g.wake_in_ticks() >= 0);
  run(g, ticks_from_seconds(kSumPerfectCardDelaySeconds) + 1);
  CHECK(g.sum_tiles().end_card_shown(g.now(), false));
  const TargetList card = targets(g);
  CHECK(card.size() == static_cast<std::size_t>(kSumEndItemCount));
  CHECK(find_target(card, "item2"));
  // Retry starts the same board again.
  const std::vector<int> before = st::build_board(st::stage_code(1));
  g.pointer_down(find_target(card, "item1")->rect.cx(), find_target(card, "item1")->rect.cy());
  REQUIRE(g.sum_tiles().board());
  CHECK(std::vector<int>(g.sum_tiles().board()->tiles().begin(),
                         g.sum_tiles().board()->tiles().end()) == before);
  CHECK_FALSE(g.sum_tiles().over());
}

TEST_CASE("tiles are clicked through the target list and holes are no targets") {
  Game g;
  g.set_viewport(1280, 800);
  open_sum_menu(g);
  const auto tile1 = find_target(targets(g), "tile1");
  REQUIRE(tile1);
  g.pointer_down(tile1->rect.cx(), tile1->rect.cy());
  REQUIRE(g.screen() == Screen::SumPlay);
  const st::Board& b = *g.sum_tiles().board();
  const std::vector<int> combo =
      st::find_combination(std::vector<int>(b.tiles().begin(), b.tiles().end()), b.target());
  REQUIRE_FALSE(combo.empty());
  for (int i : combo) {
    const auto t = find_target(targets(g), TargetKind::Cell, cell_of(b, i));
    REQUIRE(t);
    g.pointer_down(t->rect.cx(), t->rect.cy());
  }
  CHECK(b.clears() == 1);
  for (int i : combo) CHECK_FALSE(find_target(targets(g), TargetKind::Cell, cell_of(b, i)));
  // The back button leaves the board open; the menu offers Continue.
  const auto back = find_target(targets(g), "pause");
  REQUIRE(back);
  g.pointer_down(back->rect.cx(), back->rect.cy());
  CHECK(g.screen() == Screen::SumMenu);
  CHECK(g.sum_tiles().resumable());
  const auto cont = find_target(targets(g), "item5");
  REQUIRE(cont);
  g.pointer_down(cont->rect.cx(), cont->rect.cy());
  CHECK(g.screen() == Screen::SumPlay);
  CHECK(g.sum_tiles().board()->clears() == 1);
}

TEST_CASE("a free board takes the chosen size and target and every target is finger-sized") {
  Game g;
  open_sum_menu(g);
  while (g.sum_tiles().menu_focus() != kSumFocusSize) press(g, ActionKind::Down);
  press(g, ActionKind::Right);  // 25 -> 36
  press(g, ActionKind::Down);
  press(g, ActionKind::Left);  // 10 -> 9
  press(g, ActionKind::Down);  // New board
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::SumPlay);
  CHECK(g.sum_tiles().stage() == 0);
  CHECK(g.sum_tiles().board()->code().tiles == 36);
  CHECK(g.sum_tiles().board()->target() == 9);
  for (float w : {1280.0f, 720.0f}) {
    g.set_viewport(w, w == 1280.0f ? 800.0f : 1280.0f);
    for (const Target& t : targets(g)) {
      CHECK(t.rect.w >= kMinTouchTarget);
      CHECK(t.rect.h >= kMinTouchTarget);
    }
  }
}

TEST_CASE("the mode's revision moves with every change a save must see") {
  Game g;
  const SumTilesMode::Revision r0 = g.sum_tiles().revision();
  open_sum_menu(g);
  press(g, ActionKind::Confirm);
  const SumTilesMode::Revision r1 = g.sum_tiles().revision();
  CHECK(r1.session != r0.session);
  press(g, ActionKind::Right);  // the cursor moves
  select_tile(g, 0);
  CHECK(g.sum_tiles().revision().session != r1.session);
  REQUIRE(g.sum_tiles().record());
  CHECK(g.sum_tiles().record()->selection == std::vector<int>{0});
}
