// SPDX-License-Identifier: MIT
// The collections the player opened, and their rating in the background.
#include "game/collections.hpp"

#include <algorithm>
#include <utility>

#include "core/rating.hpp"

namespace nonet::game {

namespace {
constexpr char kLetters[kLevelCount] = {'E', 'M', 'H', 'X', 'S'};

std::string key_of(const Grid& g) {
  std::string s(kCells, '.');
  for (int c = 0; c < kCells; ++c)
    if (g[c] != 0) s[static_cast<std::size_t>(c)] = static_cast<char>('0' + g[c]);
  return s;
}
}  // namespace

char level_letter(const std::optional<Level>& level) {
  return level ? kLetters[static_cast<int>(*level)] : kBeyondScale;
}

std::optional<Level> letter_level(char letter) {
  for (int i = 0; i < kLevelCount; ++i)
    if (kLetters[i] == letter) return static_cast<Level>(i);
  return std::nullopt;
}

int PuzzleCollection::solved() const {
  return static_cast<int>(
      std::count_if(best_ms.begin(), best_ms.end(), [](std::int64_t ms) { return ms > 0; }));
}

int PuzzleCollection::rated() const {
  return static_cast<int>(
      std::count_if(levels.begin(), levels.end(), [](char l) { return l != kNotRated; }));
}

std::uint32_t CollectionLibrary::add(std::string name, const Collection& read) {
  if (read.puzzles.empty()) return 0;
  PuzzleCollection c;
  c.id = next_id_++;
  if (name.size() > kMaxCollectionName) {
    std::size_t cut = kMaxCollectionName;
    while (cut > 0 && (static_cast<unsigned char>(name[cut]) & 0xC0) == 0x80) --cut;
    name.resize(cut);
  }
  c.name = std::move(name);
  const std::size_t n = std::min(read.puzzles.size(), kMaxCollectionPuzzles);
  c.puzzles.reserve(n);
  for (std::size_t i = 0; i < n; ++i) c.puzzles.push_back(read.puzzles[i].puzzle);
  c.levels.assign(n, kNotRated);
  c.best_ms.assign(n, 0);
  c.bad_total = static_cast<int>(read.bad.size() + (read.puzzles.size() - n));
  for (const CollectionBadLine& b : read.bad) {
    if (c.bad.size() >= kMaxCollectionBadLines) break;
    c.bad.push_back(CollectionLine{b.line, b.problem});
  }
  list_.insert(list_.begin(), std::move(c));
  if (list_.size() > kMaxCollections) list_.resize(kMaxCollections);
  std::size_t total = 0;
  for (std::size_t i = 0; i < list_.size(); ++i) {
    total += list_[i].puzzles.size();
    if (total > kMaxLibraryPuzzles) {  // the oldest go (the new one, at most 100,000, stays)
      list_.resize(i);
      break;
    }
  }
  reindex();
  ++revision_;
  return list_.front().id;
}

void CollectionLibrary::restore(std::vector<PuzzleCollection> list) {
  list_ = std::move(list);
  next_id_ = 1;
  for (const PuzzleCollection& c : list_) next_id_ = std::max(next_id_, c.id + 1);
  reindex();
  ++revision_;
}

void CollectionLibrary::remove(std::uint32_t id) {
  const auto it =
      std::find_if(list_.begin(), list_.end(), [id](const auto& c) { return c.id == id; });
  if (it == list_.end()) return;
  list_.erase(it);
  reindex();
  ++revision_;
}

const PuzzleCollection* CollectionLibrary::find(std::uint32_t id) const {
  for (const PuzzleCollection& c : list_)
    if (c.id == id) return &c;
  return nullptr;
}

std::optional<CollectionLibrary::Place> CollectionLibrary::place_of(const Grid& puzzle) const {
  const auto it = places_.find(key_of(puzzle));
  if (it == places_.end()) return std::nullopt;
  return it->second;
}

bool CollectionLibrary::record_win(const Grid& puzzle, std::int64_t ms) {
  const std::string key = key_of(puzzle);
  bool any = false;
  // Every collection holding it (two files may share a puzzle) gets the win.
  for (PuzzleCollection& c : list_) {
    for (std::size_t i = 0; i < c.puzzles.size(); ++i) {
      if (c.puzzles[i] != puzzle) continue;
      std::int64_t& best = c.best_ms[i];
      const std::int64_t t = std::max<std::int64_t>(1, ms);
      if (best == 0 || t < best) best = t;
      any = true;
      break;
    }
  }
  if (any) ++revision_;
  return any;
}

void CollectionLibrary::set_level(std::uint32_t id, int index, char l) {
  for (PuzzleCollection& c : list_) {
    if (c.id != id || index < 0 || static_cast<std::size_t>(index) >= c.levels.size()) continue;
    if (c.levels[static_cast<std::size_t>(index)] != l) {
      c.levels[static_cast<std::size_t>(index)] = l;
      ++levels_uncommitted_;
    }
  }
}

void CollectionLibrary::commit_levels() {
  if (levels_uncommitted_ == 0) return;
  levels_uncommitted_ = 0;
  ++revision_;
}

void CollectionLibrary::reindex() {
  places_.clear();
  for (auto c = list_.rbegin(); c != list_.rend(); ++c) {  // the most recent wins
    for (std::size_t i = 0; i < c->puzzles.size(); ++i)
      places_[key_of(c->puzzles[i])] = Place{c->id, static_cast<int>(i)};
  }
}

CollectionRater::CollectionRater() {
  worker_ = std::thread([this] { run(); });
}

CollectionRater::~CollectionRater() {
  {
    std::lock_guard lock(mutex_);
    stop_ = true;
  }
  changed_.notify_all();
  if (worker_.joinable()) worker_.join();
}

void CollectionRater::rate(const PuzzleCollection& c) {
  Work w;
  w.id = c.id;
  for (std::size_t i = 0; i < c.puzzles.size(); ++i)
    if (needs_rating(c.levels[i])) w.puzzles.emplace_back(static_cast<int>(i), c.puzzles[i]);
  if (w.puzzles.empty()) return;
  {
    // The newest first: it is the one on show.
    std::lock_guard lock(mutex_);
    queue_.insert(queue_.begin(), std::move(w));
  }
  changed_.notify_all();
}

void CollectionRater::forget(std::uint32_t id) {
  std::lock_guard lock(mutex_);
  std::erase_if(queue_, [id](const Work& w) { return w.id == id; });
  std::erase_if(done_, [id](const Done& d) { return d.id == id; });
}

std::vector<CollectionRater::Done> CollectionRater::take() {
  std::lock_guard lock(mutex_);
  return std::exchange(done_, {});
}

bool CollectionRater::busy() const {
  std::lock_guard lock(mutex_);
  return working_ || !queue_.empty();
}

void CollectionRater::wait_idle() const {
  std::unique_lock lock(mutex_);
  changed_.wait(lock, [this] { return stop_ || (!working_ && queue_.empty()); });
}

void CollectionRater::run() {
  std::unique_lock lock(mutex_);
  for (;;) {
    changed_.wait(lock, [this] { return stop_ || !queue_.empty(); });
    if (stop_) return;
    Work& w = queue_.front();
    const std::uint32_t id = w.id;
    const auto [index, puzzle] = w.puzzles[w.next++];
    if (w.next == w.puzzles.size()) queue_.erase(queue_.begin());
    working_ = true;
    lock.unlock();
    const Rating r = rate_puzzle(puzzle);
    const char letter =
        r.beyond_scale || r.needs_trial_and_error ? kBeyondScale : level_letter(r.level);
    lock.lock();
    working_ = false;
    // A collection forgotten meanwhile: its work is gone from the queue; drop the result.
    done_.push_back(Done{id, index, letter});
    if (queue_.empty()) changed_.notify_all();
  }
}

}  // namespace nonet::game
