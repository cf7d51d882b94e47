// SPDX-License-Identifier: MIT
// Reading UTF-8 one code point at a time, for the code that must know what script a string is
// in without a font (the Settings header's label widths, print's choice of the CJK face, the
// CLI's aligned columns).
#pragma once

#include <cstddef>
#include <string_view>

namespace nonet::i18n {

/// The code point that starts at s[i], and i moved past it. Decoded by its lead byte; a
/// sequence cut short by the end of the string yields what was read.
inline char32_t next_code_point(std::string_view s, std::size_t& i) {
  const auto b = static_cast<unsigned char>(s[i]);
  const std::size_t n = b < 0x80 ? 1 : b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1;
  char32_t cp = n == 1 ? b : static_cast<char32_t>(b & (0x7F >> n));
  for (std::size_t k = 1; k < n && i + k < s.size(); ++k)
    cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
  i += n;
  return cp;
}

/// How many columns a string takes in a terminal, or Latin letters' widths without a font: a
/// code point counts one, a wide one (Hangul, kana, CJK ideographs, full-width forms) two.
inline int display_columns(std::string_view s) {
  int columns = 0;
  for (std::size_t i = 0; i < s.size();) {
    const char32_t cp = next_code_point(s, i);
    const bool wide = (cp >= 0x1100 && cp <= 0x115F) || (cp >= 0x2E80 && cp <= 0xA4CF) ||
                      (cp >= 0xAC00 && cp <= 0xD7A3) || (cp >= 0xF900 && cp <= 0xFAFF) ||
                      (cp >= 0xFF00 && cp <= 0xFF60) || (cp >= 0x20000 && cp <= 0x3FFFD);
    columns += wide ? 2 : 1;
  }
  return columns;
}

}  // namespace nonet::i18n
