// SPDX-License-Identifier: MIT
// Choosing the save folder: the order of the sources, relative paths, the checkout finder and
// the --save-dir argument.
#include <doctest/doctest.h>

#include "save/save_dir.hpp"
#include "save_test_support.hpp"

using namespace nonet::save;

TEST_CASE("the argument beats the variable beats the checkout beats the platform folder") {
  SaveDirInputs in;
  in.argument = "/a/arg";
  in.environment = "/b/env";
  in.checkout_root = fs::path("/c/checkout");
  in.platform_dir = fs::path("/d/pref/");
  CHECK(choose_save_dir(in).dir == fs::path("/a/arg"));
  CHECK(choose_save_dir(in).source == SaveDirSource::Argument);
  in.argument.reset();
  CHECK(choose_save_dir(in).dir == fs::path("/b/env"));
  CHECK(choose_save_dir(in).source == SaveDirSource::Environment);
  in.environment = "";  // set but empty counts as unset
  CHECK(choose_save_dir(in).dir == fs::path("/c/checkout/save"));
  CHECK(choose_save_dir(in).source == SaveDirSource::Checkout);
  in.checkout_root.reset();
  CHECK(choose_save_dir(in).dir == fs::path("/d/pref/"));
  CHECK(choose_save_dir(in).source == SaveDirSource::Platform);
  in.platform_dir.reset();
  CHECK(choose_save_dir(in).dir.empty());
  CHECK(choose_save_dir(in).source == SaveDirSource::None);
  CHECK(describe_source(SaveDirSource::None).find("not being saved") != std::string::npos);
}

TEST_CASE("relative folders are taken from the working folder") {
  SaveDirInputs in;
  in.working_dir = "/home/p/games";
  in.argument = "../saves/./mine";
  CHECK(choose_save_dir(in).dir == fs::path("/home/p/saves/mine"));
  in.argument.reset();
  in.environment = "x";
  CHECK(choose_save_dir(in).dir == fs::path("/home/p/games/x"));
}

TEST_CASE("the checkout is found from the build folder, and only a real checkout") {
  testing::ScratchFolder dir;
  const fs::path root = dir / "nonet";
  fs::create_directories(root / "save");
  fs::create_directories(root / "src" / "save");
  fs::create_directories(root / "build" / "ci" / "src" / "platform");
  testing::write_all(root / "save" / "README.md", "saves");
  const auto found = find_checkout_root(root / "build" / "ci" / "src" / "platform");
  REQUIRE(found.has_value());
  CHECK(fs::equivalent(*found, root));
  // Too far up.
  CHECK_FALSE(find_checkout_root(root / "build" / "ci" / "src" / "platform", 2).has_value());
  // An installed game: no save/README.md next to src/save.
  fs::remove(root / "save" / "README.md");
  CHECK_FALSE(find_checkout_root(root / "build" / "ci").has_value());
}

TEST_CASE("this very checkout is recognised") {
  const auto found = find_checkout_root(fs::path(NONET_SOURCE_DIR) / "build" / "x");
  REQUIRE(found.has_value());
  CHECK(fs::equivalent(*found, NONET_SOURCE_DIR));
}

TEST_CASE("--save-dir is taken out of the arguments in both spellings") {
  std::vector<std::string> args = {"--script", "s.txt", "--save-dir", "/tmp/x", "--fast"};
  SaveDirArgument a = take_save_dir_argument(args);
  CHECK(a.dir == std::optional<std::string>("/tmp/x"));
  CHECK(a.error.empty());
  CHECK(args == std::vector<std::string>{"--script", "s.txt", "--fast"});

  args = {"--save-dir=/y"};
  a = take_save_dir_argument(args);
  CHECK(a.dir == std::optional<std::string>("/y"));
  CHECK(args.empty());

  args = {"--fast", "--save-dir"};
  a = take_save_dir_argument(args);
  CHECK_FALSE(a.dir.has_value());
  CHECK(a.error.find("needs a folder") != std::string::npos);
  CHECK(args == std::vector<std::string>{"--fast"});

  args = {"--save-dir="};
  CHECK_FALSE(take_save_dir_argument(args).error.empty());

  args = {"--save-directory", "z"};  // a different flag: left alone
  a = take_save_dir_argument(args);
  CHECK_FALSE(a.dir.has_value());
  CHECK(args.size() == 2);
}
