// SPDX-License-Identifier: MIT
// Blocking until input or a deadline without burning CPU on every video driver. X11, Wayland,
// Windows and macOS block in SDL_WaitEventTimeout; drivers without a blocking wait (offscreen,
// KMSDRM, dummy) make SDL poll every millisecond, which alone costs a few percent of a core,
// so there the loop sleeps in short slices instead (input waits at most one slice).
#pragma once

#include <SDL2/SDL.h>

namespace nonet::platform {

/// Like SDL_WaitEventTimeout: 1 with an event in `e`, 0 when the timeout passed first.
int wait_for_event(SDL_Event& e, int timeout_ms);

}  // namespace nonet::platform
