// SPDX-License-Identifier: MIT
// Sample buffers shared by the synth, the effects and the music: float PCM in [-1, 1],
// mono or interleaved stereo, plus the few whole-buffer operations they all need
// (mixing a voice in, peak, gain, conversion to 16-bit). Pure: no SDL here.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace nonet::audio {

/// A rendered sound. Stereo samples are interleaved L R L R ...
struct Sound {
  int sample_rate = 48000;
  int channels = 1;  // 1 or 2
  std::vector<float> samples;

  std::size_t frames() const {
    return channels > 0 ? samples.size() / static_cast<std::size_t>(channels) : 0;
  }
  double seconds() const {
    return sample_rate > 0 ? static_cast<double>(frames()) / sample_rate : 0.0;
  }
};

/// Largest absolute sample value.
float peak(const std::vector<float>& samples);

/// Scales the buffer so its peak is exactly `target` (a silent buffer stays silent).
void normalize_peak(std::vector<float>& samples, float target);

/// Adds a mono voice into `dst` starting at frame `at`, with a gain and a pan in [-1, 1]
/// (equal-power; ignored for mono). Frames past the end are dropped, or, with `wrap`,
/// continue from the start of `dst` -- which is how a music loop stays seamless: a note
/// that rings over the loop point is heard at the start of the next repeat.
void mix_voice(Sound& dst, const std::vector<float>& voice, std::size_t at, float gain, float pan,
               bool wrap);

/// Equal-power pan gains for a gain and a pan in [-1, 1] (both sides at cos(pi/4) when
/// centred): what mix_voice applies, for code that mixes voices itself (MusicStream).
struct PanGains {
  float left;
  float right;
};
PanGains pan_gains(float gain, float pan);

/// One sample to 16 bits, as to_int16 converts each: clamped to [-1, 1], rounded to nearest.
inline std::int16_t quantize_sample(float x) {
  // Rounds half away from zero, as std::lround would, without its library call (the music
  // stream quantises every sample it plays). r - trunc(r) is exact in float.
  if (x != x) return 0;  // NaN: silence (converting it to int would be undefined)
  const float r = std::clamp(x, -1.0f, 1.0f) * 32767.0f;
  const auto i = static_cast<int>(r);
  const float rest = r - static_cast<float>(i);
  // Without branches: the rest is as often above a half as below (no pattern to predict).
  return static_cast<std::int16_t>(i + static_cast<int>(rest >= 0.5f) -
                                   static_cast<int>(rest <= -0.5f));
}

/// 16-bit samples for `channels` output channels (1 or 2): mono is duplicated to stereo,
/// stereo averaged down to mono. Values are clamped to [-1, 1] and rounded to nearest,
/// so the same floats always give the same bytes.
std::vector<std::int16_t> to_int16(const Sound& sound, int channels);

}  // namespace nonet::audio
