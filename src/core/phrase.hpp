// SPDX-License-Identifier: MIT
// Explanations as data (issue 27): a step or hint says which sentence it means and with which
// cells, units, digits and eliminations, never English; phrase_text() forms the sentence at the
// edge, from one template per sentence id, in English or the player's language, naming cells
// the files' way ("r3c6") or in words ("row 3, column 6"). Translators get whole sentences
// with numbered placeholders they may reorder, never fragments glued in code.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "core/grid.hpp"

namespace nonet {

// technique.hpp includes this header (a Step carries its phrase).
enum class Technique : std::uint8_t;
struct Step;
struct Phrase;

/// Every sentence core can say. Each has one template (phrase.cpp), its placeholders {0}..{n-1}
/// matching the arguments in order. None says nothing (an empty hint tier).
enum class Sentence : std::uint16_t {
  None,
  // The removal clause nested in many sentences: "removes 3 from r2c1 and 8 from r2c9".
  RemovesNothing,
  Removes,                // eliminations
  RemovesDigitsFromCell,  // digits, cell
  FullHouse,
  HiddenSingle,
  NakedSingle,
  Pointing,
  Claiming,
  NakedPair,
  NakedTriple,
  NakedQuad,
  HiddenPair,
  HiddenTriple,
  HiddenQuad,
  TrialAndError,
  // Fish (techniques_fish.cpp): one per size and direction, in the order fish_sentence() counts.
  XWingRows,
  XWingColumns,
  SwordfishRows,
  SwordfishColumns,
  JellyfishRows,
  JellyfishColumns,
  SkyscraperRows,
  SkyscraperColumns,
  TwoStringKite,
  EmptyRectangle,
  // Finned fish: per size, finned rows, finned columns, sashimi rows, sashimi columns.
  FinnedXWingRows,
  FinnedXWingColumns,
  SashimiXWingRows,
  SashimiXWingColumns,
  FinnedSwordfishRows,
  FinnedSwordfishColumns,
  SashimiSwordfishRows,
  SashimiSwordfishColumns,
  FinnedJellyfishRows,
  FinnedJellyfishColumns,
  SashimiJellyfishRows,
  SashimiJellyfishColumns,
  // Wings (techniques_wings.cpp).
  XYWing,
  XYZWing,
  WWing,
  // Simple colouring (techniques_chains.cpp).
  ColouringWrap,
  ColouringTrap,
  // Uniqueness (techniques_uniqueness.cpp). CellCandidates, BugExtra and BugPremise are
  // clauses nested in them.
  CellCandidates,  // cell, digit set
  UniqueRectangle1,
  UniqueRectangle2,
  UniqueRectangle4,
  UniqueRectangle3Pair,  // then Triple and Quad: the naked subset's size
  UniqueRectangle3Triple,
  UniqueRectangle3Quad,
  HiddenUniqueRectangle,
  BugPlusOne,
  BugExtra,    // digits, cell
  BugPremise,  // the extras, as BugExtra phrases
  Bug2,
  Bug4,
  Bug3Pair,  // then Triple and Quad
  Bug3Triple,
  Bug3Quad,
  // Chains (techniques_aic.cpp), by how the chain concludes: one of its two ends is the digit
  // (Pair), one end or the other is true (Either; EitherGroup when an end is a group), a
  // continuous loop (Loop), or a discontinuous loop that places its first candidate
  // (Placement). NodeIs and NodeInGroup are the ends, nested in Either.
  NodeIs,       // cell, digit
  NodeInGroup,  // digit, cells
  XChainPair,
  XChainLoop,
  XChainPlacement,
  XYChainPair,
  XYChainLoop,
  XYChainPlacement,
  AicPair,
  AicEither,
  AicLoop,
  AicPlacement,
  GroupedAicPair,
  GroupedAicEither,
  GroupedAicEitherGroup,
  GroupedAicLoop,
  GroupedAicPlacement,
  // Almost locked sets (techniques_als.cpp); a one-cell set is a CellCandidates.
  AlsCells,  // cells, digit set, unit
  AlsXz,
  AlsXyWing,
  // Forcing chains (techniques_forcing.cpp).
  Nishio,
  NishioForced,
  CellForcingChainIs,  // then IsNot: the conclusion places or removes
  CellForcingChainIsNot,
  UnitForcingChainIs,
  UnitForcingChainIsNot,
  // A dynamic forcing chain's branches: the branch (with or without singles), its outcome,
  // and a long cascade of singles cut short.
  ForcingBranch,
  ForcingBranchSingles,
  ForcingNoCandidate,
  ForcingNoPlace,
  ForcingWouldBe,
  ForcingWouldNotBe,
  ForcingSinglesCut,
  // Dynamic forcing chains from a cell, then from a digit in a unit: what every branch
  // places, the broken branches (their removals), what every branch removes.
  DynamicCellPlaced,
  DynamicCellBroken,
  DynamicCellRemoves,
  DynamicUnitPlaced,
  DynamicUnitBroken,
  DynamicUnitRemoves,
  // Deep forcing: a branch's consequences under singles and locked candidates, the dynamic+
  // contradiction, a nested chain's inner removal, and the nested chain.
  ForcingFollowPlus,
  DynamicPlusBroken,
  NestedInner,
  NestedBroken,
  // Hints (hint.cpp).
  Reveal,
  HintLookAt,
  HintTechniqueLookAt,
  HintNoSolution,
  HintSeveralSolutions,
  HintWrongWhere,
  HintWrongWhat,
  HintWrongApply,
  HintSolved,
  Count
};
inline constexpr int kSentenceCount = static_cast<int>(Sentence::Count);

/// One argument of a phrase. Build it with the factories below.
struct PhraseArg {
  enum class Kind : std::uint8_t {
    Number,        // a count or an index, in decimal
    Digit,         // 1..9
    Cell,          // value: a cell 0..80
    Cells,         // list: cells, listed in the order given
    Unit,          // value: a unit 0..26
    Units,         // list: units
    DigitSet,      // mask: "{3,8}" (players' notation, the same in every language)
    Digits,        // mask: "3 and 8"
    Numbers,       // list: "1, 4 and 7"
    Eliminations,  // eliminations: "3 from r2c1 and 8 from r2c9", grouped by digit
    Technique,     // value: a Technique, by its name
    Nested,        // nested: one phrase, a separate clause with its own template
    Notation,      // notation: language-neutral text, as is ("(5)r1c2=(5)r1c8")
    Phrases,       // nested: phrases listed ("a, b and c"; value 1: "a, b, and c"; 2: "a; b; c")
    DigitsOr,      // mask: "3 or 8", "1, 4 or 7"
    CellsOr,       // list: "r1c1, r1c4 or r1c7"
  };
  Kind kind = Kind::Number;
  int value = 0;
  CandidateMask mask = 0;
  std::vector<int> list;
  std::vector<CellDigit> eliminations;
  std::vector<Phrase> nested;
  std::string notation;

  /// How many a plural template counts: the number itself, or the length of a list.
  std::uint64_t count() const;
};

/// A sentence id and its arguments.
struct Phrase {
  Sentence id = Sentence::None;
  std::vector<PhraseArg> args;
  bool empty() const { return id == Sentence::None; }
  friend bool operator==(const Phrase& a, const Phrase& b);
};

namespace arg {
PhraseArg number(int n);
PhraseArg digit(int d);
PhraseArg cell(int c);
PhraseArg cells(std::vector<int> cs);
PhraseArg unit(int u);
PhraseArg units(std::vector<int> us);
PhraseArg digit_set(CandidateMask m);
PhraseArg digits(CandidateMask m);
PhraseArg numbers(std::vector<int> ns);
PhraseArg eliminations(std::vector<CellDigit> es);
PhraseArg technique(Technique t);
PhraseArg phrase(Phrase p);
PhraseArg notation(std::string text);
/// Phrases listed; `serial`: a comma before the last "and", for items that hold lists.
PhraseArg phrases(std::vector<Phrase> ps, bool serial = false);
/// Phrases that are clauses, listed with semicolons: "a; b; c".
PhraseArg clauses(std::vector<Phrase> ps);
PhraseArg cells_or(std::vector<int> cs);
PhraseArg digits_or(CandidateMask m);
}  // namespace arg

/// How a phrase becomes text.
struct PhraseStyle {
  enum class CellNames : std::uint8_t {
    Files,  // "r3c6": the CLI, files and docs (DESIGN.md, player-facing conventions)
    Words,  // "row 3, column 6": the game, where players did not know "r3c6"
  };
  CellNames cells = CellNames::Files;
  /// Look templates and names up in the current language (i18n); false: English, as the CLI's
  /// --format json|csv must stay whatever the language.
  bool translate = false;
};

/// The sentence, formed from its template with every argument in `style`.
std::string phrase_text(const Phrase& p, const PhraseStyle& style = {});

/// The English of a step, files' cell names: the CLI's and the tests' form.
std::string step_text(const Step& s);

/// One template: the English (singular, and plural when the sentence counts something: then
/// `count_arg` is the argument whose count() picks the form), and how many arguments it takes.
struct SentenceTemplate {
  Sentence id;
  int arg_count;
  const char* english;
  const char* english_plural;  // nullptr: no plural
  int count_arg;               // -1: no plural
};
/// Every template, indexed by Sentence (for the renderer's test and the template's checks).
std::span<const SentenceTemplate> sentence_templates();

/// The removal clause for a step's eliminations: "removes 4 from r5c3 and r7c3", "removes 2 and
/// 7 from r4c5" when every elimination is in one cell, "removes nothing".
Phrase removal_phrase(const std::vector<CellDigit>& eliminations);

// ---- Board words (moved from game/board_words.cpp so each msgid lives in one place).
/// "row 3, column 6" for cell 23 (translated when `translate`).
std::string cell_words(int cell, bool translate = true);
/// "row 3", "column 6" or "box 5" for a unit 0..26 (rows, columns, boxes: core/grid.hpp).
std::string unit_words(int unit, bool translate = true);
/// "a", "a and b", "a, b and c" in the language's way of listing.
std::string list_words(const std::vector<std::string>& items, bool translate = true);

}  // namespace nonet
