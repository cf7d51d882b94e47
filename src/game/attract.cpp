// SPDX-License-Identifier: MIT
// Attract mode: the solve path laid out on a loop of ticks, and frame lookup by time.
#include "game/attract.hpp"

#include <algorithm>
#include <cmath>

#include "core/stages.hpp"

namespace nonet::game {

namespace {

bool is_single(Technique t) {
  return t == Technique::FullHouse || t == Technique::HiddenSingleBox ||
         t == Technique::HiddenSingleLine || t == Technique::NakedSingle;
}

Grid default_puzzle() {
  const std::optional<Stage> stage = StageCatalogue{}.stage(kAttractStage);
  return stage ? stage->puzzle : Grid{};
}

Tick ceil_ticks(double seconds) {
  return static_cast<Tick>(std::ceil(seconds * kTicksPerSecond - 1e-9));
}
Tick floor_ticks(double seconds) {
  return static_cast<Tick>(std::floor(seconds * kTicksPerSecond + 1e-9));
}

}  // namespace

Tick attract_step_ticks(Technique t) {
  return is_single(t) ? kAttractStepTicks : kAttractTechniqueStepTicks;
}

Attract::Attract() : Attract(default_puzzle()) {}

Attract::Attract(const Grid& puzzle) : puzzle_(puzzle), path_(solve_path(puzzle, true)) {
  // Replay the path once to keep the board before every step (a few hundred bytes each), so
  // a frame is a lookup and never re-solves.
  Candidates state = Candidates::from_grid(puzzle);
  before_.reserve(path_.steps.size());
  starts_.reserve(path_.steps.size() + 1);
  Tick t = 0;
  for (const Step& s : path_.steps) {
    before_.push_back(state);
    starts_.push_back(t);
    t += attract_step_ticks(s.technique);
    state.apply(s);
    if (!s.placements.empty()) wave_origin_ = s.placements.back().cell;
  }
  starts_.push_back(t);
  loop_ticks_ = t + kAttractEndPauseTicks;
}

Tick Attract::step_ticks(int i) const {
  return starts_[static_cast<std::size_t>(i) + 1] - starts_[static_cast<std::size_t>(i)];
}

AttractFrame Attract::frame(double seconds, Motion m) const {
  AttractFrame f;
  f.board = &path_.final_state;
  if (m == Motion::Reduced) return f;

  const double loop = static_cast<double>(loop_ticks_) / kTicksPerSecond;
  const double at = std::isfinite(seconds) && seconds > 0 ? std::fmod(seconds, loop) : 0.0;
  const Tick tick = std::clamp<Tick>(floor_ticks(at), 0, loop_ticks_ - 1);
  // The step whose start is the last one <= tick (starts_ is ascending; the final entry is
  // the start of the end pause).
  const auto it = std::upper_bound(starts_.begin(), starts_.end(), tick);
  const auto index = static_cast<int>(it - starts_.begin()) - 1;
  if (index >= step_count()) {
    // Held at the wave's end once it is over, so the rest of the pause is one still picture.
    f.wave_seconds = std::min(at - static_cast<double>(starts_.back()) / kTicksPerSecond,
                              wave_end_seconds(wave_origin_, m));
    f.wave_origin = wave_origin_;
    return f;
  }
  const auto i = static_cast<std::size_t>(index);
  const double local = at - static_cast<double>(starts_[i]) / kTicksPerSecond;
  const double length = static_cast<double>(step_ticks(index)) / kTicksPerSecond;
  const double apply_at = length * kAttractApplyFraction;
  f.board = &before_[i];
  f.step = &path_.steps[i];
  f.step_index = index;
  f.reveal.pattern = static_cast<float>(ease_out_cubic(local / kStepPatternSeconds));
  f.reveal.eliminate = static_cast<float>(ease_out_cubic((local - apply_at) / kStepApplySeconds));
  f.reveal.place = f.reveal.eliminate;
  const double fade_out =
      ease_out_cubic((local - (length - kStepPatternSeconds)) / kStepPatternSeconds);
  f.highlight = static_cast<float>(f.reveal.pattern * (1.0 - fade_out));
  return f;
}

int Attract::wake_in_ticks(Tick t, Motion m) const {
  if (m == Motion::Reduced || loop_ticks_ <= 0) return -1;
  const Tick tick = ((t % loop_ticks_) + loop_ticks_) % loop_ticks_;
  const auto it = std::upper_bound(starts_.begin(), starts_.end(), tick);
  const auto index = static_cast<int>(it - starts_.begin()) - 1;
  const Tick local = tick - starts_[static_cast<std::size_t>(index)];
  if (index >= step_count()) {
    if (local < ceil_ticks(wave_end_seconds(wave_origin_, m))) return kAttractEaseFrameTicks;
    return static_cast<int>(loop_ticks_ - tick);
  }
  const Tick length = step_ticks(index);
  const double apply_at = static_cast<double>(length) / kTicksPerSecond * kAttractApplyFraction;
  // Ease intervals of a step: pattern in, apply, highlight out. Between them it is still.
  const Tick pattern_end = ceil_ticks(kStepPatternSeconds);
  const Tick apply_start = floor_ticks(apply_at);
  const Tick apply_end = ceil_ticks(apply_at + kStepApplySeconds);
  const Tick fade_start =
      floor_ticks(static_cast<double>(length) / kTicksPerSecond - kStepPatternSeconds);
  if (local < pattern_end) return kAttractEaseFrameTicks;
  if (local < apply_start) return static_cast<int>(apply_start - local);
  if (local < apply_end) return kAttractEaseFrameTicks;
  if (local < fade_start) return static_cast<int>(fade_start - local);
  return kAttractEaseFrameTicks;
}

}  // namespace nonet::game
