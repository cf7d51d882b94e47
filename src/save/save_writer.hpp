// SPDX-License-Identifier: MIT
// Writes save documents on a worker thread so a slow disk never stalls a frame.
//
// Why a thread: a save is two fsync calls (the file, then its folder). On this project's test
// machine that is ~1 ms, but on a spinning disk, an SD card or a busy laptop one fsync takes
// 10-50 ms, i.e. several frames (see docs/SAVES.md for the figures). The frame loop therefore
// only builds the JSON payload (tens of microseconds) and hands over a copy; the worker seals
// and writes it. Payloads for the same document that pile up while the disk is busy are
// coalesced: only the newest is written.
//
// Order (issue 30): documents are written in the order of their latest submit(), so whatever
// the caller hands over after document A's newest payload lands after it. GameSaves relies on
// that for a game's end: the result in progress.json first, the finished game's file after.
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "save/document_store.hpp"

namespace nonet::save {

class SaveWriter {
 public:
  struct Report {
    std::string name;
    std::string error;  // empty on success
    std::chrono::microseconds took{0};
    std::uint64_t ticket = 0;  // the submit() that this write carried
  };

  /// `store` must outlive the writer.
  explicit SaveWriter(DocumentStore& store);
  /// Finishes every submitted write, then stops the thread.
  ~SaveWriter();
  SaveWriter(const SaveWriter&) = delete;
  SaveWriter& operator=(const SaveWriter&) = delete;

  /// Queues a write of `payload` as document `name`; `type` must outlive the writer. Returns a
  /// ticket number that the matching Report carries.
  std::uint64_t submit(const std::string& name, const DocumentType& type, Json payload);
  /// Blocks until every write submitted so far has finished (quit, SDL_APP_TERMINATING).
  void flush();
  /// Reports of finished writes since the last call, oldest first (at most the last 64).
  std::vector<Report> take_reports();

 private:
  struct Job {
    const DocumentType* type = nullptr;
    Json payload;
    std::uint64_t ticket = 0;
  };
  void run();

  DocumentStore& store_;
  std::mutex mutex_;
  std::condition_variable wake_;  // work arrived or stopping
  std::condition_variable idle_;  // a write finished
  struct Pending {
    std::string name;
    Job job;
  };
  std::deque<Pending> pending_;  // oldest submit first; one entry per document
  int in_flight_ = 0;
  bool stopping_ = false;
  std::uint64_t next_ticket_ = 1;
  std::vector<Report> reports_;
  std::thread thread_;  // last: started after everything above exists
};

}  // namespace nonet::save
