#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The English of every step and hint sentence stays byte for byte what it was (issue 27): core's
# explanations became data rendered by one function (core/phrase.hpp), and this compares
# `nonet-cli rate --steps` over the 100 stages and the first 200 top1465 puzzles, and
# `nonet-cli hint` for every tenth of them plus a wrong entry, a solved board and a board with
# no unique solution, with the golden files made before that change.
# Usage: cli_steps_golden.sh PATH/TO/nonet-cli TESTS_DATA_DIR [--write]
# (--write remakes the golden files: only when a sentence is meant to change.)
set -u
unset NONET_DATA_DIR NONET_SAVE_DIR NONET_TODAY LANGUAGE LANG LC_MESSAGES
# English whatever the caller speaks: with no LANGUAGE and the C locale the CLI prints English.
export LC_ALL=C
cli=$1
data=$2
mode=${3:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

{
  "$cli" stages --golden
  grep -v '^#' "$data/puzzles3_magictour_top1465" | head -200
} >"$work/puzzles"
"$cli" rate --steps "$work/puzzles" >"$work/steps" || {
  echo "FAIL: rate --steps exited with $?"
  exit 1
}
{
  grep -v '^#' "$work/puzzles" | awk '{ print $NF }' >"$work/boards"
  awk 'NR % 10 == 1' "$work/boards" | while read -r p; do
    echo "## hint $p"
    "$cli" hint "$p"
  done
  # The other hint kinds: a solved board, a wrong entry, several solutions and none.
  first=$(head -1 "$work/boards")
  solution=$(echo "$first" | "$cli" solve - | awk '{ print $1; exit }')
  echo "## solved"
  "$cli" hint "$first" --entries "$solution"
  echo "## wrong entry"
  empty=$(expr index "$first" .)
  right=${solution:empty-1:1}
  wrong="${solution:0:empty-1}$((right % 9 + 1))${solution:empty}"
  "$cli" hint "$first" --entries "${wrong:0:40}$(printf "%41s" "" | tr " " .)"
  echo "## several solutions"
  "$cli" hint "1$(printf '.%.0s' $(seq 80))"
  echo "## no solution"
  "$cli" hint "12345678.........9$(printf '.%.0s' $(seq 63))"
  echo "## json and csv"
  "$cli" hint "$first" --format json
  "$cli" hint "$first" --format csv
  echo "$first" | "$cli" rate --steps --format json -
} >"$work/hints" 2>&1

if [ "$mode" = "--write" ]; then
  gzip -9 -n <"$work/steps" >"$data/golden/steps_en.txt.gz"
  gzip -9 -n <"$work/hints" >"$data/golden/hints_en.txt.gz"
  echo "wrote $data/golden/steps_en.txt.gz and hints_en.txt.gz"
  exit 0
fi

failures=0
for name in steps hints; do
  if ! gzip -dc "$data/golden/${name}_en.txt.gz" | diff - "$work/$name" >"$work/$name.diff"; then
    echo "FAIL: $name differ from tests/data/golden/${name}_en.txt.gz (first differences):"
    head -40 "$work/$name.diff"
    failures=$((failures + 1))
  fi
done
[ "$failures" -eq 0 ] && echo "steps: $(wc -l <"$work/steps") lines, hints: $(wc -l <"$work/hints") lines, as golden"
exit $((failures > 0))
