// SPDX-License-Identifier: MIT
// GameApp's side of Export and Print all stages (issue 13): takes the game's request, picks
// the folders, writes through export_files and shows the outcome as the one-time notice line.
//
// The folders (issue 30): the XDG pictures and documents folders; without them ~/Pictures and
// ~/Documents when they exist, else the home folder itself (user_dirs.hpp, export_dir). Never
// the save folder: a file there filled a small disk and every later save failed, so the
// player's progress paid for a picture. With no home folder at all nothing is written and the
// notice says so. A scripted or screenshot run exports nothing unless --export-dir names a
// folder: it must never touch the player's folders, and its save folder is for saves.
//
// The outcome is the game's export notice (game::ExportNotice), over the screen that asked and
// gone with it; when files were written it offers Open folder, which SDL_OpenURL hands to the
// desktop (xdg-open on Linux; desktop.hpp open_folder).
#include <SDL2/SDL.h>

#include <cstdio>
#include <filesystem>

#include "game/format.hpp"
#include "i18n/i18n.hpp"
#include "platform/assets.hpp"
#include "platform/desktop.hpp"
#include "platform/export_files.hpp"
#include "platform/game_app.hpp"
#include "platform/user_dirs.hpp"

namespace nonet::platform {

void GameApp::serve_export() {
  const auto request = game_.take_export_request();
  if (!request) return;
  const bool automation = !options_.script_path.empty() || !options_.screenshot_path.empty();
  ExportOutcome outcome;
  if (automation && options_.export_dir.empty()) {
    outcome.message =
        i18n::tr("Not exported: a scripted or screenshot run writes no pictures or books");
  } else {
    ExportFolders folders;
    if (!options_.export_dir.empty()) {  // --export-dir: both kinds of file there
      folders.pictures = folders.documents = options_.export_dir;
    } else {
      folders.pictures = export_dir("XDG_PICTURES_DIR", "Pictures", save_location_);
      folders.documents = export_dir("XDG_DOCUMENTS_DIR", "Documents", save_location_);
    }
    const AssetLookup assets = find_assets("fonts/Inter-Regular.otf", options_.data_dir);
    outcome = export_files(*request, folders, assets.dir + "/fonts");
  }
  std::fprintf(stderr, "nonet: %s\n", outcome.message.c_str());
  // The notice belongs to the screen that asked (game::ExportNotice): it goes with it.
  game_.report_export(std::move(outcome.message), std::move(outcome.folder));
  input_seen_ = true;  // draw the frame that shows it
}

void GameApp::serve_open_folder() {
  const std::optional<std::string> folder = game_.take_open_folder_request();
  if (!folder) return;
  const bool automation = !options_.script_path.empty() || !options_.screenshot_path.empty();
  if (automation) {  // a script must not start the player's file manager
    std::fprintf(stderr, "nonet: would open the folder %s\n", folder->c_str());
    return;
  }
  if (const std::string e = open_folder(*folder); !e.empty()) {
    // TRANSLATORS: a notice; {0} is a folder, {1} the system's reason (in English).
    const std::string said = game::format(i18n::tr("Could not open {0}: {1}"), {*folder, e});
    std::fprintf(stderr, "nonet: %s\n", said.c_str());
    game_.report_export(said, {});
  }
  input_seen_ = true;
}

void GameApp::serve_file_dialog() {
  if (game_.take_open_file_request()) {
    const bool automation = !options_.script_path.empty() || !options_.screenshot_path.empty();
    if (automation)  // a script must not open a dialog nobody can answer
      std::fprintf(stderr, "nonet: would open the file dialog\n");
    else
      // TRANSLATORS: the title of the desktop's file dialog that opens a file of puzzles
      file_dialog_.open(i18n::tr("Open a file of puzzles"));
  }
  if (const std::optional<std::string> path = file_dialog_.take()) open_puzzle_file(*path);
}

void GameApp::open_puzzle_file(const std::string& path) {
  // A 50,000-line file is 4 MB; far larger is not a file of puzzles.
  constexpr std::size_t kMaxPuzzleFile = 64u * 1024 * 1024;
  std::string why;
  const std::optional<std::string> text = read_puzzle_file(path, kMaxPuzzleFile, why);
  const std::string name = std::filesystem::path(path).filename().string();
  if (!text) {
    // TRANSLATORS: a file of puzzles could not be opened: {0} its name, {1} why (the system's
    // words)
    const std::string said = game::format(i18n::tr("{0} could not be opened ({1})"), {name, why});
    std::fprintf(stderr, "nonet: %s\n", said.c_str());
    game_.tell(said);
  } else {
    game_.open_collection_file(name, *text);
  }
  input_seen_ = true;  // draw the frame that shows it
}

}  // namespace nonet::platform
