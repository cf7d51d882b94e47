// SPDX-License-Identifier: MIT
// Renders a score note by note and mixes the voices in.
#include "audio/score.hpp"

#include <algorithm>
#include <cmath>

#include "core/rng.hpp"

namespace nonet::audio {

Sound render_score(const std::vector<ScoreNote>& notes, int sample_rate, int channels,
                   std::uint64_t seed, double loop_seconds) {
  Sound out;
  out.sample_rate = sample_rate;
  out.channels = channels == 1 ? 1 : 2;
  if (sample_rate <= 0) return out;

  const bool loop = loop_seconds > 0.0;
  std::size_t frames = 0;
  if (loop) {
    frames = static_cast<std::size_t>(std::llround(loop_seconds * sample_rate));
  } else {
    double end = 0.0;
    for (const ScoreNote& n : notes) end = std::max(end, n.at + n.gate + n.release);
    frames = static_cast<std::size_t>(std::ceil(end * sample_rate));
  }
  out.samples.assign(frames * static_cast<std::size_t>(out.channels), 0.0f);

  std::uint64_t seeds = seed;
  for (const ScoreNote& n : notes) {
    Voice v;
    v.timbre = n.timbre;
    v.hz = note_hz(n.midi);
    v.gate = n.gate;
    v.release = n.release;
    v.brightness = n.brightness;
    v.seed = splitmix64(seeds);
    const std::vector<float> voice = render_voice(v, sample_rate);
    const auto at = static_cast<std::size_t>(std::llround(std::max(0.0, n.at) * sample_rate));
    mix_voice(out, voice, at, n.level, n.pan, loop);
  }
  return out;
}

}  // namespace nonet::audio
