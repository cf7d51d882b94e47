// SPDX-License-Identifier: MIT
// GameApp: start-up, event handling and the frame loop.
#include "platform/game_app.hpp"

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <random>
#include <sstream>
#include <string_view>

#include "i18n/i18n.hpp"
#include "platform/assets.hpp"
#include "platform/bindings.hpp"
#include "platform/code_typing.hpp"
#include "platform/desktop.hpp"
#include "platform/idle_wait.hpp"
#include "platform/local_date.hpp"
#include "platform/pad_bindings.hpp"

namespace nonet::platform {

namespace {
constexpr double kTick = 1.0 / game::kTicksPerSecond;
// After an unplanned stall (a blocked window move, a debugger), at most this much game time is
// replayed: a quarter second keeps input responsive and never bursts.
constexpr double kMaxBacklog = 0.25;
// Longest single sleep while idle: bounds how stale the loop's view of the clock gets.
constexpr int kMaxIdleWaitMs = 1000;

double seconds_between(std::uint64_t a, std::uint64_t b) {
  return static_cast<double>(b - a) / static_cast<double>(SDL_GetPerformanceFrequency());
}
}  // namespace

std::string GameApp::start(const RunOptions& options) {
  options_ = options;
  std::vector<ScriptCommand> commands;
  if (!options.script_path.empty()) {
    std::ifstream in(options.script_path);
    if (!in) return "cannot read script " + options.script_path;
    std::stringstream ss;
    ss << in.rdbuf();
    ParsedScript parsed = parse_script(ss.str());
    if (!parsed.error.empty()) return options.script_path + ": " + parsed.error;
    commands = std::move(parsed.commands);
  }
  const AssetLookup assets = find_assets("fonts/Inter-Regular.otf", options.data_dir);
  if (std::string e = assets.error(); !e.empty()) return e;
  // The system's language first, so what loading the saves has to say is worded in it; then the
  // saved setting (or --language) once the settings are read.
  configure_language(assets.dir);

  open_saves();  // before the window: the saved settings include its size and fullscreen
  InputDevices::set_hints();
  if (std::string e =
          window_.open("Nonet", options_.width, options_.height,
                       options.fullscreen || game_.settings().fullscreen, !options_.size_set);
      !e.empty())
    return e;
  if (std::string e = set_window_icon(window_.sdl(), assets.dir + "/icons/nonet-128.png");
      !e.empty())
    std::fprintf(stderr, "nonet: %s\n", e.c_str());  // the game runs on without an icon
  auto backend = std::make_unique<render::GlBackend>();
  if (std::string e = backend->init(); !e.empty()) return e;
  // SDL's offscreen driver renders into an EGL pbuffer: one buffer, which a swap leaves as it is.
  const char* video = SDL_GetCurrentVideoDriver();
  backend->set_window_keeps_pixels(video != nullptr && std::string_view(video) == "offscreen");
  // Every frame shaded whole: the reference tests/golden/partial_redraw.sh compares against.
  if (const char* full = std::getenv("NONET_FULL_REDRAW"); full && std::string_view(full) == "1")
    backend->set_partial_redraw(false);
  gl_ = backend.get();
  renderer_ = std::make_unique<render::Renderer>(std::move(backend));
  // Pad mappings beyond SDL's own: the shipped file, then the player's in the save folder.
  const std::string& save_dir = save_location_;
  const std::string db = "/gamecontrollerdb.txt";
  for (const std::string& line :
       input_.open({assets.dir + db, save_dir.empty() ? "" : save_dir + db})) {
    const bool chatter = line.rfind("gamepad mappings:", 0) == 0;  // a count, not a problem
    if (options.verbose || !chatter) std::fprintf(stderr, "nonet: %s\n", line.c_str());
  }
  if (std::string e = renderer_->open_fonts(assets.dir + "/fonts"); !e.empty()) return e;
  renderer_->canvas().set_pseudo(options.pseudo);  // docs/TEXT.md: pseudo-locales
  if (options.pseudo == render::Pseudo::Ideographic)
    renderer_->atlas().set_han(render::Han::SimplifiedChinese);
  play_audio();  // volumes and the first screen's mood, remembered until the device opens

  // Command-line flags override the saved settings only when given.
  game::Settings given = game_.settings();
  if (options.stats) given.show_stats = true;
  if (options.fullscreen) given.fullscreen = true;
  if (options.theme) given.theme = *options.theme;
  if (options.language) given.language = *options.language;
  game_.set_settings(given);
  apply_language();
  game_.set_today(platform::local_date());  // the daily puzzle; refreshed every loop turn
  // Learn's practice positions and puzzles: read when Learn first needs them (8 ms), not at
  // every launch.
  auto read_learn_file = [dir = assets.dir](const char* name) {
    return [file = dir + "/learn/" + name] {
      std::ifstream in(file, std::ios::binary);
      if (!in) return std::optional<std::string>();
      std::stringstream ss;
      ss << in.rdbuf();
      return std::optional<std::string>(ss.str());
    };
  };
  game_.set_practice_source(read_learn_file("positions.txt"));
  game_.set_practice_puzzle_source(read_learn_file("puzzles.txt"));
  game_.set_controls_sheet(std::make_shared<const game::ControlsSheet>(controls_sheet()));
  // Open folder on an export's notice: where the desktop can (a scripted run only says so).
  game_.set_can_open_folders(can_open_folders() || !options.script_path.empty());
  game_.set_can_open_files(FileDialog::available() || !options.script_path.empty());
  if (!options.fixed_step)
    game_.set_entropy((std::uint64_t{std::random_device{}()} << 32) ^ std::random_device{}());
  window_.drawable_size(drawable_w_, drawable_h_);
  window_.window_size(window_w_, window_h_);
  game_.set_viewport(static_cast<float>(drawable_w_), static_cast<float>(drawable_h_));
  if (!commands.empty()) {
    script_.emplace(
        std::move(commands), game_, input_.status(),
        [this](const SDL_Event& e) { handle_event(e); },
        [this](int w, int h) {
          window_.resize(w, h);
          SDL_Event e{};
          e.type = SDL_WINDOWEVENT;
          e.window.event = SDL_WINDOWEVENT_SIZE_CHANGED;
          handle_event(e);
        });
    if (script_->reads_drawn_texts()) {
      // Only for scripts that read it: the log costs an allocation or two per text a frame.
      renderer_->canvas().set_draw_log(&drawn_);
      script_->set_drawn_texts([this] {
        std::vector<std::string> texts;
        for (const render::TextRun& t : drawn_.texts) texts.push_back(t.text);
        return texts;
      });
    }
  }
  last_counter_ = SDL_GetPerformanceCounter();
  return "";
}

GameApp::~GameApp() {
  if (!audio_closing_.joinable()) return;
  renderer_.reset();  // its GL objects, while the context is still current
  window_.close();
  audio_closing_.join();
}

void GameApp::start_audio() {
  // Desktop platforms allow sound before any input, so the device opens at start-up, right
  // after the first frame is shown: the first frame never waits for the audio device (a
  // browser build would call open() from the first input event instead; docs/AUDIO.md). A
  // missing driver or device is logged once by the player and the game runs silently.
  audio_.open();
  audio_started_ = true;
}

void GameApp::play_audio() {
  std::array<game::GameEvent, game::EventQueue::kCapacity> drained{};
  std::size_t n = 0;
  game::EventQueue& events = game_.events();
  // Before the device opens (after the first frame), events wait in the queue for it.
  while (audio_started_ && !events.empty() && n < drained.size()) drained[n++] = events.pop();
  const audio::CueList cues = audio::cues_for_events({drained.data(), n});  // outlives the loop
  for (const audio::Cue& c : cues.cues()) audio_.play(c.effect, c.digit);
  const game::Screen screen = game_.screen();
  if (const auto mood = audio::mood_for_screen(screen)) audio_.play_music(*mood);
  const audio::VolumeLevels levels =
      audio::volumes_for_settings(game_.settings(), audio::music_level_for_screen(screen));
  if (levels != audio_levels_) {
    audio_.set_volumes({levels.master, levels.music, levels.effects, levels.muted});
    audio_levels_ = levels;
  }
  audio_.update();
}

void GameApp::handle_event(const SDL_Event& e) {
  audio_.handle_event(e);  // an output device unplugged or plugged in
  input_seen_ = true;      // anything from outside may change the picture: draw the next frame
  const float sx =
      window_w_ > 0 ? static_cast<float>(drawable_w_) / static_cast<float>(window_w_) : 1.0f;
  const float sy =
      window_h_ > 0 ? static_cast<float>(drawable_h_) / static_cast<float>(window_h_) : 1.0f;
  if (input_.handle(e, game_, ViewScale{drawable_w_, drawable_h_, sx})) return;  // pads, touch
  switch (e.type) {
    case SDL_QUIT: running_ = false; break;
    case SDL_TEXTINPUT: code_typing_text(game_, e.text.text); break;  // the code dialog
    case SDL_KEYDOWN: {
      if (code_typing_key(game_, e.key.keysym)) break;  // letters are text in the code dialog
      const auto action = action_for_key(e.key.keysym.sym, e.key.keysym.mod);
      if (!action) break;
      // Held keys repeat only for movement, so a held digit never types twice.
      const bool movement =
          action->kind == game::ActionKind::Up || action->kind == game::ActionKind::Down ||
          action->kind == game::ActionKind::Left || action->kind == game::ActionKind::Right;
      if (e.key.repeat && !movement) break;
      game_.apply(*action);
      // The clipboard at once, as the key is pressed: what follows in the same turn sees it.
      if (action->kind == game::ActionKind::Paste || action->kind == game::ActionKind::Copy)
        serve_paste(game_);
      break;
    }
    case SDL_MOUSEBUTTONDOWN:
      if (e.button.button == SDL_BUTTON_LEFT) {
        game_.pointer_down(static_cast<float>(e.button.x) * sx,
                           static_cast<float>(e.button.y) * sy);
      } else if (e.button.button == SDL_BUTTON_RIGHT) {  // a cell's colour palette
        game_.pointer_alt(static_cast<float>(e.button.x) * sx, static_cast<float>(e.button.y) * sy);
      }
      break;
    case SDL_MOUSEMOTION:
      game_.pointer_move(static_cast<float>(e.motion.x) * sx, static_cast<float>(e.motion.y) * sy);
      break;
    case SDL_DROPFILE:  // a file of puzzles dropped on the window: a collection
      if (e.drop.file != nullptr) {
        open_puzzle_file(e.drop.file);
        SDL_free(e.drop.file);
      }
      break;
    case SDL_MOUSEWHEEL: {
      const int notches = e.wheel.direction == SDL_MOUSEWHEEL_FLIPPED ? e.wheel.y : -e.wheel.y;
      if (notches != 0) game_.apply(game::Action{game::ActionKind::Scroll, notches});
      break;
    }
    case SDL_WINDOWEVENT:
      switch (e.window.event) {
        case SDL_WINDOWEVENT_FOCUS_LOST: game_.focus_lost(); break;
        case SDL_WINDOWEVENT_MINIMIZED:
        case SDL_WINDOWEVENT_HIDDEN:
          game_.focus_lost();
          hidden_ = true;
          break;
        case SDL_WINDOWEVENT_RESTORED:
        case SDL_WINDOWEVENT_SHOWN:
        case SDL_WINDOWEVENT_EXPOSED:
          if (hidden_) drop_backlog();  // no catch-up burst for the time spent hidden
          hidden_ = false;
          break;
        case SDL_WINDOWEVENT_SIZE_CHANGED:
        case SDL_WINDOWEVENT_RESIZED:
          window_.drawable_size(drawable_w_, drawable_h_);
          window_.window_size(window_w_, window_h_);
          game_.set_viewport(static_cast<float>(drawable_w_), static_cast<float>(drawable_h_));
          break;
        default: break;
      }
      break;
    default: break;
  }
  save_on_event(e);  // quit, focus loss, minimize, lifecycle: write now (after the game paused)
}

void GameApp::drop_backlog() {
  accumulator_ = 0;
  last_counter_ = SDL_GetPerformanceCounter();
}

void GameApp::configure_language(const std::string& data_dir) {
  std::string exe_dir;
  if (char* base = SDL_GetBasePath()) {
    exe_dir = base;
    SDL_free(base);
  }
  // The environment's preferences, then SDL's (the desktop's list where the platform has one).
  std::vector<std::string> preferences = i18n::environment_preferences();
  if (SDL_Locale* locales = SDL_GetPreferredLocales()) {
    for (const SDL_Locale* l = locales; l->language; ++l)
      preferences.push_back(std::string(l->language) + (l->country ? "_" : "") +
                            (l->country ? l->country : ""));
    SDL_free(locales);
  }
  const std::string dir = i18n::find_locale_dir(data_dir, exe_dir, NONET_LOCALE_FROM_EXE);
  i18n::configure(dir, std::move(preferences));
  if (options_.verbose)
    std::fprintf(stderr, "nonet: catalogs in %s (%zu languages)\n",
                 dir.empty() ? "(none found)" : dir.c_str(), i18n::installed().size());
  if (std::string e = i18n::use_setting(""); !e.empty())
    std::fprintf(stderr, "nonet: %s\n", e.c_str());
}

bool GameApp::use_language(const std::string& setting) {
  if (applied_language_ == setting) return false;
  applied_language_ = setting;
  // A language whose catalog is missing or damaged: said once, and the game goes on in the
  // language it had (English at worst), the setting kept for when the catalog is back.
  if (std::string e = i18n::use_setting(setting); !e.empty())
    std::fprintf(stderr, "nonet: language %s: %s\n", setting.c_str(), e.c_str());
  return true;
}

void GameApp::apply_language() {
  if (use_language(game_.settings().language))
    game_.language_changed();  // a hint on show is worded again
  // The pseudo-locales choose their own forms (start()); a language its line breaks and Han
  // forms, once the renderer exists (the saves may have chosen the language before it).
  const i18n::Language* now = &i18n::current();
  if (renderer_ && options_.pseudo == render::Pseudo::None && now != renderer_language_) {
    renderer_->set_language(now->bcp47);
    renderer_language_ = now;
  }
}

void GameApp::sync_settings() {
  apply_language();
  if (game_.settings().fullscreen != window_.fullscreen()) {
    window_.set_fullscreen(game_.settings().fullscreen);
    game::Settings real = game_.settings();
    real.fullscreen = window_.fullscreen();  // the window manager may have said no
    game_.set_settings(real);
  }
}

bool GameApp::wants_capture() const {
  return !options_.screenshot_path.empty() || (script_ && !script_->requests().empty());
}

void GameApp::draw_frame(double alpha) {
  const std::uint64_t t0 = SDL_GetPerformanceCounter();
  const double seconds = (static_cast<double>(game_.now()) + alpha) * kTick;
  render::ViewContext ctx;
  ctx.seconds = seconds;
  ctx.frame_ms = last_frame_ms_;
  ctx.input = &input_.status();
  ctx.save_location = save_location_;
  ctx.save_message = save_message_;
  renderer_->frame(game_, drawable_w_, drawable_h_, ctx);
  last_frame_ms_ = seconds_between(t0, SDL_GetPerformanceCounter()) * 1000.0;
}

void GameApp::capture() {
  gl_->read_pixels(drawable_w_, drawable_h_, pixels_);
  if (!options_.screenshot_path.empty()) {
    if (std::string e = write_png(options_.screenshot_path, pixels_, drawable_w_, drawable_h_);
        !e.empty()) {
      std::fprintf(stderr, "nonet: %s\n", e.c_str());
      exit_status_ = 1;
    }
    running_ = false;
  }
  if (script_) script_->frame_done(pixels_, drawable_w_, drawable_h_);
}

int GameApp::run() {
  bool first_frame = true;
  while (running_ && !game_.quit_requested()) {
    // 1. Sleep while nothing changes: no animation, no script, no fixed stepping.
    const int wake = game_.wake_in_ticks();
    const bool busy =
        first_frame || script_.has_value() || options_.fixed_step || wake == 0 || input_.busy();
    const game::Tick wake_at = wake > 0 ? game_.now() + wake : -1;
    SDL_Event e;
    if (!busy) {
      int timeout =
          hidden_ || wake < 0
              ? kMaxIdleWaitMs
              : std::max(1, static_cast<int>((wake - accumulator_ / kTick) * kTick * 1000.0));
      timeout = std::min(timeout, kMaxIdleWaitMs);
      if (wait_for_event(e, timeout)) handle_event(e);
    }
    while (SDL_PollEvent(&e)) handle_event(e);
    sync_settings();
    game_.set_today(platform::local_date());  // midnight passes while the game runs

    // 2. Script step: inputs are applied now, captures taken after this frame is drawn.
    if (script_) {
      script_->step();
      if (script_->quit_requested()) running_ = false;
    }

    // 3. Fixed-step updates.
    const std::uint64_t now = SDL_GetPerformanceCounter();
    double elapsed = seconds_between(last_counter_, now);
    last_counter_ = now;
    if (options_.fixed_step) {
      // Deterministic runs do not race the free-play worker thread: its puzzle is ready by the
      // next tick, however loaded the machine.
      if (game_.free_play_job() != nullptr) game_.finish_free_play_job();
      game_.update();
      accumulator_ = 0;
    } else if (!hidden_) {
      // A planned sleep may be replayed in full (the timer must not lose it); anything longer
      // is a stall and is clamped.
      const double allowed = std::max(kMaxBacklog, (wake > 0 ? wake * kTick : 0) + kMaxBacklog);
      accumulator_ += std::min(elapsed, allowed);
      while (accumulator_ >= kTick) {
        game_.update();
        accumulator_ -= kTick;
      }
    }
    input_.tick(game_);  // held pad directions repeat, a held finger becomes a long press
    play_audio();
    serve_export();
    serve_open_folder();
    serve_file_dialog();
    serve_paste(game_);
    follow_screensaver(game_.screen(), screensaver_allowed_);

    watch_saves();

    // 4. Draw (not while hidden or minimized).
    // A fixed-step script draws only the frames it captures plus one every 2 s of game time, so
    // long waits in game time (a realistic clear time) cost logic ticks, not software-rendered
    // frames.
    // Otherwise a frame is drawn only when something may have changed: input arrived, the game
    // animates, or the moment it asked to be woken for (the timer's next second) has come.
    const bool due = wake_at >= 0 && game_.now() >= wake_at;
    const bool changed = busy || input_seen_ || due;
    input_seen_ = false;
    // A game that is leaving draws nothing more (unless a script still waits for a capture),
    // except the very first frame, which a launch always shows.
    const bool leaving = !running_ || game_.quit_requested();
    const bool skip =
        (script_ && options_.fixed_step && !wants_capture() && game_.now() % 120 != 0) ||
        (!script_ && !changed) || (leaving && !first_frame && !wants_capture());
    std::optional<std::uint64_t> frame_start;
    if (!hidden_ && !skip) {
      frame_start = SDL_GetPerformanceCounter();
      draw_frame(options_.fixed_step ? 0.0 : accumulator_ / kTick);
      if (wants_capture()) capture();
      window_.swap();
    }
    // After the first frame, so that it never waits for the audio device; before the frame
    // cap's pause, which the device's opening then fills.
    if (first_frame) start_audio();
    first_frame = false;
    // Frame cap for drivers without vsync (offscreen, Xvfb): never faster than the display.
    // Only fixed-step automation runs flat out; a real-time script is capped like a person. A
    // game that is leaving does not wait for a next frame.
    const bool automation =
        options_.fixed_step && (script_.has_value() || !options_.screenshot_path.empty());
    if (frame_start && !automation && running_ && !game_.quit_requested()) {
      const double spent = seconds_between(*frame_start, SDL_GetPerformanceCounter());
      const double left = window_.refresh_period() - spent;
      if (left > 0.002) SDL_Delay(static_cast<Uint32>(left * 1000.0));
    }
    if (script_ && script_->finished()) {
      if (!script_->detached()) {
        running_ = false;
      } else {
        for (const std::string& f : script_->failures())
          std::fprintf(stderr, "nonet: %s\n", f.c_str());
        if (!script_->failures().empty()) exit_status_ = 1;
        script_.reset();  // from here on the loop sleeps when idle, like any interactive run
      }
    }
  }
  // Closing the audio device waits for SDL to drain two buffers (about 43 ms at 1024 frames):
  // it runs on its own thread while the saves are flushed and the window is taken down. Nothing
  // touches audio_ from here until ~GameApp joins it.
  audio_closing_ = std::thread([this] { audio_.close(); });
  flush_saves();
  if (script_) {
    for (const std::string& f : script_->failures()) std::fprintf(stderr, "nonet: %s\n", f.c_str());
    if (!script_->failures().empty()) exit_status_ = 1;
  }
  return exit_status_;
}

}  // namespace nonet::platform
