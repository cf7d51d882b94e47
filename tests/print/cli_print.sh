#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# nonet-cli export and print end to end (issue 13): PNG, SVG and PDF files, the book's page
# count for 1, 4 and 6 puzzles a page over the 100 stages, the digits a PDF holds (pdftotext),
# and the exit codes: 0 written, 1 refused or unwritable (a folder, FIFO or device folder as
# the destination), 2 usage (an invalid --title). Needs poppler-utils and
# libxml2-utils (scripts/setup.sh). Usage: cli_print.sh PATH/TO/nonet-cli
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

fail() {
  echo "FAIL: $*"
  failures=$((failures + 1))
}

# expect CODE PATTERN CMD...: CMD's exit code, and PATTERN (extended regex) in its output.
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

for tool in pdfinfo pdftotext pdffonts xmllint; do
  command -v $tool >/dev/null || fail "$tool is not installed (bash scripts/setup.sh)"
done

puzzle='53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79'
solution='534678912672195348198342567859761423426853791713924856961537284287419635345286179'
several="$(printf '.%.0s' {1..76})8..79"

# One puzzle in each format.
expect 0 '^wrote .*p\.png' "$cli" export "$puzzle" --out "$work/p.png" --size 300
[[ $(head -c 8 "$work/p.png" | od -An -tx1 | tr -d ' \n') == 89504e470d0a1a0a ]] || fail "p.png is not a PNG"
expect 0 'wrote' "$cli" export --stage 12 --solution --out "$work/s12.svg"
xmllint --noout "$work/s12.svg" || fail "s12.svg is not well-formed XML"
uses=$(grep -o '<use xlink:href="#glyph' "$work/s12.svg" | wc -l)
(( uses >= 81 )) || fail "s12.svg draws $uses glyphs, fewer than 81 cells"

# --solution draws the solution's digits, and a puzzle only its givens, in reading order.
expect 0 'wrote' "$cli" export "$puzzle" --solution --no-caption --out "$work/s.pdf"
expect 0 'wrote' "$cli" export "$puzzle" --no-caption --out="$work/p.pdf"
digits=$(pdftotext -layout "$work/s.pdf" - | tr -cd '0-9')
[[ $digits == "$solution" ]] || fail "solution PDF holds '$digits', not the solution"
digits=$(pdftotext -layout "$work/p.pdf" - | tr -cd '0-9')
[[ $digits == "$(tr -cd '0-9' <<<"${puzzle//./}")" ]] || fail "puzzle PDF holds '$digits', not the givens"
# The caption: the stage, its rated level and its difficulty on the scale the game shows.
expect 0 'Stage 12 · [A-Z][a-z]+ · difficulty [0-9]+ of 99' "$cli" export --stage 12 --out "$work/s12.pdf"
pdftotext "$work/s12.pdf" - | grep -q 'Stage 12' || fail "s12.pdf lacks its caption"

# Honesty: several solutions or none are refused (exit 1) with the reason; nothing is written.
expect 1 'refused: .*several solutions' "$cli" export "$several" --out "$work/x.png"
[[ -e $work/x.png ]] && fail "a refused board was written"
expect 1 'refused: .*no solution' "$cli" export "531.7....${puzzle:9}" --out "$work/x.png"

# Usage errors (2) and unwritable paths (1).
expect 2 'position|characters|cells' "$cli" export "12345" --out "$work/x.png"
expect 2 '\.png, \.svg or \.pdf' "$cli" export --stage 1 --out "$work/x.gif"
expect 2 'from 1 to 100' "$cli" export --stage 101 --out "$work/x.png"
expect 2 'one of a PUZZLE, --stage N or --code' "$cli" export --out "$work/x.png"
expect 2 'one of a PUZZLE, --stage N or --code' "$cli" export --stage 1 --code E-0000-0000 --out "$work/x.png"
expect 2 '--out FILE is required' "$cli" export --stage 1
expect 2 '--size' "$cli" export --stage 1 --size 5 --out "$work/x.png"
expect 2 'not 8' "$cli" export --code H-ABC --out "$work/x.png"
# A free-play game code (docs/FREE_PLAY.md): the code's puzzle, its code in the caption; a
# mistyped code is refused and writes nothing.
code_line=$("$cli" generate --level hard --seed 4242)
code=$(cut -d' ' -f2 <<<"$code_line")
expect 0 "wrote .*fp\.pdf \($code · Hard " "$cli" export --code "$code" --no-caption --out "$work/fp.pdf"
digits=$(pdftotext -layout "$work/fp.pdf" - | tr -cd '0-9')
[[ $digits == "$(cut -d' ' -f1 <<<"$code_line" | tr -cd '1-9')" ]] || fail "export --code $code drew '$digits', not its puzzle"
typo="${code:0:3}$([[ ${code:3:1} == 7 ]] && echo 8 || echo 7)${code:4}"
expect 2 'mistyped' "$cli" export --code "$typo" --out "$work/typo.png"
[[ -e $work/typo.png ]] && fail "a mistyped code wrote a file"
expect 1 "cannot write '$work/missing/x.png'" "$cli" export --stage 1 --out "$work/missing/x.png"
expect 2 "bad range '0-5'" "$cli" print --stages 0-5 --out "$work/b.pdf"
expect 2 "bad range '9-3'" "$cli" print --stages 9-3 --out "$work/b.pdf"
expect 2 "bad range '1-101'" "$cli" print --stages 1-101 --out "$work/b.pdf"
expect 2 "bad range 'x'" "$cli" print --stages x --out "$work/b.pdf"
expect 2 'per-page takes 1, 2, 4 or 6' "$cli" print --stages 1-4 --per-page 3 --out "$work/b.pdf"
expect 2 'a4 or letter' "$cli" print --stages 1-4 --paper a5 --out "$work/b.pdf"
expect 2 'PDF' "$cli" print --stages 1-4 --out "$work/b.png"
expect 2 'easy, medium, hard, expert or master' "$cli" print --level Harder --count 5 --out "$work/b.pdf"
expect 2 'needs --count' "$cli" print --level Hard --out "$work/b.pdf"
expect 2 'either --stages' "$cli" print --stages 1-2 --level Hard --count 2 --out "$work/b.pdf"
expect 2 'go with --level' "$cli" print --stages 1-2 --count 2 --out "$work/b.pdf"
# A free-play book: N puzzles of the level, each captioned with its game code.
expect 0 'wrote .* \(5 puzzles, 3 pages\)' "$cli" print --level medium --count 5 --seed 90 --out "$work/fp.pdf"
first=$("$cli" generate --level medium --seed 90 --count 5 | cut -d' ' -f2)
for c in $first; do
  pdftotext "$work/fp.pdf" - | grep -q "$c" || fail "the free-play book lacks code $c"
done
expect 1 "cannot write '$work/missing/b.pdf'" "$cli" print --stages 1-2 --out "$work/missing/b.pdf"
# Issue 30: a bad title is a usage error that writes nothing and keeps the previous book; the
# title is checked like every text that reaches the drawing (UTF-8, no control characters).
expect 0 'wrote' "$cli" print --stages 1-2 --out "$work/title.pdf"
cp "$work/title.pdf" "$work/title.orig"
expect 2 "--title: byte 1 \(0xff\) is not valid UTF-8" "$cli" print --stages 1-2 --title $'\xff' --out "$work/title.pdf"
expect 2 "--title: byte 4 \(0x0a\) is a control character" "$cli" print --stages 1-2 --title $'abc\ndef' --out "$work/title.pdf"
expect 2 '--title: too long' "$cli" print --stages 1-2 --title "$(printf 'x%.0s' {1..201})" --out "$work/title.pdf"
expect 2 'not valid UTF-8' "$cli" print --stages 1-2 --title $'\xff' --out "$work/new-title.pdf"
[[ -e $work/new-title.pdf ]] && fail "an invalid title left a file"
cmp -s "$work/title.pdf" "$work/title.orig" || fail "an invalid title changed the previous book"
expect 0 'wrote' "$cli" print --stages 1-2 --title 'Café – Nonet' --out "$work/title.pdf"
pdftotext "$work/title.pdf" - | grep -q 'Café – Nonet' || fail "a UTF-8 title is not in the book"
# Destinations that are not regular files, and device folders, are refused at once (exit 1),
# before any work; a FIFO is not opened (before: export waited for a reader forever).
mkdir "$work/folder.png"
expect 1 "cannot write '$work/folder.png': it is a folder" "$cli" export --stage 1 --out "$work/folder.png"
mkfifo "$work/fifo.pdf"
expect 1 'FIFO \(named pipe\), not a regular file' timeout 20 "$cli" export --stage 1 --out "$work/fifo.pdf"
expect 1 'FIFO' timeout 20 "$cli" print --stages 1-2 --out "$work/fifo.pdf"
# (as root the code before issue 30 made these files: each is removed again if it appears)
no_file_in_dev() {
  if [[ -f /dev/nonet-cli-test.png || -f /dev/nonet-cli-test.pdf ]]; then
    fail "$* made a file in /dev"
    rm -f /dev/nonet-cli-test.png /dev/nonet-cli-test.pdf
  fi
}
for device in /dev/nonet-cli-test.png /dev/shm/../nonet-cli-test.pdf; do
  expect 1 "'/dev' is a folder of devices" "$cli" export --stage 1 --out "$device"
  no_file_in_dev "export --out $device"
done
expect 1 "'/dev' is a folder of devices" "$cli" print --stages 1-2 --out /dev/nonet-cli-test.pdf
no_file_in_dev "print --out /dev/nonet-cli-test.pdf"
expect 1 "'/proc' is a folder of devices" "$cli" export --stage 1 --out /proc/nonet-cli-test.svg
# A good write leaves only the file: no temporary beside it.
expect 0 'wrote' "$cli" export --stage 3 --out "$work/p3.png"
leftovers=$(find "$work" -name '.*.tmp-*' | wc -l)
((leftovers == 0)) || fail "$leftovers temporary file(s) left beside the exports"
expect 0 'usage: nonet-cli export' "$cli" export --help
expect 0 'usage: nonet-cli print' "$cli" print --help

# The book over the 100 stages: puzzle pages, then solutions 12 to a page.
for pair in 1:109 4:34 6:26; do
  per=${pair%%:*} pages=${pair#*:}
  expect 0 "wrote .* \(100 puzzles, $pages pages\)" "$cli" print --stages 1-100 --per-page "$per" \
    --out "$work/book$per.pdf"
  got=$(pdfinfo "$work/book$per.pdf" 2>/dev/null | sed -n 's/^Pages: *//p')
  [[ $got == "$pages" ]] || fail "--per-page $per: $got pages, expected $pages"
done
# The game's fonts, embedded: givens in Inter SemiBold, solutions in Regular, captions in Medium.
fonts=$(pdffonts "$work/book4.pdf" 2>&1)
for face in Inter-SemiBold Inter-Regular Inter-Medium; do
  grep -q "+$face " <<<"$fonts" || fail "book4.pdf does not embed $face"
done
# Progress on stderr for a long run; the last page numbered; the solutions at the back.
progress=$("$cli" print --stages 1-100 --per-page 6 --paper letter --out "$work/letter.pdf" 2>&1 >/dev/null)
grep -q 'pages 26/26' <<<"$progress" || fail "no progress on stderr: $progress"
pdfinfo "$work/letter.pdf" | grep -Eq 'Page size: +612 x 792' || fail "letter paper is not 612 x 792"
pdftotext -f 26 -l 26 "$work/letter.pdf" - | grep -q 'Solutions' || fail "the last page is not solutions"
pdftotext -f 26 -l 26 "$work/letter.pdf" - | grep -qx '26' || fail "the last page has no number 26"
pdftotext -f 1 -l 1 "$work/book6.pdf" - | grep -q 'Stage 6 ' || fail "page 1 of 6-up lacks stage 6"
pdftotext -f 1 -l 1 "$work/book6.pdf" - | grep -q 'Stage 7 ' && fail "page 1 of 6-up has stage 7"

if ((failures > 0)); then
  echo "$failures failure(s)"
  exit 1
fi
echo "export and print: all checks passed"
