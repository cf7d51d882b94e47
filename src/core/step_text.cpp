// SPDX-License-Identifier: MIT
// The stable order of a Step's eliminations (see step_text.hpp).
#include "core/step_text.hpp"

#include <algorithm>

namespace nonet {

void sort_eliminations(std::vector<CellDigit>& eliminations) {
  std::sort(eliminations.begin(), eliminations.end(), [](const CellDigit& a, const CellDigit& b) {
    return a.cell != b.cell ? a.cell < b.cell : a.digit < b.digit;
  });
  eliminations.erase(std::unique(eliminations.begin(), eliminations.end()), eliminations.end());
}

}  // namespace nonet
