// SPDX-License-Identifier: MIT
// A small writer of RIFF/WAVE files (16-bit PCM), for `nonet-cli audio --export`.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "audio/pcm.hpp"

namespace nonet::audio {

/// The bytes of a canonical 44-byte-header WAV file holding 16-bit little-endian PCM.
std::vector<std::uint8_t> wav_bytes(const std::vector<std::int16_t>& samples, int channels,
                                    int sample_rate);

/// Writes `sound` as a 16-bit WAV with its own channel count. Returns an empty string on
/// success, otherwise what went wrong (errors are values; nothing is thrown).
std::string write_wav(const std::string& path, const Sound& sound);

}  // namespace nonet::audio
