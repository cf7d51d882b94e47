// SPDX-License-Identifier: MIT
// The script verb table: arguments checked at parse time, commands run against the game.
#include "platform/script_verbs.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <initializer_list>
#include <limits>
#include <optional>
#include <vector>

#include "core/grid.hpp"
#include "core/practice.hpp"
#include "core/sum_tiles.hpp"
#include "core/text.hpp"
#include "game/board_words.hpp"
#include "game/code_entry.hpp"
#include "game/screens.hpp"
#include "game/targets.hpp"
#include "game/touch_input.hpp"
#include "i18n/i18n.hpp"
#include "platform/script_players.hpp"

namespace nonet::platform {

namespace {

// ---- Argument forms ---------------------------------------------------------------------------

bool parse_int(std::string_view s, int& out) {
  const auto r = std::from_chars(s.data(), s.data() + s.size(), out);
  return !s.empty() && r.ec == std::errc{} && r.ptr == s.data() + s.size();
}

bool parse_float(const std::string& s, float& out) {
  char* end = nullptr;
  out = std::strtof(s.c_str(), &end);
  return !s.empty() && end && *end == '\0' && std::isfinite(out);
}

bool parse_color(std::string_view s, std::uint8_t& r, std::uint8_t& g, std::uint8_t& b) {
  if (s.size() != 7 || s[0] != '#') return false;
  unsigned v = 0;
  const auto res = std::from_chars(s.data() + 1, s.data() + 7, v, 16);
  if (res.ec != std::errc{} || res.ptr != s.data() + 7) return false;
  r = static_cast<std::uint8_t>(v >> 16);
  g = static_cast<std::uint8_t>(v >> 8);
  b = static_cast<std::uint8_t>(v);
  return true;
}

// "1.5s" -> ticks; "90" -> 90 ticks.
bool parse_wait(const std::string& s, int& ticks) {
  if (!s.empty() && s.back() == 's') {
    float sec = 0;
    if (!parse_float(s.substr(0, s.size() - 1), sec) || sec < 0) return false;
    ticks = static_cast<int>(std::lround(sec * game::kTicksPerSecond));
    return true;
  }
  return parse_int(s, ticks) && ticks >= 0;
}

struct KeySpec {
  SDL_Keycode key = SDLK_UNKNOWN;
  Uint16 mods = 0;
};

// "ctrl+z", "alt+Return", "shift+ctrl+z", or a key name as SDL spells it ("Right", "5").
// SDL's key names are a fixed table, readable before SDL is initialised (parse time).
std::optional<KeySpec> parse_key(const std::string& spec) {
  KeySpec k;
  std::string rest = spec;
  for (;;) {
    const std::size_t plus = rest.find('+');
    if (plus == std::string::npos || plus + 1 == rest.size()) break;
    std::string m = rest.substr(0, plus);
    std::transform(m.begin(), m.end(), m.begin(),
                   [](unsigned char ch) { return static_cast<char>(std::tolower(ch)); });
    if (m == "ctrl")
      k.mods |= KMOD_LCTRL;
    else if (m == "alt")
      k.mods |= KMOD_LALT;
    else if (m == "shift")
      k.mods |= KMOD_LSHIFT;
    else
      break;
    rest = rest.substr(plus + 1);
  }
  k.key = SDL_GetKeyFromName(rest.c_str());
  if (k.key == SDLK_UNKNOWN) return std::nullopt;
  return k;
}

// ---- Parse-time checks (each "" or what is wrong) ---------------------------------------------

std::string no_check(ScriptArgs) { return ""; }

std::string check_int(const std::string& arg, const char* what, int min, int max) {
  int n = 0;
  if (parse_int(arg, n) && n >= min && n <= max) return "";
  std::string range =
      max == std::numeric_limits<int>::max()
          ? "a whole number from " + std::to_string(min)
          : "a whole number from " + std::to_string(min) + " to " + std::to_string(max);
  return std::string(what) + " must be " + range + ", got '" + arg + "'";
}
constexpr int kAny = std::numeric_limits<int>::max();

std::string check_cell(const std::string& arg) {
  if (parse_cell_name(arg) >= 0) return "";
  return "expected a cell such as r5c6, got '" + arg + "'";
}

std::string check_color(const std::string& arg) {
  std::uint8_t r = 0, g = 0, b = 0;
  if (parse_color(arg, r, g, b)) return "";
  return "colour must be #RRGGBB, got '" + arg + "'";
}

std::string check_key(const std::string& arg) {
  if (parse_key(arg)) return "";
  return "unknown key '" + arg + "' (SDL's key names: Return, Escape, Up, Space, 5, F3, ...)";
}

std::string check_one_of(const std::string& arg, std::initializer_list<std::string_view> names) {
  for (std::string_view n : names) {
    if (arg == n) return "";
  }
  std::string list;
  for (std::string_view n : names) list += (list.empty() ? "" : ", ") + std::string(n);
  return "expected one of " + list + ", got '" + arg + "'";
}

// A target is "X Y" in drawable pixels or one name (game/targets.hpp). Which named targets
// exist depends on the screen at run time; the name's form is checked here.
std::string check_target(ScriptArgs a) {
  float x = 0, y = 0;
  if (a.size() == 2 && parse_float(a[0], x) && parse_float(a[1], y)) return "";
  if (a.size() == 1 && game::is_target_name(a[0])) return "";
  std::string got;
  for (const std::string& w : a) got += (got.empty() ? "" : " ") + w;
  return "expected X Y or a target name (r1c2, key5, undo, redo, erase, notes, fill-notes, "
         "hint, pause, item0, tile12, back), got '" +
         got + "'";
}

// "drag FROM TO", each end a name or X Y: where FROM ends (0 if no split works).
std::size_t drag_split(ScriptArgs a) {
  for (std::size_t split = 1; split <= 2 && split < a.size(); ++split) {
    if (check_target(a.first(split)).empty() && check_target(a.subspan(split)).empty())
      return split;
  }
  return 0;
}

std::string check_pad_button(const std::string& arg) {
  if (DeviceScript::is_pad_button(arg)) return "";
  return "unknown pad button '" + arg + "' (a b x y back start lb rb lt rt up down left right)";
}

std::string check_unit(const std::string& arg) {
  float v = 0;
  if (parse_float(arg, v) && v >= -1 && v <= 1) return "";
  return "pad-stick wants X and Y from -1 to 1, got '" + arg + "'";
}

// Notes as `expect notes` writes them: ascending digits ("236") or "-" for none.
std::string check_note_digits(const std::string& arg) {
  bool ok = arg == "-" || !arg.empty();
  for (std::size_t i = 0; ok && arg != "-" && i < arg.size(); ++i)
    ok = arg[i] >= '1' && arg[i] <= '9' && (i == 0 || arg[i] > arg[i - 1]);
  if (ok) return "";
  return "notes are ascending digits 1-9 (236) or - for none, got '" + arg + "'";
}

// The first non-empty of several checks.
template <typename... Checks>
std::string first_error(Checks... checks) {
  std::string e;
  ((e.empty() ? (void)(e = checks()) : (void)0), ...);
  return e;
}

// ---- Running --------------------------------------------------------------------------------

int int_arg(const std::string& s) {
  int n = 0;
  parse_int(s, n);
  return n;
}

float float_arg(const std::string& s) {
  float v = 0;
  parse_float(s, v);
  return v;
}

// The SDL_TEXTINPUT event of a printable character (what the code dialog reads).
void type_char(ScriptState& s, char ch) {
  if (static_cast<unsigned char>(ch) < 0x20 || static_cast<unsigned char>(ch) >= 0x7F) return;
  SDL_Event e{};
  e.type = SDL_TEXTINPUT;
  e.text.text[0] = ch;
  s.inject(e);
}

// The point a target stands for: X Y as given, or the centre of the named target on the
// current screen; nullopt (reported) when the name is not on this screen.
std::optional<game::Point> resolve_target(ScriptState& s, ScriptArgs a, int line) {
  float x = 0, y = 0;
  if (a.size() == 2 && parse_float(a[0], x) && parse_float(a[1], y)) return game::Point{x, y};
  const std::optional<game::Target> t = game::find_target(game::targets(s.game), a[0]);
  if (!t) {
    s.fail(line,
           "no target '" + a[0] + "' on the " + game::screen_name(s.game.screen()) + " screen");
    return std::nullopt;
  }
  return game::Point{t->rect.cx(), t->rect.cy()};
}

template <Uint8 kButton>
void click(ScriptState& s, ScriptArgs a, int line) {
  const auto p = resolve_target(s, a, line);
  if (!p) return;
  SDL_Event e{};
  e.type = SDL_MOUSEBUTTONDOWN;
  e.button.button = kButton;
  e.button.state = SDL_PRESSED;
  e.button.clicks = 1;
  // Script coordinates are drawable pixels; the event carries them as the window would, and the
  // platform scales them back (so HiDPI scaling is exercised too).
  e.button.x = static_cast<Sint32>(std::lround(p->x));
  e.button.y = static_cast<Sint32>(std::lround(p->y));
  e.button.which = 0;
  s.inject(e);
  e.type = SDL_MOUSEBUTTONUP;
  e.button.state = SDL_RELEASED;
  s.inject(e);
}

void move(ScriptState& s, ScriptArgs a, int line) {
  const auto p = resolve_target(s, a, line);
  if (!p) return;
  SDL_Event e{};
  e.type = SDL_MOUSEMOTION;
  e.motion.x = static_cast<Sint32>(std::lround(p->x));
  e.motion.y = static_cast<Sint32>(std::lround(p->y));
  s.inject(e);
}

// A command that wants a point runs `f` with it (the devices' finger commands).
template <void (DeviceScript::*F)(float, float)>
void at_target(ScriptState& s, ScriptArgs a, int line) {
  if (const auto p = resolve_target(s, a, line)) (s.devices.*F)(p->x, p->y);
}

void device_result(ScriptState& s, int line, const std::string& error) {
  if (!error.empty()) s.fail(line, error);
}

void expect_pixel(ScriptState& s, int line, int x, int y, ScriptArgs colour_and_tolerance) {
  FrameRequest r;
  r.kind = FrameRequest::Kind::Pixel;
  r.line = line;
  r.x = x;
  r.y = y;
  parse_color(colour_and_tolerance[0], r.r, r.g, r.b);
  r.tolerance = colour_and_tolerance.size() > 1 ? int_arg(colour_and_tolerance[1]) : 8;
  s.requests.push_back(r);
}

std::string check_pixel_colour(ScriptArgs a) {  // #RRGGBB [TOL]
  return first_error([&] { return check_color(a[0]); },
                     [&] { return a.size() > 1 ? check_int(a[1], "tolerance", 0, 255) : ""; });
}

// Compares and reports: `expect` forms whose answer is one value.
void expect_equal(ScriptState& s, int line, const std::string& want, const std::string& have,
                  const std::string& what) {
  if (want != have) s.fail(line, "expected " + what + " " + want + ", have " + have);
}

const char* family_name(game::PadFamily f) {
  switch (f) {
    case game::PadFamily::Xbox: return "xbox";
    case game::PadFamily::PlayStation: return "playstation";
    case game::PadFamily::Nintendo: return "nintendo";
  }
  return "?";
}

// ---- The table --------------------------------------------------------------------------------

const ScriptVerb kVerbs[] = {
    // Time.
    {"wait", 1, 1,
     [](ScriptArgs a) -> std::string {
       int t = 0;
       if (parse_wait(a[0], t)) return "";
       return "wait wants ticks (90) or seconds (1.5s), got '" + a[0] + "'";
     },
     [](ScriptState& s, ScriptArgs a, int) {
       int t = 0;
       parse_wait(a[0], t);
       s.wait_until = s.game.now() + t;
     }},

    // Keyboard and mouse.
    {"key", 1, 2,
     [](ScriptArgs a) {
       return first_error(
           [&] { return check_key(a[0]); },
           [&] { return a.size() > 1 ? check_int(a[1], "key count", 1, kAny) : ""; });
     },
     [](ScriptState& s, ScriptArgs a, int line) {
       const int count = a.size() > 1 ? int_arg(a[1]) : 1;
       for (int i = 0; i < count; ++i) press_key(s, a[0], line);
     }},
    {"type", 1, 1,
     [](ScriptArgs a) -> std::string {
       for (char ch : a[0]) {
         if (std::string e = check_key(std::string(1, ch)); !e.empty()) return e;
       }
       return "";
     },
     [](ScriptState& s, ScriptArgs a, int line) {
       for (char ch : a[0]) {
         press_key(s, std::string(1, ch), line);
         type_char(s, ch);  // the text event a real keyboard sends after the key
       }
     }},
    {"paste", 1, 1, no_check,
     [](ScriptState& s, ScriptArgs a, int line) {
       SDL_SetClipboardText(a[0].c_str());  // then Ctrl+V, as a player pastes
       press_key(s, "ctrl+v", line);
     }},
    {"click", 1, 2, check_target, click<SDL_BUTTON_LEFT>},
    {"right-click", 1, 2, check_target, click<SDL_BUTTON_RIGHT>},
    {"move", 1, 2, check_target, move},
    {"wheel", 1, 1, [](ScriptArgs a) { return check_int(a[0], "wheel notches", -kAny, kAny); },
     [](ScriptState& s, ScriptArgs a, int) {
       SDL_Event e{};
       e.type = SDL_MOUSEWHEEL;
       e.wheel.y = int_arg(a[0]);
       s.inject(e);
     }},
    // A file dropped on the window (a collection of puzzles; the path as the script names it).
    {"drop", 1, 1, no_check,
     [](ScriptState& s, ScriptArgs a, int) {
       SDL_Event e{};
       e.type = SDL_DROPFILE;
       e.drop.file = SDL_strdup(a[0].c_str());  // freed by whoever handles it, as SDL's own
       s.inject(e);
     }},
    {"expect collections", 1, 1,
     [](ScriptArgs a) { return check_int(a[0], "collections", 0, kAny); },
     [](ScriptState& s, ScriptArgs a, int line) {
       expect_equal(s, line, a[0], std::to_string(s.game.collections().list().size()),
                    "collections:");
     }},
    // The collection shown: "PUZZLES SOLVED RATED" (after waiting for the ratings).
    {"expect collection", 3, 3,
     [](ScriptArgs a) {
       return first_error([&] { return check_int(a[0], "puzzles", 0, kAny); },
                          [&] { return check_int(a[1], "solved", 0, kAny); },
                          [&] { return check_int(a[2], "bad lines", 0, kAny); });
     },
     [](ScriptState& s, ScriptArgs a, int line) {
       s.game.wait_for_ratings();
       const game::PuzzleCollection* c =
           s.game.collections_screen().current(s.game.collections());
       const std::string have =
           c ? std::to_string(c->puzzles.size()) + " " + std::to_string(c->solved()) + " " +
                   std::to_string(c->bad_total)
             : "none";
       expect_equal(s, line, a[0] + " " + a[1] + " " + a[2], have, "collection (puzzles solved bad):");
     }},
    {"resize", 2, 2,
     [](ScriptArgs a) {
       return first_error([&] { return check_int(a[0], "resize width", 64, kAny); },
                          [&] { return check_int(a[1], "resize height", 64, kAny); });
     },
     [](ScriptState& s, ScriptArgs a, int) { s.resize(int_arg(a[0]), int_arg(a[1])); }},
    {"focus-lost", 0, 0, no_check,
     [](ScriptState& s, ScriptArgs, int) {
       SDL_Event e{};
       e.type = SDL_WINDOWEVENT;
       e.window.event = SDL_WINDOWEVENT_FOCUS_LOST;
       s.inject(e);
     }},
    {"solve", 0, 1,
     [](ScriptArgs a) { return a.empty() ? "" : check_int(a[0], "solve count", 0, kAny); }, solve},
    {"wrong", 0, 0, no_check, wrong},
    // Free play, "check at the end": the Check key, through the same path as a player's C.
    {"check", 0, 0, no_check,
     [](ScriptState& s, ScriptArgs, int line) { press_key(s, "C", line); }},

    // Gamepad and touch (platform/device_script.hpp).
    {"pad-attach", 0, 1,
     [](ScriptArgs a) {
       return a.empty() ? ""
                        : check_one_of(a[0], {"xbox", "playstation", "ps5", "nintendo", "generic"});
     },
     [](ScriptState& s, ScriptArgs a, int line) {
       device_result(s, line, s.devices.attach(a.empty() ? "xbox" : a[0]));
     }},
    {"pad-detach", 0, 1,
     [](ScriptArgs a) { return a.empty() ? "" : check_int(a[0], "pad number", 1, kAny); },
     [](ScriptState& s, ScriptArgs a, int line) {
       device_result(s, line, s.devices.detach(a.empty() ? 0 : int_arg(a[0])));
     }},
    {"pad-use", 1, 1, [](ScriptArgs a) { return check_int(a[0], "pad number", 1, kAny); },
     [](ScriptState& s, ScriptArgs a, int line) {
       device_result(s, line, s.devices.use(int_arg(a[0])));
     }},
    {"pad", 1, 2,
     [](ScriptArgs a) {
       return first_error(
           [&] { return check_pad_button(a[0]); },
           [&] { return a.size() > 1 ? check_int(a[1], "pad count", 1, kAny) : ""; });
     },
     [](ScriptState& s, ScriptArgs a, int line) {
       device_result(s, line, s.devices.press(a[0], a.size() > 1 ? int_arg(a[1]) : 1));
     }},
    {"pad-hold", 1, 1, [](ScriptArgs a) { return check_pad_button(a[0]); },
     [](ScriptState& s, ScriptArgs a, int line) {
       device_result(s, line, s.devices.hold(a[0], true));
     }},
    {"pad-release", 1, 1, [](ScriptArgs a) { return check_pad_button(a[0]); },
     [](ScriptState& s, ScriptArgs a, int line) {
       device_result(s, line, s.devices.hold(a[0], false));
     }},
    {"pad-stick", 2, 2,
     [](ScriptArgs a) {
       return first_error([&] { return check_unit(a[0]); }, [&] { return check_unit(a[1]); });
     },
     [](ScriptState& s, ScriptArgs a, int line) {
       device_result(s, line, s.devices.stick(float_arg(a[0]), float_arg(a[1])));
     }},
    {"pad-solve", 0, 0, no_check,
     [](ScriptState& s, ScriptArgs, int line) {
       device_result(s, line, s.devices.solve(s.game, true));
     }},
    {"tap", 1, 2, check_target, at_target<&DeviceScript::tap>},
    {"long-press", 1, 2, check_target, at_target<&DeviceScript::long_press>},
    {"finger-down", 1, 2, check_target, at_target<&DeviceScript::finger_down>},
    {"finger-move", 1, 2, check_target, at_target<&DeviceScript::finger_move>},
    {"finger-up", 0, 0, no_check, [](ScriptState& s, ScriptArgs, int) { s.devices.finger_up(); }},
    {"drag", 2, 4,
     [](ScriptArgs a) -> std::string {
       if (drag_split(a) > 0) return "";
       return "drag wants FROM TO, each a target name or X Y";
     },
     [](ScriptState& s, ScriptArgs a, int line) {
       const std::size_t split = drag_split(a);
       const auto from = resolve_target(s, a.first(split), line);
       const auto to = from ? resolve_target(s, a.subspan(split), line) : std::nullopt;
       if (from && to) s.devices.drag(from->x, from->y, to->x, to->y);
     }},
    {"sum-board", 1, 1,
     [](ScriptArgs a) -> std::string {
       return sumtiles::parse_board_code(a[0]) ? "" : "not a Sum Tiles board code: '" + a[0] + "'";
     },
     [](ScriptState& s, ScriptArgs a, int line) {
       if (!s.game.start_sum_board(*sumtiles::parse_board_code(a[0])))
         s.fail(line, "cannot open board " + a[0]);
     }},
    {"sum-solve", 1, 1,
     [](ScriptArgs a) {
       return check_one_of(a[0], {"key", "touch", "pad"});
     },
     sum_solve},
    {"code-pad", 1, 1, no_check, code_pad},
    {"touch-solve", 0, 0, no_check,
     [](ScriptState& s, ScriptArgs, int line) {
       device_result(s, line, s.devices.solve(s.game, false));
     }},

    // Output and the run.
    {"screenshot", 1, 1, no_check,
     [](ScriptState& s, ScriptArgs a, int line) {
       FrameRequest r;
       r.kind = FrameRequest::Kind::Screenshot;
       r.path = a[0];
       r.line = line;
       s.requests.push_back(r);
     }},
    {"detach", 0, 0, no_check,
     // Stop driving; the game runs on as if a person sat there.
     [](ScriptState& s, ScriptArgs, int) { s.detached = true; }},
    {"quit", 0, 0, no_check, [](ScriptState& s, ScriptArgs, int) { s.quit = true; }},

    // Expectations about the game.
    {"expect screen", 1, 1,
     [](ScriptArgs a) {
       if (game::screen_named(a[0])) return std::string();
       std::string names;  // the screen table's names (game/screens.hpp)
       for (const game::ScreenController& c : game::screen_controllers())
         names += (names.empty() ? "" : ", ") + std::string(c.name);
       return "expected one of " + names + ", got '" + a[0] + "'";
     },
     [](ScriptState& s, ScriptArgs a, int line) {
       if (a[0] != game::screen_name(s.game.screen()))
         s.fail(line,
                "expected screen '" + a[0] + "', on '" + game::screen_name(s.game.screen()) + "'");
     }},
    {"expect sum-left", 1, 1, [](ScriptArgs a) { return check_int(a[0], "tiles", 0, 49); },
     [](ScriptState& s, ScriptArgs a, int line) {
       const sumtiles::Board* b = s.game.sum_tiles().board();
       expect_equal(s, line, a[0], b ? std::to_string(b->tiles_left()) : "no board",
                    "Sum Tiles tiles left");
     }},
    {"expect sum-over", 1, 1,
     [](ScriptArgs a) {
       return check_one_of(a[0], {"yes", "no"});
     },
     [](ScriptState& s, ScriptArgs a, int line) {
       expect_equal(s, line, a[0], s.game.sum_tiles().over() ? "yes" : "no",
                    "Sum Tiles board over:");
     }},
    {"expect sum-unlocked", 1, 1,
     [](ScriptArgs a) { return check_int(a[0], "Sum Tiles stage", 1, sumtiles::kStageCount); },
     [](ScriptState& s, ScriptArgs a, int line) {
       expect_equal(s, line, a[0], std::to_string(s.game.sum_tiles().progress().unlocked),
                    "Sum Tiles stages unlocked up to");
     }},
    {"expect stage", 1, 1,
     [](ScriptArgs a) { return check_int(a[0], "stage", 0, game::kStageCount); },
     [](ScriptState& s, ScriptArgs a, int line) {
       const int st = s.game.session() ? s.game.session()->stage().number : 0;
       if (st != int_arg(a[0]))
         s.fail(line, "expected stage " + a[0] + " in play, have " + std::to_string(st));
     }},
    {"expect unlocked", 1, 1,
     [](ScriptArgs a) { return check_int(a[0], "stage", 1, game::kStageCount); },
     [](ScriptState& s, ScriptArgs a, int line) {
       if (!s.game.progress().is_unlocked(int_arg(a[0])))
         s.fail(line, "expected stage " + a[0] + " unlocked");
     }},
    {"expect locked", 1, 1,
     [](ScriptArgs a) { return check_int(a[0], "stage", 1, game::kStageCount); },
     [](ScriptState& s, ScriptArgs a, int line) {
       if (s.game.progress().is_unlocked(int_arg(a[0])))
         s.fail(line, "expected stage " + a[0] + " locked");
     }},
    {"expect cleared", 1, 1,
     [](ScriptArgs a) { return check_int(a[0], "stage", 1, game::kStageCount); },
     [](ScriptState& s, ScriptArgs a, int line) {
       if (!s.game.progress().is_cleared(int_arg(a[0])))
         s.fail(line, "expected stage " + a[0] + " cleared");
     }},
    {"expect mistakes", 1, 1, [](ScriptArgs a) { return check_int(a[0], "mistakes", 0, kAny); },
     [](ScriptState& s, ScriptArgs a, int line) {
       const int m = s.game.session() ? s.game.session()->mistakes() : -1;
       if (m != int_arg(a[0]))
         s.fail(line, "expected " + a[0] + " mistakes, have " + std::to_string(m));
     }},
    {"expect digit", 2, 2,
     [](ScriptArgs a) {
       return first_error([&] { return check_cell(a[0]); },
                          [&] { return check_int(a[1], "digit", 0, 9); });
     },
     [](ScriptState& s, ScriptArgs a, int line) {
       const int d = s.game.session() ? s.game.session()->shown_digit(parse_cell_name(a[0])) : -1;
       if (d != int_arg(a[1]))
         s.fail(line, "expected " + a[1] + " at " + a[0] + ", shows " + std::to_string(d));
     }},
    {"expect pixel", 3, 4,
     [](ScriptArgs a) {
       return first_error([&] { return check_int(a[0], "pixel X", -kAny, kAny); },
                          [&] { return check_int(a[1], "pixel Y", -kAny, kAny); },
                          [&] { return check_pixel_colour(a.subspan(2)); });
     },
     [](ScriptState& s, ScriptArgs a, int line) {
       expect_pixel(s, line, int_arg(a[0]), int_arg(a[1]), a.subspan(2));
     }},
    {"expect cell-color", 2, 3,
     [](ScriptArgs a) {
       return first_error([&] { return check_cell(a[0]); },
                          [&] { return check_pixel_colour(a.subspan(1)); });
     },
     [](ScriptState& s, ScriptArgs a, int line) {
       // Sampled near the cell's top-left corner, away from its digit.
       const game::Rect cr = s.game.play_layout().cell_rect(parse_cell_name(a[0]));
       expect_pixel(s, line, static_cast<int>(cr.x + cr.w * 0.14f),
                    static_cast<int>(cr.y + cr.h * 0.14f), a.subspan(1));
     }},

    // Expectations about input state.
    {"expect selected", 1, 1, [](ScriptArgs a) { return check_cell(a[0]); },
     [](ScriptState& s, ScriptArgs a, int line) {
       const game::Session* ses = s.game.session();
       if (!ses || ses->selected() != parse_cell_name(a[0]))
         s.fail(line, "expected " + a[0] + " selected, have " +
                          (ses ? cell_name(ses->selected()) : "none"));
     }},
    {"expect notes", 2, 2,
     [](ScriptArgs a) {
       return first_error([&] { return check_cell(a[0]); },
                          [&] { return check_note_digits(a[1]); });
     },
     [](ScriptState& s, ScriptArgs a, int line) {
       const game::Session* ses = s.game.session();
       const int cell = parse_cell_name(a[0]);
       std::string have;
       for (int d = 1; d <= 9; ++d) {
         if (ses && (ses->notes(cell) & digit_bit(d))) have += static_cast<char>('0' + d);
       }
       if (have.empty()) have = "-";
       if (have != a[1]) s.fail(line, "expected notes " + a[1] + " in " + a[0] + ", have " + have);
     }},
    {"expect colour", 2, 3,
     [](ScriptArgs a) -> std::string {
       if (std::string e = check_cell(a[0]); !e.empty()) return e;
       if (a.size() == 3 && (a[1].size() != 2 || a[1][0] != 'n' || a[1][1] < '1' || a[1][1] > '9'))
         return "expect colour wants a note as n1..n9, got '" + a[1] + "'";
       return check_int(a.back(), "colour", 0, game::kMarkColours);
     },
     [](ScriptState& s, ScriptArgs a, int line) {
       const game::Session* ses = s.game.session();
       const int note = a.size() == 3 ? a[1][1] - '0' : 0;
       const int have = ses ? game::mark_colour(ses->marks(parse_cell_name(a[0])), note) : -1;
       expect_equal(s, line, a.back(), std::to_string(have),
                    "colour of " + a[0] + (note ? " " + a[1] : std::string()) + ":");
     }},
    // Learn (issue 28): a technique's state, by its key ("expect learn x-wing mastered").
    {"expect learn", 2, 2,
     [](ScriptArgs a) {
       const auto t = parse_technique_key(a[0]);
       if (!t || !is_learnable(*t)) return "unknown technique '" + a[0] + "'";
       return check_one_of(a[1], {"new", "practising", "mastered", "due"});
     },
     [](ScriptState& s, ScriptArgs a, int line) {
       const Technique t = *parse_technique_key(a[0]);
       constexpr const char* kStates[] = {"new", "practising", "mastered", "due"};
       const auto state = s.game.learn().state(t, s.game.today_day());
       expect_equal(s, line, a[1], kStates[static_cast<int>(state)], a[0] + ":");
     }},
    // The answer to the last practice move ("none" before the first).
    {"expect practice", 1, 1,
     [](ScriptArgs a) {
       return check_one_of(a[0], {"none", "solved", "progress", "no-change", "wrong-digit",
                                  "not-this-placement", "places-here", "pattern", "answer",
                                  "other-digit", "not-reached"});
     },
     [](ScriptState& s, ScriptArgs a, int line) {
       constexpr const char* kOutcomes[] = {"solved",      "progress",    "no-change",
                                            "wrong-digit", "not-this-placement", "places-here",
                                            "pattern",     "answer",      "other-digit",
                                            "not-reached"};
       const auto& reply = s.game.practice().reply();
       const std::string have =
           s.game.practice().active() && reply ? kOutcomes[static_cast<int>(reply->outcome)]
                                               : "none";
       expect_equal(s, line, a[0], have, "practice answer:");
     }},
    {"expect palette", 1, 1, [](ScriptArgs a) { return check_one_of(a[0], {"open", "closed"}); },
     [](ScriptState& s, ScriptArgs a, int line) {
       expect_equal(s, line, a[0], s.game.palette().is_open() ? "open" : "closed", "palette");
     }},
    {"expect notes-mode", 1, 1,
     [](ScriptArgs a) {
       return check_one_of(a[0], {"on", "off"});
     },
     [](ScriptState& s, ScriptArgs a, int line) {
       const bool on = s.game.session() && s.game.session()->notes_mode();
       if (on != (a[0] == "on")) s.fail(line, "expected notes mode " + a[0]);
     }},
    {"expect hints-left", 1, 1, [](ScriptArgs a) { return check_int(a[0], "hints", 0, kAny); },
     [](ScriptState& s, ScriptArgs a, int line) {
       const int h = s.game.session() ? s.game.session()->hints_left() : -1;
       if (h != int_arg(a[0]))
         s.fail(line, "expected " + a[0] + " hints left, have " + std::to_string(h));
     }},
    {"expect hint", 1, 1,
     [](ScriptArgs a) {
       return check_one_of(a[0], {"none", "where", "what", "apply"});
     },
     [](ScriptState& s, ScriptArgs a, int line) {
       const game::Session* ses = s.game.session();
       const char* have = "none";
       if (ses && ses->hint()) {
         switch (ses->hint()->tier) {
           case game::HintPhase::Where: have = "where"; break;
           case game::HintPhase::What: have = "what"; break;
           case game::HintPhase::Apply: have = "apply"; break;
         }
       }
       if (a[0] != have) s.fail(line, "expected hint " + a[0] + " on show, have " + have);
     }},
    {"expect marks", 1, 1, [](ScriptArgs a) { return check_int(a[0], "marked cells", 0, kCells); },
     [](ScriptState& s, ScriptArgs a, int line) {
       const int n =
           s.game.session() ? static_cast<int>(s.game.session()->check_marks().count()) : -1;
       if (n != int_arg(a[0]))
         s.fail(line, "expected " + a[0] + " cells marked wrong, have " + std::to_string(n));
     }},
    {"expect solution-shown", 1, 1,
     [](ScriptArgs a) {
       return check_one_of(a[0], {"yes", "no"});
     },
     [](ScriptState& s, ScriptArgs a, int line) {
       const bool shown = s.game.session() && s.game.session()->solution_shown();
       expect_equal(s, line, a[0], shown ? "yes" : "no", "solution shown:");
     }},
    {"expect moves", 1, 1, [](ScriptArgs a) { return check_int(a[0], "moves", 0, kAny); },
     [](ScriptState& s, ScriptArgs a, int line) {
       const int m = s.game.session() ? static_cast<int>(s.game.session()->undo_index()) : -1;
       if (m != int_arg(a[0]))
         s.fail(line, "expected " + a[0] + " moves, have " + std::to_string(m));
     }},
    {"expect chosen-digit", 1, 1, [](ScriptArgs a) { return check_int(a[0], "digit", 1, 9); },
     [](ScriptState& s, ScriptArgs a, int line) {
       expect_equal(s, line, a[0], std::to_string(s.input.chosen_digit), "chosen digit");
     }},
    {"expect held-digit", 1, 1,
     [](ScriptArgs a) {
       return a[0] == "none" ? std::string() : check_int(a[0], "digit", 1, 9);
     },
     [](ScriptState& s, ScriptArgs a, int line) {
       const int d = s.game.held_digit();
       expect_equal(s, line, a[0], d == 0 ? std::string("none") : std::to_string(d),
                    "held keypad digit (digit-first)");
     }},
    {"expect daily-streak", 1, 1, [](ScriptArgs a) { return check_int(a[0], "days", 0, kAny); },
     [](ScriptState& s, ScriptArgs a, int line) {
       expect_equal(s, line, a[0], std::to_string(s.game.progress().free_play.daily.streak),
                    "daily streak");
     }},
    {"expect prompts", 1, 1,
     [](ScriptArgs a) {
       return check_one_of(a[0], {"xbox", "playstation", "nintendo", "none"});
     },
     [](ScriptState& s, ScriptArgs a, int line) {
       const game::InputStatus& st = s.input;
       const std::string have = st.pad_prompts() ? family_name(st.family) : "none";
       if (have != a[0]) s.fail(line, "expected " + a[0] + " prompts, have " + have);
     }},
    {"expect pad-notice", 1, 1,
     [](ScriptArgs a) {
       return check_one_of(a[0], {"none", "lost", "back"});
     },
     [](ScriptState& s, ScriptArgs a, int line) {
       const game::InputStatus& st = s.input;
       const char* have = st.notice == game::PadNotice::Lost   ? "lost"
                          : st.notice == game::PadNotice::Back ? "back"
                                                               : "none";
       expect_equal(s, line, a[0], have, "pad notice");
     }},
    {"expect pads", 1, 1, [](ScriptArgs a) { return check_int(a[0], "pads", 0, kAny); },
     [](ScriptState& s, ScriptArgs a, int line) {
       const int n = s.input.pads;
       if (n != int_arg(a[0]))
         s.fail(line, "expected " + a[0] + " pads, have " + std::to_string(n));
     }},
    {"expect code-text", 0, 1, no_check,
     [](ScriptState& s, ScriptArgs a, int line) {
       const auto& e = s.game.code_entry();
       expect_equal(s, line, a.empty() ? "" : a[0], e ? e->text() : "(no code dialog)",
                    "code text");
     }},
    {"expect code-message", 1, kAny, no_check,
     [](ScriptState& s, ScriptArgs a, int line) {
       // The words given appear in the dialog's message ("none" for no message).
       const auto& e = s.game.code_entry();
       std::string want;
       for (const std::string& w : a) want += (want.empty() ? "" : " ") + w;
       const std::string have = e ? e->message() : "(no code dialog)";
       if (want == "none" ? !have.empty() : have.find(want) == std::string::npos)
         s.fail(line, "expected code message '" + want + "', have '" + have + "'");
     }},
    {"expect editor-board", 1, 1, no_check,
     [](ScriptState& s, ScriptArgs a, int line) {
       // The custom-board editor's givens as one line of 81 characters ('.' empty).
       expect_equal(s, line, a[0], to_line(s.game.board_editor().board()), "editor board");
     }},
    {"expect text", 1, kAny, no_check,
     [](ScriptState& s, ScriptArgs a, int line) {
       // Some text of the frame drawn after the inputs so far contains these words (checked
       // when that frame is drawn, like a pixel).
       FrameRequest r;
       r.kind = FrameRequest::Kind::Text;
       for (const std::string& w : a) r.path += (r.path.empty() ? "" : " ") + w;
       r.line = line;
       s.requests.push_back(std::move(r));
     }},
    {"expect language", 1, 1,
     [](ScriptArgs a) {
       return a[0] == "en" || i18n::find_language(a[0]) ? std::string()
                                                         : "'" + a[0] + "' is not a language";
     },
     [](ScriptState& s, ScriptArgs a, int line) {
       // The language in use (Settings' Language, or --language).
       expect_equal(s, line, a[0], i18n::current_language(), "language");
     }},
    {"expect verdict", 1, kAny, no_check,
     [](ScriptState& s, ScriptArgs a, int line) {
       // The words given appear in the editor's judgement of its board.
       std::string want;
       for (const std::string& w : a) want += (want.empty() ? "" : " ") + w;
       const std::string have = game::judgement_sentence(s.game.board_editor().judgement());
       if (have.find(want) == std::string::npos)
         s.fail(line, "expected verdict '" + want + "', have '" + have + "'");
     }},
    {"expect game-code", 1, 1, no_check,
     [](ScriptState& s, ScriptArgs a, int line) {
       const game::Session* ses = s.game.session();
       expect_equal(s, line, a[0], ses ? ses->stage().code : "no game", "game code");
     }},
    {"expect sum-code", 1, 1, no_check,
     [](ScriptState& s, ScriptArgs a, int line) {
       const sumtiles::Board* b = s.game.sum_tiles().board();
       expect_equal(s, line, a[0], b ? sumtiles::to_text(b->code()) : "no board",
                    "Sum Tiles board code");
     }},
    {"expect focus", 1, 1, [](ScriptArgs a) { return check_int(a[0], "focus", 0, kAny); },
     [](ScriptState& s, ScriptArgs a, int line) {
       // On the Sum Tiles menu the focus is the mode's (stage tiles 0..19, then its rows).
       const int focus = s.game.screen() == game::Screen::SumMenu ? s.game.sum_tiles().menu_focus()
                                                                  : s.game.focus();
       expect_equal(s, line, a[0], std::to_string(focus), "focus");
     }},
};

}  // namespace

std::span<const ScriptVerb> script_verbs() { return kVerbs; }

void press_key(ScriptState& s, const std::string& spec, int line) {
  const std::optional<KeySpec> k = parse_key(spec);
  if (!k) {
    s.fail(line, "unknown key '" + spec + "'");
    return;
  }
  SDL_Event e{};
  e.type = SDL_KEYDOWN;
  e.key.state = SDL_PRESSED;
  e.key.keysym.sym = k->key;
  e.key.keysym.scancode = SDL_GetScancodeFromKey(k->key);
  e.key.keysym.mod = k->mods;
  s.inject(e);
  e.type = SDL_KEYUP;
  e.key.state = SDL_RELEASED;
  s.inject(e);
}

VerbMatch match_verb(const ScriptCommand& c) {
  const ScriptArgs all(c.args);
  const bool expect = c.verb == "expect" && !c.args.empty();
  const std::string name = expect ? "expect " + c.args[0] : c.verb;
  for (const ScriptVerb& v : kVerbs) {
    if (v.name == name) return VerbMatch{&v, expect ? all.subspan(1) : all};
  }
  return VerbMatch{};
}

}  // namespace nonet::platform
