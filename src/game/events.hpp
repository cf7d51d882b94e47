// SPDX-License-Identifier: MIT
// Things that happened in the game, queued for whoever wants to react (the audio player turns
// them into sounds, the animation layer into pulses). Rules never wait on a listener: events
// are only reported, in order, and dropped when nobody drains the queue.
#pragma once

#include <array>
#include <cassert>
#include <cstdint>

namespace nonet::game {

enum class EventKind : std::uint8_t {
  CursorMoved,  // cell = new selection
  DigitPlaced,  // right digit: cell, digit
  NoteToggled,  // cell, digit; value = 1 if the note is now set, 0 if it was removed
  NotesFilled,
  Erased,          // cell
  Mistake,         // wrong digit: cell, digit; value = mistakes so far
  WrongRemoved,    // the wrong digit's 0.42 s are over: cell
  UnitCompleted,   // value = unit (0..26) that just got its ninth digit
  DigitCompleted,  // digit = the digit whose ninth copy was placed
  HintUsed,        // cell, digit
  HintTierShown,   // a hint's first or second tier is on show: value = 1 (where) or 2 (what)
  Undo,
  Redo,
  Rejected,  // an input that does nothing here (given cell, no hints left, ...)
  /// A digit or note typed over a filled cell (a given or a right digit): refused where the
  /// player sees it, with a shake of the cell and the refusal sound. cell, digit.
  Blocked,
  StageWon,
  StageLost,
  MenuMoved,  // focus moved in a menu
  MenuConfirmed,
  ScreenChanged,  // value = new Screen as integer
  StageUnlocked,  // the result screen opens on a newly unlocked stage: value = its number
  MarkColoured,   // a colour mark: cell (-1 = all cleared), digit (0 = the cell), value = colour
};

struct GameEvent {
  EventKind kind = EventKind::CursorMoved;
  std::int8_t cell = -1;
  std::int8_t digit = 0;
  std::int16_t value = 0;
};

/// Fixed-capacity queue: pushing never allocates; when full, the oldest events are dropped
/// (a listener that never drains must not grow memory).
class EventQueue {
 public:
  static constexpr int kCapacity = 64;

  void push(GameEvent e) {
    if (count_ == kCapacity) {
      head_ = (head_ + 1) % kCapacity;
      --count_;
    }
    items_[(head_ + count_) % kCapacity] = e;
    ++count_;
  }
  void push(EventKind kind, int cell = -1, int digit = 0, int value = 0) {
    push(GameEvent{kind, static_cast<std::int8_t>(cell), static_cast<std::int8_t>(digit),
                   static_cast<std::int16_t>(value)});
  }
  bool empty() const { return count_ == 0; }
  int size() const { return count_; }
  /// Removes and returns the oldest event; call only when !empty().
  GameEvent pop() {
    assert(count_ > 0 && "pop() on an empty EventQueue");
    GameEvent e = items_[head_];
    head_ = (head_ + 1) % kCapacity;
    --count_;
    return e;
  }
  void clear() { head_ = count_ = 0; }

 private:
  std::array<GameEvent, kCapacity> items_{};
  int head_ = 0;
  int count_ = 0;
};

}  // namespace nonet::game
