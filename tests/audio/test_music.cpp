// SPDX-License-Identifier: MIT
// The music: tempo and loop length as LOOK.md asks (70-90 BPM, at least a minute before
// it repeats), a seamless loop seam, no clipping, quiet, deterministic. Each mood is
// rendered once at full rate for this file (it is the slow part) and reused.
#include <doctest/doctest.h>

#include <cmath>
#include <cstring>

#include "audio/music.hpp"
#include "signal_analysis.hpp"

using namespace nonet::audio;
using nonet::audio::test::max_abs;
using nonet::audio::test::rms;
using nonet::audio::test::step_quantile;

namespace {

constexpr int kRate = 48000;

const Sound& loop_of(Mood mood) {
  static const Sound title = render_music(Mood::Title, kRate);
  static const Sound play = render_music(Mood::Play, kRate);
  return mood == Mood::Title ? title : play;
}

// The same at a low rate, for the checks that only need the shape of the music.
constexpr int kLowRate = 8000;
const Sound& low_rate_loop_of(Mood mood) {
  static const Sound title = render_music(Mood::Title, kLowRate);
  static const Sound play = render_music(Mood::Play, kLowRate);
  return mood == Mood::Title ? title : play;
}

constexpr Mood kMoods[] = {Mood::Title, Mood::Play};

}  // namespace

TEST_CASE("each mood is slow and loops no sooner than a minute") {
  for (Mood m : kMoods) {
    CAPTURE(mood_name(m));
    const MusicForm f = music_form(m);
    CHECK(f.bpm >= 70.0);
    CHECK(f.bpm <= 90.0);
    CHECK(f.loop_seconds() >= 60.0);
    const Sound& s = loop_of(m);
    CHECK(s.channels == 2);
    CHECK(s.sample_rate == kRate);
    CHECK(s.seconds() >= 60.0);
    CHECK(s.seconds() == doctest::Approx(f.loop_seconds()).epsilon(1e-4));
  }
  CHECK(music_form(Mood::Title).bpm != music_form(Mood::Play).bpm);
}

TEST_CASE("the loop seam is no bigger a jump than an ordinary step") {
  for (Mood m : kMoods) {
    CAPTURE(mood_name(m));
    const Sound& s = loop_of(m);
    const std::size_t n = s.frames();
    REQUIRE(n > 2);
    for (int ch = 0; ch < 2; ++ch) {
      CAPTURE(ch);
      const double seam = std::fabs(double{s.samples[static_cast<std::size_t>(ch)]} -
                                    s.samples[(n - 1) * 2 + static_cast<std::size_t>(ch)]);
      CHECK(seam <= step_quantile(s.samples, 2, ch, 0.99));
    }
    // Music is playing across the seam (the loop does not fade to silence and restart).
    CHECK(max_abs(s.samples, 0, kRate / 10) > 0.02);
    CHECK(max_abs(s.samples, s.samples.size() - kRate / 10, s.samples.size()) > 0.02);
  }
}

TEST_CASE("music is quiet and unclipped") {
  for (Mood m : kMoods) {
    CAPTURE(mood_name(m));
    const Sound& s = loop_of(m);
    CHECK(max_abs(s.samples, 0, s.samples.size()) <= 0.9);
    const double level = rms(s.samples);
    CHECK(level > 0.02);
    CHECK(level < 0.25);
  }
}

TEST_CASE("no shorter repeat hides inside the loop") {
  // If the piece repeated after k bars, shifting it by k bars would leave it unchanged.
  // Compare at a low rate (cheap) every whole-bar shift against the unshifted loop.
  constexpr int rate = kLowRate;
  for (Mood m : kMoods) {
    CAPTURE(mood_name(m));
    const Sound& s = low_rate_loop_of(m);
    const MusicForm f = music_form(m);
    const std::size_t n = s.frames();
    const double bar = f.beats_per_bar * 60.0 / f.bpm;
    const double energy = rms(s.samples);
    for (int k = 1; k < f.bars; ++k) {
      const auto shift = static_cast<std::size_t>(std::llround(k * bar * rate));
      double sum = 0.0;
      for (std::size_t i = 0; i < n; ++i) {
        const double d = double{s.samples[2 * i]} - s.samples[2 * ((i + shift) % n)];
        sum += d * d;
      }
      CAPTURE(k);
      CHECK(std::sqrt(sum / static_cast<double>(n)) > 0.3 * energy);
    }
  }
}

TEST_CASE("music renders the same bytes every time, and the moods differ") {
  for (Mood m : kMoods) {
    CAPTURE(mood_name(m));
    const Sound& a = low_rate_loop_of(m);
    const Sound b = render_music(m, kLowRate);
    REQUIRE(a.samples.size() == b.samples.size());
    CHECK(std::memcmp(a.samples.data(), b.samples.data(), a.samples.size() * sizeof(float)) == 0);
  }
  CHECK(low_rate_loop_of(Mood::Title).samples != low_rate_loop_of(Mood::Play).samples);
}
