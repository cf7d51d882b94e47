#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Installs every Debian package Nonet needs to build, play and test.
# Idempotent: packages already present are skipped, and `apt-get update` runs only
# when something is missing. Works as root or through sudo.
set -euo pipefail

PACKAGES=(
  # toolchain
  build-essential cmake pkg-config git
  # game libraries
  libsdl2-dev libsdl2-ttf-dev libsdl2-mixer-dev libepoxy-dev
  # kerning: Inter's GPOS pairs, shaped by HarfBuzz (SDL_ttf reads only the old kern table)
  libharfbuzz-dev
  # text: line breaking by UAX #14 and grapheme clusters (ICU 72 in bookworm; docs/TEXT.md says
  # why not libunibreak)
  libicu-dev
  # Mesa: software OpenGL (llvmpipe) through EGL/GLX, so the game also runs headless
  libgl1-mesa-dri libegl-mesa0 libegl1 libgles2 libglx-mesa0
  # saves, tests
  nlohmann-json3-dev doctest-dev
  # screenshots (PNG writer)
  libstb-dev
  # fonts: Inter (SIL Open Font License); Noto Sans CJK, the fallback for Chinese, Japanese and
  # Korean text (issue 26; SIL OFL, read from /usr/share/fonts, never bundled)
  fonts-inter fonts-noto-cjk
  # translations (issue 27): msgfmt compiles po/*.po at build time; xgettext, msgmerge and
  # msgattrib extract and check them (po/check.sh)
  gettext
  # printing and image export (issue 13): cairo, and the tests' PDF and SVG readers
  libcairo2-dev poppler-utils libxml2-utils
  # desktop integration checks: desktop entry, AppStream metainfo, man pages (data/validate.sh)
  desktop-file-utils appstream groff-base
  # the Debian package's test (tests/package): lintian; the icons' renderer (scripts/make-icons.sh)
  lintian librsvg2-bin
  # the fatal-error window's test (tests/integration/message_box.sh): a private X server, a
  # core font for SDL's message box, and tools to find and press it
  xvfb xfonts-base xdotool x11-utils
  # fuzzing (tests/fuzz, scripts/fuzz.sh): Clang with libFuzzer and the sanitizer runtimes
  clang libclang-rt-14-dev
  # the free-play generator's benchmark puts Tatham's Solo beside it (bench/free_play_compare.sh)
  sgt-puzzles
)

missing=()
for p in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "setup: all ${#PACKAGES[@]} packages present"
  exit 0
fi

SUDO=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    SUDO=(sudo)
  else
    echo "setup: missing packages (${missing[*]}) and not root, and sudo is not available." >&2
    echo "setup: install them as root: apt-get install ${missing[*]}" >&2
    exit 1
  fi
fi

echo "setup: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${SUDO[@]}" apt-get update -qq
"${SUDO[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
