// SPDX-License-Identifier: MIT
// A free-play puzzle being made on a worker thread (core/free_play.hpp), so the game's frames
// go on while the generator searches: the game polls done() each tick and shows ratings() as
// progress when it takes longer than a frame. Destroying the job stops the search and joins.
#pragma once

#include <atomic>
#include <optional>
#include <thread>
#include <utility>

#include "core/free_play.hpp"

namespace nonet::game {

class FreePlayJob {
 public:
  explicit FreePlayJob(const GameCode& code);
  ~FreePlayJob();
  FreePlayJob(const FreePlayJob&) = delete;
  FreePlayJob& operator=(const FreePlayJob&) = delete;

  const GameCode& code() const { return code_; }
  bool done() const { return done_.load(std::memory_order_acquire); }
  /// Blocks until done() without taking the puzzle (tests that wait on the worker, not on a
  /// clock).
  void wait_done() const { done_.wait(false, std::memory_order_acquire); }
  /// Positions rated so far (the progress line).
  int ratings() const { return ratings_.load(std::memory_order_relaxed); }
  /// The puzzle, once done() (moved out: a second call gives nothing).
  std::optional<FreePlayPuzzle> take();
  /// Blocks until done (tests and scripted runs that want no timing in their results).
  void wait();

 private:
  GameCode code_;
  std::atomic<bool> cancel_{false};
  std::atomic<bool> done_{false};
  std::atomic<int> ratings_{0};
  std::optional<FreePlayPuzzle> result_;
  std::thread worker_;
};

}  // namespace nonet::game
