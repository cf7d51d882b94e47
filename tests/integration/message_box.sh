#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Issue 18: a fatal start-up error on a real display is shown in a window, not only on stderr.
# Runs the game on a private X server (Xvfb) with a data folder that does not exist, waits for
# the "Nonet cannot start" window, keeps a screenshot of it, presses Return (its OK button)
# and checks that the game then exits 1 with the same message on stderr.
#
#   message_box.sh NONET WORKDIR
#
# Needs Xvfb, xdotool and xwininfo (scripts/setup.sh installs them; exit 77 = skipped when they
# are missing) and an X core font for SDL's message box (xfonts-base). With xwd (x11-apps) it
# keeps WORKDIR/screen.xwd to look at.
set -uo pipefail
# The game and nonet-cli follow the caller's language (issue 27): this test reads English.
unset LANGUAGE LC_MESSAGES
export LC_ALL=C.UTF-8 LANG=C.UTF-8
# The caller's own settings of these must not change what the test sees (issue 30).
unset NONET_DATA_DIR NONET_SAVE_DIR NONET_TODAY
nonet="$1"
work="$2"
rm -rf "$work" && mkdir -p "$work"
for tool in Xvfb xdotool xwininfo; do
  command -v "$tool" >/dev/null 2>&1 || { echo "message_box: $tool missing: skipped"; exit 77; }
done

xvfb=""
game=""
cleanup() {
  [ -z "$game" ] || kill "$game" 2>/dev/null
  [ -z "$xvfb" ] || kill "$xvfb" 2>/dev/null
  wait 2>/dev/null
}
trap cleanup EXIT

# Starts a private X server on a display number nobody uses (Xvfb's -displayfd picks one and
# tells us), then waits until a client really reaches it: the number is written before the
# server could die of something later in its start, and a CI machine once gave the game a
# display it could not open. Returns 1 with the server's log when no client gets through.
start_x() {
  : >"$work/display"
  Xvfb -displayfd 3 -screen 0 800x600x24 -nolisten tcp 3>"$work/display" 2>"$work/xvfb.log" &
  xvfb=$!
  for _ in $(seq 100); do [ -s "$work/display" ] && break; sleep 0.1; done
  if [ -s "$work/display" ]; then
    export DISPLAY=":$(head -1 "$work/display")"
    for _ in $(seq 50); do
      xwininfo -root >/dev/null 2>"$work/xwininfo.err" && return 0
      kill -0 "$xvfb" 2>/dev/null || break
      sleep 0.1
    done
  fi
  echo "message_box: a client cannot reach the private X server (DISPLAY=${DISPLAY:-none}):"
  cat "$work/xwininfo.err" "$work/xvfb.log" 2>/dev/null
  kill "$xvfb" 2>/dev/null
  wait "$xvfb" 2>/dev/null
  xvfb=""
  return 1
}

# Two tries at a server; a machine where neither answers cannot run this test at all.
start_x || start_x || { echo "message_box: no usable X server: skipped"; exit 77; }
unset SDL_VIDEODRIVER WAYLAND_DISPLAY
export SDL_AUDIODRIVER=dummy

# Starts the game with a data folder that does not exist and waits for its message box;
# sets window, or leaves it empty when the game left without one.
run_game() {
  "$nonet" --data-dir "$work/no-such-folder" >"$work/stdout" 2>"$work/stderr" &
  game=$!
  window=""
  for _ in $(seq 200); do
    window=$(xwininfo -root -tree 2>/dev/null | awk '/"Nonet cannot start"/ { print $1; exit }')
    [ -n "$window" ] && break
    kill -0 "$game" 2>/dev/null || break
    sleep 0.1
  done
}

run_game
# A server that stopped answering meanwhile is the machine's fault, not the game's: one more
# try on a new server. A server that still answers and no window is the game's fault.
if [ -z "$window" ] && ! xwininfo -root >/dev/null 2>&1; then
  echo "message_box: the X server stopped answering while the game started; its log:"
  cat "$work/xvfb.log"
  wait "$game" 2>/dev/null
  game=""
  kill "$xvfb" 2>/dev/null
  wait "$xvfb" 2>/dev/null
  start_x || { echo "message_box: no usable X server: skipped"; exit 77; }
  run_game
fi
if [ -z "$window" ]; then
  echo "message_box: no 'Nonet cannot start' window appeared; the game's stderr:"
  cat "$work/stderr"
  echo "message_box: the X server's log:"
  cat "$work/xvfb.log"
  exit 1
fi
if command -v xwd >/dev/null 2>&1; then
  sleep 0.3 # the box draws its text after it is mapped
  xwd -root -silent >"$work/screen.xwd" || true
fi
xdotool windowfocus --sync "$window" key Return
status=""
for _ in $(seq 100); do
  kill -0 "$game" 2>/dev/null || { wait "$game"; status=$?; break; }
  sleep 0.1
done
game_pid="$game"
game=""
if [ -z "$status" ]; then
  kill "$game_pid" 2>/dev/null
  echo "message_box: Return did not close the message box"
  exit 1
fi
fail=0
[ "$status" = 1 ] || { echo "message_box: exit status $status, expected 1"; fail=1; }
grep -q "game data not found" "$work/stderr" ||
  { echo "message_box: stderr does not carry the message:"; cat "$work/stderr"; fail=1; }
if grep -q "could not be shown in a window" "$work/stderr"; then
  echo "message_box: the game says the window could not be shown:"; cat "$work/stderr"; fail=1
fi
[ "$fail" = 0 ] && echo "message_box: the window appeared, Return closed it, exit status 1"
exit "$fail"
