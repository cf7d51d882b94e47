// SPDX-License-Identifier: MIT
// The one renderer of core's explanations (core/phrase.hpp, issue 27): every sentence id has a
// template whose placeholders are exactly {0}..{n-1}, cells are named the files' way or in
// words, and lists and removals read as the finders' sentences always did.
#include <doctest/doctest.h>

#include <set>
#include <string>

#include "core/phrase.hpp"
#include "core/technique.hpp"

using namespace nonet;

namespace {

// The placeholder numbers a template uses ({{ and }} are braces, not placeholders).
std::set<int> placeholders(const std::string& t) {
  std::set<int> out;
  for (std::size_t i = 0; i < t.size(); ++i) {
    if (t[i] == '{' && i + 1 < t.size() && t[i + 1] == '{') {
      ++i;
      continue;
    }
    if (t[i] != '{') continue;
    const std::size_t close = t.find('}', i);
    REQUIRE(close != std::string::npos);
    out.insert(std::stoi(t.substr(i + 1, close - i - 1)));
    i = close;
  }
  return out;
}

}  // namespace

TEST_CASE("every sentence id has a template with placeholders {0}..{n-1}") {
  const auto table = sentence_templates();
  REQUIRE(table.size() == static_cast<std::size_t>(kSentenceCount));
  for (std::size_t i = 0; i < table.size(); ++i) {
    const SentenceTemplate& t = table[i];
    INFO("sentence ", i, ": ", t.english);
    CHECK(static_cast<std::size_t>(t.id) == i);  // the table is indexed by id
    std::set<int> expected;
    for (int k = 0; k < t.arg_count; ++k) expected.insert(k);
    CHECK(placeholders(t.english) == expected);
    if (t.english_plural != nullptr) {
      CHECK(placeholders(t.english_plural) == expected);
      CHECK(t.count_arg >= 0);
      CHECK(t.count_arg < t.arg_count);
    }
    if (t.id != Sentence::None) CHECK_FALSE(std::string(t.english).empty());
  }
}

TEST_CASE("cells in files' names or in words, English untranslated") {
  const Phrase p{Sentence::NakedSingle, {arg::cell(2 * 9 + 5), arg::digit(7)}};
  CHECK(phrase_text(p) == "Naked single: r3c6 can only be 7.");
  CHECK(phrase_text(p, {PhraseStyle::CellNames::Words, false}) ==
        "Naked single: row 3, column 6 can only be 7.");
  CHECK(cell_words(2 * 9 + 5, false) == "row 3, column 6");
  CHECK(unit_words(box_unit(4), false) == "box 5");
  CHECK(unit_words(col_unit(5), false) == "column 6");
}

TEST_CASE("lists and removals read as the finders' sentences did") {
  CHECK(list_words({}, false).empty());
  CHECK(list_words({"a"}, false) == "a");
  CHECK(list_words({"a", "b"}, false) == "a and b");
  CHECK(list_words({"a", "b", "c"}, false) == "a, b and c");
  CHECK(phrase_text(removal_phrase({})) == "removes nothing");
  CHECK(phrase_text(removal_phrase({{40, 2}, {40, 7}})) == "removes 2 and 7 from r5c5");
  CHECK(phrase_text(removal_phrase({{9, 3}, {17, 8}})) == "removes 3 from r2c1 and 8 from r2c9");
  CHECK(phrase_text(removal_phrase({{9, 3}, {13, 3}, {17, 8}})) ==
        "removes 3 from r2c1 and r2c5, and 8 from r2c9");
  const Phrase look{Sentence::HintTechniqueLookAt,
                    {arg::technique(Technique::XWing), arg::cells({0, 8, 72})}};
  CHECK(phrase_text(look) == "X-Wing: look at r1c1, r1c9 and r9c1.");
}
