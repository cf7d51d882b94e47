// SPDX-License-Identifier: MIT
#include "platform/script_players.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstdlib>
#include <vector>

#include "core/grid.hpp"
#include "core/sum_tiles.hpp"
#include "game/code_entry.hpp"
#include "game/touch_input.hpp"

namespace nonet::platform {

void solve(ScriptState& s, ScriptArgs a, int line) {
  // Types the solution into every empty cell with arrow keys and digit keys, like a player.
  const game::Session* ses = s.game.session();
  if (!ses || s.game.screen() != game::Screen::Play) {
    s.fail(line, "solve needs a stage in play");
    return;
  }
  int left = kCells;  // "solve N": the first N empty cells
  if (!a.empty()) std::from_chars(a[0].data(), a[0].data() + a[0].size(), left);
  const Grid solution = ses->stage().solution;
  for (int cell = 0; cell < kCells && left > 0; ++cell) {
    ses = s.game.session();
    if (!ses || ses->outcome() != game::Outcome::Playing) break;
    if (ses->digits()[cell] != 0) continue;
    while (row_of(ses->selected()) < row_of(cell)) press_key(s, "Down", line);
    while (row_of(ses->selected()) > row_of(cell)) press_key(s, "Up", line);
    while (col_of(ses->selected()) < col_of(cell)) press_key(s, "Right", line);
    while (col_of(ses->selected()) > col_of(cell)) press_key(s, "Left", line);
    press_key(s, std::string(1, static_cast<char>('0' + solution[cell])), line);
    --left;
  }
}

void sum_solve(ScriptState& s, ScriptArgs a, int line) {
  // Plays the Sum Tiles board in play to its end, one combination after another (the DP's,
  // as the hint finds them), with the device named: arrow keys and Return, taps on the tiles,
  // or the pad's D-pad and A. Every press goes through the same input path as a player's.
  const game::SumTilesMode& m = s.game.sum_tiles();
  const sumtiles::Board* b = m.board();
  if (!b || s.game.screen() != game::Screen::SumPlay || m.over()) {
    s.fail(line, "sum-solve needs a Sum Tiles board in play");
    return;
  }
  if (!b->selection().empty()) {
    s.fail(line, "sum-solve needs an empty selection");
    return;
  }
  // The whole plan first, on a copy of the tiles.
  std::vector<int> tiles(b->tiles().begin(), b->tiles().end());
  std::vector<int> plan;
  for (;;) {
    const std::vector<int> combo = sumtiles::find_combination(tiles, b->target());
    if (combo.empty()) break;
    for (int i : combo) {
      plan.push_back(i);
      tiles[static_cast<std::size_t>(i)] = 0;
    }
  }
  const int side = b->side();
  if (a[0] == "key") {
    for (int i : plan) {
      while (m.cursor() / side < i / side) press_key(s, "Down", line);
      while (m.cursor() / side > i / side) press_key(s, "Up", line);
      while (m.cursor() % side < i % side) press_key(s, "Right", line);
      while (m.cursor() % side > i % side) press_key(s, "Left", line);
      press_key(s, "Return", line);
    }
  } else if (a[0] == "touch") {
    const game::SumPlayLayout L =
        game::layout_sum_play(s.game.viewport_width(), s.game.viewport_height(), side);
    for (int i : plan) s.devices.tap(L.tile_rect(i).cx(), L.tile_rect(i).cy());
  } else {
    int at = m.cursor();
    for (int i : plan) {
      const int dr = i / side - at / side, dc = i % side - at % side;
      std::string err;
      if (dr != 0) err = s.devices.press(dr > 0 ? "down" : "up", std::abs(dr));
      if (err.empty() && dc != 0) err = s.devices.press(dc > 0 ? "right" : "left", std::abs(dc));
      if (err.empty()) err = s.devices.press("a", 1);
      if (!err.empty()) {
        s.fail(line, err);
        return;
      }
      at = i;
    }
  }
}

void code_pad(ScriptState& s, ScriptArgs a, int line) {
  // Types the text on the code dialog's pad with the D-pad and A, then Start submits: the
  // moves are planned on a copy of the dialog (pad presses are queued, not applied at once).
  const std::optional<game::CodeEntry>& open = s.game.code_entry();
  if (!open) {
    s.fail(line, "code-pad needs the code dialog open");
    return;
  }
  game::CodeEntry plan = *open;
  const int columns = plan.layout(s.game.viewport_width(), s.game.viewport_height()).columns;
  const int chars = plan.char_key_count();
  auto row = [&](int index) {
    return index < chars ? index / columns : (chars + columns - 1) / columns;
  };
  std::vector<const char*> presses;
  for (char ch : a[0]) {
    const int id = static_cast<unsigned char>(std::toupper(static_cast<unsigned char>(ch)));
    const auto keys = plan.keys();
    const auto at = std::find(keys.begin(), keys.end(), id);
    if (at == keys.end() || !game::is_code_char_key(id)) {
      s.fail(line, std::string("the pad has no key '") + ch + "'");
      return;
    }
    const int want = static_cast<int>(at - keys.begin());
    while (row(plan.focus()) != row(want)) {
      const int dy = row(plan.focus()) < row(want) ? 1 : -1;
      plan.move_focus(0, dy, columns);
      presses.push_back(dy > 0 ? "down" : "up");
    }
    while (plan.focus() != want) {
      plan.move_focus(1, 0, columns);
      presses.push_back("right");
    }
    presses.push_back("a");
  }
  presses.push_back("start");
  for (const char* p : presses) {
    if (const std::string err = s.devices.press(p, 1); !err.empty()) {
      s.fail(line, err);
      return;
    }
  }
}

void wrong(ScriptState& s, ScriptArgs, int line) {
  // Types a digit the selected (empty) cell does not take: a deliberate mistake.
  const game::Session* ses = s.game.session();
  if (!ses || ses->digits()[ses->selected()] != 0) {
    s.fail(line, "wrong needs a stage in play with an empty cell selected");
    return;
  }
  const int right = ses->stage().solution[ses->selected()];
  press_key(s, std::string(1, static_cast<char>('0' + (right % 9) + 1)), line);
}

}  // namespace nonet::platform
