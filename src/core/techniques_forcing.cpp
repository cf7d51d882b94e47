// SPDX-License-Identifier: MIT
// Bounded forcing chains, tried after every pattern and chain, before the engine reports
// trial and error. Easiest first:
//
//   Nishio               one digit: placing it at one cell and following only that digit's
//                        consequences (its other places in the cell's units go, a unit left
//                        with one place takes it) leaves the digit no place in some unit, so
//                        the cell is not that digit.
//   Cell forcing chain   every candidate of one cell, followed along the chain links of
//                        techniques_chain_graph.hpp (strong and weak links, groups), leads to
//                        the same candidate being true (placed) or false (removed).
//   Unit forcing chain   the same from every place of one digit in one unit.
//   Dynamic forcing      as the two above, but each branch is followed by naked and hidden
//   chain                singles on the whole board (so a candidate removed by one step
//                        and one removed by another can together force a single). A branch
//                        that ends in a contradiction is impossible, so its candidate goes; the
//                        others must agree on what they prove.
//
// Bounds: chain branches at most kMaxBranchLinks links; cells of 2 to 4 candidates, units with
// 2 to 4 places of the digit; singles propagation runs until nothing more follows (at most 81
// placements per branch). So a call costs at most a few hundred branch searches.
#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "core/deep_forcing.hpp"
#include "core/step_text.hpp"
#include "core/technique.hpp"
#include "core/techniques_advanced_shared.hpp"
#include "core/techniques_chain_graph.hpp"

namespace nonet {
namespace {

using chains::CellSet;

constexpr int kMaxBranches = 4;              // cells of up to 4 candidates, units of up to 4 places
constexpr int kMaxBranchLinks = 15;          // a chain branch has at most 16 nodes
constexpr std::size_t kShownPlacements = 6;  // longer cascades are shortened in sentences
// A nested chain weighs 9.5, and a tenth more for each inner chain past the first, up to 11.9
// (rating.cpp): SE's nested levels span about 9.5 to 12.
constexpr std::size_t kNestedExtraMax = 24;

int first_cell(const CellSet& set) {
  int out = -1;
  set.each([&](int c) {
    if (out < 0) out = c;
  });
  return out;
}

// "r1c2=3, r4c5=7" in players' notation, the first few of a long cascade and how many.
PhraseArg placements_arg(const std::vector<Placement>& trail, std::size_t from) {
  std::string out;
  std::size_t shown = 0;
  for (std::size_t i = from; i < trail.size() && shown < kShownPlacements; ++i, ++shown) {
    out +=
        (shown > 0 ? ", " : "") + cell_name(trail[i].cell) + "=" + std::to_string(trail[i].digit);
  }
  const std::size_t total = trail.size() - from;
  if (total <= shown) return arg::notation(std::move(out));
  return arg::phrase({Sentence::ForcingSinglesCut,
                      {arg::notation(std::move(out)), arg::number(static_cast<int>(total))}});
}

// ---- Nishio --------------------------------------------------------------------------------

struct NishioResult {
  std::vector<int> forced;  // cells the digit is forced into, in order
  int empty_unit = -1;      // the unit left without a place
};

// Places `digit` at `cell` and follows only that digit. Returns the unit it empties, if any.
// `places`: the digit's candidates; `open_units`: bit u set when unit u still misses it.
NishioResult nishio_from(CellSet places, std::uint32_t open_units, int cell) {
  NishioResult r;
  auto place = [&](int c) {
    places =
        CellSet{places.lo & ~chains::peer_sets()[c].lo, places.hi & ~chains::peer_sets()[c].hi};
    places = CellSet{places.lo & ~(c < 64 ? std::uint64_t{1} << c : 0),
                     places.hi & ~(c >= 64 ? std::uint64_t{1} << (c - 64) : 0)};
    for (int u : cell_units(c)) open_units &= ~(1U << u);
  };
  place(cell);
  for (bool progress = true; progress;) {
    progress = false;
    for (int u = 0; u < kUnits; ++u) {
      if ((open_units & (1U << u)) == 0) continue;
      const CellSet here = places & chains::unit_sets()[u];
      const int n = here.count_upto2();
      if (n == 0) {
        r.empty_unit = u;
        return r;
      }
      if (n == 1) {
        const int c = first_cell(here);
        r.forced.push_back(c);
        place(c);
        progress = true;
      }
    }
  }
  return r;
}

// ---- Propagation by singles (dynamic forcing) -----------------------------------------------

struct Board {
  std::array<std::uint8_t, kCells> grid{};
  std::array<CandidateMask, kCells> mask{};
  std::array<CellSet, 9> where{};            // cells still holding each digit
  std::array<std::uint16_t, kUnits> done{};  // digits placed in each unit
  std::vector<Placement> trail;
  Phrase contradiction;  // why the branch is impossible; empty when it is not
  // When set, the candidates each single and the contradiction rely on being absent from the
  // start state (for hint slices, dynamic_forcing_support); null while rating.
  std::array<CandidateMask, kCells>* reads = nullptr;

  explicit Board(const Candidates& s) {
    for (int c = 0; c < kCells; ++c) {
      grid[c] = static_cast<std::uint8_t>(s.grid[c]);
      mask[c] = s.mask[c];
      for (int d = 1; d <= 9; ++d) {
        if (s.has(c, d)) where[d - 1].set(c);
      }
      if (s.grid[c] != 0) {
        for (int u : cell_units(c)) done[u] |= digit_bit(s.grid[c]);
      }
    }
  }
  bool has(int c, int d) const { return (mask[c] & digit_bit(d)) != 0; }
  void remove(int c, int d) {
    mask[c] = static_cast<CandidateMask>(mask[c] & ~digit_bit(d));
    if (c < 64) {
      where[d - 1].lo &= ~(std::uint64_t{1} << c);
    } else {
      where[d - 1].hi &= ~(std::uint64_t{1} << (c - 64));
    }
  }
  void place(int c, int d) {
    grid[c] = static_cast<std::uint8_t>(d);
    for (int e = 1; e <= 9; ++e) {
      if (has(c, e)) remove(c, e);
    }
    for (int p : peers(c)) {
      if (has(p, d)) remove(p, d);
    }
    for (int u : cell_units(c)) done[u] |= digit_bit(d);
    trail.push_back({c, d});
  }
  // A naked single or an empty cell at x reads every candidate of x; a hidden single or an
  // empty unit u for digit e reads e in every cell of u.
  void read_cell(int x) {
    if (reads) (*reads)[x] = kAllDigits;
  }
  void read_unit(int u, int e) {
    if (!reads) return;
    for (int x : unit_cells(u)) (*reads)[x] |= digit_bit(e);
  }
  /// Places d at c and follows (settle).
  void propagate(int c, int d) {
    place(c, d);
    settle();
  }
  /// Follows naked and hidden singles, and with `locked` also pointing and claiming, until
  /// nothing more follows or the board breaks (then `contradiction` says how).
  void settle() {
    for (bool progress = true; progress && contradiction.empty();) {
      progress = false;
      for (int x = 0; x < kCells && contradiction.empty(); ++x) {
        if (grid[x] != 0) continue;
        if (mask[x] == 0) {
          read_cell(x);
          contradiction = {Sentence::ForcingNoCandidate, {arg::cell(x)}};
        } else if (count_of(mask[x]) == 1) {
          read_cell(x);
          place(x, lowest_digit(mask[x]));
          progress = true;
        }
      }
      for (int e = 1; e <= 9 && contradiction.empty(); ++e) {
        for (int u = 0; u < kUnits; ++u) {
          if ((done[u] & digit_bit(e)) != 0) continue;
          const CellSet here = where[e - 1] & chains::unit_sets()[u];
          const int n = here.count_upto2();
          if (n == 0) {
            read_unit(u, e);
            contradiction = {Sentence::ForcingNoPlace, {arg::digit(e), arg::unit(u)}};
            break;
          }
          if (n == 1) {
            read_unit(u, e);
            place(first_cell(here), e);
            progress = true;
          }
        }
      }
      if (!progress && locked && contradiction.empty()) progress = locked_candidates();
    }
  }
  bool locked = false;  // settle() also follows pointing and claiming ("dynamic+")

 private:
  // Removes e from the cells of `unit` outside `keep`; true when one went.
  bool remove_outside(int e, int unit, int keep) {
    const CellSet here = where[e - 1] & chains::unit_sets()[unit];
    const CellSet kept = chains::unit_sets()[keep];
    const CellSet gone{here.lo & ~kept.lo, here.hi & ~kept.hi};
    gone.each([&](int x) { remove(x, e); });
    return !gone.empty();
  }
  // Pointing (a box's digit on one line leaves the rest of the line) and claiming (a line's
  // digit in one box leaves the rest of the box), every digit and unit once; true when any
  // candidate went. Empty units are the singles pass's to report.
  bool locked_candidates() {
    bool removed = false;
    for (int e = 1; e <= 9; ++e) {
      for (int u = 0; u < kUnits; ++u) {
        if ((done[u] & digit_bit(e)) != 0) continue;
        const CellSet here = where[e - 1] & chains::unit_sets()[u];
        if (here.empty()) continue;
        const int c = first_cell(here);
        if (unit_kind(u) == UnitKind::Box) {
          for (int line : {row_unit(row_of(c)), col_unit(col_of(c))}) {
            if (here.subset_of(chains::unit_sets()[line])) removed |= remove_outside(e, line, u);
          }
        } else {
          const int box = box_unit(box_of(c));
          if (here.subset_of(chains::unit_sets()[box])) removed |= remove_outside(e, box, u);
        }
      }
    }
    return removed;
  }
};

// One branch per candidate of a cell or place of a digit in a unit; conclusions common to
// every branch that does not break the board, and the candidates of the broken ones.
struct Forcing {
  std::vector<Placement> starts;
  std::vector<Board> boards;
};

// `placed`: the sentence for the branches' common placement, its broken and removal forms
// following it (phrase.hpp); `what`: the arguments naming where the branches start.
std::optional<Step> dynamic_conclusion(const Candidates& s, const Forcing& f, Sentence placed,
                                       std::vector<PhraseArg> what) {
  std::vector<CellDigit> eliminations;
  std::vector<Placement> placements;
  int alive = -1;
  for (std::size_t i = 0; i < f.boards.size(); ++i) {
    if (!f.boards[i].contradiction.empty()) {
      eliminations.push_back({f.starts[i].cell, f.starts[i].digit});
    } else if (alive < 0) {
      alive = static_cast<int>(i);
    }
  }
  if (alive < 0) return std::nullopt;  // every branch breaks: the state itself is broken
  // What every surviving branch proves: a digit placed in all, a candidate removed in all.
  for (int c = 0; c < kCells && placements.empty() && eliminations.empty(); ++c) {
    if (s.grid[c] != 0) continue;
    const int d = f.boards[static_cast<std::size_t>(alive)].grid[c];
    bool all_placed = d != 0;
    CandidateMask removed = s.mask[c];
    for (std::size_t i = 0; i < f.boards.size(); ++i) {
      const Board& b = f.boards[i];
      if (!b.contradiction.empty()) continue;
      all_placed = all_placed && b.grid[c] == d;
      removed = static_cast<CandidateMask>(removed & ~b.mask[c]);
      if (b.grid[c] != 0) removed = static_cast<CandidateMask>(removed & ~digit_bit(b.grid[c]));
    }
    if (all_placed) {
      placements.push_back({c, d});
    } else {
      for (int e = 1; e <= 9; ++e) {
        if ((removed & digit_bit(e)) != 0) eliminations.push_back({c, e});
      }
    }
  }
  if (placements.empty() && eliminations.empty()) return std::nullopt;
  sort_eliminations(eliminations);
  Step step;
  step.technique = Technique::DynamicForcingChain;
  step.placements = placements;
  step.eliminations = eliminations;
  // A contradiction alone proves its removals: only the broken branches are told then.
  const bool broken = placements.empty() && !eliminations.empty() &&
                      std::any_of(f.boards.begin(), f.boards.end(),
                                  [](const Board& b) { return !b.contradiction.empty(); });
  std::vector<Phrase> branches;
  for (std::size_t i = 0; i < f.boards.size(); ++i) {
    const Board& b = f.boards[i];
    const Placement& st = f.starts[i];
    if (broken && b.contradiction.empty()) continue;
    Phrase outcome =
        !b.contradiction.empty() ? b.contradiction
        : !placements.empty()
            ? Phrase{Sentence::ForcingWouldBe,
                     {arg::cell(placements[0].cell), arg::digit(placements[0].digit)}}
            : Phrase{Sentence::ForcingWouldNotBe,
                     {arg::cell(eliminations[0].cell), arg::digit(eliminations[0].digit)}};
    if (b.trail.size() > 1) {
      branches.push_back({Sentence::ForcingBranchSingles,
                          {arg::cell(st.cell), arg::digit(st.digit), placements_arg(b.trail, 1),
                           arg::phrase(std::move(outcome))}});
    } else {
      branches.push_back(
          {Sentence::ForcingBranch,
           {arg::cell(st.cell), arg::digit(st.digit), arg::phrase(std::move(outcome))}});
    }
    step.pattern_cells.push_back(st.cell);
    step.pattern_candidates.push_back({st.cell, st.digit});
  }
  for (const auto& p : placements) step.pattern_cells.push_back(p.cell);
  for (const auto& e : eliminations) step.pattern_cells.push_back(e.cell);
  std::sort(step.pattern_cells.begin(), step.pattern_cells.end());
  step.pattern_cells.erase(std::unique(step.pattern_cells.begin(), step.pattern_cells.end()),
                           step.pattern_cells.end());
  // The placed, broken and removal sentences follow each other (phrase.hpp).
  const int form = !placements.empty() ? 0 : broken ? 1 : 2;
  std::vector<PhraseArg> args = std::move(what);
  args.push_back(arg::clauses(std::move(branches)));
  if (!placements.empty()) {
    args.push_back(arg::cell(placements[0].cell));
    args.push_back(arg::digit(placements[0].digit));
  } else {
    args.push_back(advanced::removal_arg(eliminations));
  }
  step.phrase = {static_cast<Sentence>(static_cast<int>(placed) + form), std::move(args)};
  return step;
}

// Cells by number of candidates (2 first), then in cell order.
std::vector<int> cells_by_size(const Candidates& s) {
  std::vector<int> out;
  for (int k = 2; k <= kMaxBranches; ++k) {
    for (int c = 0; c < kCells; ++c) {
      if (s.grid[c] == 0 && count_of(s.mask[c]) == k) out.push_back(c);
    }
  }
  return out;
}

// ---- Chain (static) forcing ----------------------------------------------------------------

// Literals reached from one start literal: dist -1 = not reached.
struct Reach {
  std::vector<std::int16_t> dist;
  std::vector<std::int32_t> parent;
};

void reach_from(const chains::Graph& g, int start_state, Reach& r) {
  const std::size_t states = static_cast<std::size_t>(2 * g.size());
  r.dist.assign(states, -1);
  r.parent.assign(states, -1);
  thread_local std::vector<int> queue;
  queue.clear();
  r.dist[static_cast<std::size_t>(start_state)] = 0;
  queue.push_back(start_state);
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const int state = queue[head];
    if (r.dist[static_cast<std::size_t>(state)] >= kMaxBranchLinks) continue;
    const int n = state / 2;
    auto visit = [&](int to) {
      if (r.dist[static_cast<std::size_t>(to)] != -1) return;
      r.dist[static_cast<std::size_t>(to)] =
          static_cast<std::int16_t>(r.dist[static_cast<std::size_t>(state)] + 1);
      r.parent[static_cast<std::size_t>(to)] = state;
      queue.push_back(to);
    };
    if (state % 2 == 1) {
      for (int k = g.weak_begin[n]; k < g.weak_begin[n + 1]; ++k) visit(2 * g.weak[k]);
    } else {
      for (int k = g.strong_begin[n]; k < g.strong_begin[n + 1]; ++k) visit(2 * g.strong[k] + 1);
    }
  }
}

// The branch in players' chain notation: "(3)r1c2 - (3)r4c2 = (5)r4c2".
std::string branch_notation(const chains::Graph& g, const Reach& r, int state) {
  std::vector<int> path;
  for (int st = state; st != -1; st = r.parent[static_cast<std::size_t>(st)]) path.push_back(st);
  std::reverse(path.begin(), path.end());
  std::string out;
  for (std::size_t i = 0; i < path.size(); ++i) {
    // Into a false literal through a weak link, into a true one through a strong link.
    if (i > 0) out += path[i] % 2 == 1 ? " = " : " - ";
    out += chains::node_text(g.nodes[static_cast<std::size_t>(path[i] / 2)]);
  }
  return out;
}

// Every branch starts with one candidate true; returns the step for the first candidate that
// all branches make true or false (shortest branches first).
// What each candidate of `s` reaches when true, computed once per state and thread: the
// cell and unit forcing finders share it.
const Reach& reach_of(const Candidates& s, const chains::Graph& g, int node) {
  struct Cache {
    Candidates state;
    int nodes = -1;
    std::vector<Reach> reach;  // by node id, buffers kept between states
    std::vector<bool> valid;   // reach[n] is for this state
  };
  thread_local Cache cache;
  if (cache.nodes != g.size() || !chains::same_state(cache.state, s)) {
    cache.state = s;
    cache.nodes = g.size();
    if (cache.reach.size() < static_cast<std::size_t>(g.size())) {
      cache.reach.resize(static_cast<std::size_t>(g.size()));
    }
    cache.valid.assign(static_cast<std::size_t>(g.size()), false);
  }
  Reach& r = cache.reach[static_cast<std::size_t>(node)];
  if (!cache.valid[static_cast<std::size_t>(node)]) {
    reach_from(g, 2 * node + 1, r);
    cache.valid[static_cast<std::size_t>(node)] = true;
  }
  return r;
}

std::optional<Step> chain_forcing(const Candidates& s, const chains::Graph& g,
                                  const std::vector<Placement>& starts, Sentence is,
                                  std::vector<PhraseArg> what) {
  // reach_of never moves an entry while the state stays the same: the pointers stay valid.
  std::vector<const Reach*> reaches;
  for (const auto& p : starts) {
    const int n = g.candidate_id(p.cell, p.digit);
    if (n < 0) return std::nullopt;
    reaches.push_back(&reach_of(s, g, n));
  }
  int best_state = -1, best_cost = 0;
  for (int n = 0; n < g.size(); ++n) {
    if (g.nodes[static_cast<std::size_t>(n)].cell < 0) continue;
    for (int value = 0; value < 2; ++value) {
      const int state = 2 * n + value;
      int cost = 0;
      bool all = true;
      for (const Reach* r : reaches) {
        const int d = r->dist[static_cast<std::size_t>(state)];
        all = all && d > 0;
        cost = std::max(cost, d);
      }
      if (!all) continue;
      if (best_state < 0 || cost < best_cost) {
        best_state = state;
        best_cost = cost;
      }
    }
  }
  if (best_state < 0) return std::nullopt;
  const auto& target = g.nodes[static_cast<std::size_t>(best_state / 2)];
  Step step;
  step.technique = is == Sentence::CellForcingChainIs ? Technique::CellForcingChain
                                                      : Technique::UnitForcingChain;
  const bool is_true = best_state % 2 == 1;
  if (is_true) {
    step.placements.push_back({target.cell, target.digit});
  } else {
    step.eliminations.push_back({target.cell, target.digit});
  }
  std::string branches;
  for (std::size_t i = 0; i < reaches.size(); ++i) {
    const Reach& r = *reaches[i];
    branches += (i > 0 ? "; " : "") + branch_notation(g, r, best_state);
    for (int st = best_state; st != -1; st = r.parent[static_cast<std::size_t>(st)]) {
      const auto& node = g.nodes[static_cast<std::size_t>(st / 2)];
      node.cells.each([&](int c) {
        step.pattern_cells.push_back(c);
        step.pattern_candidates.push_back({c, node.digit});
      });
    }
  }
  std::sort(step.pattern_cells.begin(), step.pattern_cells.end());
  step.pattern_cells.erase(std::unique(step.pattern_cells.begin(), step.pattern_cells.end()),
                           step.pattern_cells.end());
  auto& pc = step.pattern_candidates;
  std::sort(pc.begin(), pc.end(), [](const CellDigit& a, const CellDigit& b) {
    return a.cell != b.cell ? a.cell < b.cell : a.digit < b.digit;
  });
  pc.erase(std::unique(pc.begin(), pc.end()), pc.end());
  // The "is not" sentence follows the "is" one (phrase.hpp).
  std::vector<PhraseArg> args = std::move(what);
  args.push_back(arg::notation(std::move(branches)));
  args.push_back(arg::cell(target.cell));
  args.push_back(arg::digit(target.digit));
  step.phrase = {is_true ? is : static_cast<Sentence>(static_cast<int>(is) + 1), std::move(args)};
  return step;
}

chains::ChainRules forcing_rules() {
  chains::ChainRules r;
  r.groups = true;
  return r;
}

}  // namespace

std::optional<Step> find_nishio(const Candidates& s) {
  for (int digit = 1; digit <= 9; ++digit) {
    CellSet places;
    std::uint32_t open_units = 0;
    for (int c = 0; c < kCells; ++c) {
      if (s.has(c, digit)) places.set(c);
    }
    for (int u = 0; u < kUnits; ++u) {
      bool placed = false;
      for (int c : unit_cells(u)) placed = placed || s.grid[c] == digit;
      if (!placed) open_units |= 1U << u;
    }
    for (int cell = 0; cell < kCells; ++cell) {
      if (!s.has(cell, digit)) continue;
      const NishioResult r = nishio_from(places, open_units, cell);
      if (r.empty_unit < 0) continue;
      Step step;
      step.technique = Technique::Nishio;
      step.eliminations.push_back({cell, digit});
      step.pattern_cells.push_back(cell);
      for (int c : r.forced) step.pattern_cells.push_back(c);
      std::sort(step.pattern_cells.begin(), step.pattern_cells.end());
      for (int c : step.pattern_cells) step.pattern_candidates.push_back({c, digit});
      step.units.push_back(r.empty_unit);
      if (r.forced.empty()) {
        step.phrase = {Sentence::Nishio,
                       {arg::digit(digit), arg::cell(cell), arg::unit(r.empty_unit)}};
      } else {
        step.phrase = {
            Sentence::NishioForced,
            {arg::digit(digit), arg::cell(cell), arg::cells(r.forced), arg::unit(r.empty_unit)}};
      }
      return step;
    }
  }
  return std::nullopt;
}

std::optional<Step> find_cell_forcing_chain(const Candidates& s) {
  const chains::Graph& g = chains::graph_for(s, forcing_rules());
  for (int c : cells_by_size(s)) {
    if (count_of(s.mask[c]) < 3) continue;  // two candidates: an AIC already covers it
    std::vector<Placement> starts;
    for (int d = 1; d <= 9; ++d) {
      if (s.has(c, d)) starts.push_back({c, d});
    }
    if (auto step = chain_forcing(s, g, starts, Sentence::CellForcingChainIs,
                                  {arg::cell(c), arg::digits_or(s.mask[c])})) {
      return step;
    }
  }
  return std::nullopt;
}

std::optional<Step> find_unit_forcing_chain(const Candidates& s) {
  const chains::Graph& g = chains::graph_for(s, forcing_rules());
  for (int digit = 1; digit <= 9; ++digit) {
    for (int u = 0; u < kUnits; ++u) {
      const auto pos = s.positions(u, digit);
      if (count_of(pos) < 3 || count_of(pos) > kMaxBranches) continue;
      std::vector<Placement> starts;
      std::vector<int> cells;
      for (int i = 0; i < 9; ++i) {
        if ((pos >> i) & 1U) {
          starts.push_back({unit_cells(u)[i], digit});
          cells.push_back(unit_cells(u)[i]);
        }
      }
      if (auto step = chain_forcing(s, g, starts, Sentence::UnitForcingChainIs,
                                    {arg::digit(digit), arg::unit(u), arg::cells_or(cells)})) {
        step->units.push_back(u);
        return step;
      }
    }
  }
  return std::nullopt;
}

std::optional<Step> find_dynamic_forcing_chain(const Candidates& s) {
  for (int c : cells_by_size(s)) {
    Forcing f;
    f.boards.reserve(kMaxBranches);
    for (int d = 1; d <= 9; ++d) {
      if (!s.has(c, d)) continue;
      f.starts.push_back({c, d});
      f.boards.emplace_back(s);
      f.boards.back().propagate(c, d);
    }
    if (auto step = dynamic_conclusion(s, f, Sentence::DynamicCellPlaced, {arg::cell(c)})) {
      return step;
    }
  }
  for (int digit = 1; digit <= 9; ++digit) {
    for (int u = 0; u < kUnits; ++u) {
      const auto pos = s.positions(u, digit);
      if (count_of(pos) < 2 || count_of(pos) > kMaxBranches) continue;
      Forcing f;
      f.boards.reserve(kMaxBranches);
      for (int i = 0; i < 9; ++i) {
        if (((pos >> i) & 1U) == 0) continue;
        const int c = unit_cells(u)[i];
        f.starts.push_back({c, digit});
        f.boards.emplace_back(s);
        f.boards.back().propagate(c, digit);
      }
      if (auto step = dynamic_conclusion(s, f, Sentence::DynamicUnitPlaced,
                                         {arg::digit(digit), arg::unit(u)})) {
        step->units.push_back(u);
        return step;
      }
    }
  }
  return std::nullopt;
}

namespace {

// What a branch shows once it broke: "singles and locked candidates would follow (r1c2=3, ...)
// and r4c5 would have no candidate left", from trail entry `from` on; only the contradiction
// when nothing was placed after it.
PhraseArg follow_plus(const Board& b, std::size_t from) {
  if (b.trail.size() <= from) return arg::phrase(b.contradiction);
  return arg::phrase(
      {Sentence::ForcingFollowPlus, {placements_arg(b.trail, from), arg::phrase(b.contradiction)}});
}

Board plus_board(const Candidates& s) {
  Board b(s);
  b.locked = true;
  return b;
}

}  // namespace

std::optional<Step> find_dynamic_plus_forcing_chain(const Candidates& s) {
  const auto deep = find_deep_contradiction(s, 1);
  if (!deep) return std::nullopt;
  const CellDigit x = deep->assumed;
  Board b = plus_board(s);
  b.propagate(x.cell, x.digit);
  // The band words and the named rules reach the same fixpoint; should they ever differ, the
  // engine says nothing rather than something it cannot explain.
  if (b.contradiction.empty()) return std::nullopt;
  Step step;
  step.technique = Technique::DynamicForcingChainPlus;
  step.eliminations.push_back(x);
  step.pattern_cells.push_back(x.cell);
  step.pattern_candidates.push_back(x);
  step.phrase = {Sentence::DynamicPlusBroken,
                 {arg::cell(x.cell), arg::digit(x.digit), follow_plus(b, 1)}};
  return step;
}

std::optional<Step> find_nested_forcing_chain(const Candidates& s) {
  const auto deep = find_deep_contradiction(s, 2);
  if (!deep || deep->depth != 2) return std::nullopt;  // depth 1 is the finder before
  const CellDigit x = deep->assumed;
  Step step;
  step.technique = Technique::NestedForcingChain;
  step.eliminations.push_back(x);
  step.pattern_cells.push_back(x.cell);
  step.pattern_candidates.push_back(x);
  // Each inner removal told inside the outer branch, from the branch's state with the removals
  // before it: "r3c4 is not 7 (if it were, singles and locked candidates would follow ...)".
  // The sentence lists the removals; their reasons are the step's details.
  std::vector<CellDigit> removed;
  Board branch = plus_board(s);
  branch.propagate(x.cell, x.digit);
  for (const CellDigit y : deep->inner) {
    if (!branch.contradiction.empty()) break;  // the branch broke sooner: a shorter proof
    // A candidate the branch made true cannot break; one already gone needs no telling.
    if (branch.grid[y.cell] == y.digit) return std::nullopt;
    if (!branch.has(y.cell, y.digit)) continue;
    Board trial = branch;
    const std::size_t mark = trial.trail.size();
    trial.propagate(y.cell, y.digit);
    if (trial.contradiction.empty()) return std::nullopt;
    step.details.push_back(
        {Sentence::NestedInner,
         {arg::cell(y.cell), arg::digit(y.digit), follow_plus(trial, mark + 1)}});
    removed.push_back(y);
    step.pattern_cells.push_back(y.cell);
    step.pattern_candidates.push_back(y);
    branch.remove(y.cell, y.digit);
    branch.settle();
  }
  if (branch.contradiction.empty() || removed.empty()) return std::nullopt;
  // The outer branch from its start, with the inner removals told: where it breaks.
  Board outer = plus_board(s);
  for (const CellDigit y : removed) outer.remove(y.cell, y.digit);
  outer.propagate(x.cell, x.digit);
  if (outer.contradiction.empty()) return std::nullopt;
  std::sort(step.pattern_cells.begin(), step.pattern_cells.end());
  step.pattern_cells.erase(std::unique(step.pattern_cells.begin(), step.pattern_cells.end()),
                           step.pattern_cells.end());
  // Above the technique's own weight, a tenth per inner chain beyond the first (rating.cpp).
  step.extra_tenths =
      static_cast<std::uint8_t>(std::min<std::size_t>(kNestedExtraMax, removed.size() - 1));
  const auto count = static_cast<int>(removed.size());
  step.phrase = {Sentence::NestedBroken,
                 {arg::cell(x.cell), arg::digit(x.digit), arg::number(count),
                  arg::eliminations(std::move(removed)), follow_plus(outer, 1)}};
  return step;
}

std::array<CandidateMask, kCells> dynamic_forcing_support(const Candidates& s, const Step& step) {
  std::array<CandidateMask, kCells> need{};
  if (step.technique != Technique::DynamicForcingChain || step.pattern_candidates.empty()) {
    need.fill(kAllDigits);
    return need;
  }
  // The branches: every place of the digit in the step's unit, or every candidate of the cell.
  std::vector<Placement> starts;
  const CellDigit first = step.pattern_candidates.front();
  if (!step.units.empty()) {
    const int u = step.units.front();
    for (int c : unit_cells(u)) {
      if (s.has(c, first.digit)) starts.push_back({c, first.digit});
    }
  } else {
    for (int d = 1; d <= 9; ++d) {
      if (s.has(first.cell, d)) starts.push_back({first.cell, d});
    }
  }
  std::vector<std::array<CandidateMask, kCells>> reads(starts.size());
  bool any_broken = false;
  std::vector<bool> broken(starts.size());
  for (std::size_t i = 0; i < starts.size(); ++i) {
    Board b(s);
    reads[i] = {};
    b.reads = &reads[i];
    b.propagate(starts[i].cell, starts[i].digit);
    broken[i] = !b.contradiction.empty();
    any_broken = any_broken || broken[i];
  }
  // A broken branch proves its own candidate false: only the broken branches are read. A
  // conclusion common to every branch needs every branch and the premise that one of them
  // holds (the cell's other candidates, or the digit's other places in the unit, absent).
  for (std::size_t i = 0; i < starts.size(); ++i) {
    if (any_broken && !broken[i]) continue;
    for (int c = 0; c < kCells; ++c) need[c] |= reads[i][c];
  }
  if (!any_broken) {
    if (!step.units.empty()) {
      for (int c : unit_cells(step.units.front())) need[c] |= digit_bit(first.digit);
    } else {
      need[first.cell] = kAllDigits;
    }
  }
  return need;
}

}  // namespace nonet
