#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Builds the libFuzzer targets (tests/fuzz, the `fuzz` preset: Clang, ASan + UBSan) and runs
# each for SECONDS (default 20, what CI runs) from its committed seed corpus.
#
#   scripts/fuzz.sh [SECONDS] [TARGET...]      e.g. scripts/fuzz.sh 600 fuzz_session
#
# New inputs go to build/fuzz/corpus/TARGET (not into the committed seeds); a crash, a leak, a
# sanitizer report, an abort() of a broken invariant or an input slower than 10 s stops that
# target, leaves its input in build/fuzz/artifacts/ and makes the script exit 1. Without Clang
# and libFuzzer the script says so and exits 0: the fuzz targets are optional in a build.
# NONET_FUZZ_NO_BUILD=1 runs the targets as built (long local runs started after a build).
# NONET_FUZZ_FLAGS adds libFuzzer flags, e.g. "-len_control=0" to try long inputs at once
# (libFuzzer otherwise grows its length limit slowly from short inputs).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-20}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(fuzz_puzzle_text fuzz_save_documents fuzz_script fuzz_rating_hint fuzz_session)

if ! command -v clang++ >/dev/null 2>&1; then
  echo "fuzz.sh: clang++ not found: fuzz targets skipped (scripts/setup.sh installs clang)"
  exit 0
fi
if ! echo 'extern "C" int LLVMFuzzerTestOneInput(const char*, unsigned long) { return 0; }' |
     clang++ -x c++ -fsanitize=fuzzer - -o /tmp/nonet-fuzz-probe.$$ >/dev/null 2>&1; then
  echo "fuzz.sh: clang++ cannot link -fsanitize=fuzzer (libclang-rt-14-dev): fuzz targets skipped"
  exit 0
fi
rm -f /tmp/nonet-fuzz-probe.$$

if [ "${NONET_FUZZ_NO_BUILD:-0}" != "1" ]; then # set when the targets were just built
  [ -f build/fuzz/CMakeCache.txt ] || cmake --preset fuzz >/dev/null
  cmake --build --preset fuzz -j"$(nproc)"
fi

mkdir -p build/fuzz/artifacts
status=0
for t in "${targets[@]}"; do
  seeds="tests/fuzz/corpus/${t#fuzz_}"
  work="build/fuzz/corpus/$t"
  mkdir -p "$work"
  echo "== $t: ${seconds} s"
  # -max_len keeps the session target's replay check (quadratic in the moves) fast.
  if ! ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
       "build/fuzz/tests/fuzz/$t" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
       -max_len=4096 ${NONET_FUZZ_FLAGS:-} -print_final_stats=1 -artifact_prefix="build/fuzz/artifacts/$t-" \
       "$work" "$seeds" 2>"build/fuzz/$t.log"; then
    echo "== $t: FINDING (see build/fuzz/$t.log and build/fuzz/artifacts/)"
    tail -40 "build/fuzz/$t.log"
    status=1
  else
    grep -E "stat::number_of_executed_units|stat::peak_rss_mb" "build/fuzz/$t.log" | tr '\n' ' '
    echo
  fi
done
exit $status
