// SPDX-License-Identifier: MIT
// One running Nonet per save folder (issue 17): an advisory lock (flock) on the file
// "nonet.lock" in the folder, held for as long as the game runs. The system drops it when the
// process ends, even after a crash or SIGKILL, so there is no stale lock to clean up.
//
// POSIX only for now; elsewhere acquire() reports Unsupported and the game saves unguarded.
// A lock that cannot be taken on POSIX (Failed: the lock file is a folder, no permission) is
// treated like one held elsewhere: the run saves nothing (issue 30), it never fails open.
#pragma once

#include <filesystem>
#include <string>

namespace nonet::save {

namespace fs = std::filesystem;

inline constexpr const char* kLockFileName = "nonet.lock";

class FolderLock {
 public:
  enum class State {
    None,           // not tried yet (or released)
    Held,           // this process holds the lock
    HeldElsewhere,  // another process holds it: another Nonet runs with this folder
    Failed,         // the lock file cannot be made or locked (see error): this run must not save
    Unsupported,    // no lock on this system yet (not POSIX): saving is unguarded
  };

  FolderLock() = default;
  ~FolderLock();
  FolderLock(FolderLock&& other) noexcept;
  FolderLock& operator=(FolderLock&& other) noexcept;
  FolderLock(const FolderLock&) = delete;
  FolderLock& operator=(const FolderLock&) = delete;

  /// Creates the folder when missing, opens its lock file and tries to lock it without
  /// waiting. Never throws.
  static FolderLock acquire(const fs::path& folder);

  State state() const { return state_; }
  bool held() const { return state_ == State::Held; }
  /// Why the lock could not be taken (Failed, Unsupported), for the log.
  const std::string& error() const { return error_; }

 private:
  void release();
  int fd_ = -1;
  State state_ = State::None;
  std::string error_;
};

}  // namespace nonet::save
