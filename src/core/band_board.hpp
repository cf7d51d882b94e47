// SPDX-License-Identifier: MIT
// The fast solver's search state (the layout is drawn in solver.hpp): 27 per-digit band words
// and their propagation by triads and naked singles. solver.cpp searches with it; the deep
// forcing finders (deep_forcing.hpp) follow assumptions with it. Everything is inline and
// built at compile time, so the solver's loop compiles as before.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "core/grid.hpp"

namespace nonet::bands {

constexpr std::uint32_t kBandAll = 0x7FFFFFF;     // the 27 cells of a band
constexpr std::uint32_t kRowBits = 0x1FF;         // one row of a band, before shifting
constexpr std::uint32_t kColumnSpread = 0x40201;  // times a 9-bit column set: all 3 rows

// A triad matrix is 3x3 bits, bit 3 * i + j. In a band, i = row and j = box; in a stack,
// i = band and j = column within the stack. In both, a digit must use one triad per i and
// one per j: a permutation matrix.
struct Tables {
  std::array<std::uint8_t, 512> row_boxes{};      // a row's 9 cells -> 3 bits: boxes touched
  std::array<std::uint16_t, 512> usable{};        // triad matrix -> triads on some permutation
  std::array<std::uint32_t, 512> band_keep{};     // band triad matrix -> cells of usable triads
  std::array<std::uint32_t, 27> peers_in_band{};  // same row, column or box, inside the band
  std::array<std::array<std::uint32_t, 3>, 81> peers{};  // a cell's 20 peers, per band
};

constexpr Tables make_tables() {
  Tables t{};
  for (int row = 0; row < 512; ++row) {
    int boxes = 0;
    for (int k = 0; k < 3; ++k) {
      if ((row >> (3 * k)) & 7) boxes |= 1 << k;
    }
    t.row_boxes[row] = static_cast<std::uint8_t>(boxes);
  }
  constexpr int kPermutations[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2},
                                       {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
  for (int triads = 0; triads < 512; ++triads) {
    int usable = 0;
    for (const auto& p : kPermutations) {
      const int used = (1 << p[0]) | (1 << (3 + p[1])) | (1 << (6 + p[2]));
      if ((triads & used) == used) usable |= used;
    }
    std::uint32_t cells = 0;
    for (int bit = 0; bit < 9; ++bit) {
      if ((usable >> bit) & 1) cells |= 7u << (9 * (bit / 3) + 3 * (bit % 3));
    }
    t.usable[triads] = static_cast<std::uint16_t>(usable);
    t.band_keep[triads] = cells;
  }
  for (int c = 0; c < kCells; ++c) {
    for (int o = 0; o < kCells; ++o) {
      if (sees(c, o)) t.peers[c][o / 27] |= 1u << (o % 27);
    }
  }
  for (int p = 0; p < 27; ++p) t.peers_in_band[p] = t.peers[p][0];
  return t;
}

inline constexpr Tables kTables = make_tables();

// Bits set in three band words together (no POPCNT instruction in a portable build).
constexpr int count_cells(std::uint32_t a, std::uint32_t b, std::uint32_t c) {
  auto nibbles = [](std::uint64_t x) {
    x -= (x >> 1) & 0x5555555555555555ull;
    x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
    return (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Full;  // a count per byte, at most 8
  };
  const std::uint64_t bytes = nibbles(a | (std::uint64_t{b} << 32)) + nibbles(c);
  return static_cast<int>((bytes * 0x0101010101010101ull) >> 56);
}

// The whole search state, copied once per tried placement: 32 words.
struct Board {
  std::array<std::uint32_t, 27> candidates;  // [3 * digit + band], digit 0..8
  std::array<std::uint32_t, 3> unsolved;     // cells without a placed digit
  std::uint32_t dirty_words;   // bit 3 * digit + band: changed since its band reduction
  std::uint32_t dirty_digits;  // bit digit: changed since its stack reduction

  // Every cell open to every digit, then place() for every given, in one pass (issue 31: placing
  // the givens one by one took ~0.9 of the 2 us an easy board costs): each given adds its cell to
  // its band's taken cells and its 20 peers to its digit's ruled-out cells, then every word is
  // written once. The state is exactly the one those place() calls leave. False on a value above 9
  // or a given that an earlier given of its digit sees (no solution).
  bool set_givens(const Grid& puzzle) {
    std::array<std::uint32_t, 27> ruled_out{};  // [3 * digit + band]: peers of its givens
    std::array<std::uint32_t, 27> given{};      // [3 * digit + band]: its givens
    std::array<std::uint32_t, 3> taken{};       // cells with a given, per band
    for (int cell = 0; cell < kCells; ++cell) {
      const int digit = puzzle[cell];
      if (digit == 0) continue;
      if (digit > 9) return false;
      const int band = cell / 27, word = 3 * (digit - 1);
      const std::uint32_t bit = 1u << (cell % 27);
      if (ruled_out[word + band] & bit) return false;
      given[word + band] |= bit;
      taken[band] |= bit;
      const auto& peers = kTables.peers[cell];
      ruled_out[word] |= peers[0];
      ruled_out[word + 1] |= peers[1];
      ruled_out[word + 2] |= peers[2];
    }
    for (int word = 0; word < 27; ++word) {
      const int band = word % 3;
      const std::uint32_t others = taken[band] & ~given[word];
      candidates[word] = kBandAll & ~others & ~ruled_out[word];
    }
    for (int band = 0; band < 3; ++band) unsolved[band] = kBandAll & ~taken[band];
    dirty_words = (1u << 27) - 1;
    dirty_digits = kRowBits;
    return true;
  }

  // A human solver's state (grid and candidate masks, technique.hpp's Candidates): a filled
  // cell keeps its digit's bit only, an empty one the bits of its candidates. Nothing is
  // propagated yet; every word is dirty.
  void set_state(const Grid& grid, const std::array<CandidateMask, kCells>& mask) {
    candidates.fill(0);
    unsolved.fill(0);
    for (int cell = 0; cell < kCells; ++cell) {
      const int band = cell / 27;
      const std::uint32_t bit = 1u << (cell % 27);
      if (grid[cell] != 0) {
        candidates[3 * (grid[cell] - 1) + band] |= bit;
        continue;
      }
      unsolved[band] |= bit;
      for (int d = 0; d < 9; ++d) {
        if ((mask[cell] >> d) & 1) candidates[3 * d + band] |= bit;
      }
    }
    dirty_words = (1u << 27) - 1;
    dirty_digits = kRowBits;
  }

  // Cell-and-digit access for callers outside the search (digits 1..9).
  bool has(int cell, int digit) const {
    return (candidates[3 * (digit - 1) + cell / 27] >> (cell % 27)) & 1;
  }
  bool is_open(int cell) const { return (unsolved[cell / 27] >> (cell % 27)) & 1; }
  void place_cell(int cell, int digit) { place(digit - 1, cell / 27, cell % 27); }
  // The same by digit 0..8, band and bit, for the search (solver_search.inc).
  std::uint32_t word(int digit, int band) const { return candidates[3 * digit + band]; }
  void exclude(int digit, int band, int pos) { clear(3 * digit + band, 1u << pos); }
  void remove(int cell, int digit) { clear(3 * (digit - 1) + cell / 27, 1u << (cell % 27)); }

  void clear(int word, std::uint32_t cells) {
    const std::uint32_t before = candidates[word];
    const std::uint32_t after = before & ~cells;
    candidates[word] = after;
    dirty_words |= static_cast<std::uint32_t>(before != after) << word;
  }

  // Puts `digit` at bit `pos` of `band`. The caller has checked that the digit is still a
  // candidate there and that the cell is unsolved.
  void place(int digit, int band, int pos) {
    const std::uint32_t cell = 1u << pos;
    for (int d = 0; d < 9; ++d) {
      if (d != digit) clear(3 * d + band, cell);
    }
    const std::uint32_t column = kColumnSpread << (pos % 9);
    const int base = 3 * digit;
    clear(base + band, kTables.peers_in_band[pos]);
    clear(base + (band == 0 ? 1 : 0), column);
    clear(base + (band == 2 ? 1 : 2), column);
    unsolved[band] &= ~cell;
  }

  // Band reduction of one word: drop triads on no permutation (box/line reduction inside
  // the band; a box with one cell left forces its row), then place every row of the band
  // that has a single open cell left. False when the word allows no permutation.
  bool reduce_band(int word) {
    std::uint32_t s = candidates[word];
    const unsigned triads = kTables.row_boxes[s & kRowBits] |
                            (kTables.row_boxes[(s >> 9) & kRowBits] << 3) |
                            (kTables.row_boxes[s >> 18] << 6);
    s &= kTables.band_keep[triads];
    if (s == 0) return false;
    candidates[word] = s;
    const int digit = word / 3;
    const int band = word - 3 * digit;
    dirty_digits |= 1u << digit;
    // Rows down to one cell (no row is empty after the reduction); selects, not branches,
    // because which rows are single is unpredictable.
    std::uint32_t singles = 0;
    for (int r = 0; r < 3; ++r) {
      const std::uint32_t row = s & (kRowBits << (9 * r));
      singles |= (row & (row - 1)) == 0 ? row : 0;
    }
    singles &= unsolved[band];
    while (singles) {
      place(digit, band, std::countr_zero(singles));
      singles &= singles - 1;
    }
    return true;
  }

  // Stack reduction of one digit: the same permutation rule on (band, column) triads of
  // each stack; this finds hidden singles in columns and box/column reductions. False when
  // a stack allows no permutation.
  bool reduce_stacks(int digit) {
    const std::uint32_t* w = &candidates[3 * digit];
    std::uint32_t columns[3];  // per band: the columns where the digit is still possible
    for (int band = 0; band < 3; ++band) {
      columns[band] = (w[band] | (w[band] >> 9) | (w[band] >> 18)) & kRowBits;
    }
    std::uint32_t allowed[3] = {0, 0, 0};
    for (int shift = 0; shift < 9; shift += 3) {
      const unsigned triads = ((columns[0] >> shift) & 7) | (((columns[1] >> shift) & 7) << 3) |
                              (((columns[2] >> shift) & 7) << 6);
      const unsigned usable = kTables.usable[triads];
      if (usable == 0) return false;
      allowed[0] |= (usable & 7) << shift;
      allowed[1] |= ((usable >> 3) & 7) << shift;
      allowed[2] |= ((usable >> 6) & 7) << shift;
    }
    for (int band = 0; band < 3; ++band) {
      if (allowed[band] != columns[band]) {
        clear(3 * digit + band, (~allowed[band] & kRowBits) * kColumnSpread);
      }
    }
    return true;
  }

  // Cells with one candidate left. False when a cell has none.
  bool place_naked_singles() {
    for (int band = 0; band < 3; ++band) {
      std::uint32_t one = 0, two = 0;  // cells with at least one / two candidates
      for (int d = 0; d < 9; ++d) {
        const std::uint32_t x = candidates[3 * d + band];
        two |= one & x;
        one |= x;
      }
      if (one != kBandAll) return false;
      std::uint32_t singles = unsolved[band] & ~two;
      while (singles) {
        const int pos = std::countr_zero(singles);
        singles &= singles - 1;
        // An earlier placement in this loop may have taken the cell's last digit.
        int digit = 0;
        while (digit < 9 && !((candidates[3 * digit + band] >> pos) & 1)) ++digit;
        if (digit == 9) return false;
        if ((unsolved[band] >> pos) & 1) place(digit, band, pos);
      }
    }
    return true;
  }

  // Everything that follows from the current state, cheapest rules first. False on a
  // contradiction.
  bool propagate() {
    for (;;) {
      while (dirty_words) {
        const int word = std::countr_zero(dirty_words);
        dirty_words &= dirty_words - 1;
        if (!reduce_band(word)) return false;
      }
      if (!place_naked_singles()) return false;
      if (dirty_words) continue;
      while (dirty_digits) {
        const int digit = std::countr_zero(dirty_digits);
        dirty_digits &= dirty_digits - 1;
        if (!reduce_stacks(digit)) return false;
      }
      if (!dirty_words) return true;
    }
  }

  bool solved() const { return (unsolved[0] | unsolved[1] | unsolved[2]) == 0; }

  Grid to_grid() const {
    Grid g;
    for (int band = 0; band < 3; ++band) {
      for (int d = 0; d < 9; ++d) {
        std::uint32_t s = candidates[3 * d + band] & ~unsolved[band];
        while (s) {
          g.set(27 * band + std::countr_zero(s), d + 1);
          s &= s - 1;
        }
      }
    }
    return g;
  }
};

}  // namespace nonet::bands
