// SPDX-License-Identifier: MIT
// Typing a code in the game (issues 12 and 16): one component for both kinds of code, a
// free-play game code ("H-4KQ7-92PX", core/game_code.hpp) and a Sum Tiles board code
// ("S-25-10-3FAV-FQF5", core/sum_tiles.hpp). It holds the text typed so far, the message about it
// and the on-screen character pad (mouse, touch and gamepad type with it; the keyboard types
// directly and pastes with Ctrl+V). Submitting asks the core's one reader of that kind of code;
// a refused code keeps its text and says what is wrong. Pure: no SDL, no I/O.
//
// The pad's keys are Target{TargetKind::CodeKey, id}: a character key's id is the character
// itself ('0'..'9', 'A'..'Z', '-'), the other keys have the small ids below. Script names:
// "code-open", "code-delete", "code-paste", "code-cancel", "code-ok", "char-A", "char-dash".
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/game_code.hpp"
#include "core/sum_tiles.hpp"
#include "game/layout.hpp"

namespace nonet::game {

enum class CodeKind : std::uint8_t { FreePlay, SumBoard };

/// Ids of the pad's keys that are not characters (CodeKey targets).
inline constexpr int kCodeKeyOpen = 1;  // "Enter code" on the free-play screen and Sum Tiles menu
inline constexpr int kCodeKeyDelete = 2;
inline constexpr int kCodeKeyPaste = 3;
inline constexpr int kCodeKeyCancel = 4;
inline constexpr int kCodeKeyOk = 5;
/// The characters a pad key can type are printable ASCII: ids 32..126.
bool is_code_char_key(int id);
/// "code-ok", "char-A", "char-dash", ... ("" for an id no key has).
std::string code_key_name(int id);
/// The pad's label of a key: "A", "-", "Delete", "Paste", "Cancel", "Start" (in the player's
/// language).
std::string code_key_label(int id);

/// Longest text the field takes (a game code is 11 characters with its dashes, a board code 17).
inline constexpr std::size_t kCodeMaxLength = 20;

/// Where the dialog's parts are: heading, the text field, the message line, the character keys
/// in rows of `columns`, then a row of Delete, Paste, Cancel and Start.
struct CodeEntryLayout {
  float unit = 1;
  Rect panel, heading, field, message;
  int columns = 8;
  std::vector<Rect> keys;  // in the order of CodeEntry::keys()
};

/// What a valid submitted code starts.
struct CodeSubmit {
  std::optional<GameCode> game;
  std::optional<sumtiles::BoardCode> board;
};

class CodeEntry {
 public:
  explicit CodeEntry(CodeKind kind);
  CodeKind kind() const { return kind_; }
  /// The text as typed (upper case; dashes as typed).
  const std::string& text() const { return text_; }
  /// What is wrong with the text (a refused submit or character), "" when nothing is. Worded
  /// in the player's language at each call (the reference holds until the next call).
  const std::string& message() const;
  /// The pad's keys, characters first (the kind's alphabet and '-'), then Delete, Paste,
  /// Cancel, Start.
  std::span<const int> keys() const { return keys_; }
  int char_key_count() const { return static_cast<int>(keys_.size()) - 4; }
  /// Index into keys() of the focused key (the keyboard's Return and the pad's A press it).
  int focus() const { return focus_; }
  int focused_key() const { return keys_[static_cast<std::size_t>(focus_)]; }
  /// "Enter a game code" or "Enter a board code" (in the player's language), and the shape
  /// shown when the field is empty.
  const char* title() const;
  const char* placeholder() const;

  /// Typed or pasted text: letters (any case), digits and dashes are added; spaces are
  /// skipped. Anything else is refused with a message, as is text past kCodeMaxLength (what
  /// fits is kept). Returns whether anything was added.
  bool type(std::string_view text);
  /// A pasted code: surrounding blanks are dropped, then like type() into an emptied field;
  /// all of it or nothing (a refused character keeps the field as it was, and a pasted board is
  /// named as one).
  bool paste(std::string_view text);
  void backspace();
  void clear();
  /// Moves the focus on the pad: dx, dy in keys and rows (the last row holds the four
  /// command keys).
  void move_focus(int dx, int dy, int columns);
  void set_focus_key(int id);
  /// Checks the text with the core's reader: the code to start, or nothing and a message.
  std::optional<CodeSubmit> submit();
  /// Sets the message (e.g. a board the game refused), as the player reads it.
  void say(std::string message) {
    said_ = Said::Text;
    said_text_ = std::move(message);
  }

  /// The dialog's geometry in a window of this size.
  CodeEntryLayout layout(float width, float height) const;

 private:
  CodeKind kind_;
  /// Rewrites a game code's dashes where a game code has them (a board code is left alone).
  void redash();
  std::string text_;
  // The message is kept as what happened, not as words: message() words it when it is read, so
  // a change of language shows at once.
  enum class Said : std::uint8_t {
    Nothing,
    NotCodeChar,      // said_text_: the character refused
    TooLong,          // past kCodeMaxLength
    EmptyClipboard,   // a paste of nothing
    PuzzleBoard,      // a puzzle board pasted into the code field
    BoardProblem,     // said_text_: the board code refused (board_code_problem words it)
    Text,             // said_text_ as it is: say()
    GameCodeProblem,  // said_text_: the game code refused (game_code_problem words it)
  };
  Said said_ = Said::Nothing;
  std::string said_text_;
  mutable std::string message_;  // message()'s words, made again at each call
  std::vector<int> keys_;
  int focus_ = 0;
};

/// The "Enter code" button at the right end of a screen header (free play, Sum Tiles menu).
Rect code_open_button(const Rect& header, float unit);
/// The same on the Sum Tiles menu, left of the header's "N / 20 passed".
Rect sum_code_open_button(const Rect& header, float unit);

/// A board code from before issue 29 typed without dashes ("2510DEADBEEF") gets them back
/// ("25-10-DEADBEEF"): two digits of tiles, the target, eight hex digits. Other text unchanged.
std::string board_code_with_dashes(std::string_view text);
/// Why a board code is refused, in one sentence for the player, in their language ("" if
/// parse_board_code takes it).
std::string board_code_problem(std::string_view text);
/// Why a game code does not read, in the player's words ("" for one that reads): the level
/// letter, the length, a character outside the alphabet, or a mistyped one.
std::string game_code_problem(std::string_view text);

}  // namespace nonet::game
