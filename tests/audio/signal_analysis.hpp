// SPDX-License-Identifier: MIT
// Measurements on rendered audio for the tests, written independently of the synth:
// a YIN pitch estimator (de Cheveigne and Kawahara, 2002), step statistics and a few
// helpers. Header-only; used by several test files.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <vector>

namespace nonet::audio::test {

/// Equal-tempered pitch of a MIDI note, computed here rather than taken from the synth.
inline double midi_to_hz(int midi) { return 440.0 * std::pow(2.0, (midi - 69) / 12.0); }

/// Fundamental frequency of x[from, to) by YIN: the squared-difference function, its
/// cumulative-mean normalisation, the first dip under 0.1 (else the deepest dip), and a
/// parabola through the dip for sub-sample precision. Periods are searched between
/// rate/max_hz and rate/min_hz. Returns 0 when the window is too short.
inline double yin_pitch(const std::vector<float>& x, int rate, std::size_t from, std::size_t to,
                        double min_hz, double max_hz) {
  to = std::min(to, x.size());
  if (from >= to) return 0.0;
  const auto tau_max = static_cast<std::size_t>(std::ceil(rate / min_hz));
  const auto tau_min = std::max<std::size_t>(2, static_cast<std::size_t>(rate / max_hz));
  if (to - from <= tau_max + 2) return 0.0;
  const std::size_t w = to - from - tau_max - 1;
  std::vector<double> d(tau_max + 2, 0.0);
  for (std::size_t tau = 1; tau <= tau_max + 1; ++tau) {
    double s = 0.0;
    for (std::size_t i = from; i < from + w; ++i) {
      const double diff = static_cast<double>(x[i]) - x[i + tau];
      s += diff * diff;
    }
    d[tau] = s;
  }
  std::vector<double> cmnd(tau_max + 2, 1.0);
  double running = 0.0;
  for (std::size_t tau = 1; tau <= tau_max + 1; ++tau) {
    running += d[tau];
    cmnd[tau] = running > 0.0 ? d[tau] * static_cast<double>(tau) / running : 1.0;
  }
  std::size_t best = 0;
  for (std::size_t tau = tau_min; tau <= tau_max; ++tau) {
    if (cmnd[tau] < 0.1) {
      while (tau + 1 <= tau_max && cmnd[tau + 1] < cmnd[tau]) ++tau;
      best = tau;
      break;
    }
  }
  if (best == 0) {
    best = tau_min;
    for (std::size_t tau = tau_min; tau <= tau_max; ++tau) {
      if (cmnd[tau] < cmnd[best]) best = tau;
    }
  }
  double period = static_cast<double>(best);
  if (best > 1 && best + 1 <= tau_max + 1) {
    const double a = cmnd[best - 1], b = cmnd[best], c = cmnd[best + 1];
    const double denom = a - 2.0 * b + c;
    if (denom > 0.0) period += 0.5 * (a - c) / denom;
  }
  return rate / period;
}

/// The p-th quantile (0..1) of |x[n+1] - x[n]| over one channel of interleaved samples.
inline double step_quantile(const std::vector<float>& s, int channels, int channel, double p) {
  std::vector<double> steps;
  const auto ch = static_cast<std::size_t>(channels);
  const std::size_t frames = s.size() / ch;
  for (std::size_t f = 0; f + 1 < frames; ++f) {
    steps.push_back(
        std::fabs(static_cast<double>(s[(f + 1) * ch + channel]) - s[f * ch + channel]));
  }
  if (steps.empty()) return 0.0;
  const auto k = static_cast<std::size_t>(p * static_cast<double>(steps.size() - 1));
  std::nth_element(steps.begin(), steps.begin() + static_cast<std::ptrdiff_t>(k), steps.end());
  return steps[k];
}

/// Largest |x| over samples [from, to).
inline double max_abs(const std::vector<float>& s, std::size_t from, std::size_t to) {
  double m = 0.0;
  for (std::size_t i = from; i < std::min(to, s.size()); ++i)
    m = std::max(m, std::fabs(double{s[i]}));
  return m;
}

inline double rms(const std::vector<float>& s) {
  double sum = 0.0;
  for (float v : s) sum += double{v} * v;
  return s.empty() ? 0.0 : std::sqrt(sum / static_cast<double>(s.size()));
}

}  // namespace nonet::audio::test
