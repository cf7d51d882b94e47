// SPDX-License-Identifier: MIT
// The game's sound effects, each a short score of soft voices on a C-major-pentatonic
// palette (C D E G A), so any effects that overlap -- and the music, which stays inside
// the same notes -- sound consonant together. docs/AUDIO.md lists each effect's notes.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include "audio/pcm.hpp"

namespace nonet::audio {

enum class Effect : std::uint8_t {
  CursorTick,    // selection moved: a tiny high marimba tick
  PlaceDigit,    // a digit entered: a marimba note, pitched by the digit
  NoteOn,        // pencil mark added: a light kalimba note
  NoteOff,       // pencil mark removed: the same, lower and shorter
  Erase,         // cell cleared: a muted plucked string
  Mistake,       // wrong digit: two low, soft, rounded tones falling a minor third
  Hint,          // hint used: a rising glass arpeggio
  UnitComplete,  // a row, column or box filled: a bell arpeggio
  StageClear,    // stage solved: an arpeggio into a ringing major chord (fanfare)
  GameOver,      // out of mistakes: a slow falling line onto a soft minor chord
  MenuClick,     // menu choice: a short mid marimba tick
  Unlock,        // next stage unlocked: rising glass fifths
  HintTier,      // a hint's where / what tier: a single soft glass note
  Refuse,        // a filled cell typed over: two short, low, muted plucks ("uh-uh")
};

inline constexpr std::array<Effect, 14> kAllEffects = {
    Effect::CursorTick, Effect::PlaceDigit, Effect::NoteOn,    Effect::NoteOff,
    Effect::Erase,      Effect::Mistake,    Effect::Hint,      Effect::UnitComplete,
    Effect::StageClear, Effect::GameOver,   Effect::MenuClick, Effect::Unlock,
    Effect::HintTier,   Effect::Refuse,
};

/// Lower-case name with underscores ("place_digit"), for files and logs.
std::string_view effect_name(Effect effect);

/// Where an effect's intended fundamental sounds: its first note, measured over a window
/// that skips the strike and ends before the next note begins.
struct PitchMark {
  double hz = 0.0;
  double from_seconds = 0.0;
  double to_seconds = 0.0;
};

/// `digit` (1-9) picks the pitch of PlaceDigit: the digits climb the pentatonic scale
/// G4 A4 C5 D5 E5 G5 A5 C6 D6. Any other digit, and every other effect, ignores it
/// (PlaceDigit with no digit sounds C5).
PitchMark effect_pitch(Effect effect, int digit = 0);

/// Renders one effect, mono, at `sample_rate`. Starts and ends at silence; its peak is set
/// per effect (0.2 .. 0.6 of full scale) so the effects keep their relative loudness.
Sound render_effect(Effect effect, int sample_rate, int digit = 0);

}  // namespace nonet::audio
