#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Installs what is missing, builds, and runs every test through CTest: first the optimized
# build with warnings as errors (preset "ci"), then the AddressSanitizer + UBSan build
# (preset "asan"). Set NONET_SKIP_ASAN=1 to run only the first.
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
