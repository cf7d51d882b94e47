// SPDX-License-Identifier: MIT
// Recording a free-play game's end in Progress (game::Progress::record_free_play): its level's
// figures, and for the daily puzzle its date's place in the streak; and the statistics screen's
// text, which needs to know the game still open.
#include "core/free_play.hpp"
#include "game/game.hpp"

namespace nonet::game {

void Game::record_free_play_result(const Session& s) {
  const StageData& st = s.stage();
  const GameCodeParse code = parse_game_code(st.code);
  if (!code.ok) return;
  FreePlayEnd end;
  end.level = code.code.level;
  end.won = s.outcome() == Outcome::Won;
  end.elapsed = s.elapsed();
  if (st.daily) {
    // The day whose puzzle this is: today's, or, when the game ran past midnight (or the clock
    // moved a time zone), yesterday's or tomorrow's; or an older day's, kept on the Continue
    // row or resumed days later (issue 29's review: it was begun as a daily, so it ends as one).
    // Progress::record_free_play moves the streak only for a day next to today.
    end.daily_date = daily_date_of(code.code, today_);
  }
  const FreePlayRecord r = progress_.record_free_play(end, today_);
  ++progress_revision_;
  result_.new_best = end.won && r.new_best;
  result_.best_ms = end.daily_date
                        ? progress_.free_play.daily.best_ms
                        : progress_.free_play.levels[static_cast<std::size_t>(end.level)].best_ms;
}

StatisticsText Game::statistics() const {
  std::optional<OpenFreePlay> open;
  if (const Session* f = free_play_in_progress()) {
    if (const GameCodeParse code = parse_game_code(f->stage().code); code.ok)
      open = OpenFreePlay{code.code.level, f->stage().daily};
  }
  return statistics_text(progress_, today_, open, &learn_.progress);
}

}  // namespace nonet::game
