// SPDX-License-Identifier: MIT
// Keeping the save documents in step with a running game (see game_saves.hpp).
#include "save/game_saves.hpp"

#include <algorithm>
#include <cstdio>

#include "game/format.hpp"
#include "i18n/i18n.hpp"

namespace nonet::save {

using game::format;
using i18n::tr;

GameSaves::GameSaves(fs::path folder) : GameSaves(std::move(folder), DocumentStore::Options{}) {}

GameSaves::GameSaves(fs::path folder, DocumentStore::Options options)
    : log_([](const std::string& line) { std::fprintf(stderr, "nonet: %s\n", line.c_str()); }),
      store_(std::move(folder), std::move(options)),
      writer_(store_) {}

bool GameSaves::ended_on_disk(const game::Session& session) const {
  return session.game_id() == 0 || progress_on_disk_.was_finished(session.game_id());
}

void GameSaves::log_once(const std::string& line) {
  if (log_ && logged_.insert(line).second) log_(line);
}

std::string GameSaves::set_aside_refused(const char* name) {
  const fs::path kept =
      not_saving_ == NotSaving::No ? store_.set_aside(name, "refused") : fs::path();
  // TRANSLATORS: follows "Your stage in progress (free-play game) could not be resumed".
  if (kept.empty()) return tr("Its file was left as it is.");
  // TRANSLATORS: follows "Your stage in progress (free-play game) could not be resumed"; {0} is
  // the name the file has now ("session.json.refused-20240501-140312").
  return format(tr("Its file was kept as {0}."), {kept.filename().string()});
}

std::string GameSaves::set_aside_session(const std::string& why) {
  // TRANSLATORS: a notice at start; {0} is why (in words, sometimes technical).
  std::string notice = format(tr("Your stage in progress could not be resumed ({0})."), {why});
  session_on_disk_active_ = false;
  return notice + ' ' + set_aside_refused(kSessionFileName);
}

std::string GameSaves::set_aside_free_play(const std::string& why) {
  // TRANSLATORS: a notice at start; {0} is why (in words, sometimes technical).
  std::string notice = format(tr("Your free-play game could not be resumed ({0})."), {why});
  free_on_disk_active_ = false;
  return notice + ' ' + set_aside_refused(kFreePlayFileName);
}

GameSaves::~GameSaves() = default;  // the writer finishes what was submitted

LoadedGame GameSaves::load(const std::function<void(const game::Settings&)>& settings_read) {
  LoadedGame out;
  if (store_.folder().empty()) return out;
  const fs::path& folder = store_.folder();
  // The folder's own problems (a symlink loop, a path through a regular file) are reported
  // once, as the folder's, rather than once per file in it.
  if (IoResult f = check_folder(folder); !f.ok()) {
    not_saving_ = NotSaving::FolderUnusable;
    folder_problem_ = f.error;
    store_.set_read_only(f.error);
    // TRANSLATORS: a notice at start; {0} is what is wrong with the folder.
    const char* notice = tr("Nonet cannot use its save folder ({0}), so this run does not save.");
    out.notices.push_back(format(notice, {f.error}));
    return out;
  }
  lock_ = FolderLock::acquire(folder);
  if (lock_.state() == FolderLock::State::HeldElsewhere) {
    // The second copy reads the files (the player sees their progress) but writes nothing:
    // two writers on one folder lose progress. It says so at once, and as long as it runs.
    not_saving_ = NotSaving::HeldElsewhere;
    // Never shown: a run that does not save hands no write to the store.
    store_.set_read_only("Nonet is already running with the save folder " + folder.string());
    // TRANSLATORS: a notice at start; {0} is the save folder.
    out.notices.push_back(format(tr("Nonet is already running with the save folder {0}. This copy "
                                    "runs without saving: nothing done in it is kept."),
                                 {folder.string()}));
  } else if (lock_.state() == FolderLock::State::Failed) {
    // A lock that cannot be taken (the lock file is a folder, a permission problem, a folder
    // that cannot be made yet) must not fail open (issue 30): another copy may be running, and
    // two writers lose progress. Nothing is written until the lock is held; every write that
    // falls due tries to take it again, and the corner of the screen says why meanwhile.
    log_once("not saving until the save folder's lock can be taken: " + lock_.error());
    const char* notice =
        // TRANSLATORS: a notice at start; {0} is why the lock cannot be taken.
        tr("Nonet cannot lock its save folder ({0}), so it saves nothing until it can.");
    out.notices.push_back(format(notice, {lock_.error()}));
  } else if (lock_.state() == FolderLock::State::Unsupported) {
    log_once("saving without the folder lock: " + lock_.error());
  }
  auto note = [&](const LoadResult& r) {
    if (!r.notice.empty()) out.notices.push_back(r.notice);
  };

  // The settings first: they hold the player's language, in which the rest is reported.
  const LoadResult s = store_.load(kSettingsFileName, settings_document());
  note(s);
  // A value out of range is corrected alone; the other settings are kept (issue 17).
  std::vector<std::string> corrected;
  if (s.ok()) read_settings(s.payload, out.settings, corrected);
  if (settings_read) settings_read(out.settings.settings);  // the defaults when there is none
  if (!corrected.empty()) {
    std::string list;
    for (std::size_t i = 0; i < corrected.size(); ++i) list += (i ? ", " : "") + corrected[i];
    // TRANSLATORS: a notice at start; {0} lists the corrections, technical and comma-separated
    // ("window.width 100 -> 480, theme \"x\" -> \"light\"").
    const char* notice = tr("Some settings were out of range and were corrected: {0}.");
    out.notices.push_back(format(notice, {list}));
    settings_repaired_ = true;
  }

  const LoadResult p = store_.load(kProgressFileName, progress_document());
  note(p);
  if (p.ok()) decode_progress(p.payload, out.progress);  // validated on load: cannot fail

  const LoadResult g = store_.load(kSessionFileName, session_document());
  note(g);
  if (g.ok()) decode_session(g.payload, out.session);

  // Sum Tiles (issue 16): a folder from before the mode has no such file, a first start of it.
  const LoadResult st = store_.load(kSumTilesFileName, sum_tiles_document());
  note(st);
  if (st.ok()) decode_sum_tiles(st.payload, out.sum_tiles);  // validated on load: cannot fail

  // Free play (issue 12): a folder from before it has no such file: no game kept.
  const LoadResult fp = store_.load(kFreePlayFileName, free_play_document());
  note(fp);
  if (fp.ok()) decode_free_play(fp.payload, out.free_play);  // validated on load: cannot fail

  // A save of a game whose end progress.json already holds (a stop came between the two
  // writes of its end): its result is counted, so it is dropped, not resumed (issue 30).
  if (out.session && out.progress.was_finished(out.session->play.game_id)) {
    log_once("a stage that had already ended was still in session.json; dropped");
    out.session.reset();
    drop_session_ = true;
  }
  if (out.free_play && out.progress.was_finished(out.free_play->session.play.game_id)) {
    log_once("a free-play game that had already ended was still in free_play.json; dropped");
    out.free_play.reset();
    drop_free_play_ = true;
  }
  free_on_disk_active_ = out.free_play.has_value();

  // Custom boards (issue 12): a folder from before them has no such file: none yet.
  const LoadResult rb = store_.load(kRecentBoardsFileName, recent_boards_document());
  note(rb);
  if (rb.ok()) {
    decode_recent_boards(rb.payload, out.recent_boards);  // validated on load
    out.editor_draft = decode_editor_draft(rb.payload);
  }
  recent_boards_ = out.recent_boards;
  editor_draft_ = out.editor_draft;

  // Puzzle collections (issue 29): none before the first file is opened.
  const LoadResult cl = store_.load(kCollectionsFileName, collections_document());
  note(cl);
  if (cl.ok()) decode_collections(cl.payload, out.collections);  // validated on load
  collections_ = out.collections;

  // Learn (issue 28): a folder from before it has no such file: nothing learnt yet.
  const LoadResult ln = store_.load(kLearnFileName, learn_document());
  note(ln);
  if (ln.ok()) decode_learn(ln.payload, out.learn);  // validated on load
  learn_ = out.learn;

  progress_ = out.progress;
  progress_submitted_ = out.progress;
  progress_on_disk_ = out.progress;
  settings_ = out.settings;
  sum_tiles_ = out.sum_tiles;
  window_ = out.settings.window;
  session_on_disk_active_ = out.session.has_value();
  return out;
}

namespace {
// The session file holds a campaign stage: the open one, or the one kept aside while free play
// is open (docs/FREE_PLAY.md); a free-play game has its own file (free_play.json).
const game::Session* campaign_session(const game::Game& game) {
  const game::Session* session = game.session();
  if (session && !session->stage().free_play()) return session;
  const game::Session* kept = game.parked_session();
  return kept && !kept->stage().free_play() ? kept : nullptr;
}
// The free-play game, open or kept aside: a generated puzzle or a typed-in board (custom boards
// keep their solution in the file; free_play_codec.hpp).
const game::Session* free_play_session(const game::Game& game) {
  const game::Session* session = game.session();
  const game::Session* kept = game.parked_session();
  return session && session->stage().free_play() ? session
         : kept && kept->stage().free_play()     ? kept
                                                 : nullptr;
}
}  // namespace

void GameSaves::notice_free_play(const game::Game& game, std::int64_t now_ms, bool flushing) {
  const game::Session* session = free_play_session(game);
  const bool playing = session && session->outcome() == game::Outcome::Playing;
  const std::uint64_t rev = game.revision().session;
  if (playing) {
    // Only the open game changes; a kept one is on disk as it is (unless never written).
    const bool open = session == game.session();
    if ((open && free_seen_ != rev) || !free_on_disk_active_ ||
        (open && flushing && session->elapsed() != free_elapsed_seen_))
      schedulers_[kFreePlayDoc].changed(now_ms);
  } else if (session && free_on_disk_active_) {
    // Finished: the file must not offer it again, as soon as progress holds its end.
    schedulers_[kFreePlayDoc].changed(now_ms);
    schedulers_[kFreePlayDoc].request_flush();
    schedulers_[kProgressDoc].request_flush();
  } else if (!session && drop_free_play_) {
    schedulers_[kFreePlayDoc].changed(now_ms);
  }
  drop_free_play_ = false;
}

void GameSaves::notice_changes(const game::Game& game, std::int64_t now_ms, bool flushing) {
  const game::Session* session = campaign_session(game);
  const bool playing = session && session->outcome() == game::Outcome::Playing;
  const game::Game::Revision rev = game.revision();
  // Progress and settings are small: when their revision moved, compare by value, so putting
  // what load() returned into the game writes nothing.
  if ((!seen_ || rev.progress != seen_->progress) && !(game.progress() == progress_)) {
    progress_ = game.progress();
    schedulers_[kProgressDoc].changed(now_ms);
  }
  const bool settings_moved = !seen_ || rev.settings != seen_->settings;
  if (settings_repaired_) {
    settings_repaired_ = false;
    schedulers_[kSettingsDoc].changed(now_ms);  // the corrected values replace the bad ones
  }
  if ((settings_moved && !(game.settings() == settings_.settings)) ||
      !(window_ == settings_.window)) {
    settings_.settings = game.settings();
    settings_.window = window_;
    schedulers_[kSettingsDoc].changed(now_ms);
  }
  if (!seen_ || seen_->recent_boards != rev.recent_boards) {
    if (game.board_editor().recent() != recent_boards_) {
      recent_boards_ = game.board_editor().recent();
      schedulers_[kRecentBoardsDoc].changed(now_ms);
    }
  }
  if (!seen_ || seen_->collections != rev.collections) {
    if (game.collections().list() != collections_) {
      collections_ = game.collections().list();
      schedulers_[kCollectionsDoc].changed(now_ms);
    }
  }
  if ((!seen_ || seen_->learn != rev.learn) && !(game.learn() == learn_)) {
    learn_ = game.learn();
    schedulers_[kLearnDoc].changed(now_ms);
  }
  // The board being typed (a few bytes, compared every frame): kept like a game in progress.
  if (game.board_editor().board() != editor_draft_) {
    editor_draft_ = game.board_editor().board();
    schedulers_[kRecentBoardsDoc].changed(now_ms);
  }
  seen_ = rev;
  const game::SumTilesMode::Revision sum_rev = game.sum_tiles().revision();
  if (sum_seen_ != sum_rev) {
    sum_seen_ = sum_rev;
    SumTilesFile now = capture_sum_tiles(game.sum_tiles());
    if (!(now == sum_tiles_)) {
      sum_tiles_ = std::move(now);
      schedulers_[kSumTilesDoc].changed(now_ms);
    }
  }
  if (playing) {
    // The timer alone is not worth a write, but a flush (pause, quit) takes it along. A stage
    // kept aside while free play is open does not change: only the open one is watched.
    const bool open = session == game.session();
    if ((open && session_seen_ != rev.session) || !session_on_disk_active_ ||
        (open && flushing && session->elapsed() != session_elapsed_seen_)) {
      schedulers_[kSessionDoc].changed(now_ms);
    }
  } else if (session && session_on_disk_active_) {
    // Finished: the file must not offer it again, as soon as progress holds its end.
    schedulers_[kSessionDoc].changed(now_ms);
    schedulers_[kSessionDoc].request_flush();
    schedulers_[kProgressDoc].request_flush();
  } else if (!session && drop_session_) {
    schedulers_[kSessionDoc].changed(now_ms);
  }
  drop_session_ = false;
  // No session in the game (title screen before Continue): the one on disk stays.
  notice_free_play(game, now_ms, flushing);
}

bool GameSaves::take_lock() {
  if (lock_.held() || lock_.state() == FolderLock::State::Unsupported) return true;
  lock_ = FolderLock::acquire(store_.folder());
  if (lock_.state() == FolderLock::State::HeldElsewhere) {
    // Another copy took the folder while this one could not lock it: it never writes now.
    not_saving_ = NotSaving::HeldElsewhere;
    store_.set_read_only("Nonet is already running with the save folder " +
                         store_.folder().string());  // never shown, as in load()
    return false;
  }
  return lock_.held();
}

void GameSaves::submit_due(const game::Game& game, std::int64_t now_ms) {
  if (store_.folder().empty() || not_saving_ != NotSaving::No) return;
  const bool any_due = std::any_of(schedulers_.begin(), schedulers_.end(),
                                   [&](const SaveScheduler& s) { return s.due(now_ms); });
  if (!any_due) return;
  if (!take_lock()) {
    // Unguarded writes could lose another copy's progress: each due write counts as failed
    // (the warning names the lock) and is tried again after the retry wait.
    if (not_saving_ != NotSaving::No) return;
    // TRANSLATORS: why a save failed, shown inside "Progress cannot be saved ({0})..."; {0} is
    // why the lock cannot be taken.
    const char* pattern = tr("the save folder's lock cannot be taken: {0}");
    const std::string why = format(pattern, {lock_.error()});
    log_once(why);
    for (std::size_t d = 0; d < schedulers_.size(); ++d) {
      if (!schedulers_[d].due(now_ms)) continue;
      errors_[d] = why;
      schedulers_[d].started_write(now_ms);  // an attempt, as a write that failed would be
      schedulers_[d].write_failed(now_ms);
    }
    return;
  }
  for (int d = 0; d < kDocCount; ++d) {
    SaveScheduler& sched = schedulers_[static_cast<std::size_t>(d)];
    if (!sched.due(now_ms)) continue;
    Json payload;
    const DocumentType* type = nullptr;
    const char* name = nullptr;
    if (d == kProgressDoc) {
      payload = encode_progress(progress_);
      progress_submitted_ = progress_;
      type = &progress_document();
      name = kProgressFileName;
    } else if (d == kSettingsDoc) {
      payload = encode_settings(settings_);
      type = &settings_document();
      name = kSettingsFileName;
    } else if (d == kSumTilesDoc) {
      payload = encode_sum_tiles(sum_tiles_);
      type = &sum_tiles_document();
      name = kSumTilesFileName;
    } else if (d == kCollectionsDoc) {
      payload = encode_collections(collections_);
      type = &collections_document();
      name = kCollectionsFileName;
    } else if (d == kLearnDoc) {
      payload = encode_learn(learn_);
      type = &learn_document();
      name = kLearnFileName;
    } else if (d == kRecentBoardsDoc) {
      payload = encode_recent_boards(recent_boards_, editor_draft_);
      type = &recent_boards_document();
      name = kRecentBoardsFileName;
    } else if (d == kFreePlayDoc) {
      const game::Session* session = free_play_session(game);
      const bool playing = session && session->outcome() == game::Outcome::Playing;
      if (session && !playing && !ended_on_disk(*session)) {
        schedulers_[kProgressDoc].request_flush();
        continue;  // the result first: this waits for progress.json to hold the game's end
      }
      if (playing) {
        payload = encode_free_play(capture_free_play(*session));
        free_seen_ = game.revision().session;
        free_elapsed_seen_ = session->elapsed();
      } else {
        payload = encode_free_play(std::nullopt);
        free_seen_.reset();
      }
      free_on_disk_active_ = playing;
      type = &free_play_document();
      name = kFreePlayFileName;
    } else {
      const game::Session* session = campaign_session(game);
      const bool playing = session && session->outcome() == game::Outcome::Playing;
      if (session && !playing && !ended_on_disk(*session)) {
        schedulers_[kProgressDoc].request_flush();
        continue;  // the result first: this waits for progress.json to hold the game's end
      }
      if (playing) {
        payload = encode_session(capture_session(*session));
        session_seen_ = game.revision().session;
        session_elapsed_seen_ = session->elapsed();
      } else {
        payload = encode_session(std::nullopt);
        session_seen_.reset();
      }
      session_on_disk_active_ = playing;
      type = &session_document();
      name = kSessionFileName;
    }
    last_ticket_[static_cast<std::size_t>(d)] = writer_.submit(name, *type, std::move(payload));
    sched.started_write(now_ms);
  }
}

void GameSaves::collect_reports(std::int64_t now_ms) {
  for (const SaveWriter::Report& r : writer_.take_reports()) {
    int d = kSessionDoc;
    if (r.name == kProgressFileName)
      d = kProgressDoc;
    else if (r.name == kSettingsFileName)
      d = kSettingsDoc;
    else if (r.name == kSumTilesFileName)
      d = kSumTilesDoc;
    else if (r.name == kFreePlayFileName)
      d = kFreePlayDoc;
    else if (r.name == kRecentBoardsFileName)
      d = kRecentBoardsDoc;
    else if (r.name == kCollectionsFileName)
      d = kCollectionsDoc;
    else if (r.name == kLearnFileName)
      d = kLearnDoc;
    const auto i = static_cast<std::size_t>(d);
    if (r.ticket != last_ticket_[i]) continue;  // an older write; a newer one is on its way
    if (r.error.empty()) {
      errors_[i].clear();
      schedulers_[i].write_succeeded();
      if (d == kProgressDoc) progress_on_disk_ = progress_submitted_;
    } else {
      errors_[i] = r.error;
      log_once(r.error);
      schedulers_[i].write_failed(now_ms);
    }
  }
}

void GameSaves::watch(const game::Game& game, std::int64_t now_ms) {
  collect_reports(now_ms);
  notice_changes(game, now_ms, false);
  submit_due(game, now_ms);
}

void GameSaves::flush(const game::Game& game, std::int64_t now_ms) {
  collect_reports(now_ms);
  notice_changes(game, now_ms, true);
  for (SaveScheduler& s : schedulers_) s.request_flush();
  submit_due(game, now_ms);
  writer_.flush();
  collect_reports(now_ms);
  // A finished game's file waited for progress.json to land (the result first): now it can go.
  for (SaveScheduler& s : schedulers_) s.request_flush();
  submit_due(game, now_ms);
  writer_.flush();
  collect_reports(now_ms);
}

std::string GameSaves::warning() const {
  // Worded here, each time it is asked (every frame): the language may have changed.
  if (store_.folder().empty()) return tr("Progress is not being saved: no save folder was found.");
  switch (not_saving_) {
    case NotSaving::No: break;
    case NotSaving::FolderUnusable:
      // TRANSLATORS: a warning on screen; {0} is what is wrong with the save folder.
      return format(tr("Progress is not being saved: {0}."), {folder_problem_});
    case NotSaving::HeldElsewhere:
      return tr("Nonet is already running with this save folder: this copy does not save.");
  }
  for (const std::string& e : errors_) {
    if (e.empty()) continue;
    // TRANSLATORS: a warning on screen; {0} is why the last save failed.
    return format(tr("Progress cannot be saved ({0}). Nonet will keep trying."), {e});
  }
  return "";
}

}  // namespace nonet::save
