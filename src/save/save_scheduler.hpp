// SPDX-License-Identifier: MIT
// When to write the stage in progress: soon after every move, but coalesced so fast typing does
// not write ten files a second, never more than one gap behind, at once on pause, focus loss and
// quit, and after a failure only after a pause (the player keeps playing; we retry later).
//
// Pure logic over a clock the caller passes in (milliseconds, any origin), so tests drive it
// with a fake clock. Timeline with the default 300 ms gap:
//
//     moves:   x  x x  x          x                x
//     writes:  W         W          W              W      <- first change after a quiet spell
//              |--300--->|--300---->                         is written at once; later ones
//                                                            wait for the gap to end
#pragma once

#include <cstdint>
#include <optional>

namespace nonet::save {

class SaveScheduler {
 public:
  struct Timing {
    std::int64_t min_gap_ms = 300;  // at most ~3.3 writes a second, and at most this far behind
    std::int64_t retry_ms = 5000;   // wait after a failed write before trying again
  };

  SaveScheduler() = default;
  explicit SaveScheduler(Timing timing) : timing_(timing) {}

  /// Something worth saving changed (a move, an undo, a second of the timer need not count).
  void changed(std::int64_t now_ms);
  /// Pause, focus loss, minimize, quit: write at the next due() check if anything is unsaved,
  /// even during the gap or the retry wait.
  void request_flush();
  /// True when the caller should write now.
  bool due(std::int64_t now_ms) const;
  /// A write was started holding the state as of now (everything so far is in it).
  void started_write(std::int64_t now_ms);
  /// That write failed: the data is unsaved again; the next try waits retry_ms.
  void write_failed(std::int64_t now_ms);
  /// That write succeeded (clears the retry wait).
  void write_succeeded();

  bool dirty() const { return dirty_; }
  /// When due() will next become true if nothing else happens (for the frame loop's sleep);
  /// nullopt when nothing is waiting to be written.
  std::optional<std::int64_t> next_due() const;
  const Timing& timing() const { return timing_; }

 private:
  Timing timing_{};
  bool dirty_ = false;
  bool urgent_ = false;
  bool last_failed_ = false;
  std::int64_t dirty_since_ = 0;
  std::optional<std::int64_t> last_start_;
};

}  // namespace nonet::save
