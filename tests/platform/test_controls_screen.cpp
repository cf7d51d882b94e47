// SPDX-License-Identifier: MIT
// The controls screen (issue 14) is generated from the binding tables, and docs/CONTROLS.md is
// checked against the same lines: every binding of either table is on the screen, every line
// of the screen is a row of the document's table, and every row of the document is a line.
#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "game/game.hpp"
#include "game/guide.hpp"
#include "platform/bindings.hpp"
#include "platform/pad_bindings.hpp"

using namespace nonet::platform;
namespace game = nonet::game;

namespace {

std::string read_doc() {
  std::ifstream in(NONET_SOURCE_DIR "/docs/CONTROLS.md");
  std::stringstream doc;
  doc << in.rdbuf();
  return doc.str();
}

std::string trim(const std::string& s) {
  const auto b = s.find_first_not_of(' '), e = s.find_last_not_of(' ');
  return b == std::string::npos ? "" : s.substr(b, e - b + 1);
}

/// The body rows of the markdown table whose header line starts with `header`, as cells.
std::vector<std::vector<std::string>> table_rows(const std::string& doc,
                                                 const std::string& header) {
  std::vector<std::vector<std::string>> rows;
  std::istringstream in(doc.substr(doc.find(header)));
  std::string line;
  std::getline(in, line);  // the header
  std::getline(in, line);  // |---|
  while (std::getline(in, line) && line.rfind("| ", 0) == 0) {
    std::vector<std::string> cells;
    std::size_t at = 1;
    for (std::size_t bar = line.find('|', at); bar != std::string::npos; bar = line.find('|', at)) {
      cells.push_back(trim(line.substr(at, bar - at)));
      at = bar + 1;
    }
    rows.push_back(cells);
  }
  return rows;
}

}  // namespace

TEST_CASE("every key binding is on the controls screen, under what it does") {
  const game::ControlsSheet sheet = controls_sheet();
  REQUIRE_FALSE(sheet.keyboard.empty());
  for (const KeyBinding& b : key_bindings()) {
    const auto it = std::find_if(sheet.keyboard.begin(), sheet.keyboard.end(),
                                 [&](const game::ControlsLine& l) { return l.what == b.what; });
    REQUIRE_MESSAGE(it != sheet.keyboard.end(), b.what);
    std::string name = SDL_GetKeyName(b.key);
    if (b.action.kind == game::ActionKind::Digit)
      name = name.rfind("Keypad", 0) == 0 ? "Keypad 1-9" : "1-9";
    if (b.action.kind == game::ActionKind::Colour && b.action.value != 0) name = "Ctrl+1-6";
    CHECK_MESSAGE(it->keys.find(name) != std::string::npos, b.what, ": ", name);
  }
  // Nothing on the screen that the table does not have.
  for (const game::ControlsLine& l : sheet.keyboard) {
    const bool bound = std::any_of(key_bindings().begin(), key_bindings().end(),
                                   [&](const KeyBinding& b) { return l.what == b.what; });
    CHECK_MESSAGE(bound, l.what);
  }
}

TEST_CASE("every pad binding is on the controls screen, in play and in menus") {
  const game::ControlsSheet sheet = controls_sheet();
  REQUIRE_FALSE(sheet.pad.empty());
  for (const PadBinding& p : pad_bindings()) {
    const bool dpad = p.button == game::PadButton::DpadDown ||
                      p.button == game::PadButton::DpadLeft ||
                      p.button == game::PadButton::DpadRight;
    const game::PadButton shown = dpad ? game::PadButton::DpadUp : p.button;  // one D-pad line
    const auto it = std::find_if(sheet.pad.begin(), sheet.pad.end(), [&](const auto& l) {
      return std::find(l.pad.begin(), l.pad.end(), shown) != l.pad.end();
    });
    REQUIRE(it != sheet.pad.end());
    CHECK(it->what == p.play_what);
    CHECK(it->menu == p.menu_what);
  }
}

TEST_CASE("the play screen's pad badges come from the pad's table (issue 25)") {
  // Each action button and the pause button show the pad button that does the same in play;
  // the game reads it from the sheet, not from a second table in the view.
  game::Game g;
  CHECK_FALSE(g.pad_button_for(game::ActionKind::Undo).has_value());  // no sheet yet: no badge
  g.set_controls_sheet(std::make_shared<const game::ControlsSheet>(controls_sheet()));
  for (int b = 0; b < game::kActionButtonCount; ++b) {
    const game::ActionKind kind = game::action_button_kind(static_cast<game::ActionButton>(b));
    CAPTURE(b);
    const std::optional<game::PadButton> shown = g.pad_button_for(kind);
    REQUIRE(shown.has_value());
    bool found = false;  // the table's button for that action in play is the one shown
    for (const PadBinding& p : pad_bindings())
      if (p.button == *shown && p.play.verb == PadVerb::Act && p.play.action.kind == kind)
        found = true;
    CHECK(found);
  }
  CHECK(g.pad_button_for(game::ActionKind::Pause) == game::PadButton::Start);
  CHECK(g.pad_button_for(game::ActionKind::Hint) == game::PadButton::North);
}

TEST_CASE("docs/CONTROLS.md has a row for every line of the controls screen, and no other") {
  const std::string doc = read_doc();
  REQUIRE_FALSE(doc.empty());
  const game::ControlsSheet sheet = controls_sheet();
  const auto keys = table_rows(doc, "| Action | Keys | Mouse |");
  REQUIRE(keys.size() == sheet.keyboard.size());
  for (std::size_t i = 0; i < keys.size(); ++i) {
    REQUIRE(keys[i].size() == 3);
    CHECK(keys[i][0] == sheet.keyboard[i].what);
    CHECK(keys[i][1] == sheet.keyboard[i].keys);
  }
  const auto pad = table_rows(doc, "| Pad control |");
  REQUIRE(pad.size() == sheet.pad.size());
  for (std::size_t i = 0; i < pad.size(); ++i) {
    REQUIRE(pad[i].size() == 6);
    CHECK(pad[i][4] == sheet.pad[i].what);
    CHECK(pad[i][5] == (sheet.pad[i].menu.empty() ? "-" : sheet.pad[i].menu));
    // The Xbox column names the line's button as the pad labels it.
    const game::PadButton b = sheet.pad[i].pad.at(0);
    if (b != game::PadButton::DpadUp)
      CHECK(pad[i][1] == game::pad_button_label(b, game::PadFamily::Xbox));
  }
}

TEST_CASE("the controls screen fits a 480x640 window with every line, keys and pad alike") {
  const game::ControlsSheet sheet = controls_sheet();
  for (const auto& [w, h] : {std::pair{480.0f, 640.0f}, std::pair{1280.0f, 800.0f},
                             std::pair{1024.0f, 768.0f}, std::pair{720.0f, 1280.0f}}) {
    for (const bool pad : {false, true}) {
      const auto& lines = pad ? sheet.pad : sheet.keyboard;
      const game::ControlsLayout L =
          game::layout_controls(w, h, static_cast<int>(lines.size()), pad);
      CAPTURE(w);
      CAPTURE(pad);
      CHECK(L.panel.bottom() <= h);
      CHECK(L.line(static_cast<int>(lines.size()) - 1).bottom() <= L.panel.bottom());
      CHECK(L.line(0).y >= L.header.bottom());
      CHECK(L.line_pitch >= 14.0f);  // a line of 11 px text at least
      CHECK(L.back_button.w >= game::kMinTouchTarget);
    }
  }
}
