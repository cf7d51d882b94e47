// SPDX-License-Identifier: MIT
// What the game sounds like: game events -> effects, screens -> music moods, settings ->
// player volumes. Pure functions (no SDL), so the mapping is unit-tested without a device;
// the platform layer drains Game::events() once per frame and plays what these return.
#pragma once

#include <array>
#include <optional>
#include <span>

#include "audio/effects.hpp"
#include "audio/music.hpp"
#include "game/events.hpp"
#include "game/game.hpp"
#include "game/settings.hpp"

namespace nonet::audio {

struct Cue {
  Effect effect = Effect::CursorTick;
  int digit = 0;  // PlaceDigit's pitch (1-9), else 0
  friend bool operator==(const Cue&, const Cue&) = default;
};

/// The effect for one event, if it has one. Silent on purpose: Rejected (a refusal must not
/// nag), WrongRemoved, ScreenChanged (the menu click already sounded) and NotesFilled's
/// per-cell work (it sounds once, as a note).
std::optional<Cue> cue_for_event(const game::GameEvent& event);

/// The cues of one frame's events, in order, at most one per effect (the first one's digit):
/// a placement that completes a row, a column and a box rings one chime, not three. The
/// fanfares win over what they conclude: a stage clear silences that frame's unit chimes,
/// game over silences the mistake that caused it.
struct CueList {
  std::array<Cue, kAllEffects.size()> items{};
  int count = 0;
  std::span<const Cue> cues() const& { return {items.data(), static_cast<std::size_t>(count)}; }
  // A span into a temporary list would dangle (a range-for over cues_for_events(...).cues()).
  std::span<const Cue> cues() const&& = delete;
};
CueList cues_for_events(std::span<const game::GameEvent> events);

/// The music for a screen: the title mood on the title and the stage grid, the play mood in
/// a stage; nullopt keeps whatever plays (pause, settings and the result screen belong to
/// the screen they came from).
std::optional<Mood> mood_for_screen(game::Screen screen);

/// How loud the music is on a screen relative to its setting: pause lowers it to a murmur
/// (the stage is waiting, not gone), everything else plays it at its full setting.
float music_level_for_screen(game::Screen screen);
inline constexpr float kPausedMusicLevel = 0.3f;

/// Player volumes from the settings (percentages -> 0..1), the music scaled by `music_level`.
struct VolumeLevels {
  float master = 0, music = 0, effects = 0;
  bool muted = false;
  friend bool operator==(const VolumeLevels&, const VolumeLevels&) = default;
};
VolumeLevels volumes_for_settings(const game::Settings& settings, float music_level = 1.0f);

}  // namespace nonet::audio
