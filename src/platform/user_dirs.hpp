// SPDX-License-Identifier: MIT
// The player's pictures and documents folders (XDG user dirs, as `xdg-user-dir` reads them):
// ~/.config/user-dirs.dirs (or $XDG_CONFIG_HOME/user-dirs.dirs) holds lines such as
//   XDG_PICTURES_DIR="$HOME/Pictures"
// A folder that is missing, not set, or the home folder itself (the spec's "disabled") is no
// folder; the caller falls back to another (the save folder).
#pragma once

#include <string>
#include <string_view>

namespace nonet::platform {

/// The value of `key` ("XDG_PICTURES_DIR") in the text of a user-dirs.dirs file, with a
/// leading $HOME replaced by `home`; "" when the key is absent, malformed or names `home`.
std::string parse_user_dir(std::string_view file_text, std::string_view key, std::string_view home);

/// The folder `key` names for this user when it exists as a directory, else "".
std::string user_dir(std::string_view key);

}  // namespace nonet::platform
