// SPDX-License-Identifier: MIT
// The player's progress over the 100 stages: which are cleared, best times, what is unlocked,
// and the statistics of every finished stage (fewest mistakes and hints, clean clears, totals).
// A plain value type with public fields so the save layer can serialize it field by field;
// the rules (unlocking, best time, what counts as clean) live in its member functions, and a
// stage's end is recorded in one call (record_end) by its one owner, game::Game.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/free_play.hpp"
#include "core/rating.hpp"
#include "game/tuning.hpp"

namespace nonet::game {

struct StageRecord {
  bool cleared = false;
  std::int64_t best_ms = 0;  // best clearing time in milliseconds; 0 = none yet
  std::int32_t plays = 0;    // stages started (restarts included)
  int fewest_mistakes = -1;  // over the clears of this stage; -1 = not known / never cleared
  int fewest_hints = -1;
  bool clean = false;  // cleared at least once with no mistake and no hint
  friend bool operator==(const StageRecord&, const StageRecord&) = default;
};

/// Sums over every finished stage, repeats included.
struct PlayTotals {
  std::int64_t clears = 0;
  std::int64_t losses = 0;
  std::int64_t mistakes = 0;
  std::int64_t hints = 0;
  std::int64_t play_ms = 0;  // stage timer time of finished stages
  friend bool operator==(const PlayTotals&, const PlayTotals&) = default;
};

/// How a stage ended, as Progress::record_end takes it.
struct StageEnd {
  int stage = 0;
  bool won = false;
  int mistakes = 0;
  int hints_used = 0;
  Tick elapsed = 0;
};

struct ClearResult {
  bool new_best = false;
  bool first_clear = false;
  int unlocked = 0;  // the stage this clear unlocked, 0 if none
};

/// Free play of one level (every finished game of that level, the daily puzzle's included).
struct LevelStats {
  /// Games begun, restarts included (issue 29: abandoned games were lost to the statistics).
  /// At least `played`; started - played - (1 if one is open now) were abandoned.
  std::int32_t started = 0;
  std::int32_t played = 0;  // games finished, won or lost
  std::int32_t won = 0;
  std::int64_t best_ms = 0;   // fastest win, 0 = none yet
  std::int64_t total_ms = 0;  // sum of the winning times (the average is total_ms / won)
  /// The last kRecentSolves winning times, oldest first (the statistics chart).
  std::vector<std::int64_t> recent_ms;
  friend bool operator==(const LevelStats&, const LevelStats&) = default;
};
inline constexpr std::size_t kRecentSolves = 30;
/// How many ended games' numbers Progress keeps (one of each kind could be on disk at a time;
/// the rest is margin for saves that failed in a row).
inline constexpr std::size_t kFinishedGamesKept = 16;

/// The daily puzzle: its own best time and the streak of consecutive days solved, keyed by
/// the puzzle's local date ("2026-03-14"), so the clock's time zone changing within a day
/// does not break it.
struct DailyStats {
  std::int32_t started = 0;  // as LevelStats::started
  std::int32_t played = 0;
  std::int32_t won = 0;
  std::int64_t best_ms = 0;
  std::int64_t total_ms = 0;
  std::string last_solved;   // date of the latest day solved, "" never
  std::int32_t streak = 0;   // consecutive days solved, ending at last_solved
  std::int32_t longest = 0;  // the longest such run ever
  friend bool operator==(const DailyStats&, const DailyStats&) = default;
};

struct FreePlayStats {
  std::array<LevelStats, kLevelCount> levels{};
  DailyStats daily;
  friend bool operator==(const FreePlayStats&, const FreePlayStats&) = default;
};

/// How a free-play game ended, as Progress::record_free_play takes it. `daily_date` is set for
/// the daily puzzle: the date whose puzzle it was (not the date it ended on).
struct FreePlayEnd {
  Level level = Level::Easy;
  bool won = false;
  Tick elapsed = 0;
  std::optional<CivilDate> daily_date;
};

struct FreePlayRecord {
  bool new_best = false;  // the level's (or for a daily, the daily's) best time
  bool streak_grew = false;
};

struct Progress {
  std::array<StageRecord, kStageCount> stages{};
  int last_stage = 1;  // the stage "Continue" returns to
  PlayTotals totals;

  /// Stage 1 is always open; stage n opens when stage n-1 is cleared (SEEDS D).
  bool is_unlocked(int stage) const;
  bool is_cleared(int stage) const;
  const StageRecord& record(int stage) const;
  /// Records a finished stage: on a win its best time, the unlock, the fewest mistakes and
  /// hints and the clean mark; win or lose, the totals. Stages out of range are ignored.
  ClearResult record_end(const StageEnd& end);
  void record_start(int stage);
  /// The first unlocked stage not yet cleared (or the last stage when all are cleared).
  int next_stage() const;
  int cleared_count() const;

  /// Free play and the daily puzzle (statistics screen; docs/FREE_PLAY.md).
  FreePlayStats free_play;
  /// Records a finished free-play game: its level's figures, and for a daily puzzle the daily
  /// figures and the streak (a day counts once; the day after the last one solved extends the
  /// streak, a later day starts a new one, an earlier day leaves it).
  /// `today` is the player's date now: a last day solved after tomorrow (a clock once set
  /// ahead) is a broken record, and the streak starts again (issue 30); a daily of a day
  /// before yesterday (finished late) counts in the daily figures but not in the streak;
  /// unset, no such checks.
  FreePlayRecord record_free_play(const FreePlayEnd& end,
                                  std::optional<CivilDate> today = std::nullopt);
  /// A free-play game of `level` begun (a restart too); `daily` for the daily puzzle.
  void record_free_play_start(Level level, bool daily);
  /// The streak as of `today`: alive while the last day solved is today or yesterday (or
  /// tomorrow, when the clock went back a time zone), else 0; a later day is a broken record.
  int current_streak(const CivilDate& today) const;

  /// Game numbers (issue 30: a game's end is one durable fact). Every game started, stage or
  /// free play, gets the next number, kept in its save (PlayRecord::game_id); when it ends, its
  /// number joins `finished_games` in the same change of Progress that records its result. A
  /// saved game whose number is listed here was already counted: a save of it left behind by a
  /// stop between the two writes is dropped at load, never resumed and counted twice.
  std::uint64_t games_started = 0;            // the last number given (0: none yet)
  std::vector<std::uint64_t> finished_games;  // the last kFinishedGamesKept ended, oldest first
  /// The next game's number (saturates at kMaxGameId).
  std::uint64_t issue_game_id();
  /// A number met in a save (resumed game): later games are numbered after it.
  void note_game_id(std::uint64_t id);
  void record_finished(std::uint64_t id);
  bool was_finished(std::uint64_t id) const;
  friend bool operator==(const Progress&, const Progress&) = default;
};

}  // namespace nonet::game
