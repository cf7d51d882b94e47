// SPDX-License-Identifier: MIT
#include "game/free_play_rules.hpp"

#include "game/format.hpp"
#include "i18n/i18n.hpp"

namespace nonet::game {

using i18n::tr;
using i18n::trn;

std::string check_sentence(const CheckReport& r) {
  const std::string first =
      r.wrong == 0
          ? std::string(tr("Nothing wrong so far"))
          // TRANSLATORS: after a Check in free play; {0} is how many wrong cells it marked
          : format(trn("{0} wrong cell marked", "{0} wrong cells marked", r.wrong), {r.wrong});
  if (r.empty <= 0) return first;
  // TRANSLATORS: {0} is the sentence before it ("Nothing wrong so far", "2 wrong cells
  // marked"); {1} is how many cells are still empty
  return format(trn("{0}. The board is not full yet: {1} cell empty",
                    "{0}. The board is not full yet: {1} cells empty", r.empty),
                {first, r.empty});
}

}  // namespace nonet::game
