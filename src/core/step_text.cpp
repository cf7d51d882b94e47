// SPDX-License-Identifier: MIT
// Shared phrasing for technique sentences (see step_text.hpp).
#include "core/step_text.hpp"

#include <algorithm>

namespace nonet {

std::string digit_set_text(CandidateMask digits) {
  std::string out = "{";
  for (int d = 1; d <= 9; ++d) {
    if (digits & digit_bit(d)) {
      if (out.size() > 1) out += ',';
      out += static_cast<char>('0' + d);
    }
  }
  return out + "}";
}

std::string join_words(const std::vector<std::string>& words, std::string_view last_joint) {
  std::string out;
  for (std::size_t i = 0; i < words.size(); ++i) {
    if (i > 0) out += (i + 1 == words.size()) ? last_joint : ", ";
    out += words[i];
  }
  return out;
}

std::string digit_list_text(CandidateMask digits) {
  std::vector<std::string> words;
  for (int d = 1; d <= 9; ++d) {
    if (digits & digit_bit(d)) words.push_back(std::to_string(d));
  }
  return join_words(words, " and ");
}

std::string cell_list_text(const std::vector<int>& cells) {
  std::vector<std::string> words;
  words.reserve(cells.size());
  for (int c : cells) words.push_back(cell_name(c));
  return join_words(words, " and ");
}

std::string eliminations_text(const std::vector<CellDigit>& eliminations) {
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
    groups.push_back(std::to_string(d) + " from " + cell_list_text(cells));
  }
  // With a multi-cell group, a plain " and " between groups would be ambiguous.
  return join_words(groups, any_long_group && groups.size() > 1 ? ", and " : " and ");
}

void sort_eliminations(std::vector<CellDigit>& eliminations) {
  std::sort(eliminations.begin(), eliminations.end(), [](const CellDigit& a, const CellDigit& b) {
    return a.cell != b.cell ? a.cell < b.cell : a.digit < b.digit;
  });
  eliminations.erase(std::unique(eliminations.begin(), eliminations.end()), eliminations.end());
}

}  // namespace nonet
