// Driving a Game in tests: one Action at a time, and the fixed-step clock a tick at a time.
#pragma once

#include "game/game.hpp"

namespace nonet::game::testing {

inline void press(Game& g, ActionKind k, int v = 0) { g.apply(Action{k, v}); }

inline void run(Game& g, Tick n) {
  for (Tick i = 0; i < n; ++i) g.update();
}

}  // namespace nonet::game::testing
