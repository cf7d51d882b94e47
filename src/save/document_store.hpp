// SPDX-License-Identifier: MIT
// A folder of save documents, each written atomically with the last good copy kept as a
// backup, and read back only after every check passes.
//
// Files for a document named "progress.json" in the folder:
//
//     progress.json                      the current copy
//     progress.json.bak                  the copy before it (always one that passed the checks)
//     progress.json.tmp-PID-N            a write in flight (a name unique to its writer); ignored
//                                        when reading, and removed by load() as a crash's leftover
//     progress.json.corrupt-YYYYMMDD-HHMMSS   a damaged copy moved aside (never deleted)
//     session.json.refused-YYYYMMDD-HHMMSS    a valid copy the game refused (set_aside)
//
// A document whose name is a symbolic link is followed (issue 30): the file it leads to is read
// and replaced, with its .bak and temporaries beside it, and the link stays; a link that leads
// nowhere is refused with a notice (never taken for a missing file, never replaced).
//
// One writer per folder: GameSaves holds the folder's lock (folder_lock.hpp); a store that must
// not change the folder (another Nonet holds it) is made read-only and then writes, moves and
// removes nothing.
//
// save():  write .tmp-PID-N, fsync it; if the current copy passes the checks, rename it to .bak,
//          otherwise move it aside as .corrupt-*; rename .tmp over the current name; fsync the
//          folder. A crash at any point leaves the current copy, or (between the two renames)
//          only the .bak, which then holds the last save that returned: never older.
// load():  the current copy if it passes; else move it aside and use .bak, telling the player
//          once; a copy written by a newer Nonet is left untouched, refused and explained, and
//          from then on this store refuses to write over it (so a downgrade never loses data).
//
// Thread safety: every member locks one mutex, so a writer thread and the main thread may share
// a store; a given document should still be written by one thread only (SaveWriter).
#pragma once

#include <cstdint>
#include <ctime>
#include <functional>
#include <map>
#include <mutex>
#include <string>
#include <vector>

#include "save/envelope.hpp"
#include "save/file_io.hpp"

namespace nonet::save {

/// Files above this size are refused without reading them whole (ours are a few KiB).
inline constexpr std::uint64_t kMaxDocumentBytes = 4u << 20;

enum class LoadStatus {
  Loaded,          // the current copy (possibly migrated from an older version)
  RestoredBackup,  // the current copy was damaged or missing; the backup was good
  Missing,         // no file at all: a first start
  TooNew,          // written by a newer Nonet: refused, untouched, and writes are blocked
  Unreadable,      // the file exists but cannot be read (permissions): untouched, writes blocked
  Lost,            // damaged, and no usable backup: start fresh (damaged files kept aside)
};

struct LoadResult {
  LoadStatus status = LoadStatus::Missing;
  Json payload;           // the document, when status is Loaded or RestoredBackup
  int found_version = 0;  // its version on disk, before migration
  /// What to tell the player, once; empty when there is nothing worth saying.
  std::string notice;
  /// Technical detail for the log (every reason a file was refused).
  std::string detail;
  std::vector<fs::path> moved_aside;  // damaged copies renamed to .corrupt-*
  bool ok() const { return status == LoadStatus::Loaded || status == LoadStatus::RestoredBackup; }
};

struct SaveResult {
  std::string error;  // empty on success; otherwise the reason, for a warning on screen
  bool ok() const { return error.empty(); }
};

class DocumentStore {
 public:
  struct Options {
    std::uint64_t max_bytes = kMaxDocumentBytes;
    /// The wall clock for names of damaged copies; tests pin it.
    std::function<std::time_t()> clock;
    /// Called before each save() with the document's name; false makes that save fail with
    /// "stopped" and touch nothing. Tests use it to stop the process between two writes at a
    /// chosen point (issue 30) instead of racing a SIGKILL; the game sets none.
    std::function<bool(const std::string& name)> before_write;
  };

  explicit DocumentStore(fs::path folder);
  DocumentStore(fs::path folder, Options options);

  const fs::path& folder() const { return folder_; }
  fs::path path_of(const std::string& name) const { return folder_ / name; }

  /// Writes `payload` (which must pass type.validate) as document `name`. Fails with a reason
  /// when the folder cannot be used, the disk is full, or the current copy must not be
  /// replaced (too new or unreadable); the previous copies are then unchanged.
  SaveResult save(const std::string& name, const DocumentType& type, const Json& payload);
  /// The largest file of `type` read or written: its own limit, else the store's.
  std::uint64_t limit_for(const DocumentType& type) const {
    return type.max_bytes != 0 ? type.max_bytes : options_.max_bytes;
  }

  /// Reads document `name`, falling back to its backup as described above.
  LoadResult load(const std::string& name, const DocumentType& type);

  /// True when load() found a copy that must not be overwritten (too new, unreadable).
  bool is_write_blocked(const std::string& name) const;

  /// From now on save() refuses with `reason`, and load() moves nothing aside and removes no
  /// leftover: the folder belongs to another writer.
  void set_read_only(std::string reason);

  /// Moves document `name` aside as NAME.WHY-YYYYMMDD-HHMMSS (e.g. "refused": a valid file the
  /// game could not use), so the next save does not turn it into the backup. Returns the new
  /// path, or an empty one when nothing was moved (no such file, read-only store).
  fs::path set_aside(const std::string& name, const std::string& why);

 private:
  enum class CurrentCopy { Absent, Good, Damaged, Blocked };
  CurrentCopy classify_current(const std::string& name, const DocumentType& type, std::string& why);
  fs::path move_aside(const fs::path& path, const std::string& why);
  /// The file document `name` stands for: its path, or the file a symbolic link there leads
  /// to; `dangling` says why when the link leads nowhere (the path is returned unchanged).
  fs::path real_path(const std::string& name, std::string& dangling) const;
  void remove_leftover_temporaries(const std::string& name);
  std::time_t now() const;

  fs::path folder_;
  Options options_;
  std::string read_only_;  // non-empty: why this store must not change the folder
  mutable std::mutex mutex_;
  /// Why a document must not be written (name -> reason); set by load().
  std::map<std::string, std::string> blocked_;
  /// CRC-32 and size of the bytes this store last wrote or accepted per document: a current
  /// copy that still matches is known good without parsing it again.
  struct KnownGood {
    std::uint32_t crc = 0;
    std::size_t size = 0;
  };
  std::map<std::string, KnownGood> known_good_;
};

}  // namespace nonet::save
