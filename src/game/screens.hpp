// SPDX-License-Identifier: MIT
// The screens as one table (issue 25): each screen's controller behind one interface: its
// name (what scripts say: "expect screen title"), the music it wants, what its input does, what
// can be pressed on it, when it next needs a frame, and how many items its menu has. Game
// routes through the table instead of switching on the screen in each of these places; render
// keeps the matching table of draw functions (render/view_parts.cpp, draw_game).
//
// Adding a screen: a value in Screen (game.hpp), its controller's functions and one line in
// kControllers (screens.cpp), its view and one line in render's table.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

#include "game/actions.hpp"
#include "game/input_status.hpp"
#include "game/screen_id.hpp"

namespace nonet::game {

class Game;
class TargetList;

/// The music a screen asks for: the menus' calm piece, the play piece, or whatever plays on
/// (the cards and pages over a screen keep its music).
enum class ScreenMood : std::uint8_t { Keep, Menu, Play };

/// One pad prompt of a screen's pill ("(A) Select"), shown while a pad is in use.
struct PadPrompt {
  PadButton button;
  std::string_view text;  // English, marked N_(): the view shows i18n::tr(text)
};

struct ScreenController {
  Screen screen;
  std::string_view name;
  ScreenMood mood;
  /// Input on this screen, after the keys every screen shares (Game::apply) and an open code
  /// dialog have had theirs.
  void (*action)(Game& game, Action a);
  /// What can be pressed on the screen in its current state (game/targets.hpp).
  void (*targets)(const Game& game, TargetList& out);
  /// Ticks until the screen changes by itself once the shared motion has settled (0 every
  /// frame, -1 never: Game::wake_in_ticks).
  int (*wake)(const Game& game);
  /// How many items its menu has (Up and Down wrap over them; 0 for none).
  int (*menu_count)(const Game& game);
  /// The pad prompts its pill shows in the screen's current state (none on the play screen:
  /// its buttons carry badges).
  std::span<const PadPrompt> (*prompts)(const Game& game);
};

/// The controller of a screen.
const ScreenController& screen_controller(Screen s);
/// Every screen's controller, in Screen's order.
std::span<const ScreenController> screen_controllers();
/// The prompts the pad's pill shows now: a question's or the code dialog's while one is open
/// over the screen, else the screen's own.
std::span<const PadPrompt> pad_prompts(const Game& g);
/// The screen a script names ("title", "freeplay", ...), if any.
std::optional<Screen> screen_named(std::string_view name);

}  // namespace nonet::game
