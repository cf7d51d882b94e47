// SPDX-License-Identifier: MIT
// SaveScheduler on a fake clock: coalescing, the 1-second promise, flushes and retries.
#include <doctest/doctest.h>

#include <cstdint>
#include <deque>
#include <random>
#include <vector>

#include "save/save_scheduler.hpp"

using nonet::save::SaveScheduler;

namespace {
/// Drives the scheduler the way the frame loop does: poll every frame (16 ms), write when due.
struct FrameLoop {
  SaveScheduler scheduler;
  std::vector<std::int64_t> writes;
  void frames_until(std::int64_t& now, std::int64_t end) {
    for (; now < end; now += 16) poll(now);
  }
  void poll(std::int64_t now) {
    if (scheduler.due(now)) {
      scheduler.started_write(now);
      scheduler.write_succeeded();
      writes.push_back(now);
    }
  }
};
}  // namespace

TEST_CASE("nothing changed, nothing to write") {
  SaveScheduler s;
  CHECK_FALSE(s.due(0));
  CHECK_FALSE(s.due(100000));
  CHECK_FALSE(s.next_due().has_value());
  s.request_flush();
  CHECK_FALSE(s.due(0));
}

TEST_CASE("the first move after a quiet spell is written at once") {
  SaveScheduler s;
  s.changed(1000);
  CHECK(s.due(1000));
  CHECK(s.next_due() == 1000);
}

TEST_CASE("fast typing is coalesced to one write per gap") {
  FrameLoop loop;
  std::int64_t now = 0;
  std::int64_t last_move = 0;
  // About 10 moves a second for 3 seconds.
  for (int move = 0; move < 30; ++move) {
    loop.scheduler.changed(now);
    last_move = now;
    loop.frames_until(now, now + 100);
  }
  loop.frames_until(now, now + 1000);
  // Every write at least the gap after the one before (so about 3 a second, not 10) ...
  REQUIRE(loop.writes.size() >= 2);
  for (std::size_t i = 1; i < loop.writes.size(); ++i) {
    CHECK(loop.writes[i] - loop.writes[i - 1] >= 300);
    // ... and no longer than gap + one frame: the scheduler does not sit on unsaved moves.
    CHECK(loop.writes[i] - loop.writes[i - 1] <= 316);
  }
  CHECK(loop.writes.front() == 0);
  // The last move is in a write, and that write came no later than one gap after it.
  CHECK(loop.writes.back() >= last_move);
  CHECK(loop.writes.back() <= last_move + 316);
  CHECK_FALSE(loop.scheduler.dirty());
}

TEST_CASE("random play: never more than 4 writes a second, never more than 1 s behind") {
  std::mt19937 rng(77);
  FrameLoop loop;
  std::int64_t now = 0;
  std::int64_t oldest_unsaved = -1;  // time of the oldest change not yet in a write
  std::int64_t worst_lag = 0;
  for (int frame = 0; frame < 20000; ++frame, now += 16) {
    // Bursts of fast input and long idle stretches.
    const bool burst = (frame / 300) % 2 == 0;
    if (rng() % (burst ? 3 : 60) == 0) {
      loop.scheduler.changed(now);
      if (oldest_unsaved < 0) oldest_unsaved = now;
    }
    const std::size_t before = loop.writes.size();
    loop.poll(now);
    if (loop.writes.size() != before) {
      worst_lag = std::max(worst_lag, now - oldest_unsaved);
      oldest_unsaved = -1;
    }
  }
  CHECK(worst_lag <= 1000);
  std::deque<std::int64_t> window;
  for (const std::int64_t w : loop.writes) {
    window.push_back(w);
    while (w - window.front() >= 1000) window.pop_front();
    CHECK(window.size() <= 4);
  }
  CHECK(loop.writes.size() > 100);
}

TEST_CASE("a flush request writes at once, even inside the gap") {
  SaveScheduler s;
  s.changed(0);
  s.started_write(0);
  s.write_succeeded();
  s.changed(50);
  CHECK_FALSE(s.due(60));
  s.request_flush();  // the window lost focus
  CHECK(s.due(60));
  s.started_write(60);
  CHECK_FALSE(s.due(61));
}

TEST_CASE("a failed write is retried later, not every frame; a flush still tries at once") {
  SaveScheduler s;
  s.changed(0);
  s.started_write(0);
  s.write_failed(5);
  CHECK(s.dirty());
  CHECK_FALSE(s.due(400));
  CHECK_FALSE(s.due(4999));
  CHECK(s.due(5005));
  CHECK(s.next_due() == 5005);
  s.request_flush();
  CHECK(s.due(100));
  s.started_write(100);
  s.write_succeeded();
  s.changed(200);
  CHECK(s.due(400));  // back to the normal gap after a success
}

TEST_CASE("a change during a write keeps the document dirty") {
  SaveScheduler s;
  s.changed(0);
  s.started_write(0);
  s.changed(10);  // the write carries the state of time 0 only
  s.write_succeeded();
  CHECK(s.dirty());
  CHECK(s.due(300));
}
