// SPDX-License-Identifier: MIT
// libFuzzer target: core's puzzle reader on arbitrary text. A grid it accepts prints as a line
// that reads back as the same grid; the reader never crashes, whatever the bytes.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "core/text.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  for (const bool allow_conflicts : {false, true}) {
    const nonet::ParseResult r = nonet::parse_grid(text, allow_conflicts);
    if (r.grid.has_value() == !r.error.empty()) std::abort();  // exactly one of the two
    if (!r) continue;
    for (int c = 0; c < nonet::kCells; ++c) {
      if ((*r.grid)[c] < 0 || (*r.grid)[c] > 9) std::abort();
    }
    const nonet::ParseResult back = nonet::parse_grid(nonet::to_line(*r.grid), allow_conflicts);
    if (!back || !(*back.grid == *r.grid)) std::abort();
    const nonet::ParseResult pretty = nonet::parse_grid(nonet::to_pretty(*r.grid), allow_conflicts);
    if (!pretty || !(*pretty.grid == *r.grid)) std::abort();
  }
  return 0;
}
