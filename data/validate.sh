#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Validates the desktop integration files (issue 18): the desktop entry with
# desktop-file-validate, the AppStream metainfo with appstreamcli (strict, no network), the man
# pages with groff's warnings on, and the icon PNGs at the sizes their names say. Usage: validate.sh SOURCE_DIR APP_ID
set -u
src=$1
id=$2
failures=0
fail() {
  echo "FAIL: $*"
  failures=$((failures + 1))
}
for tool in desktop-file-validate appstreamcli groff; do
  command -v "$tool" >/dev/null || fail "$tool is missing (scripts/setup.sh installs it)"
done

desktop-file-validate "$src/data/$id.desktop" || fail "desktop-file-validate $id.desktop"
appstreamcli validate --no-net --strict "$src/data/$id.metainfo.xml" || fail "appstreamcli validate"
# The metainfo names the desktop entry and the screenshots it shows exist in docs/screenshots.
grep -q "<launchable type=\"desktop-id\">$id.desktop</launchable>" "$src/data/$id.metainfo.xml" ||
  fail "the metainfo does not launch $id.desktop"
while read -r shot; do
  [[ -f $src/docs/screenshots/$shot ]] || fail "metainfo screenshot $shot is not in docs/screenshots"
done < <(sed -n 's|.*/docs/screenshots/\([^<]*\)</image>.*|\1|p' "$src/data/$id.metainfo.xml")
grep -q "^Icon=$id\$" "$src/data/$id.desktop" || fail "the desktop entry's icon is not $id"

for page in nonet.6 nonet-cli.6; do
  warnings=$(groff -man -ww -z -Tutf8 "$src/data/man/$page" 2>&1)
  [[ -z $warnings ]] || fail "groff warns on $page: $warnings"
done

# PNG header: width and height are the big-endian words at bytes 16 and 20.
for size in 48 64 128 256; do
  png=$src/assets/icons/nonet-$size.png
  if [[ ! -f $png ]]; then
    fail "missing $png"
    continue
  fi
  read -r w h < <(od -An -tu1 -j16 -N8 "$png" |
    awk '{print $1*16777216+$2*65536+$3*256+$4, $5*16777216+$6*65536+$7*256+$8}')
  [[ $w == "$size" && $h == "$size" ]] || fail "$png is ${w}x$h, not ${size}x$size"
done

if [[ $failures -ne 0 ]]; then
  echo "$failures failed"
  exit 1
fi
echo "desktop files valid"
