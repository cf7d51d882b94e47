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

// The two layers of a mood as scores, and how they are put together.
struct Composition {
  std::vector<ScoreNote> bed;   // pad chords + bass + arpeggio
  std::vector<ScoreNote> lead;  // melody, through the echo
  double loop_seconds = 0.0;
  double echo_seconds = 0.0;
  std::uint64_t bed_seed = 0;
  std::uint64_t lead_seed = 0;
};
constexpr float kEchoFeedback = 0.35f;
constexpr float kEchoWet = 0.35f;
constexpr float kMusicPeak = 0.5f;

Composition compose(Mood mood) {
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

  Composition c;
  c.bed = std::move(bed);
  c.lead = std::move(lead);
  c.loop_seconds = plan.form.loop_seconds();
  c.echo_seconds = beat * 0.75;
  c.bed_seed = plan.seed ^ 0xBEDull;
  c.lead_seed = plan.seed ^ 0x1EADull;
  return c;
}

}  // namespace

std::string_view mood_name(Mood mood) { return mood == Mood::Title ? "title" : "play"; }

MusicForm music_form(Mood mood) { return plan_for(mood).form; }

Sound render_music(Mood mood, int sample_rate) {
  const Composition c = compose(mood);
  Sound out = render_score(c.bed, sample_rate, 2, c.bed_seed, c.loop_seconds);
  Sound lead_layer = render_score(c.lead, sample_rate, 2, c.lead_seed, c.loop_seconds);
  loop_echo(lead_layer, c.echo_seconds, kEchoFeedback, kEchoWet);
  for (std::size_t i = 0; i < out.samples.size(); ++i) out.samples[i] += lead_layer.samples[i];
  normalize_peak(out.samples, kMusicPeak);
  return out;
}

// ---- Streaming ---------------------------------------------------------------------------
//
// The stream mixes exactly what render_music mixes, in the same order, so that the floats come
// out bit for bit the same: each layer adds its notes' voices in score order (render_score's
// order; a note still ringing from the previous repeat keeps its place in that order), the
// lead's echo is the recursion loop_echo runs round the loop, here run forward for ever, and
// the bed and the lead are added last. The warm-up before the first loop start lets the notes
// and the echo of a "previous" repeat ring into it, so even the first loop matches.

namespace {
constexpr double kWarmupSeconds =
    16.0;  // > the longest note (4.6 s); echo 0.35^25 below a float's precision
constexpr std::size_t kBlockFrames = 4096;
// Rendered voices kept for reuse, in floats (MusicStream::State::voice_samples): 16 MiB.
constexpr std::size_t kCacheFloats = std::size_t{4} << 20;
}  // namespace

struct MusicStream::State {
  struct Note {
    std::int64_t at;  // frame in the loop
    Voice voice;
    PanGains gains;
  };
  using Samples = std::shared_ptr<const std::vector<float>>;
  struct Active {
    std::size_t index;  // in the score
    std::int64_t start;
    Samples samples;
  };
  // Voices rendered lately, most recent last: a pad or bass note comes back bar after bar and
  // loop after loop with the same sound, and rendering it again is most of the stream's cost.
  struct Cached {
    Voice sound;  // seed 0 for timbres that use no noise (voice_uses_seed)
    Samples samples;
  };
  std::vector<Cached> cache;
  std::size_t cached_floats = 0;

  static Voice sound_of(Voice v) {
    if (!voice_uses_seed(v.timbre)) v.seed = 0;
    return v;
  }
  static bool same_sound(const Voice& a, const Voice& b) {
    return a.timbre == b.timbre && a.hz == b.hz && a.gate == b.gate && a.release == b.release &&
           a.brightness == b.brightness && a.seed == b.seed;
  }
  Samples voice_samples(const Voice& v) {
    const Voice key = sound_of(v);
    for (std::size_t i = cache.size(); i-- > 0;) {
      if (!same_sound(cache[i].sound, key)) continue;
      Cached hit = std::move(cache[i]);
      cache.erase(cache.begin() + static_cast<std::ptrdiff_t>(i));
      cache.push_back(std::move(hit));
      return cache.back().samples;
    }
    Samples made = std::make_shared<const std::vector<float>>(render_voice(v, rate));
    cached_floats += made->size();
    cache.push_back({key, made});
    while (cached_floats > kCacheFloats && cache.size() > 1) {
      cached_floats -= cache.front().samples->size();
      cache.erase(cache.begin());
    }
    return made;
  }

  struct Layer {
    std::vector<Note> notes;         // score order
    std::vector<std::size_t> order;  // note indices by start frame
    std::size_t next = 0;            // position in `order` of the next note to start
    std::int64_t next_loop = 0;      // the repeat it starts in
    std::vector<Active> active;      // sorted by index
    std::vector<float> mix;          // one block, stereo
  };

  int rate = 0;
  std::int64_t loop = 0;    // frames per loop
  std::int64_t warmup = 0;  // frames before the first loop start
  std::int64_t pos = 0;     // absolute frame of the next output; loops start at multiples of `loop`
  Layer bed, lead;
  std::size_t echo_delay = 0;  // frames; 0 = no echo (as loop_echo when it returns early)
  std::vector<float> echo;     // the echo's last echo_delay output frames, a ring
  std::size_t echo_pos = 0;

  void setup(Layer& layer, const std::vector<ScoreNote>& notes, std::uint64_t seed) const {
    std::uint64_t seeds = seed;  // as render_score derives them
    for (const ScoreNote& n : notes) {
      Voice v;
      v.timbre = n.timbre;
      v.hz = note_hz(n.midi);
      v.gate = n.gate;
      v.release = n.release;
      v.brightness = n.brightness;
      v.seed = splitmix64(seeds);
      const auto at = static_cast<std::int64_t>(std::llround(std::max(0.0, n.at) * rate));
      layer.notes.push_back({at % loop, v, pan_gains(n.level, n.pan)});
    }
    layer.order.resize(layer.notes.size());
    for (std::size_t i = 0; i < layer.order.size(); ++i) layer.order[i] = i;
    std::stable_sort(layer.order.begin(), layer.order.end(), [&](std::size_t a, std::size_t b) {
      return layer.notes[a].at < layer.notes[b].at;
    });
    // The first note starting at or after `pos` (the repeat before loop 0, during the warm-up).
    layer.next_loop = pos >= 0 ? pos / loop : -((-pos + loop - 1) / loop);
    const std::int64_t in_loop = pos - layer.next_loop * loop;
    layer.next = 0;
    while (layer.next < layer.order.size() && layer.notes[layer.order[layer.next]].at < in_loop) {
      ++layer.next;
    }
    if (layer.next == layer.order.size()) {
      layer.next = 0;
      ++layer.next_loop;
    }
  }

  // Mixes frames [pos, pos + n) of a layer into layer.mix.
  void mix(Layer& layer, std::size_t n) {
    const std::int64_t end = pos + static_cast<std::int64_t>(n);
    layer.mix.assign(2 * n, 0.0f);
    while (!layer.order.empty()) {
      const std::size_t index = layer.order[layer.next];
      const Note& note = layer.notes[index];
      const std::int64_t start = layer.next_loop * loop + note.at;
      if (start >= end) break;
      Active a{index, start, voice_samples(note.voice)};
      auto at =
          std::upper_bound(layer.active.begin(), layer.active.end(), index,
                           [](std::size_t i, const Active& other) { return i < other.index; });
      layer.active.insert(at, std::move(a));
      if (++layer.next == layer.order.size()) {
        layer.next = 0;
        ++layer.next_loop;
      }
    }
    for (const Active& a : layer.active) {
      const PanGains g = layer.notes[a.index].gains;
      const std::int64_t from = std::max(pos, a.start);
      const std::vector<float>& samples = *a.samples;
      const std::int64_t to = std::min(end, a.start + static_cast<std::int64_t>(samples.size()));
      if (to <= from) continue;
      // Plain pointers and a count, so the compiler can vectorise the voice's mixing.
      const float* src = samples.data() + (from - a.start);
      float* dst = layer.mix.data() + 2 * (from - pos);
      const auto count = static_cast<std::size_t>(to - from);
      const float left = g.left, right = g.right;
      for (std::size_t i = 0; i < count; ++i) {
        dst[2 * i] += left * src[i];
        dst[2 * i + 1] += right * src[i];
      }
    }
    std::erase_if(layer.active, [end](const Active& a) {
      return a.start + static_cast<std::int64_t>(a.samples->size()) <= end;
    });
  }
};

MusicStream::MusicStream(Mood mood, int sample_rate) : s_(std::make_unique<State>()) {
  const Composition c = compose(mood);
  State& s = *s_;
  s.rate = std::max(1, sample_rate);
  s.loop = std::max<std::int64_t>(1, std::llround(c.loop_seconds * s.rate));
  s.warmup = std::min<std::int64_t>(std::llround(kWarmupSeconds * s.rate), s.loop / 2);
  s.pos = -s.warmup;
  s.setup(s.bed, c.bed, c.bed_seed);
  s.setup(s.lead, c.lead, c.lead_seed);
  const auto d = static_cast<std::size_t>(std::llround(c.echo_seconds * s.rate));
  if (d > 0 && d < static_cast<std::size_t>(s.loop)) {
    s.echo_delay = d;
    s.echo.assign(2 * d, 0.0f);
  }
}

MusicStream::~MusicStream() = default;
MusicStream::MusicStream(MusicStream&&) noexcept = default;
MusicStream& MusicStream::operator=(MusicStream&&) noexcept = default;

std::size_t MusicStream::loop_frames() const { return static_cast<std::size_t>(s_->loop); }
std::size_t MusicStream::warmup_frames() const { return static_cast<std::size_t>(s_->warmup); }
std::int64_t MusicStream::position() const { return s_->pos < 0 ? s_->pos : s_->pos % s_->loop; }

void MusicStream::render(float* out, std::size_t frames) {
  State& s = *s_;
  while (frames > 0) {
    const std::size_t n = std::min(frames, kBlockFrames);
    s.mix(s.bed, n);
    s.mix(s.lead, n);
    for (std::size_t k = 0; k < n; ++k) {
      float* lead = &s.lead.mix[2 * k];
      if (s.echo_delay > 0) {
        // loop_echo's recursion: left hears the right's echo, and the other way round.
        float* past = &s.echo[2 * s.echo_pos];
        const float y0 = lead[0] + kEchoFeedback * past[1];
        const float y1 = lead[1] + kEchoFeedback * past[0];
        past[0] = y0;
        past[1] = y1;
        if (++s.echo_pos == s.echo_delay) s.echo_pos = 0;
        lead[0] += kEchoWet * (y0 - lead[0]);
        lead[1] += kEchoWet * (y1 - lead[1]);
      }
      out[2 * k] = s.bed.mix[2 * k] + lead[0];
      out[2 * k + 1] = s.bed.mix[2 * k + 1] + lead[1];
    }
    out += 2 * n;
    frames -= n;
    s.pos += static_cast<std::int64_t>(n);
  }
}

float music_gain(Mood mood) { return mood == Mood::Title ? 0.4224f : 0.5643f; }

LoopingMusic::LoopingMusic(Mood mood, int sample_rate, std::optional<float> gain)
    : stream_(mood, sample_rate), given_(gain), block_(2 * kBlockFrames) {}

bool LoopingMusic::prepare(std::size_t frames) {
  const std::size_t target =
      stream_.warmup_frames() + (given_ ? std::size_t{0} : stream_.loop_frames());
  while (!gain_ && frames > 0) {
    const std::size_t n = std::min({frames, kBlockFrames, target - prepared_});
    stream_.render(block_.data(), n);
    for (std::size_t k = 0; k < n; ++k) {
      if (prepared_ + k < stream_.warmup_frames()) continue;  // warm-up: dropped
      peak_ = std::max({peak_, std::fabs(block_[2 * k]), std::fabs(block_[2 * k + 1])});
    }
    prepared_ += n;
    frames -= n;
    if (prepared_ == target) {
      // normalize_peak's gain: a silent loop stays as it is.
      gain_ = given_ ? *given_ : (peak_ > 0.0f ? kMusicPeak / peak_ : 1.0f);
    }
  }
  return gain_.has_value();
}

void LoopingMusic::pcm(std::int16_t* out, std::size_t frames) {
  const float g = gain_.value_or(0.0f);
  while (frames > 0) {
    const std::size_t n = std::min(frames, kBlockFrames);
    stream_.render(block_.data(), n);
    for (std::size_t i = 0; i < 2 * n; ++i) out[i] = quantize_sample(block_[i] * g);
    out += 2 * n;
    frames -= n;
  }
}

}  // namespace nonet::audio
