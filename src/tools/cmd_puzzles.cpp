// SPDX-License-Identifier: MIT
// nonet-cli solve / generate / check / bench: the puzzle commands over the core.
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

#include "core/free_play.hpp"
#include "core/generator.hpp"
#include "core/solver.hpp"
#include "core/text.hpp"
#include "game/code_entry.hpp"
#include "tools/cli_args.hpp"
#include "tools/cli_options.hpp"
#include "tools/cli_text.hpp"
#include "tools/commands.hpp"
#include "tools/output_format.hpp"
#include "tools/puzzle_input.hpp"

namespace nonet::cli {

int cmd_solve(const Args& args) {
  std::string path;
  bool count_only = false;
  Format format = Format::Line;
  if (auto stop = parse_list_args(
          "solve", args, "--count",
          // TRANSLATORS: the help of `nonet-cli solve`. Keep the usage line, option names and
          // values, file names and exit numbers as they are; at most 80 columns a line.
          tr("usage: nonet-cli solve [FILE|-] [--count] [--format line|grid|csv|json]\n"
             "Solves each puzzle (one per line, or a grid over several lines; blank and '#' lines\n"
             "skipped) as it is read and prints its solution, or 'no solution' / 'multiple\n"
             "solutions'. A line may be what nonet-cli prints: a puzzle followed by more fields\n"
             "(generate --level, rate), a --format csv or json line. --count\n"
             "prints the number of solutions counted up to 2 instead. --format grid prints 9x9\n"
             "boards, csv a header and puzzle,solutions,solution rows, json one object per line.\n"
             "Exit 0: every puzzle had one solution; 1: some had none or several; 2: usage or\n"
             "input error.\n"),
          path, count_only, format)) {
    return *stop;
  }
  if (format == Format::Csv) std::printf("puzzle,solutions,solution\n");
  return for_each_puzzle("solve", path, format, [&](const Grid& puzzle) {
    const auto r = solve(puzzle);
    const std::string solution = r.count == 1 ? to_line(r.solution) : "";
    const char* problem = r.count == 0 ? tr("no solution") : tr("multiple solutions");
    switch (format) {
      case Format::Csv:
        std::printf("%s,%d,%s\n", to_line(puzzle).c_str(), r.count, solution.c_str());
        break;
      case Format::Json:
        std::printf("{\"puzzle\":\"%s\",\"solutions\":%d,\"solution\":%s}\n",
                    to_line(puzzle).c_str(), r.count,
                    r.count == 1 ? json_string(solution).c_str() : "null");
        break;
      case Format::Grid:
        if (count_only)
          std::printf("%d\n\n", r.count);
        else
          say(stdout, r.count == 1 ? to_pretty(r.solution) + "\n" : std::string(problem) + "\n");
        break;
      case Format::Line:
        if (count_only)
          std::printf("%d\n", r.count);
        else
          say(stdout, (r.count == 1 ? solution : std::string(problem)) + "\n");
        break;
    }
    return r.count == 1 ? kExitOk : kExitPuzzleProblem;
  });
}

namespace {

/// generate --level / --code: free-play puzzles with their game codes.
int generate_free_play(const ParsedOptions& opts) {
  for (const char* other : {"clues", "symmetry", "minimal"}) {
    if (opts.has(other))
      // TRANSLATORS: {0} an option ("--clues") that free play's puzzles do not take.
      return usage_error("generate", see_help(fmt(tr("{0} does not go with --level or --code"),
                                                  {std::string("--") + other})));
  }
  Format format = Format::Line;
  if (const auto v = opts.value("format")) {
    const auto chosen = parse_format(*v);
    if (!chosen) return usage_error("generate", format_refused(*v));
    format = *chosen;
  }
  std::vector<GameCode> codes;
  if (const auto text = opts.value("code")) {
    if (opts.has("level") || opts.has("seed") || opts.has("count"))
      return usage_error("generate", tr("--code names one puzzle: no --level, --seed or --count"));
    const GameCodeParse parsed = parse_game_code(*text);
    if (!parsed.ok)
      return usage_error("generate", "'" + *text + "': " + game::game_code_problem(*text));
    codes.push_back(parsed.code);
  } else {
    const auto level = parse_level_name(*opts.value("level"));
    if (!level) return usage_error("generate", level_refused());
    std::uint64_t seed = 0, count = 1;
    if (const auto v = opts.value("count");
        v && (!parse_number(*v, count) || count < 1 || count > 100000))
      return usage_error("generate", takes_number("--count", 1, 100000));
    if (const auto v = opts.value("seed")) {
      if (!parse_number(*v, seed) || seed >= kGameCodeSeedLimit)
        return usage_error("generate", takes_number("--seed", 0, kGameCodeSeedLimit - 1));
    } else {
      std::random_device entropy;
      seed = ((static_cast<std::uint64_t>(entropy()) << 32) ^ entropy()) % kGameCodeSeedLimit;
      std::fprintf(stderr, "nonet-cli generate: --seed %llu\n",
                   static_cast<unsigned long long>(seed));
    }
    for (std::uint64_t k = 0; k < count; ++k)
      codes.push_back(GameCode{*level, (seed + k) % kGameCodeSeedLimit});
  }
  if (format == Format::Csv) std::printf("code,level,clues,hardest,puzzle\n");
  for (const GameCode& code : codes) {
    const auto p = make_free_play(code);  // no stop callback: always a puzzle
    const std::string line = to_line(p->puzzle);
    const std::string name = format_game_code(code);
    const std::string level(level_name(code.level));
    const std::string hardest(technique_name(p->rating.hardest));
    const int clues = p->puzzle.filled_count();
    switch (format) {
      // The human formats name the level in the reader's language (its key stays English in csv
      // and json; reading a line back takes only its puzzle).
      case Format::Line: say(stdout, line + " " + name + " " + level_label(level) + "\n"); break;
      case Format::Grid:
        say(stdout, "# " + name + " " + level_label(level) + "\n" + to_pretty(p->puzzle) + "\n");
        break;
      case Format::Csv:
        std::printf("%s,%s,%d,%s,%s\n", name.c_str(), level.c_str(), clues,
                    csv_field(hardest).c_str(), line.c_str());
        break;
      case Format::Json:
        std::printf(
            "{\"code\":\"%s\",\"level\":\"%s\",\"clues\":%d,\"hardest\":%s,\"puzzle\":\"%s\"}\n",
            name.c_str(), level.c_str(), clues, json_string(hardest).c_str(), line.c_str());
        break;
    }
  }
  return kExitOk;
}

}  // namespace

int cmd_generate(const Args& args) {
  std::uint64_t seed = 0, clues = 25, count = 1;
  bool have_seed = false;
  GeneratorOptions options;
  ParsedOptions opts;
  if (std::string e = parse_options(args,
                                    {{"seed", true},
                                     {"clues", true},
                                     {"count", true},
                                     {"symmetry", true},
                                     {"minimal", false},
                                     {"level", true},
                                     {"code", true},
                                     {"format", true}},
                                    opts);
      !e.empty())
    return usage_error("generate", see_help(e));
  if (opts.help) {
    say(stdout,
        // TRANSLATORS: the help of `nonet-cli generate`. Keep the usage lines, option names and
        // values, LEVEL's words and exit numbers as they are; at most 80 columns a line.
        tr("usage: nonet-cli generate [--seed N] [--clues K] [--symmetry none|rot180|diagonal]\n"
           "                          [--minimal] [--count M] [--format line|grid|csv|json]\n"
           "Prints M puzzles (seeds N, N+1, ...; M from 1 to 1000000, default 1), one\n"
           "81-character line each. Each has exactly one solution and K clues, or the nearest\n"
           "count above K that digging can reach.\n"
           "--minimal digs on until no clue can be removed (this wins over K and symmetry).\n"
           "N is a whole number from 0 to 18446744073709551615; without --seed a random one is\n"
           "used and printed to standard error.\n"
           "\n"
           "usage: nonet-cli generate --level LEVEL [--count M] [--seed N] [--format ...]\n"
           "       nonet-cli generate --code CODE [--format ...]\n"
           "Free play (docs/FREE_PLAY.md): M puzzles of LEVEL (easy, medium, hard, expert,\n"
           "master; M from 1 to 100000, default 1), game codes of seeds N, N+1, ... (N from 0\n"
           "to 34359738367, wrapping to 0 after it; random without --seed), or the one puzzle\n"
           "of a game code such as H-4KQ7-92PX. Each line is the puzzle, its code and its level\n"
           "(solve, rate, hint, check and export read such lines as the puzzle); csv and json\n"
           "add the clue count and the hardest technique. Exit 2 for a code that is mistyped.\n"));
    return kExitOk;
  }
  if (opts.has("level") || opts.has("code")) return generate_free_play(opts);
  if (!opts.operands.empty())
    return usage_error("generate", see_help(unexpected_argument(opts.operands[0])));
  if (const auto v = opts.value("seed")) {
    if (!parse_number(*v, seed))
      return usage_error("generate", takes_number("--seed", 0, UINT64_MAX));
    have_seed = true;
  }
  if (const auto v = opts.value("clues");
      v && (!parse_number(*v, clues) || clues < 17 || clues > 81))
    return usage_error("generate", takes_number("--clues", 17, 81));
  if (const auto v = opts.value("count");
      v && (!parse_number(*v, count) || count < 1 || count > 1000000))
    return usage_error("generate", takes_number("--count", 1, 1000000));
  if (const auto v = opts.value("symmetry"); v && !parse_symmetry(*v, options.symmetry))
    // TRANSLATORS: keep the option and its three values.
    return usage_error("generate", tr("--symmetry takes none, rot180 or diagonal"));
  options.minimal = opts.has("minimal");
  Format format = Format::Line;
  if (const auto v = opts.value("format")) {
    const auto chosen = parse_format(*v);
    if (!chosen) return usage_error("generate", format_refused(*v));
    format = *chosen;
  }
  if (!have_seed) {
    // A fresh seed, said on stderr so the same puzzles can be made again.
    std::random_device entropy;
    seed = (static_cast<std::uint64_t>(entropy()) << 32) ^ entropy();
    std::fprintf(stderr, "nonet-cli generate: --seed %llu\n",
                 static_cast<unsigned long long>(seed));
  }
  options.target_clues = static_cast<int>(clues);
  for (std::uint64_t k = 0; k < count; ++k) {
    const std::uint64_t s = seed + k;
    const auto p = generate(s, options);
    const std::string line = to_line(p.puzzle);
    const auto seed_number = static_cast<unsigned long long>(s);
    switch (format) {
      case Format::Line: std::printf("%s\n", line.c_str()); break;
      case Format::Grid: std::printf("%s\n", to_pretty(p.puzzle).c_str()); break;
      case Format::Csv:
        if (k == 0) std::printf("seed,clues,puzzle\n");
        std::printf("%llu,%d,%s\n", seed_number, p.puzzle.filled_count(), line.c_str());
        break;
      case Format::Json:
        std::printf("{\"seed\":%llu,\"clues\":%d,\"puzzle\":\"%s\"}\n", seed_number,
                    p.puzzle.filled_count(), line.c_str());
        break;
    }
  }
  return kExitOk;
}

int cmd_check(const Args& args) {
  const bool help = args.size() == 1 && (args[0] == "-h" || args[0] == "--help");
  if (args.size() != 1 || help) {
    say(help ? stdout : stderr,
        // TRANSLATORS: the help of `nonet-cli check`. Keep the usage line, the digits and
        // exit numbers as they are; at most 80 columns a line.
        tr("usage: nonet-cli check PUZZLE\n"
           "PUZZLE is 81 cells (1-9, '.' or '0'; grid decoration allowed), or '-' to read\n"
           "it from standard input. Prints rule conflicts, solution count and clue count.\n"
           "Exit 0 for a valid puzzle with one solution, 1 otherwise, 2 on input errors.\n"));
    return help ? kExitOk : kExitUsage;
  }
  std::string text = args[0];
  if (text == "-") {
    text.clear();
    for (int ch; (ch = std::getchar()) != EOF;) {
      if (text.size() >= kMaxLineBytes)  // a grid is a few hundred bytes, not /dev/zero
        return usage_error("check", input_too_long());
      text += static_cast<char>(ch);
    }
  }
  const auto parsed = parse_puzzle_text(text, /*allow_conflicts=*/true);
  if (!parsed) {
    // TRANSLATORS: {0} why the text is not a puzzle.
    say(stdout, fmt(tr("invalid: {0}\n"), {parsed.words}));
    return kExitUsage;
  }
  const Grid& g = *parsed.grid;
  // TRANSLATORS: `nonet-cli check`'s lines: the clue count, each rule conflict, the solutions.
  say(stdout, fmt(tr("clues: {0}\n"), {g.filled_count()}));
  const auto clashes = conflicts(g);
  for (const auto& c : clashes) {
    // TRANSLATORS: {0} a digit, {1} a row, column or box ("row 1"), {2} and {3} cells ("r1c1").
    say(stdout, fmt(tr("conflict: {0} twice in {1} at {2} and {3}\n"),
                    {c.digit, unit_words(c.unit), cell_name(c.a), cell_name(c.b)}));
  }
  const auto r = solve(g);
  say(stdout, fmt(tr("solutions: {0}\n"), {r.count == 0   ? "0"
                                           : r.count == 1 ? "1"
                                                          : tr("2 or more")}));
  const bool valid = clashes.empty() && r.count == 1;
  say(stdout,
      std::string(valid ? tr("valid: exactly one solution") : tr("not a valid sudoku")) + "\n");
  return valid ? kExitOk : kExitPuzzleProblem;
}

int cmd_bench(const Args& args) {
  const bool help = args.size() == 1 && (args[0] == "-h" || args[0] == "--help");
  if (args.size() != 1 || help) {
    say(help ? stdout : stderr,
        // TRANSLATORS: the help of `nonet-cli bench` (a developer's figure).
        tr("usage: nonet-cli bench FILE\n"
           "Solves every puzzle of FILE (counting to 2) in 5 passes and prints the\n"
           "median throughput in puzzles/s and microseconds per puzzle.\n"));
    return help ? kExitOk : kExitUsage;
  }
  PuzzleReader reader(args[0]);
  std::vector<Grid> puzzles;
  for (PuzzleLine line; reader.next(line);) {
    const auto parsed = parse_entry(line);
    if (!parsed) return usage_error("bench", line.where() + ": " + parsed.words);
    puzzles.push_back(*parsed.grid);
  }
  if (!reader.error().empty()) return usage_error("bench", reader.error());
  if (puzzles.empty())
    return usage_error("bench", fmt(tr("no puzzles in {0}"), {input_name(args[0])}));
  const bool progress = isatty(STDERR_FILENO) != 0;
  constexpr int kPasses = 5;
  std::vector<double> seconds;
  std::uint64_t checksum = 0;  // keeps the optimizer from dropping the work
  for (int pass = 0; pass < kPasses; ++pass) {
    if (progress) std::fprintf(stderr, "\rpass %d/%d", pass + 1, kPasses);
    const auto t0 = std::chrono::steady_clock::now();
    for (const auto& p : puzzles) checksum += static_cast<std::uint64_t>(solve(p).count);
    seconds.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
  }
  if (progress) std::fprintf(stderr, "\r               \r");
  std::sort(seconds.begin(), seconds.end());
  const double median = seconds[kPasses / 2];
  const double n = static_cast<double>(puzzles.size());
  std::printf(
      "%s: %zu puzzles, median of %d passes: %.0f puzzles/s, %.2f us/puzzle (checksum %llu)\n",
      args[0].c_str(), puzzles.size(), kPasses, n / median, median / n * 1e6,
      static_cast<unsigned long long>(checksum));
  return kExitOk;
}

}  // namespace nonet::cli
