// SPDX-License-Identifier: MIT
// The desktop's file dialog for opening a file of puzzles (issue 29's collections). SDL 2 has
// none, so on Linux the dialog is zenity's (GNOME) or kdialog's
// (KDE), run as a child process on a thread of its own so the game goes on drawing while the
// dialog is open; its answer is a path on the child's standard output. Without either tool
// (or on systems other than Linux, for now) available() is false and the game shows no "Open a
// file": dropping a file on the window always works.
#pragma once

#include <mutex>
#include <optional>
#include <string>
#include <thread>

namespace nonet::platform {

class FileDialog {
 public:
  FileDialog() = default;
  /// Closes a dialog still open (its process is ended) and joins.
  ~FileDialog();
  FileDialog(const FileDialog&) = delete;
  FileDialog& operator=(const FileDialog&) = delete;

  /// Whether a dialog tool is there to run.
  static bool available();
  /// Opens the dialog titled `title` unless one is open already.
  void open(const std::string& title);
  /// The path the player chose, once (nullopt while open, after a cancel, or when taken).
  std::optional<std::string> take();
  /// Whether a dialog is open now.
  bool running();

 private:
  std::mutex mutex_;
  std::optional<std::string> chosen_;
  int child_ = -1;  // the dialog's process while it runs and is not yet reaped
  bool running_ = false;
  bool closing_ = false;  // the game is ending: no dialog starts
  std::thread thread_;
};

/// A file of puzzles read whole, up to `max_bytes`: its text, or nullopt with `why` set.
std::optional<std::string> read_puzzle_file(const std::string& path, std::size_t max_bytes,
                                            std::string& why);

}  // namespace nonet::platform
