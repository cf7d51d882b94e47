// SPDX-License-Identifier: MIT
// The palette of each theme in one table (LOOK.md "Themes"), plus the level colours.
#pragma once

#include <string_view>

#include "game/settings.hpp"
#include "game/stage_source.hpp"
#include "render/color.hpp"

namespace nonet::render {

struct Palette {
  Color background;
  Color surface;      // board and cards
  Color surface_alt;  // buttons, tiles, keys at rest
  Color grid_thin;
  Color grid_box;
  Color given;
  Color entry;
  Color note;
  Color selected;
  Color peer;  // row/column/box of the selection
  Color same_digit;
  Color conflict_fill;
  Color conflict_digit;
  Color single_mint;  // SEEDS A1: a cell with one candidate (hint reason highlight)
  Color accent;
  Color on_accent;  // text on accent fills
  Color text;       // headings and labels
  Color text_muted;
  Color shadow;
  Color focus_ring;
  float box_line_px;  // box line width relative to a thin line (LOOK: about 3x)
};

const Palette& palette(game::Theme theme);

/// A colour mark's colour (1..6, game::kMarkColours), opaque: views fade it as they draw.
Color mark_color(int colour, game::Theme theme);

/// A level's colour (grey for an unrated board).
Color level_color(game::StageLevel level, game::Theme theme);

}  // namespace nonet::render
