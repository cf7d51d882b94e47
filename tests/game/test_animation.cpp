// SPDX-License-Identifier: MIT
// The animation maths of issue 6: solved wave, rings, conflict fade, hint trace, UI motions,
// and reduced motion returning end states. Expected values are worked out by hand from the
// formulas in docs/ANIMATION.md (noted beside each check), not read back from the code.
#include <doctest/doctest.h>

#include <array>
#include <cmath>
#include <vector>

#include "game/animation.hpp"

using namespace nonet;
using namespace nonet::game;
using doctest::Approx;

namespace {
constexpr Motion kFull = Motion::Full;
constexpr Motion kReduced = Motion::Reduced;
constexpr int kCentre = cell_at(4, 4);  // r5c5
}  // namespace

TEST_CASE("easing functions: ends, midpoints, clamping, monotone") {
  CHECK(ease_out_cubic(0) == 0);
  CHECK(ease_out_cubic(1) == 1);
  CHECK(ease_out_cubic(0.5) == Approx(0.875));  // 1 - 0.5^3
  CHECK(ease_out_cubic(-3) == 0);
  CHECK(ease_out_cubic(7) == 1);
  CHECK(ease_in_cubic(0.5) == Approx(0.125));
  CHECK(ease_in_out_cubic(0.5) == Approx(0.5));
  CHECK(ease_in_out_cubic(0.25) == Approx(0.0625));  // 4 * 0.25^3
  CHECK(smoothstep(0.5) == Approx(0.5));
  CHECK(smoothstep(0.25) == Approx(0.15625));  // 3/16 - 2/64
  double last = -1;
  for (int i = 0; i <= 100; ++i) {
    const double v = ease_out_cubic(i / 100.0);
    CHECK(v >= last);
    CHECK(v <= 1.0);
    last = v;
  }
  CHECK(seconds_between(60, 90) == Approx(0.5));
  CHECK(seconds_between(90, 60) == Approx(-0.5));
}

TEST_CASE("solved wave: Manhattan delay per cell, 40 ms a step") {
  CHECK(wave_distance(kCentre, kCentre) == 0);
  CHECK(wave_distance(kCentre, cell_at(0, 0)) == 8);  // 4 rows + 4 columns
  CHECK(wave_distance(cell_at(0, 0), cell_at(8, 8)) == 16);
  CHECK(wave_distance(cell_at(1, 2), cell_at(6, 8)) == 11);  // r2c3 -> r7c9: 5 + 6
  CHECK(wave_distance(cell_at(6, 8), cell_at(1, 2)) == 11);  // symmetric
  CHECK(wave_distance(cell_at(3, 0), cell_at(3, 8)) == 8);   // same row
  CHECK(wave_distance(-1, cell_at(0, 0)) == 8);              // no last cell: from the centre
  CHECK(wave_delay_seconds(kCentre, cell_at(0, 0)) == Approx(0.32));
  CHECK(wave_delay_seconds(cell_at(1, 2), cell_at(6, 8)) == Approx(0.44));
  CHECK(wave_delay_seconds(cell_at(0, 0), cell_at(8, 8)) == Approx(0.64));
  // The wave ends when the farthest cell's pulse ends: SEEDS "about 1 s" from the centre.
  CHECK(wave_end_seconds(kCentre, kFull) == Approx(0.32 + 0.55));
  CHECK(wave_end_seconds(cell_at(0, 0), kFull) == Approx(0.64 + 0.55));
  CHECK(wave_end_seconds(cell_at(2, 6), kFull) ==
        Approx((6 + 6) * 0.04 + 0.55));  // far corner r9c1
}

TEST_CASE("pulse envelope: 0 at both ends, peak 1 at half, symmetric and smooth") {
  CHECK(pulse_envelope(0) == 0);
  CHECK(pulse_envelope(1) == Approx(0).epsilon(1e-6));
  CHECK(pulse_envelope(-0.1) == 0);
  CHECK(pulse_envelope(1.1) == 0);
  CHECK(pulse_envelope(std::nan("")) == 0);
  CHECK(pulse_envelope(0.5) == Approx(1));
  CHECK(pulse_envelope(0.25) == Approx(0.5));  // sin^2(pi/4)
  CHECK(pulse_envelope(0.2) == Approx(pulse_envelope(0.8)));
  // Rises to the peak, falls after it, and starts gently (small value just after 0).
  for (int i = 1; i <= 50; ++i) CHECK(pulse_envelope(i / 100.0) > pulse_envelope((i - 1) / 100.0));
  for (int i = 51; i < 100; ++i) CHECK(pulse_envelope(i / 100.0) < pulse_envelope((i - 1) / 100.0));
  CHECK(pulse_envelope(0.01) < 0.001);
}

TEST_CASE("wave glow of a cell: dark before its delay, peak mid-pulse, dark after 0.55 s") {
  const int corner = cell_at(0, 0);  // 8 steps from the centre: starts at 0.32 s
  CHECK(wave_glow(kCentre, corner, 0.0, kFull) == 0);
  CHECK(wave_glow(kCentre, corner, 0.31, kFull) == 0);
  CHECK(wave_glow(kCentre, corner, 0.32 + 0.275, kFull) == Approx(1));
  CHECK(wave_glow(kCentre, corner, 0.32 + 0.55, kFull) == Approx(0).epsilon(1e-6));
  CHECK(wave_glow(kCentre, corner, 2.0, kFull) == 0);
  // The origin peaks first, at 0.275 s.
  CHECK(wave_glow(kCentre, kCentre, 0.275, kFull) == Approx(1));
  // At 200 ms (the golden screenshot's time) the origin glows, a cell 6 steps away not yet.
  CHECK(wave_glow(kCentre, kCentre, 0.2, kFull) > 0.5f);
  CHECK(wave_glow(kCentre, cell_at(1, 1), 0.2, kFull) == 0);  // 6 steps: starts at 0.24 s
  // After the wave's end no cell glows.
  for (int c = 0; c < kCells; ++c) {
    CHECK(wave_glow(cell_at(0, 0), c, wave_end_seconds(cell_at(0, 0), kFull) + 1e-9, kFull) == 0);
  }
}

TEST_CASE("Approach: exponential ease at ARC_RATE 9/s converges and never overshoots") {
  Approach a;
  a.snap(1.0, 0.0);
  a.retarget(0.0, 0.0);
  CHECK(a.at(0.0, kFull) == Approx(1.0));
  CHECK(a.at(std::log(2.0) / 9.0, kFull) == Approx(0.5));  // half-life ln 2 / 9 = 77 ms
  CHECK(a.at(1.0 / 9.0, kFull) == Approx(std::exp(-1.0)));
  // e^-9 = 1.2e-4 < the snap distance: exactly at the target after 1 s.
  CHECK(a.at(1.0, kFull) == 0.0);
  CHECK(a.settle_seconds() == Approx(std::log(1.0 / 0.001) / 9.0));
  CHECK_FALSE(a.settled(0.5));
  CHECK(a.settled(0.8));
  double last = 2;
  for (int i = 0; i <= 120; ++i) {
    const double v = a.at(i / 60.0, kFull);
    CHECK(v >= 0.0);  // never past the target
    CHECK(v <= last);
    last = v;
  }
  // Upward too: 3/9 -> 7/9.
  Approach up;
  up.snap(3 / 9.0, 10.0);
  up.retarget(7 / 9.0, 10.0);
  for (int i = 0; i <= 120; ++i) CHECK(up.at(10.0 + i / 60.0, kFull) <= 7 / 9.0);
  CHECK(up.at(12.0, kFull) == 7 / 9.0);
}

TEST_CASE("Approach: retarget mid-way continues from where it is, with no jump") {
  Approach a;
  a.snap(1.0, 0.0);
  a.retarget(0.5, 0.0);
  const double mid = a.at(0.1, kFull);  // 0.5 + 0.5 e^-0.9
  CHECK(mid == Approx(0.5 + 0.5 * std::exp(-0.9)));
  a.retarget(1.0, 0.1);
  CHECK(a.at(0.1, kFull) == Approx(mid));
  CHECK(a.at(0.1 + 1.0 / 9.0, kFull) == Approx(1.0 - (1.0 - mid) * std::exp(-1.0)));
  // The closed form equals stepping one fixed tick at a time with factor e^(-9/60).
  Approach b;
  b.snap(0.0, 0.0);
  b.retarget(1.0, 0.0);
  double stepped = 0.0;
  for (int tick = 1; tick <= 20; ++tick) {
    stepped = 1.0 + (stepped - 1.0) * std::exp(-9.0 / 60.0);
    CHECK(b.at(tick / 60.0, kFull) == Approx(stepped));
  }
}

TEST_CASE("Tween: ease-out from one value to another over its duration") {
  Tween t;
  t.duration = 0.2;
  t.snap(0.0, 5.0);
  t.retarget(1.0, 5.0);
  CHECK(t.at(5.0, kFull) == 0.0);
  CHECK(t.at(5.1, kFull) == Approx(0.875));
  CHECK(t.at(5.2, kFull) == 1.0);
  CHECK(t.at(9.0, kFull) == 1.0);
  CHECK(t.at(5.0, kReduced) == 1.0);
  CHECK(t.settled(5.2));
  CHECK_FALSE(t.settled(5.19));
}

TEST_CASE("keypad rings: snap on first sight, then ease to remaining/9; a finished digit dims") {
  KeypadRings rings;
  std::array<int, 10> remaining{0, 9, 9, 9, 9, 9, 9, 9, 9, 1};
  rings.sync(remaining, 0.0);
  CHECK(rings.arc(1, 0.0, kFull) == 1.0f);  // snapped, not growing from 0
  CHECK(rings.arc(9, 0.0, kFull) == Approx(1.0 / 9.0));
  CHECK(rings.dim(9, 0.0, kFull) == 0.0f);
  CHECK_FALSE(rings.animating(0.0, kFull));

  remaining[1] = 8;  // one 1 placed
  remaining[9] = 0;  // the last 9 placed
  rings.sync(remaining, 1.0);
  CHECK(rings.arc(1, 1.0, kFull) == Approx(1.0));
  CHECK(rings.arc(1, 1.0 + 1.0 / 9.0, kFull) == Approx(8 / 9.0 + (1 / 9.0) * std::exp(-1.0)));
  CHECK(rings.arc(1, 2.0, kFull) == Approx(8 / 9.0));
  CHECK(rings.animating(1.2, kFull));
  // Dim over kKeyDimSeconds (0.18 s), ease-out: half-way 0.875.
  CHECK(rings.dim(9, 1.0, kFull) == 0.0f);
  CHECK(rings.dim(9, 1.09, kFull) == Approx(0.875));
  CHECK(rings.dim(9, 1.19, kFull) == 1.0f);
  CHECK(rings.arc(9, 3.0, kFull) == 0.0f);
  CHECK_FALSE(rings.animating(3.0, kFull));

  // Undo brings the 9 back: the key lights again and the ring grows back.
  remaining[9] = 1;
  rings.sync(remaining, 4.0);
  CHECK(rings.dim(9, 4.0, kFull) == 1.0f);
  CHECK(rings.dim(9, 4.19, kFull) == 0.0f);
  CHECK(rings.arc(9, 5.0, kFull) == Approx(1.0 / 9.0));

  // Syncing the same counts again changes nothing (no restart of a running ease).
  remaining[2] = 5;
  rings.sync(remaining, 10.0);
  const float before = rings.arc(2, 10.05, kFull);
  rings.sync(remaining, 10.05);
  CHECK(rings.arc(2, 10.05, kFull) == before);

  // Out-of-range digits and counts are harmless.
  CHECK(rings.arc(0, 1.0, kFull) == 0.0f);
  CHECK(rings.dim(10, 1.0, kFull) == 0.0f);
  remaining[3] = 42;
  rings.sync(remaining, 20.0);
  CHECK(rings.arc(3, 30.0, kFull) == 1.0f);
}

TEST_CASE("wrong digit: fully visible first, fading out, gone at 0.42 s") {
  const double end = wrong_digit_seconds();
  CHECK(end == Approx(25.0 / 60.0));  // kWrongDigitTicks: 0.42 s rounded to 25 ticks
  CHECK(end <= 0.42);
  CHECK(wrong_digit_opacity(0.0, kFull) == 1.0f);
  CHECK(wrong_digit_opacity(0.14, kFull) == 1.0f);                     // the hold
  CHECK(wrong_digit_opacity((0.14 + end) / 2, kFull) == Approx(0.5));  // smoothstep mid-point
  CHECK(wrong_digit_opacity(end, kFull) == 0.0f);
  CHECK(wrong_digit_opacity(0.42, kFull) == 0.0f);
  CHECK(wrong_digit_opacity(end - 0.01, kFull) < 0.01f);  // nearly gone just before removal
  float last = 1.0f;
  for (int i = 0; i <= 30; ++i) {
    const float v = wrong_digit_opacity(i / 60.0, kFull);
    CHECK(v <= last);
    last = v;
  }
  // Reduced: no fade, visible exactly while it is on show.
  CHECK(wrong_digit_opacity(0.0, kReduced) == 1.0f);
  CHECK(wrong_digit_opacity(0.3, kReduced) == 1.0f);
  CHECK(wrong_digit_opacity(end, kReduced) == 0.0f);
}

TEST_CASE("conflict tint: rises in 80 ms, follows the digit's fade, gone with it") {
  CHECK(conflict_tint(0.0, kFull) == 0.0f);
  CHECK(conflict_tint(0.04, kFull) == Approx(0.875));
  CHECK(conflict_tint(0.08, kFull) == 1.0f);
  CHECK(conflict_tint(0.14, kFull) == 1.0f);
  CHECK(conflict_tint(0.3, kFull) == Approx(wrong_digit_opacity(0.3, kFull)));
  CHECK(conflict_tint(0.42, kFull) == 0.0f);
  CHECK(conflict_tint(0.0, kReduced) == 1.0f);
  CHECK(conflict_tint(0.42, kReduced) == 0.0f);
}

TEST_CASE("hint trace: one reason every 0.18 s, each digit crossed when its line arrives") {
  // lead 0.12 s, reason i starts at 0.12 + 0.18 i, line 0.14 s, pause 0.12 s.
  CHECK(hint_reason_start(0) == Approx(0.12));
  CHECK(hint_reason_start(7) == Approx(0.12 + 7 * 0.18));
  CHECK(hint_reasons_lit(8, 0.0, kFull) == 0);
  CHECK(hint_reasons_lit(8, 0.12, kFull) == 0);
  CHECK(hint_reasons_lit(8, 0.13, kFull) == 1);
  CHECK(hint_reasons_lit(8, 0.29, kFull) == 1);
  CHECK(hint_reasons_lit(8, 0.31, kFull) == 2);
  CHECK(hint_reasons_lit(8, 1.37, kFull) == 7);
  CHECK(hint_reasons_lit(8, 1.39, kFull) == 8);
  CHECK(hint_reasons_lit(8, 60.0, kFull) == 8);
  CHECK(hint_reasons_lit(0, 60.0, kFull) == 0);

  CHECK(hint_line_progress(1, 0.30, kFull) == 0.0f);
  CHECK(hint_line_progress(1, 0.37, kFull) == Approx(0.875));  // half of 0.14 s
  CHECK(hint_line_progress(1, 0.44, kFull) == 1.0f);
  CHECK_FALSE(hint_digit_crossed(0, 0.25, kFull));
  CHECK(hint_digit_crossed(0, 0.261, kFull));
  CHECK(hint_peer_glow(0, 0.12, kFull) == 0.0f);
  CHECK(hint_peer_glow(0, 0.26, kFull) == Approx(1.0));
  CHECK(hint_peer_glow(0, 5.0, kFull) == Approx(kHintPeerRestGlow));

  // The digit appears a pause after the last cross-out: 0.12 + 7*0.18 + 0.14 + 0.12 = 1.64 s.
  CHECK(hint_digit_appears_at(8) == Approx(1.64));
  CHECK(hint_digit_appears_at(0) == Approx(0.12));
  CHECK(hint_digit_reveal(8, 1.63, kFull) == 0.0f);
  CHECK(hint_digit_reveal(8, 1.64 + 0.16, kFull) == Approx(1.0));
  CHECK(hint_trace_end(8, kFull) == Approx(1.80));
}

TEST_CASE("hint trace: candidates left in the target cell, for a naked single") {
  // Target digit 5; peers rule out 1, 2, 3, 4, 6, 7, 8, 9 in that order.
  std::vector<HintReason> reasons;
  for (int d : {1, 2, 3, 4, 6, 7, 8, 9}) reasons.push_back(HintReason{d, 0});
  CHECK(hint_open_digits(5, reasons, 0.0, kFull) == kAllDigits);
  CHECK(hint_open_digits(5, reasons, 0.27, kFull) == (kAllDigits & ~digit_bit(1)));
  // After reason 2's line (0.48 + 0.14 = 0.62 s) digits 1, 2, 3 are gone.
  CHECK(hint_open_digits(5, reasons, 0.63, kFull) ==
        (kAllDigits & ~(digit_bit(1) | digit_bit(2) | digit_bit(3))));
  CHECK(hint_open_digits(5, reasons, 1.53, kFull) == digit_bit(5));  // one candidate left
  CHECK(hint_open_digits(5, reasons, 3.0, kFull) == digit_bit(5));
  CHECK(hint_open_digits(5, reasons, 0.0, kReduced) == digit_bit(5));

  // The core's trace type gives the same picture.
  std::vector<Reason> core;
  for (const HintReason& r : reasons) core.push_back(Reason{40, r.digit, r.by_cell, UnitKind::Row});
  for (double t : {0.0, 0.27, 0.63, 1.0, 1.53, 3.0}) {
    CHECK(hint_open_digits(5, core, t, kFull) == hint_open_digits(5, reasons, t, kFull));
  }
}

TEST_CASE("hint trace: a hidden single's reasons cross nothing out of the target") {
  // Unit reasons all concern the hinted digit (ruled out of other cells of the unit).
  const std::vector<HintReason> reasons{{7, 3}, {7, 12}, {7, 30}};
  CHECK(hint_open_digits(7, reasons, 0.5, kFull) == kAllDigits);
  CHECK(hint_open_digits(7, reasons, hint_digit_appears_at(3), kFull) == digit_bit(7));
}

TEST_CASE("step reveal, digit pop, selection glide, transitions, unlock, overlays") {
  StepReveal r = step_reveal(0.0, kFull);
  CHECK(r.pattern == 0.0f);
  CHECK(r.eliminate == 0.0f);
  r = step_reveal(0.18, kFull);
  CHECK(r.pattern == 1.0f);
  CHECK(r.eliminate == 0.0f);
  r = step_reveal(0.75, kFull);
  CHECK(r.eliminate == 1.0f);
  CHECK(r.place == 1.0f);
  CHECK(step_reveal_end(kFull) == Approx(0.75));

  DigitPop p = digit_pop(0.0, kFull);
  CHECK(p.scale == Approx(0.6));
  CHECK(p.opacity == 0.0f);
  p = digit_pop(0.08, kFull);
  CHECK(p.scale == Approx(0.6 + 0.4 * 0.875));
  p = digit_pop(0.16, kFull);
  CHECK(p.scale == 1.0f);
  CHECK(p.opacity == 1.0f);

  const CellPoint from = cell_point(cell_at(0, 0));
  CHECK(selection_position(from, cell_at(8, 8), 0.0, kFull) == CellPoint{0, 0});
  const CellPoint mid = selection_position(from, cell_at(8, 8), 0.05, kFull);
  CHECK(mid.row == Approx(7.0));  // 8 * 0.875
  CHECK(mid.col == Approx(7.0));
  CHECK(selection_position(from, cell_at(8, 2), 0.10, kFull) == CellPoint{8, 2});
  CHECK(selection_position(from, -5, 1.0, kFull) == CellPoint{0, 0});  // bad cell: clamped

  CHECK(screen_transition(0.0, kFull) == 0.0f);
  CHECK(screen_transition(0.11, kFull) == Approx(0.875));
  CHECK(screen_transition(0.22, kFull) == 1.0f);
  CHECK(screen_transition(0.25, kFull) == 1.0f);  // LOOK: done within 250 ms

  UnlockFrame u = unlock_frame(0.0, kFull);
  CHECK(u.lock_opacity == 1.0f);
  CHECK(u.tile_reveal == 0.0f);
  CHECK(u.ring_opacity == 0.0f);
  u = unlock_frame(0.25 + 0.3, kFull);  // half-way through the ring
  CHECK(u.ring_opacity == Approx(0.5));
  CHECK(u.ring_scale > 1.0f);
  CHECK(u.ring_scale < kUnlockRingEndScale);
  u = unlock_frame(unlock_end_seconds(kFull), kFull);
  CHECK(u.lock_opacity == 0.0f);
  CHECK(u.lock_scale == Approx(kUnlockLockEndScale));
  CHECK(u.tile_reveal == 1.0f);
  CHECK(u.ring_opacity == 0.0f);

  OverlayFrame o = overlay_frame(0.0, kFull);
  CHECK(o.backdrop == 0.0f);
  CHECK(o.card_opacity == 0.0f);
  CHECK(o.card_rise == 1.0f);
  o = overlay_frame(overlay_end_seconds(kFull), kFull);
  CHECK(o.backdrop == 1.0f);
  CHECK(o.card_opacity == 1.0f);
  CHECK(o.card_rise == 0.0f);
  CHECK(overlay_end_seconds(kFull) <= 0.25);
}

TEST_CASE("reduced motion: every effect is at its end state at once") {
  // "End state" = what full motion shows once the effect is over (or, for effects with a
  // steady state while their cause lasts, that steady state).
  constexpr double kLate = 30.0;
  for (int c = 0; c < kCells; c += 7) {
    CHECK(wave_glow(kCentre, c, 0.3, kReduced) == wave_glow(kCentre, c, kLate, kFull));
  }
  CHECK(wave_end_seconds(kCentre, kReduced) == 0);

  Approach a;
  a.snap(1.0, 0.0);
  a.retarget(4 / 9.0, 0.0);
  CHECK(a.at(0.0, kReduced) == a.at(kLate, kFull));
  KeypadRings rings;
  std::array<int, 10> rem{0, 9, 9, 9, 9, 9, 9, 9, 9, 9};
  rings.sync(rem, 0.0);
  rem[4] = 0;
  rings.sync(rem, 1.0);
  CHECK(rings.arc(4, 1.0, kReduced) == rings.arc(4, kLate, kFull));
  CHECK(rings.dim(4, 1.0, kReduced) == rings.dim(4, kLate, kFull));
  CHECK_FALSE(rings.animating(1.0, kReduced));

  CHECK(wrong_digit_opacity(0.0, kReduced) == wrong_digit_opacity(0.1, kFull));  // steady: 1
  CHECK(conflict_tint(0.0, kReduced) == conflict_tint(0.1, kFull));

  CHECK(hint_line_progress(5, 0.0, kReduced) == hint_line_progress(5, kLate, kFull));
  CHECK(hint_peer_glow(5, 0.0, kReduced) == Approx(hint_peer_glow(5, kLate, kFull)));
  CHECK(hint_digit_crossed(5, 0.0, kReduced));
  CHECK(hint_reasons_lit(8, 0.0, kReduced) == 8);
  CHECK(hint_digit_reveal(8, 0.0, kReduced) == hint_digit_reveal(8, kLate, kFull));
  CHECK(hint_trace_end(8, kReduced) == 0);

  const StepReveal sr = step_reveal(0.0, kReduced);
  const StepReveal sl = step_reveal(kLate, kFull);
  CHECK(sr.pattern == sl.pattern);
  CHECK(sr.eliminate == sl.eliminate);
  CHECK(sr.place == sl.place);

  CHECK(digit_pop(0.0, kReduced).scale == digit_pop(kLate, kFull).scale);
  CHECK(digit_pop(0.0, kReduced).opacity == digit_pop(kLate, kFull).opacity);
  const CellPoint from = cell_point(3);
  CHECK(selection_position(from, 77, 0.0, kReduced) == selection_position(from, 77, kLate, kFull));
  CHECK(screen_transition(0.0, kReduced) == screen_transition(kLate, kFull));
  CHECK(eased_progress(0.0, 0.3, kReduced) == 1.0f);

  const UnlockFrame ur = unlock_frame(0.0, kReduced), ul = unlock_frame(kLate, kFull);
  CHECK(ur.lock_opacity == ul.lock_opacity);
  CHECK(ur.tile_reveal == ul.tile_reveal);
  CHECK(ur.ring_opacity == ul.ring_opacity);
  const OverlayFrame orr = overlay_frame(0.0, kReduced), ol = overlay_frame(kLate, kFull);
  CHECK(orr.backdrop == ol.backdrop);
  CHECK(orr.card_opacity == ol.card_opacity);
  CHECK(orr.card_rise == ol.card_rise);
  CHECK(unlock_end_seconds(kReduced) == 0);
  CHECK(overlay_end_seconds(kReduced) == 0);

  CHECK(motion_for(true) == kReduced);
  CHECK(motion_for(false) == kFull);
}
