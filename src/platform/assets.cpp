// Asset folder lookup.
#include "platform/assets.hpp"

#include <SDL2/SDL.h>

#include <cstdlib>
#include <filesystem>

namespace nonet::platform {

std::string AssetLookup::error() const {
  if (!dir.empty()) return "";
  std::string msg = "game data not found; looked in:";
  for (const auto& t : tried) msg += "\n  " + t;
  msg += "\n(set NONET_DATA_DIR or pass --data-dir to point at the assets folder)";
  return msg;
}

AssetLookup find_assets(const std::string& probe, const std::string& override_dir) {
  namespace fs = std::filesystem;
  AssetLookup out;
  std::vector<fs::path> candidates;
  // A folder the player names (--data-dir, then NONET_DATA_DIR) is the only place looked in:
  // falling back to another copy would hide the mistake and play with other data.
  const char* env = std::getenv("NONET_DATA_DIR");
  const std::string named = !override_dir.empty() ? override_dir : (env && *env) ? env : "";
  if (!named.empty()) {
    candidates.emplace_back(named);
  } else {
    if (char* base = SDL_GetBasePath()) {
      const fs::path exe(base);
      SDL_free(base);
      candidates.push_back(exe / "assets");  // packaged next to the binary
      candidates.push_back(exe / ".." / "share" / "nonet" / "assets");  // installed prefix
    }
#ifdef NONET_SOURCE_ASSETS
    candidates.emplace_back(NONET_SOURCE_ASSETS);  // run from a build folder of the checkout
#endif
#ifdef NONET_INSTALLED_ASSETS
    candidates.emplace_back(NONET_INSTALLED_ASSETS);
#endif
  }
  for (const fs::path& c : candidates) {
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
