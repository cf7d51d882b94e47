// SPDX-License-Identifier: MIT
// Issue 17, finding 2: a correctly signed stage in progress that cannot be resumed (its stage
// changed) is refused at start; it must then be moved aside before anything is written, so the
// next saves never turn it into the backup or remove it. Runs the real game headless.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "game_process.hpp"

#include "game/session.hpp"
#include "game/stage_source.hpp"
#include "save/document_store.hpp"
#include "save/session_codec.hpp"

namespace fs = std::filesystem;
namespace game = nonet::game;
using namespace nonet::save;

namespace {

std::string read_bytes(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

/// A signed session of stage `number` with two right digits placed.
std::string session_file(const game::StageData& stage, int number) {
  game::Session s(stage);
  int placed = 0;
  for (int c = 0; c < nonet::kCells && placed < 2; ++c) {
    if (stage.puzzle[c] != 0) continue;
    s.select(c);
    s.enter_digit(stage.solution[c]);
    ++placed;
  }
  SessionSnapshot snap = capture_session(s);
  snap.stage = number;
  return seal_document(session_document(), encode_session(snap));
}

}  // namespace

TEST_CASE("a refused stage in progress is moved aside at start, and the backup is never it") {
  nonet::test::ScratchDir dir("nonet-refused");
  const fs::path save = dir.path / "save";
  fs::create_directories(save);
  const game::StageData stage1 = game::load_stage(1).stage.value();
  // Signed and well formed, but stage 2 is not the puzzle it was played on: refused.
  const std::string refused = session_file(stage1, 2);
  const std::string good_backup = session_file(stage1, 1);
  std::ofstream(save / kSessionFileName, std::ios::binary) << refused;
  std::ofstream(save / (std::string(kSessionFileName) + ".bak"), std::ios::binary) << good_backup;

  // A normal run: start a stage, two moves, pause, quit.
  const fs::path script = dir.path / "play.txt";
  std::ofstream(script)
      << "wait 10\nexpect screen title\nkey Return\nwait 10\nkey Escape\nwait 10\n"
         "expect screen play\nsolve 1\nwait 30\nsolve 1\nwait 30\n"
         "key Escape\nwait 10\nquit\n";
  const fs::path log_path = dir.path / "play.log";
  const int status =
      nonet::test::run_process({NONET_EXECUTABLE, "--script", script.string(), "--save-dir",
                                save.string(), "--fixed-step", "--size", "800x600"},
                               {"SDL_VIDEODRIVER=offscreen", "SDL_AUDIODRIVER=dummy"}, log_path);
  const std::string log = nonet::test::slurp(log_path);
  REQUIRE_MESSAGE(status == 0, log);
  CHECK(log.find("could not be resumed") != std::string::npos);

  // The refused file is kept, byte for byte, under a timestamped name, and the log says where.
  int kept = 0;
  for (const auto& e : fs::directory_iterator(save)) {
    const std::string name = e.path().filename().string();
    if (name.rfind("session.json.refused-", 0) != 0) continue;
    ++kept;
    CHECK(read_bytes(e.path()) == refused);
    CHECK(log.find(name) != std::string::npos);
  }
  CHECK(kept == 1);
  CHECK(read_bytes(save / (std::string(kSessionFileName) + ".bak")) != refused);
  // What the run saved is its own stage in progress.
  const LoadResult now = DocumentStore(save).load(kSessionFileName, session_document());
  REQUIRE(now.status == LoadStatus::Loaded);
  std::optional<SessionSnapshot> snap;
  REQUIRE(decode_session(now.payload, snap) == "");
  REQUIRE(snap.has_value());
  CHECK(snap->stage == 1);
  CHECK(snap->play.moves.size() == 2);
}
