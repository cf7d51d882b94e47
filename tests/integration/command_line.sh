#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The game's command line and start-up failures (issue 18): --version, --help, both spellings
# of options with a value, usage errors (exit 2), and no display (exit 1 with a message instead
# of running invisibly). usage: command_line.sh PATH/TO/nonet WORK_DIR
set -u
# The game and nonet-cli follow the caller's language (issue 27): this test reads English.
unset LANGUAGE LC_MESSAGES
export LC_ALL=C.UTF-8 LANG=C.UTF-8
# The caller's own settings of these must not change what the test sees (issue 30).
unset NONET_DATA_DIR NONET_SAVE_DIR NONET_TODAY
bin=$1
work=$2
rm -rf "$work"
mkdir -p "$work/save"
export NONET_SAVE_DIR="$work/save"
failures=0

# expect CODE PATTERN CMD...: exit code CODE and PATTERN (extended regex) in stdout + stderr.
expect() {
  local code=$1 pattern=$2
  shift 2
  local out rc
  out=$(timeout 60 "$@" 2>&1)
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

expect 0 "^nonet [0-9]+\.[0-9]+\.[0-9]+" "$bin" --version
expect 0 "MIT licence" "$bin" --version
expect 0 "SIL Open Font License" "$bin" --version
expect 0 "Noto Sans CJK" "$bin" --version
expect 0 "--size=WxH" "$bin" --help
expect 2 "unknown option '--no-such-option'" "$bin" --no-such-option
expect 2 "option '--size' needs a value" "$bin" --size
expect 2 "--size wants WxH" "$bin" --size=10x10
expect 2 "--theme is light, dark or contrast" "$bin" --theme=purple
expect 2 "unexpected argument 'stray'" "$bin" stray
expect 2 "--save-dir needs a folder" "$bin" --save-dir=

# --opt=value reaches the game: a screenshot of the size asked for, in the theme asked for.
export SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy
expect 0 "" "$bin" --fixed-step --size=640x480 --theme=dark --screenshot="$work/eq.png"
expect 0 "" "$bin" --fixed-step --size 640x480 --theme dark --screenshot "$work/space.png"
if ! cmp -s "$work/eq.png" "$work/space.png"; then
  echo "FAIL: --opt=value and --opt value gave different screenshots"
  failures=$((failures + 1))
fi
# Start-up chatter (the audio device line) only with --verbose.
expect 0 "" "$bin" --screenshot="$work/quiet.png"
quiet=$(timeout 60 "$bin" --screenshot="$work/quiet.png" 2>&1)
if grep -q "audio" <<<"$quiet"; then
  echo "FAIL: start-up chatter without --verbose: $quiet"
  failures=$((failures + 1))
fi
expect 0 "audio" "$bin" --verbose --screenshot="$work/verbose.png"

# No display and no driver asked for: refuse, exit 1 (not an invisible window until killed).
expect 1 "^nonet: no display found" env -u SDL_VIDEODRIVER -u DISPLAY -u WAYLAND_DISPLAY "$bin"
# ... but a screenshot or a script is an invisible run on purpose.
expect 0 "" env -u SDL_VIDEODRIVER -u DISPLAY -u WAYLAND_DISPLAY "$bin" --screenshot="$work/s.png"

if [[ $failures -ne 0 ]]; then
  echo "$failures failed"
  exit 1
fi
echo "all command-line checks passed"
