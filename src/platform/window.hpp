// SPDX-License-Identifier: MIT
// The SDL window and its OpenGL 3.3 core context: HiDPI-aware, resizable, fullscreen toggle,
// vsync (adaptive, then plain, else none and the loop caps the frame rate itself).
#pragma once

#include <SDL2/SDL.h>

#include <string>

namespace nonet::platform {

class GameWindow {
 public:
  GameWindow() = default;
  ~GameWindow();
  /// The GL context and the window, given back (again: nothing); SDL video stays until the
  /// destructor.
  void close();
  GameWindow(const GameWindow&) = delete;
  GameWindow& operator=(const GameWindow&) = delete;

  /// Creates the window and context; "" on success, else what failed (with SDL's reason).
  /// With `fit_desktop` (no --size given) a size that does not fit the display's usable area
  /// under a title bar becomes the largest standard size that does (platform/window_fit.hpp);
  /// a headless driver (offscreen, dummy) has no desktop and keeps the size.
  std::string open(const char* title, int width, int height, bool fullscreen,
                   bool fit_desktop = false);
  void swap() { SDL_GL_SwapWindow(window_); }
  void drawable_size(int& w, int& h) const { SDL_GL_GetDrawableSize(window_, &w, &h); }
  void window_size(int& w, int& h) const { SDL_GetWindowSize(window_, &w, &h); }
  void set_fullscreen(bool on);
  bool fullscreen() const { return fullscreen_; }
  void resize(int w, int h) { SDL_SetWindowSize(window_, w, h); }
  /// 0 none, 1 vsync, -1 adaptive: what the driver accepted.
  int swap_interval() const { return swap_interval_; }
  /// The display's refresh period in seconds (1/60 when unknown).
  double refresh_period() const { return refresh_period_; }
  SDL_Window* sdl() { return window_; }

 private:
  SDL_Window* window_ = nullptr;
  SDL_GLContext context_ = nullptr;
  bool fullscreen_ = false;
  int swap_interval_ = 0;
  double refresh_period_ = 1.0 / 60;
};

}  // namespace nonet::platform
