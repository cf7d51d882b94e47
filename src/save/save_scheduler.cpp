// SPDX-License-Identifier: MIT
// The coalescing rules of SaveScheduler (see save_scheduler.hpp).
#include "save/save_scheduler.hpp"

#include <algorithm>

namespace nonet::save {

void SaveScheduler::changed(std::int64_t now_ms) {
  if (!dirty_) dirty_since_ = now_ms;
  dirty_ = true;
}

void SaveScheduler::request_flush() {
  if (dirty_) urgent_ = true;
}

std::optional<std::int64_t> SaveScheduler::next_due() const {
  if (!dirty_) return std::nullopt;
  if (urgent_ || !last_start_) return dirty_since_;
  const std::int64_t wait = last_failed_ ? timing_.retry_ms : timing_.min_gap_ms;
  return std::max(dirty_since_, *last_start_ + wait);
}

bool SaveScheduler::due(std::int64_t now_ms) const {
  const auto when = next_due();
  return when && (urgent_ || now_ms >= *when);
}

void SaveScheduler::started_write(std::int64_t now_ms) {
  dirty_ = false;
  urgent_ = false;
  last_start_ = now_ms;
}

void SaveScheduler::write_failed(std::int64_t now_ms) {
  last_failed_ = true;
  if (!dirty_) dirty_since_ = now_ms;
  dirty_ = true;
  last_start_ = now_ms;
}

void SaveScheduler::write_succeeded() { last_failed_ = false; }

}  // namespace nonet::save
