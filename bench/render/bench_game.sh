#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Game benchmarks, offscreen (SDL_VIDEODRIVER=offscreen, Mesa llvmpipe), with SDL's dummy audio
# driver (a device that plays into nothing at real-time pace, so the music is mixed as usual):
#   1. CPU cost and draw calls of a steady play frame (null back end), and of streaming the music
#   2. launch to first frame and peak memory: nonet vs a bare SDL + GL + TTF + SDL_mixer program
#   3. idle CPU of a static play screen, and of the title with its attract mode
# Prints the date, the machine and its load (uptime) before and after: the figures mean little
# on a busy machine. Usage: bench/render/bench_game.sh [build-dir] [runs] [idle-seconds]
#   (default build/release, built if needed; 15 launch runs each; 10 s per idle figure)
set -euo pipefail
cd "$(dirname "$0")/../.."
build=${1:-build/release}
runs=${2:-15}
idle_s=${3:-10}
if [ ! -d "$build" ]; then cmake --preset "$(basename "$build")" >/dev/null; fi
cmake --build "$build" -j2 --target nonet nonet_catalogs nonet-bench-frame nonet-bench-glyphs nonet-bench-music nonet-bare-sdl \
  nonet-bench-launch >/dev/null
export SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy
work=$(mktemp -d)
trap 'rm -rf "$work"; [ -n "${pid:-}" ] && kill "$pid" 2>/dev/null || true' EXIT
export NONET_SAVE_DIR="$work/save"
nonet=$build/src/platform/nonet
font=assets/fonts/Inter-Regular.otf

echo "== $(date -u '+%a %b %d %H:%M UTC %Y'), $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)"
echo "   build $build ($(grep -m1 CMAKE_BUILD_TYPE: "$build/CMakeCache.txt" | cut -d= -f2)), commit $(git rev-parse --short HEAD 2>/dev/null || echo '?')"
echo "   load at start: $(uptime | sed 's/.*load average/load average/')"

echo "== frame (null back end)"
"$build/bench/render/nonet-bench-frame"
echo "== glyph atlas under CJK text (issue 26)"
"$build/bench/render/nonet-bench-glyphs"
echo "== music stream (the audio worker's share of the idle figures below)"
"$build/bench/audio/nonet-bench-music"

echo "== launch to first frame, peak memory (A = bare SDL+GL+TTF+SDL_mixer, B = nonet; medians of $runs alternating runs)"
printf 'quit\n' >"$work/quit.txt"
"$build/bench/render/nonet-bench-launch" "$runs" "$build/bench/render/nonet-bare-sdl" "$font" \
  -- "$nonet" --script "$work/quit.txt"
echo "   with the ideographic pseudo-locale (issue 26: every word drawn from the CJK face, opened and"
echo "   memory-mapped at the first frame; A as above):"
"$build/bench/render/nonet-bench-launch" "$runs" "$build/bench/render/nonet-bare-sdl" "$font" \
  -- "$nonet" --pseudo=ideographic --script "$work/quit.txt" | sed 's/^/   /'
echo "   in Japanese (issue 27: the ja catalog read, and the CJK face in its Japanese forms; A as above):"
# (its own save folder: --language is kept in the settings, and the runs below are in English)
NONET_SAVE_DIR="$work/save-ja" "$build/bench/render/nonet-bench-launch" "$runs" \
  "$build/bench/render/nonet-bare-sdl" "$font" -- "$nonet" --language=ja --script "$work/quit.txt" |
  sed 's/^/   /'
echo "   for reference, without audio (A = bare SDL+GL+TTF, B = nonet with no audio driver):"
SDL_AUDIODRIVER=none "$build/bench/render/nonet-bench-launch" "$runs" \
  "$build/bench/render/nonet-bare-sdl" "$font" --no-audio -- "$nonet" --script "$work/quit.txt" 2>/dev/null |
  sed 's/^/   /'

# Idle CPU of the process over idle_s seconds, after `script` has brought it somewhere and
# detached (from then on the loop runs as for a person and sleeps when nothing changes).
idle() {
  local label=$1 script=$2
  printf '%b' "$script" >"$work/idle.txt"
  "$nonet" --script "$work/idle.txt" 2>/dev/null &
  pid=$!
  sleep 4
  ticks() { awk '{ print $14 + $15 }' "/proc/$pid/stat"; }
  local hz t0 t1 start end
  hz=$(getconf CLK_TCK)
  t0=$(ticks)
  start=$(date +%s.%N)
  sleep "$idle_s"
  t1=$(ticks)
  end=$(date +%s.%N)
  kill "$pid"
  wait "$pid" 2>/dev/null || true
  pid=
  awk -v l="$label" -v a="$t0" -v b="$t1" -v hz="$hz" -v s="$start" -v e="$end" 'BEGIN {
    cpu = (b - a) / hz; wall = e - s;
    printf "%s: cpu %.3f s over %.1f s wall = %.2f%% of one core\n", l, cpu, wall, 100 * cpu / wall }'
}
echo "== idle CPU, ${idle_s} s each (music playing into the dummy driver)"
idle "static play screen (timer ticking)" 'key Return\nwait 10\nkey Escape\nwait 30\ndetach\n'  # Escape skips the first-run coach (a fresh save)
idle "title with attract mode" 'wait 1\ndetach\n'
echo "   load at end: $(uptime | sed 's/.*load average/load average/')"
