// SPDX-License-Identifier: MIT
// The end of the campaign (issues 14 and 29): clearing stage 100 gets its own result card (the
// player's journey from Progress: stages cleared, time played, attempts, hints and mistakes,
// the hardest fight and technique, clean clears; Free play first among its buttons), a longer
// celebration in the solved wave's language (the wave runs again from the centre, then from the
// corners; reduced motion draws the end state at once, as for any stage), and afterwards the
// title says the campaign is complete and its first button leads to free play.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "core/technique.hpp"

#include "game/animation.hpp"
#include "game/format.hpp"  // clock_text

namespace nonet::game {

class Game;
class Session;
struct Progress;
struct ResultInfo;

/// A campaign stage's result that ends the campaign: stage 100 won (not a free-play game).
bool is_finale(const ResultInfo& r);
/// The session is stage 100, won: its board plays the finale's celebration.
bool finale_session(const Session& s);
/// Stage 100 has been cleared.
bool campaign_complete(const Progress& p);

/// The finale's waves: the solved wave from the last placed cell, then again from the centre,
/// from the corner farthest from where it began, and from the two other corners,
/// kFinaleWaveGapSeconds apart (issue 29: three waves in about 2 s did not feel like an end).
inline constexpr int kFinaleWaves = 5;
inline constexpr double kFinaleWaveGapSeconds = 0.7;
/// The origin of wave k (0: the last placed cell).
int finale_wave_origin(int last_placed, int k);
/// The glow (0..1) of `cell` at t seconds after the last stage was solved: the strongest of
/// the finale's waves there. Reduced: 0 (the end state).
float finale_glow(int last_placed, int cell, double t, Motion m);
/// When the finale's last pulse ends; Reduced: 0.
double finale_end_seconds(int last_placed, Motion m);

/// The finale card's lines, the player's journey from progress: "All 100 stages cleared",
/// "Total time 5:40:02 · best times 3:05:12", "131 attempts · 12 hints used · 40 mistakes",
/// "Hardest fight: stage 87, 6 attempts", "Hardest technique met: Swordfish" (stage 100's,
/// when known: the stages rise, so the last needs the hardest), "12 of 100 stages clean".
struct FinaleText {
  std::string heading;
  std::string cleared;
  std::string time;
  std::string effort;
  std::string fight;
  std::string technique;  // empty when the stage's technique is not known
  std::string clean;
};
FinaleText finale_text(const Progress& p, std::optional<Technique> hardest = std::nullopt);
/// The finale card's body lines: the above after the heading, in that order (the technique's
/// line stays empty when it is not known).
inline constexpr int kFinaleBodyLines = 6;

/// The title after the campaign: the first button's label ("Play", "Continue", or "New puzzle",
/// which opens Free play, once stage 100 is cleared and nothing is in progress), the small tag
/// on it ("Stage 12"; none for a new puzzle or a free-play game) and the line under the
/// wordmark ("Campaign complete · Free play makes new puzzles").
const char* title_first_label(const Game& g);
std::string title_first_tag(const Game& g);
const char* title_tagline(const Game& g);
/// The first button leads to free play (the campaign is complete, nothing is in progress).
bool title_leads_to_free_play(const Game& g);

}  // namespace nonet::game
