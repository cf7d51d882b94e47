// SPDX-License-Identifier: MIT
// The animation formulas of animation.hpp. Each is a closed form in the time since its effect
// began; the only state is in Approach/Tween/KeypadRings, and it changes when a target
// changes, never per frame.
#include "game/animation.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <numbers>

namespace nonet::game {

namespace {

float to_float(double x) { return static_cast<float>(x); }

bool valid_cell(int cell) { return cell >= 0 && cell < kCells; }

}  // namespace

float eased_progress(double t, double duration, Motion m) {
  if (m == Motion::Reduced || duration <= 0) return 1.0f;
  return to_float(ease_out_cubic(t / duration));
}

// ---- Solved wave ---------------------------------------------------------------------------

int wave_distance(int origin, int cell) {
  const int o = valid_cell(origin) ? origin : cell_at(4, 4);
  const int c = valid_cell(cell) ? cell : o;
  return std::abs(row_of(o) - row_of(c)) + std::abs(col_of(o) - col_of(c));
}

double wave_delay_seconds(int origin, int cell) {
  return wave_distance(origin, cell) * kWaveStepSeconds;
}

float pulse_envelope(double u) {
  if (!(u > 0 && u < 1)) return 0.0f;  // also rejects NaN
  const double s = std::sin(std::numbers::pi * u);
  return to_float(s * s);
}

float wave_glow(int origin, int cell, double t, Motion m) {
  if (m == Motion::Reduced) return 0.0f;
  return pulse_envelope((t - wave_delay_seconds(origin, cell)) / kWavePulseSeconds);
}

double wave_end_seconds(int origin, Motion m) {
  if (m == Motion::Reduced) return 0;
  const int o = valid_cell(origin) ? origin : cell_at(4, 4);
  const int farthest = std::max(row_of(o), 8 - row_of(o)) + std::max(col_of(o), 8 - col_of(o));
  return farthest * kWaveStepSeconds + kWavePulseSeconds;
}

// ---- Approach and Tween --------------------------------------------------------------------

double Approach::at(double now, Motion m) const {
  if (m == Motion::Reduced) return to;
  const double dt = std::max(0.0, now - since);
  const double gap = (from - to) * std::exp(-rate * dt);
  return std::abs(gap) <= kApproachSnap ? to : to + gap;
}

void Approach::retarget(double target, double now) {
  if (target == to) return;
  from = at(now, Motion::Full);
  to = target;
  since = now;
}

void Approach::snap(double value, double now) {
  from = to = value;
  since = now;
}

double Approach::settle_seconds() const {
  const double gap = std::abs(from - to);
  if (gap <= kApproachSnap || rate <= 0) return 0;
  return std::log(gap / kApproachSnap) / rate;
}

double Tween::at(double now, Motion m) const {
  if (m == Motion::Reduced || duration <= 0) return to;
  return lerp(from, to, ease_out_cubic((now - since) / duration));
}

void Tween::retarget(double target, double now) {
  if (target == to) return;
  from = at(now, Motion::Full);
  to = target;
  since = now;
}

void Tween::snap(double value, double now) {
  from = to = value;
  since = now;
}

// ---- Keypad rings --------------------------------------------------------------------------

void KeypadRings::sync(const std::array<int, 10>& remaining, double now) {
  for (int d = 1; d <= 9; ++d) {
    const auto i = static_cast<std::size_t>(d);
    const int r = std::clamp(remaining[i], 0, 9);
    if (primed_ && r == known_[i]) continue;
    const double dim_target = r == 0 ? 1.0 : 0.0;
    if (primed_) {
      arc_[i].retarget(ring_share(r), now);
      dim_[i].retarget(dim_target, now);
    } else {
      arc_[i].snap(ring_share(r), now);
      dim_[i].snap(dim_target, now);
    }
    arc_[i].rate = kArcRatePerSecond;
    dim_[i].duration = kKeyDimSeconds;
    known_[i] = r;
  }
  primed_ = true;
}

void KeypadRings::sync(const Session& session, double now) {
  std::array<int, 10> r{};
  for (int d = 1; d <= 9; ++d) r[static_cast<std::size_t>(d)] = session.remaining(d);
  sync(r, now);
}

float KeypadRings::arc(int digit, double now, Motion m) const {
  if (digit < 1 || digit > 9) return 0.0f;
  return to_float(arc_[static_cast<std::size_t>(digit)].at(now, m));
}

float KeypadRings::dim(int digit, double now, Motion m) const {
  if (digit < 1 || digit > 9) return 0.0f;
  return to_float(dim_[static_cast<std::size_t>(digit)].at(now, m));
}

bool KeypadRings::animating(double now, Motion m) const {
  if (m == Motion::Reduced) return false;
  for (int d = 1; d <= 9; ++d) {
    const auto i = static_cast<std::size_t>(d);
    if (!arc_[i].settled(now) || !dim_[i].settled(now)) return true;
  }
  return false;
}

// ---- Conflict marks ------------------------------------------------------------------------

double wrong_digit_seconds() { return static_cast<double>(kWrongDigitTicks) / kTicksPerSecond; }

float wrong_digit_opacity(double t, Motion m) {
  const double end = wrong_digit_seconds();
  if (t >= end) return 0.0f;
  if (m == Motion::Reduced || t <= kWrongDigitHoldSeconds) return 1.0f;
  return to_float(1 - smoothstep((t - kWrongDigitHoldSeconds) / (end - kWrongDigitHoldSeconds)));
}

float conflict_tint(double t, Motion m) {
  if (t >= wrong_digit_seconds()) return 0.0f;
  if (m == Motion::Reduced) return 1.0f;
  return to_float(ease_out_cubic(t / kConflictRiseSeconds)) * wrong_digit_opacity(t, m);
}

// ---- Hint reason trace ---------------------------------------------------------------------

double hint_reason_start(int index) {
  return kHintLeadSeconds + std::max(0, index) * kHintReasonSeconds;
}

float hint_line_progress(int index, double t, Motion m) {
  if (m == Motion::Reduced) return 1.0f;
  const double local = t - hint_reason_start(index);
  if (local <= 0) return 0.0f;
  return to_float(ease_out_cubic(local / kHintLineSeconds));
}

float hint_peer_glow(int index, double t, Motion m) {
  if (m == Motion::Reduced) return to_float(kHintPeerRestGlow);
  const double local = t - hint_reason_start(index);
  if (local <= 0) return 0.0f;
  if (local <= kHintLineSeconds) return to_float(ease_out_cubic(local / kHintLineSeconds));
  // After the line arrives the peer relaxes to its resting glow over one reason interval.
  const double relax = ease_out_cubic((local - kHintLineSeconds) / kHintReasonSeconds);
  return to_float(lerp(1.0, kHintPeerRestGlow, relax));
}

bool hint_digit_crossed(int index, double t, Motion m) {
  return m == Motion::Reduced || t >= hint_reason_start(index) + kHintLineSeconds;
}

int hint_reasons_lit(int count, double t, Motion m) {
  if (count <= 0) return 0;
  if (m == Motion::Reduced) return count;
  if (t < kHintLeadSeconds) return 0;
  // Reason i is lit when t > start(i), i.e. i < (t - lead) / step.
  // The number of whole i >= 0 below x is ceil(x).
  const double slots = std::ceil((t - kHintLeadSeconds) / kHintReasonSeconds);
  return static_cast<int>(std::clamp(slots, 0.0, static_cast<double>(count)));
}

double hint_digit_appears_at(int count) {
  if (count <= 0) return kHintLeadSeconds;
  return hint_reason_start(count - 1) + kHintLineSeconds + kHintDigitPauseSeconds;
}

float hint_digit_reveal(int count, double t, Motion m) {
  if (m == Motion::Reduced) return 1.0f;
  const double local = t - hint_digit_appears_at(count);
  if (local < 0) return 0.0f;
  return to_float(ease_out_cubic(local / kDigitPopSeconds));
}

double hint_trace_end(int count, Motion m) {
  if (m == Motion::Reduced) return 0;
  return hint_digit_appears_at(count) + kDigitPopSeconds;
}

namespace {
template <typename ReasonT, typename DigitOf>
CandidateMask open_digits(int digit, std::span<const ReasonT> reasons, double t, Motion m,
                          DigitOf digit_of) {
  const int count = static_cast<int>(reasons.size());
  if (m == Motion::Reduced || t >= hint_digit_appears_at(count)) {
    return digit >= 1 && digit <= 9 ? digit_bit(digit) : CandidateMask{0};
  }
  CandidateMask open = kAllDigits;
  for (int i = 0; i < count; ++i) {
    // A reason about the hinted digit itself rules it out of another cell of a unit (a
    // hidden single); it crosses nothing in the target cell.
    const int d = digit_of(reasons[static_cast<std::size_t>(i)]);
    if (d >= 1 && d <= 9 && d != digit && hint_digit_crossed(i, t, m)) {
      open = static_cast<CandidateMask>(open & ~digit_bit(d));
    }
  }
  return open;
}
}  // namespace

CandidateMask hint_open_digits(int digit, std::span<const HintReason> reasons, double t, Motion m) {
  return open_digits(digit, reasons, t, m, [](const HintReason& r) { return r.digit; });
}

CandidateMask hint_open_digits(int digit, std::span<const Reason> reasons, double t, Motion m) {
  return open_digits(digit, reasons, t, m, [](const Reason& r) { return r.digit; });
}

// ---- Technique step ------------------------------------------------------------------------

StepReveal step_reveal(double t, Motion m) {
  if (m == Motion::Reduced) return {1, 1, 1};
  StepReveal r;
  r.pattern = to_float(ease_out_cubic(t / kStepPatternSeconds));
  r.eliminate = to_float(ease_out_cubic((t - kStepApplyDelaySeconds) / kStepApplySeconds));
  r.place = r.eliminate;
  return r;
}

double step_reveal_end(Motion m) {
  if (m == Motion::Reduced) return 0;
  return std::max(kStepPatternSeconds, kStepApplyDelaySeconds + kStepApplySeconds);
}

// ---- Small UI motions ----------------------------------------------------------------------

DigitPop digit_pop(double t, Motion m) {
  if (m == Motion::Reduced) return {};
  const double p = ease_out_cubic(t / kDigitPopSeconds);
  return {to_float(lerp(kDigitPopStartScale, 1.0, p)), to_float(p)};
}

CellPoint selection_position(CellPoint from, int to, double t, Motion m) {
  const CellPoint target = cell_point(valid_cell(to) ? to : 0);
  if (m == Motion::Reduced) return target;
  const double p = ease_out_cubic(t / kSelectionGlideSeconds);
  return {to_float(lerp(from.row, target.row, p)), to_float(lerp(from.col, target.col, p))};
}

namespace {
int index_in_unit(int unit, int cell) {
  const auto& cells = unit_cells(unit);
  for (int i = 0; i < 9; ++i) {
    if (cells[static_cast<std::size_t>(i)] == cell) return i;
  }
  return -1;
}
}  // namespace

float unit_flash_glow(int unit, int origin, int cell, double t, Motion m) {
  if (m == Motion::Reduced || unit < 0 || unit >= kUnits) return 0;
  const int i = index_in_unit(unit, cell), o = index_in_unit(unit, origin);
  if (i < 0) return 0;
  const double delay = (o < 0 ? 0 : std::abs(i - o)) * kUnitFlashStepSeconds;
  return pulse_envelope((t - delay) / kUnitFlashPulseSeconds);
}

double unit_flash_end_seconds(Motion m) {
  return m == Motion::Reduced ? 0 : 8 * kUnitFlashStepSeconds + kUnitFlashPulseSeconds;
}

float notice_opacity(double t, Motion m, double seconds) {
  if (t < 0 || t >= seconds) return 0;
  if (m == Motion::Reduced) return 1;
  const double in = clamp01(t / kUiEaseSeconds), out = clamp01((seconds - t) / kUiEaseSeconds);
  return static_cast<float>(ease_out_cubic(std::min(in, out)));
}

float shake_offset(double t, Motion m) {
  if (m == Motion::Reduced || t < 0 || t >= kShakeSeconds) return 0;
  const double u = t / kShakeSeconds;
  return static_cast<float>(kShakeUnits * (1 - u) * std::sin(u * 3 * 2 * std::numbers::pi));
}

float screen_transition(double t, Motion m) {
  return eased_progress(t, kScreenTransitionSeconds, m);
}

UnlockFrame unlock_frame(double t, Motion m) {
  if (m == Motion::Reduced) return {};
  const double local = t - kUnlockDelaySeconds;
  UnlockFrame f;
  // Before the delay the tile still looks locked, so the player sees what is about to change.
  const double lock = ease_out_cubic(local / kUnlockSeconds);
  f.lock_opacity = to_float(1 - lock);
  f.lock_scale = to_float(lerp(1.0, kUnlockLockEndScale, lock));
  f.tile_reveal = to_float(ease_out_cubic(local / kUnlockSeconds));
  const double ring = clamp01(local / kUnlockRingSeconds);
  f.ring_scale = to_float(lerp(1.0, kUnlockRingEndScale, ease_out_cubic(ring)));
  // The ring appears as the lock goes and fades while it spreads.
  f.ring_opacity = local <= 0 || ring >= 1 ? 0.0f : to_float(1 - ring);
  return f;
}

double unlock_end_seconds(Motion m) {
  if (m == Motion::Reduced) return 0;
  return kUnlockDelaySeconds + std::max(kUnlockSeconds, kUnlockRingSeconds);
}

OverlayFrame overlay_frame(double t, Motion m) {
  if (m == Motion::Reduced) return {};
  OverlayFrame f;
  f.backdrop = to_float(ease_out_cubic(t / kOverlayBackdropSeconds));
  const double card = ease_out_cubic((t - kOverlayCardDelaySeconds) / kOverlayCardSeconds);
  f.card_opacity = to_float(card);
  f.card_rise = to_float(1 - card);
  return f;
}

double overlay_end_seconds(Motion m) {
  if (m == Motion::Reduced) return 0;
  return std::max(kOverlayBackdropSeconds, kOverlayCardDelaySeconds + kOverlayCardSeconds);
}

}  // namespace nonet::game
