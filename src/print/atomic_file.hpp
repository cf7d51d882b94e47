// SPDX-License-Identifier: MIT
// Files that are whole or absent (issue 30): an export or a book is written under a temporary
// name in the folder of its final name, flushed and fsync'd, and only then renamed over the final
// name. On any failure the temporary is removed and a previous file of that name is left exactly
// as it was; a process killed while writing leaves the previous file whole (and at worst a hidden
// temporary, swept away by the next write of that name once its writer is gone).
//
// The destination is checked first: an existing name that is not a regular file (a folder, a
// device, a FIFO, a socket, a dangling symbolic link) is refused, and so is a folder of devices or
// kernel files (/dev, /proc, /sys). A symbolic link to a regular file is written through: its
// target is replaced, the link kept. Every error names the path and the cause in words ("the disk
// is full", "permission denied").
#pragma once

#include <cstddef>
#include <cstdio>
#include <functional>
#include <string>
#include <string_view>

namespace nonet::print {

/// The cause of a failed file operation in words: "the disk is full" for ENOSPC, "permission
/// denied" for EACCES and EPERM, ...; the system's text for the rest.
std::string file_error_text(int error);

/// "" when `path` may be written by AtomicFile, else "cannot write 'PATH': WHY" (a folder, a
/// device, a FIFO, a device folder such as /dev, a folder that does not exist, ...). Cheap: a
/// caller about to do long work checks first.
std::string check_destination(const std::string& path);

/// One file written whole or not at all. open(), write() any number of times, then commit();
/// without a commit (an error, an exception, the destructor) the temporary is removed.
class AtomicFile {
 public:
  AtomicFile() = default;
  ~AtomicFile();
  AtomicFile(const AtomicFile&) = delete;
  AtomicFile& operator=(const AtomicFile&) = delete;

  /// Checks the destination and creates the temporary beside it. "" or the error message.
  std::string open(const std::string& path);
  /// Appends bytes; false once any write failed (the first failure's cause is kept).
  bool write(const void* data, std::size_t size);
  /// Flushes, fsyncs, closes and renames over the final name (then fsyncs the folder). "" on
  /// success, else "cannot write 'PATH': WHY" with the temporary removed.
  std::string commit();
  /// Gives up: closes and removes the temporary. Safe to call more than once.
  void abandon();

  /// The errno of the first failure (0 while all is well).
  int error() const { return error_; }
  /// The final name being written, and the temporary's name (for tests).
  const std::string& path() const { return path_; }
  const std::string& temp_path() const { return temp_; }

 private:
  std::string fail_text() const;

  std::string path_;  // the final name as given (for messages)
  std::string dest_;  // the file really replaced (a symbolic link's target)
  std::string temp_;
  std::FILE* file_ = nullptr;
  std::size_t written_ = 0;
  int error_ = 0;
};

/// The steps of writing a file, for the test seam below.
enum class FileStep { Open, Write, Sync, Rename };

/// Test seam: when set, called before each step (`written` is the byte count so far); a
/// non-zero return makes that step fail with that errno, as a full disk or a failing device
/// would. Pass an empty function to clear it. Not for use outside tests.
using FileFault = std::function<int(FileStep step, std::size_t written)>;
void set_file_fault(FileFault fault);

/// The temporary-name prefix AtomicFile uses for `path` (".NAME.tmp-"; the PID and a counter
/// follow), for tests that look for leftovers.
std::string temp_prefix_for(std::string_view file_name);

}  // namespace nonet::print
