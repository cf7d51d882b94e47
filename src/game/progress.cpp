// Unlocking and best times over the stages.
#include "game/progress.hpp"

namespace nonet::game {

namespace {
bool in_range(int stage) { return stage >= 1 && stage <= kStageCount; }
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

ClearResult Progress::record_clear(int stage, Tick elapsed) {
  ClearResult r;
  if (!in_range(stage)) return r;
  StageRecord& rec = stages[static_cast<std::size_t>(stage - 1)];
  const std::int64_t ms = milliseconds(elapsed);
  r.first_clear = !rec.cleared;
  if (rec.best_ms == 0 || ms < rec.best_ms) {
    rec.best_ms = ms > 0 ? ms : 1;  // 0 means "none": a zero-length clear still counts
    r.new_best = true;
  }
  rec.cleared = true;
  if (r.first_clear && stage < kStageCount) r.unlocked = stage + 1;
  return r;
}

void Progress::record_start(int stage) {
  if (!in_range(stage)) return;
  ++stages[static_cast<std::size_t>(stage - 1)].plays;
  last_stage = stage;
}

int Progress::next_stage() const {
  for (int s = 1; s <= kStageCount; ++s) {
    if (is_unlocked(s) && !is_cleared(s)) return s;
  }
  return kStageCount;
}

int Progress::cleared_count() const {
  int n = 0;
  for (const auto& s : stages) n += s.cleared ? 1 : 0;
  return n;
}

}  // namespace nonet::game
