// Automation scripts (docs/SCRIPTS.md): timed key presses, clicks, waits, screenshots and
// expectations, played through the same event path as a person's input. Parsing is separate
// from running so a bad script fails before the window opens, with the line named.
#pragma once

#include <SDL2/SDL.h>

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "game/game.hpp"
#include "platform/device_script.hpp"

namespace nonet::platform {

struct ScriptCommand {
  std::string verb;  // "key", "wait", "click", "expect", ...
  std::vector<std::string> args;
  int line = 0;
};

struct ParsedScript {
  std::vector<ScriptCommand> commands;
  std::string error;  // "line 4: unknown command 'klick'"; empty on success
};
ParsedScript parse_script(std::string_view text);
/// A whole argument as a decimal int ("12"; not "12x" or ""): scripts and device scripts.
bool parse_int(std::string_view s, int& out);

/// Something the runner needs from the frame just drawn.
struct FrameRequest {
  enum class Kind : std::uint8_t { Screenshot, Pixel } kind = Kind::Screenshot;
  std::string path;  // Screenshot
  int x = 0, y = 0;  // Pixel, drawable pixels from the top left
  std::uint8_t r = 0, g = 0, b = 0;
  int tolerance = 0;  // per channel
  int line = 0;
};

class ScriptRunner {
 public:
  using Inject = std::function<void(const SDL_Event&)>;
  using Resize = std::function<void(int, int)>;
  ScriptRunner(std::vector<ScriptCommand> commands, game::Game& game, Inject inject, Resize resize);

  /// Runs commands until a wait or the end. Call once per loop iteration, before updates.
  void step();
  /// Captures the step asked for: the loop reads the frame and calls frame_done() after drawing.
  const std::vector<FrameRequest>& requests() const { return requests_; }
  /// Checks pixel expectations against the drawn frame (RGBA rows, top first); saves screenshots.
  void frame_done(const std::vector<std::uint8_t>& rgba, int width, int height);
  bool finished() const { return index_ >= commands_.size() && requests_.empty(); }
  const std::vector<std::string>& failures() const { return failures_; }
  bool quit_requested() const { return quit_; }
  /// The script ended with `detach`: the game keeps running interactively (benchmarks of the
  /// idle loop reach a screen by script, then let it sit).
  bool detached() const { return detached_; }

 private:
  void run(const ScriptCommand& c);
  void press_key(const std::string& spec, int line);
  void click(float x, float y);
  void fail(int line, const std::string& what);
  bool target_point(const std::vector<std::string>& args, std::size_t at, float& x, float& y,
                    int line);

  std::vector<ScriptCommand> commands_;
  std::size_t index_ = 0;
  game::Game& game_;
  Inject inject_;
  Resize resize_;
  game::Tick wait_until_ = -1;
  std::vector<FrameRequest> requests_;
  std::vector<std::string> failures_;
  bool quit_ = false;
  DeviceScript devices_;  // pad and touch commands
  bool detached_ = false;
};

/// Writes RGBA rows (top first) as a PNG; "" on success, else a message naming the path.
std::string write_png(const std::string& path, const std::vector<std::uint8_t>& rgba, int width,
                      int height);

}  // namespace nonet::platform
