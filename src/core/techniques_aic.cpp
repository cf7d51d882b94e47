// SPDX-License-Identifier: MIT
// Alternating inference chains (AIC): one search over the implication graph of
// techniques_chain_graph.hpp, of which X-Chain (one digit, conjugate pairs) and XY-Chain
// (two-candidate cells) are the special cases with fewer kinds of link.
//
// A chain starts with "the first candidate A is false" and follows strong links (false ->
// the partner is true) and weak links (true -> the partner is false) alternately until it
// reaches "Z is true": so A or Z is true, and every candidate that can be true with neither
// is removed. Two special endings:
//   - continuous loop: Z and A are weakly linked, so the chain closes. Every weak link of the
//     loop then holds exactly one true end, and candidates that can be true with neither end
//     of any weak link are removed;
//   - discontinuous loop: Z is A itself ("if A were false it would be true"), so A is placed.
//     A chain that returns to a candidate B through a weak link ("if B were true it would be
//     false") removes B by the rule above, B seeing both ends.
//
// The search is breadth-first over literals (node, true/false) from every start, so the
// shortest chain is reported; ties go to the first start (see each finder), then the lowest
// end node. The search from one start visits each literal at most once (at most 2 x 729
// literals, and 2 x 486 more for groups), so a call costs at most a few hundred thousand link
// visits whatever the length bound; a later start only looks for chains shorter than the best
// one found, which cuts most of that. A path that uses a node twice, or a cell at two places
// that are not one after the other, is not shown (the next end is tried).
#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "core/step_text.hpp"
#include "core/technique.hpp"
#include "core/techniques_advanced_shared.hpp"
#include "core/techniques_chain_graph.hpp"

namespace nonet {
namespace chains {

namespace {

// Links collected as (from, to) pairs, then packed into CSR keeping their insertion order
// (which decides ties between chains of equal length).
struct LinkList {
  std::vector<std::pair<std::int16_t, std::int16_t>> pairs;
  void add(int a, int b) {
    pairs.emplace_back(static_cast<std::int16_t>(a), static_cast<std::int16_t>(b));
  }
  void add_both(int a, int b) {
    add(a, b);
    add(b, a);
  }
  bool contains(int a, int b) const {
    return std::find(pairs.begin(), pairs.end(),
                     std::pair{static_cast<std::int16_t>(a), static_cast<std::int16_t>(b)}) !=
           pairs.end();
  }
  void pack(int nodes, std::vector<int>& begin, std::vector<int>& flat) const {
    begin.assign(static_cast<std::size_t>(nodes) + 1, 0);
    for (const auto& [a, b] : pairs) ++begin[static_cast<std::size_t>(a) + 1];
    for (int i = 0; i < nodes; ++i) begin[i + 1] += begin[i];
    flat.assign(pairs.size(), 0);
    std::vector<int> fill(begin.begin(), begin.end() - 1);
    for (const auto& [a, b] : pairs) flat[static_cast<std::size_t>(fill[a]++)] = b;
  }
};

}  // namespace

const std::array<CellSet, kCells>& peer_sets() {
  static const std::array<CellSet, kCells> sets = [] {
    std::array<CellSet, kCells> out{};
    for (int c = 0; c < kCells; ++c) {
      for (int p : peers(c)) out[c].set(p);
    }
    return out;
  }();
  return sets;
}

const std::array<CellSet, kUnits>& unit_sets() {
  static const std::array<CellSet, kUnits> sets = [] {
    std::array<CellSet, kUnits> out{};
    for (int u = 0; u < kUnits; ++u) {
      for (int c : unit_cells(u)) out[u].set(c);
    }
    return out;
  }();
  return sets;
}

Graph::Graph(const Candidates& s, const ChainRules& rules) {
  id_of.fill(-1);
  const auto& peer = peer_sets();
  for (int d = 1; d <= 9; ++d) {
    single_begin[d - 1] = size();
    for (int c = 0; c < kCells; ++c) {
      if (!s.has(c, d)) continue;
      digit_cells[d - 1].set(c);
      if (rules.bivalue_only && count_of(s.mask[c]) != 2) continue;
      id_of[(d - 1) * kCells + c] = static_cast<std::int16_t>(nodes.size());
      Node n;
      n.digit = d;
      n.cell = c;
      n.cells.set(c);
      n.sees_all = peer[c];
      nodes.push_back(n);
    }
  }
  const int singles = size();
  single_begin[9] = singles;
  for (int d = 1; d <= 9; ++d) {
    group_begin[d - 1] = size();
    for (int b = 0; rules.groups && b < 9; ++b) {
      const CellSet box = unit_sets()[box_unit(b)] & digit_cells[d - 1];
      for (int k = 0; k < 6; ++k) {
        // Rows of the box, then its columns.
        const int line = k < 3 ? row_unit((b / 3) * 3 + k) : col_unit((b % 3) * 3 + k - 3);
        const CellSet cells = box & unit_sets()[line];
        if (cells.count_upto2() < 2) continue;
        Node n;
        n.digit = d;
        n.cells = cells;
        n.sees_all = CellSet{~std::uint64_t{0}, ~std::uint64_t{0}};
        cells.each([&](int c) { n.sees_all = n.sees_all & peer[c]; });
        nodes.push_back(n);
      }
    }
  }
  group_begin[9] = size();
  LinkList weak_links, strong_links;
  weak_links.pairs.reserve(static_cast<std::size_t>(singles) * 24);
  // A pair of groups may be strong in two units (a line and a box): linked once.
  auto add_strong = [&](int a, int b) {
    if (a >= singles || b >= singles) {
      if (strong_links.contains(a, b)) return;
    }
    strong_links.add_both(a, b);
  };
  if (rules.bivalue_strong) {
    for (int c = 0; c < kCells; ++c) {
      if (count_of(s.mask[c]) != 2) continue;
      const int d1 = lowest_digit(s.mask[c]);
      const int d2 = advanced::other_digit(s.mask[c], d1);
      const int a = candidate_id(c, d1), b = candidate_id(c, d2);
      if (a >= 0 && b >= 0) add_strong(a, b);
    }
  }
  if (rules.conjugate_strong) {
    for (int u = 0; u < kUnits; ++u) {
      for (int d = 1; d <= 9; ++d) {
        const auto pos = s.positions(u, d);
        if (count_of(pos) == 2) {
          const auto [ca, cb] = advanced::first_two_cells(u, pos);
          // Two cells in one line and one box are one pair, linked once (from the line).
          if (u >= 18 && (row_of(ca) == row_of(cb) || col_of(ca) == col_of(cb)) &&
              count_of(s.positions(
                  row_of(ca) == row_of(cb) ? row_unit(row_of(ca)) : col_unit(col_of(ca)), d)) ==
                  2) {
            continue;
          }
          const int a = candidate_id(ca, d), b = candidate_id(cb, d);
          if (a >= 0 && b >= 0) add_strong(a, b);
          continue;
        }
        if (!rules.groups || count_of(pos) < 3) continue;
        // The digit's places in the unit split into two nodes, at least one a group.
        const CellSet all = unit_sets()[u] & digit_cells[d - 1];
        std::vector<int> parts;
        all.each([&](int c) { parts.push_back(candidate_id(c, d)); });
        for (int g = group_begin[d - 1]; g < group_begin[d]; ++g) {
          if (nodes[g].cells.subset_of(all)) parts.push_back(g);
        }
        for (std::size_t i = 0; i < parts.size(); ++i) {
          for (std::size_t j = i + 1; j < parts.size(); ++j) {
            const CellSet& x = nodes[parts[i]].cells;
            const CellSet& y = nodes[parts[j]].cells;
            if ((x & y).empty() && (x | y) == all) add_strong(parts[i], parts[j]);
          }
        }
      }
    }
  }
  if (rules.unit_weak) {
    for (int n = 0; n < singles; ++n) {
      const int c = nodes[n].cell, d = nodes[n].digit;
      for (int p : peers(c)) {
        const int m = candidate_id(p, d);
        if (m >= 0) weak_links.add(n, m);
      }
    }
    for (int g = singles; g < size(); ++g) {
      const int d = nodes[g].digit;
      for (int m = single_begin[d - 1]; m < single_begin[d]; ++m) {
        if (nodes[g].sees_all.test(nodes[m].cell)) weak_links.add_both(g, m);
      }
      for (int m = g + 1; m < group_begin[d]; ++m) {  // a pair of groups: once, from the first
        if (nodes[m].cells.subset_of(nodes[g].sees_all)) weak_links.add_both(g, m);
      }
    }
  }
  if (rules.cell_weak) {
    for (int c = 0; c < kCells; ++c) {
      for (int d = 1; d <= 9; ++d) {
        const int a = candidate_id(c, d);
        if (a < 0) continue;
        for (int e = 1; e <= 9; ++e) {
          const int b = candidate_id(c, e);
          if (e != d && b >= 0) weak_links.add(a, b);
        }
      }
    }
  }
  weak_links.pack(size(), weak_begin, weak);
  strong_links.pack(size(), strong_begin, strong);
}

bool Graph::weakly_linked(int cell, int digit, int n) const {
  const Node& node = nodes[n];
  if (node.cell == cell) return digit != node.digit;
  return digit == node.digit && node.sees_all.test(cell);
}

std::vector<CellDigit> Graph::seeing_both(int a, int b) const {
  const Node& x = nodes[a];
  const Node& y = nodes[b];
  std::vector<CellDigit> out;
  if (x.digit == y.digit) {
    (x.sees_all & y.sees_all & digit_cells[x.digit - 1]).each([&](int c) {
      out.push_back({c, x.digit});
    });
    return out;
  }
  auto has = [&](int c, int d) { return digit_cells[d - 1].test(c); };
  if (x.cell >= 0 && x.cell == y.cell) {
    for (int d = 1; d <= 9; ++d) {
      if (d != x.digit && d != y.digit && has(x.cell, d)) out.push_back({x.cell, d});
    }
    return out;
  }
  if (x.cell >= 0 && has(x.cell, y.digit) && weakly_linked(x.cell, y.digit, b)) {
    out.push_back({x.cell, y.digit});
  }
  if (y.cell >= 0 && has(y.cell, x.digit) && weakly_linked(y.cell, x.digit, a)) {
    out.push_back({y.cell, x.digit});
  }
  return out;
}

bool same_state(const Candidates& a, const Candidates& b) {
  return a.grid == b.grid && a.mask == b.mask;
}

const Graph& graph_for(const Candidates& s, const ChainRules& rules) {
  struct Slot {
    Candidates state;
    ChainRules rules;
    std::optional<Graph> graph;
    unsigned used = 0;
  };
  thread_local std::array<Slot, 4> slots;
  thread_local unsigned clock = 0;
  ++clock;
  for (auto& slot : slots) {
    if (slot.graph && slot.rules == rules && same_state(slot.state, s)) {
      slot.used = clock;
      return *slot.graph;
    }
  }
  auto oldest = std::min_element(slots.begin(), slots.end(),
                                 [](const Slot& a, const Slot& b) { return a.used < b.used; });
  oldest->state = s;
  oldest->rules = rules;
  oldest->graph.emplace(s, rules);
  oldest->used = clock;
  return *oldest->graph;
}

bool Graph::any_seeing_both(int a, int b) const {
  const Node& x = nodes[a];
  const Node& y = nodes[b];
  if (x.digit == y.digit) return !(x.sees_all & y.sees_all & digit_cells[x.digit - 1]).empty();
  return !seeing_both(a, b).empty();  // two digits: at most a few candidates to look at
}

std::string node_text(const Node& n) {
  std::string out = "(" + std::to_string(n.digit) + ")";
  if (n.cell >= 0) return out + cell_name(n.cell);
  std::string cells;
  n.cells.each([&](int c) { cells += (cells.empty() ? "" : ",") + cell_name(c); });
  return out + "{" + cells + "}";
}

namespace {

struct Chain {
  std::vector<int> nodes;  // from A (assumed false) to Z (then true)
  bool loop = false;       // Z and A weakly linked: a continuous loop
  bool placement = false;  // Z is A: a discontinuous loop, A is true
  std::vector<CellDigit> eliminations;
};

bool readable(const Graph& g, const std::vector<int>& path, bool closed) {
  const std::size_t n = closed ? path.size() - 1 : path.size();
  for (std::size_t i = 0; i < n; ++i) {
    for (std::size_t j = i + 1; j < n; ++j) {
      if (path[i] == path[j]) return false;
      const int ci = g.nodes[path[i]].cell, cj = g.nodes[path[j]].cell;
      if (ci >= 0 && ci == cj && j != i + 1) return false;
    }
  }
  return true;
}

// The shortest chain with a result, trying starts in the order given.
std::optional<Chain> shortest_chain(const Graph& g, const ChainRules& rules,
                                    const std::vector<int>& starts) {
  const int states = 2 * g.size();
  // Buffers kept per thread between calls; `seen` marks the literals of the current start.
  thread_local std::vector<std::int16_t> dist;
  thread_local std::vector<std::int32_t> parent;
  thread_local std::vector<std::uint32_t> seen;
  thread_local std::vector<int> queue;
  thread_local std::vector<int> ends;
  thread_local std::uint32_t generation = 0;
  if (seen.size() < static_cast<std::size_t>(states)) {
    dist.resize(static_cast<std::size_t>(states));
    parent.resize(static_cast<std::size_t>(states));
    seen.assign(static_cast<std::size_t>(states), 0);
    queue.resize(static_cast<std::size_t>(states));
  }
  std::optional<Chain> best;
  int best_links = 0;
  for (int start : starts) {
    const int limit = best ? best_links - 2 : rules.max_nodes - 1;
    if (limit < 3) break;
    if (g.strong_begin[start] == g.strong_begin[start + 1]) continue;
    if (++generation == 0) {  // wrapped: old marks could match again
      std::fill(seen.begin(), seen.end(), 0);
      generation = 1;
    }
    int head = 0, tail = 0;
    auto visit = [&](int from, int to) {
      if (seen[to] == generation) return;
      seen[to] = generation;
      dist[to] = static_cast<std::int16_t>(from < 0 ? 0 : dist[from] + 1);
      parent[to] = from;
      queue[tail++] = to;
    };
    visit(-1, 2 * start);  // A is false
    ends.clear();
    while (head < tail) {
      const int state = queue[head++];
      const int n = state / 2;
      if (state % 2 == 1 && dist[state] >= 3) {
        // Most ends prove nothing: rule them out before sorting and building paths.
        const int z = n;
        const Node& zn = g.nodes[z];
        const bool possible =
            !(rules.same_digit_ends && zn.digit != g.nodes[start].digit) &&
            !(z == start && zn.cell < 0) &&
            (z == start || g.any_seeing_both(start, z) || g.weak_between(z, start));
        if (possible) ends.push_back(state);
      }
      if (dist[state] >= limit) continue;
      if (state % 2 == 1) {
        for (int k = g.weak_begin[n]; k < g.weak_begin[n + 1]; ++k) visit(state, 2 * g.weak[k]);
      } else {
        for (int k = g.strong_begin[n]; k < g.strong_begin[n + 1]; ++k) {
          visit(state, 2 * g.strong[k] + 1);
        }
      }
    }
    // Each state is reached once, so the order is total: std::sort needs no buffer.
    std::sort(ends.begin(), ends.end(),
              [&](int a, int b) { return dist[a] != dist[b] ? dist[a] < dist[b] : a < b; });
    for (int end : ends) {
      const int z = end / 2;
      Chain chain;
      for (int st = end; st != -1; st = parent[st]) chain.nodes.push_back(st / 2);
      std::reverse(chain.nodes.begin(), chain.nodes.end());
      if (!readable(g, chain.nodes, z == start)) continue;
      if (z == start) {
        chain.placement = true;
      } else {
        chain.eliminations = g.seeing_both(start, z);
        chain.loop = g.weak_between(z, start);
        if (chain.loop) {
          for (std::size_t i = 1; i + 1 < chain.nodes.size(); i += 2) {
            for (auto e : g.seeing_both(chain.nodes[i], chain.nodes[i + 1])) {
              chain.eliminations.push_back(e);
            }
          }
        }
        sort_eliminations(chain.eliminations);
        if (chain.eliminations.empty()) continue;
      }
      best_links = dist[end];
      best = std::move(chain);
      break;
    }
  }
  return best;
}

std::vector<int> starts_by_digit(const Graph& g) {
  std::vector<int> out;
  for (int n = 0; n < g.size(); ++n) out.push_back(n);  // digit, then cell; groups last
  return out;
}

std::vector<int> starts_by_cell(const Graph& g) {
  std::vector<int> out;
  for (int c = 0; c < kCells; ++c) {
    for (int d = 1; d <= 9; ++d) {
      if (g.candidate_id(c, d) >= 0) out.push_back(g.candidate_id(c, d));
    }
  }
  return out;
}

std::vector<int> cells_of(const Graph& g, const std::vector<int>& nodes) {
  std::vector<int> out;
  for (int n : nodes) g.nodes[n].cells.each([&](int c) { out.push_back(c); });
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

// The unit shared by every cell of two nodes (rows, then columns, then boxes); -1 if none.
int unit_of_link(const Graph& g, int a, int b) {
  const CellSet both = g.nodes[a].cells | g.nodes[b].cells;
  for (int u = 0; u < kUnits; ++u) {
    if (both.subset_of(unit_sets()[u])) return u;
  }
  return -1;
}

// "r2c3 is 4", or "4 is in one of r2c1 and r2c3" for a group.
Phrase node_true(const Node& n) {
  if (n.cell >= 0) return {Sentence::NodeIs, {arg::cell(n.cell), arg::digit(n.digit)}};
  std::vector<int> cells;
  n.cells.each([&](int c) { cells.push_back(c); });
  return {Sentence::NodeInGroup, {arg::digit(n.digit), arg::cells(std::move(cells))}};
}

// How a chain concludes; each chain technique has a sentence per shape it can take.
enum class Shape : std::uint8_t { Pair, Either, EitherGroup, Loop, Placement };

// The chain's sentence: the technique's head arguments, the notation, then the conclusion's.
Phrase chain_phrase(const Graph& g, const Chain& chain, Technique technique,
                    std::vector<PhraseArg> head) {
  const Node& a = g.nodes[chain.nodes.front()];
  const Node& z = g.nodes[chain.nodes.back()];
  Shape shape = Shape::Pair;
  std::vector<PhraseArg> args = std::move(head);
  if (chain.placement) {
    shape = Shape::Placement;
    args.push_back(arg::cell(a.cell));
    args.push_back(arg::digit(a.digit));
  } else if (chain.loop) {
    shape = Shape::Loop;
    args.push_back(arg::notation(node_text(a)));
  } else if (a.digit == z.digit && a.cell >= 0 && z.cell >= 0) {
    args.push_back(arg::cells({a.cell, z.cell}));
    args.push_back(arg::digit(a.digit));
  } else {
    shape = a.cell < 0 || z.cell < 0 ? Shape::EitherGroup : Shape::Either;
    args.push_back(arg::phrase(node_true(a)));
    args.push_back(arg::phrase(node_true(z)));
  }
  if (shape != Shape::Placement) args.push_back(advanced::removal_arg(chain.eliminations));
  // X-Chains and XY-Chains end on one digit in two cells, so they never take the Either
  // shapes; a plain AIC has no groups.
  Sentence id = Sentence::AicPair;
  switch (technique) {
    case Technique::XChain:
    case Technique::XYChain: {
      const bool x = technique == Technique::XChain;
      id = shape == Shape::Loop ? (x ? Sentence::XChainLoop : Sentence::XYChainLoop)
           : shape == Shape::Placement
               ? (x ? Sentence::XChainPlacement : Sentence::XYChainPlacement)
               : (x ? Sentence::XChainPair : Sentence::XYChainPair);
      break;
    }
    case Technique::GroupedAic:
      id = shape == Shape::Loop          ? Sentence::GroupedAicLoop
           : shape == Shape::Placement   ? Sentence::GroupedAicPlacement
           : shape == Shape::Either      ? Sentence::GroupedAicEither
           : shape == Shape::EitherGroup ? Sentence::GroupedAicEitherGroup
                                         : Sentence::GroupedAicPair;
      break;
    default:
      id = shape == Shape::Loop        ? Sentence::AicLoop
           : shape == Shape::Placement ? Sentence::AicPlacement
           : shape == Shape::Pair      ? Sentence::AicPair
                                       : Sentence::AicEither;
      break;
  }
  return {id, std::move(args)};
}

void fill_common(const Graph& g, const Chain& chain, Step& step) {
  step.eliminations = chain.eliminations;
  if (chain.placement) {
    const Node& a = g.nodes[chain.nodes.front()];
    step.placements.push_back({a.cell, a.digit});
  }
  step.pattern_cells = cells_of(g, chain.nodes);
}

ChainRules x_rules() {
  ChainRules r;
  r.bivalue_strong = false;
  r.cell_weak = false;
  r.max_nodes = 14;  // 13 links: 7 strong, 6 weak
  return r;
}

ChainRules xy_rules() {
  ChainRules r;
  r.conjugate_strong = false;
  r.cell_weak = false;
  r.bivalue_only = true;
  r.same_digit_ends = true;
  r.max_nodes = 16;  // 8 cells
  return r;
}

std::optional<Step> aic_step(const Candidates& s, bool groups) {
  ChainRules rules;
  rules.groups = groups;
  const Graph& g = graph_for(s, rules);
  auto chain = shortest_chain(g, rules, starts_by_digit(g));
  if (!chain) return std::nullopt;
  Step step;
  step.technique = groups ? Technique::GroupedAic : Technique::Aic;
  fill_common(g, *chain, step);
  std::string text;
  for (std::size_t i = 0; i < chain->nodes.size(); ++i) {
    const int n = chain->nodes[i];
    if (i > 0) {
      text += i % 2 == 1 ? " = " : " - ";
      // Links inside one cell have no unit.
      const int prev_cell = g.nodes[chain->nodes[i - 1]].cell;
      const int u = unit_of_link(g, chain->nodes[i - 1], n);
      if (u >= 0 && (prev_cell < 0 || prev_cell != g.nodes[n].cell)) step.units.push_back(u);
    }
    text += node_text(g.nodes[n]);
    g.nodes[n].cells.each([&](int c) { step.pattern_candidates.push_back({c, g.nodes[n].digit}); });
  }
  std::sort(step.units.begin(), step.units.end());
  step.units.erase(std::unique(step.units.begin(), step.units.end()), step.units.end());
  auto& pc = step.pattern_candidates;
  std::sort(pc.begin(), pc.end(), [](const CellDigit& a, const CellDigit& b) {
    return a.cell != b.cell ? a.cell < b.cell : a.digit < b.digit;
  });
  pc.erase(std::unique(pc.begin(), pc.end()), pc.end());
  step.phrase = chain_phrase(g, *chain, step.technique, {arg::notation(std::move(text))});
  return step;
}

}  // namespace
}  // namespace chains

std::optional<Step> find_x_chain(const Candidates& s) {
  using namespace chains;
  const ChainRules rules = x_rules();
  const Graph& g = graph_for(s, rules);
  auto chain = shortest_chain(g, rules, starts_by_digit(g));
  if (!chain) return std::nullopt;
  const int digit = g.nodes[chain->nodes.front()].digit;
  Step step;
  step.technique = Technique::XChain;
  fill_common(g, *chain, step);
  std::string text;
  for (std::size_t i = 0; i < chain->nodes.size(); ++i) {
    if (i > 0) text += i % 2 == 1 ? " = " : " - ";
    text += cell_name(g.nodes[chain->nodes[i]].cell);
    if (i % 2 == 1) step.units.push_back(unit_of_link(g, chain->nodes[i - 1], chain->nodes[i]));
  }
  for (int c : step.pattern_cells) step.pattern_candidates.push_back({c, digit});
  step.phrase =
      chain_phrase(g, *chain, step.technique, {arg::digit(digit), arg::notation(std::move(text))});
  return step;
}

std::optional<Step> find_xy_chain(const Candidates& s) {
  using namespace chains;
  const ChainRules rules = xy_rules();
  const Graph& g = graph_for(s, rules);
  auto chain = shortest_chain(g, rules, starts_by_cell(g));
  if (!chain) return std::nullopt;
  Step step;
  step.technique = Technique::XYChain;
  fill_common(g, *chain, step);
  // Nodes come in pairs, one pair per cell: (off digit, on digit).
  std::vector<std::string> links;
  const auto& nodes = chain->nodes;
  for (std::size_t i = 0; i + 1 < nodes.size(); i += 2) {
    const Node& off = g.nodes[nodes[i]];
    const Node& on = g.nodes[nodes[i + 1]];
    links.push_back(cell_name(off.cell) + " (" + std::to_string(off.digit) + "=" +
                    std::to_string(on.digit) + ")");
    if (i > 0) step.units.push_back(advanced::shared_unit(g.nodes[nodes[i - 1]].cell, off.cell));
  }
  for (int c : step.pattern_cells) {
    for (int d = 1; d <= 9; ++d) {
      if (s.has(c, d)) step.pattern_candidates.push_back({c, d});
    }
  }
  std::string text;
  for (std::size_t i = 0; i < links.size(); ++i) text += (i > 0 ? " - " : "") + links[i];
  const int digit = g.nodes[nodes.front()].digit;
  step.phrase =
      chain_phrase(g, *chain, step.technique, {arg::digit(digit), arg::notation(std::move(text))});
  return step;
}

std::optional<Step> find_aic(const Candidates& s) { return chains::aic_step(s, false); }

std::optional<Step> find_grouped_aic(const Candidates& s) { return chains::aic_step(s, true); }

}  // namespace nonet
