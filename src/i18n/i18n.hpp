// SPDX-License-Identifier: MIT
// The player's language (issue 27): which languages ship, which one the system prefers, and
// the lookups every player-visible string goes through.
//
//   tr("Free play")                  the translation, or the English when there is none
//   trc("button", "Check")           one English word with two meanings: a context tells them
//   trn("{0} stage", "{0} stages", n) the plural form the language's rule picks for n
//   N_("Light")                      marks a literal for the template without translating it
//                                    (tables translated where they are shown)
//
// The returned pointers live as long as the program: a catalog, once loaded, is never freed,
// so a switch of language mid-frame leaves no dangling text. xgettext extracts exactly these
// names (po/CMakeLists.txt); placeholders are positional ({0}, {1}: game::format) so a
// translator may reorder them. Switching is live: the next frame asks again.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace nonet::i18n {

struct Language {
  const char* tag;     // the catalog's name, po/<tag>.po: "uk", "pt_BR"
  const char* native;  // the language in its own name: "Українська"
  const char* bcp47;   // for line breaking and Han forms: "uk", "pt-BR", "zh-Hans"
};

/// Every language Nonet has a catalog for, English first (it has none: the sources are
/// English). Which of them are installed is asked of available_languages().
std::span<const Language> languages();
/// The language of a tag ("ja", "pt_BR"), nullptr when it is not one of languages().
const Language* find_language(std::string_view tag);

/// The first of a system's preferences (tags such as "uk_UA.UTF-8", "pt-BR", "zh_CN", "C") that
/// one of `shipped` serves: the exact region first, then the language alone ("pt" finds
/// "pt_BR", "de_AT" finds "de"). Chinese in Traditional script (zh_TW, zh_HK, zh-Hant) is not
/// served by the Simplified catalog. "en" when none is: English is always there.
std::string match_language(const std::vector<std::string>& preferences,
                           const std::vector<std::string>& shipped);
/// The system's preferences from the environment: the items of LANGUAGE (colon-separated), then
/// the first of LC_ALL, LC_MESSAGES and LANG that is set. Unlike GNU gettext, LANGUAGE counts
/// under the "C" locale too: a system with only C.UTF-8 installed is where it matters most.
std::vector<std::string> environment_preferences();

/// Where the catalogs are: <dir>/<tag>/LC_MESSAGES/nonet.mo. Languages whose file exists, in
/// languages() order, English always first.
std::vector<std::string> available_languages(const std::string& locale_dir);

/// The folder of the compiled catalogs: $NONET_LOCALE_DIR when set, else `data_dir`/locale (an
/// install: po/CMakeLists.txt installs them into the data folder), else `exe_dir`/`from_exe`
/// (a build tree: the catalogs compiled under the build folder, `from_exe` the relative path
/// from the executable's folder computed at configure time). "" when none of them exists.
std::string find_locale_dir(const std::string& data_dir, const std::string& exe_dir,
                            const std::string& from_exe);

/// Makes `tag` the current language, loading its catalog from `locale_dir` once. "en" (or "")
/// clears it. Returns "" on success, else why (the language stays as it was).
std::string set_language(const std::string& locale_dir, const std::string& tag);
/// The current language's tag ("en" without a catalog).
std::string current_language();
/// The current language ("English" without a catalog); never null.
const Language& current();

// ---- The player's setting. The program says once, at start, where the catalogs are and what
// the system prefers; the setting is then "" (System: the first preference a catalog serves,
// else English) or a tag, applied live whenever it changes.

/// Remembers the catalogs' folder and the system's preferences (environment_preferences() and
/// whatever the platform adds, e.g. SDL_GetPreferredLocales), and lists the languages installed.
void configure(const std::string& locale_dir, std::vector<std::string> system_preferences);
/// The catalogs' folder given to configure() ("" before).
const std::string& locale_dir();
/// The languages installed (available_languages of the configured folder): English first.
const std::vector<std::string>& installed();
/// The language the setting means: the tag itself, or for "" the system's match.
std::string resolve_setting(const std::string& setting);
/// Applies the setting (resolve_setting, then set_language). "" on success, else why: a tag
/// whose catalog is missing or damaged leaves the language as it was.
std::string use_setting(const std::string& setting);

const char* tr(const char* msgid);
const char* trc(const char* context, const char* msgid);
const char* trn(const char* singular, const char* plural, std::uint64_t n);
const char* trnc(const char* context, const char* singular, const char* plural, std::uint64_t n);

}  // namespace nonet::i18n

/// Marks a literal for extraction; the text is translated later, where it is shown.
#define N_(text) text
/// Marks a literal with a context for extraction (translated later with trc).
#define NC_(context, text) text
/// Marks a plural pair with a context for extraction, in a table's initializer (translated
/// later with trnc): expands to the two literals.
#define NNC_(context, singular, plural) singular, plural
