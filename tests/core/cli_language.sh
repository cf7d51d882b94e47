#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# nonet-cli's human-readable output follows LANGUAGE (issue 27): `rate --steps` of a stage under
# LANGUAGE=uk prints Cyrillic on its '#' step lines, while --format json stays English (it is
# for programs, stable whatever the language).
# Usage: cli_language.sh PATH/TO/nonet-cli
set -u
unset NONET_DATA_DIR NONET_SAVE_DIR NONET_TODAY NONET_LOCALE_DIR LANG LC_MESSAGES
export LC_ALL=C
cli=$1
failures=0
fail() {
  echo "FAIL: $*"
  failures=$((failures + 1))
}
stage=$("$cli" stages --golden | grep -v '^#' | head -1 | awk '{ print $NF }')
human=$(echo "$stage" | LANGUAGE=uk "$cli" rate --steps -)
# Cyrillic letters are two UTF-8 bytes starting 0xD0 or 0xD1.
grep '^#' <<<"$human" | LC_ALL=C grep -q $'[\xD0\xD1]' ||
  fail "LANGUAGE=uk rate --steps has no Cyrillic on its '#' lines: $(head -3 <<<"$human")"
json=$(echo "$stage" | LANGUAGE=uk "$cli" rate --steps --format json -)
english=$(echo "$stage" | LANGUAGE= "$cli" rate --steps --format json -)
[ "$json" = "$english" ] || fail "--format json differs under LANGUAGE=uk: $json"
LC_ALL=C grep -q $'[\x80-\xFF]' <<<"$json" && fail "--format json under LANGUAGE=uk is not English: $json"
grep -q '"Hidden single: in box' <<<"$json" || grep -q '"Full house: ' <<<"$json" ||
  fail "--format json has no English step: $json"
[ "$failures" -eq 0 ] && echo "uk: $(grep -c '^#' <<<"$human") translated step lines, json English"
exit $((failures > 0))
