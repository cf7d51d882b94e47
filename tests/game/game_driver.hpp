// SPDX-License-Identifier: MIT
// Driving a Game in tests: one Action at a time, and the fixed-step clock a tick at a time.
#pragma once

#include "game/game.hpp"

namespace nonet::game::testing {

inline void press(Game& g, ActionKind k, int v = 0) { g.apply(Action{k, v}); }

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
