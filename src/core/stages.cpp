// SPDX-License-Identifier: MIT
// The 100 stages (stages.hpp). The table below is the whole catalogue: per stage the
// target technique, the dig target, whether it is a breather, and the search attempt whose
// seed makes a puzzle that fits. Changing a row changes a stage players may have a best
// time on: tests/data/stages.golden makes that visible.
//
// The curve (docs/STAGES.md), on the rating scale of rating.hpp:
//   1-25   Easy: singles only (hidden singles in boxes, then lines, then naked singles)
//   26-50  locked candidates and subsets, no fish
//   51-75  fish and wings: X-Wing, Swordfish, Skyscraper, 2-String Kite, XY/W/XYZ-Wings
//   76-100 Expert/Master: unique rectangle, BUG+1, colouring, X-Chains, XY-Chains
// Every 5th stage up to 95 is a breather: one clue more and a target at most
// kStageScoreTolerance easier than the stage before. Stage 100 is the finale: the
// hardest target with the fewest clues. Clue counts follow SEEDS D (42/36/31/27) except
// where a target is too rare at that count for the search (hidden pairs and naked triples
// in 41-50, the one Swordfish at 56), which dig a little deeper.
#include "core/stages.hpp"

#include <array>

namespace nonet {

namespace {

using T = Technique;

constexpr std::array<StageSpec, kStageCount> kStages = {{
    {1, T::HiddenSingleBox, 42, false, 0},
    {2, T::HiddenSingleBox, 42, false, 0},
    {3, T::HiddenSingleBox, 42, false, 0},
    {4, T::HiddenSingleBox, 42, false, 0},
    {5, T::HiddenSingleBox, 43, true, 0},
    {6, T::HiddenSingleLine, 42, false, 49},
    {7, T::HiddenSingleLine, 42, false, 76},
    {8, T::HiddenSingleLine, 42, false, 747},
    {9, T::HiddenSingleLine, 42, false, 3},
    {10, T::HiddenSingleBox, 43, true, 0},
    {11, T::HiddenSingleLine, 42, false, 100},
    {12, T::HiddenSingleLine, 42, false, 101},
    {13, T::HiddenSingleLine, 42, false, 59},
    {14, T::HiddenSingleLine, 42, false, 21},
    {15, T::HiddenSingleLine, 43, true, 16},
    {16, T::NakedSingle, 42, false, 1294},
    {17, T::NakedSingle, 42, false, 1864},
    {18, T::NakedSingle, 42, false, 7198},
    {19, T::NakedSingle, 42, false, 6384},
    {20, T::NakedSingle, 43, true, 12394},
    {21, T::NakedSingle, 42, false, 28},
    {22, T::NakedSingle, 42, false, 326},
    {23, T::NakedSingle, 42, false, 14645},
    {24, T::NakedSingle, 42, false, 6320},
    {25, T::NakedSingle, 43, true, 4051},
    {26, T::Pointing, 36, false, 1242},
    {27, T::Pointing, 36, false, 575},
    {28, T::Pointing, 36, false, 412},
    {29, T::Pointing, 36, false, 1433},
    {30, T::Pointing, 37, true, 658},
    {31, T::Claiming, 36, false, 1025},
    {32, T::Claiming, 36, false, 2382},
    {33, T::Claiming, 36, false, 620},
    {34, T::Claiming, 36, false, 5549},
    {35, T::Pointing, 37, true, 3299},
    {36, T::NakedPair, 36, false, 3401},
    {37, T::NakedPair, 36, false, 704},
    {38, T::NakedPair, 36, false, 45},
    {39, T::NakedPair, 36, false, 99},
    {40, T::Claiming, 37, true, 2623},
    {41, T::HiddenPair, 33, false, 2334},
    {42, T::HiddenPair, 33, false, 472},
    {43, T::HiddenPair, 33, false, 3515},
    {44, T::HiddenPair, 33, false, 1805},
    {45, T::NakedPair, 34, true, 1009},
    {46, T::NakedTriple, 30, false, 2358},
    {47, T::NakedTriple, 30, false, 3309},
    {48, T::NakedTriple, 30, false, 798},
    {49, T::NakedTriple, 30, false, 935},
    {50, T::NakedPair, 31, true, 42},
    {51, T::XWing, 31, false, 1203},
    {52, T::XWing, 31, false, 638},
    {53, T::XWing, 31, false, 926},
    {54, T::XWing, 31, false, 4453},
    {55, T::XWing, 32, true, 505},
    {56, T::Swordfish, 29, false, 10511},
    {57, T::Skyscraper, 31, false, 20},
    {58, T::Skyscraper, 31, false, 6},
    {59, T::Skyscraper, 31, false, 23},
    {60, T::Skyscraper, 32, true, 8},
    {61, T::TwoStringKite, 31, false, 60},
    {62, T::TwoStringKite, 31, false, 125},
    {63, T::TwoStringKite, 31, false, 279},
    {64, T::TwoStringKite, 31, false, 4488},
    {65, T::Skyscraper, 32, true, 109},
    {66, T::XYWing, 31, false, 55},
    {67, T::XYWing, 31, false, 36},
    {68, T::XYWing, 31, false, 74},
    {69, T::XYWing, 31, false, 62},
    {70, T::TwoStringKite, 32, true, 702},
    {71, T::WWing, 31, false, 73},
    {72, T::XYZWing, 31, false, 1182},
    {73, T::WWing, 31, false, 45},
    {74, T::XYZWing, 31, false, 1427},
    {75, T::XYWing, 32, true, 131},
    {76, T::UniqueRectangle1, 27, false, 27},
    {77, T::UniqueRectangle1, 27, false, 364},
    {78, T::UniqueRectangle1, 27, false, 5},
    {79, T::UniqueRectangle1, 27, false, 302},
    {80, T::UniqueRectangle1, 28, true, 61},
    {81, T::BugPlusOne, 27, false, 473},
    {82, T::BugPlusOne, 27, false, 507},
    {83, T::BugPlusOne, 27, false, 406},
    {84, T::BugPlusOne, 27, false, 485},
    {85, T::BugPlusOne, 28, true, 74},
    {86, T::SimpleColouring, 27, false, 3046},
    {87, T::SimpleColouring, 27, false, 2289},
    {88, T::SimpleColouring, 27, false, 692},
    {89, T::SimpleColouring, 27, false, 16750},
    {90, T::BugPlusOne, 28, true, 17},
    {91, T::XChain, 27, false, 669},
    {92, T::XChain, 27, false, 143},
    {93, T::XChain, 27, false, 346},
    {94, T::XChain, 27, false, 3078},
    {95, T::SimpleColouring, 28, true, 1866},
    {96, T::XYChain, 27, false, 0},
    {97, T::XYChain, 27, false, 22},
    {98, T::XYChain, 27, false, 16},
    {99, T::XYChain, 27, false, 1},
    {100, T::XYChain, 25, false, 18},
}};

bool is_fish(Technique t) { return t == T::XWing || t == T::Swordfish || t == T::Jellyfish; }

int used(const Rating& r, Technique t) { return r.uses[static_cast<int>(t)]; }

}  // namespace

std::uint64_t stage_seed(int number, std::uint32_t attempt) {
  std::uint64_t state = (static_cast<std::uint64_t>(number) << 32) | attempt;
  return splitmix64(state);
}

GeneratorOptions stage_options(const StageSpec& spec) {
  GeneratorOptions options;
  options.target_clues = spec.clues;
  options.symmetry = Symmetry::None;
  options.minimal = false;
  return options;
}

bool stage_accepts(const StageSpec& spec, const Rating& r) {
  if (r.needs_trial_and_error || r.above_ceiling || r.hardest != spec.target) return false;
  const int block = (spec.number - 1) / 25;  // 0..3
  switch (block) {
    case 0: return r.hardest <= T::NakedSingle;
    case 1:
      return r.hardest >= T::Pointing && r.hardest <= T::HiddenTriple && !is_fish(r.hardest) &&
             used(r, T::XWing) == 0 && used(r, T::Swordfish) == 0;
    case 2: return is_fish(r.hardest) || (r.hardest >= T::Skyscraper && r.hardest <= T::WWing);
    default: return r.level >= Level::Expert;
  }
}

std::optional<StageSpec> StageCatalogue::spec(int number) {
  if (number < 1 || number > kStageCount) return std::nullopt;
  return kStages[number - 1];
}

std::optional<Stage> StageCatalogue::stage(int number) const {
  const auto s = spec(number);
  if (!s) return std::nullopt;
  const GeneratedPuzzle made = generate(stage_seed(number, s->attempt), stage_options(*s));
  Stage out;
  out.number = number;
  out.puzzle = made.puzzle;
  out.solution = made.solution;
  out.rating = rate_puzzle(made.puzzle);
  out.breather = s->breather;
  return out;
}

std::optional<std::uint32_t> search_stage_attempt(int number, std::uint32_t max_attempts) {
  auto s = StageCatalogue::spec(number);
  if (!s) return std::nullopt;
  for (std::uint32_t attempt = 0; attempt < max_attempts; ++attempt) {
    const GeneratedPuzzle made = generate(stage_seed(number, attempt), stage_options(*s));
    // The Master ceiling stops before deep forcing, which no stage needs (rating.hpp).
    if (stage_accepts(*s, rate_puzzle(made.puzzle, Level::Master))) return attempt;
  }
  return std::nullopt;
}

}  // namespace nonet
