// SPDX-License-Identifier: MIT
// Attract mode (issue 6, LOOK "Title"): behind the wordmark a board solves itself one
// technique step at a time, each step's sentence shown, then rests solved while the solved
// wave plays, and starts again. Like the seeds' auto-playing demos, it is a pure function of
// time: the solve path is computed once by the technique engine, and frame(t) only looks up
// where on that path time t falls (a binary search, no allocation).
//
// Timeline of one loop (ticks at 60 Hz):
//
//   | step 0 | step 1 | ...... | step n-1 |  end pause (solved, wave)  | -> step 0 again
//   singles last kAttractStepTicks, other techniques kAttractTechniqueStepTicks (time to read);
//   within a step: pattern fades in, at kAttractApplyFraction of the step the eliminations are
//   struck and the placements pop in, and near its end the highlight fades out.
//
// Reduced motion: SEEDS A says "no loop, the final state drawn once": frame() returns the
// solved (or final) board with no step, and wake_in_ticks() says never.
#pragma once

#include <vector>

#include "core/engine.hpp"
#include "core/grid.hpp"
#include "game/animation.hpp"
#include "game/tuning.hpp"

namespace nonet::game {

/// What the title's board shows at one moment. Pointers refer into the Attract object and
/// stay valid as long as it lives.
struct AttractFrame {
  /// The board before the current step: its digits and the candidates the engine worked on
  /// (draw them as small pencil marks). In the end pause, the final board.
  const Candidates* board = nullptr;
  /// The step being shown, or nullptr in the end pause (and under reduced motion).
  const Step* step = nullptr;
  int step_index = -1;
  /// Progress of the step's parts: pattern highlight, struck eliminations, placed digits
  /// (draw step->placements over `board` with digit_pop-like scale/opacity of reveal.place).
  StepReveal reveal{};
  /// Overall strength of the step's highlight and sentence: fades in with the pattern and
  /// out in the step's last kStepPatternSeconds, so consecutive steps do not blink.
  float highlight = 0;
  /// In the end pause: seconds since the board was solved and the wave's origin (pass both to
  /// wave_glow), held at wave_end_seconds() once the wave is over. Negative outside the pause.
  double wave_seconds = -1;
  int wave_origin = -1;
};

class Attract {
 public:
  /// The default demo board: catalogue stage kAttractStage (a mix of singles, locked
  /// candidates, naked and hidden pairs).
  Attract();
  /// Any puzzle. One that breaks the rules or that the engine cannot finish still loops: its
  /// path ends where the engine stops, with the engine's sentence saying so.
  explicit Attract(const Grid& puzzle);

  /// The frame at `seconds` since the title screen appeared (game clock, interpolated).
  AttractFrame frame(double seconds, Motion m) const;
  AttractFrame frame_at_tick(Tick t, Motion m) const {
    return frame(static_cast<double>(t) / kTicksPerSecond, m);
  }
  /// Ticks until the picture changes: 0 while something eases, else ticks until the next step
  /// begins; -1 under reduced motion (a still picture).
  int wake_in_ticks(Tick t, Motion m) const;

  Tick loop_ticks() const { return loop_ticks_; }
  int step_count() const { return static_cast<int>(path_.steps.size()); }
  const Step& step(int i) const { return path_.steps[static_cast<std::size_t>(i)]; }
  /// Tick (within a loop) at which step i begins.
  Tick step_start(int i) const { return starts_[static_cast<std::size_t>(i)]; }
  Tick step_ticks(int i) const;
  bool solved() const { return path_.solved; }
  const Candidates& final_board() const { return path_.final_state; }
  const Grid& puzzle() const { return puzzle_; }

 private:
  Grid puzzle_;
  SolvePath path_;
  std::vector<Candidates> before_;  // before_[i]: the board before step i
  std::vector<Tick> starts_;        // starts_[i]: first tick of step i; starts_[n] = pause
  Tick loop_ticks_ = 0;
  int wave_origin_ = -1;
};

/// How long attract mode shows a step of technique t.
Tick attract_step_ticks(Technique t);

}  // namespace nonet::game
