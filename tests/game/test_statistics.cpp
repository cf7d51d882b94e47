// SPDX-License-Identifier: MIT
// The statistics screen (issue 12): its text from a crafted progress (campaign, free play per
// level, the daily puzzle and its streak), reached from the title and from the pause card and
// left back to where it came from, and its layout inside the window.
#include <doctest/doctest.h>

#include <string>

#include "core/free_play.hpp"
#include "game/statistics.hpp"
#include "game_driver.hpp"

using namespace nonet;
using namespace nonet::game;
using namespace nonet::game::testing;

namespace {

Tick seconds(int s) { return static_cast<Tick>(s) * kTicksPerSecond; }

// Crafted through the game's own rules: 3 stages cleared (stage 2 cleanly), a loss, free play
// of two levels and three daily puzzles on consecutive days ending yesterday.
Progress crafted() {
  Progress p;
  p.record_end({1, true, 1, 0, seconds(100)});
  p.record_end({2, true, 0, 0, seconds(200)});
  p.record_end({3, false, 3, 0, seconds(50)});
  p.record_end({3, true, 0, 1, seconds(3300)});
  p.record_free_play({Level::Easy, true, seconds(61), {}});
  p.record_free_play({Level::Easy, true, seconds(121), {}});
  p.record_free_play({Level::Easy, false, seconds(30), {}});
  p.record_free_play({Level::Expert, true, seconds(600), {}});
  for (int d = 0; d < 3; ++d) {
    const CivilDate date{2026, 3, 10 + d};
    p.record_free_play({daily_level(date), true, seconds(300 + 60 * d), date});
  }
  return p;
}

}  // namespace

TEST_CASE("durations print as m:ss, h:mm:ss past an hour, and - for none") {
  CHECK(duration_text(0) == "-");
  CHECK(duration_text(999) == "0:00");
  CHECK(duration_text(65'000) == "1:05");
  CHECK(duration_text(3'723'000) == "1:02:03");
}

TEST_CASE("games begun and never finished show as abandoned, the open one does not") {
  Progress p;
  for (int i = 0; i < 4; ++i) p.record_free_play_start(Level::Hard, false);
  p.record_free_play({Level::Hard, true, seconds(400), {}});
  p.record_free_play_start(Level::Easy, true);  // a daily puzzle begun
  CHECK(p.free_play.levels[2].started == 4);
  CHECK(p.free_play.daily.started == 1);
  StatisticsText t = statistics_text(p, CivilDate{2026, 3, 13});
  CHECK(t.rows[2].started == "4");
  CHECK(t.rows[2].won == "1");
  CHECK(t.rows[2].abandoned == "3");
  CHECK(t.rows[2].rate == "25%");
  CHECK(t.rows[0].abandoned == "1");
  CHECK(t.rows[5].abandoned == "1");
  // One Hard game still open: begun, not abandoned, and not yet won or lost (the rate leaves
  // it out: 1 won of 3 over); the daily row unchanged.
  t = statistics_text(p, CivilDate{2026, 3, 13}, OpenFreePlay{Level::Hard, false});
  CHECK(t.rows[2].abandoned == "2");
  CHECK(t.rows[2].rate == "33%");
  CHECK(t.rows[5].abandoned == "1");
  t = statistics_text(p, CivilDate{2026, 3, 13}, OpenFreePlay{Level::Easy, true});
  CHECK(t.rows[0].abandoned == "0");
  CHECK(t.rows[5].abandoned == "0");
  CHECK(t.rows[0].rate == "-");  // the first game, still open: nothing over to rate
  // A game begun before starts were counted ends as begun: started never falls below played.
  Progress old;
  old.record_free_play({Level::Master, false, seconds(10), {}});
  CHECK(old.free_play.levels[4].started == 1);
  CHECK(statistics_text(old, CivilDate{2026, 3, 13}).rows[4].abandoned == "0");
}

TEST_CASE("the statistics text of a crafted progress") {
  const StatisticsText t = statistics_text(crafted(), CivilDate{2026, 3, 13});
  REQUIRE(t.campaign.size() == 3);
  CHECK(t.campaign[0] == std::pair<std::string, std::string>{"Stages cleared", "3 / 100"});
  CHECK(t.campaign[1] == std::pair<std::string, std::string>{"Clean clears", "1"});
  CHECK(t.campaign[2] == std::pair<std::string, std::string>{"Play time", "1:00:50"});
  REQUIRE(t.rows.size() == 6);
  CHECK(t.rows[0].label == "Easy");
  CHECK(t.rows[0].started == "3");  // finished games recorded alone count as begun too
  CHECK(t.rows[0].won == "2");
  CHECK(t.rows[0].abandoned == "0");
  CHECK(t.rows[0].rate == "66%");  // 2 of 3, rounded down
  CHECK(t.rows[0].best == "1:01");
  CHECK(t.rows[0].average == "1:31");  // (61 + 121) / 2
  // The daily puzzles of 10 and 12 March were Medium (Tuesday, Thursday): in that row too.
  CHECK(t.rows[1].started == "2");
  CHECK(t.rows[1].rate == "100%");
  CHECK(t.rows[1].best == "5:00");
  CHECK(t.rows[1].average == "6:00");  // (300 + 420) / 2
  CHECK(t.rows[4].started == "0");
  CHECK(t.rows[4].rate == "-");  // nothing begun: no rate, not 0%
  CHECK(t.rows[4].best == "-");
  CHECK(t.rows[4].average == "-");
  CHECK(t.rows[3].label == "Expert");
  CHECK(t.rows[3].best == "10:00");
  CHECK(t.rows[5].label == "Daily");
  CHECK(t.rows[5].started == "3");
  CHECK(t.rows[5].won == "3");
  CHECK(t.rows[5].best == "5:00");
  CHECK(t.rows[5].average == "6:00");
  CHECK(t.streak == "Daily streak: 3 days  \xC2\xB7  longest 3");
  // Two days later the streak is broken; the longest stays.
  CHECK(statistics_text(crafted(), CivilDate{2026, 3, 14}).streak ==
        "Daily streak: 0 days  \xC2\xB7  longest 3");
  CHECK(statistics_text(Progress{}, CivilDate{2026, 3, 14}).streak == "No daily streak yet");
}

TEST_CASE("statistics from the title and from the pause card, and back to each") {
  Game g;
  CHECK(std::string(title_item_label(TitleItem::Statistics)) == "Statistics");
  while (g.focus() != static_cast<int>(TitleItem::Statistics)) press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::Statistics);
  const TargetList t = targets(g);
  REQUIRE(t.size() == 2);  // Back, and By technique
  CHECK(t[0].kind == TargetKind::Back);
  CHECK(t[1].kind == TargetKind::MenuItem);
  press(g, ActionKind::Back);
  CHECK(g.screen() == Screen::Title);

  REQUIRE(g.start_stage(1));
  press(g, ActionKind::Pause);
  REQUIRE(g.screen() == Screen::Paused);
  CHECK(std::string(pause_item_label(PauseItem::Statistics)) == "Statistics");
  const auto item =
      find_target(targets(g), TargetKind::MenuItem, static_cast<int>(PauseItem::Statistics));
  REQUIRE(item.has_value());
  g.pointer_down(item->rect.cx(), item->rect.cy());
  REQUIRE(g.screen() == Screen::Statistics);
  CHECK(g.session()->paused());
  const auto back = find_target(targets(g), TargetKind::Back, 0);
  REQUIRE(back.has_value());
  g.pointer_down(back->rect.cx(), back->rect.cy());
  CHECK(g.screen() == Screen::Paused);
}

TEST_CASE("the statistics layout stays inside the window, landscape and portrait") {
  for (const auto& [w, h] :
       {std::pair{1280.0f, 800.0f}, std::pair{480.0f, 640.0f}, std::pair{720.0f, 1280.0f}}) {
    const StatisticsLayout L = layout_statistics(w, h);
    for (const Rect& r :
         {L.header, L.back_button, L.techniques_button, L.campaign, L.table, L.chart}) {
      CHECK(r.w > 0);
      CHECK(r.h > 0);
      CHECK(r.x >= 0);
      CHECK(r.y >= 0);
      CHECK(r.right() <= w);
      CHECK(r.bottom() <= h);
    }
    CHECK(L.back_button.w >= kMinTouchTarget);
    CHECK(L.techniques_button.h >= kMinTouchTarget);
    CHECK(L.techniques_button.x > L.back_button.right());
  }
}

namespace {

// Practice in Learn: Full house mastered five days ago (so due for review today), Pointing
// once right and once with a hint, X-Wing twice wrong; the rest untouched.
LearnProgress practised(std::int64_t today) {
  LearnProgress p;
  for (int i = 0; i < 5; ++i) p.record_attempt(Technique::FullHouse, true, false, today - 5);
  p.record_attempt(Technique::Pointing, true, false, today);
  p.record_attempt(Technique::Pointing, false, true, today);
  p.record_attempt(Technique::XWing, false, false, today);
  p.record_attempt(Technique::XWing, false, false, today);
  return p;
}

}  // namespace

TEST_CASE("statistics by technique: a row for each technique practised, easiest first") {
  const std::int64_t today = days_from_civil(CivilDate{2026, 12, 5});
  CHECK(technique_stats_rows(LearnProgress{}, today).empty());
  const std::vector<TechniqueStatsRow> rows = technique_stats_rows(practised(today), today);
  REQUIRE(rows.size() == 3);
  CHECK(rows[0].technique == Technique::FullHouse);
  CHECK(rows[0].label == "Full house");
  CHECK(rows[0].attempts == "5");
  CHECK(rows[0].right == "100%");
  CHECK(rows[0].hints == "0");
  CHECK(rows[0].recent == "5 of 5");
  CHECK(rows[0].state == LearnState::Due);  // mastered five days ago: its first review is due
  CHECK(rows[0].state_words == "Review due");
  CHECK(rows[1].technique == Technique::Pointing);
  CHECK(rows[1].right == "50%");
  CHECK(rows[1].hints == "1");
  CHECK(rows[1].recent == "1 of 2");
  CHECK(rows[1].state_words == "Practising");
  CHECK(rows[2].technique == Technique::XWing);
  CHECK(rows[2].right == "0%");
  CHECK(rows[2].recent == "0 of 2");
  // The day it was mastered, before its review: Mastered.
  CHECK(technique_stats_rows(practised(today), today - 5)[0].state_words == "Mastered");
}

TEST_CASE("statistics by technique: opened by Right and by its button, scrolled, and left") {
  Game g;
  g.set_today(CivilDate{2026, 12, 5});
  g.set_viewport(480, 640);
  // Every technique practised once: more rows than the window holds.
  LearnProgress p;
  const std::int64_t today = g.today_day();
  int learnable = 0;
  for (int i = 0; i < kTechniqueCount; ++i) {
    learnable += is_learnable(static_cast<Technique>(i)) ? 1 : 0;
    if (is_learnable(static_cast<Technique>(i)))
      p.record_attempt(static_cast<Technique>(i), i % 3 != 0, i % 4 == 0, today);
  }
  g.restore_learn(p);
  while (g.focus() != static_cast<int>(TitleItem::Statistics)) press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::Statistics);
  press(g, ActionKind::Right);
  REQUIRE(g.screen() == Screen::TechniqueStats);
  const int rows = static_cast<int>(g.technique_stats_rows().size());
  CHECK(rows == learnable);
  const TechniqueStatsLayout L = g.technique_stats_layout();
  REQUIRE(L.visible < rows);
  CHECK(g.technique_stats().scroll() == 0);
  press(g, ActionKind::Up);  // already at the top
  CHECK(g.technique_stats().scroll() == 0);
  press(g, ActionKind::Down);
  CHECK(g.technique_stats().scroll() == 1);
  for (int i = 0; i < 100; ++i) press(g, ActionKind::Down);
  CHECK(g.technique_stats().scroll() ==
        static_cast<float>(rows - L.visible));  // the last row in view
  g.apply(Action{ActionKind::Scroll, -2});      // the wheel: three rows a notch
  CHECK(g.technique_stats().scroll() == static_cast<float>(rows - L.visible - 6));
  // The last row's rectangle lies inside the viewport at the end of the scroll.
  for (int i = 0; i < 100; ++i) press(g, ActionKind::Down);
  CHECK(L.row(rows - 1, g.technique_stats().scroll()).bottom() <= L.viewport.bottom() + 0.01f);
  press(g, ActionKind::Back);
  REQUIRE(g.screen() == Screen::Statistics);
  // By pointer: the header's button; Left returns as well, and opens again at the top.
  const auto button = find_target(targets(g), TargetKind::MenuItem, 0);
  REQUIRE(button.has_value());
  g.pointer_down(button->rect.cx(), button->rect.cy());
  REQUIRE(g.screen() == Screen::TechniqueStats);
  CHECK(g.technique_stats().scroll() == 0);
  press(g, ActionKind::Left);
  CHECK(g.screen() == Screen::Statistics);
  press(g, ActionKind::Back);
  CHECK(g.screen() == Screen::Title);
}

TEST_CASE(
    "with Learn's progress, the campaign's figures end with techniques mastered and practice") {
  const Progress p;
  const StatisticsText none = statistics_text(p, CivilDate{2026, 12, 5});
  LearnProgress learn;
  StatisticsText t = statistics_text(p, CivilDate{2026, 12, 5}, std::nullopt, &learn);
  REQUIRE(t.campaign.size() == none.campaign.size() + 2);
  CHECK(t.campaign[none.campaign.size()].first == "Techniques mastered");
  CHECK(t.campaign[none.campaign.size()].second == "0 / 44");
  CHECK(t.campaign.back().first == "Practice right");
  CHECK(t.campaign.back().second == "-");  // no attempt yet
  // Full house mastered (five right), then one X-Wing attempt helped: 5 of 6 right, 83%.
  for (int i = 0; i < 5; ++i) learn.record_attempt(Technique::FullHouse, true, false, 20000);
  learn.record_attempt(Technique::XWing, false, true, 20000);
  t = statistics_text(p, CivilDate{2026, 12, 5}, std::nullopt, &learn);
  CHECK(t.campaign[none.campaign.size()].second == "1 / 44");
  CHECK(t.campaign.back().second == "83%");  // rounded down, as the win rates
}
