// SPDX-License-Identifier: MIT
// The candidate state human techniques work on, and the technique names.
#include "core/technique.hpp"

namespace nonet {

std::string_view technique_name(Technique t) {
  switch (t) {
    case Technique::FullHouse: return "Full house";
    case Technique::HiddenSingleBox: return "Hidden single (box)";
    case Technique::HiddenSingleLine: return "Hidden single (row/column)";
    case Technique::NakedSingle: return "Naked single";
    case Technique::Pointing: return "Pointing";
    case Technique::Claiming: return "Claiming";
    case Technique::NakedPair: return "Naked pair";
    case Technique::XWing: return "X-Wing";
    case Technique::HiddenPair: return "Hidden pair";
    case Technique::NakedTriple: return "Naked triple";
    case Technique::Swordfish: return "Swordfish";
    case Technique::HiddenTriple: return "Hidden triple";
    case Technique::Skyscraper: return "Skyscraper";
    case Technique::TwoStringKite: return "2-String Kite";
    case Technique::EmptyRectangle: return "Empty rectangle";
    case Technique::FinnedXWing: return "Finned X-Wing";
    case Technique::XYWing: return "XY-Wing";
    case Technique::XYZWing: return "XYZ-Wing";
    case Technique::WWing: return "W-Wing";
    case Technique::UniqueRectangle1: return "Unique rectangle (type 1)";
    case Technique::UniqueRectangle2: return "Unique rectangle (type 2)";
    case Technique::UniqueRectangle4: return "Unique rectangle (type 4)";
    case Technique::UniqueRectangle3: return "Unique rectangle (type 3)";
    case Technique::HiddenUniqueRectangle: return "Hidden unique rectangle";
    case Technique::FinnedSwordfish: return "Finned Swordfish";
    case Technique::NakedQuad: return "Naked quad";
    case Technique::Jellyfish: return "Jellyfish";
    case Technique::HiddenQuad: return "Hidden quad";
    case Technique::FinnedJellyfish: return "Finned Jellyfish";
    case Technique::BugPlusOne: return "BUG+1";
    case Technique::Bug2: return "BUG type 2";
    case Technique::Bug4: return "BUG type 4";
    case Technique::Bug3: return "BUG type 3";
    case Technique::SimpleColouring: return "Simple colouring";
    case Technique::XChain: return "X-Chain";
    case Technique::XYChain: return "XY-Chain";
    case Technique::Aic: return "AIC";
    case Technique::GroupedAic: return "Grouped AIC";
    case Technique::AlsXz: return "ALS-XZ";
    case Technique::AlsXyWing: return "ALS-XY-Wing";
    case Technique::Nishio: return "Nishio";
    case Technique::CellForcingChain: return "Cell forcing chain";
    case Technique::UnitForcingChain: return "Unit forcing chain";
    case Technique::DynamicForcingChain: return "Dynamic forcing chain";
    case Technique::TrialAndError: return "Trial and error";
  }
  return "?";
}

Candidates Candidates::from_grid(const Grid& g) {
  Candidates s;
  s.grid = g;
  s.mask = candidate_map(g);
  for (int c = 0; c < kCells; ++c) {
    if (g[c] != 0) s.mask[c] = 0;
  }
  return s;
}

void Candidates::place(int cell, int digit) {
  grid.set(cell, digit);
  mask[cell] = 0;
  for (int p : peers(cell)) eliminate(p, digit);
}

void Candidates::apply(const Step& s) {
  for (const auto& p : s.placements) place(p.cell, p.digit);
  for (const auto& e : s.eliminations) eliminate(e.cell, e.digit);
}

std::uint16_t Candidates::positions(int unit, int digit) const {
  std::uint16_t out = 0;
  const auto& cells = unit_cells(unit);
  const int bit = digit - 1;
  for (int i = 0; i < 9; ++i) {  // without branches: the finders ask this very often
    out = static_cast<std::uint16_t>(out | (((mask[cells[i]] >> bit) & 1u) << i));
  }
  return out;
}

bool Candidates::broken() const {
  for (int c = 0; c < kCells; ++c) {
    if (grid[c] == 0 && mask[c] == 0) return true;
  }
  for (int u = 0; u < kUnits; ++u) {
    CandidateMask placed = 0, open = 0;
    for (int c : unit_cells(u)) {
      if (grid[c] != 0) {
        if (placed & digit_bit(grid[c])) return true;  // the same digit twice
        placed |= digit_bit(grid[c]);
      } else {
        open |= mask[c];
      }
    }
    if ((placed | open) != kAllDigits) return true;  // a missing digit has no place left
  }
  return false;
}

}  // namespace nonet
