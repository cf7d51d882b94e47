// SPDX-License-Identifier: MIT
// Procedural background music: a chord progression with a soft pad, a bass line, a
// generated pentatonic melody and (in places) a quiet arpeggio, rendered as one stereo
// loop that repeats seamlessly. Two moods: Title (slow, glassy, F major) and Play
// (a little livelier, marimba, C major). Everything comes from a fixed seed per mood, so
// the piece is the same on every run and every machine.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

#include "audio/pcm.hpp"

namespace nonet::audio {

enum class Mood : std::uint8_t { Title, Play };

std::string_view mood_name(Mood mood);  // "title", "play"

struct MusicForm {
  double bpm = 80.0;
  int beats_per_bar = 4;
  int bars = 24;
  double loop_seconds() const { return bars * beats_per_bar * 60.0 / bpm; }
};

/// Tempo and length of a mood's loop.
MusicForm music_form(Mood mood);

/// The gain that normalises a mood's loop to its 0.5 peak, as measured at 48 kHz (at 44.1 and
/// 22.05 kHz the measured gain differs by under 0.6%: a peak of 0.497-0.503). The player starts
/// its streams with it, so no loop-long peak pass runs at start-up; a test measures it again
/// and fails when the music changes and this value must follow.
float music_gain(Mood mood);

/// Renders exactly one loop, stereo, at `sample_rate`: playing it end to end, over and over,
/// is seamless (notes ringing over the loop point and the echo tail are folded back onto
/// the start). Peak 0.5 of full scale, so music sits under the effects.
Sound render_music(Mood mood, int sample_rate);

/// The same music as an endless performance, rendered a block at a time, so no loop-sized
/// buffer is ever needed (what the player streams). Notes start as the loop repeats and are
/// rendered when they start; the lead's echo is a running filter. It starts `warmup_frames()`
/// before a loop start, as if it had already been playing: the first block of warm-up is
/// dropped by whoever plays it (LoopingMusic does), and from the loop start on every sample
/// equals render_music's loop (before normalisation), loop after loop.
class MusicStream {
 public:
  MusicStream(Mood mood, int sample_rate);
  ~MusicStream();
  MusicStream(MusicStream&&) noexcept;
  MusicStream& operator=(MusicStream&&) noexcept;

  std::size_t loop_frames() const;
  std::size_t warmup_frames() const;
  /// Frames from the start of the current loop to the next frame render() gives; negative
  /// during the warm-up.
  std::int64_t position() const;
  /// The next `frames` frames, interleaved stereo, not normalised.
  void render(float* out, std::size_t frames);

 private:
  struct State;
  std::unique_ptr<State> s_;
};

/// A MusicStream normalised and quantised exactly as render_music + to_int16 would do it.
/// prepare() runs the warm-up and, unless the gain is already known, one whole loop to find
/// the peak (render_music normalises the loop to a 0.5 peak), a block at a time so a worker
/// thread can stop between blocks. Then pcm() gives 16-bit stereo from a loop start on.
class LoopingMusic {
 public:
  LoopingMusic(Mood mood, int sample_rate, std::optional<float> gain = std::nullopt);
  /// Renders up to `frames` frames of preparation; true when ready for pcm().
  bool prepare(std::size_t frames);
  bool ready() const { return gain_.has_value(); }
  /// The normalising gain (known once ready).
  float gain() const { return gain_.value_or(0.0f); }
  /// The next `frames` stereo frames (2 * frames samples). Only when ready().
  void pcm(std::int16_t* out, std::size_t frames);

 private:
  MusicStream stream_;
  std::optional<float> given_;
  std::optional<float> gain_;
  std::size_t prepared_ = 0;
  float peak_ = 0.0f;
  std::vector<float> block_;
};

}  // namespace nonet::audio
