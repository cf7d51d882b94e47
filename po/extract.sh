#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Extracts the translation template from the sources: extract.sh <checkout> <output.pot>.
# The keywords are src/i18n/i18n.hpp's. Locations name files only (no line numbers), so the
# template changes when a string does, not when code moves.
set -euo pipefail
export LC_ALL=C  # the same template whatever the caller's language
unset LANGUAGE
root=$1
out=$2
cd "$root"
mapfile -t files < <(find src -name '*.cpp' -o -name '*.hpp' | grep -v '^src/i18n/' | LC_ALL=C sort)
# The template's header, the same for every run (a joining run writes it again).
header=(--package-name=Nonet
  --package-version="$(sed -n 's/^project(Nonet VERSION \([0-9.]*\).*/\1/p' CMakeLists.txt)"
  --msgid-bugs-address=https://github.com/nonet-sudoku/nonet/issues
  --copyright-holder="the Nonet authors")
xgettext --language=C++ --from-code=UTF-8 --add-comments=TRANSLATORS: \
  --keyword= --keyword=tr --keyword=trc:1c,2 --keyword=trn:1,2 --keyword=trnc:1c,2,3 \
  --keyword=N_ --keyword=NC_:1c,2 --keyword=NNC_:1c,2,3 \
  --add-location=file --sort-by-file --no-wrap "${header[@]}" \
  -o "$out.tmp" "${files[@]}"
# The desktop entry (Name, GenericName, Comment, Keywords) and the AppStream metainfo (by the
# ITS rules AppStream installs for xgettext): translated from the same catalogs by msgfmt
# --desktop / --xml at build time (po/CMakeLists.txt).
xgettext --join-existing --from-code=UTF-8 --add-location=file --sort-by-file --no-wrap \
  "${header[@]}" --language=Desktop -o "$out.tmp" data/io.github.nonet.Nonet.desktop
xgettext --join-existing --from-code=UTF-8 --add-location=file --sort-by-file --no-wrap \
  "${header[@]}" -o "$out.tmp" data/io.github.nonet.Nonet.metainfo.xml
# The creation date would make every extraction differ; the template's header keeps none.
sed -i '/^"POT-Creation-Date:/d' "$out.tmp"
mv "$out.tmp" "$out"
