// SPDX-License-Identifier: MIT
// The one list of targets per screen, and their script names.
#include "game/targets.hpp"

#include <algorithm>
#include <cctype>

#include "core/grid.hpp"
#include "game/game.hpp"
#include "game/statistics.hpp"

namespace nonet::game {

// The largest screens: the stage grid (back button, every tile) and play.
static_assert(TargetList::kCapacity >= 1 + kStageCount);
static_assert(TargetList::kCapacity >= 1 + kCells + 9 + kActionButtonCount);

void TargetList::push(TargetKind kind, int index, const Rect& rect) {
  if (size_ < kCapacity) items_[size_++] = Target{kind, index, rect};
}

namespace {

Rect intersect(const Rect& a, const Rect& b) {
  const float x0 = std::max(a.x, b.x), y0 = std::max(a.y, b.y);
  const float x1 = std::min(a.right(), b.right()), y1 = std::min(a.bottom(), b.bottom());
  if (x1 <= x0 || y1 <= y0) return Rect{};
  return Rect{x0, y0, x1 - x0, y1 - y0};
}

void push_items(TargetList& out, TargetKind kind, const MenuLayout& L) {
  for (int i = 0; i < L.count; ++i) out.push(kind, i, L.items[static_cast<std::size_t>(i)]);
}

}  // namespace

TargetList targets(const Game& g) {
  TargetList out;
  if (const std::optional<CodeEntry>& e = g.code_entry()) {  // the code dialog covers the screen
    const CodeEntryLayout L = e->layout(g.viewport_width(), g.viewport_height());
    for (std::size_t i = 0; i < e->keys().size(); ++i)
      out.push(TargetKind::CodeKey, e->keys()[i], L.keys[i]);
    return out;
  }
  switch (g.screen()) {
    case Screen::Paused:
      if (g.pending_restart() ||
          g.pending_reveal()) {  // the confirm dialog covers the card: its buttons only
        push_items(out, TargetKind::ConfirmItem, g.confirm_layout());
        break;
      }
      push_items(out, TargetKind::MenuItem, g.menu_layout());
      break;
    case Screen::Title:
    case Screen::Result: push_items(out, TargetKind::MenuItem, g.menu_layout()); break;
    case Screen::StageSelect: {
      if (g.pending_stage() != 0) {  // the confirm dialog covers the grid: its buttons only
        push_items(out, TargetKind::ConfirmItem, g.confirm_layout());
        break;
      }
      const StageGridLayout L = g.stage_layout();
      out.push(TargetKind::Back, 0, L.back_button);
      for (int i = 0; i < kStageCount; ++i) {
        const Rect full = L.tile_rect(i, g.stage_scroll());
        const Rect r = intersect(full, L.viewport);
        if (r.w > 0 && r.h >= std::min(full.h, kMinTouchTarget))
          out.push(TargetKind::StageTile, i + 1, r);
      }
      break;
    }
    case Screen::Settings: {
      const SettingsLayout L = g.settings_layout();
      out.push(TargetKind::Back, 0, L.back_button);
      for (int i = 0; i < kSettingRowCount; ++i)
        out.push(TargetKind::SettingsRow, i, L.rows[static_cast<std::size_t>(i)]);
      const auto links = settings_link_rects(L);  // How to play, Controls: "item12", "item13"
      for (int i = 0; i < kSettingsLinkCount; ++i)
        out.push(TargetKind::SettingsRow, kSettingRowCount + i, links[static_cast<std::size_t>(i)]);
      break;
    }
    case Screen::Coach: {
      const CoachLayout L = g.coach_layout();
      for (int i = 0; i < kCoachItemCount; ++i)
        out.push(TargetKind::MenuItem, i, L.items[static_cast<std::size_t>(i)]);
      break;
    }
    case Screen::Controls:
      out.push(TargetKind::Back, 0, g.controls_layout(false).back_button);
      break;
    case Screen::SumMenu: {
      g.sum_tiles().menu_targets(out, g.viewport_width(), g.viewport_height());
      const SumMenuLayout L = layout_sum_menu(g.viewport_width(), g.viewport_height());
      out.push(TargetKind::CodeKey, kCodeKeyOpen, sum_code_open_button(L.header, L.unit));
      break;
    }
    case Screen::SumPlay:
      g.sum_tiles().play_targets(out, g.viewport_width(), g.viewport_height(), g.now(),
                                 g.settings().reduced_motion);
      break;
    case Screen::FreePlay: {
      if (g.free_play_pending()) {  // the "a game is open" dialog covers the screen
        push_items(out, TargetKind::ConfirmItem, g.confirm_layout());
        break;
      }
      const FreePlayLayout L = g.free_play_layout();
      out.push(TargetKind::Back, 0, L.back_button);
      for (int i = 0; i < kFreePlayRowCount; ++i)
        out.push(TargetKind::MenuItem, i, L.rows[static_cast<std::size_t>(i)]);
      out.push(TargetKind::CodeKey, kCodeKeyOpen, code_open_button(L.header, L.unit));
      break;
    }
    case Screen::Editor:         // the custom-board editor (game/board_editor.hpp)
      if (g.custom_pending()) {  // its dialog covers the screen: the two buttons only
        push_items(out, TargetKind::ConfirmItem, g.confirm_layout());
        break;
      }
      g.board_editor().targets(out);
      break;
    case Screen::Statistics:
      out.push(TargetKind::Back, 0,
               layout_statistics(g.viewport_width(), g.viewport_height()).back_button);
      break;
    case Screen::Play: {
      const PlayLayout L = g.play_layout();
      out.push(TargetKind::Pause, 0, L.pause_button);
      if (const Session* s = g.session();
          s && s->check_at_end() && s->outcome() == Outcome::Playing && !s->hint())
        out.push(TargetKind::Check, 0, L.check_button);
      for (int c = 0; c < kCells; ++c) out.push(TargetKind::Cell, c, L.cell_rect(c));
      for (int d = 1; d <= 9; ++d)
        out.push(TargetKind::DigitKey, d, L.keys[static_cast<std::size_t>(d - 1)]);
      for (int b = 0; b < kActionButtonCount; ++b)
        out.push(TargetKind::ActionButton, b, L.actions[static_cast<std::size_t>(b)]);
      break;
    }
  }
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
    case TargetKind::ActionButton: {
      // The button's label in lower case, spaces as '-': "fill-notes".
      std::string s = action_button_label(static_cast<ActionButton>(t.index));
      std::transform(s.begin(), s.end(), s.begin(), [](unsigned char ch) {
        return ch == ' ' ? '-' : static_cast<char>(std::tolower(ch));
      });
      return s;
    }
    case TargetKind::Pause: return "pause";
    case TargetKind::MenuItem:
    case TargetKind::SettingsRow:
    case TargetKind::ConfirmItem: return "item" + std::to_string(t.index);
    case TargetKind::StageTile: return "tile" + std::to_string(t.index);
    case TargetKind::Back: return "back";
    case TargetKind::Check: return "check";
    case TargetKind::CodeKey: return code_key_name(t.index);
    case TargetKind::RecentBoard: return "recent" + std::to_string(t.index);
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
  };
  for (const Range& r : kRanges) {
    for (int i = r.first; i <= r.last; ++i) {
      if (target_name(Target{r.kind, i, Rect{}}) == name) return true;
    }
  }
  return false;
}

}  // namespace nonet::game
