// SPDX-License-Identifier: MIT
// A player's progress in Learn (issue 28), per technique: the practice attempts and their
// results, mastery and its reviews, how often the technique appeared in the player's own
// solved puzzles, and which library position comes next. Pure data and rules: the save layer
// keeps it (save/learn_codec), the Learn screens show it.
//
// The rules (docs/LEARN.md):
// - An attempt is one practice position played to its end, or left (Next, Back) after a wrong
//   move or a hint. It is right when the player made the step with no wrong move and no hint
//   ("without help"); a position left untouched is no attempt.
// - A technique is mastered when five of its last six attempts were right. Mastery brings it
//   back for review 1, 3, 7 and 21 days later (counted from the day it was mastered or last
//   reviewed); a right review moves to the next interval, after the fourth the technique stays
//   mastered for good; a review that is not right takes the mastery away and the last six
//   start afresh from that miss (practise again: five right of the next six).
// - The state shown: New (never attempted), Practising (attempted, not mastered), Mastered,
//   Due (mastered and its review day has come).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "core/grid.hpp"
#include "core/technique.hpp"

namespace nonet::game {

inline constexpr int kMasteryWindow = 6;  // the last attempts that count
inline constexpr int kMasteryRight = 5;   // of them, right without help
inline constexpr std::array<int, 4> kReviewDays = {1, 3, 7, 21};

enum class LearnState : std::uint8_t { New, Practising, Mastered, Due };

struct TechniqueProgress {
  /// The last attempts' results, newest in bit 0 (1 = right without help); `window` of its
  /// bits are in use (0..kMasteryWindow).
  std::uint8_t recent = 0;
  std::uint8_t window = 0;
  int attempts = 0;  // every attempt ever
  int right = 0;     // of them, right without help
  int helped = 0;    // of them, with a hint asked for
  int seen = 0;      // the player's solved puzzles whose solve path used the technique
  /// Mastery: the day (days since 1970-01-01, the player's local date) it was won or last
  /// reviewed, and the reviews passed since (0..4). Nothing while not mastered.
  std::optional<std::int64_t> mastered_day;
  int reviews = 0;
  int next_position = 0;  // the library position to offer next (wraps)
  int next_puzzle = 0;    // the practice puzzle to offer next (wraps)
  bool lesson_seen = false;

  int recent_right() const;
  friend bool operator==(const TechniqueProgress&, const TechniqueProgress&) = default;
};

/// A practice position left part-way, kept so that quitting loses nothing: its place in the
/// library, the step's eliminations already made, and what already counts against the attempt
/// (a wrong move, a hint). The technique's next practice resumes it; finishing or leaving the
/// position (Next, Back) ends it.
struct PracticeInProgress {
  Technique technique = Technique::FullHouse;
  int index = 0;                   // the library position
  std::vector<CellDigit> removed;  // eliminations made, in the order made
  bool wrong = false;
  int hint_tier = 0;  // 0..2
  bool notes = false;
  friend bool operator==(const PracticeInProgress&, const PracticeInProgress&) = default;
};

struct LearnProgress {
  std::array<TechniqueProgress, kTechniqueCount> techniques{};
  /// The practice position left part-way, if any (one at a time, like a free-play game).
  std::optional<PracticeInProgress> practice;

  const TechniqueProgress& of(Technique t) const { return techniques[static_cast<int>(t)]; }
  TechniqueProgress& of(Technique t) { return techniques[static_cast<int>(t)]; }

  LearnState state(Technique t, std::int64_t today) const;
  /// The day the next review falls due; nothing when not mastered or past all reviews.
  std::optional<std::int64_t> review_day(Technique t) const;
  /// Records one attempt at a position of `t` on `today`. Returns true when this attempt
  /// made the technique mastered (the moment the screen celebrates).
  bool record_attempt(Technique t, bool right, bool helped, std::int64_t today);
  /// The player solved a puzzle whose path used each technique with a nonzero count.
  void record_solved_puzzle(const std::array<int, kTechniqueCount>& uses);
  /// Right of all attempts, in percent; nothing before the first attempt.
  std::optional<int> accuracy(Technique t) const;
  /// The next technique worth learning: the easiest one due for review, else the easiest not
  /// mastered, preferring among those of the easiest level that has any the ones the player's
  /// solved puzzles used most. Nothing when everything is mastered and nothing is due.
  std::optional<Technique> suggestion(std::int64_t today) const;

  friend bool operator==(const LearnProgress&, const LearnProgress&) = default;
};

}  // namespace nonet::game
