// SPDX-License-Identifier: MIT
// The one target list per screen (game/targets.hpp): on every screen, at a landscape and a
// small portrait window, every target is reachable by mouse (a click at its centre does what
// the keyboard does for the same thing), by touch (a tap at its centre snaps into it) and by
// its script name, and the list itself is consistent (unique names, non-empty rects inside
// the window).
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <functional>
#include <set>
#include <string>

#include "game/game.hpp"
#include "game/targets.hpp"
#include "game/touch_input.hpp"
#include "game_driver.hpp"
#include "screen_cases.hpp"
#include "test_stage.hpp"

using namespace nonet;
using namespace nonet::game;
using nonet::game::testing::pattern_digit;
using nonet::game::testing::pattern_stage;
using nonet::game::testing::press;
using nonet::game::testing::run;
using namespace nonet::game::testing::screens;

namespace {

// Everything a press can change that the player could see.
struct Seen {
  Screen screen{};
  int focus = 0, pending = 0, confirm_focus = 0;
  bool quit = false;
  int stage = 0, selected = -1, mistakes = 0, hints_left = 0;
  bool notes_mode = false;
  std::size_t moves = 0;
  std::array<int, kCells> shown{};
  std::array<CandidateMask, kCells> notes{};
  std::array<std::uint32_t, kCells> marks{};  // colour marks
  bool palette = false;                       // the colour palette: open, mark and focus
  int palette_mark = 0, palette_focus = 0;
  Settings settings;
  // Free play: the level of the puzzle being made (-1: none), the dialog, the mistake limit.
  int making = -1;
  bool free_play_pending = false;
  int free_play_mistakes = 0;
  // The code dialog: open, its text, message and focused key.
  bool code_open = false;
  std::string code_text, code_message;
  int code_focus = -1;
  int coach_card = 0;       // the first-run coach's card
  int hint_tier = 0;        // the tier of the hint on show (0: none)
  bool confirming = false;  // any question open (Print all stages too)
  friend bool operator==(const Seen&, const Seen&) = default;
};

Seen seen(const Game& g) {
  Seen s;
  s.screen = g.screen();
  s.focus = g.focus();
  s.pending = g.pending_stage();
  s.confirming = g.confirming();
  s.confirm_focus = g.confirm_focus();
  s.quit = g.quit_requested();
  s.settings = g.settings();
  if (const FreePlayJob* job = g.free_play_job()) s.making = static_cast<int>(job->code().level);
  if (const auto& e = g.code_entry()) {
    s.code_open = true;
    s.code_text = e->text();
    s.code_message = e->message();
    s.code_focus = e->focused_key();
  }
  s.free_play_pending = g.free_play_pending();
  s.free_play_mistakes = g.free_play_mistakes();
  s.coach_card = g.coach_card();
  s.palette = g.palette().is_open();
  s.palette_mark = g.palette().mark();
  s.palette_focus = g.palette().focus();
  if (const Session* ses = g.session()) {
    s.stage = ses->stage().number;
    s.selected = ses->selected();
    s.mistakes = ses->mistakes();
    s.hints_left = ses->hints_left();
    s.notes_mode = ses->notes_mode();
    s.hint_tier = ses->hint() ? static_cast<int>(ses->hint()->tier) : 0;
    s.moves = ses->undo_index();
    for (int c = 0; c < kCells; ++c) {
      s.shown[static_cast<std::size_t>(c)] = ses->shown_digit(c);
      s.notes[static_cast<std::size_t>(c)] = ses->notes(c);
      s.marks[static_cast<std::size_t>(c)] = ses->marks(c);
    }
  }
  return s;
}

// The keyboard's way to the same thing as pressing target t (written here, not taken from the
// game, so the two paths are checked against each other).
void by_keyboard(Game& g, const Target& t) {
  auto until = [&g](const std::function<bool()>& done, ActionKind step) {
    for (int guard = 0; guard < 200 && !done(); ++guard) press(g, step);
    REQUIRE(done());
  };
  switch (t.kind) {
    case TargetKind::Cell: {
      const Session& s = *g.session();
      until([&] { return row_of(s.selected()) >= row_of(t.index); }, ActionKind::Down);
      until([&] { return row_of(s.selected()) <= row_of(t.index); }, ActionKind::Up);
      until([&] { return col_of(s.selected()) >= col_of(t.index); }, ActionKind::Right);
      until([&] { return col_of(s.selected()) <= col_of(t.index); }, ActionKind::Left);
      break;
    }
    case TargetKind::DigitKey: press(g, ActionKind::Digit, t.index); break;
    case TargetKind::ActionButton: {
      constexpr ActionKind kKeys[] = {ActionKind::Undo,      ActionKind::Redo,
                                      ActionKind::Erase,     ActionKind::ToggleNotes,
                                      ActionKind::FillNotes, ActionKind::Hint};
      press(g, kKeys[t.index]);
      break;
    }
    case TargetKind::Pause: press(g, ActionKind::Pause); break;
    case TargetKind::MenuItem:
    case TargetKind::SettingsRow:
      until([&] { return g.focus() == t.index; }, ActionKind::Down);
      press(g, ActionKind::Confirm);
      break;
    case TargetKind::StageTile:
      until([&] { return g.focus() >= t.index - 1; }, ActionKind::Right);
      until([&] { return g.focus() <= t.index - 1; }, ActionKind::Left);
      press(g, ActionKind::Confirm);
      break;
    case TargetKind::ConfirmItem:
      until([&] { return g.confirm_focus() == t.index; }, ActionKind::Right);
      press(g, ActionKind::Confirm);
      break;
    case TargetKind::Back: press(g, ActionKind::Back); break;
    case TargetKind::Check: press(g, ActionKind::Check); break;
    case TargetKind::Print: press(g, ActionKind::Print); break;  // Ctrl+P
    case TargetKind::CollectionRow:  // Up/Down to the puzzle, Return plays it
      until([&] { return g.collections_screen().focus() >= t.index; }, ActionKind::Down);
      until([&] { return g.collections_screen().focus() <= t.index; }, ActionKind::Up);
      press(g, ActionKind::Confirm);
      break;
    case TargetKind::CollectionOpen: press(g, ActionKind::Confirm); break;  // with no collection
    case TargetKind::CollectionSwitch:
      press(g, t.index == 0 ? ActionKind::Left : ActionKind::Right);
      break;
    case TargetKind::CollectionRemove: press(g, ActionKind::Erase); break;  // Delete asks
    case TargetKind::LearnRow: {  // Up/Down to the technique, Return practises it
      const int want = learn_entry_of(static_cast<Technique>(t.index));
      until([&] { return g.learn_screen().focus() >= want; }, ActionKind::Down);
      until([&] { return g.learn_screen().focus() <= want; }, ActionKind::Up);
      press(g, ActionKind::Confirm);
      break;
    }
    case TargetKind::LessonLink: press(g, ActionKind::Learn); break;  // L
    case TargetKind::WhyLink: press(g, ActionKind::Learn); break;     // L too
    case TargetKind::LearnSuggestion:
      until([&] { return g.learn_screen().focus() == LearnScreen::kOnSuggestion; }, ActionKind::Up);
      press(g, ActionKind::Confirm);
      break;
    case TargetKind::PaletteMark:  // Up/Down choose what to paint
      until([&] { return g.palette().mark() == t.index; }, ActionKind::Down);
      break;
    case TargetKind::PaletteItem:  // Left/Right move along the swatches, Return paints
      until([&] { return g.palette().focus() == t.index; }, ActionKind::Right);
      press(g, ActionKind::Confirm);
      break;
    case TargetKind::ExportNotice:  // Ctrl+O opens; the card itself only goes away
      if (t.index == 0) press(g, ActionKind::OpenFolder);
      break;
    case TargetKind::CodeKey: {
      if (t.index == kCodeKeyOpen) {  // H (pad Y) opens the code dialog
        press(g, ActionKind::Hint);
        break;
      }
      // The pad's way: the arrows walk to the key (rows first), then Confirm presses it.
      const CodeEntry& e = *g.code_entry();
      const int columns = e.layout(g.viewport_width(), g.viewport_height()).columns;
      const auto keys = e.keys();
      const int want =
          static_cast<int>(std::find(keys.begin(), keys.end(), t.index) - keys.begin());
      auto row = [&](int i) {
        const int chars = e.char_key_count();
        return i < chars ? i / columns : (chars + columns - 1) / columns;
      };
      until([&] { return row(e.focus()) >= row(want); }, ActionKind::Down);
      until([&] { return row(e.focus()) <= row(want); }, ActionKind::Up);
      until([&] { return e.focus() == want; }, ActionKind::Right);
      press(g, ActionKind::Confirm);
      break;
    }
    case TargetKind::RecentBoard:  // the editor's: tests/game/test_custom_board.cpp
      FAIL("no recent boards on these screens");
      break;
  }
}

// The screens whose every target has a keyboard way written in by_keyboard() above, for the
// test that a click does what the keys do. The other tests run over all_screens(): every
// screen and question of the layout contract.
const ScreenCase kKeyboardScreens[] = {
    {"title", title},
    {"stages", stages},
    {"stages with the confirm dialog", stages_confirm},
    {"play", play},
    {"paused", paused},
    {"result won", [](float w, float h) { return result(w, h, true); }},
    {"result lost", [](float w, float h) { return result(w, h, false); }},
    {"settings", settings},
    {"free play", free_play},
    {"free play with the confirm dialog", free_play_confirm},
    {"free play with the code dialog", free_play_code},
    {"coach", coach},
    {"controls", controls},
    {"learn", learn},
};

constexpr std::array<std::array<float, 2>, 2> kSizes = {{{1280, 800}, {480, 640}}};

}  // namespace

/// Runs `check(game, width, height)` on every screen of `screens` (all of them by default) at
/// every size of kSizes, naming both when a check fails.
template <class Check>
void on_every_screen(Check check, const std::vector<ScreenCase>& screens = all_screens()) {
  for (const auto& [w, h] : kSizes) {
    for (const ScreenCase& sc : screens) {
      CAPTURE(w);
      CAPTURE(h);
      const std::string screen = sc.name;
      CAPTURE(screen);
      check(sc.make(w, h), w, h);
    }
  }
}

TEST_CASE("every screen's targets: unique names, non-empty rects inside the window") {
  on_every_screen([&](const Game& g, float w, float h) {
    const TargetList list = targets(g);
    REQUIRE_FALSE(list.empty());
    std::set<std::string> names;
    for (const Target& t : list) {
      const std::string name = target_name(t);
      CAPTURE(name);
      CHECK(names.insert(name).second);
      CHECK(t.rect.w > 0);
      CHECK(t.rect.h > 0);
      CHECK(t.rect.x >= 0);
      CHECK(t.rect.y >= 0);
      CHECK(t.rect.right() <= w);
      CHECK(t.rect.bottom() <= h);
    }
  });
}

TEST_CASE("every screen's targets answer to their script names") {
  on_every_screen([&](const Game& g, float, float) {
    const TargetList list = targets(g);
    for (const Target& t : list) {
      const std::string name = target_name(t);
      CAPTURE(name);
      CHECK(is_target_name(name));
      const std::optional<Target> found = find_target(list, name);
      REQUIRE(found);
      CHECK(*found == t);
    }
  });
}

TEST_CASE("every screen's targets take a tap at their centre") {
  on_every_screen([&](const Game& g, float, float) {
    const TargetList list = targets(g);
    for (const Target& t : list) {
      const std::string name = target_name(t);
      CAPTURE(name);
      const auto p = snap_tap(list, t.rect.cx(), t.rect.cy(), kMinTouchTarget);
      REQUIRE(p);
      CHECK(t.rect.contains(p->x, p->y));
      const auto hit = target_at(list, p->x, p->y);
      REQUIRE(hit);
      CHECK(*hit == t);
    }
  });
}

TEST_CASE("every screen's targets: a click at the centre does what the keyboard does") {
  on_every_screen(
      [&](const Game& base, float, float) {
        const Seen before = seen(base);
        for (const Target& t : targets(base)) {
          const std::string name = target_name(t);
          CAPTURE(name);
          Game mouse = base;
          mouse.pointer_down(t.rect.cx(), t.rect.cy());
          Game keys = base;
          by_keyboard(keys, t);
          CHECK(seen(mouse) == seen(keys));
          if (t.kind == TargetKind::Cell) {
            CHECK(mouse.session()->selected() == t.index);  // r1c1 was selected already
          } else {
            CHECK_FALSE(seen(mouse) == before);  // every other press changes something
          }
        }
      },
      {std::begin(kKeyboardScreens), std::end(kKeyboardScreens)});
}

TEST_CASE("hover is the target under the pointer, and moves menu focus like the keys") {
  for (const auto& [w, h] : kSizes) {
    CAPTURE(w);
    Game g = play(w, h);
    const TargetList list = targets(g);
    const Target key5 = *find_target(list, "key5");
    g.pointer_move(key5.rect.cx(), key5.rect.cy());
    CHECK(g.hovering(TargetKind::DigitKey, 5));
    CHECK_FALSE(g.hovering(TargetKind::DigitKey, 4));
    const Target pause = *find_target(list, "pause");
    g.pointer_move(pause.rect.cx(), pause.rect.cy());
    CHECK(g.hovering(TargetKind::Pause));
    g.pointer_move(-100, -100);
    CHECK_FALSE(g.hover().has_value());
    press(g, ActionKind::Pause);  // a new screen forgets the hover
    CHECK_FALSE(g.hover().has_value());

    Game t = title(w, h);
    const Target item2 = *find_target(targets(t), "item2");
    // At launch the pointer rests wherever the window opened under it: that is no choice, so
    // Continue keeps the focus (Return plays on) until the pointer really moves.
    t.pointer_move(item2.rect.cx(), item2.rect.cy());
    CHECK(t.hovering(TargetKind::MenuItem, 2));
    CHECK(t.focus() == 0);
    t.pointer_move(item2.rect.cx() + 1, item2.rect.cy() + 1);  // a tremor is no move
    CHECK(t.focus() == 0);
    const Target item1 = *find_target(targets(t), "item1");
    t.pointer_move(item1.rect.cx(), item1.rect.cy());
    CHECK(t.focus() == 1);
    t.pointer_move(item2.rect.cx(), item2.rect.cy());
    CHECK(t.focus() == 2);
    Game c = stages_confirm(w, h);
    const Target start = *find_target(targets(c), "item1");
    c.pointer_move(start.rect.cx(), start.rect.cy());
    CHECK(c.confirm_focus() == 1);
  }
}

TEST_CASE("pointer input beside the targets: the confirm dialog cancels, an ended stage skips") {
  Game c = stages_confirm(1280, 800);
  const MenuLayout D = c.confirm_layout();
  c.pointer_down(D.panel.x + 2, D.panel.y + 2);  // inside the dialog, on no button
  CHECK(c.pending_stage() == 1);
  c.pointer_down(2, 2);  // beside it
  CHECK(c.pending_stage() == 0);
  CHECK(c.screen() == Screen::StageSelect);
  CHECK(c.session()->stage().number == 2);

  // Won, before the result appears: a click anywhere but pause skips to it.
  Game g = title(1280, 800);
  REQUIRE(g.start_stage(1));
  for (int c2 = 0; c2 < 9; ++c2) {
    g.apply(Action{ActionKind::SelectCell, c2});
    press(g, ActionKind::Digit, pattern_digit(0, c2));
  }
  REQUIRE(g.session()->outcome() == Outcome::Won);
  const Target pause = *find_target(targets(g), "pause");
  g.pointer_down(pause.rect.cx(), pause.rect.cy());
  CHECK(g.screen() == Screen::Play);
  g.pointer_down(2, 2);
  CHECK(g.screen() == Screen::Result);
}

TEST_CASE("target names: every form is known, and nothing else") {
  for (const char* good : {"r1c1", "r9c9", "key1", "key9", "undo", "redo", "erase", "notes",
                           "fill-notes", "hint", "pause", "item0", "item11", "item17", "tile1",
                           "tile100", "back", "open-folder", "export-notice"})
    CHECK_MESSAGE(is_target_name(good), good);
  for (const char* bad : {"r0c1", "r1c10", "key0", "key10", "fill notes", "Undo", "item18",
                          "item-1", "tile0", "tile101", "tile", "", "pause1", "backs"})
    CHECK_FALSE_MESSAGE(is_target_name(bad), bad);
}
