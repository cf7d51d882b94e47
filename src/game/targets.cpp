// SPDX-License-Identifier: MIT
// The one list of targets per screen, and their script names.
#include "game/targets.hpp"

#include <algorithm>

#include "core/grid.hpp"
#include "core/practice.hpp"
#include "game/colour_palette.hpp"
#include "game/game.hpp"
#include "game/screens.hpp"
#include "game/statistics.hpp"

namespace nonet::game {

// The largest screens: the stage grid (back and print buttons, every tile) and play (pause and
// check buttons), each with an export notice's button and card over it.
static_assert(TargetList::kCapacity >= 4 + kStageCount);
static_assert(TargetList::kCapacity >= 4 + kCells + 9 + kActionButtonCount);

void TargetList::push(TargetKind kind, int index, const Rect& rect) {
  if (size_ < kCapacity) items_[size_++] = Target{kind, index, rect};
}

TargetList targets(const Game& g) {
  TargetList out;
  if (const std::optional<CodeEntry>& e = g.code_entry()) {  // the code dialog covers the screen
    const CodeEntryLayout L = e->layout(g.viewport_width(), g.viewport_height());
    for (std::size_t i = 0; i < e->keys().size(); ++i)
      out.push(TargetKind::CodeKey, e->keys()[i], L.keys[i]);
    return out;
  }
  if (!g.export_notice()) {
    screen_controller(g.screen()).targets(g, out);
    return out;
  }
  // An export's notice lies over the screen's own parts: its button and its words are
  // targets, and what it covers is none until it goes (a click on its words puts it away), so
  // no two targets overlap.
  const bool button = g.offers_open_folder();
  const ExportNoticeLayout L =
      layout_export_notice(g.viewport_width(), g.viewport_height(), button);
  const Rect words = L.card.inset(L.px * 0.3f);  // inside the rounded corners
  if (button) {
    out.push(TargetKind::ExportNotice, 0, L.button);
    out.push(TargetKind::ExportNotice, 1, Rect{words.x, words.y, L.button.x - words.x, words.h});
  } else {
    out.push(TargetKind::ExportNotice, 1, words);
  }
  TargetList under;
  screen_controller(g.screen()).targets(g, under);
  for (const Target& t : under)
    if (!t.rect.overlaps(L.card)) out.push(t.kind, t.index, t.rect);
  return out;
}

std::optional<Target> target_at(std::span<const Target> list, float x, float y) {
  for (const Target& t : list) {
    if (t.rect.contains(x, y)) return t;
  }
  return std::nullopt;
}

std::optional<Target> find_target(std::span<const Target> list, TargetKind kind, int index) {
  for (const Target& t : list) {
    if (t.kind == kind && t.index == index) return t;
  }
  return std::nullopt;
}

std::string target_name(const Target& t) {
  switch (t.kind) {
    case TargetKind::Cell: return cell_name(t.index);
    case TargetKind::DigitKey: return "key" + std::to_string(t.index);
    case TargetKind::ActionButton:
      // The button's English label in lower case, spaces as '-' (the label itself is in the
      // player's language, and a script's names never change with it).
      switch (static_cast<ActionButton>(t.index)) {
        case ActionButton::Undo: return "undo";
        case ActionButton::Redo: return "redo";
        case ActionButton::Erase: return "erase";
        case ActionButton::Notes: return "notes";
        case ActionButton::FillNotes: return "fill-notes";
        case ActionButton::Hint: return "hint";
      }
      return "?";
    case TargetKind::Pause: return "pause";
    case TargetKind::MenuItem:
    case TargetKind::SettingsRow:
    case TargetKind::ConfirmItem: return "item" + std::to_string(t.index);
    case TargetKind::StageTile: return "tile" + std::to_string(t.index);
    case TargetKind::Back: return "back";
    case TargetKind::Check: return "check";
    case TargetKind::CodeKey: return code_key_name(t.index);
    case TargetKind::RecentBoard: return "recent" + std::to_string(t.index);
    case TargetKind::Print: return "print";
    case TargetKind::ExportNotice: return t.index == 0 ? "open-folder" : "export-notice";
    case TargetKind::PaletteMark:
      return t.index == 0 ? "mark-cell" : "mark-n" + std::to_string(t.index);
    case TargetKind::PaletteItem:
      if (t.index == kPaletteNone) return "swatch-none";
      if (t.index == kPaletteClearAll) return "clear-colours";
      return "swatch" + std::to_string(t.index + 1);
    case TargetKind::CollectionRow: return "puzzle" + std::to_string(t.index + 1);
    case TargetKind::CollectionOpen: return "open-file";
    case TargetKind::CollectionSwitch: return t.index == 0 ? "prev-collection" : "next-collection";
    case TargetKind::CollectionRemove: return "remove-collection";
    case TargetKind::LearnRow:
      return "learn-" + std::string(technique_key(static_cast<Technique>(t.index)));
    case TargetKind::LearnSuggestion: return "learn-next";
    case TargetKind::LessonLink: return "learn-hint";
    case TargetKind::WhyLink: return "why-hint";
  }
  return "?";
}

std::optional<Target> find_target(std::span<const Target> list, std::string_view name) {
  if (const int cell = parse_cell_name(name); cell >= 0)
    return find_target(list, TargetKind::Cell, cell);
  for (const Target& t : list) {
    if (target_name(t) == name) return t;
  }
  return std::nullopt;
}

bool is_target_name(std::string_view name) {
  if (name.empty()) return false;
  if (parse_cell_name(name) >= 0) return true;
  // A collection's puzzles, "puzzle1" up (too many to list below).
  if (name.size() > 6 && name.size() <= 12 && name.substr(0, 6) == "puzzle" && name[6] != '0' &&
      std::all_of(name.begin() + 6, name.end(), [](char ch) { return ch >= '0' && ch <= '9'; }))
    return true;
  // Every kind with the indices it can have on some screen, named by target_name itself.
  struct Range {
    TargetKind kind;
    int first, last;
  };
  constexpr int kMaxMenuItems = static_cast<int>(std::tuple_size_v<decltype(MenuLayout::items)>);
  constexpr Range kRanges[] = {
      {TargetKind::DigitKey, 1, 9},
      {TargetKind::ActionButton, 0, kActionButtonCount - 1},
      {TargetKind::Pause, 0, 0},
      {TargetKind::MenuItem, 0, kMaxMenuItems - 1},
      {TargetKind::StageTile, 1, kStageCount},
      {TargetKind::SettingsRow, 0, kSettingsFocusCount - 1},
      {TargetKind::ConfirmItem, 0, kConfirmItemCount - 1},
      {TargetKind::Back, 0, 0},
      {TargetKind::Check, 0, 0},
      {TargetKind::CodeKey, 0, 126},
      {TargetKind::RecentBoard, 0, kRecentBoardLimit - 1},
      {TargetKind::Print, 0, 0},
      {TargetKind::ExportNotice, 0, 1},
      {TargetKind::PaletteMark, 0, 9},
      {TargetKind::PaletteItem, 0, kPaletteItems - 1},
      {TargetKind::CollectionOpen, 0, 0},
      {TargetKind::CollectionSwitch, 0, 1},
      {TargetKind::CollectionRemove, 0, 0},
      // Every technique Learn teaches: up to the dynamic forcing chain (practice.hpp).
      {TargetKind::LearnRow, 0, static_cast<int>(Technique::DynamicForcingChain)},
      {TargetKind::LearnSuggestion, 0, 0},
      {TargetKind::LessonLink, 0, 0},
      {TargetKind::WhyLink, 0, 0},
  };
  for (const Range& r : kRanges) {
    for (int i = r.first; i <= r.last; ++i) {
      if (target_name(Target{r.kind, i, Rect{}}) == name) return true;
    }
  }
  return false;
}

}  // namespace nonet::game
