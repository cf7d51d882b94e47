// Finding the game's data folder (fonts now; sound data and the gamepad database later):
// next to the executable, in the source tree when run from a build folder, or in the installed
// data folder. A missing folder is an error value naming every place looked in.
#pragma once

#include <string>
#include <vector>

namespace nonet::platform {

struct AssetLookup {
  std::string dir;                 // the assets folder found ("" if none)
  std::vector<std::string> tried;  // every candidate, in order
  std::string error() const;       // "" when found, else a message listing `tried`
};

/// Looks for a folder holding `probe` (a relative path such as "fonts/Inter-Regular.otf").
/// `override_dir` (from --data-dir or NONET_DATA_DIR) is tried first when not empty.
AssetLookup find_assets(const std::string& probe, const std::string& override_dir);

}  // namespace nonet::platform
