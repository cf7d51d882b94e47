// SPDX-License-Identifier: MIT
// The music: a fixed chord progression per mood, and a melody generated from a seeded Rng
// by a few rules (move by small steps on the pentatonic scale, land on chord tones on the
// strong beats, hold a long note at the end of each phrase, repeat the opening phrase
// with a new ending). Layers:
//   bed  = pad chords + bass + arpeggio    (rendered as one looping score)
//   lead = melody, with a ping-pong echo   (looping score, echo applied circularly)
#include "audio/music.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>
#include <vector>

#include "audio/score.hpp"
#include "core/rng.hpp"

namespace nonet::audio {

namespace {

struct Chord {
  int bass;                  // MIDI note of the bass root
  std::array<int, 3> tones;  // pad voicing, around C4
};

struct MoodPlan {
  MusicForm form;
  std::vector<Chord> bars;                // one chord per bar
  std::vector<int> scale;                 // melody notes, ascending
  std::vector<std::vector<int>> rhythms;  // onsets in eighths (0..7) for an ordinary bar
  Timbre lead;
  double lead_brightness;
  float lead_level;
  Timbre arp;
  bool bass_fifths;  // root then fifth in each bar (Play), or one long root (Title)
  std::uint64_t seed;
};

// Chords used below (bass root, then three pad tones).
constexpr Chord kC{48, {60, 64, 67}}, kAm{45, {57, 60, 64}}, kF{41, {57, 60, 65}},
    kG{43, {59, 62, 67}}, kEm{40, {59, 64, 67}}, kDm{38, {57, 62, 65}};
constexpr Chord kFmaj7{41, {57, 60, 64}}, kDm7{38, {57, 60, 65}}, kBbmaj7{46, {57, 62, 65}},
    kC3{48, {55, 60, 64}}, kCsus4{48, {55, 60, 65}}, kAm7{45, {55, 60, 64}}, kGm7{43, {58, 62, 65}};

MoodPlan plan_for(Mood mood) {
  if (mood == Mood::Title) {
    return {{72.0, 4, 20},
            {kFmaj7, kDm7,    kBbmaj7, kC3,    kFmaj7, kAm7, kBbmaj7, kCsus4,  // A
             kDm7,   kAm7,    kBbmaj7, kFmaj7, kGm7,   kAm7, kBbmaj7, kC3,     // B
             kFmaj7, kBbmaj7, kFmaj7,  kCsus4},                                // coda
            {65, 67, 69, 72, 74, 77, 79, 81},  // F pentatonic, F4..A5
            {{0, 4}, {0, 2, 4}, {0, 6}, {0, 4, 6}, {0, 3, 4}},
            Timbre::Glass,
            0.8,
            0.65f,
            Timbre::Kalimba,
            false,
            0x7469746C65ull};
  }
  return {{80.0, 4, 24},
          {kC, kAm, kF,  kG,  kC,  kEm, kF, kG,   // A
           kC, kAm, kF,  kG,  kC,  kEm, kF, kC,   // A'
           kF, kG,  kEm, kAm, kDm, kG,  kC, kG},  // B, turning back to C
          {67, 69, 72, 74, 76, 79, 81, 84},       // C pentatonic, G4..C6
          {{0, 2, 4, 6}, {0, 3, 4, 6}, {0, 2, 3, 4}, {0, 4, 6}, {0, 2, 4}, {0, 3, 6}},
          Timbre::Marimba,
          0.8,
          0.55f,
          Timbre::Kalimba,
          true,
          0x706C6179ull};
}

bool is_chord_tone(int midi, const Chord& c) {
  for (int t : c.tones) {
    if ((midi - t) % 12 == 0) return true;
  }
  return false;
}

// Nearest scale index to `idx` whose note is a chord tone (idx itself if none is),
// looking first in the direction the melody is moving (`up`).
int nearest_chord_tone(const std::vector<int>& scale, int idx, const Chord& c, bool up) {
  const int n = static_cast<int>(scale.size());
  for (int d = 0; d < n; ++d) {
    for (int cand : {up ? idx + d : idx - d, up ? idx - d : idx + d}) {
      if (cand >= 0 && cand < n && is_chord_tone(scale[static_cast<std::size_t>(cand)], c)) {
        return cand;
      }
    }
  }
  return idx;
}

// One bar of melody: (onset in eighths, scale index, length in eighths).
struct MelodyNote {
  int bar;
  int onset;
  int length;
  int idx;
};

std::vector<MelodyNote> compose_bars(const MoodPlan& plan, int first_bar, int count, int& idx,
                                     Rng& rng) {
  // Mostly steps, some skips, no repeated notes from the walk itself (a chord-tone landing
  // may still repeat one).
  static constexpr int kSteps[] = {-2, -1, -1, 1, 1, 2};
  const int top = static_cast<int>(plan.scale.size()) - 1;
  std::vector<MelodyNote> out;
  for (int b = first_bar; b < first_bar + count; ++b) {
    const Chord& chord = plan.bars[static_cast<std::size_t>(b)];
    const bool phrase_end = (b % 4) == 3;
    std::vector<int> onsets;
    if (phrase_end) {
      onsets = rng.below(2) ? std::vector<int>{0} : std::vector<int>{0, 2};
    } else {
      onsets = plan.rhythms[rng.below(static_cast<std::uint32_t>(plan.rhythms.size()))];
    }
    for (std::size_t k = 0; k < onsets.size(); ++k) {
      const int onset = onsets[k];
      const int next = k + 1 < onsets.size() ? onsets[k + 1] : 8;
      const int step = kSteps[rng.below(6)];
      int cand = idx + step;
      if (cand < 0 || cand > top) cand = idx - step;  // bounce off the ends of the range
      cand = std::clamp(cand, 0, top);
      if (onset == 0 || onset == 4) cand = nearest_chord_tone(plan.scale, cand, chord, cand >= idx);
      idx = cand;
      out.push_back({b, onset, next - onset, idx});
    }
  }
  return out;
}

// Ping-pong echo over a loop, computed circularly: the recursion runs round the loop
// twice, so the echoes of the last notes land on the first bars exactly as they would
// when the loop repeats. After two passes the error is feedback^(loop/delay), nothing.
void loop_echo(Sound& s, double delay_seconds, float feedback, float wet) {
  const std::size_t n = s.frames();
  const auto d = static_cast<std::size_t>(std::llround(delay_seconds * s.sample_rate));
  if (s.channels != 2 || n == 0 || d == 0 || d >= n) return;
  std::vector<float> y = s.samples;
  for (int pass = 0; pass < 2; ++pass) {
    for (std::size_t i = 0; i < n; ++i) {
      const std::size_t j = (i + n - d) % n;
      y[2 * i] = s.samples[2 * i] + feedback * y[2 * j + 1];  // left hears the right's echo
      y[2 * i + 1] = s.samples[2 * i + 1] + feedback * y[2 * j];
    }
  }
  for (std::size_t i = 0; i < s.samples.size(); ++i) {
    s.samples[i] += wet * (y[i] - s.samples[i]);
  }
}

}  // namespace

std::string_view mood_name(Mood mood) { return mood == Mood::Title ? "title" : "play"; }

MusicForm music_form(Mood mood) { return plan_for(mood).form; }

Sound render_music(Mood mood, int sample_rate) {
  const MoodPlan plan = plan_for(mood);
  const double beat = 60.0 / plan.form.bpm;
  const double eighth = beat / 2.0;
  const double bar_len = beat * plan.form.beats_per_bar;
  const int bars = plan.form.bars;
  const bool title = mood == Mood::Title;

  // Melody: phrase A (8 bars), A' = A's first 6 bars with a new ending, then new material.
  Rng rng(plan.seed);
  int idx = static_cast<int>(plan.scale.size()) / 2;
  std::vector<MelodyNote> melody = compose_bars(plan, 0, 8, idx, rng);
  const std::vector<MelodyNote> phrase_a = melody;
  for (const MelodyNote& m : phrase_a) {
    if (m.bar < 6) melody.push_back({m.bar + 8, m.onset, m.length, m.idx});
  }
  idx = melody.back().idx;
  for (const MelodyNote& m : compose_bars(plan, 14, bars - 14, idx, rng)) melody.push_back(m);

  std::vector<ScoreNote> lead;
  for (const MelodyNote& m : melody) {
    const double at = m.bar * bar_len + m.onset * eighth;
    const double gate = std::max(1, m.length) * eighth * 0.9;
    const float level = plan.lead_level * ((m.onset % 4) == 0 ? 1.0f : 0.8f);
    lead.push_back(make_note(at, plan.lead, plan.scale[static_cast<std::size_t>(m.idx)], gate,
                             title ? 0.6 : 0.25, plan.lead_brightness, level, 0.15f));
  }

  std::vector<ScoreNote> bed;
  for (int b = 0; b < bars; ++b) {
    const Chord& c = plan.bars[static_cast<std::size_t>(b)];
    const double t0 = b * bar_len;
    // Pad: held through the bar; its slow release overlaps the next chord's slow attack.
    const float pans[3] = {-0.35f, 0.0f, 0.35f};
    for (std::size_t k = 0; k < 3; ++k) {
      bed.push_back(make_note(t0, Timbre::Pad, c.tones[k], bar_len, 1.2, 0.8, 0.2f, pans[k]));
    }
    if (plan.bass_fifths) {
      bed.push_back(make_note(t0, Timbre::Bass, c.bass, beat * 1.6, 0.3, 0.8, 0.55f, 0.0f));
      bed.push_back(
          make_note(t0 + 2 * beat, Timbre::Bass, c.bass + 7, beat * 1.6, 0.3, 0.8, 0.45f, 0.0f));
    } else {
      bed.push_back(make_note(t0, Timbre::Bass, c.bass, bar_len * 0.85, 0.5, 0.7, 0.55f, 0.0f));
    }
    // Arpeggio in the later sections: up the chord an octave above the pad.
    if (b >= 8) {
      if (title) {
        for (int k = 0; k < 2; ++k) {
          bed.push_back(make_note(t0 + (1 + 2 * k) * beat, plan.arp,
                                  c.tones[static_cast<std::size_t>(k + 1)] + 12, beat, 0.4, 0.5,
                                  0.18f, -0.4f));
        }
      } else {
        for (int k = 0; k < 4; ++k) {
          bed.push_back(make_note(t0 + (2 * k + 1) * eighth, plan.arp,
                                  c.tones[static_cast<std::size_t>(k % 3)] + 12, eighth, 0.2, 0.5,
                                  0.16f, -0.4f));
        }
      }
    }
  }

  const double loop = plan.form.loop_seconds();
  Sound out = render_score(bed, sample_rate, 2, plan.seed ^ 0xBEDull, loop);
  Sound lead_layer = render_score(lead, sample_rate, 2, plan.seed ^ 0x1EADull, loop);
  loop_echo(lead_layer, beat * 0.75, 0.35f, 0.35f);
  for (std::size_t i = 0; i < out.samples.size(); ++i) out.samples[i] += lead_layer.samples[i];
  normalize_peak(out.samples, 0.5f);
  return out;
}

}  // namespace nonet::audio
