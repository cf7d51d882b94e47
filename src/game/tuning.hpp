// Every tuning constant of the game rules and their timing, in one place (DESIGN: "one place
// per fact"). Times are given in seconds as the source documents state them and converted to
// fixed-step ticks here, so the rules stay integer-exact and deterministic.
#pragma once

#include <cstdint>

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

/// SEEDS A5: a wrong digit stays visible (with its conflict marks) this long, then is removed.
inline constexpr double kWrongDigitSeconds = 0.42;
inline constexpr Tick kWrongDigitTicks = ticks_from_seconds(kWrongDigitSeconds);

/// SEEDS D: the third mistake loses the stage.
inline constexpr int kMaxMistakes = 3;

/// SEEDS D: hints per stage.
inline constexpr int kHintsPerStage = 3;

/// SEEDS D: 100 stages.
inline constexpr int kStageCount = 100;

/// After the last right digit the board stays on screen this long before the result screen,
/// so the solved wave (SEEDS A8: ends about 1 s after the last input) can be seen.
inline constexpr Tick kWinResultDelayTicks = ticks_from_seconds(1.1);
/// After the losing mistake: the wrong digit's 0.42 s plus a short beat to read the board.
inline constexpr Tick kLoseResultDelayTicks = ticks_from_seconds(0.9);

/// SEEDS A8: solved wave, delay per Manhattan step from the last cell, and one pulse's length.
inline constexpr double kWaveStepSeconds = 0.040;
inline constexpr double kWavePulseSeconds = 0.55;

/// SEEDS A7: the remaining-count ring of a keypad key eases toward its target at this many
/// ninths per second (the ring itself is the animation issue's; the rate lives here).
inline constexpr double kArcRatePerSecond = 9.0;

/// UI motion (LOOK: ease-out 120-250 ms): screen fades and focus moves.
inline constexpr double kUiEaseSeconds = 0.18;

/// Stage select: one mouse-wheel notch scrolls this fraction of a tile row.
inline constexpr double kWheelRowsPerNotch = 0.6;

/// Stage clue counts by stage band (SEEDS D): 1-25 -> 42, 26-50 -> 36, 51-75 -> 31,
/// 76-100 -> 27, and every 5th stage one clue more. Used only until the stage catalogue lands.
constexpr int clues_for_stage(int stage) {
  const int base = stage <= 25 ? 42 : stage <= 50 ? 36 : stage <= 75 ? 31 : 27;
  return base + (stage % 5 == 0 ? 1 : 0);
}

}  // namespace nonet::game

namespace nonet::game {
/// Title screen attract mode: the ghost board behind the wordmark fills one cell this often.
inline constexpr Tick kAttractStepTicks = ticks_from_seconds(1.5);
}  // namespace nonet::game
