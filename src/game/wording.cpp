// SPDX-License-Identifier: MIT
#include "game/wording.hpp"

#include <cstdio>

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
  // A free-play game is named by its code; with no mistake limit the count stands alone.
  const std::string name = r.code.empty() ? "Stage " + std::to_string(r.stage) : r.code;
  if (r.open_solutions) return name + dot + "Several solutions: nothing was judged";
  const std::string mistakes =
      r.mistakes_allowed <= 0
          ? counted(r.mistakes, "mistake", "mistakes")
          : std::to_string(r.mistakes) + "/" + std::to_string(r.mistakes_allowed) + " mistakes";
  return name + dot + r.level + dot + mistakes + dot + counted(r.hints_used, "hint", "hints") +
         " used";
}

std::string custom_times_line(const ResultInfo& r) {
  const auto clock = [](Tick ticks) {
    const std::int64_t sec = whole_seconds(ticks);
    char buf[24];
    std::snprintf(buf, sizeof buf, "%lld:%02lld", static_cast<long long>(sec / 60),
                  static_cast<long long>(sec % 60));
    return std::string(buf);
  };
  const std::string entered = "Entered in " + clock(r.enter_time);
  if (r.won) return entered + "  \xC2\xB7  solved in " + clock(r.time);
  return entered + ". Try the same board again?";
}

const char* hint_button_label(HintPhase next) {
  switch (next) {
    case HintPhase::Where: return "Hint";
    case HintPhase::What: return "Technique";
    case HintPhase::Apply: return "Apply";
  }
  return "Hint";
}

std::string free_game_name(const StageData& stage, bool capital) {
  if (!stage.custom) return stage.code;
  return capital ? "Your puzzle" : "your puzzle";
}

}  // namespace nonet::game
