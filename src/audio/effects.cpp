// SPDX-License-Identifier: MIT
// Each effect as a small score. MIDI numbers used here (C4 = 60):
//   A3 57  C4 60  D4 62  E4 64  G4 67  A4 69  C5 72  D5 74  E5 76  G5 79  A5 81
//   C6 84  D6 86  E6 88  G6 91
// Levels inside a score set the balance of its notes; the final peak (per effect) sets
// how loud the effect is next to the others.
#include "audio/effects.hpp"

#include <algorithm>
#include <vector>

#include "audio/score.hpp"

namespace nonet::audio {

namespace {

constexpr double kDigitNotes[9] = {67, 69, 72, 74, 76, 79, 81, 84, 86};  // G4 .. D6

double digit_note(int digit) { return digit >= 1 && digit <= 9 ? kDigitNotes[digit - 1] : 72; }

struct EffectScore {
  std::vector<ScoreNote> notes;  // sorted by start time
  float peak;                    // of full scale
};

using T = Timbre;

EffectScore score_of(Effect effect, int digit) {
  switch (effect) {
    case Effect::CursorTick: return {{make_note(0.0, T::Marimba, 88, 0.025, 0.035, 0.6)}, 0.18f};
    case Effect::PlaceDigit:
      return {{make_note(0.0, T::Marimba, digit_note(digit), 0.16, 0.07)}, 0.5f};
    case Effect::NoteOn: return {{make_note(0.0, T::Kalimba, 88, 0.07, 0.06, 0.8)}, 0.28f};
    case Effect::NoteOff: return {{make_note(0.0, T::Kalimba, 84, 0.05, 0.06, 0.6)}, 0.22f};
    case Effect::Erase: return {{make_note(0.0, T::Pluck, 67, 0.1, 0.07, 0.4)}, 0.4f};
    case Effect::Mistake:
      return {{make_note(0.0, T::SoftPulse, 60, 0.075, 0.06, 0.5),
               make_note(0.1, T::SoftPulse, 57, 0.09, 0.08, 0.45, 0.9f)},
              0.42f};
    case Effect::Hint:
      return {{make_note(0.0, T::Glass, 79, 0.1, 0.1, 1.0, 0.8f),
               make_note(0.06, T::Glass, 84, 0.1, 0.1, 1.0, 0.75f),
               make_note(0.12, T::Glass, 88, 0.09, 0.08, 1.0, 0.7f)},
              0.42f};
    case Effect::UnitComplete:
      return {{make_note(0.0, T::Bell, 84, 0.2, 0.12, 0.7, 0.8f),
               make_note(0.05, T::Bell, 88, 0.2, 0.12, 0.7, 0.7f),
               make_note(0.1, T::Bell, 91, 0.2, 0.12, 0.7, 0.65f)},
              0.45f};
    case Effect::StageClear: {
      std::vector<ScoreNote> s = {
          make_note(0.0, T::Marimba, 72, 0.3, 0.1),
          make_note(0.12, T::Marimba, 76, 0.3, 0.1),
          make_note(0.24, T::Marimba, 79, 0.3, 0.1),
          make_note(0.36, T::Marimba, 84, 0.3, 0.1),
          make_note(0.5, T::Glass, 72, 1.0, 0.35, 0.8, 0.5f),
          make_note(0.5, T::Glass, 76, 1.0, 0.35, 0.8, 0.45f),
          make_note(0.5, T::Glass, 79, 1.0, 0.35, 0.8, 0.45f),
          make_note(0.5, T::Bell, 84, 1.0, 0.35, 0.6, 0.5f),
          make_note(0.5, T::Bass, 48, 0.9, 0.4, 0.8, 0.7f),
      };
      return {s, 0.6f};
    }
    case Effect::GameOver: {
      std::vector<ScoreNote> s = {
          make_note(0.0, T::Kalimba, 76, 0.26, 0.1, 0.6),
          make_note(0.28, T::Kalimba, 74, 0.26, 0.1, 0.6),
          make_note(0.56, T::Kalimba, 72, 0.26, 0.1, 0.6),
          make_note(0.84, T::Kalimba, 69, 0.7, 0.4, 0.6),
          make_note(0.84, T::Pad, 57, 0.6, 0.5, 0.7, 0.5f),
          make_note(0.84, T::Pad, 64, 0.6, 0.5, 0.7, 0.4f),
          make_note(0.84, T::Bass, 45, 0.6, 0.4, 0.6, 0.6f),
      };
      return {s, 0.45f};
    }
    case Effect::MenuClick: return {{make_note(0.0, T::Marimba, 79, 0.035, 0.04, 0.7)}, 0.3f};
    case Effect::HintTier: return {{make_note(0.0, T::Glass, 79, 0.09, 0.1, 1.0, 0.8f)}, 0.3f};
    case Effect::Refuse:
      return {{make_note(0.0, T::Pluck, 55, 0.035, 0.04, 0.3),
               make_note(0.09, T::Pluck, 55, 0.035, 0.05, 0.3, 0.85f)},
              0.3f};
    case Effect::Unlock:
      return {{make_note(0.0, T::Glass, 79, 0.3, 0.25, 1.0, 0.8f),
               make_note(0.1, T::Glass, 86, 0.3, 0.25, 1.0, 0.7f),
               make_note(0.2, T::Glass, 91, 0.3, 0.25, 1.0, 0.6f),
               make_note(0.2, T::Kalimba, 79, 0.3, 0.2, 0.5, 0.4f)},
              0.5f};
  }
  return {{}, 0.0f};
}

}  // namespace

std::string_view effect_name(Effect effect) {
  switch (effect) {
    case Effect::CursorTick: return "cursor_tick";
    case Effect::PlaceDigit: return "place_digit";
    case Effect::NoteOn: return "note_on";
    case Effect::NoteOff: return "note_off";
    case Effect::Erase: return "erase";
    case Effect::Mistake: return "mistake";
    case Effect::Hint: return "hint";
    case Effect::UnitComplete: return "unit_complete";
    case Effect::StageClear: return "stage_clear";
    case Effect::GameOver: return "game_over";
    case Effect::MenuClick: return "menu_click";
    case Effect::Unlock: return "unlock";
    case Effect::HintTier: return "hint_tier";
    case Effect::Refuse: return "refuse";
  }
  return "unknown";
}

PitchMark effect_pitch(Effect effect, int digit) {
  const EffectScore s = score_of(effect, digit);
  if (s.notes.empty()) return {};
  const ScoreNote& first = s.notes.front();
  double end = first.at + first.gate;
  for (const ScoreNote& n : s.notes) {
    if (n.at > first.at) end = std::min(end, n.at);
  }
  // Skip the attack and the strike noise (a few ms); stop just before anything else sounds.
  return {note_hz(first.midi), first.at + 0.008, end - 0.002};
}

Sound render_effect(Effect effect, int sample_rate, int digit) {
  EffectScore s = score_of(effect, digit);
  // Seeded by the effect, so every effect has its own (fixed) mallet and pluck noise.
  Sound out =
      render_score(s.notes, sample_rate, 1, 0x4E6F6E6574ull + static_cast<unsigned>(effect));
  normalize_peak(out.samples, s.peak);
  return out;
}

}  // namespace nonet::audio
