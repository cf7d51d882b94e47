// SPDX-License-Identifier: MIT
// The campaign's end (issue 14): clearing stage 100 through real input ends the campaign with
// its own result card, a longer celebration (reduced motion: none), and a title that says so
// and leads to free play.
#include <doctest/doctest.h>

#include "game/finale.hpp"
#include "game/wording.hpp"
#include "game_driver.hpp"
#include "test_stage.hpp"

using namespace nonet;
using namespace nonet::game;
using namespace nonet::game::testing;

namespace {

StageData loader(int n) { return pattern_stage({0, 1, 2}, n); }

// Progress with stages 1..99 cleared, `clean` of them cleanly, 10 s each; the coach seen.
Game before_the_last(int clean) {
  Game g(loader);
  Progress p;
  for (int n = 1; n < kStageCount; ++n) p.record_end({n, true, n <= clean ? 0 : 1, 0, 600});
  Settings s;
  s.coach_seen = true;
  g.restore(p, s);
  return g;
}

// Plays the open stage to its end by clicking its three empty cells and typing their digits.
void win_open_stage(Game& g) {
  for (int c : {0, 1, 2}) {
    g.apply(Action{ActionKind::SelectCell, c});
    press(g, ActionKind::Digit, pattern_digit(0, c));
  }
}

Tick ticks_to_result(Game& g) {
  Tick n = 0;
  while (g.screen() == Screen::Play && n < 2000) {
    run(g, 1);
    ++n;
  }
  return n;
}

}  // namespace

TEST_CASE("clearing stage 100 ends the campaign: the finale card, then a title that says so") {
  Game g = before_the_last(7);
  CHECK(std::string(title_first_label(g)) == "Continue");
  CHECK(title_first_tag(g) == "Stage 100");
  CHECK_FALSE(campaign_complete(g.progress()));
  press(g, ActionKind::Confirm);  // Continue: stage 100
  REQUIRE(g.screen() == Screen::Play);
  REQUIRE(g.session()->stage().number == kStageCount);
  run(g, 60 * 90);  // a minute and a half on the stage's clock
  win_open_stage(g);
  REQUIRE(g.session()->outcome() == Outcome::Won);
  CHECK(finale_session(*g.session()));
  ticks_to_result(g);
  REQUIRE(g.screen() == Screen::Result);
  const ResultInfo& r = g.result();
  CHECK(is_finale(r));
  CHECK(result_item(r, 0) != ResultItem::NextStage);  // nothing after the last stage
  CHECK(campaign_complete(g.progress()));
  const FinaleText t = finale_text(g.progress());
  CHECK(t.heading == "Campaign complete");
  CHECK(t.cleared == "All 100 stages cleared");
  // Stage 100 took 90 s and was clean: 8 clean clears; 99 x 10 s + 90 s = 18:00 played.
  CHECK(t.clean == "8 of 100 stages clean");
  CHECK(t.time.find("Total time 18:00") == 0);
  CHECK(t.time.find("best times 18:00") != std::string::npos);

  press(g, ActionKind::Back);  // to the stage list, then the title
  press(g, ActionKind::Back);
  REQUIRE(g.screen() == Screen::Title);
  CHECK(std::string(title_first_label(g)) == "New puzzle");
  CHECK(title_first_tag(g).empty());
  CHECK(std::string(title_tagline(g)) ==
        "Campaign complete  \xC2\xB7  Free play makes new puzzles");
  press(g, ActionKind::Confirm);
  CHECK(g.screen() == Screen::FreePlay);  // not stage 100 again
}

TEST_CASE("an ordinary stage keeps its card and the title its wording") {
  Game g = before_the_last(0);
  CHECK(std::string(title_tagline(g)) == "Sudoku, one calm stage at a time");
  CHECK(finale_text(g.progress()).clean ==
        "No clean clear yet: each stage can still earn its star");
  REQUIRE(g.start_stage(99));
  win_open_stage(g);
  ticks_to_result(g);
  REQUIRE(g.screen() == Screen::Result);
  CHECK_FALSE(is_finale(g.result()));
  CHECK_FALSE(campaign_complete(g.progress()));
  CHECK(finale_text(g.progress()).clean == "1 of 100 stages clean");  // 99, with no mistake
}

TEST_CASE("the finale tells the journey: attempts, hints, mistakes, the hardest fight") {
  Progress p;
  for (int n = 1; n <= kStageCount; ++n) {
    p.record_start(n);
    p.record_end({n, true, n == 40 ? 2 : 0, n == 60 ? 1 : 0, 600});
  }
  CHECK(finale_text(p).effort == "100 attempts  \xC2\xB7  1 hint used  \xC2\xB7  2 mistakes");
  CHECK(finale_text(p).fight == "Every stage cleared at its first attempt");
  CHECK(finale_text(p).technique.empty());  // not known: no line
  // Stage 87 begun four times, stage 12 four times too: the later one is named.
  for (int i = 0; i < 3; ++i) {
    p.record_start(87);
    p.record_start(12);
  }
  p.record_end({87, false, 3, 0, 600});
  CHECK(finale_text(p).fight == "Hardest fight: stage 87, 4 attempts");
  CHECK(finale_text(p).effort == "106 attempts  \xC2\xB7  1 hint used  \xC2\xB7  5 mistakes");
  CHECK(finale_text(p, Technique::XWing).technique == "Hardest technique met: X-Wing");
}

TEST_CASE("the finale card leads on to free play, and a real stage 100 names its technique") {
  Game g = before_the_last(0);
  REQUIRE(g.start_stage(kStageCount));
  win_open_stage(g);
  ticks_to_result(g);
  REQUIRE(g.screen() == Screen::Result);
  REQUIRE(is_finale(g.result()));
  CHECK(std::string(result_item_label(g.result(), 0)) == "Free play");
  press(g, ActionKind::Confirm);
  CHECK(g.screen() == Screen::FreePlay);

  // The real catalogue rates its stages: stage 100's hardest technique is known and is not a
  // single (the campaign's top).
  const StageLoad last = load_stage(kStageCount);
  REQUIRE(last);
  REQUIRE(last.stage->hardest);
  for (Technique single : {Technique::FullHouse, Technique::HiddenSingleBox,
                           Technique::HiddenSingleLine, Technique::NakedSingle})
    CHECK(*last.stage->hardest != single);
  CHECK_FALSE(finale_text(Progress{}, last.stage->hardest).technique.empty());
}

TEST_CASE("the finale's celebration is longer than a stage's, and reduced motion drops it") {
  Game full = before_the_last(0);
  REQUIRE(full.start_stage(99));
  win_open_stage(full);
  const Tick ordinary = full.win_result_delay();

  Game last = before_the_last(0);
  REQUIRE(last.start_stage(kStageCount));
  win_open_stage(last);
  const Tick finale = last.win_result_delay();
  CHECK(finale > ordinary);
  CHECK(finale >=
        ticks_from_seconds(finale_end_seconds(last.session()->last_placed(), Motion::Full)));
  CHECK(ticks_to_result(last) >= finale - 1);
  // The later waves light the board again after the first has passed.
  const int origin = last.session()->last_placed();
  const double first_end = wave_end_seconds(origin, Motion::Full);
  float later = 0;
  for (int c = 0; c < kCells; ++c)
    later = std::max(later, finale_glow(origin, c, first_end + 0.3, Motion::Full));
  CHECK(later > 0.2f);
  CHECK(wave_glow(origin, 40, first_end + 0.3, Motion::Full) == 0.0f);

  Game calm = before_the_last(0);
  change_settings(calm, [](Settings& s) { s.reduced_motion = true; });
  REQUIRE(calm.start_stage(kStageCount));
  win_open_stage(calm);
  CHECK(calm.win_result_delay() == kWinResultDelayTicks);  // the end state, no extra waves
  CHECK(finale_end_seconds(calm.session()->last_placed(), Motion::Reduced) == 0);
  for (int c = 0; c < kCells; ++c) CHECK(finale_glow(origin, c, 1.0, Motion::Reduced) == 0.0f);
}

TEST_CASE("the title's first button: Play, Continue with its stage, New puzzle after the end") {
  Game fresh(loader);
  CHECK(std::string(title_first_label(fresh)) == "Play");
  CHECK(title_first_tag(fresh) == "Stage 1");
  Game done = before_the_last(0);
  Progress p = done.progress();
  p.record_end({kStageCount, true, 0, 0, 600});
  done.restore(p, done.settings());
  CHECK(std::string(title_first_label(done)) == "New puzzle");
  REQUIRE(done.start_stage(12));  // a replay in progress: Continue comes back to it
  press(done, ActionKind::Pause);
  press(done, ActionKind::Down);
  press(done, ActionKind::Down);
  press(done, ActionKind::Confirm);  // Quit to menu
  REQUIRE(done.screen() == Screen::Title);
  CHECK(std::string(title_first_label(done)) == "Continue");
  CHECK(title_first_tag(done) == "Stage 12");
}

TEST_CASE("clock_text reads hours only when there are any") {
  CHECK(clock_text(0) == "0:00");
  CHECK(clock_text(65'000) == "1:05");
  CHECK(clock_text(3'600'000 + 61'000) == "1:01:01");
}
