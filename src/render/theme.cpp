// SPDX-License-Identifier: MIT
// Theme values. Light and dark follow LOOK.md; high contrast is black on white with a yellow
// selection and thick lines.
#include "render/theme.hpp"

#include <cstddef>

namespace nonet::render {

namespace {
constexpr Palette kLight{hex(0xF6F4EF), hex(0xFFFFFF), hex(0xEFECE6),         hex(0xDAD5CB),
                         hex(0x4F4B45), hex(0x1F1D1A), hex(0x2F5DA8),         hex(0x7A766E),
                         hex(0xC9DDFB), hex(0xEDF2F9), hex(0xD9E6FA),         hex(0xF6CFCF),
                         hex(0xB3261E), hex(0xCFF1E1), hex(0x3D6FE0),         hex(0xFFFFFF),
                         hex(0x2A2825), hex(0x7A766E), Color{60, 50, 30, 28}, hex(0x3D6FE0),
                         2.6f};
constexpr Palette kDark{
    hex(0x14161B),      hex(0x1D2027), hex(0x262A33), hex(0x2E323B), hex(0x8C93A1), hex(0xECEEF3),
    hex(0x8AB4FF),      hex(0x8B909B), hex(0x2B3D5C), hex(0x222733), hex(0x263650), hex(0x4E2629),
    hex(0xFF8A80),      hex(0x1E4636), hex(0x7AA2FF), hex(0x0E1420), hex(0xE4E7EE), hex(0x8B909B),
    Color{0, 0, 0, 90}, hex(0x7AA2FF), 2.6f};
// High contrast (LOOK: black/white, yellow selection, thick outlines): black ink on white
// everywhere, so one text colour reads on the background, cards and keys alike (21:1); the
// selection is yellow under black digits; the focus ring is black and thick; cards, tiles and
// buttons get black outlines instead of soft shadows (view code checks the theme).
constexpr Palette kHighContrast{
    hex(0xFFFFFF),     hex(0xFFFFFF), hex(0xE6E6E6), hex(0x000000), hex(0x000000), hex(0x000000),
    hex(0x0028A8),     hex(0x000000), hex(0xFFD800), hex(0xFFF4A8), hex(0xFFE766), hex(0xFF9E9E),
    hex(0xA00000),     hex(0x8EEBC0), hex(0x0028A8), hex(0xFFFFFF), hex(0x000000), hex(0x303030),
    Color{0, 0, 0, 0}, hex(0x000000), 3.5f};
}  // namespace

const Palette& palette(game::Theme theme) {
  switch (theme) {
    case game::Theme::Dark: return kDark;
    case game::Theme::HighContrast: return kHighContrast;
    default: return kLight;
  }
}

Color level_color(game::StageLevel level, game::Theme theme) {
  const bool dark = theme == game::Theme::Dark;
  if (theme == game::Theme::HighContrast) {
    // Darker hues that keep 4.5:1 against white (the level also has its name in text).
    if (!level) return hex(0x505050);
    switch (*level) {
      case Level::Easy: return hex(0x1E7A45);
      case Level::Medium: return hex(0x136F6F);
      case Level::Hard: return hex(0x8A5A00);
      case Level::Expert: return hex(0xB3371F);
      case Level::Master: return hex(0x6A35B8);
    }
  }
  if (!level) return hex(0x8A8680);
  switch (*level) {
    case Level::Easy: return dark ? hex(0x57C285) : hex(0x3FA36B);
    case Level::Medium: return dark ? hex(0x3DBDBD) : hex(0x2A9D9D);
    case Level::Hard: return dark ? hex(0xE8B050) : hex(0xD99A2B);
    case Level::Expert: return dark ? hex(0xF08570) : hex(0xE0674F);
    case Level::Master: return dark ? hex(0xA683E6) : hex(0x8A5CD6);
  }
  return hex(0x8A8680);
}

Color mark_color(int colour, game::Theme theme) {
  // Six hues kept apart from the board's own tints (the blue selection and peers, the mint of
  // single candidates, the red of clashes): yellow, orange, pink, violet, green and teal. The
  // views draw a cell's mark as an inset square with an outline and a note's as a disc, shapes
  // none of those tints has; a swatch also carries its number.
  constexpr unsigned kLight[] = {0xF2C94C, 0xF2994A, 0xEB6FA5, 0x9B6DE0, 0x45B071, 0x2FA7C4};
  constexpr unsigned kDark[] = {0xE0B83A, 0xE58A3C, 0xE0679C, 0xA07EEB, 0x4CBF7D, 0x3DB8D6};
  constexpr unsigned kHigh[] = {0xFFC400, 0xFF7A00, 0xFF3D9A, 0x8C4DFF, 0x00B050, 0x00A3D9};
  if (colour < 1 || colour > 6) return Color{0, 0, 0, 0};
  const auto i = static_cast<std::size_t>(colour - 1);
  switch (theme) {
    case game::Theme::Dark: return hex(kDark[i]);
    case game::Theme::HighContrast: return hex(kHigh[i]);
    default: return hex(kLight[i]);
  }
}

}  // namespace nonet::render
