// SPDX-License-Identifier: MIT
// Screen geometry as pure functions of the drawable size: where the board, keys, buttons and
// tiles are. The views draw into these rectangles and the game hit-tests pointer input against
// the same ones, so a click always lands on what is drawn. Everything is derived from the
// window size through one unit (LOOK: sizes derive from the board, an 8-unit spacing grid).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>

#include "game/actions.hpp"
#include "game/settings.hpp"

namespace nonet::game {

struct Rect {
  float x = 0, y = 0, w = 0, h = 0;
  bool contains(float px, float py) const { return px >= x && py >= y && px < x + w && py < y + h; }
  float cx() const { return x + w * 0.5f; }
  float cy() const { return y + h * 0.5f; }
  float right() const { return x + w; }
  float bottom() const { return y + h; }
  Rect inset(float d) const { return Rect{x + d, y + d, w - 2 * d, h - 2 * d}; }
  /// The two share some area (touching edges do not count).
  bool overlaps(const Rect& o) const {
    return x < o.right() && o.x < right() && y < o.bottom() && o.y < bottom();
  }
  friend bool operator==(const Rect&, const Rect&) = default;
};

/// The buttons beside the board, in drawing order.
enum class ActionButton : std::uint8_t { Undo, Redo, Erase, Notes, FillNotes, Hint };
inline constexpr int kActionButtonCount = 6;
const char* action_button_label(ActionButton b);
/// What pressing the button does: the action a key sends for the same thing.
constexpr ActionKind action_button_kind(ActionButton b) {
  constexpr ActionKind kKinds[kActionButtonCount] = {ActionKind::Undo,      ActionKind::Redo,
                                                     ActionKind::Erase,     ActionKind::ToggleNotes,
                                                     ActionKind::FillNotes, ActionKind::Hint};
  return kKinds[static_cast<int>(b)];
}

/// The layout unit: 1/100 of the window's shorter side, so everything scales together.
float layout_unit(float width, float height);
/// The smallest side of anything a finger presses, in drawable pixels (the unit of every layout
/// and hit test; the game never learns the display's pixel scale). Layouts never draw a menu
/// item, tile, settings row or back button smaller, and a tap within this size of a smaller
/// target (a cell or key in a tiny window) snaps to it (game/touch_input.hpp). At a pixel scale
/// of 1 that is 44 logical pixels (Apple's 44 pt guideline); on a HiDPI display the layouts
/// already scale with the drawable size (layout_unit), so the floor only binds in tiny windows.
inline constexpr float kMinTouchTarget = 44.0f;

/// A screen's header (issue 25): a bar with the round back button at its left end, the title
/// beside it (render's draw_back_header fits it to the room left) and buttons at its right end
/// (header_button). Every screen with a back button takes its header from here, so all headers
/// share one height and one button.
struct ScreenHeader {
  Rect bar, back_button;
};
/// The round back button's side for a layout unit (7 units, a finger at least).
float back_button_size(float unit);
/// The header bar's height for a layout unit (9 units, never less than the back button).
float header_height(float unit);
/// The header `w` wide whose top-left corner is (x, y).
ScreenHeader layout_header(float x, float y, float w, float unit);
/// Places the header in a layout that keeps it as `header` and `back_button`.
template <class Layout>
void place_header(Layout& out, float x, float y, float w, float unit) {
  const ScreenHeader h = layout_header(x, y, w, unit);
  out.header = h.bar;
  out.back_button = h.back_button;
}
/// A button `w` wide at the right end of a header bar, ending `from_right` pixels before it,
/// centred on the bar's line: `h` tall, or 6 units and a finger at least when `h` is 0.
Rect header_button(const Rect& bar, float unit, float w, float h = 0, float from_right = 0);

/// A card's list of rows (Settings, free play): `per_column` rows share the height `avail`,
/// each a finger tall at least and 7.5 units (plus its gap) at most; the gaps between them
/// give way first. When even a finger each does not fit, the caller scrolls the list or puts
/// it in two columns.
struct RowFit {
  float pitch = 0;  // one row and its gap
  float gap = 0;
  float row_h = 0;
  /// The height of `per_column` rows, without a gap after the last.
  float list_h(int per_column) const { return static_cast<float>(per_column) * pitch - gap; }
};
RowFit fit_rows(float avail, int per_column, float unit);
/// Places `count` rows column by column (`per_column` in each, `col_w` wide and `col_gap`
/// apart) from (x, y), the list scrolled up by `scroll`.
void place_rows(Rect* out, int count, int per_column, float x, float y, float col_w, float col_gap,
                const RowFit& fit, float scroll = 0);

/// A list screen's frame (Collections, Learn): a centred column at most 120 units wide, and
/// its header with the round back button at its left.
struct ColumnFrame {
  float unit = 1;
  float margin = 0;
  float x = 0, w = 0;  // the column
  Rect header, back_button;
};
ColumnFrame layout_column_frame(float width, float height);

/// A board screen's frame (the editor, practice): the header with its back button, and the
/// board with a row of keys under it. Landscape: the board at the left, as large as the height
/// allows but at most `share` of the width and leaving `side_min` pixels for the column beside
/// it (side_x, side_w). Portrait: the board centred, leaving `below` pixels under the key row
/// (and its gap) for the rest; the column then spans the window under the key row.
struct BoardFrame {
  float unit = 1;
  bool portrait = false;
  float margin = 0, gap = 0, key_h = 0;
  Rect header, back_button, board;
  float cell = 0;
  float side_x = 0, side_w = 0;
  float top = 0;  // under the header: where the board and (landscape) the column start
};
BoardFrame layout_board_frame(float width, float height, float share, float side_min, float below);
/// Copies the frame's parts every board screen's layout keeps (unit, portrait, header,
/// back_button, board, cell) into `out`.
template <class Layout>
void take_board_frame(Layout& out, const BoardFrame& f) {
  out.unit = f.unit;
  out.portrait = f.portrait;
  out.header = f.header;
  out.back_button = f.back_button;
  out.board = f.board;
  out.cell = f.cell;
}
/// `count` keys side by side under `board`, each a little inset (still a finger tall).
void layout_key_row(const BoardFrame& f, int count, Rect* out);

struct PlayLayout {
  float unit = 1;
  bool portrait = false;
  Rect hud;           // top bar: stage + level left, timer centre, mistakes + pause right
  Rect pause_button;  // inside hud, right end
  Rect check_button;  // inside hud, left of the pause button (free play, "check at the end")
  /// The hint's Learn button (Game::hint_lesson), left of the pause button (a hint on show
  /// hides Check). As wide as Check, narrower in a narrow HUD (the hint's words need the room
  /// more), never below a finger's width.
  Rect learn_button() const {
    const float gap = pause_button.x - check_button.right();  // as between those two
    const float w = std::min(check_button.w, std::max(pause_button.w * 1.5f, hud.w * 0.14f));
    return Rect{pause_button.x - gap - w, pause_button.y, w, pause_button.h};
  }
  Rect board;      // the 9x9 board, square
  float cell = 0;  // board.w / 9
  std::array<Rect, kActionButtonCount> actions{};
  std::array<Rect, 9> keys{};  // digit d at keys[d-1]; square rects holding a round key
  Rect cell_rect(int cell) const;
};
/// `left_handed` (Settings: Keypad on the left) mirrors a landscape layout: the keypad and the
/// action buttons on the board's left. Portrait is the same either way.
PlayLayout layout_play(float width, float height, bool left_handed = false);
/// While the result card steps aside to let the player look at the board: a panel over the
/// keypad and action buttons (nothing to do there then; never over the board) holding one
/// button back to the card ("Back to the results").
struct LookLayout {
  Rect panel, button;
};
LookLayout layout_look(float width, float height, bool left_handed = false);

/// An export's notice (game::ExportNotice): a card above the bottom edge (room for one save
/// line under it) with the sentence at its left and, when offered, "Open folder" at its right.
/// Without the button, `button` is empty and the text takes the card.
struct ExportNoticeLayout {
  float px = 13;  // the text's size
  Rect card, text, button;
};
ExportNoticeLayout layout_export_notice(float width, float height, bool button);

/// A vertical list of buttons in a panel: title menu, pause overlay, result screen.
struct MenuLayout {
  float unit = 1;
  Rect panel;    // card behind the content (dialogs); the free area on the title
  Rect heading;  // wordmark or dialog title area
  Rect body;     // dialog text (result figures); the title: the attract sentence
  Rect footer;   // the title's "N of 100 stages cleared" line; empty on dialogs
  // The pause card has the most: free play's 8 (Statistics, then its Check), and a hint's Learn.
  std::array<Rect, 9> items{};
  int count = 0;
};
MenuLayout layout_title(float width, float height, int items);
/// The height of one body line of a dialog, in layout units.
inline constexpr float kDialogLineUnits = 6.5f;
/// body_lines: how many lines of figures the dialog shows between heading and buttons.
MenuLayout layout_dialog(float width, float height, int items, int body_lines);

struct StageGridLayout {
  float unit = 1;
  Rect header;  // title bar with the back button and the cleared count
  Rect back_button;
  Rect print_button;  // "Print" (every stage as a book), before the cleared count
  Rect viewport;      // the scrolling area (clip rect)
  Rect detail;        // strip under the grid: the focused stage's level and difficulty bar
  int columns = 10;
  float tile = 0;  // tile side
  float gap = 0;
  float content_height = 0;  // every row, top padding included
  /// Tile of stage index i (0-based) with the grid scrolled by `scroll` pixels.
  Rect tile_rect(int index, float scroll) const;
  float max_scroll() const;
};
StageGridLayout layout_stage_grid(float width, float height, int stages);

struct SettingsLayout {
  float unit = 1;
  Rect header;
  Rect back_button;
  Rect panel;
  /// The rows, `scroll` pixels up from where an unscrolled list has them.
  std::array<Rect, kSettingRowCount> rows{};
  /// The part of the panel the rows show through; rows outside it are cut (and not targets).
  Rect viewport;
  /// How far the list scrolls: 0 when every row fits at a finger's height.
  float max_scroll = 0;
  float scroll = 0;  // the scroll in use, 0..max_scroll
  /// The scroll that shows row i whole, the least change from `scroll`.
  float scroll_to_show(int row, float scroll) const;
};
/// A window too short for every row at a finger's height: two columns when it is wide enough
/// for them, else one column that scrolls (360x640) by `scroll` pixels (clamped).
SettingsLayout layout_settings(float width, float height, float scroll = 0);

/// The free-play screen (docs/FREE_PLAY.md): a header with the back button, a card of rows
/// (the five levels, the daily puzzle, the mistake limit, checking, Continue, Enter a puzzle) and a
/// status line under the card (the puzzle being made, a refused code).
inline constexpr int kFreePlayRowCount = 10;
struct FreePlayLayout {
  float unit = 1;
  Rect header;
  Rect back_button;
  Rect panel;
  std::array<Rect, kFreePlayRowCount> rows{};
  Rect status;
};
FreePlayLayout layout_free_play(float width, float height);

}  // namespace nonet::game
