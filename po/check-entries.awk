# SPDX-License-Identifier: MIT
# Checks one catalog's entries (po/check.sh runs it on each shipped language): every translation
# carries exactly the placeholders of its English ({0}, {1:02}: the same tokens, in any order),
# and every plural entry has as many forms as the header's nplurals. Prints one line per fault
# ("FILE:LINE: ...") and exits 1 when there was any.
#   awk -f check-entries.awk po/uk.po
function unquote(line,    s) {
  s = line
  sub(/^[^"]*"/, "", s)
  sub(/"[ \t]*$/, "", s)
  return s
}
# The placeholders of a text, sorted and joined, so two texts compare as multisets.
function placeholders(text,    list, n, i, j, t, rest) {
  n = 0
  rest = text
  gsub(/\{\{|\}\}/, "", rest)
  while (match(rest, /\{[0-9]+(:[^}]*)?\}/)) {
    list[++n] = substr(rest, RSTART, RLENGTH)
    rest = substr(rest, RSTART + RLENGTH)
  }
  for (i = 2; i <= n; i++) {
    t = list[i]
    for (j = i - 1; j >= 1 && list[j] > t; j--) list[j + 1] = list[j]
    list[j + 1] = t
  }
  t = ""
  for (i = 1; i <= n; i++) t = t list[i] " "
  return t
}
function flush(    i, want, got) {
  if (have_entry && !fuzzy && !obsolete) {
    if (id == "") {
      if (match(str[0], /nplurals=[0-9]+/)) nplurals = substr(str[0], RSTART + 9, RLENGTH - 9) + 0
    } else if (is_plural) {
      if (forms != nplurals) {
        printf "%s:%d: %d plural forms, the header's rule needs %d\n", FILENAME, start, forms, nplurals
        bad = 1
      }
      want = placeholders(id_plural)
      for (i = 0; i < forms; i++) {
        if (str[i] == "") continue
        got = placeholders(str[i])
        if (got != want) {
          printf "%s:%d: form %d has placeholders [%s], the English [%s]\n", FILENAME, start, i, got, want
          bad = 1
        }
      }
    } else if (str[0] != "") {
      want = placeholders(id)
      got = placeholders(str[0])
      if (got != want) {
        printf "%s:%d: placeholders [%s], the English [%s]\n", FILENAME, start, got, want
        bad = 1
      }
    }
  }
  have_entry = 0; fuzzy = 0; obsolete = 0; is_plural = 0; forms = 0
  id = ""; id_plural = ""; delete str; field = ""
}
BEGIN { nplurals = 2; bad = 0 }
/^#~/ { obsolete = 1; next }
/^#,/ { if (have_entry && field ~ /^str/) flush(); if ($0 ~ /fuzzy/) fuzzy = 1; next }
/^#/ { if (have_entry && field ~ /^str/) flush(); next }
/^[ \t]*$/ { if (have_entry) flush(); obsolete = 0; fuzzy = 0; next }
/^msgctxt / { if (have_entry && field ~ /^str/) flush(); have_entry = 1; start = FNR; field = "ctx"; next }
/^msgid_plural / { is_plural = 1; field = "id_plural"; id_plural = unquote($0); next }
/^msgid / { if (have_entry && field ~ /^str/) flush(); if (!have_entry) start = FNR; have_entry = 1; field = "id"; id = unquote($0); next }
/^msgstr\[/ { match($0, /\[[0-9]+\]/); cur = substr($0, RSTART + 1, RLENGTH - 2) + 0; field = "str" cur; str[cur] = unquote($0); if (cur + 1 > forms) forms = cur + 1; next }
/^msgstr / { field = "str0"; str[0] = unquote($0); forms = 1; next }
/^"/ {
  if (field == "id") id = id unquote($0)
  else if (field == "id_plural") id_plural = id_plural unquote($0)
  else if (field ~ /^str/) { cur = substr(field, 4) + 0; str[cur] = str[cur] unquote($0) }
  next
}
END { if (have_entry) flush(); exit bad }
