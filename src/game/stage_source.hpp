// SPDX-License-Identifier: MIT
// Where a stage's puzzle comes from. The one seam between the game and the core's stage
// catalogue: switching from the generator to the catalogue changes only stage_source.cpp.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "core/grid.hpp"
#include "core/rating.hpp"
#include "core/rules.hpp"

namespace nonet::game {

/// The code a typed-in board plays under, and the level key of one with several solutions.
inline constexpr const char* kCustomCode = "Custom";
inline constexpr const char* kUnratedLevel = "Unrated";

/// A stage's level as data: one of the five levels, or none for a typed-in board with several
/// solutions (nothing to rate: "Unrated"). Words are made from it at the edge (level_word), and
/// saves write its key, so a translated word never reaches a file or a comparison.
using StageLevel = std::optional<Level>;
/// The key a save writes ("Easy" .. "Master", "Unrated"): fixed, never translated.
std::string_view level_key(StageLevel level);
/// Reads a key into `out`; false (and `out` untouched) for a string that is no level's key.
bool parse_level_key(std::string_view key, StageLevel& out);
/// The word a player reads for a level (English today; the catalogs of issue 27 translate it).
std::string_view level_word(StageLevel level);

struct StageData {
  int number = 0;                  // 1..kStageCount; 0 for a custom puzzle
  Grid puzzle;                     // givens, 0 = empty
  Grid solution;                   // the unique solution
  StageLevel level = Level::Easy;  // nullopt: a custom board with several solutions
  int score = 0;                   // difficulty score 0..99 (SEEDS A9), for the difficulty bar
  // The hardest technique its solve path needs, where the loader knows it (a campaign stage:
  // the catalogue's rating); the finale names stage 100's as the hardest technique met.
  std::optional<Technique> hardest;
  // Free play (docs/FREE_PLAY.md; number 0): the game code, whether it is the daily puzzle, and
  // the rules the player chose. A stage keeps the campaign's fixed rules (core/rules.hpp).
  std::string code;                     // "H-4KQ7-92PX"; empty for a stage
  bool daily = false;                   // the daily puzzle of its date
  int mistakes_allowed = kMaxMistakes;  // the mistake that reaches it ends the game; 0 = off
  bool unlimited_hints = false;         // hints are counted, never refused
  // "Check at the end" (free play): entries are not judged until a Check move; no mistakes.
  bool check_at_end = false;
  // A custom board with several solutions (docs/FREE_PLAY.md, custom boards), played once the
  // player accepted: nothing is judged (any digit goes in, no mistakes), no hints and no Check,
  // and a full board that breaks no rule wins, whichever solution it is. `solution` is one.
  bool open_solutions = false;
  // A board the player typed in (code kCustomCode): no statistics; kept in free_play.json like
  // a generated puzzle, with its solution.
  bool custom = false;
  std::int64_t enter_ticks = 0;  // ticks: how long the board took to enter, for the result card
  // How often each technique is used along its solve path, where the loader rated it (a stage,
  // a new free-play puzzle, a typed board): a win adds the puzzle to Learn's counts (issue 28).
  // A resumed game leaves it out and the win rates the puzzle then.
  std::optional<std::array<int, kTechniqueCount>> uses;
  bool free_play() const { return !code.empty(); }
};

/// Why load_stage() gave no stage.
enum class StageLoadError : std::uint8_t {
  None,
  OutOfRange,       // the number is not 1..kStageCount
  GeneratorFailed,  // the catalogue could not make the stage
};

/// What load_stage() (or any Game StageLoader) gives: the stage, or the reason there is none.
/// A StageData converts to a successful load, so a loader may simply return one.
struct StageLoad {
  StageLoad(StageData data) : stage(std::move(data)), number(stage->number) {}
  StageLoad(StageLoadError why, int asked) : error(why), number(asked) {}

  std::optional<StageData> stage;  // set exactly when the stage loaded
  StageLoadError error = StageLoadError::None;
  int number = 0;  // the stage asked for

  explicit operator bool() const { return stage.has_value(); }
  /// For messages: "there is no stage 101 (stages are 1..100)"; empty when the stage loaded.
  std::string reason() const;
};

/// Stage `number` (1..kStageCount), or the reason it cannot be had (never a stand-in stage).
/// Same number, same puzzle, on every platform.
StageLoad load_stage(int number);

/// The level a stage belongs to without generating it (stage select colours 100 tiles).
Level level_of_stage(int number);

/// How hard a stage is on 0..1 (its target technique's weight), without generating it: the
/// length of the difficulty bar on its tile.
float difficulty_of_stage(int number);

}  // namespace nonet::game
