// SPDX-License-Identifier: MIT
// Attract mode: a deterministic loop over the engine's solve path that reaches the solution,
// shows a sentence for every step, and allocates nothing per frame.
#include <doctest/doctest.h>

#include <atomic>
#include <cmath>
#include <cstdlib>
#include <new>
#include <string>

#include "core/stages.hpp"
#include "game/attract.hpp"

using namespace nonet;
using namespace nonet::game;

// Counts heap allocations so a test can prove frame() makes none. Forwarding to malloc keeps
// every other test of this executable unaffected.
namespace {
std::atomic<long> g_allocations{0};
}  // namespace
void* operator new(std::size_t n) {
  g_allocations.fetch_add(1, std::memory_order_relaxed);
  if (void* p = std::malloc(n == 0 ? 1 : n)) return p;
  throw std::bad_alloc();
}
// The nothrow form too (std::stable_sort's temporary buffer uses it): otherwise the library's
// nothrow new would pair with the free() below, which ASan reports as a mismatch.
void* operator new(std::size_t n, const std::nothrow_t&) noexcept {
  g_allocations.fetch_add(1, std::memory_order_relaxed);
  return std::malloc(n == 0 ? 1 : n);
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete(void* p, const std::nothrow_t&) noexcept { std::free(p); }

namespace {
constexpr Motion kFull = Motion::Full;

const Attract& demo() {
  static const Attract a;  // solving once is enough for every test here
  return a;
}

bool same_frame(const AttractFrame& a, const AttractFrame& b) {
  return a.board->grid == b.board->grid && a.board->mask == b.board->mask &&
         a.step_index == b.step_index && a.step == b.step && a.reveal.pattern == b.reveal.pattern &&
         a.reveal.eliminate == b.reveal.eliminate && a.reveal.place == b.reveal.place &&
         a.highlight == b.highlight && a.wave_seconds == b.wave_seconds &&
         a.wave_origin == b.wave_origin;
}
}  // namespace

TEST_CASE("attract: the demo stage is solved by the engine, every step with a sentence") {
  const Attract& a = demo();
  const auto stage = StageCatalogue{}.stage(kAttractStage);
  REQUIRE(stage);
  CHECK(a.puzzle() == stage->puzzle);
  REQUIRE(a.solved());
  CHECK(a.final_board().grid == stage->solution);
  CHECK(a.step_count() > 20);
  bool saw_non_single = false;
  for (int i = 0; i < a.step_count(); ++i) {
    CHECK_FALSE(step_text(a.step(i)).empty());
    CHECK(a.step(i).technique != Technique::TrialAndError);
    const bool single = a.step(i).technique <= Technique::NakedSingle;
    saw_non_single = saw_non_single || !single;
    CHECK(a.step_ticks(i) == (single ? kAttractStepTicks : kAttractTechniqueStepTicks));
  }
  CHECK(saw_non_single);  // the demo shows more than singles
  CHECK(a.loop_ticks() == a.step_start(a.step_count() - 1) + a.step_ticks(a.step_count() - 1) +
                              kAttractEndPauseTicks);
}

TEST_CASE("attract: each step's board is the previous board with that step applied") {
  const Attract& a = demo();
  Candidates expect = Candidates::from_grid(a.puzzle());
  for (int i = 0; i < a.step_count(); ++i) {
    const AttractFrame f = a.frame_at_tick(a.step_start(i), kFull);
    REQUIRE(f.step_index == i);
    REQUIRE(f.step == &a.step(i));
    CHECK(f.board->grid == expect.grid);
    CHECK(f.board->mask == expect.mask);
    expect.apply(a.step(i));
  }
  CHECK(is_solved(expect.grid));
}

TEST_CASE("attract: within a step the pattern fades in, then the change, then the fade out") {
  const Attract& a = demo();
  const int i = 3;
  const Tick s = a.step_start(i), len = a.step_ticks(i);
  const AttractFrame start = a.frame_at_tick(s, kFull);
  CHECK(start.reveal.pattern == 0.0f);
  CHECK(start.highlight == 0.0f);
  CHECK(start.reveal.place == 0.0f);
  const AttractFrame shown =
      a.frame_at_tick(s + ticks_from_seconds(kStepPatternSeconds) + 1, kFull);
  CHECK(shown.reveal.pattern == 1.0f);
  CHECK(shown.highlight == 1.0f);
  CHECK(shown.reveal.place == 0.0f);
  // The change happens at kAttractApplyFraction of the step (0.45 x 1.5 s = 0.675 s = 40.5 ticks).
  const double apply_at = static_cast<double>(len) * kAttractApplyFraction;
  CHECK(a.frame_at_tick(s + static_cast<Tick>(apply_at), kFull).reveal.place == 0.0f);
  const Tick applied = s + static_cast<Tick>(apply_at) + ticks_from_seconds(kStepApplySeconds) + 1;
  CHECK(a.frame_at_tick(applied, kFull).reveal.place == 1.0f);
  CHECK(a.frame_at_tick(applied, kFull).reveal.eliminate == 1.0f);
  // The last tick of the step has almost no highlight left.
  CHECK(a.frame_at_tick(s + len - 1, kFull).highlight < 0.05f);
  CHECK(a.frame_at_tick(s + len - 1, kFull).step_index == i);
}

TEST_CASE("attract: rests on the solved board with the wave, then loops to the start") {
  const Attract& a = demo();
  const Tick pause = a.step_start(a.step_count());
  const AttractFrame rest = a.frame_at_tick(pause, kFull);
  CHECK(rest.step == nullptr);
  CHECK(rest.step_index == -1);
  CHECK(is_solved(rest.board->grid));
  CHECK(rest.wave_seconds == doctest::Approx(0.0));
  REQUIRE(rest.wave_origin >= 0);
  const Step& last = a.step(a.step_count() - 1);
  CHECK(rest.wave_origin == last.placements.back().cell);
  CHECK(a.frame_at_tick(pause + 30, kFull).wave_seconds == doctest::Approx(0.5));
  CHECK(a.frame_at_tick(a.loop_ticks() - 1, kFull).step == nullptr);

  // Loop: the next tick is the first frame again; so is any whole number of loops later.
  CHECK(same_frame(a.frame_at_tick(a.loop_ticks(), kFull), a.frame_at_tick(0, kFull)));
  CHECK(a.frame_at_tick(a.loop_ticks(), kFull).step_index == 0);
  for (Tick t : {0, 17, 400, 2000}) {
    CHECK(same_frame(a.frame_at_tick(t + 3 * a.loop_ticks(), kFull), a.frame_at_tick(t, kFull)));
  }
  // Negative or not-a-number times are treated as the start.
  CHECK(same_frame(a.frame(-5.0, kFull), a.frame(0.0, kFull)));
  CHECK(same_frame(a.frame(std::nan(""), kFull), a.frame(0.0, kFull)));
}

TEST_CASE("attract: deterministic (two demos agree on every frame)") {
  const Attract other;
  const Attract& a = demo();
  REQUIRE(other.loop_ticks() == a.loop_ticks());
  for (Tick t = 0; t < a.loop_ticks(); t += 7) {
    const AttractFrame x = a.frame_at_tick(t, kFull), y = other.frame_at_tick(t, kFull);
    CHECK(x.board->grid == y.board->grid);
    CHECK(x.step_index == y.step_index);
    CHECK(x.highlight == y.highlight);
    CHECK(x.reveal.place == y.reveal.place);
    if (x.step && y.step) CHECK(step_text(*x.step) == step_text(*y.step));
  }
}

TEST_CASE(
    "attract: eases are drawn at 30 frames a second, and no sleep is longer through a change") {
  const Attract& a = demo();
  Tick t = 0;
  int wakes = 0, ease_wakes = 0;
  while (t < a.loop_ticks()) {
    const int w = a.wake_in_ticks(t, kFull);
    REQUIRE(w > 0);
    bool changes = false;
    for (Tick k = 1; k < w; ++k)
      changes = changes || !same_frame(a.frame_at_tick(t + k, kFull), a.frame_at_tick(t, kFull));
    // A sleep past a change of the picture is at most one ease frame long.
    if (changes) REQUIRE(w == kAttractEaseFrameTicks);
    // And while the picture moves from tick to tick, the loop wakes every ease frame.
    if (!same_frame(a.frame_at_tick(t + 1, kFull), a.frame_at_tick(t, kFull))) {
      CHECK(w == kAttractEaseFrameTicks);
      ++ease_wakes;
    }
    t += w;
    ++wakes;
  }
  CHECK(ease_wakes > 0);
  CHECK(wakes < a.loop_ticks() / kAttractEaseFrameTicks);  // it does sleep through the still parts
}

TEST_CASE("attract: reduced motion draws the final board once, still") {
  const Attract& a = demo();
  for (double s : {0.0, 3.0, 100.0}) {
    const AttractFrame f = a.frame(s, Motion::Reduced);
    CHECK(f.step == nullptr);
    CHECK(f.board->grid == a.final_board().grid);
    CHECK(f.wave_seconds < 0);
  }
  CHECK(a.wake_in_ticks(0, Motion::Reduced) == -1);
}

TEST_CASE("attract: frame() allocates nothing") {
  const Attract& a = demo();
  const long before = g_allocations.load();
  float sink = 0;
  for (Tick t = 0; t < 2 * a.loop_ticks(); t += 3) {
    const AttractFrame f = a.frame_at_tick(t, kFull);
    sink += f.highlight + static_cast<float>(f.step_index);
    sink += static_cast<float>(a.wake_in_ticks(t, kFull));
  }
  CHECK(g_allocations.load() == before);
  CHECK(sink != 0);
}

TEST_CASE("attract: a broken puzzle loops harmlessly on its start") {
  Grid bad;
  for (int c = 0; c < 8; ++c) bad.set(cell_at(0, c), c + 1);  // r1c9 can only be 9 ...
  bad.set(cell_at(1, 8), 9);                                  // ... but column 9 has it
  const Attract a(bad);
  CHECK_FALSE(a.solved());
  CHECK(a.loop_ticks() > 0);
  for (Tick t = 0; t < 2 * a.loop_ticks(); t += 11) {
    const AttractFrame f = a.frame_at_tick(t, kFull);
    REQUIRE(f.board != nullptr);
    if (f.step) CHECK_FALSE(step_text(*f.step).empty());
  }
  CHECK(a.wake_in_ticks(5, kFull) >= 0);
}
