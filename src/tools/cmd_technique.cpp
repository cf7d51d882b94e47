// SPDX-License-Identifier: MIT
// nonet-cli rate / hint / stages: the human-technique engine, its ratings and hints, and
// the stage catalogue (including the offline search that found the stage seeds).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include "core/engine.hpp"
#include "core/hint.hpp"
#include "core/phrase.hpp"
#include "core/rating.hpp"
#include "core/solver.hpp"
#include "core/stages.hpp"
#include "core/text.hpp"
#include "tools/cli_args.hpp"
#include "tools/cli_options.hpp"
#include "tools/cli_text.hpp"
#include "tools/commands.hpp"
#include "tools/output_format.hpp"
#include "tools/puzzle_input.hpp"

namespace nonet::cli {

namespace {

// Human-readable lines follow LANGUAGE/LANG (cli_main.cpp configures the language) and name
// cells the files' way; --format json|csv use step_text / tier_text: English, stable.
constexpr PhraseStyle kHumanStyle{PhraseStyle::CellNames::Files, /*translate=*/true};
std::string human_text(const Step& s) { return phrase_text(s.phrase, kHumanStyle); }
// A step for --format json|csv, one string: its sentence and, under a nested forcing chain,
// the inner chains' reasons, one a line in the proof's order ("...\n1. r1c5 is not 4 (if it
// were, ...)").
std::string text_with_details(const Step& s) {
  std::string out = step_text(s);
  int k = 0;
  for (const Phrase& d : s.details) out += "\n" + std::to_string(++k) + ". " + phrase_text(d);
  return out;
}

/// The score as a number ("2.3"): the value, or for a puzzle beyond the scale the top of the
/// scale it is beyond. JSON and CSV give it as "score" or as "beyond", never "beyond 11.9" in a
/// number's place (issue 30).
std::string score_number(const Rating& r) {
  return std::to_string(r.score_tenths / 10) + "." + std::to_string(r.score_tenths % 10);
}

/// The score as the human output shows it: "2.3", or "beyond 11.9" above the scale.
std::string score_words(const Rating& r) {
  if (!r.beyond_scale) return r.score_text();
  // TRANSLATORS: {0} the top of the difficulty scale ("11.9") a puzzle's rating is beyond.
  return fmt(tr("beyond {0}"), {score_number(r)});
}

void print_rating(const std::string& label, const Rating& r) {
  // TRANSLATORS: the end of `nonet-cli rate`'s line: {0} the steps of the solve path, {1} the
  // technique score, {2} the clue score (SEEDS A9's two scores); the numbers come padded.
  const char* tail = tr("steps {0:3}  technique score {1:2}  clue score {2:2}\n");
  say(stdout, label + "  " + pad_right(level_label(level_name(r.level)), 6) + " " + score_words(r) +
                  "  " + pad_right(technique_label(r.hardest), 26) + " " +
                  fmt(tail, {r.steps, r.technique_score, r.clue_score}));
}

/// A hint tier's label at the start of its line ("where", "what", "apply", "first", "trace",
/// "unit"), in the reader's language, padded to the width of the longest.
std::string tier_label(const char* english) { return pad_right(trc("hint tier", english), 6); }

void print_tier(const char* name, const HintTier& tier) {
  const std::string text = phrase_text(tier.phrase, kHumanStyle);
  if (text.empty()) return;
  say(stdout, tier_label(name) + " " + text + "\n");
}

void print_trace(const char* name, const std::vector<Reason>& trace) {
  if (trace.empty()) return;
  say(stdout, tier_label(name));
  for (const auto& r : trace) {
    std::printf(" %d@%s(%s %s)", r.digit, cell_name(r.cell).c_str(), unit_kind_name(r.kind),
                cell_name(r.peer).c_str());
  }
  std::printf("\n");
}

const char* hint_kind_name(HintKind kind) {
  switch (kind) {
    case HintKind::WrongEntry: return "wrong-entry";
    case HintKind::Step: return "step";
    case HintKind::Reveal: return "reveal";
    case HintKind::Solved: return "solved";
    case HintKind::NoUniqueSolution: return "no-unique-solution";
  }
  return "unknown";
}

double ms_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

int stages_bench() {
  constexpr int kRuns = 5;
  std::vector<double> totals, worsts;
  const StageCatalogue catalogue;
  for (int run = 0; run < kRuns; ++run) {
    double total = 0, worst = 0;
    for (int n = 1; n <= kStageCount; ++n) {
      const auto t0 = std::chrono::steady_clock::now();
      const auto stage = catalogue.stage(n);
      const double ms = ms_since(t0);
      if (!stage) return usage_error("stages", "stage " + std::to_string(n) + " missing");
      total += ms;
      worst = std::max(worst, ms);
    }
    totals.push_back(total);
    worsts.push_back(worst);
  }
  std::sort(totals.begin(), totals.end());
  std::sort(worsts.begin(), worsts.end());
  std::printf(
      "all %d stages (generate + rate), median of %d runs: total %.1f ms, worst stage %.2f ms\n",
      kStageCount, kRuns, totals[kRuns / 2], worsts[kRuns / 2]);
  return kExitOk;
}

int stages_search(int from, int to, int max_attempts) {
  int status = kExitOk;
  for (int n = from; n <= to; ++n) {
    const auto spec = StageCatalogue::spec(n);
    const auto t0 = std::chrono::steady_clock::now();
    const auto found = search_stage_attempt(n, static_cast<std::uint32_t>(max_attempts));
    const double ms = ms_since(t0);
    if (!found) {
      std::printf("stage %3d: %-26s no fit in %d attempts (%.0f ms)\n", n,
                  std::string(technique_name(spec->target)).c_str(), max_attempts, ms);
      status = kExitPuzzleProblem;
      continue;
    }
    const bool same = *found == spec->attempt;
    std::printf("stage %3d: %-26s attempt %6u (%.0f ms)  %s\n", n,
                std::string(technique_name(spec->target)).c_str(), *found, ms,
                same ? "matches the catalogue" : "DIFFERS from the catalogue");
    if (!same) status = kExitPuzzleProblem;
  }
  return status;
}

}  // namespace

int cmd_rate(const Args& args) {
  std::string file;
  bool show_steps = false;
  Format format = Format::Line;
  if (auto stop = parse_list_args(
          "rate", args, "--steps",
          // TRANSLATORS: the help of `nonet-cli rate`. Keep the usage line, option names and
          // values, JSON names, file names and exit numbers as they are; at most 80 columns.
          tr("usage: nonet-cli rate [FILE|-] [--steps] [--format line|grid|csv|json]\n"
             "Rates each puzzle (one per line, or a grid over several lines) by the "
             "human-technique\n"
             "engine: level, score (SE-like scale, docs/TECHNIQUES.md), hardest technique, steps,\n"
             "and the SEEDS A9 technique and clue scores. --steps also prints the solve path, one\n"
             "sentence per step on '#' lines (in JSON: a \"path\" array). --format grid prints "
             "the\n"
             "board above its rating (a '#' line), csv a header and one row per puzzle, json one\n"
             "object per line; for a puzzle beyond the scale \"score\" is empty (null) and\n"
             "\"beyond\" holds the top of the scale it is beyond (11.9). Input lines are read as\n"
             "solve reads them (generate's output, csv and json lines included), each puzzle\n"
             "rated as it is read. Exit 1 if some puzzle has no unique solution.\n"),
          file, show_steps, format)) {
    return *stop;
  }
  if (format == Format::Csv)
    std::printf("puzzle,level,score,beyond,hardest,steps,technique_score,clue_score,clues\n");
  return for_each_puzzle("rate", file, format, [&](const Grid& puzzle) {
    const std::string line = to_line(puzzle);
    const int solutions = count_solutions(puzzle, 2);
    if (solutions != 1) {
      const char* problem = solutions == 0 ? N_("no solution") : N_("multiple solutions");
      if (format == Format::Json)
        std::printf("{\"puzzle\":\"%s\",\"error\":\"%s\"}\n", line.c_str(), problem);
      else if (format == Format::Csv)
        std::printf("%s,,,,%s,,,,\n", line.c_str(), problem);
      else
        say(stdout, line + "  " + tr(problem) + "\n");
      return kExitPuzzleProblem;
    }
    const SolvePath path = solve_path(puzzle, show_steps);
    const Rating r = rate_path(puzzle, path);
    const std::string level(level_name(r.level));
    const std::string hardest(technique_name(r.hardest));
    const std::string score = score_number(r);
    switch (format) {
      case Format::Csv:
        std::printf("%s,%s,%s,%s,%s,%d,%d,%d,%d\n", line.c_str(), level.c_str(),
                    r.beyond_scale ? "" : score.c_str(), r.beyond_scale ? score.c_str() : "",
                    csv_field(hardest).c_str(), r.steps, r.technique_score, r.clue_score, r.clues);
        return kExitOk;
      case Format::Json: {
        std::printf(
            "{\"puzzle\":\"%s\",\"level\":%s,\"score\":%s,\"beyond\":%s,\"hardest\":%s,"
            "\"steps\":%d,\"technique_score\":%d,\"clue_score\":%d,\"clues\":%d",
            line.c_str(), json_string(level).c_str(), r.beyond_scale ? "null" : score.c_str(),
            r.beyond_scale ? score.c_str() : "null", json_string(hardest).c_str(), r.steps,
            r.technique_score, r.clue_score, r.clues);
        if (show_steps) {
          std::printf(",\"path\":[");
          const char* sep = "";
          for (const auto& step : path.steps) {
            std::printf("%s%s", sep, json_string(text_with_details(step)).c_str());
            sep = ",";
          }
          std::printf("]");
        }
        std::printf("}\n");
        return kExitOk;
      }
      case Format::Grid: std::printf("%s", to_pretty(puzzle).c_str()); break;
      case Format::Line: break;
    }
    // Below a grid the rating and the steps are '#' lines, so that what rate prints reads back
    // as its puzzles, once each (issue 30): the grid is the puzzle, the rest is commentary.
    print_rating(format == Format::Grid ? std::string("#") : line, r);
    if (show_steps) {
      int n = 0;
      for (const auto& step : path.steps) {
        say(stdout, fmt("#{0:4}. {1}\n", {++n, human_text(step)}));
        // A nested chain's inner chains, one a line under it in the order the proof takes them
        // ("#   6.1. r1c5 is not 4 (if it were, ...)").
        int k = 0;
        for (const Phrase& d : step.details)
          say(stdout, fmt("#{0:4}.{1}. {2}\n", {n, ++k, phrase_text(d, kHumanStyle)}));
      }
    }
    if (format == Format::Grid) std::printf("\n");
    return kExitOk;
  });
}

int cmd_hint(const Args& args) {
  std::string puzzle_text, entries_text;
  ParsedOptions opts;
  if (std::string e = parse_options(args, {{"entries", true}, {"format", true}}, opts); !e.empty())
    return usage_error("hint", see_help(e));
  if (opts.help) {
    say(stdout,
        // TRANSLATORS: the help of `nonet-cli hint`. Keep the usage line, option names and
        // values, the tier names (where, what, apply, first) as your catalog translates them
        // in the "hint tier" context, and digit@cell(unit peer); at most 80 columns a line.
        tr("usage: nonet-cli hint PUZZLE|- [--entries E] [--format line|grid|csv|json]\n"
           "Prints the next hint for a board: the givens PUZZLE (or '-': read from standard "
           "input)\n"
           "and the player's digits E (81 characters, '.' or '0' for none; they may be wrong). A\n"
           "wrong entry is named first; otherwise the tiers where / what / apply and, for a\n"
           "placement, the reason trace (digit@cell(unit peer)). Without notes a hint ends at a\n"
           "placement; the eliminations it needs first are printed as 'first' lines. A digit\n"
           "of E over a given is ignored with a warning on standard error.\n"
           "--format grid prints the board first, csv tier,text rows, json one object.\n"));
    return kExitOk;
  }
  if (opts.operands.size() > 1) return usage_error("hint", unexpected_argument(opts.operands[1]));
  if (!opts.operands.empty()) puzzle_text = opts.operands[0];
  entries_text = opts.value("entries").value_or("");
  Format format = Format::Line;
  if (const auto v = opts.value("format")) {
    const auto chosen = parse_format(*v);
    if (!chosen) return usage_error("hint", format_refused(*v));
    format = *chosen;
  }
  if (puzzle_text == "-") {
    puzzle_text.clear();
    for (int ch; (ch = std::getchar()) != EOF;) {
      if (puzzle_text.size() >= kMaxLineBytes) return usage_error("hint", input_too_long());
      puzzle_text += static_cast<char>(ch);
    }
  }
  // TRANSLATORS: PUZZLE is the operand's name in the usage line.
  if (puzzle_text.empty()) return usage_error("hint", tr("missing PUZZLE"));
  const auto givens = parse_puzzle_text(puzzle_text);
  // TRANSLATORS: {0} why the givens are not a puzzle.
  if (!givens) return usage_error("hint", fmt(tr("puzzle: {0}"), {givens.words}));
  PlayerBoard board;
  board.givens = *givens.grid;
  if (!entries_text.empty()) {
    const auto entries = parse_puzzle_text(entries_text, /*allow_conflicts=*/true);
    // TRANSLATORS: {0} why --entries is not a board; "entries" names the option.
    if (!entries) return usage_error("hint", fmt(tr("entries: {0}"), {entries.words}));
    board.entries = *entries.grid;
    // A digit over a given is not the player's (the given stands): said, not dropped silently
    // (issue 30). The same digit as the given is a whole board passed as entries: fine.
    for (int cell = 0; cell < kCells; ++cell) {
      const int typed = board.entries[cell], given = board.givens[cell];
      if (given != 0 && typed != 0 && typed != given)
        say(stderr,
            // TRANSLATORS: {0} a cell's number (1-81), {1} its name ("r1c1"), {2} the digit
            // of --entries, {3} the given it is typed over.
            fmt(tr("nonet-cli hint: entries: cell {0} ({1}): {2} is typed over the given {3} "
                   "and is ignored\n"),
                {cell + 1, cell_name(cell), typed, given}));
    }
  }
  const Hint hint = next_hint(board);
  const int status = hint.kind == HintKind::NoUniqueSolution ? kExitPuzzleProblem : kExitOk;
  if (format == Format::Json) {
    std::printf("{\"kind\":\"%s\"", hint_kind_name(hint.kind));
    std::printf(",\"first\":[");
    const char* sep = "";
    for (const auto& step : hint.preparation) {
      std::printf("%s%s", sep, json_string(text_with_details(step)).c_str());
      sep = ",";
    }
    std::printf("]");
    for (const auto& [name, tier] : {std::pair<const char*, const HintTier*>{"where", &hint.where},
                                     {"what", &hint.what},
                                     {"apply", &hint.apply}})
      std::printf(",\"%s\":%s", name,
                  tier_text(*tier).empty() ? "null" : json_string(tier_text(*tier)).c_str());
    std::printf("}\n");
    return status;
  }
  if (format == Format::Csv) {
    std::printf("tier,text\n");
    for (const auto& step : hint.preparation)
      std::printf("first,%s\n", csv_field(text_with_details(step)).c_str());
    for (const auto& [name, tier] : {std::pair<const char*, const HintTier*>{"where", &hint.where},
                                     {"what", &hint.what},
                                     {"apply", &hint.apply}})
      if (!tier_text(*tier).empty())
        std::printf("%s,%s\n", name, csv_field(tier_text(*tier)).c_str());
    return status;
  }
  if (format == Format::Grid) {
    Grid board_now = board.givens;
    for (int cell = 0; cell < 81; ++cell)
      if (board.entries[cell] != 0 && board_now[cell] == 0)
        board_now.set(cell, board.entries[cell]);
    std::printf("%s\n", to_pretty(board_now).c_str());
  }
  for (const auto& step : hint.preparation) {
    // TRANSLATORS: the labels of `nonet-cli hint`'s lines, at most 6 columns: the hint's three
    // tiers (where, what, apply), the eliminations needed first, and the reason traces.
    say(stdout, tier_label(NC_("hint tier", "first")) + " " + human_text(step) + "\n");
    // A nested forcing chain's inner chains, indented under it (as rate --steps prints them).
    int k = 0;
    for (const Phrase& d : step.details)
      say(stdout, fmt("         {0}. {1}\n", {++k, phrase_text(d, kHumanStyle)}));
  }
  print_tier(NC_("hint tier", "where"), hint.where);
  print_tier(NC_("hint tier", "what"), hint.what);
  print_tier(NC_("hint tier", "apply"), hint.apply);
  print_trace(NC_("hint tier", "trace"), hint.digit_trace);
  print_trace(NC_("hint tier", "unit"), hint.unit_trace);
  return status;
}

int cmd_stages(const Args& args) {
  bool bench = false, search = false, golden = false;
  int from = 1, to = kStageCount, max_attempts = 2000000;
  std::vector<int> numbers;
  ParsedOptions opts;
  if (std::string e = parse_options(
          args, {{"bench", false}, {"search", false}, {"golden", false}, {"max", true}}, opts);
      !e.empty())
    return usage_error("stages", see_help(e));
  if (opts.help) {
    say(stdout,
        // TRANSLATORS: the help of `nonet-cli stages`. Keep the usage line, option names and
        // file names as they are; at most 80 columns a line.
        tr("usage: nonet-cli stages [--bench | --golden | --search [FROM [TO]] [--max N]]\n"
           "Lists the 100 stages: level, score, hardest technique, clues, puzzle.\n"
           "--bench   times making all 100 (generate + rate), median of 5 runs\n"
           "--golden  prints the puzzle strings as tests/data/stages.golden holds them\n"
           "--search  re-runs the offline seed search for stages FROM..TO and says whether\n"
           "          each finds the attempt stored in the catalogue (exit 1 if not)\n"));
    return kExitOk;
  }
  bench = opts.has("bench");
  search = opts.has("search");
  golden = opts.has("golden");
  if (const auto v = opts.value("max"); v && (!parse_int(*v, max_attempts) || max_attempts < 1))
    return usage_error("stages", takes_number("--max", 1, 999999999));
  for (const std::string& a : opts.operands) {
    int value = 0;
    if (!parse_int(a, value) || value < 1 || value > kStageCount)
      return usage_error("stages", unexpected_argument(a));
    numbers.push_back(value);
  }
  if (!numbers.empty()) {
    from = numbers[0];
    to = numbers.size() > 1 ? numbers[1] : from;
    // TRANSLATORS: FROM and TO are the operands' names in the usage line.
    if (to < from) return usage_error("stages", tr("TO is before FROM"));
  }
  if (bench) return stages_bench();
  if (search) return stages_search(from, to, max_attempts);
  const StageCatalogue catalogue;
  if (golden) {
    std::printf(
        "# The 100 stage puzzles, one per line (stage number, puzzle). Regenerate with\n"
        "# `nonet-cli stages --golden` only when changing a stage on purpose.\n");
  }
  for (int n = from; n <= to; ++n) {
    const auto stage = catalogue.stage(n);
    if (!stage) continue;
    if (golden) {
      std::printf("%d %s\n", n, to_line(stage->puzzle).c_str());
      continue;
    }
    const Rating& r = stage->rating;
    // TRANSLATORS: `nonet-cli stages`' line after the level, score and hardest technique: {0}
    // the clue count (padded), {1} the puzzle.
    const char* tail = tr("clues {0:2}  {1}\n");
    say(stdout, fmt("{0:3}{1} ", {n, stage->breather ? "*" : " "}) +
                    pad_right(level_label(level_name(r.level)), 6) + " " + score_words(r) + "  " +
                    pad_right(technique_label(r.hardest), 26) + " " +
                    fmt(tail, {r.clues, to_line(stage->puzzle)}));
  }
  return kExitOk;
}

}  // namespace nonet::cli
