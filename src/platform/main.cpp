// SPDX-License-Identifier: MIT
// nonet: the game's entry point. Parses the command line (getopt_long: `--opt value` and
// `--opt=value`; docs/PACKAGING.md says why), then hands over to GameApp.
// Errors at start-up (no display, no OpenGL 3.3, a missing font, a bad script) print one clear
// message, also in a message box when there is a display, and exit with status 1; they never
// crash. Exit codes: 0 ok, 1 failure, 2 usage.
#include <SDL2/SDL.h>
#include <getopt.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "game/format.hpp"
#include "i18n/i18n.hpp"
#include "platform/bindings.hpp"
#include "platform/desktop.hpp"
#include "platform/game_app.hpp"
#include "platform/pad_bindings.hpp"

#ifndef NONET_VERSION
#define NONET_VERSION "unknown"
#endif

namespace {

constexpr const char* kUsage =
    "usage: nonet [OPTION]...\n"
    "Nonet, a Sudoku game: 100 stages of rising difficulty, hints that explain why.\n"
    "\n"
    "  --fullscreen        start fullscreen (F11 or Alt+Enter toggles)\n"
    "  --size=WxH          window size in points (default: the last size, else 1280x800,\n"
    "                      fitted to the desktop)\n"
    "  --theme=NAME        light, dark or contrast\n"
    "  --language=TAG      play in this language and keep it in Settings: en, ko, ja, zh_CN,\n"
    "                      uk, de, fr, es, it, pt_BR, ru, or system (the default: LANGUAGE,\n"
    "                      LC_ALL, LC_MESSAGES, LANG)\n"
    "  --pseudo=NAME       draw every text in a pseudo-locale, to test layouts: accented\n"
    "                      (longer words, accented letters) or ideographic (CJK, no spaces)\n"
    "  --save-dir=DIR      keep progress, settings and the stage in progress in DIR (also\n"
    "                      NONET_SAVE_DIR; default: save/ in a checkout, else the user data\n"
    "                      folder; scripted runs save only when given)\n"
    "  --export-dir=DIR    write exported pictures and the book of all stages into DIR\n"
    "                      (default: the pictures and documents folders; scripted runs\n"
    "                      export only when given)\n"
    "  --data-dir=DIR      folder holding fonts/ (also NONET_DATA_DIR; default: found from the\n"
    "                      executable's folder)\n"
    "  --stats             show draw calls, vertices and frame time (F3 toggles)\n"
    "  --script=FILE       play a script of timed inputs; exit 1 if an expectation fails\n"
    "  --screenshot=PATH   save the first complete frame as PNG and exit\n"
    "  --fixed-step        advance the game one tick (1/60 s) per frame, for deterministic runs\n"
    "  --print-bindings    print the keyboard, mouse and gamepad controls as Markdown and exit\n"
    "  --verbose           report start-up details (audio device, gamepad mappings)\n"
    "  --version           print the version and licences and exit\n"
    "  -h, --help          this text\n"
    "\n"
    "Every option taking a value also accepts it as the next word (--size 1280x800).\n"
    "Without a display, Nonet refuses to start unless SDL_VIDEODRIVER, --script or\n"
    "--screenshot asks for an invisible run. See nonet(6).\n";

constexpr const char* kVersion =
    "nonet " NONET_VERSION
    "\n"
    "Copyright (c) the Nonet authors. The code is under the MIT licence (LICENSE); the Inter\n"
    "fonts are under the SIL Open Font License 1.1 (OFL.txt). Both are installed with the\n"
    "documentation. Chinese, Japanese and Korean text is drawn with Noto Sans CJK (Adobe and\n"
    "Google, SIL Open Font License 1.1), read from the system (fonts-noto-cjk).\n"
    "There is NO WARRANTY, to the extent permitted by law.\n";

int usage_error(const std::string& message) {
  std::fprintf(stderr, "nonet: %s (see nonet --help)\n", message.c_str());
  return 2;
}

bool parse_size(const char* s, int& w, int& h) {
  char tail = 0;
  return std::sscanf(s, "%dx%d%c", &w, &h, &tail) == 2 && w >= 320 && h >= 240 && w <= 16384 &&
         h <= 16384;
}

enum OptionId : int {
  kScript = 256,
  kScreenshot,
  kFixedStep,
  kSize,
  kTheme,
  kPseudo,
  kLanguage,
  kFullscreen,
  kStats,
  kSaveDir,
  kDataDir,
  kExportDir,
  kPrintBindings,
  kVerbose,
  kVersionOption,
  kHelp = 'h',
};

constexpr option kOptions[] = {
    {"script", required_argument, nullptr, kScript},
    {"screenshot", required_argument, nullptr, kScreenshot},
    {"fixed-step", no_argument, nullptr, kFixedStep},
    {"size", required_argument, nullptr, kSize},
    {"theme", required_argument, nullptr, kTheme},
    {"pseudo", required_argument, nullptr, kPseudo},
    {"language", required_argument, nullptr, kLanguage},
    {"fullscreen", no_argument, nullptr, kFullscreen},
    {"stats", no_argument, nullptr, kStats},
    {"save-dir", required_argument, nullptr, kSaveDir},
    {"data-dir", required_argument, nullptr, kDataDir},
    {"export-dir", required_argument, nullptr, kExportDir},
    {"print-bindings", no_argument, nullptr, kPrintBindings},
    {"verbose", no_argument, nullptr, kVerbose},
    {"version", no_argument, nullptr, kVersionOption},
    {"help", no_argument, nullptr, kHelp},
    {nullptr, 0, nullptr, 0},
};

}  // namespace

int main(int argc, char** argv) {
  using nonet::platform::RunOptions;
  RunOptions opt;
  opterr = 0;  // messages are ours, in one style
  for (;;) {
    const int id = getopt_long(argc, argv, ":h", kOptions, nullptr);
    if (id == -1) break;
    const char* value = optarg;
    switch (id) {
      case kScript: opt.script_path = value; break;
      case kScreenshot: opt.screenshot_path = value; break;
      case kDataDir: opt.data_dir = value; break;
      case kExportDir:
        if (*value == '\0') return usage_error("--export-dir needs a folder: --export-dir=DIR");
        opt.export_dir = value;
        break;
      case kSaveDir:
        if (*value == '\0') return usage_error("--save-dir needs a folder: --save-dir=DIR");
        opt.save_dir = value;
        break;
      case kFixedStep: opt.fixed_step = true; break;
      case kStats: opt.stats = true; break;
      case kFullscreen: opt.fullscreen = true; break;
      case kVerbose: opt.verbose = true; break;
      case kSize:
        if (!parse_size(value, opt.width, opt.height))
          return usage_error("--size wants WxH from 320x240 to 16384x16384, e.g. 1280x800");
        opt.size_set = true;
        break;
      case kTheme: {
        const std::string t = value;
        if (t == "light")
          opt.theme = nonet::game::Theme::Light;
        else if (t == "dark")
          opt.theme = nonet::game::Theme::Dark;
        else if (t == "contrast")
          opt.theme = nonet::game::Theme::HighContrast;
        else
          return usage_error("--theme is light, dark or contrast, not '" + t + "'");
        break;
      }
      case kPseudo:
        opt.pseudo = nonet::render::pseudo_from_name(value);
        if (opt.pseudo == nonet::render::Pseudo::None)
          return usage_error(std::string("--pseudo is accented or ideographic, not '") + value +
                             "'");
        break;
      case kLanguage: {
        const std::string tag = value;
        if (tag == "system") {
          opt.language = "";
        } else if (nonet::i18n::find_language(tag)) {
          opt.language = tag;
        } else {
          std::string known;
          for (const nonet::i18n::Language& l : nonet::i18n::languages())
            known += std::string(known.empty() ? "" : ", ") + l.tag;
          return usage_error("--language is system or one of " + known + ", not '" + tag + "'");
        }
        break;
      }
      case kPrintBindings:
        std::fputs(nonet::platform::controls_markdown().c_str(), stdout);
        std::fputs(("\n" + nonet::platform::pad_controls_markdown()).c_str(), stdout);
        return std::fflush(stdout) == 0 && !std::ferror(stdout) ? 0 : 1;
      case kVersionOption: std::fputs(kVersion, stdout); return 0;
      case kHelp: std::fputs(kUsage, stdout); return 0;
      case ':': return usage_error(std::string("option '") + argv[optind - 1] + "' needs a value");
      default: return usage_error(std::string("unknown option '") + argv[optind - 1] + "'");
    }
  }
  if (optind < argc) return usage_error(std::string("unexpected argument '") + argv[optind] + "'");

  // Start-up details (the audio device, gamepad mappings) only when asked for; warnings stay.
  SDL_LogSetAllPriority(opt.verbose ? SDL_LOG_PRIORITY_INFO : SDL_LOG_PRIORITY_WARN);
  nonet::platform::set_app_identity();
  if (SDL_Init(SDL_INIT_VIDEO) != 0) {
    // TRANSLATORS: a start-up error; {0} is SDL's reason, in English.
    const char* pattern = nonet::i18n::tr("cannot start SDL video: {0}");
    nonet::platform::report_fatal_error(nonet::game::format(pattern, {SDL_GetError()}));
    SDL_Quit();
    return 1;
  }
  // SDL falls back to a driver that shows nothing when no display is reachable: refuse that
  // unless an invisible run was asked for.
  const char* asked = SDL_getenv("SDL_VIDEODRIVER");
  const bool invisible_ok =
      (asked && *asked) || !opt.script_path.empty() || !opt.screenshot_path.empty();
  const char* driver = SDL_GetCurrentVideoDriver();
  if (std::string e = nonet::platform::no_display_error(driver ? driver : "", invisible_ok);
      !e.empty()) {
    std::fprintf(stderr, "nonet: %s\n", e.c_str());
    SDL_Quit();
    return 1;
  }
  int status = 1;
  {
    nonet::platform::GameApp app;
    if (std::string e = app.start(opt); !e.empty()) {
      nonet::platform::report_fatal_error(e);
    } else {
      status = app.run();
    }
  }
  SDL_Quit();
  return status;
}
