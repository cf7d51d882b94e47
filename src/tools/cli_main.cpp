// nonet-cli: the command-line tool over the Sudoku core. Dispatches to one function per
// command; each command parses its own arguments and prints its own usage.
#include <cstdio>
#include <string>
#include <string_view>

#include "tools/commands.hpp"

namespace {

struct Command {
  std::string_view name;
  int (*run)(const nonet::cli::Args&);
  std::string_view summary;
};

// One line per command. Keep in the order `nonet-cli --help` should show them.
constexpr Command kCommands[] = {
    {"solve", nonet::cli::cmd_solve, "solve [FILE|-] [--count]   solve one puzzle per line"},
    {"generate", nonet::cli::cmd_generate,
     "generate --seed N [--clues K] [--symmetry none|rot180|diagonal] [--minimal] [--count M]"},
    {"check", nonet::cli::cmd_check, "check PUZZLE   validity, solution count, clue count"},
    {"bench", nonet::cli::cmd_bench, "bench FILE   solver throughput (median of 5 passes)"},
    {"rate", nonet::cli::cmd_rate, "rate [FILE|-] [--steps]   level, score, hardest technique"},
    {"hint", nonet::cli::cmd_hint, "hint PUZZLE [--entries E]   the tiers of the next hint"},
    {"stages", nonet::cli::cmd_stages, "stages [--bench | --golden | --search [FROM [TO]]]"},
    {"audio", nonet::cli::cmd_audio, "audio --export DIR [--rate HZ] [--seconds S]   WAV files"},
    {"export", nonet::cli::cmd_export,
     "export PUZZLE|--stage N [--solution] --out FILE.png|.svg|.pdf [--size PX]"},
    {"print", nonet::cli::cmd_print,
     "print --stages A-B [--per-page 1|2|4|6] [--paper a4|letter] --out BOOK.pdf"},
};

void usage(std::FILE* out) {
  std::fprintf(out, "usage: nonet-cli COMMAND [ARGS]\n\ncommands:\n");
  for (const auto& c : kCommands) {
    std::fprintf(out, "  %.*s\n", static_cast<int>(c.summary.size()), c.summary.data());
  }
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    usage(stderr);
    return nonet::cli::kExitUsage;
  }
  const std::string_view name = argv[1];
  if (name == "-h" || name == "--help" || name == "help") {
    usage(stdout);
    return nonet::cli::kExitOk;
  }
  nonet::cli::Args args(argv + 2, argv + argc);
  for (const auto& c : kCommands) {
    if (c.name == name) return c.run(args);
  }
  std::fprintf(stderr, "nonet-cli: unknown command '%s'\n\n", argv[1]);
  usage(stderr);
  return nonet::cli::kExitUsage;
}
