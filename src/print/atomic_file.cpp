// SPDX-License-Identifier: MIT
// Whole-or-absent files: a temporary beside the final name, fsync, rename (atomic_file.hpp).
#include "print/atomic_file.hpp"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <memory>

#include "i18n/i18n.hpp"
#include "print/fill.hpp"

namespace nonet::print {

namespace {

using i18n::tr;

FileFault& fault_hook() {
  static FileFault hook;
  return hook;
}

int injected(FileStep step, std::size_t written) {
  const FileFault& hook = fault_hook();
  return hook ? hook(step, written) : 0;
}

// "cannot write '<path>': <why>", the message of every failure here.
std::string cannot_write(const std::string& path, const std::string& why) {
  // TRANSLATORS: why an export or print failed: {0} is the file, {1} why (one of the reasons
  // such as "the disk is full").
  return fill(tr("cannot write '{0}': {1}"), {path, why});
}

// What a file that is not a regular file is, in words. (These reasons, and file_error_text's,
// are shown after "cannot write '...': ".)
std::string kind_of(const struct stat& st) {
  // TRANSLATORS: why a file cannot be written, after "cannot write '...': ".
  if (S_ISDIR(st.st_mode)) return tr("it is a folder, not a file");
  if (S_ISCHR(st.st_mode)) return tr("it is a device (a character device), not a regular file");
  if (S_ISBLK(st.st_mode)) return tr("it is a device (a block device), not a regular file");
  if (S_ISFIFO(st.st_mode)) return tr("it is a FIFO (named pipe), not a regular file");
  if (S_ISSOCK(st.st_mode)) return tr("it is a socket, not a regular file");
  return tr("it is not a regular file");
}

// Folders of devices and kernel files: nothing Nonet draws belongs there, and as root a file
// created in them (/dev/full.png) is litter in a place nobody looks.
std::string device_folder(const std::string& real_dir) {
  for (const char* d : {"/dev", "/proc", "/sys"}) {
    const std::string dir(d);
    if (real_dir == dir || real_dir.compare(0, dir.size() + 1, dir + "/") == 0) return dir;
  }
  return "";
}

std::string real_path(const std::string& path, int& error) {
  std::unique_ptr<char, decltype(&std::free)> real(::realpath(path.c_str(), nullptr), &std::free);
  if (!real) {
    error = errno;
    return "";
  }
  error = 0;
  return real.get();
}

// Resolves the file to replace into `dest` (a symbolic link's target) and `existing` (its
// mode when it exists, else 0). "" or why it may not be written.
std::string resolve(const std::string& path, std::string& dest, mode_t& existing) {
  namespace fs = std::filesystem;
  existing = 0;
  dest = path;
  if (path.empty()) return tr("no file name");
  struct stat st {};
  if (::lstat(path.c_str(), &st) == 0) {
    if (S_ISLNK(st.st_mode)) {
      int e = 0;
      dest = real_path(path, e);
      if (dest.empty()) {
        return e == ENOENT ? tr("it is a symbolic link to a file that does not exist")
                           : file_error_text(e);
      }
      if (::stat(dest.c_str(), &st) != 0) return file_error_text(errno);
    }
    if (!S_ISREG(st.st_mode)) return kind_of(st);
    existing = st.st_mode;
  } else if (errno != ENOENT) {
    return file_error_text(errno);
  }
  fs::path parent = fs::path(dest).parent_path();
  if (parent.empty()) parent = ".";
  int e = 0;
  const std::string real_dir = real_path(parent.string(), e);
  if (real_dir.empty()) {
    // TRANSLATORS: why a file cannot be written; {0} is a folder.
    return e == ENOENT ? fill(tr("the folder '{0}' does not exist"), {parent.string()})
                       : file_error_text(e);
  }
  struct stat dir_st {};
  if (::stat(real_dir.c_str(), &dir_st) != 0) return file_error_text(errno);
  // TRANSLATORS: why a file cannot be written; {0} is a path.
  if (!S_ISDIR(dir_st.st_mode)) return fill(tr("'{0}' is not a folder"), {parent.string()});
  if (const std::string d = device_folder(real_dir); !d.empty()) {
    // TRANSLATORS: why a file cannot be written; {0} is /dev, /proc or /sys.
    return fill(tr("'{0}' is a folder of devices, not of files; write the file somewhere else"),
                {d});
  }
  return "";
}

// Removes temporaries of `file_name` in `dir` whose writing process is gone (a kill mid-write).
void sweep_stale(const std::filesystem::path& dir, const std::string& file_name) {
  namespace fs = std::filesystem;
  const std::string prefix = temp_prefix_for(file_name);
  std::error_code ec;
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
    const std::string name = it->path().filename().string();
    if (name.compare(0, prefix.size(), prefix) != 0) continue;
    const std::string rest = name.substr(prefix.size());  // PID-N
    const std::size_t dash = rest.find('-');
    if (dash == 0 || dash == std::string::npos) continue;
    if (rest.find_first_not_of("0123456789-") != std::string::npos) continue;
    const long pid = std::strtol(rest.substr(0, dash).c_str(), nullptr, 10);
    if (pid <= 0 || pid == static_cast<long>(::getpid())) continue;
    if (::kill(static_cast<pid_t>(pid), 0) == 0 || errno != ESRCH) continue;  // still running
    std::error_code rm;
    fs::remove(it->path(), rm);
  }
}

}  // namespace

std::string file_error_text(int error) {
  switch (error) {
    // TRANSLATORS: why a file cannot be written, after "cannot write '...': " (also below).
    case ENOSPC: return tr("the disk is full");
#ifdef EDQUOT
    case EDQUOT: return tr("the disk quota is used up");
#endif
    case EACCES:
    case EPERM: return tr("permission denied");
    case EROFS: return tr("the disk is read-only");
    case ENOENT: return tr("no such file or folder");
    case ENOTDIR: return tr("a part of the path is not a folder");
    case EISDIR: return tr("it is a folder, not a file");
    case EIO: return tr("an input/output error (the disk may be failing or was removed)");
    case EFBIG: return tr("the file is too large for this disk");
    case ENAMETOOLONG: return tr("the name is too long");
    case ELOOP: return tr("too many levels of symbolic links");
    case EMFILE:
    case ENFILE: return tr("too many open files");
    case ENOMEM: return tr("out of memory");
    default: return std::strerror(error);
  }
}

std::string temp_prefix_for(std::string_view file_name) {
  // A leading dot hides it; the name is cut so the whole stays under NAME_MAX (255).
  return "." + std::string(file_name.substr(0, 200)) + ".tmp-";
}

std::string check_destination(const std::string& path) {
  std::string dest;
  mode_t existing = 0;
  const std::string why = resolve(path, dest, existing);
  return why.empty() ? "" : cannot_write(path, why);
}

AtomicFile::~AtomicFile() { abandon(); }

std::string AtomicFile::fail_text() const {
  return cannot_write(path_, file_error_text(error_ ? error_ : EIO));
}

std::string AtomicFile::open(const std::string& path) {
  namespace fs = std::filesystem;
  abandon();
  path_ = path;
  error_ = 0;
  written_ = 0;
  mode_t existing = 0;
  if (std::string why = resolve(path, dest_, existing); !why.empty()) {
    return cannot_write(path, why);
  }
  const fs::path dest(dest_);
  fs::path dir = dest.parent_path();
  if (dir.empty()) dir = ".";
  sweep_stale(dir, dest.filename().string());
  static std::atomic<unsigned> counter{0};
  temp_ = (dir / (temp_prefix_for(dest.filename().string()) + std::to_string(::getpid()) + "-" +
                  std::to_string(counter++)))
              .string();
  int fd = -1;
  if (const int e = injected(FileStep::Open, 0); e != 0) {
    errno = e;
  } else {
    fd = ::open(temp_.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
  }
  if (fd < 0) {
    error_ = errno ? errno : EIO;
    temp_.clear();  // not made: nothing to remove
    return fail_text();
  }
  if (existing != 0) (void)::fchmod(fd, existing & 07777);  // keep a replaced file's mode
  file_ = ::fdopen(fd, "wb");
  if (!file_) {
    error_ = errno ? errno : EIO;
    ::close(fd);
    const std::string text = fail_text();
    abandon();
    return text;
  }
  return "";
}

bool AtomicFile::write(const void* data, std::size_t size) {
  if (!file_) {
    if (!error_) error_ = EBADF;
    return false;
  }
  if (error_) return false;
  if (const int e = injected(FileStep::Write, written_); e != 0) {
    error_ = e;
    return false;
  }
  errno = 0;
  if (std::fwrite(data, 1, size, file_) != size) {
    error_ = errno ? errno : EIO;
    return false;
  }
  written_ += size;
  return true;
}

std::string AtomicFile::commit() {
  if (!file_) {
    if (!error_) error_ = EBADF;
    const std::string text = fail_text();
    abandon();
    return text;
  }
  auto failed = [&](int e) {
    if (!error_) error_ = e ? e : EIO;
    const std::string text = fail_text();
    abandon();
    return text;
  };
  if (error_) return failed(error_);
  if (std::fflush(file_) != 0) return failed(errno);
  if (const int e = injected(FileStep::Sync, written_); e != 0) return failed(e);
  if (::fsync(::fileno(file_)) != 0) return failed(errno);
  const int closed = std::fclose(file_);
  file_ = nullptr;
  if (closed != 0) return failed(errno);
  if (const int e = injected(FileStep::Rename, written_); e != 0) return failed(e);
  if (std::rename(temp_.c_str(), dest_.c_str()) != 0) return failed(errno);
  temp_.clear();
  // The rename itself reaches the disk with the folder's own fsync.
  std::string dir = std::filesystem::path(dest_).parent_path().string();
  if (dir.empty()) dir = ".";
  const int dfd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dfd >= 0) {
    (void)::fsync(dfd);
    ::close(dfd);
  }
  return "";
}

void AtomicFile::abandon() {
  if (file_) {
    std::fclose(file_);
    file_ = nullptr;
  }
  if (!temp_.empty()) {
    ::unlink(temp_.c_str());
    temp_.clear();
  }
}

void set_file_fault(FileFault fault) { fault_hook() = std::move(fault); }

}  // namespace nonet::print
