// SPDX-License-Identifier: MIT
// Desktop integration and start-up failures (desktop.hpp). stb_image (Debian libstb-dev) reads
// the icon PNG, compiled here and only here.
#include "platform/desktop.hpp"

#if !defined(_WIN32)
#include <unistd.h>
#endif

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <memory>

#include "game/format.hpp"
#include "i18n/i18n.hpp"

#if defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"
#pragma GCC diagnostic ignored "-Wsign-compare"
#pragma GCC diagnostic ignored "-Wunused-parameter"
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wconversion"
#pragma GCC diagnostic ignored "-Wpedantic"
#endif
#define STB_IMAGE_IMPLEMENTATION
#define STBI_ONLY_PNG
#define STBI_NO_STDIO_WARNINGS
#include <stb/stb_image.h>
#if defined(__GNUC__)
#pragma GCC diagnostic pop
#endif

namespace nonet::platform {

using i18n::tr;

void set_app_identity() {
  SDL_SetHint(SDL_HINT_APP_NAME, "Nonet");
  // SDL 2.26 reads these from the environment (no hint constant yet); a value the user set wins.
  SDL_setenv("SDL_VIDEO_X11_WMCLASS", kAppId, 0);
  SDL_setenv("SDL_VIDEO_WAYLAND_WMCLASS", kAppId, 0);
}

std::string set_window_icon(SDL_Window* window, const std::string& png_path) {
  int w = 0, h = 0, channels = 0;
  std::unique_ptr<stbi_uc, void (*)(void*)> pixels(
      stbi_load(png_path.c_str(), &w, &h, &channels, 4), stbi_image_free);
  if (!pixels) return "cannot read the icon " + png_path;
  SDL_Surface* surface =
      SDL_CreateRGBSurfaceWithFormatFrom(pixels.get(), w, h, 32, w * 4, SDL_PIXELFORMAT_RGBA32);
  if (!surface) return std::string("cannot make the icon surface: ") + SDL_GetError();
  SDL_SetWindowIcon(window, surface);  // SDL copies the pixels
  SDL_FreeSurface(surface);
  return "";
}

bool screensaver_allowed(game::Screen screen) { return screen != game::Screen::Play; }

void follow_screensaver(game::Screen screen, std::optional<bool>& applied) {
  const bool allow = screensaver_allowed(screen);
  if (applied == allow) return;
  if (allow)
    SDL_EnableScreenSaver();
  else
    SDL_DisableScreenSaver();
  applied = allow;
}

bool headless_driver(std::string_view driver) {
  return driver == "offscreen" || driver == "dummy" || driver == "evdev";
}

std::string no_display_error(std::string_view driver, bool invisible_run_asked) {
  if (invisible_run_asked || !headless_driver(driver)) return "";
  // TRANSLATORS: a start-up error. {0} is the name of SDL's video driver ("offscreen",
  // "dummy"); DISPLAY, WAYLAND_DISPLAY and SDL_VIDEODRIVER=offscreen stay as they are.
  return game::format(tr("no display found (DISPLAY and WAYLAND_DISPLAY lead nowhere; SDL chose "
                         "its '{0}' driver, which shows nothing). Run Nonet from a desktop "
                         "session, or set SDL_VIDEODRIVER=offscreen to run it without a window "
                         "on purpose."),
                      {driver});
}

namespace {
// Whether a message box would be seen: the running video driver, else the one asked for, else
// whether the environment names a display.
bool display_in_use() {
  if (SDL_WasInit(SDL_INIT_VIDEO)) {
    const char* driver = SDL_GetCurrentVideoDriver();
    return driver && !headless_driver(driver);
  }
  const char* asked = SDL_getenv("SDL_VIDEODRIVER");
  if (asked && *asked) return !headless_driver(asked);
  const char* x11 = SDL_getenv("DISPLAY");
  const char* wayland = SDL_getenv("WAYLAND_DISPLAY");
  return (x11 && *x11) || (wayland && *wayland);
}
}  // namespace

void report_fatal_error(const std::string& message) {
  std::fprintf(stderr, "nonet: %s\n", message.c_str());
  // TRANSLATORS: the title of the window that shows a start-up error.
  if (display_in_use() && SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR, tr("Nonet cannot start"),
                                                   message.c_str(), nullptr) != 0)
    std::fprintf(stderr, "nonet: (the message could not be shown in a window: %s)\n",
                 SDL_GetError());
}

std::string file_url(std::string_view path) {
  std::string url = "file://";
  // A Windows path ("C:\\Users\\ada"): its drive after a third slash, forward slashes.
  const bool drive = path.size() >= 2 && path[1] == ':' &&
                     ((path[0] >= 'A' && path[0] <= 'Z') || (path[0] >= 'a' && path[0] <= 'z'));
  if (drive) {
    url += '/';
    url += path.substr(0, 2);
    path.remove_prefix(2);
  }
  constexpr char kHex[] = "0123456789ABCDEF";
  for (char ch : path) {
    if (drive && ch == '\\') ch = '/';
    const auto c = static_cast<unsigned char>(ch);
    const bool plain = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
                       c == '-' || c == '.' || c == '_' || c == '~' || c == '/';
    if (plain) {
      url += ch;
    } else {
      url += '%';
      url += kHex[c >> 4];
      url += kHex[c & 15];
    }
  }
  return url;
}

bool can_open_folders() {
#if defined(_WIN32) || defined(__APPLE__) || defined(__ANDROID__)
  return true;
#else
  const char* path = std::getenv("PATH");
  if (!path) return false;
  const std::string_view dirs = path;
  std::size_t start = 0;
  while (start <= dirs.size()) {
    std::size_t end = dirs.find(':', start);
    if (end == std::string_view::npos) end = dirs.size();
    const std::string_view dir = dirs.substr(start, end - start);
    std::error_code ec;
    const std::filesystem::path tool =
        std::filesystem::path(dir.empty() ? std::string_view(".") : dir) / "xdg-open";
    if (std::filesystem::is_regular_file(tool, ec) && ::access(tool.c_str(), X_OK) == 0)
      return true;
    start = end + 1;
  }
  return false;
#endif
}

std::string open_folder(const std::string& folder) {
  std::error_code ec;
  const std::string absolute = std::filesystem::absolute(folder, ec).string();
  if (ec) return ec.message();
  if (SDL_OpenURL(file_url(absolute).c_str()) != 0) return SDL_GetError();
  return "";
}

}  // namespace nonet::platform
