// SPDX-License-Identifier: MIT
// Chains of strong and weak links: simple colouring, X-Chain (one digit) and XY-Chain
// (two-candidate cells).
//
// A strong link joins two candidates of which at least one is true: the only two places of a
// digit in a unit (a conjugate pair), or the two digits of a two-candidate cell. A weak link
// joins two candidates that cannot both be true: one digit in two cells that see each other,
// or two digits of one cell. A chain that starts and ends with a strong link and alternates
// proves "if the first candidate is false, the last is true", so one of the two ends is true
// and every candidate that sees both ends is false.
//
// Chains are found by breadth-first search over (cell, on/off) states, so the shortest chain
// is reported first; a search path that visits a cell twice is skipped rather than shown. The
// search is bounded (kMaxXChainLinks, kMaxXyChainCells) so that a long, unreadable chain is
// never offered as a hint; the cost of one call is at most a few thousand state visits per
// start candidate, independent of the bound.
#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "core/step_text.hpp"
#include "core/technique.hpp"
#include "core/techniques_advanced_shared.hpp"

namespace nonet {
namespace {

using advanced::removal_text;

constexpr int kMaxXChainLinks = 13;  // 7 strong links, 6 weak
constexpr int kMaxXyChainCells = 8;  // 8 strong links inside cells, 7 weak between them

/// Conjugate pairs of one digit: for each cell, its partners and the unit that links them
/// (a cell has at most one partner per unit, so at most three).
struct ConjugateLinks {
  std::array<std::array<std::uint8_t, 3>, kCells> partner{};
  std::array<std::array<std::uint8_t, 3>, kCells> unit{};
  std::array<std::uint8_t, kCells> count{};

  int unit_between(int a, int b) const {
    for (int k = 0; k < count[a]; ++k) {
      if (partner[a][k] == b) return unit[a][k];
    }
    return -1;
  }
};

ConjugateLinks conjugate_links(const Candidates& s, int digit) {
  ConjugateLinks links;
  for (int u = 0; u < kUnits; ++u) {
    const auto pos = s.positions(u, digit);
    if (count_of(pos) != 2) continue;
    const auto [a, b] = advanced::first_two_cells(u, pos);
    // Two cells in one row and one box form one pair, reported once (with the row).
    if (links.unit_between(a, b) != -1) continue;
    for (auto [from, to] : {std::pair{a, b}, std::pair{b, a}}) {
      auto& n = links.count[from];
      links.partner[from][n] = static_cast<std::uint8_t>(to);
      links.unit[from][n] = static_cast<std::uint8_t>(u);
      ++n;
    }
  }
  return links;
}

// ---- Simple colouring ------------------------------------------------------------------

// One connected group of conjugate pairs of `digit`, coloured alternately: exactly one colour
// holds the digit in every one of its cells. Colour wrap: two cells of one colour see each
// other, so that colour is false everywhere. Colour trap: a cell outside the group that sees
// both colours is false.
std::optional<Step> colouring_step(const Candidates& s, int digit, const ConjugateLinks& links,
                                   const std::array<std::int8_t, kCells>& colour,
                                   const std::vector<int>& group) {
  std::array<std::vector<int>, 2> by_colour;
  for (int c : group) by_colour[colour[c]].push_back(c);
  for (auto& cells : by_colour) std::sort(cells.begin(), cells.end());

  Step step;
  std::string how;
  for (int k = 0; k < 2 && step.eliminations.empty(); ++k) {
    const auto& cells = by_colour[k];
    for (std::size_t i = 0; i < cells.size() && step.eliminations.empty(); ++i) {
      for (std::size_t j = i + 1; j < cells.size(); ++j) {
        if (!sees(cells[i], cells[j])) continue;
        for (int c : cells) step.eliminations.push_back({c, digit});
        how = " (colour wrap): " + cell_list_text({cells[i], cells[j]}) +
              " have the same colour and see each other, so no cell of that colour (" +
              cell_list_text(cells) + ") is " + std::to_string(digit) + "; this ";
        break;
      }
    }
  }
  if (step.eliminations.empty()) {
    for (int c = 0; c < kCells; ++c) {
      if (!s.has(c, digit) || std::find(group.begin(), group.end(), c) != group.end()) continue;
      auto sees_one = [&](const std::vector<int>& cells) {
        return std::any_of(cells.begin(), cells.end(), [&](int o) { return sees(c, o); });
      };
      if (sees_one(by_colour[0]) && sees_one(by_colour[1])) step.eliminations.push_back({c, digit});
    }
    if (step.eliminations.empty()) return std::nullopt;
    how = " (colour trap): strong links colour " + cell_list_text(by_colour[0]) + " one way and " +
          cell_list_text(by_colour[1]) + " the other; one colour is " + std::to_string(digit) +
          ", so a cell that sees both colours is not; this ";
  }
  sort_eliminations(step.eliminations);
  step.technique = Technique::SimpleColouring;
  step.pattern_cells = group;
  std::sort(step.pattern_cells.begin(), step.pattern_cells.end());
  // Pattern candidates list the first colour, then the second, so a view can tint them.
  for (const auto& cells : by_colour) {
    for (int c : cells) step.pattern_candidates.push_back({c, digit});
  }
  for (int c : group) {
    for (int k = 0; k < links.count[c]; ++k) {
      if (links.partner[c][k] > c) step.units.push_back(links.unit[c][k]);
    }
  }
  std::sort(step.units.begin(), step.units.end());
  step.units.erase(std::unique(step.units.begin(), step.units.end()), step.units.end());
  step.text =
      "Simple colouring on " + std::to_string(digit) + how + removal_text(step.eliminations) + ".";
  return step;
}

// ---- X-Chain -----------------------------------------------------------------------------

struct ChainFound {
  int length = 0;           // links (X-Chain) or cells (XY-Chain); 0 = none yet
  std::vector<int> cells;   // from one end to the other
  std::vector<int> digits;  // XY-Chain: the digit each cell is forced to (its "on" digit)
  int digit = 0;            // the digit one of the two ends holds
  std::vector<CellDigit> eliminations;
};

bool all_distinct(std::vector<int> cells) {
  std::sort(cells.begin(), cells.end());
  return std::adjacent_find(cells.begin(), cells.end()) == cells.end();
}

std::vector<CellDigit> eliminations_between(const Candidates& s, int digit, int a, int b) {
  std::vector<CellDigit> out;
  for (int c : peers(a)) {
    if (c != b && s.has(c, digit) && sees(c, b)) out.push_back({c, digit});
  }
  return out;
}

// Searches chains of `digit` starting at `start` for one shorter than best.length.
// State index: 2 * cell + on, where "on" means the chain proves the cell holds the digit
// (reached through a strong link) and "off" that it does not (through a weak link).
void search_x_chain(const Candidates& s, int digit, const ConjugateLinks& links, int start,
                    ChainFound& best) {
  const int limit = best.length == 0 ? kMaxXChainLinks : best.length - 2;
  if (limit < 3) return;
  std::array<std::int8_t, 2 * kCells> dist;
  std::array<std::int16_t, 2 * kCells> parent;
  dist.fill(-1);
  std::array<std::int16_t, 2 * kCells> queue;
  int head = 0, tail = 0;
  dist[2 * start] = 0;
  parent[2 * start] = -1;
  queue[tail++] = static_cast<std::int16_t>(2 * start);
  auto visit = [&](int from, int to_state) {
    if (dist[to_state] != -1) return;
    dist[to_state] = static_cast<std::int8_t>(dist[from] + 1);
    parent[to_state] = static_cast<std::int16_t>(from);
    queue[tail++] = static_cast<std::int16_t>(to_state);
  };
  while (head < tail) {
    const int state = queue[head++];
    if (dist[state] >= limit) continue;
    const int cell = state / 2;
    if (state % 2 == 0) {  // off: the conjugate partner is on
      for (int k = 0; k < links.count[cell]; ++k) visit(state, 2 * links.partner[cell][k] + 1);
    } else {  // on: every other cell of the digit it sees is off
      for (int p : peers(cell)) {
        if (s.has(p, digit)) visit(state, 2 * p);
      }
    }
  }
  for (int length = 3; length <= limit; length += 2) {
    for (int end = 0; end < kCells; ++end) {
      if (end == start || dist[2 * end + 1] != length) continue;
      std::vector<int> path;
      for (int st = 2 * end + 1; st != -1; st = parent[st]) path.push_back(st / 2);
      std::reverse(path.begin(), path.end());
      if (!all_distinct(path)) continue;
      auto elims = eliminations_between(s, digit, start, end);
      if (elims.empty()) continue;
      best = {length, std::move(path), {}, digit, std::move(elims)};
      return;
    }
  }
}

// ---- XY-Chain ----------------------------------------------------------------------------

// Chains of two-candidate cells from `start`, assuming it is not `end_digit`. State index:
// 9 * cell + (on digit - 1), the digit the chain forces into the cell.
void search_xy_chain(const Candidates& s, int start, int end_digit, ChainFound& best) {
  const int limit = best.length == 0 ? kMaxXyChainCells : best.length - 1;
  if (limit < 3) return;
  const int first_on = advanced::other_digit(s.mask[start], end_digit);
  std::array<std::int8_t, 9 * kCells> dist;
  std::array<std::int16_t, 9 * kCells> parent;
  dist.fill(-1);
  std::array<std::int16_t, 9 * kCells> queue;
  int head = 0, tail = 0;
  const int origin = 9 * start + first_on - 1;
  dist[origin] = 1;  // counts cells
  parent[origin] = -1;
  queue[tail++] = static_cast<std::int16_t>(origin);
  while (head < tail) {
    const int state = queue[head++];
    if (dist[state] >= limit) continue;
    const int cell = state / 9, on = state % 9 + 1;
    for (int p : peers(cell)) {
      if (s.grid[p] != 0 || count_of(s.mask[p]) != 2 || !s.has(p, on)) continue;
      const int next = 9 * p + advanced::other_digit(s.mask[p], on) - 1;
      if (dist[next] != -1) continue;
      dist[next] = static_cast<std::int8_t>(dist[state] + 1);
      parent[next] = static_cast<std::int16_t>(state);
      queue[tail++] = static_cast<std::int16_t>(next);
    }
  }
  for (int length = 3; length <= limit; ++length) {
    for (int end = 0; end < kCells; ++end) {
      const int goal = 9 * end + end_digit - 1;
      if (end == start || dist[goal] != length) continue;
      std::vector<int> path, on_digits;
      for (int st = goal; st != -1; st = parent[st]) {
        path.push_back(st / 9);
        on_digits.push_back(st % 9 + 1);
      }
      std::reverse(path.begin(), path.end());
      std::reverse(on_digits.begin(), on_digits.end());
      if (!all_distinct(path)) continue;
      auto elims = eliminations_between(s, end_digit, start, end);
      if (elims.empty()) continue;
      best = {length, std::move(path), std::move(on_digits), end_digit, std::move(elims)};
      return;
    }
  }
}

}  // namespace

std::optional<Step> find_simple_colouring(const Candidates& s) {
  for (int digit = 1; digit <= 9; ++digit) {
    const auto links = conjugate_links(s, digit);
    std::array<std::int8_t, kCells> colour;
    colour.fill(-1);
    for (int first = 0; first < kCells; ++first) {
      if (links.count[first] == 0 || colour[first] != -1) continue;
      // Colour the group of `first` breadth-first; an odd cycle means a broken state.
      std::vector<int> group = {first};
      colour[first] = 0;
      bool consistent = true;
      for (std::size_t i = 0; i < group.size(); ++i) {
        const int c = group[i];
        for (int k = 0; k < links.count[c]; ++k) {
          const int p = links.partner[c][k];
          if (colour[p] == -1) {
            colour[p] = static_cast<std::int8_t>(1 - colour[c]);
            group.push_back(p);
          } else if (colour[p] == colour[c]) {
            consistent = false;
          }
        }
      }
      if (!consistent) continue;
      if (auto step = colouring_step(s, digit, links, colour, group)) return step;
    }
  }
  return std::nullopt;
}

std::optional<Step> find_x_chain(const Candidates& s) {
  ChainFound best;
  for (int digit = 1; digit <= 9; ++digit) {
    const auto links = conjugate_links(s, digit);
    for (int start = 0; start < kCells; ++start) {
      if (links.count[start] > 0) search_x_chain(s, digit, links, start, best);
    }
  }
  if (best.length == 0) return std::nullopt;
  const int digit = best.digit;
  const auto links = conjugate_links(s, digit);
  Step step;
  step.technique = Technique::XChain;
  step.eliminations = std::move(best.eliminations);
  sort_eliminations(step.eliminations);
  std::string chain;
  for (std::size_t i = 0; i < best.cells.size(); ++i) {
    if (i > 0) chain += i % 2 == 1 ? " = " : " - ";
    chain += cell_name(best.cells[i]);
    if (i % 2 == 1) step.units.push_back(links.unit_between(best.cells[i - 1], best.cells[i]));
  }
  step.pattern_cells = best.cells;
  std::sort(step.pattern_cells.begin(), step.pattern_cells.end());
  for (int c : step.pattern_cells) step.pattern_candidates.push_back({c, digit});
  const std::vector<int> ends = {best.cells.front(), best.cells.back()};
  step.text = "X-Chain on " + std::to_string(digit) + ": " + chain + ", so one of " +
              cell_list_text(ends) + " is " + std::to_string(digit) + ", which " +
              removal_text(step.eliminations) + ".";
  return step;
}

std::optional<Step> find_xy_chain(const Candidates& s) {
  ChainFound best;
  for (int start : advanced::bivalue_cells(s)) {
    for (int d = 1; d <= 9; ++d) {
      if (s.has(start, d)) search_xy_chain(s, start, d, best);
    }
  }
  if (best.length == 0) return std::nullopt;
  Step step;
  step.technique = Technique::XYChain;
  step.eliminations = std::move(best.eliminations);
  sort_eliminations(step.eliminations);
  std::vector<std::string> links;
  for (std::size_t i = 0; i < best.cells.size(); ++i) {
    const int c = best.cells[i], on = best.digits[i];
    const int off = advanced::other_digit(s.mask[c], on);
    links.push_back(cell_name(c) + " (" + std::to_string(off) + "=" + std::to_string(on) + ")");
    if (i > 0) step.units.push_back(advanced::shared_unit(best.cells[i - 1], c));
  }
  step.pattern_cells = best.cells;
  std::sort(step.pattern_cells.begin(), step.pattern_cells.end());
  for (int c : step.pattern_cells) {
    for (int d = 1; d <= 9; ++d) {
      if (s.has(c, d)) step.pattern_candidates.push_back({c, d});
    }
  }
  std::string chain;
  for (std::size_t i = 0; i < links.size(); ++i) chain += (i > 0 ? " - " : "") + links[i];
  const std::vector<int> ends = {best.cells.front(), best.cells.back()};
  step.text = "XY-Chain on " + std::to_string(best.digit) + ": " + chain + ", so one of " +
              cell_list_text(ends) + " is " + std::to_string(best.digit) + ", which " +
              removal_text(step.eliminations) + ".";
  return step;
}

}  // namespace nonet
