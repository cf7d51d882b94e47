// SPDX-License-Identifier: MIT
// The About screen (from Settings' header): the version, the licences of the code and the
// fonts, the folder progress is kept in, and credits. A page to read: Back, Escape, pad B or
// Confirm leave it for Settings. Its words are here, so tests read them without drawing.
#pragma once

#include <string_view>
#include <vector>

#include "game/layout.hpp"

namespace nonet::game {

class Game;
class TargetList;

struct AboutLayout {
  float unit = 1;
  Rect header;
  Rect back_button;
  Rect card;  // the lines, top to bottom
};
AboutLayout layout_about(float width, float height);

/// One line of the page: a heading ("Licences") or a line of text under it.
struct AboutLine {
  bool heading = false;
  std::string_view text;  // translated (i18n::tr): lives as long as the program
};
/// The page's lines after the version line (the view adds the version and the save folder,
/// which it has from the frame context), in the current language: ask again each time they
/// are shown, the language can change.
std::vector<AboutLine> about_lines();
/// "Nonet 1.2.0": the build's version.
std::string_view about_version();

/// The About screen's targets: its back button.
void about_targets(const Game& game, TargetList& out);

}  // namespace nonet::game
