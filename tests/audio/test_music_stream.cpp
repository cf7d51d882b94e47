// SPDX-License-Identifier: MIT
// The streamed music (MusicStream, LoopingMusic: what the player plays) against the whole-loop
// render (render_music + to_int16, what the player used to keep in memory): the same 16-bit
// samples, loop after loop, from the first loop start on.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <vector>

#include "audio/music.hpp"

using namespace nonet::audio;

namespace {

struct Comparison {
  std::size_t samples = 0;
  std::size_t differing = 0;
  int largest = 0;  // in 16-bit steps
};

// Streams `loops` whole loops and compares each with the whole-loop render.
Comparison compare_stream(Mood mood, int rate, int loops, std::optional<float> gain = {}) {
  const std::vector<std::int16_t> whole = to_int16(render_music(mood, rate), 2);
  LoopingMusic music(mood, rate, gain);
  while (!music.prepare(1000)) {
  }
  Comparison c;
  std::vector<std::int16_t> got(whole.size());
  for (int l = 0; l < loops; ++l) {
    music.pcm(got.data(), got.size() / 2);
    for (std::size_t i = 0; i < got.size(); ++i) {
      const int d = std::abs(int{got[i]} - int{whole[i]});
      c.differing += d != 0 ? 1 : 0;
      c.largest = std::max(c.largest, d);
    }
    c.samples += got.size();
  }
  return c;
}

}  // namespace

TEST_CASE("streamed music is sample-exact against the whole-loop render, loop after loop") {
  for (Mood m : {Mood::Title, Mood::Play}) {
    CAPTURE(mood_name(m));
    const Comparison c = compare_stream(m, 8000, 2);
    CHECK(c.samples > 2 * 8000 * 60 * 2);
    CHECK(c.differing == 0);
    CHECK(c.largest == 0);
  }
}

TEST_CASE("streamed music is sample-exact at the device rate") {
  const Comparison c = compare_stream(Mood::Play, 48000, 1);
  CHECK(c.samples == static_cast<std::size_t>(2 * 48000 * 72));
  CHECK(c.differing == 0);
}

TEST_CASE("a known gain skips the peak pass and gives the same samples") {
  LoopingMusic first(Mood::Title, 8000);
  MusicStream probe(Mood::Title, 8000);
  const std::size_t warmup = probe.warmup_frames();
  const std::size_t loop = probe.loop_frames();
  CHECK(warmup > 0);
  CHECK(warmup < loop);
  CHECK(probe.position() == -static_cast<std::int64_t>(warmup));
  // Not ready until the warm-up and one whole loop (the peak) are rendered.
  CHECK_FALSE(first.prepare(warmup + loop - 1));
  CHECK(first.prepare(1));
  CHECK(first.gain() > 0.0f);
  // With the gain given, the warm-up alone is enough.
  LoopingMusic again(Mood::Title, 8000, first.gain());
  CHECK_FALSE(again.prepare(warmup - 1));
  CHECK(again.prepare(1));
  const Comparison c = compare_stream(Mood::Title, 8000, 1, first.gain());
  CHECK(c.differing == 0);
  // The stream's position follows the loop.
  std::vector<float> block(2 * 100);
  for (std::size_t left = warmup; left > 0;) {
    const std::size_t n = std::min<std::size_t>(left, 100);
    probe.render(block.data(), n);
    left -= n;
  }
  CHECK(probe.position() == 0);
  probe.render(block.data(), 100);
  CHECK(probe.position() == 100);
}

TEST_CASE("the written music gains are the measured ones: the player needs no peak pass") {
  for (Mood m : {Mood::Title, Mood::Play}) {
    CAPTURE(mood_name(m));
    for (int rate : {48000, 22050}) {
      CAPTURE(rate);
      LoopingMusic measured(m, rate);  // no gain given: the warm-up and a whole loop's peak
      while (!measured.prepare(1 << 16)) {
      }
      // Exact to its four digits where it was measured; within 1% at another rate.
      const double tolerance = rate == 48000 ? 1e-4 : 1e-2;
      CHECK(music_gain(m) == doctest::Approx(measured.gain()).epsilon(tolerance));
    }
  }
}
