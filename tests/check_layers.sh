#!/bin/sh
# SPDX-License-Identifier: MIT
# The layer rule of docs/ARCHITECTURE.md, checked on the #include lines: src/core, src/game and
# src/save (and src/print, src/i18n) include no SDL or GL header and no header of a layer above
# their own. i18n (the catalogs and lookups of issue 27) is the bottom layer, under core.
#   i18n  may include  i18n
#   core  may include  i18n, core
#   print may include  i18n, core, print
#   game  may include  i18n, core, game
#   save  may include  i18n, core, game, save
# (render, audio, platform and tools are above these and not checked here.)
#
# usage: check_layers.sh SRC_DIR     exit 0 when every include keeps the rule, 1 naming each
#                                    one that breaks it (file:line), 2 on a wrong SRC_DIR
#        check_layers.sh --self-test builds small trees in a temporary folder and checks that
#                                    the check passes a clean one and fails each bad include
set -u

# Layers whose headers are included as "layer/file.hpp" (top-level folders of src/).
project_layers="i18n core print game render audio save platform tools"

allowed_for() {
  case $1 in
    i18n) echo "i18n" ;;
    core) echo "i18n core" ;;
    print) echo "i18n core print" ;;
    game) echo "i18n core game" ;;
    save) echo "i18n core game save" ;;
  esac
}

# check SRC_DIR: prints one line per broken rule, returns 1 if there was any.
check() {
  src=$1
  status=0
  files=0
  for layer in i18n core print game save; do
    [ -d "$src/$layer" ] || { echo "check_layers: no folder $src/$layer" >&2; return 2; }
    allowed=$(allowed_for "$layer")
    for file in $(find "$src/$layer" -type f \( -name '*.cpp' -o -name '*.hpp' -o -name '*.h' \
                  -o -name '*.cc' -o -name '*.inl' \) | sort); do
      files=$((files + 1))
      # "LINE:HEADER" for every #include, the header without its quotes or brackets.
      found=$(grep -nE '^[[:space:]]*#[[:space:]]*include[[:space:]]*[<"]' "$file" |
              sed -E 's/^([0-9]+):[[:space:]]*#[[:space:]]*include[[:space:]]*[<"]([^">]*)[">].*/\1:\2/')
      for entry in $found; do
        line=${entry%%:*}
        header=${entry#*:}
        case $header in
          SDL* | SDL2/* | GL/* | GLES*/* | EGL/* | KHR/* | glad/* | epoxy/* | GLFW/* | OpenGL/*)
            echo "$file:$line: $layer may not include $header (no SDL or GL below render)"
            status=1
            continue ;;
          *..*)
            echo "$file:$line: $layer may not include $header (a relative path out of its folder)"
            status=1
            continue ;;
        esac
        first=${header%%/*}
        [ "$first" = "$header" ] && continue  # no folder: a standard or system header
        for known in $project_layers; do
          [ "$first" = "$known" ] || continue
          ok=0
          for a in $allowed; do [ "$first" = "$a" ] && ok=1; done
          if [ $ok = 0 ]; then
            echo "$file:$line: $layer may not include $header ($first is above $layer)"
            status=1
          fi
        done
      done
    done
  done
  if [ $files = 0 ]; then
    echo "check_layers: no sources under $src/i18n, $src/core, $src/print, $src/game, $src/save" >&2
    return 2
  fi
  [ $status = 0 ] && echo "check_layers: $files files of i18n, core, print, game and save keep the layer rule"
  return $status
}

self_test() {
  tmp=$(mktemp -d) || exit 2
  trap 'rm -rf "$tmp"' EXIT
  failures=0
  # make_tree NAME: a small tree whose includes keep the rule.
  make_tree() {
    t=$tmp/$1/src
    mkdir -p "$t/i18n" "$t/core" "$t/print" "$t/game" "$t/save"
    printf '#include <string>\n#include "i18n/catalog.hpp"\n' >"$t/i18n/i18n.cpp"
    printf '#include <cairo.h>\n#include "core/grid.hpp"\n#include "print/print.hpp"\n' >"$t/print/print.cpp"
    printf '#include <vector>\n#include "core/grid.hpp"\n#include "i18n/i18n.hpp"\n' >"$t/core/grid.cpp"
    printf '#include "core/grid.hpp"\n# include "game/session.hpp"\n' >"$t/game/session.hpp"
    printf '#include <nlohmann/json.hpp>\n#include "game/session.hpp"\n#include "save/x.hpp"\n' \
      >"$t/save/x.cpp"
  }
  # expect NAME WANTED_STATUS FILE LINE: adds LINE to FILE of a fresh tree and runs the check.
  expect() {
    make_tree "$1"
    [ -n "$4" ] && printf '%s\n' "$4" >>"$tmp/$1/src/$3"
    check "$tmp/$1/src" >"$tmp/$1.out" 2>&1
    got=$?
    if [ $got != "$2" ]; then
      echo "self-test $1: status $got, wanted $2"
      cat "$tmp/$1.out"
      failures=$((failures + 1))
    fi
  }
  expect clean 0 core/grid.cpp ""
  expect core_sdl 1 core/grid.cpp '#include <SDL2/SDL.h>'
  expect game_sdl 1 game/session.hpp '#include <SDL.h>'
  expect save_gl 1 save/x.cpp '#include <epoxy/gl.h>'
  expect save_gl_header 1 save/x.cpp '#include <GL/gl.h>'
  expect core_game 1 core/grid.cpp '#include "game/session.hpp"'
  expect game_render 1 game/session.hpp '#include "render/canvas.hpp"'
  expect game_save 1 game/session.hpp '  #  include "save/x.hpp"'
  expect save_platform 1 save/x.cpp '#include "platform/game_app.hpp"'
  expect save_audio 1 save/x.cpp '#include <audio/player.hpp>'
  expect print_sdl 1 print/print.cpp '#include <SDL2/SDL.h>'
  expect print_game 1 print/print.cpp '#include "game/session.hpp"'
  expect core_print 1 core/grid.cpp '#include "print/print.hpp"'
  expect i18n_core 1 i18n/i18n.cpp '#include "core/grid.hpp"'
  expect i18n_sdl 1 i18n/i18n.cpp '#include <SDL2/SDL.h>'
  expect game_relative 1 game/session.hpp '#include "../render/canvas.hpp"'
  mkdir -p "$tmp/empty/src"
  check "$tmp/empty/src" >/dev/null 2>&1
  [ $? = 2 ] || { echo "self-test empty: a tree without the layers must not pass"; failures=$((failures + 1)); }
  if [ $failures = 0 ]; then
    echo "check_layers self-test: the clean tree passes and every bad include fails"
    return 0
  fi
  return 1
}

case ${1:-} in
  --self-test) self_test ;;
  "") echo "usage: check_layers.sh SRC_DIR | --self-test" >&2; exit 2 ;;
  *) check "$1" ;;
esac
