// SPDX-License-Identifier: MIT
// Scripts are checked when parsed (docs/SCRIPTS.md): a bad argument, an unknown verb or a wrong
// number of arguments stops the script before anything runs, naming the line; every script the
// project ships parses (tests/integration/bad_*.txt fail as their tests expect); every verb of
// the table is documented.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "game/game.hpp"
#include "game/targets.hpp"
#include "platform/script.hpp"
#include "platform/script_verbs.hpp"
#include "platform_test_stage.hpp"

using namespace nonet;
using namespace nonet::platform;

namespace {

std::string read(const std::filesystem::path& p) {
  std::ifstream in(p);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// A few good lines (and a comment and a blank line), then `bad` as line 6.
std::string with_bad_line(const std::string& bad) {
  return "# a script\nkey Return\n\nwait 20\nexpect screen play\n" + bad + "\nquit\n";
}

}  // namespace

TEST_CASE("a bad argument, verb or count fails in parse_script with its line") {
  struct Bad {
    const char* line;
    const char* says;  // part of the message
  };
  const Bad cases[] = {
      // Numbers.
      {"wait soon", "wait wants ticks"},
      {"wait -3", "wait wants ticks"},
      {"key Up twice", "key count"},
      {"key Up 0", "key count"},
      {"wheel 1.5", "wheel notches"},
      {"resize 10 800", "resize width"},
      {"solve all", "solve count"},
      {"expect mistakes x", "mistakes"},
      {"expect stage 101", "stage"},
      {"expect pixel 10 y #FFFFFF", "pixel Y"},
      {"expect pixel 10 20 #FFFFFF loose", "tolerance"},
      {"pad a 0", "pad count"},
      {"pad-use 0", "pad number"},
      {"pad-stick 0 2", "pad-stick"},
      {"click 10 ten", "expected X Y or a target name"},
      // Colours.
      {"expect pixel 10 20 #GGGGGG", "colour must be #RRGGBB"},
      {"expect cell-color r1c1 #12345", "colour must be #RRGGBB"},
      {"expect cell-color r1c1 white", "colour must be #RRGGBB"},
      // Cells.
      {"expect digit r0c1 5", "expected a cell"},
      {"expect selected r1c10", "expected a cell"},
      {"expect notes x1c1 12", "expected a cell"},
      {"expect colour r1c1 7", "colour"},
      {"expect colour r1c1 n0 2", "n1..n9"},
      {"expect colour r1c0 2", "expected a cell"},
      {"expect palette ajar", "expected one of open, closed"},
      {"right-click", "takes 1-2 argument"},
      {"expect digit r1c1 10", "digit"},
      {"expect notes r1c1 21", "notes are ascending digits"},
      // Target names and other names.
      {"click r1c0", "expected X Y or a target name"},
      {"tap tile101", "expected X Y or a target name"},
      {"move frobnicate", "expected X Y or a target name"},
      {"drag r1c1 nowhere", "drag wants FROM TO"},
      {"key Retrun", "unknown key 'Retrun'"},
      {"pad z", "unknown pad button 'z'"},
      {"pad-attach sega", "expected one of xbox"},
      {"expect screen menu", "expected one of title"},
      {"expect notes-mode maybe", "expected one of on, off"},
      // Verbs.
      {"klick 10 10", "unknown command 'klick'"},
      {"expect bogus 1", "unknown expectation 'expect bogus'"},
      {"expect", "'expect' wants what to expect"},
      // Counts.
      {"wait", "'wait' takes 1 argument(s), got 0"},
      {"key", "'key' takes 1-2 argument(s), got 0"},
      {"quit now", "'quit' takes 0 argument(s), got 1"},
      {"click 1 2 3", "'click' takes 1-2 argument(s), got 3"},
      {"expect screen", "'expect screen' takes 1 argument(s), got 0"},
      {"expect digit r1c1", "'expect digit' takes 2 argument(s), got 1"},
  };
  for (const Bad& b : cases) {
    const std::string line = b.line;
    CAPTURE(line);
    const ParsedScript p = parse_script(with_bad_line(b.line));
    CHECK(p.error.rfind("line 6: ", 0) == 0);
    CHECK(p.error.find(b.says) != std::string::npos);
    CAPTURE(p.error);
    CHECK(p.commands.size() == 3);  // only the good lines before it
  }
}

TEST_CASE("the same lines with good arguments parse") {
  const char* good[] = {
      "wait 1.5s",
      "key ctrl+shift+z 2",
      "type 368",
      "wheel -2",
      "resize 480 640",
      "solve 3",
      "click 100 200.5",
      "click fill-notes",
      "move key5",
      "tap tile12",
      "long-press key3",
      "drag 640 700 640 200",
      "drag r1c1 r9c9",
      "drag r1c1 100 200",
      "drag 100 200 r1c1",
      "pad-attach ps5",
      "pad rt 3",
      "pad-stick -1 0.5",
      "expect pixel 1 2 #C9DDFB 40",
      "expect cell-color R5C5 #c9ddfb",
      "expect notes r4c5 236",
      "expect notes r4c5 -",
      "expect prompts none",
      "click back",
      "tap item11",
      "expect focus 3",
  };
  for (const char* g : good) {
    const std::string line = g;
    CAPTURE(line);
    const ParsedScript p = parse_script(with_bad_line(g));
    CHECK(p.error.empty());
    CHECK(p.commands.size() == 5);
  }
}

TEST_CASE("every target on the play screen is a name a script can click") {
  game::Game g(test::test_stage);
  REQUIRE(g.start_stage(1));
  const game::TargetList list = game::targets(g);
  REQUIRE(list.size() == 1 + 81 + 9 + game::kActionButtonCount);
  for (const game::Target& t : list) {
    const std::string line = "click " + game::target_name(t);
    CAPTURE(line);
    CHECK(parse_script(line).error.empty());
  }
}

TEST_CASE("every script the project ships parses; the bad examples fail on their lines") {
  const std::filesystem::path root = NONET_SOURCE_DIR;
  int scripts = 0;
  for (const char* dir : {"tests/integration", "tests/golden"}) {
    for (const auto& e : std::filesystem::directory_iterator(root / dir)) {
      const std::string file = e.path().filename().string();
      if (e.path().extension() != ".txt" || file == "CMakeLists.txt") continue;
      CAPTURE(file);
      const ParsedScript p = parse_script(read(e.path()));
      if (file == "bad_script.txt") {
        CHECK(p.error == "line 2: unknown command 'klick'");
      } else if (file == "bad_argument.txt") {
        CHECK(p.error == "line 4: colour must be #RRGGBB, got '#C9DDFG'");
      } else {
        CHECK(p.error.empty());
        CHECK_FALSE(p.commands.empty());
      }
      ++scripts;
    }
  }
  CHECK(scripts >= 10);
}

TEST_CASE("every verb of the table is in docs/SCRIPTS.md") {
  const std::string doc = read(std::filesystem::path(NONET_SOURCE_DIR) / "docs/SCRIPTS.md");
  REQUIRE_FALSE(doc.empty());
  for (const ScriptVerb& v : script_verbs()) {
    const std::string name(v.name);
    CAPTURE(name);
    CHECK(doc.find("`" + name) != std::string::npos);
    CHECK(v.min_args <= v.max_args);
  }
}
