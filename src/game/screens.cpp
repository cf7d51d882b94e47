// SPDX-License-Identifier: MIT
// The screen table: one controller per screen (game/screens.hpp). The controllers are the
// friend ScreenTable's functions, so they reach Game's own steps (play_action, menu_action,
// ...) without making those public.
#include "game/screens.hpp"

#include <algorithm>
#include <array>

#include "game/about.hpp"
#include "game/game.hpp"
#include "game/statistics.hpp"
#include "game/targets.hpp"
#include "i18n/i18n.hpp"  // N_

namespace nonet::game {

namespace {

Rect intersect(const Rect& a, const Rect& b) {
  const float x0 = std::max(a.x, b.x), y0 = std::max(a.y, b.y);
  const float x1 = std::min(a.right(), b.right()), y1 = std::min(a.bottom(), b.bottom());
  if (x1 <= x0 || y1 <= y0) return Rect{};
  return Rect{x0, y0, x1 - x0, y1 - y0};
}

void push_items(TargetList& out, TargetKind kind, const MenuLayout& L) {
  for (int i = 0; i < L.count; ++i) out.push(kind, i, L.items[static_cast<std::size_t>(i)]);
}

// Screens that are pages to read: Back, Pause (Escape) or Confirm leaves them.
bool leaves_page(Action a) {
  return a.kind == ActionKind::Back || a.kind == ActionKind::Pause || a.kind == ActionKind::Confirm;
}

int no_wake(const Game&) { return -1; }
int no_menu(const Game&) { return 0; }

}  // namespace

struct ScreenTable {
  // ---- Title ----------------------------------------------------------------------------------
  static void menu(Game& g, Action a) { g.menu_action(a, g.menu_count()); }
  static void menu_targets(const Game& g, TargetList& out) {
    push_items(out, TargetKind::MenuItem, g.menu_layout());
  }
  static int title_wake(const Game& g) {
    return g.attract_->wake_in_ticks(g.clock_ - g.screen_since_,
                                     motion_for(g.settings_.reduced_motion));
  }
  static int title_menu(const Game&) { return kTitleItemCount; }

  // ---- The stage grid -------------------------------------------------------------------------
  static void stages(Game& g, Action a) { g.stage_select_action(a); }
  static void stages_targets(const Game& g, TargetList& out) {
    if (g.confirming()) {  // the question covers the grid: its buttons only
      push_items(out, TargetKind::ConfirmItem, g.confirm_layout());
      return;
    }
    const StageGridLayout L = g.stage_layout();
    out.push(TargetKind::Back, 0, L.back_button);
    out.push(TargetKind::Print, 0, L.print_button);
    for (int i = 0; i < kStageCount; ++i) {
      const Rect full = L.tile_rect(i, g.stage_scroll());
      const Rect r = intersect(full, L.viewport);
      if (r.w > 0 && r.h >= std::min(full.h, kMinTouchTarget))
        out.push(TargetKind::StageTile, i + 1, r);
    }
  }

  // ---- Play, its pause card and its result ----------------------------------------------------
  static void play(Game& g, Action a) { g.play_action(a); }
  static void play_targets(const Game& g, TargetList& out) {
    const PlayLayout L = g.play_layout();
    if (g.palette().is_open()) {
      // The palette lies over the board: its parts only; a click beside it closes it.
      g.palette().push_targets(out, *g.session(), L, g.viewport_width(), g.viewport_height());
      return;
    }
    out.push(TargetKind::Pause, 0, L.pause_button);
    if (const Session* s = g.session();
        s && s->check_at_end() && s->outcome() == Outcome::Playing && !s->hint())
      out.push(TargetKind::Check, 0, L.check_button);
    if (g.hint_lesson())
      out.push(TargetKind::LessonLink, 0, L.learn_button());
    else if (g.hint_why_steps() != nullptr)
      out.push(TargetKind::WhyLink, 0, L.learn_button());
    for (int c = 0; c < kCells; ++c) out.push(TargetKind::Cell, c, L.cell_rect(c));
    for (int d = 1; d <= 9; ++d)
      out.push(TargetKind::DigitKey, d, L.keys[static_cast<std::size_t>(d - 1)]);
    for (int b = 0; b < kActionButtonCount; ++b)
      out.push(TargetKind::ActionButton, b, L.actions[static_cast<std::size_t>(b)]);
  }
  static int play_wake(const Game& g) {
    const Session& s = *g.session_;
    const Motion m = motion_for(g.settings_.reduced_motion);
    // Rings, pops, the wave, a hint trace: render every frame while anything moves.
    if (g.motion_.animating(static_cast<double>(g.clock_) / kTicksPerSecond, m)) return 0;
    Tick wake = -1;
    auto sooner = [&wake](Tick t) { wake = wake < 0 ? t : std::min(wake, t); };
    if (s.outcome() != Outcome::Playing) {
      const Tick delay = s.outcome() == Outcome::Won ? g.win_result_delay() : kLoseResultDelayTicks;
      // The solved wave animates until the result screen takes over.
      if (s.outcome() == Outcome::Won) return 0;
      sooner(std::max<Tick>(1, delay - (s.now() - s.finished_at())));
    } else if (g.settings_.show_timer) {
      sooner(kTicksPerSecond - s.elapsed() % kTicksPerSecond);  // the mm:ss display
    }
    if (s.wrong_entry()) sooner(std::max<Tick>(1, s.wrong_entry()->remove_at - s.now()));
    return static_cast<int>(wake);
  }
  // The pause and result cards may ask a question over themselves (Restart, Show solution,
  // Print all stages): while it is open, its two buttons are all there is.
  static void card(Game& g, Action a) {
    if (g.looking_at_board_) {
      // The board alone: Return, Escape, the pad's A or B, or the one button bring the card
      // back; nothing else does anything (the board is over).
      if (a.kind == ActionKind::Confirm || a.kind == ActionKind::Back ||
          a.kind == ActionKind::Pause) {
        g.looking_at_board_ = false;
        g.events_.push(EventKind::MenuConfirmed, -1, 0, g.focus_);
      }
      return;
    }
    if (g.confirming())
      g.confirm_action(a);
    else
      g.menu_action(a, g.menu_count());
  }
  static void card_targets(const Game& g, TargetList& out) {
    if (g.looking_at_board_) {  // its one button stands for the card's "See the board" item
      out.push(
          TargetKind::MenuItem, result_item_count(g.result_) - 1,
          layout_look(g.viewport_width(), g.viewport_height(), g.settings().left_handed).button);
      return;
    }
    push_items(out, g.confirming() ? TargetKind::ConfirmItem : TargetKind::MenuItem,
               g.confirming() ? g.confirm_layout() : g.menu_layout());
  }
  static int paused_menu(const Game& g) { return g.pause_item_count(); }
  static std::span<const PadPrompt> result_prompts(const Game& g);
  static int result_menu(const Game& g) { return result_item_count(g.result_); }

  // ---- Settings and the pages opened from it --------------------------------------------------
  static void settings(Game& g, Action a) { g.settings_action(a); }
  static void settings_targets(const Game& g, TargetList& out) {
    const SettingsLayout L = g.settings_layout();
    out.push(TargetKind::Back, 0, L.back_button);
    for (int i = 0; i < kSettingRowCount; ++i) {  // a scrolled list: the rows it shows
      const Rect& full = L.rows[static_cast<std::size_t>(i)];
      const Rect r = intersect(full, L.viewport);
      if (r.w > 0 && r.h + 0.5f >= std::min(full.h, kMinTouchTarget))  // (float rounding)
        out.push(TargetKind::SettingsRow, i, r);
    }
    const auto links = settings_link_rects(L).rects;  // About, How to play, Controls: "item15", ...
    for (int i = 0; i < kSettingsLinkCount; ++i)
      out.push(TargetKind::SettingsRow, kSettingRowCount + i, links[static_cast<std::size_t>(i)]);
  }
  static int settings_menu(const Game&) { return kSettingRowCount; }
  // A page to read (Statistics, About): Back leaves it for where it was opened from.
  static void page(Game& g, Action a) {
    if (leaves_page(a)) g.go_back(Screen::Title);
  }
  // Statistics also opens its page by technique: its header button, Right, the D-pad's right.
  static void statistics(Game& g, Action a) {
    if (a.kind == ActionKind::Right)
      g.open_technique_stats();
    else
      page(g, a);
  }
  static void statistics_targets(const Game& g, TargetList& out) {
    const StatisticsLayout L = layout_statistics(g.viewport_width(), g.viewport_height());
    out.push(TargetKind::Back, 0, L.back_button);
    out.push(TargetKind::MenuItem, 0, L.techniques_button);
  }
  static void technique_stats(Game& g, Action a) {
    if (g.learn_.stats.action(a, g.technique_stats_layout(),
                              static_cast<int>(g.technique_stats_rows().size())))
      g.go_back(Screen::Statistics);
  }
  static void technique_stats_targets(const Game& g, TargetList& out) {
    g.technique_stats().targets(out, g.technique_stats_layout());
  }
  // The hint's Why page: Back returns to the board (or the pause card it was opened from).
  static void hint_why(Game& g, Action a) {
    const std::vector<HintWhyStep>* why = g.hint_why_steps();
    if (why == nullptr) {
      g.go_back(Screen::Play);
      return;
    }
    g.hint_why_exit(g.hint_why_.action(a, *why, g.events_));
  }
  static void hint_why_targets(const Game& g, TargetList& out) {
    const std::vector<HintWhyStep>* why = g.hint_why_steps();
    const bool learnable = why != nullptr && hint_why_page(*why, g.hint_why_.page()).learnable;
    g.hint_why_.targets(out, g.hint_why_layout(), learnable);
  }
  static void coach(Game& g, Action a) { g.coach_screen_action(a); }
  static void coach_targets(const Game& g, TargetList& out) {
    const CoachLayout L = g.coach_layout();
    for (int i = 0; i < kCoachItemCount; ++i) {
      // The first card's Back is disabled: drawn, but nothing to press or hover.
      if (i == static_cast<int>(CoachItem::Back) && g.coach_card() == 0) continue;
      out.push(TargetKind::MenuItem, i, L.items[static_cast<std::size_t>(i)]);
    }
  }
  static int coach_menu(const Game&) { return kCoachItemCount; }
  static void controls(Game& g, Action a) {
    if (leaves_page(a)) g.go_back(Screen::Settings);  // focused on the button that opened it
  }
  static void controls_targets(const Game& g, TargetList& out) {
    out.push(TargetKind::Back, 0, g.controls_layout(false).back_button);
  }

  // ---- Free play and the editor ---------------------------------------------------------------
  static void free_play(Game& g, Action a) { g.free_play_action(a); }
  static void free_play_targets(const Game& g, TargetList& out) {
    if (g.free_play_pending()) {  // the question covers the screen
      push_items(out, TargetKind::ConfirmItem, g.confirm_layout());
      return;
    }
    const FreePlayLayout L = g.free_play_layout();
    out.push(TargetKind::Back, 0, L.back_button);
    for (int i = 0; i < kFreePlayRowCount; ++i)
      out.push(TargetKind::MenuItem, i, L.rows[static_cast<std::size_t>(i)]);
    out.push(TargetKind::CodeKey, kCodeKeyOpen, code_open_button(L.header, L.unit));
  }
  static int free_play_menu(const Game&) { return kFreePlayRowCount; }
  // ---- Learn and its practice -------------------------------------------------------------------
  static void learn(Game& g, Action a) { g.learn_action(a); }
  static void learn_targets(const Game& g, TargetList& out) {
    g.learn_screen().targets(out, g.learn_layout());
  }
  static void practice(Game& g, Action a) {
    g.practice_exit(g.learn_.practice.action(a, g.events_));
  }
  static void practice_targets(const Game& g, TargetList& out) {
    if (g.practice().active()) g.practice().targets(out, g.practice_layout());
  }
  static void lesson(Game& g, Action a) { g.lesson_exit(g.learn_.lesson.action(a, g.events_)); }
  static void lesson_targets(const Game& g, TargetList& out) {
    g.lesson().targets(out, g.lesson_layout());
  }

  // ---- Puzzle collections ----------------------------------------------------------------------
  static void collections(Game& g, Action a) { g.collections_action(a); }
  static void collections_targets(const Game& g, TargetList& out) {
    if (g.confirming()) {  // a puzzle would end the free-play game: the question's buttons only
      push_items(out, TargetKind::ConfirmItem, g.confirm_layout());
      return;
    }
    g.collections_screen().targets(out, g.collections(), g.collections_layout());
  }
  static int collections_wake(const Game& g) {
    // The rating's progress line moves while puzzles are rated in the background.
    return g.rating_collections() ? kTicksPerSecond / 4 : -1;
  }

  static void editor(Game& g, Action a) { g.editor_action(a); }
  static void editor_targets(const Game& g, TargetList& out) {
    if (g.custom_pending()) {  // its question covers the screen: the two buttons only
      push_items(out, TargetKind::ConfirmItem, g.confirm_layout());
      return;
    }
    g.board_editor().targets(out);
  }

  // ---- Sum Tiles ------------------------------------------------------------------------------
  static void sum_menu(Game& g, Action a) {
    if (g.confirming()) {  // a typed board code would drop the open board: the question
      g.confirm_action(a);
      return;
    }
    g.sum_exit(g.sum_.menu_action(a, g.clock_, g.events_));
  }
  static void sum_menu_targets(const Game& g, TargetList& out) {
    if (g.confirming()) {  // the question covers the menu: its buttons only
      push_items(out, TargetKind::ConfirmItem, g.confirm_layout());
      return;
    }
    g.sum_tiles().menu_targets(out, g.viewport_width(), g.viewport_height());
    const SumMenuLayout L = layout_sum_menu(g.viewport_width(), g.viewport_height());
    out.push(TargetKind::CodeKey, kCodeKeyOpen, sum_code_open_button(L.header, L.unit));
  }
  static void sum_play(Game& g, Action a) {
    g.sum_exit(g.sum_.play_action(a, g.clock_, g.settings_.reduced_motion, g.events_));
  }
  static void sum_play_targets(const Game& g, TargetList& out) {
    g.sum_tiles().play_targets(out, g.viewport_width(), g.viewport_height(), g.now(),
                               g.settings().reduced_motion);
  }
  static int sum_play_wake(const Game& g) {
    return g.sum_.wake_in_ticks(g.clock_, g.settings_.reduced_motion);
  }
};

namespace {

using T = ScreenTable;
using M = ScreenMood;
using B = PadButton;

// The pad prompts of each screen's pill: what the pad button does there, short. Marked for
// the catalog; the view translates them as it draws them (tr).
// TRANSLATORS: gamepad prompts beside a pad button's glyph: what it does here (keep them short)
constexpr PadPrompt kMenuPrompts[] = {{B::DpadUp, N_("Move")}, {B::South, N_("Select")}};
constexpr PadPrompt kStagePrompts[] = {
    {B::DpadUp, N_("Move")}, {B::South, N_("Play")}, {B::East, N_("Back")}};
constexpr PadPrompt kCoachPrompts[] = {
    {B::DpadUp, N_("Move")}, {B::South, N_("Select")}, {B::East, N_("Skip")}};
constexpr PadPrompt kPagePrompts[] = {{B::East, N_("Back")}};
// TRANSLATORS: a gamepad prompt on the statistics screen: its page of figures per technique
constexpr PadPrompt kStatisticsPrompts[] = {{B::DpadRight, N_("By technique")},
                                            {B::East, N_("Back")}};
constexpr PadPrompt kScrollPrompts[] = {{B::DpadUp, N_("Scroll")}, {B::East, N_("Back")}};
constexpr PadPrompt kRowPrompts[] = {
    {B::DpadUp, N_("Move, change")}, {B::South, N_("Select")}, {B::East, N_("Back")}};
constexpr PadPrompt kPausePrompts[] = {{B::South, N_("Select")}, {B::East, N_("Resume")}};
constexpr PadPrompt kResultPrompts[] = {{B::South, N_("Select")}, {B::East, N_("Stage list")}};
constexpr PadPrompt kFreeResultPrompts[] = {{B::South, N_("Select")}, {B::East, N_("Free play")}};
// TRANSLATORS: a gamepad prompt while the result card has stepped aside to show the board
constexpr PadPrompt kLookPrompts[] = {{B::South, N_("Back to the results")}};
constexpr PadPrompt kSumPlayPrompts[] = {{B::South, N_("Select tile")},
                                         {B::North, N_("Hint")},
                                         {B::West, N_("Clear")},
                                         {B::East, N_("Back")}};
constexpr PadPrompt kCollectionsPrompts[] = {{B::DpadUp, N_("Move")},
                                             {B::South, N_("Select")},
                                             {B::West, N_("Remove")},
                                             {B::East, N_("Back")}};
constexpr PadPrompt kListPrompts[] = {
    {B::DpadUp, N_("Move")}, {B::South, N_("Select")}, {B::East, N_("Back")}};
// A key under the board changes the selected cell, as in the editor.
constexpr PadPrompt kPracticePrompts[] = {
    {B::DpadUp, N_("Move")}, {B::South, N_("Press")}, {B::East, N_("Back")}};
// The hint's Why page: the D-pad's left and right turn its pages.
constexpr PadPrompt kHintWhyPrompts[] = {
    // TRANSLATORS: a gamepad prompt on the hint's Why page: the D-pad turns its pages
    {B::DpadLeft, N_("Pages")},
    {B::South, N_("Press")},
    {B::East, N_("Back")}};
// The d-pad's left and right turn the example's steps; up and down move between the buttons.
constexpr PadPrompt kLessonPrompts[] = {
    {B::DpadLeft, N_("Steps")}, {B::South, N_("Press")}, {B::East, N_("Back")}};
constexpr PadPrompt kEditorPrompts[] = {  // a key under the board places its digit in the cell
    {B::DpadUp, N_("Move")},
    {B::South, N_("Press")},
    {B::West, N_("Erase")},
    {B::East, N_("Back")}};

// With no collection yet the list has nothing to move to, play or remove: A opens a file (the
// screen's one button, where the platform has a file dialog), B goes back.
constexpr PadPrompt kNoCollectionPrompts[] = {{B::South, N_("Open a file")}, {B::East, N_("Back")}};
std::span<const PadPrompt> collections_prompts(const Game& g) {
  if (g.collections_screen().current(g.collections()) != nullptr) return kCollectionsPrompts;
  return g.collections_layout().open_button.w > 0 ? std::span<const PadPrompt>(kNoCollectionPrompts)
                                                  : std::span<const PadPrompt>(kPagePrompts);
}

// Statistics by technique scroll only when their rows do not all fit.
std::span<const PadPrompt> technique_stats_prompts(const Game& g) {
  const int rows = static_cast<int>(g.technique_stats_rows().size());
  return rows > g.technique_stats_layout().visible ? std::span<const PadPrompt>(kScrollPrompts)
                                                   : std::span<const PadPrompt>(kPagePrompts);
}

// A question over the screen takes the pad: the D-pad (any way) moves between its two
// answers, A takes the focused one, B cancels (the safe answer). The code dialog: the D-pad
// moves over its keys, A presses one, B cancels.
constexpr PadPrompt kQuestionPrompts[] = {
    {B::DpadUp, N_("Move")}, {B::South, N_("Select")}, {B::East, N_("Cancel")}};
constexpr PadPrompt kCodePrompts[] = {
    {B::DpadUp, N_("Move")}, {B::South, N_("Press")}, {B::East, N_("Cancel")}};

}  // namespace

// B leaves a result card for the list it came from: the stages, or free play.
std::span<const PadPrompt> ScreenTable::result_prompts(const Game& g) {
  if (g.looking_at_board_) return kLookPrompts;
  if (g.result_.code.empty()) return kResultPrompts;
  return kFreeResultPrompts;
}

namespace {

template <const auto& Prompts>
std::span<const PadPrompt> fixed(const Game&) {
  return Prompts;
}
std::span<const PadPrompt> no_prompts(const Game&) { return {}; }

// In Screen's order (checked by screen_controller and a test).
constexpr std::array<ScreenController, kScreenCount> kControllers = {{
    {Screen::Title, "title", M::Menu, T::menu, T::menu_targets, T::title_wake, T::title_menu,
     fixed<kMenuPrompts>},
    {Screen::StageSelect, "stages", M::Menu, T::stages, T::stages_targets, no_wake, no_menu,
     fixed<kStagePrompts>},
    {Screen::Play, "play", M::Play, T::play, T::play_targets, T::play_wake, no_menu, no_prompts},
    {Screen::Paused, "paused", M::Keep, T::card, T::card_targets, no_wake, T::paused_menu,
     fixed<kPausePrompts>},
    {Screen::Result, "result", M::Keep, T::card, T::card_targets, no_wake, T::result_menu,
     T::result_prompts},
    {Screen::Settings, "settings", M::Keep, T::settings, T::settings_targets, no_wake,
     T::settings_menu, fixed<kRowPrompts>},
    {Screen::SumMenu, "sum-tiles", M::Menu, T::sum_menu, T::sum_menu_targets, no_wake, no_menu,
     fixed<kRowPrompts>},
    {Screen::SumPlay, "sum-play", M::Play, T::sum_play, T::sum_play_targets, T::sum_play_wake,
     no_menu, fixed<kSumPlayPrompts>},
    {Screen::FreePlay, "freeplay", M::Menu, T::free_play, T::free_play_targets, no_wake,
     T::free_play_menu, fixed<kRowPrompts>},
    {Screen::Statistics, "statistics", M::Keep, T::statistics, T::statistics_targets, no_wake,
     no_menu, fixed<kStatisticsPrompts>},
    {Screen::Coach, "coach", M::Keep, T::coach, T::coach_targets, no_wake, T::coach_menu,
     fixed<kCoachPrompts>},
    {Screen::Controls, "controls", M::Keep, T::controls, T::controls_targets, no_wake, no_menu,
     fixed<kPagePrompts>},
    {Screen::Editor, "editor", M::Menu, T::editor, T::editor_targets, no_wake, no_menu,
     fixed<kEditorPrompts>},
    {Screen::About, "about", M::Keep, T::page, about_targets, no_wake, no_menu,
     fixed<kPagePrompts>},
    {Screen::Collections, "collections", M::Menu, T::collections, T::collections_targets,
     T::collections_wake, no_menu, collections_prompts},
    {Screen::Learn, "learn", M::Menu, T::learn, T::learn_targets, no_wake, no_menu,
     fixed<kListPrompts>},
    {Screen::Practice, "practice", M::Menu, T::practice, T::practice_targets, no_wake, no_menu,
     fixed<kPracticePrompts>},
    {Screen::Lesson, "lesson", M::Menu, T::lesson, T::lesson_targets, no_wake, no_menu,
     fixed<kLessonPrompts>},
    {Screen::TechniqueStats, "technique-stats", M::Keep, T::technique_stats,
     T::technique_stats_targets, no_wake, no_menu, technique_stats_prompts},
    {Screen::HintWhy, "why", M::Keep, T::hint_why, T::hint_why_targets, no_wake, no_menu,
     fixed<kHintWhyPrompts>},
}};

constexpr bool in_screen_order() {
  for (std::size_t i = 0; i < kControllers.size(); ++i) {
    if (static_cast<std::size_t>(kControllers[i].screen) != i) return false;
  }
  return true;
}
static_assert(in_screen_order(), "kControllers lists the screens in Screen's order");

}  // namespace

const ScreenController& screen_controller(Screen s) {
  return kControllers[static_cast<std::size_t>(s)];
}

std::span<const ScreenController> screen_controllers() { return kControllers; }

std::optional<Screen> screen_named(std::string_view name) {
  for (const ScreenController& c : kControllers) {
    if (c.name == name) return c.screen;
  }
  return std::nullopt;
}

std::span<const PadPrompt> pad_prompts(const Game& g) {
  if (g.code_entry()) return kCodePrompts;
  if (g.confirming()) return kQuestionPrompts;
  return screen_controller(g.screen()).prompts(g);
}

}  // namespace nonet::game
