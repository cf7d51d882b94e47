// SPDX-License-Identifier: MIT
// The synth's parts: oscillators, noise, envelope, filter, voices, mixing, 16-bit output.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>

#include "audio/pcm.hpp"
#include "audio/score.hpp"
#include "audio/synth.hpp"
#include "signal_analysis.hpp"

using namespace nonet::audio;
using nonet::audio::test::max_abs;
using nonet::audio::test::yin_pitch;

TEST_CASE("note numbers map to equal-tempered pitches") {
  CHECK(note_hz(69) == doctest::Approx(440.0));
  CHECK(note_hz(81) == doctest::Approx(880.0));
  CHECK(note_hz(60) == doctest::Approx(261.6256).epsilon(1e-5));  // middle C
  CHECK(note_hz(57) == doctest::Approx(220.0));
}

TEST_CASE("oscillators have their textbook shapes") {
  CHECK(sine(0.0) == doctest::Approx(0.0).epsilon(1e-6));
  CHECK(sine(0.25) == doctest::Approx(1.0));
  CHECK(sine(1.75) == doctest::Approx(-1.0));
  for (int i = -2000; i <= 2000; ++i) {
    const double phase = i * 0.00123;
    REQUIRE(std::fabs(sine(phase) - std::sin(2.0 * 3.141592653589793 * phase)) < 1e-6);
  }
  CHECK(triangle(0.0) == doctest::Approx(-1.0));
  CHECK(triangle(0.25) == doctest::Approx(0.0));
  CHECK(triangle(0.5) == doctest::Approx(1.0));
  CHECK(triangle(0.75) == doctest::Approx(0.0));
  CHECK(triangle(3.5) == doctest::Approx(1.0));
  // A soft pulse: +1 in the middle of the high part, -1 in the low part, 0 at the edges.
  CHECK(soft_pulse(0.0, 0.5, 3.0) == doctest::Approx(1.0));
  CHECK(soft_pulse(0.5, 0.5, 3.0) == doctest::Approx(-1.0));
  CHECK(soft_pulse(0.25, 0.5, 3.0) == doctest::Approx(0.0).epsilon(1e-6));
  for (int i = 0; i < 100; ++i) {
    const double p = i / 100.0;
    CHECK(std::fabs(soft_pulse(p, 0.3, 2.0)) <= 1.0f + 1e-6f);
    // Harder edges make the wave squarer: at least as far from zero everywhere.
    CHECK(std::fabs(soft_pulse(p, 0.5, 20.0)) + 1e-6 >= std::fabs(soft_pulse(p, 0.5, 2.0)));
  }
}

TEST_CASE("noise is seeded, in range and centred") {
  Noise a(7), b(7), c(8);
  double sum = 0.0;
  bool differs = false;
  for (int i = 0; i < 20000; ++i) {
    const float x = a.next();
    CHECK(x == b.next());
    differs = differs || (x != c.next());
    REQUIRE(x >= -1.0f);
    REQUIRE(x < 1.0f);
    sum += x;
  }
  CHECK(differs);
  CHECK(std::fabs(sum / 20000.0) < 0.02);  // uniform: mean 0, sd of the mean ~0.004
}

TEST_CASE("ADSR: silent start, attack to 1, decay to sustain, release to exactly 0") {
  const Adsr env{0.01, 0.05, 0.5, 0.2};
  CHECK(env.level(0.0, 1.0) == 0.0);
  CHECK(env.level(-1.0, 1.0) == 0.0);
  CHECK(env.level(0.005, 1.0) == doctest::Approx(0.5));  // raised cosine: half at half time
  CHECK(env.level(0.01, 1.0) == doctest::Approx(1.0));
  CHECK(env.level(0.9, 1.0) == doctest::Approx(0.5).epsilon(1e-3));
  // The release continues from where the held level was, without a jump.
  CHECK(env.level(1.0, 1.0) == doctest::Approx(env.level(1.0 - 1e-9, 1.0)).epsilon(1e-6));
  CHECK(env.level(1.1, 1.0) < env.level(1.0, 1.0));
  CHECK(env.level(1.2, 1.0) < 1e-12);
  CHECK(env.level(1.2 + 1e-9, 1.0) == 0.0);
  CHECK(env.level(5.0, 1.0) == 0.0);
  CHECK(env.length(1.0) == doctest::Approx(1.2));
  // Monotonic fall in the release.
  double prev = env.level(1.0, 1.0);
  for (int i = 1; i <= 200; ++i) {
    const double v = env.level(1.0 + i * 0.001, 1.0);
    CHECK(v <= prev);
    prev = v;
  }
}

TEST_CASE("stepping an envelope sample by sample follows the same curve") {
  constexpr int rate = 8000;
  for (const Adsr env :
       {Adsr{0.01, 0.05, 0.5, 0.2}, Adsr{0.004, 1.0, 1.0, 0.06}, Adsr{0.5, 1.2, 0.75, 1.2}}) {
    for (double gate : {0.002, 0.3, 2.0}) {
      EnvelopeRun run(env, gate, rate);
      const auto n = static_cast<int>(env.length(gate) * rate) + 10;
      for (int i = 0; i < n; ++i) {
        const double want = env.level(static_cast<double>(i) / rate, gate);
        REQUIRE(run.next() == doctest::Approx(want).epsilon(1e-6).scale(1.0));
      }
    }
  }
}

TEST_CASE("the low-pass passes DC, halves power at the cutoff, and falls 6 dB/octave above") {
  constexpr int rate = 48000;
  auto gain_at = [&](double hz, double cutoff) {
    LowPass lp(cutoff, rate);
    double peak_out = 0.0;
    for (int i = 0; i < rate; ++i) {
      const float y = lp.process(sine(hz * i / rate));
      if (i > rate / 2) peak_out = std::max(peak_out, std::fabs(double{y}));
    }
    return peak_out;
  };
  LowPass dc(200.0, rate);
  float y = 0.0f;
  for (int i = 0; i < 4800; ++i) y = dc.process(1.0f);
  CHECK(y == doctest::Approx(1.0f).epsilon(1e-4));
  CHECK(gain_at(500.0, 500.0) == doctest::Approx(std::sqrt(0.5)).epsilon(0.03));
  CHECK(gain_at(5000.0, 500.0) == doctest::Approx(0.1).epsilon(0.15));
}

TEST_CASE("every timbre sounds its pitch, starts and ends at zero, and lasts gate + release") {
  constexpr int rate = 48000;
  const Timbre timbres[] = {Timbre::Marimba, Timbre::Kalimba,   Timbre::Glass, Timbre::Bell,
                            Timbre::Pluck,   Timbre::SoftPulse, Timbre::Pad,   Timbre::Bass};
  for (Timbre t : timbres) {
    for (double hz : {110.0, 261.63, 659.26}) {
      CAPTURE(static_cast<int>(t));
      CAPTURE(hz);
      Voice v;
      v.timbre = t;
      v.hz = hz;
      v.gate = 0.8;
      v.release = 0.1;
      const std::vector<float> x = render_voice(v, rate);
      CHECK(x.size() == static_cast<std::size_t>(std::ceil(0.9 * rate)));
      CHECK(x.front() == 0.0f);
      CHECK(max_abs(x, x.size() - 48, x.size()) < 1e-3);
      CHECK(max_abs(x, 0, x.size()) > 0.05);
      // Measured after the pad's slow attack and before the release.
      const double got = yin_pitch(x, rate, rate * 6 / 10, rate * 78 / 100, hz / 2.5, hz * 2.5);
      CHECK(got == doctest::Approx(hz).epsilon(0.02));
    }
  }
}

TEST_CASE("a voice's seed changes its sound exactly for the timbres that say they use it") {
  // The music stream renders a voice once and reuses it for every note of the same sound,
  // ignoring the seed where voice_uses_seed says it does not matter: that must be true.
  const Timbre timbres[] = {Timbre::Marimba, Timbre::Kalimba,   Timbre::Glass, Timbre::Bell,
                            Timbre::Pluck,   Timbre::SoftPulse, Timbre::Pad,   Timbre::Bass};
  for (Timbre t : timbres) {
    CAPTURE(static_cast<int>(t));
    Voice a;
    a.timbre = t;
    a.hz = 220.0;
    a.gate = 0.3;
    a.release = 0.1;
    Voice b = a;
    b.seed = a.seed + 12345;
    CHECK((render_voice(a, 48000) != render_voice(b, 48000)) == voice_uses_seed(t));
  }
}

TEST_CASE("a voice with a bad rate or pitch renders nothing") {
  Voice v;
  v.hz = 0.0;
  CHECK(render_voice(v, 48000).empty());
  v.hz = 440.0;
  CHECK(render_voice(v, 0).empty());
  v.gate = -1.0;
  CHECK(render_voice(v, 48000).empty());
}

TEST_CASE("mixing: offset, gain, equal-power pan, and wrap-around for loops") {
  Sound stereo{100, 2, std::vector<float>(2 * 10, 0.0f)};
  mix_voice(stereo, {1.0f, 1.0f, 1.0f}, 8, 2.0f, -1.0f, false);  // hard left, last 2 frames
  CHECK(stereo.samples[16] == doctest::Approx(2.0f));
  CHECK(stereo.samples[17] == doctest::Approx(0.0f).epsilon(1e-6));
  CHECK(stereo.samples[0] == 0.0f);  // no wrap: the third sample is dropped
  mix_voice(stereo, {1.0f, 1.0f, 1.0f}, 8, 1.0f, 0.0f, true);  // centred, wraps to frame 0
  CHECK(stereo.samples[0] == doctest::Approx(std::sqrt(0.5f)));
  CHECK(stereo.samples[1] == doctest::Approx(std::sqrt(0.5f)));
  CHECK(stereo.samples[2] == 0.0f);

  Sound mono{100, 1, std::vector<float>(4, 0.0f)};
  mix_voice(mono, {0.5f, 0.5f}, 1, 1.0f, 0.7f, false);  // pan means nothing in mono
  CHECK(mono.samples == std::vector<float>{0.0f, 0.5f, 0.5f, 0.0f});
}

TEST_CASE("16-bit conversion rounds, clamps and converts channel counts") {
  const Sound mono{8000, 1, {0.0f, 0.5f, -1.0f, 2.0f, -3.0f}};
  CHECK(to_int16(mono, 1) == std::vector<std::int16_t>{0, 16384, -32767, 32767, -32767});
  CHECK(to_int16(mono, 2) == std::vector<std::int16_t>{0, 0, 16384, 16384, -32767, -32767, 32767,
                                                       32767, -32767, -32767});
  const Sound stereo{8000, 2, {1.0f, 0.0f, -0.5f, -0.5f}};
  CHECK(to_int16(stereo, 1) == std::vector<std::int16_t>{16384, -16384});
}

TEST_CASE("one sample to 16 bits rounds half away from zero, as std::lround, and NaN is silence") {
  // Every step of a 1/4 LSB grid over the whole range, with the halves exactly on it.
  for (int q = -4 * 32767 - 8; q <= 4 * 32767 + 8; ++q) {
    const float x = static_cast<float>(q) / (4.0f * 32767.0f);
    const auto want = static_cast<std::int16_t>(std::lround(std::clamp(x, -1.0f, 1.0f) * 32767.0f));
    REQUIRE(quantize_sample(x) == want);
  }
  CHECK(quantize_sample(0.5f / 32767.0f) == 1);
  CHECK(quantize_sample(-0.5f / 32767.0f) == -1);
  CHECK(quantize_sample(0.49f / 32767.0f) == 0);
  CHECK(quantize_sample(std::nanf("")) == 0);
  CHECK(quantize_sample(std::numeric_limits<float>::infinity()) == 32767);
  CHECK(quantize_sample(-std::numeric_limits<float>::infinity()) == -32767);
}

TEST_CASE("peak normalisation hits its target and leaves silence alone") {
  std::vector<float> x{0.1f, -0.4f, 0.2f};
  normalize_peak(x, 0.8f);
  CHECK(peak(x) == doctest::Approx(0.8f));
  CHECK(x[0] == doctest::Approx(0.2f));
  std::vector<float> quiet(5, 0.0f);
  normalize_peak(quiet, 0.8f);
  CHECK(peak(quiet) == 0.0f);
}

TEST_CASE("a looping score wraps notes over the loop point") {
  ScoreNote late;
  late.at = 0.9;
  late.timbre = Timbre::Bass;
  late.midi = 48;
  late.gate = 0.3;
  late.release = 0.1;
  const Sound looped = render_score({late}, 8000, 2, 1, 1.0);
  CHECK(looped.frames() == 8000);
  CHECK(max_abs(looped.samples, 0, 2 * 2400) > 0.05);  // its tail sounds at the start
  const Sound once = render_score({late}, 8000, 2, 1);
  CHECK(once.seconds() == doctest::Approx(1.3).epsilon(1e-3));
}
