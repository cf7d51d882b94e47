// SPDX-License-Identifier: MIT
// Free-play generator and the daily puzzle's code (free_play.hpp).
#include "core/free_play.hpp"

#include <array>
#include <charconv>
#include <chrono>

#include "core/generator.hpp"
#include "core/rng.hpp"
#include "core/solver.hpp"

namespace nonet {

namespace {

// Tuning of the search (docs/FREE_PLAY.md; bench/core/bench_free_play.cpp measures it).
constexpr int kRestoreClues = 3;       // clues put back for a cheap restart (digging levels)
constexpr int kRoundsPerGrid = 6;      // cheap restarts before a new complete grid
constexpr int kOrdersPerGrid = 4;      // dig orders tried per grid (bisecting levels)
constexpr int kProgressEvery = 8;      // ratings between progress calls
constexpr int kUnratedClueFloor = 46;  // above this many clues every removal is kept unrated
// Fewest clues per level: Easy and Medium boards keep enough givens to feel like their level
// (a 24-clue board that singles solve is still a slog); the others dig as far as they can.
constexpr std::array<int, kLevelCount> kMinClues{32, 26, 0, 0, 0};

bool unique(const Grid& g) { return count_solutions(g, 2) == 1; }

// Levels in search order: a position the engine cannot finish, or only with deep forcing,
// ranks above Master.
int rank(const Rating& r) {
  return r.needs_trial_and_error || r.above_ceiling || r.hardest > kHardestHumanTechnique
             ? kLevelCount
             : static_cast<int>(r.level);
}

class Search {
 public:
  Search(const GameCode& code, const FreePlayProgress& keep_going,
         FreePlayRating rating = FreePlayRating::UpToTarget)
      : code_(code),
        target_(static_cast<int>(code.level)),
        keep_going_(keep_going),
        full_ratings_(rating == FreePlayRating::Full) {
    std::uint64_t h = code.seed * 8 + static_cast<std::uint64_t>(code.level) + 0xF3EE91A7ull;
    rng_ = Rng(splitmix64(h));
  }

  std::optional<FreePlayPuzzle> run() {
    for (;;) {
      solution_ = random_solution(rng_);
      const bool found = bisecting() ? bisect_orders() : dig_rounds();
      if (stopped_) return std::nullopt;
      if (found) return FreePlayPuzzle{code_, grid_, solution_, rating_, ratings_};
    }
  }

 private:
  // The levels whose puzzles lie close to minimal (Expert, Master) are found on the way down
  // a random dig order; the others by digging while rating.
  bool bisecting() const { return code_.level >= Level::Expert; }

  Rating rate(const Grid& g) {
    ++ratings_;
    if (ratings_ % kProgressEvery == 0 && keep_going_ && !keep_going_(ratings_)) stopped_ = true;
    // Every decision below asks only "below, at or above the target?": the engine stops at the
    // first step above it (the costliest finders, chains and forcing chains, never run for a
    // Hard or Expert search).
    return full_ratings_ ? rate_puzzle(g) : rate_puzzle(g, static_cast<Level>(target_));
  }

  bool hit(const Rating& r) const { return rank(r) == target_; }

  // Digging while rating: every removal that keeps the solution unique and the level at most
  // the target stays; when a pass ends below the target, a few clues go back and the next pass
  // takes another order.
  bool dig_rounds() {
    grid_ = solution_;
    clues_ = kCells;
    rating_ = Rating{};  // a full grid: nothing to do, Easy
    for (int round = 0; round < kRoundsPerGrid && !stopped_; ++round) {
      if (round > 0) restore_some();
      dig_pass();
      if (hit(rating_)) return true;
    }
    return false;
  }

  void dig_pass() {
    std::array<int, kCells> order{};
    int n = 0;
    for (int c = 0; c < kCells; ++c) {
      if (grid_[c] != 0) order[static_cast<std::size_t>(n++)] = c;
    }
    rng_.shuffle(order.begin(), order.begin() + n);
    const int floor = kMinClues[static_cast<std::size_t>(target_)];
    for (int i = 0; i < n && clues_ > floor && !stopped_; ++i) {
      const int cell = order[static_cast<std::size_t>(i)];
      const int digit = grid_[cell];
      grid_.set(cell, 0);
      if (!unique(grid_)) {
        grid_.set(cell, digit);
        continue;
      }
      if (clues_ - 1 > kUnratedClueFloor) {
        --clues_;
        continue;
      }
      const Rating r = rate(grid_);
      if (rank(r) > target_) {
        grid_.set(cell, digit);
        continue;
      }
      --clues_;
      rating_ = r;
    }
    if (clues_ > kUnratedClueFloor) rating_ = rate(grid_);
  }

  // Puts back a few removed clues, so the next pass can take a different road down.
  void restore_some() {
    std::array<int, kCells> empty{};
    int n = 0;
    for (int c = 0; c < kCells; ++c) {
      if (grid_[c] == 0) empty[static_cast<std::size_t>(n++)] = c;
    }
    rng_.shuffle(empty.begin(), empty.begin() + n);
    for (int i = 0; i < n && i < kRestoreClues; ++i) {
      const int cell = empty[static_cast<std::size_t>(i)];
      grid_.set(cell, solution_[cell]);
      ++clues_;
    }
  }

  // Bisection on a dig order: dig to a minimal puzzle (uniqueness only, cheap), rate it, and
  // if it is harder than the target, halve the stretch of the order between a position below
  // the target and one above it until a position lands on the target or the stretch closes.
  // The level of the first k removals rises (nearly always) with k, so each order costs a
  // handful of ratings, and most orders are thrown away after one (their minimal puzzle is
  // already too easy).
  bool bisect_orders() {
    for (int o = 0; o < kOrdersPerGrid && !stopped_; ++o) {
      std::array<int, kCells> order{};
      for (int c = 0; c < kCells; ++c) order[static_cast<std::size_t>(c)] = c;
      rng_.shuffle(order.begin(), order.end());
      std::array<int, kCells> removed{};
      int n = 0;
      Grid g = solution_;
      for (int cell : order) {
        const int digit = g[cell];
        g.set(cell, 0);
        if (unique(g)) {
          removed[static_cast<std::size_t>(n++)] = cell;
        } else {
          g.set(cell, digit);
        }
      }
      const auto prefix = [&](int k) {
        Grid p = solution_;
        for (int i = 0; i < k; ++i) p.set(removed[static_cast<std::size_t>(i)], 0);
        return p;
      };
      int lo = 0, hi = n;
      Rating r = rate(g);
      if (hit(r)) return found(g, r);
      if (rank(r) < target_) continue;
      while (hi - lo > 1 && !stopped_) {
        const int mid = lo + (hi - lo) / 2;
        const Grid p = prefix(mid);
        r = rate(p);
        if (hit(r)) return found(p, r);
        (rank(r) < target_ ? lo : hi) = mid;
      }
    }
    return false;
  }

  bool found(const Grid& g, const Rating& r) {
    grid_ = g;
    rating_ = r;
    return true;
  }

  GameCode code_;
  int target_ = 0;
  const FreePlayProgress& keep_going_;
  bool full_ratings_ = false;
  bool stopped_ = false;
  Rng rng_{0};
  Grid solution_;
  Grid grid_;
  int clues_ = kCells;
  Rating rating_;
  int ratings_ = 0;
};

}  // namespace

std::optional<Level> parse_level_name(std::string_view name) {
  for (int l = 0; l < kLevelCount; ++l) {
    const std::string_view n = level_name(static_cast<Level>(l));
    if (n.size() != name.size()) continue;
    bool same = true;
    for (std::size_t i = 0; i < n.size(); ++i) {
      const char a =
          name[i] >= 'A' && name[i] <= 'Z' ? static_cast<char>(name[i] - 'A' + 'a') : name[i];
      const char b = n[i] >= 'A' && n[i] <= 'Z' ? static_cast<char>(n[i] - 'A' + 'a') : n[i];
      same = same && a == b;
    }
    if (same) return static_cast<Level>(l);
  }
  return std::nullopt;
}

std::optional<FreePlayPuzzle> make_free_play(const GameCode& code,
                                             const FreePlayProgress& keep_going) {
  GameCode c = code;
  c.seed %= kGameCodeSeedLimit;
  return Search(c, keep_going).run();
}

std::optional<FreePlayPuzzle> make_free_play(const GameCode& code, FreePlayRating rating) {
  GameCode c = code;
  c.seed %= kGameCodeSeedLimit;
  const FreePlayProgress none;
  return Search(c, none, rating).run();
}

std::int64_t days_from_civil(const CivilDate& date) {
  using namespace std::chrono;
  const year_month_day ymd{year{date.year}, month{static_cast<unsigned>(date.month)},
                           day{static_cast<unsigned>(date.day)}};
  return sys_days{ymd}.time_since_epoch().count();
}

CivilDate civil_from_days(std::int64_t days) {
  using namespace std::chrono;
  const year_month_day ymd{sys_days{std::chrono::days{days}}};
  return CivilDate{static_cast<int>(ymd.year()),
                   static_cast<int>(static_cast<unsigned>(ymd.month())),
                   static_cast<int>(static_cast<unsigned>(ymd.day()))};
}

std::string date_text(const CivilDate& date) {
  char buf[16];
  auto put = [&](char* at, int value, int width) {
    for (int i = width - 1; i >= 0; --i) {
      at[i] = static_cast<char>('0' + value % 10);
      value /= 10;
    }
  };
  put(buf, date.year, 4);
  buf[4] = '-';
  put(buf + 5, date.month, 2);
  buf[7] = '-';
  put(buf + 8, date.day, 2);
  return std::string(buf, 10);
}

std::optional<CivilDate> parse_date(std::string_view text) {
  if (text.size() != 10 || text[4] != '-' || text[7] != '-') return std::nullopt;
  CivilDate d;
  auto num = [&](std::size_t at, std::size_t len, int& out) {
    const char* first = text.data() + at;
    const auto [ptr, ec] = std::from_chars(first, first + len, out);
    return ec == std::errc{} && ptr == first + len;
  };
  if (!num(0, 4, d.year) || !num(5, 2, d.month) || !num(8, 2, d.day)) return std::nullopt;
  if (d.year < 1 || d.month < 1 || d.month > 12 || d.day < 1 || d.day > 31) return std::nullopt;
  if (civil_from_days(days_from_civil(d)) != d) return std::nullopt;  // 2026-02-30
  return d;
}

int weekday(const CivilDate& date) {
  using namespace std::chrono;
  const std::chrono::weekday w{sys_days{std::chrono::days{days_from_civil(date)}}};
  return static_cast<int>(w.iso_encoding()) - 1;  // ISO: Monday 1 .. Sunday 7
}

Level daily_level(const CivilDate& date) {
  constexpr std::array<Level, 7> kWeek{Level::Easy, Level::Medium, Level::Hard,  Level::Medium,
                                       Level::Hard, Level::Expert, Level::Master};
  return kWeek[static_cast<std::size_t>(weekday(date))];
}

GameCode daily_code(const CivilDate& date) {
  std::uint64_t h = static_cast<std::uint64_t>(days_from_civil(date)) ^ 0xDA11D00Dull;
  return GameCode{daily_level(date), splitmix64(h) % kGameCodeSeedLimit};
}

std::optional<CivilDate> daily_date_of(const GameCode& code, const CivilDate& near, int days) {
  const std::int64_t from = days_from_civil(near) + 1;
  for (std::int64_t day = from; day >= from - days; --day) {
    const CivilDate d = civil_from_days(day);
    if (daily_code(d) == code) return d;
  }
  return std::nullopt;
}

}  // namespace nonet
