// SPDX-License-Identifier: MIT
// The layout contract (issue 25): every screen and question a player meets, drawn through the
// null back end at the window sizes players have (a laptop, a netbook, a desktop, a phone held
// upright, HiDPI at scale 2), must fit: no pressable target or text outside the window, no two
// targets overlapping, no target smaller than a finger (kMinTouchTarget), no text wider than
// the box it was placed in, and no text straddling the edge of a button it is not the label
// of. The test prints the table of screens and sizes it checked with each one's count of
// violations, and fails on any. docs/ARCHITECTURE.md says how to add a screen to it.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "../game/screen_cases.hpp"
#include "game/targets.hpp"
#include "i18n/i18n.hpp"
#include "render/renderer.hpp"

using namespace nonet;
using namespace nonet::render;
using game::Rect;
using game::Target;
using game::TargetKind;

namespace {

const std::string kFonts = std::string(NONET_SOURCE_DIR) + "/assets/fonts";

struct Size {
  int w, h;
  const char* note;
};
constexpr Size kSizes[] = {
    {1280, 800, "default"},
    {1366, 768, "laptop"},
    {1024, 600, "netbook"},
    {1920, 1080, "desktop"},
    {480, 640, "small portrait"},
    {360, 640, "phone"},
    {2560, 1600, "HiDPI x2"},
    {960, 1280, "HiDPI x2 portrait"},
    {480, 540, "smallest window"},
    {800, 540, "short landscape"},
    {640, 480, "VGA"},
};

// Half a pixel of slack for rounding (the views round pens and baselines to whole pixels).
constexpr float kSlack = 0.5f;

bool overlap(const Rect& a, const Rect& b) {
  return a.x + kSlack < b.right() && b.x + kSlack < a.right() && a.y + kSlack < b.bottom() &&
         b.y + kSlack < a.bottom();
}
bool inside(const Rect& a, const Rect& outer) {
  return a.x >= outer.x - kSlack && a.y >= outer.y - kSlack &&
         a.right() <= outer.right() + kSlack && a.bottom() <= outer.bottom() + kSlack;
}
Rect intersect(const Rect& a, const Rect& b) {
  const float x0 = std::max(a.x, b.x), y0 = std::max(a.y, b.y);
  const float x1 = std::min(a.right(), b.right()), y1 = std::min(a.bottom(), b.bottom());
  return Rect{x0, y0, std::max(0.0f, x1 - x0), std::max(0.0f, y1 - y0)};
}
std::string describe(const Rect& r) {
  char b[96];
  std::snprintf(b, sizeof b, "(%.0f,%.0f %.0fx%.0f)", static_cast<double>(r.x),
                static_cast<double>(r.y), static_cast<double>(r.w), static_cast<double>(r.h));
  return b;
}

// Cells and the digit keys are exempt from the finger minimum: nine across a 360-pixel phone
// cannot each be 44 pixels, and a tap near one snaps to it (game/touch_input.hpp). So is the
// editor's Erase, the tenth key of its digit row.
bool finger_exempt(const game::Game& g, const Target& t) {
  if (t.kind == TargetKind::Cell || t.kind == TargetKind::DigitKey) return true;
  return g.screen() == game::Screen::Editor && t.kind == TargetKind::ActionButton &&
         t.index == static_cast<int>(game::ActionButton::Erase);
}

// The violations of one frame of `g` at its viewport size, one line each.
std::vector<std::string> violations(game::Game& g, Renderer& r) {
  const float w = g.viewport_width(), h = g.viewport_height();
  const Rect window{0, 0, w, h};
  DrawLog log;
  r.canvas().set_draw_log(&log);
  ViewContext ctx;
  ctx.seconds = static_cast<double>(g.now()) / 60;
  r.frame(g, static_cast<int>(w), static_cast<int>(h), ctx);
  r.canvas().set_draw_log(nullptr);

  std::vector<std::string> out;
  const game::TargetList list = game::targets(g);
  for (std::size_t i = 0; i < list.size(); ++i) {
    const Target& t = list[i];
    const std::string name = game::target_name(t);
    if (!inside(t.rect, window))
      out.push_back("target " + name + " outside the window " + describe(t.rect));
    if (!finger_exempt(g, t) && std::min(t.rect.w, t.rect.h) < game::kMinTouchTarget - kSlack)
      out.push_back("target " + name + " smaller than a finger " + describe(t.rect));
    for (std::size_t j = i + 1; j < list.size(); ++j) {
      if (overlap(t.rect, list[j].rect))
        out.push_back("targets " + name + " and " + game::target_name(list[j]) + " overlap");
    }
  }
  // Whether an opaque fill drawn after `run` covers all of `area` (the text is under a card).
  auto covered = [&log](const TextRun& run, const Rect& area) {
    return std::any_of(log.fills.begin(), log.fills.end(), [&](const OpaqueFill& f) {
      return f.order > run.order && inside(area, f.rect);
    });
  };
  auto shown_part = [](const TextRun& run) {
    return run.clipped ? intersect(run.ink, run.clip) : run.ink;
  };
  for (const std::string& text : log.cut) out.push_back("text \"" + text + "\" cut to fit its box");
  for (char32_t cp : r.atlas().missing()) {
    char name[32];
    std::snprintf(name, sizeof name, "U+%04X", static_cast<unsigned>(cp));
    out.push_back(std::string("glyph ") + name + " in no font of the chain");
  }
  r.atlas().clear_missing();
  for (const OpaqueFill& f : log.fills) {
    if (inside(f.rect, window) || inside(window, f.rect)) continue;
    if (f.rect.right() <= 0 || f.rect.bottom() <= 0 || f.rect.x >= w || f.rect.y >= h) continue;
    out.push_back("card or button " + describe(f.rect) + " cut by the window's edge");
  }
  for (std::size_t i = 0; i < log.texts.size(); ++i) {
    const TextRun& run = log.texts[i];
    const Rect shown = shown_part(run);
    if (shown.w <= 0 || shown.h <= 0) continue;  // scrolled out of its viewport
    const std::string what = "text \"" + run.text + "\" " + describe(shown);
    if (!inside(shown, window)) out.push_back(what + " outside the window");
    if (run.boxed && run.ink.w > run.box.w + kSlack)
      out.push_back(what + " wider than its box " + describe(run.box));
    if (run.decor) continue;
    // Two runs that both show may not overlap (a footer over a button's label).
    for (std::size_t j = i + 1; j < log.texts.size(); ++j) {
      const TextRun& other = log.texts[j];
      if (other.decor) continue;
      const Rect both = intersect(shown, shown_part(other));
      if (both.w <= kSlack || both.h <= kSlack) continue;
      if (covered(run, both)) continue;  // the first is under a card drawn later
      out.push_back(what + " overlaps text \"" + other.text + "\"");
    }
    for (const Target& t : list) {
      if (overlap(shown, t.rect) && !inside(shown, t.rect) &&
          !covered(run, intersect(shown, t.rect)))
        out.push_back(what + " across the edge of " + game::target_name(t) + " " +
                      describe(t.rect));
    }
  }
  return out;
}

// The table: one row per screen, one column per case, the count of violations in each.
void print_table(const char* title, const std::vector<game::testing::screens::ScreenCase>& cases,
                 const std::vector<std::string>& columns,
                 const std::vector<std::vector<int>>& counts) {
  std::string table = std::string(title) + "\n";
  char cell[64];
  std::snprintf(cell, sizeof cell, "%-38s", "screen");
  table += cell;
  for (const std::string& c : columns) {
    std::snprintf(cell, sizeof cell, " %16s", c.c_str());
    table += cell;
  }
  table += "\n";
  for (std::size_t i = 0; i < cases.size(); ++i) {
    std::snprintf(cell, sizeof cell, "%-38s", cases[i].name);
    table += cell;
    for (int n : counts[i]) {
      std::snprintf(cell, sizeof cell, " %16d", n);
      table += cell;
    }
    table += "\n";
  }
  std::fputs(table.c_str(), stdout);
}

}  // namespace

// One column of a table: every case drawn at one size by a renderer set up for it, each case's
// count of violations appended to its row, every violation named in `details`. Returns the total.
struct Table {
  std::vector<std::vector<int>> counts;
  std::vector<std::string> columns, details;
  int total = 0;
};
void check_column(const std::vector<game::testing::screens::ScreenCase>& cases, const Size& size,
                  Renderer& renderer, std::string column, Table& t) {
  t.counts.resize(cases.size());
  t.columns.push_back(std::move(column));
  for (std::size_t i = 0; i < cases.size(); ++i) {
    game::Game g = cases[i].make(static_cast<float>(size.w), static_cast<float>(size.h));
    game::testing::run(g, 40);  // past the screens' fades and cards' entrances
    const std::vector<std::string> v = violations(g, renderer);
    t.counts[i].push_back(static_cast<int>(v.size()));
    t.total += static_cast<int>(v.size());
    for (const std::string& line : v)
      t.details.push_back(std::string(cases[i].name) + " @ " + t.columns.back() + ": " + line);
  }
}

TEST_CASE("layout contract: every screen fits every window size") {
  const std::vector<game::testing::screens::ScreenCase> cases =
      game::testing::screens::all_screens();
  Table t;
  for (const Size& size : kSizes) {
    Renderer renderer(std::make_unique<NullBackend>());
    REQUIRE(renderer.open_fonts(kFonts) == "");
    check_column(cases, size, renderer, std::to_string(size.w) + "x" + std::to_string(size.h), t);
  }
  print_table("layout contract: violations per screen and window size", cases, t.columns, t.counts);
  std::printf("checked %zu screens x %zu sizes; violations: %d\n", cases.size(), std::size(kSizes),
              t.total);
  for (const std::string& d : t.details) std::printf("  %s\n", d.c_str());
  CHECK(t.total == 0);
}

// The same contract with every string rewritten in the two pseudo-locales (issue 26): 40 %
// longer accented words, and ideographs without spaces; at every size of the first case. The
// table's columns are pseudo-locale @ size.
TEST_CASE("layout contract: every screen fits in the pseudo-locales") {
  REQUIRE_MESSAGE(!GlyphAtlas::fallback_path(false).empty(), "fonts-noto-cjk is not installed");
  const std::vector<game::testing::screens::ScreenCase> cases =
      game::testing::screens::all_screens();
  const auto& sizes = kSizes;
  Table t;
  for (Pseudo p : {Pseudo::Accented, Pseudo::Ideographic}) {
    for (const Size& size : sizes) {
      Renderer renderer(std::make_unique<NullBackend>());
      REQUIRE(renderer.open_fonts(kFonts) == "");
      renderer.canvas().set_pseudo(p);
      if (p == Pseudo::Ideographic) renderer.atlas().set_han(Han::SimplifiedChinese);
      check_column(cases, size, renderer,
                   std::string(p == Pseudo::Accented ? "acc " : "ideo ") + std::to_string(size.w) +
                       "x" + std::to_string(size.h),
                   t);
    }
  }
  print_table("layout contract in pseudo-locales: violations per screen", cases, t.columns,
              t.counts);
  std::printf("violations: %d\n", t.total);
  for (const std::string& d : t.details) std::printf("  %s\n", d.c_str());
  CHECK(t.total == 0);
}

// The shipped languages (po/LINGUAS), each drawn from its compiled catalog (issue 27): every
// screen in every language at the sizes players meet most and the smallest portrait window.
TEST_CASE("layout contract: every screen fits in every shipped language") {
  std::ifstream linguas(std::string(NONET_SOURCE_DIR) + "/po/LINGUAS");
  REQUIRE(linguas);
  std::vector<std::string> languages;
  for (std::string line; std::getline(linguas, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream words(line);
    for (std::string tag; words >> tag;) languages.push_back(tag);
  }
  REQUIRE_MESSAGE(!languages.empty(), "po/LINGUAS ships no language");
  REQUIRE_MESSAGE(!GlyphAtlas::fallback_path(false).empty(), "fonts-noto-cjk is not installed");
  const std::vector<game::testing::screens::ScreenCase> cases =
      game::testing::screens::all_screens();
  constexpr Size kLanguageSizes[] = {
      {1280, 800, "default"}, {1366, 768, "laptop"}, {480, 640, "small portrait"}};
  Table t;
  for (const std::string& tag : languages) {
    REQUIRE_MESSAGE(i18n::set_language(NONET_LOCALE_BUILD_DIR, tag) == "", tag);
    for (const Size& size : kLanguageSizes) {
      Renderer renderer(std::make_unique<NullBackend>());
      REQUIRE(renderer.open_fonts(kFonts) == "");
      renderer.set_language(i18n::current().bcp47);
      check_column(cases, size, renderer,
                   tag + " " + std::to_string(size.w) + "x" + std::to_string(size.h), t);
    }
  }
  REQUIRE(i18n::set_language("", "en") == "");
  print_table("layout contract in the shipped languages: violations per screen", cases, t.columns,
              t.counts);
  std::printf("checked %zu screens x %zu languages x %zu sizes; violations: %d\n", cases.size(),
              languages.size(), std::size(kLanguageSizes), t.total);
  for (const std::string& d : t.details) std::printf("  %s\n", d.c_str());
  CHECK(t.total == 0);
}
