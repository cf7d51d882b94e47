// SPDX-License-Identifier: MIT
// Export and Print all stages: the print layer writes (each file whole or not at all, the
// cause of a failure named: print/atomic_file.hpp), this names the files and the message.
#include "platform/export_files.hpp"

#include <filesystem>
#include <vector>

#include "core/rules.hpp"
#include "core/stages.hpp"
#include "print/print.hpp"

namespace nonet::platform {

namespace {

constexpr int kExportPixels = 1200;

std::string make_folder(const std::string& dir) {
  if (dir.empty())
    return "there is no folder to write to (no pictures or documents folder, no home)";
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) return "cannot make the folder '" + dir + "': " + ec.message();
  return "";
}

}  // namespace

std::string export_files(const game::ExportRequest& request, const ExportFolders& folders,
                         const std::string& fonts_dir) {
  namespace fs = std::filesystem;
  const bool book = request.kind == game::ExportKind::AllStagesBook;
  const std::string& dir = book ? folders.documents : folders.pictures;
  if (std::string e = make_folder(dir); !e.empty()) return "Not exported: " + e;
  std::string error;
  const auto fonts = print::Fonts::load(fonts_dir, error);
  if (!fonts) return "Not exported: " + error;

  if (book) {
    std::vector<print::PrintPuzzle> puzzles;
    const StageCatalogue catalogue;
    for (int n = 1; n <= kStageCount; ++n) {
      const auto stage = catalogue.stage(n);
      if (!stage) return "Not printed: no stage " + std::to_string(n);
      auto p = print::prepare_puzzle(stage->puzzle, "Stage " + std::to_string(n), stage->rating);
      if (!p.puzzle) return "Not printed: stage " + std::to_string(n) + ": " + p.error;
      puzzles.push_back(std::move(*p.puzzle));
    }
    const std::string path = (fs::path(dir) / "nonet-stages-1-100.pdf").string();
    print::BookOptions options;
    options.title = "Nonet \u00b7 Stages 1\u2013100";
    if (std::string e = print::print_book(puzzles, *fonts, path, options); !e.empty()) {
      return "Not printed: " + e;
    }
    return "The book of all stages is in " + path;
  }

  const std::string label =
      request.stage > 0 ? "Stage " + std::to_string(request.stage) : std::string("Custom");
  const auto p = print::prepare_puzzle(request.puzzle, label);
  if (!p.puzzle) return "Not exported: " + p.error;
  const std::string base = request.stage > 0 ? "nonet-stage-" + std::to_string(request.stage)
                                             : std::string("nonet-puzzle");
  print::ExportOptions options;
  options.size = kExportPixels;
  const std::string puzzle_path = (fs::path(dir) / (base + ".png")).string();
  if (std::string e = print::export_puzzle(*p.puzzle, *fonts, puzzle_path, options); !e.empty()) {
    return "Not exported: " + e;
  }
  options.solution = true;
  const std::string solution_path = (fs::path(dir) / (base + "-solution.png")).string();
  if (std::string e = print::export_puzzle(*p.puzzle, *fonts, solution_path, options); !e.empty()) {
    return "Not exported: " + e + " (" + base + ".png was written)";
  }
  return "Exported " + base + ".png and " + base + "-solution.png to " + dir;
}

}  // namespace nonet::platform
