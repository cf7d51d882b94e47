// SPDX-License-Identifier: MIT
// Procedural background music: a chord progression with a soft pad, a bass line, a
// generated pentatonic melody and (in places) a quiet arpeggio, rendered as one stereo
// loop that repeats seamlessly. Two moods: Title (slow, glassy, F major) and Play
// (a little livelier, marimba, C major). Everything comes from a fixed seed per mood, so
// the piece is the same on every run and every machine.
#pragma once

#include <cstdint>
#include <string_view>

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

/// Renders exactly one loop, stereo, at `sample_rate`: playing it end to end, over and over,
/// is seamless (notes ringing over the loop point and the echo tail are folded back onto
/// the start). Peak 0.5 of full scale, so music sits under the effects.
Sound render_music(Mood mood, int sample_rate);

}  // namespace nonet::audio
