// A child process for the save tests, started by them with posix_spawn:
//
//   save_child loop DIR FIRST   saves "progress" and "session" documents numbered FIRST,
//                               FIRST+1, ... forever; after both saves of number n returned it
//                               writes "n\n" to stdout. The parent SIGKILLs it at random.
//   save_child fill DIR         limits the size of files it may write (RLIMIT_FSIZE) to act
//                               like a full disk, tries one save, prints the error, exits 0
//                               when the save failed as it should.
//   save_child bench DIR N      times N saves and prints the median, 90th percentile and
//                               maximum in microseconds (the figures in docs/SAVES.md).
#include <signal.h>
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "../save_test_support.hpp"
#include "save/document_store.hpp"

using namespace nonet::save;

namespace {

// About the size of a real progress file: a record per stage.
Json progress_like(std::int64_t seq) {
  Json p = testing::test_payload(seq, "progress");
  for (int i = 0; i < 300; ++i) p["items"].push_back(i % 100);
  return p;
}

void say(const std::string& line) {
  const std::string text = line + "\n";
  // One write(2) of a short line is atomic on a pipe, so the parent never sees half a number.
  [[maybe_unused]] const ssize_t n = ::write(STDOUT_FILENO, text.data(), text.size());
}

int loop(const fs::path& dir, std::int64_t first) {
  DocumentStore store(dir);
  const DocumentType type = testing::test_type();
  for (std::int64_t seq = first;; ++seq) {
    if (SaveResult r = store.save("progress.json", type, progress_like(seq)); !r.ok()) {
      say("E " + r.error);
      return 2;
    }
    if (SaveResult r = store.save("session.json", type, testing::test_payload(seq, "session"));
        !r.ok()) {
      say("E " + r.error);
      return 2;
    }
    say(std::to_string(seq));
  }
}

int fill(const fs::path& dir) {
  ::signal(SIGXFSZ, SIG_IGN);  // get EFBIG from write() instead of being killed
  const rlimit limit{256, 256};
  if (::setrlimit(RLIMIT_FSIZE, &limit) != 0) return 3;
  DocumentStore store(dir);
  const SaveResult r = store.save("progress.json", testing::test_type(), progress_like(99));
  say(r.ok() ? "saved" : r.error);
  return r.ok() ? 1 : 0;
}

int bench(const fs::path& dir, int count) {
  DocumentStore store(dir);
  const DocumentType type = testing::test_type();
  std::vector<double> micros;
  for (int i = 0; i < count; ++i) {
    const auto start = std::chrono::steady_clock::now();
    if (!store.save("progress.json", type, progress_like(i)).ok()) return 2;
    micros.push_back(
        std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start)
            .count());
  }
  std::sort(micros.begin(), micros.end());
  std::printf("save of a %zu-byte document, %d runs: median %.0f us, p90 %.0f us, max %.0f us\n",
              seal_document(type, progress_like(0)).size(), count, micros[micros.size() / 2],
              micros[micros.size() * 9 / 10], micros.back());
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  const std::vector<std::string> args(argv + 1, argv + argc);
  if (args.size() == 3 && args[0] == "loop") return loop(args[1], std::atoll(args[2].c_str()));
  if (args.size() == 2 && args[0] == "fill") return fill(args[1]);
  if (args.size() == 3 && args[0] == "bench") return bench(args[1], std::atoi(args[2].c_str()));
  std::fprintf(stderr, "usage: save_child loop DIR FIRST | fill DIR | bench DIR N\n");
  return 64;
}
