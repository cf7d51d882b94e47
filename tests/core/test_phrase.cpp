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

TEST_CASE("choices, clauses and lists of phrases read as the finders' sentences did") {
  const auto cell_is = [](int c, int d) {
    return Phrase{Sentence::NodeIs, {arg::cell(c), arg::digit(d)}};
  };
  const Phrase or_digits{Sentence::BugExtra,
                         {arg::digits_or(digit_bit(3) | digit_bit(9)), arg::cell(0)}};
  CHECK(phrase_text(or_digits) == "3 or 9 in r1c1");
  const Phrase or_cells{Sentence::NodeInGroup, {arg::digit(5), arg::cells_or({0, 3, 6})}};
  CHECK(phrase_text(or_cells) == "5 is in one of r1c1, r1c4 or r1c7");
  const Phrase serial{Sentence::BugPremise,
                      {arg::phrases({cell_is(0, 3), cell_is(1, 4), cell_is(2, 5)}, true)}};
  CHECK(phrase_text(serial).rfind("without the extra candidates r1c1 is 3, r1c2 is 4, and r1c3 "
                                  "is 5, every",
                                  0) == 0);
  const Phrase two{Sentence::BugPremise, {arg::phrases({cell_is(0, 3), cell_is(1, 4)}, true)}};
  CHECK(phrase_text(two).rfind("without the extra candidates r1c1 is 3 and r1c2 is 4,", 0) == 0);
  const Phrase clauses{
      Sentence::ForcingBranch,
      {arg::cell(0), arg::digit(1), arg::clauses({cell_is(9, 2), cell_is(10, 3), cell_is(11, 4)})}};
  CHECK(phrase_text(clauses) == "if r1c1 were 1 and r2c1 is 2; r2c2 is 3; r2c3 is 4");
}

TEST_CASE("a plural template picks its form by its counted argument") {
  const Phrase one{Sentence::FinnedXWingRows,
                   {arg::digit(4), arg::numbers({2, 7}), arg::cells({10}), arg::numbers({3, 5}),
                    arg::unit(box_unit(0)), arg::phrase(removal_phrase({{2, 4}}))}};
  CHECK(phrase_text(one) ==
        "Finned X-Wing on 4 in rows 2 and 7 with fin r2c2: if no fin is 4, columns 3 and 5 take "
        "their 4 from these rows; if one is, box 1 has its 4 there. Either way this removes 4 "
        "from r1c3.");
  Phrase two = one;
  two.args[2] = arg::cells({10, 11});
  CHECK(phrase_text(two).find("with fins r2c2 and r2c3:") != std::string::npos);
}
