// SPDX-License-Identifier: MIT
#include "game/learn_progress.hpp"

#include <bit>

#include "core/practice.hpp"
#include "core/rating.hpp"

namespace nonet::game {

int TechniqueProgress::recent_right() const {
  const unsigned in_window = window >= 8 ? 0xFFu : ((1u << window) - 1u);
  return std::popcount(static_cast<unsigned>(recent) & in_window);
}

std::optional<std::int64_t> LearnProgress::review_day(Technique t) const {
  const auto& p = of(t);
  if (!p.mastered_day || p.reviews >= static_cast<int>(kReviewDays.size())) return std::nullopt;
  return *p.mastered_day + kReviewDays[static_cast<std::size_t>(p.reviews)];
}

LearnState LearnProgress::state(Technique t, std::int64_t today) const {
  const auto& p = of(t);
  if (p.mastered_day) {
    const auto due = review_day(t);
    return due && *due <= today ? LearnState::Due : LearnState::Mastered;
  }
  return p.attempts == 0 ? LearnState::New : LearnState::Practising;
}

bool LearnProgress::record_attempt(Technique t, bool right, bool helped, std::int64_t today) {
  auto& p = of(t);
  const bool was_due = state(t, today) == LearnState::Due;
  p.recent = static_cast<std::uint8_t>(((p.recent << 1) | (right ? 1 : 0)) & 0x3F);
  if (p.window < kMasteryWindow) ++p.window;
  ++p.attempts;
  if (right) ++p.right;
  if (helped) ++p.helped;
  if (p.mastered_day) {
    if (!was_due) return false;  // practice between reviews changes nothing
    if (right) {
      ++p.reviews;
      p.mastered_day = today;
    } else {
      // Practise again: the last six start afresh from this miss.
      p.mastered_day.reset();
      p.reviews = 0;
      p.recent = 0;
      p.window = 1;
    }
    return false;
  }
  if (right && p.recent_right() >= kMasteryRight) {
    p.mastered_day = today;
    p.reviews = 0;
    return true;
  }
  return false;
}

void LearnProgress::record_solved_puzzle(const std::array<int, kTechniqueCount>& uses) {
  for (int i = 0; i < kTechniqueCount; ++i) {
    if (uses[static_cast<std::size_t>(i)] > 0 && is_learnable(static_cast<Technique>(i))) {
      ++techniques[static_cast<std::size_t>(i)].seen;
    }
  }
}

std::optional<int> LearnProgress::accuracy(Technique t) const {
  const auto& p = of(t);
  if (p.attempts == 0) return std::nullopt;
  const std::int64_t right = p.right, attempts = p.attempts;  // no overflow for any count
  return static_cast<int>((right * 100 + attempts / 2) / attempts);
}

std::optional<Technique> LearnProgress::suggestion(std::int64_t today) const {
  for (int i = 0; i < kTechniqueCount; ++i) {
    const auto t = static_cast<Technique>(i);
    if (is_learnable(t) && state(t, today) == LearnState::Due) return t;
  }
  std::optional<Level> level;
  std::optional<Technique> best;
  for (int i = 0; i < kTechniqueCount; ++i) {
    const auto t = static_cast<Technique>(i);
    if (!is_learnable(t) || of(t).mastered_day) continue;
    if (!level) level = level_of(t);
    if (level_of(t) != *level) break;
    if (!best || of(t).seen > of(*best).seen) best = t;
  }
  return best;
}

}  // namespace nonet::game
