// SPDX-License-Identifier: MIT
// File-system calls for saving: POSIX open/write/fsync/rename with errno turned into text.
#include "save/file_io.hpp"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstring>
#include <system_error>

#if !defined(_WIN32)
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#else
#include <fstream>
#endif

namespace nonet::save {
namespace {

std::string reason_of(int err) { return std::generic_category().message(err); }

std::string failure(std::string_view what, const fs::path& path, int err) {
  std::string s(what);
  s += ' ';
  s += path.string();
  s += ": ";
  s += reason_of(err);
  return s;
}

}  // namespace

IoResult ensure_folder(const fs::path& dir) {
  std::error_code ec;
  if (fs::is_directory(dir, ec)) return {};
  fs::create_directories(dir, ec);
  if (ec) return {failure("cannot create the save folder", dir, ec.value())};
  if (!fs::is_directory(dir, ec)) return {failure("cannot use the save folder", dir, ENOTDIR)};
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
    return {failure("cannot use the save folder", dir, err)};
  }
  return {};
#else
  std::error_code ec;
  const auto st = fs::status(dir, ec);
  if (st.type() == fs::file_type::not_found || ec.value() == ENOTDIR) return {};
  if (ec) return {failure("cannot use the save folder", dir, ec.value())};
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
  if (!local_tm(t, tm)) return "an unknown time";
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%d %H:%M", &tm);
  return buf;
}

#if !defined(_WIN32)

IoResult write_file_durably(const fs::path& path, std::string_view bytes) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) return {failure("cannot create", path, errno)};
  const char* p = bytes.data();
  std::size_t left = bytes.size();
  while (left > 0) {
    const ssize_t n = ::write(fd, p, left);
    if (n < 0) {
      if (errno == EINTR) continue;
      const int err = errno;
      ::close(fd);
      remove_own_file(path);
      return {failure("cannot write", path, err)};
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
    return {failure("cannot flush", path, err)};
  }
  // close() can report a delayed write error (NFS): it counts.
  if (::close(fd) != 0) {
    const int err = errno;
    remove_own_file(path);
    return {failure("cannot finish writing", path, err)};
  }
  return {};
}

IoResult rename_file(const fs::path& from, const fs::path& to) {
  if (::rename(from.c_str(), to.c_str()) != 0) {
    const int err = errno;
    return {failure("cannot rename " + from.filename().string() + " to", to, err)};
  }
  return {};
}

IoResult sync_folder(const fs::path& dir) {
  const int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) return {failure("cannot open the save folder", dir, errno)};
  int err = 0;
  if (::fsync(fd) != 0 && errno != EINVAL && errno != ENOTSUP) err = errno;
  ::close(fd);
  if (err != 0) return {failure("cannot flush the save folder", dir, err)};
  return {};
}

namespace {
const char* kind_of(mode_t mode) {
  if (S_ISDIR(mode)) return "a folder";
  if (S_ISFIFO(mode)) return "a FIFO (named pipe)";
  if (S_ISSOCK(mode)) return "a socket";
  if (S_ISCHR(mode)) return "a character device";
  if (S_ISBLK(mode)) return "a block device";
  return "not a regular file";
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
    r.error = failure("cannot open", path, err);
    return r;
  }
  struct stat st {};
  if (::fstat(fd, &st) != 0) {
    r.error = failure("cannot inspect", path, errno);
    ::close(fd);
    return r;
  }
  if (!S_ISREG(st.st_mode)) {
    r.error =
        "cannot read " + path.string() + ": it is " + kind_of(st.st_mode) + ", not a regular file";
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
      r.error = failure("cannot read", path, errno);
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
    return {failure("cannot write", path, EIO)};
  }
  return {};
}

IoResult rename_file(const fs::path& from, const fs::path& to) {
  std::error_code ec;
  fs::rename(from, to, ec);
  if (ec) return {failure("cannot rename " + from.filename().string() + " to", to, ec.value())};
  return {};
}

IoResult sync_folder(const fs::path&) { return {}; }

ReadResult read_file_bounded(const fs::path& path, std::uint64_t limit) {
  ReadResult r;
  std::error_code ec;
  const auto size = fs::file_size(path, ec);
  if (ec) {
    r.status = fs::exists(path) ? ReadStatus::Failed : ReadStatus::Missing;
    r.error = failure("cannot open", path, ec.value());
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
    r.error = failure("cannot read", path, EIO);
    return r;
  }
  r.status = ReadStatus::Ok;
  return r;
}

#endif

}  // namespace nonet::save
