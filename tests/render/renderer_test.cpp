// SPDX-License-Identifier: MIT
// Whole screens drawn on the null back end: draw-call budget, uploads, allocations.
#include <doctest/doctest.h>

#include <algorithm>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "../game/screen_cases.hpp"
#include "../game/test_stage.hpp"
#include "alloc_counter.hpp"
#include "core/free_play.hpp"
#include "game/animation.hpp"
#include "game/attract.hpp"
#include "i18n/i18n.hpp"
#include "render/renderer.hpp"

using namespace nonet;
using namespace nonet::render;

namespace {
const std::string kFonts = std::string(NONET_SOURCE_DIR) + "/assets/fonts";

game::StageData stage(int n) { return game::testing::pattern_stage({0, 1, 2, 10, 20, 40, 80}, n); }

struct Rig {
  NullBackend* backend = nullptr;
  std::unique_ptr<Renderer> renderer;
  game::Game game{stage};
  Rig(int w = 1280, int h = 800) {
    auto b = std::make_unique<NullBackend>();
    backend = b.get();
    renderer = std::make_unique<Renderer>(std::move(b));
    REQUIRE(renderer->open_fonts(kFonts) == "");
    game.set_viewport(static_cast<float>(w), static_cast<float>(h));
  }
  void frame() {
    render::ViewContext ctx;
    ctx.seconds = static_cast<double>(game.now()) / 60;
    ctx.frame_ms = 1.0;
    renderer->frame(game, static_cast<int>(game.viewport_width()),
                    static_cast<int>(game.viewport_height()), ctx);
  }
  void ticks(int n) {
    for (int i = 0; i < n; ++i) game.update();
  }
};
// One 1280x800 frame of `g` drawn by a fresh renderer, with what it drew logged.
DrawLog logged_frame(game::Game& g) {
  Renderer renderer(std::make_unique<NullBackend>());
  REQUIRE(renderer.open_fonts(kFonts) == "");
  DrawLog log;
  renderer.canvas().set_draw_log(&log);
  render::ViewContext ctx;
  renderer.frame(g, 1280, 800, ctx);
  renderer.canvas().set_draw_log(nullptr);
  return log;
}

}  // namespace

TEST_CASE("a steady play frame is one draw call, uploads nothing and allocates nothing") {
  Rig rig;
  rig.game.start_stage(1);
  rig.ticks(30);                                             // past the screen fade
  rig.game.apply(game::Action{game::ActionKind::Digit, 3});  // a digit, some highlights
  rig.frame();
  CHECK(rig.backend->stats().texture_uploads == 1);  // the first frame fills the atlas
  const int vertices = rig.backend->stats().vertices;
  CHECK(vertices > 500);  // a real board: cells, lines, digits, keys

  std::size_t allocations = 0;
  {
    nonet::testing::AllocationScope scope;
    rig.frame();
    allocations = scope.count();
  }
  CHECK(allocations == 0);
  CHECK(rig.backend->stats().draw_calls <= 4);
  CHECK(rig.backend->stats().draw_calls == 1);  // one texture, no clip: everything batches
  CHECK(rig.backend->stats().texture_uploads == 0);
  CHECK(rig.backend->stats().vertices == vertices);
  CHECK(rig.backend->stats().indices == vertices / 4 * 6);
}

TEST_CASE("a steady play frame with the hint card allocates nothing: its lines are remembered") {
  // The hint card wraps its text (UAX #14, render/text_wrap.hpp) at several sizes every frame;
  // the renderer's TextWrapper keeps the lines, so a steady frame neither measures nor allocates.
  for (const auto& [w, h] : {std::pair{1280, 800}, std::pair{480, 640}}) {
    CAPTURE(w);
    Rig rig(w, h);
    rig.game.start_stage(1);
    rig.ticks(30);
    rig.game.apply(game::Action{game::ActionKind::Hint, 0});
    REQUIRE(rig.game.session()->hint().has_value());
    REQUIRE_FALSE(rig.game.session()->hint()->text.empty());
    rig.frame();
    std::size_t allocations = 0;
    {
      nonet::testing::AllocationScope scope;
      rig.frame();
      allocations = scope.count();
    }
    CHECK(allocations == 0);
  }
}

TEST_CASE("a steady title frame allocates nothing: the attract step's sentence is remembered") {
  Rig rig;
  REQUIRE(rig.game.screen() == game::Screen::Title);
  // Into the demo until a step (and so its sentence under the menu) is on show.
  const game::Motion motion = game::motion_for(rig.game.settings().reduced_motion);
  int guard = 0;
  auto step_shown = [&] {
    const double seconds = static_cast<double>(rig.game.now()) / 60;
    const game::AttractFrame f = rig.game.attract().frame(rig.game.screen_seconds(seconds), motion);
    return f.step != nullptr && f.highlight > 0.5f;
  };
  while (!step_shown() && guard++ < 60 * 60) rig.ticks(1);
  REQUIRE(step_shown());
  // In English and in two languages whose words outgrow a short string's inline buffer.
  for (const char* tag : {"en", "ja", "uk"}) {
    CAPTURE(tag);
    REQUIRE(i18n::set_language(NONET_LOCALE_BUILD_DIR, tag) == "");
    rig.frame();  // the sentence is formed (and wrapped) once
    std::size_t allocations = 0;
    {
      nonet::testing::AllocationScope scope;
      rig.frame();
      allocations = scope.count();
    }
    CHECK(allocations == 0);
  }
  REQUIRE(i18n::set_language("", "en") == "");
}

TEST_CASE("the stats overlay and every screen stay within the draw-call budget") {
  Rig rig;
  {
    game::Settings changed = rig.game.settings();
    changed.show_stats = true;
    rig.game.set_settings(changed);
  }
  rig.frame();  // title
  CHECK(rig.backend->stats().draw_calls <= 4);
  rig.game.apply(game::Action{game::ActionKind::Down, 0});
  rig.game.apply(game::Action{game::ActionKind::Confirm, 0});  // stage select
  REQUIRE(rig.game.screen() == game::Screen::StageSelect);
  rig.ticks(30);
  rig.frame();
  // The scrolling grid is clipped: clip on, clip off = 2 commands, nothing more.
  CHECK(rig.backend->stats().draw_calls == 2);
  rig.game.apply(game::Action{game::ActionKind::Confirm, 0});  // stage 1
  REQUIRE(rig.game.screen() == game::Screen::Play);
  rig.game.apply(game::Action{game::ActionKind::Pause, 0});
  rig.frame();
  CHECK(rig.backend->stats().draw_calls <= 4);
  Rig settings;
  {
    game::Settings changed = settings.game.settings();
    changed.show_stats = true;
    settings.game.set_settings(changed);
  }
  for (int i = 0; i < static_cast<int>(game::TitleItem::Settings); ++i)
    settings.game.apply(game::Action{game::ActionKind::Down, 0});
  settings.game.apply(game::Action{game::ActionKind::Confirm, 0});
  REQUIRE(settings.game.screen() == game::Screen::Settings);
  settings.frame();
  CHECK(settings.backend->stats().draw_calls <= 4);
}

TEST_CASE("a new drawable size resets the atlas once, then frames are steady again") {
  Rig rig;
  rig.game.start_stage(1);
  rig.ticks(30);
  rig.frame();
  rig.frame();
  CHECK(rig.backend->stats().texture_uploads == 0);
  rig.game.set_viewport(1600, 1000);
  rig.frame();
  CHECK(rig.backend->stats().texture_uploads == 1);
  rig.frame();
  CHECK(rig.backend->stats().texture_uploads == 0);
}

TEST_CASE("the board is hidden while paused") {
  Rig rig;
  rig.game.start_stage(1);
  rig.ticks(30);
  rig.frame();
  const int playing = rig.backend->stats().vertices;
  rig.game.apply(game::Action{game::ActionKind::Pause, 0});
  rig.ticks(30);
  rig.frame();
  // The pause dialog adds a few dozen quads; the board's digits, notes and lines go.
  CHECK(rig.backend->stats().vertices < playing);
}

TEST_CASE("every screen and question stays within the draw-call budget, at two sizes") {
  // The list of the layout contract (tests/game/screen_cases.hpp): every screen a player meets.
  for (const auto& [w, h] : {std::pair{1280, 800}, std::pair{480, 640}}) {
    auto backend = std::make_unique<NullBackend>();
    NullBackend* b = backend.get();
    Renderer renderer(std::move(backend));
    REQUIRE(renderer.open_fonts(kFonts) == "");
    for (const auto& sc : game::testing::screens::all_screens()) {
      CAPTURE(sc.name);
      CAPTURE(w);
      game::Game g = sc.make(static_cast<float>(w), static_cast<float>(h));
      game::testing::run(g, 40);
      render::ViewContext ctx;
      ctx.seconds = static_cast<double>(g.now()) / 60;
      renderer.frame(g, w, h, ctx);
      CHECK(b->stats().draw_calls >= 1);
      CHECK(b->stats().draw_calls <= 4);
    }
  }
}

TEST_CASE("the play header says its timer, stage and mistakes in the words and marks meant") {
  // The strings a view formats (game::format) reach the screen whole: the compact block beside
  // a hint, and the full header. A byte escaped twice ("Â·" for "·") or a clock in another
  // format fails here, not only in a screenshot.
  for (const bool with_hint : {false, true}) {
    CAPTURE(with_hint);
    Rig rig;
    rig.game.start_stage(1);
    rig.ticks(30 + 4 * 60);  // past the fade, four seconds of play
    if (with_hint) rig.game.apply(game::Action{game::ActionKind::Hint, 0});
    DrawLog log;
    rig.renderer->canvas().set_draw_log(&log);
    rig.frame();
    rig.renderer->canvas().set_draw_log(nullptr);
    auto shown = [&](const std::string& s) {
      for (const TextRun& r : log.texts)
        if (r.text == s) return true;
      return false;
    };
    CHECK(shown("Stage 1"));
    if (with_hint) {
      CHECK(shown("0:04 \xC2\xB7 0/3 mistakes"));
    } else {
      CHECK(shown("0:04"));
      CHECK(shown("0/3"));
    }
    for (const TextRun& r : log.texts) CHECK(r.text.find("\xC3\x82") == std::string::npos);
  }
}

TEST_CASE("the daily puzzle is named with its day on the play header and the pause card") {
  // Issue 29: the daily puzzle showed only its code. Started on one day and played on after
  // midnight, it keeps its own day.
  const CivilDate day{2026, 12, 6};
  Rig rig;
  rig.game.set_today(day);
  rig.game.start_free_play(daily_code(day), true);
  rig.game.finish_free_play_job();
  REQUIRE(rig.game.screen() == game::Screen::Play);
  REQUIRE(rig.game.session()->stage().daily);
  rig.game.set_today(CivilDate{2026, 12, 7});
  rig.ticks(30 + 4 * 60);
  auto drawn = [&rig] {
    DrawLog log;
    rig.renderer->canvas().set_draw_log(&log);
    rig.frame();
    rig.renderer->canvas().set_draw_log(nullptr);
    std::vector<std::string> out;
    for (const TextRun& r : log.texts) out.push_back(r.text);
    return out;
  };
  const std::vector<std::string> play = drawn();
  auto has = [](const std::vector<std::string>& v, const std::string& s) {
    return std::find(v.begin(), v.end(), s) != v.end();
  };
  CHECK(has(play, "Daily puzzle \xC2\xB7 Dec 6"));
  rig.game.apply(game::Action{game::ActionKind::Pause, 0});
  rig.ticks(40);
  const std::string code = rig.game.session()->stage().code;
  CHECK(has(drawn(), "Daily puzzle \xC2\xB7 Dec 6  \xC2\xB7  " + code + "  \xC2\xB7  0:04"));
  // An ordinary free-play game keeps its code as its name.
  Rig other;
  other.game.start_free_play(GameCode{Level::Hard, 4242}, false);
  other.game.finish_free_play_job();
  REQUIRE(other.game.screen() == game::Screen::Play);
  other.ticks(30);
  DrawLog log;
  other.renderer->canvas().set_draw_log(&log);
  other.frame();
  other.renderer->canvas().set_draw_log(nullptr);
  bool named = false;
  for (const TextRun& r : log.texts) named = named || r.text == other.game.session()->stage().code;
  CHECK(named);
}

TEST_CASE("free play: the level in focus says the rules its puzzle will have") {
  // Issue 29: the mistake limit and the checking rule sat below the levels, where a player who
  // clicks the first level never looked. The row in focus names them; the others do not.
  Rig rig;
  while (rig.game.focus() != static_cast<int>(game::TitleItem::FreePlay))
    rig.game.apply(game::Action{game::ActionKind::Down, 0});
  rig.game.apply(game::Action{game::ActionKind::Confirm, 0});
  REQUIRE(rig.game.screen() == game::Screen::FreePlay);
  rig.ticks(30);
  auto texts = [&rig] {
    DrawLog log;
    rig.renderer->canvas().set_draw_log(&log);
    rig.frame();
    rig.renderer->canvas().set_draw_log(nullptr);
    std::string all;
    for (const TextRun& r : log.texts) all += r.text + "\n";
    return all;
  };
  REQUIRE(rig.game.focus() == static_cast<int>(game::FreePlayRow::Easy));
  std::string shown = texts();
  CHECK(shown.find("3 mistakes, checked as you go") != std::string::npos);
  CHECK(shown.find("Pairs and pointing\n") != std::string::npos);  // Medium: its blurb alone
  rig.game.apply(game::Action{game::ActionKind::Down, 0});
  shown = texts();
  CHECK(shown.find("Pairs and pointing  \xC2\xB7  3 mistakes, checked as you go") !=
        std::string::npos);
  CHECK(shown.find("Singles only\n") != std::string::npos);
}

TEST_CASE("the editor's recent boards show themselves as small grids, a square a given") {
  // Issue 29: a recent board was a line of dots and digits. Each row now draws the board: one
  // filled square per given inside the row, and no line of the 81 characters.
  game::Game g = game::testing::screens::editor(1280, 800);
  Grid one, two;
  for (int c = 0; c < kCells; c += 4) one.set(c, c % 9 + 1);  // 21 givens
  for (int c = 0; c < 30; ++c) two.set(c * 2, 1 + (c * 2) % 9);
  g.restore_recent_boards({one, two});
  const game::EditorLayout L = g.board_editor().layout();
  REQUIRE(L.recent_shown == 2);
  const DrawLog log = logged_frame(g);
  for (int r = 0; r < 2; ++r) {
    CAPTURE(r);
    const game::Rect row = L.recent[static_cast<std::size_t>(r)];
    const float cell = (row.h - 1.2f * L.unit) / 9;
    int squares = 0;
    for (const OpaqueFill& f : log.fills) {
      const bool inside = f.rect.x >= row.x && f.rect.right() <= row.right() && f.rect.y >= row.y &&
                          f.rect.bottom() <= row.bottom();
      if (inside && f.rect.w > 0.5f && f.rect.w < cell && f.rect.h < cell) ++squares;
    }
    CHECK(squares == g.board_editor().recent()[static_cast<std::size_t>(r)].filled_count());
  }
  for (const TextRun& t : log.texts) CHECK(t.text.find("....") == std::string::npos);
}

TEST_CASE("the editor: a board still under 17 givens is encouraged, not marked (issue 29)") {
  // A board being typed in had a red "Several solutions" verdict and red "1 or 2" marks from
  // its first digit. Under 17 givens the heading is "Keep going" and no cell is marked; a
  // board of 26 givens with two solutions still shows where they differ.
  auto drawn = [](game::Game& g) {
    std::vector<std::string> texts;
    for (const TextRun& r : logged_frame(g).texts) texts.push_back(r.text);
    return texts;
  };
  auto has = [](const std::vector<std::string>& texts, const std::string& s) {
    for (const std::string& t : texts)
      if (t == s) return true;
    return false;
  };
  auto has_or = [](const std::vector<std::string>& texts) {
    for (const std::string& t : texts)
      if (t.size() == 6 && t.substr(1, 4) == " or ") return true;  // "3 or 5" in a cell
    return false;
  };
  game::Game few = game::testing::screens::editor(1280, 800);
  few.paste_text(std::string("5") + std::string(80, '.'));
  REQUIRE(few.board_editor().judgement().verdict == BoardVerdict::TooFewGivens);
  const std::vector<std::string> a = drawn(few);
  CHECK(has(a, "Keep going"));
  CHECK_FALSE(has(a, "Several solutions"));
  CHECK_FALSE(has_or(a));
  game::Game several = game::testing::screens::editor(1280, 800);
  several.paste_text(game::testing::screens::several_solutions_board());
  REQUIRE(several.board_editor().judgement().verdict == BoardVerdict::SeveralSolutions);
  const std::vector<std::string> b = drawn(several);
  CHECK(has(b, "Several solutions"));
  CHECK(has_or(b));
}

TEST_CASE("a typed-in board is named in the player's words on the play header and pause card") {
  // Its code, "Custom", is no code to share: it showed untranslated in every language.
  game::Game g = game::testing::screens::editor(1280, 800);
  g.paste_text("1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..");
  const game::TargetList list = game::targets(g);
  const std::optional<game::Target> play =
      game::find_target(list, game::TargetKind::MenuItem, static_cast<int>(game::EditorItem::Play));
  REQUIRE(play);
  g.pointer_down(play->rect.cx(), play->rect.cy());
  REQUIRE(g.screen() == game::Screen::Play);
  REQUIRE(g.session()->stage().code == game::kCustomCode);
  REQUIRE(i18n::set_language(NONET_LOCALE_BUILD_DIR, "de") == "");
  const std::string word = i18n::trc("level", "Custom");
  REQUIRE(word != "Custom");
  auto shows = [&g](const std::string& part) {
    const DrawLog log = logged_frame(g);
    return std::any_of(log.texts.begin(), log.texts.end(),
                       [&](const TextRun& r) { return r.text.find(part) != std::string::npos; });
  };
  CHECK(shows(word));
  g.apply(game::Action{game::ActionKind::Pause, 0});
  game::testing::run(g, 40);
  CHECK(shows(word + "  \xC2\xB7  "));
  CHECK_FALSE(shows("Custom"));
  REQUIRE(i18n::set_language("", "en") == "");
}

TEST_CASE("the hint's Why page draws where it is, the chain's assumption and its sentence") {
  game::Game g = game::testing::screens::hint_why(1280, 800, true,
                                                  game::testing::screens::first_inner_chain_page());
  const std::vector<game::HintWhyStep>& why = *g.hint_why_steps();
  const game::HintWhyPage p = game::hint_why_page(why, g.hint_why().page());
  REQUIRE(p.inner == 1);
  const DrawLog log = logged_frame(g);
  std::string all;
  for (const TextRun& r : log.texts) all += r.text + "\n";
  CAPTURE(all);
  CHECK(all.find("Step " + std::to_string(p.step) + " of " + std::to_string(p.steps) +
                 " \xC2\xB7 inner chain 1 of " + std::to_string(p.inners)) != std::string::npos);
  // The lead and the chain, wrapped: their first words on the page.
  CHECK(all.find("Suppose row ") != std::string::npos);
  CHECK(all.find(p.text->substr(0, 20)) != std::string::npos);
  CHECK(all.find("Previous") != std::string::npos);
  CHECK(all.find("Next") != std::string::npos);
}

TEST_CASE("the hint's words show in its card at every size, a phone's short bar too") {
  // At 360x640 the card's largest size fell under its smallest and no word was drawn.
  for (const auto& [w, h] : {std::pair{360, 640}, std::pair{480, 540}, std::pair{1280, 800}}) {
    CAPTURE(w);
    CAPTURE(h);
    game::Game g =
        game::testing::screens::long_hint(static_cast<float>(w), static_cast<float>(h), false);
    game::testing::run(g, 40);
    Renderer renderer(std::make_unique<NullBackend>());
    REQUIRE(renderer.open_fonts(kFonts) == "");
    DrawLog log;
    renderer.canvas().set_draw_log(&log);
    render::ViewContext ctx;
    ctx.seconds = static_cast<double>(g.now()) / 60;
    renderer.frame(g, w, h, ctx);
    renderer.canvas().set_draw_log(nullptr);
    const std::string& words = g.session()->hint()->full_text;
    REQUIRE(words.substr(0, 3) == "12 ");
    // Its first line starts the banner's sentence.
    CHECK(std::any_of(log.texts.begin(), log.texts.end(),
                      [](const TextRun& r) { return r.text.rfind("12 ", 0) == 0; }));
  }
}
