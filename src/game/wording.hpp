// SPDX-License-Identifier: MIT
// The game's words that depend on its state, in one place so that every count reads right
// ("1 hint used", "2 hints used", through the catalog's plural rule), every card says the mistakes
// the same way, and tests can read the words without drawing them: the result card's lines, the one
// question the game may be asking (Question), the Hint button's tier.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace nonet::game {

class Game;
struct ResultInfo;
struct StageData;
enum class HintPhase : std::uint8_t;

/// The one mistakes phrase of every card: "1/3 mistakes" against the player's limit, "2
/// mistakes" with no limit, and nothing under "check at the end" (which counts none).
std::string mistakes_phrase(int mistakes, int allowed, bool check_at_end);
/// Free play's rules as the next puzzle will have them, short, for the level the player is on
/// (issue 29: the rules sat below the levels, unseen before the first click): "3 mistakes,
/// checked as you go", "no mistake limit, checked as you go", "checked at the end".
std::string free_play_rules_words(int mistake_limit, bool check_at_end);

/// The question the game is asking, as one value: a choice that would end or lose something
/// (another stage or puzzle picked while one is open, Restart, Show solution, the editor's
/// Play over a game in progress or a board with several solutions). Its words are the game's;
/// one view draws it (render: draw_question); Game::confirm_choose does what the choice says.
/// choices[0] is the safe one and has the focus first.
struct Question {
  std::string heading;  // "Restart stage 3?"
  std::string body;     // the consequence: "Your digits and notes go; no undo."
  std::string detail;   // the game at stake: "4:12 played  ·  1/3 mistakes" ("" for none)
  std::string choices[2];
};
std::optional<Question> open_question(const Game& game);

/// The result card's detail line: "Stage 3 · Easy · 1/3 mistakes · 1 hint used".
std::string result_detail(const ResultInfo& r);
/// The result card's techniques line: "Techniques: Hidden single (box), Pointing, X-Wing
/// (new)", the ones the player met for the first time marked; "" when there are none.
/// `brief`: where the list does not fit its line, the hardest technique and how many are new
/// ("Hardest technique: Finned Swordfish  ·  14 techniques new to you").
std::string result_techniques(const ResultInfo& r, bool brief = false);
/// A custom board's result (SEEDS E): "Entered in 2:05  ·  solved in 7:41", or when lost
/// "Entered in 2:05. Try the same board again?".
std::string custom_times_line(const ResultInfo& r);

/// A free-play game as menus name it: its game code ("H-4KQ7-92PX"), or "your puzzle" for a
/// board the player typed in ("Custom" is no code to share). `capital` starts it with a capital.
/// Translated (i18n::tr) when it is "your puzzle".
std::string free_game_name(const StageData& stage, bool capital);

/// The Hint button's label, naming the tier its next press shows (issue 14): "Hint" (where to
/// look), "Technique" (what technique), "Apply" (the placement, which spends a hint). Translated
/// (i18n::tr): the pointer lives as long as the program.
const char* hint_button_label(HintPhase next);

}  // namespace nonet::game
