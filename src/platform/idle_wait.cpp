// SPDX-License-Identifier: MIT
// wait_for_event: SDL's blocking wait where the driver has one, sliced sleeps elsewhere.
#include "platform/idle_wait.hpp"

#include <algorithm>
#include <cstring>

namespace nonet::platform {

namespace {
// Longest sleep between two looks at the queue on drivers without a blocking wait: short
// enough that input feels immediate, long enough that an idle game costs ~0.1% of a core.
constexpr Uint32 kSliceMs = 20;

bool driver_blocks() {
  const char* d = SDL_GetCurrentVideoDriver();
  if (!d) return false;
  for (const char* known : {"x11", "wayland", "windows", "cocoa"}) {
    if (std::strcmp(d, known) == 0) return true;
  }
  return false;
}
}  // namespace

int wait_for_event(SDL_Event& e, int timeout_ms) {
  if (driver_blocks()) return SDL_WaitEventTimeout(&e, timeout_ms);
  const Uint64 deadline = SDL_GetTicks64() + static_cast<Uint64>(std::max(0, timeout_ms));
  for (;;) {
    if (SDL_PollEvent(&e)) return 1;
    const Uint64 now = SDL_GetTicks64();
    if (now >= deadline) return 0;
    SDL_Delay(static_cast<Uint32>(std::min<Uint64>(kSliceMs, deadline - now)));
  }
}

}  // namespace nonet::platform
