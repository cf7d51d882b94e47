// SPDX-License-Identifier: MIT
// Driving a Game in tests: one Action at a time, and the fixed-step clock a tick at a time.
#pragma once

#include "game/game.hpp"

namespace nonet::game::testing {

inline void press(Game& g, ActionKind k, int v = 0) { g.apply(Action{k, v}); }

/// Presses Hint until the hint is applied (its where and what tiers first, issue 14).
inline void press_hint_applied(Game& g) {
  for (int i = 0; i < 3; ++i) {
    g.apply(Action{ActionKind::Hint, 0});
    const Session* s = g.session();
    if (!s || !s->hint() || s->hint()->tier == HintPhase::Apply) return;
  }
}

inline void run(Game& g, Tick n) {
  for (Tick i = 0; i < n; ++i) g.update();
}

/// Changes settings the way the platform does: a changed copy through Game::set_settings.
template <class Change>
void change_settings(Game& g, Change change) {
  Settings s = g.settings();
  change(s);
  g.set_settings(s);
}

/// Progress with these stages cleared (cleanly, in 10 s each), as a save would restore it.
inline void restore_cleared(Game& g, std::initializer_list<int> stages) {
  Progress p = g.progress();
  for (const int n : stages) p.record_end({n, true, 0, 0, 600});
  g.restore(p, g.settings());
}

}  // namespace nonet::game::testing
