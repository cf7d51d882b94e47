// SPDX-License-Identifier: MIT
// Asset lookup: the game's data is found from a build folder, and a folder the player names is
// the only one looked in, with an error that names the path it tried.
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "platform/assets.hpp"

using nonet::platform::find_assets;

TEST_CASE("the checkout's assets are found without being named") {
  ::unsetenv("NONET_DATA_DIR");
  const auto found = find_assets("fonts/Inter-Regular.otf", "");
  CHECK_FALSE(found.dir.empty());
  CHECK(found.error().empty());
}

TEST_CASE("a named data folder that lacks the file is an error naming the path") {
  ::unsetenv("NONET_DATA_DIR");
  const auto missing = find_assets("fonts/Inter-Regular.otf", "/nonexistent/nonet-data");
  CHECK(missing.dir.empty());
  REQUIRE(missing.tried.size() == 1);  // no silent fall-back to another copy
  CHECK(missing.error().find("/nonexistent/nonet-data/fonts/Inter-Regular.otf") !=
        std::string::npos);

  ::setenv("NONET_DATA_DIR", "/nonexistent/from-env", 1);
  const auto from_env = find_assets("fonts/Inter-Regular.otf", "");
  CHECK(from_env.dir.empty());
  CHECK(from_env.error().find("/nonexistent/from-env/fonts/Inter-Regular.otf") !=
        std::string::npos);
  // The command-line folder wins over the environment.
  const auto named = find_assets("fonts/Inter-Regular.otf", NONET_SOURCE_DIR "/assets");
  CHECK_FALSE(named.dir.empty());
  ::unsetenv("NONET_DATA_DIR");
}

TEST_CASE("the installed data folder is found relative to the executable, wherever the prefix") {
  namespace fs = std::filesystem;
  using nonet::platform::asset_candidates;
  using nonet::platform::data_dir_from_bindir;
  // Only a relative path is compiled in, so a moved prefix works.
  REQUIRE_FALSE(fs::path(data_dir_from_bindir()).is_absolute());
  for (const std::string prefix : {"/usr", "/opt/elsewhere"}) {
    const auto c = asset_candidates("", prefix + "/bin", std::nullopt);
    REQUIRE(c.size() == 2);
    CHECK(c[0] == prefix + "/bin/assets");
    const fs::path installed(c[1]);
    CHECK(installed.is_absolute());
    CHECK(installed.string().rfind(prefix + "/", 0) == 0);  // inside the same prefix
    CHECK(installed.string().find("..") == std::string::npos);
    CHECK(installed == (fs::path(prefix + "/bin") / data_dir_from_bindir()).lexically_normal());
  }
  // A checkout comes last; a named folder is the only candidate.
  const auto with_checkout = asset_candidates("", "/x/build/ci/src/platform", "/x");
  REQUIRE(with_checkout.size() == 3);
  CHECK(with_checkout[2] == "/x/assets");
  CHECK(asset_candidates("/mine", "/usr/games", "/x") == std::vector<std::string>{"/mine"});
}
