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

# A display number nobody uses: Xvfb's -displayfd picks one and tells us.
Xvfb -displayfd 3 -screen 0 800x600x24 -nolisten tcp 3>"$work/display" 2>"$work/xvfb.log" &
xvfb=$!
game=""
cleanup() {
  [ -z "$game" ] || kill "$game" 2>/dev/null
  kill "$xvfb" 2>/dev/null
  wait 2>/dev/null
}
trap cleanup EXIT
for _ in $(seq 100); do [ -s "$work/display" ] && break; sleep 0.1; done
[ -s "$work/display" ] || { echo "message_box: Xvfb did not start"; cat "$work/xvfb.log"; exit 1; }
export DISPLAY=":$(head -1 "$work/display")"
unset SDL_VIDEODRIVER WAYLAND_DISPLAY
export SDL_AUDIODRIVER=dummy

"$nonet" --data-dir "$work/no-such-folder" >"$work/stdout" 2>"$work/stderr" &
game=$!
window=""
for _ in $(seq 200); do
  window=$(xwininfo -root -tree 2>/dev/null | awk '/"Nonet cannot start"/ { print $1; exit }')
  [ -n "$window" ] && break
  kill -0 "$game" 2>/dev/null || break
  sleep 0.1
done
if [ -z "$window" ]; then
  echo "message_box: no 'Nonet cannot start' window appeared; the game's stderr:"
  cat "$work/stderr"
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
