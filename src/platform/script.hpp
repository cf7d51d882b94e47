// SPDX-License-Identifier: MIT
// Automation scripts (docs/SCRIPTS.md): timed key presses, clicks, waits, screenshots and
// expectations, played through the same event path as a person's input. Parsing is separate
// from running so a bad script fails before the window opens, with the line named. Every verb
// is one entry of the table in platform/script_verbs.cpp.
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
/// Splits a script into commands and checks each against the verb table (script_verbs.hpp):
/// the verb, its number of arguments and every argument that can be checked without the game
/// (numbers, colours, cells, key and button names, the form of target names). The first
/// problem is the error, with its line.
ParsedScript parse_script(std::string_view text);

/// Something the runner needs from the frame just drawn.
struct FrameRequest {
  enum class Kind : std::uint8_t { Screenshot, Pixel, Text } kind = Kind::Screenshot;
  std::string path;  // Screenshot; Text: the words some drawn text must contain
  int x = 0, y = 0;  // Pixel, drawable pixels from the top left
  std::uint8_t r = 0, g = 0, b = 0;
  int tolerance = 0;  // per channel
  int line = 0;
};

/// What a running script's verbs act on (platform/script_verbs.cpp): the game, the input
/// devices' status (the platform's, read by pad expectations and the pad solver), the event and
/// resize hooks of the loop, and what the runner reports back.
struct ScriptState {
  using Inject = std::function<void(const SDL_Event&)>;
  using Resize = std::function<void(int, int)>;
  ScriptState(game::Game& g, const game::InputStatus& in, Inject i, Resize r)
      : game(g), input(in), inject(std::move(i)), resize(std::move(r)) {}

  game::Game& game;
  const game::InputStatus& input;
  Inject inject;
  Resize resize;
  game::Tick wait_until = -1;
  std::vector<FrameRequest> requests;
  std::vector<std::string> failures;
  bool quit = false;
  bool detached = false;
  DeviceScript devices;  // pad and touch commands
  /// The texts the last frame drew (`expect text`); set by the loop when a script asks.
  std::function<std::vector<std::string>()> drawn_texts;

  void fail(int line, const std::string& what);
};

class ScriptRunner {
 public:
  using Inject = ScriptState::Inject;
  using Resize = ScriptState::Resize;
  ScriptRunner(std::vector<ScriptCommand> commands, game::Game& game,
               const game::InputStatus& input, Inject inject, Resize resize);

  /// Runs commands until a wait or the end. Call once per loop iteration, before updates.
  void step();
  /// Captures the step asked for: the loop reads the frame and calls frame_done() after drawing.
  const std::vector<FrameRequest>& requests() const { return state_.requests; }
  /// Checks pixel expectations against the drawn frame (RGBA rows, top first); saves screenshots.
  void frame_done(const std::vector<std::uint8_t>& rgba, int width, int height);
  /// Whether some command is `expect text` (the loop then keeps a log of the texts drawn).
  bool reads_drawn_texts() const;
  void set_drawn_texts(std::function<std::vector<std::string>()> f) {
    state_.drawn_texts = std::move(f);
  }
  bool finished() const { return index_ >= commands_.size() && state_.requests.empty(); }
  const std::vector<std::string>& failures() const { return state_.failures; }
  bool quit_requested() const { return state_.quit; }
  /// The script ended with `detach`: the game keeps running interactively (benchmarks of the
  /// idle loop reach a screen by script, then let it sit).
  bool detached() const { return state_.detached; }

 private:
  std::vector<ScriptCommand> commands_;
  std::size_t index_ = 0;
  ScriptState state_;
};

/// Writes RGBA rows (top first) as a PNG; "" on success, else a message naming the path.
std::string write_png(const std::string& path, const std::vector<std::uint8_t>& rgba, int width,
                      int height);

}  // namespace nonet::platform
