// SPDX-License-Identifier: MIT
// Choosing the save folder (pure) and finding the checkout the game runs from.
#include "save/save_dir.hpp"

#include <string_view>
#include <system_error>

namespace nonet::save {
namespace {

fs::path anchored(const fs::path& p, const fs::path& working_dir) {
  if (p.is_absolute() || working_dir.empty()) return p.lexically_normal();
  return (working_dir / p).lexically_normal();
}

}  // namespace

SaveDirChoice choose_save_dir(const SaveDirInputs& in) {
  if (in.argument && !in.argument->empty()) {
    return {anchored(*in.argument, in.working_dir), SaveDirSource::Argument};
  }
  if (in.environment && !in.environment->empty()) {
    return {anchored(*in.environment, in.working_dir), SaveDirSource::Environment};
  }
  if (in.checkout_root && !in.checkout_root->empty()) {
    return {anchored(*in.checkout_root / "save", in.working_dir), SaveDirSource::Checkout};
  }
  if (in.platform_dir && !in.platform_dir->empty()) {
    return {anchored(*in.platform_dir, in.working_dir), SaveDirSource::Platform};
  }
  return {};
}

std::string describe_source(SaveDirSource source) {
  switch (source) {
    case SaveDirSource::Argument: return "chosen with --save-dir";
    case SaveDirSource::Environment: return "chosen with NONET_SAVE_DIR";
    case SaveDirSource::Checkout: return "the save folder of this Nonet checkout";
    case SaveDirSource::Platform: return "your user data folder";
    case SaveDirSource::None: return "nowhere: progress is not being saved";
  }
  return "";
}

std::optional<fs::path> find_checkout_root(const fs::path& start, int max_levels) {
  std::error_code ec;
  fs::path dir = fs::weakly_canonical(start, ec);
  if (ec) dir = start;
  for (int level = 0; level <= max_levels && !dir.empty(); ++level) {
    if (fs::is_regular_file(dir / "save" / "README.md", ec) &&
        fs::is_directory(dir / "src" / "save", ec)) {
      return dir;
    }
    const fs::path parent = dir.parent_path();
    if (parent == dir) break;
    dir = parent;
  }
  return std::nullopt;
}

SaveDirArgument take_save_dir_argument(std::vector<std::string>& args) {
  SaveDirArgument result;
  static constexpr std::string_view kFlag = "--save-dir";
  for (std::size_t i = 0; i < args.size();) {
    const std::string& a = args[i];
    if (a == kFlag) {
      if (i + 1 >= args.size() || args[i + 1].empty()) {
        result.error = "--save-dir needs a folder: --save-dir DIR";
        args.erase(args.begin() + static_cast<std::ptrdiff_t>(i));
        continue;
      }
      result.dir = args[i + 1];
      args.erase(args.begin() + static_cast<std::ptrdiff_t>(i),
                 args.begin() + static_cast<std::ptrdiff_t>(i + 2));
      continue;
    }
    if (a.size() > kFlag.size() && a.compare(0, kFlag.size(), kFlag) == 0 &&
        a[kFlag.size()] == '=') {
      std::string value = a.substr(kFlag.size() + 1);
      if (value.empty())
        result.error = "--save-dir needs a folder: --save-dir DIR";
      else
        result.dir = std::move(value);
      args.erase(args.begin() + static_cast<std::ptrdiff_t>(i));
      continue;
    }
    ++i;
  }
  return result;
}

}  // namespace nonet::save
