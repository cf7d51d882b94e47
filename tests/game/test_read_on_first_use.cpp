// SPDX-License-Identifier: MIT
// ReadOnFirstUse (game/read_on_first_use.hpp): Learn's data files are read when first asked
// for, once, and a source that fails or holds nothing gives nullptr.
#include <doctest/doctest.h>

#include <optional>
#include <string>
#include <string_view>

#include "game/game.hpp"
#include "game/read_on_first_use.hpp"

using namespace nonet::game;

namespace {
// A stand-in for the parsed data: counts the lines of its text.
struct Lines {
  int count = 0;
  static Lines parse(std::string_view text) {
    Lines l;
    for (char c : text) l.count += c == '\n' ? 1 : 0;
    return l;
  }
  int size() const { return count; }
};
}  // namespace

TEST_CASE("data read on first use: once, when asked, and again only from a new source") {
  ReadOnFirstUse<Lines> data;
  CHECK(data.get() == nullptr);  // no source
  int reads = 0;
  data.set_source([&reads] {
    ++reads;
    return std::optional<std::string>("a\nb\n");
  });
  CHECK(reads == 0);  // not read until asked
  REQUIRE(data.get() != nullptr);
  CHECK(data.get()->size() == 2);
  CHECK(reads == 1);  // asked twice, read once
  data.set_source([&reads] {
    ++reads;
    return std::optional<std::string>("one line, no end");
  });
  CHECK(data.get() == nullptr);  // it holds nothing
  CHECK(data.get() == nullptr);
  CHECK(reads == 2);  // and is not read again for that
  data.set_source([&reads] {
    ++reads;
    return std::optional<std::string>();
  });
  CHECK(data.get() == nullptr);  // cannot be read
  CHECK(reads == 3);
}

TEST_CASE("a game reads Learn's positions only when Learn needs them") {
  Game g;
  int reads = 0;
  g.set_practice_source([&reads] {
    ++reads;
    return std::optional<std::string>();
  });
  for (int i = 0; i < 10; ++i) g.update();
  CHECK(reads == 0);
  CHECK(g.practice_library() == nullptr);
  CHECK(reads == 1);
}
