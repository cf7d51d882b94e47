// SPDX-License-Identifier: MIT
// What the game sounds like: the event -> effect table, one frame's de-duplication, screens ->
// music, settings -> volumes; and, driving a real Game, that the events the table relies on
// are emitted (note on vs off, the unlock on the result screen, the mute action).
#include <doctest/doctest.h>

#include <algorithm>
#include <vector>

#include "../../game/test_stage.hpp"
#include "audio/game_cues.hpp"

using namespace nonet;
using audio::Cue;
using audio::Effect;
using game::EventKind;
using game::GameEvent;

namespace {
GameEvent ev(EventKind k, int cell = -1, int digit = 0, int value = 0) {
  return GameEvent{k, static_cast<std::int8_t>(cell), static_cast<std::int8_t>(digit),
                   static_cast<std::int16_t>(value)};
}
std::vector<Cue> cues(std::initializer_list<GameEvent> events) {
  const std::vector<GameEvent> v(events);
  const audio::CueList list = audio::cues_for_events(v);
  return {list.cues().begin(), list.cues().end()};
}
std::vector<GameEvent> drain(game::Game& g) {
  std::vector<GameEvent> out;
  while (!g.events().empty()) out.push_back(g.events().pop());
  return out;
}
}  // namespace

TEST_CASE("each sounding event has its effect from the issue's list") {
  CHECK(audio::cue_for_event(ev(EventKind::CursorMoved, 40)) == Cue{Effect::CursorTick});
  CHECK(audio::cue_for_event(ev(EventKind::MenuMoved)) == Cue{Effect::CursorTick});
  for (int d = 1; d <= 9; ++d)
    CHECK(audio::cue_for_event(ev(EventKind::DigitPlaced, 3, d)) == Cue{Effect::PlaceDigit, d});
  CHECK(audio::cue_for_event(ev(EventKind::NoteToggled, 3, 4, 1)) == Cue{Effect::NoteOn});
  CHECK(audio::cue_for_event(ev(EventKind::NoteToggled, 3, 4, 0)) == Cue{Effect::NoteOff});
  CHECK(audio::cue_for_event(ev(EventKind::Erased, 3)) == Cue{Effect::Erase});
  CHECK(audio::cue_for_event(ev(EventKind::Mistake, 3, 5, 1)) == Cue{Effect::Mistake});
  CHECK(audio::cue_for_event(ev(EventKind::HintUsed, 3, 5)) == Cue{Effect::Hint});
  CHECK(audio::cue_for_event(ev(EventKind::HintTierShown, -1, 0, 1)) == Cue{Effect::HintTier});
  // A filled cell typed over is heard (and shakes), unlike the silent Rejected.
  CHECK(audio::cue_for_event(ev(EventKind::Blocked, 3, 5)) == Cue{Effect::Refuse});
  CHECK(audio::cue_for_event(ev(EventKind::UnitCompleted, 3, 5, 0)) == Cue{Effect::UnitComplete});
  CHECK(audio::cue_for_event(ev(EventKind::StageWon)) == Cue{Effect::StageClear});
  CHECK(audio::cue_for_event(ev(EventKind::StageLost)) == Cue{Effect::GameOver});
  CHECK(audio::cue_for_event(ev(EventKind::MenuConfirmed)) == Cue{Effect::MenuClick});
  CHECK(audio::cue_for_event(ev(EventKind::StageUnlocked, -1, 0, 2)) == Cue{Effect::Unlock});
  // Refusals and bookkeeping stay silent.
  CHECK_FALSE(audio::cue_for_event(ev(EventKind::Rejected)));
  CHECK_FALSE(audio::cue_for_event(ev(EventKind::WrongRemoved, 3)));
  CHECK_FALSE(audio::cue_for_event(ev(EventKind::ScreenChanged, -1, 0, 2)));
}

TEST_CASE("a frame plays each effect once and lets the fanfares conclude") {
  // The last digit of a row, column and box at once: one chime, after the digit.
  CHECK(cues({ev(EventKind::DigitPlaced, 0, 7), ev(EventKind::UnitCompleted, 0, 7, 0),
              ev(EventKind::UnitCompleted, 0, 7, 9), ev(EventKind::UnitCompleted, 0, 7, 18)}) ==
        std::vector<Cue>{{Effect::PlaceDigit, 7}, {Effect::UnitComplete}});
  // The last digit of the stage: the fanfare replaces the chimes.
  CHECK(cues({ev(EventKind::DigitPlaced, 0, 2), ev(EventKind::UnitCompleted, 0, 2, 0),
              ev(EventKind::DigitCompleted, 0, 2), ev(EventKind::StageWon, 0)}) ==
        std::vector<Cue>{{Effect::PlaceDigit, 2}, {Effect::StageClear}});
  // The third mistake: game over, not the mistake under it.
  CHECK(cues({ev(EventKind::Mistake, 0, 5, 3), ev(EventKind::StageLost)}) ==
        std::vector<Cue>{{Effect::GameOver}});
  // Several cursor steps in one frame: one tick; the first digit of a kind keeps its pitch.
  CHECK(cues({ev(EventKind::CursorMoved, 1), ev(EventKind::CursorMoved, 2),
              ev(EventKind::DigitPlaced, 2, 4), ev(EventKind::DigitPlaced, 3, 9)}) ==
        std::vector<Cue>{{Effect::CursorTick}, {Effect::PlaceDigit, 4}});
  CHECK(cues({}).empty());
  CHECK(cues({ev(EventKind::Rejected), ev(EventKind::ScreenChanged)}).empty());
  // A full queue of every kind still fits (at most one cue per effect).
  std::vector<GameEvent> flood;
  for (int i = 0; i < game::EventQueue::kCapacity; ++i)
    flood.push_back(ev(static_cast<EventKind>(i % (static_cast<int>(EventKind::StageUnlocked) + 1)),
                       i % 81, 1 + i % 9, i % 2));
  CHECK(audio::cues_for_events(flood).count <= static_cast<int>(audio::kAllEffects.size()));
}

TEST_CASE("menus play the title mood, a stage the play mood; pause lowers the music") {
  using game::Screen;
  CHECK(audio::mood_for_screen(Screen::Title) == audio::Mood::Title);
  CHECK(audio::mood_for_screen(Screen::StageSelect) == audio::Mood::Title);
  CHECK(audio::mood_for_screen(Screen::Play) == audio::Mood::Play);
  for (Screen s : {Screen::Paused, Screen::Result, Screen::Settings})
    CHECK_FALSE(audio::mood_for_screen(s));  // keep what the screen before it played
  CHECK(audio::music_level_for_screen(Screen::Paused) == doctest::Approx(audio::kPausedMusicLevel));
  CHECK(audio::kPausedMusicLevel > 0.0f);
  CHECK(audio::kPausedMusicLevel < 0.5f);
  CHECK(audio::music_level_for_screen(Screen::Play) == 1.0f);
}

TEST_CASE("settings percentages become player volumes") {
  game::Settings s;
  s.master_volume = 70;
  s.music_volume = 40;
  s.sfx_volume = 100;
  audio::VolumeLevels v = audio::volumes_for_settings(s);
  CHECK(v.master == doctest::Approx(0.7f));
  CHECK(v.music == doctest::Approx(0.4f));
  CHECK(v.effects == doctest::Approx(1.0f));
  CHECK_FALSE(v.muted);
  v = audio::volumes_for_settings(s, 0.5f);
  CHECK(v.music == doctest::Approx(0.2f));
  CHECK(v.master == doctest::Approx(0.7f));  // only the music is lowered
  s.muted = true;
  s.sfx_volume = 250;  // out of range (a hand-edited file): clamped
  v = audio::volumes_for_settings(s);
  CHECK(v.muted);
  CHECK(v.effects == doctest::Approx(1.0f));
}

TEST_CASE("the game reports what the sounds need: note on/off, mute, the unlock") {
  game::Game g([](int n) { return game::testing::pattern_stage({0, 1, 2}, n); });
  REQUIRE(g.start_stage(1));
  drain(g);
  // The selection starts in the centre; go to r1c1 (empty) and note a 4 twice.
  for (int i = 0; i < 4; ++i) g.apply({game::ActionKind::Up});
  for (int i = 0; i < 4; ++i) g.apply({game::ActionKind::Left});
  drain(g);
  g.apply({game::ActionKind::ToggleNotes});
  g.apply(game::digit_action(4));
  g.apply(game::digit_action(4));
  g.update();
  std::vector<Cue> heard;
  for (const GameEvent& e : drain(g))
    if (auto c = audio::cue_for_event(e)) heard.push_back(*c);
  CHECK(heard == std::vector<Cue>{{Effect::NoteOn}, {Effect::NoteOff}});

  CHECK_FALSE(g.settings().muted);
  g.apply({game::ActionKind::ToggleMute});
  CHECK(g.settings().muted);
  CHECK(audio::volumes_for_settings(g.settings()).muted);
  g.apply({game::ActionKind::ToggleMute});
  CHECK_FALSE(g.settings().muted);

  // Solve the three cells: stage clear now, the unlock when the result screen opens.
  g.apply({game::ActionKind::ToggleNotes});
  std::vector<Effect> effects;
  for (int c = 0; c < 3; ++c) {
    g.apply(game::digit_action(game::testing::pattern_digit(0, c)));
    g.apply({game::ActionKind::Right});
  }
  int won_at = -1, unlocked_at = -1, result_at = -1;
  for (int t = 0; t < 20 * game::kTicksPerSecond && result_at < 0; ++t) {
    g.update();
    for (const GameEvent& e : drain(g)) {
      if (e.kind == EventKind::StageWon) won_at = t;
      if (e.kind == EventKind::StageUnlocked) {
        unlocked_at = t;
        CHECK(e.value == 2);
      }
      if (e.kind == EventKind::ScreenChanged && e.value == static_cast<int>(game::Screen::Result))
        result_at = t;
      if (auto c = audio::cue_for_event(e)) effects.push_back(c->effect);
    }
  }
  REQUIRE(g.screen() == game::Screen::Result);
  CHECK(won_at == 0);               // the win is reported on the tick after the last digit
  CHECK(unlocked_at == result_at);  // the unlock comes with the result screen, after the fanfare
  CHECK(unlocked_at > won_at + game::kTicksPerSecond);
  CHECK(std::count(effects.begin(), effects.end(), Effect::StageClear) == 1);
  CHECK(std::count(effects.begin(), effects.end(), Effect::Unlock) == 1);
}
