// SPDX-License-Identifier: MIT
// Learn's part of the game (issue 28, docs/LEARN.md), one value in Game: the player's progress
// per technique, the positions and puzzles read on first use, the four screens' controllers
// (the list, statistics by technique, practice, a lesson) and what the game remembers of the
// lessons it offered before a stage. Game (game_learn.cpp) routes between them.
#pragma once

#include <array>
#include <cstdint>
#include <optional>

#include "core/game_code.hpp"
#include "core/practice.hpp"
#include "core/rules.hpp"
#include "core/technique.hpp"
#include "game/learn_progress.hpp"
#include "game/learn_screen.hpp"
#include "game/lesson_screen.hpp"
#include "game/practice_screen.hpp"
#include "game/read_on_first_use.hpp"
#include "game/technique_stats.hpp"

namespace nonet::game {

struct LearnParts {
  LearnProgress progress;
  std::uint64_t revision = 0;  // grows with every change of progress (Game::revision().learn)
  ReadOnFirstUse<PracticeLibrary> positions;  // assets/learn/positions.txt
  ReadOnFirstUse<PracticePuzzles> puzzles;    // assets/learn/puzzles.txt
  // The practice puzzle last asked for: its turn moves on when its game begins.
  struct PuzzleAsked {
    Technique technique;
    GameCode code;
    int next;
  };
  std::optional<PuzzleAsked> puzzle_asked;
  LearnScreen list;
  TechniqueStatsScreen stats;
  PracticeScreen practice;
  LessonScreen lesson;
  // Techniques whose offered lesson the player declined (Play now) since the game started, and
  // the stages whose offer was answered (not asked again, whatever else they bring).
  std::array<bool, kTechniqueCount> lesson_declined{};
  std::array<bool, kStageCount + 1> lesson_stage_answered{};
};

}  // namespace nonet::game
