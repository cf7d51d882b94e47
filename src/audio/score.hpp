// SPDX-License-Identifier: MIT
// A score: timed notes for the voices of synth.hpp, rendered into one buffer. Effects are
// short scores; the music is a long one rendered with wrap-around so that it loops.
#pragma once

#include <cstdint>
#include <vector>

#include "audio/pcm.hpp"
#include "audio/synth.hpp"

namespace nonet::audio {

struct ScoreNote {
  double at = 0.0;  // seconds from the start of the score
  Timbre timbre = Timbre::Marimba;
  double midi = 60.0;  // MIDI note number (60 = C4); fractional values are allowed
  double gate = 0.2;   // seconds held
  double release = 0.08;
  double brightness = 1.0;
  float level = 1.0f;  // linear gain
  float pan = 0.0f;    // -1 left .. 1 right (stereo scores only)
};

/// A note in one call, in the field order above (effects and music both write scores this way).
inline ScoreNote make_note(double at, Timbre timbre, double midi, double gate, double release,
                           double brightness = 1.0, float level = 1.0f, float pan = 0.0f) {
  return ScoreNote{at, timbre, midi, gate, release, brightness, level, pan};
}

/// Renders the notes into a buffer of `channels` channels. With `loop_seconds` > 0 the
/// buffer is exactly that long and notes ringing past the end wrap to the start (a
/// seamless loop); otherwise it is as long as the last note's release.
/// Each note's noise seed is derived from `seed` and the note's index, so a score always
/// renders the same samples.
Sound render_score(const std::vector<ScoreNote>& notes, int sample_rate, int channels,
                   std::uint64_t seed, double loop_seconds = 0.0);

}  // namespace nonet::audio
