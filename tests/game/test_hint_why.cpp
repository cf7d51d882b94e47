// SPDX-License-Identifier: MIT
// The hint's Why page (issue 31, game/hint_why.hpp): a hint that needs a deep forcing chain
// tells its steps there, one a page, a nested chain's inner chains after its own sentence; the
// banner counts the steps; L, the button beside the hint and the pause card open the page, and
// Back returns with the hint still on show. The position: AI Escargot with its first single in,
// whose next hint rests on a nested forcing chain (screen_cases.hpp).
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "core/hint.hpp"
#include "core/phrase.hpp"
#include "core/practice.hpp"
#include "game/hint_why.hpp"
#include "game_driver.hpp"
#include "screen_cases.hpp"

using namespace nonet;
using namespace nonet::game;
using namespace nonet::game::testing;

namespace {

int count_of(Game& g, EventKind kind) {
  int n = 0;
  while (!g.events().empty())
    if (g.events().pop().kind == kind) ++n;
  return n;
}

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

}  // namespace

TEST_CASE("a nested chain's hint tells every step on the Why page, its inner chains after it") {
  const Game g = screens::hint_why(1280, 800, false);
  const HintShown& shown = *g.session()->hint();
  REQUIRE(shown.tier == HintPhase::Apply);
  REQUIRE(shown.source);
  const Hint& hint = *shown.source;
  const std::vector<HintWhyStep>& why = *g.hint_why_steps();
  // Every step: the preparing ones, then the placing one, each with its own sentence.
  REQUIRE(why.size() == hint.preparation.size() + 1);
  for (std::size_t i = 0; i < hint.preparation.size(); ++i)
    CHECK(why[i].text == shown.preparation_texts[i]);
  CHECK(why.back().text == shown.text);
  CHECK(why.back().reasons.empty());
  // The nested chain's reasons are its details, in the player's words and in order.
  int nested = 0;
  for (std::size_t i = 0; i < hint.preparation.size(); ++i) {
    const Step& step = hint.preparation[i];
    CAPTURE(i);
    REQUIRE(why[i].reasons.size() == step.details.size());
    if (step.technique != Technique::NestedForcingChain) {
      CHECK(why[i].lead.empty());
      continue;
    }
    ++nested;
    REQUIRE(step.details.size() >= 2);
    const CellDigit x = step.eliminations.front();
    CHECK(contains(why[i].lead,
                   "Suppose " + cell_words(x.cell) + " were " + std::to_string(x.digit) + "."));
    for (std::size_t k = 0; k < step.details.size(); ++k) {
      const std::string& reason = why[i].reasons[k];
      // In words, not "r1c5", and a sentence of its own: "Row 1, column 5 is not 4 (...)".
      std::string words = phrase_text(step.details[k], {PhraseStyle::CellNames::Words, true});
      REQUIRE(words.substr(0, 4) == "row ");
      words[0] = 'R';
      CHECK(reason == words);
    }
  }
  CHECK(nested == 1);
  // The banner only counts the steps before the placement, and says where they are told.
  CHECK(shown.full_text == std::to_string(hint.preparation.size()) +
                               " steps come first; Why? shows each. Then: " + shown.text);
}

TEST_CASE("the Why page's pages: each step's sentence, then its inner chains") {
  std::vector<HintWhyStep> why(3);
  why[0].text = "a";
  why[1].text = "b";
  why[1].lead = "suppose";
  why[1].reasons = {"b1", "b2"};
  why[2].text = "c";
  REQUIRE(hint_why_page_count(why) == 5);
  const HintWhyPage first = hint_why_page(why, 0);
  CHECK(first.step == 1);
  CHECK(first.steps == 3);
  CHECK(first.inner == 0);
  CHECK(first.lead == nullptr);
  CHECK(*first.text == "a");
  CHECK(*hint_why_page(why, 1).text == "b");
  CHECK(hint_why_page(why, 1).lead == nullptr);
  const HintWhyPage inner = hint_why_page(why, 3);
  CHECK(inner.step == 2);
  CHECK(inner.inner == 2);
  CHECK(inner.inners == 2);
  CHECK(*inner.lead == "suppose");
  CHECK(*inner.text == "b2");
  CHECK(*hint_why_page(why, 4).text == "c");
  CHECK(*hint_why_page(why, 99).text == "c");  // clamped
}

TEST_CASE("L opens the Why page; Left and Right turn it, each end refuses; Back returns") {
  Game g = screens::hint_why(1280, 800, false);
  const int pages = hint_why_page_count(*g.hint_why_steps());
  REQUIRE(pages >= 4);
  const int hints_left = g.session()->hints_left();
  press(g, ActionKind::Learn);
  REQUIRE(g.screen() == Screen::HintWhy);
  CHECK(g.hint_why().page() == 0);
  CHECK(g.hint_why().focus() == static_cast<int>(HintWhyItem::Next));
  count_of(g, EventKind::Rejected);
  press(g, ActionKind::Left);  // nothing before the first page
  CHECK(g.hint_why().page() == 0);
  CHECK(count_of(g, EventKind::Rejected) == 1);
  CHECK(g.hint_why().focus() == static_cast<int>(HintWhyItem::Next));
  for (int i = 1; i < pages; ++i) press(g, ActionKind::Right);
  CHECK(g.hint_why().page() == pages - 1);
  press(g, ActionKind::Right);  // nor after the last
  CHECK(g.hint_why().page() == pages - 1);
  CHECK(count_of(g, EventKind::Rejected) == 1);
  press(g, ActionKind::Scroll, 2);  // the wheel stops quietly at the end
  CHECK(g.hint_why().page() == pages - 1);
  CHECK(count_of(g, EventKind::Rejected) == 0);
  press(g, ActionKind::Scroll, -3);  // a fast turn: a page a notch
  CHECK(g.hint_why().page() == pages - 4);
  press(g, ActionKind::Scroll, -pages);
  CHECK(g.hint_why().page() == 0);
  CHECK(count_of(g, EventKind::Rejected) == 0);
  // Confirm presses the focused button: Next from the start; Up and Down move the focus over
  // the buttons shown.
  press(g, ActionKind::Confirm);
  CHECK(g.hint_why().page() == 1);
  press(g, ActionKind::Up);
  CHECK(g.hint_why().focus() == static_cast<int>(HintWhyItem::Previous));
  CHECK(g.hint_why().page() == 1);
  press(g, ActionKind::Up);  // the first button: it stays
  CHECK(g.hint_why().focus() == static_cast<int>(HintWhyItem::Previous));
  press(g, ActionKind::Confirm);
  CHECK(g.hint_why().page() == 0);
  CHECK(g.hint_why().focus() == static_cast<int>(HintWhyItem::Next));  // Previous is spent
  CHECK(g.session()->paused());  // the clock stops while the page is read
  press(g, ActionKind::Back);
  CHECK(g.screen() == Screen::Play);
  REQUIRE(g.session()->hint().has_value());  // still on show
  CHECK(g.session()->hints_left() == hints_left);
  // Opened again, it starts at its first page; on the last, Next is Done and leaves.
  press(g, ActionKind::Learn);
  CHECK(g.hint_why().page() == 0);
  CHECK(std::string(hint_why_item_label(HintWhyItem::Next, 0, pages)) == "Next");
  CHECK(std::string(hint_why_item_label(HintWhyItem::Next, pages - 1, pages)) == "Done");
  for (int i = 1; i < pages; ++i) press(g, ActionKind::Confirm);
  REQUIRE(g.hint_why().page() == pages - 1);
  REQUIRE(g.screen() == Screen::HintWhy);
  press(g, ActionKind::Confirm);
  CHECK(g.screen() == Screen::Play);
  CHECK(g.session()->hint().has_value());
}

TEST_CASE("the button beside the hint and the pause card open the Why page too") {
  Game g = screens::hint_why(1280, 800, false);
  const std::optional<Target> button = find_target(targets(g), "why-hint");
  REQUIRE(button);
  CHECK(button->rect == g.play_layout().learn_button());
  CHECK_FALSE(find_target(targets(g), "learn-hint"));
  g.pointer_down(button->rect.cx(), button->rect.cy());
  REQUIRE(g.screen() == Screen::HintWhy);
  // Its buttons by pointer: Next, then Previous.
  const std::optional<Target> next = find_target(targets(g), "item1");
  REQUIRE(next);
  g.pointer_down(next->rect.cx(), next->rect.cy());
  CHECK(g.hint_why().page() == 1);
  const std::optional<Target> previous = find_target(targets(g), "item0");
  REQUIRE(previous);
  g.pointer_down(previous->rect.cx(), previous->rect.cy());
  CHECK(g.hint_why().page() == 0);
  const std::optional<Target> back = find_target(targets(g), "back");
  REQUIRE(back);
  g.pointer_down(back->rect.cx(), back->rect.cy());
  REQUIRE(g.screen() == Screen::Play);

  // The pad's way: the pause card's last item; Back returns to the card.
  press(g, ActionKind::Pause);
  REQUIRE(g.screen() == Screen::Paused);
  const int last = g.pause_item_count() - 1;
  REQUIRE(g.pause_item(last) == PauseItem::Why);
  CHECK(pause_item_text(g, PauseItem::Why) == "Why the hint holds");
  for (int guard = 0; guard < 20 && g.focus() != last; ++guard) press(g, ActionKind::Down);
  REQUIRE(g.focus() == last);
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::HintWhy);
  press(g, ActionKind::Back);
  CHECK(g.screen() == Screen::Paused);
}

TEST_CASE("no Why page before the hint's third tier, nor for a hint Learn teaches") {
  Game g = screens::escargot_game(1280, 800);
  press(g, ActionKind::Hint);  // where to look
  CHECK(g.hint_why_steps() == nullptr);
  press(g, ActionKind::Hint);  // the techniques, named
  CHECK(g.hint_why_steps() == nullptr);
  CHECK_FALSE(find_target(targets(g), "why-hint"));
  count_of(g, EventKind::Rejected);
  press(g, ActionKind::Learn);  // nothing to learn, nothing to read yet
  CHECK(g.screen() == Screen::Play);
  CHECK(count_of(g, EventKind::Rejected) == 1);
  press(g, ActionKind::Hint);  // applied: now the steps can be read
  CHECK(g.hint_why_steps() != nullptr);

  // A hint of the pattern stage (a single, prepared by nothing deep) has none.
  Game plain = screens::hint_technique(screens::play(1280, 800));
  press(plain, ActionKind::Hint);
  REQUIRE(plain.session()->hint().has_value());
  CHECK(plain.session()->hint()->why.empty());
  CHECK(plain.hint_why_steps() == nullptr);
}

TEST_CASE("a long hint goes to the Why page too, each step's lesson a button away") {
  Game g = screens::long_hint(1280, 800, false);
  g.set_practice_source(screens::practice_text);
  const HintShown& shown = *g.session()->hint();
  const Hint& hint = *shown.source;
  REQUIRE(hint.preparation.size() >= 3);
  // No deep chain: it is the length that sends the steps to the page.
  for (const Step& st : hint.preparation) REQUIRE(is_learnable(st.technique));
  std::size_t words = 0;
  for (const std::string& t : shown.preparation_texts) words += t.size();
  REQUIRE(words > kLongHintWidth);
  const std::vector<HintWhyStep>& why = *g.hint_why_steps();
  REQUIRE(why.size() == hint.preparation.size() + 1);
  CHECK(hint_why_page_count(why) == static_cast<int>(why.size()));  // no inner chains
  // Learn yields its place beside the hint to Why? at this tier.
  CHECK_FALSE(g.hint_lesson().has_value());
  CHECK(find_target(targets(g), "why-hint"));
  CHECK_FALSE(find_target(targets(g), "learn-hint"));
  press(g, ActionKind::Learn);
  REQUIRE(g.screen() == Screen::HintWhy);
  // Each step's own page has its Learn button (item2), for that step's technique.
  const std::optional<Target> learn = find_target(targets(g), "item2");
  REQUIRE(learn);
  press(g, ActionKind::Right);
  REQUIRE(g.hint_why().page() == 1);
  g.pointer_down(learn->rect.cx(), learn->rect.cy());
  REQUIRE(g.screen() == Screen::Lesson);
  CHECK(g.lesson().technique() == why[1].technique);
  press(g, ActionKind::Back);  // back to the same page
  REQUIRE(g.screen() == Screen::HintWhy);
  CHECK(g.hint_why().page() == 1);
  // By keys: Down to Learn, Confirm; and L straight away.
  press(g, ActionKind::Down);
  press(g, ActionKind::Down);
  CHECK(g.hint_why().focus() == static_cast<int>(HintWhyItem::Learn));
  press(g, ActionKind::Down);  // the last button: it stays
  CHECK(g.hint_why().focus() == static_cast<int>(HintWhyItem::Learn));
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::Lesson);
  press(g, ActionKind::Back);
  press(g, ActionKind::Learn);
  REQUIRE(g.screen() == Screen::Lesson);
  CHECK(g.lesson().technique() == why[1].technique);
}

TEST_CASE("no Learn button on a deep step's page, and L there is refused") {
  Game g = screens::hint_why(1280, 800, true);
  const std::vector<HintWhyStep>& why = *g.hint_why_steps();
  int deep_page = -1;
  for (int i = 0; i < hint_why_page_count(why); ++i) {
    const HintWhyPage p = hint_why_page(why, i);
    if (p.inner == 0 && p.technique == Technique::NestedForcingChain) deep_page = i;
  }
  REQUIRE(deep_page > 0);
  for (int i = 0; i < deep_page; ++i) press(g, ActionKind::Right);
  CHECK_FALSE(hint_why_page(why, deep_page).learnable);
  CHECK_FALSE(find_target(targets(g), "item2"));
  count_of(g, EventKind::Rejected);
  press(g, ActionKind::Learn);
  CHECK(g.screen() == Screen::HintWhy);
  CHECK(count_of(g, EventKind::Rejected) == 1);
  press(g, ActionKind::Down);
  press(g, ActionKind::Down);  // Previous, Next: no third button to reach
  CHECK(g.hint_why().focus() == static_cast<int>(HintWhyItem::Next));
}
