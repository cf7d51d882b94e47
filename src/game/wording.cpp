// SPDX-License-Identifier: MIT
#include "game/wording.hpp"

#include "core/rules.hpp"
#include "game/game.hpp"

namespace nonet::game {

std::string counted(int n, std::string_view one, std::string_view many) {
  std::string s = std::to_string(n);
  s += ' ';
  s += n == 1 ? one : many;
  return s;
}

std::string result_detail(const ResultInfo& r) {
  const std::string dot = "  \xC2\xB7  ";  // a middle dot with room around it
  return "Stage " + std::to_string(r.stage) + dot + r.level + dot + std::to_string(r.mistakes) +
         "/" + std::to_string(kMaxMistakes) + " mistakes" + dot +
         counted(r.hints_used, "hint", "hints") + " used";
}

}  // namespace nonet::game
