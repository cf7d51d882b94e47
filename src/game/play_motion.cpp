// SPDX-License-Identifier: MIT
// PlayMotion: change detection on the Session, with the times the animation functions need.
#include "game/play_motion.hpp"

#include <algorithm>

namespace nonet::game {

void PlayMotion::reset() { *this = PlayMotion{}; }

void PlayMotion::observe(const Session& s, double now) {
  if (primed_ && s.revision() == revision_seen_) return;  // nothing but the timer moved
  const bool first = !primed_;
  primed_ = true;
  revision_seen_ = s.revision();

  // Selection: a new target glides from wherever the highlight is at this moment.
  const int sel = std::clamp(s.selected(), 0, kCells - 1);
  if (first) {
    sel_from_ = cell_point(sel);
    sel_to_ = sel;
    sel_since_ = kLongAgo;
  } else if (sel != sel_to_) {
    sel_from_ = selection(now, Motion::Full);
    sel_to_ = sel;
    sel_since_ = now;
  }

  // Digits: a cell whose shown digit changes to a non-zero one pops in from now.
  for (int c = 0; c < kCells; ++c) {
    const auto i = static_cast<std::size_t>(c);
    const auto d = static_cast<std::uint8_t>(s.shown_digit(c));
    if (first) {
      shown_[i] = d;
      appeared_[i] = kLongAgo;
    } else if (d != shown_[i]) {
      shown_[i] = d;
      if (d != 0) appeared_[i] = last_appeared_ = now;
      // A right digit that fills the last gap of its row, column or box: that unit flashes,
      // unless it solved the board (the solved wave is the celebration then, as the stage
      // clear's fanfare silences that frame's unit chimes; stage_won() stops running flashes).
      if (d != 0 && s.digits()[c] == d && s.outcome() != Outcome::Won) {
        for (const std::uint8_t u : cell_units(c)) {
          const auto& cells = unit_cells(u);
          if (std::all_of(cells.begin(), cells.end(), [&](int x) { return s.digits()[x] != 0; })) {
            unit_done_[u] = last_unit_done_ = now;
            unit_origin_[u] = c;
          }
        }
      }
    }
  }

  // The wrong digit: its start is exact from the session's removal tick, so the fade ends on
  // the tick the session removes it even if we look a tick late.
  const auto& wrong = s.wrong_entry();
  wrong_on_show_ = wrong.has_value();
  if (wrong && (first || s.mistakes() != mistakes_seen_)) {
    wrong_since_ = now - seconds_between(wrong->remove_at - kWrongDigitTicks, s.now());
  }
  mistakes_seen_ = s.mistakes();

  // A hint: hint_asks() grows with every tier shown and every hint applied, so a second hint
  // on the same cell after an undo is still told apart. A hint on show at first sight is drawn
  // at its end state.
  const auto& hint = s.hint();
  hint_on_show_ = hint.has_value();
  if (hint && (first || s.hint_asks() != hints_seen_)) {
    hint_since_ = first ? kLongAgo : now;
    hint_cell_ = hint->cell;
    hint_reasons_ = static_cast<int>(hint->reasons.size());
  }
  if (!hint) hint_cell_ = -1;
  hints_seen_ = s.hint_asks();

  // A digit or note typed over a filled cell: that cell shakes from now.
  if (!first && s.blocked_count() != blocked_seen_) {
    blocked_since_ = now;
    blocked_cell_ = s.blocked_cell();
  }
  blocked_seen_ = s.blocked_count();

  // An undo cannot follow a win (a finished stage takes no input), so a win only ends by
  // reset(); this keeps the wave from outliving a state that is not won.
  if (s.outcome() != Outcome::Won) won_ = false;

  rings_.sync(s, now);
}

void PlayMotion::stage_won(const Session& s, double now) {
  // The wave's time counts from the session's finishing tick.
  won_since_ = now - seconds_between(s.finished_at(), s.now());
  won_origin_ = s.last_placed();
  won_ = true;
  // The wave takes over the board: unit flashes still running stop here.
  unit_done_.fill(kLongAgo);
  last_unit_done_ = kLongAgo;
}

CellPoint PlayMotion::selection(double now, Motion m) const {
  return selection_position(sel_from_, sel_to_, now - sel_since_, m);
}

DigitPop PlayMotion::pop(int cell, double now, Motion m) const {
  if (cell < 0 || cell >= kCells) return {};
  if (cell == hint_cell_ && hint_on_show_) {
    const float reveal = hint_digit_reveal(hint_reasons_, now - hint_since_, m);
    return {static_cast<float>(lerp(kDigitPopStartScale, 1.0, reveal)), reveal};
  }
  return digit_pop(now - appeared_[static_cast<std::size_t>(cell)], m);
}

double PlayMotion::wrong_seconds(double now) const {
  return wrong_on_show_ ? std::max(0.0, now - wrong_since_) : -1.0;
}

float PlayMotion::wrong_opacity(double now, Motion m) const {
  return wrong_on_show_ ? wrong_digit_opacity(wrong_seconds(now), m) : 0.0f;
}

float PlayMotion::conflict(double now, Motion m) const {
  return wrong_on_show_ ? conflict_tint(wrong_seconds(now), m) : 0.0f;
}

double PlayMotion::hint_seconds(double now) const {
  return hint_on_show_ ? std::max(0.0, now - hint_since_) : -1.0;
}

float PlayMotion::blocked_shake(int cell, double now, Motion m) const {
  if (cell != blocked_cell_ || cell < 0) return 0.0f;
  return shake_offset(now - blocked_since_, m);
}

double PlayMotion::won_seconds(double now) const {
  return won_ ? std::max(0.0, now - won_since_) : -1.0;
}

bool PlayMotion::animating(double now, Motion m) const {
  if (m == Motion::Reduced) return false;
  if (rings_.animating(now, m)) return true;
  if (now - sel_since_ < kSelectionGlideSeconds) return true;
  if (now - last_appeared_ < kDigitPopSeconds) return true;
  if (wrong_on_show_) return true;
  if (hint_on_show_ && now - hint_since_ < hint_trace_end(hint_reasons_, m)) return true;
  if (won_ && now - won_since_ < wave_end_seconds(won_origin_, m)) return true;
  if (now - last_unit_done_ < unit_flash_end_seconds(m)) return true;
  if (now - blocked_since_ < kShakeSeconds) return true;
  return false;
}

double PlayMotion::unit_done_seconds(int unit, double now) const {
  const double at = unit_done_[static_cast<std::size_t>(unit)];
  return at == kLongAgo ? -1 : now - at;
}

}  // namespace nonet::game
