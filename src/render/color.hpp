// SPDX-License-Identifier: MIT
// Colours as 8-bit straight-alpha RGBA, written as hex like the palette in LOOK.md.
#pragma once

#include <cstdint>

namespace nonet::render {

struct Color {
  std::uint8_t r = 0, g = 0, b = 0, a = 255;
  friend bool operator==(const Color&, const Color&) = default;
};

/// 0xRRGGBB, opaque.
constexpr Color hex(std::uint32_t rgb) {
  return Color{static_cast<std::uint8_t>(rgb >> 16), static_cast<std::uint8_t>(rgb >> 8),
               static_cast<std::uint8_t>(rgb), 255};
}
/// The same colour with alpha scaled by f (0..1).
constexpr Color fade(Color c, float f) {
  const float a = static_cast<float>(c.a) * (f < 0 ? 0 : f > 1 ? 1 : f);
  return Color{c.r, c.g, c.b, static_cast<std::uint8_t>(a + 0.5f)};
}
/// Linear mix of two colours, t = 0 gives a, 1 gives b.
constexpr Color mix(Color a, Color b, float t) {
  auto lerp = [t](std::uint8_t x, std::uint8_t y) {
    return static_cast<std::uint8_t>(static_cast<float>(x) +
                                     (static_cast<float>(y) - static_cast<float>(x)) * t + 0.5f);
  };
  return Color{lerp(a.r, b.r), lerp(a.g, b.g), lerp(a.b, b.b), lerp(a.a, b.a)};
}

}  // namespace nonet::render
