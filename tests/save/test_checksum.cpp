// SPDX-License-Identifier: MIT
// CRC-32 against the published check values of the zlib/IEEE variant.
#include <doctest/doctest.h>

#include <string>

#include "save/checksum.hpp"

using nonet::save::crc32;

TEST_CASE("crc32 matches the standard check values") {
  // The catalogue check value of CRC-32/ISO-HDLC (zlib, PNG, Ethernet) for "123456789".
  CHECK(crc32("123456789") == 0xCBF43926u);
  CHECK(crc32("") == 0u);
  // zlib.crc32(b"a") == 0xe8b7be43; of the pangram, 0x414fa339 (both well-known values).
  CHECK(crc32("a") == 0xE8B7BE43u);
  CHECK(crc32("The quick brown fox jumps over the lazy dog") == 0x414FA339u);
}

TEST_CASE("crc32 can be computed in pieces") {
  const std::string whole = "The quick brown fox jumps over the lazy dog";
  for (std::size_t cut = 0; cut <= whole.size(); ++cut) {
    const auto first = crc32(std::string_view(whole).substr(0, cut));
    CHECK(crc32(std::string_view(whole).substr(cut), first) == crc32(whole));
  }
}

TEST_CASE("crc32 notices every single flipped bit of a short text") {
  const std::string text = R"({"counter":{"value":7}})";
  const auto good = crc32(text);
  for (std::size_t i = 0; i < text.size(); ++i) {
    for (int bit = 0; bit < 8; ++bit) {
      std::string bad = text;
      bad[i] = static_cast<char>(bad[i] ^ (1 << bit));
      CHECK(crc32(bad) != good);
    }
  }
}
