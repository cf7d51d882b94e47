// SPDX-License-Identifier: MIT
// The save folder's lock file (see folder_lock.hpp).
#include "save/folder_lock.hpp"

#include <cerrno>
#include <system_error>
#include <utility>

#include "game/format.hpp"
#include "i18n/i18n.hpp"
#include "save/file_io.hpp"

#if !defined(_WIN32)
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>
#endif

namespace nonet::save {

FolderLock::~FolderLock() { release(); }

FolderLock::FolderLock(FolderLock&& other) noexcept
    : fd_(std::exchange(other.fd_, -1)),
      state_(std::exchange(other.state_, State::None)),
      error_(std::move(other.error_)) {}

FolderLock& FolderLock::operator=(FolderLock&& other) noexcept {
  if (this != &other) {
    release();
    fd_ = std::exchange(other.fd_, -1);
    state_ = std::exchange(other.state_, State::None);
    error_ = std::move(other.error_);
  }
  return *this;
}

void FolderLock::release() {
#if !defined(_WIN32)
  if (fd_ >= 0) ::close(fd_);  // closing the last descriptor drops the flock
#endif
  fd_ = -1;
  state_ = State::None;
}

FolderLock FolderLock::acquire(const fs::path& folder) {
  FolderLock lock;
  if (IoResult r = ensure_folder(folder); !r.ok()) {
    lock.state_ = State::Failed;
    lock.error_ = r.error;
    return lock;
  }
#if !defined(_WIN32)
  const fs::path path = folder / kLockFileName;
  // The file stays empty; only the lock on it matters. O_CLOEXEC: a child process (none today)
  // must not inherit it and keep the folder locked after we quit.
  const int fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0644);
  if (fd < 0) {
    const int err = errno;
    lock.state_ = State::Failed;
    // TRANSLATORS: why the save folder cannot be locked: {0} is the lock file, {1} the system's
    // reason (in English).
    lock.error_ = game::format(i18n::tr("cannot open {0}: {1}"),
                               {path.string(), std::generic_category().message(err)});
    return lock;
  }
  int rc = 0;
  while ((rc = ::flock(fd, LOCK_EX | LOCK_NB)) != 0 && errno == EINTR) {
  }
  if (rc != 0) {
    const int err = errno;
    ::close(fd);
    if (err == EWOULDBLOCK) {
      lock.state_ = State::HeldElsewhere;
    } else {
      lock.state_ = State::Failed;
      // TRANSLATORS: why the save folder cannot be locked: {0} is the lock file, {1} the
      // system's reason (in English).
      lock.error_ = game::format(i18n::tr("cannot lock {0}: {1}"),
                                 {path.string(), std::generic_category().message(err)});
    }
    return lock;
  }
  lock.fd_ = fd;
  lock.state_ = State::Held;
#else
  lock.state_ = State::Unsupported;
  lock.error_ = "this system has no save folder lock yet";
#endif
  return lock;
}

}  // namespace nonet::save
