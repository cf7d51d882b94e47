// SPDX-License-Identifier: MIT
#include "game/about.hpp"

#include <algorithm>
#include <cmath>

#include "game/game.hpp"
#include "game/targets.hpp"
#include "i18n/i18n.hpp"

#ifndef NONET_VERSION
#define NONET_VERSION "unknown"
#endif

namespace nonet::game {

AboutLayout layout_about(float width, float height) {
  AboutLayout L;
  const float u = layout_unit(width, height);
  L.unit = u;
  const float margin = 4 * u;
  const float w = std::min(width - 2 * margin, std::max(90 * u, 460.0f));
  const float x0 = std::floor((width - w) / 2);
  place_header(L, x0, margin, w, u);
  const float top = L.header.bottom() + 2 * u;
  L.card = Rect{x0, top, w, std::max(0.0f, height - margin - top)};
  return L;
}

namespace {
// The page's lines in English, marked for the catalog; about_lines() translates them.
struct EnglishLine {
  bool heading;
  const char* text;
};
constexpr EnglishLine kLines[] = {
    // TRANSLATORS: the About page. Keep file names (LICENSE, OFL.txt) and the names of fonts,
    // libraries and licences as they are
    {false, N_("A Sudoku game: 100 seeded stages of rising difficulty, hints that explain why.")},
    {true, N_("Licences")},
    {false, N_("The code is under the MIT licence (LICENSE).")},
    {false, N_("The Inter fonts are under the SIL Open Font License 1.1 (OFL.txt).")},
    {false, N_("Chinese, Japanese and Korean text is drawn with Noto Sans CJK, read from the "
               "system, under the SIL Open Font License 1.1.")},
    {false, N_("Line breaking by ICU, under the Unicode licence; kerning by HarfBuzz, under the "
               "MIT licence; SDL2 under the zlib licence.")},
    {true, N_("Credits")},
    {false, N_("Written by the Nonet authors. Inter is by Rasmus Andersson; Noto Sans CJK by "
               "Adobe and Google.")},
    {false, N_("Sounds and music are made by the game itself as it runs.")},
};
}  // namespace

std::vector<AboutLine> about_lines() {
  std::vector<AboutLine> lines;
  lines.reserve(std::size(kLines));
  for (const EnglishLine& l : kLines) lines.push_back({l.heading, i18n::tr(l.text)});
  return lines;
}

std::string_view about_version() { return "Nonet " NONET_VERSION; }

void about_targets(const Game& g, TargetList& out) {
  out.push(TargetKind::Back, 0, layout_about(g.viewport_width(), g.viewport_height()).back_button);
}

}  // namespace nonet::game
