// SPDX-License-Identifier: MIT
// The first window's size against the desktop it opens on (issue 25): a 1280x800 window on a
// 1280x800 screen with a title bar and a panel loses the board's bottom edge, a 1366x768
// laptop more. Pure, so it is tested without a display.
#pragma once

namespace nonet::platform {

/// The smallest window every screen is laid out for (tests/render/layout_contract_test.cpp
/// checks 480x540; at 480x520 the play screen's buttons fall below a finger's height).
inline constexpr int kMinWindowWidth = 480, kMinWindowHeight = 540;

struct PixelSize {
  int width = 0, height = 0;
  friend bool operator==(const PixelSize&, const PixelSize&) = default;
};

/// The standard sizes a first window may take, largest first (16:10 and 16:9 desktops, then
/// the small ones of netbooks and tablets).
inline constexpr PixelSize kStandardWindowSizes[] = {
    {1920, 1200}, {1920, 1080}, {1680, 1050}, {1600, 900}, {1440, 900}, {1366, 768}, {1280, 800},
    {1280, 720},  {1152, 720},  {1024, 640},  {960, 600},  {800, 600},  {720, 540},  {480, 540}};

/// The window size to open with: `wanted` (the saved size, or 1280x800 on a first launch)
/// when it fits in `usable` (the display's usable bounds: without panels and docks) less
/// `decoration` pixels of title bar; otherwise the largest standard size that fits; failing
/// that, the usable area itself (never below kMinWindowWidth x kMinWindowHeight). An unknown
/// desktop (`usable` empty) keeps `wanted`.
PixelSize fit_first_window(PixelSize wanted, PixelSize usable, int decoration);

}  // namespace nonet::platform
