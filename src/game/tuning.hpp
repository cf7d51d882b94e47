// SPDX-License-Identifier: MIT
// Every tuning constant of the game rules and their timing, in one place (DESIGN: "one place
// per fact"). Times are given in seconds as the source documents state them and converted to
// fixed-step ticks here, so the rules stay integer-exact and deterministic.
#pragma once

#include <cstddef>
#include <cstdint>

#include "core/rules.hpp"

namespace nonet::game {

/// One fixed logic step. The platform calls update() exactly this often (DESIGN: fixed timestep).
using Tick = std::int64_t;
inline constexpr int kTicksPerSecond = 60;

/// Seconds -> ticks, rounded to the nearest tick (0.42 s -> 25 ticks = 0.417 s).
constexpr Tick ticks_from_seconds(double s) { return static_cast<Tick>(s * kTicksPerSecond + 0.5); }
/// Whole seconds shown by the mm:ss timer for an elapsed tick count (truncated, like a clock).
constexpr std::int64_t whole_seconds(Tick t) { return t / kTicksPerSecond; }
/// Milliseconds for a tick count (what Progress stores, so saves outlive a change of tick rate).
constexpr std::int64_t milliseconds(Tick t) { return t * 1000 / kTicksPerSecond; }

/// The bounds every counter of the game stops at (issue 30: a value at a save file's limit must
/// never be counted one past it, or every later save would be refused). The save codecs check
/// the same constants, so whatever the game can reach, a file can hold.
inline constexpr std::int64_t kMaxCount = 1'000'000'000;                   // plays, clears, streaks
inline constexpr std::int64_t kMaxMs = 1'000'000'000'000;                  // about 31 years of play
inline constexpr Tick kMaxElapsedTicks = kMaxMs * kTicksPerSecond / 1000;  // a game's timer
inline constexpr std::int64_t kMaxFreeCount = 1'000'000;  // free play's unlimited hints, mistakes
inline constexpr std::size_t kMaxHistoryMoves = 100'000;  // a game's move history (redo included)
/// Game numbers (Progress::issue_game_id); far below 2^53 so a JSON reader keeps them exact.
inline constexpr std::uint64_t kMaxGameId = 1'000'000'000'000'000;

/// SEEDS A5: a wrong digit stays visible (with its conflict marks) this long, then is removed.
inline constexpr double kWrongDigitSeconds = 0.42;
inline constexpr Tick kWrongDigitTicks = ticks_from_seconds(kWrongDigitSeconds);

/// SEEDS D: the stage rules (3 mistakes, 3 hints, 100 stages) are the core's (core/rules.hpp);
/// these are the same constants under their game-namespace names, not copies.
using nonet::kHintsPerStage;
using nonet::kMaxMistakes;
using nonet::kStageCount;

/// After the last right digit the board stays on screen this long before the result screen,
/// so the solved wave (SEEDS A8: ends about 1 s after the last input) can be seen.
inline constexpr Tick kWinResultDelayTicks = ticks_from_seconds(1.1);
/// After the losing mistake: the wrong digit's 0.42 s plus a short beat to read the board.
inline constexpr Tick kLoseResultDelayTicks = ticks_from_seconds(0.9);

/// SEEDS A8: solved wave, delay per Manhattan step from the last cell, and one pulse's length.
inline constexpr double kWaveStepSeconds = 0.040;
inline constexpr double kWavePulseSeconds = 0.55;

/// SEEDS A7: the remaining-count ring of a keypad key eases toward its target at this rate:
/// an exponential approach, the gap shrinking by e^-9 per second (animation.hpp Approach).
inline constexpr double kArcRatePerSecond = 9.0;

/// UI motion (LOOK: ease-out 120-250 ms): screen fades and focus moves.
inline constexpr double kUiEaseSeconds = 0.18;

/// Stage select: one mouse-wheel notch scrolls this fraction of a tile row.
inline constexpr double kWheelRowsPerNotch = 0.6;

}  // namespace nonet::game

namespace nonet::game {
/// Title screen attract mode: the ghost board behind the wordmark fills one cell this often.
inline constexpr Tick kAttractStepTicks = ticks_from_seconds(1.5);
/// While the ghost board behind the title eases (a pattern fading, a digit settling, the wave),
/// it is drawn every this many ticks: 30 frames a second for faint, slow fades, half the
/// shading of 60 on a software rasterizer (docs/PERFORMANCE.md, idle title).
inline constexpr Tick kAttractEaseFrameTicks = 2;
}  // namespace nonet::game

// ==== Animation (issue 6; the formulas are in animation.hpp and docs/ANIMATION.md) ==========
// Times in seconds. The seeds' own values (kWaveStepSeconds, kWavePulseSeconds,
// kArcRatePerSecond, kWrongDigitSeconds, kUiEaseSeconds) are above; these are Nonet's choices.
namespace nonet::game {

/// An Approach (the keypad rings) snaps to its target once this close (a thousandth of a
/// circle, under a pixel on any key), so an exponential ease settles in finite time.
inline constexpr double kApproachSnap = 0.001;
/// A key dims (all nine placed) or lights again (undo) over this long, ease-out.
inline constexpr double kKeyDimSeconds = kUiEaseSeconds;

/// SEEDS A5: the wrong digit stays fully visible this long so it can be read, then fades out
/// by kWrongDigitTicks, when the session removes it.
inline constexpr double kWrongDigitHoldSeconds = 0.14;
/// The rose conflict tint rises this fast (quick: it reports a rule just broken).
inline constexpr double kConflictRiseSeconds = 0.08;
/// The shared unit is tinted this fraction as strongly as the clashing cells.
inline constexpr double kConflictUnitTint = 0.45;

/// SEEDS A6 hint trace: the target cell is marked alone this long before the first reason.
inline constexpr double kHintLeadSeconds = 0.12;
/// One reason every this often (8 reasons of a naked single in about 1.4 s).
inline constexpr double kHintReasonSeconds = 0.18;
/// A reason's line (or glow) takes this long to travel from its peer to the target; the
/// excluded digit is crossed out when it arrives. Shorter than kHintReasonSeconds.
inline constexpr double kHintLineSeconds = 0.14;
/// A lit peer settles to this glow once its line has arrived, so the newest one stands out.
inline constexpr double kHintPeerRestGlow = 0.45;
/// A beat between the last cross-out and the digit appearing.
inline constexpr double kHintDigitPauseSeconds = 0.12;

/// A technique step on the board (hint panel, attract mode): the pattern fades in over this,
/// then after kStepApplyDelaySeconds the eliminations strike and placements pop over
/// kStepApplySeconds.
inline constexpr double kStepPatternSeconds = kUiEaseSeconds;
inline constexpr double kStepApplyDelaySeconds = 0.5;
inline constexpr double kStepApplySeconds = 0.25;

/// A notice (a locked stage, sound on/off) shows this long, fading in and out over
/// kUiEaseSeconds at its ends; a refused tile shakes over kShakeSeconds, kShakeUnits wide.
inline constexpr double kNoticeSeconds = 2.2;
/// An export's notice (where the files went, "Open folder") stays longer: long enough to read
/// a folder's path and reach the button. A screen change ends it sooner.
inline constexpr double kExportNoticeSeconds = 12.0;
/// After an automatic pause, the pointer must move this far (drawable pixels) before its hover
/// moves the menu focus away from Resume.
inline constexpr float kHoverWakePixels = 6.0f;
inline constexpr double kShakeSeconds = 0.36;
inline constexpr double kShakeUnits = 1.2;

/// A row, column or box just completed flashes along its cells (issue 14): a pulse of
/// kUnitFlashPulseSeconds in each cell, starting kUnitFlashStepSeconds later per cell of
/// distance (within the unit) from the cell that completed it.
inline constexpr double kUnitFlashPulseSeconds = 0.34;
inline constexpr double kUnitFlashStepSeconds = 0.035;

/// A digit entering a cell grows from this scale to 1 while fading in, over kDigitPopSeconds.
inline constexpr double kDigitPopStartScale = 0.6;
inline constexpr double kDigitPopSeconds = 0.16;
/// The selection highlight glides to its new cell this fast (quick: it follows the keys).
inline constexpr double kSelectionGlideSeconds = 0.10;

/// Screen changes cross-fade over this (LOOK: at most 250 ms) and slide this many layout units.
inline constexpr double kScreenTransitionSeconds = 0.22;
inline constexpr double kScreenSlideUnits = 2.0;
static_assert(kScreenTransitionSeconds <= 0.25, "LOOK: UI transitions take at most 250 ms");

/// Stage grid unlock: after the grid has shown this long, the lock fades and shrinks to
/// kUnlockLockEndScale while the tile takes its colours over kUnlockSeconds, and a ring leaves
/// the tile growing to kUnlockRingEndScale of its size over kUnlockRingSeconds.
inline constexpr double kUnlockDelaySeconds = 0.25;
inline constexpr double kUnlockSeconds = 0.35;
inline constexpr double kUnlockLockEndScale = 0.5;
inline constexpr double kUnlockRingSeconds = 0.6;
inline constexpr double kUnlockRingEndScale = 1.35;

/// Win and lose overlays: the backdrop dims over kOverlayBackdropSeconds; the card fades in
/// after kOverlayCardDelaySeconds over kOverlayCardSeconds, rising kOverlayRiseUnits.
inline constexpr double kOverlayBackdropSeconds = 0.25;
inline constexpr double kOverlayCardDelaySeconds = 0.05;
inline constexpr double kOverlayCardSeconds = 0.2;
inline constexpr double kOverlayRiseUnits = 2.0;

/// Attract mode: the catalogue stage shown (singles, pointing, claiming, naked and hidden
/// pairs in 53 steps); steps of other techniques than singles last kAttractTechniqueStepTicks
/// (singles: kAttractStepTicks) so their sentence can be read; the step's change happens at
/// kAttractApplyFraction of it; the solved board rests kAttractEndPauseTicks before the loop.
inline constexpr int kAttractStage = 43;
inline constexpr Tick kAttractTechniqueStepTicks = ticks_from_seconds(4.0);
inline constexpr double kAttractApplyFraction = 0.45;
inline constexpr Tick kAttractEndPauseTicks = ticks_from_seconds(4.0);

}  // namespace nonet::game

// ==== Touch and gamepad (issue 7; docs/CONTROLS.md) =========================================
namespace nonet::game {

/// A held D-pad direction or stick moves the cursor at once, again after this delay (long
/// enough that a quick press is always one step; desktop key repeat waits 0.25-0.6 s) ...
inline constexpr Tick kPadRepeatDelayTicks = ticks_from_seconds(0.30);
/// ... then once per this interval: 12 cells a second crosses the board in under a second and
/// still lets the player stop on the cell they want.
inline constexpr Tick kPadRepeatIntervalTicks = ticks_from_seconds(0.08);

/// Stick deflection (0..1 of full travel) that starts a move, and the lower one that ends it:
/// the gap is the hysteresis that keeps a stick resting near a threshold from chattering.
inline constexpr double kStickPressThreshold = 0.5;
inline constexpr double kStickReleaseThreshold = 0.35;
/// Trigger travel (0..1) that counts as pressing an analogue trigger, and releasing it.
inline constexpr double kTriggerPressThreshold = 0.5;
inline constexpr double kTriggerReleaseThreshold = 0.3;

/// Touch: a finger that travels further than this many logical pixels is a drag, not a tap
/// (about a fingertip's wobble; a drag across cells must not select or place anything).
inline constexpr double kTapSlopPoints = 10;
/// Holding a finger still on a keypad digit this long notes the digit (the long-press
/// shortcut); shorter holds are taps.
inline constexpr Tick kLongPressTicks = ticks_from_seconds(0.45);
/// The touch-target minimum is kMinTouchTarget in game/layout.hpp: drawable pixels, the unit
/// the layouts that honour it and the tap snapping that grows hit areas to it both work in.

}  // namespace nonet::game
