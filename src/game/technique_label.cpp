// SPDX-License-Identifier: MIT
#include "game/technique_label.hpp"

#include "i18n/i18n.hpp"

namespace nonet::game {

const char* technique_label(Technique t) {
  // technique_name views a string literal, so its data is NUL-terminated; the literals are
  // marked with the "technique" context in core/candidates.cpp.
  return i18n::trc("technique", technique_name(t).data());
}

}  // namespace nonet::game
