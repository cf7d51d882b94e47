// SPDX-License-Identifier: MIT
// The Collections screen's layout, keys and targets.
#include "game/collections_screen.hpp"

#include <algorithm>
#include <cmath>

#include "game/code_entry.hpp"
#include "game/targets.hpp"

namespace nonet::game {

CollectionsLayout layout_collections(float width, float height, bool open_button, bool any,
                                     bool several, bool bad_lines) {
  CollectionsLayout L;
  const ColumnFrame f = layout_column_frame(width, height);
  const float u = f.unit, margin = f.margin, x0 = f.x, w = f.w;
  L.unit = u;
  L.header = f.header;
  L.back_button = f.back_button;
  if (open_button) L.open_button = code_open_button(L.header, u);
  float y = L.header.bottom() + 1.5f * u;
  // The figures' row: the arrows to the other collections at its ends, and the button that
  // removes the one shown before the right arrow; a finger's height when it holds buttons.
  const float line_h = std::max(any ? kMinTouchTarget : 0.0f, std::max(5 * u, 24.0f));
  float left = x0, right = x0 + w;
  if (several) {
    L.prev = Rect{x0, y, kMinTouchTarget, line_h};
    L.next = Rect{x0 + w - kMinTouchTarget, y, kMinTouchTarget, line_h};
    left = L.prev.right() + u;
    right = L.next.x - u;
  }
  if (any) {
    L.remove = Rect{right - kMinTouchTarget, y, kMinTouchTarget, line_h};
    right = L.remove.x - u;
  }
  L.summary = Rect{left, y, std::max(1.0f, right - left), line_h};
  y += line_h + u;
  if (bad_lines) {
    L.bad = Rect{x0, y, w, std::max(8 * u, 40.0f)};
    y = L.bad.bottom() + u;
  }
  L.row_h = std::max(6 * u, kMinTouchTarget);
  L.viewport = Rect{x0, y, w, std::max(L.row_h, height - margin - y)};
  L.visible = std::max(1, static_cast<int>(std::floor(L.viewport.h / L.row_h)));
  L.viewport.h = static_cast<float>(L.visible) * L.row_h;  // whole rows only
  return L;
}

void CollectionsScreen::show(std::uint32_t id, int index) {
  shown_ = id;
  focus_ = std::max(0, index);
  scroll_ = 0;
}

const PuzzleCollection* CollectionsScreen::current(const CollectionLibrary& lib) const {
  if (const PuzzleCollection* c = lib.find(shown_)) return c;
  return lib.empty() ? nullptr : &lib.list().front();
}

void CollectionsScreen::step_collection(int by, const CollectionLibrary& lib) {
  const auto& list = lib.list();
  if (list.size() < 2) return;
  const PuzzleCollection* c = current(lib);
  const auto at = static_cast<int>(c - list.data());
  const int n = static_cast<int>(list.size());
  show(list[static_cast<std::size_t>((at + by + n) % n)].id);
}

void CollectionsScreen::reveal(const CollectionLibrary& lib, const CollectionsLayout& L) {
  if (const PuzzleCollection* c = current(lib))
    keep_in_view(L, static_cast<int>(c->puzzles.size()));
}

void CollectionsScreen::keep_in_view(const CollectionsLayout& L, int count) {
  const float last = static_cast<float>(std::max(0, count - L.visible));
  if (static_cast<float>(focus_) < scroll_) scroll_ = static_cast<float>(focus_);
  if (static_cast<float>(focus_) > scroll_ + static_cast<float>(L.visible) - 1)
    scroll_ = static_cast<float>(focus_ - L.visible + 1);
  scroll_ = std::clamp(scroll_, 0.0f, last);
}

CollectionsExit CollectionsScreen::action(Action a, const CollectionLibrary& lib,
                                          const CollectionsLayout& L) {
  const PuzzleCollection* c = current(lib);
  const int count = c ? static_cast<int>(c->puzzles.size()) : 0;
  switch (a.kind) {
    case ActionKind::Back:
    case ActionKind::Pause: return CollectionsExit::Back;
    case ActionKind::Left: step_collection(-1, lib); return CollectionsExit::Stay;
    case ActionKind::Right: step_collection(1, lib); return CollectionsExit::Stay;
    case ActionKind::Up:
    case ActionKind::Down:
    case ActionKind::Scroll: {
      if (count == 0) return CollectionsExit::Stay;
      const int by = a.kind == ActionKind::Up     ? -1
                     : a.kind == ActionKind::Down ? 1
                                                  : a.value * 3;  // the wheel: three rows a notch
      focus_ = std::clamp(focus_ + by, 0, count - 1);
      keep_in_view(L, count);
      return CollectionsExit::Stay;
    }
    case ActionKind::Erase: return c ? CollectionsExit::Remove : CollectionsExit::Stay;
    case ActionKind::Confirm:
      if (count == 0)
        return L.open_button.w > 0 ? CollectionsExit::OpenFile : CollectionsExit::Stay;
      focus_ = std::clamp(focus_, 0, count - 1);
      return CollectionsExit::Play;
    default: return CollectionsExit::Stay;
  }
}

CollectionsExit CollectionsScreen::press(const Target& t, const CollectionLibrary& lib,
                                         const CollectionsLayout& L) {
  switch (t.kind) {
    case TargetKind::Back: return CollectionsExit::Back;
    case TargetKind::CollectionOpen: return CollectionsExit::OpenFile;
    case TargetKind::CollectionSwitch: step_collection(t.index == 0 ? -1 : 1, lib); break;
    case TargetKind::CollectionRemove: return CollectionsExit::Remove;
    case TargetKind::CollectionRow: {
      const PuzzleCollection* c = current(lib);
      if (!c || t.index < 0 || t.index >= static_cast<int>(c->puzzles.size())) break;
      focus_ = t.index;
      keep_in_view(L, static_cast<int>(c->puzzles.size()));
      return CollectionsExit::Play;
    }
    default: break;
  }
  return CollectionsExit::Stay;
}

void CollectionsScreen::targets(TargetList& out, const CollectionLibrary& lib,
                                const CollectionsLayout& L) const {
  out.push(TargetKind::Back, 0, L.back_button);
  if (L.open_button.w > 0) out.push(TargetKind::CollectionOpen, 0, L.open_button);
  if (L.prev.w > 0) {
    out.push(TargetKind::CollectionSwitch, 0, L.prev);
    out.push(TargetKind::CollectionSwitch, 1, L.next);
  }
  if (L.remove.w > 0) out.push(TargetKind::CollectionRemove, 0, L.remove);
  const PuzzleCollection* c = current(lib);
  if (!c) return;
  const int first = static_cast<int>(std::floor(scroll_));
  const int n = static_cast<int>(c->puzzles.size());
  for (int i = first; i < std::min(n, first + L.visible); ++i)
    out.push(TargetKind::CollectionRow, i, L.row(i, scroll_));
}

}  // namespace nonet::game
