// SPDX-License-Identifier: MIT
// Layout arithmetic. Proportions were tuned by looking at screenshots at 1280x800, 800x1280 and
// 1920x1080; the comments give the intent so they can be tuned again.
#include "game/layout.hpp"

#include "game/tuning.hpp"

#include <algorithm>
#include <cmath>

#include "i18n/i18n.hpp"

namespace nonet::game {

using i18n::tr;

// In the player's language (script names are targets.cpp's, fixed English).
const char* action_button_label(ActionButton b) {
  switch (b) {
    // TRANSLATORS: the buttons beside the board in play (so are Redo, Erase, Notes, Fill notes
    // and Hint); one or two short words under an icon.
    case ActionButton::Undo: return tr("Undo");
    case ActionButton::Redo: return tr("Redo");
    case ActionButton::Erase: return tr("Erase");
    case ActionButton::Notes: return tr("Notes");
    case ActionButton::FillNotes: return tr("Fill notes");
    case ActionButton::Hint: return tr("Hint");
  }
  return "?";
}

float layout_unit(float width, float height) {
  return std::max(1.0f, std::min(width, height) / 100.0f);
}

Rect PlayLayout::cell_rect(int c) const {
  return Rect{board.x + static_cast<float>(c % 9) * cell,
              board.y + static_cast<float>(c / 9) * cell, cell, cell};
}

PlayLayout layout_play(float width, float height, bool left_handed) {
  PlayLayout L;
  const float u = layout_unit(width, height);
  L.unit = u;
  L.portrait = height > width * 1.05f;
  const float margin = 4 * u;
  const float hud_h = 8 * u;
  const float hud_gap = 3 * u;

  if (!L.portrait) {
    // Board on the left taking the height; a panel 0.6 of the board wide on its right with a
    // 3x2 grid of action buttons above a 3x3 keypad. Left-handed: the same, mirrored (the
    // panel on the left, the board on the right; the HUD spans both as before).
    const float panel_ratio = 0.6f, gap_ratio = 0.07f;
    float s = height - 2 * margin - hud_h - hud_gap;
    s = std::min(s, (width - 2 * margin) / (1 + gap_ratio + panel_ratio));
    s = std::floor(s / 9) * 9;  // whole-pixel cells keep grid lines crisp
    const float panel_w = std::floor(s * panel_ratio), gap = std::floor(s * gap_ratio);
    const float content_w = s + gap + panel_w;
    const float x0 = std::floor((width - content_w) / 2);
    const float y0 = std::floor((height - (hud_h + hud_gap + s)) / 2);
    L.hud = Rect{x0, y0, content_w, hud_h};
    L.board = Rect{left_handed ? x0 + panel_w + gap : x0, y0 + hud_h + hud_gap, s, s};
    const float px = left_handed ? x0 : x0 + s + gap;
    const float g = std::floor(panel_w * 0.06f);
    const float key = std::floor((panel_w - 2 * g) / 3);
    const float act_h = std::floor(key * 0.78f);
    const float panel_h = 2 * act_h + g + 2 * g + 3 * key + 2 * g;
    const float py = L.board.y + std::floor((s - panel_h) / 2);
    for (int i = 0; i < kActionButtonCount; ++i) {
      L.actions[static_cast<std::size_t>(i)] =
          Rect{px + static_cast<float>(i % 3) * (key + g),
               py + static_cast<float>(i / 3) * (act_h + g), key, act_h};
    }
    const float ky = py + 2 * act_h + g + 2 * g;
    for (int d = 0; d < 9; ++d) {
      L.keys[static_cast<std::size_t>(d)] =
          Rect{px + static_cast<float>(d % 3) * (key + g),
               ky + static_cast<float>(d / 3) * (key + g), key, key};
    }
  } else {
    // Portrait: HUD, board full width, one row of six actions, then the keypad: one row of nine
    // keys, or two rows (5 + 4) of larger keys when the height allows.
    float s = std::min(width - 2 * margin, height * 0.56f);
    s = std::floor(s / 9) * 9;
    const float g = std::floor(s * 0.02f);
    const float act_w = std::floor((s - 5 * g) / 6);
    const float act_h = std::max(std::floor(act_w * 0.78f), kMinTouchTarget);
    const float key1 = std::floor((s - 8 * g) / 9);
    const float key2 = std::floor(std::min((s - 4 * g) / 5, key1 * 1.5f));
    auto content_h = [&](float keys_h) {
      return hud_h + hud_gap + s + 3 * g + act_h + 3 * g + keys_h;
    };
    const bool two_rows = content_h(2 * key2 + g) <= height - 2 * margin;
    const float key = two_rows ? key2 : key1;
    const float x0 = std::floor((width - s) / 2);
    const float y0 =
        std::floor(std::max(margin, (height - content_h(two_rows ? 2 * key2 + g : key1)) / 2));
    L.hud = Rect{x0, y0, s, hud_h};
    L.board = Rect{x0, y0 + hud_h + hud_gap, s, s};
    const float ay = L.board.bottom() + 3 * g;
    for (int i = 0; i < kActionButtonCount; ++i) {
      L.actions[static_cast<std::size_t>(i)] =
          Rect{x0 + static_cast<float>(i) * (act_w + g), ay, act_w, act_h};
    }
    const float ky = ay + act_h + 3 * g;
    for (int d = 0; d < 9; ++d) {
      if (!two_rows) {
        L.keys[static_cast<std::size_t>(d)] =
            Rect{x0 + static_cast<float>(d) * (key + g), ky, key, key};
        continue;
      }
      const int row = d < 5 ? 0 : 1, col = d < 5 ? d : d - 5;
      const int in_row = row == 0 ? 5 : 4;
      const float row_w = static_cast<float>(in_row) * key + static_cast<float>(in_row - 1) * g;
      const float rx = x0 + std::floor((s - row_w) / 2);
      L.keys[static_cast<std::size_t>(d)] =
          Rect{rx + static_cast<float>(col) * (key + g), ky + static_cast<float>(row) * (key + g),
               key, key};
    }
  }
  L.cell = L.board.w / 9;
  // Never smaller than a finger: in a small window the button reaches into the gap around the
  // HUD (hud_gap is wider than the overhang) rather than shrinking.
  const float pb = std::max(L.hud.h * 0.8f, kMinTouchTarget);
  L.pause_button = Rect{L.hud.right() - pb, L.hud.cy() - pb / 2, pb, pb};
  const float cw = std::floor(pb * 2.6f);
  L.check_button = Rect{L.pause_button.x - 2 * u - cw, L.pause_button.y, cw, pb};
  return L;
}

ExportNoticeLayout layout_export_notice(float width, float height, bool button) {
  ExportNoticeLayout L;
  L.px = std::floor(std::max(13.0f, std::min(width, height) * 0.024f));
  const float px = L.px, margin = std::max(8.0f, std::floor(width * 0.03f));
  const float w = std::min(width - 2 * margin, px * 46);
  // Four lines of text (a long path in a long language), or the button with a margin round
  // it, whichever is taller.
  const float h = std::ceil(std::max(px * 6.0f, kMinTouchTarget + px * 1.2f));
  L.card = Rect{std::floor((width - w) / 2), std::floor(height - px * 2.8f - h), w, h};
  const float pad = px * 0.9f;
  if (button) {
    const float bw = std::ceil(std::max(kMinTouchTarget * 2.6f, px * 9.0f));
    const float bh = std::ceil(std::max(kMinTouchTarget, px * 2.6f));
    L.button = Rect{L.card.right() - pad - bw, std::floor(L.card.cy() - bh / 2), bw, bh};
  }
  const float text_right = button ? L.button.x - pad : L.card.right() - pad;
  L.text =
      Rect{L.card.x + pad, L.card.y + px * 0.4f, text_right - L.card.x - pad, L.card.h - px * 0.8f};
  return L;
}

LookLayout layout_look(float width, float height, bool left_handed) {
  const PlayLayout P = layout_play(width, height, left_handed);
  // The keypad and the action buttons: the panel beside the board (landscape) or under it.
  Rect area = P.keys[0];
  auto grow = [&area](const Rect& r) {
    const float x0 = std::min(area.x, r.x), y0 = std::min(area.y, r.y);
    const float x1 = std::max(area.right(), r.right()), y1 = std::max(area.bottom(), r.bottom());
    area = Rect{x0, y0, x1 - x0, y1 - y0};
  };
  for (const Rect& r : P.keys) grow(r);
  for (const Rect& r : P.actions) grow(r);
  const float u = P.unit;
  const float w = std::min(area.w - 4 * u, std::max(56 * u, 2 * kMinTouchTarget));
  const float h = std::min(area.h, std::max(10 * u, kMinTouchTarget));
  return LookLayout{area, Rect{std::floor(area.cx() - w / 2), std::floor(area.cy() - h / 2), w, h}};
}

float back_button_size(float unit) { return std::max(7 * unit, kMinTouchTarget); }

float header_height(float unit) { return std::max(9 * unit, back_button_size(unit)); }

ScreenHeader layout_header(float x, float y, float w, float unit) {
  const float back = back_button_size(unit);
  ScreenHeader h;
  h.bar = Rect{x, y, w, header_height(unit)};
  h.back_button = Rect{x, h.bar.cy() - back / 2, back, back};
  return h;
}

Rect header_button(const Rect& bar, float unit, float w, float h, float from_right) {
  if (h <= 0) h = std::max(6 * unit, kMinTouchTarget);
  return Rect{bar.right() - from_right - w, bar.cy() - h / 2, w, h};
}

RowFit fit_rows(float avail, int per_column, float unit) {
  const float ideal_gap = 1.2f * unit;
  const float ideal_pitch = std::max(7.5f * unit, kMinTouchTarget) + ideal_gap;
  RowFit f;
  f.pitch =
      std::clamp(std::floor(avail / static_cast<float>(per_column)), kMinTouchTarget, ideal_pitch);
  f.gap = std::min(ideal_gap, f.pitch - kMinTouchTarget);
  f.row_h = f.pitch - f.gap;
  return f;
}

void place_rows(Rect* out, int count, int per_column, float x, float y, float col_w, float col_gap,
                const RowFit& fit, float scroll) {
  for (int i = 0; i < count; ++i) {
    const int col = i / per_column, row = i % per_column;
    out[i] = Rect{x + static_cast<float>(col) * (col_w + col_gap),
                  y + static_cast<float>(row) * fit.pitch - scroll, col_w, fit.row_h};
  }
}

ColumnFrame layout_column_frame(float width, float height) {
  ColumnFrame f;
  const float u = layout_unit(width, height);
  f.unit = u;
  f.margin = 3 * u;
  f.w = std::min(width - 2 * f.margin, 120 * u);
  f.x = std::floor((width - f.w) / 2);
  place_header(f, f.x, f.margin * 0.5f, f.w, u);
  return f;
}

BoardFrame layout_board_frame(float width, float height, float share, float side_min, float below) {
  BoardFrame f;
  const float u = layout_unit(width, height);
  f.unit = u;
  f.portrait = height > width * 1.05f;
  f.margin = 3 * u;
  f.gap = std::floor(1.5f * u);
  place_header(f, f.margin, f.margin * 0.5f, width - 2 * f.margin, u);
  f.top = f.header.bottom() + f.gap;
  // The keys are inset by up to 0.4 units a side: still a finger tall after that.
  f.key_h = std::max(6 * u, kMinTouchTarget + 0.8f * u);
  if (!f.portrait) {
    const float side =
        std::floor(std::max(9.0f, std::min({height - f.top - f.margin - f.key_h - f.gap,
                                            (width - 2 * f.margin) * share,
                                            width - 2 * f.margin - 4 * u - side_min})) /
                   9) *
        9;
    f.board = Rect{f.margin, f.top, side, side};
    f.side_x = f.board.right() + 4 * u;
    f.side_w = width - f.margin - f.side_x;
  } else {
    const float fixed = f.top + f.gap + f.key_h + f.gap + below;
    const float side =
        std::floor(std::max(9.0f, std::min(width - 2 * f.margin, height - fixed)) / 9) * 9;
    f.board = Rect{std::floor((width - side) / 2), f.top, side, side};
    f.side_x = f.margin;
    f.side_w = width - 2 * f.margin;
  }
  f.cell = f.board.w / 9;
  return f;
}

void layout_key_row(const BoardFrame& f, int count, Rect* out) {
  const float kw = f.board.w / static_cast<float>(count);
  for (int k = 0; k < count; ++k)
    out[k] =
        Rect{f.board.x + static_cast<float>(k) * kw, f.board.bottom() + f.gap, kw, f.key_h}.inset(
            std::min(0.4f * f.unit, kw * 0.05f));
}

MenuLayout layout_title(float width, float height, int items) {
  // Top to bottom: the wordmark, the buttons, then two quiet lines of their own under the list
  // (the attract board's sentence and "N of 100 stages cleared"), never over a button. When
  // the window is too short for all of it at the ideal sizes, the gaps close first, then the
  // wordmark shrinks, then the buttons, never below a finger (kMinTouchTarget).
  MenuLayout L;
  const float u = layout_unit(width, height);
  L.unit = u;
  L.count = std::clamp(items, 0, static_cast<int>(L.items.size()));
  L.panel = Rect{0, 0, width, height};
  const float n = static_cast<float>(L.count);
  // 40 units wide, but never so narrow that "Continue" meets its "Stage N" (small windows).
  const float item_w = std::min(width - 8 * u, std::max(40 * u, 260.0f));
  const float margin = 2 * u, line_h = std::max(4 * u, 16.0f);
  const float avail = height - 2 * margin - 2 * line_h - u;  // the lines, a unit above them
  float item_h = std::max(7.5f * u, kMinTouchTarget), gap = 2 * u;
  float heading_h = 26 * u, heading_gap = 4 * u;
  // Rows of buttons: one column, or two (the first half left, top to bottom, then the rest
  // right) when a finger's height each does not fit in one (a short window such as 640x480).
  float rows = n;
  auto needed = [&] { return heading_h + heading_gap + rows * item_h + (rows - 1) * gap; };
  // The gaps close first, then the wordmark shrinks a little; then, rather than squeeze it
  // further (its tagline needs the room), the buttons go to two columns with the wordmark
  // at its size; then it shrinks, then the buttons.
  if (needed() > avail) gap = std::max(u, 4.0f), heading_gap = 2 * u;
  if (needed() > avail) heading_h = std::max(18 * u, avail - (needed() - heading_h));
  const bool two_columns = needed() > avail && L.count > 1;
  if (two_columns) {
    rows = std::ceil(n / 2);
    heading_h = 26 * u;
  }
  if (needed() > avail) heading_h = std::max(12 * u, avail - (needed() - heading_h));
  if (needed() > avail)
    item_h = std::max(kMinTouchTarget, (avail - heading_h - heading_gap - (rows - 1) * gap) / rows);
  item_h = std::floor(item_h);
  const float top = std::floor(std::max(margin, (avail - needed()) / 2 + margin));
  L.heading = Rect{0, top, width, heading_h};
  const float column_gap = 2 * u;
  const float w = two_columns ? std::min(item_w, (width - 8 * u - column_gap) / 2) : item_w;
  const float x0 = std::floor((width - (two_columns ? 2 * w + column_gap : w)) / 2);
  const float y0 = top + heading_h + heading_gap;
  float list_bottom = L.heading.bottom();
  const int per_column = static_cast<int>(rows);
  for (int i = 0; i < L.count; ++i) {
    const int column = i / per_column, row = i % per_column;
    L.items[static_cast<std::size_t>(i)] =
        Rect{x0 + static_cast<float>(column) * (w + column_gap),
             y0 + static_cast<float>(row) * (item_h + gap), w, item_h};
    list_bottom = std::max(list_bottom, L.items[static_cast<std::size_t>(i)].bottom());
  }
  // The two lines sit between the list and the window's bottom edge.
  const float lines_top = std::max(list_bottom + u, height - margin - 2 * line_h - u);
  L.body = Rect{4 * u, lines_top, width - 8 * u, line_h};
  L.footer = Rect{4 * u, lines_top + line_h, width - 8 * u, line_h};
  return L;
}

MenuLayout layout_dialog(float width, float height, int items, int body_lines) {
  // A card: heading, body lines, then the buttons. Too tall for the window, it tightens: gaps
  // close, padding and heading shrink, then the buttons, never below a finger; the pause card's
  // nine items (free play checked at the end, and a hint's Learn) fit a 360x640 phone that way.
  MenuLayout L;
  const float u = layout_unit(width, height);
  L.unit = u;
  L.count = std::clamp(items, 0, static_cast<int>(L.items.size()));
  float n = static_cast<float>(L.count);  // rows of buttons (two columns halve them, below)
  float pad = 5 * u, item_h = std::max(7.5f * u, kMinTouchTarget), gap = 2 * u;
  float heading_h = 10 * u, body_gap = 3 * u;
  // 56 units wide on a landscape window; on a portrait one (a phone) nearly the window's width,
  // since the unit follows the narrow side there and 56 units would leave the card a column.
  float panel_w = height > width ? width - 8 * u : std::min(width - 8 * u, 56 * u);
  // The body's lines are the card's at full width; a narrower card (a phone) wraps the same
  // words onto more lines, so its body grows in proportion, as far as the window allows.
  const float full_body_h = static_cast<float>(body_lines) * kDialogLineUnits * u;
  float body_h = full_body_h * std::max(1.0f, 56 * u / std::max(1.0f, panel_w));
  const float avail = height - 2 * u;
  auto panel_h = [&] {
    return pad + heading_h + (body_lines > 0 ? body_h + body_gap : 0) + body_gap + n * item_h +
           std::max(0.0f, n - 1) * gap + pad;
  };
  if (panel_h() > avail) gap = std::max(0.75f * u, 4.0f);
  if (panel_h() > avail) pad = 3 * u, heading_h = 7 * u, body_gap = 1.5f * u;
  if (panel_h() > avail) body_h = std::max(full_body_h, body_h - (panel_h() - avail));
  if (panel_h() > avail)
    item_h = std::max(kMinTouchTarget, item_h - (panel_h() - avail) / std::max(1.0f, n));
  // Still too tall in a landscape window (nine items at 640x480): the buttons take two columns
  // of a wider card, in reading order.
  bool two_columns = false;
  if (panel_h() > avail && width > height && L.count > 2) {
    two_columns = true;
    n = std::ceil(static_cast<float>(L.count) / 2);
    panel_w = std::min(width - 8 * u, 100 * u);
    item_h = std::max(7.5f * u, kMinTouchTarget);
    if (panel_h() > avail)
      item_h = std::max(kMinTouchTarget, item_h - (panel_h() - avail) / std::max(1.0f, n));
  }
  item_h = std::floor(item_h);
  const float h = std::min(panel_h(), height);
  L.panel = Rect{std::floor((width - panel_w) / 2), std::floor(std::max(0.0f, (height - h) / 2)),
                 panel_w, h};
  L.heading = Rect{L.panel.x + pad, L.panel.y + pad, panel_w - 2 * pad, heading_h};
  L.body = Rect{L.panel.x + pad, L.heading.bottom() + (body_lines > 0 ? body_gap : 0),
                panel_w - 2 * pad, body_lines > 0 ? body_h : 0};
  const float ly = L.body.bottom() + body_gap;
  const int columns = two_columns ? 2 : 1;
  const float col_gap = 2 * u;
  const float item_w =
      (panel_w - 2 * pad - static_cast<float>(columns - 1) * col_gap) / static_cast<float>(columns);
  for (int i = 0; i < L.count; ++i) {
    const int row = i / columns, col = i % columns;
    L.items[static_cast<std::size_t>(i)] =
        Rect{L.panel.x + pad + static_cast<float>(col) * (item_w + col_gap),
             ly + static_cast<float>(row) * (item_h + gap), item_w, item_h};
  }
  return L;
}

Rect StageGridLayout::tile_rect(int index, float scroll) const {
  const int r = index / columns, c = index % columns;
  const float content_w =
      static_cast<float>(columns) * tile + static_cast<float>(columns - 1) * gap;
  const float x0 = viewport.x + std::floor((viewport.w - content_w) / 2);
  return Rect{x0 + static_cast<float>(c) * (tile + gap),
              viewport.y + 2 * unit + static_cast<float>(r) * (tile + gap) - scroll, tile, tile};
}

float StageGridLayout::max_scroll() const { return std::max(0.0f, content_height - viewport.h); }

StageGridLayout layout_stage_grid(float width, float height, int stages) {
  StageGridLayout L;
  const float u = layout_unit(width, height);
  L.unit = u;
  const float margin = 4 * u;
  const float content_w = std::min(width - 2 * margin, 130 * u);
  const float x0 = std::floor((width - content_w) / 2);
  place_header(L, x0, margin, content_w, u);
  // At the header's right end; the cleared count stands before it (render/stage_view.cpp).
  L.print_button =
      header_button(L.header, u, std::max(16 * u, 2 * kMinTouchTarget), back_button_size(u));
  const float detail_h = std::floor(std::max(10 * u, 48.0f));
  L.detail = Rect{x0, height - detail_h, content_w, detail_h};
  L.viewport = Rect{0, L.header.bottom() + 2 * u, width, L.detail.y - (L.header.bottom() + 2 * u)};
  L.columns = width >= height ? 10 : 5;
  L.gap = std::floor(1.6f * u);
  L.tile = std::floor((content_w - static_cast<float>(L.columns - 1) * L.gap) /
                      static_cast<float>(L.columns));
  const int rows = (stages + L.columns - 1) / L.columns;
  L.content_height = 2 * u + static_cast<float>(rows) * (L.tile + L.gap) - L.gap + margin;
  return L;
}

float SettingsLayout::scroll_to_show(int row, float scroll) const {
  if (row < 0 || row >= kSettingRowCount || max_scroll <= 0)
    return std::clamp(scroll, 0.0f, max_scroll);
  const Rect& r = rows[static_cast<std::size_t>(row)];
  // rows[] carry this layout's scroll; where the row is under `scroll` instead:
  const float top = r.y + this->scroll - scroll, bottom = top + r.h;
  if (top < viewport.y) scroll -= viewport.y - top;
  if (bottom > viewport.bottom()) scroll += bottom - viewport.bottom();
  return std::clamp(scroll, 0.0f, max_scroll);
}

SettingsLayout layout_settings(float width, float height, float scroll) {
  // One column of rows in a card; rows shrink to fit a short window but never below a finger
  // (kMinTouchTarget, gaps go first). A wide window too short for full-size rows gets two
  // columns instead (the hit rects are the drawn rows, so nothing else has to know).
  SettingsLayout L;
  const float u = layout_unit(width, height);
  L.unit = u;
  const float margin = 4 * u;
  const float header_h = header_height(u);
  const float ideal_pitch = fit_rows(1e9f, 1, u).pitch;  // rows at their full height
  const float small_print = 3 * u;  // "Progress is saved in ..." under the card
  auto avail_for = [&](float pad) {
    return height - margin * 0.5f - header_h - 2 * u - 2 * pad - small_print;
  };
  float pad = 3 * u;
  int columns = 1;
  int per_column = kSettingRowCount;
  // Two columns: a wide window too short for full-size rows, or any window too short for one
  // column even at a finger's height (480x540, the smallest window).
  // A portrait window (a phone, 360x640 or 480x640) keeps one column, which scrolls: two would
  // leave each row too narrow for its label and control, with room to spare above and below.
  if ((avail_for(pad) < ideal_pitch * static_cast<float>(kSettingRowCount) &&
       width >= height * 1.2f) ||
      (header_h + u + kMinTouchTarget * static_cast<float>(kSettingRowCount) + 2 * u > height &&
       width >= height * 0.85f)) {
    columns = 2;
    per_column = (kSettingRowCount + 1) / 2;
  }
  if (avail_for(pad) < kMinTouchTarget * static_cast<float>(per_column)) pad = u;
  const RowFit fit = fit_rows(avail_for(pad), per_column, u);
  // 80 units wide (150 in two columns), but a narrow window gives the card all its width.
  const float w =
      std::min(width - 2 * margin, std::max((columns == 2 ? 150.0f : 80.0f) * u, 460.0f));
  const float x0 = std::floor((width - w) / 2);
  const float list_h = fit.list_h(per_column);
  // What the panel can show: the list, or less in a window too short for it (then it scrolls).
  float header_gap = 2 * u;
  // (the small print under the card keeps its line: "Progress is saved in ...")
  const float room = height - margin * 0.5f - header_h - u - 2 * pad - small_print - u;
  const float shown_h = std::min(list_h, std::floor(room));
  // A tall list in a short portrait window (every row at a finger's height): the space above
  // and below the header closes before the card would leave the window.
  float spare = height - (header_h + header_gap + shown_h + 2 * pad);
  if (spare < margin) header_gap = u, spare += u;
  const float top = std::floor(spare >= margin ? std::max(margin * 0.5f, spare / 2)
                                               : std::clamp(spare / 2, 0.0f, margin * 0.5f));
  place_header(L, x0, top, w, u);
  L.panel = Rect{x0, L.header.bottom() + header_gap, w, shown_h + 2 * pad};
  L.viewport = Rect{x0, L.panel.y + pad, w, shown_h};
  L.max_scroll = std::max(0.0f, list_h - shown_h);
  scroll = std::clamp(scroll, 0.0f, L.max_scroll);
  L.scroll = scroll;
  const float col_gap = 3 * u;
  const float col_w =
      (w - 6 * u - static_cast<float>(columns - 1) * col_gap) / static_cast<float>(columns);
  place_rows(L.rows.data(), kSettingRowCount, per_column, x0 + 3 * u, L.panel.y + pad, col_w,
             col_gap, fit, scroll);
  return L;
}

FreePlayLayout layout_free_play(float width, float height) {
  // The settings screen's geometry: rows shrink to fit a short window but never below a finger
  // (kMinTouchTarget). When one column of ten rows cannot fit (a short, wide window such as
  // 640x480), the rows go in two columns of five: the levels, then the daily puzzle, the rules,
  // Continue and Enter a puzzle, in the order focus moves.
  FreePlayLayout L;
  const float u = layout_unit(width, height);
  L.unit = u;
  const float margin = 4 * u;
  const float header_h = header_height(u);
  float status_h = 6 * u;
  const float pad = 2 * u;
  const float avail = height - margin - header_h - 2 * u - 2 * pad - status_h;
  const float col_gap = 3 * u;
  const bool two = avail / static_cast<float>(kFreePlayRowCount) < kMinTouchTarget &&
                   width - 2 * margin >= 2 * 260.0f + col_gap;
  // In one column too long for the window, the status line under the card gives its room
  // first (it only says what the rows' details say; a puzzle being made still shows on its row).
  if (!two && avail < kMinTouchTarget * static_cast<float>(kFreePlayRowCount))
    status_h = std::max(
        0.0f, status_h - (kMinTouchTarget * static_cast<float>(kFreePlayRowCount) - avail));
  const int per_column = two ? (kFreePlayRowCount + 1) / 2 : kFreePlayRowCount;
  const RowFit fit = fit_rows(avail, per_column, u);
  const float w = std::min(width - 2 * margin, (two ? 160.0f : 80.0f) * u);
  const float x0 = std::floor((width - w) / 2);
  const float list_h = fit.list_h(per_column);
  const float top = std::max(
      margin * 0.5f, std::floor((height - (header_h + 2 * u + list_h + 2 * pad + status_h)) / 2));
  place_header(L, x0, top, w, u);
  L.panel = Rect{x0, L.header.bottom() + 2 * u, w, list_h + 2 * pad};
  const float col_w = two ? (w - 6 * u - col_gap) / 2 : w - 6 * u;
  place_rows(L.rows.data(), kFreePlayRowCount, per_column, x0 + 3 * u, L.panel.y + pad, col_w,
             col_gap, fit);
  L.status = Rect{x0, L.panel.bottom(), w, status_h};
  return L;
}

}  // namespace nonet::game
