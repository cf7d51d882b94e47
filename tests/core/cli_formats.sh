#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# nonet-cli reads what it writes, and its JSON is JSON (issue 30, "The command-line tool"):
#  - every reader (solve, rate, bench, hint, check, export) takes every writer's output
#    (generate with and without --level, solve, rate, stages) in every --format, as the
#    puzzles written, once each; multi-line grids still read as before;
#  - every --format json line of every command parses with a real JSON parser (json_lines,
#    nlohmann-json) over the 100 stages, a sample of top1465 and the hardest puzzles of the
#    test data (the ones beyond the rating scale), with numbers as numbers;
#  - generate --level L --count 100 | rate rates all 100 at L, for every level;
#  - hint --entries says when a digit is typed over a given;
#  - print --seed takes every game-code seed, audio --export to a folder that cannot be made
#    exits 1, the --count caps are in --help, solve answers each line as it is read.
# Usage: cli_formats.sh PATH/TO/nonet-cli PATH/TO/json_lines TESTS_DATA_DIR [levels]
# ("levels": only generate --level | rate, a test of its own to keep each one short).
set -u
# The game and nonet-cli follow the caller's language (issue 27): this test reads English.
unset LANGUAGE LC_MESSAGES
export LC_ALL=C.UTF-8 LANG=C.UTF-8
# The caller's own settings of these must not change what the test sees (issue 30).
unset NONET_DATA_DIR NONET_SAVE_DIR NONET_TODAY
cli=$1
json_lines=$2
data=$3
mode=${4:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
fail() {
  echo "FAIL: $*"
  failures=$((failures + 1))
}

# expect CODE PATTERN CMD...: runs CMD, checks its exit code and that PATTERN (an extended
# regular expression; empty = anything) occurs in its stdout + stderr.
expect() {
  local code=$1 pattern=$2
  shift 2
  local out rc
  out=$("$@" 2>&1)
  rc=$?
  if [[ $rc -ne $code ]]; then
    fail "exit $rc, expected $code: $*"
    echo "$out" | head -5
  elif [[ -n $pattern ]] && ! grep -Eq -- "$pattern" <<<"$out"; then
    fail "output lacks /$pattern/: $*"
    echo "$out" | head -5
  fi
}

finish() {
  if [[ $failures -ne 0 ]]; then
    echo "$failures failed"
    exit 1
  fi
  echo "all nonet-cli format checks passed"
  exit 0
}

# generate --level L --count 100 | rate: all 100 rated at L, for every level.
if [[ $mode == levels ]]; then
  for level in Easy Medium Hard Expert Master; do
    got=$("$cli" generate --level "${level,,}" --seed 40 --count 100 | "$cli" rate |
      awk -v L="$level" '$2 == L' | wc -l)
    [[ $got -eq 100 ]] || fail "generate --level ${level,,} --count 100 | rate: $got of 100 at $level"
  done
  finish
fi

# json_ok NAME FILE [RULE...]: every line of FILE is a JSON object (with the RULEs' keys).
json_ok() {
  local name=$1 file=$2
  shift 2
  local out
  if ! out=$("$json_lines" "$@" <"$file"); then
    fail "$name: $out"
  elif [[ $out == "0 lines" ]]; then
    fail "$name: no JSON lines at all"
  fi
}

# The puzzle sets: the 100 stages, every 20th puzzle of top1465 and its three puzzles that need
# deep forcing (2, 3 and 77), AI Escargot (a nested forcing chain, tests/core/test_rating.cpp).
"$cli" stages --golden | grep -v '^#' | cut -d' ' -f2 >"$work/stages.txt"
grep -v '^#' "$data/puzzles3_magictour_top1465" | grep . >"$work/top1465.txt"
awk 'NR % 20 == 1 || NR == 2 || NR == 3 || NR == 77' "$work/top1465.txt" >"$work/top_sample.txt"
{
  sed -n '2p;3p;77p' "$work/top1465.txt"
  echo '1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..'
} >"$work/hardest.txt"
[[ $(wc -l <"$work/stages.txt") -eq 100 && $(wc -l <"$work/top1465.txt") -eq 1465 ]] ||
  fail "the puzzle sets are not 100 stages and 1465 puzzles"
cat "$work/stages.txt" "$work/top_sample.txt" "$work/hardest.txt" >"$work/rated.txt"

# 1. Valid JSON from every command, numbers as numbers ("score":11.3,"beyond":null; a puzzle
#    beyond the scale would have "score":null,"beyond":11.9, never "score":beyond 11.9, but no
#    known puzzle with one solution is).
for set in stages top1465 hardest; do
  "$cli" solve --format json "$work/$set.txt" >"$work/solve_$set.json"
  json_ok "solve --format json ($set)" "$work/solve_$set.json" puzzle=string solutions=number \
    solution=string
  "$cli" solve --count --format json "$work/$set.txt" >"$work/count_$set.json"
  json_ok "solve --count --format json ($set)" "$work/count_$set.json" solutions=number
done
rate_rules=(puzzle=string level=string score=number\|null beyond=number\|null hardest=string
  steps=number technique_score=number clue_score=number clues=number)
"$cli" rate --format json "$work/rated.txt" >"$work/rate.json"
json_ok "rate --format json" "$work/rate.json" "${rate_rules[@]}"
"$cli" rate --steps --format json "$work/rated.txt" >"$work/rate_steps.json"
json_ok "rate --steps --format json" "$work/rate_steps.json" "${rate_rules[@]}" path=array
[[ $(wc -l <"$work/rate.json") -eq $(wc -l <"$work/rated.txt") ]] || fail "rate: not one line each"
deep=$(grep -E '"score":(9|1[01])\.[0-9],"beyond":null,"hardest":"(Dynamic|Nested) forcing chain' \
  "$work/rate.json" | sort -u | wc -l)
[[ $deep -eq 4 ]] || fail "rate --format json: $deep puzzles rated by deep forcing, expected 4"
"$cli" rate --format csv "$work/hardest.txt" >"$work/rate_hardest.csv"
grep -qE ',Master,1[01]\.[0-9],,Nested forcing chain,' "$work/rate_hardest.csv" ||
  fail "rate --format csv: AI Escargot's score is not a number above 10 with an empty beyond"
# A nested forcing chain's inner chains: numbered lines under the step in rate --steps, and in
# the step's one string of the JSON path after a newline.
"$cli" rate --steps "$work/hardest.txt" >"$work/rate_hardest_steps.txt"
grep -qE '^# +[0-9]+\. Nested forcing chain on r[1-9]c[1-9]: ' "$work/rate_hardest_steps.txt" &&
  grep -qE '^# +[0-9]+\.1\. r[1-9]c[1-9] is not [1-9] \(if it were, ' "$work/rate_hardest_steps.txt" ||
  fail "rate --steps: no nested forcing chain with its inner chains on lines of their own"
grep -qE 'So r[1-9]c[1-9] is not [1-9]\.\\n1\. r[1-9]c[1-9] is not [1-9] \(if it were, ' \
  "$work/rate_steps.json" || fail "rate --steps --format json: a nested chain's inner chains are missing"
while read -r p; do "$cli" hint --format json "$p"; done \
  < <(cat "$work/stages.txt" "$work/hardest.txt" && sed -n '1~50p' "$work/top1465.txt") \
  >"$work/hint.json"
json_ok "hint --format json" "$work/hint.json" kind=string first=array where=string\|null \
  what=string\|null apply=string\|null
for level in easy medium hard expert master; do
  "$cli" generate --level "$level" --seed 7 --count 3 --format json
done >"$work/free.json"
"$cli" generate --code "$(head -1 "$work/free.json" | sed 's/.*"code":"\([^"]*\)".*/\1/')" \
  --format json >>"$work/free.json"
json_ok "generate --level --format json" "$work/free.json" code=string level=string \
  clues=number hardest=string puzzle=string
"$cli" generate --seed 3 --count 5 --format json >"$work/plain.json"
json_ok "generate --format json" "$work/plain.json" seed=number clues=number puzzle=string
# Errors and refusals in JSON: bad input lines (quotes, backslashes, tabs, bytes that are not
# UTF-8), puzzles without a unique solution.
several="$(printf '.%.0s' {1..76})8..79"
none="531.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
printf '%s\n' 'ab"c\d' $'x\ty' $'\xff\xfe\x01' "$several" "$none" '{"puzzle":"1"}' '{"kind":1}' \
  '{not json' >"$work/bad.txt"
"$cli" solve --format json "$work/bad.txt" >"$work/bad_solve.json"
json_ok "solve --format json (bad input)" "$work/bad_solve.json"
"$cli" rate --format json "$work/bad.txt" >"$work/bad_rate.json"
json_ok "rate --format json (bad input)" "$work/bad_rate.json" score?=number\|null
"$cli" hint --format json "$several" >"$work/bad_hint.json"
json_ok "hint --format json (several solutions)" "$work/bad_hint.json" kind=string

# 2. Every reader takes every writer's output, as the puzzles written, once each.
"$cli" generate --level hard --seed 11 --count 3 | cut -d' ' -f1 >"$work/want_free.txt"
"$cli" generate --seed 5 --count 3 >"$work/want_plain.txt"
"$cli" solve "$work/want_free.txt" >"$work/want_solutions.txt"
# check_reads NAME WANT_FILE: standard input, read by solve, rate and bench, gives WANT's
# puzzles (called with < <(...), not in a pipe, so that its failures count).
check_reads() {
  local name=$1 want=$2
  cat >"$work/input.txt"
  local got
  got=$("$cli" solve --format json "$work/input.txt" | sed 's/^{"puzzle":"\([^"]*\)".*/\1/')
  [[ $got == "$(cat "$want")" ]] || { fail "solve does not read $name as its puzzles"; echo "$got" | head -3; }
  got=$("$cli" rate "$work/input.txt" | cut -d' ' -f1)
  [[ $got == "$(cat "$want")" ]] || { fail "rate does not read $name as its puzzles"; echo "$got" | head -3; }
  expect 0 "3 puzzles" "$cli" bench "$work/input.txt"
}
for format in line grid csv json; do
  check_reads "generate --level --format $format" "$work/want_free.txt" < <("$cli" generate --level hard --seed 11 --count 3 --format $format)
  check_reads "generate --format $format" "$work/want_plain.txt" < <("$cli" generate --seed 5 --count 3 --format $format)
  check_reads "rate --format $format" "$work/want_free.txt" < <("$cli" rate --format $format "$work/want_free.txt")
  check_reads "rate --steps --format $format" "$work/want_free.txt" < <("$cli" rate --steps --format $format "$work/want_free.txt")
  # solve prints the solutions (line, grid) or the puzzle with its solution (csv, json).
  [[ $format == line || $format == grid ]] && want="$work/want_solutions.txt" || want="$work/want_free.txt"
  check_reads "solve --format $format" "$want" < <("$cli" solve --format $format "$work/want_free.txt")
done
sed -n 1,3p "$work/stages.txt" >"$work/want_stages.txt"
check_reads "stages" "$work/want_stages.txt" < <("$cli" stages 1 3)
check_reads "stages --golden" "$work/want_stages.txt" < <("$cli" stages --golden 1 3)
# The single-puzzle readers take a line of generate --level, csv and json too.
free_line=$("$cli" generate --level easy --seed 2)
free_puzzle=${free_line%% *}
expect 0 "valid: exactly one solution" "$cli" check "$free_line"
expect 0 "valid: exactly one solution" "$cli" check - <<<"$free_line"
expect 0 "valid: exactly one solution" sh -c '"$1" generate --level easy --seed 2 --format json | "$1" check -' sh "$cli"
expect 0 "valid: exactly one solution" sh -c '"$1" generate --level easy --seed 2 --format csv | "$1" check -' sh "$cli"
expect 0 "^where" "$cli" hint "$free_line"
expect 0 "^where" sh -c '"$1" generate --level easy --seed 2 | "$1" hint -' sh "$cli"
expect 0 "^where" sh -c '"$1" generate --level easy --seed 2 --format json | "$1" hint -' sh "$cli"
[[ $("$cli" hint "$free_line") == "$("$cli" hint "$free_puzzle")" ]] ||
  fail "hint reads 'PUZZLE CODE LEVEL' otherwise than PUZZLE"
# What is no puzzle is said clearly: a JSON line without one, a JSON line that is not JSON.
expect 2 'without a "puzzle" string' sh -c '"$1" hint --format json "$2" | "$1" solve' sh "$cli" "$free_puzzle"
expect 2 'holds the error "too few cells' sh -c 'echo 1 | "$1" solve --format json | "$1" solve' sh "$cli"
expect 2 "not a JSON object" "$cli" check '{"puzzle":'
# The fields rule does not loosen the checks of a puzzle alone or of a grid.
expect 2 "position 82: more than 81 cells" "$cli" solve - <<<"${free_puzzle}1 E-0000-0000 Easy"
expect 2 "too few cells: 80 of 81" "$cli" check "${free_puzzle:0:80}"
expect 2 "line 1: position 82: unexpected character 'x'" "$cli" solve - <<<"${free_puzzle}x"

# 3. hint --entries: a digit typed over a given is said on stderr (the hint is unchanged).
entries="${free_puzzle//[1-9]/.}"
given_cell=$(awk -v p="$free_puzzle" 'BEGIN { for (i = 1; i <= 81; ++i) if (substr(p, i, 1) != ".") { print i; exit } }')
given=${free_puzzle:given_cell-1:1}
other=$((given % 9 + 1))
over="${entries:0:given_cell-1}$other${entries:given_cell}"
expect 0 "cell $given_cell \(r[1-9]c[1-9]\): $other is typed over the given $given and is ignored" \
  "$cli" hint "$free_puzzle" --entries "$over"
same="${entries:0:given_cell-1}$given${entries:given_cell}"
warn=$("$cli" hint "$free_puzzle" --entries "$same" 2>&1 >/dev/null)
[[ -z $warn ]] || fail "hint --entries: the given's own digit is warned about: $warn"

# 4. print --seed reaches every game code's seed (2^35 - 1), and not beyond.
expect 2 "from 0 to 34359738367" "$cli" print --level easy --count 1 --seed 34359738368 --out "$work/b.pdf"
out=$("$cli" print --level easy --count 1 --seed 2147483648 --out "$work/no_folder/b.pdf" 2>&1)
grep -q "seed takes" <<<"$out" && fail "print --seed 2147483648 is refused: $out"
#    audio --export to a folder that cannot be made: 1 (cannot write), as the README says.
if "$cli" audio --help | grep -q usage && ! "$cli" audio --export /dev/null/x 2>&1 | grep -q "no audio library"; then
  expect 1 "cannot create /dev/null/x" "$cli" audio --export /dev/null/x --seconds 0
fi
#    The --count caps are said in --help.
expect 0 "M from 1 to 1000000" "$cli" generate --help
expect 0 "M from 1 to 100000," "$cli" generate --help
expect 0 "N from 1 to 1000" "$cli" print --help
#    solve answers each line as it is read (it held the whole input first): the first
#    solution comes while the input is still open.
got=$({ echo "$free_puzzle"; sleep 3; } | timeout 1 "$cli" solve)
[[ $got == $("$cli" solve - <<<"$free_puzzle") ]] || fail "solve waits for the end of its input: '$got'"

finish
