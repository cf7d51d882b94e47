// SPDX-License-Identifier: MIT
// The candidate state human techniques work on, and the technique names (English, marked for the
// translation template: the game shows them through game::technique_label, the CLI as they are).
#include "core/technique.hpp"

#include "i18n/i18n.hpp"

namespace nonet {

std::string_view technique_name(Technique t) {
  switch (t) {
    case Technique::FullHouse: return NC_("technique", "Full house");
    case Technique::HiddenSingleBox: return NC_("technique", "Hidden single (box)");
    case Technique::HiddenSingleLine: return NC_("technique", "Hidden single (row/column)");
    case Technique::NakedSingle: return NC_("technique", "Naked single");
    case Technique::Pointing: return NC_("technique", "Pointing");
    case Technique::Claiming: return NC_("technique", "Claiming");
    case Technique::NakedPair: return NC_("technique", "Naked pair");
    case Technique::XWing: return NC_("technique", "X-Wing");
    case Technique::HiddenPair: return NC_("technique", "Hidden pair");
    case Technique::NakedTriple: return NC_("technique", "Naked triple");
    case Technique::Swordfish: return NC_("technique", "Swordfish");
    case Technique::HiddenTriple: return NC_("technique", "Hidden triple");
    case Technique::Skyscraper: return NC_("technique", "Skyscraper");
    case Technique::TwoStringKite: return NC_("technique", "2-String Kite");
    case Technique::EmptyRectangle: return NC_("technique", "Empty rectangle");
    case Technique::FinnedXWing: return NC_("technique", "Finned X-Wing");
    case Technique::XYWing: return NC_("technique", "XY-Wing");
    case Technique::XYZWing: return NC_("technique", "XYZ-Wing");
    case Technique::WWing: return NC_("technique", "W-Wing");
    case Technique::UniqueRectangle1: return NC_("technique", "Unique rectangle (type 1)");
    case Technique::UniqueRectangle2: return NC_("technique", "Unique rectangle (type 2)");
    case Technique::UniqueRectangle4: return NC_("technique", "Unique rectangle (type 4)");
    case Technique::UniqueRectangle3: return NC_("technique", "Unique rectangle (type 3)");
    case Technique::HiddenUniqueRectangle: return NC_("technique", "Hidden unique rectangle");
    case Technique::FinnedSwordfish: return NC_("technique", "Finned Swordfish");
    case Technique::NakedQuad: return NC_("technique", "Naked quad");
    case Technique::Jellyfish: return NC_("technique", "Jellyfish");
    case Technique::HiddenQuad: return NC_("technique", "Hidden quad");
    case Technique::FinnedJellyfish: return NC_("technique", "Finned Jellyfish");
    case Technique::BugPlusOne: return NC_("technique", "BUG+1");
    case Technique::Bug2: return NC_("technique", "BUG type 2");
    case Technique::Bug4: return NC_("technique", "BUG type 4");
    case Technique::Bug3: return NC_("technique", "BUG type 3");
    case Technique::SimpleColouring: return NC_("technique", "Simple colouring");
    case Technique::XChain: return NC_("technique", "X-Chain");
    case Technique::XYChain: return NC_("technique", "XY-Chain");
    case Technique::Aic: return NC_("technique", "AIC");
    case Technique::GroupedAic: return NC_("technique", "Grouped AIC");
    case Technique::AlsXz: return NC_("technique", "ALS-XZ");
    case Technique::AlsXyWing: return NC_("technique", "ALS-XY-Wing");
    case Technique::Nishio: return NC_("technique", "Nishio");
    case Technique::CellForcingChain: return NC_("technique", "Cell forcing chain");
    case Technique::UnitForcingChain: return NC_("technique", "Unit forcing chain");
    case Technique::DynamicForcingChain: return NC_("technique", "Dynamic forcing chain");
    case Technique::DynamicForcingChainPlus: return NC_("technique", "Dynamic forcing chain (+)");
    case Technique::NestedForcingChain: return NC_("technique", "Nested forcing chain");
    case Technique::TrialAndError: return NC_("technique", "Trial and error");
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
