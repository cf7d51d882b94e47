// SPDX-License-Identifier: MIT
// Whole-buffer operations on float PCM: peak, gain, mixing voices in, 16-bit conversion.
#include "audio/pcm.hpp"

#include <algorithm>
#include <cmath>

namespace nonet::audio {

float peak(const std::vector<float>& samples) {
  float p = 0.0f;
  for (float s : samples) p = std::max(p, std::fabs(s));
  return p;
}

void normalize_peak(std::vector<float>& samples, float target) {
  const float p = peak(samples);
  if (p <= 0.0f) return;
  const float g = target / p;
  for (float& s : samples) s *= g;
}

PanGains pan_gains(float gain, float pan) {
  // Equal-power pan: both sides at cos(pi/4) when centred.
  const float angle = (std::clamp(pan, -1.0f, 1.0f) + 1.0f) * 0.25f * 3.14159265f;
  return {gain * std::cos(angle), gain * std::sin(angle)};
}

void mix_voice(Sound& dst, const std::vector<float>& voice, std::size_t at, float gain, float pan,
               bool wrap) {
  const std::size_t frames = dst.frames();
  if (frames == 0) return;
  const auto ch = static_cast<std::size_t>(dst.channels);
  const auto [left, right] = pan_gains(gain, pan);
  for (std::size_t i = 0; i < voice.size(); ++i) {
    std::size_t f = at + i;
    if (f >= frames) {
      if (!wrap) break;
      f %= frames;
    }
    if (ch == 1) {
      dst.samples[f] += gain * voice[i];
    } else {
      dst.samples[f * ch] += left * voice[i];
      dst.samples[f * ch + 1] += right * voice[i];
    }
  }
}

std::vector<std::int16_t> to_int16(const Sound& sound, int channels) {
  const std::size_t frames = sound.frames();
  const int out_ch = channels == 1 ? 1 : 2;
  const auto in_ch = static_cast<std::size_t>(sound.channels);
  std::vector<std::int16_t> out(frames * static_cast<std::size_t>(out_ch));
  const auto quantize = quantize_sample;
  for (std::size_t f = 0; f < frames; ++f) {
    const float l = sound.samples[f * in_ch];
    const float r = in_ch > 1 ? sound.samples[f * in_ch + 1] : l;
    if (out_ch == 1) {
      out[f] = quantize(0.5f * (l + r));
    } else {
      out[2 * f] = quantize(l);
      out[2 * f + 1] = quantize(r);
    }
  }
  return out;
}

}  // namespace nonet::audio
