// SPDX-License-Identifier: MIT
// Asset folder lookup.
#include "platform/assets.hpp"

#include <SDL2/SDL.h>

#include <cstdlib>
#include <filesystem>

#include "i18n/i18n.hpp"
#include "save/save_dir.hpp"

#ifndef NONET_DATA_FROM_BINDIR
#define NONET_DATA_FROM_BINDIR "../share/nonet"
#endif

namespace nonet::platform {

const char* data_dir_from_bindir() { return NONET_DATA_FROM_BINDIR; }

std::string AssetLookup::error() const {
  if (!dir.empty()) return "";
  // TRANSLATORS: a start-up error, followed by the paths looked in, one a line.
  std::string msg = i18n::tr("game data not found; looked in:");
  for (const auto& t : tried) msg += "\n  " + t;
  msg += '\n';
  // TRANSLATORS: the last line of the error "game data not found"; NONET_DATA_DIR and
  // --data-dir stay as they are.
  msg += i18n::tr("(set NONET_DATA_DIR or pass --data-dir to point at the assets folder)");
  return msg;
}

std::vector<std::string> asset_candidates(const std::string& named, const std::string& exe_dir,
                                          const std::optional<std::string>& checkout_root) {
  namespace fs = std::filesystem;
  // A folder the player names is the only place looked in: falling back to another copy
  // would hide the mistake and play with other data.
  if (!named.empty()) return {named};
  std::vector<std::string> out;
  if (!exe_dir.empty()) {
    out.push_back((fs::path(exe_dir) / "assets").string());
    out.push_back((fs::path(exe_dir) / data_dir_from_bindir()).lexically_normal().string());
  }
  if (checkout_root && !checkout_root->empty())
    out.push_back((fs::path(*checkout_root) / "assets").string());
  return out;
}

AssetLookup find_assets(const std::string& probe, const std::string& override_dir) {
  namespace fs = std::filesystem;
  AssetLookup out;
  const char* env = std::getenv("NONET_DATA_DIR");
  const std::string named = !override_dir.empty() ? override_dir : (env && *env) ? env : "";
  std::string exe_dir;
  std::optional<std::string> checkout;
  if (named.empty()) {
    if (char* base = SDL_GetBasePath()) {
      exe_dir = base;
      SDL_free(base);
      if (const auto root = save::find_checkout_root(exe_dir)) checkout = root->string();
    }
  }
  for (const std::string& candidate : asset_candidates(named, exe_dir, checkout)) {
    const fs::path c(candidate);
    std::error_code ec;
    const fs::path norm = fs::weakly_canonical(c, ec);
    const fs::path dir = ec ? c : norm;
    out.tried.push_back((dir / probe).string());
    if (fs::is_regular_file(dir / probe, ec)) {
      out.dir = dir.string();
      break;
    }
  }
  return out;
}

}  // namespace nonet::platform
