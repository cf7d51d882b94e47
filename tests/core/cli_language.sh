#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# nonet-cli's human-readable output follows LANGUAGE (issue 27): `rate --steps` of a stage under
# LANGUAGE=uk prints Cyrillic on its '#' step lines, while --format json stays English (it is
# for programs, stable whatever the language).
# Every human-readable line follows it too: the rate line's level and technique, check's
# report, help, usage errors and parse errors (in Ukrainian, Japanese and German here), while
# csv and json are the same bytes in every language.
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

# The rate line itself (level, hardest technique, the labels after them) is Ukrainian.
rate_line=$(grep -v '^#' <<<"$human" | head -1)
LC_ALL=C grep -q $'[\xD0\xD1]' <<<"$rate_line" || fail "LANGUAGE=uk rate line is English: $rate_line"
grep -q "^$stage  " <<<"$rate_line" || fail "LANGUAGE=uk rate line lost its puzzle: $rate_line"

# has_non_ascii TEXT: true when TEXT holds a byte above 0x7F (a translated word).
has_non_ascii() { LC_ALL=C grep -q $'[\x80-\xFF]' <<<"$1"; }
# Japanese: help, check's report, a usage error, a parse error; each differs from the English.
for args in "--help" "check $stage" "solve --format xml -" "generate --level harder"; do
  # shellcheck disable=SC2086  # the words of $args are the arguments
  ja=$(LANGUAGE=ja "$cli" $args 2>&1 </dev/null)
  # shellcheck disable=SC2086
  en=$(LANGUAGE= "$cli" $args 2>&1 </dev/null)
  has_non_ascii "$ja" || fail "LANGUAGE=ja nonet-cli $args printed no Japanese: $(head -2 <<<"$ja")"
  [ "$ja" != "$en" ] || fail "LANGUAGE=ja nonet-cli $args printed the English"
done
# A puzzle with a character that is no digit: the reason is German, the position kept.
de=$(echo "${stage:0:80}x" | LANGUAGE=de "$cli" solve - 2>&1)
en=$(echo "${stage:0:80}x" | LANGUAGE= "$cli" solve - 2>&1)
grep -q "81" <<<"$de" || fail "LANGUAGE=de parse error lost the position: $de"
[ "$de" != "$en" ] || fail "LANGUAGE=de parse error is the English: $de"
# The formats for programs are the same bytes in every language.
for args in "solve --format csv -" "solve --format json -" "hint --format json -" "hint --format csv -" \
  "rate --format csv -"; do
  for tag in ja uk de; do
    # shellcheck disable=SC2086
    [ "$(echo "$stage" | LANGUAGE=$tag "$cli" $args)" = "$(echo "$stage" | LANGUAGE= "$cli" $args)" ] ||
      fail "nonet-cli $args differs under LANGUAGE=$tag"
  done
done
[ "$failures" -eq 0 ] && echo "uk: $(grep -c '^#' <<<"$human") translated step lines and a translated rate line;" \
  "ja: help, check, usage and parse errors translated; de: parse error; csv and json English"
exit $((failures > 0))
