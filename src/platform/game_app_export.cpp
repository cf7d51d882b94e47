// SPDX-License-Identifier: MIT
// GameApp's side of Export and Print all stages (issue 13): takes the game's request, picks
// the folders, writes through export_files and shows the outcome as the one-time notice line.
//
// The folders (issue 30): the XDG pictures and documents folders; without them ~/Pictures and
// ~/Documents when they exist, else the home folder itself (user_dirs.hpp, export_dir). Never
// the save folder: a file there filled a small disk and every later save failed, so the
// player's progress paid for a picture. With no home folder at all nothing is written and the
// notice says so. A scripted or screenshot run exports nothing: it must never touch the
// player's folders, and its save folder is for saves.
#include <SDL2/SDL.h>

#include <cstdio>

#include "i18n/i18n.hpp"
#include "platform/assets.hpp"
#include "platform/export_files.hpp"
#include "platform/game_app.hpp"
#include "platform/user_dirs.hpp"

namespace nonet::platform {

namespace {
constexpr std::uint64_t kExportNoticeMs = 12000;
}

void GameApp::serve_export() {
  const auto request = game_.take_export_request();
  if (!request) return;
  const bool automation = !options_.script_path.empty() || !options_.screenshot_path.empty();
  std::string message;
  if (automation) {
    message = i18n::tr("Not exported: a scripted or screenshot run writes no pictures or books");
  } else {
    ExportFolders folders;
    folders.pictures = export_dir("XDG_PICTURES_DIR", "Pictures", save_location_);
    folders.documents = export_dir("XDG_DOCUMENTS_DIR", "Documents", save_location_);
    const AssetLookup assets = find_assets("fonts/Inter-Regular.otf", options_.data_dir);
    message = export_files(*request, folders, assets.dir + "/fonts");
  }
  std::fprintf(stderr, "nonet: %s\n", message.c_str());
  notice_ = message;
  notice_until_ms_ = SDL_GetTicks64() + kExportNoticeMs;
  input_seen_ = true;  // draw the frame that shows it
}

}  // namespace nonet::platform
