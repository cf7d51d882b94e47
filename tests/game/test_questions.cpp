// SPDX-License-Identifier: MIT
// The one question dialog (game::open_question): every question names the game it is about in
// the player's own terms (a stage's number, a free-play code, "your puzzle"), and its mistakes
// phrase follows the rule the game is played under (the player's limit, none at all under
// "check at the end").
#include <doctest/doctest.h>

#include <string>

#include "game/wording.hpp"
#include "screen_cases.hpp"

using namespace nonet::game;
using namespace nonet::game::testing;
using namespace nonet::game::testing::screens;

TEST_CASE("no question while nothing is asked") {
  CHECK_FALSE(open_question(title(1280, 800)).has_value());
  CHECK_FALSE(open_question(paused(1280, 800)).has_value());
}

TEST_CASE("a stage's Restart names the stage and counts mistakes against its three") {
  Game g = paused(1280, 800);
  while (g.focus() != static_cast<int>(PauseItem::Restart)) press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
  const auto q = open_question(g);
  REQUIRE(q.has_value());
  CHECK(q->heading == "Restart stage 1?");
  CHECK(q->detail.find("0/3 mistakes") != std::string::npos);
  CHECK(q->choices[0] == "Keep this board");
  CHECK(q->choices[1] == "Restart");
}

TEST_CASE("a free-play Restart names the code, never 'stage 0'") {
  Game g = restart_question(1280, 800);
  const auto q = open_question(g);
  REQUIRE(q.has_value());
  const std::string code = g.session()->stage().code;
  REQUIRE_FALSE(code.empty());
  CHECK(q->heading == "Restart " + code + "?");
  CHECK(q->heading.find("stage") == std::string::npos);
}

TEST_CASE("free play's rules in words, as the level in focus says them") {
  CHECK(free_play_rules_words(3, false) == "3 mistakes, checked as you go");
  CHECK(free_play_rules_words(5, false) == "5 mistakes, checked as you go");
  CHECK(free_play_rules_words(1, false) == "1 mistake, checked as you go");
  CHECK(free_play_rules_words(0, false) == "no mistake limit, checked as you go");
  CHECK(free_play_rules_words(3, true) == "checked at the end");  // no mistakes are counted
}

TEST_CASE("the mistakes phrase follows the player's limit and the checking rule") {
  CHECK(mistakes_phrase(1, 3, false) == "1/3 mistakes");
  CHECK(mistakes_phrase(2, 5, false) == "2/5 mistakes");
  CHECK(mistakes_phrase(1, 0, false) == "1 mistake");
  CHECK(mistakes_phrase(4, 0, false) == "4 mistakes");
  CHECK(mistakes_phrase(0, 0, true) == "");

  // Show solution under "check at the end": no mistakes are counted, so none are named.
  Game g = free_play_game(1280, 800, true);
  press(g, ActionKind::Pause);
  while (g.focus() != static_cast<int>(PauseItem::PrintAll)) press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
  REQUIRE(g.pending_reveal());
  const auto q = open_question(g);
  REQUIRE(q.has_value());
  CHECK(q->heading == "Show the solution?");
  CHECK(q->detail.find("mistake") == std::string::npos);
  CHECK(q->detail.find("played") != std::string::npos);
}

TEST_CASE("a puzzle picked over a free-play game in progress names that game") {
  Game g = new_puzzle_question(1280, 800);
  const auto q = open_question(g);
  REQUIRE(q.has_value());
  const Session* open = g.free_play_in_progress();
  REQUIRE(open != nullptr);
  CHECK(q->heading == open->stage().code + " is in progress");
  CHECK(q->body == "A new puzzle ends it.");
  CHECK(q->choices[1] == "Start the new puzzle");
}
