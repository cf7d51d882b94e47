// SPDX-License-Identifier: MIT
// The hint's Why page (issue 31): a hint that needs a deep forcing chain, told step by step at
// the player's pace. Such a hint takes more words than the banner over the board can page
// through: a dynamic forcing chain (+) lists the dozens of placements its branch forces, and a
// nested forcing chain says its outer chain (suppose this cell were that digit: these
// candidates fall, then the board breaks) while each fallen candidate has a reason of its own,
// an inner chain (AI Escargot's has 19). So the banner counts the steps, and this page shows
// them one at a time: "Step 4 of 6" with its sentence, each inner chain on a page of its own
// after it ("Step 4 of 6 · inner chain 3 of 19", under the outer chain's assumption), and
// Previous and Next. Opened from the button beside the hint ("Why?", where Learn is for a
// technique Learn teaches), the L key or the pause card's item; Back returns to where it was
// opened, the hint still on show. Text and geometry here, drawn by render/hint_why_view.cpp.
// Pure: no SDL.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "game/actions.hpp"
#include "game/events.hpp"
#include "game/layout.hpp"
#include "game/session.hpp"

namespace nonet::game {

class TargetList;

/// The buttons under the reason (MenuItem targets item0 and item1).
enum class HintWhyItem : std::uint8_t { Previous, Next };
inline constexpr int kHintWhyItemCount = 2;

/// One page: a step's sentence, or one of its inner chains under what they are about.
struct HintWhyPage {
  int step = 0;                       // 1-based
  int steps = 0;                      // the hint's steps
  int inner = 0;                      // 0: the step's own sentence; else 1-based inner chain
  int inners = 0;                     // the step's inner chains
  const std::string* lead = nullptr;  // above an inner chain: the outer chain's assumption
  const std::string* text = nullptr;  // the sentence
};
/// The pages of a hint's steps: each step's sentence, then its inner chains.
int hint_why_page_count(const std::vector<HintWhyStep>& why);
/// Page `index` (0-based; clamped into range). Needs at least one step.
HintWhyPage hint_why_page(const std::vector<HintWhyStep>& why, int index);

/// A column under the shared header: a card holding the page's place ("Step 4 of 6 · inner
/// chain 3 of 19") and under it the body (an inner chain's lead, then the sentence, stacked from
/// the top by the view); Previous and Next side by side under the card.
struct HintWhyLayout {
  float unit = 1;
  Rect header, back_button;
  Rect card;
  Rect place;  // "Step 4 of 6"
  Rect body;   // the lead and the sentence
  std::array<Rect, kHintWhyItemCount> items{};
};
HintWhyLayout layout_hint_why(float width, float height);

/// The page's place and focus.
class HintWhyScreen {
 public:
  /// At the first page, Next focused.
  void open();
  int page() const { return page_; }
  int focus() const { return focus_; }
  /// Left and Up step back, Right and Down on (the focus follows), Confirm presses the focused
  /// button; a press past either end is refused. True when the action leaves the page (Back,
  /// Escape, the pad's B or Start).
  bool action(Action a, int pages, EventQueue& events);
  /// A click or tap on button `item` (HintWhyItem): focused, then pressed.
  void press(int item, int pages, EventQueue& events);
  void targets(TargetList& out, const HintWhyLayout& L) const;

 private:
  void go_to(int page, int pages, EventQueue& events);
  int page_ = 0;
  int focus_ = static_cast<int>(HintWhyItem::Next);
};

/// A button's label in the player's language.
const char* hint_why_item_label(HintWhyItem i);

}  // namespace nonet::game
