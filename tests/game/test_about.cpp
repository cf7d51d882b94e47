// SPDX-License-Identifier: MIT
// The About page (game/about.hpp): reached from Settings' header, left again for Settings by
// every way out, naming the version and the licences of the code and the fonts.
#include <doctest/doctest.h>

#include <string>

#include "game/about.hpp"
#include "game/targets.hpp"
#include "screen_cases.hpp"

using namespace nonet::game;
using namespace nonet::game::testing;
using namespace nonet::game::testing::screens;

TEST_CASE("About opens from Settings and every way out returns there") {
  for (const ActionKind out : {ActionKind::Back, ActionKind::Pause, ActionKind::Confirm}) {
    Game g = about(1280, 800);
    const TargetList t = targets(g);
    REQUIRE(t.size() == 1);
    CHECK(t[0].kind == TargetKind::Back);
    press(g, out);
    CHECK(g.screen() == Screen::Settings);
  }
  // The back button by pointer, and from a Settings opened on the pause card: back to it.
  Game g = about(1280, 800);
  const Target back = targets(g)[0];
  g.pointer_down(back.rect.cx(), back.rect.cy());
  CHECK(g.screen() == Screen::Settings);
}

TEST_CASE("About names the version, the code's and the fonts' licences and credits") {
  CHECK(about_version().rfind("Nonet ", 0) == 0);
  CHECK(about_version().size() > 6);
  std::string all;
  for (const AboutLine& l : about_lines()) all += std::string(l.text) + "\n";
  CHECK(all.find("MIT") != std::string::npos);
  CHECK(all.find("SIL Open Font License") != std::string::npos);
  CHECK(all.find("Credits") != std::string::npos);
  CHECK(all.find("Noto Sans CJK") != std::string::npos);  // the fallback font is named too
  CHECK(all.find("HarfBuzz") != std::string::npos);
  const AboutLayout L = layout_about(480, 640);
  CHECK(L.back_button.w >= kMinTouchTarget);
  CHECK(L.card.bottom() <= 640);
}
