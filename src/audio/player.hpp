// SPDX-License-Identifier: MIT
// Plays the synthesized effects and music through SDL_mixer. The one audio object the game
// owns; everything here is called from the game's main thread.
//
// How the game uses it:
//
//   nonet::audio::Player audio;                 // no device yet, silent
//   audio.set_volumes(settings.audio);          // master / music / effects / muted
//   audio.play_music(nonet::audio::Mood::Title);  // remembered until the device opens
//   audio.open();   // desktop: once at start-up. Browsers (Emscripten) only allow sound
//                   // after a user gesture: there, call open() from the first key, mouse,
//                   // touch or gamepad event instead. Calling it again is harmless.
//   ...
//   for each SDL_Event e: audio.handle_event(e);   // device unplugged / plugged in
//   once per frame:       audio.update();           // starts music once it is prepared
//   on input:  audio.play(Effect::PlaceDigit, digit);  audio.play(Effect::CursorTick); ...
//   on M key:  audio.toggle_mute();
//   scene changes: audio.play_music(Mood::Play) / play_music(Mood::Title) / stop_music()
//
// Failure is never fatal: without an audio driver, without a device, or after the device
// is unplugged, every call still works and simply makes no sound. The reason is logged
// once through SDL_LogWarn and kept in status() for a settings screen or a debug overlay.
//
// Each effect is rendered on its first play (a few milliseconds at most). Music is streamed:
// a worker thread renders each mood (LoopingMusic, music.hpp) a block at a time into a ring
// of about a second, and the music channel's SDL_mixer effect copies from that ring, so no
// loop-sized buffer exists. The first time a mood plays at a rate, the worker renders one
// loop to find its normalising peak (a few hundred milliseconds, no memory kept); update()
// fades the mood in when that is done. Later starts of the mood begin at once.
#pragma once

#include <SDL.h>
#include <SDL_mixer.h>

#include <array>
#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "audio/effects.hpp"
#include "audio/music.hpp"

namespace nonet::audio {

/// Loudness settings, each in [0, 1] (values outside are clamped). Effective levels are
/// master * music and master * effects; muted silences both without stopping the music.
struct Volumes {
  float master = 0.8f;
  float music = 0.5f;
  float effects = 0.8f;
  bool muted = false;
};

class Player {
 public:
  Player();
  ~Player();
  Player(const Player&) = delete;
  Player& operator=(const Player&) = delete;

  /// Opens the default output device (initialising SDL's audio subsystem if needed) at
  /// 48 kHz, 16-bit stereo, or at whatever rate the device prefers -- the synth renders
  /// for the rate the device reports. Returns whether sound will play. On failure the
  /// player stays silent, logs the reason once, and status() keeps it.
  bool open();
  /// Stops all sound and releases the device. Also done by the destructor.
  void close();
  bool is_open() const { return open_; }
  /// One line for logs or a settings screen: "audio: 48000 Hz, 2 channels" or
  /// "audio unavailable (...): running silently".
  const std::string& status() const { return status_; }
  /// The rate the synth renders at (the device's), 0 while closed.
  int sample_rate() const { return open_ ? rate_ : 0; }

  /// Starts one effect. `digit` (1-9) pitches PlaceDigit; ignored by other effects.
  /// Does nothing while closed or when all effect channels are busy.
  void play(Effect effect, int digit = 0);

  /// Crossfades to `mood` (looping). Before open() the mood is remembered and starts when
  /// the device opens; the same mood again is a no-op. A mood not yet rendered starts
  /// rendering now and fades in from a later update().
  void play_music(Mood mood);
  void stop_music();
  /// The mood asked for last, if any (playing or waiting for a device).
  std::optional<Mood> music() const { return wanted_mood_; }

  /// Call once per frame. Cheap; starts music whose rendering has finished.
  void update();

  void set_volumes(const Volumes& v);
  const Volumes& volumes() const { return volumes_; }
  void set_master_volume(float v);
  void set_effects_volume(float v);
  void set_muted(bool muted);
  /// For the M key. Returns the new muted state.
  bool toggle_mute();

  /// Forward every SDL event here (others are ignored). When an output device goes away
  /// the player closes the mixer and tries the default device again; if there is none it
  /// runs silently, and opens again (resuming the music) when a device is plugged in.
  void handle_event(const SDL_Event& event);

 private:
  // A rendered sound and the Mix_Chunk that points into it (SDL_mixer does not copy).
  struct Clip {
    std::vector<std::int16_t> pcm;
    Mix_Chunk* chunk = nullptr;
    ~Clip();
  };
  static constexpr int kMusicChannels = 2;  // 0 and 1: crossfading between moods
  static constexpr int kChannels = 16;
  static constexpr std::size_t kSlots = kAllEffects.size() + 9;  // + PlaceDigit 1..9

  std::unique_ptr<Clip> make_clip(const Sound& sound) const;
  std::unique_ptr<Clip> make_clip(std::vector<std::int16_t> pcm) const;
  void fail(const std::string& why);
  void apply_volumes();
  void start_music(Mood mood);
  void start_channel(Mood mood);
  void release_clips();
  void start_worker();
  void stop_worker();
  void work();  // the music worker thread

  bool subsystem_ = false;  // we called SDL_InitSubSystem(SDL_INIT_AUDIO)
  bool open_ = false;
  bool lost_device_ = false;  // audio worked, then the device went away
  bool failure_logged_ = false;
  int rate_ = 0;
  std::string status_ = "audio not opened yet";
  Volumes volumes_;
  std::optional<Mood> wanted_mood_;
  std::optional<Mood> playing_mood_;
  std::optional<Mood> preparing_mood_;  // its stream is finding its peak; update() starts it
  int music_channel_ = 0;
  bool music_started_ = false;  // a mood has played since open(): the next takes the other channel
  std::array<std::unique_ptr<Clip>, kSlots> effects_;

  // Streamed music, one track per mood (music.cpp renders, the worker fills `ring`, the music
  // channel's effect empties it). Defined in player.cpp.
  struct Track;
  std::array<std::unique_ptr<Track>, 2> tracks_;  // indexed by Mood
  std::array<std::optional<float>, 2> gains_;     // normalising gain per Mood at rate_
  std::unique_ptr<Clip> silence_;                 // the looping chunk the music channels play
  std::thread worker_;
  std::mutex mutex_;  // guards the tracks' LoopingMusic and gains_; stop_ is set under it too
  std::condition_variable wake_;
  // Read by the worker at each turn. close() sets it early without the lock (the worker may be
  // in the middle of a block) and again under it before joining, so no wake-up is lost.
  std::atomic<bool> stop_{false};
};

}  // namespace nonet::audio
