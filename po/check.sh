#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The translations' check (issue 27; CTest runs it, so CI does): check.sh <checkout>
#  1. po/nonet.pot is what extraction from today's sources gives (no diff);
#  2. every language in po/LINGUAS passes `msgfmt --check`, and against the current template has
#     0 untranslated and 0 fuzzy entries;
#  3. each translation carries its English's placeholders, and each plural entry as many forms as
#     its language's rule needs (check-entries.awk);
#  4. every "// TRANSLATORS:" comment in the sources is followed by the line that holds its
#     string's keyword: xgettext copies a comment only from there, and silently drops the others.
# Prints a table of the languages (translated / total, fuzzy, untranslated) and fails on any fault.
set -uo pipefail
# gettext's tools speak the caller's language: their statistics are read in English.
export LC_ALL=C
unset LANGUAGE
root=$1
po=$root/po
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0

bash "$po/extract.sh" "$root" "$tmp/nonet.pot" || { echo "check: extraction failed"; exit 1; }
if ! diff -u "$po/nonet.pot" "$tmp/nonet.pot" >"$tmp/pot.diff"; then
  echo "check: po/nonet.pot is not current; re-extract it with the nonet-pot target:"
  head -60 "$tmp/pot.diff"
  status=1
fi
# A comment block naming TRANSLATORS, then a line without tr(, trc(, trn(, trnc(, N_(, NC_( or
# NNC_( followed by its string on that line: the note never reaches the translators (xgettext
# keeps a comment only when the string starts on the line after it).
lost=$(cd "$root" && find src -name '*.cpp' -o -name '*.hpp' | grep -v '^src/i18n/' | LC_ALL=C sort |
  xargs awk 'FNR == 1 { pending = 0 }
    /^[ \t]*\/\// { if ($0 ~ /TRANSLATORS:/ && !pending) { pending = 1; where = FILENAME ":" FNR }; next }
    pending { if ($0 !~ /(^|[^A-Za-z0-9_])(tr|trc|trn|trnc|N_|NC_|NNC_)\([ \t]*"/) print where; pending = 0 }')
if [ -n "$lost" ]; then
  echo "check: these TRANSLATORS comments are not on the line above their string's keyword, so"
  echo "xgettext drops them (move the comment down to that line):"
  echo "$lost"
  status=1
fi
total=$(msgfmt --statistics -o /dev/null "$tmp/nonet.pot" 2>&1 | sed -n 's/.* \([0-9][0-9]*\) untranslated message.*/\1/p')
total=${total:-0}
if [ "$total" = 0 ]; then
  echo "check: the template has no entries (or msgfmt's statistics could not be read)"
  exit 1
fi

# "N translated messages, M fuzzy translations, K untranslated messages." -> N M K
counts() {
  local line=$1 n m k
  n=$(sed -n 's/^\([0-9][0-9]*\) translated message.*/\1/p' <<<"$line")
  m=$(sed -n 's/.* \([0-9][0-9]*\) fuzzy translation.*/\1/p' <<<"$line")
  k=$(sed -n 's/.* \([0-9][0-9]*\) untranslated message.*/\1/p' <<<"$line")
  echo "${n:-0} ${m:-0} ${k:-0}"
}

printf '%-8s %12s %6s %13s\n' language translated fuzzy untranslated
languages=$(grep -v '^#' "$po/LINGUAS" | tr -s ' \n' '\n' | sed '/^$/d')
for lang in $languages; do
  file=$po/$lang.po
  if [ ! -f "$file" ]; then
    echo "check: po/LINGUAS names $lang, but po/$lang.po does not exist"
    status=1
    continue
  fi
  if ! msgfmt --check -o /dev/null "$file" 2>"$tmp/msgfmt.err"; then
    echo "check: msgfmt --check po/$lang.po:"
    cat "$tmp/msgfmt.err"
    status=1
  fi
  # Against the current template: a string added to the sources and not yet translated shows
  # as untranslated here even before the catalog is merged.
  msgmerge --quiet --no-fuzzy-matching --no-wrap -o "$tmp/$lang.po" "$file" "$tmp/nonet.pot"
  read -r n m k < <(counts "$(msgfmt --statistics -o /dev/null "$tmp/$lang.po" 2>&1)")
  printf '%-8s %6s/%-5s %6s %13s\n' "$lang" "$n" "$total" "$m" "$k"
  if [ "$m" != 0 ] || [ "$k" != 0 ] || [ "$n" != "$total" ]; then
    echo "check: po/$lang.po has $m fuzzy and $k untranslated entries against the template"
    msgattrib --only-fuzzy --no-wrap "$tmp/$lang.po" | grep '^msgid' | head -5
    msgattrib --untranslated --no-wrap "$tmp/$lang.po" | grep '^msgid' | head -10
    status=1
  fi
  awk -f "$po/check-entries.awk" "$file" || status=1
done
[ -z "$languages" ] && echo "(no language shipped yet: only the template is checked)"
[ $status = 0 ] && echo "check: the template is current and every shipped catalog is complete and consistent"
exit $status
