// SPDX-License-Identifier: MIT
// Compares a screenshot with its golden PNG within a tolerance meant for software rendering
// (Mesa llvmpipe) and font rasterization that differ by a level here and there between runs,
// but strict enough that a wrong frame (another time, a missing effect, a moved element)
// fails: the mean absolute difference over all channels must stay under kMaxMeanDiff and at
// most kMaxFarShare of the pixels may differ by more than kFarChannelDiff in any channel.
// Calibration (960x600, Mesa 22.3 llvmpipe): repeated runs are identical; the solved wave
// 50 ms later than its golden has 0.28% of pixels off and fails; one tick (17 ms) later has
// 0.015% off and passes; a whole other theme has 99.6% off.
//
// usage: nonet-golden-compare EXPECTED.png ACTUAL.png
// Exit 0 when they match, 1 when they differ (paths, sizes and figures printed, and a
// difference image written next to ACTUAL as ACTUAL.diff.png), 2 when a file cannot be read.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

// stb is written for speed, not for our warning flags; only its own warnings are silenced.
#if defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"
#pragma GCC diagnostic ignored "-Wsign-compare"
#pragma GCC diagnostic ignored "-Wunused-parameter"
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wconversion"
#pragma GCC diagnostic ignored "-Wpedantic"
#pragma GCC diagnostic ignored "-Wimplicit-fallthrough"
#pragma GCC diagnostic ignored "-Wdouble-promotion"
#endif
#define STB_IMAGE_IMPLEMENTATION
#include <stb/stb_image.h>
#define STB_IMAGE_WRITE_IMPLEMENTATION
#include <stb/stb_image_write.h>
#if defined(__GNUC__)
#pragma GCC diagnostic pop
#endif

namespace {

constexpr double kMaxMeanDiff = 1.0;    // levels of 255, over every channel of every pixel
constexpr int kFarChannelDiff = 40;     // a pixel is "off" when a channel differs this much
constexpr double kMaxFarShare = 0.001;  // share of pixels allowed to be off

struct Image {
  int w = 0, h = 0;
  std::vector<unsigned char> rgba;
};

bool load(const char* path, Image& out) {
  int n = 0;
  unsigned char* data = stbi_load(path, &out.w, &out.h, &n, 4);
  if (!data) {
    std::fprintf(stderr, "golden: cannot read %s: %s\n", path, stbi_failure_reason());
    return false;
  }
  out.rgba.assign(data, data + static_cast<std::size_t>(out.w) * out.h * 4);
  stbi_image_free(data);
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  // --exact: any differing pixel fails (two renders of the same frame by the same driver).
  const bool exact = argc == 4 && std::string(argv[1]) == "--exact";
  if (exact) {
    --argc;
    ++argv;
  }
  if (argc != 3) {
    std::fprintf(stderr, "usage: %s [--exact] EXPECTED.png ACTUAL.png\n", argv[0]);
    return 2;
  }
  Image want, got;
  if (!load(argv[1], want) || !load(argv[2], got)) return 2;
  if (want.w != got.w || want.h != got.h) {
    std::fprintf(stderr, "golden: size differs: expected %s is %dx%d, actual %s is %dx%d\n",
                 argv[1], want.w, want.h, argv[2], got.w, got.h);
    return 1;
  }
  const std::size_t pixels = static_cast<std::size_t>(want.w) * want.h;
  double sum = 0;
  std::size_t far = 0;
  int worst = 0;
  // The difference image: black where equal, brighter where different, red where "off".
  std::vector<unsigned char> diff(pixels * 4, 255);
  for (std::size_t p = 0; p < pixels; ++p) {
    int most = 0;
    for (int ch = 0; ch < 3; ++ch) {
      const int d = std::abs(int{want.rgba[p * 4 + ch]} - int{got.rgba[p * 4 + ch]});
      sum += d;
      most = std::max(most, d);
    }
    worst = std::max(worst, most);
    const bool off = most > kFarChannelDiff;
    far += off ? 1 : 0;
    const auto level = static_cast<unsigned char>(std::min(255, most * 4));
    diff[p * 4 + 0] = off ? 255 : level;
    diff[p * 4 + 1] = off ? 0 : level;
    diff[p * 4 + 2] = off ? 0 : level;
  }
  const double mean = sum / static_cast<double>(pixels * 3);
  const double share = static_cast<double>(far) / static_cast<double>(pixels);
  const bool ok = exact ? worst == 0 : mean < kMaxMeanDiff && share <= kMaxFarShare;
  std::printf(
      "golden: %s vs %s: mean diff %.3f (limit %.1f), %.3f%% pixels off by > %d "
      "(limit %.1f%%), largest channel diff %d\n",
      argv[1], argv[2], mean, kMaxMeanDiff, share * 100, kFarChannelDiff, kMaxFarShare * 100,
      worst);
  if (!ok) {
    const std::string diff_path = std::string(argv[2]) + ".diff.png";
    if (stbi_write_png(diff_path.c_str(), want.w, want.h, 4, diff.data(), want.w * 4))
      std::fprintf(stderr, "golden: MISMATCH; difference image: %s\n", diff_path.c_str());
    else
      std::fprintf(stderr, "golden: MISMATCH\n");
    return 1;
  }
  return 0;
}
