// SPDX-License-Identifier: MIT
// Finger events to game input.
#include "platform/touch.hpp"

#include <cstdlib>

#include <cmath>

namespace nonet::platform {

namespace {
// Far outside any layout: a pointer position that hovers nothing.
constexpr float kNowhere = -1.0e6f;
}  // namespace

void TouchScreen::clear_hover(game::Game& game) {
  // A finger has no hover: once it lifts nothing stays highlighted (menus keep their focus).
  if (game.screen() == game::Screen::Play) game.pointer_move(kNowhere, kNowhere);
}

void TouchScreen::tap(game::Point p, game::Game& game) {
  const game::TargetList targets = game::targets(game);
  const std::optional<game::Point> at = game::snap_tap(targets, p.x, p.y, game::kMinTouchTarget);
  const game::Point q = at ? *at : p;  // nothing near: the screen may still take any tap
  const std::optional<game::Target> t = game::target_at(targets, q.x, q.y);
  if (t && t->kind == game::TargetKind::SettingsRow) {
    // A volume row: its left half lowers, its right half raises (a click only steps up).
    const auto r = static_cast<game::SettingRow>(t->index);
    if (r == game::SettingRow::MasterVolume || r == game::SettingRow::SfxVolume ||
        r == game::SettingRow::MusicVolume) {
      game.pointer_move(q.x, q.y);  // focus the row
      const bool lower = q.x < t->rect.cx();
      game.apply(game::Action{lower ? game::ActionKind::Left : game::ActionKind::Right, 0});
      return;
    }
  }
  game.pointer_down(q.x, q.y);
}

bool TouchScreen::handle(const SDL_Event& e, game::Game& game, const ViewScale& view) {
  if (e.type != SDL_FINGERDOWN && e.type != SDL_FINGERUP && e.type != SDL_FINGERMOTION)
    return false;
  if (e.tfinger.touchId == SDL_MOUSE_TOUCHID) return true;  // the mouse pretending (hint off)
  const float x = e.tfinger.x * static_cast<float>(view.drawable_w);
  const float y = e.tfinger.y * static_cast<float>(view.drawable_h);
  gesture_.set_slop(static_cast<float>(game::kTapSlopPoints) * view.pixels_per_point);
  game::InputStatus& st = status_;
  st.device = game::InputDevice::Touch;
  st.notice = game::PadNotice::None;
  switch (e.type) {
    case SDL_FINGERDOWN:
      gesture_.down(e.tfinger.fingerId, x, y, game.now());
      if (gesture_.active())
        game.pointer_move(x, y);  // the key or button under the finger lights while pressed
      else
        clear_hover(game);  // a second finger cancelled the gesture
      break;
    case SDL_FINGERMOTION:
      gesture_.move(e.tfinger.fingerId, x, y);
      if (gesture_.dragging()) {
        clear_hover(game);
        if (game.screen() == game::Screen::StageSelect) {
          // The grid follows the finger in wheel notches (the wheel's step, kWheelRowsPerNotch).
          const game::StageGridLayout L = game.stage_layout();
          const int n = gesture_.take_scroll_notches((L.tile + L.gap) *
                                                     static_cast<float>(game::kWheelRowsPerNotch));
          if (n != 0) game.apply(game::Action{game::ActionKind::Scroll, n});
        } else if (game.screen() == game::Screen::Collections) {
          // A collection's list: a row's height of drag moves the focus a row, which the list
          // follows (the finger up: the next row comes into view from below).
          const int n = gesture_.take_scroll_notches(game.collections_layout().row_h);
          for (int i = 0; i < std::abs(n); ++i)
            game.apply(game::Action{n > 0 ? game::ActionKind::Down : game::ActionKind::Up, 0});
        } else if (game.screen() == game::Screen::Learn) {
          // The techniques' list, the same way: a row's height of drag moves the focus a row.
          const int n = gesture_.take_scroll_notches(game.learn_layout().row_h);
          for (int i = 0; i < std::abs(n); ++i)
            game.apply(game::Action{n > 0 ? game::ActionKind::Down : game::ActionKind::Up, 0});
        } else if (game.screen() == game::Screen::Settings) {
          // A list too long for the window (360x640) follows the finger, pixel for pixel.
          const int n = gesture_.take_scroll_notches(1.0f);
          if (n != 0) game.drag_settings(static_cast<float>(n));
        }
      }
      break;
    case SDL_FINGERUP:
      if (const auto p = gesture_.up(e.tfinger.fingerId)) tap(*p, game);
      clear_hover(game);
      break;
    default: break;
  }
  return true;
}

void TouchScreen::tick(game::Game& game) {
  const auto p = gesture_.long_press(game.now());
  if (!p || game.screen() != game::Screen::Play) return;
  const game::Session* s = game.session();
  if (!s || s->outcome() != game::Outcome::Playing) return;
  // Held on the colour palette: a slow tap, done at the lift. Held anywhere else while it is
  // open: it goes, and the press means what it means without it (another cell's palette, a
  // key's note), as a right click does.
  if (game.palette().is_open()) {
    const game::TargetList over = game::targets(game);
    if (game::target_at(over, p->x, p->y)) return;
    game.close_palette();
  }
  const game::TargetList targets = game::targets(game);
  const game::Point q = game::snap_tap(targets, p->x, p->y, game::kMinTouchTarget).value_or(*p);
  const std::optional<game::Target> t = game::target_at(targets, q.x, q.y);
  if (t && t->kind == game::TargetKind::Cell) {
    // Held on a cell: its colour palette (a right click's touch twin); the lift is no tap.
    if (game.pointer_alt(q.x, q.y)) gesture_.consume_long_press();
    return;
  }
  if (!t || t->kind != game::TargetKind::DigitKey) return;
  // The long-press shortcut: note the digit whatever the notes mode, and leave the mode as it was.
  const bool was_notes = s->notes_mode();
  if (!was_notes) game.apply(game::Action{game::ActionKind::ToggleNotes, 0});
  game.apply(game::digit_action(t->index));
  if (!was_notes) game.apply(game::Action{game::ActionKind::ToggleNotes, 0});
  gesture_.consume_long_press();
}

}  // namespace nonet::platform
