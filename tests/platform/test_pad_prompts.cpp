// SPDX-License-Identifier: MIT
// The pad prompts a screen's pill shows (game/screens.cpp, drawn by render/input_view.cpp) are
// written per screen beside the pad's binding table (platform/pad_bindings.cpp). This keeps
// them true: on every screen of the layout contract's list (with any question or code dialog
// open over it, whose prompts the pill then shows), each prompted button, sent
// through the binding table as the pad would send it, changes what the player sees (the frame
// the null back end is given).
#include <doctest/doctest.h>

#include <memory>
#include <string>
#include <vector>

#include "../game/screen_cases.hpp"
#include "game/screens.hpp"
#include "game/targets.hpp"
#include "platform/pad_bindings.hpp"
#include "render/backend.hpp"
#include "render/renderer.hpp"

using namespace nonet;
using namespace nonet::game;
using nonet::platform::pad_command;
using nonet::platform::PadCommand;
using nonet::platform::PadVerb;

namespace {

const std::string kFonts = std::string(NONET_SOURCE_DIR) + "/assets/fonts";

// What the player sees: the frame drawn through the null back end (every vertex: where each
// thing is, its colour and its glyph), with the screen and its focus.
std::string seen(const Game& g, render::Renderer& r) {
  render::ViewContext ctx;
  ctx.seconds = static_cast<double>(g.now()) / 60;
  r.frame(g, static_cast<int>(g.viewport_width()), static_cast<int>(g.viewport_height()), ctx);
  const std::vector<render::Vertex>& v = r.batch().vertices();
  std::string out(reinterpret_cast<const char*>(v.data()), v.size() * sizeof(render::Vertex));
  out += std::to_string(static_cast<int>(g.screen())) + "/" + std::to_string(g.focus());
  return out;
}

// Takes whatever the game asks of the platform; true when it asked for anything.
bool take_requests(Game& g) {
  const bool file = g.take_open_file_request();
  const bool exported = g.take_export_request().has_value();
  const bool folder = g.take_open_folder_request().has_value();
  const bool copy = g.take_copy_request().has_value();
  const bool paste = g.take_paste_request();
  return file || exported || folder || copy || paste;
}

// Whether pressing `b` on `g` (a copy), as the pad sends it, changes what is seen, or asks the
// platform for something (a file dialog, an export, the clipboard: nothing the frame shows).
bool changes(const Game& g, PadButton b, render::Renderer& r) {
  const bool in_play = g.screen() == Screen::Play && !g.palette().is_open();
  const PadCommand cmd = pad_command(b, in_play);
  if (cmd.verb != PadVerb::Act) return false;
  Game before = g;  // what it already asked for is not this press's doing: taken here
  take_requests(before);
  Game after = before;
  after.apply(cmd.action);
  return take_requests(after) || seen(after, r) != seen(before, r);
}

}  // namespace

TEST_CASE("every prompted pad button does something on its screen") {
  render::Renderer renderer(std::make_unique<render::NullBackend>());
  REQUIRE(renderer.open_fonts(kFonts).empty());
  int checked = 0;
  for (const testing::screens::ScreenCase& c : testing::screens::all_screens()) {
    CAPTURE(std::string(c.name));
    const Game g = c.make(1280, 800);
    // The colour palette is a small menu of the play screen, which shows badges, not a pill.
    if (g.palette().is_open()) continue;
    for (const PadPrompt& p : pad_prompts(g)) {
      CAPTURE(std::string(p.text));
      CAPTURE(static_cast<int>(p.button));
      // A D-pad prompt drawn as the up arrow means up or down (a list, a scroll), as the left
      // arrow left or right (a question's two answers, a lesson's steps).
      const bool moved =
          p.button == PadButton::DpadUp
              ? changes(g, PadButton::DpadUp, renderer) || changes(g, PadButton::DpadDown, renderer)
          : p.button == PadButton::DpadLeft ? changes(g, PadButton::DpadLeft, renderer) ||
                                                  changes(g, PadButton::DpadRight, renderer)
                                            : changes(g, p.button, renderer);
      // Two prompts stay in the pill while they have nothing to clear in the case's state
      // (an empty cell in the editor, no tile chosen in Sum Tiles) rather than come and go as
      // the focus moves; their tests (test_custom_board, test_sum_tiles_mode) clear something.
      const bool may_idle = (g.screen() == Screen::Editor || g.screen() == Screen::SumPlay) &&
                            p.button == PadButton::West;
      CHECK((moved || may_idle));
      ++checked;
    }
  }
  MESSAGE(checked << " prompts checked");
  CHECK(checked >= 100);  // every case's pill, questions and dialogs included
}
