// SPDX-License-Identifier: MIT
// Button names per pad family.
#include "game/input_status.hpp"

#include <array>
#include <cstddef>

#include "i18n/i18n.hpp"

namespace nonet::game {

using i18n::trc;

namespace {
struct Labels {
  const char* xbox;
  const char* playstation;
  const char* nintendo;
};
// Indexed by PadButton. Nintendo prints B/A/Y/X on the bottom/right/left/top buttons. The names
// are English: docs/CONTROLS.md is written from them. Only back's and start's reach the screen
// (pad_cap_text), so those are marked, with the "key" context, and translated there.
constexpr std::array<Labels, kPadButtonCount> kLabels = {{
    {"A", "Cross", "B"},
    {"B", "Circle", "A"},
    {"X", "Square", "Y"},
    {"Y", "Triangle", "X"},
    // TRANSLATORS: the names printed on a gamepad's back and start buttons (Xbox View and Menu,
    // PlayStation Share/Create and Options), shown on the button's glyph: keep them short, or
    // keep the printed English.
    {NC_("key", "View"), NC_("key", "Share"), "Minus"},
    {NC_("key", "Menu"), NC_("key", "Options"), "Plus"},
    {"LB", "L1", "L"},
    {"RB", "R1", "R"},
    {"LT", "L2", "ZL"},
    {"RT", "R2", "ZR"},
    {"D-pad up", "D-pad up", "D-pad up"},
    {"D-pad down", "D-pad down", "D-pad down"},
    {"D-pad left", "D-pad left", "D-pad left"},
    {"D-pad right", "D-pad right", "D-pad right"},
    {"Left stick", "Left stick", "Left stick"},
    {"RS", "R3", "RS"},
}};
}  // namespace

const char* pad_button_label(PadButton b, PadFamily family, bool playstation5) {
  const auto i = static_cast<std::size_t>(b);
  if (i >= kLabels.size()) return "?";
  const Labels& l = kLabels[i];
  switch (family) {
    case PadFamily::Xbox: return l.xbox;
    case PadFamily::PlayStation:
      return b == PadButton::Back && playstation5 ? NC_("key", "Create") : l.playstation;
    case PadFamily::Nintendo: return l.nintendo;
  }
  return l.xbox;
}

const char* pad_cap_text(PadButton b, PadFamily family, bool playstation5) {
  if (family == PadFamily::Nintendo && b == PadButton::Back) return "-";
  if (family == PadFamily::Nintendo && b == PadButton::Start) return "+";
  const char* label = pad_button_label(b, family, playstation5);
  // Back's and start's names are words ("View", "Options"); the other caps are letters ("LB").
  if (b == PadButton::Back || b == PadButton::Start) return trc("key", label);
  return label;
}

}  // namespace nonet::game
