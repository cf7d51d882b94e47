#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The soak bot (issue 17): the real game, headless (offscreen video, dummy audio, --fixed-step),
# from an empty save folder, clears stages 1..STAGES through real input events only: keyboard,
# mouse clicks on named targets, a virtual pad (plugged in for a stage, then unplugged) and
# fingers, with notes entered and cleared, one or two mistakes per stage (never three), hints,
# pauses, and quitting mid-stage at random points to relaunch (a new process with the same
# --save-dir) and Continue. See docs/RELIABILITY.md.
#
#   scripts/soak.sh [STAGES] [SEED]        STAGES 1-100 (default 100), SEED (default 1)
#
# SOAK_QUIT_PERCENT (default 25) is the chance per stage of quitting mid-stage and relaunching;
# 0 keeps one process for the whole run, which is what the memory figure needs.
# NONET=path/to/nonet picks the binary (default: build/asan if built, else build/ci). At the
# end it checks: every stage cleared with a best time in progress.json, every save file read
# back by a last launch without any notice, no sanitizer report in any run's output; and it
# prints the resident memory of the longest-running process; when it cleared 20 stages or more,
# the median of its last ten stages may not exceed that of stages 2-11 by 10 %.
# SOAK_MEMORY_LOG=FILE keeps every sample (run, mark, KiB). Exit status 0 when every check held.
set -euo pipefail
shopt -s nullglob
cd "$(dirname "$0")/.."
stages="${1:-100}"
seed="${2:-1}"
quit_percent="${SOAK_QUIT_PERCENT:-25}"
if [ -z "${NONET:-}" ]; then
  NONET=build/ci/src/platform/nonet
  [ -x build/asan/src/platform/nonet ] && NONET=build/asan/src/platform/nonet
fi
[ -x "$NONET" ] || { echo "soak.sh: no game binary at $NONET (build a preset first)"; exit 2; }
export SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy
unset NONET_SAVE_DIR
# Sanitizer options stay the build's own: ASan on, UBSan fatal (-fno-sanitize-recover), leak
# checking off for the game itself (src/platform/sanitizer/leak_check_options.cpp says why).

work="$(mktemp -d "${TMPDIR:-/tmp}/nonet-soak-XXXXXX")"
save="$work/save"
marks="$work/marks"
mkdir -p "$save" "$marks"
echo "soak: $stages stages, seed $seed, $NONET, work folder $work"
RANDOM=$seed
start_time=$SECONDS

# The puzzle of each stage (tests/data/stages.golden): its last empty cell is where notes and
# mistakes go (the keyboard and pad solvers fill empty cells in row order, and hints come later).
declare -A puzzle
while read -r n p; do puzzle[$n]=$p; done < <(grep -E '^[0-9]+ ' tests/data/stages.golden)
last_empty() {
  local p=${puzzle[$1]} i
  for ((i = 80; i >= 0; i--)); do
    if [ "${p:i:1}" = . ]; then echo "r$((i / 9 + 1))c$((i % 9 + 1))"; return; fi
  done
}

launches=0 mid_quits=0 mistakes_total=0 hints_total=0 pad_stages=0 touch_stages=0
mouse_stages=0 key_stages=0
declare -A rss_first rss_last rss_count
script="" # the script of the process being built

# Runs the script built so far as one process; samples its memory at each stage mark.
launch() {
  launches=$((launches + 1))
  local file="$work/run$launches.txt" log="$work/run$launches.log"
  printf '%s' "$script" >"$file"
  "$NONET" --fixed-step --size 800x600 --save-dir "$save" --script "$file" >"$log" 2>&1 &
  local pid=$! seen=""
  while kill -0 "$pid" 2>/dev/null; do
    for m in "$marks"/run$launches-*.png; do
      case " $seen " in *" $m "*) continue ;; esac
      seen="$seen $m"
      local rss
      rss=$(awk '/VmRSS/ {print $2}' "/proc/$pid/status" 2>/dev/null || true)
      # A process that already ended has no sample: never record 0 as a reading.
      [[ "$rss" =~ ^[0-9]+$ ]] || continue
      [ -n "${rss_first[$launches]:-}" ] || rss_first[$launches]=$rss
      rss_last[$launches]=$rss
      rss_count[$launches]=$((${rss_count[$launches]:-0} + 1))
      echo "$launches ${m##*/} $rss" >>"$work/memory.txt"
      # The last stage's process stays up (detached) until its mark is sampled, then is
      # asked to close the way a desktop does (SIGTERM becomes SDL's quit event).
      if [ "$m" = "$marks/run$launches-stage$stages.png" ]; then kill -TERM "$pid"; fi
    done
    sleep 0.05
  done
  local status=0
  wait "$pid" || status=$?
  if [ "$status" -ne 0 ]; then
    echo "soak: run $launches failed (status $status):"
    tail -30 "$log"
    echo "soak: script $file, save folder $save"
    exit 1
  fi
  script=""
}

begin_process() { script+=$'wait 10\nexpect screen title\nkey Return\nwait 10\nexpect screen play\n'; }

# The first launch is a fresh save. Settings' last row, "Lesson before a new technique", goes
# off first: from stage 26 on, Next stage would ask whether to read a lesson (tests/game cover
# that question). Then Play shows the first-run coach, which Escape skips.
script+=$'wait 10\nexpect screen title\nkey Down 3\nkey Return\nwait 10\nexpect screen settings\n'
script+=$'key Down 14\nkey Return\nkey Escape\nwait 10\nexpect screen title\n'
script+=$'key Return\nwait 10\nexpect screen coach\nkey Escape\n'
script+=$'wait 10\nexpect screen play\n'
for ((n = 1; n <= stages; n++)); do
  cell=$(last_empty "$n")
  mode=$((RANDOM % 4)) # 0 keyboard, 1 mouse, 2 pad, 3 touch
  mistakes=$((1 + RANDOM % 2))
  script+="expect stage $n"$'\n'
  # Notes: on, two digits, checked, cleared with erase, off.
  case $mode in
    0) script+="click $cell"$'\nkey Space\ntype 37\n'"expect notes $cell 37"$'\nkey Backspace\n'"expect notes $cell -"$'\nkey Space\n'
       key_stages=$((key_stages + 1)) ;;
    1) script+="click $cell"$'\nclick notes\nclick key3\nclick key7\n'"expect notes $cell 37"$'\nclick erase\n'"expect notes $cell -"$'\nclick notes\n'
       mouse_stages=$((mouse_stages + 1)) ;;
    2) script+=$'pad-attach xbox\nwait 2\n'"click $cell"$'\nkey Space\ntype 37\n'"expect notes $cell 37"$'\nclick erase\n'"expect notes $cell -"$'\nkey Space\n'
       pad_stages=$((pad_stages + 1)) ;;
    3) script+="tap $cell"$'\ntap notes\ntap key3\ntap key7\n'"expect notes $cell 37"$'\ntap erase\n'"expect notes $cell -"$'\ntap notes\n'
       touch_stages=$((touch_stages + 1)) ;;
  esac
  script+=$'expect notes-mode off\n'
  # One or two mistakes in that empty cell (each wrong digit shows, then goes).
  for ((m = 0; m < mistakes; m++)); do script+=$'wrong\nwait 40\n'; done
  script+="expect mistakes $mistakes"$'\n'
  mistakes_total=$((mistakes_total + mistakes))
  # A pause, by key or by the pause button, and back.
  if ((RANDOM % 2)); then
    script+=$'key Escape\nwait 5\nexpect screen paused\nkey Escape\nwait 5\nexpect screen play\n'
  else
    script+=$'click pause\nwait 5\nexpect screen paused\nkey Return\nwait 5\nexpect screen play\n'
  fi
  # Some digits by keyboard, then maybe quit here and relaunch: a new process, Continue.
  script+="solve $((1 + RANDOM % 8))"$'\nwait 10\n'
  if ((RANDOM % 100 < quit_percent)); then
    script+=$'quit\n'
    launch
    mid_quits=$((mid_quits + 1))
    begin_process
    script+="expect stage $n"$'\n'"expect mistakes $mistakes"$'\n'
    if [ "$mode" = 2 ]; then script+=$'pad-attach xbox\nwait 2\n'; fi # the pad went with the process
  fi
  # A hint applied (three presses: where, what, apply; button or key), then the rest with the stage's device.
  if ((RANDOM % 2)); then script+=$'click hint\nclick hint\nclick hint\nwait 30\n'; else script+=$'key h\nkey h\nkey h\nwait 30\n'; fi
  hints_total=$((hints_total + 1))
  case $mode in
    0 | 1) script+=$'solve\n' ;;
    2) script+=$'pad-solve\npad-detach\n' ;;
    3) script+=$'touch-solve\n' ;;
  esac
  script+=$'wait 3s\nexpect screen result\n'"expect cleared $n"$'\n'
  script+="screenshot $marks/run$((launches + 1))-stage$n.png"$'\n'
  if ((n < stages)); then
    script+=$'key Return\nwait 10\nexpect screen play\n' # Next stage
  else
    script+=$'detach\n' # launch() samples the last mark's memory, then closes the game
    launch
  fi
done

# A last launch reads everything back: no notice may appear, and every stage shows cleared.
script=$'wait 10\nexpect screen title\n'
for ((n = 1; n <= stages; n++)); do script+="expect cleared $n"$'\n'; done
script+=$'quit\n'
launch
if grep -q "nonet: Your\|damaged\|could not be resumed" "$work/run$launches.log"; then
  echo "soak: the last launch reported a problem with the save files:"
  cat "$work/run$launches.log"
  exit 1
fi
# progress.json (pretty-printed, keys sorted: "stage" closes each record): a best time for
# every stage cleared. No python or jq needed on a fresh machine.
awk -v want="$stages" '
  /"best_ms":/ { gsub(/[^0-9]/, "", $2); best = $2 }
  /"cleared":/ { cleared = ($2 ~ /true/) }
  /"stage":/ { gsub(/[^0-9]/, "", $2); if (cleared && best > 0) good[$2] = 1 }
  END {
    for (n = 1; n <= want; n++) if (!(n in good)) { printf "soak: stage %d has no clear or no best time\n", n; bad = 1 }
    if (bad) exit 1
    printf "soak: progress.json: %d stages cleared, each with a best time\n", want
  }' "$save/progress.json"
if grep -l "ERROR: AddressSanitizer\|ERROR: LeakSanitizer\|runtime error:" "$work"/run*.log; then
  echo "soak: sanitizer report in the runs above"
  exit 1
fi

marks_of() { # how many stage marks run $1 left
  local f=("$marks"/run"$1"-*.png)
  echo "${#f[@]}"
}
longest=1
for ((r = 1; r <= launches; r++)); do
  [ -n "${rss_first[$r]:-}" ] || continue
  c=$(marks_of "$r")
  b=$(marks_of "$longest")
  if ((c > b)); then longest=$r; fi
done
echo "soak: $launches launches ($mid_quits quits mid-stage), stages by device: keyboard $key_stages," \
  "mouse $mouse_stages, pad $pad_stages, touch $touch_stages; $mistakes_total mistakes, $hints_total hints"
# Median resident set of samples FROM..TO (1-based, in mark order) of run $1.
median_rss() {
  awk -v r="$1" '$1 == r { print $3 }' "$work/memory.txt" | sed -n "$2,$3p" | sort -n |
    awk '{ v[NR] = $1 } END { if (NR) print v[int((NR + 1) / 2)]; else print 0 }'
}
if [ -n "${rss_first[$longest]:-}" ]; then
  c=$(marks_of "$longest")
  echo "soak: memory of run $longest ($c stages): ${rss_first[$longest]} KiB after its first stage," \
    "${rss_last[$longest]} KiB after its last"
  # Within 10 %: checked when the run is long enough for the figure to mean something. The
  # first stage still holds start-up work and single samples catch passing peaks (music being
  # rendered), so the check compares the medians of stages 2-11 and of the last ten.
  if ((c >= 20)); then
    if ((${rss_count[$longest]:-0} != c)); then
      echo "soak: run $longest left $c marks but only ${rss_count[$longest]:-0} memory samples"
      exit 1
    fi
    early=$(median_rss "$longest" 2 11)
    late=$(median_rss "$longest" $((c - 9)) "$c")
    echo "soak: median memory of stages 2-11: $early KiB; of the last ten: $late KiB"
    if ((late * 10 > early * 11)); then
      echo "soak: memory grew by more than 10 % over run $longest"
      exit 1
    fi
  fi
fi
echo "soak: all checks held in $((SECONDS - start_time)) s; work folder $work"
[ -z "${SOAK_MEMORY_LOG:-}" ] || cp "$work/memory.txt" "$SOAK_MEMORY_LOG"
rm -rf "$work"
