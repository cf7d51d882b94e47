#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Makes a PNG of every screen into docs/screenshots/ by running the real game offscreen
# (SDL_VIDEODRIVER=offscreen, Mesa llvmpipe) with scripts of timed inputs (docs/SCRIPTS.md).
# Usage: scripts/screenshots.sh [path/to/nonet]   (default: builds the release preset first)
#   NONET_SHOTS=pseudo scripts/screenshots.sh ...  makes only the pseudo-locale screenshots
#   NONET_SHOTS=i18n [NONET_LANGUAGE=ja] ...       only docs/screenshots/i18n (every language, or one)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
bin=${1:-}
if [ -z "$bin" ]; then
  cmake --preset release >/dev/null
  cmake --build --preset release -j2 --target nonet
  bin=build/release/src/platform/nonet
fi
out=docs/screenshots
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy

run() {  # run NAME SCRIPT-TEXT [extra args...]
  local name=$1 text=$2
  shift 2
  printf '%s\n' "$text" >"$work/$name.txt"
  "$bin" --fixed-step --script "$work/$name.txt" "$@"
}

# The pseudo-locales (issue 26, docs/TEXT.md): every string 40 % longer and accented, or in
# ideographs without spaces; the title, a hint naming its technique, and the first-run coach's
# wrapped sentences (beside coach.png and coach-480x640.png: the same paragraph in English).
pseudo_shots() {
  local pseudo size suffix
  for pseudo in accented ideographic; do
    for size in 1280x800 480x640; do
      suffix=$([ "$size" = 1280x800 ] && echo "" || echo "-$size")
      run "pseudo-$pseudo-title$suffix" "wait 30
screenshot $root/$out/pseudo-$pseudo-title$suffix.png" --pseudo "$pseudo" --size "$size"
      run "pseudo-$pseudo-hint$suffix" "key Return
wait 10
key Escape
wait 40
key h
key h
wait 2s
screenshot $root/$out/pseudo-$pseudo-hint$suffix.png" --pseudo "$pseudo" --size "$size"
      run "pseudo-$pseudo-coach$suffix" "key Return
wait 30
screenshot $root/$out/pseudo-$pseudo-coach$suffix.png" --pseudo "$pseudo" --size "$size"
    done
  done
}
# Every shipped language (issue 27, docs/TRANSLATING.md), into docs/screenshots/i18n: the title,
# a hint's second tier (the technique), free play on a fixed date, the editor's verdict on a
# board with two solutions, statistics, all at 1280x800, and the play screen at 480x640.
# NONET_LANGUAGE=uk takes one language only.
i18n_shots() {
  local lang dir=$out/i18n
  mkdir -p "$dir"
  for lang in ${NONET_LANGUAGE:-$(grep -v '^#' po/LINGUAS)}; do
    run "$lang-title" "wait 30
screenshot $root/$dir/$lang-title.png" --language "$lang"
    run "$lang-hint" "key Return
wait 10
key Escape
wait 40
key h
wait 2s
key h
wait 2s
screenshot $root/$dir/$lang-hint.png" --language "$lang"
    NONET_TODAY=2026-12-06 run "$lang-freeplay" "key Down 2
key Return
wait 30
screenshot $root/$dir/$lang-freeplay.png" --language "$lang"
    run "$lang-editor" "key Down 2
key Return
wait 20
key Up
key Return
wait 20
paste .........6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
wait 20
screenshot $root/$dir/$lang-editor.png" --language "$lang"
    mkdir -p "$work/stats-$lang"
    cp tests/data/statistics_progress.json "$work/stats-$lang/progress.json"
    NONET_TODAY=2026-12-06 run "$lang-statistics" "key Down 5
key Return
wait 30
screenshot $root/$dir/$lang-statistics.png" --save-dir "$work/stats-$lang" --language "$lang"
    run "$lang-play-480x640" "key Return
wait 10
key Escape
wait 40
screenshot $root/$dir/$lang-play-480x640.png" --language "$lang" --size 480x640
  done
}
if [ "${NONET_SHOTS:-}" = pseudo ]; then  # only these (NONET_SHOTS=pseudo scripts/screenshots.sh)
  pseudo_shots
  exit 0
fi
if [ "${NONET_SHOTS:-}" = i18n ]; then  # only these (NONET_SHOTS=i18n scripts/screenshots.sh)
  i18n_shots
  exit 0
fi

"$bin" --screenshot "$out/title.png"

run play "key Return
wait 10
key Escape
wait 47s
solve 14
key Down
key Space
type 236
key Right
type 28
key Space
key Left
wait 40
move key5
screenshot $root/$out/play.png"

run mistake "key Return
wait 10
key Escape
wait 40
key Up
key Left
key 5
wait 3
screenshot $root/$out/mistake.png"

run hint "key Return
wait 10
key Escape
wait 40
key h
key h
key h
wait 3s
screenshot $root/$out/hint.png"

# The hint in tiers (issue 14): the first press lights where to look, the second names the
# technique and its pattern cells, the third applies it; wide and 480x640.
for size in 1280x800 480x640; do
  suffix=$([ "$size" = 1280x800 ] && echo "" || echo "-$size")
  run "hint-where$suffix" "key Return
wait 10
key Escape
wait 40
key h
wait 2s
screenshot $root/$out/hint-where$suffix.png
key h
wait 2s
screenshot $root/$out/hint-what$suffix.png
key h
wait 3s
screenshot $root/$out/hint-applied$suffix.png" --size "$size"
done

# The unit flash (issue 14): the 5 and then the 8 complete stage 1's bottom row, and the
# flash runs along it from the last cell placed.
run unit-flash "key Return
wait 10
key Escape
wait 40
click r9c1
type 5
click r9c9
type 8
wait 12
screenshot $root/$out/unit-flash.png"

# Digit-first entry (issue 14): Settings' "Keypad digit first" row on, then key 1 held and
# r3c2 tapped (the held key ringed, every 1 on the board lit).
run digit-first "tap item3
wait 20
tap item11
wait 5
key Escape
wait 20
tap item0
wait 10
key Escape
wait 40
tap key1
wait 10
tap r3c2
wait 30
screenshot $root/$out/digit-first.png"

# Motion (issue 6) at fixed times: a hint's reason trace half-way, the solved wave at 200 ms
# from the last digit, and "Show single candidates" (Settings row 5) on.
run hint-trace "key Return
wait 10
key Escape
wait 40
solve 8
wait 20
key h
key h
key h
wait 50
screenshot $root/$out/hint-trace.png"

# A hint whose placement needs other techniques first, with notes filled so the candidates
# they eliminate show struck out: the golden test's script (stages 1-35 cleared, stage 36
# played by its singles), with its screenshot path replaced.
sed "s#^screenshot frame.png#screenshot $root/$out/hint-technique.png#" \
  tests/golden/hint_technique.txt >"$work/hint-technique.txt"
"$bin" --fixed-step --script "$work/hint-technique.txt"

run wave "key Return
wait 10
key Escape
wait 40
solve
wait 12
screenshot $root/$out/wave.png"

# Free play (docs/FREE_PLAY.md) on a fixed date: the screen, then a Hard puzzle with its code.
NONET_TODAY=2026-12-06 run freeplay "key Down 2
key Return
wait 30
screenshot $root/$out/freeplay.png
key Down 2
key Return
wait 40
screenshot $root/$out/freeplay-play.png"
# Statistics (issue 12) from a crafted progress file, in the three themes and in portrait.
for theme in light dark contrast; do
  mkdir -p "$work/stats-$theme"
  cp tests/data/statistics_progress.json "$work/stats-$theme/progress.json"
  NONET_TODAY=2026-12-06 run "stats-$theme" "key Down 5
key Return
wait 30
screenshot $root/$out/statistics-$theme.png" --save-dir "$work/stats-$theme" --theme "$theme"
done
mkdir -p "$work/stats-portrait"
cp tests/data/statistics_progress.json "$work/stats-portrait/progress.json"
NONET_TODAY=2026-12-06 run stats-portrait "key Down 5
key Return
wait 30
screenshot $root/$out/statistics-portrait.png" --save-dir "$work/stats-portrait" --size 480x640
# Typing a code (docs/FREE_PLAY.md "Typing a code"): a mistyped game code refused, and a board
# code on the Sum Tiles menu in portrait with the pad's focus moved.
NONET_TODAY=2026-12-06 run freeplay-code "key Down 2
key Return
wait 30
key h
wait 20
type h-4kq7-92pp
key Return
wait 5
screenshot $root/$out/freeplay-code.png"
run sum-code-portrait "key Down 4
key Return
wait 30
key h
type s2510-3fav
key Up
wait 10
screenshot $root/$out/sum-code-portrait.png" --size 480x640

# Free play's rules (issue 12): "check at the end" with two wrong entries marked by Check, the
# free-play game kept for Continue, the result after Show solution, and the board behind it
# (See the board); wide and 480x640.
for size in 1280x800 480x640; do
  suffix=$([ "$size" = 1280x800 ] && echo "" || echo "-$size")
  NONET_TODAY=2026-12-06 run "freeplay-check$suffix" "key Down 2
key Return
wait 30
key Down 7
key Return
key Up 7
key Return
wait 40
solve 4
key h
key h
key h
key ctrl+z
wrong
solve 3
key h
key h
key h
key ctrl+z
wrong
check
wait 40
screenshot $root/$out/freeplay-check$suffix.png
wait 5s
key Escape
wait 30
screenshot $root/$out/freeplay-pause$suffix.png
key Down 2
key Return
wait 30
key Down 8
wait 20
screenshot $root/$out/freeplay-continue$suffix.png
key Return
wait 30
key Escape
wait 20
key Down 4
key Return
key Right
key Return
wait 150
screenshot $root/$out/freeplay-shown$suffix.png
key Down 4
key Return
wait 10
screenshot $root/$out/freeplay-look$suffix.png" --size "$size"
done

run candidates "key Down 3
key Return
key Down 5
key Return
key Escape
key Return
wait 10
key Escape
wait 40
solve 6
wait 45
screenshot $root/$out/candidates.png"

run notes "key Return
wait 10
key Escape
wait 40
key f
key Down
key Right
wait 10
screenshot $root/$out/notes.png"

run pause "key Return
wait 10
key Escape
wait 30
key p
wait 20
screenshot $root/$out/pause.png"

run result "key Return
wait 10
key Escape
wait 104s
solve
wait 2.5s
screenshot $root/$out/result.png"

run lost "key Return
wait 10
key Escape
wait 30
key Up
key Left
wrong
wait 30
wrong
wait 30
wrong
wait 2s
screenshot $root/$out/lost.png"

run stages "key Return
wait 10
key Escape
wait 95s
solve
wait 2s
key Return
wait 142s
solve
wait 2s
key Escape
key Return
wait 118s
solve
wait 2s
key Escape
key Escape
key Down
key Return
wait 30
screenshot $root/$out/stages.png"

run settings "key Down
key Down
key Down
key Return
wait 30
key Down
screenshot $root/$out/settings.png"

run dark "key Return
wait 10
key Escape
wait 40
key Up
key Left
key 2
key Right
wait 20
screenshot $root/$out/play-dark.png" --theme dark

run portrait "key Return
wait 10
key Escape
wait 40
key Up
key 5
wait 20
screenshot $root/$out/play-portrait.png" --size 720x1280

# Menus, themes and small windows (issue 6): attract mode mid-step, high contrast, 480x640,
# the unlock animation half-way, and the dialog before another stage replaces the open one.
run title-attract "wait 12.3s
screenshot $root/$out/title-attract.png"

run title-contrast "wait 12.3s
screenshot $root/$out/title-contrast.png" --theme contrast

run stages-contrast "key Return
wait 10
key Escape
wait 40
solve
wait 2.5s
key Down
key Return
wait 20
screenshot $root/$out/stages-unlock-contrast.png" --theme contrast

run stages-detail "key Down
key Return
wait 20
key Down 4
wait 30
screenshot $root/$out/stages-detail.png"

run small "wait 12.3s
screenshot $root/$out/title-480x640.png
key Down
key Return
wait 30
screenshot $root/$out/stages-480x640.png
key Escape
wait 10
key Down 3
key Return
wait 30
screenshot $root/$out/settings-480x640.png" --size 480x640

# Settings on a phone (the list scrolled to its end) and play with Keypad on the left.
run settings-scroll "key Down 3
key Return
wait 30
key Down 13
key Return
wait 20
screenshot $root/$out/settings-360x640-scrolled.png" --size 360x640
run left-handed "key Down 3
key Return
wait 30
key Down 12
key Return
key Escape
wait 20
key Return
wait 40
key Escape
wait 5
key Return
wait 30
click r5c5
screenshot $root/$out/play-left-handed.png"

run confirm "key Return
wait 10
key Escape
wait 40
solve
wait 2.5s
key Return
wait 70s
key Escape
wait 10
key Down 2
key Return
wait 10
key Down
key Return
wait 20
click tile1
wait 20
screenshot $root/$out/confirm-stage.png" --size 480x640

# The first-run coach (a fresh save's first Play) and the controls screen (Settings header, or
# the coach's Controls button): keys, and a pad's glyphs while a pad is in use.
run coach "key Return
wait 30
screenshot $root/$out/coach.png"
run coach-480x640 "key Return
wait 20
key Return
wait 30
screenshot $root/$out/coach-480x640.png" --size 480x640
run coach-dark "key Return
wait 20
key Return
wait 20
key Return
wait 30
screenshot $root/$out/coach-dark.png" --theme dark
run controls-keyboard "key Down 3
key Return
wait 20
key Up
key Return
wait 30
screenshot $root/$out/controls-keyboard.png"
run controls-keyboard-480x640 "key Return
wait 20
key Left
key Return
wait 30
screenshot $root/$out/controls-keyboard-480x640.png" --size 480x640 --theme contrast
run controls-pad "pad-attach xbox
pad down 3
pad a
wait 20
pad up
pad a
wait 30
screenshot $root/$out/controls-pad.png"
run controls-pad-480x640 "pad-attach ps5
pad a
wait 20
pad left
pad a
wait 30
screenshot $root/$out/controls-pad-480x640.png" --size 480x640

# The finale (stage 100 cleared): stages 1-99 cleared with `solve` into a save folder first
# (a few seconds with fixed steps), then stage 100 from a copy of it for each picture: the
# finale's second wave, its card, and the title afterwards. Settings' last row, "Lesson before
# a new technique", is turned off first: Next stage would otherwise ask at stages 26, 31, ...
{
  printf 'key Down 3\nkey Return\nwait 10\nexpect screen settings\nkey Down 14\nkey Return\n'
  printf 'key Escape\nwait 10\nexpect screen title\n'
  printf 'key Return\nwait 10\nkey Escape\nwait 40\nsolve\nwait 2s\n'
  for _ in $(seq 2 99); do printf 'key Return\nwait 40\nsolve\nwait 2s\n'; done
  printf 'expect cleared 99\nquit\n'
} >"$work/clear99.txt"
"$bin" --fixed-step --save-dir "$work/save99" --script "$work/clear99.txt"
finale() {  # finale NAME-SUFFIX [extra args...]
  local suffix=$1
  shift
  rm -rf "$work/s100" && cp -r "$work/save99" "$work/s100" && rm -f "$work/s100/nonet.lock"
  run "finale$suffix" "key Return
wait 40
expect stage 100
solve
wait 1.1s
screenshot $root/$out/finale-wave$suffix.png
wait 4.5s
expect screen result
wait 30
screenshot $root/$out/finale$suffix.png
key Escape
wait 10
key Escape
wait 30
screenshot $root/$out/title-complete$suffix.png" --save-dir "$work/s100" "$@"
}
finale ""
finale -480x640-contrast --size 480x640 --theme contrast
finale -dark --theme dark

# Gamepad prompts (docs/CONTROLS.md): virtual pads of each family, no keyboard.
run pad-title "pad-attach xbox
pad down
wait 20
screenshot $root/$out/pad-title.png"

run pad-stages "pad-attach xbox
pad down
pad a
wait 30
pad right
pad down
wait 20
screenshot $root/$out/pad-stages.png"

run pad-play "pad-attach xbox
pad a
wait 10
pad b
wait 40
pad up
pad rb 4
pad x
pad a
pad x
wait 20
screenshot $root/$out/pad-play-xbox.png"

run pad-play-playstation "pad-attach ps5
pad a
wait 10
pad b
wait 40
pad up
pad rb 2
wait 20
screenshot $root/$out/pad-play-playstation.png"

run pad-play-nintendo "pad-attach nintendo
pad a
wait 10
pad b
wait 40
pad up
pad lb
wait 20
screenshot $root/$out/pad-play-nintendo.png" --size 720x1280

run pad-unplugged "pad-attach playstation
pad a
wait 10
pad b
wait 40
pad-detach
wait 20
screenshot $root/$out/pad-unplugged.png"

# Sum Tiles (issue 16, docs/SUM_TILES.md): its menu, a board with a selection and a hint, the
# clear burst and the overshoot shake mid-way, the perfect wave, the end card, dark and portrait.
run sum-menu "key Down 4
key Return
wait 20
screenshot $root/$out/sum-menu.png"

run sum-play "key Down 4
key Return
wait 20
key Return
wait 20
key h
click r1c1
wait 5
screenshot $root/$out/sum-play.png"

run sum-overshoot "sum-board S-25-10-0000-000T
wait 20
click r2c1
click r3c5
wait 6
screenshot $root/$out/sum-overshoot.png"

run sum-perfect "sum-board S-25-10-0000-000T
wait 20
sum-solve touch
wait 24
screenshot $root/$out/sum-perfect-wave.png
wait 2s
screenshot $root/$out/sum-perfect.png"

run sum-dark "sum-board S-49-15-0001-FQFW
wait 20
key h
wait 5
screenshot $root/$out/sum-play-dark.png" --theme dark

run sum-portrait "sum-board S-36-12-00C1-ZZE4
wait 20
key Return
key Right
key Return
wait 5
screenshot $root/$out/sum-play-portrait.png" --size 720x1280

# The hint's Why page (docs/CONTROLS.md, issue 31): AI Escargot typed in, its first single
# placed, the next hint applied; the banner counts its steps, Why? opens them one a page, a
# step with its Learn button and an inner chain of the nested forcing chain.
escargot=1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..
for size in 1280x800 480x640; do
  suffix=$([ "$size" = 1280x800 ] && echo "" || echo "-$size")
  mkdir -p "$work/why$suffix"
  run "why$suffix" "tap item2
wait 20
tap item9
wait 20
paste $escargot
wait 20
tap item0
wait 30
tap r8c3
key 1
wait 10
key h
key h
key h
wait 2s
screenshot $root/$out/why-hint$suffix.png
key l
wait 30
screenshot $root/$out/why-step$suffix.png
key Right 5
wait 10
screenshot $root/$out/why-inner-chain$suffix.png" --size "$size" --save-dir "$work/why$suffix"
done

# Custom boards (docs/FREE_PLAY.md "Custom boards"): the editor with a board of one solution
# (a board played before it in the recent list), one with several solutions and its two marked
# cells, the question before playing it, and a solved board's result with both times.
custom_board=53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
several_board=.........6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
for size in 1280x800 480x640; do
  suffix=$([ "$size" = 1280x800 ] && echo "" || echo "-$size")
  mkdir -p "$work/custom$suffix"
  run "custom$suffix" "key Down 2
key Return
wait 20
key Up
key Return
wait 20
paste $several_board
key Right 9
key Return
wait 5
key Right
key Return
wait 20
key Escape
key Down 2
key Return
wait 20
key Up
key Return
wait 20
paste $custom_board
key Down 3
key Left 4
wait 30
screenshot $root/$out/custom-valid$suffix.png
paste $several_board
wait 30
screenshot $root/$out/custom-several$suffix.png
key Right 5
key Return
wait 30
screenshot $root/$out/custom-question$suffix.png
key Escape
paste $custom_board
wait 5s
key Return
key Right
key Return
wait 20
wait 187s
solve
wait 3s
screenshot $root/$out/custom-result$suffix.png" --size "$size" --save-dir "$work/custom$suffix"
done

# Colour marks (issue 29): the palette over the board, and the marks it painted.
for size in 1280x800 480x640; do
  suffix=""
  [ "$size" = 1280x800 ] || suffix="-$size"
  run colours$suffix "key Return
wait 10
key Escape
wait 20
key f
key Up 4
key Left 4
key ctrl+3
key b
key Down
key 5
key Right
key ctrl+2
key Down
key ctrl+6
right-click r2c2
click mark-n8
click swatch6
right-click r2c2
wait 10
screenshot $root/$out/colour-palette$suffix.png
key Escape
wait 10
screenshot $root/$out/colour-marks$suffix.png" --size "$size" --save-dir "$work/colours$suffix"
done

# Puzzle collections (issue 29): 1,000 puzzles of the test data and two bad lines, dropped on
# the free-play screen, rated, the fourth solved.
{
  echo "# a week of puzzles"
  awk '!/^#/ && n < 1000 { print; n++ }' tests/data/puzzles0_kaggle_first2000
  echo "this line is not a puzzle"
  printf '%081d\n' 0 | tr 0 .
} >"$work/week.sdm"
for size in 1280x800 480x640; do
  suffix=""
  [ "$size" = 1280x800 ] || suffix="-$size"
  run collections$suffix "key Down 2
key Return
wait 10
drop $work/week.sdm
expect collection 1000 0 2
key Down 3
key Return
wait 20
solve
wait 3s
key Escape
wait 10
screenshot $root/$out/collections$suffix.png" --size "$size" --save-dir "$work/collections$suffix"
done

# Learn (issue 28): the list with mixed progress (tests/data/save_v1_learn.json: the singles
# mastered and three of them due, Pointing and the X-Wing being practised), the X-Wing's lesson
# with its worked example mid-way (the pattern), the X-Wing's sixth position with a wrong
# removal answered, and the same position made: the mastery moment.
for size in 1280x800 480x640; do
  suffix=""
  [ "$size" = 1280x800 ] || suffix="-$size"
  for shot in learn lesson practice-wrong practice-mastered; do
    mkdir -p "$work/$shot$suffix"
    cp tests/data/save_v1_learn.json "$work/$shot$suffix/learn.json"
  done
  NONET_TODAY=2026-12-05 run learn$suffix "key Down 6
key Return
wait 40
screenshot $root/$out/learn$suffix.png" --size "$size" --save-dir "$work/learn$suffix"
  NONET_TODAY=2026-12-05 run lesson$suffix "key Down 6
key Return
wait 10
key Down 8
key Return
wait 10
expect screen lesson
key Right 2
wait 40
screenshot $root/$out/lesson$suffix.png" --size "$size" --save-dir "$work/lesson$suffix"
  NONET_TODAY=2026-12-05 run practice-wrong$suffix "key Down 6
key Return
wait 10
key Down 8
key Return
wait 10
key Down
key Return
wait 40
click r1c1
key 1
wait 20
expect practice not-reached
screenshot $root/$out/practice-wrong$suffix.png" --size "$size" --save-dir "$work/practice-wrong$suffix"
  NONET_TODAY=2026-12-05 run practice-mastered$suffix "key Down 6
key Return
wait 10
key Down 8
key Return
wait 10
key Down
key Return
wait 10
click r2c1
key 1
click r2c6
key 1
click r2c8
key 1
click r6c6
key 1
click r6c8
key 1
wait 40
expect practice solved
expect learn x-wing mastered
screenshot $root/$out/practice-mastered$suffix.png" --size "$size" --save-dir "$work/practice-mastered$suffix"
done

# Statistics by technique (issue 28): the same Learn progress, on the page the statistics
# screen opens with Right (its "By technique" button).
for size in 1280x800 480x640; do
  suffix=""
  [ "$size" = 1280x800 ] || suffix="-$size"
  mkdir -p "$work/technique-stats$suffix"
  cp tests/data/statistics_progress.json "$work/technique-stats$suffix/progress.json"
  cp tests/data/save_v1_learn.json "$work/technique-stats$suffix/learn.json"
  NONET_TODAY=2026-12-06 run technique-stats$suffix "key Down 5
key Return
wait 10
expect screen statistics
key Right
wait 30
expect screen technique-stats
screenshot $root/$out/statistics-techniques$suffix.png" --size "$size" \
    --save-dir "$work/technique-stats$suffix"
done

pseudo_shots
i18n_shots

echo "screenshots in $out:"
ls -1 "$out"
