// SPDX-License-Identifier: MIT
// Sum Tiles' screens: menu focus, the board's cursor and presses, the end card, progress.
#include "game/sum_tiles_mode.hpp"

#include <algorithm>
#include <cmath>

#include "core/rng.hpp"
#include "game/animation.hpp"
#include "i18n/i18n.hpp"

namespace nonet::game {

namespace st = sumtiles;
using i18n::tr;

namespace {

int size_index(int tiles) {
  for (int i = 0; i < st::kSizeCount; ++i)
    if (st::kSizes[i] == tiles) return i;
  return -1;
}

// The tile's target index (as Sudoku cells: 9 * row + col) and back.
int cell_of_tile(int tile, int side) { return 9 * (tile / side) + tile % side; }
int tile_of_cell(int cell, int side) {
  const int r = cell / 9, c = cell % 9;
  if (r >= side || c >= side || cell < 0) return -1;
  return r * side + c;
}

Tick end_card_delay(const st::Board& b, bool reduced_motion) {
  const double s =
      b.perfect() && !reduced_motion ? kSumPerfectCardDelaySeconds : kSumEndCardDelaySeconds;
  return ticks_from_seconds(reduced_motion ? s * 0.5 : s);
}

}  // namespace

SumProgress::SumProgress() {
  stage_best.fill(-1);
  for (auto& row : best) row.fill(-1);
}

int SumProgress::best_for(int tiles, int target) const {
  const int s = size_index(tiles);
  if (s < 0 || target < st::kMinTarget || target > st::kMaxTarget) return -1;
  return best[static_cast<std::size_t>(s)][static_cast<std::size_t>(target - st::kMinTarget)];
}

int& SumProgress::best_ref(int tiles, int target) {
  const int s = std::max(0, size_index(tiles));
  const int t = std::clamp(target, st::kMinTarget, st::kMaxTarget) - st::kMinTarget;
  return best[static_cast<std::size_t>(s)][static_cast<std::size_t>(t)];
}

bool sum_stage_passed(int tiles, int tiles_left) { return tiles_left <= tiles / kSumPassDivisor; }

// ---- Layouts -------------------------------------------------------------------------------

SumMenuLayout layout_sum_menu(float width, float height) {
  SumMenuLayout L;
  const float u = layout_unit(width, height);
  L.unit = u;
  const float margin = 4 * u;
  const float content_w = std::min(width - 2 * margin, 110 * u);
  const float x0 = std::floor((width - content_w) / 2);
  place_header(L, x0, margin, content_w, u);
  L.columns = 5;
  const float row_h = std::max(7.5f * u, kMinTouchTarget);
  const float gap = std::floor(1.6f * u);
  // Below the stage grid: two value rows and two buttons.
  const float bottom_h = 4 * row_h + 5 * gap;
  L.rule = Rect{x0, L.header.bottom() + u, content_w, std::max(4 * u, 18.0f)};
  const float grid_top = L.rule.bottom() + u;
  const float avail_h = height - margin - bottom_h - grid_top;
  const int rows = (st::kStageCount + L.columns - 1) / L.columns;
  const auto fit_tile = [&](float w, float h) {
    return std::min(
        std::floor((w - static_cast<float>(L.columns - 1) * gap) / static_cast<float>(L.columns)),
        std::floor((h - static_cast<float>(rows - 1) * gap) / static_cast<float>(rows)));
  };
  float tile = fit_tile(content_w, avail_h);
  // A short, wide window (640x480) has no room for the rows under the grid: they stand beside
  // it instead, so the grid keeps its tiles a finger wide and the last row stays on screen.
  float row_w = std::min(content_w, 70 * u);
  const float side_w = std::min(60 * u, std::floor(content_w * 0.42f));
  const bool beside =
      tile < kMinTouchTarget &&
      fit_tile(content_w - side_w - 3 * gap, height - margin - grid_top) >= kMinTouchTarget;
  if (beside) {
    row_w = side_w;
    tile = fit_tile(content_w - side_w - 3 * gap, height - margin - grid_top);
  }
  tile = std::max(tile, kMinTouchTarget);
  const float grid_w =
      static_cast<float>(L.columns) * tile + static_cast<float>(L.columns - 1) * gap;
  const float grid_h = static_cast<float>(rows) * tile + static_cast<float>(rows - 1) * gap;
  const float gx = beside ? std::floor(width / 2 - (grid_w + 3 * gap + row_w) / 2)
                          : std::floor(width / 2 - grid_w / 2);
  for (int i = 0; i < st::kStageCount; ++i) {
    L.stages[static_cast<std::size_t>(i)] =
        Rect{gx + static_cast<float>(i % L.columns) * (tile + gap),
             grid_top + static_cast<float>(i / L.columns) * (tile + gap), tile, tile};
  }
  float y = grid_top + static_cast<float>(rows) * (tile + gap) + gap;
  float rx = std::floor(width / 2 - row_w / 2);
  if (beside) {  // the four rows centred on the grid's height, to its right
    rx = gx + grid_w + 3 * gap;
    y = std::floor(grid_top + (grid_h - (4 * row_h + 3 * gap)) / 2);
  }
  L.size_row = Rect{rx, y, row_w, row_h};
  y += row_h + gap;
  L.target_row = Rect{rx, y, row_w, row_h};
  y += row_h + gap;
  auto ends = [&](const Rect& row, std::size_t minus, std::size_t plus) {
    L.items[minus] = Rect{row.right() - 2 * row_h - gap, row.y, row_h, row_h};
    L.items[plus] = Rect{row.right() - row_h, row.y, row_h, row_h};
  };
  ends(L.size_row, 0, 1);
  ends(L.target_row, 2, 3);
  L.items[4] = Rect{rx, y, row_w, row_h};
  y += row_h + gap;
  L.items[5] = Rect{rx, y, row_w, row_h};
  return L;
}

Rect SumPlayLayout::tile_rect(int index) const {
  return Rect{board.x + static_cast<float>(index % side) * tile,
              board.y + static_cast<float>(index / side) * tile, tile, tile};
}

SumPlayLayout layout_sum_play(float width, float height, int side) {
  SumPlayLayout L;
  const float u = layout_unit(width, height);
  L.unit = u;
  L.side = std::clamp(side, 4, 7);
  const float margin = 4 * u, hud_h = 8 * u, gap = 3 * u;
  const float button_h = std::max(8 * u, kMinTouchTarget);
  const bool portrait = height > width * 1.05f;
  float s;
  if (portrait) {
    s = std::min(width - 2 * margin, height - 2 * margin - hud_h - 2 * gap - button_h);
  } else {
    s = std::min(height - 2 * margin - hud_h - gap, (width - 2 * margin) / 1.5f);
  }
  s = std::floor(s / static_cast<float>(L.side)) * static_cast<float>(L.side);
  L.tile = s / static_cast<float>(L.side);
  const float content_w = portrait ? s : s + gap + std::floor(s * 0.4f);
  const float x0 = std::floor((width - content_w) / 2);
  const float content_h = hud_h + gap + s + (portrait ? gap + button_h : 0);
  const float y0 = std::floor((height - content_h) / 2);
  L.hud = Rect{x0, y0, content_w, hud_h};
  const float pb = std::max(hud_h, kMinTouchTarget);
  L.pause_button = Rect{L.hud.right() - pb, L.hud.cy() - pb / 2, pb, pb};
  L.board = Rect{x0, L.hud.bottom() + gap, s, s};
  if (portrait) {
    const float bw = (s - gap) / 2;
    L.hint_button = Rect{x0, L.board.bottom() + gap, bw, button_h};
    L.clear_button = Rect{x0 + bw + gap, L.board.bottom() + gap, bw, button_h};
  } else {
    const float px = L.board.right() + gap, pw = std::floor(s * 0.4f);
    L.hint_button = Rect{px, L.board.bottom() - 2 * button_h - gap, pw, button_h};
    L.clear_button = Rect{px, L.board.bottom() - button_h, pw, button_h};
  }
  return L;
}

// ---- State ---------------------------------------------------------------------------------

bool SumTilesMode::end_card_shown(Tick now, bool reduced_motion) const {
  return over() && now >= end_card_at(reduced_motion);
}

Tick SumTilesMode::end_card_at(bool reduced_motion) const {
  return board_ ? over_at_ + end_card_delay(*board_, reduced_motion) : over_at_;
}

bool SumTilesMode::next_is_stage() const {
  return stage_ > 0 && stage_ < st::kStageCount && progress_.unlocked > stage_;
}

const char* SumTilesMode::end_item_label(int item) const {
  switch (static_cast<SumEndItem>(item)) {
    // TRANSLATORS: the buttons of Sum Tiles' end card (so are New board, Retry and Sum Tiles
    // menu); keep them short.
    case SumEndItem::Next: return next_is_stage() ? tr("Next stage") : tr("New board");
    case SumEndItem::Retry: return tr("Retry");
    // TRANSLATORS: back to the menu of Sum Tiles, the game's second puzzle.
    case SumEndItem::Menu: return tr("Sum Tiles menu");
  }
  return "?";
}

bool SumTilesMode::start_board(const st::BoardCode& code, int stage, Tick now) {
  if (!st::is_valid(code)) return false;
  board_.emplace(code);
  stage_ = stage;
  cursor_ = 0;
  end_focus_ = 0;
  hint_.clear();
  cleared_.clear();
  cleared_values_.clear();
  overshoot_ = -1;
  cleared_at_ = overshoot_at_ = now - ticks_from_seconds(10);  // no animation carried over
  over_at_ = now;
  end_new_best_ = false;
  end_unlocked_ = 0;
  touch_session();
  return true;
}

bool SumTilesMode::start_stage(int n, Tick now, EventQueue& events) {
  if (n < 1 || n > st::kStageCount || n > progress_.unlocked) {
    events.push(EventKind::Rejected);
    return false;
  }
  return start_board(st::stage_code(n), n, now);
}

void SumTilesMode::enter_menu() {
  menu_focus_ =
      resumable() ? kSumFocusContinue : std::clamp(progress_.unlocked, 1, st::kStageCount) - 1;
}

std::optional<SumSessionRecord> SumTilesMode::record() const {
  if (!resumable()) return std::nullopt;
  SumSessionRecord r;
  r.code = board_->code();
  r.stage = stage_;
  r.tiles.assign(board_->tiles().begin(), board_->tiles().end());
  r.selection = board_->selection();
  r.clears = board_->clears();
  r.hints_used = board_->hints_used();
  return r;
}

bool SumTilesMode::restore(const SumProgress& progress,
                           const std::optional<SumSessionRecord>& session) {
  progress_ = progress;
  ++progress_revision_;
  if (!session) return true;
  const bool stage_ok =
      session->stage == 0 || (session->stage >= 1 && session->stage <= st::kStageCount &&
                              st::stage_code(session->stage) == session->code);
  std::optional<st::Board> b;
  if (stage_ok)
    b = st::Board::restore(session->code, session->tiles, session->selection, session->clears,
                           session->hints_used);
  if (!b || b->dead()) return false;
  board_ = std::move(b);
  stage_ = session->stage;
  cursor_ = 0;
  end_focus_ = 0;
  hint_.clear();
  cleared_.clear();
  overshoot_ = -1;
  touch_session();
  return true;
}

// ---- Menu ----------------------------------------------------------------------------------

void SumTilesMode::step_free(int row, int delta, EventQueue& events) {
  if (row == kSumFocusSize) {
    const int i = std::clamp(size_index(free_tiles_) + delta, 0, st::kSizeCount - 1);
    free_tiles_ = st::kSizes[i];
  } else {
    free_target_ = std::clamp(free_target_ + delta, st::kMinTarget, st::kMaxTarget);
  }
  events.push(EventKind::MenuMoved, -1, 0, row);
}

void SumTilesMode::move_menu_focus(Action a, EventQueue& events) {
  const int last = resumable() ? kSumFocusContinue : kSumFocusNew;
  const int cols = 5;
  int f = menu_focus_;
  if (f < st::kStageCount) {
    switch (a.kind) {
      case ActionKind::Left: f = std::max(0, f - 1); break;
      case ActionKind::Right: f = std::min(st::kStageCount - 1, f + 1); break;
      case ActionKind::Up: f = f >= cols ? f - cols : f; break;
      case ActionKind::Down: f = f + cols < st::kStageCount ? f + cols : kSumFocusSize; break;
      default: break;
    }
  } else {
    switch (a.kind) {
      case ActionKind::Up: f = f == kSumFocusSize ? st::kStageCount - cols : f - 1; break;
      case ActionKind::Down: f = std::min(last, f + 1); break;
      case ActionKind::Left:
      case ActionKind::Right:
        if (f == kSumFocusSize || f == kSumFocusTarget)
          step_free(f, a.kind == ActionKind::Left ? -1 : 1, events);
        return;
      default: break;
    }
  }
  if (f != menu_focus_) {
    menu_focus_ = f;
    events.push(EventKind::MenuMoved, -1, 0, f);
  }
}

SumExit SumTilesMode::menu_action(Action a, Tick now, EventQueue& events) {
  if (menu_focus_ == kSumFocusContinue && !resumable()) menu_focus_ = kSumFocusNew;
  switch (a.kind) {
    case ActionKind::Up:
    case ActionKind::Down:
    case ActionKind::Left:
    case ActionKind::Right: move_menu_focus(a, events); return SumExit::Stay;
    case ActionKind::Scroll:
      if (a.value != 0)
        move_menu_focus(Action{a.value > 0 ? ActionKind::Down : ActionKind::Up, 0}, events);
      return SumExit::Stay;
    case ActionKind::Confirm: {
      events.push(EventKind::MenuConfirmed, -1, 0, menu_focus_);
      if (menu_focus_ < st::kStageCount) {
        // The open board's own stage resumes it rather than starting it over.
        if (resumable() && stage_ == menu_focus_ + 1) return SumExit::ToPlay;
        return start_stage(menu_focus_ + 1, now, events) ? SumExit::ToPlay : SumExit::Stay;
      }
      if (menu_focus_ == kSumFocusSize || menu_focus_ == kSumFocusTarget) {
        step_free(menu_focus_, 1, events);
        return SumExit::Stay;
      }
      if (menu_focus_ == kSumFocusContinue) return SumExit::ToPlay;
      std::uint64_t state =
          0x6672656542524453ull + ++free_seed_counter_ + (static_cast<std::uint64_t>(now) << 24);
      start_board({free_tiles_, free_target_, static_cast<std::uint32_t>(splitmix64(state))}, 0,
                  now);
      return SumExit::ToPlay;
    }
    case ActionKind::Pause:
    case ActionKind::Back: return SumExit::ToTitle;
    default: return SumExit::Stay;
  }
}

SumExit SumTilesMode::press_menu(const Target& t, Tick now, EventQueue& events) {
  switch (t.kind) {
    case TargetKind::Back: return SumExit::ToTitle;
    case TargetKind::StageTile:
      menu_focus_ = t.index - 1;
      return menu_action(Action{ActionKind::Confirm, 0}, now, events);
    case TargetKind::MenuItem:
      switch (t.index) {
        case 0:
        case 1:
          menu_focus_ = kSumFocusSize;
          step_free(kSumFocusSize, t.index == 0 ? -1 : 1, events);
          return SumExit::Stay;
        case 2:
        case 3:
          menu_focus_ = kSumFocusTarget;
          step_free(kSumFocusTarget, t.index == 2 ? -1 : 1, events);
          return SumExit::Stay;
        case 4: menu_focus_ = kSumFocusNew; break;
        default: menu_focus_ = kSumFocusContinue; break;
      }
      return menu_action(Action{ActionKind::Confirm, 0}, now, events);
    default: return SumExit::Stay;
  }
}

void SumTilesMode::menu_targets(TargetList& out, float width, float height) const {
  const SumMenuLayout L = layout_sum_menu(width, height);
  out.push(TargetKind::Back, 0, L.back_button);
  for (int i = 0; i < st::kStageCount; ++i)
    out.push(TargetKind::StageTile, i + 1, L.stages[static_cast<std::size_t>(i)]);
  const int items = resumable() ? 6 : 5;
  for (int i = 0; i < items; ++i)
    out.push(TargetKind::MenuItem, i, L.items[static_cast<std::size_t>(i)]);
}

// ---- Board ---------------------------------------------------------------------------------

void SumTilesMode::finish(Tick now, EventQueue& events) {
  over_at_ = now;
  end_focus_ = 0;
  const int left = board_->tiles_left();
  const st::BoardCode& code = board_->code();
  int& best = progress_.best_ref(code.tiles, code.target);
  end_new_best_ = best < 0 || left < best;
  if (end_new_best_) best = left;
  end_unlocked_ = 0;
  const bool passed = stage_ == 0 || sum_stage_passed(code.tiles, left);
  if (stage_ > 0) {
    int& sb = progress_.stage_best[static_cast<std::size_t>(stage_ - 1)];
    if (sb < 0 || left < sb) sb = left;
    if (passed && stage_ < st::kStageCount && progress_.unlocked == stage_) {
      progress_.unlocked = stage_ + 1;
      end_unlocked_ = stage_ + 1;
    }
  }
  ++progress_revision_;
  events.push(passed ? EventKind::StageWon : EventKind::StageLost);
  if (end_unlocked_ > 0) events.push(EventKind::StageUnlocked, -1, 0, end_unlocked_);
}

void SumTilesMode::press_tile(int index, Tick now, bool reduced_motion, EventQueue& events) {
  (void)reduced_motion;
  if (!board_) return;
  const int value = index >= 0 && index < board_->code().tiles ? board_->tile(index) : 0;
  const std::vector<int> before = board_->selection();
  std::vector<int> before_values;
  for (int i : before) before_values.push_back(board_->tile(i));
  switch (board_->press(index)) {
    case st::Press::Selected:
      hint_.clear();
      events.push(EventKind::DigitPlaced, -1, value, board_->selection_sum());
      break;
    case st::Press::Deselected:
      hint_.clear();
      events.push(EventKind::Erased, -1, value);
      break;
    case st::Press::Overshoot:
      overshoot_ = index;
      overshoot_at_ = now;
      events.push(EventKind::Mistake, -1, value);
      break;
    case st::Press::Cleared:
      hint_.clear();
      cleared_ = before;
      cleared_.push_back(index);
      cleared_values_ = std::move(before_values);
      cleared_values_.push_back(value);
      cleared_at_ = now;
      events.push(EventKind::UnitCompleted, -1, 0, board_->clears());
      if (board_->dead()) finish(now, events);
      break;
    case st::Press::Refused: events.push(EventKind::Rejected); return;
  }
  touch_session();
}

SumExit SumTilesMode::choose_end(int item, Tick now, EventQueue& events) {
  events.push(EventKind::MenuConfirmed, -1, 0, item);
  switch (static_cast<SumEndItem>(item)) {
    case SumEndItem::Next:
      if (next_is_stage()) {
        start_stage(stage_ + 1, now, events);
      } else {
        std::uint64_t state =
            0x6672656542524453ull + ++free_seed_counter_ + (static_cast<std::uint64_t>(now) << 24);
        st::BoardCode code = board_->code();
        code.seed = static_cast<std::uint32_t>(splitmix64(state));
        start_board(code, 0, now);
      }
      return SumExit::Stay;
    case SumEndItem::Retry: start_board(board_->code(), stage_, now); return SumExit::Stay;
    case SumEndItem::Menu: enter_menu(); return SumExit::ToMenu;
  }
  return SumExit::Stay;
}

SumExit SumTilesMode::play_action(Action a, Tick now, bool reduced_motion, EventQueue& events) {
  if (!board_) return SumExit::ToMenu;
  const int side = board_->side();
  if (over()) {
    if (!end_card_shown(now, reduced_motion)) {
      // Any press skips the short wait before the card.
      if (a.kind == ActionKind::Confirm || a.kind == ActionKind::ToggleNotes ||
          a.kind == ActionKind::Back || a.kind == ActionKind::Pause)
        over_at_ = now - end_card_delay(*board_, reduced_motion);
      return SumExit::Stay;
    }
    switch (a.kind) {
      case ActionKind::Up:
      case ActionKind::Left:
        end_focus_ = (end_focus_ + kSumEndItemCount - 1) % kSumEndItemCount;
        events.push(EventKind::MenuMoved, -1, 0, end_focus_);
        return SumExit::Stay;
      case ActionKind::Down:
      case ActionKind::Right:
        end_focus_ = (end_focus_ + 1) % kSumEndItemCount;
        events.push(EventKind::MenuMoved, -1, 0, end_focus_);
        return SumExit::Stay;
      case ActionKind::Confirm:
      case ActionKind::ToggleNotes: return choose_end(end_focus_, now, events);
      case ActionKind::Pause:
      case ActionKind::Back: enter_menu(); return SumExit::ToMenu;
      default: return SumExit::Stay;
    }
  }
  auto move = [&](int dr, int dc) {
    const int r = std::clamp(cursor_ / side + dr, 0, side - 1);
    const int c = std::clamp(cursor_ % side + dc, 0, side - 1);
    if (r * side + c != cursor_) {
      cursor_ = r * side + c;
      events.push(EventKind::CursorMoved, cell_of_tile(cursor_, side));
      touch_session();
    }
  };
  switch (a.kind) {
    case ActionKind::Up: move(-1, 0); break;
    case ActionKind::Down: move(1, 0); break;
    case ActionKind::Left: move(0, -1); break;
    case ActionKind::Right: move(0, 1); break;
    case ActionKind::Confirm:
    case ActionKind::ToggleNotes: press_tile(cursor_, now, reduced_motion, events); break;
    case ActionKind::SelectCell: {
      const int t = tile_of_cell(a.value, side);
      if (t < 0) break;
      if (t != cursor_) {
        cursor_ = t;
        touch_session();
      }
      press_tile(t, now, reduced_motion, events);
      break;
    }
    case ActionKind::Hint:
      hint_ = board_->hint();
      if (!hint_.empty()) {
        events.push(EventKind::HintUsed, cell_of_tile(hint_.front(), side));
        touch_session();
      }
      break;
    case ActionKind::Erase:
      if (board_->clear_selection()) {
        events.push(EventKind::Erased);
        touch_session();
      }
      break;
    case ActionKind::Pause:
    case ActionKind::Back: enter_menu(); return SumExit::ToMenu;
    default: break;
  }
  return SumExit::Stay;
}

SumExit SumTilesMode::press_play(const Target& t, Tick now, bool reduced_motion,
                                 EventQueue& events) {
  if (over() && end_card_shown(now, reduced_motion)) {
    if (t.kind == TargetKind::MenuItem) {
      end_focus_ = t.index;
      return choose_end(t.index, now, events);
    }
    return SumExit::Stay;
  }
  switch (t.kind) {
    case TargetKind::Cell:
      return play_action(Action{ActionKind::SelectCell, t.index}, now, reduced_motion, events);
    case TargetKind::ActionButton:
      return play_action(Action{t.index == static_cast<int>(ActionButton::Hint) ? ActionKind::Hint
                                                                                : ActionKind::Erase,
                                0},
                         now, reduced_motion, events);
    case TargetKind::Pause:
      return play_action(Action{ActionKind::Pause, 0}, now, reduced_motion, events);
    default: return SumExit::Stay;
  }
}

void SumTilesMode::play_targets(TargetList& out, float width, float height, Tick now,
                                bool reduced_motion) const {
  if (!board_) return;
  if (over() && end_card_shown(now, reduced_motion)) {
    const MenuLayout D = layout_dialog(width, height, kSumEndItemCount, 2);
    for (int i = 0; i < D.count; ++i)
      out.push(TargetKind::MenuItem, i, D.items[static_cast<std::size_t>(i)]);
    return;
  }
  const SumPlayLayout L = layout_sum_play(width, height, board_->side());
  out.push(TargetKind::Pause, 0, L.pause_button);
  for (int i = 0; i < board_->code().tiles; ++i) {
    if (!board_->is_hole(i)) out.push(TargetKind::Cell, cell_of_tile(i, L.side), L.tile_rect(i));
  }
  out.push(TargetKind::ActionButton, static_cast<int>(ActionButton::Hint), L.hint_button);
  out.push(TargetKind::ActionButton, static_cast<int>(ActionButton::Erase), L.clear_button);
}

int SumTilesMode::wake_in_ticks(Tick now, bool reduced_motion) const {
  if (!board_) return -1;
  const double t = static_cast<double>(now) / kTicksPerSecond;
  auto running = [&](Tick at, double seconds) {
    return t - static_cast<double>(at) / kTicksPerSecond < seconds;
  };
  if (!reduced_motion &&
      (running(cleared_at_, kSumClearSeconds) || running(overshoot_at_, kSumShakeSeconds)))
    return 0;
  if (over()) {
    if (!reduced_motion && board_->perfect() && running(over_at_, kSumWaveSeconds)) return 0;
    const Tick due = end_card_at(reduced_motion) - now;
    if (due > 0) return static_cast<int>(due);
    // The card fades in (game::overlay_frame, as the Sudoku result card).
    const Motion m = reduced_motion ? Motion::Reduced : Motion::Full;
    if (static_cast<double>(-due) / kTicksPerSecond < overlay_end_seconds(m)) return 0;
  }
  if (reduced_motion && running(overshoot_at_, kSumShakeSeconds))
    return static_cast<int>(
        std::max<Tick>(1, overshoot_at_ + ticks_from_seconds(kSumShakeSeconds) - now));
  return -1;
}

}  // namespace nonet::game
