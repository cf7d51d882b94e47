// SPDX-License-Identifier: MIT
// The hint's Why page: its pages, layout, keys and targets (hint_why.hpp).
#include "game/hint_why.hpp"

#include <algorithm>
#include <cmath>

#include "game/targets.hpp"
#include "i18n/i18n.hpp"

namespace nonet::game {

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
  return L;
}

void HintWhyScreen::open() {
  page_ = 0;
  focus_ = static_cast<int>(HintWhyItem::Next);
}

void HintWhyScreen::go_to(int page, int pages, EventQueue& events) {
  if (page < 0 || page >= pages) {
    events.push(EventKind::Rejected);
    return;
  }
  page_ = page;
  events.push(EventKind::MenuMoved, -1, 0, page_);
}

bool HintWhyScreen::action(Action a, int pages, EventQueue& events) {
  switch (a.kind) {
    case ActionKind::Left:
    case ActionKind::Up:
      focus_ = static_cast<int>(HintWhyItem::Previous);
      go_to(page_ - 1, pages, events);
      break;
    case ActionKind::Right:
    case ActionKind::Down:
      focus_ = static_cast<int>(HintWhyItem::Next);
      go_to(page_ + 1, pages, events);
      break;
    case ActionKind::Scroll:  // the wheel: a notch a page, towards later pages when positive
      if (a.value != 0) go_to(page_ + (a.value > 0 ? 1 : -1), pages, events);
      break;
    case ActionKind::Confirm:
      go_to(page_ + (focus_ == static_cast<int>(HintWhyItem::Next) ? 1 : -1), pages, events);
      break;
    case ActionKind::Pause:
    case ActionKind::Back: return true;
    default: break;
  }
  return false;
}

void HintWhyScreen::press(int item, int pages, EventQueue& events) {
  if (item < 0 || item >= kHintWhyItemCount) return;
  focus_ = item;
  action(Action{ActionKind::Confirm, 0}, pages, events);
}

void HintWhyScreen::targets(TargetList& out, const HintWhyLayout& L) const {
  out.push(TargetKind::Back, 0, L.back_button);
  for (int i = 0; i < kHintWhyItemCount; ++i)
    out.push(TargetKind::MenuItem, i, L.items[static_cast<std::size_t>(i)]);
}

const char* hint_why_item_label(HintWhyItem i) {
  switch (i) {
    // TRANSLATORS: the hint's Why page, a button: the page before (a step of the hint, or an
    // inner chain of one). Short.
    case HintWhyItem::Previous: return trc("page", "Previous");
    // TRANSLATORS: the hint's Why page, a button: the next page. Short.
    case HintWhyItem::Next: return trc("page", "Next");
  }
  return "?";
}

}  // namespace nonet::game
