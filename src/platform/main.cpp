// nonet: the game's entry point. Parses the command line, then hands over to GameApp.
// Errors at start-up (no OpenGL 3.3, a missing font, a bad script) print one clear message
// and exit with status 1; they never crash.
#include <SDL2/SDL.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "platform/bindings.hpp"
#include "platform/game_app.hpp"
#include "platform/pad_bindings.hpp"
#include "save/save_dir.hpp"

namespace {

constexpr const char* kUsage =
    "usage: nonet [options]\n"
    "  --script FILE       play a script of timed inputs (docs/SCRIPTS.md); exit 1 if an "
    "expectation fails\n"
    "  --screenshot PATH   save the first complete frame as PNG and exit\n"
    "  --fixed-step        advance the game one tick (1/60 s) per frame, for deterministic runs\n"
    "  --size WxH          window size in points (default 1280x800)\n"
    "  --theme NAME        light, dark or contrast\n"
    "  --fullscreen        start fullscreen (F11 or Alt+Enter toggles)\n"
    "  --stats             show draw calls, vertices and frame time (F3 toggles)\n"
    "  --save-dir DIR      keep progress, settings and the stage in progress in DIR (also\n"
    "                      --save-dir=DIR or NONET_SAVE_DIR; default: save/ in a checkout, else\n"
    "                      the user data folder; scripted runs save only when given)\n"
    "  --data-dir DIR      folder holding fonts/ (default: found next to the executable or "
    "source)\n"
    "  --print-bindings    print the keyboard, mouse and gamepad controls as Markdown tables and\n"
    "                      exit\n"
    "  --help              this text\n";

bool parse_size(const char* s, int& w, int& h) {
  return std::sscanf(s, "%dx%d", &w, &h) == 2 && w >= 320 && h >= 240 && w <= 16384 && h <= 16384;
}

}  // namespace

int main(int argc, char** argv) {
  using nonet::platform::RunOptions;
  RunOptions opt;
  std::vector<std::string> args(argv + 1, argv + argc);
  // "--save-dir DIR" and "--save-dir=DIR" go through the save layer's tested parser first.
  const nonet::save::SaveDirArgument save_dir = nonet::save::take_save_dir_argument(args);
  if (!save_dir.error.empty()) {
    std::fprintf(stderr, "nonet: %s\n%s", save_dir.error.c_str(), kUsage);
    return 2;
  }
  if (save_dir.dir) opt.save_dir = *save_dir.dir;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    auto value = [&](const char* name) -> const char* {
      if (i + 1 >= args.size()) {
        std::fprintf(stderr, "nonet: %s needs a value\n%s", name, kUsage);
        std::exit(2);
      }
      return args[++i].c_str();
    };
    if (a == "--script")
      opt.script_path = value("--script");
    else if (a == "--screenshot")
      opt.screenshot_path = value("--screenshot");
    else if (a == "--data-dir")
      opt.data_dir = value("--data-dir");
    else if (a == "--fixed-step")
      opt.fixed_step = true;
    else if (a == "--stats")
      opt.stats = true;
    else if (a == "--fullscreen")
      opt.fullscreen = true;
    else if (a == "--size") {
      if (!parse_size(value("--size"), opt.width, opt.height)) {
        std::fprintf(stderr, "nonet: --size wants WxH, e.g. 1280x800\n");
        return 2;
      }
      opt.size_set = true;
    } else if (a == "--theme") {
      const std::string t = value("--theme");
      if (t == "light")
        opt.theme = nonet::game::Theme::Light;
      else if (t == "dark")
        opt.theme = nonet::game::Theme::Dark;
      else if (t == "contrast")
        opt.theme = nonet::game::Theme::HighContrast;
      else {
        std::fprintf(stderr, "nonet: --theme is light, dark or contrast, not '%s'\n", t.c_str());
        return 2;
      }
    } else if (a == "--print-bindings") {
      std::fputs(nonet::platform::controls_markdown().c_str(), stdout);
      std::fputs(("\n" + nonet::platform::pad_controls_markdown()).c_str(), stdout);
      return 0;
    } else if (a == "--help" || a == "-h") {
      std::fputs(kUsage, stdout);
      return 0;
    } else {
      std::fprintf(stderr, "nonet: unknown option '%s'\n%s", a.c_str(), kUsage);
      return 2;
    }
  }
  if (SDL_Init(0) != 0) {
    std::fprintf(stderr, "nonet: cannot start SDL: %s\n", SDL_GetError());
    return 1;
  }
  int status = 1;
  {
    nonet::platform::GameApp app;
    if (std::string e = app.start(opt); !e.empty()) {
      std::fprintf(stderr, "nonet: %s\n", e.c_str());
    } else {
      status = app.run();
    }
  }
  SDL_Quit();
  return status;
}
