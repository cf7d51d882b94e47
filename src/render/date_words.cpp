// SPDX-License-Identifier: MIT
#include "render/date_words.hpp"

#include <unicode/datefmt.h>
#include <unicode/dtptngen.h>
#include <unicode/gregocal.h>
#include <unicode/locid.h>
#include <unicode/smpdtfmt.h>
#include <unicode/timezone.h>
#include <unicode/unistr.h>

#include <memory>

#include "render/line_break.hpp"

namespace nonet::render {

namespace {

// One formatter, made again only when the language changes (making one reads ICU's locale
// data); the free-play screen asks every frame it is drawn.
struct DayFormatter {
  std::string language;
  std::unique_ptr<icu::SimpleDateFormat> format;
};

}  // namespace

std::string date_words(const CivilDate& date, std::string_view bcp47, DateStyle style) {
  thread_local DayFormatter long_form, short_form;
  DayFormatter& f = style == DateStyle::Long ? long_form : short_form;
  if (!f.format || f.language != bcp47) {
    f.language.assign(bcp47);
    f.format.reset();
    UErrorCode status = U_ZERO_ERROR;
    const icu::Locale locale(LineBreaker::icu_locale(bcp47).c_str());
    std::unique_ptr<icu::DateTimePatternGenerator> generator(
        icu::DateTimePatternGenerator::createInstance(locale, status));
    if (U_FAILURE(status)) return date_text(date);
    // Weekday, month in words, day (or the month abbreviated and the day): the language's own
    // order and punctuation.
    const icu::UnicodeString pattern =
        generator->getBestPattern(style == DateStyle::Long ? "EEEEMMMMd" : "MMMd", status);
    auto format = std::make_unique<icu::SimpleDateFormat>(pattern, locale, status);
    if (U_FAILURE(status)) return date_text(date);
    // The day is a calendar day, not an instant: formatted in GMT from GMT midnight, so no
    // time zone moves it.
    format->adoptTimeZone(icu::TimeZone::createTimeZone("GMT"));
    f.format = std::move(format);
  }
  UErrorCode status = U_ZERO_ERROR;
  icu::GregorianCalendar calendar(*icu::TimeZone::getGMT(), status);
  calendar.clear();
  calendar.set(date.year, date.month - 1, date.day);
  const UDate when = calendar.getTime(status);
  if (U_FAILURE(status)) return date_text(date);
  icu::UnicodeString text;
  f.format->format(when, text);
  std::string out;
  text.toUTF8String(out);
  return out.empty() ? date_text(date) : out;
}

}  // namespace nonet::render
