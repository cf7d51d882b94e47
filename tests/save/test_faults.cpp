// SPDX-License-Identifier: MIT
// Faults: folders that cannot be written, a full disk, and a process killed (SIGKILL) at random
// moments while it saves. The last two run the save_child helper as a separate process.
#include <doctest/doctest.h>

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "save/document_store.hpp"
#include "save/learn_codec.hpp"
#include "save/progress_codec.hpp"
#include "save/session_codec.hpp"
#include "save_test_support.hpp"
#include "test_skip.hpp"

extern char** environ;

using namespace nonet::save;
using namespace nonet::save::testing;

namespace {

/// A child process with its stdout on a pipe.
struct Child {
  pid_t pid = -1;
  int out = -1;  // read end
};

Child spawn_child(const std::vector<std::string>& args) {
  Child c;
  int fds[2];
  REQUIRE(::pipe(fds) == 0);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, fds[1], STDOUT_FILENO);
  posix_spawn_file_actions_addclose(&actions, fds[0]);
  posix_spawn_file_actions_addclose(&actions, fds[1]);
  std::vector<char*> argv;
  std::vector<std::string> all = {NONET_SAVE_CHILD};
  all.insert(all.end(), args.begin(), args.end());
  for (auto& a : all) argv.push_back(a.data());
  argv.push_back(nullptr);
  const int rc = ::posix_spawn(&c.pid, NONET_SAVE_CHILD, &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  ::close(fds[1]);
  REQUIRE(rc == 0);
  c.out = fds[0];
  return c;
}

/// Everything the child wrote until it exited (call after waitpid).
std::string drain(int fd) {
  std::string all;
  char buf[4096];
  for (;;) {
    const ssize_t n = ::read(fd, buf, sizeof buf);
    if (n > 0)
      all.append(buf, static_cast<std::size_t>(n));
    else if (n == 0 || errno != EINTR)
      break;
  }
  return all;
}

int wait_exit_code(pid_t pid) {
  int status = 0;
  while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

}  // namespace

TEST_CASE("a save folder under a regular file: every save fails with the reason, play goes on") {
  ScratchFolder dir;
  write_all(dir / "somefile", "I am a file");
  DocumentStore store(dir / "somefile" / "save");
  const DocumentType type = test_type();
  for (int attempt = 0; attempt < 3; ++attempt) {  // and again later: still a value, no throw
    const SaveResult r = store.save("doc.json", type, test_payload(1));
    CHECK_FALSE(r.ok());
    CHECK(r.error.find("Not a directory") != std::string::npos);
  }
  // Loading from there is simply a first start.
  CHECK(store.load("doc.json", type).status == LoadStatus::Missing);
  CHECK(read_all(dir / "somefile") == "I am a file");
}

TEST_CASE("a read-only save folder: saves fail with the reason, the old copy stays") {
  if (::geteuid() == 0) {
    nonet::test::skip_test_case("running as root, where chmod does not stop writes");
    return;
  }
  ScratchFolder dir;
  const DocumentType type = test_type();
  DocumentStore store(dir / "save");
  REQUIRE(store.save("doc.json", type, test_payload(1)).ok());
  fs::permissions(dir / "save", fs::perms(0555));
  const SaveResult r = store.save("doc.json", type, test_payload(2));
  CHECK_FALSE(r.ok());
  CHECK(r.error.find("Permission denied") != std::string::npos);
  CHECK(store.load("doc.json", type).payload == test_payload(1));
  // Writable again: the next attempt (the retry) works.
  fs::permissions(dir / "save", fs::perms(0755));
  CHECK(store.save("doc.json", type, test_payload(2)).ok());
}

TEST_CASE("a full disk: the save fails with the reason and the old copy is untouched") {
  ScratchFolder dir;
  DocumentStore store(dir.path());
  REQUIRE(
      store.save(kProgressFileName, progress_document(), encode_progress(nonet::game::Progress{}))
          .ok());
  const std::string before = read_all(dir / "progress.json");
  Child child = spawn_child({"fill", dir.path().string()});
  const int code = wait_exit_code(child.pid);
  const std::string said = drain(child.out);
  ::close(child.out);
  CHECK(code == 0);
  CHECK(said.find("File too large") != std::string::npos);  // EFBIG, the RLIMIT_FSIZE "full disk"
  CHECK(read_all(dir / "progress.json") == before);
  CHECK(entries(dir.path()) == std::vector<std::string>{"progress.json"});  // no temp left over
}

TEST_CASE("killed at random moments 200 times: never a damaged file, never older than reported") {
  ScratchFolder dir;
  std::mt19937 rng(5);
  std::int64_t reported_max = 0;  // the highest number the child said was saved (both files)
  std::int64_t next_first = 1;    // where the next child starts: past everything on disk
  int rounds_with_progress = 0;
  const auto started = std::chrono::steady_clock::now();
  for (int round = 0; round < 200; ++round) {
    const std::int64_t first = next_first;
    Child child = spawn_child({"loop", dir.path().string(), std::to_string(first)});
    // Let it finish 0, 1 or 2 saves, then kill it a random time later: before it starts,
    // between saves, or inside one (a save here takes a few milliseconds).
    const int wait_for = static_cast<int>(rng() % 3);
    std::string said;
    while (std::count(said.begin(), said.end(), '\n') < wait_for) {
      pollfd p{child.out, POLLIN, 0};
      REQUIRE(::poll(&p, 1, 10000) == 1);
      char buf[256];
      const ssize_t n = ::read(child.out, buf, sizeof buf);
      REQUIRE(n > 0);
      said.append(buf, static_cast<std::size_t>(n));
    }
    std::this_thread::sleep_for(std::chrono::microseconds(rng() % 8000));
    ::kill(child.pid, SIGKILL);
    int status = 0;
    while (::waitpid(child.pid, &status, 0) < 0 && errno == EINTR) {
    }
    REQUIRE(WIFSIGNALED(status));
    said += drain(child.out);
    ::close(child.out);
    REQUIRE(said.find('E') == std::string::npos);
    std::int64_t reported = 0;
    for (std::size_t at = 0; at < said.size();) {
      const std::size_t end = said.find('\n', at);
      if (end == std::string::npos) break;
      reported = std::max<std::int64_t>(reported, std::atoll(said.substr(at, end - at).c_str()));
      at = end + 1;
    }
    if (reported > 0) ++rounds_with_progress;
    reported_max = std::max(reported_max, reported);

    DocumentStore store(dir.path());
    // The numbers the child wrote: progress totals.clears and the session's timer.
    const LoadResult progress = store.load(kProgressFileName, progress_document());
    const LoadResult session = store.load(kSessionFileName, session_document());
    const LoadResult learn = store.load(kLearnFileName, learn_document());
    INFO("round ", round, ": ", progress.detail, " / ", session.detail, " / ", learn.detail);
    if (reported_max == 0 && progress.status == LoadStatus::Missing) continue;
    REQUIRE(progress.ok());
    nonet::game::Progress p;
    REQUIRE(decode_progress(progress.payload, p) == "");
    std::vector<std::int64_t> seqs = {p.totals.clears};
    if (session.status != LoadStatus::Missing || reported_max > 0) {
      REQUIRE(session.ok());
      std::optional<SessionSnapshot> snap;
      REQUIRE(decode_session(session.payload, snap) == "");
      REQUIRE(snap.has_value());
      seqs.push_back(snap->play.counters.elapsed);
    }
    if (learn.status != LoadStatus::Missing || reported_max > 0) {
      REQUIRE(learn.ok());
      nonet::game::LearnProgress l;
      REQUIRE(decode_learn(learn.payload, l) == "");
      seqs.push_back(l.of(nonet::Technique::XWing).seen);
      CHECK(learn.notice.empty());
    }
    // A kill never damages a file: nothing to tell the player.
    CHECK(progress.notice.empty());
    CHECK(session.notice.empty());
    for (const std::int64_t seq : seqs) {
      CHECK(seq >= reported_max);  // never older than the last save that returned
      // Never newer than what this child could have been writing when it died.
      CHECK(seq <= std::max(first, reported + 1));
      // The next child continues past anything on disk, like a relaunched game.
      next_first = std::max(next_first, seq + 1);
    }
  }
  for (const auto& e : entries(dir.path())) CHECK(e.find("corrupt") == std::string::npos);
  // The kills must have landed while saving was going on, not only before the child started.
  CHECK(rounds_with_progress >= 100);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  MESSAGE("200 kills in ", seconds, " s; ", reported_max, " saves confirmed");
}
