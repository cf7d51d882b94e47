// SPDX-License-Identifier: MIT
// Oscillators, envelope, filter and the note voices. Voices are written as plain loops
// over a whole note (notes are short; rendering them ahead of playback costs little),
// with per-sample decay multipliers instead of exp() calls.
#include "audio/synth.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>

namespace nonet::audio {

double sine_d(double phase);  // sine() in double precision; defined with the oscillators

namespace {

double frac(double x) { return x - std::floor(x); }

// Release shape: falls like exp(-4u) but bent to reach exactly 0 at u = 1.
double release_curve(double u) {
  if (u >= 1.0) return 0.0;
  const double end = std::exp(-4.0);
  return (std::exp(-4.0 * u) - end) / (1.0 - end);
}

std::size_t frames_for(double seconds, int sample_rate) {
  if (!(seconds > 0.0) || sample_rate <= 0) return 0;
  return static_cast<std::size_t>(std::ceil(seconds * sample_rate));
}

// A struck resonator with a few decaying sine partials (marimba, kalimba, glass).
struct Partial {
  double ratio;  // frequency / fundamental
  double level;
  double tau;  // seconds for the partial to fall to 1/e
};

struct ModalSpec {
  std::vector<Partial> partials;
  double attack;       // seconds
  double mallet;       // level of the noise burst at the strike
  double mallet_tau;   // seconds
  double mallet_tone;  // low-pass cutoff of the burst, as a multiple of the fundamental
};

std::vector<float> render_modal(const Voice& v, const ModalSpec& spec, int rate) {
  const Adsr env{spec.attack, 1.0, 1.0, v.release};
  const std::size_t n = frames_for(env.length(v.gate), rate);
  std::vector<float> out(n, 0.0f);
  const double nyquist_guard = 0.45 * rate;
  for (const Partial& p : spec.partials) {
    const double hz = v.hz * p.ratio;
    if (hz >= nyquist_guard || p.level <= 0.0) continue;
    // A decaying phasor z = amp * e^(i * phase), turned and shrunk by one complex multiply a
    // sample: the partial is Im z. Four multiplies instead of a sine and a floor; in double
    // precision the drift over a note of a few seconds stays far below 16-bit resolution.
    const double w = 2.0 * kPi * hz / rate;
    const double decay = std::exp(-1.0 / (p.tau * rate));
    const double rc = decay * std::cos(w), rs = decay * std::sin(w);
    double zc = p.level, zs = 0.0;
    // A partial stops where it has fallen to 1e-6 (-120 dB, far under a 16-bit step): the
    // upper partials ring for a fraction of the note.
    const double audible = p.tau * rate * std::log(p.level / 1e-6);
    const std::size_t len = audible <= 0.0 ? 0 : std::min(n, static_cast<std::size_t>(audible) + 1);
    for (std::size_t i = 0; i < len; ++i) {
      out[i] += static_cast<float>(zs);
      const double c = zc * rc - zs * rs;
      zs = zc * rs + zs * rc;
      zc = c;
    }
  }
  if (spec.mallet > 0.0) {
    Noise noise(v.seed);
    LowPass tone(std::min(v.hz * spec.mallet_tone * v.brightness, nyquist_guard), rate);
    const double decay = std::exp(-1.0 / (spec.mallet_tau * rate));
    double amp = spec.mallet;
    const std::size_t burst = std::min(n, frames_for(spec.mallet_tau * 8.0, rate));
    for (std::size_t i = 0; i < burst; ++i) {
      out[i] += static_cast<float>(amp) * tone.process(noise.next());
      amp *= decay;
    }
  }
  EnvelopeRun run(env, v.gate, rate);
  for (std::size_t i = 0; i < n; ++i) out[i] *= static_cast<float>(run.next());
  return out;
}

// sqrt-of-pitch scaling: lower notes ring longer, as on real bars and tines.
double ring_time(double base_seconds, double reference_hz, double hz, double lo, double hi) {
  return std::clamp(base_seconds * std::sqrt(reference_hz / hz), lo, hi);
}

std::vector<float> render_bell(const Voice& v, int rate) {
  const Adsr env{0.004, 1.0, 1.0, v.release};
  const std::size_t n = frames_for(env.length(v.gate), rate);
  std::vector<float> out(n);
  const double tau = ring_time(1.2, 523.25, v.hz, 0.3, 2.5);
  // The modulator at 4x puts sidebands on odd harmonics only (f, 3f, 5f, ...), so the
  // bell stays harmonic and consonant; the index fades so the tone mellows as it rings.
  const double ratio = 4.0;
  const double top = std::max(1.0, ratio * v.hz * 2.0 / (0.45 * rate));  // tame aliasing
  const double index_peak = 0.9 * v.brightness / top;
  const double amp_decay = std::exp(-1.0 / (tau * rate));
  const double index_decay = std::exp(-1.0 / (0.08 * tau * rate));
  double amp = 1.0, index = index_peak, pc = 0.0, pm = 0.0;
  EnvelopeRun run(env, v.gate, rate);
  for (std::size_t i = 0; i < n; ++i) {
    const double mod = (index + 0.05 * v.brightness) * sine_d(pm);
    out[i] = static_cast<float>(amp * sine_d(pc + mod / (2.0 * kPi)) * run.next());
    pc = frac(pc + v.hz / rate);
    pm = frac(pm + ratio * v.hz / rate);
    amp *= amp_decay;
    index *= index_decay;
  }
  return out;
}

// Karplus-Strong: a noise burst one period long, recirculated through a two-point average
// (the string's damping). The average delays by half a sample, so the loop reads back
// rate/hz - 0.5 samples, interpolated linearly for a true pitch at any rate.
std::vector<float> render_pluck(const Voice& v, int rate) {
  const Adsr env{0.004, 1.0, 1.0, v.release};
  const std::size_t n = frames_for(env.length(v.gate), rate);
  std::vector<float> y(n, 0.0f);
  const double delay = static_cast<double>(rate) / v.hz - 0.5;
  if (delay < 2.0) return y;  // pitch too high for this rate: stay silent
  const double tau = ring_time(0.6, 261.63, v.hz, 0.08, 1.5);
  const double feedback = std::exp(-1.0 / (v.hz * tau));

  const std::size_t period = static_cast<std::size_t>(std::lround(rate / v.hz));
  std::vector<float> burst(std::min(period, n));
  Noise noise(v.seed);
  // Two low-pass stages on the burst: a soft pick, not a wire brush.
  const double pick = std::min(v.hz * 3.0 * v.brightness, 0.45 * rate);
  LowPass tone1(pick, rate), tone2(pick, rate);
  double mean = 0.0;
  for (float& s : burst) {
    s = tone2.process(tone1.process(noise.next()));
    mean += s;
  }
  mean /= burst.empty() ? 1.0 : static_cast<double>(burst.size());
  for (float& s : burst) s -= static_cast<float>(mean);  // no DC to ring on forever

  auto at = [&](double pos) -> double {
    if (pos < 0.0) return 0.0;
    const auto i = static_cast<std::size_t>(pos);
    const double f = pos - static_cast<double>(i);
    const double a = y[i];
    const double b = (i + 1 < n) ? y[i + 1] : 0.0;
    return a + (b - a) * f;
  };
  for (std::size_t i = 0; i < n; ++i) {
    const double pos = static_cast<double>(i) - delay;
    double s = i < burst.size() ? burst[i] : 0.0;
    s += feedback * 0.5 * (at(pos) + at(pos - 1.0));
    y[i] = static_cast<float>(s);
  }
  EnvelopeRun run(env, v.gate, rate);
  for (std::size_t i = 0; i < n; ++i) y[i] *= static_cast<float>(run.next());
  return y;
}

// Oscillator voices with an ADSR and a two-stage low-pass.
template <typename Osc>
std::vector<float> render_filtered(const Voice& v, const Adsr& env, double cutoff, Osc osc,
                                   int rate) {
  const std::size_t n = frames_for(env.length(v.gate), rate);
  std::vector<float> out(n);
  cutoff = std::clamp(cutoff, 40.0, 0.45 * rate);
  LowPass lp1(cutoff, rate), lp2(cutoff, rate);
  double phase = 0.0;
  const double step = v.hz / rate;
  EnvelopeRun run(env, v.gate, rate);
  for (std::size_t i = 0; i < n; ++i) {
    const float x = lp2.process(lp1.process(osc(phase)));
    out[i] = static_cast<float>(x * run.next());
    phase = static_cast<double>(i + 1) * step;  // no drift; voices are seconds long
  }
  return out;
}

}  // namespace

double note_hz(double midi_note) { return 440.0 * std::pow(2.0, (midi_note - 69.0) / 12.0); }

double sine_d(double phase) {
  // Fold the phase onto a quarter wave, x in [-pi/2, pi/2], then the Taylor series to x^11
  // (error below 6e-8 there): several times faster than std::sin, and exact enough for audio.
  double p = phase - std::floor(phase);
  if (p >= 0.5) p -= 1.0;
  if (p > 0.25) p = 0.5 - p;
  if (p < -0.25) p = -0.5 - p;
  const double x = 2.0 * kPi * p;
  const double x2 = x * x;
  return x * (1.0 + x2 * (-1.0 / 6 +
                          x2 * (1.0 / 120 + x2 * (-1.0 / 5040 +
                                                  x2 * (1.0 / 362880 + x2 * (-1.0 / 39916800))))));
}

float sine(double phase) { return static_cast<float>(sine_d(phase)); }

float triangle(double phase) {
  const double p = frac(phase);
  return static_cast<float>(p < 0.5 ? 4.0 * p - 1.0 : 3.0 - 4.0 * p);
}

float soft_pulse(double phase, double width, double edge) {
  const double c = std::cos(kPi * std::clamp(width, 0.01, 0.99));
  const double s = std::cos(2.0 * kPi * phase) - c;
  const double scale = std::max(std::tanh(edge * (1.0 - c)), std::tanh(edge * (1.0 + c)));
  return static_cast<float>(std::tanh(edge * s) / scale);
}

float Noise::next() {
  const auto bits = static_cast<std::uint32_t>(rng_.next() >> 40);  // 24 random bits
  return static_cast<float>(bits) * (1.0f / 8388608.0f) - 1.0f;
}

LowPass::LowPass(double cutoff_hz, int sample_rate) : sample_rate_(sample_rate) {
  set_cutoff(cutoff_hz);
}

void LowPass::set_cutoff(double cutoff_hz) {
  if (sample_rate_ <= 0 || !(cutoff_hz > 0.0)) {
    a_ = 1.0f;
    return;
  }
  a_ = static_cast<float>(1.0 - std::exp(-2.0 * kPi * cutoff_hz / sample_rate_));
}

double Adsr::level(double t, double gate) const {
  if (t < 0.0) return 0.0;
  auto held = [this](double s) {
    if (s < attack) return 0.5 - 0.5 * std::cos(kPi * s / attack);
    return sustain + (1.0 - sustain) * std::exp(-(s - attack) / std::max(decay, 1e-6));
  };
  if (t < gate) return held(t);
  if (release <= 0.0) return 0.0;
  return held(gate) * release_curve((t - gate) / release);
}

EnvelopeRun::EnvelopeRun(const Adsr& env, double gate, int sample_rate)
    : env_(env),
      gate_(gate),
      rate_(sample_rate > 0 ? sample_rate : 1),
      seconds_per_sample_(1.0 / rate_) {}

bool voice_uses_seed(Timbre timbre) {
  switch (timbre) {
    case Timbre::Marimba:
    case Timbre::Kalimba:
    case Timbre::Pluck: return true;
    case Timbre::Glass:  // its mallet level is 0: no noise
    case Timbre::Bell:
    case Timbre::SoftPulse:
    case Timbre::Pad:
    case Timbre::Bass: return false;
  }
  return true;
}

std::vector<float> render_voice(const Voice& v, int rate) {
  if (rate <= 0 || !(v.hz > 0.0) || !(v.gate >= 0.0)) return {};
  const double b = v.brightness;
  switch (v.timbre) {
    case Timbre::Marimba: {
      const double tau = ring_time(0.45, 261.63, v.hz, 0.1, 0.9);
      return render_modal(
          v,
          {{{1.0, 1.0, tau}, {4.0, 0.3 * b, tau * 0.2}, {10.0, 0.07 * b, tau * 0.06}},
           0.004,
           0.5,
           0.003,
           3.0},
          rate);
    }
    case Timbre::Kalimba: {
      const double tau = ring_time(0.9, 261.63, v.hz, 0.2, 1.5);
      return render_modal(
          v, {{{1.0, 1.0, tau}, {5.93, 0.22 * b, tau * 0.06}}, 0.004, 0.15, 0.002, 8.0}, rate);
    }
    case Timbre::Glass: {
      const double tau = ring_time(1.4, 523.25, v.hz, 0.3, 2.5);
      return render_modal(v,
                          {{{1.0, 1.0, tau},
                            {1.0027, 0.3, tau},
                            {2.0, 0.22 * b, tau * 0.5},
                            {3.0, 0.1 * b, tau * 0.3}},
                           0.006,
                           0.0,
                           0.001,
                           1.0},
                          rate);
    }
    case Timbre::Bell: return render_bell(v, rate);
    case Timbre::Pluck: return render_pluck(v, rate);
    case Timbre::SoftPulse:
      return render_filtered(
          v, Adsr{0.008, 0.12, 0.6, v.release}, v.hz * 4.0 * b,
          [](double p) { return soft_pulse(p, 0.5, 3.0); }, rate);
    case Timbre::Pad:
      return render_filtered(
          v, Adsr{0.5, 1.2, 0.75, v.release}, std::min(v.hz * 3.0 * b, 2500.0),
          [](double p) { return 0.5f * (triangle(p * 1.0023) + triangle(p / 1.0023)); }, rate);
    case Timbre::Bass:
      return render_filtered(
          v, Adsr{0.02, 0.5, 0.55, v.release}, v.hz * 4.0 * b,
          [](double p) { return 0.8f * sine(p) + 0.2f * triangle(p); }, rate);
  }
  return {};
}

}  // namespace nonet::audio
