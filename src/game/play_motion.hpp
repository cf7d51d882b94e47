// SPDX-License-Identifier: MIT
// When things changed on the play screen, so the views can ask animation.hpp how far along
// each effect is. PlayMotion looks at the Session after each input or tick and notes the time
// of every change it sees (a new selection, a digit appearing, a mistake, a hint, a remaining
// count); it never changes the session and never advances anything per frame, so the picture
// stays a pure function of (session, these times, now). The win is not noticed here: Game, the
// one owner of a stage's end, reports it with stage_won() when it records the end.
//
// Use: the game owns one PlayMotion per stage; it calls reset() when a stage opens and
// observe(session, now) after every apply() and update(); the play view calls the queries with
// the same clock (the game clock in seconds, interpolated between ticks). observe() returns at
// once while Session::revision() is unchanged (the timer alone), otherwise compares a few
// hundred bytes; it never allocates.
#pragma once

#include <array>

#include "game/animation.hpp"
#include "game/session.hpp"

namespace nonet::game {

class PlayMotion {
 public:
  /// Forget everything; the next observe() takes the session as it is, with nothing animating
  /// (a stage opens, or is restarted, without a burst of pops).
  void reset();
  void observe(const Session& session, double now);
  /// The stage was won (Game::check_session_end): the solved wave starts from the session's
  /// finishing tick at the last placed cell.
  void stage_won(const Session& session, double now);

  // ---- Queries (all pure in `now`) -----------------------------------------------------------
  /// Where the selection highlight is, in cell units.
  CellPoint selection(double now, Motion m) const;
  /// The digit in `cell` popping in (end state for digits that were there when observed first).
  /// For the hinted cell this follows the hint trace: the digit appears when the trace says.
  DigitPop pop(int cell, double now, Motion m) const;
  /// Seconds since the wrong digit now on show was entered; negative when there is none.
  double wrong_seconds(double now) const;
  /// Opacity of the wrong digit and strength of the conflict tint (0 when no wrong digit).
  float wrong_opacity(double now, Motion m) const;
  float conflict(double now, Motion m) const;
  /// Seconds since the hint on show appeared (the time argument of the hint_* functions);
  /// negative when no hint is on show.
  double hint_seconds(double now) const;
  /// Seconds since `unit` (0..26) was last completed by a new right digit, and the cell that
  /// completed it; negative seconds when it never was while observed (views: unit_flash_glow).
  double unit_done_seconds(int unit, double now) const;
  int unit_done_origin(int unit) const { return unit_origin_[static_cast<std::size_t>(unit)]; }
  /// The sideways shake of `cell`'s digit, in layout units, when a digit or note was just typed
  /// over it (Session::blocked_cell); 0 for every other cell and once the shake is over.
  float blocked_shake(int cell, double now, Motion m) const;
  /// Seconds since the board was solved (the solved wave's time); negative when not won.
  double won_seconds(double now) const;
  const KeypadRings& rings() const { return rings_; }
  /// True while anything above is still moving: the game must render every frame.
  bool animating(double now, Motion m) const;

 private:
  static constexpr double kLongAgo = -1.0e9;  // "happened before we looked": end state

  bool primed_ = false;
  std::uint64_t revision_seen_ = 0;
  // Selection glide: from where, to which cell, since when.
  CellPoint sel_from_{};
  int sel_to_ = 0;
  double sel_since_ = kLongAgo;
  // Digit pop-ins: what each cell showed, and when it last changed to a digit.
  std::array<std::uint8_t, kCells> shown_{};
  std::array<double, kCells> appeared_{};
  double last_appeared_ = kLongAgo;
  // Mistakes and hints are told apart by their counters, which only grow.
  int mistakes_seen_ = 0;
  double wrong_since_ = kLongAgo;
  bool wrong_on_show_ = false;
  std::uint32_t hints_seen_ = 0;
  double hint_since_ = kLongAgo;
  int hint_cell_ = -1;
  int hint_reasons_ = 0;
  bool hint_on_show_ = false;
  std::uint32_t blocked_seen_ = 0;
  double blocked_since_ = kLongAgo;
  int blocked_cell_ = -1;
  std::array<double, kUnits> unit_done_ = [] {
    std::array<double, kUnits> a{};
    a.fill(kLongAgo);
    return a;
  }();
  std::array<int, kUnits> unit_origin_{};
  double last_unit_done_ = kLongAgo;
  double won_since_ = kLongAgo;
  bool won_ = false;
  int won_origin_ = -1;
  KeypadRings rings_;
};

}  // namespace nonet::game
