// SPDX-License-Identifier: MIT
// The lessons' explanations (lesson_text.hpp). A few sentences each, no wall of text: what the
// pattern is, why it works, and what it places or removes. X, Y and Z stand for digits.
#include "game/lesson_text.hpp"

#include "i18n/i18n.hpp"

namespace nonet::game {

using i18n::tr;

// (clang-format would move each string to the line after tr(, where xgettext loses the
// TRANSLATORS comment.)
// clang-format off
const char* lesson_text(Technique t) {
  switch (t) {
    case Technique::FullHouse:
      // TRANSLATORS: a lesson of the technique school; each lesson explains one technique in
      // a few sentences. X, Y and Z stand for digits; "sees" means shares a row, column or box.
      return tr("A row, a column or a box has one empty cell left. It still lacks exactly one "
                "digit, and that digit goes in the empty cell.");
    case Technique::HiddenSingleBox:
      // TRANSLATORS: a lesson of the technique school
      return tr("Pick a digit and a box. If every other cell of the box is filled or sees that "
                "digit in its row or column, only one cell is left for it. The digit goes there, "
                "whatever else the cell could hold.");
    case Technique::HiddenSingleLine:
      // TRANSLATORS: a lesson of the technique school
      return tr("The same idea in a row or a column: of its empty cells, only one can still take "
                "a digit, because the others see it. Each line needs every digit once, so the "
                "digit goes in that cell.");
    case Technique::NakedSingle:
      // TRANSLATORS: a lesson of the technique school
      return tr("Look at one cell: its row, column and box hold eight different digits between "
                "them. The ninth is the only candidate left, so it is the cell's answer.");
    case Technique::Pointing:
      // TRANSLATORS: a lesson of the technique school
      return tr("In a box, every place left for a digit lies on one row (or one column). The box "
                "must put the digit on that line, so the line's cells outside the box cannot "
                "hold it: remove it there.");
    case Technique::Claiming:
      // TRANSLATORS: a lesson of the technique school
      return tr("In a row or a column, every place left for a digit lies in one box. The line "
                "must put the digit in that box, so the box's other cells, off the line, cannot "
                "hold it: remove it there.");
    case Technique::NakedPair:
      // TRANSLATORS: a lesson of the technique school
      return tr("Two cells of a unit hold the same two candidates and nothing else. They take "
                "those two digits between them, one each, so no other cell of the unit can hold "
                "either: remove both from the rest of the unit.");
    case Technique::XWing:
      // TRANSLATORS: a lesson of the technique school
      return tr("A digit has exactly two places in each of two rows, and they fall in the same "
                "two columns. However the rows are filled, the digit takes both columns at those "
                "rows, so it leaves the rest of the two columns. It works with rows and columns "
                "swapped too.");
    case Technique::HiddenPair:
      // TRANSLATORS: a lesson of the technique school
      return tr("In a unit, two digits can go only in the same two cells. Those cells must hold "
                "these two digits, so any other candidate in them can be removed.");
    case Technique::NakedTriple:
      // TRANSLATORS: a lesson of the technique school
      return tr("Three cells of a unit hold only three candidates between them (two or three "
                "each). The three digits must fill those cells, so they leave every other cell "
                "of the unit.");
    case Technique::Swordfish:
      // TRANSLATORS: a lesson of the technique school
      return tr("An X-Wing on three lines: in three rows, a digit's places all fall in the same "
                "three columns. The rows place it once each in those columns, so it leaves the "
                "rest of the three columns (or rows and columns swapped).");
    case Technique::HiddenTriple:
      // TRANSLATORS: a lesson of the technique school
      return tr("In a unit, three digits can go only in the same three cells. The cells are "
                "taken by these digits, so any other candidate in them can be removed.");
    case Technique::Skyscraper:
      // TRANSLATORS: a lesson of the technique school
      return tr("A digit has exactly two places in each of two rows. One end of each row lies in "
                "the same column, the base; the other two ends do not line up. Only one base "
                "cell can hold the digit, so one of the other ends does: a cell that sees both "
                "of them loses the digit.");
    case Technique::TwoStringKite:
      // TRANSLATORS: a lesson of the technique school
      return tr("A digit has exactly two places in a row and two in a column, and one end of "
                "each shares a box. Only one of those two can hold the digit, so one of the far "
                "ends does: a cell that sees both far ends loses it.");
    case Technique::EmptyRectangle:
      // TRANSLATORS: a lesson of the technique school
      return tr("In a box, a digit's places all lie on one row and one column of the box. Add a "
                "line outside the box where the digit has exactly two places, one of them on "
                "that row. Either the far end holds the digit, or the near end does and pushes "
                "the box's digit onto its column: the cell where the two meet loses it.");
    case Technique::FinnedXWing:
      // TRANSLATORS: a lesson of the technique school
      return tr("An X-Wing that is nearly there: one row has one or two extra places for the "
                "digit, the fin, all in one box. Either the fin holds the digit or the X-Wing "
                "stands, so the cells of its columns inside the fin's box lose the digit. A "
                "sashimi X-Wing is one with a corner missing.");
    case Technique::XYWing:
      // TRANSLATORS: a lesson of the technique school
      return tr("Three cells with two candidates each: a pivot XY that sees two pincers, XZ and "
                "YZ. Whichever digit the pivot takes, one pincer becomes Z, so a cell that sees "
                "both pincers cannot be Z.");
    case Technique::XYZWing:
      // TRANSLATORS: a lesson of the technique school
      return tr("Like the XY-Wing, but the pivot holds XYZ, with pincers XZ and YZ. One of the "
                "three cells is Z in every case, so a cell that sees all three loses Z.");
    case Technique::WWing:
      // TRANSLATORS: a lesson of the technique school
      return tr("Two cells that do not see each other both hold only X and Y. If X has exactly "
                "two places in some line, one seeing each cell, the two cannot both be X, so one "
                "of them is Y: a cell that sees both loses Y.");
    case Technique::UniqueRectangle1:
      // TRANSLATORS: a lesson of the technique school
      return tr("Four cells on two rows, two columns and two boxes form a rectangle. If all four "
                "held only the same pair, the pair could be swapped and the puzzle would have "
                "two solutions. A true puzzle has one, so when three corners hold just the pair, "
                "the fourth corner loses both digits.");
    case Technique::UniqueRectangle2:
      // TRANSLATORS: a lesson of the technique school
      return tr("A rectangle over two boxes holds the pair XY in all four corners, and the two "
                "corners of one side each hold one more digit, the same Z. Without Z the "
                "rectangle would have two solutions, so one of them is Z: a cell that sees both "
                "loses Z.");
    case Technique::UniqueRectangle4:
      // TRANSLATORS: a lesson of the technique school
      return tr("A rectangle where two corners hold only XY and the other two hold XY and more. "
                "If X has no other place in a unit those two share, one of them is X. The other "
                "cannot then be Y, or the pair could be swapped: both lose Y.");
    case Technique::UniqueRectangle3:
      // TRANSLATORS: a lesson of the technique school
      return tr("A rectangle whose two extra corners hold more digits than the pair. One of them "
                "takes an extra digit, so together they act as one cell holding the extras. If "
                "these form a naked subset with other cells of a unit they share, the subset's "
                "digits leave the rest of that unit.");
    case Technique::HiddenUniqueRectangle:
      // TRANSLATORS: a lesson of the technique school
      return tr("A rectangle over two boxes holds the pair XY in its corners, and one corner "
                "holds nothing else. If X has no other place in the row and in the column of the "
                "opposite corner, that corner cannot be Y: with Y there, the four corners would "
                "be forced into a pair that could be swapped.");
    case Technique::FinnedSwordfish:
      // TRANSLATORS: a lesson of the technique school
      return tr("A Swordfish with a fin: one of its rows has extra places for the digit, all in "
                "one box. Either the fin holds the digit or the Swordfish stands, so the "
                "Swordfish's column cells inside the fin's box lose the digit.");
    case Technique::NakedQuad:
      // TRANSLATORS: a lesson of the technique school
      return tr("Four cells of a unit hold only four candidates between them. The four digits "
                "fill those cells, so they leave every other cell of the unit.");
    case Technique::Jellyfish:
      // TRANSLATORS: a lesson of the technique school
      return tr("An X-Wing on four lines: in four rows, a digit's places all fall in the same "
                "four columns. The rows place it once each there, so it leaves the rest of the "
                "four columns.");
    case Technique::HiddenQuad:
      // TRANSLATORS: a lesson of the technique school
      return tr("In a unit, four digits can go only in the same four cells. The cells are taken "
                "by these digits, so any other candidate in them can be removed.");
    case Technique::FinnedJellyfish:
      // TRANSLATORS: a lesson of the technique school
      return tr("A Jellyfish with a fin of extra places in one box. Either the fin holds the "
                "digit or the Jellyfish stands, so its column cells inside the fin's box lose "
                "the digit.");
    case Technique::BugPlusOne:
      // TRANSLATORS: a lesson of the technique school; BUG is "bivalue universal grave", a
      // name players use untranslated in many languages
      return tr("A BUG, a bivalue universal grave, is a board where every empty cell has two "
                "candidates and every digit two places in each unit: it would have two "
                "solutions. When one cell has three candidates, it must take the one that "
                "appears three times in its units, or the board falls into the grave.");
    case Technique::Bug2:
      // TRANSLATORS: a lesson of the technique school
      return tr("Nearly a BUG, with extra candidates in several cells, all of one digit. One of "
                "these extras must be true, or the board would have two solutions, so a cell "
                "that sees all of them loses that digit.");
    case Technique::Bug4:
      // TRANSLATORS: a lesson of the technique school
      return tr("Nearly a BUG, with extra candidates in two cells of one unit. If a digit of "
                "both their pairs has no other place in that unit, each cell is either its extra "
                "digit or that digit, and loses its pair's other digit.");
    case Technique::Bug3:
      // TRANSLATORS: a lesson of the technique school
      return tr("Nearly a BUG, with extra candidates in cells of one unit. One of them takes its "
                "extra, so together they act as one cell holding the extras. If these form a "
                "naked subset with other cells of the unit, its digits leave the rest.");
    case Technique::SimpleColouring:
      // TRANSLATORS: a lesson of the technique school
      return tr("Follow one digit through the units where it has exactly two places, colouring "
                "those places in two colours by turns. One colour is all true, the other all "
                "false. A cell that sees both colours loses the digit, and a colour that meets "
                "itself in a unit is false everywhere.");
    case Technique::XChain:
      // TRANSLATORS: a lesson of the technique school
      return tr("A chain on one digit that alternates strong links (a unit where the digit has "
                "exactly two places) and weak links (two places that see each other), starting "
                "and ending strong. One of its ends holds the digit, so a cell that sees both "
                "ends loses it.");
    case Technique::XYChain:
      // TRANSLATORS: a lesson of the technique school
      return tr("A chain of cells with two candidates each, every cell seeing the next: if one "
                "cell is not its first digit, it is its second, and the next cell is not that "
                "one. When both ends can be Z, one of them is Z, so a cell that sees both ends "
                "loses Z.");
    case Technique::Aic:
      // TRANSLATORS: a lesson of the technique school
      return tr("An alternating chain links candidates of any digit in any cell: a strong link "
                "says that if one is false the other is true, a weak link that if one is true "
                "the other is false. Starting and ending strong, one of its ends is true, so a "
                "candidate that sees both ends is removed. A chain that closes in a loop removes "
                "more.");
    case Technique::GroupedAic:
      // TRANSLATORS: a lesson of the technique school
      return tr("The alternating chain again, where a link may be a group: a digit's places in "
                "one box that all lie on one line. The group is true when any of its cells holds "
                "the digit, which lets the chain pass where single cells could not.");
    case Technique::AlsXz:
      // TRANSLATORS: a lesson of the technique school; ALS stands for "almost locked set"
      return tr("An almost locked set (ALS) is N cells of a unit holding N+1 candidates. Take "
                "two with a common digit X whose places all see each other: only one set can "
                "hold X, so the other is locked. Then one of them holds their other common digit "
                "Z, and a cell that sees every Z of both loses it.");
    case Technique::AlsXyWing:
      // TRANSLATORS: a lesson of the technique school
      return tr("Three almost locked sets: a pivot joined to two others by two different "
                "restricted digits, X and Y. If neither of the two held their common digit Z, "
                "both would be locked and take X and Y from the pivot, which cannot lose both. "
                "So one of them holds Z, and a cell that sees every Z of both loses it.");
    case Technique::Nishio:
      // TRANSLATORS: a lesson of the technique school
      return tr("Suppose a digit goes in one cell and follow that digit alone: it leaves every "
                "cell that cell sees. If some unit is then left with no place for the digit, the "
                "supposition was wrong, and the candidate is removed.");
    case Technique::CellForcingChain:
      // TRANSLATORS: a lesson of the technique school
      return tr("Take a cell with few candidates and suppose each one in turn, following the "
                "chain of what it forces. If every one leads to the same result, a digit placed "
                "or removed somewhere, that result is true, whichever the cell holds.");
    case Technique::UnitForcingChain:
      // TRANSLATORS: a lesson of the technique school
      return tr("Take a digit with few places in a unit and suppose each place holds it in turn, "
                "following what it forces. The digit must go in one of them, so a result that "
                "every place leads to is true.");
    case Technique::DynamicForcingChain:
      // TRANSLATORS: a lesson of the technique school
      return tr("A forcing chain that follows each supposition with every single it opens across "
                "the whole board. A result every case reaches is true, and a supposition that "
                "ends in a contradiction is false. It is the last check before guessing.");
    case Technique::DynamicForcingChainPlus:
    case Technique::NestedForcingChain:
    case Technique::TrialAndError: return "";
  }
  return "";
}
// clang-format on

}  // namespace nonet::game
