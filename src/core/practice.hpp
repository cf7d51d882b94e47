// SPDX-License-Identifier: MIT
// Practice positions for the Learn screen (issue 28): a board just before a step where one
// technique is the easiest that makes progress, the candidates a person would have on it, and
// the rules that judge what the player does there.
//
// A position is a Candidates state (digits plus the candidates still open) and the technique
// it practises. It is valid when the digits have one solution that every open candidate set
// still allows, and next_step() there, which tries the techniques easiest first, takes exactly
// that technique and makes sound progress (docs/LEARN.md). The library ships as text, one
// position a line (assets/learn/positions.txt, made by the developer's tool `nonet-make-practice`
// from seeded puzzles and checked line by line in tests/core/test_practice.cpp):
//
//     x-wing 4..7.1...(81 digits, '.' empty) r1c2-47,r5c5-3
//
// the technique's key, the digits, and the candidates removed beyond those the digits alone
// rule out ("-" when none). Keys are stable: saves refer to techniques by them.
//
// Practice puzzles are whole puzzles for the same techniques: free-play game codes at the
// technique's own level whose solve path uses it (assets/learn/puzzles.txt, made by
// `nonet-make-practice-puzzles`, checked in tests/core/test_practice_puzzles.cpp), one
// technique a line:
//
//     x-wing M-0000-0041 M-0000-00D7 ...
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/game_code.hpp"
#include "core/grid.hpp"
#include "core/technique.hpp"

namespace nonet {

/// A technique's stable key: "full-house", "x-wing", "bug-plus-one", ...
std::string_view technique_key(Technique t);
/// The technique of a key; nothing for anything else.
std::optional<Technique> parse_technique_key(std::string_view key);
/// True for the techniques Learn teaches: every one the engine uses up to the dynamic forcing
/// chain. Deep forcing (dynamic+ and nested chains, found only in the hardest published puzzles,
/// which no stage or free-play level makes) and trial and error are not taught.
constexpr bool is_learnable(Technique t) { return t <= Technique::DynamicForcingChain; }

struct PracticePosition {
  Technique technique = Technique::FullHouse;
  Candidates state;
};

/// The line form above (no newline).
std::string position_line(const PracticePosition& p);
/// Reads a line; nothing, with a reason in `error`, for anything malformed (an unknown key,
/// a wrong count of cells, a removal of a candidate the digits already rule out or of a
/// filled cell, ...). It does not judge the position: check_position() does.
std::optional<PracticePosition> parse_position_line(std::string_view line,
                                                    std::string* error = nullptr);

/// A number equal for any two states that one of the board's symmetries (relabelling the
/// digits, swapping rows within a band, bands, columns within a stack, stacks, transposing)
/// maps onto each other. Two positions whose fingerprints differ are therefore distinct
/// under the symmetries; the library keeps only positions with distinct fingerprints.
std::uint64_t position_fingerprint(const Candidates& s);

struct PositionCheck {
  bool ok = false;
  std::string problem;  // why not, in English (a test's and the tool's message)
  Step step;            // next_step() at the position
  Grid solution;
};
/// Judges a position: one solution; every empty cell still has its solution digit among its
/// candidates; next_step() takes the position's technique (so no easier one applies); the
/// step makes progress and is sound against the solution (every placement the solution's
/// digit, no elimination of one); and, but for the singles and dynamic forcing chains, once the
/// step is made no finder sees another step of that technique (steps_at): the pattern is the
/// only one, so the judge, which knows that step alone, never calls another true instance of
/// it wrong.
PositionCheck check_position(const PracticePosition& p);

/// The positions along `puzzle`'s solve path that the library would take: for each
/// technique the path uses, one state just before a step of it: the middle such step, or the
/// nearest to it where the pattern is the only one (as check_position asks; a single's other
/// instances the player may place too, single_proves).
std::vector<PracticePosition> positions_on_path(const Grid& puzzle);

/// True when a single of technique `t` proves `digit` at `cell` in `s`: the last empty
/// cell of a unit (FullHouse), the one candidate of the cell (NakedSingle), the one place
/// of the digit in the cell's box (HiddenSingleBox) or its row or column
/// (HiddenSingleLine). False for any other technique.
bool single_proves(Technique t, const Candidates& s, int cell, int digit);

/// A library: the positions of each technique, in file order.
class PracticeLibrary {
 public:
  /// Reads every line of `text` ('#' comments and blank lines skipped). A malformed line
  /// is skipped and counted in bad_lines().
  static PracticeLibrary parse(std::string_view text);
  int count(Technique t) const;
  const PracticePosition& position(Technique t, int index) const;
  int size() const;
  int bad_lines() const { return bad_lines_; }

 private:
  std::vector<std::vector<PracticePosition>> by_technique_ =
      std::vector<std::vector<PracticePosition>>(kTechniqueCount);
  int bad_lines_ = 0;
};

/// The practice puzzles: each technique's game codes, in file order.
class PracticePuzzles {
 public:
  /// Reads every line of `text` ('#' comments and blank lines skipped). A line whose key or
  /// any code does not read, or whose codes are not at the technique's level, is skipped and
  /// counted in bad_lines().
  static PracticePuzzles parse(std::string_view text);
  int count(Technique t) const;
  const GameCode& code(Technique t, int index) const;
  int size() const;
  int bad_lines() const { return bad_lines_; }

 private:
  std::vector<std::vector<GameCode>> by_technique_ =
      std::vector<std::vector<GameCode>>(kTechniqueCount);
  int bad_lines_ = 0;
};

// ---- The player at a position ----

enum class PracticeOutcome : std::uint8_t {
  Solved,             // the step is made: its placement, or the last of its eliminations
  Progress,           // one of the step's eliminations (more to go)
  NoChange,           // the cell is filled, the candidate is gone, or the step is made
  WrongDigit,         // a placement the solution contradicts
  NotThisPlacement,   // a true digit, but not what this technique proves here
  PlacesHere,         // this step places a digit: removing candidates is not it
  PatternCandidate,   // the removed candidate is part of the pattern itself
  SolutionCandidate,  // the removed candidate is the cell's answer: it can never go
  OtherDigit,         // the step removes only other digits
  NotReached,         // a candidate of the step's digit the pattern does not reach
};

struct PracticeReply {
  PracticeOutcome outcome = PracticeOutcome::NoChange;
  int cell = -1;
  int digit = 0;
  int done = 0;   // eliminations made so far
  int total = 0;  // eliminations the step makes (0 for a placement)
  /// NotReached: the pattern cells that hold `digit` (what the removed candidate would have
  /// to see); OtherDigit: empty.
  std::vector<int> pattern_cells;
  bool changed() const {
    return outcome == PracticeOutcome::Solved || outcome == PracticeOutcome::Progress;
  }
};

/// One practice position being played: the board as the player has it, and the judge.
class PracticeTask {
 public:
  /// `p` must pass check_position (the library's positions do; see its test).
  explicit PracticeTask(const PracticePosition& p);

  const PracticePosition& position() const { return position_; }
  const Step& step() const { return step_; }
  const Grid& solution() const { return solution_; }
  /// The board now: the position with the player's right moves applied.
  const Candidates& board() const { return board_; }
  bool places() const { return !step_.placements.empty(); }
  bool solved() const { return solved_; }
  int removed() const { return removed_; }

  PracticeReply place(int cell, int digit);
  PracticeReply remove(int cell, int digit);

 private:
  PracticeReply reply(int cell, int digit) const;  // the figures every reply carries

  PracticePosition position_;
  Step step_;
  Grid solution_;
  Candidates board_;
  bool solved_ = false;
  int removed_ = 0;
};

}  // namespace nonet
