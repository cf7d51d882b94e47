// SPDX-License-Identifier: MIT
// The platform's side of Export (issue 13): the XDG user-dirs file read like xdg-user-dir, and
// export_files writing the stage's pictures and the book, or saying why not; where Export goes
// without XDG dirs (never the save folder) and a full disk named (issue 30).
#include <doctest/doctest.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <optional>
#include <string>

#include "core/free_play.hpp"
#include "core/game_code.hpp"
#include "core/stages.hpp"
#include "core/text.hpp"
#include "platform/export_files.hpp"
#include "platform/user_dirs.hpp"
#include "print/atomic_file.hpp"

using namespace nonet;
using namespace nonet::platform;
namespace fs = std::filesystem;

namespace {

struct TempDir {
  fs::path path;
  TempDir() {
    std::string pattern = (fs::temp_directory_path() / "nonet-export-XXXXXX").string();
    if (char* made = ::mkdtemp(pattern.data())) path = made;
    REQUIRE(!path.empty());
  }
  ~TempDir() {
    std::error_code ec;
    fs::remove_all(path, ec);
  }
};

const std::string kFonts = std::string(NONET_SOURCE_DIR) + "/assets/fonts";

}  // namespace

TEST_CASE("user dirs: $HOME paths, absolute paths, comments, the home folder as none") {
  const std::string file =
      "# This file is written by xdg-user-dirs-update\n"
      "XDG_DESKTOP_DIR=\"$HOME/Desktop\"\n"
      "XDG_PICTURES_DIR=\"$HOME/Bilder\"\n"
      "  XDG_DOCUMENTS_DIR=\"/data/docs/\"\n"
      "XDG_MUSIC_DIR=\"$HOME/\"\n"
      "XDG_VIDEOS_DIR=relative/not/allowed\n"
      "XDG_TEMPLATES_DIR=\"Templates\"\n";
  CHECK(parse_user_dir(file, "XDG_PICTURES_DIR", "/home/ada") == "/home/ada/Bilder");
  CHECK(parse_user_dir(file, "XDG_DOCUMENTS_DIR", "/home/ada") == "/data/docs");
  CHECK(parse_user_dir(file, "XDG_MUSIC_DIR", "/home/ada") == "");  // the home folder: disabled
  CHECK(parse_user_dir(file, "XDG_VIDEOS_DIR", "/home/ada") == "");
  CHECK(parse_user_dir(file, "XDG_TEMPLATES_DIR", "/home/ada") == "");
  CHECK(parse_user_dir(file, "XDG_DOWNLOAD_DIR", "/home/ada") == "");
  CHECK(parse_user_dir(file, "XDG_PICTURES", "/home/ada") == "");  // a prefix is not the key
  CHECK(parse_user_dir("XDG_PICTURES_DIR=\"$HOME/A\"\nXDG_PICTURES_DIR=\"$HOME/B\"",
                       "XDG_PICTURES_DIR", "/h") == "/h/B");
}

TEST_CASE("export_files: a stage's puzzle and solution PNGs, and the book, in their folders") {
  TempDir dir;
  const auto stage = StageCatalogue{}.stage(5);
  REQUIRE(stage);
  ExportFolders folders{(dir.path / "Pictures").string(), (dir.path / "Documents").string()};
  const ExportOutcome said = export_files(
      game::ExportRequest{game::ExportKind::StagePictures, 5, stage->puzzle, {}}, folders, kFonts);
  CHECK(said.message.find(folders.pictures) != std::string::npos);
  CHECK(said.folder == folders.pictures);  // what Open folder shows
  CHECK(fs::file_size(dir.path / "Pictures" / "nonet-stage-5.png") > 1000);
  CHECK(fs::file_size(dir.path / "Pictures" / "nonet-stage-5-solution.png") > 1000);
  CHECK(!fs::exists(dir.path / "Documents"));

  const ExportOutcome book = export_files(
      game::ExportRequest{game::ExportKind::AllStagesBook, 0, {}, {}}, folders, kFonts);
  CHECK(book.message.find(folders.documents) != std::string::npos);
  CHECK(book.folder == folders.documents);
  CHECK(fs::file_size(dir.path / "Documents" / "nonet-stages-1-100.pdf") > 10000);
}

TEST_CASE(
    "export_files: a second export keeps the first; a free-play puzzle is named by its code") {
  // Issue 29: every free-play or custom export went to nonet-puzzle.png and replaced the last.
  TempDir dir;
  const auto stage = StageCatalogue{}.stage(5);
  REQUIRE(stage);
  ExportFolders folders{dir.path.string(), dir.path.string()};
  const game::ExportRequest five{game::ExportKind::StagePictures, 5, stage->puzzle, {}};
  export_files(five, folders, kFonts);
  const std::string second = export_files(five, folders, kFonts).message;
  CHECK(second.find("nonet-stage-5-2") != std::string::npos);  // the notice names it
  for (const char* name : {"nonet-stage-5.png", "nonet-stage-5-solution.png", "nonet-stage-5-2.png",
                           "nonet-stage-5-2-solution.png"})
    CHECK(fs::exists(dir.path / name));
  CHECK(free_name(dir.path.string(), "nonet-stage-5") == "nonet-stage-5-3");
  CHECK(free_name(dir.path.string(), "nonet-stage-6") == "nonet-stage-6");

  const GameCode code{Level::Easy, 1};
  const std::string name = format_game_code(code);  // such as E-0000-01XX
  const auto free = make_free_play(code);
  REQUIRE(free);
  const std::string said =
      export_files(game::ExportRequest{game::ExportKind::StagePictures, 0, free->puzzle, name},
                   folders, kFonts)
          .message;
  CHECK(said.find("nonet-" + name) != std::string::npos);
  CHECK(fs::exists(dir.path / ("nonet-" + name + ".png")));
  CHECK(fs::exists(dir.path / ("nonet-" + name + "-solution.png")));
  CHECK_FALSE(fs::exists(dir.path / "nonet-puzzle.png"));
}

TEST_CASE("export_files: a board with several solutions, no folder, no fonts: said, not written") {
  TempDir dir;
  const auto several = parse_grid(std::string(76, '.') + "8..79");
  REQUIRE(several);
  ExportFolders folders{dir.path.string(), dir.path.string()};
  const ExportOutcome outcome = export_files(
      game::ExportRequest{game::ExportKind::StagePictures, 0, *several.grid, {}}, folders, kFonts);
  const std::string& refused = outcome.message;
  CHECK(outcome.folder.empty());  // nothing written: nothing to open
  CHECK(refused.rfind("Not exported", 0) == 0);
  CHECK(refused.find("several solutions") != std::string::npos);
  CHECK(fs::is_empty(dir.path));

  const auto stage = StageCatalogue{}.stage(1);
  REQUIRE(stage);
  const game::ExportRequest one{game::ExportKind::StagePictures, 1, stage->puzzle, {}};
  CHECK(export_files(one, ExportFolders{}, kFonts).message.rfind("Not exported", 0) == 0);
  CHECK(export_files(one, folders, (dir.path / "nofonts").string()).message.find("Inter") !=
        std::string::npos);
  CHECK(fs::is_empty(dir.path));
}

namespace {

// Sets an environment variable for one test case and puts the old value back.
struct EnvGuard {
  std::string name;
  std::optional<std::string> old;
  EnvGuard(const char* n, const std::string& value) : name(n) {
    if (const char* v = std::getenv(n)) old = v;
    ::setenv(n, value.c_str(), 1);
  }
  ~EnvGuard() {
    if (old)
      ::setenv(name.c_str(), old->c_str(), 1);
    else
      ::unsetenv(name.c_str());
  }
  EnvGuard(const EnvGuard&) = delete;
  EnvGuard& operator=(const EnvGuard&) = delete;
};

std::string bytes_of(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

}  // namespace

TEST_CASE("export folders: XDG dir, else ~/Pictures, else the home folder, never the save folder") {
  TempDir dir;
  const fs::path home = dir.path / "home";
  const fs::path config = dir.path / "config";
  const fs::path save = home / ".local" / "share" / "Nonet";
  fs::create_directories(save);
  fs::create_directories(config);
  EnvGuard h("HOME", home.string());
  EnvGuard c("XDG_CONFIG_HOME", config.string());
  // No user-dirs.dirs, no ~/Pictures: the home folder (before issue 30: the save folder).
  CHECK(export_dir("XDG_PICTURES_DIR", "Pictures", save.string()) == home.string());
  fs::create_directory(home / "Pictures");
  CHECK(export_dir("XDG_PICTURES_DIR", "Pictures", save.string()) == (home / "Pictures").string());
  CHECK(export_dir("XDG_DOCUMENTS_DIR", "Documents", save.string()) == home.string());
  fs::create_directory(home / "Bilder");
  { std::ofstream(config / "user-dirs.dirs") << "XDG_PICTURES_DIR=\"$HOME/Bilder\"\n"; }
  CHECK(export_dir("XDG_PICTURES_DIR", "Pictures", save.string()) == (home / "Bilder").string());
  // A pictures folder that is the save folder, or inside it, is passed over.
  fs::create_directories(save / "pics");
  {
    std::ofstream(config / "user-dirs.dirs")
        << "XDG_PICTURES_DIR=\"$HOME/.local/share/Nonet/pics\"\n";
  }
  CHECK(export_dir("XDG_PICTURES_DIR", "Pictures", save.string()) == (home / "Pictures").string());
  // A save folder that is the home folder leaves nowhere: "" and the caller refuses.
  CHECK(export_dir("XDG_DOCUMENTS_DIR", "Documents", home.string()) == "");
  const auto stage = StageCatalogue{}.stage(2);
  REQUIRE(stage);
  const std::string said =
      export_files(game::ExportRequest{game::ExportKind::StagePictures, 2, stage->puzzle, {}},
                   ExportFolders{"", ""}, kFonts)
          .message;
  CHECK(said.rfind("Not exported: there is no folder to write to", 0) == 0);
}

TEST_CASE(
    "export_files: a full disk names the cause, keeps the previous pictures, leaves no part") {
  TempDir dir;
  const auto stage = StageCatalogue{}.stage(3);
  REQUIRE(stage);
  const game::ExportRequest request{game::ExportKind::StagePictures, 3, stage->puzzle, {}};
  ExportFolders folders{dir.path.string(), dir.path.string()};
  REQUIRE(export_files(request, folders, kFonts).message.rfind("Exported", 0) == 0);
  const std::string puzzle = bytes_of(dir.path / "nonet-stage-3.png");
  const std::string solution = bytes_of(dir.path / "nonet-stage-3-solution.png");
  std::string said;
  {
    print::set_file_fault([](print::FileStep step, std::size_t written) {
      return step == print::FileStep::Write && written > 2000 ? ENOSPC : 0;
    });
    said = export_files(request, folders, kFonts).message;
    print::set_file_fault({});
  }
  CHECK(said.rfind("Not exported: cannot write '", 0) == 0);
  CHECK(said.find("nonet-stage-3-2.png': the disk is full") != std::string::npos);  // a new name
  CHECK(bytes_of(dir.path / "nonet-stage-3.png") == puzzle);
  CHECK(bytes_of(dir.path / "nonet-stage-3-solution.png") == solution);
  std::size_t files = 0;
  for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir.path)) ++files;
  CHECK(files == 2);
}
