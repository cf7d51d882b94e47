#!/bin/sh
# SPDX-License-Identifier: MIT
# Runs the real game for an integration test with a fresh, private save folder (so a test never
# reads or writes the player's progress), then optionally checks that a file was written.
# usage: run_nonet.sh NONET WORK_DIR [game arguments...]
# env:   EXPECT_FILE=path  fail unless this non-empty file exists afterwards (EXPECT_FILE2: a
#        second one)
set -e
# The game and nonet-cli follow the caller's language (issue 27): this test reads English.
unset LANGUAGE LC_MESSAGES
export LC_ALL=C.UTF-8 LANG=C.UTF-8
# The caller's own settings of these must not change what the test sees (issue 30); a test that
# needs a fixed date names it as NONET_TEST_TODAY (tests/integration/CMakeLists.txt).
unset NONET_DATA_DIR NONET_SAVE_DIR NONET_TODAY
if [ -n "${NONET_TEST_TODAY:-}" ]; then export NONET_TODAY="$NONET_TEST_TODAY"; fi
bin=$1
work=$2
shift 2
rm -rf "$work"
mkdir -p "$work/save"
NONET_SAVE_DIR="$work/save" "$bin" "$@"
for expected in "${EXPECT_FILE:-}" "${EXPECT_FILE2:-}"; do
  if [ -n "$expected" ] && [ ! -s "$expected" ]; then
    echo "run_nonet.sh: expected $expected to be written" >&2
    exit 1
  fi
done
