// SPDX-License-Identifier: MIT
// A child process for the save tests, started by them with posix_spawn:
//
//   save_child loop DIR FIRST   saves "progress", "session" and "learn" documents numbered
//                               FIRST, FIRST+1, ... forever; after the saves of number n returned
//                               it writes "n\n" to stdout. The parent SIGKILLs it at random.
//   save_child fill DIR         limits the size of files it may write (RLIMIT_FSIZE) to act
//                               like a full disk, tries one save, prints the error, exits 0
//                               when the save failed as it should.
//   save_child bench DIR N      times N encodes, saves and loads and prints the median, 90th
//                               percentile and maximum in microseconds (docs/SAVES.md).
//
// "n" is stored as the progress file's totals.clears, the session's timer (in ticks) and the
// Learn file's count of solved puzzles that used the X-Wing.
#include <signal.h>
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "save/document_store.hpp"
#include "save/learn_codec.hpp"
#include "save/progress_codec.hpp"
#include "save/session_codec.hpp"

using namespace nonet::save;
namespace game = nonet::game;

namespace {

// A fixed stage (the pinned sample's), so the child does not depend on the stage generator.
constexpr const char* kPuzzle =
    "2..93.5876.3...14.8954..2.6...8...631.637...2.8...9..5.617839249....4.....7192..8";
constexpr const char* kSolution =
    "214936587673258149895417236759821463146375892382649715561783924928564371437192658";

game::StageData fixed_stage() {
  game::StageData s;
  s.number = 1;
  for (int c = 0; c < nonet::kCells; ++c) {
    s.puzzle.cells[c] = kPuzzle[c] == '.' ? 0 : static_cast<std::uint8_t>(kPuzzle[c] - '0');
    s.solution.cells[c] = static_cast<std::uint8_t>(kSolution[c] - '0');
  }
  return s;
}

/// A progress as large as a finished campaign; `seq` is stored as totals.clears.
game::Progress progress_numbered(std::int64_t seq) {
  game::Progress f;
  for (int s = 1; s <= game::kStageCount; ++s) {
    f.record_start(s);
    f.record_end({s, true, s % 3, s % 4, 3000 + s});
  }
  f.totals.clears = seq;
  return f;
}

/// A session with a long history (fill-notes, then note toggles); `seq` is its timer.
SessionSnapshot session_numbered(const game::StageData& stage, std::int64_t seq, int moves) {
  game::Session s(stage);
  s.fill_notes();
  s.toggle_notes_mode();
  for (int i = 0; s.history().size() < static_cast<std::size_t>(moves); ++i) {
    s.select(1);
    s.enter_digit(1 + i % 9);
  }
  SessionSnapshot snap = capture_session(s);
  snap.play.counters.elapsed = seq;
  return snap;
}

void say(const std::string& line) {
  const std::string text = line + "\n";
  // One write(2) of a short line is atomic on a pipe, so the parent never sees half a number.
  [[maybe_unused]] const ssize_t n = ::write(STDOUT_FILENO, text.data(), text.size());
}

int loop(const fs::path& dir, std::int64_t first) {
  DocumentStore store(dir);
  const game::StageData stage = fixed_stage();
  for (std::int64_t seq = first;; ++seq) {
    const SaveResult p =
        store.save(kProgressFileName, progress_document(), encode_progress(progress_numbered(seq)));
    if (!p.ok()) {
      say("E " + p.error);
      return 2;
    }
    const SaveResult s = store.save(kSessionFileName, session_document(),
                                    encode_session(session_numbered(stage, seq, 40)));
    if (!s.ok()) {
      say("E " + s.error);
      return 2;
    }
    game::LearnProgress learn;
    learn.of(nonet::Technique::XWing).seen = static_cast<int>(seq);
    for (int i = 0; i < 3; ++i)
      learn.record_attempt(nonet::Technique::Pointing, i != 1, false, 20000);
    const SaveResult l = store.save(kLearnFileName, learn_document(), encode_learn(learn));
    if (!l.ok()) {
      say("E " + l.error);
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
  const SaveResult r =
      store.save(kProgressFileName, progress_document(), encode_progress(progress_numbered(99)));
  say(r.ok() ? "saved" : r.error);
  return r.ok() ? 1 : 0;
}

struct Spread {
  double median = 0, p90 = 0, max = 0;
};
template <typename F>
Spread time_it(int count, F&& f) {
  std::vector<double> micros;
  for (int i = 0; i < count; ++i) {
    const auto start = std::chrono::steady_clock::now();
    f(i);
    micros.push_back(
        std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start)
            .count());
  }
  std::sort(micros.begin(), micros.end());
  return {micros[micros.size() / 2], micros[micros.size() * 9 / 10], micros.back()};
}

void report(const char* what, std::size_t bytes, const Spread& s) {
  std::printf("%-44s %6zu bytes: median %7.0f us, p90 %7.0f us, max %7.0f us\n", what, bytes,
              s.median, s.p90, s.max);
}

int bench(const fs::path& dir, int count) {
  DocumentStore store(dir);
  const game::StageData stage = fixed_stage();
  const game::Progress progress = progress_numbered(1);
  game::Session played(stage);
  played.fill_notes();
  played.toggle_notes_mode();
  for (int i = 0; played.history().size() < 300; ++i) {
    played.select(1 + (i / 9) % 2);
    played.enter_digit(1 + i % 9);
  }
  bool ok = true;
  Json p, q;
  // What the frame loop itself pays: building the payload from the game's state.
  report("progress: encode (frame thread)", 0,
         time_it(count, [&](int) { p = encode_progress(progress); }));
  report("session (300 moves): capture + encode", 0,
         time_it(count, [&](int) { q = encode_session(capture_session(played)); }));
  // What the writer thread pays: validate, seal, write, fsync, rename, fsync the folder.
  report("progress: save", seal_document(progress_document(), p).size(), time_it(count, [&](int) {
           ok = ok && store.save(kProgressFileName, progress_document(), p).ok();
         }));
  report("session: save", seal_document(session_document(), q).size(), time_it(count, [&](int) {
           ok = ok && store.save(kSessionFileName, session_document(), q).ok();
         }));
  report("session: load + replay", 0, time_it(count, [&](int) {
           const LoadResult r = store.load(kSessionFileName, session_document());
           std::optional<SessionSnapshot> snap;
           ok = ok && r.ok() && decode_session(r.payload, snap).empty() && snap &&
                replay_session(*snap, stage).session.has_value();
         }));
  return ok ? 0 : 2;
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
