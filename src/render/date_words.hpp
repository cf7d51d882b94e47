// SPDX-License-Identifier: MIT
// A calendar day in the player's language (issue 27): "Friday, December 4", "Freitag,
// 4. Dezember", "12月4日金曜日", "пятница, 4 декабря". ICU's pattern generator knows each
// language's order, month and weekday names and their grammatical cases, which a catalog of
// twelve month names could not; saves and codes keep the ISO form (core's date_text).
#pragma once

#include <string>
#include <string_view>

#include "core/free_play.hpp"

namespace nonet::render {

/// Long: weekday, month and day ("Friday, December 4"); Short: month and day, the month
/// abbreviated where the language does ("Dec 4", "4. Dez.", "12月4日").
enum class DateStyle : unsigned char { Long, Short };

/// The day of `date` in the language of a BCP 47 tag ("en", "pt-BR", "zh-Hans"); core's ISO
/// "2026-12-04" where ICU cannot make one.
std::string date_words(const CivilDate& date, std::string_view bcp47,
                       DateStyle style = DateStyle::Long);

}  // namespace nonet::render
