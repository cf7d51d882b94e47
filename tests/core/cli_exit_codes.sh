#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# nonet-cli's exit codes and error lines on good, bad and malformed input, as issue 2 states
# them: 0 when every puzzle had exactly one solution, 1 when any had none or several, 2 on
# usage or input errors; nothing may crash. Usage: cli_exit_codes.sh PATH/TO/nonet-cli
set -u
# The game and nonet-cli follow the caller's language (issue 27): this test reads English.
unset LANGUAGE LC_MESSAGES
export LC_ALL=C.UTF-8 LANG=C.UTF-8
# The caller's own settings of these must not change what the test sees (issue 30).
unset NONET_DATA_DIR NONET_SAVE_DIR NONET_TODAY
cli=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0

# expect CODE PATTERN CMD...: runs CMD, checks its exit code and that PATTERN (an extended
# regular expression; empty = anything) occurs in its stdout + stderr.
expect() {
  local code=$1 pattern=$2
  shift 2
  local out rc
  out=$("$@" 2>&1)
  rc=$?
  if [[ $rc -ne $code ]]; then
    echo "FAIL: exit $rc, expected $code: $*"
    echo "$out" | head -5
    failures=$((failures + 1))
  elif [[ -n $pattern ]] && ! grep -Eq -- "$pattern" <<<"$out"; then
    echo "FAIL: output lacks /$pattern/: $*"
    echo "$out" | head -5
    failures=$((failures + 1))
  fi
}

# The Wikipedia "Sudoku" article's puzzle and its published solution.
puzzle='53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79'
solution='534678912672195348198342567859761423426853791713924856961537284287419635345286179'
# r1c3 is 4 in the only solution; a 1 there breaks no rule but leaves no solution.
no_solution="531.7....${puzzle:9}"
# Three givens (r9c5 8, r9c8 7, r9c9 9): a board with a great many solutions.
several="$(printf '.%.0s' {1..76})8..79"

printf '%s\n' "$puzzle" >"$work/one.txt"
printf '# a comment\n\n%s\n\n' "$puzzle" >"$work/commented.txt"
printf '%s\n' "$no_solution" >"$work/none.txt"
printf '%s\n%s\n' "$puzzle" "$several" >"$work/mixed.txt"
printf '%s\n' "${puzzle:0:80}" >"$work/short.txt"
printf '%s1\n' "$puzzle" >"$work/long.txt"
printf '\x00\x01\xff\xfe garbage \x7f\n\x80\x81' >"$work/junk.bin"
: >"$work/empty.txt"
mkdir "$work/a_directory"

expect 0 "^$solution\$" "$cli" solve "$work/one.txt"
expect 0 "^$solution\$" "$cli" solve "$work/commented.txt"
expect 0 "^1\$" "$cli" solve --count "$work/one.txt"
expect 1 "^no solution\$" "$cli" solve "$work/none.txt"
expect 1 "multiple solutions" "$cli" solve "$work/mixed.txt"
expect 1 "^2\$" "$cli" solve --count - <<<"$several"
expect 2 "line 1: too few cells: 80 of 81" "$cli" solve "$work/short.txt"
expect 2 "line 1: position 82: more than 81 cells" "$cli" solve "$work/long.txt"
expect 2 "unexpected character" "$cli" solve "$work/junk.bin"
expect 2 "cannot open" "$cli" solve "$work/does_not_exist.txt"
expect 2 "cannot read" "$cli" solve "$work/a_directory"
expect 2 "unexpected argument" "$cli" solve --no-such-flag
expect 2 "unexpected argument" "$cli" solve "$work/one.txt" "$work/one.txt"

expect 0 "Easy" "$cli" rate "$work/one.txt"
expect 1 "no solution" "$cli" rate "$work/none.txt"
expect 2 "cannot read" "$cli" rate "$work/a_directory"
expect 2 "cannot open" "$cli" rate "$work/does_not_exist.txt"
expect 2 "unexpected character" "$cli" rate "$work/junk.bin"

expect 0 "valid: exactly one solution" "$cli" check "$puzzle"
expect 1 "conflict: 5 twice in row 1 at r1c1 and r1c3" "$cli" check "535.7....${puzzle:9}"
expect 2 "too few cells" "$cli" check "${puzzle:0:80}"
expect 2 "usage" "$cli" check

expect 2 "cannot read" "$cli" bench "$work/a_directory"
expect 2 "no puzzles" "$cli" bench "$work/empty.txt"

# Without --seed, a random seed is used and named on stderr; that seed makes the same puzzle.
seed_line=$("$cli" generate 2>&1 >"$work/random.txt")
seed=$(sed -n 's/^nonet-cli generate: --seed \([0-9][0-9]*\)$/\1/p' <<<"$seed_line")
if [[ -z $seed ]] || [[ $("$cli" generate --seed "$seed") != "$(cat "$work/random.txt")" ]]; then
  echo "FAIL: generate without --seed names no seed that remakes its puzzle: '$seed_line'"
  failures=$((failures + 1))
fi
expect 2 "" "$cli" generate --seed
expect 2 "whole number" "$cli" generate --seed -3
expect 2 "17 to 81" "$cli" generate --seed 1 --clues 5
expect 2 "none, rot180 or diagonal" "$cli" generate --seed 1 --symmetry spiral
"$cli" generate --seed 7 --clues 30 --count 3 >"$work/generated.txt"
expect 0 "" "$cli" solve "$work/generated.txt"

# Free play (issue 12): puzzles of a level with their game codes; a code gives its puzzle
# again; every puzzle rates its level and has one solution; a mistyped code is refused.
"$cli" generate --level hard --seed 11 --count 3 >"$work/free.txt"
[[ $(wc -l <"$work/free.txt") -eq 3 ]] || { echo "FAIL: generate --level --count 3"; failures=$((failures + 1)); }
while read -r puzzle_line code level; do
  [[ $level == Hard ]] || { echo "FAIL: generate --level hard printed level '$level'"; failures=$((failures + 1)); }
  again=$("$cli" generate --code "$code")
  [[ $again == "$puzzle_line $code Hard" ]] || { echo "FAIL: --code $code gave '$again'"; failures=$((failures + 1)); }
  expect 0 "Hard" "$cli" rate - <<<"$puzzle_line"
  expect 0 "" "$cli" check "$puzzle_line"
done <"$work/free.txt"
first_code=$(head -1 "$work/free.txt" | cut -d' ' -f2)
lower=$(tr 'A-Z' 'a-z' <<<"$first_code")
expect 0 "$first_code" "$cli" generate --code "$lower"
typo="${first_code:0:2}$([[ ${first_code:2:1} == Q ]] && echo R || echo Q)${first_code:3}"
expect 2 "mistyped" "$cli" generate --code "$typo"
expect 2 "level letter" "$cli" generate --code "Q-0000-0000"
expect 2 "easy, medium, hard, expert or master" "$cli" generate --level harder
expect 2 "does not go with" "$cli" generate --level hard --clues 30
expect 2 "names one puzzle" "$cli" generate --code "$first_code" --count 2
expect 2 "34359738367" "$cli" generate --level easy --seed 34359738368
expect 0 '"code":"E-' "$cli" generate --level easy --seed 3 --format json

expect 0 "Hidden single" "$cli" hint "$puzzle"
expect 2 "missing PUZZLE" "$cli" hint
expect 2 "entries" "$cli" hint "$puzzle" --entries "x"
expect 1 "" "$cli" hint "$several"

expect 2 "unexpected argument" "$cli" stages 0
# Issue 17, finding 6: output that cannot be written fails (1, with the reason); an endless
# line is refused at 64 KiB instead of growing without bound; no puzzles at all is a usage
# error as in bench; --seed names its range.
if [[ -w /dev/full ]]; then
  expect 1 "cannot write the output" sh -c '"$1" solve "$2" >/dev/full' sh "$cli" "$work/one.txt"
  expect 1 "cannot write the output" sh -c '"$1" generate --seed 1 --count 50 >/dev/full' sh "$cli"
  expect 1 "cannot write the output" sh -c '"$1" stages >/dev/full' sh "$cli"
fi
expect 2 "line 1 is longer than 65536 bytes" sh -c 'head -c 1000000 /dev/zero | "$1" solve' sh "$cli"
expect 2 "line 1 is longer than 65536 bytes" timeout 20 "$cli" solve /dev/zero
expect 2 "line 3 is longer than 65536 bytes" sh -c '{ printf "#\n\n"; head -c 70000 /dev/zero; } | "$1" rate -' sh "$cli"
expect 2 "longer than 65536 bytes" timeout 20 sh -c '"$1" check - </dev/zero' sh "$cli"
expect 2 "no puzzles in '$work/empty.txt'" "$cli" solve "$work/empty.txt"
expect 2 "no puzzles in standard input" "$cli" solve - </dev/null
expect 2 "no puzzles" "$cli" rate "$work/empty.txt"
expect 2 "from 0 to 18446744073709551615" "$cli" generate --seed 18446744073709551616
expect 2 "from 0 to 18446744073709551615" "$cli" generate --seed x
expect 0 "" "$cli" generate --seed 18446744073709551615

expect 2 "unknown command" "$cli" no-such-command
expect 2 "usage" "$cli"

# Issue 18: the multi-line grids other programs print (qqwing's layout: spaces, '|' and a
# border line between bands, a blank line between puzzles) are read by solve, rate and bench.
qqwing_grid() {
  local p=$1 r c row
  for r in 0 1 2 3 4 5 6 7 8; do
    row=""
    for c in 0 1 2 3 4 5 6 7 8; do
      row+=" ${p:r*9+c:1}"
      [[ $c == 2 || $c == 5 ]] && row+=" |"
    done
    echo "$row"
    [[ $r == 2 || $r == 5 ]] && echo "-------|-------|-------"
  done
  echo
}
{ qqwing_grid "$puzzle"; qqwing_grid "$puzzle"; } >"$work/grids.txt"
expect 0 "^$solution\$" "$cli" solve "$work/grids.txt"
[[ $("$cli" solve "$work/grids.txt" | wc -l) -eq 2 ]] ||
  { echo "FAIL: two grids did not give two solutions"; failures=$((failures + 1)); }
expect 0 "Easy" "$cli" rate - <"$work/grids.txt"
expect 0 "2 puzzles" "$cli" bench "$work/grids.txt"
{ qqwing_grid "$puzzle" | head -5; } >"$work/cut_grid.txt"
expect 2 "lines 1-5: too few cells: 36 of 81" "$cli" solve "$work/cut_grid.txt"
# --format grid prints grids that solve reads back.
"$cli" solve --format grid "$work/one.txt" >"$work/solution_grid.txt"
expect 0 "^$solution\$" "$cli" solve "$work/solution_grid.txt"
[[ $(grep -c . "$work/solution_grid.txt") -ge 9 ]] ||
  { echo "FAIL: --format grid is not a 9-row grid"; failures=$((failures + 1)); }
# --format csv / json: a header then rows; one JSON object per puzzle per line.
expect 0 "^puzzle,solutions,solution\$" "$cli" solve --format csv "$work/one.txt"
expect 0 "^$puzzle,1,$solution\$" "$cli" solve --format=csv "$work/one.txt"
expect 1 "^\{\"puzzle\":\"[.0-9]{81}\",\"solutions\":0,\"solution\":null\}\$" "$cli" solve --format json "$work/none.txt"
expect 0 "^\{\"puzzle\":\"[.0-9]{81}\",\"solutions\":1,\"solution\":\"$solution\"\}\$" "$cli" solve --format json "$work/one.txt"
expect 2 "^\{\"line\":1,\"error\":\"too few cells: 80 of 81\"\}\$" "$cli" solve --format json "$work/short.txt"
[[ $("$cli" generate --seed 5 --count 3 --format json | grep -Ec '^\{"seed":[5-7],"clues":[0-9]+,"puzzle":"[.1-9]{81}"\}$') -eq 3 ]] ||
  { echo "FAIL: generate --format json is not one object per puzzle"; failures=$((failures + 1)); }
expect 0 "^seed,clues,puzzle\$" "$cli" generate --seed 5 --format csv
expect 0 "^\{\"puzzle\":\"$puzzle\",\"level\":\"Easy\",\"score\":[0-9.]+,\"beyond\":null,\"hardest\":\"[A-Za-z ()]+\",\"steps\":[0-9]+," "$cli" rate --format json "$work/one.txt"
expect 0 "\"path\":\[\"" "$cli" rate --steps --format json "$work/one.txt"
expect 0 "^puzzle,level,score,beyond,hardest,steps,technique_score,clue_score,clues\$" "$cli" rate --format csv "$work/one.txt"
expect 0 "^\{\"kind\":\"step\",\"first\":\[.*\"what\":\"" "$cli" hint --format json "$puzzle"
expect 0 "^what," "$cli" hint --format csv "$puzzle"
expect 2 "--format takes line, grid, csv or json, not 'xml'" "$cli" solve --format xml "$work/one.txt"

# Issue 18: both spellings of an option with a value (getopt_long), --version, --help.
expect 0 "^2\.\.9\.\.\.87" "$cli" generate --seed=1 --clues=25
[[ $("$cli" generate --seed=7 --clues=30) == $("$cli" generate --seed 7 --clues 30) ]] ||
  { echo "FAIL: --seed=7 --clues=30 differs from --seed 7 --clues 30"; failures=$((failures + 1)); }
expect 0 "^1\$" "$cli" solve "$work/one.txt" --count
expect 2 "needs a value" "$cli" generate --seed
expect 2 "unexpected argument '--count=2'" "$cli" solve --count=2 "$work/one.txt"
expect 2 "needs a value" "$cli" hint "$puzzle" --entries
expect 0 "Hidden single" "$cli" hint --entries="$(printf '.%.0s' {1..81})" "$puzzle"
expect 0 "Hidden single" "$cli" hint - <<<"$puzzle"
expect 2 "number from 1 to" "$cli" stages --search 1 --max=0
expect 0 "^nonet-cli [0-9]+\.[0-9]+\.[0-9]+" "$cli" --version
expect 0 "MIT" "$cli" --version
expect 0 "usage: nonet-cli generate" "$cli" generate --help

if [[ $failures -ne 0 ]]; then
  echo "$failures failed"
  exit 1
fi
echo "all nonet-cli exit-code checks passed"
