// SPDX-License-Identifier: MIT
// Pseudo-locales (issue 26): every string the Canvas draws or measures, rewritten the way a
// translation would stress the layout, before any translation exists.
//
//   Accented     "Free play"  -> "Ƒŕéé·· þļåý··"   every ASCII letter accented, every word 40 %
//                                                  longer (filler '·' after it)
//   Ideographic  "Free play." -> "窗日体。"         every word of letters becomes ideographs (about
//                                                  one for two letters), no spaces between them,
//                                                  '.' and ',' the ideographic 。 and 、
//
// A word that holds a digit (a stage number, a puzzle code, "3/3") is left alone, as a
// translator would. Both rewrites are idempotent (a rewritten string rewrites to itself), so a
// view may wrap a rewritten string and draw its lines, or measure a part of one, and get what it
// measured. Unlike a real pseudo-locale of a catalog, the whole string has no brackets around
// it: a wrapped line would then gain a bracket of its own, and idempotence is what lets this
// live in the Canvas until catalogs exist (issue 27).
#pragma once

#include <string>
#include <string_view>

namespace nonet::render {

enum class Pseudo : unsigned char { None, Accented, Ideographic };

/// "accented" or "ideographic" (also the pseudo-locale tags "qps-ploc" and "qps-ploca"); None
/// for anything else.
Pseudo pseudo_from_name(std::string_view name);
const char* pseudo_name(Pseudo p);

/// The rewritten text (a copy of `text` for Pseudo::None).
std::string pseudo_text(Pseudo p, std::string_view text);
/// The same, into `out` (reusing its capacity: the Canvas calls it for every string).
void pseudo_text(Pseudo p, std::string_view text, std::string& out);

}  // namespace nonet::render
