// SPDX-License-Identifier: MIT
// The wide solver (issue 31): the portable solver's rules on AVX-512 registers. Everything
// below is compiled for AVX-512 under a target pragma, in a namespace of its own, so none of
// it leaks into the rest of the program; solve() (solver.cpp) calls it only after asking the
// processor (solver_path_available). Other processors and compilers have only the portable
// solver.
#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstring>

#include "core/band_board.hpp"
#include "core/solver_wide.hpp"

#if NONET_WIDE_SOLVER
#include <immintrin.h>

#if defined(__clang__)
#pragma clang attribute push(                                                      \
    __attribute__((target("avx512f,avx512bw,avx512vl,avx512dq,popcnt,bmi,bmi2"))), \
    apply_to = function)
#else
#pragma GCC push_options
#pragma GCC target("avx512f,avx512bw,avx512vl,avx512dq,popcnt,bmi,bmi2")
#endif

namespace nonet::wide::avx512 {
namespace {

// Same candidates as the portable solver (solver.hpp draws them: per digit, three band words
// of 27 cells), held as 32 lanes of 32 bits in two 512-bit vectors, one lane per word. The 27
// words sit band by band in groups of three digits, so that no group straddles the vectors:
//
//     lane   0 ...  8 |  9 ... 14 | 15  ||  16 ... 18 | 19 ... 27 | 28 ... 31
//     band 0 d1 .. d9 | 1 d1 .. d6 |  -  ||  1 d7 .. d9 | 2 d1 .. d9 |  -  (always 0)
//
// Instead of following one change at a time, every pass applies every rule to the whole board
// at once, each lane for its word, until a pass changes nothing:
//  1. band reduction of all 27 words: triads on no permutation of a band's rows and boxes go;
//  2. stack reduction of all 9 digits: the same on (band, column) triads down the stacks (the
//     three band words of each digit are lined up by two shuffles, the result put back by two);
//  3. rows with one cell left (hidden singles), and per cell the number of candidates, found
//     by folding a band's nine lanes into each other in two rounds of three: each lane meets
//     the other two lanes of its group, then the other two groups of its band;
//  4. a cell claimed by a hidden single loses its other digits, and every decided cell (one
//     candidate left) clears its digit from its row, box and column.
// These are the portable solver's rules, so both reach the same fixed point on every board:
// the same branching cell, the same node counts (tests/core/test_solver.cpp checks it; on the
// six sets of ../shared/data, 119,763 puzzles, not one count, solution, node or dead end
// differs). The search above it is the portable one's too. A
// contradiction shows as an empty word, a cell without candidates, a cell claimed by two
// digits, or two equal decided digits in one house (which clear each other's row or box
// until a band or stack has no permutation left).

using Lanes = std::uint32_t __attribute__((vector_size(64)));

constexpr std::uint32_t kAll = 0x7FFFFFF;
constexpr std::uint32_t kTriadMarks = 0x1249249;  // bit 3 i: the first cell of triad i

[[gnu::always_inline]] constexpr Lanes splat(std::uint32_t x) {
  return Lanes{x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x};
}

// Where each word lives: lane = 16 * vector + index.
constexpr int lane_of(int band, int digit) {
  return band == 0 ? digit : band == 2 ? 19 + digit : digit < 6 ? 9 + digit : 10 + digit;
}
// The lanes of each band, bit = lane.
constexpr std::uint32_t band_lanes(int band) {
  std::uint32_t lanes = 0;
  for (int d = 0; d < 9; ++d) lanes |= 1u << lane_of(band, d);
  return lanes;
}
constexpr std::uint32_t kBandLanes[3] = {band_lanes(0), band_lanes(1), band_lanes(2)};
// The lanes holding words, per vector; the others stay zero.
constexpr std::uint32_t kAllWordLanes = kBandLanes[0] | kBandLanes[1] | kBandLanes[2];
constexpr __mmask16 kWordLanes[2] = {static_cast<__mmask16>(kAllWordLanes & 0xFFFF),
                                     static_cast<__mmask16>(kAllWordLanes >> 16)};
static_assert(kWordLanes[0] == 0x7FFF && kWordLanes[1] == 0x0FFF, "lanes 15, 28-31 are pads");

[[gnu::always_inline]] inline __m512i raw(Lanes x) { return reinterpret_cast<__m512i>(x); }
[[gnu::always_inline]] inline __mmask16 nonzero(Lanes x) {
  return _mm512_test_epi32_mask(raw(x), raw(x));
}
[[gnu::always_inline]] inline __mmask16 zero(Lanes x) {
  return _mm512_testn_epi32_mask(raw(x), raw(x));
}
[[gnu::always_inline]] inline bool any(Lanes x) { return nonzero(x) != 0; }
// acc | x in the lanes where a and b share a bit / share none.
[[gnu::always_inline]] inline Lanes or_where_common(Lanes acc, Lanes a, Lanes b, Lanes x) {
  const __mmask16 k = _mm512_test_epi32_mask(raw(a), raw(b));
  return reinterpret_cast<Lanes>(_mm512_mask_or_epi32(raw(acc), k, raw(acc), raw(x)));
}
[[gnu::always_inline]] inline Lanes or_where_disjoint(Lanes acc, Lanes a, Lanes b, Lanes x) {
  const __mmask16 k = _mm512_testn_epi32_mask(raw(a), raw(b));
  return reinterpret_cast<Lanes>(_mm512_mask_or_epi32(raw(acc), k, raw(acc), raw(x)));
}

// A 3x3 matrix of bits whose entries sit `col_step` bits apart in a row and 9 bits apart down
// the rows. An entry lies on a permutation (one entry per row and per column) exactly when it
// is set and the 2x2 matrix left without its row and column holds one of its two diagonals;
// rotating the matrix by one and two rows and columns lines every entry up with those four
// corners at once. In a band, rows are the band's rows and columns its boxes (entries are
// triads, marked at their first cell: col_step 3); down the stacks, rows are bands and
// columns the three columns of a stack, all three stacks side by side (col_step 1).
template <int col_step>
struct MatrixMasks {
  static constexpr std::uint32_t kColumn0 = col_step == 3 ? 0x40201u : 0x49u * 0x40201u;
  static constexpr std::uint32_t kColumn2 = kColumn0 << (2 * col_step);
  static constexpr std::uint32_t kColumns01 = kColumn0 | kColumn0 << col_step;
  static constexpr std::uint32_t kColumns12 = kColumn2 | kColumn0 << col_step;
};
// Column j + 1 at column j.
template <int col_step>
[[gnu::always_inline]] inline Lanes next_column(Lanes x) {
  using M = MatrixMasks<col_step>;
  return ((x >> col_step) & M::kColumns01) | ((x << (2 * col_step)) & M::kColumn2);
}
// Column j + 2 at column j.
template <int col_step>
[[gnu::always_inline]] inline Lanes column_after_next(Lanes x) {
  using M = MatrixMasks<col_step>;
  return ((x >> (2 * col_step)) & M::kColumn0) | ((x << col_step) & M::kColumns12);
}
template <int col_step>
[[gnu::always_inline]] inline Lanes on_permutation(Lanes m) {
  const Lanes r1 = ((m >> 9) | (m << 18)) & kAll;  // row i + 1 at row i
  const Lanes r2 = ((m >> 18) | (m << 9)) & kAll;  // row i + 2 at row i
  return m & ((next_column<col_step>(r1) & column_after_next<col_step>(r2)) |
              (column_after_next<col_step>(r1) & next_column<col_step>(r2)));
}

// A word's columns as a 9-bit set, and a 9-bit column set on all three rows of a band.
[[gnu::always_inline]] inline Lanes columns_of(Lanes x) { return (x | x >> 9 | x >> 18) & 0x1FF; }
[[gnu::always_inline]] inline Lanes on_all_rows(Lanes c) { return c | c << 9 | c << 18; }

constexpr std::uint32_t kRow[3] = {0x1FF, 0x1FF << 9, 0x1FF << 18};
constexpr std::uint32_t kBox[3] = {0x1C0E07, 0x1C0E07 << 3, 0x1C0E07 << 6};

// The shuffles below are written out from lane_of. Where a result lane is not a word's, they
// read some other lane, and nothing uses that lane's value: the pad lanes (15, 28-31) of the
// board stay zero because after set_givens the board is only ever ANDed or cleared, and the
// pads are left out of every test (kWordLanes).
// Within each group of three: the next member and the one after.
[[gnu::always_inline]] inline Lanes member_1(Lanes x, int vec) {
  return vec == 0
             ? __builtin_shufflevector(x, x, 1, 2, 0, 4, 5, 3, 7, 8, 6, 10, 11, 9, 13, 14, 12, 15)
             : __builtin_shufflevector(x, x, 1, 2, 0, 4, 5, 3, 7, 8, 6, 10, 11, 9, 12, 13, 14, 15);
}
[[gnu::always_inline]] inline Lanes member_2(Lanes x, int vec) {
  return vec == 0
             ? __builtin_shufflevector(x, x, 2, 0, 1, 5, 3, 4, 8, 6, 7, 11, 9, 10, 14, 12, 13, 15)
             : __builtin_shufflevector(x, x, 2, 0, 1, 5, 3, 4, 8, 6, 7, 11, 9, 10, 12, 13, 14, 15);
}
// Within each band: the same member of the next group and of the one after (band 1's groups
// span both vectors, so these read both).
struct Pair {
  Lanes v[2];
};
[[gnu::always_inline]] inline Pair group_1(const Pair& x) {
  return {{__builtin_shufflevector(x.v[0], x.v[1], 3, 4, 5, 6, 7, 8, 0, 1, 2, 12, 13, 14, 16, 17,
                                   18, 15),
           __builtin_shufflevector(x.v[0], x.v[1], 9, 10, 11, 22, 23, 24, 25, 26, 27, 19, 20, 21,
                                   28, 29, 30, 31)}};
}
[[gnu::always_inline]] inline Pair group_2(const Pair& x) {
  return {{__builtin_shufflevector(x.v[0], x.v[1], 6, 7, 8, 0, 1, 2, 3, 4, 5, 16, 17, 18, 9, 10, 11,
                                   15),
           __builtin_shufflevector(x.v[0], x.v[1], 12, 13, 14, 25, 26, 27, 19, 20, 21, 22, 23, 24,
                                   28, 29, 30, 31)}};
}
[[gnu::always_inline]] inline Lanes majority(Lanes a, Lanes b, Lanes c) {
  return (a & b) | (a & c) | (b & c);
}
// After the fold, every word lane holds its band's `one` (cells set in some lane) and `two`
// (cells set in two lanes or more; three inputs at a time make a majority, one instruction).
struct Fold {
  Pair one, two;
};
[[gnu::always_inline]] inline Fold fold_lanes(const Pair& x) {
  Fold f;
  for (int i = 0; i < 2; ++i) {
    const Lanes a = member_1(x.v[i], i), b = member_2(x.v[i], i);
    f.one.v[i] = x.v[i] | a | b;
    f.two.v[i] = majority(x.v[i], a, b);
  }
  const Pair c = group_1(f.one), d = group_2(f.one);
  const Pair t1 = group_1(f.two), t2 = group_2(f.two);
  for (int i = 0; i < 2; ++i) {
    f.two.v[i] |= t1.v[i] | t2.v[i] | majority(f.one.v[i], c.v[i], d.v[i]);
    f.one.v[i] |= c.v[i] | d.v[i];
  }
  return f;
}
// Only `one`.
[[gnu::always_inline]] inline Pair fold_any(Pair x) {
  for (int i = 0; i < 2; ++i) x.v[i] |= member_1(x.v[i], i) | member_2(x.v[i], i);
  const Pair c = group_1(x), d = group_2(x);
  for (int i = 0; i < 2; ++i) x.v[i] |= c.v[i] | d.v[i];
  return x;
}

// Band 1's and band 2's words moved to lanes 0-8 in digit order, beside band 0's.
[[gnu::always_inline]] inline Lanes band_1_by_digit(const Lanes (&x)[2]) {
  return __builtin_shufflevector(x[0], x[1], 9, 10, 11, 12, 13, 14, 16, 17, 18, 15, 15, 15, 15, 15,
                                 15, 15);
}
[[gnu::always_inline]] inline Lanes band_2_by_digit(const Lanes (&x)[2]) {
  return __builtin_shufflevector(x[1], x[1], 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 12, 12, 12, 12, 12,
                                 12);
}

struct WideBoard {
  Pair w;
  bool all_decided = false;  // as the last propagate() left the board

  // Every cell open to every digit but the cells with givens, which keep their own digit
  // only, and each given's digit cleared from its row, box and column (so the first pass's
  // reductions see them). Givens that clash are left for propagate() to find. False on a
  // value above 9.
  bool set_givens(const Grid& puzzle) {
    static_assert(sizeof(puzzle.cells) == kCells);
    const auto* bytes = puzzle.cells.data();
    alignas(64) std::uint32_t words[32] = {}, givens[32] = {};
    for (int band = 0; band < 3; ++band) {
      // The band's 27 cells as bytes (a masked load reads nothing past the grid).
      const __m512i cells = _mm512_maskz_loadu_epi8(0x7FFFFFF, bytes + 27 * band);
      if (_mm512_cmpgt_epu8_mask(cells, _mm512_set1_epi8(9)) != 0) return false;
      const auto taken = static_cast<std::uint32_t>(_mm512_test_epi8_mask(cells, cells));
      for (int d = 0; d < 9; ++d) {
        const auto own = static_cast<std::uint32_t>(
            _mm512_cmpeq_epi8_mask(cells, _mm512_set1_epi8(static_cast<char>(d + 1))));
        words[lane_of(band, d)] = kAll & ~(taken & ~own);
        givens[lane_of(band, d)] = own;
      }
    }
    std::memcpy(&w, words, sizeof w);
    Pair given;
    std::memcpy(&given, givens, sizeof given);
    clear_peers(given);
    return true;
  }

  std::uint32_t word(int digit, int band) const {
    const int lane = lane_of(band, digit);
    return w.v[lane / 16][lane % 16];
  }

  // Clears `cells` in the lanes of `lanes` (bit = lane, 32 lanes), in registers.
  void clear(std::uint32_t lanes, std::uint32_t cells) {
    for (int i = 0; i < 2; ++i) {
      const auto k = static_cast<__mmask16>(lanes >> (16 * i));
      w.v[i] = reinterpret_cast<Lanes>(
          _mm512_mask_andnot_epi32(raw(w.v[i]), k, raw(splat(cells)), raw(w.v[i])));
    }
  }
  // The chosen digit at a cell (its other digits go), or that digit gone from the cell.
  void place(int digit, int band, int pos) {
    clear(kBandLanes[band] & ~(1u << lane_of(band, digit)), 1u << pos);
    const auto& peers = bands::kTables.peers[27 * band + pos];
    for (int b = 0; b < 3; ++b) clear(1u << lane_of(b, digit), peers[b]);
  }
  void exclude(int digit, int band, int pos) { clear(1u << lane_of(band, digit), 1u << pos); }

  bool unchanged_since(const Pair& before) const {
    return !any((w.v[0] ^ before.v[0]) | (w.v[1] ^ before.v[1]));
  }

  // 1. Band reduction, lane by lane. False when a word is left empty.
  [[gnu::always_inline]] bool reduce_bands() {
    __mmask16 empty = 0;
    for (int i = 0; i < 2; ++i) {
      Lanes& s = w.v[i];
      const Lanes usable = on_permutation<3>((s | s >> 1 | s >> 2) & kTriadMarks);
      s &= usable | usable << 1 | usable << 2;
      empty |= zero(s) & kWordLanes[i];
    }
    return empty == 0;
  }

  // 2. Stack reduction on each digit's three band words, lined up in lanes 0-8 and put back.
  [[gnu::always_inline]] void reduce_stacks() {
    Lanes columns[2];
    for (int i = 0; i < 2; ++i) columns[i] = columns_of(w.v[i]);
    const Lanes band1 = band_1_by_digit(columns), band2 = band_2_by_digit(columns);
    const Lanes usable = on_permutation<1>(columns[0] | band1 << 9 | band2 << 18);
    Lanes keep[3];
    for (int band = 0; band < 3; ++band) keep[band] = (usable >> (9 * band)) & 0x1FF;
    const Lanes keep0 = __builtin_shufflevector(keep[0], keep[1], 0, 1, 2, 3, 4, 5, 6, 7, 8, 16, 17,
                                                18, 19, 20, 21, 15);
    const Lanes keep1 = __builtin_shufflevector(keep[1], keep[2], 6, 7, 8, 16, 17, 18, 19, 20, 21,
                                                22, 23, 24, 12, 13, 14, 15);
    w.v[0] &= on_all_rows(keep0);
    w.v[1] &= on_all_rows(keep1);
  }

  // Each lane's cells in `decided` clear the lane's digit from their rows, boxes and columns
  // (in every band: the column sets of a digit's lanes are gathered as in reduce_stacks).
  [[gnu::always_inline]] void clear_peers(const Pair& decided) {
    Lanes columns[2];
    for (int i = 0; i < 2; ++i) columns[i] = columns_of(decided.v[i]);
    const Lanes digit_columns =  // lanes 0-8: per digit
        columns[0] | band_1_by_digit(columns) | band_2_by_digit(columns);
    const Pair spread = {{__builtin_shufflevector(digit_columns, digit_columns, 0, 1, 2, 3, 4, 5, 6,
                                                  7, 8, 0, 1, 2, 3, 4, 5, 15),
                          __builtin_shufflevector(digit_columns, digit_columns, 6, 7, 8, 0, 1, 2, 3,
                                                  4, 5, 6, 7, 8, 15, 15, 15, 15)}};
    for (int i = 0; i < 2; ++i) {
      const Lanes d = decided.v[i];
      Lanes peers = on_all_rows(spread.v[i]);
      for (const std::uint32_t r : kRow) peers = or_where_common(peers, d, splat(r), splat(r));
      for (const std::uint32_t b : kBox) peers = or_where_common(peers, d, splat(b), splat(b));
      w.v[i] &= ~peers | d;
    }
  }

  // 3 and 4. Hidden singles in rows: a cell some digit claims loses its other digits (claimed
  // by two, it keeps both: a contradiction found below). Then candidates per cell: none is a
  // contradiction, one decides the cell, and a decided cell clears its digit from its row,
  // box and column (in every band: the column sets of a digit's lanes are gathered as in
  // reduce_stacks). False on a contradiction; `all` when every cell was decided.
  [[gnu::always_inline]] bool place_singles(bool& all) {
    Pair hidden = {{splat(0), splat(0)}};
    for (int i = 0; i < 2; ++i) {
      for (const std::uint32_t r : kRow) {
        const Lanes row = w.v[i] & r;
        hidden.v[i] = or_where_disjoint(hidden.v[i], row, row - 1, row);
      }
    }
    const Pair claimed = fold_any(hidden);
    for (int i = 0; i < 2; ++i) w.v[i] &= ~(claimed.v[i] & ~hidden.v[i]);
    const Fold cells = fold_lanes(w);
    __mmask16 bad = 0;
    Pair decided;
    all = true;
    for (int i = 0; i < 2; ++i) {
      bad |= nonzero((cells.one.v[i] ^ kAll) | (claimed.v[i] & cells.two.v[i])) & kWordLanes[i];
      const Lanes known = cells.one.v[i] & ~cells.two.v[i];
      all &= (nonzero(known ^ kAll) & kWordLanes[i]) == 0;
      decided.v[i] = w.v[i] & known;
    }
    clear_peers(decided);
    return bad == 0;
  }

  // Passes of all four steps until one changes nothing. False on a contradiction.
  bool propagate() {
    all_decided = false;
    for (;;) {
      const Pair before = w;
      if (!reduce_bands()) return false;
      reduce_stacks();
      if (!place_singles(all_decided)) return false;
      if (unchanged_since(before)) return true;
      if (all_decided) {
        // Every cell holds one digit. The reductions leave such a board alone exactly when
        // each digit is once in every row, box and column; anything they remove empties a
        // cell. (The singles step has nothing left to do on it.)
        const Pair decided = w;
        if (!reduce_bands()) return false;
        reduce_stacks();
        return unchanged_since(decided);
      }
    }
  }

  // Every cell decided, as the last propagate() found it (the search asks right after one).
  bool solved() const { return all_decided; }

  // Of a solved board: each cell's one digit, a band's 27 bytes at a time.
  Grid to_grid() const {
    Grid g;
    for (int band = 0; band < 3; ++band) {
      __m512i bytes = _mm512_setzero_si512();
      for (int d = 0; d < 9; ++d) {
        bytes = _mm512_mask_set1_epi8(bytes, word(d, band), static_cast<char>(d + 1));
      }
      _mm512_mask_storeu_epi8(g.cells.data() + 27 * band, 0x7FFFFFF, bytes);
    }
    return g;
  }
};

int cells_in(std::uint32_t a, std::uint32_t b, std::uint32_t c) {
  return std::popcount(a) + std::popcount(b) + std::popcount(c);
}

#include "core/solver_search.inc"

}  // namespace

SolveResult solve(const Grid& puzzle, const SolveOptions& options) {
  return search_from<WideBoard>(puzzle, options);
}

}  // namespace nonet::wide::avx512

#if defined(__clang__)
#pragma clang attribute pop
#else
#pragma GCC pop_options
#endif

#endif  // NONET_WIDE_SOLVER
