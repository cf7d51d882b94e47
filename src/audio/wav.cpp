// SPDX-License-Identifier: MIT
// RIFF/WAVE layout written here (all integers little-endian):
//
//   offset size  field
//   0      4     "RIFF"
//   4      4     36 + data bytes        (size of everything after this field)
//   8      4     "WAVE"
//   12     4     "fmt "
//   16     4     16                     (size of the fmt chunk body)
//   20     2     1                      (PCM)
//   22     2     channels
//   24     4     sample rate
//   28     4     byte rate = rate * channels * 2
//   32     2     block align = channels * 2
//   34     2     16                     (bits per sample)
//   36     4     "data"
//   40     4     data bytes
//   44     ...   samples, interleaved
#include "audio/wav.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>

namespace nonet::audio {

namespace {

void put_u32(std::vector<std::uint8_t>& b, std::uint32_t v) {
  for (int i = 0; i < 4; ++i) b.push_back(static_cast<std::uint8_t>(v >> (8 * i)));
}
void put_u16(std::vector<std::uint8_t>& b, std::uint16_t v) {
  b.push_back(static_cast<std::uint8_t>(v));
  b.push_back(static_cast<std::uint8_t>(v >> 8));
}
void put_tag(std::vector<std::uint8_t>& b, const char (&tag)[5]) {
  for (int i = 0; i < 4; ++i) b.push_back(static_cast<std::uint8_t>(tag[i]));
}

}  // namespace

std::vector<std::uint8_t> wav_bytes(const std::vector<std::int16_t>& samples, int channels,
                                    int sample_rate) {
  const auto data_bytes = static_cast<std::uint32_t>(samples.size() * 2);
  const auto ch = static_cast<std::uint16_t>(channels);
  const auto rate = static_cast<std::uint32_t>(sample_rate);
  std::vector<std::uint8_t> b;
  b.reserve(44 + data_bytes);
  put_tag(b, "RIFF");
  put_u32(b, 36 + data_bytes);
  put_tag(b, "WAVE");
  put_tag(b, "fmt ");
  put_u32(b, 16);
  put_u16(b, 1);
  put_u16(b, ch);
  put_u32(b, rate);
  put_u32(b, rate * ch * 2u);
  put_u16(b, static_cast<std::uint16_t>(ch * 2u));
  put_u16(b, 16);
  put_tag(b, "data");
  put_u32(b, data_bytes);
  for (std::int16_t s : samples) put_u16(b, static_cast<std::uint16_t>(s));
  return b;
}

std::string write_wav(const std::string& path, const Sound& sound) {
  if (sound.channels != 1 && sound.channels != 2) return "unsupported channel count";
  if (sound.sample_rate <= 0) return "bad sample rate";
  const std::vector<std::uint8_t> bytes =
      wav_bytes(to_int16(sound, sound.channels), sound.channels, sound.sample_rate);
  std::FILE* f = std::fopen(path.c_str(), "wb");
  if (f == nullptr) return path + ": " + std::strerror(errno);
  const std::size_t written = std::fwrite(bytes.data(), 1, bytes.size(), f);
  const bool closed = std::fclose(f) == 0;
  if (written != bytes.size() || !closed) return path + ": write failed";
  return {};
}

}  // namespace nonet::audio
