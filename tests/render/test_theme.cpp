// SPDX-License-Identifier: MIT
// The theme table against WCAG 2 contrast ratios (relative luminance of sRGB, computed here
// from the standard's formula, not from the renderer): every theme keeps text readable on
// each surface it is drawn on, and high contrast keeps AAA (7:1) for text and digits, including
// digits on the yellow selection (LOOK: black/white with a yellow selection).
#include <doctest/doctest.h>

#include <cmath>
#include <cstdlib>
#include <string_view>
#include <vector>

#include "render/theme.hpp"

using namespace nonet;
using namespace nonet::render;

namespace {
double channel(std::uint8_t v) {
  const double c = v / 255.0;
  return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}
double luminance(Color c) {
  return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b);
}
double contrast(Color a, Color b) {
  const double la = luminance(a), lb = luminance(b);
  return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}
}  // namespace

TEST_CASE("the contrast formula: black on white is 21:1, a colour on itself 1:1") {
  CHECK(contrast(hex(0x000000), hex(0xFFFFFF)) == doctest::Approx(21.0));
  CHECK(contrast(hex(0x3D6FE0), hex(0x3D6FE0)) == doctest::Approx(1.0));
  // WCAG's own example boundary: #767676 on white is just over 4.5:1.
  CHECK(contrast(hex(0x767676), hex(0xFFFFFF)) > 4.5);
  CHECK(contrast(hex(0x777777), hex(0xFFFFFF)) < 4.5);
}

TEST_CASE("every theme: text and digits readable where they are drawn (AA 4.5:1)") {
  for (game::Theme t : {game::Theme::Light, game::Theme::Dark, game::Theme::HighContrast}) {
    CAPTURE(game::theme_name(t));
    const Palette& p = palette(t);
    CHECK(contrast(p.text, p.background) >= 4.5);
    CHECK(contrast(p.text, p.surface) >= 4.5);
    CHECK(contrast(p.text, p.surface_alt) >= 4.5);
    CHECK(contrast(p.given, p.surface) >= 4.5);
    CHECK(contrast(p.entry, p.surface) >= 4.5);
    CHECK(contrast(p.given, p.selected) >= 4.5);
    CHECK(contrast(p.entry, p.selected) >= 4.5);
    CHECK(contrast(p.on_accent, p.accent) >= 4.5);
    CHECK(contrast(p.conflict_digit, p.surface) >= 4.5);
    // Non-text (WCAG 1.4.11): the focus ring stands out from the background.
    CHECK(contrast(p.focus_ring, p.background) >= 3.0);
  }
}

TEST_CASE("high contrast keeps AAA: 7:1 for text, digits, muted text and level colours") {
  const Palette& p = palette(game::Theme::HighContrast);
  for (const Color bg : {p.background, p.surface, p.selected, p.peer, p.same_digit}) {
    CHECK(contrast(p.given, bg) >= 7.0);
    CHECK(contrast(p.entry, bg) >= 7.0);
    CHECK(contrast(p.text, bg) >= 7.0);
  }
  CHECK(contrast(p.text_muted, p.background) >= 7.0);
  CHECK(contrast(p.on_accent, p.accent) >= 7.0);
  CHECK(contrast(p.focus_ring, p.background) >= 7.0);  // thick and black, not a tint
  CHECK(contrast(p.grid_box, p.surface) >= 7.0);
  // The selection is yellow (LOOK), not just "another light colour": red and green well
  // above blue.
  CHECK(p.selected.r > 200);
  CHECK(p.selected.g > 180);
  CHECK(p.selected.b < 80);
  for (int i = 0; i < nonet::kLevelCount; ++i) {
    CAPTURE(i);
    CHECK(contrast(level_color(static_cast<nonet::Level>(i), game::Theme::HighContrast),
                   p.surface) >= 4.5);
  }
  CHECK(contrast(level_color(std::nullopt, game::Theme::HighContrast), p.surface) >= 4.5);
}

TEST_CASE("every level has its own colour in every theme, and an unrated board a grey") {
  for (const game::Theme theme :
       {game::Theme::Light, game::Theme::Dark, game::Theme::HighContrast}) {
    CAPTURE(static_cast<int>(theme));
    std::vector<Color> seen;
    for (int i = 0; i < nonet::kLevelCount; ++i) {
      const Color c = level_color(static_cast<nonet::Level>(i), theme);
      for (const Color& other : seen) CHECK_FALSE(c == other);
      seen.push_back(c);
    }
    const Color grey = level_color(std::nullopt, theme);
    // Hardly a hue (warm grey at most): it names no level.
    CHECK(std::abs(grey.r - grey.g) < 10);
    CHECK(std::abs(grey.g - grey.b) < 10);
    for (const Color& other : seen) CHECK_FALSE(grey == other);
  }
}
