// SPDX-License-Identifier: MIT
// libFuzzer target: rating and hints on arbitrary boards. 81 bytes give the givens (byte % 10,
// so most cells are digits) and 81 more the player's entries and notes. A board with exactly
// one solution is rated and hinted; any board is hinted (a hint must say when the givens do not
// define one solution, never crash). Each input must finish within kBudget.
#include <array>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstdlib>

#include "core/hint.hpp"
#include "core/rating.hpp"
#include "core/solver.hpp"

namespace {
constexpr auto kBudget = std::chrono::seconds(5);
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < nonet::kCells) return 0;
  const auto start = std::chrono::steady_clock::now();
  nonet::PlayerBoard board;
  for (int c = 0; c < nonet::kCells; ++c) {
    // Sparse givens (about one cell in four) so that many boards have a solution.
    const int b = data[c];
    board.givens.set(c, b % 4 == 0 ? (b / 4) % 10 : 0);
  }
  if (size >= 2 * nonet::kCells) {
    std::array<nonet::CandidateMask, nonet::kCells> notes{};
    for (int c = 0; c < nonet::kCells; ++c) {
      const int b = data[nonet::kCells + c];
      board.entries.set(c, b % 3 == 0 ? (b / 3) % 10 : 0);
      notes[static_cast<std::size_t>(c)] =
          static_cast<nonet::CandidateMask>((b * 37) & nonet::kAllDigits);
    }
    if (size % 2 == 0) board.notes = notes;
  }
  const nonet::SolveResult solved = nonet::solve(board.givens, {2, 2'000'000});
  if (solved.count == 1 && !solved.capped) {
    const nonet::Rating r = nonet::rate_puzzle(board.givens);
    if (r.score_tenths < 0 || r.technique_score < 0 || r.technique_score > 99) std::abort();
  }
  const nonet::Hint h = nonet::next_hint(board);
  if (!solved.capped && (solved.count == 1) != (h.kind != nonet::HintKind::NoUniqueSolution))
    std::abort();  // "no unique solution" exactly when the givens do not define one
  if (h.kind == nonet::HintKind::WrongEntry &&
      (h.wrong_cell < 0 || h.wrong_cell >= nonet::kCells || board.givens[h.wrong_cell] != 0))
    std::abort();
  if (std::chrono::steady_clock::now() - start > kBudget) std::abort();  // too slow
  return 0;
}
