#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Free play's generator beside Simon Tatham's Solo, in one run on one machine (issue 12):
# per level, p50 and p95 of the time to a puzzle of exactly that level over N seeds (Nonet's
# nonet-bench-free-play, release build), then per Solo grade the same figures for
# `sgt-solo --generate 1 3x3d<grade>#<seed>` when the Debian package sgt-puzzles is installed.
#
# Usage: bench/free_play_compare.sh [N]        (default 200 seeds)
# Environment:
#   NONET_BENCH  nonet-bench-free-play to use; default: build it with the release preset
#                (-O3, portable: no -march=native) into build/release
#   SOLO         Solo's binary (default /usr/games/sgt-solo)
#
# Solo runs as one process per puzzle, so its figures include a process start; the script
# measures that start (the trivial 1x2 puzzle, median of 30) and subtracts it. The machine may
# be shared: the load average is printed before each part.
set -euo pipefail

if [ "${1:-}" = "-h" ] || [ "${1:-}" = "--help" ]; then
  sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'
  exit 0
fi
seeds=${1:-200}
root="$(cd "$(dirname "$0")/.." && pwd)"
bench=${NONET_BENCH:-}
if [ -z "$bench" ]; then
  (cd "$root" && cmake --preset release >/dev/null &&
    cmake --build --preset release --target nonet-bench-free-play -j2 >/dev/null)
  bench="$root/build/release/bench/core/nonet-bench-free-play"
fi
solo=${SOLO:-/usr/games/sgt-solo}

echo "machine: $(nproc) cores, $(uptime | sed 's/.*load average/load average/')"
"$bench" "$seeds"

if [ ! -x "$solo" ]; then
  echo "Tatham's Solo: not installed (apt-get install sgt-puzzles), no comparison"
  exit 0
fi

# Milliseconds (3 decimals) one command takes.
ms_of() {
  local s e
  s=$(date +%s%N)
  "$@" >/dev/null 2>&1
  e=$(date +%s%N)
  echo $(((e - s) / 1000))
}
# p50 and p95 of microsecond figures on stdin, minus an offset, printed in ms.
quantiles() {
  sort -n | awk -v off="$1" '{ v[NR] = $1 - off } END {
    p50 = v[int((NR - 1) * 0.50) + 1]; p95 = v[int((NR - 1) * 0.95) + 1]
    if (p50 < 0) p50 = 0; if (p95 < 0) p95 = 0
    printf "%9.2f %9.2f", p50 / 1000, p95 / 1000 }'
}

start=$(for i in $(seq 1 30); do ms_of "$solo" --generate 1 "1x2dt#$i"; done | sort -n | sed -n 15p)
echo "Tatham's Solo ($solo): time to a 9x9 puzzle of the grade, $seeds seeds per grade,"
echo "  one process each, minus its start ($(awk -v s="$start" 'BEGIN { printf "%.1f", s / 1000 }') ms)"
echo "machine: $(uptime | sed 's/.*load average/load average/')"
printf "  %-13s %9s %9s\n" grade "p50 ms" "p95 ms"
for grade in t:trivial b:basic i:intermediate a:advanced e:extreme u:unreasonable; do
  letter=${grade%%:*} name=${grade#*:}
  figures=$(for s in $(seq 1 "$seeds"); do ms_of "$solo" --generate 1 "3x3d$letter#nonet$s"; done |
    quantiles "$start")
  printf "  %-13s %s\n" "$name" "$figures"
done
