// SPDX-License-Identifier: MIT
// Every animation of the game as a pure function of (what changed, how long ago) (issue 6,
// SEEDS A5-A8, LOOK "Motion explains change"). Nothing here mutates per frame: a view asks
// "how far along is this effect at time t" and draws that, so a frame can be drawn at any
// time, twice, or skipped, and tests check the motion without a window.
//
// Time is in seconds (double) since the effect began, on whatever clock the caller uses; the
// views pass the game clock interpolated between ticks. Visual quantities (opacity, scale,
// progress) come back as float 0..1, which is what the canvas takes.
//
// Reduced motion (SEEDS A, issue 6): every function takes a Motion and, given
// Motion::Reduced, returns the effect's end state at once: no interpolation, no wave, no
// pulse. Where an effect has a steady state while its cause lasts (a wrong digit on show, a
// hint being explained) the reduced form is that steady state, switched on and off as a step.
// The constants live in tuning.hpp, section "Animation"; docs/ANIMATION.md has the formulas.
#pragma once

#include <array>
#include <span>

#include "core/grid.hpp"
#include "core/hint.hpp"
#include "game/session.hpp"
#include "game/tuning.hpp"

namespace nonet::game {

enum class Motion : std::uint8_t { Full, Reduced };
/// Settings::reduced_motion as a Motion.
constexpr Motion motion_for(bool reduced_motion) {
  return reduced_motion ? Motion::Reduced : Motion::Full;
}

// ---- Easing (LOOK: ease-out cubic for UI; never an overshoot) ------------------------------

constexpr double clamp01(double x) { return x < 0 ? 0 : x > 1 ? 1 : x; }
constexpr double lerp(double a, double b, double t) { return a + (b - a) * t; }
/// 1 - (1 - x)^3: fast start, gentle landing. Input clamped to 0..1.
constexpr double ease_out_cubic(double x) {
  const double u = 1 - clamp01(x);
  return 1 - u * u * u;
}
/// x^3: gentle start (used for fades that should linger before going).
constexpr double ease_in_cubic(double x) {
  const double c = clamp01(x);
  return c * c * c;
}
/// Cubic ease-in-out, symmetric about x = 0.5.
constexpr double ease_in_out_cubic(double x) {
  const double c = clamp01(x);
  if (c < 0.5) return 4 * c * c * c;
  const double u = -2 * c + 2;
  return 1 - u * u * u / 2;
}
/// 3x^2 - 2x^3: zero slope at both ends.
constexpr double smoothstep(double x) {
  const double c = clamp01(x);
  return c * c * (3 - 2 * c);
}
/// Eased progress of a motion of `duration` seconds at time t since it began: 0 before it
/// starts, ease_out_cubic in between, 1 from `duration` on; Reduced is 1 at once.
float eased_progress(double t, double duration, Motion m);

/// Seconds from tick `from` to tick `to` (negative if `to` is earlier).
constexpr double seconds_between(Tick from, Tick to) {
  return static_cast<double>(to - from) / kTicksPerSecond;
}

// ---- Solved wave (SEEDS A8) ----------------------------------------------------------------

/// Manhattan distance between two cells (|drow| + |dcol|), 0..16. An origin outside 0..80
/// (no last cell) counts from the centre r5c5.
int wave_distance(int origin, int cell);
/// When `cell` starts its pulse: wave_distance x kWaveStepSeconds.
double wave_delay_seconds(int origin, int cell);
/// One pulse over u = 0..1 of its length: sin^2(pi u), a raised cosine. 0 with zero slope at
/// both ends (no pop when a cell starts or stops), peak 1 at u = 0.5; 0 outside 0..1.
float pulse_envelope(double u);
/// The glow (0..1) of `cell` at t seconds after the board was solved. Reduced: 0, the wave's
/// end state (the result screen then says "solved" without motion).
float wave_glow(int origin, int cell, double t, Motion m);
/// When the last pulse ends: the farthest cell's delay + kWavePulseSeconds (0.87 s from the
/// centre, 1.19 s from a corner). Reduced: 0.
double wave_end_seconds(int origin, Motion m);

// ---- Eased values that follow a changing target --------------------------------------------

/// A value approaching its target exponentially at `rate` per second (SEEDS A7's ARC_RATE):
///   v(t) = to + (from - to) * exp(-rate * (t - since)),
/// the exact solution of dv/dt = rate * (to - v), so it never overshoots and its closed form
/// does not depend on the frame rate. It snaps to `to` once within kApproachSnap of it, so
/// it settles in finite time (settle_seconds()).
struct Approach {
  double from = 0, to = 0, since = 0;
  double rate = kArcRatePerSecond;

  double at(double now, Motion m) const;
  /// A new target from `now` on, starting from where the value is at `now` (no jump).
  void retarget(double target, double now);
  /// Jumps to `value` at once (first sight of a stage, a new stage).
  void snap(double value, double now);
  /// Time after `since` at which at() reaches `to` exactly (0 if already there).
  double settle_seconds() const;
  bool settled(double now) const { return now - since >= settle_seconds(); }
};

/// A value moving from `from` to `to` over `duration` seconds with ease_out_cubic.
struct Tween {
  double from = 0, to = 0, since = 0;
  double duration = kUiEaseSeconds;

  double at(double now, Motion m) const;
  void retarget(double target, double now);
  void snap(double value, double now);
  bool settled(double now) const { return from == to || now - since >= duration; }
};

// ---- Remaining rings and key dimming (SEEDS A7) --------------------------------------------

/// Share of the full circle for `remaining` copies still to place (0..9 -> 0..1).
constexpr double ring_share(int remaining) {
  return remaining <= 0 ? 0.0 : remaining >= 9 ? 1.0 : remaining / 9.0;
}

/// The nine keypad rings and key dims, following the session's remaining counts. sync() is
/// called when counts may have changed (once per tick is fine: nine compares, no allocation);
/// the queries are pure functions of the time.
class KeypadRings {
 public:
  /// remaining[d] for d = 1..9 (index 0 ignored). The first sync after construction or
  /// reset() snaps to the counts (a stage opens with its rings drawn, not growing).
  void sync(const std::array<int, 10>& remaining, double now);
  void sync(const Session& session, double now);
  void reset() { primed_ = false; }
  /// Arc of digit d's ring, 0..1 of the full circle.
  float arc(int digit, double now, Motion m) const;
  /// 0 = key lit, 1 = fully dimmed (all nine placed); eased over kKeyDimSeconds both ways.
  float dim(int digit, double now, Motion m) const;
  /// True while any ring or dim is still moving (for Game::wake_in_ticks).
  bool animating(double now, Motion m) const;

 private:
  std::array<int, 10> known_{};
  std::array<Approach, 10> arc_{};
  std::array<Tween, 10> dim_{};
  bool primed_ = false;
};

// ---- Conflict marks (SEEDS A5) -------------------------------------------------------------

/// How long the wrong digit is on show: the session's kWrongDigitTicks in seconds (0.417 s),
/// so the fade ends on the tick the session removes it.
double wrong_digit_seconds();
/// Opacity of the wrong digit t seconds after it was entered: fully visible for
/// kWrongDigitHoldSeconds, then a smoothstep fade to 0 at wrong_digit_seconds(). Reduced: 1
/// while on show, 0 after (a step, no fade).
float wrong_digit_opacity(double t, Motion m);
/// Strength (0..1) of the rose tint on the clashing cells and their shared unit: rises over
/// kConflictRiseSeconds (ease-out), then follows the wrong digit's fade so it is gone when the
/// digit is. Views draw the shared unit at kConflictUnitTint of this.
float conflict_tint(double t, Motion m);

// ---- Hint reason trace (SEEDS A6) ----------------------------------------------------------
//
//   t: 0     lead          +step        +step   ...   last cross   digit appears
//      |------|--line 0-->x |--line 1-->x  ...  --line n-1-->x --pause--> (pop)
//
// The target cell is marked from t = 0; reason i's peer lights at lead + i*step and a line
// (or glow) grows from it to the target over kHintLineSeconds; when the line arrives, digit
// reasons[i].digit is crossed out in the target cell. kHintDigitPauseSeconds after the last
// cross-out the remaining candidate becomes the digit (with the digit pop-in).

/// When reason i's peer lights (its line starts).
double hint_reason_start(int index);
/// Growth (0..1) of reason i's line from its peer to the target. Reduced: 1.
float hint_line_progress(int index, double t, Motion m);
/// Glow of reason i's peer: rises with its line to 1, then settles to kHintPeerRestGlow so
/// the newest reason stands out. 0 before it starts. Reduced: kHintPeerRestGlow.
float hint_peer_glow(int index, double t, Motion m);
/// True once reason i's digit is crossed out (its line has arrived). Reduced: true.
bool hint_digit_crossed(int index, double t, Motion m);
/// How many reasons have lit (0..count) at t. Reduced: count.
int hint_reasons_lit(int count, double t, Motion m);
/// When the hinted digit appears for a trace of `count` reasons.
double hint_digit_appears_at(int count);
/// The hinted digit's pop-in (0 = not yet, 1 = fully in). Reduced: 1.
float hint_digit_reveal(int count, double t, Motion m);
/// When the whole trace has finished (digit fully in); Reduced: 0.
double hint_trace_end(int count, Motion m);
/// Candidates still drawn in the target cell at t: all nine minus those crossed out so far;
/// once the digit has appeared, only `digit`. Works for the session's and the core's traces.
CandidateMask hint_open_digits(int digit, std::span<const HintReason> reasons, double t, Motion m);
CandidateMask hint_open_digits(int digit, std::span<const Reason> reasons, double t, Motion m);

// ---- A technique step shown on the board (hints of other techniques, attract mode) --------

/// Progress of the three parts of a step, each 0..1: the pattern cells and candidates fade in
/// first, then the eliminated candidates are struck out, then placed digits pop in.
struct StepReveal {
  float pattern = 0;
  float eliminate = 0;
  float place = 0;
};
StepReveal step_reveal(double t, Motion m);
/// When step_reveal() reaches all ones.
double step_reveal_end(Motion m);

// ---- Small UI motions ----------------------------------------------------------------------

/// A digit appearing in a cell: scale from kDigitPopStartScale to 1 and opacity 0 to 1, both
/// ease-out over kDigitPopSeconds (no overshoot: LOOK forbids bouncing for its own sake).
struct DigitPop {
  float scale = 1;
  float opacity = 1;
};
DigitPop digit_pop(double t, Motion m);

/// A position on the board in cell units: row 0..8, column 0..8 (fractional mid-motion).
struct CellPoint {
  float row = 0;
  float col = 0;
  friend bool operator==(const CellPoint&, const CellPoint&) = default;
};
constexpr CellPoint cell_point(int cell) {
  return {static_cast<float>(row_of(cell)), static_cast<float>(col_of(cell))};
}
/// The selection highlight gliding from `from` to cell `to` over kSelectionGlideSeconds.
CellPoint selection_position(CellPoint from, int to, double t, Motion m);

/// A screen transition's progress (0 = old screen, 1 = new), ease-out over
/// kScreenTransitionSeconds (<= 0.25 s). Views cross-fade: new alpha = p, old = 1 - p, and
/// may slide the new screen in by (1 - p) x kScreenSlideUnits layout units.
float screen_transition(double t, Motion m);

/// A stage tile unlocking on the stage grid, t seconds after the grid appeared.
struct UnlockFrame {
  float lock_opacity = 0;  // the lock glyph fades and shrinks away
  float lock_scale = 1;
  float tile_reveal = 1;  // 0 = locked look, 1 = open tile colours
  float ring_scale = 1;   // a ring leaving the tile: radius factor of the tile's half size
  float ring_opacity = 0;
};
UnlockFrame unlock_frame(double t, Motion m);
double unlock_end_seconds(Motion m);

/// The glow (0..1) of `cell` t seconds after `unit` was completed by a digit in `origin`: a
/// pulse_envelope sweeping outwards along the unit. 0 for cells outside the unit. Reduced: 0
/// (the completion still sounds).
float unit_flash_glow(int unit, int origin, int cell, double t, Motion m);
/// When the last cell's pulse of a unit flash ends (the farthest cell is 8 steps away).
double unit_flash_end_seconds(Motion m);

/// A notice's opacity t seconds after it was given: eases in and out over kUiEaseSeconds at
/// the ends of `seconds` (kNoticeSeconds; an export's kExportNoticeSeconds), 0 after.
/// Reduced: 1 while on show (no fade).
float notice_opacity(double t, Motion m, double seconds = kNoticeSeconds);
/// A refused tile's sideways shake t seconds after the refusal, in layout units: a damped
/// sine of three swings over kShakeSeconds. Reduced: 0 (the notice still says why).
float shake_offset(double t, Motion m);

/// The win or lose result overlay, t seconds after it opened: the backdrop dims, then the
/// card fades in while rising the last kOverlayRiseUnits layout units into place.
struct OverlayFrame {
  float backdrop = 1;  // multiply the backdrop's dim alpha by this
  float card_opacity = 1;
  float card_rise = 0;  // 1 = kOverlayRiseUnits below its place, 0 = in place
};
OverlayFrame overlay_frame(double t, Motion m);
double overlay_end_seconds(Motion m);

}  // namespace nonet::game
