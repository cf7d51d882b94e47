// SPDX-License-Identifier: MIT
// A free-play puzzle made on a worker thread (free_play_job.hpp).
#include "game/free_play_job.hpp"

namespace nonet::game {

FreePlayJob::FreePlayJob(const GameCode& code) : code_(code) {
  worker_ = std::thread([this] {
    result_ = make_free_play(code_, [this](int ratings) {
      ratings_.store(ratings, std::memory_order_relaxed);
      return !cancel_.load(std::memory_order_relaxed);
    });
    done_.store(true, std::memory_order_release);
    done_.notify_all();
  });
}

FreePlayJob::~FreePlayJob() {
  cancel_.store(true, std::memory_order_relaxed);
  if (worker_.joinable()) worker_.join();
}

std::optional<FreePlayPuzzle> FreePlayJob::take() {
  if (!done()) return std::nullopt;
  return std::exchange(result_, std::nullopt);
}

void FreePlayJob::wait() {
  if (worker_.joinable()) worker_.join();
}

}  // namespace nonet::game
