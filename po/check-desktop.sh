#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The desktop entry and AppStream metainfo as built with translations (po/CMakeLists.txt):
# check-desktop.sh PO_DIR DESKTOP METAINFO. Both validate, and every language of LINGUAS has
# its Comment and Keywords in the entry and its summary in the metainfo.
set -u
po=$1
desktop=$2
metainfo=$3
failures=0
fail() {
  echo "FAIL: $*"
  failures=$((failures + 1))
}
desktop-file-validate "$desktop" || fail "desktop-file-validate $desktop"
appstreamcli validate --no-net --strict "$metainfo" || fail "appstreamcli validate $metainfo"
for lang in $(grep -v '^#' "$po/LINGUAS"); do
  grep -q "^Comment\[$lang\]=" "$desktop" || fail "no Comment[$lang] in the desktop entry"
  grep -q "^Keywords\[$lang\]=.*;$" "$desktop" || fail "no Keywords[$lang] in the desktop entry"
  grep -q "<summary xml:lang=\"$lang\">" "$metainfo" || fail "no $lang summary in the metainfo"
done
[ $failures = 0 ] && echo "check-desktop: the entry and the metainfo validate, in $(grep -v '^#' "$po/LINGUAS" | wc -w) languages"
exit $((failures > 0))
