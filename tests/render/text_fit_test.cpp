// SPDX-License-Identifier: MIT
// Canvas::text_fit (issue 26): one line at the largest size down to a floor, then wrapped at the
// largest size whose lines fit the box, then cut with an ellipsis, and the cut reported.
#include <doctest/doctest.h>

#include <cmath>
#include <string>
#include <string_view>

#include "render/canvas.hpp"
#include "render/text_wrap.hpp"

using namespace nonet::render;

namespace {
const std::string kFonts = std::string(NONET_SOURCE_DIR) + "/assets/fonts";
constexpr std::string_view kEllipsis = "\xE2\x80\xA6";

struct Rig {
  GlyphAtlas atlas;
  Batch batch;
  Canvas c{batch, atlas};
  DrawLog log;
  Rig() {
    REQUIRE(atlas.open(kFonts) == "");
    c.set_draw_log(&log);
    c.begin(1200, 800);
  }
  // Every run's ink lies inside the box (a pixel of antialiasing allowed).
  bool inside(const Rect& box) const {
    for (const TextRun& r : log.texts)
      if (r.ink.x < box.x - 1 || r.ink.right() > box.right() + 1 || r.ink.y < box.y - 1 ||
          r.ink.bottom() > box.bottom() + 1)
        return false;
    return true;
  }
  std::string joined() const {
    std::string all;
    for (const TextRun& r : log.texts) all += (all.empty() ? "" : " ") + r.text;
    return all;
  }
};
}  // namespace

TEST_CASE("a text that fits keeps its size; a longer one shrinks to the floor first") {
  Rig r;
  const Rect box{100, 100, 400, 40};
  Canvas::Fit f = r.c.text_fit(Face::Medium, 24, 16, box, "Stage 12", hex(0));
  CHECK(f.px == 24);
  CHECK_FALSE(f.cut);
  CHECK(f.lines == 1);
  REQUIRE(r.log.texts.size() == 1);
  CHECK(r.log.texts[0].text == "Stage 12");

  r.c.begin(1200, 800);
  const std::string_view longer = "A sentence that is somewhat too long at 24 px";
  REQUIRE(r.c.measure(Face::Medium, 24, longer) > box.w);
  REQUIRE(r.c.measure(Face::Medium, 16, longer) <= box.w);
  f = r.c.text_fit(Face::Medium, 24, 16, box, longer, hex(0));
  CHECK(f.px < 24);
  CHECK(f.px >= 16);
  CHECK(r.c.measure(Face::Medium, f.px, longer) <= box.w);
  CHECK(r.c.measure(Face::Medium, f.px + 1, longer) > box.w);  // the largest that fits
  CHECK_FALSE(f.cut);
  CHECK(r.log.cut.empty());
  CHECK(r.inside(box));
}

TEST_CASE("too wide at the floor on one allowed line: cut with an ellipsis and reported") {
  Rig r;
  const Rect box{100, 100, 200, 60};  // tall enough for two lines, but only one is allowed
  const std::string_view text = "Nothing counts as a mistake until you press Check";
  const Canvas::Fit f = r.c.text_fit(Face::Regular, 20, 16, box, text, hex(0));
  CHECK(f.cut);
  CHECK(f.px == 16);
  CHECK(f.lines == 1);
  REQUIRE(r.log.texts.size() == 1);
  const std::string& shown = r.log.texts[0].text;
  CHECK(shown.size() > kEllipsis.size());
  CHECK(shown.substr(shown.size() - kEllipsis.size()) == kEllipsis);
  CHECK(text.substr(0, shown.size() - kEllipsis.size()) ==
        shown.substr(0, shown.size() - kEllipsis.size()));
  REQUIRE(r.log.cut.size() == 1);
  CHECK(r.log.cut[0] == text);
  CHECK(r.inside(box));
}

TEST_CASE("lines allowed: the text wraps at the largest size whose lines fit the box") {
  Rig r;
  const Rect box{100, 100, 260, 90};
  const std::string_view text = "Nothing counts as a mistake until you press Check";
  REQUIRE(r.c.measure(Face::Regular, 16, text) > box.w);  // one line cannot hold it
  const Canvas::Fit f =
      r.c.text_fit(Face::Regular, 22, 16, box, text, hex(0), Align::Center, false, 0);
  CHECK_FALSE(f.cut);
  CHECK(f.lines >= 2);
  CHECK(r.log.cut.empty());
  CHECK(static_cast<int>(r.log.texts.size()) == f.lines);
  CHECK(r.joined() == text);  // every word shown, in order
  CHECK(r.inside(box));
  CHECK(f.lines * f.px * Canvas::kLineSpacing <= box.h);
  // One size larger would not have fitted: more lines than the box holds, or a line too wide.
  if (f.px < 22) {
    TextWrapper w;
    const float p = f.px + 1;
    const auto cap = static_cast<std::size_t>(box.h / (p * Canvas::kLineSpacing));
    const LineBreakResult& lines = w.wrap(r.c, Face::Regular, p, text, box.w, cap);
    CHECK((cap < 2 || lines.truncated || lines.cut_mid_word));
  }
}

TEST_CASE("a Japanese sentence wraps between ideographs, never before a closing mark") {
  REQUIRE_MESSAGE(!GlyphAtlas::fallback_path(false).empty(), "fonts-noto-cjk is not installed");
  Rig r;
  const Rect box{100, 100, 150, 120};
  const std::string_view text = "このマスに入る数字は一つだけです。同じ行にはもうありません。";
  const Canvas::Fit f =
      r.c.text_fit(Face::Regular, 20, 14, box, text, hex(0), Align::Left, false, 0);
  CHECK_FALSE(f.cut);
  CHECK(f.lines >= 2);
  std::string all;
  for (const TextRun& run : r.log.texts) {
    CHECK(run.text.rfind("。", 0) != 0);  // no line starts with the full stop
    all += run.text;
  }
  CHECK(all == text);
  CHECK(r.inside(box));
  CHECK(r.atlas.missing().empty());
}

TEST_CASE("wrapped and still too long: the lines the box holds, the last cut with an ellipsis") {
  Rig r;
  const Rect box{100, 100, 200, 44};  // two lines of 16 px
  const std::string_view text =
      "Every row, every column and every box holds each digit once, and no more than once";
  const Canvas::Fit f =
      r.c.text_fit(Face::Regular, 18, 16, box, text, hex(0), Align::Center, false, 0);
  CHECK(f.cut);
  CHECK(f.px == 16);
  CHECK(f.lines == 2);
  REQUIRE(r.log.texts.size() == 2);
  const std::string& last = r.log.texts[1].text;
  CHECK(last.substr(last.size() - kEllipsis.size()) == kEllipsis);
  CHECK(r.log.cut.size() == 1);
  CHECK(r.inside(box));
  // max_lines caps what the box could hold: one line asked for, one line drawn.
  r.c.begin(1200, 800);
  const Canvas::Fit one =
      r.c.text_fit(Face::Regular, 18, 16, box, text, hex(0), Align::Center, false, 1);
  CHECK(one.lines == 1);
  CHECK(one.cut);
  CHECK(r.log.texts.size() == 1);
}

TEST_CASE("a word wider than a whole line is broken inside, shown whole, and reported as cut") {
  Rig r;
  const Rect box{100, 100, 120, 110};                                 // five lines of 16 px
  const std::string_view word = "Unbreakableparagraphwithoutspaces";  // one word, no hyphen
  REQUIRE(r.c.measure(Face::Regular, 16, word) > box.w);
  const Canvas::Fit f =
      r.c.text_fit(Face::Regular, 18, 16, box, word, hex(0), Align::Left, false, 0);
  CHECK(f.cut);  // a word was broken where no break is allowed
  CHECK(f.lines >= 2);
  std::string all;
  for (const TextRun& run : r.log.texts) all += run.text;
  CHECK(all == word);  // every letter shown, and no ellipsis: nothing was left out
  CHECK(r.log.cut.size() == 1);
  CHECK(r.inside(box));
}

TEST_CASE("wrap first: a heading takes two lines at its size before one line much smaller") {
  Rig r;
  const std::string_view text = "Right without help";
  const float px = 20;
  // A box a little narrower than the heading at its size, three lines tall.
  const Rect box{100, 100, std::floor(r.c.measure(Face::Medium, px, text) * 0.8f),
                 3 * px * Canvas::kLineSpacing};
  REQUIRE(r.c.measure(Face::Medium, px * 0.7f, text) <= box.w);  // one line would fit smaller
  // The usual order shrinks the one line.
  Canvas::Fit f =
      r.c.text_fit(Face::Medium, px, px * 0.7f, box, text, hex(0), Align::Right, false, 3);
  CHECK(f.lines == 1);
  CHECK(f.px < px);
  // Wrap first keeps the size and takes two lines, every word shown.
  r.c.begin(1200, 800);
  r.log.texts.clear();
  f = r.c.text_fit(Face::Medium, px, px * 0.7f, box, text, hex(0), Align::Right, false, 3, true);
  CHECK(f.px == px);
  CHECK(f.lines == 2);
  CHECK_FALSE(f.cut);
  CHECK(r.joined() == text);
  CHECK(r.inside(box));
  // When no wrapping fits (one line of height), the one line still shrinks to the floor.
  r.c.begin(1200, 800);
  r.log.texts.clear();
  const Rect flat{box.x, box.y, box.w, px * Canvas::kLineSpacing};
  f = r.c.text_fit(Face::Medium, px, px * 0.7f, flat, text, hex(0), Align::Right, false, 3, true);
  CHECK(f.lines == 1);
  CHECK(f.px < px);
  CHECK_FALSE(f.cut);
}

TEST_CASE("wrap first in a box two lines tall only at the floor: the one line at its largest") {
  Rig r;
  const std::string_view text = "Right without help";
  const float px = 20, min_px = 14;
  // One line fits at 19 px, not at 20; two lines fit the height only at 14 px.
  const Rect box{100, 100, r.c.measure(Face::Medium, px - 1, text),
                 2 * min_px * Canvas::kLineSpacing};
  REQUIRE(r.c.measure(Face::Medium, px, text) > box.w);
  const Canvas::Fit f =
      r.c.text_fit(Face::Medium, px, min_px, box, text, hex(0), Align::Right, false, 3, true);
  CHECK(f.lines == 1);
  CHECK(f.px == px - 1);
  CHECK_FALSE(f.cut);
}
