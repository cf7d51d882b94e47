// SPDX-License-Identifier: MIT
// The campaign's end: the finale card's words, the extended wave, the title afterwards.
#include "game/finale.hpp"

#include <algorithm>

#include "game/game.hpp"
#include "game/technique_label.hpp"
#include "game/wording.hpp"
#include "i18n/i18n.hpp"

namespace nonet::game {

using i18n::tr;
using i18n::trn;

bool is_finale(const ResultInfo& r) { return r.won && r.code.empty() && r.stage == kStageCount; }

bool finale_session(const Session& s) {
  return s.outcome() == Outcome::Won && !s.stage().free_play() && s.stage().number == kStageCount;
}

bool campaign_complete(const Progress& p) { return p.is_cleared(kStageCount); }

int finale_wave_origin(int last_placed, int k) {
  if (k <= 0) return last_placed;
  if (k == 1) return 40;  // r5c5
  // The corner farthest from the first wave's origin, then the two corners beside it.
  const int from = (last_placed >= 0 && last_placed < kCells) ? last_placed : 40;
  const int row = from / 9 < 4 ? 8 : 0, col = from % 9 < 4 ? 8 : 0;
  if (k == 3) return (8 - row) * 9 + col;
  if (k >= 4) return row * 9 + (8 - col);
  return row * 9 + col;
}

float finale_glow(int last_placed, int cell, double t, Motion m) {
  float g = 0;
  for (int k = 0; k < kFinaleWaves; ++k) {
    const double tk = t - k * kFinaleWaveGapSeconds;
    if (tk < 0) break;
    g = std::max(g, wave_glow(finale_wave_origin(last_placed, k), cell, tk, m));
  }
  return g;
}

double finale_end_seconds(int last_placed, Motion m) {
  if (m == Motion::Reduced) return 0;
  double end = 0;
  for (int k = 0; k < kFinaleWaves; ++k)
    end = std::max(
        end, k * kFinaleWaveGapSeconds + wave_end_seconds(finale_wave_origin(last_placed, k), m));
  return end;
}

FinaleText finale_text(const Progress& p, std::optional<Technique> hardest) {
  std::int64_t best = 0, attempts = 0;
  int clean = 0, fight = 0, fight_plays = 0;
  for (int n = 1; n <= kStageCount; ++n) {
    const StageRecord& r = p.record(n);
    best += r.best_ms;
    clean += r.clean ? 1 : 0;
    attempts += r.plays;
    if (r.plays >= fight_plays && r.plays > 1) {  // the most attempts; the later stage on a tie
      fight = n;
      fight_plays = r.plays;
    }
  }
  FinaleText t;
  t.heading = tr("Campaign complete");
  // TRANSLATORS: {0} stages cleared of the campaign's {1} (100); shown when some are not.
  t.cleared = format(tr("{0} of {1} stages cleared"), {p.cleared_count(), kStageCount});
  if (p.cleared_count() == kStageCount) {
    // TRANSLATORS: {0} is the campaign's number of stages (100).
    t.cleared = format(tr("All {0} stages cleared"), {kStageCount});
  }
  // TRANSLATORS: {0} is the time played in all, {1} the sum of the stages' best times (5:40:02).
  t.time = format(tr("Total time {0}  \xC2\xB7  best times {1}"),
                  {clock_text(p.totals.play_ms), clock_text(best)});
  // The effort: attempts (restarts included), hints and mistakes over every stage played.
  const auto count = [](std::int64_t n) {
    return static_cast<std::uint64_t>(std::max<std::int64_t>(0, n));
  };
  const std::uint64_t tries = count(attempts);
  // TRANSLATORS: the finale's journey: {0} stages begun, restarts and retries included.
  const char* attempts_words = trn("{0} attempt", "{0} attempts", tries);
  t.effort =
      format(attempts_words, {attempts}) + "  \xC2\xB7  " +
      format(trn("{0} hint used", "{0} hints used", count(p.totals.hints)), {p.totals.hints}) +
      "  \xC2\xB7  " +
      format(trn("{0} mistake", "{0} mistakes", count(p.totals.mistakes)), {p.totals.mistakes});
  if (fight > 0) {
    const auto n = static_cast<std::uint64_t>(fight_plays);
    const char* fight_words =
        // TRANSLATORS: the finale's journey: the stage begun most often; {0} is its number,
        // {1} how many attempts it took ("Hardest fight: stage 87, 6 attempts").
        trn("Hardest fight: stage {0}, {1} attempt", "Hardest fight: stage {0}, {1} attempts", n);
    t.fight = format(fight_words, {fight, fight_plays});
  } else {
    // TRANSLATORS: the finale's journey, when no stage was ever begun twice.
    t.fight = tr("Every stage cleared at its first attempt");
  }
  if (hardest) {
    // TRANSLATORS: the finale's journey; {0} is a technique's name ("Swordfish").
    t.technique = format(tr("Hardest technique met: {0}"), {technique_label(*hardest)});
  }
  // TRANSLATORS: {0} stages of the campaign's {1} (100) cleared with no mistake and no hint.
  t.clean = format(tr("{0} of {1} stages clean"), {clean, kStageCount});
  if (clean == 0) t.clean = tr("No clean clear yet: each stage can still earn its star");
  return t;
}

bool title_leads_to_free_play(const Game& g) {
  const Session* s = g.session();
  const bool open = (s && s->outcome() == Outcome::Playing) || g.stage_in_progress() != nullptr;
  return !open && campaign_complete(g.progress());
}

const char* title_first_label(const Game& g) {
  if (title_leads_to_free_play(g)) return tr("New puzzle");  // opens Free play
  return title_item_label(TitleItem::Continue, g.fresh_save());
}

std::string title_first_tag(const Game& g) {
  if (title_leads_to_free_play(g)) return "";
  // Continue goes to the stage in progress (open or kept aside), else to an open free-play
  // game (named by its code, never "Stage 0"), else to the next stage.
  const Session* ses = g.session();
  const Session* stage = g.stage_in_progress();
  if (!stage && ses && ses->outcome() == Outcome::Playing && ses->stage().free_play())
    return ses->stage().code;
  // TRANSLATORS: the stage the title's first button continues or starts (a small tag on it).
  return format(tr("Stage {0}"), {stage ? stage->stage().number : g.progress().next_stage()});
}

const char* title_tagline(const Game& g) {
  if (campaign_complete(g.progress()))
    return tr("Campaign complete  \xC2\xB7  Free play makes new puzzles");
  return tr("Sudoku, one calm stage at a time");
}

}  // namespace nonet::game
