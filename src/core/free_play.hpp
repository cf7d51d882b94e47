// SPDX-License-Identifier: MIT
// Free-play puzzles: a game code (level + seed) -> one puzzle of exactly that level, the same
// on every platform (docs/FREE_PLAY.md), and the daily puzzle's code from a date.
//
// The generator asks the rater only one question, "which Level is this?" (rate_puzzle), so it
// does not depend on the list of techniques. Two searches, both from a random complete grid:
// - Easy, Medium, Hard: dig while rating. Cells in a random order, each removal kept only if
//   the solution stays unique and the level does not pass the target; when a pass ends below
//   the target, a few removed clues go back and the next pass takes another order.
// - Expert, Master (puzzles near minimal, rare among random ones): bisection on a dig order.
//   Dig to a minimal puzzle checking uniqueness only, rate it, and when it is harder than the
//   target, halve the stretch of the order between a position below the target and one above
//   it until one lands on the target. A handful of ratings per order.
// Every puzzle it returns is solved by the engine's techniques alone (no trial and error), so
// hints can always explain the next step.
//
// A code names the puzzle this generator and this rater make: a change to either changes
// puzzles, which tests/core/test_free_play.cpp's pinned codes turn into a deliberate decision.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "core/game_code.hpp"
#include "core/grid.hpp"
#include "core/rating.hpp"

namespace nonet {

struct FreePlayPuzzle {
  GameCode code;
  Grid puzzle;
  Grid solution;
  Rating rating;
  int ratings = 0;  // positions rated on the way (a measure of the work done)
};

/// A level's name in any case ("hard", "Hard", "HARD"); nothing for anything else.
std::optional<Level> parse_level_name(std::string_view name);

/// Called now and then with the positions rated so far; returning false stops the search.
using FreePlayProgress = std::function<bool(int ratings)>;

/// The puzzle of a code. Always one when `keep_going` is empty or keeps answering true;
/// nothing when `keep_going` stopped it.
std::optional<FreePlayPuzzle> make_free_play(const GameCode& code,
                                             const FreePlayProgress& keep_going = {});

/// How the search rates the positions it tries: only up to the target level (what
/// make_free_play does) or in full. Both give the same puzzle for a code; the benchmark
/// times the full one as its baseline.
enum class FreePlayRating : std::uint8_t { UpToTarget, Full };
std::optional<FreePlayPuzzle> make_free_play(const GameCode& code, FreePlayRating rating);

/// A calendar date (proleptic Gregorian).
struct CivilDate {
  int year = 2026;
  int month = 1;  // 1..12
  int day = 1;    // 1..31
  friend bool operator==(const CivilDate&, const CivilDate&) = default;
};

/// Days since 1970-01-01 (negative before); the inverse of civil_from_days.
std::int64_t days_from_civil(const CivilDate& date);
CivilDate civil_from_days(std::int64_t days);
/// "2026-12-01".
std::string date_text(const CivilDate& date);
/// Reads date_text's form; nothing for anything else or a day that does not exist.
std::optional<CivilDate> parse_date(std::string_view text);
/// 0 Monday .. 6 Sunday.
int weekday(const CivilDate& date);

/// The daily puzzle's level, rising through the week: Monday Easy, Tuesday Medium, Wednesday
/// Hard, Thursday Medium, Friday Hard, Saturday Expert, Sunday Master.
Level daily_level(const CivilDate& date);
/// The daily puzzle's code: daily_level and a seed hashed from the date, so everyone playing on
/// that (local) date gets the same board.
GameCode daily_code(const CivilDate& date);
/// The date whose daily puzzle `code` is, looked for from the day after `near` back `days`
/// days (a daily game kept for a while still finds its day); nullopt when none.
std::optional<CivilDate> daily_date_of(const GameCode& code, const CivilDate& near, int days = 400);

}  // namespace nonet
