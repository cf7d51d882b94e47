// SPDX-License-Identifier: MIT
// The few file-system calls a careful save needs, each returning its failure as a value with
// the system's reason ("No space left on device"), never throwing.
//
// POSIX is implemented (Linux, macOS, the BSDs, Android). Another system gets its own branch in
// file_io.cpp; until then a portable fallback compiles there, without the durability of fsync.
#pragma once

#include <cstdint>
#include <ctime>
#include <filesystem>
#include <string>
#include <string_view>

namespace nonet::save {

namespace fs = std::filesystem;

/// Success, or the reason for a failure, phrased for a person: "cannot write
/// save/progress.json.tmp: No space left on device".
struct IoResult {
  std::string error;  // empty on success
  bool ok() const { return error.empty(); }
};

/// Creates `dir` and its parents when missing; fails when it is (or is under) a regular file.
IoResult ensure_folder(const fs::path& dir);

/// Creates or truncates `path`, writes `bytes`, flushes them to the device (fsync) and closes.
/// On failure the partly written file is removed.
IoResult write_file_durably(const fs::path& path, std::string_view bytes);

/// rename(2): atomically replaces `to` when it exists (same folder).
IoResult rename_file(const fs::path& from, const fs::path& to);

/// Makes the folder's entries (renames) durable. File systems that cannot sync a folder are
/// not an error.
IoResult sync_folder(const fs::path& dir);

/// Checks the save folder's path before anything in it is read: a symlink loop or a folder we
/// may not enter is the folder's problem (one message), not each file's. A missing folder is
/// fine (it is created on the first save), and so is a path through a regular file (nothing
/// to read; each save then fails with that reason).
IoResult check_folder(const fs::path& dir);

/// ".tmp-<process id>-<n>": a temporary name no other writer uses (n counts in this process).
std::string unique_temp_suffix();
/// ".tmp-<process id>-": what every temporary of this process starts with (after the name).
std::string own_temp_prefix();

/// Removes a file we created ourselves (a temporary file); a missing file is not an error.
void remove_own_file(const fs::path& path);

enum class ReadStatus {
  Ok,
  Missing,   // no such file (or a path component is not a folder)
  TooLarge,  // larger than the limit: refused without reading it
  Failed,    // exists but cannot be read (permissions, a folder, a FIFO, I/O error): see error
};

struct ReadResult {
  ReadStatus status = ReadStatus::Failed;
  std::string bytes;
  std::uint64_t size = 0;  // the size on disk (also for TooLarge)
  std::string error;
};

/// Reads a whole file of at most `limit` bytes. The size is checked before reading, and reading
/// stops after `limit` + 1 bytes in case the file grows meanwhile. Anything but a regular file
/// (a folder, a FIFO, a device, a socket) is refused with its kind named, without waiting on it.
ReadResult read_file_bounded(const fs::path& path, std::uint64_t limit);

/// Last modification time of a file, or 0 when it cannot be read.
std::time_t modified_time(const fs::path& path);

/// True when something (file, folder, anything) exists at `path`.
bool path_exists(const fs::path& path);

/// Local time as "YYYYMMDD-HHMMSS" (for file names) or "YYYY-MM-DD HH:MM" (for people).
std::string local_stamp(std::time_t t);
std::string local_readable_time(std::time_t t);

}  // namespace nonet::save
