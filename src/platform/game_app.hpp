// SPDX-License-Identifier: MIT
// The running game: window, renderer, game state and the frame loop that ties them together.
//
// Loop (DESIGN "fixed timestep"): gather events -> run the script step -> advance the game in
// fixed 1/60 s ticks from an accumulator (backlog clamped, so a stall or a hidden window never
// causes a catch-up burst) -> draw with the interpolation fraction -> swap. When the game says
// nothing will change for a while (Game::wake_in_ticks), the loop sleeps in
// SDL_WaitEventTimeout until then or until input arrives.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "audio/game_cues.hpp"
#include "audio/player.hpp"
#include "game/game.hpp"
#include "i18n/i18n.hpp"
#include "platform/file_dialog.hpp"
#include "platform/input_devices.hpp"
#include "platform/script.hpp"
#include "platform/window.hpp"
#include "render/gl_backend.hpp"
#include "render/pseudo_locale.hpp"
#include "render/renderer.hpp"
#include "save/game_saves.hpp"

namespace nonet::platform {

struct RunOptions {
  std::string script_path;           // --script FILE
  std::string screenshot_path;       // --screenshot PATH
  std::string data_dir;              // --data-dir DIR
  bool fixed_step = false;           // --fixed-step: one tick per frame, deterministic
  bool stats = false;                // --stats
  bool fullscreen = false;           // --fullscreen
  bool verbose = false;              // --verbose: start-up details on stderr
  int width = 1280, height = 800;    // --size WxH
  bool size_set = false;             // --size given (else the saved window size is used)
  std::string save_dir;              // --save-dir DIR (docs/SAVES.md)
  std::string export_dir;            // --export-dir DIR (docs/PRINT.md)
  std::optional<game::Theme> theme;  // --theme light|dark|contrast
  render::Pseudo pseudo = render::Pseudo::None;  // --pseudo accented|ideographic
  std::optional<std::string> language;           // --language TAG ("system": follow it)
};

class GameApp {
 public:
  GameApp() = default;
  /// Waits for the audio device's closing (started when run() ends) after the renderer and the
  /// window are gone, so SDL's drain of the last buffers overlaps their teardown.
  ~GameApp();
  GameApp(const GameApp&) = delete;
  GameApp& operator=(const GameApp&) = delete;
  /// Everything up to the first frame; "" on success, else a message for the player.
  std::string start(const RunOptions& options);
  /// Runs until quit; returns the process exit status.
  int run();

  /// Applies one input event (from SDL or from a script) to the game.
  void handle_event(const SDL_Event& e);

 private:
  void draw_frame(double alpha);
  bool wants_capture() const;
  void capture();
  void sync_settings();
  /// Finds the catalogs and applies the language setting; again whenever it changes (live).
  void configure_language(const std::string& data_dir);
  void apply_language();
  /// Makes `setting` the language of the words, once per change; a catalog that cannot be
  /// used is said once (on standard error). True when the setting changed.
  bool use_language(const std::string& setting);
  void drop_backlog();
  void start_audio();
  void play_audio();  // once per frame: drain the game's events into sounds, follow the screen
  // Saving (game_app_saves.cpp).
  void open_saves();
  void watch_saves();
  void flush_saves();
  void save_on_event(const SDL_Event& e);
  // Export and Print all stages (game_app_export.cpp).
  void serve_export();
  /// Open folder on an export's notice: the desktop's file manager shows the folder (a
  /// scripted run only says so on stderr).
  void serve_open_folder();
  /// Puzzle collections (game_app_export.cpp): the file dialog the Collections screen asks
  /// for, and a file chosen there or dropped on the window read and handed to the game.
  void serve_file_dialog();
  void open_puzzle_file(const std::string& path);

  RunOptions options_;
  std::optional<std::string> applied_language_;        // the setting last applied (i18n)
  const i18n::Language* renderer_language_ = nullptr;  // the language the renderer last took
  render::DrawLog drawn_;  // the last frame's texts, kept only for a script's `expect text`
  GameWindow window_;
  std::unique_ptr<render::Renderer> renderer_;
  render::GlBackend* gl_ = nullptr;  // owned by renderer_
  game::Game game_;
  InputDevices input_;          // gamepads and touch (docs/CONTROLS.md)
  FileDialog file_dialog_;      // "Open a file" on the Collections screen
  audio::Player audio_;         // silent when there is no device (docs/AUDIO.md)
  bool audio_started_ = false;  // open() was called (after the first frame)
  std::thread audio_closing_;   // closes audio_ beside the saves' flush and the teardown
  std::optional<audio::VolumeLevels> audio_levels_;  // last applied, to apply only changes
  std::optional<ScriptRunner> script_;
  std::vector<std::uint8_t> pixels_;
  bool hidden_ = false;
  bool input_seen_ = false;  // an event arrived since the last frame was drawn
  bool running_ = true;
  double accumulator_ = 0;
  std::uint64_t last_counter_ = 0;
  double last_frame_ms_ = 0;
  int drawable_w_ = 0, drawable_h_ = 0;
  int window_w_ = 0, window_h_ = 0;
  int exit_status_ = 0;
  std::unique_ptr<save::GameSaves> saves_;
  game::Screen last_screen_ = game::Screen::Title;
  // Saving as the views show it (handed to the renderer in the frame context): where progress
  // is kept ("" = nowhere), and the warning or one-time notice on show.
  std::string save_location_;
  std::string save_message_;
  std::optional<bool> screensaver_allowed_;  // last applied (desktop.hpp's rule)
  // What load() found at start (damaged files, a folder that cannot be locked...): every one is
  // shown, one line each, together, for a time that grows with their number (issue 30).
  std::vector<std::string> startup_notices_;
  std::uint64_t startup_until_ms_ = 0;
};

}  // namespace nonet::platform
