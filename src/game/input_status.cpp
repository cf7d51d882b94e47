// SPDX-License-Identifier: MIT
// Button names per pad family.
#include "game/input_status.hpp"

#include <array>
#include <cstddef>

namespace nonet::game {

namespace {
struct Labels {
  const char* xbox;
  const char* playstation;
  const char* nintendo;
};
// Indexed by PadButton. Nintendo prints B/A/Y/X on the bottom/right/left/top buttons.
constexpr std::array<Labels, kPadButtonCount> kLabels = {{
    {"A", "Cross", "B"},
    {"B", "Circle", "A"},
    {"X", "Square", "Y"},
    {"Y", "Triangle", "X"},
    {"View", "Share", "Minus"},
    {"Menu", "Options", "Plus"},
    {"LB", "L1", "L"},
    {"RB", "R1", "R"},
    {"LT", "L2", "ZL"},
    {"RT", "R2", "ZR"},
    {"D-pad up", "D-pad up", "D-pad up"},
    {"D-pad down", "D-pad down", "D-pad down"},
    {"D-pad left", "D-pad left", "D-pad left"},
    {"D-pad right", "D-pad right", "D-pad right"},
    {"Left stick", "Left stick", "Left stick"},
}};
}  // namespace

const char* pad_button_label(PadButton b, PadFamily family, bool playstation5) {
  const auto i = static_cast<std::size_t>(b);
  if (i >= kLabels.size()) return "?";
  const Labels& l = kLabels[i];
  switch (family) {
    case PadFamily::Xbox: return l.xbox;
    case PadFamily::PlayStation:
      return b == PadButton::Back && playstation5 ? "Create" : l.playstation;
    case PadFamily::Nintendo: return l.nintendo;
  }
  return l.xbox;
}

const char* pad_cap_text(PadButton b, PadFamily family, bool playstation5) {
  if (family == PadFamily::Nintendo && b == PadButton::Back) return "-";
  if (family == PadFamily::Nintendo && b == PadButton::Start) return "+";
  return pad_button_label(b, family, playstation5);
}

}  // namespace nonet::game
