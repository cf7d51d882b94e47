// SPDX-License-Identifier: MIT
// Shared phrasing for technique sentences, so every finder speaks the same players'
// notation: "{3,8}", "r2c4 and r2c7", "removes 3 from r2c1 and 8 from r2c9".
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/grid.hpp"
#include "core/technique.hpp"

namespace nonet {

/// Joins words the way English lists read: "a", "a and b", "a, b and c". `last_joint` goes
/// before the last word (", and " where the words themselves contain "and").
std::string join_words(const std::vector<std::string>& words,
                       std::string_view last_joint = " and ");
/// "{3,8}" for a mask holding 3 and 8.
std::string digit_set_text(CandidateMask digits);
/// "3 and 8", "1, 4 and 7".
std::string digit_list_text(CandidateMask digits);
/// "r2c4", "r2c4 and r2c7", "r1c1, r1c2 and r1c3" (in the order given).
std::string cell_list_text(const std::vector<int>& cells);
/// Eliminations grouped by digit, digits ascending, cells ascending within a digit:
/// "3 from r2c1 and 8 from r2c9", "3 from r2c1 and r2c5, and 8 from r2c9".
std::string eliminations_text(const std::vector<CellDigit>& eliminations);
/// Sorts eliminations by cell, then digit, and drops duplicates: the stable order every
/// Step keeps its eliminations in.
void sort_eliminations(std::vector<CellDigit>& eliminations);

}  // namespace nonet
