// SPDX-License-Identifier: MIT
// Puzzle collections in play (issue 29): the files of many puzzles a player opened, each kept
// with every puzzle's state (new, in progress, solved with its best time), its level once rated,
// and the lines of the file that were not puzzles. core/collection reads the files; this is
// what the game keeps of them (the save is save/collections_codec.hpp), and
// CollectionRater (below) rates them on a worker thread while the game goes on.
//
// A puzzle of a collection is played as a typed-in board (a custom board with one solution):
// the free-play game keeps it and resumes it like any other, and the collection knows it by
// its givens, so a win is recorded wherever the game was started or resumed from.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <unordered_map>
#include <vector>

#include "core/collection.hpp"
#include "core/grid.hpp"
#include "core/rating.hpp"

namespace nonet::game {

/// A puzzle's level letter as the collection keeps it: '.' not rated yet, 'E' 'M' 'H' 'X' 'S'
/// for Easy..Master, '?' beyond the scale (no level: played unrated).
inline constexpr char kNotRated = '.';
inline constexpr char kBeyondScale = '?';
char level_letter(const std::optional<Level>& level);
/// The level a letter names (nullopt for '?' and '.').
std::optional<Level> letter_level(char letter);
/// Whether a puzzle with this letter is (re)rated: not rated yet, or '?', which builds before
/// deep forcing (issue 31) gave every puzzle beyond 8.8; the engine now rates those, so a
/// collection saved then catches up when it is next loaded (a puzzle that is still beyond is
/// rated again at each load, in the background).
constexpr bool needs_rating(char letter) { return letter == kNotRated || letter == kBeyondScale; }

/// A line of the file that is not a puzzle, as the collection keeps it: its number and the
/// reason in English (docs and logs; the view words it again from `problem`).
struct CollectionLine {
  int line = 0;
  CollectionProblem problem = CollectionProblem::NotABoard;
  friend bool operator==(const CollectionLine&, const CollectionLine&) = default;
};
/// How many bad lines a collection keeps (the count of all of them is kept too).
inline constexpr std::size_t kMaxCollectionBadLines = 500;
/// How many collections the game keeps, and how many puzzles one may hold.
inline constexpr std::size_t kMaxCollections = 20;
inline constexpr std::size_t kMaxCollectionPuzzles = 100000;
/// All the collections together (their save stays under save::kMaxCollectionsBytes): a new file
/// pushes the oldest collections out until the library holds at most this many.
inline constexpr std::size_t kMaxLibraryPuzzles = 400000;
/// A collection's name is cut to this many bytes (at a character's start).
inline constexpr std::size_t kMaxCollectionName = 200;

struct PuzzleCollection {
  std::uint32_t id = 0;  // unique in the library, never reused
  std::string name;      // the file's name (or OpenSudoku's <name>)
  std::vector<Grid> puzzles;
  std::string levels;                 // one letter a puzzle (level_letter)
  std::vector<std::int64_t> best_ms;  // one a puzzle: 0 = not solved
  std::vector<CollectionLine> bad;    // the first kMaxCollectionBadLines
  int bad_total = 0;                  // every bad line of the file
  friend bool operator==(const PuzzleCollection&, const PuzzleCollection&) = default;

  int solved() const;
  int rated() const;
};

/// The collections the player opened, most recent first.
class CollectionLibrary {
 public:
  const std::vector<PuzzleCollection>& list() const { return list_; }
  bool empty() const { return list_.empty(); }
  /// Grows with every change a save must keep.
  std::uint64_t revision() const { return revision_; }

  /// A file read by core/collection, named `name` (cut to kMaxCollectionName bytes): added
  /// first; the oldest go past kMaxCollections or kMaxLibraryPuzzles. Puzzles past
  /// kMaxCollectionPuzzles are dropped and counted as bad. Returns its id; 0 when the file held
  /// no puzzle at all (nothing is added).
  std::uint32_t add(std::string name, const Collection& read);
  /// Puts back what a save held (ids, states and all), as loaded.
  void restore(std::vector<PuzzleCollection> list);
  /// Removes a collection (its puzzles and their states).
  void remove(std::uint32_t id);
  const PuzzleCollection* find(std::uint32_t id) const;
  /// Where a puzzle is: the first collection (most recent first) and index holding these givens.
  struct Place {
    std::uint32_t id = 0;
    int index = 0;
  };
  std::optional<Place> place_of(const Grid& puzzle) const;
  /// A win on these givens in `ms`: the puzzle's best time (kept when faster). False when no
  /// collection holds it.
  bool record_win(const Grid& puzzle, std::int64_t ms);
  /// A rating done in the background: puzzle `index` of collection `id` has level letter `l`.
  /// Levels do not move revision() one by one (a 50,000-puzzle file would be saved over and
  /// over while it is rated): commit_levels() does, for all those set since.
  void set_level(std::uint32_t id, int index, char l);
  int levels_uncommitted() const { return levels_uncommitted_; }
  void commit_levels();

 private:
  void reindex();
  std::vector<PuzzleCollection> list_;
  std::unordered_map<std::string, Place> places_;  // 81-character givens -> first place
  std::uint32_t next_id_ = 1;
  std::uint64_t revision_ = 0;
  int levels_uncommitted_ = 0;
};

/// Rates the puzzles of collections not yet rated, on one worker thread: the collection handed
/// over last first (the one on show), each in its order. The game hands it work and takes finished
/// levels each tick; destroying it stops the work and joins. One rating at a time is a few
/// milliseconds, so a 50,000-puzzle collection is rated in a minute or so while the game runs at
/// full speed.
class CollectionRater {
 public:
  CollectionRater();
  ~CollectionRater();
  CollectionRater(const CollectionRater&) = delete;
  CollectionRater& operator=(const CollectionRater&) = delete;

  /// Rates every puzzle of `c` that needs_rating() (a copy of its givens is taken).
  void rate(const PuzzleCollection& c);
  /// Stops rating collection `id` (removed).
  void forget(std::uint32_t id);
  struct Done {
    std::uint32_t id = 0;
    int index = 0;
    char letter = kNotRated;
  };
  /// The levels found since the last call.
  std::vector<Done> take();
  /// Whether work is queued or under way.
  bool busy() const;
  /// Blocks until every queued puzzle is rated (tests and scripted runs).
  void wait_idle() const;

 private:
  struct Work {
    std::uint32_t id = 0;
    std::vector<std::pair<int, Grid>> puzzles;
    std::size_t next = 0;
  };
  void run();
  mutable std::mutex mutex_;
  mutable std::condition_variable changed_;  // work queued, stop asked, or the queue drained
  std::vector<Work> queue_;
  std::vector<Done> done_;
  bool working_ = false;  // a rating is under way outside the lock
  bool stop_ = false;
  std::thread worker_;
};

}  // namespace nonet::game
