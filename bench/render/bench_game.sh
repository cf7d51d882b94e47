#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Game benchmarks, offscreen (SDL_VIDEODRIVER=offscreen, Mesa llvmpipe):
#   1. CPU cost and draw calls of a steady play frame (null back end)
#   2. launch to first frame and peak memory: nonet vs a bare SDL + GL + TTF program
#   3. idle CPU of a static play screen over 10 s
# Usage: bench/render/bench_game.sh [build-dir]   (default build/release, built if needed)
set -euo pipefail
cd "$(dirname "$0")/../.."
build=${1:-build/release}
if [ ! -d "$build" ]; then cmake --preset release >/dev/null; fi
cmake --build "$build" -j2 --target nonet nonet-bench-frame nonet-bare-sdl nonet-bench-launch >/dev/null
export SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy
work=$(mktemp -d)
trap 'rm -rf "$work"; [ -n "${pid:-}" ] && kill "$pid" 2>/dev/null || true' EXIT
export NONET_SAVE_DIR="$work/save"
nonet=$build/src/platform/nonet

echo "== frame (null back end)"
"$build/bench/render/nonet-bench-frame"

echo "== launch to first frame, peak memory (A = bare SDL+GL+TTF, B = nonet; medians of 15 alternating runs)"
printf 'quit\n' >"$work/quit.txt"
"$build/bench/render/nonet-bench-launch" 15 "$build/bench/render/nonet-bare-sdl" assets/fonts/Inter-Regular.otf \
  -- "$nonet" --script "$work/quit.txt"

echo "== idle CPU, static play screen, 10 s"
printf 'key Return\nwait 30\ndetach\n' >"$work/idle.txt"
"$nonet" --script "$work/idle.txt" &
pid=$!
sleep 3
ticks() { awk '{ print $14 + $15 }' "/proc/$pid/stat"; }
hz=$(getconf CLK_TCK)
t0=$(ticks)
start=$(date +%s.%N)
sleep 10
t1=$(ticks)
end=$(date +%s.%N)
kill "$pid"
wait "$pid" 2>/dev/null || true
pid=
awk -v a="$t0" -v b="$t1" -v hz="$hz" -v s="$start" -v e="$end" 'BEGIN {
  cpu = (b - a) / hz; wall = e - s;
  printf "cpu %.3f s over %.1f s wall = %.2f%% of one core\n", cpu, wall, 100 * cpu / wall }'
