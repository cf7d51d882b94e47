#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Installs what is missing, builds, and runs every test through CTest: first the optimized
# build with warnings as errors (preset "ci"), then the AddressSanitizer + UBSan build
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
presets=(ci)
[ "${NONET_SKIP_ASAN:-0}" = "1" ] || presets+=(asan)

for preset in "${presets[@]}"; do
  echo "==> preset $preset: configure and build"
  cmake --preset "$preset" >/dev/null
  cmake --build --preset "$preset" -j "$jobs"
  echo "==> preset $preset: tests"
  ctest --preset "$preset" -j "$jobs"
done

if [ "${NONET_SKIP_FUZZ:-0}" != "1" ]; then
  echo "==> fuzz targets: ${NONET_FUZZ_SECONDS:-20} s each"
  bash scripts/fuzz.sh "${NONET_FUZZ_SECONDS:-20}"
fi
