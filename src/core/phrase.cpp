// SPDX-License-Identifier: MIT
// The one renderer of core's explanations (see phrase.hpp): the template table, the names of
// cells, units and techniques in a style, and the lists. The English templates reproduce what
// the finders printed before they carried phrases, byte for byte (tests/core/cli_steps_golden.sh).
#include "core/phrase.hpp"

#include <algorithm>
#include <array>

#include "core/technique.hpp"
#include "i18n/i18n.hpp"

namespace nonet {

namespace {

// The table, indexed by Sentence: NC_ / NNC_ mark the templates for the catalog's "step"
// context; phrase_text looks them up there when the style translates.
// clang-format off
constexpr std::array<SentenceTemplate, kSentenceCount> kTemplates{{
    {Sentence::None, 0, "", nullptr, -1},
    // TRANSLATORS: the end of a technique's sentence when it removes no candidate.
    {Sentence::RemovesNothing, 0, NC_("step", "removes nothing"), nullptr, -1},
    // TRANSLATORS: the end of a technique's sentence: {0} the candidates it removes, grouped
    // by digit ("3 from r2c1 and 8 from r2c9").
    {Sentence::Removes, 1, NC_("step", "removes {0}"), nullptr, -1},
    // TRANSLATORS: the end of a technique's sentence: the digits {0} ("2 and 7") it removes
    // from one cell {1}.
    {Sentence::RemovesDigitsFromCell, 2, NC_("step", "removes {0} from {1}"), nullptr, -1},
    // TRANSLATORS: {0} a cell, {1} a row, column or box, {2} a digit.
    {Sentence::FullHouse, 3, NC_("step", "Full house: {0} is the last empty cell in {1}, so it is {2}."), nullptr, -1},
    // TRANSLATORS: {0} a row, column or box, {1} a digit, {2} a cell.
    {Sentence::HiddenSingle, 3, NC_("step", "Hidden single: in {0}, {1} fits only at {2}."), nullptr, -1},
    // TRANSLATORS: {0} a cell, {1} a digit.
    {Sentence::NakedSingle, 2, NC_("step", "Naked single: {0} can only be {1}."), nullptr, -1},
    // TRANSLATORS: {0} a box, {1} a digit, {2} a row or column, {3} the cells it is removed from.
    {Sentence::Pointing, 4, NC_("step", "Pointing: in {0}, {1} lies only in {2}, so it is removed from {3}."), nullptr, -1},
    // TRANSLATORS: {0} a row or column, {1} a digit, {2} a box, {3} the cells it is removed from.
    {Sentence::Claiming, 4, NC_("step", "Claiming: in {0}, {1} lies only in {2}, so it is removed from {3}."), nullptr, -1},
    // TRANSLATORS: {0} two digits ("{3,8}"), {1} a unit, {2} two cells, {3} the candidates
    // removed, grouped by digit ("3 from r2c1 and 8 from r2c9").
    {Sentence::NakedPair, 4, NC_("step", "Naked pair {0} in {1} at {2} removes {3}."), nullptr, -1},
    // TRANSLATORS: as "Naked pair {0} in {1} at {2} removes {3}.", with three digits and cells.
    {Sentence::NakedTriple, 4, NC_("step", "Naked triple {0} in {1} at {2} removes {3}."), nullptr, -1},
    // TRANSLATORS: as "Naked pair {0} in {1} at {2} removes {3}.", with four digits and cells.
    {Sentence::NakedQuad, 4, NC_("step", "Naked quad {0} in {1} at {2} removes {3}."), nullptr, -1},
    // TRANSLATORS: {0} two digits ("{3,8}") found only at the two cells {2} of unit {1}, {3}
    // the other candidates removed from those cells, grouped by digit.
    {Sentence::HiddenPair, 4, NC_("step", "Hidden pair {0} in {1} at {2} removes {3}."), nullptr, -1},
    // TRANSLATORS: as "Hidden pair {0} in {1} at {2} removes {3}.", with three digits and cells.
    {Sentence::HiddenTriple, 4, NC_("step", "Hidden triple {0} in {1} at {2} removes {3}."), nullptr, -1},
    // TRANSLATORS: as "Hidden pair {0} in {1} at {2} removes {3}.", with four digits and cells.
    {Sentence::HiddenQuad, 4, NC_("step", "Hidden quad {0} in {1} at {2} removes {3}."), nullptr, -1},
    {Sentence::TrialAndError, 0, NC_("step", "No technique the engine knows applies here: the next step needs trial and error."), nullptr, -1},
    // TRANSLATORS: {0} a digit, {1} the numbers of the rows ("1, 4 and 7"), {2} the removal
    // clause ("removes 3 from r2c1 and r2c5").
    {Sentence::XWingRows, 3, NC_("step", "X-Wing on {0} in rows {1} {2}."), nullptr, -1},
    // TRANSLATORS: {0} a digit, {1} the numbers of the columns ("1, 4 and 7"), {2} the removal
    // clause ("removes 3 from r2c1 and r2c5").
    {Sentence::XWingColumns, 3, NC_("step", "X-Wing on {0} in columns {1} {2}."), nullptr, -1},
    // TRANSLATORS: as "X-Wing on {0} in rows {1} {2}.", three rows.
    {Sentence::SwordfishRows, 3, NC_("step", "Swordfish on {0} in rows {1} {2}."), nullptr, -1},
    // TRANSLATORS: as "X-Wing on {0} in columns {1} {2}.", three columns.
    {Sentence::SwordfishColumns, 3, NC_("step", "Swordfish on {0} in columns {1} {2}."), nullptr, -1},
    // TRANSLATORS: as "X-Wing on {0} in rows {1} {2}.", four rows.
    {Sentence::JellyfishRows, 3, NC_("step", "Jellyfish on {0} in rows {1} {2}."), nullptr, -1},
    // TRANSLATORS: as "X-Wing on {0} in columns {1} {2}.", four columns.
    {Sentence::JellyfishColumns, 3, NC_("step", "Jellyfish on {0} in columns {1} {2}."), nullptr, -1},
    // TRANSLATORS: {0} a digit, {1} the numbers of two rows ("2 and 7"), {2} the number of the
    // column where both rows have the digit, {3} the two other ends (cells), {4} the removal
    // clause ("removes 3 from r2c1 and r2c5").
    {Sentence::SkyscraperRows, 5, NC_("step", "Skyscraper on {0} in rows {1} (base in column {2}): one of {3} is {0}, which {4}."), nullptr, -1},
    // TRANSLATORS: as the rows' Skyscraper: {1} the numbers of two columns, {2} the number of a
    // row.
    {Sentence::SkyscraperColumns, 5, NC_("step", "Skyscraper on {0} in columns {1} (base in row {2}): one of {3} is {0}, which {4}."), nullptr, -1},
    // TRANSLATORS: {0} a digit, {1} a row and {2} its two cells with the digit, {3} a column
    // and {4} its two cells, {5} the box where they meet, {6} the two far ends (cells), {7}
    // the removal clause ("removes 3 from r2c1").
    {Sentence::TwoStringKite, 8, NC_("step", "2-String Kite on {0}: {1} ({2}) and {3} ({4}) meet in {5}, so one of {6} is {0}, which {7}."), nullptr, -1},
    // TRANSLATORS: {0} a digit, {1} a box, {2} a row and {3} a column through it, {4} a row or
    // column outside the box and {5} its two cells with the digit, {6} the far one of them,
    // {7} the near one, {8} the box's row or column the near cell sees, {9} the cell that
    // loses the digit, {10} the removal clause ("removes 3 from r2c1").
    {Sentence::EmptyRectangle, 11, NC_("step", "Empty rectangle on {0}: in {1}, {0} lies only in {2} and {3}, and in {4} only at {5}. If {6} is not {0}, {7} is, and {1} has its {0} in {8}; either way {9} cannot be {0}, which {10}."), nullptr, -1},
    // TRANSLATORS: {0} a digit, {1} the numbers of the base rows ("1 and 4"), {2} the fin
    // cells, {3} the numbers of the cover columns, {4} the box holding the fins, {5} the
    // removal clause ("removes 3 from r2c1").
    {Sentence::FinnedXWingRows, 6, NNC_("step", "Finned X-Wing on {0} in rows {1} with fin {2}: if no fin is {0}, columns {3} take their {0} from these rows; if one is, {4} has its {0} there. Either way this {5}.",
     "Finned X-Wing on {0} in rows {1} with fins {2}: if no fin is {0}, columns {3} take their {0} from these rows; if one is, {4} has its {0} there. Either way this {5}."), 2},
    // TRANSLATORS: as the finned X-Wing in rows, with base columns {1} and cover rows {3}.
    {Sentence::FinnedXWingColumns, 6, NNC_("step", "Finned X-Wing on {0} in columns {1} with fin {2}: if no fin is {0}, rows {3} take their {0} from these columns; if one is, {4} has its {0} there. Either way this {5}.",
     "Finned X-Wing on {0} in columns {1} with fins {2}: if no fin is {0}, rows {3} take their {0} from these columns; if one is, {4} has its {0} there. Either way this {5}."), 2},
    // TRANSLATORS: as the finned X-Wing in rows; sashimi: a base row holds the digit once
    // outside its fins.
    {Sentence::SashimiXWingRows, 6, NNC_("step", "Sashimi X-Wing on {0} in rows {1} with fin {2}: if no fin is {0}, columns {3} take their {0} from these rows; if one is, {4} has its {0} there. Either way this {5}.",
     "Sashimi X-Wing on {0} in rows {1} with fins {2}: if no fin is {0}, columns {3} take their {0} from these rows; if one is, {4} has its {0} there. Either way this {5}."), 2},
    // TRANSLATORS: as the finned X-Wing in columns; sashimi: a base column holds the digit
    // once outside its fins.
    {Sentence::SashimiXWingColumns, 6, NNC_("step", "Sashimi X-Wing on {0} in columns {1} with fin {2}: if no fin is {0}, rows {3} take their {0} from these columns; if one is, {4} has its {0} there. Either way this {5}.",
     "Sashimi X-Wing on {0} in columns {1} with fins {2}: if no fin is {0}, rows {3} take their {0} from these columns; if one is, {4} has its {0} there. Either way this {5}."), 2},
    // TRANSLATORS: as the finned X-Wing in rows, three rows.
    {Sentence::FinnedSwordfishRows, 6, NNC_("step", "Finned Swordfish on {0} in rows {1} with fin {2}: if no fin is {0}, columns {3} take their {0} from these rows; if one is, {4} has its {0} there. Either way this {5}.",
     "Finned Swordfish on {0} in rows {1} with fins {2}: if no fin is {0}, columns {3} take their {0} from these rows; if one is, {4} has its {0} there. Either way this {5}."), 2},
    // TRANSLATORS: as the finned X-Wing in columns, three columns.
    {Sentence::FinnedSwordfishColumns, 6, NNC_("step", "Finned Swordfish on {0} in columns {1} with fin {2}: if no fin is {0}, rows {3} take their {0} from these columns; if one is, {4} has its {0} there. Either way this {5}.",
     "Finned Swordfish on {0} in columns {1} with fins {2}: if no fin is {0}, rows {3} take their {0} from these columns; if one is, {4} has its {0} there. Either way this {5}."), 2},
    // TRANSLATORS: as the sashimi X-Wing in rows, three rows.
    {Sentence::SashimiSwordfishRows, 6, NNC_("step", "Sashimi Swordfish on {0} in rows {1} with fin {2}: if no fin is {0}, columns {3} take their {0} from these rows; if one is, {4} has its {0} there. Either way this {5}.",
     "Sashimi Swordfish on {0} in rows {1} with fins {2}: if no fin is {0}, columns {3} take their {0} from these rows; if one is, {4} has its {0} there. Either way this {5}."), 2},
    // TRANSLATORS: as the sashimi X-Wing in columns, three columns.
    {Sentence::SashimiSwordfishColumns, 6, NNC_("step", "Sashimi Swordfish on {0} in columns {1} with fin {2}: if no fin is {0}, rows {3} take their {0} from these columns; if one is, {4} has its {0} there. Either way this {5}.",
     "Sashimi Swordfish on {0} in columns {1} with fins {2}: if no fin is {0}, rows {3} take their {0} from these columns; if one is, {4} has its {0} there. Either way this {5}."), 2},
    // TRANSLATORS: as the finned X-Wing in rows, four rows.
    {Sentence::FinnedJellyfishRows, 6, NNC_("step", "Finned Jellyfish on {0} in rows {1} with fin {2}: if no fin is {0}, columns {3} take their {0} from these rows; if one is, {4} has its {0} there. Either way this {5}.",
     "Finned Jellyfish on {0} in rows {1} with fins {2}: if no fin is {0}, columns {3} take their {0} from these rows; if one is, {4} has its {0} there. Either way this {5}."), 2},
    // TRANSLATORS: as the finned X-Wing in columns, four columns.
    {Sentence::FinnedJellyfishColumns, 6, NNC_("step", "Finned Jellyfish on {0} in columns {1} with fin {2}: if no fin is {0}, rows {3} take their {0} from these columns; if one is, {4} has its {0} there. Either way this {5}.",
     "Finned Jellyfish on {0} in columns {1} with fins {2}: if no fin is {0}, rows {3} take their {0} from these columns; if one is, {4} has its {0} there. Either way this {5}."), 2},
    // TRANSLATORS: as the sashimi X-Wing in rows, four rows.
    {Sentence::SashimiJellyfishRows, 6, NNC_("step", "Sashimi Jellyfish on {0} in rows {1} with fin {2}: if no fin is {0}, columns {3} take their {0} from these rows; if one is, {4} has its {0} there. Either way this {5}.",
     "Sashimi Jellyfish on {0} in rows {1} with fins {2}: if no fin is {0}, columns {3} take their {0} from these rows; if one is, {4} has its {0} there. Either way this {5}."), 2},
    // TRANSLATORS: as the sashimi X-Wing in columns, four columns.
    {Sentence::SashimiJellyfishColumns, 6, NNC_("step", "Sashimi Jellyfish on {0} in columns {1} with fin {2}: if no fin is {0}, rows {3} take their {0} from these columns; if one is, {4} has its {0} there. Either way this {5}.",
     "Sashimi Jellyfish on {0} in columns {1} with fins {2}: if no fin is {0}, rows {3} take their {0} from these columns; if one is, {4} has its {0} there. Either way this {5}."), 2},
    // TRANSLATORS: {0} the pivot cell and {1} its candidates ("{3,8}"), {2} and {4} the
    // pincer cells with their candidates {3} and {5}, {6} the removal clause ("removes 3
    // from r2c1").
    {Sentence::XYWing, 7, NC_("step", "XY-Wing: pivot {0} {1} with pincers {2} {3} and {4} {5} {6}."), nullptr, -1},
    // TRANSLATORS: as "XY-Wing: pivot {0} {1} with pincers {2} {3} and {4} {5} {6}.", the
    // pivot with three candidates.
    {Sentence::XYZWing, 7, NC_("step", "XYZ-Wing: pivot {0} {1} with pincers {2} {3} and {4} {5} {6}."), nullptr, -1},
    // TRANSLATORS: {0} two cells, {1} the two candidates ("{3,8}") both hold, {2} one of them
    // found in row, column or box {3} only at the cells {4}, {5} the other candidate, {6}
    // the removal clause ("removes 8 from r2c1").
    {Sentence::WWing, 7, NC_("step", "W-Wing: {0} both hold {1}, and {2} in {3} is only at {4}, so one of {0} is {5}, which {6}."), nullptr, -1},
    // TRANSLATORS: simple colouring's colour wrap: {0} a digit, {1} two cells of one colour
    // that see each other, {2} every cell of that colour, {3} the removal clause ("removes 3
    // from r2c1 and r5c5").
    {Sentence::ColouringWrap, 4, NC_("step", "Simple colouring on {0} (colour wrap): {1} have the same colour and see each other, so no cell of that colour ({2}) is {0}; this {3}."), nullptr, -1},
    // TRANSLATORS: simple colouring's colour trap: {0} a digit, {1} the cells of one colour,
    // {2} the cells of the other, {3} the removal clause ("removes 3 from r2c1").
    {Sentence::ColouringTrap, 4, NC_("step", "Simple colouring on {0} (colour trap): strong links colour {1} one way and {2} the other; one colour is {0}, so a cell that sees both colours is not; this {3}."), nullptr, -1},
    // TRANSLATORS: a cell {0} and its candidates {1} ("r3c4 {1,5}"), an item of a list.
    {Sentence::CellCandidates, 2, NC_("step", "{0} {1}"), nullptr, -1},
    // TRANSLATORS: {0} the rectangle's two digits ("{3,8}"), {1} its three corners holding
    // only them, {2} the fourth corner, {3} the removal clause ("removes 3 and 8 from r2c1").
    {Sentence::UniqueRectangle1, 4, NC_("step", "Unique rectangle (type 1) on {0}: {1} hold only {0}, so {2} must take another digit, or the puzzle would have two solutions; this {3}."), nullptr, -1},
    // TRANSLATORS: {0} the rectangle's two digits ("{3,8}"), {1} the two corners holding only
    // them, {2} the two other corners, {3} the one extra digit these hold, {4} the removal
    // clause ("removes 5 from r2c1").
    {Sentence::UniqueRectangle2, 5, NC_("step", "Unique rectangle (type 2) on {0}: {1} hold only {0} and {2} only {0} and {3}, so one of {2} is {3}, or the puzzle would have two solutions; this {4}."), nullptr, -1},
    // TRANSLATORS: {0} the rectangle's two digits ("{3,8}"), {1} the two corners holding only
    // them, {2} one of the digits, found in row, column or box {3} only at the two other
    // corners {4}, {5} the other digit, {6} the removal clause ("removes 8 from r2c1 and
    // r2c5").
    {Sentence::UniqueRectangle4, 7, NC_("step", "Unique rectangle (type 4) on {0}: {1} hold only {0}, and {2} in {3} is only at {4}, so one of them is {2} and neither can be {5}, or the puzzle would have two solutions; this {6}."), nullptr, -1},
    // TRANSLATORS: {0} the rectangle's two digits ("{3,8}"), {1} the two corners holding only
    // them, {2} the two other corners, {3} their extra digits ("5 or 7"), {4} other cells with
    // their candidates ("r2c4 {5,7}"), {5} the naked pair's digits, {6} its row, column or
    // box, {7} the removal clause ("removes 5 from r2c1").
    {Sentence::UniqueRectangle3Pair, 8, NC_("step", "Unique rectangle (type 3) on {0}: {1} hold only {0}, so one of {2} is {3}, or the puzzle would have two solutions; with {4} that makes a naked pair {5} in {6}, which {7}."), nullptr, -1},
    // TRANSLATORS: as the unique rectangle (type 3) with a naked pair, a naked triple.
    {Sentence::UniqueRectangle3Triple, 8, NC_("step", "Unique rectangle (type 3) on {0}: {1} hold only {0}, so one of {2} is {3}, or the puzzle would have two solutions; with {4} that makes a naked triple {5} in {6}, which {7}."), nullptr, -1},
    // TRANSLATORS: as the unique rectangle (type 3) with a naked pair, a naked quad.
    {Sentence::UniqueRectangle3Quad, 8, NC_("step", "Unique rectangle (type 3) on {0}: {1} hold only {0}, so one of {2} is {3}, or the puzzle would have two solutions; with {4} that makes a naked quad {5} in {6}, which {7}."), nullptr, -1},
    // TRANSLATORS: {0} the rectangle's two digits ("{3,8}"), {1} the corner holding only them,
    // {2} one of the digits, found in row {3} only at the cells {4} and in column {5} only at
    // the cells {6}, {7} the opposite corner, {8} the other digit, {9} the two remaining
    // corners, {10} the removal clause ("removes 8 from r2c1").
    {Sentence::HiddenUniqueRectangle, 11, NC_("step", "Hidden unique rectangle on {0}: {1} holds only {0}, and {2} in {3} is only at {4} and in {5} only at {6}. If {7} were {8}, {9} would be {2} and {1} {8}, and the puzzle would have two solutions; this {10}."), nullptr, -1},
    // TRANSLATORS: {0} the only cell with three candidates, {1} the digit it must hold.
    {Sentence::BugPlusOne, 2, NC_("step", "BUG+1: every empty cell except {0} has two candidates, and {1} appears three times in {0}'s row, column and box; any other digit would leave a pattern with no unique solution, so {0} is {1}."), nullptr, -1},
    // TRANSLATORS: extra candidates {0} ("3", "3 and 8") in cell {1}, an item of a list.
    {Sentence::BugExtra, 2, NC_("step", "{0} in {1}"), nullptr, -1},
    // TRANSLATORS: the premise of the BUG sentences: {0} the extra candidates, by cell ("3 in
    // r1c4 and 8 in r1c6").
    {Sentence::BugPremise, 1, NC_("step", "without the extra candidates {0}, every empty cell would hold two candidates and every unit each of its candidates twice, a pattern with no unique solution"), nullptr, -1},
    // TRANSLATORS: {0} the BUG premise ("without the extra candidates ..."), {1} the cells
    // with extra candidates, {2} their one extra digit, {3} the removal clause ("removes 3
    // from r2c1").
    {Sentence::Bug2, 4, NC_("step", "BUG type 2: {0}; so one of {1} is {2}, which {3}."), nullptr, -1},
    // TRANSLATORS: {0} the BUG premise ("without the extra candidates ..."), {1} and {3} the
    // two cells with extra candidates, {2} and {4} their extra digits ("3 or 8"), {5} a digit
    // found in row, column or box {6} only at those two cells, {7} the removal clause
    // ("removes 4 from r2c1 and 9 from r2c5").
    {Sentence::Bug4, 8, NC_("step", "BUG type 4: {0}; so {1} is {2} or {3} is {4}, and as {5} in {6} is only at these two cells, the other one is {5}; this {7}."), nullptr, -1},
    // TRANSLATORS: {0} the BUG premise ("without the extra candidates ..."), {1} the cells
    // with extra candidates, {2} the extra digits ("3 or 8"), {3} other cells with their
    // candidates ("r2c4 {3,8}"), {4} the naked pair's digits, {5} its row, column or box, {6}
    // the removal clause ("removes 3 from r2c1").
    {Sentence::Bug3Pair, 7, NC_("step", "BUG type 3: {0}; so one of {1} is {2}, and with {3} that makes a naked pair {4} in {5}, which {6}."), nullptr, -1},
    // TRANSLATORS: as BUG type 3 with a naked pair, a naked triple.
    {Sentence::Bug3Triple, 7, NC_("step", "BUG type 3: {0}; so one of {1} is {2}, and with {3} that makes a naked triple {4} in {5}, which {6}."), nullptr, -1},
    // TRANSLATORS: as BUG type 3 with a naked pair, a naked quad.
    {Sentence::Bug3Quad, 7, NC_("step", "BUG type 3: {0}; so one of {1} is {2}, and with {3} that makes a naked quad {4} in {5}, which {6}."), nullptr, -1},
    // TRANSLATORS: one end of a chain is true: cell {0} holds digit {1}.
    {Sentence::NodeIs, 2, NC_("step", "{0} is {1}"), nullptr, -1},
    // TRANSLATORS: one end of a chain is true: digit {0} is in one of the cells {1}.
    {Sentence::NodeInGroup, 2, NC_("step", "{0} is in one of {1}"), nullptr, -1},
    // TRANSLATORS: {0} a digit, {1} the chain in players' notation ("r1c2 = r1c8 - r4c8 =
    // r4c3"), {2} its two ends (cells), {3} the digit again, {4} the removal clause ("removes
    // 5 from r4c2").
    {Sentence::XChainPair, 5, NC_("step", "X-Chain on {0}: {1}, so one of {2} is {3}, which {4}."), nullptr, -1},
    // TRANSLATORS: {0} a digit, {1} the chain in players' notation, {2} its first node in
    // that notation, {3} the removal clause ("removes 5 from r4c2").
    {Sentence::XChainLoop, 4, NC_("step", "X-Chain on {0}: {1}, which closes back to {2}: a continuous loop, so every weak link of it has exactly one true end, which {3}."), nullptr, -1},
    // TRANSLATORS: {0} a digit, {1} the chain in players' notation, {2} its first cell, {3}
    // the digit again, which the cell holds.
    {Sentence::XChainPlacement, 4, NC_("step", "X-Chain on {0}: {1}: if {2} were not {3}, the chain would make it {3}, so {2} is {3}."), nullptr, -1},
    // TRANSLATORS: as "X-Chain on {0}: {1}, so one of {2} is {3}, which {4}.", the chain's
    // notation naming each cell's two candidates ("r1c2 (3=8) - r4c2 (8=5)").
    {Sentence::XYChainPair, 5, NC_("step", "XY-Chain on {0}: {1}, so one of {2} is {3}, which {4}."), nullptr, -1},
    // TRANSLATORS: as the X-Chain's continuous loop, for an XY-Chain.
    {Sentence::XYChainLoop, 4, NC_("step", "XY-Chain on {0}: {1}, which closes back to {2}: a continuous loop, so every weak link of it has exactly one true end, which {3}."), nullptr, -1},
    // TRANSLATORS: as the X-Chain's placement, for an XY-Chain.
    {Sentence::XYChainPlacement, 4, NC_("step", "XY-Chain on {0}: {1}: if {2} were not {3}, the chain would make it {3}, so {2} is {3}."), nullptr, -1},
    // TRANSLATORS: {0} the chain in players' notation ("(5)r1c2 = (5)r1c8 - (3)r1c8"), {1}
    // its two ends (cells), {2} their digit, {3} the removal clause ("removes 5 from r4c2").
    {Sentence::AicPair, 4, NC_("step", "AIC: {0}, so one of {1} is {2}, which {3}."), nullptr, -1},
    // TRANSLATORS: {0} the chain in players' notation, {1} and {2} its ends ("r1c2 is 5"),
    // {3} the removal clause ("removes 3 from r1c2").
    {Sentence::AicEither, 4, NC_("step", "AIC: {0}, so {1} or {2}, which {3}."), nullptr, -1},
    // TRANSLATORS: {0} the chain in players' notation, {1} its first node in that notation,
    // {2} the removal clause ("removes 5 from r4c2").
    {Sentence::AicLoop, 3, NC_("step", "AIC: {0}, which closes back to {1}: a continuous loop, so every weak link of it has exactly one true end, which {2}."), nullptr, -1},
    // TRANSLATORS: {0} the chain in players' notation, {1} its first cell, {2} the digit the
    // cell holds.
    {Sentence::AicPlacement, 3, NC_("step", "AIC: {0}: if {1} were not {2}, the chain would make it {2}, so {1} is {2}."), nullptr, -1},
    // TRANSLATORS: as "AIC: {0}, so one of {1} is {2}, which {3}.", a chain with groups.
    {Sentence::GroupedAicPair, 4, NC_("step", "Grouped AIC: {0}, so one of {1} is {2}, which {3}."), nullptr, -1},
    // TRANSLATORS: as "AIC: {0}, so {1} or {2}, which {3}.", a chain with groups.
    {Sentence::GroupedAicEither, 4, NC_("step", "Grouped AIC: {0}, so {1} or {2}, which {3}."), nullptr, -1},
    // TRANSLATORS: as "AIC: {0}, so {1} or {2}, which {3}.", an end being a group ("5 is in
    // one of r1c1 and r1c2").
    {Sentence::GroupedAicEitherGroup, 4, NC_("step", "Grouped AIC: {0}, so {1}, or {2}, which {3}."), nullptr, -1},
    // TRANSLATORS: as the AIC's continuous loop, a chain with groups.
    {Sentence::GroupedAicLoop, 3, NC_("step", "Grouped AIC: {0}, which closes back to {1}: a continuous loop, so every weak link of it has exactly one true end, which {2}."), nullptr, -1},
    // TRANSLATORS: as the AIC's placement, a chain with groups.
    {Sentence::GroupedAicPlacement, 3, NC_("step", "Grouped AIC: {0}: if {1} were not {2}, the chain would make it {2}, so {1} is {2}."), nullptr, -1},
    // TRANSLATORS: an almost locked set: the cells {0} holding the candidates {1} ("{1,5,7}")
    // in row, column or box {2}.
    {Sentence::AlsCells, 3, NC_("step", "{0} {1} in {2}"), nullptr, -1},
    // TRANSLATORS: {0} and {1} two almost locked sets ("r1c2 {3,8}", "r2c4 and r2c6 {1,5,7}
    // in row 2"), {2} the digit they share, {3} the digit one of them holds, {4} the removal
    // clause ("removes 3 from r2c1").
    {Sentence::AlsXz, 5, NC_("step", "ALS-XZ: the almost locked sets {0} and {1} cannot both hold {2} (every {2} of one sees every {2} of the other), so one of them is locked on its other digits and {3} is in one of the two sets, which {4}."), nullptr, -1},
    // TRANSLATORS: {0} the pivot almost locked set ("r1c2 {3,8}"), {1} the digit it cannot
    // share with the set {2}, {3} the digit it cannot share with the set {4}, {5} the digit
    // one of those two holds, {6} the removal clause ("removes 3 from r2c1").
    {Sentence::AlsXyWing, 7, NC_("step", "ALS-XY-Wing: the almost locked set {0} cannot share {1} with {2}, nor {3} with {4} (every such digit of one sees every one of the other). If neither of these two held {5}, they would be locked with {1} and {3} and leave the first set too few digits, so {5} is in one of them, which {6}."), nullptr, -1},
    // TRANSLATORS: {0} a digit, {1} a cell, {2} the row, column or box left with no place for
    // the digit.
    {Sentence::Nishio, 3, NC_("step", "Nishio on {0}: if {1} were {0} and {0} would have no place left in {2}, so {1} is not {0}."), nullptr, -1},
    // TRANSLATORS: {0} a digit, {1} a cell, {2} the cells the digit would be forced to, {3}
    // the row, column or box then left with no place for the digit.
    {Sentence::NishioForced, 4, NC_("step", "Nishio on {0}: if {1} were {0}, {0} would have to go to {2}, and {0} would have no place left in {3}, so {1} is not {0}."), nullptr, -1},
    // TRANSLATORS: {0} a cell, {1} its candidates as choices ("3, 5 or 8"), {2} one chain per
    // candidate in players' notation, separated by semicolons, {3} a cell, {4} the digit it
    // holds.
    {Sentence::CellForcingChainIs, 5, NC_("step", "Cell forcing chain: {0} is {1}; {2}; so {3} is {4}."), nullptr, -1},
    // TRANSLATORS: as "Cell forcing chain: {0} is {1}; {2}; so {3} is {4}.", {3} not holding
    // {4}.
    {Sentence::CellForcingChainIsNot, 5, NC_("step", "Cell forcing chain: {0} is {1}; {2}; so {3} is not {4}."), nullptr, -1},
    // TRANSLATORS: {0} a digit, {1} a row, column or box, {2} its cells with the digit as
    // choices ("r1c1, r1c4 or r1c7"), {3} one chain per cell in players' notation, separated
    // by semicolons, {4} a cell, {5} the digit it holds.
    {Sentence::UnitForcingChainIs, 6, NC_("step", "Unit forcing chain: {0} in {1} is at {2}; {3}; so {4} is {5}."), nullptr, -1},
    // TRANSLATORS: as "Unit forcing chain: {0} in {1} is at {2}; {3}; so {4} is {5}.", {4}
    // not holding {5}.
    {Sentence::UnitForcingChainIsNot, 6, NC_("step", "Unit forcing chain: {0} in {1} is at {2}; {3}; so {4} is not {5}."), nullptr, -1},
    // TRANSLATORS: a branch of a dynamic forcing chain: cell {0} holding digit {1}, and {2}
    // what follows ("r4c5 would be 7").
    {Sentence::ForcingBranch, 3, NC_("step", "if {0} were {1} and {2}"), nullptr, -1},
    // TRANSLATORS: as "if {0} were {1} and {2}", with {2} the singles that follow in players'
    // notation ("r1c2=3, r4c5=7") and {3} what follows.
    {Sentence::ForcingBranchSingles, 4, NC_("step", "if {0} were {1}, singles would follow ({2}) and {3}"), nullptr, -1},
    // TRANSLATORS: how a branch breaks: cell {0} left without candidates.
    {Sentence::ForcingNoCandidate, 1, NC_("step", "{0} would have no candidate left"), nullptr, -1},
    // TRANSLATORS: how a branch breaks: digit {0} left with no place in row, column or box
    // {1}.
    {Sentence::ForcingNoPlace, 2, NC_("step", "{0} would have no place left in {1}"), nullptr, -1},
    // TRANSLATORS: what a branch proves: cell {0} would hold digit {1}.
    {Sentence::ForcingWouldBe, 2, NC_("step", "{0} would be {1}"), nullptr, -1},
    // TRANSLATORS: what a branch proves: cell {0} would not hold digit {1}.
    {Sentence::ForcingWouldNotBe, 2, NC_("step", "{0} would not be {1}"), nullptr, -1},
    // TRANSLATORS: the first singles of a long cascade in players' notation {0} ("r1c2=3,
    // r4c5=7"), and how many there are in all, {1}.
    {Sentence::ForcingSinglesCut, 2, NNC_("step", "{0}, ... ({1} placement)", "{0}, ... ({1} placements)"), 1},
    // TRANSLATORS: {0} a cell, {1} one branch per candidate ("if r1c2 were 3 and ...; if r1c2
    // were 5 and ..."), {2} a cell, {3} the digit it holds in every branch.
    {Sentence::DynamicCellPlaced, 4, NC_("step", "Dynamic forcing chain on {0}: {1}; so in every case {2} is {3}."), nullptr, -1},
    // TRANSLATORS: {0} a cell, {1} the branches that break the board, {2} the removal clause
    // ("removes 3 from r1c2").
    {Sentence::DynamicCellBroken, 3, NNC_("step", "Dynamic forcing chain on {0}: {1}; so the broken branch goes, which {2}.", "Dynamic forcing chain on {0}: {1}; so the broken branches go, which {2}."), 1},
    // TRANSLATORS: {0} a cell, {1} one branch per candidate, {2} the removal clause ("removes
    // 3 from r4c5").
    {Sentence::DynamicCellRemoves, 3, NC_("step", "Dynamic forcing chain on {0}: {1}; which in every case {2}."), nullptr, -1},
    // TRANSLATORS: as "Dynamic forcing chain on {0}: {1}; so in every case {2} is {3}.", from
    // digit {0} in row, column or box {1}, one branch per place.
    {Sentence::DynamicUnitPlaced, 5, NC_("step", "Dynamic forcing chain on {0} in {1}: {2}; so in every case {3} is {4}."), nullptr, -1},
    // TRANSLATORS: as the dynamic forcing chain's broken branches, from digit {0} in row,
    // column or box {1}.
    {Sentence::DynamicUnitBroken, 4, NNC_("step", "Dynamic forcing chain on {0} in {1}: {2}; so the broken branch goes, which {3}.", "Dynamic forcing chain on {0} in {1}: {2}; so the broken branches go, which {3}."), 2},
    // TRANSLATORS: as "Dynamic forcing chain on {0}: {1}; which in every case {2}.", from
    // digit {0} in row, column or box {1}.
    {Sentence::DynamicUnitRemoves, 4, NC_("step", "Dynamic forcing chain on {0} in {1}: {2}; which in every case {3}."), nullptr, -1},
    // TRANSLATORS: what follows in a branch of a deep forcing chain: {0} the digits placed
    // ("r1c2=3, r4c5=7"), {1} how the board breaks ("r2c2 would have no candidate left").
    // Locked candidates: pointing and claiming.
    {Sentence::ForcingFollowPlus, 2, NC_("step", "singles and locked candidates would follow ({0}) and {1}"), nullptr, -1},
    // TRANSLATORS: {0} a cell, {1} a digit, {2} what follows and how the board breaks.
    {Sentence::DynamicPlusBroken, 3, NC_("step", "Dynamic forcing chain (+) on {0}: if {0} were {1}, {2}; so {0} is not {1}."), nullptr, -1},
    // TRANSLATORS: the reason for one inner removal of a nested forcing chain, on a line of
    // its own under the chain: cell {0} cannot hold digit {1}, {2} what would follow if it did
    // and how the board would break.
    {Sentence::NestedInner, 3, NC_("step", "{0} is not {1} (if it were, {2})"), nullptr, -1},
    // TRANSLATORS: {0} a cell, {1} a digit, {2} how many candidates the branch removes, {3}
    // those removals by digit ("4 from r1c5 and r1c9, 2 from r7c6"; their reasons follow on
    // lines of their own), {4} what then follows and how the board breaks.
    {Sentence::NestedBroken, 5, NNC_("step", "Nested forcing chain on {0}: suppose {0} were {1}. Then {2} candidate falls, because its own branch breaks: {3}. After that, {4}. So {0} is not {1}.", "Nested forcing chain on {0}: suppose {0} were {1}. Then {2} candidates fall, each because its own branch breaks: {3}. After that, {4}. So {0} is not {1}."), 2},
    // TRANSLATORS: a hint when no technique applies: cell {0} holds digit {1}.
    {Sentence::Reveal, 2, NC_("step", "No technique applies here, so here is one answer: {0} is {1}."), nullptr, -1},
    // TRANSLATORS: a hint's first tier: {0} rows, columns or boxes ("box 1 and row 3").
    {Sentence::HintLookAt, 1, NC_("step", "Look at {0}."), nullptr, -1},
    // TRANSLATORS: a hint's second tier: {0} a technique's name, {1} the cells of its pattern.
    {Sentence::HintTechniqueLookAt, 2, NC_("step", "{0}: look at {1}."), nullptr, -1},
    {Sentence::HintNoSolution, 0, NC_("step", "These givens have no solution."), nullptr, -1},
    {Sentence::HintSeveralSolutions, 0, NC_("step", "These givens have more than one solution."), nullptr, -1},
    // TRANSLATORS: a hint's first tier when a digit the player entered is wrong: {0} its box.
    {Sentence::HintWrongWhere, 1, NC_("step", "Something in {0} is not right."), nullptr, -1},
    // TRANSLATORS: a hint's second tier: the digit {0} the player entered at cell {1}.
    {Sentence::HintWrongWhat, 2, NC_("step", "Check the {0} at {1}."), nullptr, -1},
    // TRANSLATORS: a hint's last tier: the digit {0} the player entered at cell {1} is wrong.
    {Sentence::HintWrongApply, 2, NC_("step", "The {0} at {1} is wrong: clear it."), nullptr, -1},
    {Sentence::HintSolved, 0, NC_("step", "The board is solved."), nullptr, -1},
}};
// clang-format on

const char* look_up(bool translate, const char* context, const char* msgid) {
  return translate ? i18n::trc(context, msgid) : msgid;
}

// Replaces {N} with args[N]; {{ and }} are braces. A placeholder naming a missing argument
// is copied as written, so a broken translation shows itself instead of crashing.
std::string fill(std::string_view pattern, const std::vector<std::string>& args) {
  std::string out;
  for (std::size_t i = 0; i < pattern.size(); ++i) {
    const char ch = pattern[i];
    if ((ch == '{' || ch == '}') && i + 1 < pattern.size() && pattern[i + 1] == ch) {
      out += ch;
      ++i;
      continue;
    }
    if (ch == '{') {
      const std::size_t close = pattern.find('}', i);
      if (close != std::string_view::npos && close > i + 1) {
        std::size_t n = 0;
        bool digits = true;
        for (std::size_t k = i + 1; k < close; ++k) {
          if (pattern[k] < '0' || pattern[k] > '9') digits = false;
          n = n * 10 + static_cast<std::size_t>(pattern[k] - '0');
        }
        if (digits && n < args.size()) {
          out += args[n];
          i = close;
          continue;
        }
      }
    }
    out += ch;
  }
  return out;
}

std::string cell_text(int cell, const PhraseStyle& style) {
  return style.cells == PhraseStyle::CellNames::Words ? cell_words(cell, style.translate)
                                                      : cell_name(cell);
}

std::string digit_set_notation(CandidateMask digits) {
  std::string out = "{";
  for (int d = 1; d <= 9; ++d) {
    if (digits & digit_bit(d)) {
      if (out.size() > 1) out += ',';
      out += static_cast<char>('0' + d);
    }
  }
  return out + "}";
}

std::vector<std::string> digit_words(CandidateMask digits) {
  std::vector<std::string> words;
  for (int d = 1; d <= 9; ++d) {
    if (digits & digit_bit(d)) words.push_back(std::to_string(d));
  }
  return words;
}

std::string cells_text(const std::vector<int>& cells, const PhraseStyle& style) {
  std::vector<std::string> words;
  words.reserve(cells.size());
  for (int c : cells) words.push_back(cell_text(c, style));
  return list_words(words, style.translate);
}

// Grouped by digit, digits ascending, cells ascending within a digit: "3 from r2c1 and 8 from
// r2c9", "3 from r2c1 and r2c5, and 8 from r2c9".
std::string eliminations_words(const std::vector<CellDigit>& eliminations,
                               const PhraseStyle& style) {
  std::vector<std::string> groups;
  bool any_long_group = false;
  for (int d = 1; d <= 9; ++d) {
    std::vector<int> cells;
    for (const auto& e : eliminations) {
      if (e.digit == d) cells.push_back(e.cell);
    }
    if (cells.empty()) continue;
    std::sort(cells.begin(), cells.end());
    any_long_group = any_long_group || cells.size() > 1;
    // TRANSLATORS: digit {0} removed from the cells {1} ("3 from r2c1 and r2c5"), one group
    // of a list of removals.
    groups.push_back(fill(look_up(style.translate, "step", NC_("step", "{0} from {1}")),
                          {std::to_string(d), cells_text(cells, style)}));
  }
  // With a multi-cell group, a plain "and" between groups would be ambiguous.
  if (!(any_long_group && groups.size() > 1)) return list_words(groups, style.translate);
  std::string out = groups.front();
  for (std::size_t i = 1; i < groups.size(); ++i) {
    out =
        i + 1 == groups.size()
            // TRANSLATORS: the last two groups of a list of removals whose groups are lists
            // themselves ("3 from r2c1 and r2c5, and 8 from r2c9").
            ? fill(look_up(style.translate, "list", NC_("list", "{0}, and {1}")), {out, groups[i]})
            : fill(look_up(style.translate, "list", NC_("list", "{0}, {1}")), {out, groups[i]});
  }
  return out;
}

// "a, b, and c": the last joint with a comma, for items that are lists themselves.
std::string serial_list_words(const std::vector<std::string>& items, bool translate) {
  if (items.size() < 3) return list_words(items, translate);
  std::string out = items.front();
  for (std::size_t i = 1; i < items.size(); ++i) {
    out = fill(look_up(translate, "list", i + 1 == items.size() ? "{0}, and {1}" : "{0}, {1}"),
               {out, items[i]});
  }
  return out;
}

// "a; b; c": clauses that hold commas and "and" themselves.
std::string clause_list_words(const std::vector<std::string>& items, bool translate) {
  if (items.empty()) return {};
  std::string out = items.front();
  for (std::size_t i = 1; i < items.size(); ++i) {
    // TRANSLATORS: clauses of a sentence in a row ("if r1c2 were 3 and ...; if r1c2 were 5
    // and ..."): {0} the clauses so far, {1} the next one.
    out = fill(look_up(translate, "list", NC_("list", "{0}; {1}")), {out, items[i]});
  }
  return out;
}

// "3", "3 or 8", "1, 4 or 7".
std::string or_list_words(const std::vector<std::string>& items, bool translate) {
  if (items.empty()) return {};
  std::string out = items.front();
  for (std::size_t i = 1; i < items.size(); ++i) {
    out = i + 1 == items.size()
              // TRANSLATORS: the last two items of a list of choices ("3 or 8"); {0} may
              // itself be a list ("1, 4").
              ? fill(look_up(translate, "list", NC_("list", "{0} or {1}")), {out, items[i]})
              : fill(look_up(translate, "list", "{0}, {1}"), {out, items[i]});
  }
  return out;
}

std::string arg_text(const PhraseArg& a, const PhraseStyle& style) {
  using Kind = PhraseArg::Kind;
  switch (a.kind) {
    case Kind::Number:
    case Kind::Digit: return std::to_string(a.value);
    case Kind::Cell: return cell_text(a.value, style);
    case Kind::Cells: return cells_text(a.list, style);
    case Kind::Unit: return unit_words(a.value, style.translate);
    case Kind::Units: {
      std::vector<std::string> words;
      for (int u : a.list) words.push_back(unit_words(u, style.translate));
      return list_words(words, style.translate);
    }
    case Kind::DigitSet: return digit_set_notation(a.mask);
    case Kind::Digits: return list_words(digit_words(a.mask), style.translate);
    case Kind::Numbers: {
      std::vector<std::string> words;
      for (int n : a.list) words.push_back(std::to_string(n));
      return list_words(words, style.translate);
    }
    case Kind::Eliminations: return eliminations_words(a.eliminations, style);
    case Kind::Technique: {
      // technique_name views a NUL-terminated literal, marked with the "technique" context in
      // core/candidates.cpp.
      const char* name = technique_name(static_cast<Technique>(a.value)).data();
      return look_up(style.translate, "technique", name);
    }
    case Kind::Nested:
      return a.nested.empty() ? std::string() : phrase_text(a.nested.front(), style);
    case Kind::Notation: return a.notation;
    case Kind::Phrases: {
      std::vector<std::string> words;
      for (const Phrase& p : a.nested) words.push_back(phrase_text(p, style));
      return a.value == 2   ? clause_list_words(words, style.translate)
             : a.value == 1 ? serial_list_words(words, style.translate)
                            : list_words(words, style.translate);
    }
    case Kind::DigitsOr: return or_list_words(digit_words(a.mask), style.translate);
    case Kind::CellsOr: {
      std::vector<std::string> words;
      for (int c : a.list) words.push_back(cell_text(c, style));
      return or_list_words(words, style.translate);
    }
  }
  return {};
}

PhraseArg make(PhraseArg::Kind kind) {
  PhraseArg a;
  a.kind = kind;
  return a;
}

}  // namespace

std::uint64_t PhraseArg::count() const {
  switch (kind) {
    case Kind::Cells:
    case Kind::Units:
    case Kind::Numbers: return list.size();
    case Kind::Phrases: return nested.size();
    case Kind::CellsOr: return list.size();
    case Kind::Digits:
    case Kind::DigitsOr:
    case Kind::DigitSet: return static_cast<std::uint64_t>(count_of(mask));
    case Kind::Eliminations: return eliminations.size();
    default: return value < 0 ? 0 : static_cast<std::uint64_t>(value);
  }
}

bool operator==(const Phrase& a, const Phrase& b) {
  if (a.id != b.id || a.args.size() != b.args.size()) return false;
  for (std::size_t i = 0; i < a.args.size(); ++i) {
    const PhraseArg& x = a.args[i];
    const PhraseArg& y = b.args[i];
    if (x.kind != y.kind || x.value != y.value || x.mask != y.mask || x.list != y.list ||
        x.eliminations != y.eliminations || x.nested != y.nested || x.notation != y.notation)
      return false;
  }
  return true;
}

namespace arg {
namespace {
// One argument of `kind` holding a value, a list or a mask: the factories below are these.
PhraseArg valued(PhraseArg::Kind kind, int value) {
  PhraseArg a = make(kind);
  a.value = value;
  return a;
}
PhraseArg listed(PhraseArg::Kind kind, std::vector<int> list) {
  PhraseArg a = make(kind);
  a.list = std::move(list);
  return a;
}
PhraseArg masked(PhraseArg::Kind kind, CandidateMask mask) {
  PhraseArg a = make(kind);
  a.mask = mask;
  return a;
}
PhraseArg nesting(std::vector<Phrase> ps, int how) {
  PhraseArg a = make(PhraseArg::Kind::Phrases);
  a.nested = std::move(ps);
  a.value = how;
  return a;
}
}  // namespace

PhraseArg number(int n) { return valued(PhraseArg::Kind::Number, n); }
PhraseArg digit(int d) { return valued(PhraseArg::Kind::Digit, d); }
PhraseArg cell(int c) { return valued(PhraseArg::Kind::Cell, c); }
PhraseArg cells(std::vector<int> cs) { return listed(PhraseArg::Kind::Cells, std::move(cs)); }
PhraseArg unit(int u) { return valued(PhraseArg::Kind::Unit, u); }
PhraseArg units(std::vector<int> us) { return listed(PhraseArg::Kind::Units, std::move(us)); }
PhraseArg digit_set(CandidateMask m) { return masked(PhraseArg::Kind::DigitSet, m); }
PhraseArg digits(CandidateMask m) { return masked(PhraseArg::Kind::Digits, m); }
PhraseArg numbers(std::vector<int> ns) { return listed(PhraseArg::Kind::Numbers, std::move(ns)); }
PhraseArg eliminations(std::vector<CellDigit> es) {
  PhraseArg a = make(PhraseArg::Kind::Eliminations);
  a.eliminations = std::move(es);
  return a;
}
PhraseArg technique(Technique t) { return valued(PhraseArg::Kind::Technique, static_cast<int>(t)); }
PhraseArg phrase(Phrase p) {
  PhraseArg a = make(PhraseArg::Kind::Nested);
  a.nested.push_back(std::move(p));
  return a;
}
PhraseArg notation(std::string text) {
  PhraseArg a = make(PhraseArg::Kind::Notation);
  a.notation = std::move(text);
  return a;
}
PhraseArg phrases(std::vector<Phrase> ps, bool serial) {
  return nesting(std::move(ps), serial ? 1 : 0);
}
PhraseArg clauses(std::vector<Phrase> ps) { return nesting(std::move(ps), 2); }
PhraseArg cells_or(std::vector<int> cs) { return listed(PhraseArg::Kind::CellsOr, std::move(cs)); }
PhraseArg digits_or(CandidateMask m) { return masked(PhraseArg::Kind::DigitsOr, m); }
}  // namespace arg

std::span<const SentenceTemplate> sentence_templates() { return kTemplates; }

std::string phrase_text(const Phrase& p, const PhraseStyle& style) {
  const auto index = static_cast<std::size_t>(p.id);
  if (p.id == Sentence::None || index >= kTemplates.size()) return {};
  const SentenceTemplate& t = kTemplates[index];
  const char* pattern = t.english;
  if (t.english_plural != nullptr && t.count_arg >= 0 &&
      static_cast<std::size_t>(t.count_arg) < p.args.size()) {
    const std::uint64_t n = p.args[static_cast<std::size_t>(t.count_arg)].count();
    pattern = style.translate ? i18n::trnc("step", t.english, t.english_plural, n)
                              : (n == 1 ? t.english : t.english_plural);
  } else {
    pattern = look_up(style.translate, "step", t.english);
  }
  std::vector<std::string> args;
  args.reserve(p.args.size());
  for (const PhraseArg& a : p.args) args.push_back(arg_text(a, style));
  return fill(pattern, args);
}

std::string step_text(const Step& s) { return phrase_text(s.phrase); }

Phrase removal_phrase(const std::vector<CellDigit>& eliminations) {
  if (eliminations.empty()) return {Sentence::RemovesNothing, {}};
  const int first_cell = eliminations.front().cell;
  CandidateMask digits = 0;
  for (const auto& e : eliminations) {
    if (e.cell != first_cell) return {Sentence::Removes, {arg::eliminations(eliminations)}};
    digits |= digit_bit(e.digit);
  }
  return {Sentence::RemovesDigitsFromCell, {arg::digits(digits), arg::cell(first_cell)}};
}

std::string cell_words(int cell, bool translate) {
  // TRANSLATORS: a cell of the board, by its row {0} and column {1} (1 to 9, from the top
  // left), as a player reads it in a hint or the editor's verdict.
  const char* pattern = translate ? i18n::tr("row {0}, column {1}") : "row {0}, column {1}";
  return fill(pattern, {std::to_string(row_of(cell) + 1), std::to_string(col_of(cell) + 1)});
}

std::string unit_words(int unit, bool translate) {
  const std::string n = std::to_string(unit % 9 + 1);
  switch (unit_kind(unit)) {
    // TRANSLATORS: row {0} of the board (1 to 9, from the top).
    case UnitKind::Row: return fill(translate ? i18n::tr("row {0}") : "row {0}", {n});
    // TRANSLATORS: column {0} of the board (1 to 9, from the left).
    case UnitKind::Column: return fill(translate ? i18n::tr("column {0}") : "column {0}", {n});
    // TRANSLATORS: one of the nine 3x3 boxes, {0} 1 to 9 in reading order.
    case UnitKind::Box: return fill(translate ? i18n::tr("box {0}") : "box {0}", {n});
  }
  return {};
}

std::string list_words(const std::vector<std::string>& items, bool translate) {
  if (items.empty()) return {};
  std::string out = items.front();
  for (std::size_t i = 1; i < items.size(); ++i) {
    if (i + 1 == items.size())
      // TRANSLATORS: the last two items of a list ("row 1 and row 4"); {0} may itself be a
      // list.
      out = fill(translate ? i18n::trc("list", "{0} and {1}") : "{0} and {1}", {out, items[i]});
    else
      // TRANSLATORS: an item added to a list that goes on ("row 1, row 4").
      out = fill(translate ? i18n::trc("list", "{0}, {1}") : "{0}, {1}", {out, items[i]});
  }
  return out;
}

}  // namespace nonet
