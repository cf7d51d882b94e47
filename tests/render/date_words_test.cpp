// SPDX-License-Identifier: MIT
// Dates in the player's language (issue 27): the daily puzzle's day as each language writes
// it, from ICU's patterns, and the ISO form where no language is known.
#include <doctest/doctest.h>

#include <string>

#include "render/date_words.hpp"

using nonet::CivilDate;
using nonet::render::date_words;

TEST_CASE("the daily puzzle's date in each language's words and order") {
  const CivilDate friday{2026, 12, 4};
  CHECK(date_words(friday, "en") == "Friday, December 4");
  CHECK(date_words(friday, "de") == "Freitag, 4. Dezember");
  CHECK(date_words(friday, "ja") == "12月4日金曜日");
  CHECK(date_words(friday, "ru") == "пятница, 4 декабря");  // the month in the genitive
  CHECK(date_words(friday, "zh-Hans") == "12月4日星期五");
  // Switching back and forth makes the formatter again each time.
  CHECK(date_words(CivilDate{2027, 1, 1}, "en") == "Friday, January 1");
  CHECK(date_words(CivilDate{2024, 2, 29}, "de") == "Donnerstag, 29. Februar");
}
