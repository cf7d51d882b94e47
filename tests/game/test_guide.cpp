// SPDX-License-Identifier: MIT
// The first-run coach and the controls screen (issue 14): the coach opens on the first Play of a
// fresh save and only then, every way out of it leaves it seen, Settings reaches it again and
// the controls screen, and each returns where it came from.
#include <doctest/doctest.h>

#include "game_driver.hpp"
#include "test_stage.hpp"

using namespace nonet;
using namespace nonet::game;
using namespace nonet::game::testing;

namespace {

StageData loader(int n) { return pattern_stage({0, 1, 2}, n); }

Game settings_screen() {
  Game g(loader);
  for (int i = 0; i < static_cast<int>(TitleItem::Settings); ++i) press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::Settings);
  return g;
}

}  // namespace

TEST_CASE("the first Play of a fresh save shows three coach cards, then starts stage 1") {
  Game g(loader);
  REQUIRE(g.fresh_save());
  press(g, ActionKind::Confirm);  // Play
  REQUIRE(g.screen() == Screen::Coach);
  CHECK(g.session() == nullptr);  // no stage, no clock running behind the cards
  CHECK(g.coach_then_play());
  CHECK(g.focus() == static_cast<int>(CoachItem::Next));
  CHECK(g.coach_card() == 0);
  CHECK(std::string(coach_item_label(CoachItem::Next, 0, true)) == "Next");
  press(g, ActionKind::Confirm);
  CHECK(g.coach_card() == 1);
  press(g, ActionKind::Confirm);
  CHECK(g.coach_card() == 2);
  CHECK(std::string(coach_item_label(CoachItem::Next, 2, true)) == "Play");
  CHECK_FALSE(g.settings().coach_seen);
  const auto settings_before = g.revision().settings;
  press(g, ActionKind::Confirm);  // Play
  CHECK(g.screen() == Screen::Play);
  REQUIRE(g.session() != nullptr);
  CHECK(g.session()->stage().number == 1);
  CHECK(g.settings().coach_seen);
  CHECK(g.revision().settings > settings_before);  // saved, so it does not show again
}

TEST_CASE("the coach is skipped by Escape, by pad B (Back) and by its Skip button") {
  for (int way = 0; way < 3; ++way) {
    CAPTURE(way);
    Game g(loader);
    g.set_viewport(480, 640);
    press(g, ActionKind::Confirm);
    REQUIRE(g.screen() == Screen::Coach);
    if (way == 0) press(g, ActionKind::Back);   // Escape
    if (way == 1) press(g, ActionKind::Pause);  // P, Start
    if (way == 2) {
      const std::optional<Target> skip = find_target(targets(g), "item1");
      REQUIRE(skip);
      g.pointer_down(skip->rect.cx(), skip->rect.cy());
    }
    CHECK(g.screen() == Screen::Play);
    CHECK(g.settings().coach_seen);
  }
}

TEST_CASE("the coach's Back turns to the card before, and is disabled on the first card") {
  Game g(loader);
  g.set_viewport(480, 640);
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::Coach);
  REQUIRE(g.coach_card() == 0);
  // The first card: no target for Back, and the focus passes it by both ways round.
  CHECK_FALSE(find_target(targets(g), "item0"));
  CHECK(g.focus() == static_cast<int>(CoachItem::Next));
  press(g, ActionKind::Right);  // wraps past Back to Skip
  CHECK(g.focus() == static_cast<int>(CoachItem::Skip));
  press(g, ActionKind::Left);  // and back past it to Next
  CHECK(g.focus() == static_cast<int>(CoachItem::Next));
  press(g, ActionKind::Confirm);
  press(g, ActionKind::Confirm);
  REQUIRE(g.coach_card() == 2);
  // Back by keys: the focus reaches it now, and it turns one card back.
  press(g, ActionKind::Right);
  CHECK(g.focus() == static_cast<int>(CoachItem::Back));
  press(g, ActionKind::Confirm);
  CHECK(g.coach_card() == 1);
  CHECK(g.screen() == Screen::Coach);
  // By pointer: to the first card, where the focus moves on to Next.
  const std::optional<Target> back = find_target(targets(g), "item0");
  REQUIRE(back);
  g.pointer_down(back->rect.cx(), back->rect.cy());
  CHECK(g.coach_card() == 0);
  CHECK(g.focus() == static_cast<int>(CoachItem::Next));
  CHECK_FALSE(find_target(targets(g), "item0"));
  CHECK(g.screen() == Screen::Coach);  // Back never leaves the coach; Escape does
}

TEST_CASE("a save that has seen the coach, or has progress, goes straight to the stage") {
  Game seen(loader);
  change_settings(seen, [](Settings& s) { s.coach_seen = true; });
  press(seen, ActionKind::Confirm);
  CHECK(seen.screen() == Screen::Play);

  Game played(loader);
  restore_cleared(played, {1});  // Continue, not a fresh save: never the coach
  press(played, ActionKind::Confirm);
  CHECK(played.screen() == Screen::Play);
  CHECK(played.session()->stage().number == 2);
}

TEST_CASE("Settings -> How to play shows the coach again and returns to Settings") {
  Game g = settings_screen();
  change_settings(g, [](Settings& s) { s.coach_seen = true; });
  press(g, ActionKind::Up);  // from Theme up to the header: Controls, then How to play
  CHECK(g.focus() == settings_link_focus(Screen::Controls));
  press(g, ActionKind::Up);
  CHECK(g.focus() == settings_link_focus(Screen::Coach));
  press(g, ActionKind::Left);  // a link has no value to step: nothing changes
  CHECK(g.focus() == settings_link_focus(Screen::Coach));
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::Coach);
  CHECK_FALSE(g.coach_then_play());
  CHECK(g.coach_card() == 0);
  for (int i = 0; i < kCoachCardCount; ++i) press(g, ActionKind::Confirm);  // Next, Next, Done
  CHECK(std::string(coach_item_label(CoachItem::Next, 2, false)) == "Done");
  CHECK(g.screen() == Screen::Settings);
  CHECK(g.session() == nullptr);  // no stage was started
  CHECK(g.focus() == settings_link_focus(Screen::Coach));
}

TEST_CASE("How to play's last card leads to Learn in Skip's place, and Learn returns to it") {
  Game g = settings_screen();
  change_settings(g, [](Settings& s) { s.coach_seen = true; });
  press(g, ActionKind::Up);
  press(g, ActionKind::Up);
  REQUIRE(g.focus() == settings_link_focus(Screen::Coach));
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::Coach);
  CHECK(std::string(coach_item_label(CoachItem::Skip, 0, false)) == "Skip");
  CHECK(std::string(coach_item_label(CoachItem::Skip, kCoachCardCount - 1, false)) == "Learn");
  CHECK(std::string(coach_item_label(CoachItem::Skip, kCoachCardCount - 1, true)) == "Learn");
  // Skip on an earlier card still closes the coach; here only the last card is tried.
  for (int i = 0; i + 1 < kCoachCardCount; ++i) press(g, ActionKind::Confirm);  // Next, Next
  REQUIRE(g.coach_card() == kCoachCardCount - 1);
  // By keys: Left from Done to Controls, then to the second button.
  press(g, ActionKind::Left);
  press(g, ActionKind::Left);
  REQUIRE(g.focus() == static_cast<int>(CoachItem::Skip));
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::Learn);
  press(g, ActionKind::Back);
  REQUIRE(g.screen() == Screen::Coach);
  CHECK(g.coach_card() == kCoachCardCount - 1);
  // By pointer, the same; then Done closes the coach on the Settings link as before.
  const std::optional<Target> learn = find_target(targets(g), "item1");
  REQUIRE(learn);
  g.pointer_down(learn->rect.cx(), learn->rect.cy());
  REQUIRE(g.screen() == Screen::Learn);
  press(g, ActionKind::Back);
  REQUIRE(g.screen() == Screen::Coach);
  const std::optional<Target> done = find_target(targets(g), "item3");
  REQUIRE(done);
  g.pointer_down(done->rect.cx(), done->rect.cy());
  CHECK(g.screen() == Screen::Settings);
  CHECK(g.focus() == settings_link_focus(Screen::Coach));
}

TEST_CASE("the controls screen opens from Settings and from the coach, and goes back there") {
  Game g = settings_screen();
  press(g, ActionKind::Up);
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::Controls);
  press(g, ActionKind::Back);
  CHECK(g.screen() == Screen::Settings);
  CHECK(g.focus() == settings_link_focus(Screen::Controls));

  Game c(loader);
  press(c, ActionKind::Confirm);
  press(c, ActionKind::Confirm);  // card 2
  REQUIRE(c.coach_card() == 1);
  press(c, ActionKind::Left);  // Next -> Controls
  CHECK(c.focus() == static_cast<int>(CoachItem::Controls));
  press(c, ActionKind::Confirm);
  REQUIRE(c.screen() == Screen::Controls);
  press(c, ActionKind::Pause);  // Start on a pad, P on the keyboard: back too
  CHECK(c.screen() == Screen::Coach);
  CHECK(c.coach_card() == 1);  // the same card
  CHECK(c.focus() == static_cast<int>(CoachItem::Controls));
  CHECK(c.coach_then_play());
}

TEST_CASE("the controls screen shows the sheet the platform gives, with nothing of its own") {
  Game g(loader);
  CHECK(g.controls_sheet().keyboard.empty());
  auto sheet = std::make_shared<ControlsSheet>();
  sheet->keyboard.push_back({"Hint", "H", {}, ""});
  sheet->pad.push_back({"Hint", "", {PadButton::North}, "Sum Tiles: hint"});
  g.set_controls_sheet(sheet);
  REQUIRE(g.controls_sheet().keyboard.size() == 1);
  CHECK(g.controls_sheet().keyboard[0].keys == "H");
  CHECK(g.controls_sheet().pad[0].pad.at(0) == PadButton::North);
  g.set_controls_sheet(nullptr);  // ignored: the screen always has a sheet
  CHECK(g.controls_sheet().pad.size() == 1);
}

TEST_CASE("the coach's cards and buttons fit the window, and its buttons take a finger") {
  for (const auto& [w, h] : {std::pair{1280.0f, 800.0f}, std::pair{480.0f, 640.0f},
                             std::pair{720.0f, 1280.0f}, std::pair{1024.0f, 768.0f}}) {
    CAPTURE(w);
    const CoachLayout L = layout_coach(w, h);
    CHECK(L.panel.x >= 0);
    CHECK(L.panel.y >= 0);
    CHECK(L.panel.right() <= w);
    CHECK(L.panel.bottom() <= h);
    for (const Rect& r : L.items) {
      CHECK(r.h >= kMinTouchTarget);
      CHECK(r.w >= kMinTouchTarget);
      CHECK(r.bottom() <= L.panel.bottom());
      CHECK(r.y >= L.dots.bottom());
    }
    for (int i = 0; i < kCoachCardCount; ++i) {
      const CoachCard& c = coach_card(i);
      CHECK(std::string(c.title).size() > 0);
      for (const char* line : c.lines) CHECK(std::string(line).size() <= 80);  // short
    }
  }
}
