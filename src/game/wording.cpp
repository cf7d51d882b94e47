// SPDX-License-Identifier: MIT
#include "game/wording.hpp"

#include <algorithm>

#include "game/finale.hpp"
#include "game/format.hpp"
#include "game/game.hpp"
#include "game/technique_label.hpp"
#include "i18n/i18n.hpp"

namespace nonet::game {

using i18n::tr;
using i18n::trc;
using i18n::trn;

std::string result_detail(const ResultInfo& r) {
  const std::string dot = "  \xC2\xB7  ";  // a middle dot with room around it
  // A free-play game is named by its code; with no mistake limit the count stands alone.
  std::string name;
  if (r.code.empty())
    // TRANSLATORS: {0} is the stage's number (1..100)
    name = format(tr("Stage {0}"), {r.stage});
  else if (r.code == kCustomCode)  // a board the player typed in: a word, not a code
    name = trc("level", "Custom");
  else
    name = r.code;
  if (r.open_solutions) return name + dot + tr("Several solutions: nothing was judged");
  const std::string mistakes = mistakes_phrase(r.mistakes, r.mistakes_allowed, r.check_at_end);
  return name + dot + std::string(level_word(r.level)) + dot +
         (mistakes.empty() ? "" : mistakes + dot) +
         // TRANSLATORS: the result card's last item; {0} is how many hints the game used
         format(trn("{0} hint used", "{0} hints used", r.hints_used), {r.hints_used});
}

std::string result_techniques(const ResultInfo& r, bool brief) {
  if (r.techniques.empty()) return {};
  if (brief) {
    // TRANSLATORS: the result card's short techniques line, where the whole list does not fit;
    // {0} the hardest technique the puzzle needed
    std::string text = format(tr("Hardest technique: {0}"), {technique_label(r.techniques.back())});
    if (const auto n = static_cast<unsigned>(r.new_techniques.size()); n > 0)
      text += "  \xC2\xB7  " +
              // TRANSLATORS: after the hardest technique on the result card: how many of the
              // puzzle's techniques the player met for the first time
              format(trn("{0} technique new to you", "{0} techniques new to you", n), {n});
    return text;
  }
  std::vector<std::string> names;
  for (Technique t : r.techniques) {
    const bool fresh =
        std::find(r.new_techniques.begin(), r.new_techniques.end(), t) != r.new_techniques.end();
    // TRANSLATORS: the result card's techniques line: a technique the player met for the first
    // time in a solved puzzle; {0} its name
    names.push_back(fresh ? format(tr("{0} (new)"), {technique_label(t)})
                          : std::string(technique_label(t)));
  }
  // TRANSLATORS: the result card: the techniques the puzzle needed, easiest first; {0} the list
  // ("Hidden single (box), Pointing and X-Wing (new)")
  return format(tr("Techniques: {0}"), {list_words(names)});
}

std::string free_play_rules_words(int mistake_limit, bool check_at_end) {
  // TRANSLATORS: free play's rules beside the level in focus: nothing is judged until Check.
  if (check_at_end) return tr("checked at the end");
  // TRANSLATORS: free play's rules beside the level in focus: no limit on mistakes.
  if (mistake_limit <= 0) return tr("no mistake limit, checked as you go");
  // TRANSLATORS: free play's rules beside the level in focus: {0} mistakes (3 or 5) end the game.
  return format(trn("{0} mistake, checked as you go", "{0} mistakes, checked as you go",
                    static_cast<unsigned>(mistake_limit)),
                {mistake_limit});
}

std::string mistakes_phrase(int mistakes, int allowed, bool check_at_end) {
  if (check_at_end) return "";
  // TRANSLATORS: {0} is how many mistakes were made (there is no limit)
  if (allowed <= 0) return format(trn("{0} mistake", "{0} mistakes", mistakes), {mistakes});
  // TRANSLATORS: {0} mistakes made of the {1} allowed ("1/3 mistakes"); the form follows {1}.
  // English says "mistakes" for every {1}.
  return format(trn("{0}/{1} mistakes", "{0}/{1} mistakes", allowed), {mistakes, allowed});
}

namespace {

// "4:12 played  ·  1/3 mistakes": the game a choice would end.
std::string at_stake(const Session& s) {
  const std::string t = clock_text(whole_seconds(s.elapsed()) * 1000);
  const std::string mistakes =
      mistakes_phrase(s.mistakes(), s.mistakes_allowed(), s.check_at_end());
  // TRANSLATORS: {0} is the time a game has been played, "4:12"
  return format(tr("{0} played"), {t}) + (mistakes.empty() ? "" : "  \xC2\xB7  " + mistakes);
}

// A sentence about a game, in the form for how a question names it: a stage by its number
// ({0} of `stage`), a free-play game by its code ({0} of `code`), or the player's own board.
std::string about_game(const StageData& st, const char* stage, const char* code,
                       const char* custom) {
  if (st.custom) return custom;
  if (st.free_play()) return format(code, {st.code});
  return format(stage, {st.number});
}

}  // namespace

std::optional<Question> open_question(const Game& g) {
  if (!g.confirming()) return std::nullopt;
  Question q;
  if (g.custom_pending()) {
    const bool several = g.custom_question() == Game::CustomQuestion::SeveralSolutions;
    q.heading = several ? tr("Several solutions") : tr("A free-play game is in progress");
    q.body =
        several
            ? tr("Hints, checking and mistakes are off: any full board that breaks no rule wins.")
            : tr("Playing this board ends it, and keeps no record of it.");
    q.choices[0] = tr("Keep editing");
    q.choices[1] = several ? tr("Play without checks") : tr("Play this board");
    return q;
  }
  if (g.pending_is(Game::Pending::Kind::Collection)) {
    // The editor's question: a puzzle of a file is a typed-in board too.
    q.heading = tr("A free-play game is in progress");
    q.body = tr("Playing this board ends it, and keeps no record of it.");
    if (const Session* ses = g.free_play_in_progress()) q.detail = at_stake(*ses);
    q.choices[0] = tr("Keep playing");
    q.choices[1] = tr("Play this board");
    return q;
  }
  if (g.pending_is(Game::Pending::Kind::LessonFirst)) {
    // TRANSLATORS: asked before a stage that needs a technique the player has not met; {0} its
    // name
    q.heading = format(tr("New technique: {0}"), {technique_label(g.pending()->technique)});
    // TRANSLATORS: the question's body: the stage needs the technique, which the player has not
    // met in a solved puzzle yet; {0} the stage's number
    q.body = format(tr("Stage {0} needs it, and it is new to you. Read its short lesson first?"),
                    {g.pending()->stage});
    // TRANSLATORS: the first answer: open the technique's lesson
    q.choices[0] = tr("Read the lesson");
    // TRANSLATORS: the second answer: start the stage at once, without the lesson
    q.choices[1] = tr("Play now");
    return q;
  }
  if (g.pending_is(Game::Pending::Kind::RemoveCollection)) {
    const PuzzleCollection* c = g.collections().find(g.pending()->collection);
    // TRANSLATORS: asked before a collection (a file of puzzles the player opened) is removed
    // from the game; {0} is its name
    q.heading = format(tr("Remove {0}?"), {c ? c->name : std::string()});
    q.body =
        // TRANSLATORS: what removing a collection does (the file on the disk stays)
        tr("Its puzzles and their best times leave the game; the file itself is not touched.");
    // TRANSLATORS: the answers to "Remove week.sdm?"
    q.choices[0] = tr("Keep it");
    q.choices[1] = tr("Remove");
    return q;
  }
  if (g.pending_is(Game::Pending::Kind::SumBoard)) {
    const SumTilesMode& m = g.sum_tiles();
    const sumtiles::Board* b = m.board();
    q.heading = m.stage() > 0
                    // TRANSLATORS: a Sum Tiles board code was typed while stage {0}'s board is
                    // open
                    ? format(tr("Sum Tiles stage {0} is open"), {m.stage()})
                    // TRANSLATORS: a Sum Tiles board code was typed while a free board is open
                    : std::string(tr("A Sum Tiles board is open"));
    if (b != nullptr)
      q.detail = format(
          // TRANSLATORS: the open Sum Tiles board at stake: {0} tiles still on it.
          trn("{0} tile left on it", "{0} tiles left on it",
              static_cast<unsigned>(b->tiles_left())),
          {b->tiles_left()});
    // TRANSLATORS: what opening a typed Sum Tiles code does to the board that is open
    q.body = tr("The new board takes its place; it is not kept.");
    q.choices[0] = tr("Keep this board");
    // TRANSLATORS: the answer that opens the Sum Tiles board of the typed code
    q.choices[1] = tr("Open the new board");
    return q;
  }
  if (g.pending_is(Game::Pending::Kind::PrintAll)) {
    const int hidden = kStageCount - g.progress().cleared_count();
    // TRANSLATORS: asked before the book of all stages is printed while some are not cleared.
    q.heading = tr("Print all 100 stages?");
    q.body = format(
        // TRANSLATORS: {0} stages not cleared yet, whose solutions the book prints at its back.
        trn("The solutions at the back of the book include the {0} stage you have not cleared.",
            "The solutions at the back of the book include the {0} stages you have not cleared.",
            static_cast<unsigned>(hidden)),
        {hidden});
    q.choices[0] = tr("Not now");
    q.choices[1] = tr("Print the book");
    return q;
  }
  if (g.free_play_pending()) {
    // The free-play game in progress is named first: it is the one a new puzzle ends.
    const Session* ses = g.free_play_in_progress();
    if (ses == nullptr) ses = g.session();
    const bool free = ses != nullptr && ses->stage().free_play();
    q.heading = ses != nullptr
                    ? about_game(ses->stage(),
                                 // TRANSLATORS: {0} is the stage's number
                                 tr("Stage {0} is in progress"),
                                 // TRANSLATORS: {0} is a game code, "H-4KQ7-92PX"
                                 tr("{0} is in progress"), tr("Your puzzle is in progress"))
                    : tr("A game is in progress");
    q.body = free ? tr("A new puzzle ends it.") : tr("It is kept: Continue on the title.");
    if (ses != nullptr) q.detail = at_stake(*ses);
    q.choices[0] = tr("Keep playing");
    q.choices[1] = tr("Start the new puzzle");
    return q;
  }
  // Another stage picked: the stage in progress may be kept aside while free play is open.
  const Session* ses = g.pending_stage() != 0 && g.stage_in_progress() != nullptr
                           ? g.stage_in_progress()
                           : g.session();
  if (ses == nullptr) return std::nullopt;
  q.detail = at_stake(*ses);
  if (g.pending_reveal()) {
    q.heading = tr("Show the solution?");
    q.body = tr("The game ends here and keeps no record.");
    q.choices[0] = tr("Keep playing");
    q.choices[1] = tr("Show solution");
  } else if (g.pending_restart()) {
    q.heading = about_game(ses->stage(),
                           // TRANSLATORS: {0} is the stage's number
                           tr("Restart stage {0}?"),
                           // TRANSLATORS: {0} is a game code, "H-4KQ7-92PX"
                           tr("Restart {0}?"), tr("Restart your puzzle?"));
    q.body = tr("Your digits and notes go; no undo.");
    q.choices[0] = tr("Keep this board");
    q.choices[1] = tr("Restart");
  } else {
    const int n = ses->stage().number;
    // TRANSLATORS: {0} is the stage's number
    q.heading = format(tr("Stage {0} is in progress"), {n});
    // TRANSLATORS: {0} is the number of the stage the player picked
    q.body = format(tr("Starting stage {0} ends it."), {g.pending_stage()});
    // TRANSLATORS: a button; {0} is the number of the stage in progress
    q.choices[0] = format(tr("Keep playing stage {0}"), {n});
    // TRANSLATORS: a button; {0} is the number of the stage the player picked
    q.choices[1] = format(tr("Start stage {0}"), {g.pending_stage()});
  }
  return q;
}

std::string custom_times_line(const ResultInfo& r) {
  const auto clock = [](Tick ticks) { return clock_text(whole_seconds(ticks) * 1000); };
  if (r.won)
    // TRANSLATORS: {0} is how long entering the board took, {1} how long solving it took ("2:05")
    return format(tr("Entered in {0}  \xC2\xB7  solved in {1}"),
                  {clock(r.enter_time), clock(r.time)});
  // TRANSLATORS: {0} is how long entering the board took ("2:05")
  return format(tr("Entered in {0}. Try the same board again?"), {clock(r.enter_time)});
}

const char* hint_button_label(HintPhase next) {
  // The Hint button's label names what its next press shows (all short: one button's width).
  switch (next) {
    // TRANSLATORS: the Hint button, first press: where to look
    case HintPhase::Where: return trc("button", "Hint");
    // TRANSLATORS: the Hint button, second press: names the technique to use
    case HintPhase::What: return trc("button", "Technique");
    // TRANSLATORS: the Hint button, third press: places the digit (and spends a hint)
    case HintPhase::Apply: return trc("button", "Apply");
  }
  return trc("button", "Hint");
}

std::string free_game_name(const StageData& stage, bool capital) {
  if (!stage.custom) return stage.code;
  // TRANSLATORS: a board the player typed in; "Your puzzle" starts a label, "your puzzle" sits
  // inside a sentence
  return capital ? tr("Your puzzle") : tr("your puzzle");
}

}  // namespace nonet::game
