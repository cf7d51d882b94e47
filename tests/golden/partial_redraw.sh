#!/bin/sh
# SPDX-License-Identifier: MIT
# Partial redraw against full redraw: plays partial_redraw.txt with fixed steps twice (the
# second time every frame shaded whole) and compares each screenshot of the two runs.
# usage: partial_redraw.sh NONET COMPARE WORK_DIR SCRIPT [game arguments...]
set -e
# The game and nonet-cli follow the caller's language (issue 27): this test reads English.
unset LANGUAGE LC_MESSAGES
export LC_ALL=C.UTF-8 LANG=C.UTF-8
# The caller's own settings of these must not change what the test sees (issue 30).
unset NONET_DATA_DIR NONET_SAVE_DIR NONET_TODAY
bin=$1
compare=$2
work=$3
script=$4
shift 4
rm -rf "$work"
for mode in part whole; do
  mkdir -p "$work/$mode/save"
  if [ "$mode" = whole ]; then full=1; else full=0; fi
  (cd "$work/$mode" &&
    NONET_FULL_REDRAW=$full NONET_SAVE_DIR="$work/$mode/save" "$bin" --fixed-step --script "$script" "$@")
done
count=0
for shot in "$work"/whole/*.png; do
  name=$(basename "$shot")
  "$compare" --exact "$shot" "$work/part/$name"
  count=$((count + 1))
done
if [ "$count" -lt 12 ]; then
  echo "partial_redraw.sh: expected 12 screenshots, found $count" >&2
  exit 1
fi
echo "partial_redraw.sh: $count frames drawn in part equal the frames shaded whole"
