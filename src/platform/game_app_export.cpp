// SPDX-License-Identifier: MIT
// GameApp's side of Export and Print all stages (issue 13): takes the game's request, picks
// the folders (XDG pictures and documents, else the save folder; a scripted or screenshot run
// only ever the save folder it was given), writes through export_files and shows the outcome
// as the one-time notice line.
#include <SDL2/SDL.h>

#include <cstdio>

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
  ExportFolders folders;
  folders.pictures = automation ? "" : user_dir("XDG_PICTURES_DIR");
  folders.documents = automation ? "" : user_dir("XDG_DOCUMENTS_DIR");
  if (folders.pictures.empty()) folders.pictures = export_fallback_dir_;
  if (folders.documents.empty()) folders.documents = export_fallback_dir_;
  const AssetLookup assets = find_assets("fonts/Inter-Regular.otf", options_.data_dir);
  const std::string message = export_files(*request, folders, assets.dir + "/fonts");
  std::fprintf(stderr, "nonet: %s\n", message.c_str());
  notice_ = message;
  notice_until_ms_ = SDL_GetTicks64() + kExportNoticeMs;
  input_seen_ = true;  // draw the frame that shows it
}

}  // namespace nonet::platform
