// SPDX-License-Identifier: MIT
// nonet-cli's human-readable words (issue 27): messages, help and the text format's labels are
// looked up in the language of LANGUAGE/LANG (cli_main.cpp configures it) and formed with
// numbered placeholders a translation may reorder; --format csv|json and the files the tool
// writes for programs (stages --golden) stay English. Translated text is never a printf format:
// it goes through fmt() and say().
#pragma once

#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>

#include "core/phrase.hpp"
#include "core/technique.hpp"
#include "game/format.hpp"
#include "i18n/i18n.hpp"
#include "i18n/utf8.hpp"

namespace nonet::cli {

/// Positional formatting (game/format.hpp): named fmt here because the commands call their
/// --format choice `format`.
inline std::string fmt(std::string_view pattern, std::initializer_list<game::FormatArg> args = {}) {
  return game::format(pattern, args);
}
using i18n::tr;
using i18n::trc;
using i18n::trn;

/// Writes `text` as it is (no format directives are read in it).
inline void say(std::FILE* out, std::string_view text) {
  std::fwrite(text.data(), 1, text.size(), out);
}

/// `text` padded with spaces on the right to `columns` terminal columns (a wide CJK letter
/// takes two), for the text format's aligned columns in any language.
inline std::string pad_right(std::string_view text, int columns) {
  std::string out(text);
  for (int c = i18n::display_columns(text); c < columns; ++c) out += ' ';
  return out;
}

/// A level's word in the reader's language ("Easy"; core's level_name is the English key).
inline std::string level_label(std::string_view english) {
  return i18n::trc("level", std::string(english).c_str());
}

/// A technique's name in the reader's language (core/candidates.cpp marks the names with the
/// "technique" context; technique_name views a NUL-terminated literal).
inline std::string technique_label(Technique t) {
  return i18n::trc("technique", technique_name(t).data());
}

/// "--count takes a whole number from 1 to 100000".
inline std::string takes_number(std::string_view option, std::uint64_t lo, std::uint64_t hi) {
  // TRANSLATORS: {0} an option ("--count"), {1} and {2} the smallest and largest numbers it
  // takes.
  return fmt(tr("{0} takes a whole number from {1} to {2}"),
             {option, std::to_string(lo), std::to_string(hi)});
}

/// The refusal of a --level value.
inline std::string level_refused() {
  // TRANSLATORS: keep the option and the five level names: they are what it takes.
  return tr("--level takes easy, medium, hard, expert or master");
}

/// "--out needs a value".
inline std::string needs_value(std::string_view option) {
  // TRANSLATORS: {0} an option given without its value ("--out").
  return fmt(tr("{0} needs a value"), {option});
}

/// "unexpected argument 'x'": a word no option or operand of the command takes.
inline std::string unexpected_argument(std::string_view word) {
  // TRANSLATORS: {0} a word on the command line that the command does not take.
  return fmt(tr("unexpected argument '{0}'"), {word});
}

/// A usage message with the pointer to the command's help: "... (see --help)".
inline std::string see_help(std::string_view message) {
  // TRANSLATORS: {0} a usage error; "--help" is the option, keep it.
  return fmt(tr("{0} (see --help)"), {message});
}

/// The refusal of a --format value.
inline std::string format_refused(std::string_view given) {
  // TRANSLATORS: {0} the value given to --format; keep the option and its four values.
  return fmt(tr("--format takes line, grid, csv or json, not '{0}'"), {given});
}

}  // namespace nonet::cli
