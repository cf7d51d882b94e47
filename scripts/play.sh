#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Installs what is missing, builds the optimized game and starts it. Arguments go to the game
# (e.g. scripts/play.sh --theme dark, scripts/play.sh --help).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
cmake --preset release >/dev/null
# Only the game and the command-line tool: tests and benchmarks are scripts/test.sh's.
cmake --build --preset release -j "$(nproc 2>/dev/null || echo 2)" --target nonet nonet-cli
exec build/release/src/platform/nonet "$@"
