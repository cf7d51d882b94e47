// SPDX-License-Identifier: MIT
// The platform's side of Export (issue 13): the XDG user-dirs file read like xdg-user-dir, and
// export_files writing the stage's pictures and the book, or saying why not.
#include <doctest/doctest.h>
#include <unistd.h>

#include <filesystem>
#include <string>

#include "core/stages.hpp"
#include "core/text.hpp"
#include "platform/export_files.hpp"
#include "platform/user_dirs.hpp"

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
  const std::string said = export_files(
      game::ExportRequest{game::ExportKind::StagePictures, 5, stage->puzzle}, folders, kFonts);
  CHECK(said.find(folders.pictures) != std::string::npos);
  CHECK(fs::file_size(dir.path / "Pictures" / "nonet-stage-5.png") > 1000);
  CHECK(fs::file_size(dir.path / "Pictures" / "nonet-stage-5-solution.png") > 1000);
  CHECK(!fs::exists(dir.path / "Documents"));

  const std::string book =
      export_files(game::ExportRequest{game::ExportKind::AllStagesBook, 0, {}}, folders, kFonts);
  CHECK(book.find(folders.documents) != std::string::npos);
  CHECK(fs::file_size(dir.path / "Documents" / "nonet-stages-1-100.pdf") > 10000);
}

TEST_CASE("export_files: a board with several solutions, no folder, no fonts: said, not written") {
  TempDir dir;
  const auto several = parse_grid(std::string(76, '.') + "8..79");
  REQUIRE(several);
  ExportFolders folders{dir.path.string(), dir.path.string()};
  const std::string refused = export_files(
      game::ExportRequest{game::ExportKind::StagePictures, 0, *several.grid}, folders, kFonts);
  CHECK(refused.rfind("Not exported", 0) == 0);
  CHECK(refused.find("several solutions") != std::string::npos);
  CHECK(fs::is_empty(dir.path));

  const auto stage = StageCatalogue{}.stage(1);
  REQUIRE(stage);
  const game::ExportRequest one{game::ExportKind::StagePictures, 1, stage->puzzle};
  CHECK(export_files(one, ExportFolders{}, kFonts).rfind("Not exported", 0) == 0);
  CHECK(export_files(one, folders, (dir.path / "nofonts").string()).find("Inter") !=
        std::string::npos);
  CHECK(fs::is_empty(dir.path));
}
