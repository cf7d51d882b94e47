// Asset lookup: the game's data is found from a build folder, and a folder the player names is
// the only one looked in, with an error that names the path it tried.
#include <doctest/doctest.h>

#include <cstdlib>
#include <string>

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
