// SPDX-License-Identifier: MIT
// The i18n layer (issue 27): the game's own .mo reader, gettext plural rules, choosing a
// language from the system's preferences, and the lookups, on a test catalog compiled by msgfmt.
#include <doctest/doctest.h>

#include <cstdlib>
#include <fstream>
#include <iterator>
#include <string>

#include "i18n/catalog.hpp"
#include "i18n/i18n.hpp"
#include "i18n/plural.hpp"
#include "i18n/utf8.hpp"

namespace i18n = nonet::i18n;

namespace {

std::string read_bytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

const std::string kLocale = NONET_TEST_LOCALE_DIR;
const std::string kMo = kLocale + "/uk/LC_MESSAGES/nonet.mo";

// The rules the shipped catalogs use (po/*.po headers).
constexpr const char* kSlavic =
    "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || "
    "n%100>=20) ? 1 : 2);";

// Sets a variable for one scope and puts back what was there.
class ScopedEnv {
 public:
  ScopedEnv(const char* name, const char* value) : name_(name) {
    if (const char* old = std::getenv(name)) old_ = old;
    had_ = std::getenv(name) != nullptr;
    if (value)
      setenv(name, value, 1);
    else
      unsetenv(name);
  }
  ~ScopedEnv() {
    if (had_)
      setenv(name_, old_.c_str(), 1);
    else
      unsetenv(name_);
  }
  ScopedEnv(const ScopedEnv&) = delete;
  ScopedEnv& operator=(const ScopedEnv&) = delete;

 private:
  const char* name_;
  std::string old_;
  bool had_ = false;
};

}  // namespace

TEST_CASE("plural rules: English, none, Ukrainian and French evaluate as gettext's do") {
  const i18n::PluralRule english;
  CHECK(english.count() == 2);
  CHECK(english.index(0) == 1);
  CHECK(english.index(1) == 0);
  CHECK(english.index(2) == 1);

  const auto none = i18n::PluralRule::parse("nplurals=1; plural=0;");
  REQUIRE(none);
  CHECK(none->count() == 1);
  CHECK(none->index(1) == 0);
  CHECK(none->index(7) == 0);

  const auto slavic = i18n::PluralRule::parse(kSlavic);
  REQUIRE(slavic);
  CHECK(slavic->count() == 3);
  // one: 1, 21, 101; few: 2-4, 22-24; many: 0, 5-20, 25, 111-114.
  for (std::uint64_t n : {1, 21, 31, 101, 1001}) CHECK_MESSAGE(slavic->index(n) == 0, n);
  for (std::uint64_t n : {2, 3, 4, 22, 24, 102}) CHECK_MESSAGE(slavic->index(n) == 1, n);
  for (std::uint64_t n : {0, 5, 11, 12, 14, 19, 20, 25, 111, 112, 114})
    CHECK_MESSAGE(slavic->index(n) == 2, n);

  const auto french = i18n::PluralRule::parse("nplurals=2; plural=(n > 1);");
  REQUIRE(french);
  CHECK(french->index(0) == 0);
  CHECK(french->index(1) == 0);
  CHECK(french->index(2) == 1);
}

TEST_CASE("plural rules: precedence, associativity and division by zero") {
  auto value = [](const char* expr, std::uint64_t n) {
    const auto rule = i18n::PluralRule::parse(std::string("nplurals=6; plural=") + expr + ";");
    REQUIRE_MESSAGE(rule, expr);
    return rule->index(n);
  };
  CHECK(value("1 + 2 * 2", 0) == 5);    // * before +
  CHECK(value("(1 + 2) * 1", 0) == 3);  // parentheses
  CHECK(value("10 - 4 - 3", 0) == 3);   // left-associative
  CHECK(value("n % 0", 7) == 0);        // no trap
  CHECK(value("n / 0", 7) == 0);
  CHECK(value("n == 1 ? 0 : n == 2 ? 1 : n < 5 ? 2 : 3", 2) == 1);  // ?: nests to the right
  CHECK(value("n == 1 ? 0 : n == 2 ? 1 : n < 5 ? 2 : 3", 4) == 2);
  CHECK(value("n == 1 ? 0 : n == 2 ? 1 : n < 5 ? 2 : 3", 9) == 3);
  CHECK(value("!(n <= 3) && n != 5 || n >= 100", 4) == 1);
  CHECK(value("!(n <= 3) && n != 5 || n >= 100", 5) == 0);
  CHECK(value("!(n <= 3) && n != 5 || n >= 100", 100) == 1);
  CHECK(value("n > 2", 3) == 1);
  CHECK(value("9", 0) == 5);  // clamped below the count
}

TEST_CASE("plural rules: malformed forms are refused with a reason") {
  for (const char* bad :
       {"", "nplurals=2;", "plural=n;", "nplurals=0; plural=0;", "nplurals=7; plural=0;",
        "nplurals=2; plural=(n;", "nplurals=2; plural=n ? 1;", "nplurals=2; plural=n +;",
        "nplurals=2; plural=x;", "nplurals=2; plural=n 1;"}) {
    std::string error;
    CHECK_MESSAGE(!i18n::PluralRule::parse(bad, &error), bad);
    CHECK_MESSAGE(!error.empty(), bad);
  }
  std::string deep = "nplurals=2; plural=";
  for (int i = 0; i < 100; ++i) deep += "(";
  deep += "n";
  for (int i = 0; i < 100; ++i) deep += ")";
  std::string error;
  CHECK(!i18n::PluralRule::parse(deep + ";", &error));
  CHECK(error.find("deep") != std::string::npos);
  // A long chain of operators has no nesting to count: it is refused by its length.
  std::string chain = "nplurals=2; plural=n";
  for (int i = 0; i < 300; ++i) chain += "+n";
  CHECK(!i18n::PluralRule::parse(chain + ";", &error));
  CHECK(error.find("longer") != std::string::npos);
}

TEST_CASE("catalog: msgfmt's file read in both byte orders, contexts and plurals found") {
  for (const std::string& path : {kMo, std::string(NONET_TEST_SWAPPED_MO)}) {
    CAPTURE(path);
    std::string error;
    const auto c = i18n::Catalog::load(path, &error);
    REQUIRE_MESSAGE(c, error);
    CHECK(c->header("Language") == "uk");
    CHECK(c->plural_rule().count() == 3);
    CHECK(std::string(c->find("", "Free play")) == "Вільна гра");
    CHECK(std::string(c->find("button", "Check")) == "Перевірити");
    CHECK(std::string(c->find("rule", "Check")) == "Перевірка");
    CHECK(c->find("", "Check") == nullptr);  // only with a context
    CHECK(c->find("", "Not translated yet") == nullptr);
    CHECK(c->find("", "Fuzzy entry") == nullptr);  // msgfmt leaves fuzzy entries out
    CHECK(std::string(c->find_plural("", "{0} hint", 1)) == "{0} підказка");
    CHECK(std::string(c->find_plural("", "{0} hint", 3)) == "{0} підказки");
    CHECK(std::string(c->find_plural("", "{0} hint", 11)) == "{0} підказок");
    CHECK(std::string(c->find_plural("timer", "{0} second", 22)) == "{0} секунди");
    CHECK(c->find_plural("", "{0} second", 22) == nullptr);
  }
}

TEST_CASE("catalog: a damaged file is refused with a reason, never read past its end") {
  const std::string good = read_bytes(kMo);
  REQUIRE(good.size() > 64);
  std::string error;
  CHECK(!i18n::Catalog::parse("", &error));
  CHECK(error.find("too short") != std::string::npos);
  std::string wrong_magic = good;
  wrong_magic[0] = 'X';
  CHECK(!i18n::Catalog::parse(wrong_magic, &error));
  CHECK(error.find("magic") != std::string::npos);
  // Every cut of the file either parses (never: the strings lie at the end) or says why.
  for (std::size_t cut = 28; cut < good.size(); cut += 7) {
    error.clear();
    const auto c = i18n::Catalog::parse(good.substr(0, cut), &error);
    CHECK_MESSAGE(!c, cut);
    CHECK_MESSAGE(!error.empty(), cut);
  }
  // A string offset pointing far outside the file.
  std::string bad_offset = good;
  const std::size_t originals =
      static_cast<unsigned char>(good[12]) | (static_cast<unsigned char>(good[13]) << 8);
  bad_offset[originals + 4 + 3] = '\x7f';
  CHECK(!i18n::Catalog::parse(bad_offset, &error));
  CHECK(!i18n::Catalog::load(kLocale + "/none/LC_MESSAGES/nonet.mo", &error));
  CHECK(error.find("cannot be read") != std::string::npos);
}

TEST_CASE("languages: eleven, English first, each named in its own language") {
  const auto all = i18n::languages();
  REQUIRE(all.size() == 11);
  CHECK(std::string(all[0].tag) == "en");
  CHECK(std::string(i18n::find_language("uk")->native) == "Українська");
  CHECK(std::string(i18n::find_language("ja")->native) == "日本語");
  CHECK(std::string(i18n::find_language("zh_CN")->bcp47) == "zh-Hans");
  CHECK(i18n::find_language("xx") == nullptr);
}

TEST_CASE("languages: the system's preferences matched to the shipped catalogs") {
  const std::vector<std::string> shipped = {"en", "ko", "ja", "zh_CN", "uk", "de", "pt_BR"};
  using V = std::vector<std::string>;
  CHECK(i18n::match_language(V{"uk_UA.UTF-8"}, shipped) == "uk");
  CHECK(i18n::match_language(V{"pt-BR"}, shipped) == "pt_BR");
  CHECK(i18n::match_language(V{"pt_PT.UTF-8"}, shipped) == "pt_BR");  // the language alone
  CHECK(i18n::match_language(V{"de_AT.UTF-8@euro"}, shipped) == "de");
  CHECK(i18n::match_language(V{"zh_CN.UTF-8"}, shipped) == "zh_CN");
  CHECK(i18n::match_language(V{"zh-Hans-SG"}, shipped) == "zh_CN");
  CHECK(i18n::match_language(V{"zh_TW.UTF-8", "ja"}, shipped) == "ja");  // not Simplified
  CHECK(i18n::match_language(V{"zh-Hant"}, shipped) == "en");
  CHECK(i18n::match_language(V{"C.UTF-8", "POSIX", "fi_FI", "ko"}, shipped) == "ko");
  CHECK(i18n::match_language(V{"en_GB", "uk"}, shipped) == "en");  // English first wins
  CHECK(i18n::match_language(V{}, shipped) == "en");
}

TEST_CASE("languages: LANGUAGE is read first, then LC_ALL, LC_MESSAGES, LANG") {
  {
    ScopedEnv language("LANGUAGE", "uk:de");
    ScopedEnv all("LC_ALL", nullptr);
    ScopedEnv messages("LC_MESSAGES", nullptr);
    ScopedEnv lang("LANG", "C.UTF-8");
    CHECK(i18n::environment_preferences() == std::vector<std::string>{"uk", "de", "C.UTF-8"});
  }
  {
    ScopedEnv language("LANGUAGE", nullptr);
    ScopedEnv all("LC_ALL", nullptr);
    ScopedEnv messages("LC_MESSAGES", "ja_JP.UTF-8");
    ScopedEnv lang("LANG", "de_DE.UTF-8");
    CHECK(i18n::environment_preferences() == std::vector<std::string>{"ja_JP.UTF-8"});
  }
  {
    ScopedEnv language("LANGUAGE", "::");
    ScopedEnv all("LC_ALL", nullptr);
    ScopedEnv messages("LC_MESSAGES", nullptr);
    ScopedEnv lang("LANG", nullptr);
    CHECK(i18n::environment_preferences().empty());
  }
}

TEST_CASE("lookups: a language switched live; English and a failed load leave it as it was") {
  REQUIRE(i18n::available_languages(kLocale) == std::vector<std::string>{"en", "uk"});
  CHECK(i18n::available_languages("") == std::vector<std::string>{"en"});
  REQUIRE(i18n::set_language(kLocale, "en").empty());
  CHECK(i18n::current_language() == "en");
  CHECK(std::string(i18n::tr("Free play")) == "Free play");
  CHECK(std::string(i18n::trn("{0} hint", "{0} hints", 1)) == "{0} hint");
  CHECK(std::string(i18n::trn("{0} hint", "{0} hints", 5)) == "{0} hints");

  REQUIRE(i18n::set_language(kLocale, "uk").empty());
  CHECK(i18n::current_language() == "uk");
  const char* free_play = i18n::tr("Free play");
  CHECK(std::string(free_play) == "Вільна гра");
  CHECK(std::string(i18n::trc("button", "Check")) == "Перевірити");
  CHECK(std::string(i18n::trn("{0} hint", "{0} hints", 2)) == "{0} підказки");
  CHECK(std::string(i18n::trn("{0} hint", "{0} hints", 5)) == "{0} підказок");
  CHECK(std::string(i18n::trnc("timer", "{0} second", "{0} seconds", 1)) == "{0} секунда");
  // An entry the catalog lacks, or left untranslated, shows the English.
  CHECK(std::string(i18n::tr("Not translated yet")) == "Not translated yet");
  CHECK(std::string(i18n::trn("{0} stage", "{0} stages", 3)) == "{0} stages");

  // Not a language Nonet has, or no catalog: refused with a reason, Ukrainian stays.
  CHECK(!i18n::set_language(kLocale, "xx").empty());
  CHECK(!i18n::set_language(kLocale, "ja").empty());
  CHECK(i18n::current_language() == "uk");
  CHECK(std::string(i18n::tr("Free play")) == "Вільна гра");

  // Loaded once: switching back and forth keeps earlier pointers valid and equal.
  REQUIRE(i18n::set_language(kLocale, "en").empty());
  CHECK(std::string(i18n::tr("Free play")) == "Free play");
  CHECK(std::string(free_play) == "Вільна гра");
  REQUIRE(i18n::set_language(kLocale, "uk").empty());
  CHECK(i18n::tr("Free play") == free_play);
  REQUIRE(i18n::set_language(kLocale, "en").empty());
}

TEST_CASE("the setting: System follows the preferences a catalog serves; a tag is used as such") {
  i18n::configure(kLocale, {"fi_FI.UTF-8", "uk_UA.UTF-8"});
  CHECK(i18n::locale_dir() == kLocale);
  CHECK(i18n::installed() == std::vector<std::string>{"en", "uk"});
  CHECK(i18n::resolve_setting("") == "uk");
  REQUIRE(i18n::use_setting("").empty());
  CHECK(std::string(i18n::current().native) == "Українська");
  CHECK(std::string(i18n::tr("Free play")) == "Вільна гра");
  REQUIRE(i18n::use_setting("en").empty());
  CHECK(std::string(i18n::tr("Free play")) == "Free play");
  // A language chosen whose catalog is not installed: refused, English stays.
  CHECK(!i18n::use_setting("ja").empty());
  CHECK(i18n::current_language() == "en");
  // Only C and an unshipped language: System is English.
  i18n::configure(kLocale, {"C.UTF-8", "fi"});
  CHECK(i18n::resolve_setting("") == "en");
  i18n::configure("", {});
  CHECK(i18n::installed() == std::vector<std::string>{"en"});
}

TEST_CASE("the catalogs' folder: the variable, the data folder, then the build tree") {
  ScopedEnv none("NONET_LOCALE_DIR", nullptr);
  const std::string locale_parent = kLocale.substr(0, kLocale.rfind('/'));
  // An install: <data>/locale.
  CHECK(i18n::find_locale_dir(locale_parent, "", "") == kLocale);
  // A build tree: relative to the executable's folder.
  CHECK(i18n::find_locale_dir("/nonexistent", locale_parent + "/locale/uk", "..") == kLocale);
  CHECK(i18n::find_locale_dir("/nonexistent", "/nonexistent", "locale").empty());
  ScopedEnv named("NONET_LOCALE_DIR", "/somewhere/else");
  CHECK(i18n::find_locale_dir(locale_parent, "", "") == "/somewhere/else");
}

TEST_CASE("UTF-8: code points read one by one, wide letters take two columns") {
  const std::string mixed = "a\u00e9\u0416\u6570\uAC00\U0001F600";  // a é Ж 数 가 😀
  std::size_t i = 0;
  CHECK(nonet::i18n::next_code_point(mixed, i) == U'a');
  CHECK(nonet::i18n::next_code_point(mixed, i) == U'\u00e9');
  CHECK(nonet::i18n::next_code_point(mixed, i) == U'\u0416');
  CHECK(nonet::i18n::next_code_point(mixed, i) == U'\u6570');
  CHECK(nonet::i18n::next_code_point(mixed, i) == U'\uAC00');
  CHECK(nonet::i18n::next_code_point(mixed, i) == U'\U0001F600');
  CHECK(i == mixed.size());
  // Latin, accented and Cyrillic letters one column each; the ideograph and the syllable two.
  CHECK(nonet::i18n::display_columns("Easy") == 4);
  CHECK(nonet::i18n::display_columns("Легко") == 5);
  CHECK(nonet::i18n::display_columns("\u304b\u3093\u305f\u3093") == 8);  // かんたん
  CHECK(nonet::i18n::display_columns("X-Wing \u6570\u72ec") == 11);
  CHECK(nonet::i18n::display_columns("") == 0);
}
