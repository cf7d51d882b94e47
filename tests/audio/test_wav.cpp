// SPDX-License-Identifier: MIT
// The WAV writer: the canonical 44-byte header, little-endian samples, and errors as values.
#include <doctest/doctest.h>

#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "audio/wav.hpp"

using namespace nonet::audio;

namespace {
std::uint32_t u32(const std::vector<std::uint8_t>& b, std::size_t at) {
  return b[at] | (b[at + 1] << 8) | (b[at + 2] << 16) |
         (static_cast<std::uint32_t>(b[at + 3]) << 24);
}
std::uint16_t u16(const std::vector<std::uint8_t>& b, std::size_t at) {
  return static_cast<std::uint16_t>(b[at] | (b[at + 1] << 8));
}
std::string tag(const std::vector<std::uint8_t>& b, std::size_t at) {
  return std::string(b.begin() + static_cast<std::ptrdiff_t>(at),
                     b.begin() + static_cast<std::ptrdiff_t>(at + 4));
}
}  // namespace

TEST_CASE("wav header fields for 3 stereo frames at 44.1 kHz") {
  const std::vector<std::int16_t> samples{1, -1, 256, -256, 32767, -32768};
  const auto b = wav_bytes(samples, 2, 44100);
  REQUIRE(b.size() == 44 + 12);
  CHECK(tag(b, 0) == "RIFF");
  CHECK(u32(b, 4) == 36 + 12);
  CHECK(tag(b, 8) == "WAVE");
  CHECK(tag(b, 12) == "fmt ");
  CHECK(u32(b, 16) == 16);
  CHECK(u16(b, 20) == 1);  // PCM
  CHECK(u16(b, 22) == 2);
  CHECK(u32(b, 24) == 44100);
  CHECK(u32(b, 28) == 44100 * 4);
  CHECK(u16(b, 32) == 4);
  CHECK(u16(b, 34) == 16);
  CHECK(tag(b, 36) == "data");
  CHECK(u32(b, 40) == 12);
  // Little-endian two's complement: 1 = 01 00, -1 = FF FF, 256 = 00 01, -32768 = 00 80.
  CHECK(b[44] == 0x01);
  CHECK(b[45] == 0x00);
  CHECK(b[46] == 0xFF);
  CHECK(b[47] == 0xFF);
  CHECK(b[48] == 0x00);
  CHECK(b[49] == 0x01);
  CHECK(b[54] == 0x00);
  CHECK(b[55] == 0x80);
}

TEST_CASE("write_wav writes the file, and reports failures instead of throwing") {
  const Sound s{8000, 1, {0.0f, 0.5f, -0.5f, 0.0f}};
  const std::string tmp = (std::filesystem::temp_directory_path() /
                           ("nonet_wav_test_" + std::to_string(getpid()) + ".wav"))
                              .string();
  CHECK(write_wav(tmp, s).empty());
  std::ifstream in(tmp, std::ios::binary);
  const std::vector<std::uint8_t> bytes((std::istreambuf_iterator<char>(in)),
                                        std::istreambuf_iterator<char>());
  CHECK(bytes == wav_bytes(to_int16(s, 1), 1, 8000));
  std::remove(tmp.c_str());

  CHECK_FALSE(write_wav("/nonexistent-dir/x/y.wav", s).empty());
  CHECK_FALSE(write_wav(tmp, Sound{8000, 3, {0.0f, 0.0f, 0.0f}}).empty());
  CHECK_FALSE(write_wav(tmp, Sound{0, 1, {0.0f}}).empty());
}
