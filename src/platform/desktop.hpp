// SPDX-License-Identifier: MIT
// The game as a desktop citizen: its application id and name for the window manager, the window
// icon, the screensaver rule, and failing loudly at start-up (no display, a fatal error shown in
// a message box when there is a display to show it on). docs/PACKAGING.md.
#pragma once

#include <SDL2/SDL.h>

#include <optional>
#include <string>
#include <string_view>

#include "game/game.hpp"

namespace nonet::platform {

/// Reverse-DNS application id: the desktop entry, AppStream metainfo and icon are named by it.
inline constexpr const char* kAppId = "io.github.nonet.Nonet";

/// Before SDL video starts: the application name (SDL_HINT_APP_NAME, shown by sound servers and
/// the screensaver inhibitor) and the window class / Wayland app id that match the desktop entry.
void set_app_identity();

/// Sets the window icon from a PNG (the data folder's icons/nonet-128.png). "" or the reason.
std::string set_window_icon(SDL_Window* window, const std::string& png_path);

/// The screensaver may start while paused or on any menu, never during play.
bool screensaver_allowed(game::Screen screen);

/// Applies screensaver_allowed(screen) to SDL when it differs from `applied` (then updated).
void follow_screensaver(game::Screen screen, std::optional<bool>& applied);

/// What SDL's video driver choice means for a start-up. SDL falls back to its offscreen (or
/// dummy) driver when no display can be reached; the game then runs invisibly. That is refused
/// unless an invisible run was asked for: SDL_VIDEODRIVER set, or --script / --screenshot.
/// Returns "" to go on, else the message for the player.
std::string no_display_error(std::string_view driver, bool invisible_run_asked);

/// True for SDL's drivers that show nothing on a screen.
bool headless_driver(std::string_view driver);

/// The file URL of an absolute folder path ("file:///home/a%20b/Pictures"): every byte but
/// the unreserved ones and '/' percent-encoded, as a file manager reads it back.
std::string file_url(std::string_view path);

/// Whether this desktop can show a folder in its file manager: on Linux and the other free
/// systems, an xdg-open on PATH (SDL_OpenURL runs it and cannot tell when it is missing);
/// elsewhere SDL asks the system itself.
bool can_open_folders();

/// Shows the folder in the desktop's file manager; "" or why not.
std::string open_folder(const std::string& folder);

/// Prints "nonet: MESSAGE" to stderr and, when a real display is in use, also shows it in a
/// message box (a player who started the game from a menu never sees stderr).
void report_fatal_error(const std::string& message);

}  // namespace nonet::platform
