// SPDX-License-Identifier: MIT
// The hint's Why page: its pages, layout, keys and targets (hint_why.hpp).
#include "game/hint_why.hpp"

#include <algorithm>
#include <cmath>

#include "core/practice.hpp"
#include "game/targets.hpp"
#include "i18n/i18n.hpp"

namespace nonet::game {

using i18n::tr;
using i18n::trc;

int hint_why_page_count(const std::vector<HintWhyStep>& why) {
  std::size_t n = 0;
  for (const HintWhyStep& w : why) n += 1 + w.reasons.size();
  return static_cast<int>(n);
}

HintWhyPage hint_why_page(const std::vector<HintWhyStep>& why, int index) {
  HintWhyPage p;
  p.steps = static_cast<int>(why.size());
  int k = std::clamp(index, 0, std::max(0, hint_why_page_count(why) - 1));
  for (std::size_t i = 0; i < why.size(); ++i) {
    const HintWhyStep& w = why[i];
    const int n = 1 + static_cast<int>(w.reasons.size());
    if (k < n) {
      p.step = static_cast<int>(i) + 1;
      p.inner = k;
      p.inners = n - 1;
      p.lead = k > 0 ? &w.lead : nullptr;
      p.text = k > 0 ? &w.reasons[static_cast<std::size_t>(k - 1)] : &w.text;
      p.technique = w.technique;
      p.learnable = k == 0 && is_learnable(w.technique);
      return p;
    }
    k -= n;
  }
  return p;
}

HintWhyLayout layout_hint_why(float width, float height) {
  HintWhyLayout L;
  const ColumnFrame f = layout_column_frame(width, height);
  const float u = f.unit;
  L.unit = u;
  L.header = f.header;
  L.back_button = f.back_button;
  // The column at most 90 units wide: lines of a length that reads well.
  const float w = std::min(f.w, 90 * u);
  const float x = std::floor(width / 2 - w / 2);
  const float gap = std::floor(1.5f * u);
  const float button_h = std::max(6 * u, kMinTouchTarget);
  const float top = L.header.bottom() + gap;
  const float bottom = height - f.margin;
  const float buttons_y = bottom - button_h;
  L.card = Rect{x, top, w, std::max(16.0f, buttons_y - gap - top)};
  const float pad = 2 * u;
  const Rect inner = L.card.inset(pad);
  // The place a line, the body the rest.
  const float place_h = std::max(4 * u, 18.0f);
  L.place = Rect{inner.x, inner.y, inner.w, place_h};
  const float body_y = L.place.bottom() + gap;
  L.body = Rect{inner.x, body_y, inner.w, std::max(8.0f, inner.bottom() - body_y)};
  // Previous and Next under the card, side by side, each at most 36 units wide.
  const float bw = std::min((w - gap) / 2, 36 * u);
  const float bx = std::floor(width / 2 - bw - gap / 2);
  L.items[0] = Rect{bx, buttons_y, bw, button_h};
  L.items[1] = Rect{bx + bw + gap, buttons_y, bw, button_h};
  // Learn at the header's right end, as statistics' By technique.
  L.items[2] = header_button(L.header, u, std::min(L.header.w * 0.42f, std::max(24 * u, 150.0f)));
  return L;
}

void HintWhyScreen::open() {
  page_ = 0;
  focus_ = static_cast<int>(HintWhyItem::Next);
}

void HintWhyScreen::go_to(int page, const std::vector<HintWhyStep>& why, EventQueue& events) {
  if (page < 0 || page >= hint_why_page_count(why)) {
    events.push(EventKind::Rejected);
    return;
  }
  page_ = page;
  // Previous has nothing before the first page, and Learn is on a step's own page only: the
  // focus goes on to Next.
  if ((page_ == 0 && focus_ == static_cast<int>(HintWhyItem::Previous)) ||
      (focus_ == static_cast<int>(HintWhyItem::Learn) && !hint_why_page(why, page_).learnable))
    focus_ = static_cast<int>(HintWhyItem::Next);
  events.push(EventKind::MenuMoved, -1, 0, page_);
}

HintWhyExit HintWhyScreen::action(Action a, const std::vector<HintWhyStep>& why,
                                  EventQueue& events) {
  const int last = hint_why_page_count(why) - 1;
  const bool learnable = hint_why_page(why, page_).learnable;
  switch (a.kind) {
    case ActionKind::Left: go_to(page_ - 1, why, events); break;
    case ActionKind::Right: go_to(page_ + 1, why, events); break;
    case ActionKind::Up:
    case ActionKind::Down: {
      // Over the buttons shown, in their order: Previous, Next, Learn.
      const int shown = learnable ? kHintWhyItemCount : kHintWhyItemCount - 1;
      const int to = std::clamp(focus_ + (a.kind == ActionKind::Down ? 1 : -1), 0, shown - 1);
      if (to != focus_) {
        focus_ = to;
        events.push(EventKind::MenuMoved, -1, 0, focus_);
      }
      break;
    }
    case ActionKind::Scroll: {  // the wheel: a page a notch, towards later pages when positive
      const int to = std::clamp(page_ + a.value, 0, std::max(0, last));
      if (to != page_) go_to(to, why, events);  // quietly still at either end, as lists are
      break;
    }
    case ActionKind::Confirm:
      switch (static_cast<HintWhyItem>(focus_)) {
        case HintWhyItem::Previous: go_to(page_ - 1, why, events); break;
        case HintWhyItem::Next:
          if (page_ >= last) return HintWhyExit::Back;  // Next on the last page is Done
          go_to(page_ + 1, why, events);
          break;
        case HintWhyItem::Learn:
          if (learnable) return HintWhyExit::Learn;
          events.push(EventKind::Rejected);
          break;
      }
      break;
    case ActionKind::Learn:  // L: this step's lesson
      if (learnable) return HintWhyExit::Learn;
      events.push(EventKind::Rejected);
      break;
    case ActionKind::Pause:
    case ActionKind::Back: return HintWhyExit::Back;
    default: break;
  }
  return HintWhyExit::Stay;
}

HintWhyExit HintWhyScreen::press(int item, const std::vector<HintWhyStep>& why,
                                 EventQueue& events) {
  if (item < 0 || item >= kHintWhyItemCount) return HintWhyExit::Stay;
  focus_ = item;
  return action(Action{ActionKind::Confirm, 0}, why, events);
}

void HintWhyScreen::targets(TargetList& out, const HintWhyLayout& L, bool learnable) const {
  out.push(TargetKind::Back, 0, L.back_button);
  for (int i = 0; i < kHintWhyItemCount; ++i) {
    if (i == static_cast<int>(HintWhyItem::Learn) && !learnable) continue;
    out.push(TargetKind::MenuItem, i, L.items[static_cast<std::size_t>(i)]);
  }
}

const char* hint_why_item_label(HintWhyItem i, int page, int pages) {
  // TRANSLATORS: the hint's Why page, its Next button on the last page: back to the board
  if (i == HintWhyItem::Next && page + 1 >= pages) return tr("Done");
  switch (i) {
    // TRANSLATORS: the hint's Why page, a button: the page before (a step of the hint, or an
    // inner chain of one). Short.
    case HintWhyItem::Previous: return trc("page", "Previous");
    // TRANSLATORS: the hint's Why page, a button: the next page. Short.
    case HintWhyItem::Next: return trc("page", "Next");
    case HintWhyItem::Learn: break;  // named by the view: "Learn X-Wing" (draw_learn_label)
  }
  return "?";
}

}  // namespace nonet::game
