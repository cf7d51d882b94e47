// SPDX-License-Identifier: MIT
// The game's three save documents (progress, settings, the stage in progress) kept in step
// with a running game::Game: the platform layer calls load() at start, watch() every frame and
// flush() on pause, focus loss, minimize, quit and the app-lifecycle events; everything else
// (when to write, on which thread, what to retry, what to tell the player) is decided here.
//
//   frame loop ──watch(game, now)──> Game::revision() moved on? ─────────> SaveScheduler says
//        │                             (progress, settings: then compared     when ──> SaveWriter
//        │                              by value; session: any change)              (worker thread)
//        └──flush(game, now)────────> everything unsaved, at once, and wait for the disk
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "game/game.hpp"
#include "save/collections_codec.hpp"
#include "save/document_store.hpp"
#include "save/folder_lock.hpp"
#include "save/free_play_codec.hpp"
#include "save/learn_codec.hpp"
#include "save/progress_codec.hpp"
#include "save/recent_boards_codec.hpp"
#include "save/save_scheduler.hpp"
#include "save/save_writer.hpp"
#include "save/session_codec.hpp"
#include "save/settings_codec.hpp"
#include "save/sum_tiles_codec.hpp"

namespace nonet::save {

/// What load() found, for the platform to put into the game.
struct LoadedGame {
  game::Progress progress;                    // defaults on a first start
  SettingsFile settings;                      // defaults on a first start
  std::optional<SessionSnapshot> session;     // a stage in progress, not yet replayed
  std::vector<std::string> notices;           // plain messages for the player, each shown once
  SumTilesFile sum_tiles;                     // Sum Tiles' progress and board (defaults: none yet)
  std::optional<FreePlaySnapshot> free_play;  // the free-play game kept, not yet replayed
  std::vector<Grid> recent_boards;            // custom boards entered recently (none yet)
  Grid editor_draft;                          // the editor's board as last saved (empty: none)
  std::vector<game::PuzzleCollection> collections;  // the puzzle collections (none yet)
  game::LearnProgress learn;                        // progress per technique (none yet)
};

class GameSaves {
 public:
  /// `folder` empty = nowhere to save (the warning says so; the game plays on).
  explicit GameSaves(fs::path folder);
  /// The same with the store's options (tests: a pinned clock, a stop injected between writes).
  GameSaves(fs::path folder, DocumentStore::Options options);
  ~GameSaves();
  GameSaves(const GameSaves&) = delete;
  GameSaves& operator=(const GameSaves&) = delete;

  /// Takes the save folder's lock, then reads the three documents (each falling back to its
  /// backup as DocumentStore does). What it returns is taken as "already on disk", so putting
  /// it into the game writes nothing. When another Nonet holds the folder, or the folder
  /// itself cannot be used (a symlink loop, a path through a file), this run saves nothing
  /// and the notices and warning() say so. The settings are read first and handed to
  /// `settings_read` (when given) before the other documents, so that the platform can apply
  /// the saved language and what loading them has to say is worded in it (issue 27).
  LoadedGame load(const std::function<void(const game::Settings&)>& settings_read = {});

  /// The stage in progress that load() returned could not be resumed (`why`): its file is
  /// moved aside as session.json.refused-*, before anything is written, so it never becomes
  /// the backup. Returns the message for the player.
  std::string set_aside_session(const std::string& why);
  /// The same for the free-play game load() returned (free_play.json.refused-*).
  std::string set_aside_free_play(const std::string& why);

  /// Where problems go besides the screen (default: one "nonet: ..." line on stderr); each
  /// distinct reason is logged once per run.

  /// Once a frame: notices changes and hands due writes to the writer thread. Cheap when
  /// nothing changed (a few comparisons).
  void watch(const game::Game& game, std::int64_t now_ms);
  /// Writes everything not yet on disk now and waits until it is (or failed).
  void flush(const game::Game& game, std::int64_t now_ms);
  /// Waits until the writes already handed to the writer thread have finished, handing over
  /// nothing new (tests that check what watch() alone wrote, without sleeping on a clock).
  void wait_for_writer() { writer_.flush(); }

  /// The window size to keep in the settings file (the platform owns the window).
  void set_window(WindowSize size) { window_ = size; }

  /// "" while saving works; otherwise a short warning with the reason, for the corner of the
  /// screen. Cleared by the next successful write of that document (but not when this run
  /// does not save at all: another Nonet holds the folder, or the folder cannot be used).
  std::string warning() const;
  /// Where the files are, for the small print in Settings.
  const fs::path& folder() const { return store_.folder(); }
  /// Progress as the progress document holds it (or is about to).
  const game::Progress& progress() const { return progress_; }

 private:
  enum Doc {
    kProgressDoc,
    kSettingsDoc,
    kSessionDoc,
    kSumTilesDoc,
    kFreePlayDoc,
    kRecentBoardsDoc,
    kCollectionsDoc,
    kLearnDoc,
    kDocCount
  };
  void notice_free_play(const game::Game& game, std::int64_t now_ms, bool flushing);
  void notice_changes(const game::Game& game, std::int64_t now_ms, bool flushing);
  void submit_due(const game::Game& game, std::int64_t now_ms);
  /// True when this run may write: the folder's lock is held (taken again here if load() could
  /// not), or the system has none.
  bool take_lock();
  void collect_reports(std::int64_t now_ms);
  void log_once(const std::string& line);
  /// Moves document `name` aside after its game was refused; the sentence that says where.
  std::string set_aside_refused(const char* name);

  FolderLock lock_;  // declared first: released only after the writer has finished
  /// Whether this run saves nothing, and why (warning() words it when it is shown).
  enum class NotSaving : std::uint8_t { No, FolderUnusable, HeldElsewhere };
  NotSaving not_saving_ = NotSaving::No;
  std::string folder_problem_;  // FolderUnusable: what is wrong with the folder
  std::function<void(const std::string&)> log_;
  std::set<std::string> logged_;

  DocumentStore store_;
  SaveWriter writer_;
  std::array<SaveScheduler, kDocCount> schedulers_{};
  std::array<std::string, kDocCount> errors_{};
  std::array<std::uint64_t, kDocCount> last_ticket_{};

  game::Progress progress_;  // what the progress document holds (or is about to)
  // A game's end is one fact (issue 30): the finished game's own file (session.json or
  // free_play.json) is cleared only once progress.json on disk lists the game as ended, so a
  // stop between the two writes leaves the result kept and the save of the game dropped at the
  // next load (its number is listed), never the reverse.
  game::Progress progress_submitted_;  // the payload of the newest progress write handed over
  game::Progress progress_on_disk_;    // as of the newest progress write known to have landed
  // load() dropped a save of a game that had already ended: write that document empty.
  bool drop_session_ = false;
  bool drop_free_play_ = false;
  bool ended_on_disk(const game::Session& session) const;
  SettingsFile settings_;
  WindowSize window_;
  // Revisions of the game as last looked at; the session's as last handed to the writer.
  std::optional<game::Game::Revision> seen_;
  std::optional<std::uint64_t> session_seen_;
  game::Tick session_elapsed_seen_ = 0;
  bool session_on_disk_active_ = false;  // the session document holds a stage in progress
  bool settings_repaired_ = false;       // load() corrected a field: write the file back
  // Sum Tiles: what its document holds (or is about to), compared by value when the mode's
  // revision moves, so putting what load() returned into the game writes nothing.
  SumTilesFile sum_tiles_;
  std::optional<game::SumTilesMode::Revision> sum_seen_;
  // The free-play document (free_play.json), watched like the session's.
  std::optional<std::uint64_t> free_seen_;
  game::Tick free_elapsed_seen_ = 0;
  bool free_on_disk_active_ = false;
  // Recent custom boards: what their document holds, compared by value when they change.
  std::vector<Grid> recent_boards_;
  Grid editor_draft_;  // the editor's board, kept in the same document (issue 30)
  // Puzzle collections: what their document holds, compared by value when they change.
  std::vector<game::PuzzleCollection> collections_;
  // Learn's progress: what its document holds, compared by value when it changes.
  game::LearnProgress learn_;
};

}  // namespace nonet::save
