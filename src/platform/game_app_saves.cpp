// SPDX-License-Identifier: MIT
// GameApp's side of saving (docs/SAVES.md): choosing the save folder with SDL's help, loading
// at start and resuming the stage in progress, watching the game every frame, flushing on
// pause, focus loss, minimize, quit and the app-lifecycle events, and putting the warning or
// the one-time notice where the views show it. Kept apart from game_app.cpp so the frame loop
// only has call sites.
#include <SDL2/SDL.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>

#include "i18n/i18n.hpp"
#include "platform/game_app.hpp"
#include "save/save_dir.hpp"

namespace nonet::platform {

namespace {

// How long the notices about the files found at start ("restored the backup ...") stay on
// screen: long enough to read the first, and a few seconds more for each further one.
constexpr std::uint64_t kNoticeMs = 12000;
constexpr std::uint64_t kNoticeMoreMs = 5000;

std::optional<std::string> env(const char* name) {
  const char* v = std::getenv(name);
  if (!v || !*v) return std::nullopt;
  return std::string(v);
}

save::SaveDirChoice choose_save_folder(const RunOptions& options) {
  save::SaveDirInputs in;
  if (!options.save_dir.empty()) in.argument = options.save_dir;
  in.environment = env("NONET_SAVE_DIR");
  std::error_code ec;
  in.working_dir = std::filesystem::current_path(ec);
  // Scripted and screenshot runs keep no progress unless a folder is named: they must behave
  // the same on every run and never touch the player's files.
  const bool automation = !options.script_path.empty() || !options.screenshot_path.empty();
  if (automation) return save::choose_save_dir(in);
  if (char* base = SDL_GetBasePath()) {
    in.checkout_root = save::find_checkout_root(base);
    SDL_free(base);
  }
  if (char* pref = SDL_GetPrefPath("Nonet", "Nonet")) {
    in.platform_dir = std::filesystem::path(pref);
    SDL_free(pref);
  }
  return save::choose_save_dir(in);
}

}  // namespace

void GameApp::open_saves() {
  const save::SaveDirChoice where = choose_save_folder(options_);
  saves_ = std::make_unique<save::GameSaves>(where.dir);
  if (where.dir.empty()) return;  // plays without saving; Settings shows no location
  save_location_ = where.dir.string();

  // The saved language (or --language) as soon as the settings are read, so the notices of the
  // other files are worded in it; apply_language() completes the switch once the game runs.
  save::LoadedGame loaded = saves_->load([this](const game::Settings& saved) {
    use_language(options_.language ? *options_.language : saved.language);
  });
  game_.restore(loaded.progress, loaded.settings.settings);
  game_.restore_recent_boards(loaded.recent_boards);         // the editor's recent custom boards
  game_.restore_editor_draft(loaded.editor_draft);           // the board being typed, if any
  game_.restore_collections(std::move(loaded.collections));  // files of puzzles opened
  game_.restore_learn(loaded.learn);                         // Learn's progress per technique
  if (!game_.restore_sum_tiles(loaded.sum_tiles.progress, loaded.sum_tiles.board))
    loaded.notices.push_back(
        i18n::tr("Your Sum Tiles board could not be resumed (it was already over)."));
  if (!options_.size_set) {
    options_.width = loaded.settings.window.width;
    options_.height = loaded.settings.window.height;
  }
  saves_->set_window(loaded.settings.window);
  if (loaded.session) {
    // Replayed move by move and checked before it replaces anything (Tatham's way).
    const game::StageLoad stage = game::load_stage(loaded.session->stage);
    save::ReplayResult r;
    if (stage)
      r = save::replay_session(*loaded.session, *stage.stage);
    else
      r.error = stage.reason();
    if (r.session) {
      game_.resume_session(*stage.stage, std::move(*r.session));
    } else {
      // Moved aside before anything is written: it must never become the backup.
      loaded.notices.push_back(saves_->set_aside_session(r.error));
    }
  }
  if (loaded.free_play) {
    // The free-play game kept: replayed and checked the same way, then kept aside for the
    // free-play screen's Continue row.
    save::FreePlayReplay f = save::replay_free_play(*loaded.free_play);
    if (f.result.session)
      game_.resume_free_play(*f.stage, std::move(*f.result.session));
    else
      loaded.notices.push_back(saves_->set_aside_free_play(f.result.error));
  }
  for (const std::string& n : loaded.notices) std::fprintf(stderr, "nonet: %s\n", n.c_str());
  if (!loaded.notices.empty()) {
    startup_notices_ = loaded.notices;
    startup_until_ms_ = SDL_GetTicks64() + kNoticeMs + kNoticeMoreMs * (loaded.notices.size() - 1);
  }
}

void GameApp::watch_saves() {
  if (!saves_) return;
  if (!window_.fullscreen() && window_w_ > 0 && window_h_ > 0) {
    saves_->set_window({std::clamp(window_w_, save::kMinWindowWidth, save::kMaxWindowSide),
                        std::clamp(window_h_, save::kMinWindowHeight, save::kMaxWindowSide)});
  }
  const std::uint64_t now = SDL_GetTicks64();
  const auto now_ms = static_cast<std::int64_t>(now);
  // Pausing (key, button, or focus loss through the game) writes at once.
  if (game_.screen() == game::Screen::Paused && last_screen_ != game::Screen::Paused) {
    saves_->flush(game_, now_ms);
  } else {
    saves_->watch(game_, now_ms);
  }
  last_screen_ = game_.screen();
  // A run without a save folder (scripts, or none found) shows no save warning. Each message
  // is a line of its own (the view wraps them to the window): the warning, then the start-up
  // notices; a warning no longer hides a notice (issue 30). An export's notice is the game's
  // (game::ExportNotice), drawn over the screen that asked for it.
  std::string message = save_location_.empty() ? std::string() : saves_->warning();
  auto add = [&](const std::string& line) {
    if (line.empty() || line == message) return;
    if (!message.empty()) message += '\n';
    message += line;
  };
  if (now < startup_until_ms_)
    for (const std::string& n : startup_notices_) add(n);
  save_message_ = std::move(message);
}

void GameApp::flush_saves() {
  if (saves_) saves_->flush(game_, static_cast<std::int64_t>(SDL_GetTicks64()));
}

void GameApp::save_on_event(const SDL_Event& e) {
  bool flush = false;
  switch (e.type) {
    case SDL_QUIT:
    case SDL_APP_WILLENTERBACKGROUND:
    case SDL_APP_TERMINATING: flush = true; break;
    case SDL_WINDOWEVENT:
      flush = e.window.event == SDL_WINDOWEVENT_FOCUS_LOST ||
              e.window.event == SDL_WINDOWEVENT_MINIMIZED ||
              e.window.event == SDL_WINDOWEVENT_HIDDEN;
      break;
    default: break;
  }
  if (flush) flush_saves();
}

}  // namespace nonet::platform
