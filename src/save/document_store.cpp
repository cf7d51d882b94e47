// SPDX-License-Identifier: MIT
// Atomic saves with a validated backup, and loads that fall back to it (see document_store.hpp).
#include "save/document_store.hpp"

#include "game/format.hpp"
#include "i18n/i18n.hpp"
#include "save/checksum.hpp"

namespace nonet::save {
namespace {

using game::format;
using i18n::tr;

fs::path sibling(const fs::path& path, std::string_view suffix) {
  fs::path p = path;
  p += std::string(suffix);
  return p;
}

// The document's name in messages to the player ("progress", "saved game"), translated now:
// DocumentType keeps the English (marked N_ where each type is made).
const char* player_name(const DocumentType& type) { return tr(type.player_name.c_str()); }

// Why a file too new for this version is refused (open_document's reason, as a whole
// sentence): `backup` names the document's backup instead of its current copy.
std::string too_new_reason(const DocumentType& type, int found_version, bool backup) {
  if (backup) {
    // TRANSLATORS: why a save is refused. {0} is a save file's name ("progress", "settings",
    // "saved game", "free-play game", "Sum Tiles", "recent boards"); {1} and {2} are numbers.
    return format(tr("the {0} backup was written by a newer version of Nonet (format version "
                     "{1}; this one reads up to {2})"),
                  {player_name(type), found_version, type.version});
  }
  // TRANSLATORS: why a save is refused. {0} is a save file's name ("progress", "settings",
  // "saved game", "free-play game", "Sum Tiles", "recent boards"); {1} and {2} are numbers.
  return format(tr("the {0} file was written by a newer version of Nonet (format version {1}; "
                   "this one reads up to {2})"),
                {player_name(type), found_version, type.version});
}

std::string too_new_notice(const DocumentType& type, int found_version) {
  // Worded so that any document's name reads well in it (issue 30: "will not save free-play
  // game over it").
  // TRANSLATORS: a notice at start. {0} is a save file's name ("progress", "settings", "saved
  // game", "free-play game", "Sum Tiles", "recent boards"); {1} and {2} are numbers.
  return format(tr("Your {0} file was written by a newer version of Nonet (format version {1}; "
                   "this one reads up to {2}). Nonet left it untouched and saves nothing over "
                   "it; open it with that newer version instead."),
                {player_name(type), found_version, type.version});
}

// "not saved: " and why: a save's error, shown in the warning "Progress cannot be saved (...)".
std::string not_saved(const std::string& why) {
  // TRANSLATORS: a save's error, shown inside "Progress cannot be saved ({0})..."; {0} is why.
  return format(tr("not saved: {0}"), {why});
}

}  // namespace

DocumentStore::DocumentStore(fs::path folder) : DocumentStore(std::move(folder), Options{}) {}

DocumentStore::DocumentStore(fs::path folder, Options options)
    : folder_(std::move(folder)), options_(std::move(options)) {}

std::time_t DocumentStore::now() const {
  return options_.clock ? options_.clock() : std::time(nullptr);
}

bool DocumentStore::is_write_blocked(const std::string& name) const {
  std::lock_guard lock(mutex_);
  return blocked_.count(name) != 0;
}

void DocumentStore::set_read_only(std::string reason) {
  std::lock_guard lock(mutex_);
  read_only_ = std::move(reason);
}

void DocumentStore::remove_leftover_temporaries(const std::string& name) {
  // Only the folder's one writer may do this: another writer's temporary may be in flight.
  if (!read_only_.empty()) return;
  // Nor a temporary of this process: a write of ours may be in flight on the writer thread
  // (a leftover of an earlier run has another process id).
  const std::string prefix = name + ".tmp";
  const std::string ours = name + own_temp_prefix();
  std::error_code ec;
  for (auto it = fs::directory_iterator(folder_, ec); !ec && it != fs::directory_iterator();
       it.increment(ec)) {
    const std::string entry = it->path().filename().string();
    if (entry.rfind(ours, 0) == 0) continue;
    if (entry == prefix || entry.rfind(prefix + "-", 0) == 0) remove_own_file(it->path());
  }
}

fs::path DocumentStore::set_aside(const std::string& name, const std::string& why) {
  std::lock_guard lock(mutex_);
  if (!read_only_.empty()) return {};
  known_good_.erase(name);
  return move_aside(path_of(name), why);
}

fs::path DocumentStore::real_path(const std::string& name, std::string& dangling) const {
  const fs::path p = path_of(name);
  std::error_code ec;
  if (!fs::is_symlink(p, ec)) return p;
  // A link is followed (issue 30): the file it leads to is read and replaced, its backup and
  // temporaries kept beside it, and the link itself left as the player made it.
  const fs::path to = fs::weakly_canonical(p, ec);
  if (ec || !fs::exists(to, ec)) {
    const fs::path said = fs::read_symlink(p, ec);
    if (ec) {
      // TRANSLATORS: {0} is a save file's name on disk ("progress.json").
      dangling = format(tr("{0} is a link that leads nowhere"), {name});
    } else {
      // TRANSLATORS: {0} is a save file's name on disk ("progress.json"), {1} where the link
      // leads (a path).
      dangling = format(tr("{0} is a link to {1}, which does not exist"), {name, said.string()});
    }
    return p;
  }
  return to;
}

fs::path DocumentStore::move_aside(const fs::path& path, const std::string& why) {
  if (!read_only_.empty()) return {};  // another copy of Nonet owns the folder
  const fs::path base = sibling(path, "." + why + "-" + local_stamp(now()));
  for (int n = 1; n < 1000; ++n) {
    const fs::path target = n == 1 ? base : sibling(base, "-" + std::to_string(n));
    if (path_exists(target)) continue;
    if (rename_file(path, target).ok()) return target;
    return {};
  }
  return {};
}

DocumentStore::CurrentCopy DocumentStore::classify_current(const std::string& name,
                                                           const DocumentType& type,
                                                           std::string& why) {
  if (const auto b = blocked_.find(name); b != blocked_.end()) {
    why = b->second;
    return CurrentCopy::Blocked;
  }
  const ReadResult current = read_file_bounded(path_of(name), limit_for(type));
  switch (current.status) {
    case ReadStatus::Missing: return CurrentCopy::Absent;
    case ReadStatus::TooLarge: why = current.error; return CurrentCopy::Damaged;
    case ReadStatus::Failed: why = current.error; return CurrentCopy::Blocked;
    case ReadStatus::Ok: break;
  }
  if (const auto k = known_good_.find(name); k != known_good_.end() &&
                                             k->second.size == current.bytes.size() &&
                                             k->second.crc == crc32(current.bytes)) {
    return CurrentCopy::Good;
  }
  const OpenedDocument opened = open_document(type, current.bytes);
  switch (opened.status) {
    case OpenStatus::Ok:
      known_good_[name] = {crc32(current.bytes), current.bytes.size()};
      return CurrentCopy::Good;
    case OpenStatus::TooNew:
      why = too_new_reason(type, opened.found_version, false);
      blocked_[name] = why;
      return CurrentCopy::Blocked;
    case OpenStatus::Damaged: why = opened.reason; return CurrentCopy::Damaged;
  }
  return CurrentCopy::Damaged;
}

SaveResult DocumentStore::save(const std::string& name, const DocumentType& type,
                               const Json& payload) {
  std::lock_guard lock(mutex_);
  if (type.validate) {
    // Never put a file on disk that the loader would refuse: it could not become a backup.
    std::string why;
    try {
      why = type.validate(payload);
    } catch (const std::exception& e) {
      why = e.what();
    }
    if (!why.empty()) {
      // TRANSLATORS: a save's error. {0} is a save file's name ("progress", "settings"...), {1}
      // a technical reason (in English).
      return {format(tr("not saved: the {0} data is invalid ({1})"), {player_name(type), why})};
    }
  }
  if (!read_only_.empty()) return {not_saved(read_only_)};
  if (options_.before_write && !options_.before_write(name)) return {"not saved: stopped"};
  if (IoResult r = ensure_folder(folder_); !r.ok()) return {r.error};

  std::string why;
  const CurrentCopy current = classify_current(name, type, why);
  if (current == CurrentCopy::Blocked) return {not_saved(why)};

  std::string dangling;
  const fs::path target = real_path(name, dangling);
  if (!dangling.empty()) return {not_saved(dangling)};
  const std::string text = seal_document(type, payload);
  if (text.size() > limit_for(type)) {
    // Never a file the loader would refuse as too large: the last good copy stays.
    // TRANSLATORS: a save's error. {0} is a save file's name ("progress", "settings"...), {1}
    // its size in MiB.
    return {format(tr("not saved: the {0} file would be too large ({1} MiB)"),
                   {player_name(type), text.size() >> 20})};
  }
  // A name no other writer uses: two writers sharing one temporary could tear it (issue 17).
  const fs::path temp = sibling(target, unique_temp_suffix());
  if (IoResult r = write_file_durably(temp, text); !r.ok()) return {r.error};

  if (current == CurrentCopy::Good) {
    if (IoResult r = rename_file(target, sibling(target, ".bak")); !r.ok()) {
      remove_own_file(temp);
      return {r.error};
    }
  } else if (current == CurrentCopy::Damaged) {
    // A damaged copy never becomes the backup: the backup stays the last good one.
    if (move_aside(target, "corrupt").empty()) {
      remove_own_file(temp);
      // TRANSLATORS: a save's error; {0} is a file's name ("progress.json").
      return {format(tr("cannot move the damaged {0} aside"), {target.filename().string()})};
    }
  }
  if (IoResult r = rename_file(temp, target); !r.ok()) {
    remove_own_file(temp);
    return {r.error};
  }
  known_good_[name] = {crc32(text), text.size()};
  if (IoResult r = sync_folder(target.parent_path()); !r.ok()) return {r.error};
  return {};
}

LoadResult DocumentStore::load(const std::string& name, const DocumentType& type) {
  std::lock_guard lock(mutex_);
  LoadResult result;
  std::string dangling;
  const fs::path main = real_path(name, dangling);
  const fs::path backup = sibling(main, ".bak");
  const char* who = player_name(type);
  remove_leftover_temporaries(name);
  if (!dangling.empty()) {
    // Not "missing": the file it leads to may be on a drive not mounted now. Nothing is read
    // from the backup in its place, and nothing replaces the link (issue 30).
    blocked_[name] = dangling;
    result.status = LoadStatus::Unreadable;
    result.detail = dangling;
    // TRANSLATORS: a notice at start. {0} is a save file's name ("progress", "settings",
    // "saved game"...), {1} the link and where it leads.
    result.notice = format(tr("Your {0} file is a link to a file that does not exist ({1}). It "
                              "was left as it is, and nothing is saved in its place until the "
                              "link leads to a file."),
                           {who, dangling});
    return result;
  }

  // ---- The current copy ------------------------------------------------------------------
  bool main_damaged = false;
  const ReadResult current = read_file_bounded(main, limit_for(type));
  switch (current.status) {
    case ReadStatus::Missing: break;
    case ReadStatus::Failed:
      // Maybe a good file we may not read: never write over it.
      blocked_[name] = current.error;
      result.status = LoadStatus::Unreadable;
      result.detail = current.error;
      // TRANSLATORS: a notice at start. {0} is a save file's name ("progress", "settings",
      // "saved game"...), {1} why it cannot be read.
      result.notice = format(tr("Nonet cannot read your {0} file ({1}). It was left as it is, "
                                "and nothing is saved over it until it can be read."),
                             {who, current.error});
      return result;
    case ReadStatus::TooLarge:
      main_damaged = true;
      result.detail = name + ": " + current.error;
      break;
    case ReadStatus::Ok: {
      OpenedDocument opened = open_document(type, current.bytes);
      if (opened.status == OpenStatus::Ok) {
        known_good_[name] = {crc32(current.bytes), current.bytes.size()};
        blocked_.erase(name);
        result.status = LoadStatus::Loaded;
        result.payload = std::move(opened.payload);
        result.found_version = opened.found_version;
        return result;
      }
      if (opened.status == OpenStatus::TooNew) {
        blocked_[name] = too_new_reason(type, opened.found_version, false);
        result.status = LoadStatus::TooNew;
        result.found_version = opened.found_version;
        result.detail = name + ": " + opened.reason;
        result.notice = too_new_notice(type, opened.found_version);
        return result;
      }
      main_damaged = true;
      result.detail = name + ": " + opened.reason;
      break;
    }
  }
  fs::path kept_as;
  if (main_damaged) {
    kept_as = move_aside(main, "corrupt");
    if (!kept_as.empty()) result.moved_aside.push_back(kept_as);
  }

  // ---- The backup ------------------------------------------------------------------------
  const ReadResult saved = read_file_bounded(backup, limit_for(type));
  std::string backup_problem;
  if (saved.status == ReadStatus::Ok) {
    OpenedDocument opened = open_document(type, saved.bytes);
    if (opened.status == OpenStatus::Ok) {
      result.status = LoadStatus::RestoredBackup;
      result.payload = std::move(opened.payload);
      result.found_version = opened.found_version;
      if (main_damaged) {
        // TRANSLATORS: a notice at start. {0} is a save file's name ("progress", "settings",
        // "saved game"...), {1} when the backup was written ("2024-05-01 14:03").
        result.notice = format(tr("Your {0} file was damaged; Nonet restored the backup from {1}."),
                               {who, local_readable_time(modified_time(backup))});
        if (!kept_as.empty()) {
          result.notice += ' ';
          // TRANSLATORS: follows the notice that a save file was damaged; {0} is the name the
          // damaged file has now ("progress.json.corrupt-20240501-140312").
          const char* kept = tr("The damaged file was kept as {0}.");
          result.notice += format(kept, {kept_as.filename().string()});
        }
      } else {
        // No current copy but a good backup: a save was cut off between its two renames.
        if (!result.detail.empty()) result.detail += "; ";
        result.detail += name + " was missing; used " + backup.filename().string();
      }
      return result;
    }
    if (opened.status == OpenStatus::TooNew) {
      blocked_[name] = too_new_reason(type, opened.found_version, true);
      result.status = LoadStatus::TooNew;
      result.found_version = opened.found_version;
      result.notice = too_new_notice(type, opened.found_version);
      return result;
    }
    backup_problem = opened.reason;
  } else if (saved.status == ReadStatus::TooLarge) {
    backup_problem = saved.error;
  } else if (saved.status == ReadStatus::Failed) {
    backup_problem = saved.error;  // left where it is: it may be good and merely unreadable
  }
  if (!backup_problem.empty()) {
    if (!result.detail.empty()) result.detail += "; ";
    result.detail += backup.filename().string() + ": " + backup_problem;
    if (saved.status != ReadStatus::Failed) {
      const fs::path aside = move_aside(backup, "corrupt");
      if (!aside.empty()) result.moved_aside.push_back(aside);
    }
  }
  if (!main_damaged && backup_problem.empty()) {
    result.status = LoadStatus::Missing;
    return result;
  }
  result.status = LoadStatus::Lost;
  // TRANSLATORS: a notice at start; {0} is a save file's name ("progress", "settings", "saved
  // game"...).
  result.notice = format(tr("Your {0} file was damaged and no good backup was found, so Nonet "
                            "starts without it."),
                         {who});
  // At most two copies were moved aside: the current one and the backup.
  const auto& aside = result.moved_aside;
  if (aside.size() == 1) {
    result.notice += ' ';
    // TRANSLATORS: follows the notice that a save file was lost; {0} is the save folder, {1}
    // the name the damaged file has now ("progress.json.corrupt-20240501-140312").
    result.notice += format(tr("The damaged copy was kept in {0} as {1}."),
                            {folder_.string(), aside[0].filename().string()});
  } else if (aside.size() >= 2) {
    result.notice += ' ';
    // TRANSLATORS: follows the notice that a save file was lost; {0} is the save folder, {1}
    // and {2} the names the damaged file and its backup have now.
    const char* kept = tr("The damaged copies were kept in {0} as {1} and {2}.");
    result.notice += format(
        kept, {folder_.string(), aside[0].filename().string(), aside[1].filename().string()});
  }
  return result;
}

}  // namespace nonet::save
