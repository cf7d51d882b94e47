// SPDX-License-Identifier: MIT
// The save worker thread (see save_writer.hpp).
#include "save/save_writer.hpp"

namespace nonet::save {
namespace {
constexpr std::size_t kMaxReports = 64;
}

SaveWriter::SaveWriter(DocumentStore& store) : store_(store), thread_([this] { run(); }) {}

SaveWriter::~SaveWriter() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  thread_.join();
}

std::uint64_t SaveWriter::submit(const std::string& name, const DocumentType& type, Json payload) {
  std::uint64_t ticket = 0;
  {
    std::lock_guard lock(mutex_);
    ticket = next_ticket_++;
    // A newer payload replaces the waiting one and takes its turn at the back.
    for (auto it = pending_.begin(); it != pending_.end(); ++it) {
      if (it->name == name) {
        pending_.erase(it);
        break;
      }
    }
    pending_.push_back(Pending{name, Job{&type, std::move(payload), ticket}});
  }
  wake_.notify_one();
  return ticket;
}

void SaveWriter::flush() {
  std::unique_lock lock(mutex_);
  idle_.wait(lock, [this] { return pending_.empty() && in_flight_ == 0; });
}

std::vector<SaveWriter::Report> SaveWriter::take_reports() {
  std::lock_guard lock(mutex_);
  std::vector<Report> out;
  out.swap(reports_);
  return out;
}

void SaveWriter::run() {
  std::unique_lock lock(mutex_);
  for (;;) {
    // Pending work is finished even when stopping, so quitting never drops a save.
    wake_.wait(lock, [this] { return stopping_ || !pending_.empty(); });
    if (pending_.empty()) return;
    Pending next = std::move(pending_.front());
    pending_.pop_front();
    ++in_flight_;
    lock.unlock();

    const auto start = std::chrono::steady_clock::now();
    const SaveResult result = store_.save(next.name, *next.job.type, next.job.payload);
    const auto took = std::chrono::duration_cast<std::chrono::microseconds>(
        std::chrono::steady_clock::now() - start);

    lock.lock();
    --in_flight_;
    if (reports_.size() >= kMaxReports) reports_.erase(reports_.begin());
    reports_.push_back(Report{next.name, result.error, took, next.job.ticket});
    idle_.notify_all();
  }
}

}  // namespace nonet::save
