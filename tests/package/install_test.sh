#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Makes the .deb from a configured, built tree (cpack), extracts it into a temporary root
# (dpkg -x), and checks the installed game from there: nonet-cli --version and a pipeline, the
# game headless for a few frames finding its data relative to itself, stripped binaries that
# hold no source or build path, the files where docs/PACKAGING.md says; then lintian.
# Usage: install_test.sh BUILD_DIR WORK_DIR SOURCE_DIR BINDIR DATADIR (the last two relative
# to the prefix, as configured: games and share/games/nonet for the ci and package presets)
set -u
# The game and nonet-cli follow the caller's language (issue 27): this test reads English.
unset LANGUAGE LC_MESSAGES
export LC_ALL=C.UTF-8 LANG=C.UTF-8
# The caller's own settings of these must not change what the test sees (issue 30).
unset NONET_DATA_DIR NONET_SAVE_DIR NONET_TODAY
build=$1
work=$2
src=$3
bindir=usr/${4:-games}
datadir=usr/${5:-share/games/nonet}
failures=0
fail() {
  echo "FAIL: $*"
  failures=$((failures + 1))
}
for tool in cpack dpkg dpkg-deb dpkg-shlibdeps readelf; do
  if ! command -v "$tool" >/dev/null; then
    echo "SKIP: $tool is missing (not a Debian system?)"
    exit 77
  fi
done
rm -rf "$work"
mkdir -p "$work/pkg" "$work/root" "$work/save"

# 1. The package, made from this tree.
if ! (cd "$build" && cpack -G DEB -B "$work/pkg" >"$work/cpack.log" 2>&1); then
  cat "$work/cpack.log"
  echo "FAIL: cpack"
  exit 1
fi
deb=$(ls "$work"/pkg/nonet_*.deb 2>/dev/null | head -1)
[[ -f $deb ]] || { echo "FAIL: no nonet_*.deb in $work/pkg"; exit 1; }
echo "package: $deb"
fields=$(dpkg-deb -f "$deb" Package Section Depends)
grep -q "^Section: games$" <<<"$fields" || fail "section is not games: $fields"
grep -q "^Depends:.*libsdl2-2.0-0" <<<"$fields" || fail "Depends lacks libsdl2 (shlibdeps): $fields"
grep -q "^Depends:.*libicu[0-9]" <<<"$fields" || fail "Depends lacks libicu (shlibdeps): $fields"
grep -q "^Depends:.*fonts-noto-cjk" <<<"$fields" || fail "Depends lacks fonts-noto-cjk: $fields"
dpkg -x "$deb" "$work/root"
root=$work/root

# 2. Files where docs/PACKAGING.md says.
for f in $bindir/nonet $bindir/nonet-cli \
  $datadir/fonts/Inter-Regular.otf $datadir/gamecontrollerdb.txt $datadir/learn/positions.txt $datadir/icons/nonet-128.png \
  usr/share/applications/io.github.nonet.Nonet.desktop \
  usr/share/metainfo/io.github.nonet.Nonet.metainfo.xml \
  usr/share/icons/hicolor/scalable/apps/io.github.nonet.Nonet.svg \
  usr/share/icons/hicolor/48x48/apps/io.github.nonet.Nonet.png \
  usr/share/icons/hicolor/256x256/apps/io.github.nonet.Nonet.png \
  usr/share/man/man6/nonet.6.gz usr/share/man/man6/nonet-cli.6.gz \
  usr/share/doc/nonet/copyright usr/share/doc/nonet/LICENSE usr/share/doc/nonet/changelog.gz; do
  [[ -e $root/$f ]] || fail "the package lacks /$f"
done
# Every shipped language's compiled catalog, in the data folder where the game looks.
for lang in $(grep -v '^#' "$src/po/LINGUAS"); do
  [[ -s $root/$datadir/locale/$lang/LC_MESSAGES/nonet.mo ]] || fail "the package lacks the $lang catalog"
done
grep -q '^Comment\[ja\]=' "$root/usr/share/applications/io.github.nonet.Nonet.desktop" ||
  fail "the packaged desktop entry is not translated"
if ls "$root"/usr/share/doc/nonet/OFL.txt >/dev/null 2>&1 ||
  [[ -L $root/$datadir/fonts/Inter-Regular.otf ]]; then
  :
else
  fail "the fonts' OFL is not in /usr/share/doc/nonet (and the fonts are bundled)"
fi

# 3. Stripped, and no source or build path inside.
for b in nonet nonet-cli; do
  readelf -S "$root/$bindir/$b" | grep -q '\.symtab' && fail "$b is not stripped"
  grep -qaF "$src/" "$root/$bindir/$b" && fail "$b holds the source path $src"
  grep -qaF "$build" "$root/$bindir/$b" && fail "$b holds the build path $build"
done

# 4. Run from the temporary root: no NONET_DATA_DIR, no checkout nearby.
unset NONET_DATA_DIR
export NONET_SAVE_DIR=$work/save
cli=$root/$bindir/nonet-cli
"$cli" --version | grep -Eq "^nonet-cli [0-9]" || fail "nonet-cli --version"
solved=$("$cli" generate --seed 3 --clues 30 | "$cli" solve)
# nonet-cli's steps in Ukrainian from the installed catalogs (issue 27): Cyrillic on '#' lines.
stage=$("$cli" stages --golden | grep -v '^#' | head -1)
LANGUAGE=uk "$cli" rate --steps <<<"$stage" >"$work/cli-uk.txt" 2>&1
LC_ALL=C grep -q $'^#.*[\xd0\xd1]' "$work/cli-uk.txt" ||  # a Cyrillic letter's first byte
  { head -3 "$work/cli-uk.txt"; fail "the installed nonet-cli did not speak Ukrainian from its catalogs"; }
[[ ${#solved} -eq 81 ]] || fail "nonet-cli generate | solve from the package: '$solved'"
export SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy
if ! (cd "$work" && timeout 120 "$root/$bindir/nonet" --fixed-step \
  --script "$src/tests/package/few_frames.txt" >"$work/game.log" 2>&1); then
  cat "$work/game.log"
  fail "the installed game did not run headless from $root"
fi
[[ -s $work/frame.png ]] || fail "the installed game wrote no frame"
# In Ukrainian, from the catalogs installed beside its data (issue 27).
timeout 120 "$root/$bindir/nonet" --language=uk --verbose --screenshot "$work/uk.png" \
  >"$work/uk.log" 2>&1 || { cat "$work/uk.log"; fail "the installed game did not run in Ukrainian"; }
grep -q "catalogs in $root/$datadir/locale" "$work/uk.log" ||
  { cat "$work/uk.log"; fail "the installed game did not find its catalogs"; }
grep -q "nonet: language uk:" "$work/uk.log" && fail "the installed game could not use its uk catalog"
# The same game moved elsewhere (a moved prefix) still finds its data.
mv "$root/usr" "$work/moved"
timeout 120 "$work/moved/${bindir#usr/}/nonet" --screenshot "$work/moved.png" >"$work/moved.log" 2>&1 ||
  { cat "$work/moved.log"; fail "the game moved to another prefix did not run"; }
mv "$work/moved" "$root/usr"

# 5. lintian: no error (warnings are explained in docs/PACKAGING.md).
if command -v lintian >/dev/null; then
  if ! lintian --fail-on error \
    "$deb" >"$work/lintian.log" 2>&1; then
    cat "$work/lintian.log"
    fail "lintian reports an error"
  else
    cat "$work/lintian.log"
  fi
elif [[ ${CI:-} == true ]]; then
  fail "lintian is missing (scripts/setup.sh installs it)"
else
  echo "note: lintian is not installed; its check was not run"
fi

if [[ $failures -ne 0 ]]; then
  echo "$failures failed"
  exit 1
fi
echo "the package installs and runs"
