// SPDX-License-Identifier: MIT
// The stable order every finder keeps a Step's eliminations in. (The sentence helpers that
// lived here gave way to core/phrase.hpp, issue 27.)
#pragma once

#include <vector>

#include "core/grid.hpp"

namespace nonet {

/// Sorts eliminations by cell, then digit, and drops duplicates: the stable order every
/// Step keeps its eliminations in.
void sort_eliminations(std::vector<CellDigit>& eliminations);

}  // namespace nonet
