// SPDX-License-Identifier: MIT
// Unlocking, best times and statistics over the stages.
#include "game/progress.hpp"

#include <algorithm>

namespace nonet::game {

namespace {
bool in_range(int stage) { return stage >= 1 && stage <= kStageCount; }
// Bounds no honest player reaches, that keep the sums far from overflow (game/tuning.hpp).
void add_capped(std::int64_t& total, std::int64_t n, std::int64_t cap) {
  total = std::min(total + std::max<std::int64_t>(n, 0), cap);
}
}  // namespace

bool Progress::is_unlocked(int stage) const {
  if (!in_range(stage)) return false;
  return stage == 1 || stages[static_cast<std::size_t>(stage - 2)].cleared;
}

bool Progress::is_cleared(int stage) const {
  return in_range(stage) && stages[static_cast<std::size_t>(stage - 1)].cleared;
}

const StageRecord& Progress::record(int stage) const {
  static const StageRecord kNone{};  // const: the "no such stage" answer, never written
  return in_range(stage) ? stages[static_cast<std::size_t>(stage - 1)] : kNone;
}

ClearResult Progress::record_end(const StageEnd& end) {
  ClearResult r;
  if (!in_range(end.stage)) return r;
  const std::int64_t ms = milliseconds(end.elapsed);
  add_capped(totals.mistakes, end.mistakes, kMaxCount);
  add_capped(totals.hints, end.hints_used, kMaxCount);
  add_capped(totals.play_ms, ms, kMaxMs);
  if (!end.won) {
    add_capped(totals.losses, 1, kMaxCount);
    return r;
  }
  add_capped(totals.clears, 1, kMaxCount);
  StageRecord& rec = stages[static_cast<std::size_t>(end.stage - 1)];
  r.first_clear = !rec.cleared;
  if (rec.best_ms == 0 || ms < rec.best_ms) {
    rec.best_ms = ms > 0 ? ms : 1;  // 0 means "none": a zero-length clear still counts
    r.new_best = true;
  }
  rec.cleared = true;
  if (r.first_clear && end.stage < kStageCount) r.unlocked = end.stage + 1;
  const int mistakes = std::clamp(end.mistakes, 0, kMaxMistakes - 1);
  const int hints = std::clamp(end.hints_used, 0, kHintsPerStage);
  rec.fewest_mistakes =
      rec.fewest_mistakes < 0 ? mistakes : std::min(rec.fewest_mistakes, mistakes);
  rec.fewest_hints = rec.fewest_hints < 0 ? hints : std::min(rec.fewest_hints, hints);
  // Both fewest counts of 0 can come from two different clears; the mark needs one clean clear.
  rec.clean = rec.clean || (mistakes == 0 && hints == 0);
  return r;
}

void Progress::record_start(int stage) {
  if (!in_range(stage)) return;
  std::int32_t& plays = stages[static_cast<std::size_t>(stage - 1)].plays;
  plays = static_cast<std::int32_t>(std::min<std::int64_t>(plays + 1, kMaxCount));
  last_stage = stage;
}

int Progress::next_stage() const {
  for (int s = 1; s <= kStageCount; ++s) {
    if (is_unlocked(s) && !is_cleared(s)) return s;
  }
  return kStageCount;
}

namespace {
void add_win(std::int64_t ms, std::int32_t& won, std::int64_t& best, std::int64_t& total,
             bool& new_best) {
  won = static_cast<std::int32_t>(std::min<std::int64_t>(won + 1, kMaxCount));
  add_capped(total, ms, kMaxMs);
  if (best == 0 || ms < best) {
    best = ms;
    new_best = true;
  }
}
}  // namespace

FreePlayRecord Progress::record_free_play(const FreePlayEnd& end, std::optional<CivilDate> today) {
  FreePlayRecord r;
  const auto li = static_cast<std::size_t>(end.level);
  if (li >= free_play.levels.size()) return r;
  // 0 means "none": a zero-length win still counts as 1 ms.
  const std::int64_t ms = std::clamp<std::int64_t>(milliseconds(end.elapsed), 1, kMaxMs);
  LevelStats& level = free_play.levels[li];
  level.played = static_cast<std::int32_t>(std::min<std::int64_t>(level.played + 1, kMaxCount));
  // A game begun before starts were counted (a file from version 3) still ends as begun.
  level.started = std::max(level.started, level.played);
  bool level_best = false;
  if (end.won) {
    add_win(ms, level.won, level.best_ms, level.total_ms, level_best);
    level.recent_ms.push_back(ms);
    if (level.recent_ms.size() > kRecentSolves)
      level.recent_ms.erase(level.recent_ms.begin(),
                            level.recent_ms.end() - static_cast<std::ptrdiff_t>(kRecentSolves));
  }
  if (!end.daily_date) {
    r.new_best = level_best;
    return r;
  }
  DailyStats& d = free_play.daily;
  d.played = static_cast<std::int32_t>(std::min<std::int64_t>(d.played + 1, kMaxCount));
  d.started = std::max(d.started, d.played);
  if (!end.won) return r;
  add_win(ms, d.won, d.best_ms, d.total_ms, r.new_best);
  const std::int64_t day = days_from_civil(*end.daily_date);
  std::optional<CivilDate> last = parse_date(d.last_solved);
  // A last day solved after tomorrow was written under a clock set ahead: kept, it would refuse
  // every day until that date. It is dropped and the streak starts again from this day.
  if (last && today && days_from_civil(*last) > days_from_civil(*today) + 1) {
    last.reset();
    d.streak = 0;
  }
  // An older day's puzzle finished late (kept, or resumed days after) counts in the figures
  // above but leaves the streak alone: a streak is of days solved on their day.
  if (today && day < days_from_civil(*today) - 1) return r;
  const std::int64_t last_day = last ? days_from_civil(*last) : day - 2;
  if (last && day <= last_day) return r;  // solved already, or an older day's puzzle
  d.streak = day == last_day + 1
                 ? static_cast<std::int32_t>(std::min<std::int64_t>(d.streak + 1, kMaxCount))
                 : 1;
  d.longest = std::max(d.longest, d.streak);
  d.last_solved = date_text(*end.daily_date);
  r.streak_grew = true;
  return r;
}

void Progress::record_free_play_start(Level level, bool daily) {
  const auto li = static_cast<std::size_t>(level);
  if (li >= free_play.levels.size()) return;
  auto bump = [](std::int32_t& n) {
    n = static_cast<std::int32_t>(std::min<std::int64_t>(n + 1, kMaxCount));
  };
  bump(free_play.levels[li].started);
  if (daily) bump(free_play.daily.started);
}

int Progress::current_streak(const CivilDate& today) const {
  const std::optional<CivilDate> last = parse_date(free_play.daily.last_solved);
  if (!last) return 0;
  const std::int64_t last_day = days_from_civil(*last);
  const std::int64_t now = days_from_civil(today);
  return last_day >= now - 1 && last_day <= now + 1 ? free_play.daily.streak : 0;
}

std::uint64_t Progress::issue_game_id() {
  if (games_started < kMaxGameId) ++games_started;
  return games_started;
}

void Progress::note_game_id(std::uint64_t id) {
  games_started = std::max(games_started, std::min(id, kMaxGameId));
}

void Progress::record_finished(std::uint64_t id) {
  if (id == 0 || was_finished(id)) return;
  finished_games.push_back(id);
  if (finished_games.size() > kFinishedGamesKept)
    finished_games.erase(finished_games.begin(),
                         finished_games.end() - static_cast<std::ptrdiff_t>(kFinishedGamesKept));
}

bool Progress::was_finished(std::uint64_t id) const {
  return id != 0 &&
         std::find(finished_games.begin(), finished_games.end(), id) != finished_games.end();
}

int Progress::cleared_count() const {
  int n = 0;
  for (const auto& s : stages) n += s.cleared ? 1 : 0;
  return n;
}

}  // namespace nonet::game
