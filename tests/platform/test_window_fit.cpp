// SPDX-License-Identifier: MIT
// The first window fits the desktop (platform/window_fit.hpp): the saved or default size when
// it fits below the title bar, else the largest standard size that does.
#include <doctest/doctest.h>

#include <iterator>

#include "platform/window_fit.hpp"

using nonet::platform::fit_first_window;
using nonet::platform::kStandardWindowSizes;
using nonet::platform::PixelSize;

TEST_CASE("the default window on a desktop with room to spare keeps its size") {
  CHECK(fit_first_window({1280, 800}, {1920, 1040}, 32) == PixelSize{1280, 800});
  CHECK(fit_first_window({1500, 950}, {2560, 1400}, 32) == PixelSize{1500, 950});  // saved
}

TEST_CASE("a 1280x800 screen with a panel and a title bar gets the next size that fits") {
  // 1280x800 less a 32-pixel panel is 768 high; a 30-pixel title bar leaves 738.
  CHECK(fit_first_window({1280, 800}, {1280, 768}, 30) == PixelSize{1280, 720});
  // A 1366x768 laptop with a 27-pixel panel leaves 711 under the title bar: 1280x720 does not
  // fit, 1024x640 does.
  CHECK(fit_first_window({1280, 800}, {1366, 741}, 30) == PixelSize{1024, 640});
}

TEST_CASE("a saved size larger than today's desktop is fitted again") {
  CHECK(fit_first_window({1920, 1200}, {1600, 870}, 30) == PixelSize{1366, 768});
}

TEST_CASE("every standard size is largest first, and what comes back always fits") {
  for (std::size_t i = 1; i < std::size(kStandardWindowSizes); ++i)
    CHECK(kStandardWindowSizes[i].width * kStandardWindowSizes[i].height <
          kStandardWindowSizes[i - 1].width * kStandardWindowSizes[i - 1].height);
  for (int w = 480; w <= 2000; w += 97) {
    for (int h = nonet::platform::kMinWindowHeight + 30; h <= 1300; h += 61) {
      const PixelSize got = fit_first_window({1280, 800}, {w, h}, 30);
      CAPTURE(w);
      CAPTURE(h);
      CHECK(got.width <= w);
      CHECK(got.height <= h - 30);
    }
  }
}

TEST_CASE("a desktop smaller than every standard size gets its own area, never below 480x540") {
  CHECK(fit_first_window({1280, 800}, {460, 380}, 30) == PixelSize{480, 540});
  CHECK(fit_first_window({1280, 800}, {700, 560}, 30) == PixelSize{700, 540});
  CHECK(fit_first_window({1280, 800}, {0, 0}, 30) == PixelSize{1280, 800});  // unknown desktop
}
