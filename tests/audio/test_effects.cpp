// SPDX-License-Identifier: MIT
// Every sound effect: no clipping, starts and ends at silence, sounds its intended note,
// is short (fanfares excepted), and renders the same bytes every time.
#include <doctest/doctest.h>

#include <cstring>
#include <string>

#include "audio/effects.hpp"
#include "signal_analysis.hpp"

using namespace nonet::audio;
using nonet::audio::test::max_abs;
using nonet::audio::test::midi_to_hz;
using nonet::audio::test::yin_pitch;

namespace {

constexpr int kRate = 48000;

// The intended first note of each effect, in MIDI numbers, as docs/AUDIO.md describes them
// (C4 = 60): written out here independently of the synth's score tables.
int intended_midi(Effect e, int digit) {
  switch (e) {
    case Effect::CursorTick: return 88;  // E6
    case Effect::PlaceDigit: {
      const int notes[9] = {67, 69, 72, 74, 76, 79, 81, 84, 86};  // G4 A4 C5 D5 E5 G5 A5 C6 D6
      return digit >= 1 && digit <= 9 ? notes[digit - 1] : 72;
    }
    case Effect::NoteOn: return 88;        // E6
    case Effect::NoteOff: return 84;       // C6
    case Effect::Erase: return 67;         // G4
    case Effect::Mistake: return 60;       // C4, then A3
    case Effect::Hint: return 79;          // G5 C6 E6
    case Effect::UnitComplete: return 84;  // C6 E6 G6
    case Effect::StageClear: return 72;    // C5 E5 G5 C6, then the chord
    case Effect::GameOver: return 76;      // E5 D5 C5 A4
    case Effect::MenuClick: return 79;     // G5
    case Effect::Unlock: return 79;        // G5 D6 G6
    case Effect::HintTier: return 79;      // G5 alone
    case Effect::Refuse: return 55;        // G3 twice
  }
  return 0;
}

bool is_fanfare(Effect e) {
  return e == Effect::StageClear || e == Effect::GameOver || e == Effect::Unlock ||
         e == Effect::UnitComplete;
}

// Every effect, with PlaceDigit once per digit.
template <typename F>
void for_each_effect(F f) {
  for (Effect e : kAllEffects) {
    if (e == Effect::PlaceDigit) {
      for (int d = 1; d <= 9; ++d) f(e, d);
    } else {
      f(e, 0);
    }
  }
}

std::string label(Effect e, int digit) {
  return std::string(effect_name(e)) + (digit ? " " + std::to_string(digit) : "");
}

}  // namespace

TEST_CASE("every effect stays below 0.9 of full scale, in floats and in 16-bit") {
  for_each_effect([](Effect e, int d) {
    CAPTURE(label(e, d));
    const Sound s = render_effect(e, kRate, d);
    REQUIRE(s.frames() > 0);
    CHECK(s.channels == 1);
    CHECK(max_abs(s.samples, 0, s.samples.size()) <= 0.9);
    CHECK(max_abs(s.samples, 0, s.samples.size()) > 0.1);  // and is audible at all
    int biggest = 0;
    for (std::int16_t v : to_int16(s, 2)) biggest = std::max(biggest, std::abs(int{v}));
    CHECK(biggest <= static_cast<int>(0.9 * 32767));
  });
}

TEST_CASE("every effect starts and ends at silence") {
  const std::size_t half_ms = kRate / 2000, five_ms = kRate / 200;
  for_each_effect([&](Effect e, int d) {
    CAPTURE(label(e, d));
    const Sound s = render_effect(e, kRate, d);
    REQUIRE(s.samples.size() > 4 * five_ms);
    CHECK(std::fabs(s.samples.front()) < 1e-4);
    CHECK(max_abs(s.samples, 0, half_ms) < 0.05);
    CHECK(max_abs(s.samples, s.samples.size() - five_ms, s.samples.size()) < 0.01);
    CHECK(std::fabs(s.samples.back()) < 0.002);
  });
}

TEST_CASE("every effect sounds its intended note within 2%") {
  for (int rate : {48000, 44100}) {
    for_each_effect([&](Effect e, int d) {
      CAPTURE(label(e, d));
      CAPTURE(rate);
      const double want = midi_to_hz(intended_midi(e, d));
      const PitchMark mark = effect_pitch(e, d);
      CHECK(mark.hz == doctest::Approx(want).epsilon(1e-9));
      REQUIRE(mark.to_seconds - mark.from_seconds >= 0.01);
      const Sound s = render_effect(e, rate, d);
      const auto from = static_cast<std::size_t>(mark.from_seconds * rate);
      const auto to = static_cast<std::size_t>(mark.to_seconds * rate);
      // A wide search (an octave and more either way) so an octave error would show.
      const double got = yin_pitch(s.samples, rate, from, to, want / 2.5, want * 2.5);
      CHECK(got == doctest::Approx(want).epsilon(0.02));
    });
  }
}

TEST_CASE("effects are short, fanfares excepted") {
  for_each_effect([](Effect e, int d) {
    CAPTURE(label(e, d));
    const double len = render_effect(e, kRate, d).seconds();
    CHECK(len <= (is_fanfare(e) ? 2.5 : 0.3));
  });
}

TEST_CASE("effects render the same bytes every time") {
  for_each_effect([](Effect e, int d) {
    CAPTURE(label(e, d));
    const Sound a = render_effect(e, kRate, d);
    const Sound b = render_effect(e, kRate, d);
    REQUIRE(a.samples.size() == b.samples.size());
    CHECK(std::memcmp(a.samples.data(), b.samples.data(), a.samples.size() * sizeof(float)) == 0);
    CHECK(to_int16(a, 2) == to_int16(b, 2));
  });
}

TEST_CASE("digits climb in pitch and effects have distinct names") {
  for (int d = 1; d < 9; ++d) {
    CHECK(effect_pitch(Effect::PlaceDigit, d).hz < effect_pitch(Effect::PlaceDigit, d + 1).hz);
  }
  CHECK(effect_pitch(Effect::PlaceDigit, 0).hz == doctest::Approx(midi_to_hz(72)));
  for (std::size_t i = 0; i < kAllEffects.size(); ++i) {
    for (std::size_t j = i + 1; j < kAllEffects.size(); ++j) {
      CHECK(effect_name(kAllEffects[i]) != effect_name(kAllEffects[j]));
    }
  }
}

TEST_CASE("a bad sample rate renders nothing instead of failing") {
  CHECK(render_effect(Effect::Hint, 0).samples.empty());
  CHECK(render_effect(Effect::Hint, -5).samples.empty());
}
