// SPDX-License-Identifier: MIT
// The screen table (game/screens.hpp): one controller per screen, in Screen's order, with
// unique script names that scripts can look up, and each controller reached on its screen.
#include <doctest/doctest.h>

#include <set>
#include <string>

#include "game/screens.hpp"
#include "game/targets.hpp"
#include "screen_cases.hpp"

using namespace nonet::game;
using namespace nonet::game::testing::screens;

TEST_CASE("one controller per screen, in order, with unique names scripts can look up") {
  std::set<std::string> names;
  int i = 0;
  for (const ScreenController& c : screen_controllers()) {
    CAPTURE(i);
    CHECK(static_cast<int>(c.screen) == i++);
    CHECK(&screen_controller(c.screen) == &c);
    CHECK(names.insert(std::string(c.name)).second);
    CHECK(screen_named(c.name) == c.screen);
    CHECK(std::string(screen_name(c.screen)) == c.name);
  }
  CHECK(i == kScreenCount);
  CHECK_FALSE(screen_named("titel").has_value());
  CHECK_FALSE(screen_named("").has_value());
}

TEST_CASE("the table's moods: menus calm, boards the play piece, cards keep what plays") {
  CHECK(screen_controller(Screen::Title).mood == ScreenMood::Menu);
  CHECK(screen_controller(Screen::FreePlay).mood == ScreenMood::Menu);
  CHECK(screen_controller(Screen::Play).mood == ScreenMood::Play);
  CHECK(screen_controller(Screen::SumPlay).mood == ScreenMood::Play);
  CHECK(screen_controller(Screen::Paused).mood == ScreenMood::Keep);
  CHECK(screen_controller(Screen::Statistics).mood == ScreenMood::Keep);
}

TEST_CASE("every screen a player reaches lists its targets through its controller") {
  std::set<Screen> reached;
  for (const ScreenCase& sc : all_screens()) {
    const Game g = sc.make(1280, 800);
    CAPTURE(sc.name);
    TargetList direct;
    screen_controller(g.screen()).targets(g, direct);
    const TargetList all = targets(g);
    // The code dialog covers a screen with its own keys, and an export's notice with its own
    // and what it leaves uncovered.
    if (!g.code_entry() && !g.export_notice()) {
      REQUIRE(direct.size() == all.size());
      for (std::size_t k = 0; k < all.size(); ++k) CHECK(direct[k] == all[k]);
    }
    CHECK_FALSE(all.empty());
    reached.insert(g.screen());
  }
  CHECK(static_cast<int>(reached.size()) == kScreenCount);  // the cases cover every screen
}
