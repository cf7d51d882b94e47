// SPDX-License-Identifier: MIT
// Reading UTF-8 one code point at a time, for the code that must know what script a string is
// in without a font (the Settings header's label widths, print's choice of the CJK face).
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

}  // namespace nonet::i18n
