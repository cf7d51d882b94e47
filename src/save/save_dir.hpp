// SPDX-License-Identifier: MIT
// Where the player's files live. The choice itself is a pure function of its inputs (tested
// without touching the disk); the platform layer gathers the inputs: the --save-dir argument,
// the NONET_SAVE_DIR variable, the checkout the binary runs from, and SDL_GetPrefPath's folder.
//
// Order, first present wins:  --save-dir DIR  >  NONET_SAVE_DIR  >  <checkout>/save  >  platform
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace nonet::save {

namespace fs = std::filesystem;

enum class SaveDirSource { Argument, Environment, Checkout, Platform, None };

struct SaveDirInputs {
  std::optional<std::string> argument;     // --save-dir DIR
  std::optional<std::string> environment;  // NONET_SAVE_DIR; an empty value counts as unset
  std::optional<fs::path> checkout_root;   // see find_checkout_root()
  std::optional<fs::path> platform_dir;    // per-user data folder, e.g. SDL_GetPrefPath(...)
  fs::path working_dir;                    // relative paths above are taken from here
};

struct SaveDirChoice {
  fs::path dir;  // absolute and normalized when working_dir was; empty for None
  SaveDirSource source = SaveDirSource::None;
};

/// Picks the save folder. None means no folder is known: the game plays without saving.
SaveDirChoice choose_save_dir(const SaveDirInputs& in);

/// For the Settings screen: "save/ in the Nonet checkout", "set by NONET_SAVE_DIR", ...
std::string describe_source(SaveDirSource source);

/// Walks up at most `max_levels` folders from `start` (the executable's folder) looking for a
/// Nonet checkout: a folder holding both save/README.md and src/save. Reads the disk.
std::optional<fs::path> find_checkout_root(const fs::path& start, int max_levels = 4);

/// Takes "--save-dir DIR" or "--save-dir=DIR" out of `args` (leaving the others in order).
/// error is set when the flag has no value.
struct SaveDirArgument {
  std::optional<std::string> dir;
  std::string error;
};
SaveDirArgument take_save_dir_argument(std::vector<std::string>& args);

}  // namespace nonet::save
