#!/bin/sh
# SPDX-License-Identifier: MIT
# One golden-screenshot test: plays SCRIPT in the real game offscreen with fixed steps and a
# private save folder; the script saves frame.png in WORK_DIR, which is compared with EXPECTED.
# With NONET_UPDATE_GOLDEN=1 the new frame replaces EXPECTED instead (look at it first).
# usage: run_golden.sh NONET COMPARE WORK_DIR SCRIPT EXPECTED [game arguments...]
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
expected=$5
shift 5
rm -rf "$work"
mkdir -p "$work/save"
cd "$work"
NONET_SAVE_DIR="$work/save" "$bin" --fixed-step --script "$script" "$@"
if [ ! -s frame.png ]; then
  echo "run_golden.sh: the script wrote no frame.png in $work" >&2
  exit 1
fi
if [ "${NONET_UPDATE_GOLDEN:-}" = 1 ]; then
  cp frame.png "$expected"
  echo "run_golden.sh: updated $expected"
  exit 0
fi
exec "$compare" "$expected" "$work/frame.png"
