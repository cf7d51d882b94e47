// SPDX-License-Identifier: MIT
// Learn's progress rules (issue 28): mastery by five right of the last six, reviews after 1,
// 3, 7 and 21 days, what a failed review does, and the suggested next technique.
#include <doctest/doctest.h>

#include "game/learn_progress.hpp"

using namespace nonet;
using namespace nonet::game;

TEST_CASE("a technique is mastered by five right of its last six attempts") {
  LearnProgress p;
  const auto t = Technique::XWing;
  CHECK(p.state(t, 100) == LearnState::New);
  // right, wrong, right, right, right: four right, not yet.
  CHECK_FALSE(p.record_attempt(t, true, false, 100));
  CHECK(p.state(t, 100) == LearnState::Practising);
  CHECK_FALSE(p.record_attempt(t, false, true, 100));
  CHECK_FALSE(p.record_attempt(t, true, false, 100));
  CHECK_FALSE(p.record_attempt(t, true, false, 100));
  CHECK_FALSE(p.record_attempt(t, true, false, 100));
  CHECK(p.of(t).recent_right() == 4);
  // The sixth, right: five of six.
  CHECK(p.record_attempt(t, true, false, 100));
  CHECK(p.state(t, 100) == LearnState::Mastered);
  CHECK(p.of(t).attempts == 6);
  CHECK(p.of(t).right == 5);
  CHECK(p.of(t).helped == 1);
  CHECK(*p.accuracy(t) == 83);
  CHECK_FALSE(p.accuracy(Technique::Swordfish).has_value());
}

TEST_CASE("only the last six attempts count") {
  LearnProgress p;
  const auto t = Technique::Skyscraper;
  for (int i = 0; i < 10; ++i) p.record_attempt(t, i % 2 == 0, false, 5);
  CHECK(p.of(t).window == kMasteryWindow);
  CHECK(p.of(t).recent_right() == 3);
  CHECK(p.state(t, 5) == LearnState::Practising);
  // Two wrong then four right: 4 of the last six.
  p.record_attempt(t, false, false, 5);
  p.record_attempt(t, false, false, 5);
  for (int i = 0; i < 4; ++i) CHECK_FALSE(p.record_attempt(t, true, false, 5));
  CHECK(p.of(t).recent_right() == 4);
  CHECK(p.record_attempt(t, true, false, 5));  // the oldest wrong drops out: 5 of 6
}

TEST_CASE("a mastered technique comes back after 1, 3, 7 and 21 days") {
  LearnProgress p;
  const auto t = Technique::Pointing;
  for (int i = 0; i < 5; ++i) p.record_attempt(t, true, false, 1000);
  REQUIRE(p.state(t, 1000) == LearnState::Mastered);
  std::int64_t day = 1000;
  for (int interval : kReviewDays) {
    CHECK(*p.review_day(t) == day + interval);
    CHECK(p.state(t, day + interval - 1) == LearnState::Mastered);
    CHECK(p.state(t, day + interval) == LearnState::Due);
    // Practice before the day changes nothing.
    p.record_attempt(t, false, false, day + interval - 1);
    CHECK(p.state(t, day + interval - 1) == LearnState::Mastered);
    day += interval;
    CHECK_FALSE(p.record_attempt(t, true, false, day));  // the review, right
    CHECK(p.state(t, day) == LearnState::Mastered);
  }
  CHECK_FALSE(p.review_day(t).has_value());
  CHECK(p.state(t, day + 1000) == LearnState::Mastered);
}

TEST_CASE("a review that goes wrong takes the mastery away") {
  LearnProgress p;
  const auto t = Technique::NakedPair;
  for (int i = 0; i < 5; ++i) p.record_attempt(t, true, false, 10);
  p.record_attempt(t, false, true, 11);
  CHECK(p.state(t, 11) == LearnState::Practising);
  CHECK_FALSE(p.review_day(t).has_value());
  // The last six start afresh from the miss: five right of the next attempts master it again.
  CHECK(p.of(t).window == 1);
  CHECK(p.of(t).recent_right() == 0);
  for (int i = 0; i < 4; ++i) CHECK_FALSE(p.record_attempt(t, true, false, 11));
  CHECK(p.record_attempt(t, true, false, 11));
  CHECK(*p.review_day(t) == 12);
}

TEST_CASE("a wrong attempt never masters, and accuracy takes any count") {
  LearnProgress p;
  const auto t = Technique::Swordfish;
  // A history the save could hold: five right, then a miss arrives: 5 of 6, but not by a miss.
  for (int i = 0; i < 5; ++i) p.record_attempt(t, true, false, 1);
  p.of(t).mastered_day.reset();  // (as if mastery had been lost in between)
  CHECK_FALSE(p.record_attempt(t, false, false, 2));
  CHECK_FALSE(p.of(t).mastered_day.has_value());
  p.of(t).attempts = 1'000'000'000;
  p.of(t).right = 999'999'999;
  CHECK(*p.accuracy(t) == 100);
}

TEST_CASE("the suggestion: due reviews first, then the easiest level's most seen technique") {
  LearnProgress p;
  CHECK(*p.suggestion(0) == Technique::FullHouse);
  std::array<int, kTechniqueCount> uses{};
  uses[static_cast<int>(Technique::NakedSingle)] = 3;
  uses[static_cast<int>(Technique::XWing)] = 1;
  uses[static_cast<int>(Technique::TrialAndError)] = 1;
  p.record_solved_puzzle(uses);
  p.record_solved_puzzle(uses);
  CHECK(p.of(Technique::NakedSingle).seen == 2);
  CHECK(p.of(Technique::TrialAndError).seen == 0);
  CHECK(*p.suggestion(0) == Technique::NakedSingle);  // Easy, and the player met it
  // The Easy techniques mastered: Medium's, the X-Wing first since the player met it.
  for (auto t : {Technique::FullHouse, Technique::HiddenSingleBox, Technique::HiddenSingleLine,
                 Technique::NakedSingle}) {
    for (int i = 0; i < 5; ++i) p.record_attempt(t, true, false, 50);
  }
  CHECK(*p.suggestion(50) == Technique::XWing);
  // A review due comes before anything new.
  CHECK(*p.suggestion(51) == Technique::FullHouse);
}
