// Script parsing and playback.
#include "platform/script.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>

#include "core/grid.hpp"
#include "platform/bindings.hpp"

namespace nonet::platform {

namespace {

struct VerbSpec {
  const char* verb;
  int min_args, max_args;
};
constexpr VerbSpec kVerbs[] = {
    {"wait", 1, 1},  {"key", 1, 2},        {"type", 1, 1},       {"click", 1, 2}, {"move", 1, 2},
    {"wheel", 1, 1}, {"resize", 2, 2},     {"focus-lost", 0, 0}, {"wrong", 0, 0}, {"detach", 0, 0},
    {"solve", 0, 1}, {"screenshot", 1, 1}, {"expect", 1, 4},     {"quit", 0, 0},
};

bool parse_float(const std::string& s, float& out) {
  char* end = nullptr;
  out = std::strtof(s.c_str(), &end);
  return end && *end == '\0' && !s.empty();
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

}  // namespace

bool parse_int(std::string_view s, int& out) {
  const auto r = std::from_chars(s.data(), s.data() + s.size(), out);
  return r.ec == std::errc{} && r.ptr == s.data() + s.size();
}

ParsedScript parse_script(std::string_view text) {
  ParsedScript out;
  int line_no = 0;
  while (!text.empty()) {
    const std::size_t nl = text.find('\n');
    std::string_view line = text.substr(0, nl);
    text = nl == std::string_view::npos ? std::string_view{} : text.substr(nl + 1);
    ++line_no;
    // A comment is a '#' that starts the line or is followed by a space or the line's end;
    // "#RRGGBB" colour arguments are not comments.
    for (std::size_t h = line.find('#'); h != std::string_view::npos; h = line.find('#', h + 1)) {
      const std::size_t first = line.find_first_not_of(" \t");
      if (h == first || h + 1 == line.size() || line[h + 1] == ' ' || line[h + 1] == '\t') {
        line = line.substr(0, h);
        break;
      }
    }
    ScriptCommand cmd;
    cmd.line = line_no;
    std::size_t i = 0;
    std::vector<std::string> words;
    while (i < line.size()) {
      while (i < line.size() && std::isspace(static_cast<unsigned char>(line[i]))) ++i;
      const std::size_t start = i;
      while (i < line.size() && !std::isspace(static_cast<unsigned char>(line[i]))) ++i;
      if (i > start) words.emplace_back(line.substr(start, i - start));
    }
    if (words.empty()) continue;
    cmd.verb = words[0];
    cmd.args.assign(words.begin() + 1, words.end());
    const auto spec = std::find_if(std::begin(kVerbs), std::end(kVerbs),
                                   [&](const VerbSpec& v) { return cmd.verb == v.verb; });
    if (spec == std::end(kVerbs) && DeviceScript::knows(cmd.verb)) {  // pad and touch
      if (std::string e = DeviceScript::check(cmd); !e.empty()) {
        out.error = "line " + std::to_string(line_no) + ": " + e;
        return out;
      }
      out.commands.push_back(std::move(cmd));
      continue;
    }
    if (spec == std::end(kVerbs)) {
      out.error = "line " + std::to_string(line_no) + ": unknown command '" + cmd.verb + "'";
      return out;
    }
    const int n = static_cast<int>(cmd.args.size());
    if (n < spec->min_args || n > spec->max_args) {
      out.error = "line " + std::to_string(line_no) + ": '" + cmd.verb + "' takes " +
                  std::to_string(spec->min_args) +
                  (spec->max_args != spec->min_args ? "-" + std::to_string(spec->max_args) : "") +
                  " argument(s), got " + std::to_string(n);
      return out;
    }
    if (cmd.verb == "wait") {
      int t = 0;
      if (!parse_wait(cmd.args[0], t)) {
        out.error = "line " + std::to_string(line_no) +
                    ": wait wants ticks (90) or seconds (1.5s), got '" + cmd.args[0] + "'";
        return out;
      }
    }
    out.commands.push_back(std::move(cmd));
  }
  return out;
}

ScriptRunner::ScriptRunner(std::vector<ScriptCommand> commands, game::Game& game, Inject inject,
                           Resize resize)
    : commands_(std::move(commands)),
      game_(game),
      inject_(std::move(inject)),
      resize_(std::move(resize)) {}

void ScriptRunner::fail(int line, const std::string& what) {
  failures_.push_back("script line " + std::to_string(line) + ": " + what);
}

void ScriptRunner::step() {
  if (devices_.step(game_)) return;  // a pad or touch command is still making its changes
  if (wait_until_ >= 0) {
    if (game_.now() < wait_until_) return;
    wait_until_ = -1;
  }
  while (index_ < commands_.size() && wait_until_ < 0 && !quit_) {
    const ScriptCommand& c = commands_[index_++];
    run(c);
    // A capture must see the frame drawn after the inputs before it: stop here this frame.
    if (!requests_.empty() || devices_.busy()) break;
  }
}

void ScriptRunner::press_key(const std::string& spec, int line) {
  // "ctrl+z", "alt+Return", "shift+ctrl+z", or a key name as SDL spells it ("Right", "5").
  Uint16 mods = 0;
  std::string rest = spec;
  for (;;) {
    const std::size_t plus = rest.find('+');
    if (plus == std::string::npos || plus + 1 == rest.size()) break;
    std::string m = rest.substr(0, plus);
    std::transform(m.begin(), m.end(), m.begin(),
                   [](unsigned char ch) { return static_cast<char>(std::tolower(ch)); });
    if (m == "ctrl")
      mods |= KMOD_LCTRL;
    else if (m == "alt")
      mods |= KMOD_LALT;
    else if (m == "shift")
      mods |= KMOD_LSHIFT;
    else
      break;
    rest = rest.substr(plus + 1);
  }
  const SDL_Keycode key = SDL_GetKeyFromName(rest.c_str());
  if (key == SDLK_UNKNOWN) {
    fail(line, "unknown key '" + rest + "'");
    return;
  }
  SDL_Event e{};
  e.type = SDL_KEYDOWN;
  e.key.state = SDL_PRESSED;
  e.key.keysym.sym = key;
  e.key.keysym.scancode = SDL_GetScancodeFromKey(key);
  e.key.keysym.mod = mods;
  inject_(e);
  e.type = SDL_KEYUP;
  e.key.state = SDL_RELEASED;
  inject_(e);
}

void ScriptRunner::click(float x, float y) {
  SDL_Event e{};
  e.type = SDL_MOUSEBUTTONDOWN;
  e.button.button = SDL_BUTTON_LEFT;
  e.button.state = SDL_PRESSED;
  e.button.clicks = 1;
  // Script coordinates are drawable pixels; the event carries them as the window would, and the
  // platform scales them back (so HiDPI scaling is exercised too).
  e.button.x = static_cast<Sint32>(std::lround(x));
  e.button.y = static_cast<Sint32>(std::lround(y));
  e.button.which = 0;
  inject_(e);
  e.type = SDL_MOUSEBUTTONUP;
  e.button.state = SDL_RELEASED;
  inject_(e);
}

bool ScriptRunner::target_point(const std::vector<std::string>& a, std::size_t at, float& x,
                                float& y, int line) {
  // Either "X Y" in drawable pixels, or a named target: "r1c2", "key5", "undo", "pause", "item0",
  // "tile12".
  if (a.size() == at + 2 && parse_float(a[at], x) && parse_float(a[at + 1], y)) return true;
  if (a.size() != at + 1) {
    fail(line, "expected X Y or a target name");
    return false;
  }
  const std::string& t = a[at];
  int cell = 0, n = 0;
  if ((cell = parse_cell_name(t)) >= 0) {
    const game::Rect r = game_.play_layout().cell_rect(cell);
    x = r.cx();
    y = r.cy();
    return true;
  }
  if (t.rfind("key", 0) == 0 && parse_int(std::string_view(t).substr(3), n) && n >= 1 && n <= 9) {
    const game::Rect r = game_.play_layout().keys[static_cast<std::size_t>(n - 1)];
    x = r.cx();
    y = r.cy();
    return true;
  }
  if (t == "pause") {
    const game::Rect r = game_.play_layout().pause_button;
    x = r.cx();
    y = r.cy();
    return true;
  }
  for (int b = 0; b < game::kActionButtonCount; ++b) {
    std::string label = game::action_button_label(static_cast<game::ActionButton>(b));
    std::transform(label.begin(), label.end(), label.begin(), [](unsigned char ch) {
      return ch == ' ' ? '-' : static_cast<char>(std::tolower(ch));
    });
    if (t == label) {
      const game::Rect r = game_.play_layout().actions[static_cast<std::size_t>(b)];
      x = r.cx();
      y = r.cy();
      return true;
    }
  }
  if (t.rfind("item", 0) == 0 && parse_int(std::string_view(t).substr(4), n)) {
    const game::Rect r =
        game_.screen() == game::Screen::Settings
            ? game_.settings_layout()
                  .rows[static_cast<std::size_t>(std::clamp(n, 0, game::kSettingRowCount - 1))]
            : game_.menu_layout().items[static_cast<std::size_t>(std::clamp(n, 0, 5))];
    x = r.cx();
    y = r.cy();
    return true;
  }
  if (t.rfind("tile", 0) == 0 && parse_int(std::string_view(t).substr(4), n) && n >= 1 &&
      n <= game::kStageCount) {
    const game::Rect r = game_.stage_layout().tile_rect(n - 1, game_.stage_scroll());
    x = r.cx();
    y = r.cy();
    return true;
  }
  fail(line, "unknown target '" + t + "'");
  return false;
}

void ScriptRunner::run(const ScriptCommand& c) {
  const auto& a = c.args;
  if (DeviceScript::knows(c.verb)) {
    const auto resolve = [this, &c](const std::vector<std::string>& args, std::size_t at, float& x,
                                    float& y) { return target_point(args, at, x, y, c.line); };
    if (std::string e = devices_.start(c, game_, resolve); !e.empty()) fail(c.line, e);
    return;
  }
  if (c.verb == "wait") {
    int t = 0;
    parse_wait(a[0], t);
    wait_until_ = game_.now() + t;
  } else if (c.verb == "key") {
    int count = 1;
    if (a.size() == 2 && (!parse_int(a[1], count) || count < 1)) {
      fail(c.line, "key count must be a positive number");
      return;
    }
    for (int i = 0; i < count; ++i) press_key(a[0], c.line);
  } else if (c.verb == "type") {
    for (char ch : a[0]) press_key(std::string(1, ch), c.line);
  } else if (c.verb == "click" || c.verb == "move") {
    float x = 0, y = 0;
    if (!target_point(a, 0, x, y, c.line)) return;
    if (c.verb == "click") {
      click(x, y);
    } else {
      SDL_Event e{};
      e.type = SDL_MOUSEMOTION;
      e.motion.x = static_cast<Sint32>(std::lround(x));
      e.motion.y = static_cast<Sint32>(std::lround(y));
      inject_(e);
    }
  } else if (c.verb == "wheel") {
    int n = 0;
    if (!parse_int(a[0], n)) {
      fail(c.line, "wheel wants a whole number of notches");
      return;
    }
    SDL_Event e{};
    e.type = SDL_MOUSEWHEEL;
    e.wheel.y = n;
    inject_(e);
  } else if (c.verb == "resize") {
    int w = 0, h = 0;
    if (!parse_int(a[0], w) || !parse_int(a[1], h) || w < 64 || h < 64) {
      fail(c.line, "resize wants a width and height of at least 64");
      return;
    }
    resize_(w, h);
  } else if (c.verb == "focus-lost") {
    SDL_Event e{};
    e.type = SDL_WINDOWEVENT;
    e.window.event = SDL_WINDOWEVENT_FOCUS_LOST;
    inject_(e);
  } else if (c.verb == "solve") {
    // Types the solution into every empty cell with arrow keys and digit keys, like a player.
    const game::Session* s = game_.session();
    if (!s || game_.screen() != game::Screen::Play) {
      fail(c.line, "solve needs a stage in play");
      return;
    }
    int left = kCells;  // "solve N": only the first N empty cells (row by row)
    if (!a.empty() && (!parse_int(a[0], left) || left < 0)) {
      fail(c.line, "solve N wants a count of cells");
      return;
    }
    const Grid solution = s->stage().solution;
    for (int cell = 0; cell < kCells && left > 0; ++cell) {
      s = game_.session();
      if (!s || s->outcome() != game::Outcome::Playing) break;
      if (s->digits()[cell] != 0) continue;
      while (row_of(s->selected()) < row_of(cell)) press_key("Down", c.line);
      while (row_of(s->selected()) > row_of(cell)) press_key("Up", c.line);
      while (col_of(s->selected()) < col_of(cell)) press_key("Right", c.line);
      while (col_of(s->selected()) > col_of(cell)) press_key("Left", c.line);
      press_key(std::string(1, static_cast<char>('0' + solution[cell])), c.line);
      --left;
    }
  } else if (c.verb == "wrong") {
    // Types a digit the selected (empty) cell does not take: a deliberate mistake.
    const game::Session* s = game_.session();
    if (!s || s->digits()[s->selected()] != 0) {
      fail(c.line, "wrong needs a stage in play with an empty cell selected");
      return;
    }
    const int right = s->stage().solution[s->selected()];
    press_key(std::string(1, static_cast<char>('0' + (right % 9) + 1)), c.line);
  } else if (c.verb == "screenshot") {
    FrameRequest r;
    r.kind = FrameRequest::Kind::Screenshot;
    r.path = a[0];
    r.line = c.line;
    requests_.push_back(r);
  } else if (c.verb == "detach") {
    detached_ = true;  // stop driving; the game runs on as if a person sat there
  } else if (c.verb == "quit") {
    quit_ = true;
  } else if (c.verb == "expect") {
    const std::string& what = a[0];
    int n = 0, cell = 0;
    if (what == "screen" && a.size() == 2) {
      if (a[1] != game::screen_name(game_.screen())) {
        fail(c.line,
             "expected screen '" + a[1] + "', on '" + game::screen_name(game_.screen()) + "'");
      }
    } else if ((what == "unlocked" || what == "locked" || what == "cleared") && a.size() == 2 &&
               parse_int(a[1], n)) {
      const bool v =
          what == "cleared" ? game_.progress().is_cleared(n) : game_.progress().is_unlocked(n);
      if (v != (what != "locked")) fail(c.line, "expected stage " + a[1] + " " + what);
    } else if (what == "mistakes" && a.size() == 2 && parse_int(a[1], n)) {
      const int m = game_.session() ? game_.session()->mistakes() : -1;
      if (m != n) fail(c.line, "expected " + a[1] + " mistakes, have " + std::to_string(m));
    } else if (what == "stage" && a.size() == 2 && parse_int(a[1], n)) {
      const int st = game_.session() ? game_.session()->stage().number : 0;
      if (st != n) fail(c.line, "expected stage " + a[1] + " in play, have " + std::to_string(st));
    } else if (what == "digit" && a.size() == 3 && (cell = parse_cell_name(a[1])) >= 0 &&
               parse_int(a[2], n)) {
      const int d = game_.session() ? game_.session()->shown_digit(cell) : -1;
      if (d != n) fail(c.line, "expected " + a[2] + " at " + a[1] + ", shows " + std::to_string(d));
    } else if (what == "pixel" || what == "cell-color") {
      // "expect pixel X Y #RRGGBB [TOL]" or "expect cell-color r1c1 #RRGGBB [TOL]" (sampled near
      // the cell's top-left corner, away from its digit).
      FrameRequest r;
      r.kind = FrameRequest::Kind::Pixel;
      r.line = c.line;
      std::size_t ci = 0;
      if (what == "pixel" && a.size() >= 4 && parse_int(a[1], r.x) && parse_int(a[2], r.y)) {
        ci = 3;
      } else if (what == "cell-color" && a.size() >= 3 && (cell = parse_cell_name(a[1])) >= 0) {
        const game::Rect cr = game_.play_layout().cell_rect(cell);
        r.x = static_cast<int>(cr.x + cr.w * 0.14f);
        r.y = static_cast<int>(cr.y + cr.h * 0.14f);
        ci = 2;
      } else {
        fail(c.line,
             "usage: expect pixel X Y #RRGGBB [TOL] | expect cell-color rRcC #RRGGBB [TOL]");
        return;
      }
      if (!parse_color(a[ci], r.r, r.g, r.b)) {
        fail(c.line, "colour must be #RRGGBB, got '" + a[ci] + "'");
        return;
      }
      r.tolerance = 8;
      if (a.size() > ci + 1 && !parse_int(a[ci + 1], r.tolerance))
        fail(c.line, "tolerance must be a number");
      requests_.push_back(r);
    } else if (std::string why; DeviceScript::expect(c, game_, why)) {
      if (!why.empty()) fail(c.line, why);
    } else {
      fail(c.line, "unknown expectation 'expect " + what + "'");
    }
  }
}

void ScriptRunner::frame_done(const std::vector<std::uint8_t>& rgba, int width, int height) {
  for (const FrameRequest& r : requests_) {
    if (r.kind == FrameRequest::Kind::Screenshot) {
      if (std::string e = write_png(r.path, rgba, width, height); !e.empty()) fail(r.line, e);
      continue;
    }
    if (r.x < 0 || r.y < 0 || r.x >= width || r.y >= height) {
      fail(r.line, "pixel outside the frame");
      continue;
    }
    const std::size_t at = (static_cast<std::size_t>(r.y) * static_cast<std::size_t>(width) +
                            static_cast<std::size_t>(r.x)) *
                           4;
    const int dr = std::abs(rgba[at] - r.r), dg = std::abs(rgba[at + 1] - r.g),
              db = std::abs(rgba[at + 2] - r.b);
    if (dr > r.tolerance || dg > r.tolerance || db > r.tolerance) {
      char buf[96];
      std::snprintf(buf, sizeof buf, "pixel (%d,%d) is #%02X%02X%02X, expected #%02X%02X%02X +-%d",
                    r.x, r.y, rgba[at], rgba[at + 1], rgba[at + 2], r.r, r.g, r.b, r.tolerance);
      fail(r.line, buf);
    }
  }
  requests_.clear();
}

}  // namespace nonet::platform
