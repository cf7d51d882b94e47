#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Puts Nonet's solver beside tdoku (github.com/t-dillon/tdoku, the fastest published Sudoku
# solver) on the same puzzle files, in one run, and prints both rates and their ratio.
#
# Usage: bench/tdoku_compare.sh TDOKU_BUILD_DIR [FILE...]
#   TDOKU_BUILD_DIR  a folder holding tdoku's run_benchmark, built OUTSIDE this repository
#                    (tdoku's code is never committed here), e.g.
#                      git clone https://github.com/t-dillon/tdoku /tmp/tdoku
#                      cd /tmp/tdoku && ./BUILD.sh run_benchmark   # -O3 -march=native
#                    then: bench/tdoku_compare.sh /tmp/tdoku/build
#   FILE...          puzzle files, one 81-character puzzle per line ('#' lines skipped).
#                    Default: the 17-clue and magictour top1465 sets of ../shared/data when
#                    that folder exists, else the subsets in tests/data.
# Environment:
#   NONET_BENCH      nonet-bench-solver to use; default: build it with the release preset
#                    (-O3, portable: no -march=native) into build/release
#   TDOKU_SECONDS    tdoku's timed seconds per file (default 5; its own default is 20)
#   TDOKU_WARMUP     tdoku's warm-up seconds per file (default 2)
#   NONET_PASS_SECONDS  minimum length of each of Nonet's 5 passes (default 1: the file is
#                    swept again until a pass has lasted that long)
#
# Both sides solve each puzzle with limit 2 (the solution and the proof that it is unique),
# on one thread, after the same kind of random symmetry of every puzzle (tdoku's default
# -r 1; Nonet's --permute). Nonet's rate is the median of 5 passes; tdoku's is its count
# over its timed seconds. The machine may be shared: the load average is printed.
set -euo pipefail

if [ $# -lt 1 ] || [ "$1" = "-h" ] || [ "$1" = "--help" ]; then
  sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'
  exit 2
fi

root="$(cd "$(dirname "$0")/.." && pwd)"
tdoku_bin="$1/run_benchmark"
shift
if [ ! -x "$tdoku_bin" ]; then
  echo "tdoku_compare: no executable run_benchmark in the given folder ($tdoku_bin)" >&2
  exit 2
fi

files=("$@")
if [ ${#files[@]} -eq 0 ]; then
  shared="$root/../shared/data"
  if [ -d "$shared" ]; then
    files=("$shared/puzzles2_17_clue" "$shared/puzzles3_magictour_top1465")
  else
    files=("$root/tests/data/puzzles2_17_clue_first2000" "$root/tests/data/puzzles3_magictour_top1465")
  fi
fi
for f in "${files[@]}"; do
  [ -r "$f" ] || { echo "tdoku_compare: cannot read $f" >&2; exit 2; }
done

nonet_bin="${NONET_BENCH:-}"
if [ -z "$nonet_bin" ]; then
  echo "building nonet-bench-solver (release preset)..." >&2
  (cd "$root" && cmake --preset release >/dev/null &&
    cmake --build --preset release --target nonet-bench-solver -j 2 >/dev/null)
  nonet_bin="$root/build/release/bench/core/nonet-bench-solver"
fi

seconds="${TDOKU_SECONDS:-5}"
warmup="${TDOKU_WARMUP:-2}"
pass_seconds="${NONET_PASS_SECONDS:-1}"

echo "date:    $(date)"
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | sed 's/.*: //')"
echo "load:    $(uptime | sed 's/.*load average: //') (1, 5, 15 min) at start"

printf '%-34s %12s %12s %12s %8s\n' "file" "tdoku/s" "nonet/s" "nonet us/pz" "ratio"
tdoku_info=""
for f in "${files[@]}"; do
  # tdoku CSV: compiler, version, flags, file, solver, puzzles/s, us/puzzle, %no guess,
  # guesses/puzzle. Read from the right: the file name could hold a comma.
  tdoku_line="$("$tdoku_bin" -s tdoku -c 1 -t "$seconds" -w "$warmup" "$f" | tail -n 1)"
  tdoku_rate="$(awk -F, '{ print $(NF-3) }' <<<"$tdoku_line")"
  tdoku_info="$(awk -F, '{ print $1 " " $2 "," $3 }' <<<"$tdoku_line")"
  nonet_line="$("$nonet_bin" --csv --permute 1 --min-seconds "$pass_seconds" "$f" | tail -n 1)"
  nonet_rate="$(awk -F, '{ print $3 }' <<<"$nonet_line")"
  nonet_us="$(awk -F, '{ print $4 }' <<<"$nonet_line")"
  ratio="$(awk -v a="$nonet_rate" -v b="$tdoku_rate" 'BEGIN { printf "%.2f", a / b }')"
  printf '%-34s %12.0f %12.0f %12.2f %8s\n' "$(basename "$f")" "$tdoku_rate" "$nonet_rate" \
    "$nonet_us" "$ratio"
done
echo "tdoku build: $tdoku_info"
cache="$(dirname "$nonet_bin")/../../CMakeCache.txt"
if [ -r "$cache" ]; then
  compiler="$(sed -n 's/^CMAKE_CXX_COMPILER:[A-Z]*=//p' "$cache")"
  flags="$(sed -n 's/^CMAKE_CXX_FLAGS_RELEASE:[A-Z]*=//p' "$cache")"
  echo "nonet build: $("$compiler" --version | head -n 1), $flags"
fi
echo "load:    $(uptime | sed 's/.*load average: //') at end"
