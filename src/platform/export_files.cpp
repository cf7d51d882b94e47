// SPDX-License-Identifier: MIT
// Export and Print all stages: the print layer writes (each file whole or not at all, the
// cause of a failure named: print/atomic_file.hpp), this names the files and the message.
#include "platform/export_files.hpp"

#include <filesystem>
#include <vector>

#include "core/rules.hpp"
#include "core/stages.hpp"
#include "game/format.hpp"
#include "i18n/i18n.hpp"
#include "print/print.hpp"

namespace nonet::platform {

namespace {

using game::format;
using i18n::tr;

constexpr int kExportPixels = 1200;

std::string make_folder(const std::string& dir) {
  if (dir.empty())
    return tr("there is no folder to write to (no pictures or documents folder, no home)");
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  // TRANSLATORS: why an export failed; {0} is a folder, {1} the system's reason (in English).
  if (ec) return format(tr("cannot make the folder '{0}': {1}"), {dir, ec.message()});
  return "";
}

}  // namespace

std::string free_name(const std::string& dir, const std::string& stem) {
  // An earlier export is never written over: the next free "-2", "-3", ... for the pair.
  namespace fs = std::filesystem;
  const auto taken = [&](const std::string& base) {
    std::error_code ec;
    return fs::exists(fs::path(dir) / (base + ".png"), ec) ||
           fs::exists(fs::path(dir) / (base + "-solution.png"), ec);
  };
  if (!taken(stem)) return stem;
  for (int n = 2; n < 10000; ++n) {
    std::string base = stem + "-" + std::to_string(n);
    if (!taken(base)) return base;
  }
  return stem + "-" + std::to_string(10000);
}

ExportOutcome export_files(const game::ExportRequest& request, const ExportFolders& folders,
                           const std::string& fonts_dir) {
  namespace fs = std::filesystem;
  const bool book = request.kind == game::ExportKind::AllStagesBook;
  const std::string& dir = book ? folders.documents : folders.pictures;
  if (std::string e = make_folder(dir); !e.empty())
    // TRANSLATORS: a notice; {0} is why ("the disk is full", "cannot write '...': ...").
    return {format(tr("Not exported: {0}"), {e}), {}};
  std::string error;
  const auto fonts = print::Fonts::load(fonts_dir, error);
  if (!fonts) return {format(tr("Not exported: {0}"), {error}), {}};

  if (book) {
    std::vector<print::PrintPuzzle> puzzles;
    const StageCatalogue catalogue;
    for (int n = 1; n <= kStageCount; ++n) {
      const auto stage = catalogue.stage(n);
      // TRANSLATORS: a notice; {0} is a stage number.
      if (!stage) return {format(tr("Not printed: no stage {0}"), {n}), {}};
      // TRANSLATORS: the caption's start above a printed stage; {0} is its number.
      auto p = print::prepare_puzzle(stage->puzzle, format(tr("Stage {0}"), {n}), stage->rating);
      // TRANSLATORS: a notice; {0} is a stage number, {1} why it could not be printed.
      if (!p.puzzle) return {format(tr("Not printed: stage {0}: {1}"), {n, p.error}), {}};
      puzzles.push_back(std::move(*p.puzzle));
    }
    const std::string path = (fs::path(dir) / "nonet-stages-1-100.pdf").string();
    print::BookOptions options;
    // TRANSLATORS: the title on every page of the book of all stages; {0} and {1} are the
    // first and the last stage (1 and 100).
    options.title = format(tr("Nonet \u00b7 Stages {0}\u2013{1}"), {1, kStageCount});
    if (std::string e = print::print_book(puzzles, *fonts, path, options); !e.empty()) {
      // TRANSLATORS: a notice; {0} is why the book could not be written.
      return {format(tr("Not printed: {0}"), {e}), {}};
    }
    // TRANSLATORS: a notice; {0} is the book's file (a PDF), with its folder.
    return {format(tr("The book of all stages is in {0}"), {path}), dir};
  }

  // The caption and the file are named as nonet-cli names them (issue 29): a stage by its
  // number, a free-play puzzle by its game code, a typed-in board "Custom".
  // TRANSLATORS: the caption's start above an exported board that is not one of the stages.
  std::string label = tr("Custom");
  if (request.stage > 0) label = format(tr("Stage {0}"), {request.stage});
  if (!request.code.empty()) label = request.code;
  const auto p = print::prepare_puzzle(request.puzzle, label);
  if (!p.puzzle) return {format(tr("Not exported: {0}"), {p.error}), {}};
  const std::string stem = !request.code.empty() ? "nonet-" + request.code
                           : request.stage > 0   ? "nonet-stage-" + std::to_string(request.stage)
                                                 : std::string("nonet-puzzle");
  const std::string base = free_name(dir, stem);
  print::ExportOptions options;
  options.size = kExportPixels;
  const std::string puzzle_path = (fs::path(dir) / (base + ".png")).string();
  if (std::string e = print::export_puzzle(*p.puzzle, *fonts, puzzle_path, options); !e.empty()) {
    return {format(tr("Not exported: {0}"), {e}), {}};
  }
  options.solution = true;
  const std::string solution_path = (fs::path(dir) / (base + "-solution.png")).string();
  if (std::string e = print::export_puzzle(*p.puzzle, *fonts, solution_path, options); !e.empty()) {
    // TRANSLATORS: a notice; {0} is why the solution's picture failed, {1} the name of the
    // puzzle's picture, written before it ("nonet-stage-12").
    return {format(tr("Not exported: {0} ({1}.png was written)"), {e, base}), dir};
  }
  // TRANSLATORS: a notice; {0} is the pictures' name ("nonet-stage-12"), {1} their folder.
  return {format(tr("Exported {0}.png and {0}-solution.png to {1}"), {base, dir}), dir};
}

}  // namespace nonet::platform
