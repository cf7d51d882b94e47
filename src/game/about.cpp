// SPDX-License-Identifier: MIT
#include "game/about.hpp"

#include <algorithm>
#include <cmath>

#include "game/game.hpp"
#include "game/targets.hpp"

#ifndef NONET_VERSION
#define NONET_VERSION "unknown"
#endif

namespace nonet::game {

AboutLayout layout_about(float width, float height) {
  AboutLayout L;
  const float u = layout_unit(width, height);
  L.unit = u;
  const float margin = 4 * u;
  const float back = std::max(7 * u, kMinTouchTarget);
  const float w = std::min(width - 2 * margin, std::max(90 * u, 460.0f));
  const float x0 = std::floor((width - w) / 2);
  L.header = Rect{x0, margin, w, std::max(9 * u, back)};
  L.back_button = Rect{x0, L.header.cy() - back / 2, back, back};
  const float top = L.header.bottom() + 2 * u;
  L.card = Rect{x0, top, w, std::max(0.0f, height - margin - top)};
  return L;
}

namespace {
constexpr AboutLine kLines[] = {
    {false, "A Sudoku game: 100 seeded stages of rising difficulty, hints that explain why."},
    {true, "Licences"},
    {false, "The code is under the MIT licence (LICENSE)."},
    {false, "The Inter fonts are under the SIL Open Font License 1.1 (OFL.txt)."},
    {false,
     "Chinese, Japanese and Korean text is drawn with Noto Sans CJK, read from the "
     "system, under the SIL Open Font License 1.1."},
    {false,
     "Line breaking by ICU, under the Unicode licence; kerning by HarfBuzz, under the "
     "MIT licence; SDL2 under the zlib licence."},
    {true, "Credits"},
    {false,
     "Written by the Nonet authors. Inter is by Rasmus Andersson; Noto Sans CJK by "
     "Adobe and Google."},
    {false, "Sounds and music are made by the game itself as it runs."},
};
}  // namespace

std::span<const AboutLine> about_lines() { return kLines; }

std::string_view about_version() { return "Nonet " NONET_VERSION; }

void about_targets(const Game& g, TargetList& out) {
  out.push(TargetKind::Back, 0, layout_about(g.viewport_width(), g.viewport_height()).back_button);
}

}  // namespace nonet::game
