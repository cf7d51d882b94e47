// SPDX-License-Identifier: MIT
// Seeded random numbers, defined bit-for-bit so a seed gives the same sequence with every
// compiler and standard library: xoshiro256** (Blackman and Vigna, 2018) seeded through
// splitmix64. Never rand() or std::*_distribution, whose outputs differ between libraries.
#pragma once

#include <array>
#include <cstdint>
#include <utility>

namespace nonet {

/// splitmix64: a 64-bit mixer. Used to expand one seed into the xoshiro state, and as a
/// stand-alone hash of integers (stage number -> seed).
constexpr std::uint64_t splitmix64(std::uint64_t& state) {
  std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

class Rng {
 public:
  explicit constexpr Rng(std::uint64_t seed) {
    std::uint64_t sm = seed;
    for (auto& w : s_) w = splitmix64(sm);
  }

  /// Next 64 random bits (xoshiro256**).
  constexpr std::uint64_t next() {
    const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const std::uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
  }

  /// Uniform integer in [0, n), n >= 1, without modulo bias: Lemire's multiply-shift with
  /// rejection, on the high 32 bits of next(). Fully specified, so portable.
  constexpr std::uint32_t below(std::uint32_t n) {
    const std::uint32_t threshold = static_cast<std::uint32_t>(-n) % n;  // (2^32 - n) mod n
    for (;;) {
      const std::uint64_t m = (next() >> 32) * static_cast<std::uint64_t>(n);
      if (static_cast<std::uint32_t>(m) >= threshold) return static_cast<std::uint32_t>(m >> 32);
    }
  }

  /// Fisher-Yates shuffle of a random-access range, last element first.
  template <typename It>
  constexpr void shuffle(It first, It last) {
    for (auto n = last - first; n > 1; --n) {
      const auto j = below(static_cast<std::uint32_t>(n));
      using std::swap;
      swap(first[n - 1], first[j]);
    }
  }

 private:
  static constexpr std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  std::array<std::uint64_t, 4> s_{};
};

}  // namespace nonet
