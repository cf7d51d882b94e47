#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Installs what is missing, builds, and runs every test through CTest: first the optimized
# build with warnings as errors (the "ci" preset's flags, configured without a preset in a
# folder outside the checkout), then the AddressSanitizer + UBSan build
# (preset "asan"), then each libFuzzer target for 20 s (scripts/fuzz.sh, Clang). Set
# NONET_SKIP_ASAN=1 to skip the second, NONET_SKIP_FUZZ=1 to skip the fuzzing,
# NONET_FUZZ_SECONDS=N to fuzz longer.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup.sh

# Headless by default when there is no display (CI): SDL's offscreen video driver (Mesa's
# llvmpipe through EGL) and the dummy audio driver.
if [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] || [ "${CI:-}" = "true" ]; then
  export SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy
fi

jobs=$(nproc 2>/dev/null || echo 2)

# The optimized build is configured without a preset, in a folder outside the checkout, with
# the ci preset's flags (issue 30): a build tree must work wherever it is, whatever configured
# it, so the game, the tools and every test run from there. NONET_CI_BUILD_DIR names the folder
# (default: one per checkout under the temporary folder, kept between runs so they are quick).
checkout_id=$(pwd -P | cksum | cut -d' ' -f1)
ci_dir="${NONET_CI_BUILD_DIR:-${TMPDIR:-/tmp}/nonet-ci-build-$checkout_id}"
echo "==> optimized build (the ci preset's flags, no preset) in $ci_dir: configure and build"
cmake -S . -B "$ci_dir" -G "Unix Makefiles" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g0" -DNONET_WERROR=ON >/dev/null
cmake --build "$ci_dir" -j "$jobs"
echo "==> optimized build: tests"
(cd "$ci_dir" && ctest -j "$jobs" --output-on-failure)

if [ "${NONET_SKIP_ASAN:-0}" != "1" ]; then
  echo "==> preset asan: configure and build"
  cmake --preset asan >/dev/null
  cmake --build --preset asan -j "$jobs"
  echo "==> preset asan: tests"
  ctest --preset asan -j "$jobs"
fi

if [ "${NONET_SKIP_FUZZ:-0}" != "1" ]; then
  echo "==> fuzz targets: ${NONET_FUZZ_SECONDS:-20} s each"
  bash scripts/fuzz.sh "${NONET_FUZZ_SECONDS:-20}"
fi
