// SPDX-License-Identifier: MIT
// Practice positions: their text form, their check, how the library tool picks them from a
// solve path, and the judge of a player's moves (practice.hpp).
#include "core/practice.hpp"

#include <algorithm>
#include <array>

#include "core/engine.hpp"
#include "core/rating.hpp"
#include "core/solver.hpp"

namespace nonet {

namespace {

// In the Technique enum's order; the index is the enum value.
constexpr std::array<std::string_view, kTechniqueCount> kKeys = {
    "full-house",
    "hidden-single-box",
    "hidden-single-line",
    "naked-single",
    "pointing",
    "claiming",
    "naked-pair",
    "x-wing",
    "hidden-pair",
    "naked-triple",
    "swordfish",
    "hidden-triple",
    "skyscraper",
    "two-string-kite",
    "empty-rectangle",
    "finned-x-wing",
    "xy-wing",
    "xyz-wing",
    "w-wing",
    "unique-rectangle-1",
    "unique-rectangle-2",
    "unique-rectangle-4",
    "unique-rectangle-3",
    "hidden-unique-rectangle",
    "finned-swordfish",
    "naked-quad",
    "jellyfish",
    "hidden-quad",
    "finned-jellyfish",
    "bug-plus-one",
    "bug-2",
    "bug-4",
    "bug-3",
    "simple-colouring",
    "x-chain",
    "xy-chain",
    "aic",
    "grouped-aic",
    "als-xz",
    "als-xy-wing",
    "nishio",
    "cell-forcing-chain",
    "unit-forcing-chain",
    "dynamic-forcing-chain",
    "dynamic-forcing-chain-plus",
    "nested-forcing-chain",
    "trial-and-error",
};

bool is_single(Technique t) { return t <= Technique::NakedSingle; }

/// Techniques whose positions need not hold the only instance of their pattern: the singles
/// (the judge takes any single of the kind: single_proves) and dynamic forcing chains (after
/// one, the engine nearly always finds another, so none would be left; docs/LEARN.md).
bool may_repeat(Technique t) { return is_single(t) || t == Technique::DynamicForcingChain; }

/// Whether, once `step` is made in `s`, a finder still sees a step of the same technique that
/// makes progress: another instance of the pattern, which the judge (which knows only `step`)
/// would answer as wrong.
bool another_instance(const Candidates& s, const Step& step) {
  Candidates after = s;
  after.apply(step);
  const std::vector<Step> more = steps_at(after, step.technique);
  return std::any_of(more.begin(), more.end(),
                     [&](const Step& m) { return m.technique == step.technique; });
}

void fail(std::string* error, std::string why) {
  if (error != nullptr) *error = std::move(why);
}

// ---- Fingerprint

std::uint64_t mix(std::uint64_t h, std::uint64_t v) {
  h ^= v + 0x9E3779B97F4A7C15ull + (h << 6) + (h >> 2);
  return h * 0xBF58476D1CE4E5B9ull;
}

/// A sorted list of small numbers as one number (base 16: values stay below 16).
std::uint64_t code_of(std::vector<int> values) {
  std::sort(values.begin(), values.end());
  std::uint64_t code = 0;
  for (int v : values) code = code * 16 + static_cast<std::uint64_t>(v);
  return code;
}

/// What one cell looks like with the digits' names forgotten: 0 filled, else its count of
/// candidates (1..9).
int cell_shape(const Candidates& s, int cell) {
  return s.grid[cell] != 0 ? 0 : count_of(s.mask[cell]);
}

/// The lines of one direction (rows: by_rows, else columns): each line's sorted cell shapes,
/// sorted within its band (or stack), the bands sorted. Invariant under every permutation of
/// cells within a line, of lines within a band and of bands.
std::vector<std::uint64_t> lines_code(const Candidates& s, bool by_rows) {
  std::vector<std::uint64_t> bands;
  for (int band = 0; band < 3; ++band) {
    std::vector<std::uint64_t> lines;
    for (int k = 0; k < 3; ++k) {
      const int line = band * 3 + k;
      std::vector<int> shapes;
      for (int j = 0; j < 9; ++j)
        shapes.push_back(cell_shape(s, by_rows ? line * 9 + j : j * 9 + line));
      lines.push_back(code_of(shapes));
    }
    std::sort(lines.begin(), lines.end());
    std::uint64_t h = 0;
    for (auto v : lines) h = mix(h, v);
    bands.push_back(h);
  }
  std::sort(bands.begin(), bands.end());
  return bands;
}

/// The 3x3 matrix of boxes (each its sorted cell shapes), brought to its least form under
/// permutations of its rows and columns and transposition.
std::uint64_t boxes_code(const Candidates& s) {
  std::array<std::array<std::uint64_t, 3>, 3> m{};
  for (int box = 0; box < 9; ++box) {
    std::vector<int> shapes;
    for (int cell : unit_cells(box_unit(box))) shapes.push_back(cell_shape(s, cell));
    m[box / 3][box % 3] = code_of(shapes);
  }
  std::array<int, 3> rows{0, 1, 2};
  bool first = true;
  std::array<std::uint64_t, 9> least{};
  do {
    std::array<int, 3> cols{0, 1, 2};
    do {
      for (int transpose = 0; transpose < 2; ++transpose) {
        std::array<std::uint64_t, 9> form{};
        for (int i = 0; i < 3; ++i) {
          for (int j = 0; j < 3; ++j) {
            form[i * 3 + j] = transpose != 0 ? m[rows[j]][cols[i]] : m[rows[i]][cols[j]];
          }
        }
        if (first || form < least) least = form, first = false;
      }
    } while (std::next_permutation(cols.begin(), cols.end()));
  } while (std::next_permutation(rows.begin(), rows.end()));
  std::uint64_t code = 0;
  for (auto v : least) code = mix(code, v);
  return code;
}

}  // namespace

std::string_view technique_key(Technique t) { return kKeys[static_cast<int>(t)]; }

std::optional<Technique> parse_technique_key(std::string_view key) {
  for (int i = 0; i < kTechniqueCount; ++i) {
    if (kKeys[i] == key) return static_cast<Technique>(i);
  }
  return std::nullopt;
}

std::string position_line(const PracticePosition& p) {
  std::string line(technique_key(p.technique));
  line += ' ';
  for (int c = 0; c < kCells; ++c) line += p.state.grid[c] == 0 ? '.' : char('0' + p.state.grid[c]);
  line += ' ';
  const auto derived = candidate_map(p.state.grid);
  bool any = false;
  for (int c = 0; c < kCells; ++c) {
    if (p.state.grid[c] != 0) continue;
    const auto removed = static_cast<CandidateMask>(derived[c] & ~p.state.mask[c]);
    if (removed == 0) continue;
    if (any) line += ',';
    any = true;
    line += cell_name(c);
    line += '-';
    for (int d = 1; d <= 9; ++d) {
      if ((removed & digit_bit(d)) != 0) line += char('0' + d);
    }
  }
  if (!any) line += '-';
  return line;
}

std::optional<PracticePosition> parse_position_line(std::string_view line, std::string* error) {
  const auto space1 = line.find(' ');
  if (space1 == std::string_view::npos) return fail(error, "no digits after the key"), std::nullopt;
  const auto t = parse_technique_key(line.substr(0, space1));
  if (!t || !is_learnable(*t)) {
    return fail(error, "unknown technique '" + std::string(line.substr(0, space1)) + "'"),
           std::nullopt;
  }
  line.remove_prefix(space1 + 1);
  if (line.size() < kCells + 2 || line[kCells] != ' ') {
    return fail(error, "the digits are not 81 characters followed by a space"), std::nullopt;
  }
  PracticePosition p;
  p.technique = *t;
  Grid g;
  for (int c = 0; c < kCells; ++c) {
    const char ch = line[c];
    if (ch == '.') continue;
    if (ch < '1' || ch > '9') {
      return fail(error, "a cell holds '" + std::string(1, ch) + "'"), std::nullopt;
    }
    g.set(c, ch - '0');
  }
  if (!conflicts(g).empty()) return fail(error, "the digits break the rules"), std::nullopt;
  p.state = Candidates::from_grid(g);
  std::string_view rest = line.substr(kCells + 1);
  if (rest == "-") return p;
  while (!rest.empty()) {
    const auto comma = rest.find(',');
    const std::string_view item = rest.substr(0, comma);
    rest = comma == std::string_view::npos ? std::string_view{} : rest.substr(comma + 1);
    const auto dash = item.find('-');
    if (dash == std::string_view::npos || dash + 1 == item.size()) {
      return fail(error, "a removal '" + std::string(item) + "' is not cell-digits"), std::nullopt;
    }
    const int cell = parse_cell_name(item.substr(0, dash));
    if (cell < 0 || g[cell] != 0) {
      return fail(error, "a removal names '" + std::string(item.substr(0, dash)) +
                             "', which is not an empty cell"),
             std::nullopt;
    }
    for (char ch : item.substr(dash + 1)) {
      if (ch < '1' || ch > '9' || !p.state.has(cell, ch - '0')) {
        return fail(error, "a removal in '" + std::string(item) + "' is not a candidate there"),
               std::nullopt;
      }
      p.state.eliminate(cell, ch - '0');
    }
  }
  return p;
}

std::uint64_t position_fingerprint(const Candidates& s) {
  const auto rows = lines_code(s, true);
  const auto cols = lines_code(s, false);
  std::uint64_t h = 0x6E6F6E6574ull;  // "nonet"
  // Transposing swaps the two directions: take them in a fixed order of their own.
  const auto& a = std::min(rows, cols);
  const auto& b = std::max(rows, cols);
  for (auto v : a) h = mix(h, v);
  for (auto v : b) h = mix(h, v);
  h = mix(h, boxes_code(s));
  // The digits: how often each is placed and how many candidates it has, names forgotten.
  std::vector<std::uint64_t> digits;
  for (int d = 1; d <= 9; ++d) {
    int placed = 0, open = 0;
    for (int c = 0; c < kCells; ++c) {
      placed += s.grid[c] == d ? 1 : 0;
      open += s.has(c, d) ? 1 : 0;
    }
    digits.push_back(static_cast<std::uint64_t>(placed) * 128 + static_cast<std::uint64_t>(open));
  }
  std::sort(digits.begin(), digits.end());
  for (auto v : digits) h = mix(h, v);
  return h;
}

PositionCheck check_position(const PracticePosition& p) {
  PositionCheck out;
  const auto solved = solve(p.state.grid, SolveOptions{2, 0});
  if (solved.count != 1) {
    out.problem = solved.count == 0 ? "no solution" : "more than one solution";
    return out;
  }
  out.solution = solved.solution;
  for (int c = 0; c < kCells; ++c) {
    if (p.state.grid[c] == 0 && !p.state.has(c, out.solution[c])) {
      out.problem = cell_name(c) + " lost its solution digit";
      return out;
    }
  }
  out.step = next_step(p.state);
  if (out.step.technique != p.technique) {
    out.problem = "the easiest step is " + std::string(technique_key(out.step.technique)) +
                  ", not " + std::string(technique_key(p.technique));
    return out;
  }
  if (out.step.placements.empty() && out.step.eliminations.empty()) {
    out.problem = "the step makes no progress";
    return out;
  }
  if (!may_repeat(p.technique) && another_instance(p.state, out.step)) {
    out.problem = "another " + std::string(technique_key(p.technique)) + " remains after the step";
    return out;
  }
  for (const auto& pl : out.step.placements) {
    if (out.solution[pl.cell] != pl.digit) {
      out.problem = "the step places a wrong digit at " + cell_name(pl.cell);
      return out;
    }
  }
  for (const auto& e : out.step.eliminations) {
    if (out.solution[e.cell] == e.digit || !p.state.has(e.cell, e.digit)) {
      out.problem = "the step removes " + std::to_string(e.digit) + " from " + cell_name(e.cell) +
                    ", the solution's digit or no candidate";
      return out;
    }
  }
  out.ok = true;
  return out;
}

std::vector<PracticePosition> positions_on_path(const Grid& puzzle) {
  const SolvePath path = solve_path(puzzle, true);
  std::vector<std::vector<std::size_t>> steps_of(kTechniqueCount);
  std::vector<Candidates> before;
  Candidates s = Candidates::from_grid(puzzle);
  for (std::size_t i = 0; i < path.steps.size(); ++i) {
    const Step& step = path.steps[i];
    before.push_back(s);
    if (!is_learnable(step.technique)) break;
    steps_of[static_cast<int>(step.technique)].push_back(i);
    s.apply(step);
  }
  std::vector<PracticePosition> out;
  for (int t = 0; t < kTechniqueCount; ++t) {
    const auto& list = steps_of[t];
    // From the middle step of this technique outwards: the first where the pattern is the
    // only one (singles: any, the judge takes every single of the kind).
    const int n = static_cast<int>(list.size());
    for (int k = 0; k < n; ++k) {
      // n/2, then n/2 - 1, n/2 + 1, n/2 - 2, ... (those inside the list)
      const int j = n / 2 + (k % 2 == 0 ? k / 2 : -(k + 1) / 2);
      if (j < 0 || j >= n) continue;
      const std::size_t at = list[static_cast<std::size_t>(j)];
      if (may_repeat(static_cast<Technique>(t)) || !another_instance(before[at], path.steps[at])) {
        out.push_back(PracticePosition{static_cast<Technique>(t), before[at]});
        break;
      }
    }
  }
  return out;
}

bool single_proves(Technique t, const Candidates& s, int cell, int digit) {
  if (cell < 0 || cell >= kCells || s.grid[cell] != 0 || !s.has(cell, digit)) return false;
  const auto& units = cell_units(cell);
  auto only_place = [&](int unit) {
    return s.positions(unit, digit) != 0 && count_of(s.positions(unit, digit)) == 1;
  };
  switch (t) {
    case Technique::FullHouse:
      for (int u : units) {
        int empty = 0;
        for (int c : unit_cells(u)) empty += s.grid[c] == 0 ? 1 : 0;
        if (empty == 1) return true;
      }
      return false;
    case Technique::NakedSingle: return s.mask[cell] == digit_bit(digit);
    case Technique::HiddenSingleBox: return only_place(units[2]);
    case Technique::HiddenSingleLine: return only_place(units[0]) || only_place(units[1]);
    default: return false;
  }
}

namespace {

// The next line of `text` that is neither blank nor a '#' comment (its '\r' dropped) into
// `line`, `text` moved past it; false at the end.
bool next_data_line(std::string_view& text, std::string_view& line) {
  while (!text.empty()) {
    const auto end = text.find('\n');
    line = text.substr(0, end);
    text = end == std::string_view::npos ? std::string_view{} : text.substr(end + 1);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (!line.empty() && line.front() != '#') return true;
  }
  return false;
}

}  // namespace

PracticeLibrary PracticeLibrary::parse(std::string_view text) {
  PracticeLibrary lib;
  std::string_view line;
  while (next_data_line(text, line)) {
    auto p = parse_position_line(line);
    if (!p) {
      ++lib.bad_lines_;
      continue;
    }
    lib.by_technique_[static_cast<int>(p->technique)].push_back(std::move(*p));
  }
  return lib;
}

int PracticeLibrary::count(Technique t) const {
  return static_cast<int>(by_technique_[static_cast<int>(t)].size());
}

const PracticePosition& PracticeLibrary::position(Technique t, int index) const {
  return by_technique_[static_cast<int>(t)][static_cast<std::size_t>(index)];
}

PracticePuzzles PracticePuzzles::parse(std::string_view text) {
  PracticePuzzles out;
  std::string_view line;
  while (next_data_line(text, line)) {
    std::vector<std::string_view> words;
    while (!line.empty()) {
      const auto space = line.find(' ');
      if (space != 0) words.push_back(line.substr(0, space));
      line = space == std::string_view::npos ? std::string_view{} : line.substr(space + 1);
    }
    const auto t = words.empty() ? std::nullopt : parse_technique_key(words[0]);
    std::vector<GameCode> codes;
    bool good = t && is_learnable(*t) && words.size() > 1;
    for (std::size_t i = 1; good && i < words.size(); ++i) {
      const GameCodeParse c = parse_game_code(words[i]);
      good = c.ok && c.code.level == level_of(*t);
      codes.push_back(c.code);
    }
    if (!good) {
      ++out.bad_lines_;
      continue;
    }
    auto& list = out.by_technique_[static_cast<int>(*t)];
    list.insert(list.end(), codes.begin(), codes.end());
  }
  return out;
}

int PracticePuzzles::count(Technique t) const {
  return static_cast<int>(by_technique_[static_cast<int>(t)].size());
}

const GameCode& PracticePuzzles::code(Technique t, int index) const {
  return by_technique_[static_cast<int>(t)][static_cast<std::size_t>(index)];
}

int PracticePuzzles::size() const {
  int n = 0;
  for (const auto& v : by_technique_) n += static_cast<int>(v.size());
  return n;
}

int PracticeLibrary::size() const {
  int n = 0;
  for (const auto& v : by_technique_) n += static_cast<int>(v.size());
  return n;
}

// ---- The player

PracticeTask::PracticeTask(const PracticePosition& p) : position_(p), board_(p.state) {
  step_ = next_step(p.state);
  solution_ = solve(p.state.grid, SolveOptions{1, 0}).solution;
}

PracticeReply PracticeTask::reply(int cell, int digit) const {
  PracticeReply r;
  r.cell = cell;
  r.digit = digit;
  r.total = places() ? 0 : static_cast<int>(step_.eliminations.size());
  r.done = removed_;
  return r;
}

PracticeReply PracticeTask::place(int cell, int digit) {
  PracticeReply r = reply(cell, digit);
  if (solved_ || cell < 0 || cell >= kCells || board_.grid[cell] != 0 || digit < 1 || digit > 9) {
    r.outcome = PracticeOutcome::NoChange;
    return r;
  }
  if (solution_[cell] != digit) {
    r.outcome = PracticeOutcome::WrongDigit;
    return r;
  }
  const bool engine_placement =
      std::any_of(step_.placements.begin(), step_.placements.end(),
                  [&](const Placement& p) { return p.cell == cell && p.digit == digit; });
  if (places() && (engine_placement || single_proves(position_.technique, board_, cell, digit))) {
    board_.place(cell, digit);
    solved_ = true;
    r.outcome = PracticeOutcome::Solved;
    return r;
  }
  r.outcome = PracticeOutcome::NotThisPlacement;
  return r;
}

PracticeReply PracticeTask::remove(int cell, int digit) {
  PracticeReply r = reply(cell, digit);
  if (solved_ || cell < 0 || cell >= kCells || digit < 1 || digit > 9 || board_.grid[cell] != 0 ||
      !board_.has(cell, digit)) {
    r.outcome = PracticeOutcome::NoChange;
    return r;
  }
  if (places()) {
    r.outcome = PracticeOutcome::PlacesHere;
    return r;
  }
  const CellDigit cd{cell, digit};
  if (std::find(step_.eliminations.begin(), step_.eliminations.end(), cd) !=
      step_.eliminations.end()) {
    board_.eliminate(cell, digit);
    r.done = ++removed_;
    solved_ = removed_ == r.total;
    r.outcome = solved_ ? PracticeOutcome::Solved : PracticeOutcome::Progress;
    return r;
  }
  if (std::find(step_.pattern_candidates.begin(), step_.pattern_candidates.end(), cd) !=
      step_.pattern_candidates.end()) {
    r.outcome = PracticeOutcome::PatternCandidate;
    return r;
  }
  if (solution_[cell] == digit) {
    r.outcome = PracticeOutcome::SolutionCandidate;
    return r;
  }
  const bool digit_of_step = std::any_of(step_.eliminations.begin(), step_.eliminations.end(),
                                         [&](const CellDigit& e) { return e.digit == digit; });
  if (!digit_of_step) {
    r.outcome = PracticeOutcome::OtherDigit;
    return r;
  }
  r.outcome = PracticeOutcome::NotReached;
  for (const auto& pc : step_.pattern_candidates) {
    if (pc.digit == digit && std::find(r.pattern_cells.begin(), r.pattern_cells.end(), pc.cell) ==
                                 r.pattern_cells.end()) {
      r.pattern_cells.push_back(pc.cell);
    }
  }
  if (r.pattern_cells.empty()) r.pattern_cells = step_.pattern_cells;
  return r;
}

}  // namespace nonet
