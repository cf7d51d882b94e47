// SPDX-License-Identifier: MIT
#include "game/free_play_rules.hpp"

#include "game/wording.hpp"

namespace nonet::game {

std::string check_sentence(const CheckReport& r) {
  std::string s = r.wrong == 0 ? std::string("Nothing wrong so far")
                               : counted(r.wrong, "wrong cell", "wrong cells") + " marked";
  if (r.empty > 0)
    s += ". The board is not full yet: " + counted(r.empty, "cell", "cells") + " empty";
  return s;
}

}  // namespace nonet::game
