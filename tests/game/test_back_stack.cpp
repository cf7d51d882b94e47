// SPDX-License-Identifier: MIT
// BackStack (game/back_stack.hpp): Back's way out, newest first, the oldest forgotten past its
// capacity.
#include <doctest/doctest.h>

#include "game/back_stack.hpp"

using namespace nonet::game;

TEST_CASE("the back stack gives the newest entry first and forgets the oldest when full") {
  BackStack b;
  CHECK_FALSE(b.top().has_value());
  CHECK_FALSE(b.pop().has_value());
  b.push({Screen::Title, 3});
  b.push({Screen::Settings, 1});
  REQUIRE(b.top().has_value());
  CHECK(b.top()->screen == Screen::Settings);
  CHECK(b.depth() == 2);
  const std::optional<BackEntry> first = b.pop();
  REQUIRE(first.has_value());
  CHECK(first->screen == Screen::Settings);
  CHECK(first->focus == 1);
  CHECK(b.top()->screen == Screen::Title);
  CHECK(b.top()->focus == 3);
  b.clear();
  CHECK(b.depth() == 0);
  // One more than it holds: the first one pushed is gone, the rest come back newest first.
  for (int i = 0; i <= BackStack::kCapacity; ++i) b.push({Screen::Statistics, i});
  CHECK(b.depth() == BackStack::kCapacity);
  for (int i = BackStack::kCapacity; i >= 1; --i) {
    const std::optional<BackEntry> e = b.pop();
    REQUIRE(e.has_value());
    CHECK(e->focus == i);
  }
  CHECK_FALSE(b.pop().has_value());
}
