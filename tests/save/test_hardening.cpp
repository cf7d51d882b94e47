// SPDX-License-Identifier: MIT
// Issue 17's findings on the save folder, each a test that failed before its fix: two copies of
// the game on one folder, another writer's temporary file, a FIFO in place of a save file, one
// out-of-range setting, save failures on stderr, and a save folder that is a symlink loop.
#include <doctest/doctest.h>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <future>
#include <string>

#include "game/game.hpp"
#include "game_fixture.hpp"
#include "save/game_saves.hpp"
#include "save_test_support.hpp"

using namespace nonet::save;
using namespace nonet::save::testing;
namespace game = nonet::game;

namespace {

bool any_contains(const std::vector<std::string>& lines, const std::string& part) {
  for (const std::string& l : lines) {
    if (l.find(part) != std::string::npos) return true;
  }
  return false;
}

/// Everything written to the process's stderr (fd 2) while it lives.
class StderrCapture {
 public:
  explicit StderrCapture(const fs::path& file) : file_(file) {
    std::fflush(stderr);
    saved_ = ::dup(2);
    const int fd = ::open(file.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    ::dup2(fd, 2);
    ::close(fd);
  }
  ~StderrCapture() { restore(); }
  std::string text() {
    restore();
    return read_all(file_);
  }
  StderrCapture(const StderrCapture&) = delete;
  StderrCapture& operator=(const StderrCapture&) = delete;

 private:
  void restore() {
    if (saved_ < 0) return;
    std::fflush(stderr);
    ::dup2(saved_, 2);
    ::close(saved_);
    saved_ = -1;
  }
  fs::path file_;
  int saved_ = -1;
};

int count_of(const std::string& text, const std::string& part) {
  int n = 0;
  for (auto at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
  return n;
}

}  // namespace

TEST_CASE("finding 1: a second copy on the same save folder says so and writes nothing") {
  ScratchFolder dir;
  game::Game a_game(fixed_stage);
  GameSaves a(dir.path());
  CHECK(a.load().notices.empty());
  REQUIRE(a_game.start_stage(1));
  place_nth_empty(a_game, 0);
  a.flush(a_game, 0);
  REQUIRE(a.warning().empty());
  const std::string progress_before = read_all(dir / kProgressFileName);
  const std::string session_before = read_all(dir / kSessionFileName);
  REQUIRE_FALSE(progress_before.empty());

  // Copy B starts while A runs: it is told, plainly, and from then on saves nothing.
  game::Game b_game(fixed_stage);
  GameSaves b(dir.path());
  const LoadedGame loaded = b.load();
  CHECK(any_contains(loaded.notices, "already running"));
  CHECK(any_contains(loaded.notices, "without saving"));
  CHECK(b.warning().find("already running") != std::string::npos);
  CHECK(loaded.progress.record(1).plays == 1);  // it still shows the player's progress
  REQUIRE(b_game.start_stage(1));
  place_nth_empty(b_game, 0);
  place_nth_empty(b_game, 0);
  for (std::int64_t now = 0; now < 2000; now += 16) b.watch(b_game, now);
  b.flush(b_game, 2000);
  CHECK(read_all(dir / kProgressFileName) == progress_before);
  CHECK(read_all(dir / kSessionFileName) == session_before);
  CHECK(b.warning().find("already running") != std::string::npos);
}

TEST_CASE("finding 1: the lock is released when the first copy ends") {
  ScratchFolder dir;
  { CHECK(GameSaves(dir.path()).load().notices.empty()); }
  GameSaves again(dir.path());
  CHECK(again.load().notices.empty());
  CHECK(again.warning().empty());
}

TEST_CASE("finding 1: another writer's temporary file is never written over or renamed") {
  ScratchFolder dir;
  const DocumentType type = test_type();
  DocumentStore store(dir.path());
  REQUIRE(store.save("doc.json", type, test_payload(1)).ok());
  // Another writer is half-way through its own save under the old shared name.
  write_all(dir / "doc.json.tmp", "another writer's bytes");
  REQUIRE(store.save("doc.json", type, test_payload(2)).ok());
  CHECK(read_all(dir / "doc.json.tmp") == "another writer's bytes");
  CHECK(store.load("doc.json", type).payload == test_payload(2));
}

TEST_CASE("finding 3: a FIFO in place of a save file is refused at once, its kind named") {
  ScratchFolder dir;
  const fs::path fifo = dir / kProgressFileName;
  REQUIRE(::mkfifo(fifo.c_str(), 0644) == 0);
  auto reading = std::async(std::launch::async, [&] { return GameSaves(dir.path()).load(); });
  const bool finished = reading.wait_for(std::chrono::seconds(5)) == std::future_status::ready;
  if (!finished) {
    // Before the fix the open waits for a writer forever: be that writer, so the test ends.
    const int fd = ::open(fifo.c_str(), O_WRONLY | O_NONBLOCK);
    if (fd >= 0) ::close(fd);
  }
  CHECK_MESSAGE(finished, "loading waited on the FIFO");
  const LoadedGame loaded = reading.get();
  CHECK(any_contains(loaded.notices, "FIFO"));
  CHECK(loaded.progress == game::Progress{});

  if (!finished) return;  // a second read would wait just the same
  const ReadResult r = read_file_bounded(fifo, 1024);
  CHECK(r.status == ReadStatus::Failed);
  CHECK(r.error.find("FIFO") != std::string::npos);
}

TEST_CASE("finding 4: one out-of-range setting is corrected alone, the rest kept, and named") {
  ScratchFolder dir;
  SettingsFile wanted;
  wanted.settings.theme = game::Theme::HighContrast;
  wanted.settings.music_volume = 17;
  wanted.settings.show_timer = false;
  wanted.window = {1024, 700};
  Json payload = encode_settings(wanted);
  payload["sfx_volume"] = -5;
  payload["window"]["width"] = 1000000000;
  write_all(dir / kSettingsFileName, seal_document(settings_document(), payload));

  game::Game g(fixed_stage);
  GameSaves saves(dir.path());
  const LoadedGame loaded = saves.load();
  CHECK(loaded.settings.settings.theme == game::Theme::HighContrast);
  CHECK(loaded.settings.settings.music_volume == 17);
  CHECK_FALSE(loaded.settings.settings.show_timer);
  CHECK(loaded.settings.settings.sfx_volume == 0);
  CHECK(loaded.settings.window.width == kMaxWindowSide);
  CHECK(loaded.settings.window.height == 700);
  CHECK(any_contains(loaded.notices, "sfx_volume"));
  CHECK(any_contains(loaded.notices, "window.width"));
  // The corrected file is written back, so the next start has nothing to say.
  g.restore(loaded.progress, loaded.settings.settings);
  saves.set_window(loaded.settings.window);
  saves.flush(g, 0);
  const LoadResult back = DocumentStore(dir.path()).load(kSettingsFileName, settings_document());
  REQUIRE(back.status == LoadStatus::Loaded);
  SettingsFile decoded;
  REQUIRE(decode_settings(back.payload, decoded) == "");
  CHECK(decoded.settings.sfx_volume == 0);
  CHECK(decoded.settings.theme == game::Theme::HighContrast);
}

TEST_CASE("finding 5: a save failure is logged on stderr, once per reason") {
  ScratchFolder dir;
  const fs::path folder = dir / "save";
  game::Game g(fixed_stage);
  StderrCapture capture(dir / "stderr.txt");
  {
    GameSaves saves(folder);
    saves.load();
    REQUIRE(g.start_stage(1));
    saves.flush(g, 0);
    REQUIRE(saves.warning().empty());
    // The folder goes away and a file takes its place: every save now fails the same way.
    fs::remove_all(folder);
    write_all(folder, "not a folder");
    for (int i = 0; i < 4; ++i) {
      place_nth_empty(g, 0);
      saves.flush(g, 1000 * (i + 1));
    }
    REQUIRE_FALSE(saves.warning().empty());
  }
  const std::string err = capture.text();
  INFO("stderr: ", err);
  CHECK(count_of(err, "cannot create the save folder") == 1);
}

TEST_CASE("finding 5: a save folder that is a symlink loop is reported once, as the folder's") {
  ScratchFolder dir;
  const fs::path loop = dir / "loop";
  fs::create_symlink(loop, loop);
  GameSaves saves(loop);
  const LoadedGame loaded = saves.load();
  REQUIRE(loaded.notices.size() == 1);
  CHECK(loaded.notices[0].find("save folder") != std::string::npos);
  CHECK(loaded.notices[0].find("symbolic links") != std::string::npos);
  game::Game g(fixed_stage);
  REQUIRE(g.start_stage(1));
  saves.flush(g, 0);
  CHECK(saves.warning().find("symbolic links") != std::string::npos);
}
