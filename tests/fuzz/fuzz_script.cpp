// SPDX-License-Identifier: MIT
// libFuzzer target: the script reader (platform/script.hpp) on arbitrary text. It either
// rejects the text with a line-numbered reason or returns commands; it never crashes.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "platform/script.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const nonet::platform::ParsedScript parsed = nonet::platform::parse_script(text);
  if (!parsed.error.empty() && parsed.error.rfind("line ", 0) != 0) std::abort();
  return 0;
}
