// SPDX-License-Identifier: MIT
#include "game/wording.hpp"

#include "game/finale.hpp"
#include "game/format.hpp"
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
  const std::string mistakes = mistakes_phrase(r.mistakes, r.mistakes_allowed, r.check_at_end);
  return name + dot + std::string(level_word(r.level)) + dot +
         (mistakes.empty() ? "" : mistakes + dot) + counted(r.hints_used, "hint", "hints") +
         " used";
}

std::string mistakes_phrase(int mistakes, int allowed, bool check_at_end) {
  if (check_at_end) return "";
  if (allowed <= 0) return counted(mistakes, "mistake", "mistakes");
  return std::to_string(mistakes) + "/" + std::to_string(allowed) + " mistakes";
}

namespace {

// "4:12 played  ·  1/3 mistakes": the game a choice would end.
std::string at_stake(const Session& s) {
  const std::string t = clock_text(whole_seconds(s.elapsed()) * 1000);
  const std::string mistakes =
      mistakes_phrase(s.mistakes(), s.mistakes_allowed(), s.check_at_end());
  return t + " played" + (mistakes.empty() ? "" : "  \xC2\xB7  " + mistakes);
}

// How a question names a game: "stage 3", or a free-play code, or "your puzzle".
std::string game_name(const StageData& st, bool capital) {
  if (st.free_play() || st.custom) return free_game_name(st, capital);
  return (capital ? "Stage " : "stage ") + std::to_string(st.number);
}

}  // namespace

std::optional<Question> open_question(const Game& g) {
  if (!g.confirming()) return std::nullopt;
  Question q;
  if (g.custom_pending()) {
    const bool several = g.custom_question() == Game::CustomQuestion::SeveralSolutions;
    q.heading = several ? "Several solutions" : "A free-play game is in progress";
    q.body = several
                 ? "Hints, checking and mistakes are off: any full board that breaks no rule wins."
                 : "Playing this board ends it, and keeps no record of it.";
    q.choices[0] = "Keep editing";
    q.choices[1] = several ? "Play without checks" : "Play this board";
    return q;
  }
  if (g.free_play_pending()) {
    // The free-play game in progress is named first: it is the one a new puzzle ends.
    const Session* ses = g.free_play_in_progress();
    if (ses == nullptr) ses = g.session();
    const bool free = ses != nullptr && ses->stage().free_play();
    q.heading = (ses != nullptr ? game_name(ses->stage(), true) : "A game") + " is in progress";
    q.body = free ? "A new puzzle ends it." : "It is kept: Continue on the title.";
    if (ses != nullptr) q.detail = at_stake(*ses);
    q.choices[0] = "Keep playing";
    q.choices[1] = "Start the new puzzle";
    return q;
  }
  // Another stage picked: the stage in progress may be kept aside while free play is open.
  const Session* ses = g.pending_stage() != 0 && g.stage_in_progress() != nullptr
                           ? g.stage_in_progress()
                           : g.session();
  if (ses == nullptr) return std::nullopt;
  q.detail = at_stake(*ses);
  if (g.pending_reveal()) {
    q.heading = "Show the solution?";
    q.body = "The game ends here and keeps no record.";
    q.choices[0] = "Keep playing";
    q.choices[1] = "Show solution";
  } else if (g.pending_restart()) {
    q.heading = "Restart " + game_name(ses->stage(), false) + "?";
    q.body = "Your digits and notes go; no undo.";
    q.choices[0] = "Keep this board";
    q.choices[1] = "Restart";
  } else {
    const int n = ses->stage().number;
    q.heading = "Stage " + std::to_string(n) + " is in progress";
    q.body = "Starting stage " + std::to_string(g.pending_stage()) + " ends it.";
    q.choices[0] = "Keep playing stage " + std::to_string(n);
    q.choices[1] = "Start stage " + std::to_string(g.pending_stage());
  }
  return q;
}

std::string custom_times_line(const ResultInfo& r) {
  const auto clock = [](Tick ticks) { return clock_text(whole_seconds(ticks) * 1000); };
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
