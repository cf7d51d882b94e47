// SPDX-License-Identifier: MIT
// CRC-32 (the IEEE 802.3 / zlib polynomial) over a byte string: the checksum every save file
// carries over its canonical payload, so a damaged or hand-edited value is noticed on load.
//
// Why CRC-32 and not a stronger hash: the threat is a torn write or a flipped bit, not an
// attacker. CRC-32 finds every burst error up to 32 bits and every odd number of flipped bits,
// which is exactly what a truncated or bit-rotted file looks like.
#pragma once

#include <cstdint>
#include <string_view>

namespace nonet::save {

/// CRC-32 as zlib computes it (reflected polynomial 0xEDB88320, initial value and final xor
/// 0xFFFFFFFF). `seed` continues an earlier call: crc32(b, crc32(a)) == crc32(a + b).
std::uint32_t crc32(std::string_view bytes, std::uint32_t seed = 0);

}  // namespace nonet::save
