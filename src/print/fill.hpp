// SPDX-License-Identifier: MIT
// Placeholders for the print layer's translated messages (issue 27). Print may not use
// game::format (the layers: print depends on core only), so its few patterns ("cannot write
// '{0}': {1}") are filled here: {0} to {9} are replaced by the arguments, anything else is
// copied as written, like game::format does with a placeholder it cannot fill.
#pragma once

#include <cstddef>
#include <initializer_list>
#include <string>
#include <string_view>

namespace nonet::print {

inline std::string fill(std::string_view pattern, std::initializer_list<std::string_view> args) {
  std::string out;
  out.reserve(pattern.size());
  for (std::size_t i = 0; i < pattern.size(); ++i) {
    if (pattern[i] == '{' && i + 2 < pattern.size() && pattern[i + 2] == '}' &&
        pattern[i + 1] >= '0' && pattern[i + 1] <= '9') {
      const auto n = static_cast<std::size_t>(pattern[i + 1] - '0');
      if (n < args.size()) {
        out += args.begin()[n];
        i += 2;
        continue;
      }
    }
    out += pattern[i];
  }
  return out;
}

}  // namespace nonet::print
