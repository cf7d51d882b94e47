// SPDX-License-Identifier: MIT
// XDG user dirs: reading user-dirs.dirs.
#include "platform/user_dirs.hpp"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <vector>

namespace nonet::platform {

std::string parse_user_dir(std::string_view text, std::string_view key, std::string_view home) {
  std::string found;
  std::size_t at = 0;
  while (at <= text.size()) {
    const std::size_t end = std::min(text.find('\n', at), text.size());
    std::string_view line = text.substr(at, end - at);
    at = end + 1;
    while (!line.empty() && (line.front() == ' ' || line.front() == '\t')) line.remove_prefix(1);
    if (line.empty() || line.front() == '#') continue;
    if (line.substr(0, key.size()) != key || line.substr(key.size(), 2) != "=\"") continue;
    line.remove_prefix(key.size() + 2);
    const std::size_t close = line.find('"');
    if (close == std::string_view::npos) continue;
    std::string_view value = line.substr(0, close);
    std::string path;
    if (value.substr(0, 5) == "$HOME") {
      path = std::string(home) + std::string(value.substr(5));
    } else if (!value.empty() && value.front() == '/') {
      path = std::string(value);
    } else {
      continue;  // the format allows only $HOME/... or an absolute path
    }
    while (path.size() > 1 && path.back() == '/') path.pop_back();
    std::string bare_home(home);
    while (bare_home.size() > 1 && bare_home.back() == '/') bare_home.pop_back();
    found = path == bare_home ? "" : path;  // the last line for a key wins
  }
  return found;
}

std::string user_dir(std::string_view key) {
  namespace fs = std::filesystem;
  const char* home = std::getenv("HOME");
  if (!home || !*home) return "";
  const char* config = std::getenv("XDG_CONFIG_HOME");
  const fs::path file =
      (config && *config ? fs::path(config) : fs::path(home) / ".config") / "user-dirs.dirs";
  std::ifstream in(file);
  if (!in) return "";
  std::stringstream text;
  text << in.rdbuf();
  const std::string dir = parse_user_dir(text.str(), key, home);
  std::error_code ec;
  return !dir.empty() && fs::is_directory(dir, ec) ? dir : "";
}

namespace {

// True when `dir` is `save_dir` or inside it (compared after resolving links).
bool in_save_folder(const std::string& dir, const std::string& save_dir) {
  namespace fs = std::filesystem;
  if (save_dir.empty()) return false;
  std::error_code ec;
  const fs::path d = fs::weakly_canonical(dir, ec);
  if (ec) return false;
  const fs::path s = fs::weakly_canonical(save_dir, ec);
  if (ec) return false;
  auto di = d.begin();
  for (auto si = s.begin(); si != s.end(); ++si, ++di) {
    if (si->empty()) continue;  // a trailing separator
    if (di == d.end() || *di != *si) return false;
  }
  return true;
}

}  // namespace

std::string export_dir(std::string_view key, std::string_view usual_name,
                       const std::string& save_dir) {
  namespace fs = std::filesystem;
  // 1. What the player (or their desktop) chose: XDG_PICTURES_DIR / XDG_DOCUMENTS_DIR.
  // 2. The folder desktops make by that name, when it is there (never made here).
  // 3. The home folder itself, which every user has and can find: better than hiding the
  //    files in the save folder, whose disk space the saves need (issue 30).
  const char* home = std::getenv("HOME");
  std::vector<std::string> candidates{user_dir(key)};
  if (home && *home) {
    candidates.push_back((fs::path(home) / std::string(usual_name)).string());
    candidates.push_back(home);
  }
  for (const std::string& dir : candidates) {
    std::error_code ec;
    if (dir.empty() || !fs::is_directory(dir, ec)) continue;
    if (in_save_folder(dir, save_dir)) continue;
    return dir;
  }
  return "";
}

}  // namespace nonet::platform
