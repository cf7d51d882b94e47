// SPDX-License-Identifier: MIT
// GameWindow: SDL video start-up and the GL 3.3 core context.
#include "platform/window.hpp"

#include <algorithm>
#include <string_view>

#include "game/format.hpp"
#include "i18n/i18n.hpp"
#include "platform/window_fit.hpp"

#include <epoxy/gl.h>

namespace nonet::platform {

using game::format;
using i18n::tr;

void GameWindow::close() {
  if (context_) SDL_GL_DeleteContext(context_);
  context_ = nullptr;
  if (window_) SDL_DestroyWindow(window_);
  window_ = nullptr;
}

GameWindow::~GameWindow() {
  close();
  if (SDL_WasInit(SDL_INIT_VIDEO)) SDL_QuitSubSystem(SDL_INIT_VIDEO);
}

std::string GameWindow::open(const char* title, int width, int height, bool fullscreen,
                             bool fit_desktop) {
  if (SDL_InitSubSystem(SDL_INIT_VIDEO) != 0)
    // TRANSLATORS: a start-up error; {0} is SDL's reason, in English (also below).
    return format(tr("cannot start SDL video: {0}"), {SDL_GetError()});
  const char* driver = SDL_GetCurrentVideoDriver();
  const bool headless = driver != nullptr && (std::string_view(driver) == "offscreen" ||
                                              std::string_view(driver) == "dummy");
  SDL_Rect usable{};
  if (fit_desktop && !headless && SDL_GetDisplayUsableBounds(0, &usable) == 0) {
    // The title bar is not known before the window exists: a generous 40 pixels.
    const PixelSize fitted = fit_first_window({width, height}, {usable.w, usable.h}, 40);
    width = fitted.width;
    height = fitted.height;
  }
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_FLAGS, SDL_GL_CONTEXT_FORWARD_COMPATIBLE_FLAG);
  SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
  SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0);
  SDL_GL_SetAttribute(SDL_GL_STENCIL_SIZE, 0);
  const Uint32 flags = SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
  window_ =
      SDL_CreateWindow(title, SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, width, height, flags);
  if (!window_) return format(tr("cannot open a window: {0}"), {SDL_GetError()});
  // Dragging stops at the smallest window every screen is laid out for; a smaller --size (a
  // phone-sized screenshot, 360x640, which the layout contract checks too) is kept as asked
  // rather than grown under a frame drawn for the size asked.
  SDL_SetWindowMinimumSize(window_, std::min(width, kMinWindowWidth),
                           std::min(height, kMinWindowHeight));
  context_ = SDL_GL_CreateContext(window_);
  if (!context_)
    return format(tr("cannot create an OpenGL 3.3 core context: {0}"), {SDL_GetError()});
  if (epoxy_gl_version() < 33) {
    // TRANSLATORS: a start-up error; {0}.{1} is the OpenGL version the driver has ("2.1").
    return format(tr("OpenGL 3.3 is required; the driver offers {0}.{1}"),
                  {epoxy_gl_version() / 10, epoxy_gl_version() % 10});
  }
  // Adaptive vsync first (tears rather than stutters when a frame is late), then plain vsync.
  if (SDL_GL_SetSwapInterval(-1) == 0)
    swap_interval_ = -1;
  else if (SDL_GL_SetSwapInterval(1) == 0)
    swap_interval_ = 1;
  else
    swap_interval_ = 0;
  SDL_DisplayMode mode;
  if (SDL_GetCurrentDisplayMode(SDL_GetWindowDisplayIndex(window_), &mode) == 0 &&
      mode.refresh_rate > 0) {
    refresh_period_ = 1.0 / mode.refresh_rate;
  }
  if (fullscreen) set_fullscreen(true);
  return "";
}

void GameWindow::set_fullscreen(bool on) {
  if (on == fullscreen_) return;
  // Desktop fullscreen: no mode change, instant switch, the drawable follows the display.
  if (SDL_SetWindowFullscreen(window_, on ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0) == 0)
    fullscreen_ = on;
}

}  // namespace nonet::platform
