// SPDX-License-Identifier: MIT
// The game's event -> sound table and the screen -> music choice (docs/AUDIO.md, "In the game").
#include "audio/game_cues.hpp"

#include <algorithm>

#include "game/screens.hpp"

namespace nonet::audio {

using game::EventKind;

std::optional<Cue> cue_for_event(const game::GameEvent& e) {
  switch (e.kind) {
    case EventKind::CursorMoved:
    case EventKind::MenuMoved: return Cue{Effect::CursorTick};
    case EventKind::DigitPlaced: return Cue{Effect::PlaceDigit, e.digit};
    case EventKind::NoteToggled: return Cue{e.value != 0 ? Effect::NoteOn : Effect::NoteOff};
    case EventKind::NotesFilled: return Cue{Effect::NoteOn};
    // Paint is a pencil's sound too: on when a colour goes on, off when marks come off.
    case EventKind::MarkColoured: return Cue{e.value != 0 ? Effect::NoteOn : Effect::NoteOff};
    case EventKind::Erased: return Cue{Effect::Erase};
    case EventKind::Mistake: return Cue{Effect::Mistake};
    case EventKind::UnitCompleted:
    case EventKind::DigitCompleted: return Cue{Effect::UnitComplete};
    case EventKind::HintUsed: return Cue{Effect::Hint};
    // A hint's first tiers: one glass note, the applied hint's arpeggio's first.
    case EventKind::HintTierShown: return Cue{Effect::HintTier};
    // A filled cell typed over: the refusal, heard (Rejected stays silent).
    case EventKind::Blocked: return Cue{Effect::Refuse};
    // Undo takes something off the board (the erase pluck); redo puts it back lightly.
    case EventKind::Undo: return Cue{Effect::Erase};
    case EventKind::Redo: return Cue{Effect::NoteOn};
    case EventKind::StageWon: return Cue{Effect::StageClear};
    case EventKind::StageLost: return Cue{Effect::GameOver};
    case EventKind::MenuConfirmed: return Cue{Effect::MenuClick};
    case EventKind::StageUnlocked: return Cue{Effect::Unlock};
    case EventKind::WrongRemoved:
    case EventKind::Rejected:
    case EventKind::ScreenChanged: return std::nullopt;
  }
  return std::nullopt;
}

CueList cues_for_events(std::span<const game::GameEvent> events) {
  CueList out;
  bool cleared = false, lost = false;
  for (const game::GameEvent& e : events) {
    cleared = cleared || e.kind == EventKind::StageWon;
    lost = lost || e.kind == EventKind::StageLost;
  }
  for (const game::GameEvent& e : events) {
    const std::optional<Cue> cue = cue_for_event(e);
    if (!cue) continue;
    if (cleared && cue->effect == Effect::UnitComplete) continue;
    if (lost && cue->effect == Effect::Mistake) continue;
    const auto begin = out.items.begin(), end = begin + out.count;
    if (std::any_of(begin, end, [&](const Cue& c) { return c.effect == cue->effect; })) continue;
    out.items[static_cast<std::size_t>(out.count++)] = *cue;  // distinct effects: always fits
  }
  return out;
}

std::optional<Mood> mood_for_screen(game::Screen screen) {
  switch (game::screen_controller(screen).mood) {  // the screen table says (game/screens.hpp)
    case game::ScreenMood::Menu: return Mood::Title;
    case game::ScreenMood::Play: return Mood::Play;
    case game::ScreenMood::Keep: return std::nullopt;
  }
  return std::nullopt;
}

float music_level_for_screen(game::Screen screen) {
  return screen == game::Screen::Paused ? kPausedMusicLevel : 1.0f;
}

VolumeLevels volumes_for_settings(const game::Settings& s, float music_level) {
  auto unit = [](int percent) { return static_cast<float>(std::clamp(percent, 0, 100)) / 100.0f; };
  return VolumeLevels{unit(s.master_volume),
                      unit(s.music_volume) * std::clamp(music_level, 0.0f, 1.0f),
                      unit(s.sfx_volume), s.muted};
}

}  // namespace nonet::audio
