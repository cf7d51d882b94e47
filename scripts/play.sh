#!/usr/bin/env bash
# Installs what is missing, builds the optimized game and starts it. Arguments go to the game
# (e.g. scripts/play.sh --theme dark, scripts/play.sh --help).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
cmake --preset release
cmake --build --preset release -j2
exec build/release/src/platform/nonet "$@"
