// SPDX-License-Identifier: MIT
// The hint's Why page (issue 31): a hint too long for the banner over the board, told step by
// step at the player's pace. Long preparations (twelve steps of AICs and forcing chains) page
// through the banner for minutes; a dynamic forcing chain (+) lists the dozens of placements its
// branch forces; and a nested forcing chain says its outer chain (suppose this cell were that
// digit: these candidates fall, then the board breaks) while each fallen candidate has a reason
// of its own, an inner chain (AI Escargot's has 19). So the banner counts the steps
// (HintShown::why says when), and this page shows them one at a time: "Step 4 of 6" with its
// sentence and, where Learn teaches its technique, a Learn button for its lesson; each inner
// chain on a page of its own after it ("Step 4 of 6 · inner chain 3 of 19", under the outer
// chain's assumption); Previous and Next (Done on the last page). Opened from the button
// beside the hint ("Why?", in Learn's place at that tier), the L key or the pause card's item;
// Back returns to where it was opened, the hint still on show. Text and geometry here, drawn
// by render/hint_why_view.cpp. Pure: no SDL.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/technique.hpp"
#include "game/actions.hpp"
#include "game/events.hpp"
#include "game/layout.hpp"
#include "game/session.hpp"

namespace nonet::game {

class TargetList;

/// The buttons (MenuItem targets item0..item2): Previous and Next under the card, and in the
/// header, on a step's own page when Learn teaches its technique, "Learn X-Wing".
enum class HintWhyItem : std::uint8_t { Previous, Next, Learn };
inline constexpr int kHintWhyItemCount = 3;

/// One page: a step's sentence, or one of its inner chains under what they are about.
struct HintWhyPage {
  int step = 0;                       // 1-based
  int steps = 0;                      // the hint's steps
  int inner = 0;                      // 0: the step's own sentence; else 1-based inner chain
  int inners = 0;                     // the step's inner chains
  const std::string* lead = nullptr;  // above an inner chain: the outer chain's assumption
  const std::string* text = nullptr;  // the sentence
  Technique technique = Technique::FullHouse;  // the step's
  bool learnable = false;  // a step's own page whose technique Learn teaches: its Learn button
};
/// The pages of a hint's steps: each step's sentence, then its inner chains.
int hint_why_page_count(const std::vector<HintWhyStep>& why);
/// Page `index` (0-based; clamped into range). Needs at least one step.
HintWhyPage hint_why_page(const std::vector<HintWhyStep>& why, int index);

/// A column under the shared header (its Learn button at the right end): a card holding the
/// page's place ("Step 4 of 6 · inner chain 3 of 19") and under it the body (an inner chain's
/// lead, then the sentence, stacked from the top by the view); Previous and Next side by side
/// under the card.
struct HintWhyLayout {
  float unit = 1;
  Rect header, back_button;
  Rect card;
  Rect place;                                   // "Step 4 of 6"
  Rect body;                                    // the lead and the sentence
  std::array<Rect, kHintWhyItemCount> items{};  // Previous, Next, Learn (in the header)
};
HintWhyLayout layout_hint_why(float width, float height);

/// What Game does after an input on the page.
enum class HintWhyExit : std::uint8_t { Stay, Back, Learn };

/// The page's place and focus.
class HintWhyScreen {
 public:
  /// At the first page, Next focused.
  void open();
  int page() const { return page_; }
  int focus() const { return focus_; }
  /// Left and Right turn the pages (past either end refused), the wheel a page a notch
  /// (quietly stopping at the ends); Up and Down move the focus over the buttons shown;
  /// Confirm presses the focused one (Next on the last page is Done: Back); L is the page's
  /// Learn. Back on Back, Escape, the pad's B or Start; Learn for the page's lesson (its
  /// technique: hint_why_page(why, page()).technique).
  HintWhyExit action(Action a, const std::vector<HintWhyStep>& why, EventQueue& events);
  /// A click or tap on button `item` (HintWhyItem): focused, then pressed.
  HintWhyExit press(int item, const std::vector<HintWhyStep>& why, EventQueue& events);
  void targets(TargetList& out, const HintWhyLayout& L, bool learnable) const;

 private:
  void go_to(int page, const std::vector<HintWhyStep>& why, EventQueue& events);
  int page_ = 0;
  int focus_ = static_cast<int>(HintWhyItem::Next);
};

/// Previous's or Next's label in the player's language: Next reads Done on the last of
/// `pages`. (Learn's names the technique: render's draw_learn_label; "?" here.)
const char* hint_why_item_label(HintWhyItem i, int page, int pages);

}  // namespace nonet::game
