// SPDX-License-Identifier: MIT
// The synth's building blocks: oscillators, seeded noise, an ADSR envelope, a one-pole
// low-pass filter, and the note voices built from them (marimba, kalimba, glass, FM bell,
// plucked string, soft pulse, pad, bass). Everything is a pure function of its inputs, so
// the same call renders the same samples every time. No SDL here.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/rng.hpp"

namespace nonet::audio {

inline constexpr double kPi = 3.14159265358979323846;

/// Equal-tempered frequency of a MIDI note number: 69 = A4 = 440 Hz, 60 = C4 (middle C).
double note_hz(double midi_note);

// Oscillators. `phase` is in cycles; only its fractional part matters. All return [-1, 1].
float sine(double phase);
float triangle(double phase);
/// A pulse of duty `width` (0..1) whose edges are rounded by tanh; `edge` sets how hard
/// the edges are (about 2 is soft and round, 20 is nearly a square). Scaled so the
/// plateaus sit at +-1 whatever the edge.
float soft_pulse(double phase, double width, double edge);

/// White noise, uniform in [-1, 1), from the project's portable Rng.
class Noise {
 public:
  explicit Noise(std::uint64_t seed) : rng_(seed) {}
  float next();

 private:
  Rng rng_;
};

/// One-pole low-pass (6 dB/octave, no resonance): y += a * (x - y).
class LowPass {
 public:
  LowPass(double cutoff_hz, int sample_rate);
  void set_cutoff(double cutoff_hz);
  float process(float x) {
    y_ += a_ * (x - y_);
    return y_;
  }

 private:
  int sample_rate_;
  float a_ = 1.0f;
  float y_ = 0.0f;
};

/// Attack-decay-sustain-release envelope over time in seconds. The attack is a raised
/// cosine starting at exactly 0 (no click); the decay approaches `sustain` exponentially
/// with time constant `decay`; the release, starting when the gate closes, is an
/// exponential-like curve bent so that it reaches exactly 0 after `release` seconds.
struct Adsr {
  double attack = 0.005;
  double decay = 0.1;
  double sustain = 0.7;
  double release = 0.1;

  /// Level at `t` seconds after note-on for a note held `gate` seconds.
  double level(double t, double gate) const;
  /// Seconds from note-on until the level is back at 0.
  double length(double gate) const { return gate + release; }
};

/// Steps an Adsr sample by sample, with one multiply per sample where level() would
/// call exp(): the same curve, for rendering long notes cheaply.
class EnvelopeRun {
 public:
  EnvelopeRun(const Adsr& env, double gate, int sample_rate);
  /// The level at the current sample; then moves on by one sample.
  double next();

 private:
  Adsr env_;
  double gate_;
  double rate_;
  double seconds_per_sample_;
  std::size_t i_ = 0;
  double decay_ = -1.0, decay_step_ = 1.0;      // exp(-(t - attack) / decay), once started
  double release_ = -1.0, release_step_ = 1.0;  // exp(-4u), once started
  double held_ = 0.0;                           // level when the gate closed
};

// Inline: voices call it once a sample.
inline double EnvelopeRun::next() {
  const double t = static_cast<double>(i_++) * seconds_per_sample_;  // a multiply, not a divide
  if (t < gate_) {
    if (t < env_.attack) return env_.level(t, gate_);
    if (decay_ < 0.0) {
      const double d = std::max(env_.decay, 1e-6);
      decay_ = std::exp(-(t - env_.attack) / d);
      decay_step_ = std::exp(-1.0 / (d * rate_));
    } else {
      decay_ *= decay_step_;
    }
    return env_.sustain + (1.0 - env_.sustain) * decay_;
  }
  if (env_.release <= 0.0) return 0.0;
  const double u = (t - gate_) / env_.release;
  if (u >= 1.0) return 0.0;
  if (release_ < 0.0) {
    held_ = env_.level(gate_ - 1e-12, gate_);
    release_ = std::exp(-4.0 * u);
    release_step_ = std::exp(-4.0 / (env_.release * rate_));
  } else {
    release_ *= release_step_;
  }
  const double end = std::exp(-4.0);
  return std::max(0.0, held_ * (release_ - end) / (1.0 - end));
}

/// The instrument a voice imitates.
enum class Timbre : std::uint8_t {
  Marimba,    // wooden bar: fundamental, 4th and 10th partials, soft mallet noise
  Kalimba,    // metal tine: long fundamental, a short inharmonic overtone near 5.9x
  Glass,      // struck glass: slow-ish attack, 2nd/3rd partials, a slow shimmer
  Bell,       // FM bell: modulator at 4x with a decaying index (odd harmonics)
  Pluck,      // Karplus-Strong string, excited by seeded noise
  SoftPulse,  // rounded pulse wave through a low-pass: warm, hollow
  Pad,        // two detuned triangles through a low-pass, slow attack
  Bass,       // sine with a little triangle, low-passed
};

/// One note to render.
struct Voice {
  Timbre timbre = Timbre::Marimba;
  double hz = 440.0;
  double gate = 0.25;       // seconds before the release starts
  double release = 0.08;    // seconds of release after the gate
  double brightness = 1.0;  // scales overtone levels and filter cutoffs (0.3 dull .. 2 bright)
  std::uint64_t seed = 1;   // noise for mallets and pluck excitation
};

/// Whether a timbre's sound depends on Voice::seed (mallet noise, a plucked string's
/// excitation). Voices of the other timbres that differ only in their seed sound the same,
/// sample for sample, so the music stream renders them once.
bool voice_uses_seed(Timbre timbre);

/// Renders one voice, mono, at peak level near 1 (not normalised), starting and ending at
/// exactly 0. Its length is gate + release seconds.
std::vector<float> render_voice(const Voice& voice, int sample_rate);

}  // namespace nonet::audio
