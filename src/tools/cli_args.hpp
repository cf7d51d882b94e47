// SPDX-License-Identifier: MIT
// Argument helpers shared by the nonet-cli commands: the one way a command reports a usage
// error, and strict whole-number parsing (digits only: no sign, spaces or suffix).
#pragma once

#include <cstdint>
#include <cstdio>
#include <string>

#include "tools/commands.hpp"

namespace nonet::cli {

/// Prints "nonet-cli COMMAND: MESSAGE" to standard error and returns the usage exit code.
inline int usage_error(const char* command, const std::string& message) {
  std::fprintf(stderr, "nonet-cli %s: %s\n", command, message.c_str());
  return kExitUsage;
}

/// Parses a whole non-negative decimal number that fits in 64 bits (0 to
/// 18446744073709551615); false on anything else.
inline bool parse_number(const std::string& s, std::uint64_t& out) {
  if (s.empty() || s.size() > 20) return false;
  std::uint64_t v = 0;
  for (char ch : s) {
    if (ch < '0' || ch > '9') return false;
    const auto digit = static_cast<std::uint64_t>(ch - '0');
    if (v > (UINT64_MAX - digit) / 10) return false;  // would not fit
    v = v * 10 + digit;
  }
  out = v;
  return true;
}

/// The same for an int: at most 9 digits, so every accepted number fits.
inline bool parse_int(const std::string& s, int& out) {
  std::uint64_t v = 0;
  if (s.size() > 9 || !parse_number(s, v)) return false;
  out = static_cast<int>(v);
  return true;
}

}  // namespace nonet::cli
