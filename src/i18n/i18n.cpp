// SPDX-License-Identifier: MIT
#include "i18n/i18n.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <list>
#include <map>
#include <mutex>

#include "i18n/catalog.hpp"

namespace nonet::i18n {
namespace {

// English first; then the languages of the documents the game grew from; then the others.
constexpr std::array<Language, 11> kLanguages = {{
    {"en", "English", "en"},
    {"ko", "\xED\x95\x9C\xEA\xB5\xAD\xEC\x96\xB4", "ko"},                      // 한국어
    {"ja", "\xE6\x97\xA5\xE6\x9C\xAC\xE8\xAA\x9E", "ja"},                      // 日本語
    {"zh_CN", "\xE7\xAE\x80\xE4\xBD\x93\xE4\xB8\xAD\xE6\x96\x87", "zh-Hans"},  // 简体中文
    {"uk", "\xD0\xA3\xD0\xBA\xD1\x80\xD0\xB0\xD1\x97\xD0\xBD\xD1\x81\xD1\x8C\xD0\xBA\xD0\xB0",
     "uk"},  // Українська
    {"de", "Deutsch", "de"},
    {"fr",
     "Fran\xC3\xA7"
     "ais",
     "fr"},
    {"es", "Espa\xC3\xB1ol", "es"},
    {"it", "Italiano", "it"},
    {"pt_BR", "Portugu\xC3\xAAs (Brasil)", "pt-BR"},
    {"ru", "\xD0\xA0\xD1\x83\xD1\x81\xD1\x81\xD0\xBA\xD0\xB8\xD0\xB9", "ru"},  // Русский
}};

// Loaded catalogs, never freed (see i18n.hpp); the current one is read lock-free by every
// lookup, on any thread.
std::mutex g_load_mutex;
std::list<Catalog> g_catalogs;                    // stable addresses
std::map<std::string, const Catalog*> g_by_path;  // under g_load_mutex
std::atomic<const Catalog*> g_current{nullptr};
std::atomic<const Language*> g_language{&kLanguages[0]};

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// "uk_UA.UTF-8@euro" -> language "uk", region "ua", script ""; "zh-Hant-TW" -> zh, tw, hant.
struct Tag {
  std::string language, region, script;
};
Tag split_tag(std::string_view t) {
  if (const std::size_t cut = t.find_first_of(".@"); cut != std::string_view::npos)
    t = t.substr(0, cut);
  Tag tag;
  int part = 0;
  while (!t.empty()) {
    const std::size_t sep = t.find_first_of("_-");
    const std::string piece = lower(t.substr(0, sep));
    if (part == 0)
      tag.language = piece;
    else if (piece.size() == 4)
      tag.script = piece;
    else if (tag.region.empty())
      tag.region = piece;
    ++part;
    if (sep == std::string_view::npos) break;
    t.remove_prefix(sep + 1);
  }
  return tag;
}

}  // namespace

std::span<const Language> languages() { return kLanguages; }

const Language* find_language(std::string_view tag) {
  for (const Language& l : kLanguages)
    if (tag == l.tag) return &l;
  return nullptr;
}

std::string match_language(const std::vector<std::string>& preferences,
                           const std::vector<std::string>& shipped) {
  for (const std::string& want : preferences) {
    const Tag w = split_tag(want);
    if (w.language.empty() || w.language == "c" || w.language == "posix") continue;
    if (w.language == "zh" &&
        (w.script == "hant" || w.region == "tw" || w.region == "hk" || w.region == "mo"))
      continue;
    if (w.language == "en") return "en";
    const std::string* language_only = nullptr;
    for (const std::string& have : shipped) {
      const Tag h = split_tag(have);
      if (h.language != w.language) continue;
      if (h.region == w.region) return have;
      if (!language_only) language_only = &have;
    }
    if (language_only) return *language_only;
  }
  return "en";
}

std::vector<std::string> environment_preferences() {
  auto get = [](const char* name) {
    const char* v = std::getenv(name);
    return std::string(v ? v : "");
  };
  std::string locale = get("LC_ALL");
  if (locale.empty()) locale = get("LC_MESSAGES");
  if (locale.empty()) locale = get("LANG");
  std::vector<std::string> out;
  // gettext honours LANGUAGE only when the locale is not C; a game that reads its own catalogs
  // need not (a system with only C.UTF-8 is exactly where the setting must still work), so
  // LANGUAGE is always first.
  const std::string list = get("LANGUAGE");
  std::size_t start = 0;
  while (start <= list.size() && !list.empty()) {
    const std::size_t colon = list.find(':', start);
    const std::string item = list.substr(start, colon - start);
    if (!item.empty()) out.push_back(item);
    if (colon == std::string::npos) break;
    start = colon + 1;
  }
  if (!locale.empty()) out.push_back(locale);
  return out;
}

std::vector<std::string> available_languages(const std::string& locale_dir) {
  std::vector<std::string> out{"en"};
  if (locale_dir.empty()) return out;
  std::error_code ec;
  for (const Language& l : kLanguages) {
    if (std::string_view(l.tag) == "en") continue;
    const std::filesystem::path mo =
        std::filesystem::path(locale_dir) / l.tag / "LC_MESSAGES" / "nonet.mo";
    if (std::filesystem::is_regular_file(mo, ec)) out.emplace_back(l.tag);
  }
  return out;
}

std::string find_locale_dir(const std::string& data_dir, const std::string& exe_dir,
                            const std::string& from_exe) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (const char* named = std::getenv("NONET_LOCALE_DIR"); named && *named) return named;
  std::vector<fs::path> candidates;
  if (!data_dir.empty()) candidates.push_back(fs::path(data_dir) / "locale");
  if (!exe_dir.empty() && !from_exe.empty()) candidates.push_back(fs::path(exe_dir) / from_exe);
  for (const fs::path& c : candidates) {
    if (!fs::is_directory(c, ec)) continue;
    const fs::path norm = fs::weakly_canonical(c, ec);
    return (ec ? c : norm).string();
  }
  return "";
}

std::string set_language(const std::string& locale_dir, const std::string& tag) {
  if (tag.empty() || tag == "en") {
    g_current.store(nullptr);
    g_language.store(&kLanguages[0]);
    return "";
  }
  const Language* language = find_language(tag);
  if (!language) return "\"" + tag + "\" is not a language Nonet has";
  const std::string path =
      (std::filesystem::path(locale_dir) / tag / "LC_MESSAGES" / "nonet.mo").string();
  const Catalog* catalog = nullptr;
  {
    std::lock_guard lock(g_load_mutex);
    if (const auto it = g_by_path.find(path); it != g_by_path.end()) {
      catalog = it->second;
    } else {
      std::string error;
      auto loaded = Catalog::load(path, &error);
      if (!loaded) return error;
      g_catalogs.push_back(std::move(*loaded));
      catalog = &g_catalogs.back();
      g_by_path.emplace(path, catalog);
    }
  }
  g_current.store(catalog);
  g_language.store(language);
  return "";
}

std::string current_language() { return g_language.load()->tag; }

const Language& current() { return *g_language.load(); }

namespace {
// Set once by configure(), on the main thread before any lookup of them.
std::string g_locale_dir;
std::vector<std::string> g_installed{"en"};
std::vector<std::string> g_system;
}  // namespace

void configure(const std::string& dir, std::vector<std::string> system_preferences) {
  g_locale_dir = dir;
  g_installed = available_languages(dir);
  g_system = std::move(system_preferences);
}

const std::string& locale_dir() { return g_locale_dir; }

const std::vector<std::string>& installed() { return g_installed; }

std::string resolve_setting(const std::string& setting) {
  if (!setting.empty()) return setting;
  return match_language(g_system, g_installed);
}

std::string use_setting(const std::string& setting) {
  return set_language(g_locale_dir, resolve_setting(setting));
}

const char* tr(const char* msgid) {
  const Catalog* c = g_current.load(std::memory_order_acquire);
  const char* t = c ? c->find("", msgid) : nullptr;
  return t ? t : msgid;
}

const char* trc(const char* context, const char* msgid) {
  const Catalog* c = g_current.load(std::memory_order_acquire);
  const char* t = c ? c->find(context, msgid) : nullptr;
  return t ? t : msgid;
}

const char* trn(const char* singular, const char* plural, std::uint64_t n) {
  return trnc("", singular, plural, n);
}

const char* trnc(const char* context, const char* singular, const char* plural, std::uint64_t n) {
  const Catalog* c = g_current.load(std::memory_order_acquire);
  const char* t = c ? c->find_plural(context, singular, n) : nullptr;
  if (t) return t;
  return n == 1 ? singular : plural;
}

}  // namespace nonet::i18n
