// SPDX-License-Identifier: MIT
// The screens there are, as values: what the game shows (Game::screen()), what the screen
// table holds a controller for (game/screens.hpp) and render a view for. A new screen is one
// value here, last, and one line in each table.
#pragma once

#include <cstdint>

namespace nonet::game {

enum class Screen : std::uint8_t {
  Title,
  StageSelect,
  Play,
  Paused,
  Result,
  Settings,
  SumMenu,      // Sum Tiles: its stages and free boards
  SumPlay,      // Sum Tiles: a board in play (and its end card)
  FreePlay,     // free play: levels, the daily puzzle, rules
  Statistics,   // campaign, free play and daily figures, the solve-time chart (title, pause)
  Coach,        // the first-run coach's cards (game/guide.hpp)
  Controls,     // every action with its keys or pad buttons (game/guide.hpp)
  Editor,       // a custom board: its givens placed or pasted, judged live (game/board_editor.hpp)
  About,        // version, licences, the save folder, credits (game/about.hpp; from Settings)
  Collections,  // files of many puzzles, each puzzle's state (game/collections_screen.hpp)
  Learn,        // the techniques with the player's progress (game/learn_screen.hpp)
  Practice,     // a practice position of one technique (game/practice_screen.hpp)
  Lesson,       // one technique explained, with a worked example (game/lesson_screen.hpp)
  TechniqueStats,  // practice figures per technique (game/technique_stats.hpp; from Statistics)
  HintWhy,         // a deep forcing chain's hint, step by step (game/hint_why.hpp; from Play)
};
const char* screen_name(Screen s);
inline constexpr int kScreenCount = static_cast<int>(Screen::HintWhy) + 1;

}  // namespace nonet::game
