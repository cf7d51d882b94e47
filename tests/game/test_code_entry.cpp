// SPDX-License-Identifier: MIT
// Typing a code (game/code_entry.hpp): the component alone (typing, paste, the pad's focus,
// the messages of a refused code) and in the game (opened from the free-play screen and the
// Sum Tiles menu, by keyboard text, pad keys and targets; a valid code starts exactly its
// puzzle or board, asking first when a game is open).
#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/free_play.hpp"
#include "core/text.hpp"
#include "game/wording.hpp"
#include "game_driver.hpp"
#include "i18n/i18n.hpp"

using namespace nonet;
using namespace nonet::game;
using namespace nonet::game::testing;

namespace {

void open_free_play(Game& g) {
  while (g.focus() != static_cast<int>(TitleItem::FreePlay)) press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::FreePlay);
}

void open_sum_menu(Game& g) {
  while (g.focus() != static_cast<int>(TitleItem::SumTiles)) press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::SumMenu);
}

// Presses the named target of the current screen, as a click would.
void click(Game& g, const char* name) {
  const std::optional<Target> t = find_target(targets(g), name);
  REQUIRE_MESSAGE(t.has_value(), name);
  g.pointer_down(t->rect.cx(), t->rect.cy());
}

}  // namespace

TEST_CASE("typing keeps letters and digits in upper case, skips spaces, and dashes a game code") {
  CodeEntry e(CodeKind::FreePlay);
  CHECK(e.type("h-4kq7 92px"));
  CHECK(e.text() == "H-4KQ7-92PX");  // issue 29: dashed as a game code is written
  CHECK(e.message().empty());
  e.backspace();
  CHECK(e.text() == "H-4KQ7-92P");
  e.clear();
  // Typed without dashes, or with them in other places, a game code reads the same.
  for (const char* typed : {"h4kq792px", "h4-kq-79-2px", "H-4KQ7-92PX"}) {
    CAPTURE(typed);
    CodeEntry f(CodeKind::FreePlay);
    CHECK(f.type(typed));
    CHECK(f.text() == "H-4KQ7-92PX");
  }
  e.type("h4kq7");  // no dash left hanging: the second comes with the sixth symbol
  CHECK(e.text() == "H-4KQ7");
  e.type("9");
  CHECK(e.text() == "H-4KQ7-9");
  e.backspace();
  CHECK(e.text() == "H-4KQ7");
  // A board code's parts have any length: its dashes are the player's.
  CodeEntry board(CodeKind::SumBoard);
  CHECK(board.type("25-10-0000beef"));
  CHECK(board.text() == "25-10-0000BEEF");
}

TEST_CASE("a character outside codes is refused with a message and the text stays") {
  CodeEntry e(CodeKind::FreePlay);
  e.type("H-4K");
  CHECK_FALSE(e.type("#"));
  CHECK(e.text() == "H-4K");
  CHECK(e.message() == "'#' is not part of a code: codes are letters, digits and dashes.");
  CHECK(e.type("Q"));  // typing on clears the message
  CHECK(e.message().empty());
}

TEST_CASE("the field holds at most kCodeMaxLength characters") {
  CodeEntry e(CodeKind::FreePlay);
  CHECK(e.type(std::string(kCodeMaxLength, 'A')));
  CHECK_FALSE(e.type("B"));
  CHECK(e.text().size() == kCodeMaxLength);
  CHECK(e.message().find("at most 20 characters") != std::string::npos);
}

TEST_CASE("paste replaces the text, trims blanks, and an unusable paste keeps what was typed") {
  CodeEntry e(CodeKind::FreePlay);
  e.type("ZZZ");
  CHECK(e.paste("  e-0000-1zaf\n"));
  CHECK(e.text() == "E-0000-1ZAF");
  CHECK_FALSE(e.paste("   "));
  CHECK(e.text() == "E-0000-1ZAF");
  CHECK(e.message() == "The clipboard holds no text to paste.");
  CHECK_FALSE(e.paste("%%%"));
  CHECK(e.text() == "E-0000-1ZAF");
  CHECK(e.message().find("'%' is not part of a code") == 0);
}

TEST_CASE("issue 30: a paste goes in whole or not at all, and a pasted board is named") {
  CodeEntry e(CodeKind::FreePlay);
  e.type("H-4K");
  // Before: "16" stayed in the field, the part of the board before its first dot.
  CHECK_FALSE(
      e.paste("16.......3..4.......5...........7..2.8...........1.6.....3....9..8......2.....4.."));
  CHECK(e.text() == "H-4K");
  CHECK(e.message().find("puzzle board, not a code") != std::string::npos);
  CHECK_FALSE(e.paste("AB-CD%EF"));
  CHECK(e.text() == "H-4K");
  CHECK(e.message().find("'%' is not part of a code") == 0);
  CHECK_FALSE(e.paste(std::string(kCodeMaxLength + 5, 'A')));  // too long: nothing of it
  CHECK(e.text() == "H-4K");
}

TEST_CASE("a valid game code submits with or without dashes and with confusable letters") {
  for (const char* typed : {"E-0000-1ZAF", "e00001zaf", "E-OOOO-IZAF", "E-0000-LZAF"}) {
    CodeEntry e(CodeKind::FreePlay);
    e.type(typed);
    const auto got = e.submit();
    REQUIRE_MESSAGE(got.has_value(), typed << ": " << e.message());
    REQUIRE(got->game.has_value());
    CHECK(format_game_code(*got->game) == "E-0000-1ZAF");
    CHECK_FALSE(got->board.has_value());
  }
}

TEST_CASE("a refused game code says what is wrong and keeps the text") {
  struct Case {
    const char* typed;
    const char* says;
  };
  const Case cases[] = {
      {"", "No code typed"},
      {"E-0000-1ZA", "7 symbols after its level letter, not 8"},
      {"Q-0000-1ZAF", "starts with its level letter"},
      {"E-0000-1ZAU", "'U' is not used in game codes"},
      {"E-0000-1ZAG", "a character is mistyped or two are swapped"},
      {"E-0000-Z1AF", "a character is mistyped or two are swapped"},
  };
  for (const Case& c : cases) {
    CodeEntry e(CodeKind::FreePlay);
    e.type(c.typed);
    CHECK_FALSE(e.submit().has_value());
    CHECK_MESSAGE(e.message().find(c.says) != std::string::npos, c.typed << ": " << e.message());
    CHECK(e.text() == std::string(c.typed));
  }
}

TEST_CASE("board codes: dashes optional, and each refusal names its part") {
  // Typed without dashes, a board code is shown with them as it comes (issue 29).
  CodeEntry ok(CodeKind::SumBoard);
  ok.type("s2510");
  CHECK(ok.text() == "S-25-10");
  ok.type("3fav");
  CHECK(ok.text() == "S-25-10-3FAV");
  ok.type("fqf5");
  CHECK(ok.text() == "S-25-10-3FAV-FQF5");
  const auto got = ok.submit();
  REQUIRE(got.has_value());
  REQUIRE(got->board.has_value());
  CHECK(*got->board == sumtiles::BoardCode{25, 10, 0xdeadbeef});
  CHECK(sumtiles::to_text(*got->board) == "S-25-10-3FAV-FQF5");
  ok.backspace();
  CHECK(ok.text() == "S-25-10-3FAV-FQF");
  for (int i = 0; i < 4; ++i) ok.backspace();
  CHECK(ok.text() == "S-25-10-3FA");
  ok.backspace();
  ok.backspace();
  ok.backspace();
  CHECK(ok.text() == "S-25-10");  // no dash left hanging
  // A one-digit target ended by a dash is the two-digit one, typed or pasted.
  CodeEntry short_target(CodeKind::SumBoard);
  short_target.type("S-16-5-");
  CHECK(short_target.text() == "S-16-05");
  short_target.type("0000001J");
  CHECK(short_target.text() == "S-16-05-0000-001J");
  REQUIRE(short_target.submit());
  CodeEntry pasted(CodeKind::SumBoard);
  CHECK(pasted.paste("s-16-5-0000-001j"));
  CHECK(pasted.text() == "S-16-05-0000-001J");
  CHECK(pasted.submit());

  // A code from before issue 29 still starts its board, dashes or not.
  CodeEntry old(CodeKind::SumBoard);
  old.type("2510deadbeef");
  const auto legacy = old.submit();
  REQUIRE(legacy.has_value());
  REQUIRE(legacy->board.has_value());
  CHECK(*legacy->board == sumtiles::BoardCode{25, 10, 0xdeadbeef});
  CHECK(board_code_with_dashes("16500000001") == "16-5-00000001");
  CHECK(board_code_with_dashes("25-10-DEADBEEF") == "25-10-DEADBEEF");

  struct Case {
    const char* typed;
    const char* shown;
    const char* says;
  };
  const Case cases[] = {
      {"S-24-10-3FAV-FQF5", "S-24-10-3FAV-FQF5", "16, 25, 36 or 49 tiles"},
      {"S-25-31-3FAV-FQF5", "S-25-31-3FAV-FQF5", "from 5 to 30"},
      {"S2510 3FAVFQF", "S-25-10-3FAV-FQF", "has 7 symbols after its target, not 8"},
      {"S-25-10-3FAV-FQFU", "S-25-10-3FAV-FQFU", "'U' is not used in board codes"},
      {"S-25-10-3FAV-FQF6", "S-25-10-3FAV-FQF6", "mistyped or two are swapped"},
      {"H-0000-44J4", "H-0000-44J4", "Sudoku game code"},
      {"Q-25", "Q-25", "starts with S"},
      // A new code without its S is not sent to the old form.
      {"25-10-3FAV-FQF5", "25-10-3FAV-FQF5", "starts with S"},
      {"25103FAVFQF5", "25103FAVFQF5", "starts with S"},
      // Codes from before issue 29: worded by their parts, dashes as typed.
      {"25-10", "25-10", "starts with S"},
      {"24-10-DEADBEEF", "24-10-DEADBEEF", "16, 25, 36 or 49 tiles"},
      {"25-31-DEADBEEF", "25-31-DEADBEEF", "from 5 to 30"},
      {"25-10-DEADBEE", "25-10-DEADBEE", "has 7 characters, not 8"},
      {"25-10-DEADBEEG", "25-10-DEADBEEG", "'G' is not a hex digit"},
  };
  for (const Case& c : cases) {
    CodeEntry e(CodeKind::SumBoard);
    e.type(c.typed);
    CHECK_FALSE(e.submit().has_value());
    CHECK_MESSAGE(e.message().find(c.says) != std::string::npos, c.typed << ": " << e.message());
    CHECK(e.text() == std::string(c.shown));
  }
  CodeEntry empty(CodeKind::SumBoard);
  CHECK_FALSE(empty.submit().has_value());
  CHECK(empty.message().find("like S-25-10-3FAV-FQF5") != std::string::npos);
  CHECK(sumtiles::parse_board_code(empty.placeholder()).has_value());  // a real example
}

TEST_CASE("the pad lists the kind's alphabet and the four commands, focus starting on Start") {
  CodeEntry game_code(CodeKind::FreePlay);
  CHECK(game_code.char_key_count() == 33);  // 32 symbols and the dash
  CHECK(game_code.focused_key() == kCodeKeyOk);
  for (int c : {'I', 'L', 'O', 'U'})
    CHECK(std::find(game_code.keys().begin(), game_code.keys().end(), c) == game_code.keys().end());
  CodeEntry board(CodeKind::SumBoard);
  CHECK(std::ranges::equal(board.keys(), game_code.keys()));  // one alphabet since issue 29
  CHECK(code_key_name('A') == "char-A");
  CHECK(code_key_name('-') == "char-dash");
  CHECK(code_key_name(kCodeKeyOk) == "code-ok");
  CHECK(code_key_name(0).empty());
}

TEST_CASE("pad focus moves by keys and rows, wraps along a row and reaches the command row") {
  CodeEntry e(CodeKind::FreePlay);
  const int columns = 11;        // rows 0-10, 11-21, 22-32, then the four commands
  e.move_focus(0, -1, columns);  // from Start (the 4th command) up into the last row
  CHECK(e.focus() / columns == 2);
  e.move_focus(0, -2, columns);
  CHECK(e.focus() < columns);
  e.set_focus_key('0');
  e.move_focus(-1, 0, columns);  // wraps to the row's end
  CHECK(e.focused_key() == 'A');
  e.move_focus(0, 5, columns);  // clamps at the command row, below where it was (the end)
  CHECK(e.focused_key() == kCodeKeyOk);
  e.move_focus(1, 0, columns);  // and wraps along it
  CHECK(e.focused_key() == kCodeKeyDelete);
  e.move_focus(0, -1, columns);  // up from Delete: the key above its middle
  CHECK(e.focused_key() == 'Q');
  for (int i = 0; i < 40; ++i) {  // every key stays a key
    e.move_focus(i % 3 - 1, (i * 7) % 3 - 1, columns);
    CHECK(e.focus() >= 0);
    CHECK(e.focus() < static_cast<int>(e.keys().size()));
  }
}

TEST_CASE("the dialog's keys are finger-sized, inside the window and apart, in both shapes") {
  for (const auto& [w, h] : {std::pair{1280.0f, 800.0f}, std::pair{480.0f, 640.0f}}) {
    for (CodeKind kind : {CodeKind::FreePlay, CodeKind::SumBoard}) {
      const CodeEntry e(kind);
      const CodeEntryLayout L = e.layout(w, h);
      REQUIRE(L.keys.size() == e.keys().size());
      for (std::size_t i = 0; i < L.keys.size(); ++i) {
        const Rect& r = L.keys[i];
        CHECK(r.w >= kMinTouchTarget);
        CHECK(r.h >= kMinTouchTarget);
        CHECK(r.x >= 0);
        CHECK(r.right() <= w);
        CHECK(r.bottom() <= h);
        for (std::size_t j = 0; j < i; ++j) {
          const Rect& o = L.keys[j];
          const bool overlap =
              r.x < o.right() && o.x < r.right() && r.y < o.bottom() && o.y < r.bottom();
          CHECK_FALSE(overlap);
        }
      }
    }
  }
}

TEST_CASE("in the game: H opens the dialog on free play, typed text and Return start the code") {
  Game g;
  open_free_play(g);
  CHECK_FALSE(g.code_entry().has_value());
  g.type_text("E");  // no dialog: text is ignored
  press(g, ActionKind::Hint);
  REQUIRE(g.code_entry().has_value());
  CHECK(g.typing());
  CHECK(g.code_entry()->kind() == CodeKind::FreePlay);
  // The dialog covers the screen: its pad only.
  const TargetList t = targets(g);
  CHECK(t.size() == g.code_entry()->keys().size());
  CHECK_FALSE(find_target(t, "back"));
  g.type_text("e00001zaG");
  press(g, ActionKind::Confirm);  // focus is on Start after typing
  REQUIRE(g.code_entry().has_value());
  CHECK(g.code_entry()->message().find("mistyped") != std::string::npos);
  CHECK(g.code_entry()->text() == "E-0000-1ZAG");  // dashed as a code is written
  press(g, ActionKind::Erase);
  g.type_text("F");
  press(g, ActionKind::Confirm);
  CHECK_FALSE(g.code_entry().has_value());
  REQUIRE(g.free_play_job() != nullptr);
  g.finish_free_play_job();
  REQUIRE(g.screen() == Screen::Play);
  const StageData& st = g.session()->stage();
  CHECK(st.code == "E-0000-1ZAF");
  CHECK(to_line(st.puzzle) ==
        "9.......2.8.7.1.6..47......4.89.71..7....38..1.6.285..6231...7...483......9...23.");
}

TEST_CASE("in the game: the pad's keys by clicks and by focus type a code, Start submits") {
  Game g;
  open_free_play(g);
  click(g, "code-open");
  REQUIRE(g.code_entry().has_value());
  for (const char* key : {"char-H", "char-dash", "char-0", "char-0", "char-0", "char-0"})
    click(g, key);
  CHECK(g.code_entry()->text() == "H-0000");
  // The rest with focus moves and Confirm, as the D-pad and A do.
  for (char c : std::string("44J4")) {
    const int columns = g.code_entry()->layout(g.viewport_width(), g.viewport_height()).columns;
    int guard = 0;
    while (g.code_entry()->focused_key() != c && guard++ < 200) {
      // Walk: rows first, then along the row.
      const auto keys = g.code_entry()->keys();
      const int want = static_cast<int>(std::find(keys.begin(), keys.end(), c) - keys.begin());
      const int at = g.code_entry()->focus();
      const int chars = g.code_entry()->char_key_count();
      const int row_at = at < chars ? at / columns : (chars + columns - 1) / columns;
      if (row_at != want / columns)
        press(g, row_at < want / columns ? ActionKind::Down : ActionKind::Up);
      else
        press(g, ActionKind::Right);
    }
    REQUIRE(g.code_entry()->focused_key() == c);
    press(g, ActionKind::Confirm);
  }
  CHECK(g.code_entry()->text() == "H-0000-44J4");  // the missing dash put in
  press(g, ActionKind::Pause);                     // pad Start
  CHECK_FALSE(g.code_entry().has_value());
  g.finish_free_play_job();
  REQUIRE(g.screen() == Screen::Play);
  CHECK(g.session()->stage().code == "H-0000-44J4");
}

TEST_CASE("in the game: Back cancels, a screen change closes, and an open game is asked about") {
  Game g;
  open_free_play(g);
  press(g, ActionKind::Hint);
  REQUIRE(g.code_entry().has_value());
  press(g, ActionKind::Back);
  CHECK_FALSE(g.code_entry().has_value());
  CHECK(g.screen() == Screen::FreePlay);
  // A game in play: a typed code asks first, like a level row.
  press(g, ActionKind::Confirm);  // Easy
  g.finish_free_play_job();
  REQUIRE(g.screen() == Screen::Play);
  const std::string first = g.session()->stage().code;
  press(g, ActionKind::Pause);
  while (g.focus() != static_cast<int>(PauseItem::QuitToMenu)) press(g, ActionKind::Down);
  press(g, ActionKind::Confirm);
  REQUIRE(g.screen() == Screen::FreePlay);
  press(g, ActionKind::Hint);
  g.type_text("H-0000-44J4");
  press(g, ActionKind::Confirm);
  CHECK_FALSE(g.code_entry().has_value());
  REQUIRE(g.free_play_pending());
  CHECK(g.free_play_job() == nullptr);
  press(g, ActionKind::Confirm);  // Keep playing
  REQUIRE(g.screen() == Screen::Play);
  CHECK(g.session()->stage().code == first);
}

TEST_CASE("today's daily code typed in counts as the daily puzzle") {
  Game g;
  g.set_today(CivilDate{2026, 3, 14});
  open_free_play(g);
  press(g, ActionKind::Hint);
  g.paste_text(format_game_code(daily_code(g.today())));
  press(g, ActionKind::Confirm);
  g.finish_free_play_job();
  REQUIRE(g.screen() == Screen::Play);
  CHECK(g.session()->stage().daily);
}

TEST_CASE("in the game: the Sum Tiles menu's dialog opens exactly the typed board") {
  Game g;
  open_sum_menu(g);
  click(g, "code-open");
  REQUIRE(g.code_entry().has_value());
  CHECK(g.code_entry()->kind() == CodeKind::SumBoard);
  g.type_text("s3615 0001 fqf1");  // any case, spaces dropped, dashes put back
  click(g, "code-ok");
  CHECK_FALSE(g.code_entry().has_value());
  REQUIRE(g.screen() == Screen::SumPlay);
  const sumtiles::Board* b = g.sum_tiles().board();
  REQUIRE(b != nullptr);
  CHECK(sumtiles::to_text(b->code()) == "S-36-15-0001-FQF1");
  const std::vector<int> tiles(b->tiles().begin(), b->tiles().end());
  CHECK(tiles == sumtiles::build_board(*sumtiles::parse_board_code("36-15-0000beef")));
  // A bad one keeps the dialog, its text and a message.
  press(g, ActionKind::Back);
  REQUIRE(g.screen() == Screen::SumMenu);
  press(g, ActionKind::Hint);
  g.type_text("S3615");
  press(g, ActionKind::Pause);
  REQUIRE(g.code_entry().has_value());
  CHECK(g.code_entry()->text() == "S-36-15");
  CHECK(g.code_entry()->message().find("has 0 symbols after its target") != std::string::npos);
  // Paste asks the platform for the clipboard.
  click(g, "code-paste");
  CHECK(g.take_paste_request());
  CHECK_FALSE(g.take_paste_request());
}

TEST_CASE("a typed Sum Tiles code asks before it drops the open board (issue 29)") {
  Game g;
  open_sum_menu(g);
  click(g, "code-open");
  g.type_text("S-25-12-0000-01A8");
  click(g, "code-ok");
  REQUIRE(g.screen() == Screen::SumPlay);
  const sumtiles::BoardCode first = g.sum_tiles().board()->code();
  press(g, ActionKind::Back);
  REQUIRE(g.screen() == Screen::SumMenu);
  REQUIRE(g.sum_tiles().resumable());
  // Another code: a question, the safe answer focused; Escape keeps the board.
  click(g, "code-open");
  g.type_text("S-36-15-0001-FQF1");
  click(g, "code-ok");
  REQUIRE(g.pending_is(Game::Pending::Kind::SumBoard));
  CHECK_FALSE(g.code_entry().has_value());
  CHECK(g.confirm_focus() == 0);
  const auto q = open_question(g);
  REQUIRE(q.has_value());
  CHECK(q->heading == "A Sum Tiles board is open");
  CHECK(q->detail == "25 tiles left on it");
  CHECK(q->choices[0] == "Keep this board");
  CHECK(q->choices[1] == "Open the new board");
  for (const Target& t : targets(g)) CHECK(t.kind == TargetKind::ConfirmItem);
  press(g, ActionKind::Hint);  // H (pad Y) does not open the code dialog over the question
  CHECK_FALSE(g.code_entry().has_value());
  CHECK(g.pending_is(Game::Pending::Kind::SumBoard));
  press(g, ActionKind::Back);
  CHECK_FALSE(g.confirming());
  CHECK(g.screen() == Screen::SumMenu);
  CHECK(g.sum_tiles().board()->code() == first);
  // Asked again and answered: the new board opens in its place.
  click(g, "code-open");
  g.type_text("S-36-15-0001-FQF1");
  click(g, "code-ok");
  REQUIRE(g.confirming());
  click(g, "item1");
  CHECK(g.screen() == Screen::SumPlay);
  CHECK(sumtiles::to_text(g.sum_tiles().board()->code()) == "S-36-15-0001-FQF1");
  // The open board's own code asks nothing: it comes back as it was.
  press(g, ActionKind::Back);
  click(g, "code-open");
  g.type_text("36-15-0000beef");
  click(g, "code-ok");
  CHECK_FALSE(g.confirming());
  CHECK(g.screen() == Screen::SumPlay);
  CHECK(sumtiles::to_text(g.sum_tiles().board()->code()) == "S-36-15-0001-FQF1");
}

TEST_CASE("a refused game code is explained in every shipped language (issue 27)") {
  std::ifstream linguas(std::string(NONET_SOURCE_DIR) + "/po/LINGUAS");
  std::vector<std::string> languages;
  for (std::string line; std::getline(linguas, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream words(line);
    for (std::string tag; words >> tag;) languages.push_back(tag);
  }
  REQUIRE_FALSE(languages.empty());
  for (const char* typed : {"", "E-0000-1ZA", "Q-0000-1ZAF", "\x01-0000-1ZAF", "E-0000-1ZAU",
                            "E-0000-1ZA\x02", "E-0000-1ZAG"}) {
    CAPTURE(typed);
    REQUIRE(nonet::i18n::set_language("", "en") == "");
    const std::string english = game_code_problem(typed);
    CHECK_FALSE(english.empty());
    const bool printable =
        std::none_of(typed, typed + std::char_traits<char>::length(typed),
                     [](char c) { return static_cast<unsigned char>(c) < 0x20; });
    if (printable) CHECK(english == parse_game_code(typed).error);  // the tools' words
    for (const std::string& tag : languages) {
      CAPTURE(tag);
      REQUIRE(nonet::i18n::set_language(NONET_LOCALE_BUILD_DIR, tag) == "");
      const std::string said = game_code_problem(typed);
      CHECK(said != english);
      CHECK(said.find('{') == std::string::npos);
    }
  }
  REQUIRE(nonet::i18n::set_language("", "en") == "");
  CHECK(game_code_problem("E-0000-1ZAF").empty());  // a code that reads
}
