// SPDX-License-Identifier: MIT
// The player's pictures and documents folders (XDG user dirs, as `xdg-user-dir` reads them):
// ~/.config/user-dirs.dirs (or $XDG_CONFIG_HOME/user-dirs.dirs) holds lines such as
//   XDG_PICTURES_DIR="$HOME/Pictures"
// A folder that is missing, not set, or the home folder itself (the spec's "disabled") is no
// folder; export_dir() then falls back to ~/Pictures or ~/Documents, then the home folder.
#pragma once

#include <string>
#include <string_view>

namespace nonet::platform {

/// The value of `key` ("XDG_PICTURES_DIR") in the text of a user-dirs.dirs file, with a
/// leading $HOME replaced by `home`; "" when the key is absent, malformed or names `home`.
std::string parse_user_dir(std::string_view file_text, std::string_view key, std::string_view home);

/// The folder `key` names for this user when it exists as a directory, else "".
std::string user_dir(std::string_view key);

/// Where the game's Export puts files (issue 30): the XDG folder `key` when it is set and
/// exists; else $HOME/`usual_name` ("Pictures", "Documents") when that is a folder; else $HOME
/// itself. Never the save folder: a folder that is `save_dir`, or inside it, is skipped (a full
/// disk there would cost the player their progress). "" when there is no home folder at all,
/// and the caller refuses with a message.
std::string export_dir(std::string_view key, std::string_view usual_name,
                       const std::string& save_dir);

}  // namespace nonet::platform
