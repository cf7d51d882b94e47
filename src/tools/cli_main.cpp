// SPDX-License-Identifier: MIT
// nonet-cli: the command-line tool over the Sudoku core. Dispatches to one function per
// command; each command parses its own arguments and prints its own usage.
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <string>
#include <string_view>
#include <system_error>

#include "i18n/i18n.hpp"
#include "print/print.hpp"
#include "tools/cli_text.hpp"
#include "tools/commands.hpp"

namespace {

struct Command {
  std::string_view name;
  int (*run)(const nonet::cli::Args&);
  const char* syntax;   // the command's words and options, the same in every language
  const char* summary;  // what it does, translated (marked with N_)
};

// One line per command. Keep in the order `nonet-cli --help` should show them. Adding a command is
// one entry here plus its `int cmd_NAME(const Args&)` (declared in commands.hpp, defined in its
// own file, options parsed with parse_options from cli_options.hpp).
constexpr Command kCommands[] = {
    // TRANSLATORS: this summary and the nine below follow each command's syntax in `nonet-cli
    // --help`; keep them short (about 40 columns).
    {"solve", nonet::cli::cmd_solve, "solve [FILE|-] [--count]", N_("solve one puzzle per line")},
    {"generate", nonet::cli::cmd_generate,
     "generate [--seed N] [--clues K] [--symmetry none|rot180|diagonal] [--minimal] [--count M]\n"
     "  generate --level LEVEL [--count M] [--seed N] | --code CODE",
     N_("free-play puzzles")},
    {"check", nonet::cli::cmd_check, "check PUZZLE", N_("validity, solution count, clue count")},
    {"bench", nonet::cli::cmd_bench, "bench FILE", N_("solver throughput (median of 5 passes)")},
    {"rate", nonet::cli::cmd_rate, "rate [FILE|-] [--steps]",
     N_("level, score, hardest technique")},
    {"hint", nonet::cli::cmd_hint, "hint PUZZLE|- [--entries E]", N_("the tiers of the next hint")},
    {"stages", nonet::cli::cmd_stages, "stages [--bench | --golden | --search [FROM [TO]]]",
     N_("the 100 stages")},
    {"audio", nonet::cli::cmd_audio, "audio --export DIR [--rate HZ] [--seconds S]",
     N_("WAV files")},
    {"export", nonet::cli::cmd_export,
     "export PUZZLE|--stage N|--code CODE [--solution] --out FILE.png|.svg|.pdf [--size PX]",
     N_("one board as an image")},
    {"print", nonet::cli::cmd_print,
     "print --stages A-B|--level LEVEL --count N [--seed S] [--per-page 1|2|4|6]\n"
     "  [--paper a4|letter] --out BOOK.pdf",
     N_("a booklet of puzzles")},
};

#ifndef NONET_VERSION
#define NONET_VERSION "unknown"
#endif

void usage(std::FILE* out) {
  using nonet::cli::say;
  using nonet::cli::tr;
  // TRANSLATORS: the first lines of `nonet-cli --help`; COMMAND and ARGS are placeholders the
  // reader replaces, translate them if your language's tools do.
  say(out, tr("usage: nonet-cli COMMAND [ARGS]\n\ncommands:\n"));
  for (const auto& c : kCommands) {
    say(out, nonet::cli::fmt("  {0}   {1}\n", {c.syntax, tr(c.summary)}));
  }
  // TRANSLATORS: the end of `nonet-cli --help`. Keep the option names, the exit numbers and
  // "nonet-cli(6)" (the manual page) as they are; lines of at most 80 columns.
  say(out, tr("\n'nonet-cli COMMAND --help' explains a command. Options take their value as\n"
              "--opt=value or --opt value. nonet-cli --version prints the version.\n"
              "Exit status: 0 ok, 1 a puzzle problem or a failure (such as output that cannot\n"
              "be written), 2 usage or input errors. See nonet-cli(6).\n"));
}

/// Everything written must reach its destination: a full disk or a closed pipe (`> /dev/full`)
/// turns a command's status into 1 with a message, never a silent 0.
int finish_output(int status) {
  errno = 0;
  const bool flushed = std::fflush(stdout) == 0;
  if (flushed && !std::ferror(stdout)) return status;
  const int err = errno;
  nonet::cli::say(stderr,
                  // TRANSLATORS: {0} the system's reason ("No space left on device").
                  nonet::cli::fmt(nonet::cli::tr("nonet-cli: cannot write the output: {0}\n"),
                                  {err != 0 ? std::strerror(err) : nonet::cli::tr("write error")}));
  return nonet::cli::kExitFailure;
}

int run(int argc, char** argv) {
  if (argc < 2) {
    usage(stderr);
    return nonet::cli::kExitUsage;
  }
  const std::string_view name = argv[1];
  if (name == "-h" || name == "--help" || name == "help") {
    usage(stdout);
    return nonet::cli::kExitOk;
  }
  if (name == "--version") {
    // (clang-format would break after "tr(", and xgettext then drops the translators' note.)
    // clang-format off
    const char* notice =
        // TRANSLATORS: `nonet-cli --version` after its first line ("nonet-cli 1.2.0").
        nonet::cli::tr("Copyright (c) the Nonet authors. "
                       "The code is under the MIT licence (LICENSE), installed\n"
                       "with the documentation. There is NO WARRANTY, "
                       "to the extent permitted by law.\n");
    // clang-format on
    nonet::cli::say(stdout, nonet::cli::fmt("nonet-cli {0}\n{1}", {NONET_VERSION, notice}));
    return nonet::cli::kExitOk;
  }
  nonet::cli::Args args(argv + 2, argv + argc);
  for (const auto& c : kCommands) {
    if (c.name == name) return c.run(args);
  }
  nonet::cli::say(
      stderr,
      // TRANSLATORS: {0} the word typed where a command was expected.
      nonet::cli::fmt(nonet::cli::tr("nonet-cli: unknown command '{0}'\n\n"), {argv[1]}));
  usage(stderr);
  return nonet::cli::kExitUsage;
}

}  // namespace

namespace {

// The folder of this executable, for the build tree's catalogs ("" when it cannot be read:
// then only $NONET_LOCALE_DIR finds them, and the output is English).
std::string exe_dir() {
  std::error_code ec;
  const std::filesystem::path exe = std::filesystem::read_symlink("/proc/self/exe", ec);
  return ec ? std::string() : exe.parent_path().string();
}

}  // namespace

// The catalogs: in the data folder of an install (found as print finds its fonts: beside the
// executable, or relative to it), else the build tree's.
static std::string locale_dir() {
  for (const std::string& data : nonet::print::default_asset_dirs()) {
    std::string dir = nonet::i18n::find_locale_dir(data, "", "");
    if (!dir.empty()) return dir;
  }
  return nonet::i18n::find_locale_dir("", exe_dir(), NONET_LOCALE_FROM_EXE);
}

int main(int argc, char** argv) {
  // Human-readable output follows LANGUAGE/LANG (issue 27); --format json|csv stay English.
  nonet::i18n::configure(locale_dir(), nonet::i18n::environment_preferences());
  nonet::i18n::use_setting("");
  // Line by line into a pipe or file too, so `stages --search | tee` shows progress as it goes.
  if (isatty(STDOUT_FILENO) == 0) std::setvbuf(stdout, nullptr, _IOLBF, 0);
  return finish_output(run(argc, argv));
}
