// SPDX-License-Identifier: MIT
// CPU cost of streaming each mood's music as the player's worker does it: LoopingMusic::pcm
// in blocks of 2048 stereo frames at 48 kHz, after preparation (the gain found by one whole
// loop, as at the first start of a mood). Median over repeated runs of 20 s of music each,
// printed as milliseconds of CPU per second of music, i.e. tenths of a percent of one core.
// Baseline, in the same runs (alternating): render_music, the whole loop in one call (the
// offline renderer the stream must equal), per second of music.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "audio/music.hpp"

using namespace nonet::audio;

namespace {

constexpr int kRate = 48000;
constexpr std::size_t kBlock = 2048;
constexpr int kSeconds = 20;
constexpr int kRuns = 7;

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

}  // namespace

int main() {
  std::vector<std::int16_t> out(2 * kBlock);
  std::int64_t checksum = 0;  // keeps the rendering observable
  for (Mood mood : {Mood::Title, Mood::Play}) {
    LoopingMusic prepared(mood, kRate);
    const auto p0 = std::chrono::steady_clock::now();
    while (!prepared.prepare(1 << 20)) {
    }
    const double prepare_ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - p0).count();
    const float gain = prepared.gain();
    std::vector<double> ms_per_s, whole_ms_per_s;
    for (int run = 0; run < kRuns; ++run) {
      {
        const auto w0 = std::chrono::steady_clock::now();
        const Sound whole = render_music(mood, kRate);
        const double ms =
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - w0)
                .count();
        checksum += static_cast<std::int64_t>(whole.samples[whole.samples.size() / 2] * 1000);
        whole_ms_per_s.push_back(ms * kRate / static_cast<double>(whole.frames()));
      }
      // Each run streams a different stretch of the loop (run * 20 s in), as a player would.
      LoopingMusic music(mood, kRate, gain);
      while (!music.prepare(1 << 20)) {
      }
      for (int skip = 0; skip < run * kSeconds * kRate / static_cast<int>(kBlock); ++skip) {
        music.pcm(out.data(), kBlock);
      }
      const std::size_t blocks = static_cast<std::size_t>(kSeconds) * kRate / kBlock;
      const auto t0 = std::chrono::steady_clock::now();
      for (std::size_t b = 0; b < blocks; ++b) {
        music.pcm(out.data(), kBlock);
        checksum += out[b % out.size()];
      }
      const double ms =
          std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
      ms_per_s.push_back(ms * kRate / static_cast<double>(blocks * kBlock));
    }
    std::printf(
        "%-5s music: %.2f ms of CPU per second streamed (median of %d runs of %d s; "
        "min %.2f, max %.2f) = %.2f%% of one core; whole-loop render %.2f ms per second, "
        "stream/whole %.2fx; first preparation %.0f ms\n",
        std::string(mood_name(mood)).c_str(), median(ms_per_s), kRuns, kSeconds,
        *std::min_element(ms_per_s.begin(), ms_per_s.end()),
        *std::max_element(ms_per_s.begin(), ms_per_s.end()), median(ms_per_s) / 10.0,
        median(whole_ms_per_s), median(ms_per_s) / median(whole_ms_per_s), prepare_ms);
  }
  std::printf("(checksum %lld)\n", static_cast<long long>(checksum));
  return 0;
}
