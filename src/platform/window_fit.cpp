// SPDX-License-Identifier: MIT
#include "platform/window_fit.hpp"

#include <algorithm>

namespace nonet::platform {

PixelSize fit_first_window(PixelSize wanted, PixelSize usable, int decoration) {
  if (usable.width <= 0 || usable.height <= 0) return wanted;
  const int room_w = usable.width, room_h = usable.height - std::max(0, decoration);
  const auto fits = [&](PixelSize s) { return s.width <= room_w && s.height <= room_h; };
  if (fits(wanted)) return wanted;
  for (const PixelSize& s : kStandardWindowSizes) {
    if (fits(s)) return s;
  }
  return PixelSize{std::max(kMinWindowWidth, room_w), std::max(kMinWindowHeight, room_h)};
}

}  // namespace nonet::platform
