// SPDX-License-Identifier: MIT
// Puzzle collections in Game (issue 29, docs/FREE_PLAY.md "Puzzle collections"): opening a
// file, the Collections screen's routing, rating in the background, and playing a puzzle.
#include <algorithm>

#include "core/custom_board.hpp"
#include "game/format.hpp"
#include "game/game.hpp"
#include "i18n/i18n.hpp"

namespace nonet::game {

using i18n::tr;

CollectionsLayout Game::collections_layout() const {
  const PuzzleCollection* c = collections_.screen.current(collections_.library);
  return layout_collections(width_, height_, platform_.can_open_files, c != nullptr,
                            collections_.library.list().size() > 1,
                            c != nullptr && c->bad_total > 0);
}

void Game::open_collection_file(const std::string& name, std::string_view text) {
  const Collection read = read_collection(text);
  std::string shown = read.name.empty() ? name : read.name;
  std::vector<std::uint32_t> before;
  for (const PuzzleCollection& c : collections_.library.list()) before.push_back(c.id);
  const std::uint32_t id = collections_.library.add(shown, read);
  if (collections_.rater) {  // the oldest pushed out of the library: their rating stops
    for (const std::uint32_t old : before)
      if (collections_.library.find(old) == nullptr) collections_.rater->forget(old);
  }
  if (id == 0) {
    // TRANSLATORS: a file opened as a collection held no puzzle; {0} is its name. Collections
    // read one puzzle a line (.sdm), OpenSudoku files and grids.
    say(format(tr("{0} holds no puzzle with exactly one solution"), {shown}));
    return;
  }
  if (!collections_.rater) collections_.rater = std::make_shared<CollectionRater>();
  collections_.rater->rate(*collections_.library.find(id));
  collections_.screen.show(id);
  if (screen_ != Screen::Collections) push_screen(Screen::Collections);  // Back returns here
}

void Game::restore_collections(std::vector<PuzzleCollection> list) {
  collections_.library.restore(std::move(list));
  // The oldest handed over first: the rater takes the last one first, the most recent.
  for (auto it = collections_.library.list().rbegin(); it != collections_.library.list().rend();
       ++it) {
    const PuzzleCollection& c = *it;
    if (std::none_of(c.levels.begin(), c.levels.end(), needs_rating)) continue;
    if (!collections_.rater) collections_.rater = std::make_shared<CollectionRater>();
    collections_.rater->rate(c);
  }
}

void Game::wait_for_ratings() {
  if (!collections_.rater) return;
  collections_.rater->wait_idle();
  poll_ratings();
}

void Game::poll_ratings() {
  if (!collections_.rater) return;
  for (const CollectionRater::Done& d : collections_.rater->take())
    collections_.library.set_level(d.id, d.index, d.letter);
  // Saved when the rating is done, and every few thousand on the way (a long file's rating
  // survives a quit), not at every level.
  constexpr int kLevelsPerSave = 5000;
  if (collections_.library.levels_uncommitted() >= kLevelsPerSave ||
      (collections_.library.levels_uncommitted() > 0 && !collections_.rater->busy()))
    collections_.library.commit_levels();
}

std::optional<CollectionLibrary::Place> Game::collection_in_progress() const {
  const Session* f = free_play_in_progress();
  if (f == nullptr || !f->stage().custom) return std::nullopt;
  return collections_.library.place_of(f->stage().puzzle);
}

void Game::collections_action(Action a) {
  if (pending_is(Pending::Kind::Collection) || pending_is(Pending::Kind::RemoveCollection)) {
    confirm_action(a);
    return;
  }
  collections_exit(collections_.screen.action(a, collections_.library, collections_layout()));
}

void Game::collections_exit(CollectionsExit e) {
  switch (e) {
    case CollectionsExit::Stay: break;
    case CollectionsExit::Back: {
      // Where it was opened from (the back stack); a screen of a stage only while there still
      // is one, and a game a file was dropped on is paused, not resumed unasked.
      const Screen from = back_screen().value_or(Screen::FreePlay);
      Screen to = from;
      const bool of_stage = to == Screen::Play || to == Screen::Paused || to == Screen::Result;
      if (of_stage && !session_) to = Screen::FreePlay;
      if (to == Screen::Play && session_->outcome() == Outcome::Playing) to = Screen::Paused;
      if (to == from)
        go_back(Screen::FreePlay);
      else
        go(to);
      if (to == Screen::Editor) editor_.open();
      break;
    }
    case CollectionsExit::Remove:
      if (const PuzzleCollection* c = collections_.screen.current(collections_.library)) {
        Pending p{Pending::Kind::RemoveCollection};
        p.collection = c->id;
        ask(p);
      }
      break;
    case CollectionsExit::OpenFile:
      if (platform_.can_open_files) platform_.open_file = true;  // the platform shows its dialog
      break;
    case CollectionsExit::Play: {
      const PuzzleCollection* c = collections_.screen.current(collections_.library);
      if (c == nullptr) break;
      const int index = collections_.screen.focus();
      const std::optional<CollectionLibrary::Place> open = collection_in_progress();
      if (open && open->id == c->id && open->index == index) {
        // Its game is the free-play game in progress: continue it.
        const Session* f = free_play_in_progress();
        if (f == session())
          go(Screen::Play);
        else
          unpark();
      } else if (free_play_in_progress() != nullptr) {
        Pending p{Pending::Kind::Collection};
        p.collection = c->id;
        p.puzzle = index;
        ask(p);
      } else {
        play_collection_puzzle(c->id, index);
      }
      break;
    }
  }
}

void Game::play_collection_puzzle(std::uint32_t id, int index) {
  const PuzzleCollection* c = collections_.library.find(id);
  if (c == nullptr || index < 0 || index >= static_cast<int>(c->puzzles.size())) {
    events_.push(EventKind::Rejected);
    return;
  }
  // The file was checked when it was read (exactly one solution); judged again for the
  // solution and the level (a few milliseconds, as the editor's Play; up to about 0.2 s for
  // the hardest published puzzles, which need deep forcing).
  const Grid board = c->puzzles[static_cast<std::size_t>(index)];
  const BoardJudgement j = judge_board(board);
  if (!j.playable()) {
    events_.push(EventKind::Rejected);
    return;
  }
  start_board(board, j, 0);
}

std::optional<CollectionLibrary::Place> Game::played_place() const {
  if (!session_) return std::nullopt;
  // The collection on show first (two files may hold the same puzzle), else where it is.
  if (const PuzzleCollection* c = collections_.screen.current(collections_.library)) {
    const auto it = std::find(c->puzzles.begin(), c->puzzles.end(), session_->stage().puzzle);
    if (it != c->puzzles.end())
      return CollectionLibrary::Place{c->id, static_cast<int>(it - c->puzzles.begin())};
  }
  return collections_.library.place_of(session_->stage().puzzle);
}

void Game::back_to_collection() {
  const std::optional<CollectionLibrary::Place> at = played_place();
  if (at) collections_.screen.show(at->id, at->index);
  // Back from the list leads to free play, on the row of the editor, whose Files opens it.
  go(Screen::Collections);
  set_back(Screen::FreePlay, static_cast<int>(FreePlayRow::Custom));
  collections_.screen.reveal(collections_.library, collections_layout());
}

void Game::next_in_collection() {
  const std::optional<CollectionLibrary::Place> at = played_place();
  const PuzzleCollection* c = at ? collections_.library.find(at->id) : nullptr;
  if (c == nullptr || at->index + 1 >= static_cast<int>(c->puzzles.size())) {
    back_to_collection();  // the last one: its list
    return;
  }
  collections_.screen.show(at->id, at->index + 1);
  play_collection_puzzle(at->id, at->index + 1);
}

void Game::remove_collection(std::uint32_t id) {
  collections_.library.remove(id);
  if (collections_.rater) collections_.rater->forget(id);
  collections_.screen.show(collections_.library.empty() ? 0
                                                        : collections_.library.list().front().id);
}

}  // namespace nonet::game
