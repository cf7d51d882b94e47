// SPDX-License-Identifier: MIT
// Finding the game's data folder (fonts, the gamepad database, the window icon): a folder the
// player names, else the installed data folder found relative to the executable (so a moved
// prefix works), else the checkout the executable was built in. No absolute path is compiled
// in. A missing folder is an error value naming every place looked in.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace nonet::platform {

/// The installed data folder relative to the folder of the executable, from the install layout
/// chosen at configure time (e.g. "../share/games/nonet" for /usr/games + /usr/share/games).
const char* data_dir_from_bindir();

struct AssetLookup {
  std::string dir;                 // the assets folder found ("" if none)
  std::vector<std::string> tried;  // every candidate, in order
  std::string error() const;       // "" when found, else a message listing `tried`
};

/// The folders to look in, in order (pure): `named` (from --data-dir or NONET_DATA_DIR) alone
/// when not empty; else `exe_dir`/assets (a self-contained bundle), `exe_dir`/
/// data_dir_from_bindir() (an install), then `checkout_root`/assets (a build in a checkout).
std::vector<std::string> asset_candidates(const std::string& named, const std::string& exe_dir,
                                          const std::optional<std::string>& checkout_root);

/// Looks for a folder holding `probe` (a relative path such as "fonts/Inter-Regular.otf").
/// `override_dir` (from --data-dir) wins over NONET_DATA_DIR; either is the only place looked in.
AssetLookup find_assets(const std::string& probe, const std::string& override_dir);

}  // namespace nonet::platform
