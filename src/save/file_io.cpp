// SPDX-License-Identifier: MIT
// File-system calls for saving: POSIX open/write/fsync/rename with errno turned into text.
#include "save/file_io.hpp"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstring>
#include <system_error>

#include "game/format.hpp"
#include "i18n/i18n.hpp"

#if !defined(_WIN32)
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#else
#include <fstream>
#endif

namespace nonet::save {
namespace {

using i18n::tr;

std::string reason_of(int err) { return std::generic_category().message(err); }

// A failed call's message: `pattern` (translated) with {0} the path and {1} the system's reason.
// The messages reach the player inside the save warning and the notices at start.
std::string failure(const char* pattern, const fs::path& path, int err) {
  return game::format(pattern, {path.string(), reason_of(err)});
}

}  // namespace

IoResult ensure_folder(const fs::path& dir) {
  std::error_code ec;
  if (fs::is_directory(dir, ec)) return {};
  fs::create_directories(dir, ec);
  // TRANSLATORS: why saving failed: {0} is a folder, {1} the system's reason (in English). The
  // other "cannot ... {0}: {1}" messages of saving are alike ({0} a folder or a file).
  if (ec) return {failure(tr("cannot create the save folder {0}: {1}"), dir, ec.value())};
  if (!fs::is_directory(dir, ec))
    return {failure(tr("cannot use the save folder {0}: {1}"), dir, ENOTDIR)};
  return {};
}

bool path_exists(const fs::path& path) {
  std::error_code ec;
  return fs::symlink_status(path, ec).type() != fs::file_type::not_found && !ec;
}

IoResult check_folder(const fs::path& dir) {
#if !defined(_WIN32)
  struct stat st {};
  if (::stat(dir.c_str(), &st) != 0) {
    const int err = errno;
    // Missing: created on the first save. Under a regular file: every save fails with that
    // reason and is retried (the folder may be made usable meanwhile); nothing can be read.
    if (err == ENOENT || err == ENOTDIR) return {};
    return {failure(tr("cannot use the save folder {0}: {1}"), dir, err)};
  }
  return {};
#else
  std::error_code ec;
  const auto st = fs::status(dir, ec);
  if (st.type() == fs::file_type::not_found || ec.value() == ENOTDIR) return {};
  if (ec) return {failure(tr("cannot use the save folder {0}: {1}"), dir, ec.value())};
  return {};
#endif
}

std::string own_temp_prefix() {
#if !defined(_WIN32)
  const long pid = static_cast<long>(::getpid());
#else
  const long pid = 0;
#endif
  return ".tmp-" + std::to_string(pid) + "-";
}

std::string unique_temp_suffix() {
  static std::atomic<unsigned long> counter{0};
  return own_temp_prefix() + std::to_string(++counter);
}

void remove_own_file(const fs::path& path) {
  std::error_code ec;
  fs::remove(path, ec);
}

std::time_t modified_time(const fs::path& path) {
#if !defined(_WIN32)
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) return 0;
  return st.st_mtime;
#else
  std::error_code ec;
  const auto t = fs::last_write_time(path, ec);
  if (ec) return 0;
  return std::chrono::system_clock::to_time_t(
      std::chrono::clock_cast<std::chrono::system_clock>(t));
#endif
}

namespace {
bool local_tm(std::time_t t, std::tm& out) {
#if !defined(_WIN32)
  return ::localtime_r(&t, &out) != nullptr;
#else
  return ::localtime_s(&out, &t) == 0;
#endif
}
}  // namespace

std::string local_stamp(std::time_t t) {
  std::tm tm{};
  if (!local_tm(t, tm)) return "00000000-000000";
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y%m%d-%H%M%S", &tm);
  return buf;
}

std::string local_readable_time(std::time_t t) {
  std::tm tm{};
  // TRANSLATORS: stands for a date and time that cannot be told, in "restored the backup
  // from {0}".
  if (!local_tm(t, tm)) return tr("an unknown time");
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%d %H:%M", &tm);
  return buf;
}

#if !defined(_WIN32)

IoResult write_file_durably(const fs::path& path, std::string_view bytes) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) return {failure(tr("cannot create {0}: {1}"), path, errno)};
  const char* p = bytes.data();
  std::size_t left = bytes.size();
  while (left > 0) {
    const ssize_t n = ::write(fd, p, left);
    if (n < 0) {
      if (errno == EINTR) continue;
      const int err = errno;
      ::close(fd);
      remove_own_file(path);
      return {failure(tr("cannot write {0}: {1}"), path, err)};
    }
    p += n;
    left -= static_cast<std::size_t>(n);
  }
  // fsync before the rename: otherwise a power cut can leave the new name pointing at an empty
  // file (the data not yet written while the rename already is).
  if (::fsync(fd) != 0) {
    const int err = errno;
    ::close(fd);
    remove_own_file(path);
    return {failure(tr("cannot flush {0}: {1}"), path, err)};
  }
  // close() can report a delayed write error (NFS): it counts.
  if (::close(fd) != 0) {
    const int err = errno;
    remove_own_file(path);
    return {failure(tr("cannot finish writing {0}: {1}"), path, err)};
  }
  return {};
}

namespace {
std::string rename_failure(const fs::path& from, const fs::path& to, int err) {
  // TRANSLATORS: why saving failed: {0} is a file's name, {1} the path it was to get, {2} the
  // system's reason (in English).
  return game::format(tr("cannot rename {0} to {1}: {2}"),
                      {from.filename().string(), to.string(), reason_of(err)});
}
}  // namespace

IoResult rename_file(const fs::path& from, const fs::path& to) {
  if (::rename(from.c_str(), to.c_str()) != 0) return {rename_failure(from, to, errno)};
  return {};
}

IoResult sync_folder(const fs::path& dir) {
  const int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) return {failure(tr("cannot open the save folder {0}: {1}"), dir, errno)};
  int err = 0;
  if (::fsync(fd) != 0 && errno != EINVAL && errno != ENOTSUP) err = errno;
  ::close(fd);
  if (err != 0) return {failure(tr("cannot flush the save folder {0}: {1}"), dir, err)};
  return {};
}

namespace {
// Why a file that is not a regular file cannot be read: a pattern, {0} its path.
const char* not_a_file(mode_t mode) {
  // TRANSLATORS: why a save file cannot be read; {0} is its path.
  if (S_ISDIR(mode)) return tr("cannot read {0}: it is a folder, not a regular file");
  if (S_ISFIFO(mode)) return tr("cannot read {0}: it is a FIFO (named pipe), not a regular file");
  if (S_ISSOCK(mode)) return tr("cannot read {0}: it is a socket, not a regular file");
  if (S_ISCHR(mode)) return tr("cannot read {0}: it is a character device, not a regular file");
  if (S_ISBLK(mode)) return tr("cannot read {0}: it is a block device, not a regular file");
  // Unreachable (open() follows links; every other kind is named above): left unmarked.
  return "cannot read {0}: it is not a regular file, not a regular file";
}
}  // namespace

ReadResult read_file_bounded(const fs::path& path, std::uint64_t limit) {
  ReadResult r;
  // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer forever (issue
  // 17). The type is checked before any read; a regular file ignores the flag.
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
  if (fd < 0) {
    const int err = errno;
    r.status = (err == ENOENT || err == ENOTDIR) ? ReadStatus::Missing : ReadStatus::Failed;
    r.error = failure(tr("cannot open {0}: {1}"), path, err);
    return r;
  }
  struct stat st {};
  if (::fstat(fd, &st) != 0) {
    r.error = failure(tr("cannot inspect {0}: {1}"), path, errno);
    ::close(fd);
    return r;
  }
  if (!S_ISREG(st.st_mode)) {
    r.error = game::format(not_a_file(st.st_mode), {path.string()});
    ::close(fd);
    return r;
  }
  r.size = static_cast<std::uint64_t>(st.st_size);
  if (r.size > limit) {
    r.status = ReadStatus::TooLarge;
    r.error = path.filename().string() + " is " + std::to_string(r.size) +
              " bytes, more than any Nonet file";
    ::close(fd);
    return r;
  }
  r.bytes.resize(static_cast<std::size_t>(r.size) + 1);
  std::size_t got = 0;
  while (got < r.bytes.size()) {
    const ssize_t n = ::read(fd, r.bytes.data() + got, r.bytes.size() - got);
    if (n < 0) {
      if (errno == EINTR) continue;
      r.error = failure(tr("cannot read {0}: {1}"), path, errno);
      r.bytes.clear();
      ::close(fd);
      return r;
    }
    if (n == 0) break;
    got += static_cast<std::size_t>(n);
    if (got > limit) {
      // It grew past the limit after the size check.
      ::close(fd);
      r.bytes.clear();
      r.status = ReadStatus::TooLarge;
      r.error = path.filename().string() + " is larger than any Nonet file";
      return r;
    }
    if (got == r.bytes.size()) r.bytes.resize(std::min<std::size_t>(r.bytes.size() * 2, limit + 1));
  }
  ::close(fd);
  r.bytes.resize(got);
  r.size = got;
  r.status = ReadStatus::Ok;
  return r;
}

#else  // _WIN32: portable fallback until a Windows port adds FlushFileBuffers + MoveFileExW.

IoResult write_file_durably(const fs::path& path, std::string_view bytes) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  out.flush();
  if (!out) {
    remove_own_file(path);
    return {failure(tr("cannot write {0}: {1}"), path, EIO)};
  }
  return {};
}

IoResult rename_file(const fs::path& from, const fs::path& to) {
  std::error_code ec;
  fs::rename(from, to, ec);
  if (ec) {
    // TRANSLATORS: why saving failed: {0} is a file's name, {1} the path it was to get, {2} the
    // system's reason (in English).
    return {game::format(tr("cannot rename {0} to {1}: {2}"),
                         {from.filename().string(), to.string(), reason_of(ec.value())})};
  }
  return {};
}

IoResult sync_folder(const fs::path&) { return {}; }

ReadResult read_file_bounded(const fs::path& path, std::uint64_t limit) {
  ReadResult r;
  std::error_code ec;
  const auto size = fs::file_size(path, ec);
  if (ec) {
    r.status = fs::exists(path) ? ReadStatus::Failed : ReadStatus::Missing;
    r.error = failure(tr("cannot open {0}: {1}"), path, ec.value());
    return r;
  }
  r.size = size;
  if (size > limit) {
    r.status = ReadStatus::TooLarge;
    r.error = path.filename().string() + " is larger than any Nonet file";
    return r;
  }
  std::ifstream in(path, std::ios::binary);
  r.bytes.resize(static_cast<std::size_t>(size));
  in.read(r.bytes.data(), static_cast<std::streamsize>(size));
  if (!in) {
    r.error = failure(tr("cannot read {0}: {1}"), path, EIO);
    return r;
  }
  r.status = ReadStatus::Ok;
  return r;
}

#endif

}  // namespace nonet::save
